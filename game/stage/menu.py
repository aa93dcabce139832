"""A screen that is a heading over a form: the title, settings, pause and results screens build on it. Its rows
and box follow the window, within bounds designed at density 1 (`dp`, game/ui/density.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, language
from game.stage.scene import Scene
from game.ui import theme
from game.ui.density import dp
from game.ui.fonts import fitting_size, font, render_text, scaled, wrap_text
from game.ui.heading import draw_heading
from game.ui.marks import Kind
from game.ui.widgets import Form, Row

if TYPE_CHECKING:
    from game.stage.scene import Host


def shown(text: str) -> str:
    """`text` (an English msgid, or words already in the language shown) in the current language; "" stays
    "" (gettext's "" is the catalogue's header)."""
    return _(text) if text else ""


class MenuScene(Scene):
    """A heading, an optional subheading, and a `Form` of rows centred below them.

    Esc runs `back()` (by default: pop this scene), so every screen has a way back.
    `heading` and `subheading` are English msgids (marked with `N_` where they are class attributes) and are
    translated where drawn; `rows()` builds the rows' words in the current language, and a screen that comes
    back on top after the language changed (Settings › Language) builds them again, so every screen in the
    stack speaks the new language.
    """

    heading = ""
    subheading = ""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.language = language()
        """The language the rows were built in."""
        self.form = Form(self.rows())

    def rows(self) -> list[Row]:
        """The rows of this screen's form (subclasses)."""
        return []

    def back(self) -> None:
        self.app.pop()

    def rebuild(self, focus: str | None = None) -> None:
        """Make the rows anew (after a change that adds or removes some), keeping the focus by name."""
        name = focus or (self.form.focused.name if self.form.rows else None)
        self.language = language()
        self.form = Form(self.rows(), focus=name)
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.row_height = max(dp(32), min(dp(56), height // 15))
        box_width = min(width - dp(40), max(dp(420), width // 2))
        top = self.content_top(height)
        foot = max(self.row_height, font(scaled(height // 45)).get_linesize() + dp(32))  # the hint and the form's ▼
        box = pygame.Rect((width - box_width) // 2, top, box_width, height - top - foot)
        self.form.layout(box, self.row_height)

    def content_top(self, height: int) -> int:
        return int(height * 0.26) if self.subheading else int(height * 0.2)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        before = self.row_words()
        self.form.handle(event)
        if self.row_words() != before and self.app.top is self:  # not when the row opened another screen
            self._tell_reader(self.row_words(), interrupt=True)

    def enter(self) -> None:
        heading = _(self.heading) if self.heading else ""  # gettext("") is the catalogue's header
        self._tell_reader(f"{heading.rstrip('.')}. {self.row_words()}" if heading else self.row_words(), interrupt=True)

    def resume(self) -> None:
        """Back on top: in the new language if it changed meanwhile, and said again to the screen reader."""
        if self.language != language():
            self.rebuild()
        self.enter()

    def row_words(self) -> str:
        """The focused row as the screen reader says it: its label, its value, its hint ("Game speed, Fast,
        How fast cards and coins move …")."""
        row = self.form.focused
        parts = [row.label, row.value() if row.value else "", row.text() if row.text else "", row.hint]
        return ", ".join(p for p in parts if p)

    def draw(self, surface: pygame.Surface) -> None:
        self.marks.clear()
        self.draw_backdrop(surface)
        draw_heading(surface, shown(self.heading), shown(self.subheading))
        self.form.draw(surface)
        if self.form.focused.hint:
            self.draw_hint(surface, self.form.focused.hint)

    def draw_hint(self, surface: pygame.Surface, hint: str) -> None:
        """The focused row's `hint`, along the foot of the screen on a plate of its own (over a paused table
        it must not mix with the words beneath)."""
        width, height = surface.get_size()
        room = width - dp(40)
        px = fitting_size(hint, scaled(height // 45), room)
        lines = wrap_text(hint, px, room)  # one line, unless even the smallest size is too wide: then two or more
        images = [render_text(line, px, theme.CREAM) for line in lines]
        step = font(px).get_linesize()
        tall = step * (len(images) - 1) + images[-1].get_height()
        at = pygame.Rect(0, 0, max(image.get_width() for image in images), tall)
        at.midbottom = (width // 2, height - dp(8))
        pygame.draw.rect(surface, theme.LOG_PANEL, at.inflate(dp(16), dp(6)), border_radius=dp(6))
        for i, image in enumerate(images):
            surface.blit(image, image.get_rect(midtop=(at.centerx, at.top + i * step)))
        self.marks.add(Kind.TEXT, at, "the hint")

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(theme.table_background(surface.get_size()), (0, 0))

    def widget_rect(self, name: str) -> pygame.Rect | None:
        return self.form.rect_of(name)

