"""Coins: brass discs with a rim highlight, stacked so the height reads at a glance, the count beside them."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.fonts import render_text

_COINS: dict[int, pygame.Surface] = {}
_STACKS: dict[tuple[int, int, int], pygame.Surface] = {}


def coin(diameter: int) -> pygame.Surface:
    """One coin seen slightly from above, `diameter` px wide (cached): an ellipse with an edge, a rim and a shine."""
    surface = _COINS.get(diameter)
    if surface is None:
        d = max(6, diameter)
        scale = 3
        w, h = d * scale, int(d * 0.62) * scale
        edge = max(2, h // 5)
        big = pygame.Surface((w, h + edge), pygame.SRCALPHA)
        top = pygame.Rect(0, 0, w, h)
        pygame.draw.ellipse(big, theme.BRASS_DARK, top.move(0, edge))
        pygame.draw.rect(big, theme.BRASS_DARK, pygame.Rect(0, h // 2, w, edge))
        pygame.draw.ellipse(big, theme.BRASS, top)
        pygame.draw.ellipse(big, theme.BRASS_DARK, top.inflate(-w // 5, -h // 5), width=max(1, scale))
        pygame.draw.ellipse(big, (246, 222, 150), pygame.Rect(w // 5, h // 8, w // 3, h // 4))
        pygame.draw.ellipse(big, (96, 66, 20), top, width=max(1, scale))
        surface = pygame.transform.smoothscale(big, (d, (h + edge) // scale))
        _COINS[diameter] = surface
    return surface


def coin_step(diameter: int) -> int:
    """How much higher (px) each coin of a stack sits than the one below it."""
    return max(2, diameter // 8)


def stack_height(count: int, diameter: int, max_shown: int = 30) -> int:
    """The height (px) of a stack of `count` coins, as drawn."""
    shown = max(1, min(count, max_shown))
    return coin(diameter).get_height() + (shown - 1) * coin_step(diameter)


def draw_stack(
    target: pygame.Surface,
    midbottom: tuple[int, int],
    count: int,
    diameter: int,
    *,
    label: bool = True,
    max_shown: int = 30,
) -> pygame.Rect:
    """Draw a stack of `count` coins standing on `midbottom`, with the count to its right; returns the
    rect covered. More than `max_shown` coins draw as `max_shown` (the number tells the truth); none
    draws a faint ring where the stack would stand."""
    key = (min(count, max_shown), diameter, max_shown)
    image = _STACKS.get(key)
    if image is None:
        image = _render_stack(key[0], diameter, max_shown)
        _STACKS[key] = image
    rect = image.get_rect(midbottom=midbottom)
    target.blit(image, rect)
    if label:
        text = render_text(str(count), max(14, int(diameter * 0.75)), theme.CREAM, bold=True)
        text_rect = text.get_rect(midleft=(rect.right + 4, rect.bottom - coin(diameter).get_height() // 2))
        target.blit(text, text_rect)
        rect = rect.union(text_rect)
    return rect


def _render_stack(count: int, diameter: int, max_shown: int) -> pygame.Surface:
    one = coin(diameter)
    height = stack_height(count, diameter, max_shown)
    surface = pygame.Surface((one.get_width(), height), pygame.SRCALPHA)
    if count == 0:
        pygame.draw.ellipse(surface, (255, 255, 255, 60), one.get_rect(bottom=height), width=2)
        return surface
    step = coin_step(diameter)
    for i in range(count):
        # A slight sideways wobble, the same every time, so the stack looks hand-piled.
        wobble = (-1, 0, 1, 0)[i % 4] if diameter >= 16 else 0
        surface.blit(one, one.get_rect(bottom=height - i * step, centerx=one.get_width() // 2 + wobble))
    return surface
