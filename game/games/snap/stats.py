"""Snap statistics: one player's reaction times as pictures, and an export of their calls as CSV.

The screen, top to bottom: the heading; the player (◀ name ▶: Left/Right or the arrows switch); a line of
key figures in family words (calls; "typical", the median; "slowest 1 in 10", the 90th percentile; false
snaps; won); two charts on paper side by side — a histogram of valid reaction times with the typical time
marked, and the trend over sessions (the typical and slowest-1-in-10 lines, the false-snap rate as small
bars on a secondary axis); the Export CSV (E) and Back
(Esc) buttons; one line for the export's outcome or the keys.

Everything is laid out in `resize` (the charts are drawn there onto cached surfaces), so `draw` only
blits. Every piece of text placed is recorded in `text_rects()`, so tests can check nothing overlaps or
is cut off at any window size. Sizes follow the window within bounds designed at density 1, taken through `dp`
(game/ui/density.py).
"""

from __future__ import annotations

import logging
import math
from datetime import datetime
from typing import TYPE_CHECKING

import pygame

from game.games.snap.reaction_log import (
    CallKind,
    ReactionLog,
    SessionSummary,
    export_name,
    histogram,
    overall,
    players,
    sessions,
)
from game.i18n import N_, _, ngettext
from game.stage.stats_page import StatsPage
from game.ui import theme
from game.ui.charts import (
    BAR,
    BAR_EDGE,
    FALSE_BAR,
    FALSE_EDGE,
    LABEL,
    MEDIAN,
    P90,
    Chart,
    SmoothLayer,
    Texts,
    count_ticks,
    dashed_vline,
    line_width,
    nice_step,
    paper,
    point_radius,
    triangle,
)
from game.ui.density import dp
from game.ui.fonts import fitting_size, font, min_px, render_text, wrap_text
from game.ui.widgets import draw_button

if TYPE_CHECKING:
    from game.stage.scene import Host

log = logging.getLogger(__name__)

EMPTY_TEXT = N_("No Snap calls recorded yet — choose Practise Snap on the title screen.")
HINT_TEXT = N_("Left / Right: another player    E: export CSV    Esc: back")
HINT_ONE_PLAYER = N_("E: export CSV    Esc: back")
MONTHS = (
    N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"),
    N_("Jul"), N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"),
)
"""The months as the trend chart's dates show them ("25 Nov")."""
BIN_MS, LOW_MS, HIGH_MS = 50, 150, 1000




class StatsScene(StatsPage):
    """One player's Snap statistics from the reactions log in the app's data folder.

    `player`: whose statistics to show first; by default (or when they have no calls) whoever called
    most recently. Widgets for tests: "prev" and "next" (only when there are two players or more),
    "export" (only when there is a call), "back".
    """

    def __init__(self, app: Host, player: str | None = None) -> None:
        super().__init__(app)
        self.log = ReactionLog(app.store.root)
        self.records = self.log.load()
        self.players = players(self.records)
        self.index = self.players.index(player) if player in self.players else 0
        self.focus = "back"
        self.hover: str | None = None
        self._summary: SessionSummary | None = None
        self._sessions: list[SessionSummary] = []
        self._bins: list[tuple[float, int]] = []
        self._panels: list[tuple[pygame.Surface, pygame.Rect, Texts]] = []
        self.rules: list[tuple[tuple[int, int], tuple[int, int]]] = []
        """The brass rules between the key figures, as (start, end) points in px."""
        self.empty_card = pygame.Rect(0, 0, 0, 0)
        """Where the paper with the "no calls yet" sentence is, when nobody has a call."""
        self._size = app.size
        self._summarise()

    # -- data -------------------------------------------------------------------------------------

    @property
    def player(self) -> str | None:
        """The player shown, or None when nobody has a call yet."""
        return self.players[self.index] if self.players else None

    def _summarise(self) -> None:
        if self.player is None:
            return
        self._summary = overall(self.records, self.player)
        self._sessions = sessions(self.records, self.player)
        # The histogram reaches to the slowest valid call (in whole 100 ms, from 500 to 1000 ms), so a
        # quick player's bars are not squeezed into the left of the chart; slower calls share the last bar.
        slowest = max((r.ms for r in self.records if r.player == self.player and r.kind is CallKind.VALID), default=0)
        self.high_ms = int(min(HIGH_MS, max(500, math.ceil(slowest / 100) * 100)))
        self._bins = histogram(self.records, self.player, BIN_MS, LOW_MS, self.high_ms)

    def switch(self, step: int) -> None:
        """Show the player `step` places on in the list (wrapping)."""
        if len(self.players) < 2:
            return
        self.index = (self.index + step) % len(self.players)
        self.message = ""
        self._summarise()
        self.resize(self._size)

    def export(self) -> None:
        """Write the shown player's calls to exports/reactions-<name>-<date_time>.csv in the data folder,
        and say where (or, in one sentence, why not)."""
        if self.player is None:
            return
        path = self.app.store.root / "exports" / export_name(self.player, datetime.now())
        player = self.player
        self._export(path, lambda to: self.log.export_csv(player, to), f"{player}'s reaction times")

    # -- input ------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop()
            elif event.key == pygame.K_LEFT:
                self.switch(-1)
            elif event.key == pygame.K_RIGHT:
                self.switch(1)
            elif event.key == pygame.K_e:
                self.export()
            elif event.key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN) and self.player is not None:
                self.focus = "export" if self.focus == "back" else "back"
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._activate(self.focus)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self._widget_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            name = self._widget_at(event.pos)
            if name is not None:
                if name in ("export", "back"):
                    self.focus = name
                self._activate(name)

    def _activate(self, name: str) -> None:
        if name == "back":
            self.app.pop()
        elif name == "export":
            self.export()
        elif name in ("prev", "next"):
            self.switch(-1 if name == "prev" else 1)

    def text_rects(self) -> Texts:
        """Every piece of text on screen as (text, rect in window px): for layout tests."""
        placed = [(text, pygame.Rect(rect)) for __, rect, text in self._texts + self._message_texts]
        for __, panel, texts in self._panels:
            placed.extend((text, rect.move(panel.topleft)) for text, rect in texts)
        return placed

    def panel_rects(self) -> list[pygame.Rect]:
        """The chart panels' rects (window px): the histogram, then the trend."""
        return [pygame.Rect(rect) for __, rect, __ in self._panels]

    # -- layout -----------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self._size = size
        width, height = size
        rim = theme.rim_width(size)
        margin = rim + max(dp(8), width // 64)
        self._texts = []
        self.buttons = {}
        self._panels = []
        self.rules = []

        # The bottom: one line of 2 rows for the export's outcome (or the keys), the buttons above it.
        self._layout_bottom(size, margin)
        buttons = [("export", _("Export CSV")), ("back", _("Back"))] if self.player is not None else [("back", _("Back"))]
        buttons_top = self._layout_buttons(size, margin, buttons, gap=max(dp(16), width // 40))
        y = self._layout_heading(size, margin, _("Snap reactions"))
        if self.player is None:
            self._layout_empty(margin, y, buttons_top)
            self._place_message()
            return
        y = self._layout_player(size, margin, y, self.player, serif=True)

        # The key figures: value over caption, in equal columns.
        y = self._layout_figures(margin, y, width - 2 * margin, height) + max(dp(6), height // 60)

        # The charts, side by side on paper.
        area = pygame.Rect(margin, y, width - 2 * margin, buttons_top - max(dp(8), height // 50) - y)
        area.width = min(area.width, int(height * 2.1))
        area.centerx = width // 2
        between = max(dp(14), width // 60)
        left_w = int((area.width - between) * 0.46)
        hist = pygame.Rect(area.left, area.top, left_w, area.height)
        trend = pygame.Rect(hist.right + between, area.top, area.right - hist.right - between, area.height)
        chart_px = max(min_px(), min(dp(22), height // 48))
        title_px = max(dp(16), min(dp(30), height // 30))
        for rect, build in ((hist, self._build_histogram), (trend, self._build_trend)):
            chart = Chart(rect.size, chart_px, title_px)
            build(chart)
            self._panels.append((chart.surface, rect, chart.texts))
        self._place_message()

    def _layout_figures(self, left: int, top: int, width: int, height: int) -> int:
        s = self._summary
        assert s is not None
        figures = [
            (str(s.calls), ngettext("call", "calls", s.calls)),
            (_ms(s.median_ms), _("typical")),
            (_ms(s.p90_ms), _("slowest 1 in 10")),
            (f"{s.false_rate:.0%}".replace("%", " %"), _("false snaps")),
            (f"{s.won_rate:.0%}".replace("%", " %"), _("won")),
        ]
        width = min(width, max(dp(560), height * 3 // 2))
        left = (self._size[0] - width) // 2
        value_px = max(dp(18), min(dp(34), height // 24))
        caption_px = max(min_px(), min(dp(22), height // 48))
        # Each column as wide as its figure needs plus an equal share of the room left, so a long caption
        # ("slowest 1 in 10") keeps clear of the rules between the columns.
        pad = max(dp(16), width // 50)
        needs = [max(font(value_px, bold=True).size(v)[0], font(caption_px).size(c)[0]) + pad for v, c in figures]
        spare = width - sum(needs)
        columns = [n + spare // len(figures) for n in needs] if spare >= 0 else [width // len(figures)] * len(figures)
        value_h = font(value_px, bold=True).get_linesize()
        bottom = top + value_h + font(caption_px).get_linesize()
        x = left
        for i, ((value, caption), column) in enumerate(zip(figures, columns)):
            if i:
                self.rules.append(((x, top + dp(4)), (x, bottom - dp(4))))
            centre = x + column // 2
            px = fitting_size(value, value_px, column - pad, bold=True)
            self._put(value, px, theme.CREAM, bold=True, midtop=(centre, top))
            px = fitting_size(caption, caption_px, column - pad)
            self._put(caption, px, theme.BRASS_LIGHT, midtop=(centre, top + value_h))
            x += column
        return bottom

    def _layout_empty(self, margin: int, top: int, bottom: int) -> None:
        width, height = self._size
        px = max(dp(16), min(dp(30), height // 28))
        card_w = min(width - 2 * margin, max(dp(420), width // 2))
        lines = wrap_text(_(EMPTY_TEXT), px, card_w - 2 * px)
        while px > min_px() and any(font(px).size(line)[0] > card_w - 2 * px for line in lines):
            px -= 1
            lines = wrap_text(_(EMPTY_TEXT), px, card_w - 2 * px)
        line_h = font(px).get_linesize()
        card = pygame.Rect(0, 0, card_w, line_h * len(lines) + 2 * px)
        card.center = (width // 2, (top + bottom) // 2)
        self.empty_card = card
        for i, line in enumerate(lines):
            self._put(line, px, theme.INK, midtop=(card.centerx, card.top + px + i * line_h))

    def _keys_hint(self) -> str:
        if self.player is None:
            return _("Esc: back")
        return _(HINT_TEXT if len(self.players) > 1 else HINT_ONE_PLAYER)

    # -- the charts -------------------------------------------------------------------------------

    def _build_histogram(self, chart: Chart) -> None:
        s = self._summary
        assert s is not None
        chart.frame(_("Reaction times"), ngettext("{n} valid call", "{n} valid calls", s.valid).format(n=s.valid))
        bins = self._bins
        high = self.high_ms
        overflow = f"{high}+"
        most = max(count for __, count in bins)
        marker_h = chart.line_h if s.median_ms is not None else 0
        plot = chart.plot_area(
            left_labels=[str(max(10, most * 5))],
            right_room=font(chart.px).size(overflow)[0] // 2,
            top_room=marker_h + dp(4),
            bottom_rows=2,
        )
        if not s.valid:
            chart.axes(plot)
            chart.caption_centre(_("No valid calls yet"), plot)
            chart.x_axis_title(_("reaction time (ms)"), plot)
            return
        ticks = count_ticks(most, max(2, plot.height // (chart.line_h * 2)))
        top_count = ticks[-1]
        chart.y_grid(plot, [(t, str(t)) for t in ticks], 0, top_count, LABEL)
        bar_w = plot.width / len(bins)

        def x_of(ms: float) -> float:
            return plot.left + (ms - LOW_MS) / BIN_MS * bar_w

        line = dp(1)  # a bar's edge, its lit top and the gap either side of it
        for i, (start, count) in enumerate(bins):
            if not count:
                continue
            h = max(line, round(count / top_count * plot.height))
            x0, x1 = round(plot.left + i * bar_w), round(plot.left + (i + 1) * bar_w)
            bar = pygame.Rect(x0 + line, plot.bottom - h, max(line, x1 - x0 - 2 * line), h)
            last = i == len(bins) - 1
            pygame.draw.rect(chart.surface, BAR_EDGE if last else BAR, bar)
            pygame.draw.rect(chart.surface, BAR_EDGE, bar, width=line)
            lit = bar.top + line
            pygame.draw.line(chart.surface, theme.BAIZE_LIGHT, (bar.left + line, lit), (bar.right - 2 * line, lit), line)
        chart.axes(plot)
        # x labels: every `step` ms at the bin edges, and "<high>+" under the last bar.
        label_w = font(chart.px).size(str(high))[0] + chart.px
        step = next((s for s in (100, 200, 250) if (s / BIN_MS) * bar_w >= label_w), 500)
        end = chart.x_label(overflow, round(x_of(high + BIN_MS / 2)), plot, tick=False)
        for ms in range(math.ceil(LOW_MS / step) * step, high, step):
            x = round(x_of(ms))
            # An edge near the end (800 when the end is "900+") is left unlabelled rather than crowd it.
            if x + font(chart.px).size(str(ms))[0] // 2 + chart.px // 2 <= end.left:
                chart.x_label(str(ms), x, plot)
        chart.x_axis_title(_("reaction time (ms)"), plot)
        # The median: a line up through the bars (on a paper halo so it shows on them), its value above.
        median = s.median_ms
        assert median is not None
        x = round(x_of(min(max(median, LOW_MS), high + BIN_MS)))
        line_w = max(dp(2), chart.px // 7)
        top, bottom = plot.top - dp(2), plot.bottom - line
        pygame.draw.line(chart.surface, theme.PAPER, (x, top), (x, bottom), line_w + dp(4))
        dashed_vline(chart.surface, MEDIAN, x, top, bottom, line_w)
        text = _("typical {ms} ms").format(ms=f"{median:.0f}")
        image = render_text(text, chart.px, MEDIAN, bold=True)
        rect = image.get_rect(midbottom=(x, plot.top - dp(3)))
        rect.clamp_ip(pygame.Rect(chart.inner.left, 0, chart.inner.width, chart.surface.get_height()))
        chart.blit_text(image, rect, text)

    def _build_trend(self, chart: Chart) -> None:
        summaries = self._sessions
        total = len(summaries)
        legend = [("point", MEDIAN, _("typical")), ("ring", P90, _("slowest 1 in 10")), ("bar", FALSE_BAR, _("false snaps"))]
        right_room = font(chart.px).size("100 %")[0] + dp(8)
        # Sessions are numbered from the player's first; as many of the latest as have room are shown.
        most_left = font(chart.px).size(_("{ms} ms").format(ms=1000))[0] + dp(8)
        room = max(3, (chart.inner.width - most_left - right_room) // max(dp(12), chart.px))
        shown = summaries[-room:]
        first_number = total - len(shown) + 1
        if len(shown) == total:
            caption = ngettext("{n} session", "{n} sessions", total).format(n=total)
        else:
            caption = _("last {shown} of {total}").format(shown=len(shown), total=total)
        chart.frame(_("Over sessions"), caption)
        top = chart.legend(legend) + chart.px // 2
        values = [v for s in shown for v in (s.median_ms, s.p90_ms) if v is not None]
        lo, hi = (min(values), max(values)) if values else (300.0, 600.0)
        rate_top = next(r for r in (0.1, 0.2, 0.25, 0.5, 1.0) if r >= min(1.0, max(s.false_rate for s in shown) * 2.5))
        # The ms axis: nice steps, with room below the lines for the false-snap bars.
        height = chart.plot_area(["1000"], right_room, top_room=0, bottom_rows=2, top=top).height
        span = max(hi - lo, 40.0)
        lo_axis_guess = max(0.0, lo - span * 0.45)
        step = nice_step(hi - lo_axis_guess, max(2, height // (chart.line_h * 2)))
        lo_axis = math.floor(lo_axis_guess / step) * step
        hi_axis = max(math.ceil(hi / step) * step, lo_axis + step)
        count = round((hi_axis - lo_axis) / step)
        ticks = [(lo_axis + i * step, f"{lo_axis + i * step:.0f}") for i in range(count + 1)]
        ticks[-1] = (hi_axis, _("{ms} ms").format(ms=f"{hi_axis:.0f}"))  # the unit, once, at the top of the axis
        plot = chart.plot_area([label for __, label in ticks], right_room, top_room=0, bottom_rows=2, top=top)
        chart.y_grid(plot, ticks, lo_axis, hi_axis, LABEL)
        # The secondary axis on the right: the false-snap rate.
        for value in (0.0, rate_top / 2, rate_top):
            y = round(plot.bottom - value / rate_top * plot.height)
            text = f"{value * 100:.0f} %" if (value * 100).is_integer() else f"{value * 100:.1f} %"
            image = render_text(text, chart.px, FALSE_EDGE)
            chart.blit_text(image, image.get_rect(midleft=(plot.right + dp(6), y)), text)
            pygame.draw.line(chart.surface, FALSE_EDGE, (plot.right, y), (plot.right + dp(3), y), dp(1))
        slot = plot.width / len(shown)
        xs = [plot.left + slot * (i + 0.5) for i in range(len(shown))]
        bar_w = max(dp(4), min(int(slot * 0.35), chart.px * 5 // 4))
        for x, s in zip(xs, shown):
            h = round(s.false_rate / rate_top * plot.height)
            if h:
                bar = pygame.Rect(round(x - bar_w / 2), plot.bottom - h, bar_w, h)
                pygame.draw.rect(chart.surface, FALSE_BAR, bar)
                pygame.draw.rect(chart.surface, FALSE_EDGE, bar, width=dp(1))

        def y_of(ms: float) -> float:
            return plot.bottom - (ms - lo_axis) / (hi_axis - lo_axis) * plot.height

        thick = line_width(chart.px)
        radius = point_radius(chart.px)
        layer = SmoothLayer(chart.surface.get_size())
        for colour, pick, hollow in ((P90, lambda s: s.p90_ms, True), (MEDIAN, lambda s: s.median_ms, False)):
            points = [(x, y_of(v)) if (v := pick(s)) is not None else None for x, s in zip(xs, shown)]
            layer.polyline(points, colour, thick)
            for p in points:
                if p is not None:
                    layer.point(p, radius, colour, hollow)
        layer.blit_onto(chart.surface)
        chart.axes(plot, right=True)
        # x labels: session numbers, as many as fit.
        label_w = font(chart.px).size(str(first_number + len(shown)))[0] + chart.px
        every = next((k for k in (1, 2, 5, 10, 20, 50, 100, 200, 500) if k * slot >= label_w), 1000)
        for i, x in enumerate(xs):
            number = first_number + i
            if number % every == 0 or every == 1:
                chart.x_label(str(number), round(x), plot)
        chart.x_axis_title(
            _("session  ({first} – {last})").format(first=_day(shown[0].session), last=_day(shown[-1].session)), plot
        )

    # -- drawing ----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.table_background(surface.get_size()), (0, 0))
        if self.player is None:
            paper(surface, self.empty_card.inflate(dp(24), dp(8)))
        for start, end in self.rules:
            pygame.draw.line(surface, theme.BRASS_DARK, start, end, dp(2))
        for image, rect, __ in self._texts:
            surface.blit(image, rect)
        for image, rect, __ in self._panels:
            pygame.draw.rect(surface, theme.SHADOW, rect.move(dp(4), dp(5)), border_radius=dp(12))
            surface.blit(image, rect)
        for name, rect in self.buttons.items():
            focused = name == self.focus
            if name in ("prev", "next"):
                draw_button(surface, rect, "", self.button_px, focused=False, hovered=self.hover == name)
                triangle(surface, rect, left=name == "prev")
            else:
                label = _("Export CSV") if name == "export" else _("Back")
                draw_button(surface, rect, label, self.button_px, focused, self.hover == name)
        if self.message_is_error and self._message_texts:
            plaque = self._message_texts[0][1].unionall([r for __, r, __ in self._message_texts]).inflate(dp(16), dp(4))
            pygame.draw.rect(surface, theme.CLARET, plaque, border_radius=dp(6))
        for image, rect, __ in self._message_texts:
            surface.blit(image, rect)


def _ms(value: float | None) -> str:
    return "–" if value is None else _("{ms} ms").format(ms=f"{value:.0f}")


def _day(iso: str) -> str:
    when = datetime.fromisoformat(iso)
    return _("{day} {month}").format(day=when.day, month=_(MONTHS[when.month - 1]))
