"""Helpers for Thirteens' tests (RULES.md §6): stack the caller's order, place cards, read rows and foundations
as numbers. Rows are numbered from 1 here, as players and replays count them (`ToRow(seat, 0)` is row 1)."""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

from game.core.cards import Card, Suit, card
from game.core.rules import Event, StackedPacks
from game.games.thirteens.rules import CALLS, TOP, Founded, Laid, Options, Thirteens, ToRow, new_game

SUITS = list(Suit)


def call_order(*numbers: int, rest_low_first: bool = False) -> list[Card]:
    """The caller's 52 cards, top first: `numbers` in order (each the next unused copy of its number), then
    every copy left, highest number first — so that, unless `rest_low_first`, play stops at the first of
    them for a decision (a 13 fits no foundation until the 12 is up)."""
    used: Counter[int] = Counter()
    order: list[Card] = []
    for number in numbers:
        assert used[number] < 4, f"there are only four {number}s"
        order.append(card(number, SUITS[used[number]]))
        used[number] += 1
    rest = range(1, TOP + 1) if rest_low_first else range(TOP, 0, -1)
    order += [card(n, SUITS[copy]) for n in rest for copy in range(used[n], 4)]
    assert len(order) == CALLS
    return order


def stacked_game(*numbers: int, seats: int = 1, rest_low_first: bool = False, **options: Any) -> Thirteens:
    """A started game for `seats` players whose caller calls `numbers` first (see `call_order`)."""
    return new_game(seats, StackedPacks([call_order(*numbers, rest_low_first=rest_low_first)]), **options)


def lay(state: Thirteens, seat: int, row: int) -> list[Event]:
    """`seat` lays the called card on its row `row` (from 1)."""
    return state.apply(ToRow(seat, row - 1))


def rows(state: Thirteens, seat: int = 0) -> list[list[int]]:
    """`seat`'s rows as numbers, bottom card first."""
    return [[c.rank.value for c in row] for row in state.rows[seat]]


def foundations(state: Thirteens, seat: int = 0) -> list[list[int]]:
    """`seat`'s foundations as numbers, bottom card first."""
    return [[c.rank.value for c in pile] for pile in state.foundations[seat]]


def called(state: Thirteens) -> int | None:
    """The number called last."""
    return None if state.card is None else state.card.rank.value


def went_up(events: list[Event], seat: int = 0) -> list[tuple[int, int | None]]:
    """What went onto `seat`'s foundations, in order: (number, the row it came from from 1, or None for the
    called card)."""
    return [
        (e.card.rank.value, None if e.row is None else e.row + 1)
        for e in events
        if isinstance(e, Founded) and e.seat == seat
    ]


def laid(events: list[Event], seat: int = 0) -> list[tuple[int, int, bool]]:
    """What `seat` laid on its rows: (number, row from 1, late)."""
    return [(e.card.rank.value, e.row + 1, e.late) for e in events if isinstance(e, Laid) and e.seat == seat]


def opening(
    *numbers: int, seats: int = 1, rest_low_first: bool = False, **options: Any
) -> tuple[Thirteens, list[Event]]:
    """Like `stacked_game`, with the events of the first calls (those made before anyone had to choose)."""
    packs = StackedPacks([call_order(*numbers, rest_low_first=rest_low_first)])
    state = Thirteens(dataclasses.replace(Options(), **options), seats, packs)
    return state, state.start()
