"""The table's words: a status bar along the foot of the window (the last thing that happened, in plain
words, and the keys) and the log, a panel L opens over the right of the felt and closes again (issue 10).

Both are drawn where they are asked and note what they drew in the scene's `Marks`. Their least paddings and
lines are lengths at density 1, taken through `dp` (game/ui/density.py).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.density import dp
from game.ui.fonts import fitting_size, render_text, shorten, smaller, wrap_text
from game.ui.marks import Kind, Marks

LOG_KEY = pygame.K_l
"""Opens and closes the log on every table."""


def draw_status_bar(
    surface: pygame.Surface, rect: pygame.Rect, news: str, keys: str, text_px: int, marks: Marks
) -> None:
    """The bar at `rect`: `news` (the newest line of the log) in cream on the left, `keys` (what may be
    pressed now) in gold on the right, in half the bar (all of it when there is no news); the news gives way
    (smaller, then shortened) when both do not fit. Text is `text_px` px, never below `min_px()`."""
    pygame.draw.rect(surface, theme.LOG_PANEL, rect)
    pygame.draw.line(surface, theme.BRASS_DARK, rect.topleft, rect.topright, dp(2))
    pad = max(dp(8), text_px // 2)
    room = rect.width // 2 - pad if news else rect.width - 2 * pad
    keys_px = fitting_size(keys, smaller(text_px, 2), room)
    keys_text = render_text(shorten(keys, keys_px, room), keys_px, theme.GOLD)
    keys_rect = keys_text.get_rect(midright=(rect.right - pad, rect.centery))
    surface.blit(keys_text, keys_rect)
    marks.add(Kind.TEXT, keys_rect, "the keys")
    if news:
        room = keys_rect.left - rect.left - 3 * pad
        size = fitting_size(news, text_px, room, bold=True)
        text = render_text(shorten(news, size, room, bold=True), size, theme.CREAM, bold=True)
        news_rect = text.get_rect(midleft=(rect.left + pad, rect.centery))
        surface.blit(text, news_rect)
        marks.add(Kind.TEXT, news_rect, "the status line")


def draw_log_panel(
    surface: pygame.Surface, rect: pygame.Rect, heading: str, lines: Sequence[str], text_px: int, marks: Marks
) -> None:
    """The open log at `rect`: `heading` (the game's title) in gold serif, then the newest of `lines` that
    fit, wrapped, oldest first, and "L: close" at its foot."""
    pygame.draw.rect(surface, theme.LOG_PANEL, rect)
    pygame.draw.line(surface, theme.BRASS_DARK, rect.topleft, rect.bottomleft, dp(2))
    pad = max(dp(10), text_px // 2 + dp(4))
    size = fitting_size(heading, text_px + dp(2), rect.width - 2 * pad, bold=True, serif=True)
    title = render_text(heading, size, theme.GOLD, bold=True, serif=True)
    title_rect = surface.blit(title, (rect.x + pad, rect.y + pad))
    marks.add(Kind.TEXT, title_rect, "the log's heading")
    small = smaller(text_px, 2)
    hint = render_text(_("L: close the log"), small, theme.GOLD)
    hint_rect = hint.get_rect(bottomleft=(rect.x + pad, rect.bottom - pad))
    surface.blit(hint, hint_rect)
    marks.add(Kind.TEXT, hint_rect, "the log's key")
    line_h = int(text_px * 1.4)
    top = title_rect.bottom + pad
    room = max(0, (hint_rect.top - pad - top) // line_h)
    rows = [row for line in lines for row in wrap_text(line, small, rect.width - 2 * pad)]
    shown = rows[-room:] if room else []
    for i, row in enumerate(shown):
        text = render_text(row, small, theme.CREAM)
        surface.blit(text, (rect.x + pad, top + i * line_h))
    if shown:
        marks.add(Kind.TEXT, (rect.x + pad, top, rect.width - 2 * pad, len(shown) * line_h), "the log")
