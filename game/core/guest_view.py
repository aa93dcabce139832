"""What every guest's view of a game between homes shares (issue 35; game/online/sessions.py's `GuestSession`
holds one as its state): a seat that is told the game and never plays it out itself. Pure.

The shared `SeatView` (game/online/sessions.py) is one for the games of turns; a family whose table reads
more of the state has its own, a `Mirror` of its engine (`GameSpec.guest_view`), which puts `GuestView`
before the engine's class. Each also answers, in its own way, `moved` (the host's news of a move), `due` (whether this
seat has a move to make) and `stop` (the host has left).
"""

from __future__ import annotations

from typing import Any

from game.core.rules import Event, IllegalMove


class GuestView:
    """Seat `you`'s view (`take_seat`): the host's last ask of it (`seen`, `legal`); it deals nothing and makes
    no move (the host does, and its events come back)."""

    you: int
    legal: list[Any]
    """The moves the host last asked this seat for (empty once spent, or while not asked)."""
    seen: Any
    """What this seat saw when last asked (the host's observation)."""

    def take_seat(self, you: int) -> None:
        """Be seat `you`'s view, not yet asked for a move."""
        self.you, self.legal, self.seen = you, [], None

    def start(self) -> list[Event]:
        return []  # the host deals: its deal comes as events

    def apply(self, move: Any) -> list[Event]:
        raise IllegalMove("a guest's moves are made by the host")

    def asked(self, seen: Any, legal: list[Any]) -> None:
        """The host asks this seat for a move: it sees `seen` and may make `legal`."""
        self.seen, self.legal = seen, list(legal)
