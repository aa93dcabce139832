"""What the statistics screens share (the record of every game, game/scenes/records.py; Snap's reactions,
game/games/snap/stats.py): texts laid out once per size and blitted, buttons found by name, a CSV export
that says where it went or why not, and the bottom line that shows its outcome or else the keys. Sizes follow
the window within bounds designed at density 1, taken through `dp` (game/ui/density.py)."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import pygame

from game.i18n import _
from game.stage.scene import Scene
from game.ui import theme
from game.ui.charts import fit_lines
from game.ui.density import dp
from game.ui.fonts import fit_text, fitting_size, font, min_px, render_text

if TYPE_CHECKING:
    from game.stage.scene import Host

log = logging.getLogger(__name__)

Placed = tuple[pygame.Surface, pygame.Rect, str]
"""A text drawn once per layout: its image, where it goes (window px) and its words (for the layout tests)."""


class StatsPage(Scene):
    """A statistics screen's shared parts; a subclass lays out `buttons`, `_texts`, `note_box` and `note_px` in
    `resize`, and says its keys in `_keys_hint`."""

    players: list[str]

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.buttons: dict[str, pygame.Rect] = {}
        self._texts: list[Placed] = []
        self._message_texts: list[Placed] = []
        self.note_box = pygame.Rect(0, 0, 0, 0)
        self.note_px = min_px()
        self.button_px = dp(16)
        self.message = ""
        self.message_is_error = False

    def _export(self, path: Path, write: Callable[[Path], object], what: str) -> None:
        """Run `write(path)` (a CSV export) and say on the bottom line where it went, or in one sentence why
        not (the log says which `what` failed)."""
        try:
            write(path)
        except OSError as e:
            log.warning("cannot export %s to %s: %s", what, path, e)
            self._say(_("Could not save the CSV file: {reason}.").format(reason=(e.strerror or str(e)).rstrip(".")), True)
            return
        log.info("exported %s to %s", what, path)
        self._say(_("Saved to {path}").format(path=path))

    # -- the layout both screens share: the frame, the buttons, the heading, the player -----------------------

    def _layout_bottom(self, size: tuple[int, int], margin: int) -> None:
        """The bottom line's box: two rows for the export's outcome (or the keys), above the window's rim."""
        width, height = size
        self.note_px = max(min_px(), min(dp(20), height // 45))
        note_line = font(self.note_px).get_linesize()
        rim = theme.rim_width(size)
        self.note_box = pygame.Rect(margin, height - rim - dp(4) - 2 * note_line, width - 2 * margin, 2 * note_line)

    def _layout_buttons(self, size: tuple[int, int], margin: int, buttons: list[tuple[str, str]], gap: int) -> int:
        """`buttons` (name, label) side by side, centred above the bottom line, squeezed to the window when
        they would not fit; returns their top (px)."""
        width, height = size
        self.button_px = max(dp(16), height // 38)
        button_h = max(dp(34), height // 17)
        top = self.note_box.top - max(dp(6), height // 90) - button_h
        widths = [max(button_h * 3, font(self.button_px, bold=True).size(label)[0] + button_h) for __, label in buttons]
        squeeze = min(1.0, (width - 2 * margin - gap * (len(widths) - 1)) / sum(widths))
        widths = [int(w * squeeze) for w in widths]
        x = (width - sum(widths) - gap * (len(widths) - 1)) // 2
        for (name, __), w in zip(buttons, widths):
            self.buttons[name] = pygame.Rect(x, top, w, button_h)
            x += w + gap
        return top

    def _layout_heading(self, size: tuple[int, int], margin: int, heading: str) -> int:
        """The screen's heading, centred at the top; returns its bottom (px)."""
        width, height = size
        px = fitting_size(heading, max(dp(24), min(dp(56), height // 18)), width - 2 * margin, bold=True, serif=True)
        top = theme.rim_width(size) + max(dp(4), height // 90)
        return self._put(heading, px, theme.CREAM, bold=True, serif=True, midtop=(width // 2, top)).bottom

    def _layout_player(self, size: tuple[int, int], margin: int, y: int, name: str, serif: bool) -> int:
        """The player shown, at `y` between the "prev" and "next" arrows (when there is another player); a
        serif name shrinks to fit, a sans one shrinks and then is shortened. Returns the row's bottom (px)."""
        width, height = size
        row_h = max(dp(32), height // 16)
        y += max(dp(2), height // 120)
        gap = dp(12)  # between the name's slot and an arrow
        slot = min(width - 2 * margin - 2 * row_h - 2 * gap, max(dp(240), width // 3))
        if len(self.players) > 1:
            self.buttons["prev"] = pygame.Rect(width // 2 - slot // 2 - gap - row_h, y, row_h, row_h)
            self.buttons["next"] = pygame.Rect(width // 2 + slot // 2 + gap, y, row_h, row_h)
        largest = max(dp(18), min(dp(40), row_h * 3 // 5))
        if serif:
            px = fitting_size(name, largest, slot, bold=True, serif=True)
        else:
            name, px = fit_text(name, largest, slot)
        self._put(name, px, theme.GOLD, bold=True, serif=serif, center=(width // 2, y + row_h // 2))
        return y + row_h + max(dp(4), height // 80)

    def _say(self, text: str, error: bool = False) -> None:
        self.message = text
        self.message_is_error = error
        self._place_message()

    def _keys_hint(self) -> str:
        """The keys, for the bottom line when there is no message (subclasses)."""
        return _("Esc: back")

    def _widget_at(self, pos: tuple[int, int]) -> str | None:
        return next((name for name, rect in self.buttons.items() if rect.collidepoint(pos)), None)

    def widget_rect(self, name: str) -> pygame.Rect | None:
        rect = self.buttons.get(name)
        return pygame.Rect(rect) if rect else None

    def _put(self, text: str, px: int, colour: tuple[int, ...], bold: bool = False, serif: bool = False, **anchor) -> pygame.Rect:
        """Lay out `text` once (drawn at every frame from `_texts`); returns where it goes."""
        image = render_text(text, px, colour, bold=bold, serif=serif)
        rect = image.get_rect(**anchor)
        self._texts.append((image, rect, text))
        return rect

    def _place_message(self) -> None:
        """The bottom line: the export's outcome (or a warning) if there is one, else the keys; two lines at most."""
        self._message_texts = []
        if not self.note_box.width:
            return
        text = self.message or self._keys_hint()
        colour = theme.CREAM if self.message_is_error or not self.message else theme.BRASS_LIGHT
        box, px = self.note_box, self.note_px
        lines = fit_lines(text, px, box.width - dp(16), 2, bold=bool(self.message))
        line_h = font(px).get_linesize()
        top = box.top + (box.height - line_h * len(lines)) // 2
        for i, line in enumerate(lines):
            image = render_text(line, px, colour, bold=bool(self.message))
            self._message_texts.append((image, image.get_rect(midtop=(box.centerx, top + i * line_h)), line))
