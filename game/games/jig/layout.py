"""Where Jig's cards lie on the table: one row per suit in rank order, so everyone sees what is out.

Jig's played cards are not a seat's: each goes to its own slot — its suit's row, its rank's column — so the
rows show at a glance which cards are out and where a sequence must stop (RULES.md §2.1 "stop"). The rows
fill the middle of the felt, clear of every seat's box and of the raised cards of your hand; below them a
strip holds the pool and the face-down dead cards when the options have them. Pure geometry: nothing is
drawn here.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card, Rank, Suit
from game.ui.card_art import CARD_ASPECT
from game.ui.layout import Box, TableLayout

ROW_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The rows from the top: the colours alternate, so neighbouring rows never look alike."""

STEP = 0.72
"""The distance between neighbouring slots, in card widths: each card's left part, with its index, shows, and
an empty slot between two cards still shows its middle (0.44 of a card wide)."""

ROW_GAP = 0.12
"""The gap between rows, in card heights."""

MIN_CARD_H = 30
"""The rows' cards are at least this high (px) where the window allows; to keep it, a small window drops the
legend under the rows."""

MAX_CARD_H = 1.3
"""The rows' cards are at most this many times the table's usual card height (`TableLayout.table_card_h`)."""


@dataclass(frozen=True)
class RowsLayout:
    """The rows' geometry (px): `card_h` the cards' height, `origin` the centre of the first slot of the top
    row, `step` the distance between slots, `row_step` between rows, `label_x` the centre of the suit labels,
    `legend` the centre of the line under the rows that says what a red slot means (None when there
    is no room for it), `strip` the centre of the
    band below that (pool on its left, dead cards on its right; None when neither is played with), `region`
    the box it all stays inside."""

    ranks: tuple[Rank, ...]
    card_h: int
    card_w: int
    origin: tuple[int, int]
    step: int
    row_step: int
    label_x: int
    legend: tuple[int, int] | None
    strip: tuple[int, int] | None
    region: Box

    def slot(self, card: Card) -> tuple[int, int]:
        """The centre (px) of `card`'s slot."""
        column = self.ranks.index(card.rank)
        row = ROW_SUITS.index(card.suit)
        return (self.origin[0] + column * self.step, self.origin[1] + row * self.row_step)

    def row_y(self, suit: Suit) -> int:
        return self.origin[1] + ROW_SUITS.index(suit) * self.row_step

    def pool(self) -> tuple[int, int]:
        """The pool dish's centre: the left of the strip. Raises AssertionError when there is no strip."""
        assert self.strip is not None, "the pool sits in the strip below the rows"
        x, _, w, _ = self.region
        return (x + w // 4, self.strip[1])

    def dead_pile(self) -> tuple[int, int]:
        """The face-down dead cards' centre: the right of the strip. Raises AssertionError when there is none."""
        assert self.strip is not None, "the dead cards lie in the strip below the rows"
        x, _, w, _ = self.region
        return (x + (3 * w) // 4, self.strip[1])


def rows_layout(table: TableLayout, ranks: tuple[Rank, ...], with_strip: bool) -> RowsLayout:
    """The rows for `table` with one slot per rank of `ranks` (lowest first), and a strip below for the pool
    and dead cards when `with_strip`. The rows are as large as the free middle of the felt allows, never larger
    than `MAX_CARD_H` times the table's card height, and never below `MIN_CARD_H` px (24 px in a window too
    small for that)."""
    region = free_middle(table)
    x, y, w, h = region
    label_w = int(table.text_px * 2.2)
    legend_h = int(table.text_px * 1.6)
    # The strip: the pool's dish or the dead cards (fanned a few px, their count below), centred on its middle.
    label_h = table.text_px * 1.4
    strip_h = int(max(table.coin_d * 4.4, table.small_card_h + 12 + label_h) + label_h) if with_strip else 0
    columns = len(ranks)
    rows = len(ROW_SUITS)
    from_width = (w - label_w) / (1 + STEP * (columns - 1)) / CARD_ASPECT
    from_height = (h - legend_h - strip_h) / (rows + ROW_GAP * (rows - 1))
    if from_height < MIN_CARD_H:  # a small window: the rows before the legend
        legend_h = 0
        from_height = (h - strip_h) / (rows + ROW_GAP * (rows - 1))
    card_h = max(24, int(min(from_width, from_height, table.table_card_h * MAX_CARD_H)))
    card_w = table.card_w(card_h)
    step = int(card_w * STEP)
    row_step = int(card_h * (1 + ROW_GAP))
    block_w = label_w + card_w + step * (columns - 1)
    block_h = card_h + row_step * (rows - 1)
    left = x + (w - block_w) // 2
    top = y + (h - legend_h - strip_h - block_h) // 2
    origin = (left + label_w + card_w // 2, top + card_h // 2)
    legend = (left + block_w // 2, top + block_h + legend_h // 2) if legend_h else None
    strip = (x + w // 2, top + block_h + legend_h + strip_h // 2) if with_strip else None
    return RowsLayout(ranks, card_h, card_w, origin, step, row_step, left + label_w // 2, legend, strip, region)


def free_middle(table: TableLayout) -> Box:
    """The middle of the felt that no seat uses (x, y, w, h px): below the top seats' boxes, above your hand
    with its raised cards, between the side seats' boxes."""
    fx, fy, fw, fh = table.felt
    pad = max(8, fh // 60)
    top, bottom, left, right = fy + pad, fy + fh - pad, fx + pad, fx + fw - pad
    for spot in table.spots:
        bx, by, bw, bh = spot.box
        if spot.edge == "top":
            top = max(top, by + bh + pad)
        elif spot.edge == "left":
            left = max(left, bx + bw + pad)
        elif spot.edge == "right":
            right = min(right, bx - pad)
        else:  # your hand: its chosen card stands raised by a sixth of its height
            bottom = min(bottom, spot.hand[1] - int(table.my_card_h * 0.67) - pad)
    return (left, top, max(1, right - left), max(1, bottom - top))
