"""The look of a Victorian parlour table: colours, and the baize table background (DESIGN.md "Look and feel")."""

from __future__ import annotations

from collections import OrderedDict

import pygame

BAIZE = (34, 102, 62)
BAIZE_DARK = (14, 52, 32)
WALNUT = (78, 46, 26)
WALNUT_LIGHT = (120, 74, 40)
CREAM = (246, 236, 210)
INK = (34, 28, 24)
BRASS = (212, 170, 84)
BRASS_DARK = (142, 104, 40)
COPPER = (184, 110, 62)
GOLD = (250, 204, 84)
HIGHLIGHT = (255, 226, 110)
CLARET = (112, 24, 40)
NAVY = (24, 34, 72)
RED_SUIT = (196, 30, 42)
PANEL = (18, 58, 38)
PANEL_FOCUS = (30, 84, 54)
LOG_PANEL = (22, 40, 30)
SHADOW = (0, 0, 0, 90)
VEIL = (8, 20, 14, 170)
DIM = (20, 30, 25, 120)

_BACKGROUNDS: OrderedDict[tuple[int, int], pygame.Surface] = OrderedDict()


def table_background(size: tuple[int, int]) -> pygame.Surface:
    """The table at `size` (w, h px): green baize lit from the middle, darker at the edges, inside a
    walnut rim. Built once per size (the last four are kept) from a small gradient scaled up, so it is
    quick to make and a single opaque blit to draw."""
    cached = _BACKGROUNDS.get(size)
    if cached is not None:
        _BACKGROUNDS.move_to_end(size)
        return cached
    width, height = max(1, size[0]), max(1, size[1])
    small = pygame.Surface((64, 36))
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
            light = max(0.0, 1.0 - (dx * dx + dy * dy) * 0.55)
            small.set_at((x, y), tuple(int(d + (b - d) * light) for b, d in zip(BAIZE, BAIZE_DARK)))
    surface = pygame.transform.smoothscale(small, (width, height))
    rim = max(6, min(width, height) // 60)
    pygame.draw.rect(surface, WALNUT, surface.get_rect(), rim)
    pygame.draw.rect(surface, WALNUT_LIGHT, surface.get_rect().inflate(-2 * rim, -2 * rim), 2)
    if pygame.display.get_surface() is not None:
        surface = surface.convert()
    _BACKGROUNDS[size] = surface
    if len(_BACKGROUNDS) > 4:
        _BACKGROUNDS.popitem(last=False)
    return surface
