"""Speech bubbles for spoken calls (DESIGN.md "Captions"): cream paper with an ink edge, the call large in
DejaVu Serif Bold, the small print under it in DejaVu Sans ("Ann pays 1"), a tail pointing at the
speaker, and a soft shadow. Its floors (the least padding, the smallest type) are lengths at density 1, taken
through `dp` (game/ui/density.py)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.density import density, dp
from game.ui.fonts import fitting_size, min_px, render_text, wrap_text

TAILS = ("down", "up", "left", "right")
"""The sides a bubble's tail can come from: "down" means the bubble stands above the speaker."""

_EDGE = (92, 68, 44)
_PAPER_TOP = (252, 246, 230)
_PAPER_BOTTOM = (238, 224, 192)
_SUBLINE = (150, 30, 42)
_SUPERSAMPLE = 4  # 3 would leave the paper faintly translucent: smoothscale by 1/3 rounds 255 down to 253
# Unit vectors: the way each tail points, and across it.
_DIRECTIONS = {"down": (0, 1), "up": (0, -1), "left": (-1, 0), "right": (1, 0)}


def speech_bubble(words: str, subline: str | None, max_width: int, tail: str = "down", scale: float = 1.0) -> pygame.Surface:
    """A bubble saying `words` (DejaVu Serif Bold, 32 px × `scale`, never under `min_px()`) with `subline`
    under it in smaller sans (17 px × `scale`, at least `min_px()`), both wrapped so the whole surface is at
    most `max_width` px wide. `scale` is 1.0 for a 720 px high window (2.0 for a 1440 px one, as at density 2).

    The tail's tip is the middle of the surface's `tail` side: for "down" place the surface with
    `get_rect(midbottom=speaker_point)`, and likewise midtop, midleft, midright. Per-pixel alpha, so it
    can be faded with `set_alpha` (on a copy: the surface is cached by its arguments and shared).
    Raises ValueError for a tail not in TAILS."""
    if tail not in TAILS:
        raise ValueError(f"tail must be one of {', '.join(TAILS)}, not {tail!r}")
    return _speech_bubble(words, subline, max_width, tail, scale, density())


@lru_cache(maxsize=128)
def _speech_bubble(words: str, subline: str | None, max_width: int, tail: str, scale: float, at_density: float) -> pygame.Surface:
    """`speech_bubble`, cached; `at_density` (the density it was drawn at) keys the cache, as its floors follow it."""
    s = max(0.3 * at_density, scale)
    pad_x, pad_y = max(dp(8), round(16 * s)), max(dp(5), round(9 * s))
    tail_len, tail_half = max(dp(9), round(18 * s)), max(dp(6), round(11 * s))
    lift = max(dp(2), round(4 * s))  # the shadow's offset, down and right
    margin = lift + max(dp(2), round(3 * s))
    across = tail in ("left", "right")
    room = max_width - (tail_len + margin if across else 2 * margin) - 2 * pad_x
    lines = _lay_out_text(words, subline, max(dp(20), room), s)
    text_w = max(line.get_width() for line, __ in lines)
    text_h = sum(line.get_height() + gap for line, gap in lines)
    body = pygame.Rect(0, 0, text_w + 2 * pad_x, text_h + 2 * pad_y)
    width = body.width + (tail_len + margin if across else 2 * margin)
    height = body.height + (2 * margin if across else tail_len + margin)
    body.topleft = {
        "down": (margin, margin),
        "up": (margin, tail_len),
        "left": (tail_len, margin),
        "right": (margin, margin),
    }[tail]
    tip = {"down": (width / 2, height), "up": (width / 2, 0), "left": (0, height / 2), "right": (width, height / 2)}[tail]
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(dp(6), round(14 * s))
    edge = max(dp(2), round(2 * s))
    surface.blit(_shadow(surface.get_size(), body, tail, tip, tail_half, radius, lift), (0, 0))
    surface.blit(_paper(surface.get_size(), body, tail, tip, tail_half, radius, edge), (0, 0))
    y = body.top + pad_y
    for line, gap in lines:
        y += gap
        surface.blit(line, line.get_rect(midtop=(body.centerx, y)))
        y += line.get_height()
    return theme.for_display(surface)


def _lay_out_text(words: str, subline: str | None, room: int, s: float) -> list[tuple[pygame.Surface, int]]:
    """The rendered lines, each with the gap (px) above it: the call, a short brass rule, the small print."""
    call_px = max(min_px(), round(32 * s))
    small_px = max(min_px(), round(17 * s))
    longest = max(words.split(), key=len, default=words)
    call_px = fitting_size(longest, call_px, room, bold=True, serif=True)
    lines = [(_fit(render_text(line, call_px, theme.INK, bold=True, serif=True), room), 0)
             for line in wrap_text(words, call_px, room, bold=True, serif=True) or [""]]
    if subline:
        gap = max(dp(2), round(4 * s))
        rule = pygame.Surface((max(dp(12), min(room, round(60 * s))), max(dp(1), round(1.5 * s))), pygame.SRCALPHA)
        rule.fill((*theme.BRASS_DARK, 200))
        lines.append((rule, gap))
        small = wrap_text(subline, small_px, room)
        lines += [(_fit(render_text(line, small_px, _SUBLINE), room), gap if i == 0 else 0)
                  for i, line in enumerate(small)]
    return lines


def _fit(line: pygame.Surface, room: int) -> pygame.Surface:
    """A line narrowed to `room` px if even the smallest type could not make it fit (a very long word)."""
    if line.get_width() <= room:
        return line
    return pygame.transform.smoothscale(line, (room, line.get_height()))


def _outline(body: pygame.Rect, tail: str, tip: tuple[float, float], half: float, inset: float) -> list[tuple[float, float]]:
    """The tail, `inset` px in from its outline: a triangle from `tip` back to a base well inside the
    body, leaning a little to one side as a pen-drawn tail does."""
    dx, dy = _DIRECTIONS[tail]
    px, py = -dy, dx
    edge = {"down": (tip[0], body.bottom), "up": (tip[0], body.top), "left": (body.left, tip[1]), "right": (body.right, tip[1])}[tail]
    lean = half * 0.6
    bx, by = edge[0] - dx * half + px * lean, edge[1] - dy * half + py * lean
    w = max(1.0, half - inset * 1.2)
    return [(bx - px * w, by - py * w), (bx + px * w, by + py * w), (tip[0] - dx * inset * 2.2, tip[1] - dy * inset * 2.2)]


def _shape(size: tuple[int, int], body: pygame.Rect, tail: str, tip: tuple[float, float], half: float,
           radius: int, inset: int, color: tuple[int, ...]) -> pygame.Surface:
    """Body and tail in `color`, `inset` px in from their outline, drawn large and scaled down (smooth edges)."""
    k = _SUPERSAMPLE
    big = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
    rect = pygame.Rect(body.x * k, body.y * k, body.width * k, body.height * k).inflate(-2 * inset * k, -2 * inset * k)
    pygame.draw.rect(big, color, rect, border_radius=max(1, (radius - inset) * k))
    points = _outline(body, tail, tip, half, inset)
    pygame.draw.polygon(big, color, [(x * k, y * k) for x, y in points])
    return pygame.transform.smoothscale(big, size)


def _paper(size: tuple[int, int], body: pygame.Rect, tail: str, tip: tuple[float, float], half: float,
           radius: int, edge: int) -> pygame.Surface:
    """The ink edge, and inside it paper shading from light at the top to a warmer cream below."""
    outer = _shape(size, body, tail, tip, half, radius, 0, (*_EDGE, 255))
    inner = _shape(size, body, tail, tip, half, radius, edge, (255, 255, 255, 255))
    ramp = pygame.Surface((1, 2))
    ramp.set_at((0, 0), _PAPER_TOP)
    ramp.set_at((0, 1), _PAPER_BOTTOM)
    shading = pygame.transform.smoothscale(ramp, (size[0], size[1]))
    inner.blit(shading, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    outer.blit(inner, (0, 0))
    return outer


def _shadow(size: tuple[int, int], body: pygame.Rect, tail: str, tip: tuple[float, float], half: float,
            radius: int, lift: int) -> pygame.Surface:
    """The bubble's silhouette in translucent black, moved down and right by `lift` px and blurred."""
    shape = _shape(size, body.move(lift, lift), tail, (tip[0] + lift, tip[1] + lift), half, radius, 0, (0, 0, 0, 80))
    blur = max(2, lift)
    small = pygame.transform.smoothscale(shape, (max(1, size[0] // blur), max(1, size[1] // blur)))
    return pygame.transform.smoothscale(small, size)
