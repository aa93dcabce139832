"""The window's pixel density: how many of its pixels stand for one pixel of a 96-DPI screen (2.0 on a Retina
Mac or a Windows display at 200 %, 1.25 or 1.5 on Windows at 125 % or 150 %, 1.0 on an ordinary screen). The
App sets it from the window (game/window.py).

Layouts are proportional to the window, clamped by lengths designed at density 1 (text never under 14 px, a
margin of at least 8 px, a line 2 px wide). Every such length goes through `dp`, so a 2560×1440 window at
density 2 is laid out as a 1280×720 window at density 1, with twice the pixels; at density 1 `dp` changes
nothing. A leaf: it imports nothing of the game, so every drawing piece may use it.
"""

from __future__ import annotations

import math

_density = 1.0


def set_density(factor: float) -> None:
    """Use `factor` (window pixels per 96-DPI pixel; below 1.0 counts as 1.0) from now on, in every layout
    and drawing piece."""
    global _density
    _density = max(1.0, factor)


def density() -> float:
    """The density in use: window pixels per 96-DPI pixel (1.0 unless the App set another)."""
    return _density


def dp(length_px: float) -> int:
    """`length_px`, a length designed at density 1 (px), in window pixels at the density in use: multiplied
    by the density and rounded half up, so `dp(n)` is `n` for a whole `n` at density 1 and twice `n` at 2."""
    return math.floor(length_px * _density + 0.5)
