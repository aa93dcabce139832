"""The bundled DejaVu fonts (they have ♠ ♥ ♦ ♣, which pygame's default font lacks) and cached text.

Sizes are in px; nothing is ever drawn below 14 px (DESIGN.md "Look and feel").
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

from game.paths import asset_path

MIN_PX = 14
_FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSerif.ttf",
    (True, True): "DejaVuSerif-Bold.ttf",
}
_TEXT_CACHE: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
_TEXT_CACHE_SIZE = 512


@lru_cache(maxsize=64)
def font(size_px: int, *, bold: bool = False, serif: bool = False) -> pygame.font.Font:
    """DejaVu Sans (or Serif) at `size_px` (at least 14 px), bold or not; cached."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset_path("fonts", _FILES[(bold, serif)])), max(MIN_PX, int(size_px)))


def render_text(
    text: str, size_px: int, color: tuple[int, ...], *, bold: bool = False, serif: bool = False
) -> pygame.Surface:
    """`text` drawn antialiased in `color` (r, g, b) at `size_px` (at least 14 px) on a transparent
    surface. The last 512 renderings are kept, so redrawing costs a blit; the surface is shared, so
    blit it, never draw on it (copy it before `set_alpha`)."""
    key = (text, size_px, tuple(color), bold, serif)
    surface = _TEXT_CACHE.get(key)
    if surface is None:
        surface = font(size_px, bold=bold, serif=serif).render(text, True, color)
        _TEXT_CACHE[key] = surface
        if len(_TEXT_CACHE) > _TEXT_CACHE_SIZE:
            _TEXT_CACHE.popitem(last=False)
    else:
        _TEXT_CACHE.move_to_end(key)
    return surface


def wrap_text(text: str, size_px: int, max_width_px: int, *, bold: bool = False, serif: bool = False) -> list[str]:
    """`text` broken into lines at spaces so each fits `max_width_px` when drawn at `size_px`; a line
    break in `text` always starts a new line. A single word wider than the width stays whole on its
    own line (use `fitting_size` to make it fit). Empty text gives no lines."""
    f = font(size_px, bold=bold, serif=serif)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}" if line else word
            if line and f.size(trial)[0] > max_width_px:
                lines.append(line)
                line = word
            else:
                line = trial
        if line:
            lines.append(line)
    return lines


def fitting_size(text: str, size_px: int, max_width_px: int, *, bold: bool = False, serif: bool = False) -> int:
    """The largest size (px, at most `size_px`, at least 14) at which `text` is no wider than `max_width_px`."""
    while size_px > MIN_PX and font(size_px, bold=bold, serif=serif).size(text)[0] > max_width_px:
        size_px -= 1
    return max(MIN_PX, size_px)



def shorten(text: str, size_px: int, width_px: int, bold: bool = False) -> str:
    """`text`, shortened with an ellipsis if it is wider than `width_px` at `size_px`."""
    f = font(size_px, bold=bold)
    if f.size(text)[0] <= width_px:
        return text
    while len(text) > 1 and f.size(text + "…")[0] > width_px:
        text = text[:-1]
    return text + "…"


def fit_text(text: str, size_px: int, width_px: int, bold: bool = True) -> tuple[str, int]:
    """`text` and a font size (px) at which it fits `width_px`: smaller type first, down to 14 px, then
    shortened with an ellipsis."""
    size_px = fitting_size(text, size_px, width_px, bold=bold)
    return shorten(text, size_px, width_px, bold), size_px
