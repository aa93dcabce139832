"""The wins-over-time chart of the statistics screen: one bar for each day with games, as tall as the games
played that day, the games won in front of it in baize green, so a run of good days shows at a glance. Its
least widths, gaps and lines are lengths at density 1, taken through `dp` (game/ui/density.py)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.charts import BAR, BAR_EDGE, FALSE_BAR, FALSE_EDGE, LABEL, TICK, Chart, count_ticks, x_tick
from game.ui.density import dp
from game.ui.fonts import font


def wins_chart(
    size: tuple[int, int],
    px: int,
    title: str,
    days: Sequence[tuple[str, int, int]],
    legend: tuple[str, str],
    caption: str = "",
) -> Chart:
    """A chart on paper of `size` px, labels at `px`: `days` as (label under the bar, games played, games won),
    oldest first — as many of the latest as have room (at least 12 px a bar at density 1) — each a bar of the games played
    with the games won in front; `legend` names the two (played, won), `caption` sits right of the `title`.
    Day labels are thinned so none runs into the next."""
    chart = Chart(size, px, px + px // 3)
    chart.frame(title, caption)
    top = _legend(chart, ((FALSE_BAR, FALSE_EDGE, legend[0]), (BAR, BAR_EDGE, legend[1]))) if days else chart.top
    most = max((played for _, played, _ in days), default=1)
    ticks = count_ticks(most, 5)
    plot = chart.plot_area([str(t) for t in ticks], dp(4), 0, bottom_rows=1, top=top)
    room = max(1, plot.height // (chart.line_h * 3 // 2))
    ticks = count_ticks(most, room)
    chart.y_grid(plot, [(t, str(t)) for t in ticks], 0, ticks[-1], LABEL)
    shown = list(days)[-max(1, plot.width // max(dp(12), px)) :]
    slot = plot.width / max(1, len(shown))
    bar_w = max(dp(3), min(int(slot * 0.7), px * 3))
    label_w = max((font(px).size(label)[0] for label, _, _ in shown), default=0) + px
    every = next((k for k in range(1, len(shown) + 1) if k * slot >= label_w), len(shown) or 1)
    for i, (label, played, won) in enumerate(shown):
        x = round(plot.left + slot * (i + 0.5))
        for count, fill, edge in ((played, FALSE_BAR, FALSE_EDGE), (won, BAR, BAR_EDGE)):
            h = round(count / ticks[-1] * plot.height)
            if h:
                bar = pygame.Rect(x - bar_w // 2, plot.bottom - h, bar_w, h)
                pygame.draw.rect(chart.surface, fill, bar)
                pygame.draw.rect(chart.surface, edge, bar, width=dp(1))
        # Counted back from the newest day, so the latest is always labelled.
        if (len(shown) - 1 - i) % every == 0:
            x_tick(chart.surface, x, plot)
            rect = pygame.Rect((0, 0), font(px).size(label))
            rect.midtop = (x, plot.bottom + dp(TICK))
            rect.clamp_ip(chart.inner)  # the newest day's label stays on the paper
            chart.text(label, px, LABEL, topleft=rect.topleft)
    chart.axes(plot)
    return chart


def _legend(chart: Chart, items: Sequence[tuple[tuple[int, int, int], tuple[int, int, int], str]]) -> int:
    """A swatch of each bar's colours (fill, edge) and its name, in rows under the title, wrapping as needed;
    returns the bottom (px). (`Chart.legend` draws every bar swatch in one colour.)"""
    px, line_h, gap = chart.px, chart.line_h, dp(6)
    x, y = chart.inner.left, chart.top
    for fill, edge, label in items:
        w = px + gap + font(px).size(label)[0]
        if x > chart.inner.left and x + w > chart.inner.right:
            x, y = chart.inner.left, y + line_h
        box = pygame.Rect(x, y + (line_h - px) // 2, px, px)
        pygame.draw.rect(chart.surface, fill, box)
        pygame.draw.rect(chart.surface, edge, box, width=dp(1))
        chart.text(label, px, LABEL, midleft=(box.right + gap, y + line_h // 2))
        x += w + px * 3 // 2
    return y + line_h
