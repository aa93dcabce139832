"""Hot-seat hand-over: a screen that hides the table while the device passes to the next human player, and
tells them what happened since their cards last showed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from game.scenes.menu import MenuScene
from game.table.narration import YOU
from game.ui import theme
from game.ui.fonts import fitting_size, render_text, wrap_text
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.app import App


class HandoffScene(MenuScene):
    """"Pass the screen to <name>": opaque, so no hand shows; Enter or a click says the named player is ready.

    `recap` is what happened since that player's cards last showed (log lines, oldest first; empty on their
    first turn). Esc runs `on_escape` (the table's pause menu, drawn over this screen, never over the cards).
    """

    def __init__(
        self,
        app: App,
        name: str,
        on_ready: Callable[[], None],
        on_escape: Callable[[], None],
        recap: Sequence[str] = (),
    ) -> None:
        self.name, self.on_ready, self.on_escape = name, on_ready, on_escape
        self.recap = list(recap)
        you = name == YOU  # the setup's name for a lone human: speak to them, not about them
        self.heading = "Your turn" if you else f"Pass the screen to {name}"
        whose = "your" if you else f"{name}'s"
        self.subheading = f"Everyone else, look away — {whose} cards are about to show"
        self.ready_label = "Show my cards" if you else f"I'm {name}: show my cards"
        self.recap_title = "Since your last turn" if you else f"Since {name}'s last turn"
        super().__init__(app)

    def rows(self) -> list[Row]:
        return [Row("ready", self.ready_label, on_activate=self._ready, hint="Esc: the menu")]

    def _ready(self) -> None:
        self.app.pop()
        self.on_ready()

    def back(self) -> None:
        self.on_escape()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        width, height = size
        box_width = min(width - 40, max(420, width // 2))
        top = int(height * 0.74) if self.recap else int(height * 0.5)
        self.form.layout(pygame.Rect((width - box_width) // 2, top, box_width, self.row_height + 8), self.row_height)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.recap:
            self._draw_recap(surface)

    def _draw_recap(self, surface: pygame.Surface) -> None:
        """The recap in a panel between the subheading and the button: a title, then the newest lines that fit."""
        width, height = surface.get_size()
        box = pygame.Rect(0, 0, min(width - 40, max(420, int(width * 0.6))), int(height * 0.4))
        box.midtop = (width // 2, int(height * 0.29))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
        pygame.draw.rect(surface, theme.BRASS_DARK, box, width=2, border_radius=10)
        size = max(14, min(24, height // 30))
        title = render_text(self.recap_title, fitting_size(self.recap_title, size, box.width - 24, bold=True), theme.GOLD, bold=True)
        surface.blit(title, (box.x + 12, box.y + 10))
        lines = [part for line in self.recap for part in wrap_text(line, size, box.width - 24)]
        step = int(size * 1.35)
        room = max(0, (box.height - 20 - title.get_height()) // step)
        y = box.y + 16 + title.get_height()
        for line in lines[-room:] if room else []:
            text = render_text(line, size, theme.CREAM)
            surface.blit(text, (box.x + 12, y))
            y += step
