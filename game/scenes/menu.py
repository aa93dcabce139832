"""A screen that is a heading over a form: the title, settings, pause and results screens build on it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes.base import Scene
from game.ui import theme
from game.ui.fonts import fitting_size, font, render_text, scaled
from game.ui.heading import draw_heading
from game.ui.marks import Kind
from game.ui.widgets import Form, Row

if TYPE_CHECKING:
    from game.app import App


class MenuScene(Scene):
    """A heading, an optional subheading, and a `Form` of rows centred below them.

    Esc runs `back()` (by default: pop this scene), so every screen has a way back.
    """

    heading = ""
    subheading = ""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.form = Form(self.rows())

    def rows(self) -> list[Row]:
        """The rows of this screen's form (subclasses)."""
        return []

    def back(self) -> None:
        self.app.pop()

    def rebuild(self, focus: str | None = None) -> None:
        """Make the rows anew (after a change that adds or removes some), keeping the focus by name."""
        name = focus or self.form.focused.name
        self.form = Form(self.rows(), focus=name)
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.row_height = max(32, min(56, height // 15))
        box_width = min(width - 40, max(420, width // 2))
        top = self.content_top(height)
        foot = max(self.row_height, font(scaled(height // 45)).get_linesize() + 32)  # the hint and the form's ▼
        box = pygame.Rect((width - box_width) // 2, top, box_width, height - top - foot)
        self.form.layout(box, self.row_height)

    def content_top(self, height: int) -> int:
        return int(height * 0.26) if self.subheading else int(height * 0.2)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.marks.clear()
        self.draw_backdrop(surface)
        draw_heading(surface, self.heading, self.subheading)
        width, height = surface.get_size()
        self.form.draw(surface)
        if self.form.focused.hint:
            self.draw_hint(surface, self.form.focused.hint)

    def draw_hint(self, surface: pygame.Surface, hint: str) -> None:
        """The focused row's `hint`, along the foot of the screen on a plate of its own (over a paused table
        it must not mix with the words beneath)."""
        width, height = surface.get_size()
        text = render_text(hint, fitting_size(hint, scaled(height // 45), width - 40), theme.CREAM)
        at = text.get_rect(midbottom=(width // 2, height - 8))
        pygame.draw.rect(surface, theme.LOG_PANEL, at.inflate(16, 6), border_radius=6)
        self.marks.add(Kind.TEXT, surface.blit(text, at), "the hint")

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(theme.table_background(surface.get_size()), (0, 0))

    def widget_rect(self, name: str) -> pygame.Rect | None:
        return self.form.rect_of(name)

