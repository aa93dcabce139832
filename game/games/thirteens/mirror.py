"""Thirteens as a guest's computer knows it in a game between homes (issue 35; RULES.md §6).

The host's app runs the engine; a guest's gets every event of the race (nothing in Thirteens is hidden but the
numbers still to be called) and follows them on a `Mirror`: the same state as the host's `Thirteens` — the calls
so far, every player's foundations and rows, who is still to place the call — so the guest's table reads it as
a local table reads the engine. A mirror never makes a move (the guest's go to the host, whose events come
back) and never knows a call before it is called: the numbers still to come are counted from those called.

It is also the guest's view of the game for game/online/sessions.py (`GuestSession`; game/core/guest_view.py has
what every such view shares): `moved` takes in a move's news, `due` says whether this seat has a move to make,
`stop` that the host left. Pure: no pygame, no clock, no I/O.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.core.guest_view import GuestView
from game.core.rules import Event, GameOver, StackedPacks
from game.games.thirteens.rules import TOP, Founded, Laid, NumberCalled, Options, Thirteens

COPIES = 4
"""How many of each number the caller calls: four packs of 1–13 (RULES.md §6)."""


class Mirror(GuestView, Thirteens):
    """The race of `options` for `num_seats` players as seat `you` is told it, starting before the first call
    (the host's first call comes as events, to `follow`)."""

    def __init__(self, options: Options, num_seats: int, you: int) -> None:
        super().__init__(options, num_seats, StackedPacks([]))
        self.take_seat(you)

    def follow(self, events: Iterable[Event]) -> None:
        """Make the changes `events` (the host's, in order) tell of: a call, a card laid on a row, a card gone
        up to a foundation, the end."""
        for event in events:
            match event:
                case NumberCalled(card=called, call=call):
                    self.calls, self.called = (*self.calls, called), call
                    self.waiting = [True] * self.num_seats  # those whose call goes up by itself are told so next
                case Founded(seat=seat, card=placed, foundation=pile, row=row):
                    self.foundations[seat][pile].append(placed)
                    if row is None:
                        self.waiting[seat] = False
                    else:
                        self.rows[seat][row].pop()
                case Laid(seat=seat, card=placed, row=row):
                    self.rows[seat][row].append(placed)
                    self.waiting[seat] = False
                case GameOver():
                    self.over = True

    def to_come(self) -> tuple[int, ...]:
        """How many of each number, 1 … 13, are still to be called: four of each, less those called."""
        counts = [COPIES] * TOP
        for called in self.calls:
            counts[called.rank.value - 1] -= 1
        return tuple(counts)

    # -- the guest's view (game/online/sessions.py) ---------------------------------------------------------

    def moved(self, to_move: int | None, money: Any, events: list[Event], mover: int | None) -> None:
        """A move's news from the host (`mover` made it; None for the first call): its `events` followed. The
        moves asked for are spent by this seat's own move, and by a new call. (`to_move` and `money` the state
        answers itself.)"""
        self.follow(events)
        if mover == self.you or any(isinstance(event, NumberCalled) for event in events):
            self.legal = []

    def due(self) -> bool:
        """Whether this seat has something to do now: place the call, or (`auto_foundation` off) lift a card."""
        return bool(self.moves_for(self.you))

    def stop(self) -> None:
        """The host has left: the race stops where it stands."""
        self.over = True
