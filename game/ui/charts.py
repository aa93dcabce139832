"""Charts on paper, in the parlour palette: a `Chart` (frame, title, legend, plot area, axes and labels,
every text placed recorded so tests can check nothing overlaps), an anti-aliased `SmoothLayer` for lines
and points, and small helpers for ticks and wrapped labels. Snap's statistics draw with these; any game's
record can.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import pygame

from game.ui import theme
from game.ui.fonts import fitting_size, font, render_text

# Colours on the charts' paper, all from the parlour palette.
GRID = (228, 216, 188)
AXIS = theme.INK
LABEL = (88, 64, 44)
MEDIAN = theme.NAVY
P90 = theme.CLARET
BAR = theme.BAIZE
BAR_EDGE = theme.BAIZE_DARK
FALSE_BAR = (226, 196, 128)  # brass on paper, lightened so the lines in front stay clear
FALSE_EDGE = theme.BRASS_DARK

Texts = list[tuple[str, pygame.Rect]]
"""Every text placed on a chart or screen: (text, rect in px)."""

class Chart:
    """A chart on a sheet of paper of `size` px: a frame, a title row, an optional legend and a plot
    area with axes. `px` is the labels' text size, `title_px` the title's. Every text placed is
    recorded in `texts` as (text, rect in the chart's px)."""

    def __init__(self, size: tuple[int, int], px: int, title_px: int) -> None:
        self.surface = pygame.Surface(size, pygame.SRCALPHA)
        self.px = px
        self.title_px = title_px
        self.line_h = font(px).get_linesize()
        self.texts: Texts = []
        pad = max(10, px * 3 // 4)
        self.inner = self.surface.get_rect().inflate(-2 * pad, -2 * pad)
        self.top = self.inner.top

    def blit_text(self, image: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        self.surface.blit(image, rect)
        self.texts.append((text, pygame.Rect(rect)))

    def text(
        self, text: str, px: int, colour: tuple[int, ...], bold: bool = False, serif: bool = False, **anchor
    ) -> pygame.Rect:
        image = render_text(text, px, colour, bold=bold, serif=serif)
        rect = image.get_rect(**anchor)
        self.blit_text(image, rect, text)
        return rect

    def frame(self, title: str, caption: str) -> None:
        """The paper with a double brass rule, the title at the top left and `caption` at the right."""
        paper(self.surface, self.surface.get_rect())
        inner = self.inner
        caption_w = font(self.px).size(caption)[0]
        title_px = fitting_size(title, self.title_px, max(40, inner.width - caption_w - 12), bold=True, serif=True)
        title_rect = self.text(title, title_px, theme.WALNUT, bold=True, serif=True, topleft=inner.topleft)
        if title_rect.width + caption_w + 12 <= inner.width:
            self.text(caption, self.px, LABEL, bottomright=(inner.right, title_rect.bottom - max(1, title_px // 8)))
        self.top = title_rect.bottom + max(4, self.px // 3)

    def legend(self, items: Sequence[tuple[str, tuple[int, int, int], str]]) -> int:
        """Swatches and their names in rows under the title, wrapping as needed; returns the bottom (px)."""
        swatch = self.px * 2
        x, y = self.inner.left, self.top
        for kind, colour, label in items:
            w = swatch + 6 + font(self.px).size(label)[0]
            if x > self.inner.left and x + w > self.inner.right:
                x, y = self.inner.left, y + self.line_h
            mid = y + self.line_h // 2
            if kind in ("point", "ring"):  # a line through a point, filled or hollow as on the chart
                pygame.draw.line(self.surface, colour, (x, mid), (x + swatch, mid), max(2, round(self.px / 5)))
                radius = max(4, self.px // 4 + 1)
                pygame.draw.circle(self.surface, colour, (x + swatch // 2, mid), radius)
                if kind == "ring":
                    pygame.draw.circle(self.surface, theme.PAPER, (x + swatch // 2, mid), radius - 2)
            else:
                box = pygame.Rect(x + swatch // 4, mid - self.px // 2, swatch // 2, self.px)
                pygame.draw.rect(self.surface, FALSE_BAR, box)
                pygame.draw.rect(self.surface, FALSE_EDGE, box, width=1)
            self.text(label, self.px, LABEL, midleft=(x + swatch + 6, mid))
            x += w + self.px * 3 // 2
        return y + self.line_h

    def plot_area(
        self, left_labels: Sequence[str], right_room: int, top_room: int, bottom_rows: int, top: int | None = None
    ) -> pygame.Rect:
        """The plot's rect inside the paper, leaving room for the widest of `left_labels` on its left,
        `right_room` px on its right, `top_room` px above it (below `top`, by default the title's
        bottom) and `bottom_rows` lines of text below."""
        left = self.inner.left + max((font(self.px).size(t)[0] for t in left_labels), default=0) + 8
        right = self.inner.right - max(right_room, self.px // 2)
        top = (self.top if top is None else top) + top_room + self.line_h // 2
        bottom = self.inner.bottom - bottom_rows * self.line_h - 4
        return pygame.Rect(left, top, max(10, right - left), max(10, bottom - top))

    def y_grid(
        self,
        plot: pygame.Rect,
        ticks: Sequence[tuple[float, str]],
        low: float,
        high: float,
        colour: tuple[int, int, int],
    ) -> None:
        """Horizontal grid lines at each tick value (between `low` at the bottom and `high` at the top),
        labelled on the left."""
        for value, label in ticks:
            y = round(plot.bottom - (value - low) / (high - low) * plot.height)
            if value != low:
                pygame.draw.line(self.surface, GRID, (plot.left + 1, y), (plot.right - 1, y))
            pygame.draw.line(self.surface, AXIS, (plot.left - 3, y), (plot.left, y))
            self.text(label, self.px, colour, midright=(plot.left - 6, y))

    def axes(self, plot: pygame.Rect, right: bool = False) -> None:
        pygame.draw.line(self.surface, AXIS, plot.bottomleft, plot.topleft, 2)
        pygame.draw.line(self.surface, AXIS, (plot.left, plot.bottom), (plot.right, plot.bottom), 2)
        if right:
            pygame.draw.line(self.surface, FALSE_EDGE, (plot.right, plot.bottom), (plot.right, plot.top), 2)

    def x_label(self, text: str, x: int, plot: pygame.Rect, tick: bool = True) -> pygame.Rect:
        if tick:
            pygame.draw.line(self.surface, AXIS, (x, plot.bottom), (x, plot.bottom + 4), 2)
        return self.text(text, self.px, LABEL, midtop=(x, plot.bottom + 4))

    def x_axis_title(self, text: str, plot: pygame.Rect) -> None:
        px = fitting_size(text, self.px, self.inner.width)
        self.text(text, px, LABEL, bold=True, midtop=(plot.centerx, plot.bottom + 4 + self.line_h))

    def caption_centre(self, text: str, plot: pygame.Rect) -> None:
        px = fitting_size(text, self.px + 2, plot.width)
        self.text(text, px, LABEL, center=plot.center)


class SmoothLayer:
    """Lines and points drawn at twice the size and scaled down: smooth edges at any thickness."""

    SCALE = 2

    def __init__(self, size: tuple[int, int]) -> None:
        self.surface = pygame.Surface((size[0] * self.SCALE, size[1] * self.SCALE), pygame.SRCALPHA)

    def _at(self, p: tuple[float, float]) -> tuple[int, int]:
        return round(p[0] * self.SCALE), round(p[1] * self.SCALE)

    def polyline(self, points: Sequence[tuple[float, float] | None], colour: tuple[int, int, int], width: int) -> None:
        """Join consecutive points; a None breaks the line (a session without a valid call)."""
        w = width * self.SCALE
        for a, b in itertools.pairwise(points):
            if a is not None and b is not None:
                pygame.draw.line(self.surface, colour, self._at(a), self._at(b), w)
                pygame.draw.circle(self.surface, colour, self._at(b), w // 2)

    def point(self, p: tuple[float, float], radius: int, colour: tuple[int, int, int], hollow: bool) -> None:
        r = radius * self.SCALE
        pygame.draw.circle(self.surface, colour, self._at(p), r)
        if hollow:
            pygame.draw.circle(self.surface, theme.PAPER, self._at(p), r - 2 * self.SCALE)

    def blit_onto(self, target: pygame.Surface) -> None:
        target.blit(pygame.transform.smoothscale(self.surface, target.get_size()), (0, 0))


def paper(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A sheet of cream paper with a double brass rule round it (drawn onto `surface` at `rect`)."""
    pygame.draw.rect(surface, theme.PAPER, rect, border_radius=10)
    pygame.draw.rect(surface, theme.BRASS_DARK, rect, width=2, border_radius=10)
    pygame.draw.rect(surface, theme.BRASS, rect.inflate(-8, -8), width=1, border_radius=7)


def triangle(surface: pygame.Surface, rect: pygame.Rect, left: bool) -> None:
    """A cream arrowhead in the middle of `rect`, pointing left or right."""
    d = max(5, rect.height // 5)
    cx, cy = rect.center
    tip = -d if left else d
    pygame.draw.polygon(surface, theme.CREAM, [(cx + tip, cy), (cx - tip, cy - d), (cx - tip, cy + d)])


def dashed_vline(
    surface: pygame.Surface, colour: tuple[int, int, int], x: int, top: int, bottom: int, width: int
) -> None:
    dash = max(6, width * 3)
    for y in range(top, bottom, dash * 2):
        pygame.draw.line(surface, colour, (x, y), (x, min(bottom, y + dash)), width)


def nice_step(span: float, most: int) -> float:
    """The smallest step of 1, 2, 2.5 or 5 × 10^k that cuts `span` into at most `most` steps."""
    raw = max(span, 1e-9) / max(1, most)
    scale = 10 ** math.floor(math.log10(raw))
    return next(m * scale for m in (1, 2, 2.5, 5, 10) if m * scale >= raw)


def count_ticks(most: int, at_most: int) -> list[int]:
    """Whole-number ticks 0, step, … up to at least `most` (a count), no more than `at_most` + 1 of them."""
    step = 1
    while True:
        for m in (1, 2, 5):
            s = m * step
            if math.ceil(max(1, most) / s) <= max(1, at_most):
                return list(range(0, math.ceil(max(1, most) / s) * s + 1, s))
        step *= 10


def fit_lines(text: str, px: int, width: int, max_lines: int, bold: bool = False) -> list[str]:
    """`text` in at most `max_lines` lines, each no wider than `width` px at `px`: broken after a space or
    a path separator where one is near the end of a full line, else wherever the line is full (a long
    file path). If it still does not fit, the last line keeps the end of the text (the file name) after
    a "…"."""
    f = font(px, bold=bold)

    def fits(part: str) -> bool:
        return f.size(part)[0] <= width

    lines: list[str] = []
    rest = text.strip()
    while rest and len(lines) < max_lines - 1 and not fits(rest):
        full = 1
        while full < len(rest) and fits(rest[: full + 1]):
            full += 1
        breaks = [i + 1 for i, ch in enumerate(rest[:full]) if ch in " /\\"]
        cut = breaks[-1] if breaks and breaks[-1] > full // 2 else full
        lines.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    if rest:
        if not fits(rest):
            while len(rest) > 1 and not fits("…" + rest):
                rest = rest[1:]
            rest = "…" + rest
        lines.append(rest)
    return lines
