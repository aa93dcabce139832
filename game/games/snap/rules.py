"""Snap, Snap Centre and Grab — the reaction game (RULES.md §5, after Lucas [004]).

The rules are pure and know no clock. Real time lives in `game.games.snap.umpire`, which measures each call in ms from
the moment the card it answers was first shown and hands the calls to the rules in batches. The rules then:

- `Turn`: the seat to turn takes the top card of its hand and lays it face up on its own face-up pile (first
  turning its pile over as a new hand when the hand is empty). That card opens a **match** when it has the
  rank of another pile's top card (a pile match, which only the owners of the matching piles may call, unless
  `anyone_may_call`), or of the centre's top card (a centre match: anyone may call "Snap Centre", players who
  are out too). The match stays open until it is won, spent by a dead heat, or the next card is turned.
- `Calls`: calls made since the last batch, each with its time (ms after the card was shown, to 0.01 ms). In
  time order (calls at the same time in the order listed, which is the order the umpire heard them): the first
  valid call wins the match unless a second valid call came within `dead_heat_ms` of it (a dead heat: play goes
  on, the match is spent); a call on a match already won or spent is "too slow" (no penalty); any other call
  is a false snap and sends the caller's face-up pile to the centre.
- The times alone decide, not how the calls were grouped into batches. The umpire holds a valid call for
  `dead_heat_ms`, so every rival within the window is in its batch, and it sends the batches in time order; a
  batch that says otherwise is refused (IllegalMove): one holding a call earlier than a call already judged on
  the same card, or a rival's valid call within the window of a call that already won the match.

Engine decisions where RULES.md is silent (each is also said where it is made):
- When the turned card matches several piles, all of them are "the matching piles": their owners may call,
  and the winner takes them all. When it matches the centre too, the centre match is the one called (one key
  per player); the winner takes the centre and the turner-up's pile, so no pile match is left.
- A player who is out calls only "Snap Centre"; any other call by them is a false snap with no pile to lose.
- The first dealer is the last seat, so seat 0 (in the app, the first player set up) turns first.
- RULES.md §5 "End", as now settled: the game ends right after the `turn_limit`-th card turned (no call is
  judged on it, no card turned after it): most cards wins. It also ends when every player but one is out and
  that player holds no card of the centre's top rank: no Snap Centre can ever come, and they win.
- RULES.md §5: a false snap has no exceptions — it costs the caller their face-up pile even when they are the
  only player with cards (out players may then win it back by Snap Centre); a dead heat is between two valid
  calls only, so two false calls inside the window are two false snaps, the piles going to the centre in the
  order called. Engine decision: when such a false snap leaves no card in anyone's hands or piles, no card
  can ever be turned again, and the game ends as at the safety limit, every player tied on none.
- With `anyone_may_call`, a caller who owns none of the matching piles takes only those piles; their own
  pile stays before them ([004] has the winner gather "all the cards which were before him", where only
  owners may call, so the two agree whenever the option is off).

In the Snap pack (option `pack`), a card's rank is its picture and its suit only which of four identical
copies it is, so "same rank" is "identical picture" for both packs; `NEAR_TWINS` names the pictures made
nearly alike ([004]: "nearly but not absolutely alike").
"""

from __future__ import annotations

import copy
import dataclasses
import math
import random
from collections import deque
from dataclasses import dataclass
from enum import Enum
from typing import Sequence

from game.core.cards import Card, Rank, full_pack
from game.core.rules import (
    Dealt,
    Event,
    GameOver,
    IllegalMove,
    PackSource,
    PlayerOut,
    Result,
    ShuffledPacks,
    next_seat,
)
from game.games.snap.moves import (  # the moves, read from here by the spec, the umpire and the scenes as before
    TURN,
    Call,
    Calls,
    Move,
    Turn,
    format_move,
    hundredths,
    parse_move,
)
from game.i18n import N_

GAME = "snap"

NEAR_TWINS: frozenset[frozenset[Rank]] = frozenset(
    frozenset(pair)
    for pair in ((Rank.TWO, Rank.THREE), (Rank.FIVE, Rank.SIX), (Rank.NINE, Rank.TEN), (Rank.QUEEN, Rank.KING))
)
"""The Snap pack's near-twin pictures, as pairs of ranks: two designs that differ by one small detail."""


# --- options -------------------------------------------------------------------------------------


class Variant(Enum):
    """Snap (call "Snap!") or Grab (snatch the cork) — the same rules, different calls (RULES.md §5)."""

    SNAP = "snap"
    GRAB = "grab"


class PackKind(Enum):
    """The standard 52-card pack matched by rank, or the project's Snap pack of pictures (RULES.md §5)."""

    STANDARD = N_("standard")  # marked for the catalogue: the setup screen shows the values
    PICTURES = N_("snap pack")


@dataclass(frozen=True)
class Options:
    """The rules of one game of Snap (RULES.md §5). `dead_heat_ms` is the window (ms) within which the first
    two valid calls are a dead heat; `turn_limit` the safety limit in turns."""

    preset: str = "snap"
    variant: Variant = Variant.SNAP
    pack: PackKind = PackKind.STANDARD
    anyone_may_call: bool = False
    dead_heat_ms: int = 20
    turn_limit: int = 2000

    def seat_range(self) -> tuple[int, int]:
        """Two to six players in the app (RULES.md §5)."""
        return (2, 6)

    @property
    def twins(self) -> frozenset[frozenset[Rank]] | None:
        """The near-twin pictures of the pack in play, or None for the standard pack."""
        return NEAR_TWINS if self.pack is PackKind.PICTURES else None


PRESETS: dict[str, Options] = {
    "snap": Options(),
    "grab": Options(preset="grab", variant=Variant.GRAB),
}
"""The presets: plain Snap (the default) and Grab, the cork-snatching game [004]."""

SETTABLE: dict[str, tuple[str, ...]] = {name: ("pack", "anyone_may_call", "dead_heat_ms") for name in PRESETS}


# --- events --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Turned(Event):
    """`seat` turned `card` face up onto its pile; it is turn number `turn` (from 1). `match` lists the seats
    entitled to call the match it opened (empty: none); `centre` is True when it matches the centre."""

    seat: int
    card: Card
    turn: int
    match: tuple[int, ...] = ()
    centre: bool = False


@dataclass(frozen=True, slots=True)
class TurnedOver(Event):
    """`seat`'s hand was empty: it turned its face-up pile of `cards` cards over as its new hand."""

    seat: int
    cards: int


@dataclass(frozen=True, slots=True)
class Snapped(Event):
    """`seat` called first, `ms` ms after the card showed, and took the matching `piles` (seats, whose piles
    go under its hand in that order): `cards` cards in all (RULES.md §5 "Calling")."""

    seat: int
    ms: float
    piles: tuple[int, ...]
    cards: int


@dataclass(frozen=True, slots=True)
class SnapCentre(Event):
    """`seat` called "Snap Centre" first, `ms` ms after the card showed, and took the centre and the pile of
    `turner` (the turner-up): `cards` cards in all. `back_in` when it was out (RULES.md §5 "Snap Centre")."""

    seat: int
    ms: float
    turner: int
    cards: int
    back_in: bool = False


@dataclass(frozen=True, slots=True)
class DeadHeat(Event):
    """The first two valid calls, by `seats` at `ms`, were within the dead-heat window: nothing happens and
    the match is spent (RULES.md §5 "Dead heat")."""

    seats: tuple[int, int]
    ms: tuple[float, float]


@dataclass(frozen=True, slots=True)
class FalseSnap(Event):
    """`seat` called at `ms` with no match it could claim: its face-up pile of `cards` cards went to the centre
    (RULES.md §5 "False snap")."""

    seat: int
    ms: float
    cards: int


@dataclass(frozen=True, slots=True)
class TooSlow(Event):
    """`seat` called at `ms` on a match already won or spent: no penalty."""

    seat: int
    ms: float


# --- the state -----------------------------------------------------------------------------------


class MatchKind(Enum):
    """A pile match (the owners of the matching piles may call) or a centre match (anyone may)."""

    PILE = "pile"
    CENTRE = "centre"


@dataclass
class Match:
    """The match the last turned card opened: its kind, the seats entitled to call it, the piles it joins
    (pile match) and whether it is still open to calls."""

    kind: MatchKind
    entitled: frozenset[int] | None  # None: anyone may call
    piles: tuple[int, ...]
    open: bool = True

    def allows(self, seat: int) -> bool:
        """Whether `seat` may call this match."""
        return self.entitled is None or seat in self.entitled


@dataclass(frozen=True)
class Observation:
    """What everyone sees (Snap hides nothing but the order of face-down hands): the top card of each pile
    (None when empty), the centre's top card, the cards each seat holds (hand, pile), the centre's size,
    who is out, the last card turned and by whom, and the seat to turn next."""

    num_seats: int
    tops: tuple[Card | None, ...]
    centre_top: Card | None
    hand_sizes: tuple[int, ...]
    pile_sizes: tuple[int, ...]
    centre_size: int
    out: tuple[bool, ...]
    last_turned: tuple[int, Card] | None
    to_turn: int | None
    options: Options


class Snap:
    """A game of Snap in progress (RULES.md §5) for `num_seats` players, dealt from `packs` by `dealer`
    (default: the last seat, so seat 0 turns first).

    Hands are face down, top card first; piles and the centre are face up, bottom card first.
    Raises ValueError for a seat count outside 2–6.
    """

    def __init__(self, options: Options, num_seats: int, packs: PackSource, dealer: int | None = None) -> None:
        low, high = options.seat_range()
        if not low <= num_seats <= high:
            raise ValueError(f"Snap is for {low} to {high} players, not {num_seats}")
        self.options = options
        self.packs = packs
        self._n = num_seats
        self.dealer = num_seats - 1 if dealer is None else dealer
        self.hands: list[deque[Card]] = [deque() for _ in range(num_seats)]
        self.piles: list[list[Card]] = [[] for _ in range(num_seats)]
        self.centre: list[Card] = []
        self.out = [False] * num_seats
        self.turner = next_seat(self.dealer, num_seats)
        self.turns = 0
        self.match: Match | None = None
        self.heard: int | None = None  # the latest call judged on the card showing, in hundredths of a ms
        self.won: Call | None = None  # the call that won the card's match, if one did
        self.last_turned: tuple[int, Card] | None = None
        self.winners: tuple[int, ...] = ()
        self.over = False
        self.pack_orders: list[tuple[int, tuple[Card, ...]]] = []

    @property
    def num_seats(self) -> int:
        return self._n

    # -- the protocol -------------------------------------------------------------------------------

    def start(self) -> list[Event]:
        """Deal the whole pack one at a time from the dealer's left (RULES.md §5: all cards are dealt)."""
        pack = self.packs.next_pack(full_pack(52))
        self.pack_orders.append((self.dealer, tuple(pack)))
        dealt = []
        seat = self.dealer
        for card in pack:
            seat = next_seat(seat, self.num_seats)
            self.hands[seat].append(card)
            dealt.append((seat, card))
        return [Dealt(1, self.dealer, tuple(dealt))]

    def current_seat(self) -> int | None:
        """The seat to turn next, or None when the game is over."""
        return None if self.over else self.turner

    def seat_of(self, move: Move) -> int:
        """Who makes `move`: the seat to turn for a `Turn`, the first caller for `Calls` (of calls at the same
        time, the first listed)."""
        if isinstance(move, Calls) and move.calls:
            return min(move.calls, key=lambda c: hundredths(c.ms)).seat
        return self.turner

    def legal_moves(self) -> list[Move]:
        """`[TURN]` while the game goes on: calls are not chosen from a list but made in time."""
        return [] if self.over else [TURN]

    def is_over(self) -> bool:
        return self.over

    def held(self, seat: int) -> int:
        """Cards `seat` holds: its hand and its face-up pile."""
        return len(self.hands[seat]) + len(self.piles[seat])

    def result(self) -> Result:
        """Cards held per seat as `stacks`, the centre's size as `pool`, and the winners once over."""
        return Result(tuple(self.held(s) for s in range(self.num_seats)), len(self.centre), self.winners)

    def clone(self) -> Snap:
        twin = copy.copy(self)
        twin.packs = self.packs.clone()
        twin.hands = [deque(h) for h in self.hands]
        twin.piles = [p[:] for p in self.piles]
        twin.centre = self.centre[:]
        twin.out = self.out[:]
        twin.match = copy.copy(self.match)
        twin.pack_orders = self.pack_orders[:]
        return twin

    def observe(self, seat: int | None = None) -> Observation:
        """The table as everyone sees it (the same for every `seat`)."""
        return Observation(
            num_seats=self.num_seats,
            tops=tuple(p[-1] if p else None for p in self.piles),
            centre_top=self.centre[-1] if self.centre else None,
            hand_sizes=tuple(len(h) for h in self.hands),
            pile_sizes=tuple(len(p) for p in self.piles),
            centre_size=len(self.centre),
            out=tuple(self.out),
            last_turned=self.last_turned,
            to_turn=self.current_seat(),
            options=self.options,
        )

    def apply(self, move: Move) -> list[Event]:
        """Apply a `Turn` or a batch of `Calls`; returns the events. Raises IllegalMove when the game is over,
        a call names no seat at the table or no finite time, a batch is empty, or its grouping contradicts its
        times (see the module docstring); the state is then unchanged."""
        if self.over:
            raise IllegalMove("the game is over")
        if isinstance(move, Turn):
            return self._turn()
        if isinstance(move, Calls):
            if not move.calls:
                raise IllegalMove("a batch of calls cannot be empty")
            for c in move.calls:
                if not 0 <= c.seat < self.num_seats:
                    raise IllegalMove(f"there is no seat {c.seat} at this table")
                if not (math.isfinite(c.ms) and c.ms >= 0):
                    raise IllegalMove(f"a call is made 0 or more ms after the card showed, not {c.ms}")
            calls = sorted(move.calls, key=lambda c: hundredths(c.ms))  # stable: equal times as listed
            self._check_batch(calls)
            self.heard = hundredths(calls[-1].ms)
            return self._judge(calls)
        raise IllegalMove(f"{move!r} is not a Snap move")

    # -- queries for the umpire and the computer players ------------------------------------------------

    def call_is_valid(self, seat: int) -> bool:
        """True when a call by `seat` now would claim the open match (so the umpire waits `dead_heat_ms`
        for a rival call before sending it)."""
        return self.match is not None and self.match.open and self._may_claim(seat)

    def _may_claim(self, seat: int) -> bool:
        """Whether `seat` was entitled to the last card's match when it was turned (a player who has lost
        everything since, by that very match, still made a call on it: "too slow", not a false snap)."""
        assert self.match is not None
        return self.match.kind is MatchKind.CENTRE or self.match.allows(seat)

    # -- turning ------------------------------------------------------------------------------------------

    def _turn(self) -> list[Event]:
        events: list[Event] = []
        seat = self.turner
        hand, pile = self.hands[seat], self.piles[seat]
        if not hand:
            # RULES.md §5 "Empty hand": the pile turned over, its first-turned card on top.
            hand.extend(pile)
            pile.clear()
            events.append(TurnedOver(seat, len(hand)))
        card = hand.popleft()
        pile.append(card)
        self.turns += 1
        self.last_turned = (seat, card)
        self.match = self._match_for(seat, card)
        self.heard = None
        self.won = None
        entitled: tuple[int, ...] = ()
        if self.match is not None:
            entitled = (
                tuple(range(self.num_seats)) if self.match.entitled is None else tuple(sorted(self.match.entitled))
            )
        events.append(
            Turned(seat, card, self.turns, entitled, self.match is not None and self.match.kind is MatchKind.CENTRE)
        )
        self.turner = self._next_in(seat)
        if self.turns >= self.options.turn_limit:
            # The safety limit (RULES.md §5 "End"): the game ends right after this card; most cards wins.
            events.extend(self._finish(self._most_cards()))
        return events

    def _most_cards(self) -> tuple[int, ...]:
        """The seats holding the most cards (ties share, RULES.md "Conventions")."""
        most = max(self.held(s) for s in range(self.num_seats))
        return tuple(s for s in range(self.num_seats) if self.held(s) == most)

    def _match_for(self, seat: int, card: Card) -> Match | None:
        if self.centre and self.centre[-1].rank == card.rank:
            # Engine decision: the centre match is the one called when both open (see the module docstring).
            return Match(MatchKind.CENTRE, None, (seat,))
        matched = tuple(
            s for s in self._clockwise_from(seat) if s != seat and self.piles[s] and self.piles[s][-1].rank == card.rank
        )
        if not matched:
            return None
        owners = frozenset((seat, *matched))
        if self.options.anyone_may_call:
            owners = frozenset(s for s in range(self.num_seats) if not self.out[s])
        return Match(MatchKind.PILE, owners, (seat, *matched))

    def _next_in(self, seat: int) -> int:
        """The next seat clockwise from `seat` that is still in the game (`seat` itself if nobody else is)."""
        for s in self._clockwise_from(next_seat(seat, self.num_seats)):
            if not self.out[s]:
                return s
        return seat

    def _clockwise_from(self, seat: int) -> list[int]:
        return [(seat + k) % self.num_seats for k in range(self.num_seats)]

    # -- judging calls ------------------------------------------------------------------------------------

    def _check_batch(self, calls: Sequence[Call]) -> None:
        """Refuse a batch (in time order) whose grouping contradicts its times: the umpire sends batches in time
        order, and holds a valid call for `dead_heat_ms` so that every rival within the window is in its batch."""
        first = calls[0]
        if self.heard is not None and hundredths(first.ms) < self.heard:
            raise IllegalMove(
                f"seat {first.seat}'s call at {first.ms:.2f} ms is earlier than a call already judged on this card "
                f"(at {self.heard / 100:.2f} ms): batches are judged in time order"
            )
        won = self.won
        if won is None:
            return
        window = self.options.dead_heat_ms * 100
        for call in calls:
            rival = call.seat != won.seat and self._may_claim(call.seat)
            if rival and hundredths(call.ms) - hundredths(won.ms) <= window:
                raise IllegalMove(
                    f"seat {call.seat}'s call at {call.ms:.2f} ms is within the {self.options.dead_heat_ms} ms "
                    f"dead-heat window of seat {won.seat}'s winning call at {won.ms:.2f} ms: by their times the two "
                    "are a dead heat, judged in one batch"
                )

    def _judge(self, calls: Sequence[Call]) -> list[Event]:
        events: list[Event] = []
        for i, call in enumerate(calls):
            if self.over:
                break
            match = self.match
            if match is not None and match.open and self._may_claim(call.seat):
                rival = next((c for c in calls[i + 1 :] if c.seat != call.seat and self._may_claim(c.seat)), None)
                match.open = False
                if rival is not None and hundredths(rival.ms) - hundredths(call.ms) <= self.options.dead_heat_ms * 100:
                    events.append(DeadHeat((call.seat, rival.seat), (call.ms, rival.ms)))
                else:
                    self.won = call
                    events.extend(self._award(call, match))
            elif match is not None and self._may_claim(call.seat):
                if not any(isinstance(e, DeadHeat) and call.seat in e.seats for e in events):
                    events.append(TooSlow(call.seat, call.ms))
            else:
                events.extend(self._false_snap(call))
        return events

    def _award(self, call: Call, match: Match) -> list[Event]:
        seat = call.seat
        events: list[Event] = []
        if match.kind is MatchKind.CENTRE:
            turner = match.piles[0]
            taken = self.centre + self.piles[turner]
            self.centre = []
            self.piles[turner] = []
            back_in = self.out[seat]
            self.out[seat] = False
            self.hands[seat].extend(taken)
            events.append(SnapCentre(seat, call.ms, turner, len(taken), back_in))
            losers = [turner]
        else:
            piles = tuple(s for s in match.piles if self.piles[s])
            taken = [card for s in piles for card in self.piles[s]]
            for s in piles:
                self.piles[s] = []
            self.hands[seat].extend(taken)
            events.append(Snapped(seat, call.ms, piles, len(taken)))
            losers = list(piles)
        events.extend(self._outs(losers))
        events.extend(self._check_end())
        return events

    def _false_snap(self, call: Call) -> list[Event]:
        pile = self.piles[call.seat]
        moved = len(pile)  # RULES.md §5: a false snap has no exceptions, even for the only player with cards
        self.centre.extend(pile)
        pile.clear()
        events: list[Event] = [FalseSnap(call.seat, call.ms, moved)]
        events.extend(self._outs([call.seat]))
        events.extend(self._check_end())
        return events

    def _outs(self, seats: Sequence[int]) -> list[Event]:
        """Seats left with no hand and no pile are out (RULES.md §5 "Empty hand")."""
        events: list[Event] = []
        for s in seats:
            if not self.out[s] and self.held(s) == 0:
                self.out[s] = True
                events.append(PlayerOut(s, 0))
        if self.out[self.turner] and not all(self.out):
            self.turner = self._next_in(self.turner)
        return events

    def _check_end(self) -> list[Event]:
        """The end (RULES.md §5): one player holds every card. Engine decision: also when one player holds
        every card outside the centre and none of theirs has the rank of the centre's top card, since no
        Snap Centre can then ever come; they win."""
        holders = [s for s in range(self.num_seats) if self.held(s)]
        if not holders:
            # Engine decision: every card is in the centre, so none can ever be turned: the game ends as at
            # the safety limit, every player tied on none.
            return self._finish(self._most_cards())
        if len(holders) != 1:
            return []
        seat = holders[0]
        if self.centre and any(c.rank == self.centre[-1].rank for c in (*self.hands[seat], *self.piles[seat])):
            return []
        return self._finish((seat,))

    def _finish(self, winners: tuple[int, ...]) -> list[Event]:
        self.over = True
        self.winners = winners
        if self.match is not None:
            self.match.open = False
        return [GameOver(winners)]


def new_game(num_seats: int = 2, packs: PackSource | None = None, dealer: int | None = None, **changes: object) -> Snap:
    """A dealt game for tests: `num_seats` players, the default options with `changes`, dealt from `packs`
    (default: shuffled with seed 0). Returns the state after `start()`."""
    options = dataclasses.replace(Options(), **changes)  # type: ignore[arg-type]
    state = Snap(options, num_seats, packs or ShuffledPacks(random.Random(0)), dealer)
    state.start()
    return state
