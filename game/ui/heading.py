"""A screen's heading: drawn by every menu screen, and by itself in the window's very first frame, before the
menus are imported (game/launch.py). Its bounds are sizes at density 1, taken through `dp` (game/ui/density.py)."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.density import dp
from game.ui.fonts import fitting_size, render_text


def draw_heading(surface: pygame.Surface, heading: str, subheading: str = "") -> None:
    """A screen's heading across the top of `surface`, and its subheading (if any) under it, sized to the window."""
    width, height = surface.get_size()
    size = fitting_size(heading, max(dp(28), min(dp(72), height // 11)), int(width * 0.94), bold=True, serif=True)
    text = render_text(heading, size, theme.CREAM, bold=True, serif=True)
    surface.blit(text, text.get_rect(center=(width // 2, int(height * 0.1))))
    if subheading:
        sub = render_text(subheading, max(dp(16), size // 3), theme.GOLD)
        surface.blit(sub, sub.get_rect(center=(width // 2, int(height * 0.1) + size)))
