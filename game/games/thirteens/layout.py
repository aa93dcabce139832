"""Where everything sits on the Thirteens table, for any window size and 1–4 players (RULES.md §6; issue 12).

The felt fills the window above the status bar, as at every table (`game.ui.layout.table_frame`). The caller
stands in a column down the middle (the number called, large, with the calls left and, with a `pace`, the time
left); the players' areas fill the two halves beside it, one or two a side (with one player the caller stands
at the right). Each area is a grid of columns, one per row (4 or 5):

    name · score · keys                       (the header)
    [F1] [F2] [F3] [F4]        [called card]  (the foundations, and this player's copy of the call)
    key   key   key   key                     (the key of each row, over it)
    row   row   row   row                     (each row fanned downwards, its free card at the foot)

Cards are as large as the area allows while a row of `FAN_CARDS` cards still fits; a longer row closes up.
Lengths that clamp the proportions (a floor, a cap, a gap) are designed at density 1 and taken through `dp`
(game/ui/density.py), so a window at density 2 is laid out as one half its size at density 1. Pure geometry:
nothing is drawn here.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.ui.card_art import CARD_ASPECT, CardArt
from game.ui.density import dp
from game.ui.layout import table_frame

Box = tuple[int, int, int, int]
Point = tuple[int, int]

FAN_CARDS = 6
"""A row of this many cards fits at full spacing; longer rows close up to stay in their area."""

FAN_SHARE = 0.3
"""How much of the card below shows in a row (a share of the card's height): the number in its corner."""

CALLER_SHARE = 0.22
"""The caller's column, as a share of the felt's width (at least wide enough for its card)."""

KEY_SHARE = 0.34
"""A key cap's height as a share of a card's: large enough to read from across the room."""

MAX_CARD_H = 220
"""The tallest card (px at density 1) in an area, however large the window."""


@dataclass(frozen=True)
class Area:
    """One player's places (px): `box` (x, y, w, h) holds everything of theirs; `header` is the line with the
    name; `foundations` the centres of the four foundations; `called` the centre of their copy of the call;
    `keys` the centres of each row's key cap; `rows` the centre of each row's first card; `card_h` the cards'
    height; `fan` the step (px) between cards of a row at full spacing; `bottom` the lowest y a row may reach."""

    seat: int
    box: Box
    header: Box
    foundations: tuple[Point, ...]
    called: Point
    keys: tuple[Point, ...]
    rows: tuple[Point, ...]
    card_h: int
    fan: int
    bottom: int

    def row_step(self, cards: int) -> float:
        """The step (px) between the cards of a row of `cards`, closed up so its foot stays above `bottom`."""
        if cards <= 1:
            return float(self.fan)
        room = self.bottom - self.card_h // 2 - self.rows[0][1]
        return max(float(dp(2)), min(float(self.fan), room / (cards - 1)))

    def row_card(self, row: int, index: int, cards: int) -> Point:
        """The centre of card `index` (0 = the bottom card, nearest the key) of a row of `cards` cards."""
        x, y = self.rows[row]
        return (x, round(y + index * self.row_step(cards)))

    def row_box(self, row: int) -> Box:
        """Where a click on row `row` counts: its column from the key cap down to the area's foot."""
        x, _ = self.rows[row]
        width = round(self.card_h * CARD_ASPECT)
        top = self.keys[row][1] - self.key_h // 2
        edge = dp(2)  # either side of the cards
        return (x - width // 2 - edge, top, width + 2 * edge, self.bottom - top)

    def moved(self, dx: int, dy: int) -> Area:
        """The same area `dx`, `dy` px further right and down (its picture is painted at its own origin)."""

        def shift(point: Point) -> Point:
            return (point[0] + dx, point[1] + dy)

        x, y, w, h = self.box
        hx, hy, hw, hh = self.header
        return replace(
            self,
            box=(x + dx, y + dy, w, h),
            header=(hx + dx, hy + dy, hw, hh),
            foundations=tuple(shift(p) for p in self.foundations),
            called=shift(self.called),
            keys=tuple(shift(p) for p in self.keys),
            rows=tuple(shift(p) for p in self.rows),
            bottom=self.bottom + dy,
        )

    @property
    def key_h(self) -> int:
        """The height (px) of a key cap."""
        return key_height(self.card_h)


@dataclass(frozen=True)
class ThirteensLayout:
    """The whole table: `felt`, `status` bar and `log` panel (as every table), the `caller` column, the centre
    of the called card (`call`) and its height (`call_h`), the centre of the caller's face-down stack of the
    calls to come (`bag`, drawn `call_h` // 2 high), the body text size (`text_px`), and each seat's `areas`."""

    size: Point
    felt: Box
    status: Box
    log: Box
    text_px: int
    caller: Box
    call: Point
    call_h: int
    bag: Point
    areas: tuple[Area, ...]


def compute_layout(size: Point, seats: int, rows: int) -> ThirteensLayout:
    """The table for a window of `size` (w, h px), `seats` players (1–4) with `rows` rows each (4 or 5)."""
    text_px, felt, status, log, margin = table_frame(size)
    fx, fy, fw, fh = felt
    inner = (fx + margin, fy + margin, fw - 2 * margin, fh - 2 * margin)
    ix, iy, iw, ih = inner
    caller_w = max(int(iw * CALLER_SHARE), dp(120))
    gap = max(dp(8), margin // 2)
    if seats == 1:
        caller = (ix + iw - caller_w, iy, caller_w, ih)
        halves = [(ix, iy, iw - caller_w - gap, ih)]
        boxes = [halves[0]]
    else:
        side = (iw - caller_w - 2 * gap) // 2
        caller = (ix + side + gap, iy, caller_w, ih)
        left = (ix, iy, side, ih)
        right = (ix + side + caller_w + 2 * gap, iy, side, ih)
        boxes = _split(left, right, seats, gap)
    areas = tuple(_area(seat, box, rows, text_px) for seat, box in enumerate(boxes))
    # The caller's column, top down: "Caller", the call, its words (2.4 lines), the pace's bar, the stack.
    call_h = max(dp(40), min(int(caller_w * 0.8 / CARD_ASPECT), int((ih - text_px * 7) / 1.6), dp(MAX_CARD_H + 60)))
    cx, cy, cw, ch = caller
    call = (cx + cw // 2, cy + int(text_px * 2.2) + call_h // 2)
    bag = (cx + cw // 2, cy + ch - int(text_px * 1.6) - call_h // 4)
    return ThirteensLayout(size, felt, status, log, text_px, caller, call, call_h, bag, areas)


def _split(left: Box, right: Box, seats: int, gap: int) -> list[Box]:
    """The areas in seat order: seat 1 top left, seat 2 top right, seat 3 bottom left, seat 4 bottom right
    (two players: one a side, full height; three: the bottom right stays empty, so nobody's cards are smaller)."""
    if seats == 2:
        return [left, right]
    lx, ly, lw, lh = left
    rx, ry, rw, _ = right
    half = (lh - gap) // 2
    top_left, bottom_left = (lx, ly, lw, half), (lx, ly + half + gap, lw, half)
    top_right, bottom_right = (rx, ry, rw, half), (rx, ry + half + gap, rw, half)
    return [top_left, top_right, bottom_left, bottom_right][:seats]  # three: every area the same size


def key_height(card_h: int) -> int:
    """The height (px) of a key cap over a row of `card_h` px cards: at least 20 px at density 1."""
    return max(dp(20), int(card_h * KEY_SHARE))


def _area(seat: int, box: Box, rows: int, text_px: int) -> Area:
    """One player's area in `box`: the largest cards with which the foundations, the called card, the keys
    and a row of FAN_CARDS cards fit."""
    x, y, w, h = box
    header_h = int(text_px * 1.6)
    columns = max(rows, 5)  # the four foundations and the called card share the top line
    spacing = 0.18  # of a card's width, between columns
    pad = max(dp(10), text_px // 2)  # the cards keep clear of the area's rim
    below_header = dp(6)  # between the header and the foundations
    by_width = ((w - 2 * pad) / (columns + spacing * (columns - 1))) / CARD_ASPECT
    # Height: the header, a card (foundations), a key cap, then a row of FAN_CARDS cards.
    by_height = (h - header_h - dp(12)) / (1 + KEY_SHARE + 0.2 + 1 + (FAN_CARDS - 1) * FAN_SHARE)
    card_h = max(dp(30), min(int(by_width), int(by_height), int(dp(MAX_CARD_H) * CardArt.scale)))
    card_w = round(card_h * CARD_ASPECT)
    step = card_w * (1 + spacing)
    total = card_w + step * (columns - 1)
    left = x + (w - total) / 2 + card_w / 2
    centres = [round(left + i * step) for i in range(columns)]
    top = y + header_h + below_header + card_h // 2
    foundations = tuple((centres[i], top) for i in range(4))
    called = (centres[columns - 1], top)
    key_h = key_height(card_h)
    key_y = top + card_h // 2 + int(card_h * 0.1) + key_h // 2
    row_xs = centres[:rows]
    keys = tuple((cx, key_y) for cx in row_xs)
    row_y = key_y + key_h // 2 + int(card_h * 0.1) + card_h // 2
    header = (x, y, w, header_h)
    return Area(
        seat=seat,
        box=box,
        header=header,
        foundations=foundations,
        called=called,
        keys=keys,
        rows=tuple((cx, row_y) for cx in row_xs),
        card_h=card_h,
        fan=max(dp(6), int(card_h * FAN_SHARE)),
        bottom=y + h - dp(4),
    )
