"""Patience, or Thirteens — the called patience (RULES.md §6, after [004]).

Every player has their own set of four packs of 1–13 (52 numbered cards, no suits). A caller shuffles an
identical set and calls the cards one at a time; every player places their copy of the called number at once:

- onto a **foundation**: a 1 starts one of four foundations, a card n goes on a foundation showing n − 1;
- or onto the top of one of the **rows** (option `rows`: 4, or 5 "with inexperienced players"). Only a row's top
  card is free; a free card may go onto a foundation at any time. No row-to-row moves.

With `auto_foundation` on (the default) a called card that fits a foundation goes there by itself, and free row
cards that fit follow at once, so the one decision is which row takes a card that fits nowhere. Off, the player
puts the called card on a foundation (`ToFoundation`) or a row (`ToRow`) and lifts free row cards (`Lift`); once
the 52nd card is placed, every free card that fits goes up by itself (the end of the patience). When several
free cards fit at once, they go up rows first to last, one card a row a pass, passes repeated until none fits.
What goes up by itself is no move (`Founded` events only), so a replay records none for it.
With a `pace` (seconds a call) a card not placed in time goes on the player's first row that keeps rows
descending, else the first row (`Late`, sent by the table's clock). After the 52nd call a player's score is the
cards on their foundations; 52 is out; the highest score wins and equal scores share the win.

The calls are one pack order (`pack_orders`, as every game's deals), so a replay is the calls plus the moves.
The cards are ordinary `Card`s whose rank is the number (A = 1 … K = 13) and whose suit only says which of the
four identical copies a card is.

Turns: every seat still to place the current call is `waiting`, and any of them may move, in any order (the
players race at one screen); `current_seat` is the first of them, so code that plays in turns (simulate, the
self-test, replays) plays the game seat by seat. When no seat is waiting, the next number is called.

Engine decisions where RULES.md is silent:
- A card goes on the first foundation that takes it (they are interchangeable).
- "A row that keeps rows descending" is an empty row or one whose top is higher than the card.
- A card placed late goes to a row even when it would fit a foundation (RULES.md: "goes on the player's first
  row …").
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Self

from game.core.cards import Card, Rank, Suit, card
from game.core.rules import Event, GameOver, IllegalMove, PackSource, Result, ShuffledPacks
from game.i18n import N_

GAME = "thirteens"

FOUNDATIONS = 4
"""Foundations a player builds from 1 to 13 (RULES.md §6)."""

TOP = 13
"""The highest number, which finishes a foundation."""

CALLS = FOUNDATIONS * TOP
"""Cards the caller calls, and a player's whole set: four packs of 1–13."""

NUMBER_WORDS = (
    "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen",
)  # fmt: skip
"""How the caller says each number, 1 to 13."""

CALL_WORDS = (
    N_("One!"), N_("Two!"), N_("Three!"), N_("Four!"), N_("Five!"), N_("Six!"), N_("Seven!"), N_("Eight!"),
    N_("Nine!"), N_("Ten!"), N_("Eleven!"), N_("Twelve!"), N_("Thirteen!"),
)  # fmt: skip
"""The caller's call of each number, 1 to 13: `NUMBER_WORDS` called out, in English (the recorded voices' keys),
marked for the catalogue so the table shows them through `_`."""


def number_set() -> list[Card]:
    """The 52 numbered cards of one player's set (or the caller's), in order: four copies of 1 … 13, told apart
    only by their suit."""
    return [card(rank, suit) for suit in Suit for rank in Rank]


# --- options -------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    """The rules of one game of Thirteens (RULES.md §6): `rows` each player lays unplaceable cards on (4, or 5);
    `auto_foundation` puts every card that fits a foundation there by itself; `pace` is the seconds allowed for
    each call, or None to wait until every human has placed."""

    preset: str = "thirteens"
    rows: int = 4
    auto_foundation: bool = True
    pace: int | None = None

    def seat_range(self) -> tuple[int, int]:
        """One player (a patience) to four at one screen (RULES.md §6; issue 12)."""
        return (1, 4)


PRESETS: dict[str, Options] = {"thirteens": Options()}
"""RULES.md §6: the called patience of [004], with the app's defaults."""

SETTABLE: dict[str, tuple[str, ...]] = {"thirteens": ("rows", "auto_foundation", "pace")}

ROW_CHOICES = (4, 5)
PACE_CHOICES = (None, 3, 5, 8)


# --- moves ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ToRow:
    """`seat` lays the called card on its row `row` (0 = the first)."""

    seat: int
    row: int

    def __str__(self) -> str:
        return f"{self.seat} row {self.row + 1}"


@dataclass(frozen=True, slots=True)
class ToFoundation:
    """`seat` puts the called card on a foundation (only with `auto_foundation` off)."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat} foundation"


@dataclass(frozen=True, slots=True)
class Lift:
    """`seat` moves the free card of its row `row` onto a foundation (only with `auto_foundation` off)."""

    seat: int
    row: int

    def __str__(self) -> str:
        return f"{self.seat} lift {self.row + 1}"


@dataclass(frozen=True, slots=True)
class Late:
    """The call's time ran out before `seat` placed it: the card goes on a row for them (option `pace`)."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat} late"


Move = ToRow | ToFoundation | Lift | Late


def parse_move(text: str) -> Move:
    """Read a move as replays write it: the seat (from 0), then `row N`, `foundation`, `lift N` (rows from 1)
    or `late` — e.g. `0 row 3`, `1 foundation`, `2 lift 1`, `0 late`. Raises ValueError."""
    words = text.split()
    try:
        seat = int(words[0])
        if seat >= 0:
            if words[1:] == ["foundation"]:
                return ToFoundation(seat)
            if words[1:] == ["late"]:
                return Late(seat)
            if len(words) == 3 and words[1] in ("row", "lift") and int(words[2]) >= 1:
                row = int(words[2]) - 1
                return ToRow(seat, row) if words[1] == "row" else Lift(seat, row)
    except (ValueError, IndexError):
        pass
    raise ValueError(f"a Thirteens move is 'seat row N', 'seat foundation', 'seat lift N' or 'seat late', not {text!r}")


def format_move(move: Move) -> str:
    """Write a move as replays do (see `parse_move`)."""
    return str(move)


# --- events --------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class NumberCalled(Event):
    """The caller calls `card`: call number `call` (from 1), with `left` calls still to come."""

    card: Card
    call: int
    left: int

    @property
    def words(self) -> str:
        """What the caller says ("Seven!")."""
        return CALL_WORDS[self.card.rank - 1]


@dataclass(frozen=True, slots=True)
class Founded(Event):
    """`card` went onto `seat`'s foundation `foundation` (0–3): the called card (`row` None) or the free card
    of row `row`."""

    seat: int
    card: Card
    foundation: int
    row: int | None = None


@dataclass(frozen=True, slots=True)
class Laid(Event):
    """`seat` laid the called `card` on its row `row`; `late` when the time ran out and the app placed it."""

    seat: int
    card: Card
    row: int
    late: bool = False


@dataclass(frozen=True, slots=True)
class PatienceOut(Event):
    """Every one of `seat`'s 52 cards is on a foundation: the patience is out."""

    seat: int


@dataclass(frozen=True, slots=True)
class Scored(Event):
    """The calls are over: `scores` are the cards on each seat's foundations."""

    scores: tuple[int, ...]


# --- what a seat sees ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Observation:
    """What `seat` knows when it must place `card` (the current call): its `foundations`' top numbers (0 for
    an empty one), its `rows` as numbers bottom first, and `to_come[n - 1]`, how many n's the caller still
    holds (everyone knows the caller's set; nobody knows its order). `waiting` is False once the seat has
    placed this call (or no call is open)."""

    seat: int
    card: Card | None
    waiting: bool
    foundations: tuple[int, ...]
    rows: tuple[tuple[int, ...], ...]
    to_come: tuple[int, ...]
    options: Options


# --- the game ------------------------------------------------------------------------------------------------


class Thirteens:
    """A game of Thirteens in progress for `num_seats` players (RULES.md §6). `packs` gives the caller's order
    (one pack order, every player's calls); `dealer` is only recorded (nobody deals: the caller calls)."""

    def __init__(self, options: Options, num_seats: int, packs: PackSource, dealer: int | None = None) -> None:
        low, high = options.seat_range()
        if not low <= num_seats <= high:
            raise ValueError(f"Thirteens is for {low} to {high} players, not {num_seats}")
        if options.rows not in ROW_CHOICES:
            raise ValueError(f"Thirteens has 4 or 5 rows, not {options.rows}")
        if options.pace not in PACE_CHOICES or isinstance(options.pace, float):
            raise ValueError(f"a Thirteens call waits for everyone or 3, 5 or 8 seconds, not {options.pace}")
        self.options = options
        self._num_seats = num_seats
        self.dealer = dealer if dealer is not None else 0
        self.packs = packs
        self.pack_orders: list[tuple[int, tuple[Card, ...]]] = []
        self.calls: tuple[Card, ...] = ()
        self.called = 0
        """Calls made so far; the current call is `calls[called - 1]`."""
        self.foundations: list[list[list[Card]]] = [[[] for _ in range(FOUNDATIONS)] for _ in range(num_seats)]
        self.rows: list[list[list[Card]]] = [[[] for _ in range(options.rows)] for _ in range(num_seats)]
        self.waiting: list[bool] = [False] * num_seats
        self.over = False

    @property
    def num_seats(self) -> int:
        return self._num_seats

    # -- the flow ---------------------------------------------------------------------------------------------

    def start(self) -> list[Event]:
        """Shuffle the caller's set and make the first call (and any that follow while nobody has to choose)."""
        self.calls = tuple(self.packs.next_pack(number_set()))
        self.pack_orders.append((self.dealer, self.calls))
        return self._call_next()

    def current_seat(self) -> int | None:
        """The first seat still to place the current call (any waiting seat may move), or None at the end."""
        return None if self.over else next((s for s in range(self._num_seats) if self.waiting[s]), None)

    def waiting_seats(self) -> list[int]:
        """Every seat still to place the current call, in seat order."""
        return [s for s in range(self._num_seats) if self.waiting[s]]

    def seat_of(self, move: Move) -> int:
        return move.seat

    @property
    def card(self) -> Card | None:
        """The number called last (None before the first call)."""
        return self.calls[self.called - 1] if self.called else None

    def legal_moves(self) -> list[Move]:
        """Every move the current seat may make (see `moves_for`)."""
        seat = self.current_seat()
        return [] if seat is None else self.moves_for(seat)

    def moves_for(self, seat: int) -> list[Move]:
        """Every move `seat` may make now: its lifts (with `auto_foundation` off), then, while it is waiting,
        the called card onto a foundation (off, when it fits) and onto each row. `Late` is the clock's, not a
        choice, and is not listed."""
        if self.over:
            return []
        moves: list[Move] = []
        if not self.options.auto_foundation:
            moves += [Lift(seat, r) for r, row in enumerate(self.rows[seat]) if row and self._fits(seat, row[-1])]
        if self.waiting[seat]:
            called = self.card
            assert called is not None
            if not self.options.auto_foundation and self._fits(seat, called):
                moves.append(ToFoundation(seat))
            moves += [ToRow(seat, r) for r in range(self.options.rows)]
        return moves

    def apply(self, move: Move) -> list[Event]:
        """Make `move` for its seat; returns the events (the next calls too, when nobody is left waiting).
        Raises IllegalMove, saying why, and changes nothing."""
        self._check(move)
        seat = move.seat
        called = self.card
        assert called is not None
        events: list[Event] = []
        match move:
            case Lift(row=row):
                events.append(self._found(seat, self.rows[seat][row].pop(), row))
                return events
            case ToFoundation():
                events.append(self._found(seat, called, None))
            case ToRow(row=row):
                self.rows[seat][row].append(called)
                events.append(Laid(seat, called, row))
                events += self._follow(seat)
            case Late():
                row = self.late_row(seat)
                self.rows[seat][row].append(called)
                events.append(Laid(seat, called, row, late=True))
        self.waiting[seat] = False
        if not any(self.waiting):
            events += self._call_next()
        return events

    def _check(self, move: Move) -> None:
        if self.over:
            raise IllegalMove("the game is over")
        if not 0 <= move.seat < self._num_seats:
            raise IllegalMove(f"there is no seat {move.seat}")
        if isinstance(move, Lift):
            if self.options.auto_foundation:
                raise IllegalMove("free cards go onto the foundations by themselves (auto_foundation is on)")
            if not 0 <= move.row < self.options.rows or not self.rows[move.seat][move.row]:
                raise IllegalMove(f"row {move.row + 1} has no card to lift")
            top = self.rows[move.seat][move.row][-1]
            if not self._fits(move.seat, top):
                raise IllegalMove(f"the {top.rank.value} on row {move.row + 1} fits no foundation")
            return
        if not self.waiting[move.seat]:
            raise IllegalMove(f"seat {move.seat} has placed this call already")
        if isinstance(move, ToRow) and not 0 <= move.row < self.options.rows:
            raise IllegalMove(f"there is no row {move.row + 1}; there are {self.options.rows}")
        if isinstance(move, ToFoundation):
            assert self.card is not None
            if self.options.auto_foundation:
                raise IllegalMove("called cards that fit go onto the foundations by themselves (auto_foundation is on)")
            if not self._fits(move.seat, self.card):
                raise IllegalMove(f"the {self.card.rank.value} fits no foundation")
        if isinstance(move, Late) and self.options.pace is None:
            raise IllegalMove("the calls are not timed (pace is wait), so no card is late")

    def _call_next(self) -> list[Event]:
        """Call numbers until some seat must choose, or the calls run out (then score)."""
        events: list[Event] = []
        while self.called < CALLS:
            self.called += 1
            called = self.calls[self.called - 1]
            events.append(NumberCalled(called, self.called, CALLS - self.called))
            for seat in range(self._num_seats):
                if self.options.auto_foundation and self._fits(seat, called):
                    events.append(self._found(seat, called, None))
                    events += self._follow(seat)
                else:
                    self.waiting[seat] = True
            if any(self.waiting):
                return events
        return events + self._finish()

    def _finish(self) -> list[Event]:
        self.over = True
        events: list[Event] = []
        for seat in range(self._num_seats):
            events += self._follow(seat, always=True)
        scores = tuple(self.score(seat) for seat in range(self._num_seats))
        events += [PatienceOut(seat) for seat, score in enumerate(scores) if score == CALLS]
        events.append(Scored(scores))
        best = max(scores)
        events.append(GameOver(tuple(seat for seat, score in enumerate(scores) if score == best)))
        return events

    def _follow(self, seat: int, always: bool = False) -> list[Event]:
        """Free row cards that fit go up, row by row, until none fits (with `auto_foundation`, or `always`)."""
        if not (self.options.auto_foundation or always):
            return []
        events: list[Event] = []
        moved = True
        while moved:
            moved = False
            for r, row in enumerate(self.rows[seat]):
                if row and self._fits(seat, row[-1]):
                    events.append(self._found(seat, row.pop(), r))
                    moved = True
        return events

    def _found(self, seat: int, placed: Card, row: int | None) -> Founded:
        pile = self.foundation_for(seat, placed)
        assert pile is not None
        self.foundations[seat][pile].append(placed)
        return Founded(seat, placed, pile, row)

    # -- questions --------------------------------------------------------------------------------------------

    def foundation_for(self, seat: int, placed: Card) -> int | None:
        """The first of `seat`'s foundations that takes `placed` (its top is one lower; empty for a 1), or None."""
        below = placed.rank - 1  # Rank is an IntEnum: comparing it as an int skips Enum's slow `.value`
        for index, pile in enumerate(self.foundations[seat]):
            if (pile[-1].rank if pile else 0) == below:
                return index
        return None

    def _fits(self, seat: int, placed: Card) -> bool:
        return self.foundation_for(seat, placed) is not None

    def late_row(self, seat: int) -> int:
        """Where `seat`'s called card goes when its time runs out: the first row that stays descending (empty,
        or its top higher than the card), else the first row (RULES.md §6, option `pace`)."""
        assert self.card is not None
        number = self.card.rank.value
        rows = self.rows[seat]
        return next((r for r, row in enumerate(rows) if not row or row[-1].rank.value > number), 0)

    def score(self, seat: int) -> int:
        """The cards on `seat`'s foundations (RULES.md §6: the score; 52 is out)."""
        return sum(len(pile) for pile in self.foundations[seat])

    def to_come(self) -> tuple[int, ...]:
        """How many of each number, 1 … 13, the caller has still to call."""
        counts = [0] * TOP
        for later in self.calls[self.called :]:
            counts[later.rank.value - 1] += 1
        return tuple(counts)

    def is_over(self) -> bool:
        return self.over

    def result(self) -> Result:
        """The scores (cards on foundations, in `stacks`) and, at the end, every seat with the best score."""
        scores = tuple(self.score(seat) for seat in range(self._num_seats))
        winners = tuple(s for s, score in enumerate(scores) if score == max(scores)) if self.over else ()
        return Result(scores, 0, winners)

    def observe(self, seat: int) -> Observation:
        """What `seat` sees: its own foundations and rows, the call, and the numbers still to come."""
        return Observation(
            seat=seat,
            card=self.card,
            waiting=self.waiting[seat] and not self.over,
            foundations=tuple(pile[-1].rank.value if pile else 0 for pile in self.foundations[seat]),
            rows=tuple(tuple(c.rank.value for c in row) for row in self.rows[seat]),
            to_come=self.to_come(),
            options=self.options,
        )

    def clone(self) -> Self:
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.packs = self.packs.clone()
        twin.pack_orders = list(self.pack_orders)
        twin.foundations = [[pile[:] for pile in piles] for piles in self.foundations]
        twin.rows = [[row[:] for row in rows] for rows in self.rows]
        twin.waiting = self.waiting[:]
        return twin


def new_game(num_seats: int = 1, packs: PackSource | None = None, dealer: int | None = None, **changes: object) -> Thirteens:
    """A started game for tests: `num_seats` players, the default options with `changes`, the calls from `packs`
    (default: shuffled with seed 0). Returns the state after `start()`. Raises ValueError as `Thirteens`."""
    options = dataclasses.replace(Options(), **changes)  # type: ignore[arg-type]
    state = Thirteens(options, num_seats, packs or ShuffledPacks(random.Random(0)), dealer)
    state.start()
    return state
