"""The pause menu over the table (Esc): resume, rules, settings, or leave the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.i18n import N_, _
from game.stage.menu import MenuScene
from game.ui import theme
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.core.session import Session
    from game.stage.scene import Host


class PauseScene(MenuScene):
    """Drawn over the table, which stands still meanwhile. `on_quit` saves the unfinished game."""

    heading = N_("Paused")
    opaque = False

    def __init__(
        self, app: Host, game: str, preset: str, on_quit: Callable[[], None], options: Any = None,
        session: Session | None = None,
    ) -> None:
        self.game, self.preset, self.on_quit, self.options, self.session = game, preset, on_quit, options, session
        super().__init__(app)

    def rows(self) -> list[Row]:
        names = self.session.seats if self.session is not None else []
        give = [
            Row(f"give-{seat}", _("Give {name}'s seat to a computer player").format(name=names[seat].name),
                on_activate=lambda seat=seat: self._give(seat),
                hint=_("{name} has been away a minute; the game goes on without waiting").format(name=names[seat].name))
            for seat in (self.session.seats_to_give() if self.session is not None else [])
        ]
        return give + [
            Row("resume", _("Resume"), on_activate=self.back, hint=_("Back to the table (Esc)")),
            Row("rules", _("How to play"), on_activate=self._rules),
            Row("settings", _("Settings"), on_activate=self._settings),
            Row("quit", _("Leave the game"), on_activate=self.on_quit, hint=_("The game ends here; it is saved as a replay")),
        ]

    def enter(self) -> None:
        super().enter()
        if self.session is not None:
            self.session.pause(True)

    def leave(self) -> None:
        if self.session is not None:
            self.session.pause(False)

    def _give(self, seat: int) -> None:
        assert self.session is not None
        self.session.give_seat(seat)
        self.back()

    def _rules(self) -> None:
        from game.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.game, self.preset, self.options))

    def _settings(self) -> None:
        from game.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(theme.VEIL)
        surface.blit(veil, (0, 0))
