"""Coins: brass discs with a milled rim, a shine and a slight shadow; stacks of them, each coin a little
higher than the one below so a stack's height reads at a glance, with the count written beside it
(DESIGN.md "Look and feel"); and the brass dish that holds the pool.

Everything is drawn large and scaled down (smooth edges at any size) once per size, then cached, so
drawing a stack costs two or three blits. Sizes follow the coin's diameter; what is a whole pixel at density 1
(a coin's step up the stack, an edge, the count's offset) goes through `dp` (game/ui/density.py), and the
caches are keyed by the density too.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.density import density, dp
from game.ui.fonts import min_px, render_text

TILT = 0.42
"""A stacked coin is seen from above at a slant: its top is an ellipse this many times as high as wide."""

_SUPERSAMPLE = 4
_STACKS: OrderedDict[tuple[int, int, float], pygame.Surface] = OrderedDict()
_KEEP_STACKS = 96
_EDGE = (178, 132, 58)
_MILLING = (138, 96, 36)
# Each coin sits this many px (at density 1) off the line, in turn, so a stack looks piled by hand.
_WOBBLE = (0, 1, 0, -1, 1, 0, -1, 0, 1, -1)


def coin(diameter: int) -> pygame.Surface:
    """One coin seen face on, `diameter` px across (at least 8 at density 1), on a surface a little larger
    than the coin for its soft shadow; the coin is centred on the surface. Cached; do not draw on it."""
    return _coin(int(diameter), density())


@lru_cache(maxsize=32)
def _coin(diameter: int, at_density: float) -> pygame.Surface:
    """`coin`; `at_density` keys the cache, as its least size and margin follow the density."""
    d = max(dp(8), diameter)
    margin = max(dp(2), d // 8)
    k = _SUPERSAMPLE
    size = d + 2 * margin
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    centre = (size * k // 2, size * k // 2)
    shadow_at = (centre[0] + d * k // 14, centre[1] + d * k // 10)
    pygame.draw.circle(big, (0, 0, 0, 70), shadow_at, d * k // 2 + k)
    _draw_disc(big, centre, d * k / 2)
    return pygame.transform.smoothscale(big, (size, size))


def _draw_disc(surface: pygame.Surface, centre: tuple[int, int], r: float) -> None:
    """A brass coin of radius `r` px at `centre`: dark rim, milled edge, domed face lit from the top
    left, a raised inner ring and a star."""
    cx, cy = centre
    pygame.draw.circle(surface, (96, 64, 22), centre, round(r))
    pygame.draw.circle(surface, theme.BRASS_DARK, centre, round(r * 0.95))
    # Milling: short dark ticks all round the rim.
    ticks = max(16, round(r / 1.6))
    for i in range(ticks):
        a = 2 * math.pi * i / ticks
        inner, outer = r * 0.86, r * 0.95
        pygame.draw.line(
            surface, (112, 78, 28),
            (cx + inner * math.cos(a), cy + inner * math.sin(a)), (cx + outer * math.cos(a), cy + outer * math.sin(a)),
            max(1, round(r / 28)),
        )
    # The dome: rings shrinking towards the light, each lighter than the last.
    steps = 14
    for i in range(steps):
        f = i / (steps - 1)
        radius = r * 0.86 * (1 - 0.78 * f)
        shift = r * 0.22 * f
        colour = _mix(_mix(theme.BRASS_DARK, theme.BRASS, min(1.0, f * 2)), theme.BRASS_LIGHT, max(0.0, f * 2 - 1))
        pygame.draw.circle(surface, colour, (cx - shift, cy - shift), max(1, round(radius)))
    width = max(1, round(r / 16))
    pygame.draw.circle(surface, (150, 108, 40), centre, round(r * 0.66), width)
    pygame.draw.circle(surface, (244, 214, 140), (cx - width * 0.7, cy - width * 0.7), round(r * 0.66), max(1, width // 2))
    star = _star((cx, cy), r * 0.36, r * 0.15)
    pygame.draw.polygon(surface, (150, 108, 40), [(x + width * 0.6, y + width * 0.6) for x, y in star])
    pygame.draw.polygon(surface, (236, 200, 118), star)
    # The rim catches the lamp on its upper left.
    rim = pygame.Rect(0, 0, round(2 * r * 0.93), round(2 * r * 0.93))
    rim.center = centre
    pygame.draw.arc(surface, theme.BRASS_LIGHT, rim, math.radians(100), math.radians(200), max(1, round(r / 10)))


def _star(centre: tuple[float, float], outer: float, inner: float) -> list[tuple[float, float]]:
    cx, cy = centre
    points = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        r = outer if i % 2 == 0 else inner
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return points


def _mix(a: tuple[int, ...], b: tuple[int, ...], t: float) -> tuple[int, int, int]:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def coin_step(diameter: int) -> int:
    """How much higher (px) each coin of a stack sits than the one below it: at density 1, 2 px for small
    coins, 3 from 22 px."""
    return dp(2) if diameter < dp(22) else dp(3)


def _top_height(diameter: int) -> int:
    return max(dp(4), round(max(dp(8), diameter) * TILT))


def _shadow_room(diameter: int) -> int:
    return max(dp(2), diameter // 10)


def stack_height(count: int, diameter: int, max_shown: int = 30) -> int:
    """The height (px) of a stack of `count` coins `diameter` px across, as `draw_stack` draws it
    (without the count): more than `max_shown` coins stand as high as `max_shown`; 0 is a flat ring."""
    shown = max(1, min(count, max_shown))
    return _top_height(diameter) + coin_step(diameter) * shown + _shadow_room(diameter)


def draw_stack(
    target: pygame.Surface,
    midbottom: tuple[int, int],
    count: int,
    diameter: int,
    *,
    label: bool = True,
    max_shown: int = 30,
) -> pygame.Rect:
    """Draw a stack of `count` coins, `diameter` px across, standing on `midbottom` (px), with the count
    written to its right in DejaVu Sans Bold (at least `min_px()`) if `label`. Beyond `max_shown` coins the
    stack stops growing (the number tells the truth); 0 coins draws a faint ring where the stack would
    stand, and "0", as does a debt (below 0 coins, "−3"). Returns the rect drawn over (coins and count)."""
    shown = max(0, min(count, max_shown))
    key = (shown, max(dp(8), int(diameter)), density())
    image = _STACKS.get(key)
    if image is None:
        image = theme.for_display(_render_stack(*key[:2]))
        _STACKS[key] = image
        if len(_STACKS) > _KEEP_STACKS:
            _STACKS.popitem(last=False)
    else:
        _STACKS.move_to_end(key)
    rect = image.get_rect(midbottom=midbottom)
    target.blit(image, rect)
    if not label:
        return rect
    px = max(min_px(), round(diameter * 0.72))
    number = str(count).replace("-", "−")  # a debt, with unlimited coins (RULES.md §1.4): a true minus sign
    text = render_text(number, px, theme.CREAM, bold=True)
    shade = render_text(number, px, theme.INK, bold=True)
    # Level with the bottom coin, but never below the stack's foot, where the layout puts other things.
    base = rect.bottom - _shadow_room(diameter) - (_top_height(diameter) + coin_step(diameter)) // 2
    text_rect = text.get_rect(midleft=(rect.right + max(dp(3), diameter // 6), base))
    text_rect.bottom = min(text_rect.bottom, rect.bottom - dp(1))
    shaded = text_rect.move(dp(1), dp(1))
    target.blit(shade, shaded)
    target.blit(text, text_rect)
    return rect.union(text_rect).union(shaded)


def _render_stack(shown: int, diameter: int) -> pygame.Surface:
    step = coin_step(diameter)
    top_h = _top_height(diameter)
    room = _shadow_room(diameter)
    height = stack_height(shown, diameter)
    width = diameter + dp(4)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    base_y = height - room  # where the bottom coin's lowest edge rests
    if shown == 0:
        ring = pygame.Rect(0, 0, diameter, top_h)
        ring.midbottom = (width // 2, base_y)
        pygame.draw.ellipse(surface, (*theme.CREAM, 70), ring, width=max(1, diameter // 12))
        return surface
    shadow = pygame.Rect(0, 0, diameter + dp(2), top_h + room)
    shadow.midbottom = (width // 2 + room // 2, height)
    surface.blit(_soft_ellipse(shadow.size), shadow)
    piece = _stacked_coin(diameter, density())
    for i in range(shown):
        wobble = dp(_WOBBLE[i % len(_WOBBLE)]) if diameter >= dp(16) else 0
        surface.blit(piece, piece.get_rect(midbottom=(width // 2 + wobble, base_y - i * step)))
    return surface


@lru_cache(maxsize=32)
def _stacked_coin(diameter: int, at_density: float) -> pygame.Surface:
    """One coin of a stack: its milled edge, `coin_step` + 1 px (at density 1) thick, under its face seen at a
    slant. `at_density` keys the cache, as the step and the edge follow the density."""
    k = _SUPERSAMPLE
    d = diameter
    step = coin_step(d)
    top_h = _top_height(d)
    edge = dp(1) * k  # a pixel at density 1, drawn large
    w, h = d * k, (top_h + step) * k + edge
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    top = pygame.Rect(0, 0, w, top_h * k)
    side = top.move(0, step * k + edge)
    pygame.draw.ellipse(big, (92, 58, 20), side)
    pygame.draw.rect(big, (92, 58, 20), (0, top.centery, w, side.centery - top.centery))
    inner = side.inflate(-2 * edge, -2 * edge).move(0, -edge)
    pygame.draw.ellipse(big, _EDGE, inner)
    pygame.draw.rect(big, _EDGE, (edge, top.centery, w - 2 * edge, inner.centery - top.centery))
    for x in range(2 * edge, w - 2 * edge, max(2, 3 * edge)):
        pygame.draw.line(big, _MILLING, (x, top.centery), (x, inner.bottom - edge), max(1, edge // 2))
    face = pygame.Surface((d * 2 * k, d * 2 * k), pygame.SRCALPHA)
    _draw_disc(face, (d * k, d * k), d * k - 1)
    big.blit(pygame.transform.smoothscale(face, top.size), top)
    return pygame.transform.smoothscale(big, (d, h // k))


def _soft_ellipse(size: tuple[int, int]) -> pygame.Surface:
    """A blurred dark ellipse of `size`: a shadow on the cloth."""
    w, h = size
    shape = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(shape, (0, 0, 0, 90), shape.get_rect().inflate(-max(2, w // 8), -max(2, h // 4)))
    small = pygame.transform.smoothscale(shape, (max(1, w // 3), max(1, h // 3)))
    return pygame.transform.smoothscale(small, (w, h))


def dish(width: int) -> pygame.Surface:
    """The pool's brass dish seen at the coins' slant, `width` px wide (at least 24 at density 1), on a surface
    a little larger for its shadow. Stand the pool's stack a little below the surface's centre. Cached;
    do not draw on it."""
    return _dish(int(width), density())


@lru_cache(maxsize=8)
def _dish(width: int, at_density: float) -> pygame.Surface:
    """`dish`; `at_density` keys the cache, as its least size and its brass lines follow the density."""
    w = max(dp(24), width)
    h = round(w * TILT * 1.05)
    k = _SUPERSAMPLE
    line = dp(1) * k  # a pixel at density 1, drawn large
    depth = max(dp(3), w // 16)
    size = (w + 2 * depth, h + 3 * depth)
    big = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
    outer = pygame.Rect(depth * k, 0, w * k, h * k)
    pygame.draw.ellipse(big, (92, 58, 20), outer.move(0, depth * k))
    pygame.draw.rect(big, (92, 58, 20), (outer.left, outer.centery, outer.width, depth * k))
    pygame.draw.ellipse(big, theme.BRASS_DARK, outer)
    pygame.draw.ellipse(big, theme.BRASS, outer.inflate(-2 * line, -2 * line))
    pygame.draw.arc(big, theme.BRASS_LIGHT, outer.inflate(-3 * line, -3 * line), math.radians(20), math.radians(160), 2 * line)
    well = outer.inflate(-round(w * 0.16) * k, -round(h * 0.2) * k)
    pygame.draw.ellipse(big, (120, 86, 30), well)
    pygame.draw.ellipse(big, theme.BRASS_DARK, well.move(0, line).inflate(-2 * line, -2 * line))
    surface = pygame.Surface(size, pygame.SRCALPHA)
    shadow = pygame.Rect(depth, 2 * depth, w + depth, h + depth)
    surface.blit(_soft_ellipse(shadow.size), shadow)
    surface.blit(pygame.transform.smoothscale(big, size), (0, 0))
    return surface
