"""Fast play-outs for the hard player's search: the rest of one deal of Snip-Snap-Snorum, on ranks only.

The search plays thousands of these per decision, so they run on a bare copy of the state (hands as
lists of ranks, the stacks, the pool) instead of the engine, which builds events and move objects
for every card. The rules are those of the engine, restricted to the moves a play-out makes: a player
matches whenever they must (no revoke) or, where matching is optional, when `matches` says so (RULES.md
§1.4 `bump`), else plays the safest card (`safest`, §1.1) — in Cavendish, as medium does, the card most
likely to be matched until it races to go out (`riskiest`, `medium.racing`, §1.4); or follows or passes and
leads as the medium player does (`lead_of`, §1.2); `pick` breaks ties. Payments follow the engine, deferred to the
run's end in `motor` (§1.4).
tests/games/snip_snap_snorum/test_playout.py checks, position by position, that both give the same money.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.core.cards import Rank
from game.games.snip_snap_snorum.medium import lead_preference, leads_lone_cards, racing
from game.games.snip_snap_snorum.presets import Ends
from game.games.snip_snap_snorum.rules import (
    CARDS_PER_RANK,
    Flow,
    PassPayment,
    SnipSnapSnorum,
    TurnUpPayer,
)

UNLIMITED_STAKE = 5
"""The coins each that a game with unlimited coins is weighed as if played with (RULES.md §1.4 `cavendish`:
Cavendish's stake): a play-out's scores, and the hard player's weight of a coin (ismcts `_prior`)."""

Pick = Callable[[int], int]
"""Breaks ties between equally good cards: given how many there are, the index of one (`rng.randrange`)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The money and the winners when a play-out stops: `stacks` coins per seat, `deals_won` per seat, and
    the `winners` if the game ended (else empty)."""

    stacks: list[int]
    deals_won: list[int]
    winners: tuple[int, ...]


def play_out(state: SnipSnapSnorum, pick: Pick, lead: Rank | None = None) -> Outcome:
    """Play the current deal of `state` to its end, or the game to its end if that comes first, and tell
    the outcome; `state` itself is not changed. In follow or pass, `lead` is the rank the seat to play leads
    first (it must be leading and hold one): a search's root choice, played without the engine. Raises
    ValueError for a finished game, or for a `lead` elsewhere."""
    if state.turn is None:
        raise ValueError("the game is over")
    if state.options.flow is Flow.FOLLOW_OR_PASS:
        return _follow_or_pass(state, pick, lead)
    if lead is not None:
        raise ValueError("only a follow-or-pass play-out starts with a chosen lead")
    if state.options.flow is Flow.PLAY_AGAIN:
        return _play_again(state, pick)
    return _everyone_plays(state, pick)


def outcome_of(state: SnipSnapSnorum) -> Outcome:
    """The money and winners of `state` now, as a play-out tells them (for a search that reached the end of a
    deal or of the game by itself)."""
    return Outcome(state.bank.stacks[:], state.deals_won[:], state.winners)


def scores(outcome: Outcome, coins: bool, unlimited: bool = False) -> list[float]:
    """Each seat's score (0–1) for the `outcome` of a deal or of the game.

    At the end of the game: 1 shared among the winners, 0 for the rest. Otherwise each seat's share of
    the coins in the players' stacks (the last player with coins takes the pool, RULES.md §1.1; most coins
    wins the match, §1.2), or without `coins` of the deals won (the children's game, §1.2); with
    `unlimited` coins (§1.4 `cavendish`), each stack as if it had begun with `UNLIMITED_STAKE` coins (a
    debt deeper than that counts as none).
    """
    n = len(outcome.stacks)
    if outcome.winners:
        return [1.0 / len(outcome.winners) if s in outcome.winners else 0.0 for s in range(n)]
    counts = outcome.stacks if coins else outcome.deals_won
    if unlimited:  # RULES.md §1.4 `cavendish`: stacks start at 0; each is counted as if it began with a stake
        counts = [max(c + UNLIMITED_STAKE, 0) for c in counts]
    total = sum(counts)
    if total == 0:
        return [1.0 / n] * n
    return [c / total for c in counts]


def safest(hand: list[Rank], seen: list[int], pick: Pick, avoid: Rank | None = None) -> int:
    """The index of the card to play freely from `hand`: one of the ranks with most cards accounted for
    (`seen[rank]` played or turned up, plus those in hand), so the next player is least likely to match
    it ([000] p. 93); not of the rank `avoid` (declining a match, RULES.md §1.4 `bump`) unless the hand
    holds nothing else; `pick` chooses among equals."""
    safety = [-1 if r == avoid else seen[r] + hand.count(r) for r in hand]
    return _one_of(safety, max(safety), pick)


def riskiest(hand: list[Rank], seen: list[int], pick: Pick) -> int:
    """The index of the card most likely to be matched: one of the ranks with fewest cards accounted for
    (the opposite of `safest`), to invite a snip (RULES.md §1.4 `cavendish`); `pick` chooses among equals."""
    safety = [seen[r] + hand.count(r) for r in hand]
    return _one_of(safety, min(safety), pick)


def matches(hand: list[Rank], rank: Rank, seen: list[int]) -> bool:
    """Whether a play-out player holding `hand`, with a card of `rank` in it, matches the card of `rank`
    just played when matching is optional (RULES.md §1.4 `bump`); `seen[rank]` cards of it are played this
    deal or turned up.

    Matching makes the previous player pay, but if the next player matches in turn, the matcher pays
    more. The rule, from counts only: match unless two or more cards of the rank are still out of sight
    (then the next player often holds one, a fifth to a third of the time, and a double bump costs twice
    the bump gained), or the hand holds nothing else.
    """
    return CARDS_PER_RANK - seen[rank] - hand.count(rank) <= 1 or all(r == rank for r in hand)


def lead_of(hands: list[list[Rank]], seat: int, pick: Pick) -> int:
    """The index of the card `seat` leads from `hands[seat]` (ranks of every seat's hand), as the medium player
    leads (RULES.md §1.2): one of the ranks it would lead soonest (`medium.lead_preference`, lone cards first
    while `medium.leads_lone_cards` says so for the hands' sizes); `pick` chooses among equals."""
    hand = hands[seat]
    others = [len(other) for other_seat, other in enumerate(hands) if other_seat != seat]
    lone_first = leads_lone_cards(len(hand), others)
    preferences = [lead_preference(hand.count(r), lone_first) for r in hand]
    return _one_of(preferences, max(preferences), pick)


def _one_of(values: list[int], best: int, pick: Pick) -> int:
    """The index of one of the `values` equal to `best` (a card of the hand they score), `pick` choosing
    among several."""
    found = [i for i, value in enumerate(values) if value == best]
    return found[pick(len(found))] if len(found) > 1 else found[0]


@dataclass(slots=True)
class _Money:
    """The coins of a play-out: `stacks` by seat and the `pool`, with who is still `in_game` and the `hands`
    of ranks (a player out loses theirs); `credit` for unlimited coins (RULES.md §1.4 `cavendish`)."""

    stacks: list[int]
    pool: int
    in_game: list[bool]
    hands: list[list[Rank]]
    credit: bool = False

    @classmethod
    def of(cls, state: SnipSnapSnorum) -> _Money:
        hands = [[c.rank for c in hand] for hand in state.hands]
        return cls(state.bank.stacks[:], state.bank.pool, state.in_game[:], hands, state.options.unlimited)

    def pay(self, payer: int, owed: int) -> bool:
        """`payer`, if still in the game, pays `owed` into the pool (what they hold, unless on credit) and is
        out at 0 coins (RULES.md §1.1); True when that leaves one player in the game."""
        if not self.in_game[payer]:
            return False
        paid = owed if self.credit else min(owed, self.stacks[payer])
        self.stacks[payer] -= paid
        self.pool += paid
        if self.credit or self.stacks[payer] > 0:
            return False
        self.in_game[payer] = False
        self.hands[payer] = []
        return sum(self.in_game) == 1

    def last_one_wins(self, deals_won: list[int]) -> Outcome:
        """The last player with coins takes the pool and the game (RULES.md §1.1)."""
        winner = self.in_game.index(True)
        self.stacks[winner] += self.pool
        return Outcome(self.stacks, deals_won, (winner,))


def _everyone_plays(state: SnipSnapSnorum, pick: Pick) -> Outcome:
    """RULES.md §1.1: everyone plays in turn, compulsory matching, chain basis, out at 0 coins; §1.4 `bump`:
    matching is optional (`matches`); `motor`: a run pays when it ends, only its last matched player."""
    options = state.options
    n = state.num_seats
    money = _Money.of(state)
    hands, stacks, in_game = money.hands, money.stacks, money.in_game
    run: list[int | None] = state.run[:]
    rank = state.run_rank
    seat: int = state.turn  # type: ignore[assignment]  # play_out checked the game is on
    seen = [0] * 14  # cards of each rank played this deal, or turned up
    for _, c in state.table:
        seen[c.rank] += 1
    if state.turn_up is not None:
        seen[state.turn_up.rank] += 1

    def game_over() -> Outcome:
        return money.last_one_wins(state.deals_won[:])

    def run_ends() -> bool:
        """RULES.md §1.4 `motor`: a run of two or three ending makes its last matched player pay."""
        if options.deferred and 2 <= len(run) < CARDS_PER_RANK:
            return money.pay(run[-2], len(run) - 1)  # type: ignore[arg-type]  # motor has no turn-up
        return False

    while True:
        hand = hands[seat]
        if rank is not None and rank in hand and (not options.optional_match or matches(hand, rank, seen)):
            seen[rank] += 1
            hand.remove(rank)
            position = len(run)
            run.append(seat)
            previous = run[position - 1]
            if previous is None:  # the turn-up was matched
                if options.turn_up_payer is TurnUpPayer.POOL:
                    paid = min(1, money.pool)
                    money.pool -= paid
                    stacks[seat] += paid
                elif money.pay(state.dealer, 1):
                    return game_over()
            elif (not options.deferred or position + 1 == CARDS_PER_RANK) and money.pay(previous, position):
                return game_over()
        else:
            rank = hand.pop(safest(hand, seen, pick, avoid=rank))
            seen[rank] += 1
            if run_ends():
                return game_over()
            run = [seat]
        for step in range(1, n + 1):
            after = (seat + step) % n
            if in_game[after] and hands[after]:
                seat = after
                break
        else:
            if run_ends():  # the deal's end ends its run
                return game_over()
            return Outcome(stacks, state.deals_won[:], ())


def _play_again(state: SnipSnapSnorum, pick: Pick) -> Outcome:
    """RULES.md §1.4 `cavendish`: every card dealt; only the very next player may match the last card (and
    must), chain basis; unmatched, or after a run of four, the player of the last card plays again. The first
    out of cards takes the pool (ending the game, or the deal with unlimited coins); out at 0 coins."""
    options = state.options
    n = state.num_seats
    money = _Money.of(state)
    hands, stacks, in_game = money.hands, money.stacks, money.in_game
    deals_won = state.deals_won[:]
    rank = state.run_rank
    run_length = len(state.run)
    last = state.table[-1][0] if state.table else None
    first_out = options.unlimited or options.ends is Ends.FIRST_OUT
    seat: int = state.turn  # type: ignore[assignment]  # play_out checked the game is on
    seen = [0] * 14  # cards of each rank played this deal
    for _, c in state.table:
        seen[c.rank] += 1

    while True:
        hand = hands[seat]
        if rank is not None:  # the turn came here because this player can match: they must
            hand.remove(rank)
            run_length += 1
            assert last is not None
            if money.pay(last, run_length - 1):
                return money.last_one_wins(deals_won)
        else:  # a free card, by medium's rule: race with the safest card, or invite a snip with the riskiest
            free = safest if racing(options, len(hand), sum(in_game)) else riskiest
            rank = hand.pop(free(hand, seen, pick))
            run_length = 1
        seen[rank] += 1
        last = seat
        if not hand and first_out:
            stacks[seat] += money.pool
            deals_won[seat] += 1
            winners: tuple[int, ...] = (seat,)
            if options.unlimited:
                best = max(stacks)
                done = state.deal_no >= options.deals
                winners = tuple(s for s in range(n) if stacks[s] == best) if done else ()
            return Outcome(stacks, deals_won, winners)
        after = next((s for s in ((seat + i) % n for i in range(1, n)) if in_game[s] and hands[s]), None)
        if run_length < CARDS_PER_RANK and after is not None and rank in hands[after]:
            seat = after
            continue
        rank = None
        if not hand:
            if after is None:
                return Outcome(stacks, deals_won, ())  # every hand is empty: the deal is over
            seat = after


def _follow_or_pass(state: SnipSnapSnorum, pick: Pick, lead: Rank | None) -> Outcome:
    """RULES.md §1.2: follow the rank in play or pass, ordinal basis, the first out wins the deal."""
    options = state.options
    n = state.num_seats
    coins = options.coins
    hands = [[c.rank for c in hand] for hand in state.hands]
    stacks = state.bank.stacks[:]
    pool = state.bank.pool
    run_length = len(state.run)
    rank = state.run_rank
    last = state.table[-1][0] if state.table else None
    passed = state.passed_since_play
    seat: int = state.turn  # type: ignore[assignment]  # play_out checked the game is on

    while True:
        hand = hands[seat]
        if rank is None:
            if lead is None:
                rank = hand.pop(lead_of(hands, seat, pick))
            else:
                rank, lead = lead, None
                hand.remove(rank)
            run_length = 1
        elif rank in hand:
            hand.remove(rank)
            run_length += 1
            if not passed and last is not None and last != seat and coins:
                paid = min(run_length - 1, stacks[last])
                stacks[last] -= paid
                pool += paid
        else:
            passed = True
            if coins and options.pass_payment is not PassPayment.NONE and stacks[seat]:
                stacks[seat] -= 1
                if options.pass_payment is PassPayment.TO_POOL:
                    pool += 1
                else:
                    stacks[last] += 1  # type: ignore[index]  # a rank is in play, so a card was played
            seat = (seat + 1) % n
            continue
        passed = False
        last = seat
        if not hand:
            return _went_out(state, seat, hands, stacks, pool)
        if run_length == CARDS_PER_RANK:
            rank = None  # the player of the fourth card leads
        else:
            seat = (seat + 1) % n


def _went_out(state: SnipSnapSnorum, seat: int, hands: list[list[Rank]], stacks: list[int], pool: int) -> Outcome:
    """RULES.md §1.2 "Going out": 1 coin per card left into the pool, the winner takes it; the match may end."""
    options = state.options
    deals_won = state.deals_won[:]
    deals_won[seat] += 1
    if options.coins:
        for s in range(state.num_seats):
            paid = min(len(hands[s]), stacks[s])
            stacks[s] -= paid
            pool += paid
        stacks[seat] += pool
    winners: tuple[int, ...] = ()
    if state.deal_no >= options.deals:
        score = stacks if options.coins else deals_won
        best = max(score)
        winners = tuple(s for s in range(state.num_seats) if score[s] == best)
    return Outcome(stacks, deals_won, winners)
