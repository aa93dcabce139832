"""What the statistics screens share (the record of every game, game/scenes/records.py; Snap's reactions,
game/games/snap/stats.py): texts laid out once per size and blitted, buttons found by name, a CSV export
that says where it went or why not, and the bottom line that shows its outcome or else the keys."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import pygame

from game.i18n import _
from game.scenes.base import Scene
from game.ui import theme
from game.ui.charts import fit_lines
from game.ui.fonts import font, render_text

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

Placed = tuple[pygame.Surface, pygame.Rect, str]
"""A text drawn once per layout: its image, where it goes (window px) and its words (for the layout tests)."""


class StatsPage(Scene):
    """A statistics screen's shared parts; a subclass lays out `buttons`, `_texts`, `note_box` and `note_px` in
    `resize`, and says its keys in `_keys_hint`."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons: dict[str, pygame.Rect] = {}
        self._texts: list[Placed] = []
        self._message_texts: list[Placed] = []
        self.note_box = pygame.Rect(0, 0, 0, 0)
        self.note_px = 14
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
        lines = fit_lines(text, px, box.width - 16, 2, bold=bool(self.message))
        line_h = font(px).get_linesize()
        top = box.top + (box.height - line_h * len(lines)) // 2
        for i, line in enumerate(lines):
            image = render_text(line, px, colour, bold=bool(self.message))
            self._message_texts.append((image, image.get_rect(midtop=(box.centerx, top + i * line_h)), line))
