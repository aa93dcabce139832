"""Where the fishing games' table puts the layout: the face-up cards and builds in the middle of the felt, between
the seats, in a grid of slots as large as the room allows, so every card shows at every window size (issue 11,
"The table"). Above the grid a line tells the match's score; below it a line tells the choice you are making;
the stock lies at the left of the grid. Lengths that clamp the proportions (the least card, a margin, a gap)
are designed at density 1 and taken through `dp` (game/ui/density.py). Pure geometry: nothing is drawn here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.ui.card_art import CARD_ASPECT, CardArt
from game.ui.density import dp
from game.ui.fonts import smaller
from game.ui.layout import Box, Point, TableLayout

SLOT_SPREAD = 1.3
"""A slot is this many card widths wide: room for a build's cards overlapped beside each other."""

BUILD_STEP = 0.2
"""A build's cards each lie this share of a card's width right of the one below."""

LIFT_PX = 6
"""How far (px at density 1) the cards a chosen move takes stand raised; the grid keeps that room above it."""

LEAST_CARD_H = 24
"""The layout's cards and the stock are never lower than this (px at density 1), however small the window."""

SLOT_MARGIN = 6
"""How much narrower (px at density 1) a build's fan is than its slot, so neighbouring fans stay apart."""

MIN_SLOTS = 6
"""The grid always has room for at least this many items, so it does not jump in size at every trail."""


@dataclass(frozen=True)
class LayoutArea:
    """The layout's place on the felt (px): `region` the felt between the seats it may use; `score` and
    `choice` the centres of the score line above the grid and the choice line below it; `stock` the centre
    of the stock; the grid of `cols` × `rows` slots of `slot_w` × `slot_h` from `origin` (top left), its cards
    `card_h` high with a label line under each."""

    region: Box
    score: Point
    choice: Point
    stock: Point
    stock_h: int
    card_h: int
    cols: int
    rows: int
    slot_w: int
    slot_h: int
    origin: Point
    label_px: int
    indent: int = 0
    """How far (px) the first row starts right of the grid's left edge: a layout that fits in one row (with room
    for a trail) stands in the middle of it."""

    @property
    def card_w(self) -> int:
        return round(self.card_h * CARD_ASPECT)

    def slot(self, index: int) -> Point:
        """The centre (px) of the card (or a build's first card) in slot `index` (0 = top left, row by row)."""
        col, row = index % self.cols, index // self.cols
        x = self.origin[0] + col * self.slot_w + self.slot_w // 2 + (self.indent if row == 0 else 0)
        y = self.origin[1] + row * self.slot_h + self.card_h // 2
        return (x, y)

    def build_card(self, index: int, position: int, count: int) -> tuple[float, float]:
        """The centre (px) of card `position` (0 = bottom) of a build of `count` cards in slot `index`: the
        cards fan to the right within the slot, the whole fan centred in it."""
        x, y = self.slot(index)
        step = min(self.card_w * BUILD_STEP, (self.slot_w - self.card_w - dp(SLOT_MARGIN)) / max(1, count - 1))
        return (x + (position - (count - 1) / 2) * step, float(y))

    def label_at(self, index: int) -> Point:
        """The centre (px) of the label line under slot `index` (a build's value and owner)."""
        x, y = self.slot(index)
        return (x, y + self.card_h // 2 + self.label_px * 3 // 4)

    def slot_rect(self, index: int) -> tuple[int, int, int, int]:
        """The card's rect (x, y, w, h px) in slot `index`, as wide as the slot's fan may be."""
        x, y = self.slot(index)
        fan_w = self.slot_w - dp(SLOT_MARGIN)
        return (x - fan_w // 2, y - self.card_h // 2, fan_w, self.card_h)

    @property
    def capacity(self) -> int:
        return self.cols * self.rows


def layout_area(layout: TableLayout, items: int, hand_top: int) -> LayoutArea:
    """The layout's place for a table of `layout` holding `items` items (it keeps room for one more), above
    `hand_top` (px: the top of the zone your hand lies in)."""
    fx, fy, fw, fh = layout.felt
    pad = max(dp(8), min(layout.size) // 60 + dp(4))
    gap = max(dp(6), pad // 2)
    left, right, top = fx + pad, fx + fw - pad, fy + pad
    for spot in layout.spots:
        x, y, w, h = spot.box
        if spot.edge == "left":
            left = max(left, x + w + gap)
        elif spot.edge == "right":
            right = min(right, x - gap)
        elif spot.edge == "top":
            top = max(top, y + h + gap)
    bottom = hand_top - gap
    text = layout.text_px
    line = int(text * 1.5)
    region = (left, top, right - left, bottom - top)
    score = ((left + right) // 2, top + line // 2)
    choice = ((left + right) // 2, bottom - line // 2)
    grid_top, grid_bottom = top + line + dp(LIFT_PX) + dp(2), bottom - line
    least = dp(LEAST_CARD_H)
    stock_h = max(least, min(layout.small_card_h, int((grid_bottom - grid_top) * 0.6)))
    stock_col = max(round(stock_h * CARD_ASPECT), int(text * 4.2)) + 2 * gap  # room for "44 left" under it
    stock = (left + stock_col // 2, (grid_top + grid_bottom) // 2)
    grid_left = left + stock_col
    width, height = right - grid_left, grid_bottom - grid_top
    slots = max(items + 1, MIN_SLOTS)
    label_px = smaller(text, 2)
    label_h = int(label_px * 1.6)
    best = (0, 1, slots)
    for cols in range(1, slots + 1):
        rows = math.ceil(slots / cols)
        by_height = height / rows - label_h - gap
        by_width = width / cols / (CARD_ASPECT * SLOT_SPREAD)
        card_h = int(min(by_height, by_width, layout.size[1] * 0.22 * CardArt.scale))
        if card_h > best[0]:
            best = (card_h, cols, rows)
    card_h, cols, rows = best
    card_h = max(least, card_h)
    slot_w = int(round(card_h * CARD_ASPECT) * SLOT_SPREAD)
    slot_h = card_h + label_h + gap
    origin = (grid_left + (width - cols * slot_w) // 2, grid_top + max(0, (height - rows * slot_h) // 2) + gap // 2)
    used = items + 1  # the items and a free slot for a trail
    indent = (cols - used) * slot_w // 2 if used <= cols else 0
    return LayoutArea(region, score, choice, stock, stock_h, card_h, cols, rows, slot_w, slot_h, origin, label_px, indent)
