"""Charts on paper, in the parlour palette: a `Chart` (frame, title, legend, plot area, axes and labels,
every text placed recorded so tests can check nothing overlaps), an anti-aliased `SmoothLayer` for lines
and points, and small helpers for ticks and wrapped labels. Snap's statistics draw with these; any game's
record can. Paddings, gaps, lines and marks are lengths designed at density 1, taken through `dp`
(game/ui/density.py), so a chart at density 2 is the chart at 1 in twice the pixels.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import pygame

from game.ui import theme
from game.ui.density import dp
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
TICK = 4
"""How far (px at density 1) a tick reaches below the plot, and its label stands below it."""
RING = 2
"""How thick (px at density 1) a hollow point's ring is."""


def line_width(px: int) -> int:
    """How thick (px) a chart's line of points is beside labels of `px`: a fifth of them, at least 2 px at
    density 1."""
    return max(dp(2), round(px / 5))


def point_radius(px: int) -> int:
    """The radius (px) of a chart's point beside labels of `px`: a quarter of them and a px, at least 4 px at
    density 1."""
    return max(dp(4), px // 4 + dp(1))


def x_tick(surface: pygame.Surface, x: int, plot: pygame.Rect) -> None:
    """A tick under the plot's foot at `x` (px), `TICK` long and 2 px wide at density 1."""
    pygame.draw.line(surface, AXIS, (x, plot.bottom), (x, plot.bottom + dp(TICK)), dp(2))


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
        pad = max(dp(10), px * 3 // 4)
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
        between = dp(12)  # the title and the caption
        title_px = fitting_size(title, self.title_px, max(dp(40), inner.width - caption_w - between), bold=True, serif=True)
        title_rect = self.text(title, title_px, theme.WALNUT, bold=True, serif=True, topleft=inner.topleft)
        if title_rect.width + caption_w + between <= inner.width:
            self.text(caption, self.px, LABEL, bottomright=(inner.right, title_rect.bottom - max(dp(1), title_px // 8)))
        self.top = title_rect.bottom + max(dp(4), self.px // 3)

    def legend(self, items: Sequence[tuple[str, tuple[int, int, int], str]]) -> int:
        """Swatches and their names in rows under the title, wrapping as needed; returns the bottom (px)."""
        swatch, gap = self.px * 2, dp(6)
        x, y = self.inner.left, self.top
        for kind, colour, label in items:
            w = swatch + gap + font(self.px).size(label)[0]
            if x > self.inner.left and x + w > self.inner.right:
                x, y = self.inner.left, y + self.line_h
            mid = y + self.line_h // 2
            if kind in ("point", "ring"):  # a line through a point, filled or hollow as on the chart
                pygame.draw.line(self.surface, colour, (x, mid), (x + swatch, mid), line_width(self.px))
                radius = point_radius(self.px)
                pygame.draw.circle(self.surface, colour, (x + swatch // 2, mid), radius)
                if kind == "ring":
                    pygame.draw.circle(self.surface, theme.PAPER, (x + swatch // 2, mid), radius - dp(RING))
            else:
                box = pygame.Rect(x + swatch // 4, mid - self.px // 2, swatch // 2, self.px)
                pygame.draw.rect(self.surface, FALSE_BAR, box)
                pygame.draw.rect(self.surface, FALSE_EDGE, box, width=dp(1))
            self.text(label, self.px, LABEL, midleft=(x + swatch + gap, mid))
            x += w + self.px * 3 // 2
        return y + self.line_h

    def plot_area(
        self, left_labels: Sequence[str], right_room: int, top_room: int, bottom_rows: int, top: int | None = None
    ) -> pygame.Rect:
        """The plot's rect inside the paper, leaving room for the widest of `left_labels` on its left,
        `right_room` px on its right, `top_room` px above it (below `top`, by default the title's
        bottom) and `bottom_rows` lines of text below."""
        left = self.inner.left + max((font(self.px).size(t)[0] for t in left_labels), default=0) + dp(8)
        right = self.inner.right - max(right_room, self.px // 2)
        top = (self.top if top is None else top) + top_room + self.line_h // 2
        bottom = self.inner.bottom - bottom_rows * self.line_h - dp(TICK)
        least = dp(10)
        return pygame.Rect(left, top, max(least, right - left), max(least, bottom - top))

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
        line = dp(1)
        for value, label in ticks:
            y = round(plot.bottom - (value - low) / (high - low) * plot.height)
            if value != low:
                pygame.draw.line(self.surface, GRID, (plot.left + line, y), (plot.right - line, y), line)
            pygame.draw.line(self.surface, AXIS, (plot.left - dp(3), y), (plot.left, y), line)
            self.text(label, self.px, colour, midright=(plot.left - dp(6), y))

    def axes(self, plot: pygame.Rect, right: bool = False) -> None:
        axis = dp(2)
        pygame.draw.line(self.surface, AXIS, plot.bottomleft, plot.topleft, axis)
        pygame.draw.line(self.surface, AXIS, (plot.left, plot.bottom), (plot.right, plot.bottom), axis)
        if right:
            pygame.draw.line(self.surface, FALSE_EDGE, (plot.right, plot.bottom), (plot.right, plot.top), axis)

    def x_label(self, text: str, x: int, plot: pygame.Rect, tick: bool = True) -> pygame.Rect:
        if tick:
            x_tick(self.surface, x, plot)
        return self.text(text, self.px, LABEL, midtop=(x, plot.bottom + dp(TICK)))

    def x_axis_title(self, text: str, plot: pygame.Rect) -> None:
        px = fitting_size(text, self.px, self.inner.width)
        self.text(text, px, LABEL, bold=True, midtop=(plot.centerx, plot.bottom + dp(TICK) + self.line_h))

    def caption_centre(self, text: str, plot: pygame.Rect) -> None:
        px = fitting_size(text, self.px + dp(2), plot.width)
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
        """A point of `radius` px at `p`, filled, or when `hollow` a ring (`RING` px thick at density 1)."""
        r = radius * self.SCALE
        pygame.draw.circle(self.surface, colour, self._at(p), r)
        if hollow:
            pygame.draw.circle(self.surface, theme.PAPER, self._at(p), r - dp(RING) * self.SCALE)

    def blit_onto(self, target: pygame.Surface) -> None:
        target.blit(pygame.transform.smoothscale(self.surface, target.get_size()), (0, 0))


def scores_chart(
    size: tuple[int, int],
    px: int,
    title: str,
    games: Sequence[tuple[int, bool]],
    most: int,
    ticks: Sequence[int],
    ends: tuple[str, str],
    kinds: tuple[str, str],
) -> Chart:
    """A chart of a player's scores over their games, on paper of `size` px with labels at `px`: `games` as
    (score, marked) oldest first, each a point on a line from 0 to `most` on the left axis (grid lines at
    `ticks`, thinned where the plot is short), a marked game a filled claret point and any other a navy ring,
    named in a legend by `kinds` (marked, other; only the kinds on the chart), the last a size larger. `ends`
    label the first and the last game under their points (the first left out where it would run into the
    last)."""
    chart = Chart(size, px, px + px // 3)
    chart.frame(title, "")
    legend = [("point", theme.CLARET, kinds[0], True), ("ring", theme.NAVY, kinds[1], False)]
    top = chart.legend([(kind, colour, label) for kind, colour, label, marked in legend if any(m == marked for _, m in games)])
    radius = point_radius(px)
    plot = chart.plot_area([str(t) for t in ticks], radius + dp(4), radius, bottom_rows=1, top=top)
    # Grid labels at least a line and a half apart, always from 0; the ticks' steps are kept whole.
    room = max(1, int(plot.height / (chart.line_h * 1.5)))
    spans = len(ticks) - 1
    every = next((k for k in range(1, spans + 1) if spans % k == 0 and spans // k <= room), max(1, spans))
    chart.y_grid(plot, [(t, str(t)) for t in ticks[::every]], 0, most, LABEL)
    slot = plot.width / max(1, len(games))
    points = [(plot.left + slot * (i + 0.5), plot.bottom - score / most * plot.height) for i, (score, __) in enumerate(games)]
    layer = SmoothLayer(chart.surface.get_size())
    layer.polyline(points, LABEL, max(dp(1), px // 8))
    for i, ((_, marked), point) in enumerate(zip(games, points)):
        # The last game (the one just played, on the results screen) stands out a size larger.
        size_up = radius + max(dp(2), radius // 2) if i == len(games) - 1 else radius
        layer.point(point, size_up, theme.CLARET if marked else theme.NAVY, hollow=not marked)
    layer.blit_onto(chart.surface)
    chart.axes(plot)
    if not games:
        return chart
    # Under the first and the last point, each label kept clear of the left axis's numbers and inside the
    # paper (a point sits near either end); the first is left out where the two would run into each other.
    last = _under(chart, ends[1], round(points[-1][0]), plot)
    labels = [(ends[1], last, round(points[-1][0]))]
    first = _under(chart, ends[0], round(points[0][0]), plot)
    if len(games) > 1 and first.right + px <= last.left:
        labels.append((ends[0], first, round(points[0][0])))
    for text, rect, x in labels:
        x_tick(chart.surface, x, plot)
        chart.text(text, px, LABEL, topleft=rect.topleft)
    return chart


def _under(chart: Chart, text: str, x: int, plot: pygame.Rect) -> pygame.Rect:
    """Where `text` goes under the point at `x` (px): centred on it, within the plot's left and the paper's
    right."""
    rect = pygame.Rect((0, 0), font(chart.px).size(text))
    rect.midtop = (x, plot.bottom + dp(TICK))
    rect.right = min(rect.right, chart.inner.right)
    rect.left = max(rect.left, plot.left)
    return rect


def paper(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A sheet of cream paper with a double brass rule round it (drawn onto `surface` at `rect`): the outer
    rule 2 px, the inner 1 px and 4 px inside it, at density 1."""
    corner, inset = dp(10), dp(4)
    pygame.draw.rect(surface, theme.PAPER, rect, border_radius=corner)
    pygame.draw.rect(surface, theme.BRASS_DARK, rect, width=dp(2), border_radius=corner)
    pygame.draw.rect(surface, theme.BRASS, rect.inflate(-2 * inset, -2 * inset), width=dp(1), border_radius=dp(7))


def triangle(surface: pygame.Surface, rect: pygame.Rect, left: bool) -> None:
    """A cream arrowhead in the middle of `rect`, pointing left or right: a fifth of its height, at least 5 px
    at density 1."""
    d = max(dp(5), rect.height // 5)
    cx, cy = rect.center
    tip = -d if left else d
    pygame.draw.polygon(surface, theme.CREAM, [(cx + tip, cy), (cx - tip, cy - d), (cx - tip, cy + d)])


def dashed_vline(
    surface: pygame.Surface, colour: tuple[int, int, int], x: int, top: int, bottom: int, width: int
) -> None:
    dash = max(dp(6), width * 3)
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
