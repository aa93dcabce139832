"""The reactions beside a game of Practise Snap (issue 33): on the empty right of the table, yours and your
opponent's as they happen — the last, the best and the typical time (the median), a strip of the last twenty
and the false snaps — so a practice is a practice.

`Reactions` is pure (events in, figures out); `panel_rect` and `draw_reactions` place and draw it. Shown at a
table of two where one is a person (`shows_reactions`). Lengths are at density 1, taken through `dp`.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field

import pygame

from game.core.rules import Event
from game.games.snap.layout import SnapLayout
from game.games.snap.reaction_log import CallKind, timed_calls
from game.games.snap.words import in_ms
from game.i18n import _
from game.ui import theme
from game.ui.density import dp
from game.ui.fonts import fit_text, font, min_px, render_text
from game.ui.marks import Kind, Marks

STRIP = 20
"""How many of a player's latest reactions the strip shows."""
LINES = 8
"""The panel's height in lines: the heading beside the names, four figures, and three lines for the strips."""
LEAST_W, LEAST_H = 260, 150
"""The smallest room (px at density 1) the panel is drawn in; in less the table stays as it was."""


@dataclass
class Seat:
    """One player's reactions this game: `times` (ms) of their calls on a real match, oldest first, with
    whether each `took` the cards; `false_snaps` their calls with no match."""

    times: list[float] = field(default_factory=list)
    took: list[bool] = field(default_factory=list)
    false_snaps: int = 0


class Reactions:
    """Every seat's reactions this game, from the events of the rules (RULES.md §5: a snap, a Snap Centre, a
    dead heat, a call too slow, a false snap). `version` counts the calls taken in, for redrawing."""

    def __init__(self, seats: int) -> None:
        self.seats = [Seat() for __ in range(seats)]
        self.version = 0

    def add(self, event: Event) -> None:
        """Take in the calls `event` judged, if any."""
        for seat, ms, kind, won in timed_calls(event):
            record = self.seats[seat]
            if kind is CallKind.FALSE:
                record.false_snaps += 1
            else:
                record.times.append(ms)
                record.took.append(won)
            self.version += 1

    def last(self, seat: int) -> float | None:
        """`seat`'s latest reaction (ms), or None before any."""
        times = self.seats[seat].times
        return times[-1] if times else None

    def best(self, seat: int) -> float | None:
        times = self.seats[seat].times
        return min(times) if times else None

    def typical(self, seat: int) -> float | None:
        """The median of `seat`'s reactions (ms): what they usually take."""
        times = self.seats[seat].times
        return statistics.median(times) if times else None

    def strip(self, seat: int) -> list[tuple[float, bool]]:
        """`seat`'s latest `STRIP` reactions, oldest first, as (ms, took the cards)."""
        record = self.seats[seat]
        return list(zip(record.times, record.took))[-STRIP:]


def shows_reactions(seats: int, humans: int) -> bool:
    """Whether a table of `seats` with `humans` people shows the reactions: a practice, one person against
    one computer player."""
    return seats == 2 and humans == 1


def panel_rect(layout: SnapLayout) -> pygame.Rect | None:
    """Where the panel goes at a table of two: right of the centre pile, between the two seats' blocks, inside
    the felt, as tall as its lines at the table's text size need (`LINES`); None when that leaves less than
    `LEAST_W` × `LEAST_H`."""
    gap = dp(16)
    x0 = layout.centre_box[0] + layout.centre_box[2] + gap
    boxes = sorted((spot.box for spot in layout.spots), key=lambda box: box[1])
    top = boxes[0][1] + boxes[0][3] + gap
    bottom = boxes[-1][1] - gap
    right = layout.felt[0] + layout.felt[2] - dp(24)
    wanted = LINES * max(int(layout.text_px * 1.3), font(layout.text_px).get_height()) + dp(20)
    rect = pygame.Rect(x0, top, min(right - x0, dp(26) * layout.text_px), min(bottom - top, wanted))
    rect.centery = (top + bottom) // 2
    return rect if rect.width >= dp(LEAST_W) and rect.height >= dp(LEAST_H) else None


def draw_reactions(
    surface: pygame.Surface,
    rect: pygame.Rect,
    reactions: Reactions,
    seats: tuple[int, int],
    names: list[str],
    text_px: int,
    marks: Marks,
) -> None:
    """The panel in `rect`: a heading, a column for each of `seats` (yours first) with the last, best and
    typical times and the false snaps, and each one's strip of the last `STRIP` reactions as bars, taller for
    slower, gold where the call took the cards. Text at `text_px` (the table's), smaller if `rect` is short."""
    pad = dp(10)
    pygame.draw.rect(surface, theme.LOG_PANEL, rect, border_radius=dp(10))
    pygame.draw.rect(surface, theme.BRASS_DARK, rect, width=dp(2), border_radius=dp(10))
    px = max(min_px(), min(text_px, rect.height // LINES))
    line = max(int(px * 1.3), font(px).get_height())
    label_w = (rect.width - 2 * pad) * 2 // 5
    col_w = (rect.width - 2 * pad - label_w) // 2
    y = rect.y + pad
    heading, size = fit_text(_("Reactions"), px, label_w - pad)
    marks.add(Kind.TEXT, surface.blit(render_text(heading, size, theme.GOLD, bold=True), (rect.x + pad, y)), "the reactions' heading")
    for k, seat in enumerate(seats):
        name, size = fit_text(names[seat], px, col_w - pad)
        image = render_text(name, size, theme.CREAM, bold=True)
        marks.add(Kind.TEXT, surface.blit(image, (rect.x + pad + label_w + k * col_w, y)), f"{names[seat]}'s name")
    rows = [
        (_("last"), reactions.last),
        (_("best"), reactions.best),
        (_("typical"), reactions.typical),
    ]
    for label, figure in rows:
        y += line
        _cell(surface, label, rect.x + pad, y, label_w - pad, px, theme.CREAM, marks)
        for k, seat in enumerate(seats):
            value = figure(seat)
            text = in_ms(value) if value is not None else "—"
            _cell(surface, text, rect.x + pad + label_w + k * col_w, y, col_w - pad, px, theme.PAPER, marks)
    y += line
    _cell(surface, _("false snaps"), rect.x + pad, y, label_w - pad, px, theme.CREAM, marks)
    for k, seat in enumerate(seats):
        text = str(reactions.seats[seat].false_snaps)
        _cell(surface, text, rect.x + pad + label_w + k * col_w, y, col_w - pad, px, theme.PAPER, marks)
    y += line + dp(4)
    strip_h = rect.bottom - pad - y
    if strip_h >= dp(12):
        for k, seat in enumerate(seats):
            box = pygame.Rect(rect.x + pad + label_w + k * col_w, y, col_w - pad, strip_h)
            _strip(surface, box, reactions.strip(seat), marks, names[seat])


def _cell(surface: pygame.Surface, text: str, x: int, y: int, width: int, px: int, colour: tuple[int, int, int], marks: Marks) -> None:
    shown, size = fit_text(text, px, width, bold=False)
    marks.add(Kind.TEXT, surface.blit(render_text(shown, size, colour), (x, y)), f"the reactions' {text}")


def _strip(surface: pygame.Surface, box: pygame.Rect, calls: list[tuple[float, bool]], marks: Marks, name: str) -> None:
    """Bars for `calls`, one slot each of `STRIP` across `box`, heights against the slowest shown."""
    pygame.draw.line(surface, theme.BRASS_DARK, box.bottomleft, box.bottomright, dp(1))
    if not calls:
        return
    slowest = max(ms for ms, __ in calls) or 1.0
    slot = box.width / STRIP
    for i, (ms, took) in enumerate(calls):
        height = max(dp(2), round(box.height * ms / slowest))
        bar = pygame.Rect(round(box.x + i * slot), box.bottom - height, max(1, round(slot) - dp(2)), height)
        pygame.draw.rect(surface, theme.GOLD if took else theme.CREAM, bar)
    marks.add(Kind.TEXT, box, f"{name}'s strip of reactions")
