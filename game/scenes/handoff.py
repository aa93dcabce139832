"""Hot-seat hand-over: a screen that hides the table while the device passes to the next human player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.scenes.menu import MenuScene
from game.table.narration import YOU
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.app import App


class HandoffScene(MenuScene):
    """"Pass to <name>": opaque, so no hand shows; Enter or a click says the named player is ready.

    Esc runs `on_escape` (the table's pause menu, drawn over this screen, never over the cards).
    """

    def __init__(self, app: App, name: str, on_ready: Callable[[], None], on_escape: Callable[[], None]) -> None:
        self.name, self.on_ready, self.on_escape = name, on_ready, on_escape
        you = name == YOU  # the setup's default name for a human: speak to them, not about them
        self.heading = "Your turn" if you else f"Pass to {name}"
        whose = "your" if you else f"{name}'s"
        self.subheading = f"Everyone else, look away — {whose} cards are about to show"
        self.ready_label = "Show my cards" if you else f"I'm {name}: show my cards"
        super().__init__(app)

    def rows(self) -> list[Row]:
        return [Row("ready", self.ready_label, on_activate=self._ready)]

    def _ready(self) -> None:
        self.app.pop()
        self.on_ready()

    def back(self) -> None:
        self.on_escape()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        width, height = size
        box_width = min(width - 40, max(420, width // 2))
        self.form.layout(pygame.Rect((width - box_width) // 2, int(height * 0.5), box_width, self.row_height + 8), self.row_height)
