"""Play online › Host a table (issue 35): the setup screen, where a seat can be an invited player — someone who
joins from another computer with the code the next screen shows. Everything else is a new game's setup, for
every game (Snap's calls are timed on each player's own screen, game/games/snap/afar.py)."""

from __future__ import annotations

from typing import Any

from game.core.session import Controller, Seat
from game.i18n import N_, _
from game.scenes.setup import INVITED, SetupScene

class HostSetupScene(SetupScene):
    """The setup with "Invited player" among who may play a seat; Start opens the table's lobby."""

    heading = N_("Host a table")

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        if not any(seat.controller is Controller.REMOTE for seat in self.seats) and len(self.seats) > 1:
            self.seats[1] = Seat(INVITED, Controller.REMOTE)  # the usual table: you, and one guest
            self.rebuild("start")

    def _controllers(self) -> list[Controller]:
        levels = super()._controllers()
        return [levels[0], Controller.REMOTE, *levels[1:]]

    def _name_humans(self) -> None:
        super()._name_humans()
        for i, seat in enumerate(self.seats):
            if seat.controller is Controller.REMOTE and seat.name != INVITED:
                self.seats[i] = Seat(INVITED, seat.controller)  # the guest brings their own name

    def _begin(self, options: Any, seats: list[Seat], seed: int) -> None:
        """Open the lobby of a table for `seats`, with the invited seats kept for the guests."""
        from game.scenes.host_table import HostTableScene

        remote = [i for i, seat in enumerate(seats) if seat.controller is Controller.REMOTE]
        if not remote:
            self.subheading = _("Make a seat an invited player (Left/Right on a seat) to play with someone afar.")
            return
        self.app.push(HostTableScene(self.app, self.spec, options, seats, remote, seed))
