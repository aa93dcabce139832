"""Continue › a game this computer hosted between homes (issue 35 "Faults survived"): the host's app was closed
or killed mid-game, and its autosave says which table it was (game/replay.py "hosted"). The table opens again
as it opened before — this computer's broker (or the same broker across the internet), the same invite code,
announced on this network — and waits for the guests to come back: each joins again with the code and takes
its own seat back (by name). **Play on** returns to the table as it stood; a guest not yet back is "reconnecting"
there and takes its seat back whenever it comes (game/online/referee.py), and after a minute the host may give
it to a computer player. Every guest is told the whole game so far, as a seat taken back always is.

When the table cannot open (no network, the broker gone), the game is not lost: **Play on here** continues it
at this screen alone, the seats from afar played at it, as a game that was never between homes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import N_, _
from game.online.codes import CodeError, parse_code
from game.online.referee import Remote
from game.online.sessions import HostedSession
from game.registry import game_spec
from game.replay import Replay, rebuild, steps
from game.scenes.host_table import HostTableScene
from game.scenes.join_table import tick
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.stage.scene import Host


class ContinuedTableScene(HostTableScene):
    """The table of `replay` (an autosave with "hosted"), opened again for its guests to come back to."""

    heading = N_("The table opens again")
    open_words = N_("Your guests join again with the same code and this computer's address")
    open_words_across = N_("Your guests join again with the same code and the broker's address")

    def __init__(self, app: Host, replay: Replay) -> None:
        assert replay.hosted is not None
        spec = game_spec(replay.game)
        options = spec.options_from_json(replay.options)
        super().__init__(app, spec, options, list(replay.seats), list(replay.hosted["remote"]), replay.seed or 0)
        self.replay = replay
        self.across = replay.hosted["broker"]
        try:
            self.code = parse_code(replay.hosted["code"])
        except CodeError as error:
            self.unreadable = str(error)  # said, with Play on here, when the screen opens
        else:
            self.unreadable = ""

    def enter(self) -> None:
        if self.unreadable:
            self._cannot_open(_("the saved invite code does not read ({why})").format(why=self.unreadable))
            return
        super().enter()

    def _seat_for(self, name: str) -> int:
        """A guest back with the code takes the seat it played under its name, else the first still free."""
        free = [seat for seat in self.remote if seat not in self.guests]
        return next((seat for seat in free if self.seats[seat].name == name), free[0])

    def _seat_words(self, seat: int) -> str:
        name = self.seats[seat].name
        if seat in self.guests:
            return _("Seat {n}: {name} is back").format(n=seat + 1, name=self.guests[seat].name)
        return _("Seat {n}: waiting for {name} to come back…").format(n=seat + 1, name=name)

    def _start_row(self) -> Row:
        waiting = len(self.guests) < len(self.remote)
        hint = _("Whoever is not back yet can join during the game") if waiting else _("Everyone is back: Enter plays on")
        return Row("start", _("Play on"), on_activate=self.deal, hint=hint)

    def _cannot_open(self, why: str) -> None:
        super()._cannot_open(why)
        self.rebuild("here")

    def rows(self) -> list[Row]:
        rows = super().rows()
        if self.link is None and self.lobby is None:  # the table could not open: the game goes on here instead
            here = Row("here", _("Play on here"), on_activate=self._play_here,
                       hint=_("At this screen alone: the seats from afar are played here"))
            return [here, *rows]
        return rows

    def deal(self) -> None:
        """Back to the table as it stood: the game dealt from the autosave and its moves made again, each guest
        back told all of it, each not yet back awaited."""
        if self.link is None or self.lobby is None:
            return
        from game.scenes.tables import table_class

        replay = self.replay
        session = rebuild(replay, HostedSession)
        assert isinstance(session, HostedSession)
        remotes = [self.guests.get(seat) or Remote.awaited(seat, self.seats[seat].name) for seat in self.remote]
        self._referee(session, remotes)
        tick(True)
        self.app.push(table_class(self.spec).play_on(self.app, session, steps(replay, session)))

    def _play_here(self) -> None:
        """The game goes on at this screen alone, as a local game (its autosave keeps no table from now on)."""
        from game.scenes.tables import table_class

        session = rebuild(self.replay)
        self.app.replace(table_class(self.spec).play_on(self.app, session, steps(self.replay, session)))
