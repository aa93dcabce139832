"""Menus and forms that work the same with arrows + Enter and with the mouse.

A `Form` is a column of rows: buttons (Enter activates), choices (Left/Right change the value) and text
fields (typing edits). Up/Down move the keyboard focus (stopping at the ends; Tab goes round), the mouse
hovers and clicks, and the column scrolls when it is taller than its box, so nothing is ever cut off at
small window sizes. Gaps, edges and paddings are lengths at density 1, taken through `dp` (game/ui/density.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from game.ui import theme
from game.ui.density import dp
from game.ui.fonts import fit_text, fitting_size, font, min_px, render_text, scaled

MAX_NAME = 16


@dataclass
class Row:
    """One row of a form, called `name` (tests click rows by name).

    A button has `on_activate`; a choice has `value` text and `on_change(step)` (step −1 or +1); a text
    field has `text` and `on_text(new_text)`, at most `max_chars` long. `hint` is shown at the bottom while
    the row has focus.
    """

    name: str
    label: str
    on_activate: Callable[[], None] | None = None
    value: Callable[[], str] | None = None
    on_change: Callable[[int], None] | None = None
    text: Callable[[], str] | None = None
    on_text: Callable[[str], None] | None = None
    max_chars: int = MAX_NAME
    hint: str = ""
    heading: bool = False
    column: int = 0
    rect: pygame.Rect = field(default_factory=pygame.Rect)

    @property
    def focusable(self) -> bool:
        return not self.heading


class Form:
    """A focusable, scrollable column of rows inside `box` (px). `row_height` follows the window."""

    def __init__(self, rows: list[Row], focus: str | None = None) -> None:
        self.rows = rows
        self.box = pygame.Rect(0, 0, 100, 100)
        self.row_height = 40
        self.scroll = 0
        self._content_height = 0
        self.focus = 0
        self.hover: int | None = None
        self._move_focus(0)
        if focus is not None:
            self.focus_on(focus)

    # -- geometry -------------------------------------------------------------------------------

    def layout(self, box: pygame.Rect, row_height: int, columns: int = 1, gap: int | None = None) -> None:
        """Place the rows in `box`, `row_height` px each (headings a little less), in `columns` side by side
        `gap` px apart (default 24 px at density 1; each row keeps to its `column`; with one column every row
        goes there)."""
        self.box = pygame.Rect(box)
        self.row_height = row_height
        gap = dp(24) if gap is None else gap
        col_width = (box.width - gap * (columns - 1)) // columns
        heights = [0] * columns
        for row in self.rows:
            col = min(row.column, columns - 1)
            h = int(row_height * (0.8 if row.heading else 1.0))
            row.rect = pygame.Rect(col * (col_width + gap), heights[col], col_width, h - dp(4))
            heights[col] += h
        self._content_height = max(heights)
        self._keep_focus_visible()

    def screen_rect(self, row: Row) -> pygame.Rect:
        return row.rect.move(self.box.x, self.box.y - self.scroll)

    def rect_of(self, name: str) -> pygame.Rect | None:
        row = self.row(name)
        return self.screen_rect(row) if row else None

    def row(self, name: str) -> Row | None:
        return next((r for r in self.rows if r.name == name), None)

    def _keep_focus_visible(self) -> None:
        if not self.rows:
            return
        row = self.rows[self.focus]
        if row.rect.top - self.scroll < 0:
            self.scroll = row.rect.top
        elif row.rect.bottom - self.scroll > self.box.height:
            self.scroll = row.rect.bottom - self.box.height
        self.scroll = max(0, min(self.scroll, max(0, self._content_height - self.box.height)))

    # -- focus and input ------------------------------------------------------------------------

    def focus_on(self, name: str) -> None:
        for i, row in enumerate(self.rows):
            if row.name == name and row.focusable:
                self.focus = i
                self._keep_focus_visible()

    @property
    def focused(self) -> Row:
        return self.rows[self.focus]

    def _move_focus(self, step: int, wrap: bool = True) -> None:
        """Move the focus `step` focusable rows on, round from the last to the first if `wrap`, else staying
        at the end; 0 just makes sure it rests on one."""
        if not any(r.focusable for r in self.rows):
            return
        if step == 0 and self.rows[self.focus].focusable:
            return
        i = self.focus
        while True:
            i += step or 1
            if not wrap and not 0 <= i < len(self.rows):
                return
            i %= len(self.rows)
            if self.rows[i].focusable:
                break
        self.focus = i
        self._keep_focus_visible()

    def handle(self, event: pygame.event.Event) -> bool:
        """Act on `event`; returns True if the form used it."""
        if event.type == pygame.KEYDOWN:
            row = self.focused
            if event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
                back = event.key == pygame.K_UP or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
                self._move_focus(-1 if back else 1, wrap=event.key == pygame.K_TAB)  # the arrows stop at the ends
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and row.on_change:
                row.on_change(-1 if event.key == pygame.K_LEFT else 1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if row.on_activate:
                    row.on_activate()
                    return True
                if row.on_change and event.key == pygame.K_SPACE:
                    row.on_change(1)
                    return True
            if event.key == pygame.K_BACKSPACE and row.on_text and row.text:
                row.on_text(row.text()[:-1])
                return True
        elif event.type == pygame.TEXTINPUT:
            row = self.focused
            if row.on_text and row.text and event.text.isprintable():
                # Space activates buttons; in a name it only separates words.
                if event.text.strip() or row.text():
                    row.on_text((row.text() + event.text)[: row.max_chars])
                return True
        elif event.type == pygame.MOUSEMOTION:
            # Hovering only lights a row up: the keyboard focus stays put, so a mouse resting over a
            # button never changes what Enter does.
            self.hover = self._row_at(event.pos)
            return self.hover is not None
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.scroll - event.y * self.row_height, self._content_height - self.box.height))
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self._row_at(event.pos)
            if hit is None:
                return False
            self.focus = hit
            row = self.rows[hit]
            if row.on_activate:
                row.on_activate()
            elif row.on_change:
                rect = self.screen_rect(row)
                row.on_change(-1 if event.pos[0] < rect.x + rect.width * 0.62 else 1)
            return True
        return False

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.box.collidepoint(pos):
            return None
        for i, row in enumerate(self.rows):
            if row.focusable and self.screen_rect(row).collidepoint(pos):
                return i
        return None

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible rows, clipped to the box, with scroll arrows when there is more."""
        size, heading_size = self.text_px(), self.text_px(heading=True)
        clip = surface.get_clip()
        surface.set_clip(self.box)
        for i, row in enumerate(self.rows):
            rect = self.screen_rect(row)
            if rect.bottom < self.box.top or rect.top > self.box.bottom:
                continue
            self._draw_row(surface, row, rect, heading_size if row.heading else size, i == self.focus, i == self.hover)
        surface.set_clip(clip)
        if self.scroll > 0:
            _arrow(surface, (self.box.centerx, self.box.top - dp(10)), up=True)
        if self.scroll + self.box.height < self._content_height:
            _arrow(surface, (self.box.centerx, self.box.bottom + dp(10)), up=False)

    def text_px(self, heading: bool = False) -> int:
        """The size (px) of the words in a row (or a heading's row): 45 % of the row's height at the player's
        text size (Settings › Text size), smaller where that would be taller than the row."""
        room = int(self.row_height * (0.8 if heading else 1.0)) - dp(6)
        size = scaled(self.row_height * 0.45)
        while size > min_px() and font(size, bold=True).get_height() > room:
            size -= 1
        return size

    def _draw_row(
        self, surface: pygame.Surface, row: Row, rect: pygame.Rect, size: int, focused: bool, hovered: bool
    ) -> None:
        if row.heading:  # as large as the row allows, smaller where it would be cut off, and shortened past that
            words, px = fit_text(row.label, size, rect.width - dp(12))
            label = render_text(words, px, theme.GOLD, bold=True)
            surface.blit(label, label.get_rect(midleft=(rect.x + dp(6), rect.centery)))
            return
        if row.on_activate and not row.value:
            draw_button(surface, rect, row.label, size, focused, hovered)
            return
        pygame.draw.rect(surface, theme.PANEL_FOCUS if focused or hovered else theme.PANEL, rect, border_radius=dp(8))
        if focused:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect, width=dp(3), border_radius=dp(8))
        value_x = rect.x + int(rect.width * 0.45)
        label_room = (value_x if row.value or row.text else rect.right) - rect.x - dp(22)
        words, px = fit_text(row.label, size, label_room, bold=False)
        label = render_text(words, px, theme.CREAM)
        surface.blit(label, label.get_rect(midleft=(rect.x + dp(14), rect.centery)))
        if row.text:
            shown = row.text() + ("|" if focused else "")
            name_x = rect.x + dp(24) + label.get_width()
            text = render_text(shown or " ", fitting_size(shown, size, value_x - name_x - dp(8), bold=True), theme.CREAM, bold=True)
            surface.blit(text, text.get_rect(midleft=(name_x, rect.centery)))
        if row.value:
            arrow_room = dp(30) if row.on_change else 0
            value = fitted_value(row.value(), size, rect.right - value_x - 2 * arrow_room)
            centre = (value_x + rect.right) // 2
            surface.blit(value, value.get_rect(center=(centre, rect.centery)))
            if row.on_change:
                for x, up in ((value_x + dp(12), False), (rect.right - dp(14), True)):
                    _chevron(surface, (x, rect.centery), right=up, color=theme.HIGHLIGHT if focused else theme.CREAM)


def fitted_value(words: str, size: int, room: int) -> pygame.Surface:
    """A choice's value drawn in bold cream at most `size` px high and at most `room` px wide: smaller type
    first, and where even the smallest is too wide (a long preset name in a narrow column), cut with an
    ellipsis, so it never runs under the row's arrows."""
    text, px = fit_text(words, size, room)
    return render_text(text, px, theme.CREAM, bold=True)


def draw_button(
    surface: pygame.Surface, rect: pygame.Rect, label: str, size: int, focused: bool, hovered: bool = False
) -> None:
    """A walnut plaque with a cream label; the keyboard focus is a gold outline, the mouse lightens it."""
    corner, edge = dp(10), dp(3)
    pygame.draw.rect(surface, theme.SHADOW, rect.move(0, dp(3)), border_radius=corner)
    pygame.draw.rect(surface, theme.WALNUT_LIGHT if focused or hovered else theme.WALNUT, rect, border_radius=corner)
    pygame.draw.rect(surface, theme.HIGHLIGHT if focused else theme.BRASS_DARK, rect, width=edge, border_radius=corner)
    room = (rect.width - dp(16), rect.height - dp(4))
    text = render_text(label, fitting_size(label, size, room[0], bold=True, max_height_px=room[1]), theme.CREAM, bold=True)
    surface.blit(text, text.get_rect(center=rect.center))


def _chevron(surface: pygame.Surface, centre: tuple[int, int], right: bool, color: tuple[int, int, int]) -> None:
    x, y = centre
    d, h = dp(6) if right else -dp(6), dp(8)
    pygame.draw.lines(surface, color, False, [(x - d, y - h), (x + d, y), (x - d, y + h)], dp(3))


def _arrow(surface: pygame.Surface, centre: tuple[int, int], up: bool) -> None:
    x, y = centre
    d, w = -dp(6) if up else dp(6), dp(10)
    pygame.draw.polygon(surface, theme.CREAM, [(x - w, y - d), (x + w, y - d), (x, y + d)])
