"""The reactions beside a game of Practise Snap (issue 33), drawn: on the empty right of the table, yours and
your opponent's as they happen (`game.games.snap.practice.Reactions`) — the last, the best and the typical time,
the false snaps and a strip of the last `STRIP`. Lengths are at density 1, taken through `dp`.
"""

from __future__ import annotations

import pygame

from game.games.snap.layout import SnapLayout
from game.games.snap.practice import STRIP, Reactions
from game.games.snap.words import in_ms
from game.i18n import _
from game.ui import theme
from game.ui.density import dp
from game.ui.fonts import fit_text, font, min_px, render_text
from game.ui.marks import Kind, Marks

LINES = 8
"""The panel's height in lines: the heading beside the names, four figures, and three lines for the strips."""
LEAST_W, LEAST_H = 260, 150
"""The smallest room (px at density 1) the panel is drawn in; in less the table stays as it was."""


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
    rect = pygame.Rect(x0, top, min(right - x0, 26 * layout.text_px), min(bottom - top, wanted))
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
    drawn = surface.blit(render_text(heading, size, theme.GOLD, bold=True), (rect.x + pad, y))
    marks.add(Kind.TEXT, drawn, "the reactions' heading")
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


def _cell(
    surface: pygame.Surface, text: str, x: int, y: int, width: int, px: int, colour: tuple[int, int, int], marks: Marks
) -> None:
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
