"""Where Jig's cards lie on the table: one row per suit in rank order, so everyone sees what is out.

Jig's played cards are not a seat's: each goes to its own slot — its suit's row, its rank's column — so the
rows show at a glance which cards are out and where a sequence must stop (RULES.md §2.1 "stop"). The rows
fill the middle of the felt, clear of every seat's box and of the raised cards of your hand; where the felt
is short they overlap like a patience's columns, each row showing the top of the one above with its index.
The pool and the face-down dead cards, when the options have them, sit in a column beside the rows or in
a strip below them, whichever leaves the rows larger. Lengths that clamp the proportions (the least card, a
margin) are designed at density 1 and taken through `dp` (game/ui/density.py). Pure geometry: nothing is drawn
here.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card, Rank, Suit
from game.ui.card_art import CARD_ASPECT
from game.ui.density import dp
from game.ui.layout import Box, TableLayout

ROW_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The rows from the top: the colours alternate, so neighbouring rows never look alike."""

STEP = 0.72
"""The distance between neighbouring slots, in card widths: each card's left part, with its index, shows, and
an empty slot between two cards still shows its middle (0.44 of a card wide)."""

ROW_GAP = 0.12
"""The gap between rows, in card heights, where the felt has the room."""

ROW_SHOWN = 0.6
"""Where it has not, the rows overlap down to this: each shows at least this share of its cards' height (their
index and top pips) above the next row."""

TOP_SEAT_EM = 9.0
"""Jig seats every other player along the top while each has this many text heights of width there
(`compute_layout`'s `top_seat_em`): the rows want the felt's whole width."""

MIN_CARD_H = 30
"""The rows' cards are at least this high (px at density 1) where the window allows; to keep it, a small window
drops the legend under the rows."""

LEAST_CARD_H = 24
"""The rows' cards are never lower than this (px at density 1), however small the window."""

MAX_CARD_H = 1.3
"""The rows' cards are at most this many times the table's usual card height (`TableLayout.table_card_h`)."""


@dataclass(frozen=True)
class RowsLayout:
    """The rows' geometry (px): `card_h` the cards' height, `origin` the centre of the first slot of the top
    row, `step` the distance between slots, `row_step` between rows (less than `card_h` where they overlap),
    `label_x` the centre of the suit labels, `legend` the centre of the line under the rows that says what a
    red slot means (None when there is no room for it), `pool_at` and `dead_at` the centres of the pool's
    dish and of the face-down dead cards (None when they are not played with), `region` the box it all stays
    inside."""

    ranks: tuple[Rank, ...]
    card_h: int
    card_w: int
    origin: tuple[int, int]
    step: int
    row_step: int
    label_x: int
    legend: tuple[int, int] | None
    pool_at: tuple[int, int] | None
    dead_at: tuple[int, int] | None
    region: Box

    def slot(self, card: Card) -> tuple[int, int]:
        """The centre (px) of `card`'s slot."""
        column = self.ranks.index(card.rank)
        row = ROW_SUITS.index(card.suit)
        return (self.origin[0] + column * self.step, self.origin[1] + row * self.row_step)

    def slots_rect(self) -> Box:
        """The rect (x, y, w, h px) all the slots fill, from the top row's first to the bottom row's last."""
        left, top = self.origin[0] - self.card_w // 2, self.origin[1] - self.card_h // 2
        width = self.card_w + self.step * (len(self.ranks) - 1)
        return (left, top, width, self.card_h + self.row_step * (len(ROW_SUITS) - 1))

    @property
    def shown_h(self) -> int:
        """How much of a row's height (px) shows above the next: all of it where the rows do not overlap."""
        return min(self.card_h, self.row_step)

    def label_y(self, suit: Suit) -> int:
        """The centre (px) of `suit`'s label: level with the middle of the part of its row that shows."""
        return self.origin[1] - self.card_h // 2 + ROW_SUITS.index(suit) * self.row_step + self.shown_h // 2

    def pool(self) -> tuple[int, int]:
        """The pool dish's centre. Raises AssertionError when the rows were laid out without it."""
        assert self.pool_at is not None, "the rows were laid out without the pool"
        return self.pool_at

    def dead_pile(self) -> tuple[int, int]:
        """The face-down dead cards' centre. Raises AssertionError when the rows were laid out without them."""
        assert self.dead_at is not None, "the rows were laid out without dead cards"
        return self.dead_at


@dataclass(frozen=True)
class _Fit:
    """The rows fitted into a box of the free middle: their cards' height, the gap from row to row, and
    whether the legend goes under them (px)."""

    card_h: int
    row_step: int
    legend: bool


def _fit(table: TableLayout, columns: int, width: float, height: float) -> _Fit:
    """The largest rows of `columns` slots that fit `width` × `height` px with their label column and legend."""
    label_w = table.text_px * 2.2
    legend_h = table.text_px * 1.6
    rows = len(ROW_SUITS)
    from_width = (width - label_w) / (1 + STEP * (columns - 1)) / CARD_ASPECT
    from_height = (height - legend_h) / (1 + ROW_SHOWN * (rows - 1))
    legend = from_height >= dp(MIN_CARD_H)  # else a small window: the rows before the legend
    if not legend:
        legend_h = 0
        from_height = height / (1 + ROW_SHOWN * (rows - 1))
    card_h = max(dp(LEAST_CARD_H), int(min(from_width, from_height, table.table_card_h * MAX_CARD_H)))
    row_step = int(min(card_h * (1 + ROW_GAP), (height - legend_h - card_h) / (rows - 1)))
    return _Fit(card_h, max(row_step, int(card_h * ROW_SHOWN)), legend)


def rows_layout(table: TableLayout, ranks: tuple[Rank, ...], with_pool: bool, with_dead: bool) -> RowsLayout:
    """The rows for `table` with one slot per rank of `ranks` (lowest first), and room for the pool's dish
    and the dead cards when `with_pool` and `with_dead`: in a column beside the rows (the pool above the dead
    cards) or in a strip below them (the pool on its left), whichever leaves the rows larger. The rows are as
    large as the free middle of the felt allows (`free_middles`: the largest of its boxes), never larger than
    `MAX_CARD_H` times the table's card height, and never below `MIN_CARD_H` (`LEAST_CARD_H` in a window too
    small for that)."""
    laid = [_rows_in(table, region, ranks, with_pool, with_dead) for region in free_middles(table)]
    return max(laid, key=lambda rows: rows.card_h)  # the first of the largest


def _rows_in(table: TableLayout, region: Box, ranks: tuple[Rank, ...], with_pool: bool, with_dead: bool) -> RowsLayout:
    """The rows laid out in `region` (x, y, w, h px), as `rows_layout`."""
    x, y, w, h = region
    label_h = table.text_px * 1.4
    # The pool's dish with coins stacked on it, its label below; the dead cards fanned a few px, their count below.
    pool_w, pool_h = table.coin_d * 4.4, table.coin_d * 4.4 + label_h
    fan = dp(12)
    dead_w, dead_h = max(table.card_w(table.small_card_h) + fan, table.text_px * 6.5), table.small_card_h + fan + label_h
    pool_h, pool_w = (pool_h, pool_w) if with_pool else (0, 0)
    dead_h, dead_w = (dead_h, dead_w) if with_dead else (0, 0)
    column_w = max(pool_w, dead_w) + table.text_px
    strip_h = max(pool_h, dead_h) + label_h
    columns = len(ranks)
    if not (with_pool or with_dead):
        fit, beside, strip_h = _fit(table, columns, w, h), False, 0
    else:
        fit_beside = _fit(table, columns, w - column_w, h)
        fit_below = _fit(table, columns, w, h - strip_h)
        beside = pool_h + dead_h <= h and fit_beside.card_h > fit_below.card_h
        fit, column_w, strip_h = (fit_beside, column_w, 0) if beside else (fit_below, 0, strip_h)
    card_h, row_step = fit.card_h, fit.row_step
    card_w = table.card_w(card_h)
    step = int(card_w * STEP)
    label_w = int(table.text_px * 2.2)
    legend_h = int(table.text_px * 1.6) if fit.legend else 0
    block_w = label_w + card_w + step * (columns - 1)
    block_h = card_h + row_step * (len(ROW_SUITS) - 1)
    left = x + (w - block_w - int(column_w)) // 2
    top = y + (h - legend_h - int(strip_h) - block_h) // 2
    origin = (left + label_w + card_w // 2, top + card_h // 2)
    legend = (left + block_w // 2, top + block_h + legend_h // 2) if legend_h else None
    if beside:  # the column right of the rows: the pool, the dead cards below it, round the rows' middle
        column_x = int(left + block_w + column_w / 2)
        column_top = top + (block_h - pool_h - dead_h) / 2
        pool_at = (column_x, int(column_top + pool_h / 2))
        dead_at = (column_x, int(column_top + pool_h + dead_h / 2))
    else:  # the strip below the legend: the pool on its left, the dead cards on its right
        middle = int(top + block_h + legend_h + strip_h / 2)
        pool_at, dead_at = (x + w // 4, middle), (x + (3 * w) // 4, middle)
    return RowsLayout(
        ranks, card_h, card_w, origin, step, row_step, left + label_w // 2, legend,
        pool_at if with_pool else None, dead_at if with_dead else None, region,
    )


def free_middles(table: TableLayout) -> list[Box]:
    """The boxes (x, y, w, h px) of the middle of the felt that no seat uses: below the top seats' boxes, above
    your hand with its raised cards, and between the side seats' boxes; where there are side seats, also the
    felt's whole width above them and below them (in a tall window, the larger)."""
    fx, fy, fw, fh = table.felt
    pad = max(dp(8), fh // 60)
    top, bottom, left, right = fy + pad, fy + fh - pad, fx + pad, fx + fw - pad
    sides = [spot.box for spot in table.spots if spot.edge in ("left", "right")]
    for spot in table.spots:
        bx, by, bw, bh = spot.box
        if spot.edge == "top":
            top = max(top, by + bh + pad)
        elif spot.edge == "left":
            left = max(left, bx + bw + pad)
        elif spot.edge == "right":
            right = min(right, bx - pad)
        elif spot.edge == "bottom":  # your hand: its chosen card stands raised by a sixth of its height
            bottom = min(bottom, spot.hand[1] - int(table.my_card_h * 0.67) - pad)
    boxes = [(left, top, max(1, right - left), max(1, bottom - top))]
    if sides:
        above = min(by for _, by, _, _ in sides) - pad
        below = max(by + bh for _, by, _, bh in sides) + pad
        boxes.append((fx + pad, top, fw - 2 * pad, max(1, above - top)))
        boxes.append((fx + pad, below, fw - 2 * pad, max(1, bottom - below)))
    return boxes
