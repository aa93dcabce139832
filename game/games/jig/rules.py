"""Jig, the sequence game with its stops (RULES.md §2, after Peel [000 "Jig"] and pagat [001 "The sequence
game"]).

All the cards are dealt. The player on the dealer's left leads any card; the holder of the next higher card of
the same suit must play it, then the next, and so on — turn order follows who holds the card — up to the
preset's sequence length, each card with its call ("Snip", "Snap", "Snorum", …). A sequence ends early at a
**stop**: the card just played is the top of its suit (non-cyclic ranks) or the next card is already played
or dead; its player adds "Jig" to the call ("Snap-Jig"). Whoever played a sequence's last card leads the next.
The first player out of cards calls "Out!", ends the deal at once, and is paid 1 coin per card by everyone
else. A match is a number of deals; most coins wins.

Only a lead is a decision: after it, `legal_moves` holds just the next card of the sequence, which the table
plays by itself.

Engine decisions where RULES.md is silent:
- The first dealer is the last seat, so seat 0 leads first (as in Snap).
- A sequence that reaches its full length on a stop is called by its last word only ("Jig", not "Jig-Jig").
- With `dead_cards` above 1, the dead cards lie face down: players learn of them only when one stops a
  sequence. The one dead card of `dead_cards` 1 is turned up ("the dealer's last card").
"""

from __future__ import annotations

import copy
import dataclasses
import random
from dataclasses import dataclass

from game.core.cards import PACK_RANKS, Card, Rank, card, full_pack, parse_card
from game.core.rules import (
    Bank,
    Called,
    DealOver,
    Dealt,
    Event,
    GameOver,
    IllegalMove,
    PackSource,
    Paid,
    PayReason,
    Played,
    Pot,
    Result,
    ShuffledPacks,
    WentOut,
    next_seat,
)

GAME = "jig"

STOP_CALL = "-Jig"
"""Added to the call of a card that stops a sequence early ("Snap-Jig"; RULES.md §2.1)."""

OUT_CALL = "Out!"
"""The call of a player who plays their last card (RULES.md §2.1)."""

# --- options -------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    """The rules of one match of Jig (RULES.md §2). `calls` are the words of a sequence's cards in order (its
    length is the sequence length, one more with `rex`); `cyclic` ranks run on past the top (… Q K A 2 …);
    `deals` is the number of deals in the match (None: each player deals once); `stake` the coins each
    starts with; `pool` makes everyone ante 1 coin a deal for the deal's winner; `dead_cards` are set aside
    from the bottom of the pack before dealing."""

    preset: str = "peel"
    pack: int = 52
    calls: tuple[str, ...] = ("Snip", "Snap", "Snorum", "Hickockalorum", "Jig")
    cyclic: bool = False
    rex: bool = False
    stake: int = 20
    deals: int | None = None
    pool: bool = False
    dead_cards: int = 0

    def seat_range(self) -> tuple[int, int]:
        """Three to eight players (RULES.md §2.1)."""
        return (3, 8)

    @property
    def sequence_length(self) -> int:
        """Cards in a full sequence: 5, 4 in `jig-four`, 6 with `rex`."""
        return len(self.calls) + (1 if self.rex else 0)

    def word(self, position: int) -> str:
        """The call for the `position`-th card of a sequence (from 1)."""
        return "Rex" if self.rex and position == self.sequence_length else self.calls[position - 1]

    @property
    def ranks(self) -> tuple[Rank, ...]:
        """The ranks of a suit, lowest first (A … K, or 7 … A for the German 32-card pack)."""
        return PACK_RANKS[self.pack]


PRESETS: dict[str, Options] = {
    "peel": Options(),
    "pagat": Options(preset="pagat", calls=("Snip", "Snap", "Snorum", "High Cockalorum", "Jingo")),
    "jig-four": Options(preset="jig-four", calls=("Snip", "Snap", "Snorum", "Jig"), cyclic=True),
    "german": Options(
        preset="german", pack=32, calls=("Schnipp", "Schnapp", "Schnurr", "Burr", "Basilorum"), cyclic=True
    ),
}
"""The presets of RULES.md §2: Peel's (the default), pagat's calls, the four-card cyclic game, the German."""

SETTABLE: dict[str, tuple[str, ...]] = {
    name: ("stake", "deals", "pool", "dead_cards") + (("rex",) if name == "german" else ()) for name in PRESETS
}


# --- moves ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Play:
    """Play `card`: a lead, or the next card of the sequence (the only legal move then)."""

    card: Card

    def __str__(self) -> str:
        return self.card.code


Move = Play


def parse_move(text: str) -> Move:
    """Read a move as written in replays: a card code (`9H`). Raises ValueError."""
    return Play(parse_card(text))


def format_move(move: Move) -> str:
    """Write a move as in replays: its card's code."""
    return str(move)


# --- the order of the cards in a suit ------------------------------------------------------------------------


def next_card(options: Options, after: Card) -> Card | None:
    """The card a sequence goes on to after `after`: the next higher rank of the same suit (round past the top
    when ranks are cyclic), or None above the top (RULES.md §2.1 "stop")."""
    ranks = options.ranks
    i = ranks.index(after.rank) + 1
    if i == len(ranks):
        if not options.cyclic:
            return None
        i = 0
    return card(ranks[i], after.suit)


def previous_card(options: Options, before: Card) -> Card | None:
    """The card a sequence comes to `before` from: the next lower rank of the same suit (round past the
    bottom when ranks are cyclic), or None below the lowest."""
    ranks = options.ranks
    i = ranks.index(before.rank) - 1
    if i < 0:
        if not options.cyclic:
            return None
        i = len(ranks) - 1
    return card(ranks[i], before.suit)


# --- what a seat sees ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Observation:
    """What `seat` may see: its hand, every card played this deal, the turned-up dead card (if any), the
    sequence on the table as (seat, card), whether its next card is forced, everyone's hand size and coins."""

    seat: int
    hand: tuple[Card, ...]
    played: frozenset[Card]
    shown_dead: tuple[Card, ...]
    sequence: tuple[tuple[int, Card], ...]
    forced: Card | None
    hand_sizes: tuple[int, ...]
    stacks: tuple[int, ...]
    pool: int
    dealer: int
    options: Options


# --- the state -----------------------------------------------------------------------------------------------


def deals_in_match(options: Options, num_seats: int) -> int:
    """How many deals a match of `num_seats` plays: the `deals` option, or one deal each (RULES.md §2)."""
    return options.deals if options.deals is not None else num_seats


class Jig:
    """A match of Jig in progress (RULES.md §2) for `num_seats` players, each deal's pack from `packs`, the
    first dealt by `dealer` (default: the last seat). Raises ValueError for a seat count outside 3–8."""

    def __init__(self, options: Options, num_seats: int, packs: PackSource, dealer: int | None = None) -> None:
        low, high = options.seat_range()
        if not low <= num_seats <= high:
            raise ValueError(f"Jig is for {low} to {high} players, not {num_seats}")
        self.options = options
        self.packs = packs
        self._n = num_seats
        self.dealer = num_seats - 1 if dealer is None else dealer
        self.bank = Bank([options.stake] * num_seats)
        self.deals_total = deals_in_match(options, num_seats)
        self.deal_no = 0
        self.deals_won = [0] * num_seats
        self.hands: list[list[Card]] = [[] for _ in range(num_seats)]
        self.holder: dict[Card, int] = {}
        self.played: set[Card] = set()
        self.dead: list[Card] = []
        self.sequence: list[tuple[int, Card]] = []
        self.turn: int | None = None
        self.forced: Card | None = None
        self.winners: tuple[int, ...] = ()
        self.pack_orders: list[tuple[int, tuple[Card, ...]]] = []

    @property
    def num_seats(self) -> int:
        return self._n

    # -- the protocol -----------------------------------------------------------------------------------------

    def start(self) -> list[Event]:
        """Deal the first deal."""
        return self._deal()

    def current_seat(self) -> int | None:
        """The seat to play: the leader, or the holder of the sequence's next card; None when it is over."""
        return self.turn

    def seat_of(self, move: Move) -> int:
        """The seat to play: every move is made by the seat whose turn it is."""
        if self.turn is None:
            raise IllegalMove("the match is over")
        return self.turn

    def legal_moves(self) -> list[Move]:
        """Any card of the leader's hand; or only the sequence's next card, which its holder must play."""
        if self.turn is None:
            return []
        if self.forced is not None:
            return [Play(self.forced)]
        return [Play(c) for c in self.hands[self.turn]]

    def is_over(self) -> bool:
        return bool(self.winners)

    def result(self) -> Result:
        return Result(tuple(self.bank.stacks), self.bank.pool, self.winners, tuple(self.deals_won))

    def clone(self) -> Jig:
        twin = copy.copy(self)
        twin.packs = self.packs.clone()
        twin.bank = self.bank.clone()
        twin.deals_won = self.deals_won[:]
        twin.hands = [h[:] for h in self.hands]
        twin.holder = dict(self.holder)
        twin.played = set(self.played)
        twin.dead = self.dead[:]
        twin.sequence = self.sequence[:]
        twin.pack_orders = self.pack_orders[:]
        return twin

    def observe(self, seat: int) -> Observation:
        """What `seat` may see now (its own hand; the dead cards only when one is turned up)."""
        return Observation(
            seat=seat,
            hand=tuple(self.hands[seat]),
            played=frozenset(self.played),
            shown_dead=tuple(self.dead) if self.options.dead_cards == 1 else (),
            sequence=tuple(self.sequence),
            forced=self.forced if self.turn == seat else None,
            hand_sizes=tuple(len(h) for h in self.hands),
            stacks=tuple(self.bank.stacks),
            pool=self.bank.pool,
            dealer=self.dealer,
            options=self.options,
        )

    def apply(self, move: Move) -> list[Event]:
        """Play `move` for the seat to play; returns the events. Raises IllegalMove (nothing changes) for a card
        the seat does not hold, any card but the sequence's next when one is forced, or after the end."""
        if self.turn is None:
            raise IllegalMove("the match is over")
        if not isinstance(move, Play):
            raise IllegalMove(f"{move!r} is not a Jig move")
        seat, played = self.turn, move.card
        if played not in self.hands[seat]:
            raise IllegalMove(f"seat {seat} does not hold {played}")
        if self.forced is not None and played != self.forced:
            raise IllegalMove(f"{self.forced} must be played next: the sequence goes on")
        return self._play(seat, played)

    # -- the cards ------------------------------------------------------------------------------------------

    def next_card(self, after: Card) -> Card | None:
        """The card a sequence goes on to after `after` (see the module function `next_card`)."""
        return next_card(self.options, after)

    def is_stop(self, after: Card) -> bool:
        """True when a sequence must end on `after`: no next card, or it is played or dead (RULES.md §2.1)."""
        nxt = self.next_card(after)
        return nxt is None or nxt in self.played or nxt in self.dead

    # -- playing ----------------------------------------------------------------------------------------------

    def _play(self, seat: int, played: Card) -> list[Event]:
        self.hands[seat].remove(played)
        self.played.add(played)
        self.sequence.append((seat, played))
        events: list[Event] = [Played(seat, played)]
        position = len(self.sequence)
        complete = position == self.options.sequence_length
        stop = not complete and self.is_stop(played)
        words = self.options.word(position) + (STOP_CALL if stop else "")
        events.append(Called(seat, words))
        if not self.hands[seat]:
            events.append(Called(seat, OUT_CALL))
            return events + self._go_out(seat)
        if complete or stop:
            self.sequence = []
            self.forced = None
            self.turn = seat  # whoever played the last card of a sequence leads the next (RULES.md §2.1)
        else:
            nxt = self.next_card(played)
            assert nxt is not None
            self.forced = nxt
            self.turn = self.holder[nxt]
        return events

    def _go_out(self, seat: int) -> list[Event]:
        """`seat` played its last card: the deal ends at once and everyone pays 1 coin per card left
        (RULES.md §2.1 "Out"; §2.2 "Going out ends the deal at once")."""
        events: list[Event] = [WentOut(seat)]
        for other in range(self.num_seats):
            left = len(self.hands[other])
            if other != seat and left:
                paid = self.bank.pay(other, seat, left)
                if paid:
                    events.append(Paid(other, seat, paid, PayReason.CARDS_LEFT))
        if self.bank.pool:
            events.append(Paid(Pot.POOL, seat, self.bank.pay(Pot.POOL, seat, self.bank.pool), PayReason.POOL))
        self.deals_won[seat] += 1
        events.append(DealOver(self.deal_no, seat))
        if self.deal_no >= self.deals_total:
            most = max(self.bank.stacks)
            self.winners = tuple(s for s in range(self.num_seats) if self.bank.stacks[s] == most)
            self.turn = self.forced = None
            events.append(GameOver(self.winners))
            return events
        self.dealer = next_seat(self.dealer, self.num_seats)
        return events + self._deal()

    def _deal(self) -> list[Event]:
        """Deal a new deal: the dead cards off the bottom, the antes into the pool if `pool`, then every other
        card one at a time from the dealer's left."""
        self.deal_no += 1
        pack = self.packs.next_pack(full_pack(self.options.pack))
        self.pack_orders.append((self.dealer, tuple(pack)))
        cut = len(pack) - self.options.dead_cards
        live, self.dead = pack[:cut], pack[cut:]
        events: list[Event] = []
        if self.options.pool:
            for seat in range(self.num_seats):
                if self.bank.pay(seat, Pot.POOL, 1):
                    events.append(Paid(seat, Pot.POOL, 1, PayReason.ANTE))
        self.hands = [[] for _ in range(self.num_seats)]
        dealt = []
        seat = self.dealer
        for c in live:
            seat = next_seat(seat, self.num_seats)
            self.hands[seat].append(c)
            dealt.append((seat, c))
        self.holder = {c: s for s, c in dealt}
        self.played = set()
        self.sequence = []
        self.forced = None
        self.turn = next_seat(self.dealer, self.num_seats)
        shown = self.dead[0] if self.options.dead_cards == 1 else None
        hidden = len(self.dead) - (1 if shown else 0)
        return [Dealt(self.deal_no, self.dealer, tuple(dealt), shown, hidden), *events]


def new_game(num_seats: int = 4, packs: PackSource | None = None, dealer: int | None = None, **changes: object) -> Jig:
    """A dealt match for tests: `num_seats` players, Peel's options with `changes`, dealt from `packs` (default:
    shuffled with seed 0). Returns the state after `start()`."""
    options = dataclasses.replace(Options(), **changes)  # type: ignore[arg-type]
    state = Jig(options, num_seats, packs or ShuffledPacks(random.Random(0)), dealer)
    state.start()
    return state
