"""Title › Play online (issue 35): host a table for family at other computers, or join one with its code."""

from __future__ import annotations

from game.i18n import N_, _
from game.stage.menu import MenuScene
from game.ui.widgets import Row


class PlayOnlineScene(MenuScene):
    """Host a table, Join a table, Back."""

    heading = N_("Play online")
    subheading = N_("One of you hosts a table; the others join it with the code the host reads out")

    def rows(self) -> list[Row]:
        return [
            Row("host", _("Host a table"), on_activate=self._host,
                hint=_("Choose the game and the players; invited players join from their own computers")),
            Row("join", _("Join a table"), on_activate=self._join, hint=_("Type the code a host gave you")),
            Row("back", _("Back"), on_activate=self.back),
        ]

    def _host(self) -> None:
        from game.scenes.host_setup import HostSetupScene

        self.app.push(HostSetupScene(self.app))

    def _join(self) -> None:
        from game.scenes.join_table import JoinScene

        self.app.push(JoinScene(self.app))
