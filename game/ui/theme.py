"""The look of a Victorian parlour table: colours, and the baize table background (DESIGN.md "Look and feel").

Colours are (r, g, b) tuples, or (r, g, b, a) for the translucent ones (SHADOW, VEIL, DIM), which only
blend when drawn onto a surface with per-pixel alpha or blitted from one.

The high-contrast table (Settings › High contrast, issue 15) swaps the palette: a plain black felt, pure white
words on black plates, white edges, and cards that may not be played dimmed much darker. Drawing code reads
the colours as `theme.NAME` when it draws, so `set_high_contrast` reaches every table and screen. Widths are
lengths designed at density 1, taken through `dp` (game/ui/density.py).
"""

from __future__ import annotations

import random
from collections import OrderedDict
from functools import lru_cache

import pygame

from game.ui.density import density, dp

BAIZE = (34, 102, 62)
BAIZE_LIGHT = (46, 122, 76)
BAIZE_DARK = (14, 52, 32)
WALNUT = (78, 46, 26)
WALNUT_LIGHT = (120, 74, 40)
WALNUT_DARK = (40, 22, 12)
CREAM = (246, 236, 210)
PAPER = (250, 243, 225)
INK = (34, 28, 24)
BRASS = (212, 170, 84)
BRASS_LIGHT = (250, 226, 150)
BRASS_DARK = (142, 104, 40)
COPPER = (184, 110, 62)
GOLD = (250, 204, 84)
HIGHLIGHT = (255, 226, 110)
"""The keyboard selection's outline."""
CLARET = (112, 24, 40)
NAVY = (24, 34, 72)
RED_SUIT = (196, 30, 42)
PANEL = (18, 58, 38)
PANEL_FOCUS = (30, 84, 54)
LOG_PANEL = (22, 40, 30)
SHADOW = (0, 0, 0, 90)
VEIL = (8, 20, 14, 170)
DIM = (20, 30, 25, 120)
"""Laid over a card that may not be played now: dimmed, never hidden."""

_BAIZE_EDGE = (18, 64, 40)
_FELT_LIGHT = BAIZE_LIGHT  # the baize under the lamp, in the middle of the table

_HIGH_CONTRAST = {
    "BAIZE": (10, 10, 10),
    "BAIZE_LIGHT": (190, 190, 190),  # an empty place's edge and rank, light on the black
    "BAIZE_DARK": (0, 0, 0),
    "_BAIZE_EDGE": (0, 0, 0),
    "_FELT_LIGHT": (12, 12, 12),
    "WALNUT": (0, 0, 0),
    "WALNUT_LIGHT": (200, 200, 200),
    "WALNUT_DARK": (0, 0, 0),
    "CREAM": (255, 255, 255),
    "PAPER": (255, 255, 255),
    "INK": (0, 0, 0),
    "BRASS": (255, 255, 255),
    "BRASS_DARK": (235, 235, 235),
    "GOLD": (255, 214, 0),
    "HIGHLIGHT": (255, 255, 0),
    "PANEL": (0, 0, 0),
    "PANEL_FOCUS": (40, 40, 40),
    "LOG_PANEL": (0, 0, 0),
    "VEIL": (0, 0, 0, 215),
    "DIM": (0, 0, 0, 175),
}
"""The colours the high-contrast table replaces; every other colour stays."""
_NORMAL = {name: globals()[name] for name in _HIGH_CONTRAST}
_high_contrast = False
_BACKGROUNDS: OrderedDict[tuple[int, int, float], pygame.Surface] = OrderedDict()
_KEEP_BACKGROUNDS = 4
# Fixed seeds: the felt and the wood look the same on every run.
_FELT_SEED = 1851
_GRAIN_SEED = 1862


def set_high_contrast(on: bool) -> None:
    """Use the high-contrast palette (`on`) or the parlour's from the next frame on, on every screen."""
    global _high_contrast
    _high_contrast = on
    globals().update(_HIGH_CONTRAST if on else _NORMAL)
    _BACKGROUNDS.clear()
    _lamplight.cache_clear()


def high_contrast() -> bool:
    """True while the high-contrast palette is in use."""
    return _high_contrast


def outline_width() -> int:
    """How thick (px) an outline round a card or a place is: 4 px at density 1, thicker on the high-contrast
    table."""
    return dp(6) if _high_contrast else dp(4)


def rim_width(size: tuple[int, int]) -> int:
    """The walnut rim's width (px) in a window of `size` (w, h px): about 1/60 of the shorter side, at
    least 6 at density 1, so it stays within the table layout's margin."""
    return max(dp(6), min(size) // 60)


def for_display(surface: pygame.Surface, alpha: bool = True) -> pygame.Surface:
    """`surface` converted to the window's pixel format (with per-pixel alpha unless `alpha` is False), so
    blitting it is fast; unchanged when no window exists yet (tests, the icon script)."""
    if pygame.display.get_surface() is None:
        return surface
    return surface.convert_alpha() if alpha else surface.convert()


def table_background(size: tuple[int, int]) -> pygame.Surface:
    """The table filling `size` (w, h px): green baize lit from the middle and darker towards the edges,
    with a fine felt grain, inside a dark walnut rim with a brass inlay.

    Opaque, and converted to the display's format once a display mode is set, so drawing it is one fast
    blit. Built once per size from small pieces scaled up (about 20–40 ms at 1920×1080); the last four
    sizes are kept. The surface is shared: do not draw on it.
    """
    size = (max(1, int(size[0])), max(1, int(size[1])))
    key = (*size, density())  # the rim's width and lines follow the density
    cached = _BACKGROUNDS.get(key)
    if cached is not None:
        _BACKGROUNDS.move_to_end(key)
        return cached
    surface = for_display(_build_background(size), alpha=False)
    _BACKGROUNDS[key] = surface
    if len(_BACKGROUNDS) > _KEEP_BACKGROUNDS:
        _BACKGROUNDS.popitem(last=False)
    return surface


def _build_background(size: tuple[int, int]) -> pygame.Surface:
    rim = rim_width(size)
    surface = pygame.transform.smoothscale(_lamplight(), size)
    _lay_felt_grain(surface)
    _draw_rim(surface, rim)
    return surface


@lru_cache(maxsize=1)
def _lamplight() -> pygame.Surface:
    """A small picture of the baize under a lamp: brightest a little above the middle, falling off to
    the edges. Computed per pixel at 64×36 only; it is scaled up to the window."""
    pixels = bytearray()
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 15.5) / 20
            d = min(1.0, (dx * dx * 0.8 + dy * dy) ** 0.5)
            light = 1 - d * d * (3 - 2 * d)  # smoothstep: a broad pool of light with a soft edge
            pixels += bytes(round(e + (c - e) * light) for c, e in zip(_FELT_LIGHT, _BAIZE_EDGE))
    return pygame.image.frombytes(bytes(pixels), (64, 36), "RGB")


def _noise(size: tuple[int, int], seed: int, strength: int) -> pygame.Surface:
    """Grey noise, 0 to `strength` per pixel: blitted with BLEND_RGB_SUB it darkens a colour unevenly.
    (Opaque and subtracted, rather than translucent black, because that blit is several times faster.)"""
    rng = random.Random(seed)
    grey = rng.randbytes(size[0] * size[1]).translate(bytes(v * strength // 255 for v in range(256)))
    data = bytearray(3 * len(grey))
    data[0::3] = data[1::3] = data[2::3] = grey  # the same grey in R, G and B, laid out in C, not per byte
    return pygame.image.frombytes(bytes(data), size, "RGB")


_felt_tiles: dict[str, pygame.Surface] = {}


def _lay_felt_grain(surface: pygame.Surface) -> None:
    """Soft blotches (the nap catching the light) and a fine grain (the fibres), both faint."""
    if not _felt_tiles:
        _felt_tiles["fine"] = _noise((128, 128), _FELT_SEED, 10)
        _felt_tiles["blotch"] = _noise((24, 14), _FELT_SEED + 1, 9)
    width, height = surface.get_size()
    surface.blit(pygame.transform.smoothscale(_felt_tiles["blotch"], (width, height)), (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    fine = _felt_tiles["fine"]
    for y in range(0, height, fine.get_height()):
        for x in range(0, width, fine.get_width()):
            surface.blit(fine, (x, y), special_flags=pygame.BLEND_RGB_SUB)


def _draw_rim(surface: pygame.Surface, rim: int) -> None:
    """The walnut rail round the baize: grained wood, a dark outer edge, a lit bevel, a thin brass
    inlay and the shadow the rail casts on the cloth."""
    width, height = surface.get_size()
    pieces = (
        (pygame.Rect(0, 0, width, rim), True),
        (pygame.Rect(0, height - rim, width, rim), True),
        (pygame.Rect(0, rim, rim, height - 2 * rim), False),
        (pygame.Rect(width - rim, rim, rim, height - 2 * rim), False),
    )
    rng = random.Random(_GRAIN_SEED)
    for rect, along_x in pieces:
        if rect.width <= 0 or rect.height <= 0:
            continue
        surface.fill(WALNUT, rect)
        # Grain runs along the rail: little variation along it, much across it.
        small = (max(2, rect.width // 90), rect.height) if along_x else (rect.width, max(2, rect.height // 90))
        grain = _noise(small, rng.randrange(1 << 30), 36)
        surface.blit(pygame.transform.smoothscale(grain, rect.size), rect, special_flags=pygame.BLEND_RGB_SUB)
    outer = surface.get_rect()
    inner = outer.inflate(-2 * rim, -2 * rim)
    line = dp(1)
    pygame.draw.rect(surface, WALNUT_DARK, outer, width=max(line, rim // 6))
    pygame.draw.rect(surface, WALNUT_LIGHT, outer.inflate(-2 * (rim // 6), -2 * (rim // 6)), width=line)
    inlay = 2 * line  # the brass inlay's width, just outside the cloth
    if inner.width <= 2 * inlay or inner.height <= 2 * inlay:
        return
    pygame.draw.rect(surface, BRASS_DARK, inner.inflate(2 * inlay, 2 * inlay), width=inlay)
    surface.fill(BRASS, (inner.left - inlay, inner.top - inlay, inner.width + 2 * inlay, line))  # its lit top edge
    _cast_shadow(surface, inner, max(dp(4), rim // 2 + dp(2)))


def _cast_shadow(surface: pygame.Surface, inner: pygame.Rect, depth: int) -> None:
    """Darken the cloth along the inside of the rail, fading out over `depth` px (strips, not a full-size layer)."""
    ramp = pygame.Surface((1, depth), pygame.SRCALPHA)
    for i in range(depth):
        ramp.set_at((0, i), (0, 0, 0, round(110 * (1 - i / depth) ** 2)))
    top = pygame.transform.smoothscale(ramp, (inner.width, depth))
    surface.blit(top, inner.topleft)
    surface.blit(pygame.transform.flip(top, False, True), (inner.left, inner.bottom - depth))
    left = pygame.transform.smoothscale(pygame.transform.rotate(ramp, 90), (depth, inner.height))
    surface.blit(left, inner.topleft)
    surface.blit(pygame.transform.flip(left, True, False), (inner.right - depth, inner.top))
