"""Speech bubbles for spoken calls: cream paper, a large serif call, a small line under it, a tail."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.fonts import render_text, wrap_text

TAILS = ("down", "up", "left", "right")


@lru_cache(maxsize=128)
def speech_bubble(words: str, subline: str | None, max_width: int, tail: str = "down", scale: float = 1.0) -> pygame.Surface:
    """A bubble saying `words` (DejaVu Serif Bold, 30 px × `scale`), with `subline` in small sans under it,
    wrapped to `max_width` px, its tail on side `tail` ("down": the bubble sits above the speaker).
    Per-pixel alpha, so it can be faded with set_alpha. Raises ValueError for an unknown tail."""
    if tail not in TAILS:
        raise ValueError(f"tail must be one of {', '.join(TAILS)}, not {tail!r}")
    call_px = max(18, int(30 * scale))
    small_px = max(14, int(17 * scale))
    pad = max(8, int(12 * scale))
    inner = max(60, max_width - 2 * pad)
    call_lines = wrap_text(words, call_px, inner, bold=True, serif=True)
    sub_lines = wrap_text(subline, small_px, inner) if subline else []
    rendered = [render_text(line, call_px, theme.INK, bold=True, serif=True) for line in call_lines]
    rendered += [render_text(line, small_px, theme.RED_SUIT if i == 0 else theme.INK) for i, line in enumerate(sub_lines)]
    body_w = max(r.get_width() for r in rendered) + 2 * pad
    body_h = sum(r.get_height() for r in rendered) + 2 * pad
    t = max(8, int(12 * scale))
    w = body_w + (t if tail in ("left", "right") else 0) + 4
    h = body_h + (t if tail in ("up", "down") else 0) + 4
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    body = pygame.Rect(t if tail == "left" else 0, t if tail == "up" else 0, body_w, body_h)
    cx, cy = body.center
    points = {
        "down": [(cx - t, body.bottom - 2), (cx + t, body.bottom - 2), (cx, body.bottom + t)],
        "up": [(cx - t, body.top + 2), (cx + t, body.top + 2), (cx, body.top - t)],
        "left": [(body.left + 2, cy - t), (body.left + 2, cy + t), (body.left - t, cy)],
        "right": [(body.right - 2, cy - t), (body.right - 2, cy + t), (body.right + t, cy)],
    }[tail]
    shadow = [(x + 3, y + 4) for x, y in points]
    pygame.draw.rect(surface, (0, 0, 0, 70), body.move(3, 4), border_radius=pad)
    pygame.draw.polygon(surface, (0, 0, 0, 70), shadow)
    pygame.draw.rect(surface, theme.CREAM, body, border_radius=pad)
    pygame.draw.polygon(surface, theme.CREAM, points)
    pygame.draw.rect(surface, theme.BRASS_DARK, body, width=2, border_radius=pad)
    y = body.top + pad
    for r in rendered:
        surface.blit(r, r.get_rect(midtop=(cx, y)))
        y += r.get_height()
    return surface
