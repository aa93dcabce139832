"""Snip-Snap-Snorum, the game with equal cards (RULES.md §1), with its presets as data.

Two shapes of play cover every preset:
- `Flow.EVERYONE_PLAYS` (RULES.md §1.1, Peel's first method [000]): small hands, everyone plays a card in
  turn, matching the card just before theirs is compulsory, penalties on the *chain* basis, a player with
  no coins is out, the last player with coins takes the pool.
- `Flow.FOLLOW_OR_PASS` (RULES.md §1.2–1.3 [001, 003]): all cards dealt, a player must follow the rank in
  play or pass, penalties on the *ordinal* basis, going out ends the deal, a match of several deals.
- `Flow.PLAY_AGAIN` (RULES.md §1.4 `cavendish` [000 "Variations", 001]): all cards dealt, matching the last
  card is compulsory for the very next player only, chain basis; when they cannot match, the player of that
  card plays again. The first out of cards takes the pool (or, option `ends`, the last with coins does).
  Where the texts are silent we read them so: going out ends the deal at once (nobody may match the last
  card); "the next player" is the next one still in the game who holds a card; and a player whose last card
  went unmatched, with no card left to play again, hands the lead to that next player.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Iterable

from game.core.cards import Card, Rank, full_pack, parse_card
from game.core.rules import (
    Account,
    Bank,
    Called,
    DealOver,
    Dealt,
    Event,
    GameOver,
    IllegalMove,
    PackSource,
    Paid,
    Passed,
    PayReason,
    Played,
    PlayerOut,
    Pot,
    Result,
    ShuffledPacks,
    WentOut,
    next_seat,
)
from game.games.snip_snap_snorum.presets import (
    EARL_LAST_LINES,
    EARL_RHYMES,
    PRESETS,
    WORDS,
    Calls,
    Ends,
    Flow,
    Options,
    PassPayment,
    TurnUpPayer,
)

from game.games.snip_snap_snorum.moves import (  # the engine's moves; importers may take them from here
    PLAYS,
    CARDS_PER_RANK,
    PASS,
    Move,
    Observation,
    Pass,
    Play,
    format_move,
    parse_move,
)

GAME = "snip-snap-snorum"


# --- events of the family ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlaysAgain(Event):
    """`seat`, who played the last card, plays again: any card, a new run (RULES.md §1.4 `cavendish`),
    because `could_not` (the next player) could not match it; or, `could_not` None, because it was the
    fourth of its rank (`run_of_four`) or nobody else holds a card."""

    seat: int
    could_not: int | None
    run_of_four: bool = False


# --- the calls ---------------------------------------------------------------------------------

_PENALTY_REASONS = {1: PayReason.SNIPPED, 2: PayReason.SNAPPED, 3: PayReason.SNORUMED}


def call_for(options: Options, position: int, rank: Rank) -> str | None:
    """The words said for the `position`-th card (1–4) of a run of `rank`, or None for no call.

    RULES.md §1: Snip for the 2nd, Snap for the 3rd, Snorum for the 4th; §1.3: a rhyme for each of the four;
    §1.4: the preset's own calls ("Nobble!", "Double nobble!", "Triple nobble!").
    """
    if options.calls is Calls.EARL_OF_COVENTRY:
        return (*EARL_RHYMES[rank], *EARL_LAST_LINES)[position - 1]
    return WORDS[options.calls].calls[position - 2] if position > 1 else None


# --- the state ---------------------------------------------------------------------------------


class SnipSnapSnorum:
    """The state of one game of Snip-Snap-Snorum (RULES.md §1), driven by moves.

    Make it with `options` (a preset, possibly changed), `num_seats` players, a `PackSource` for the
    shuffles (or a seeded `random.Random`), and the first dealer (default: drawn with the pack source's
    shuffle of the seats, i.e. "cut for deal"). Call `start()` once, then `apply()` moves.
    Raises ValueError for a seat count the options do not allow.
    """

    def __init__(
        self,
        options: Options,
        num_seats: int,
        packs: PackSource | random.Random,
        first_dealer: int | None = None,
    ) -> None:
        low, high = options.seat_range()
        if not low <= num_seats <= high:
            raise ValueError(
                f"{options.preset} with a {options.pack}-card pack is for {low}–{high} players, not {num_seats}"
            )
        self.options = options
        self.packs: PackSource = ShuffledPacks(packs) if isinstance(packs, random.Random) else packs
        self._n = num_seats
        stake = options.stake if options.coins and options.stake is not None else 0
        self.bank = Bank([stake] * num_seats, credit=options.unlimited)
        self.in_game = [True] * num_seats
        self.deals_won = [0] * num_seats
        self.hands: list[list[Card]] = [[] for _ in range(num_seats)]
        self.dealer = first_dealer if first_dealer is not None else self._cut_for_deal()
        self.deal_no = 0
        self.pack_orders: list[tuple[int, tuple[Card, ...]]] = []
        self.stock: list[Card] = []
        self.dead: list[Card] = []
        self.turn_up: Card | None = None
        self.table: list[tuple[int, Card]] = []
        # The current run: who played each card of it, in order (None stands for the turn-up).
        self.run: list[int | None] = []
        self.run_rank: Rank | None = None
        # FOLLOW_OR_PASS: a pass since the last card means no penalty for the next match.
        self.passed_since_play = False
        self.voids: list[set[Rank]] = [set() for _ in range(num_seats)]
        self.turn: int | None = None
        self.winners: tuple[int, ...] = ()
        self.started = False

    def _cut_for_deal(self) -> int:
        """Deal a shuffled pack round from seat 0 until a jack falls: that player deals first ([000] p. 91)."""
        order = self.packs.next_pack(full_pack(self.options.pack))
        first_jack = next(i for i, c in enumerate(order) if c.rank == Rank.JACK)
        return first_jack % self._n

    # -- the protocol ---------------------------------------------------------------------------

    @property
    def num_seats(self) -> int:
        return self._n

    def start(self) -> list[Event]:
        """Deal the first deal (RULES.md §1.1 / §1.2 "Each deal"). Raises RuntimeError if already started."""
        if self.started:
            raise RuntimeError("the game has already started")
        self.started = True
        return self._deal()

    def current_seat(self) -> int | None:
        return self.turn

    def is_over(self) -> bool:
        return bool(self.winners)

    def result(self) -> Result:
        return Result(tuple(self.bank.stacks), self.bank.pool, self.winners, tuple(self.deals_won))

    def seat_of(self, move: Move) -> int:
        """The seat to move: in this game every move is made by the seat whose turn it is."""
        seat = self.current_seat()
        if seat is None:
            raise IllegalMove("the game is over")
        return seat

    def legal_moves(self) -> list[Move]:
        """The moves open to the seat to move: RULES.md §1.1 compulsory matching, §1.2 follow or pass, §1.4
        `bump` optional matching (every card)."""
        if self.turn is None:
            return []
        hand = self.hands[self.turn]
        rank = self.run_rank
        if rank is not None:
            matching: list[Move] = [PLAYS[c] for c in hand if c.rank == rank]
            if self.options.flow is Flow.FOLLOW_OR_PASS:
                return matching or [PASS]
            if matching and not (self.options.revoke or self.options.optional_match):
                return matching
        everything: list[Move] = [PLAYS[c] for c in hand]
        return everything

    def apply(self, move: Move) -> list[Event]:
        """Apply `move` for the seat to move; returns its events. Raises IllegalMove, changing nothing."""
        if self.turn is None:
            raise IllegalMove("the game is over" if self.started else "the game has not started")
        seat = self.turn
        if isinstance(move, Pass):
            if self.options.flow is not Flow.FOLLOW_OR_PASS or self.run_rank is None:
                raise IllegalMove("you may not pass here: play a card")
            if any(c.rank == self.run_rank for c in self.hands[seat]):
                raise IllegalMove(f"you hold a {self.run_rank.noun}, so you must play it, not pass")
            return self._pass(seat)
        card = move.card
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalMove(f"{card.label} is not in seat {seat}'s hand")
        rank = self.run_rank
        if rank is not None and card.rank != rank and any(c.rank == rank for c in hand):
            if self.options.flow is Flow.FOLLOW_OR_PASS or not (self.options.revoke or self.options.optional_match):
                raise IllegalMove(f"you hold a {rank.noun}: you must play it (matching is compulsory)")
        if self.options.flow is Flow.FOLLOW_OR_PASS and rank is not None and card.rank != rank:
            raise IllegalMove(f"you hold no {rank.noun}: you must pass")
        if self.options.flow is Flow.FOLLOW_OR_PASS:
            return self._follow(seat, card)
        if self.options.flow is Flow.PLAY_AGAIN:
            return self._play_again(seat, card)
        return self._play_in_turn(seat, card)

    def clone(self) -> SnipSnapSnorum:
        """An independent copy (the pack source is copied too, so both deal alike from here)."""
        twin = object.__new__(SnipSnapSnorum)
        twin.__dict__.update(self.__dict__)
        twin.packs = self.packs.clone()
        twin.bank = self.bank.clone()
        twin.in_game = self.in_game[:]
        twin.deals_won = self.deals_won[:]
        twin.hands = [h[:] for h in self.hands]
        twin.pack_orders = self.pack_orders[:]
        twin.stock = self.stock[:]
        twin.dead = self.dead[:]
        twin.table = self.table[:]
        twin.run = self.run[:]
        twin.voids = [set(v) for v in self.voids]
        return twin

    def observe(self, seat: int) -> Observation:
        """What `seat` may see (see `Observation`)."""
        hand = tuple(self.hands[seat])
        seen = set(hand)
        seen.update(c for _, c in self.table)
        if self.turn_up is not None:
            seen.add(self.turn_up)
        unseen = frozenset(c for c in full_pack(self.options.pack) if c not in seen)
        return Observation(
            seat=seat,
            options=self.options,
            num_seats=self._n,
            deal=self.deal_no,
            dealer=self.dealer,
            to_move=self.turn,
            hand=hand,
            hand_sizes=tuple(len(h) for h in self.hands),
            stacks=tuple(self.bank.stacks),
            pool=self.bank.pool,
            in_game=tuple(self.in_game),
            deals_won=tuple(self.deals_won),
            table=tuple(self.table),
            turn_up=self.turn_up,
            run=tuple(self.run),
            rank_in_play=self.run_rank,
            voids=tuple(frozenset(v) for v in self.voids),
            unseen=unseen,
            legal=tuple(self.legal_moves()) if self.turn == seat else (),
        )

    def zones(self) -> dict[str, list[Card]]:
        """Where every card of the pack is now: each hand ("hand 0" …), "table", "turn-up", "stock", "dead"."""
        zones = {f"hand {s}": list(h) for s, h in enumerate(self.hands)}
        zones["table"] = [c for _, c in self.table]
        zones["turn-up"] = [self.turn_up] if self.turn_up else []
        zones["stock"] = list(self.stock)
        zones["dead"] = list(self.dead)
        return zones

    # -- dealing --------------------------------------------------------------------------------

    def _deal(self) -> list[Event]:
        """Shuffle and deal one deal (RULES.md §1.1 "Each deal", §1.2 "All cards are dealt", §1.4 `snore-em`)."""
        self.deal_no += 1
        pack = self.packs.next_pack(full_pack(self.options.pack))
        self.pack_orders.append((self.dealer, tuple(pack)))
        players = [s for s in self._seats_from(next_seat(self.dealer, self._n)) if self.in_game[s]]
        each = self.options.cards_each(len(players))
        count = len(pack) if each is None else each * len(players)
        dealt = tuple((players[i % len(players)], pack[i]) for i in range(count))
        self.hands = [[] for _ in range(self._n)]
        for seat, c in dealt:
            self.hands[seat].append(c)
        self.stock = pack[count:]
        self.dead = []
        self.table = []
        self.run = []
        self.run_rank = None
        self.passed_since_play = False
        self.voids = [set() for _ in range(self._n)]
        self.turn_up = None
        if self.options.turn_up and self.stock:
            self.turn_up = self.stock.pop(0)
            self.run = [None]
            self.run_rank = self.turn_up.rank
        self.turn = players[0]
        return [Dealt(self.deal_no, self.dealer, dealt, self.turn_up, len(self.stock))]

    def _seats_from(self, first: int) -> list[int]:
        return [(first + i) % self._n for i in range(self._n)]

    # -- Flow.EVERYONE_PLAYS (RULES.md §1.1) ----------------------------------------------------

    def _play_in_turn(self, seat: int, card: Card) -> list[Event]:
        events: list[Event] = []
        rank = self.run_rank
        declined = rank is not None and card.rank != rank and any(c.rank == rank for c in self.hands[seat])
        revoked = declined and not self.options.optional_match  # RULES.md §1.4 `bump`: declining is free
        self.hands[seat].remove(card)
        self.table.append((seat, card))
        events.append(Played(seat, card))
        if rank is not None and card.rank == rank:
            # A match: the previous card's player pays for its place in the run (chain basis).
            position = len(self.run)
            self.run.append(seat)
            words = call_for(self.options, position + 1, rank)
            if words:
                events.append(Called(seat, words))
            if not self.options.deferred or position + 1 == CARDS_PER_RANK:
                self._charge_previous(position, seat, events)
        else:
            self._end_run(events)
            if revoked:
                assert rank is not None
                position = len(self.run)
                self._settle(seat, Pot.POOL, 2 * position, PayReason.REVOKE, seat, events)
                # The pool's coin for the turn-up rewards a match (RULES.md §1.1 `turn_up`): none for a revoke.
                pool_rewards = self.run[position - 1] is None and self.options.turn_up_payer is TurnUpPayer.POOL
                if not self.winners and not pool_rewards:
                    self._charge_previous(position, seat, events)
            elif rank is not None and not self.options.optional_match:
                # Not matching while matching is compulsory proves the seat holds no card of that rank.
                self.voids[seat].add(rank)
            if self.winners:
                return events
            self.run = [seat]
            self.run_rank = card.rank
            lead_call = call_for(self.options, 1, card.rank)
            if lead_call:
                events.append(Called(seat, lead_call))
        if self.winners:
            return events
        self._advance_in_turn(seat, events)
        return events

    def _charge_previous(self, position: int, by: int, events: list[Event]) -> None:
        """The player of the `position`-th card of the run pays `position` coins (RULES.md §1.1 chain basis)."""
        previous = self.run[position - 1]
        if previous is None:
            # The turn-up (RULES.md §1.1 option `turn_up`): the pool pays the matcher, or the dealer pays.
            if self.options.turn_up_payer is TurnUpPayer.POOL:
                self._settle(Pot.POOL, by, 1, PayReason.TURN_UP, by, events)
            else:
                self._settle(self.dealer, Pot.POOL, 1, PayReason.TURN_UP, by, events)
            return
        if self.in_game[previous]:
            self._settle(previous, Pot.POOL, position, _PENALTY_REASONS[position], by, events)

    def _end_run(self, events: list[Event]) -> None:
        """RULES.md §1.4 `motor`: a run of two to three cards, ending, makes only its last matched player pay
        (a run of four paid as its fourth card fell)."""
        if self.options.deferred and 2 <= len(self.run) < CARDS_PER_RANK:
            by = self.run[-1]
            assert by is not None  # motor has no turn-up
            self._charge_previous(len(self.run) - 1, by, events)

    def _advance_in_turn(self, seat: int, events: list[Event]) -> None:
        for s in self._seats_from(next_seat(seat, self._n)):
            if self.in_game[s] and self.hands[s]:
                self.turn = s
                return
        self._end_run(events)  # RULES.md §1.4 `motor`: the deal's end ends its run
        if self.winners:
            return
        events.append(DealOver(self.deal_no, None))
        self.dealer = next(s for s in self._seats_from(next_seat(self.dealer, self._n)) if self.in_game[s])
        events.extend(self._deal())

    # -- Flow.PLAY_AGAIN (RULES.md §1.4 `cavendish`) --------------------------------------------

    def _play_again(self, seat: int, card: Card) -> list[Event]:
        events: list[Event] = []
        self.hands[seat].remove(card)
        self.table.append((seat, card))
        events.append(Played(seat, card))
        if card.rank == self.run_rank:
            # A match: the previous card's player pays for its place in the run (chain basis).
            position = len(self.run)
            self.run.append(seat)
            words = call_for(self.options, position + 1, card.rank)
            if words:
                events.append(Called(seat, words))
            self._charge_previous(position, seat, events)
        else:
            self.run = [seat]
            self.run_rank = card.rank
        if self.winners:
            return events
        if not self.hands[seat] and (self.options.unlimited or self.options.ends is Ends.FIRST_OUT):
            self._go_out(seat, events)
            return events
        self._after_play_again(seat, events)
        return events

    def _after_play_again(self, seat: int, events: list[Event]) -> None:
        """Who plays after `seat`'s card: the very next player holding cards if they can match it (they must),
        else `seat` again, any card (RULES.md §1.4 `cavendish`); a deal with no cards left is dealt again."""
        rank = self.run_rank
        assert rank is not None  # a card was just played
        after = self._next_holder(seat)
        could_not: int | None = None
        if len(self.run) < CARDS_PER_RANK and after is not None:
            if any(c.rank == rank for c in self.hands[after]):
                self.turn = after
                return
            could_not = after
            self.voids[after].add(rank)
        self.run_rank = None  # the run is over: whoever plays next plays any card
        if self.hands[seat]:
            self.turn = seat
            events.append(PlaysAgain(seat, could_not, run_of_four=len(self.run) == CARDS_PER_RANK))
        elif after is not None:
            self.turn = after  # the player of the last card has none left: the next one leads
        else:
            events.append(DealOver(self.deal_no, None))  # RULES.md §1.4 `ends` last_with_coins
            self.dealer = next(s for s in self._seats_from(next_seat(self.dealer, self._n)) if self.in_game[s])
            events.extend(self._deal())

    def _next_holder(self, seat: int) -> int | None:
        """The next player after `seat`, on its left, who is in the game and holds a card; None if nobody."""
        return next(
            (s for s in self._seats_from(next_seat(seat, self._n)) if s != seat and self.in_game[s] and self.hands[s]),
            None,
        )

    # -- Flow.FOLLOW_OR_PASS (RULES.md §1.2) ----------------------------------------------------

    def _follow(self, seat: int, card: Card) -> list[Event]:
        events: list[Event] = []
        rank = self.run_rank
        previous = self.table[-1][0] if self.table else None
        self.hands[seat].remove(card)
        self.table.append((seat, card))
        events.append(Played(seat, card))
        if rank is None:
            self.run = [seat]
            self.run_rank = card.rank
        else:
            self.run.append(seat)
        position = len(self.run)
        words = call_for(self.options, position, card.rank)
        if words:
            events.append(Called(seat, words))
        if (
            position > 1
            and not self.passed_since_play
            and previous is not None
            and previous != seat
            and self.options.coins
        ):
            # Ordinal basis: matched by the very next player, the previous card's player pays its ordinal.
            self._settle(previous, Pot.POOL, position - 1, _PENALTY_REASONS[position - 1], seat, events)
        self.passed_since_play = False
        if not self.hands[seat]:
            self._go_out(seat, events)
            return events
        if position == CARDS_PER_RANK:
            self.run_rank = None  # all four are out: the player of the last one leads any card
            self.turn = seat
        else:
            self.turn = next_seat(seat, self._n)
        return events

    def _pass(self, seat: int) -> list[Event]:
        events: list[Event] = [Passed(seat), Called(seat, "Pass")]
        assert self.run_rank is not None
        self.voids[seat].add(self.run_rank)
        self.passed_since_play = True
        last_player = self.table[-1][0]
        if self.options.coins and self.options.pass_payment is PassPayment.TO_POOL:
            self._settle(seat, Pot.POOL, 1, PayReason.PASS, seat, events)
        elif self.options.coins and self.options.pass_payment is PassPayment.TO_PLAYER:
            self._settle(seat, last_player, 1, PayReason.PASS, seat, events)
        self.turn = next_seat(seat, self._n)
        return events

    def _go_out(self, seat: int, events: list[Event]) -> None:
        """A player out of cards takes the pool and wins the deal. RULES.md §1.2 "Going out": the others first
        pay 1 per card left into the pool, and `deals` deals make the match; §1.4 `cavendish`: nothing more is
        paid, and with a stake that ends the game (with unlimited coins, `deals` deals make the match)."""
        events.append(WentOut(seat))
        events.append(Called(seat, "Out!"))
        if self.options.coins:
            left = self._seats_from(next_seat(seat, self._n)) if self.options.flow is Flow.FOLLOW_OR_PASS else []
            for s in left:
                if s != seat and self.hands[s]:
                    self._settle(s, Pot.POOL, len(self.hands[s]), PayReason.CARDS_LEFT, seat, events)
            self._settle(Pot.POOL, seat, self.bank.pool, PayReason.POOL, seat, events)
        self.deals_won[seat] += 1
        events.append(DealOver(self.deal_no, seat))
        if self.options.flow is Flow.PLAY_AGAIN and not self.options.unlimited:
            self._finish((seat,), events)
        elif self.deal_no >= self.options.deals:
            score = self.bank.stacks if self.options.coins else self.deals_won
            best = max(score)
            self._finish(tuple(s for s in range(self._n) if score[s] == best), events)
        else:
            self.dealer = next_seat(self.dealer, self._n)
            events.extend(self._deal())

    # -- money and the end ----------------------------------------------------------------------

    def _settle(
        self, payer: Account, payee: Account, owed: int, reason: PayReason, by: int | None, events: list[Event]
    ) -> None:
        """Pay what can be paid, record it, and put out a player left with no coins (RULES.md §1.1)."""
        coins = self.bank.pay(payer, payee, owed)
        if coins:
            events.append(Paid(payer, payee, coins, reason, by))
        if (
            self.options.out_at_zero
            and isinstance(payer, int)
            and self.in_game[payer]
            and self.bank.stacks[payer] == 0
        ):
            self._put_out(payer, events)

    def _put_out(self, seat: int, events: list[Event]) -> None:
        self.in_game[seat] = False
        dead = self.hands[seat]
        self.dead.extend(dead)
        self.hands[seat] = []
        events.append(PlayerOut(seat, len(dead)))
        alive = [s for s in range(self._n) if self.in_game[s]]
        if len(alive) == 1:
            winner = alive[0]
            self._settle(Pot.POOL, winner, self.bank.pool, PayReason.POOL, winner, events)
            self._finish((winner,), events)

    def _finish(self, winners: tuple[int, ...], events: list[Event]) -> None:
        self.winners = winners
        self.turn = None
        events.append(GameOver(winners))


def new_game(
    preset: str = "round-games",
    num_seats: int = 4,
    seed: int | None = None,
    packs: Iterable[Iterable[str]] | None = None,
    first_dealer: int | None = None,
    **changes: object,
) -> SnipSnapSnorum:
    """A game from a preset name with `changes` to its options, shuffled with `seed` or dealt from the
    stacked `packs` (card codes, top first) — a convenience for tests and tools. Raises KeyError for an
    unknown preset and ValueError for a bad option or seat count."""
    from game.core.rules import StackedPacks

    if packs is not None and first_dealer is None:
        raise ValueError("a game dealt from stacked packs needs its first_dealer")
    options = replace(PRESETS[preset], **changes)  # type: ignore[arg-type]
    rng = random.Random(seed)
    source: PackSource = ShuffledPacks(rng)
    if packs is not None:
        source = StackedPacks([[parse_card(c) for c in p] for p in packs], then=source)
    return SnipSnapSnorum(options, num_seats, source, first_dealer)
