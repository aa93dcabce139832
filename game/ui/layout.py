"""Where everything sits on the table, for any window size and 2–10 seats.

The viewer (the seat whose hand is shown) sits at the bottom centre. The other seats follow clockwise
(RULES.md "Conventions": seat numbers increase clockwise, so the viewer's left-hand neighbour is on the
left of the screen) up the left edge, along the top and down the right edge. Each seat is a box — its
hand of backs above its nameplate, its coin stack beside — and the cards it plays land just inside its
box, towards the pool in the middle, so no two seats' cards can meet. Every size follows the window
(DESIGN.md "Look and feel": your hand ≈ 20 % of the window height, text never below 14 px).
Pure geometry: nothing is drawn here.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import full_pack
from game.ui.card_art import CARD_ASPECT, CardArt

Point = tuple[int, int]
Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class SeatSpot:
    """One seat's places on screen (px).

    `box` (x, y, w, h) holds everything the seat draws; `plate` is the nameplate's centre; `hand` the
    centre of the hand; `place` the centre of the spot where its played cards land; `coins` the coin
    stack's midbottom; `caption` the point a speech bubble's tail touches, with `tail` the side of the
    bubble it comes from ("down": the bubble stands above the point).
    """

    seat: int
    box: Box
    plate: Point
    hand: Point
    place: Point
    coins: Point
    caption: Point
    tail: str
    edge: str  # "bottom" (the viewer), "left", "top" or "right"


@dataclass(frozen=True)
class TableLayout:
    """Geometry of the whole table: card heights (px) for your hand, the others' hands and the table,
    the felt, the log panel, the pool, and one `SeatSpot` per seat (indexed by seat number)."""

    size: Point
    felt: Box
    log: Box
    log_lines: int
    pool: Point
    my_card_h: int
    small_card_h: int
    table_card_h: int
    coin_d: int
    text_px: int
    seat_w: int
    viewer_plate_w: int
    spots: tuple[SeatSpot, ...]

    def card_w(self, height: int) -> int:
        return round(height * CARD_ASPECT)

    def hand_spacing(self, count: int, viewer: bool) -> int:
        """Horizontal distance (px) between neighbouring cards of a hand of `count` cards."""
        if count <= 1:
            return 0
        if viewer:
            width = self.card_w(self.my_card_h)
            room = self.felt[2] * 0.62 - width
            return int(min(width * 0.72, room / (count - 1)))
        width = self.card_w(self.small_card_h)
        room = self.seat_w - self.coin_room() - width
        return int(max(2, min(width * 0.3, room / (count - 1))))

    def coin_room(self) -> int:
        """Width (px) kept beside a seat's hand for its coin stack and count (as in `compute_layout`)."""
        return self.coin_d + self.text_px * 2 + 6

    def place_width(self) -> int:
        """Width (px) of a seat's played cards: up to five, fanned."""
        w = self.card_w(self.table_card_h)
        return int(w + 4 * w * 0.24)


SEAT_SHARE = 0.26
"""The most of the felt's width one other seat's box takes (when the top edge has room)."""


def _split(others: int) -> tuple[int, int, int]:
    """How many of the other seats sit on the left edge, the top and the right edge."""
    sides = others // 3 if others >= 3 else 0
    return sides, others - 2 * sides, sides


def compute_layout(size: Point, num_seats: int, viewer: int, seat_share: float = SEAT_SHARE) -> TableLayout:
    """The table for a window of `size` (w, h px) with `num_seats` seats and `viewer` at the bottom; each other
    seat's box is at most `seat_share` of the felt's width (narrower leaves more of the middle free)."""
    width, height = size
    text_px = max(14, min(22, height // 40))
    if width >= 1000:
        log_w = int(min(380, max(240, width * 0.22)))
        log = (width - log_w, 0, log_w, height)
        felt = (0, 0, width - log_w, height)
        log_lines = max(4, (height - 120) // int(text_px * 1.5))
    else:
        strip = int(text_px * 1.8)
        log = (0, 0, width, strip)
        felt = (0, strip, width, height - strip)
        log_lines = 1
    fx, fy, fw, fh = felt
    pad = max(8, fh // 60)
    others = num_seats - 1
    left_n, top_n, right_n = _split(others)
    my_card_h = int(min(fh * 0.2, fw * 0.2))
    table_card_h = max(40, int(min(fh * 0.12, fw * 0.09)))
    coin_d = max(14, min(34, int(fh * 0.03)))
    plate_h = int(text_px * 1.6)
    # The others' boxes shrink to fit the busiest edge.
    top_slot = (fw - 2 * pad) / max(1, top_n)
    seat_w = int(min(top_slot - pad, fw * seat_share))
    small_card_h = max(32, int(min(fh * 0.085, fw * 0.07)))
    side_room = fh - 2 * pad - my_card_h * 1.25 - table_card_h - 2 * pad
    if left_n:
        seat_h_fit = side_room / (left_n + 1) - pad
        small_card_h = max(28, min(small_card_h, int(seat_h_fit - plate_h - 6)))
    seat_h = small_card_h + plate_h + 6
    coin_room = coin_d + text_px * 2 + 6
    cx = fx + fw // 2
    top_row_bottom = fy + pad + seat_h
    my_hand_top = fy + fh - pad - int(my_card_h * 1.16)
    pool = (cx, (top_row_bottom + table_card_h + my_hand_top - table_card_h) // 2)

    spots: list[SeatSpot] = []
    # The viewer: the hand at the bottom centre, nameplate and coins at the bottom left.
    hand = (cx, fy + fh - pad - my_card_h // 2)
    # Your nameplate and coins stand left of your hand, which is at most 62 % of the felt wide.
    viewer_plate_w = int(fw * 0.19) - 2 * pad
    plate = (fx + pad + viewer_plate_w // 2, fy + fh - pad - plate_h // 2)
    place = (cx, my_hand_top - pad - table_card_h // 2)
    caption = (cx + int(fw * 0.2), hand[1] - my_card_h // 4)
    me_box = (fx + pad, hand[1] - my_card_h // 2, fw - 2 * pad, my_card_h // 2)
    spots.append(SeatSpot(viewer, me_box, plate, hand, place, (plate[0], plate[1] - plate_h), caption, "left", "bottom"))

    def seat_at(k: int, x: int, y: int, edge: str) -> None:
        """Seat number `k` places round from the viewer, its box's top left at (x, y)."""
        box = (x, y, seat_w, seat_h)
        column_w = seat_w - coin_room
        hand = (x + column_w // 2, y + small_card_h // 2)
        plate = (hand[0], y + small_card_h + 6 + plate_h // 2)
        coins = (x + column_w + coin_d // 2 + 2, y + seat_h - 2)
        gap = pad + table_card_h // 2
        if edge == "top":
            place = (hand[0], y + seat_h + gap)
            # Beside the box, towards the middle: a bubble below would hide the very card it calls.
            if x + seat_w / 2 <= cx:
                caption, tail = (x + seat_w + 4, y + seat_h // 2), "left"
            else:
                caption, tail = (x - 4, y + seat_h // 2), "right"
        elif edge == "left":
            place = (x + seat_w + pad + (table_card_h * 3) // 4, y + seat_h // 2)
            caption, tail = (hand[0], y), "down"
        else:
            place = (x - pad - (table_card_h * 3) // 4, y + seat_h // 2)
            caption, tail = (hand[0], y), "down"
        seat = (viewer + k) % num_seats
        spots.append(SeatSpot(seat, box, plate, hand, place, coins, caption, tail, edge))

    k = 1
    side_top = top_row_bottom + 2 * pad + table_card_h  # below the band where the top seats' cards land
    side_bottom = my_hand_top - pad
    for i in range(left_n):  # up the left edge, from the bottom
        slot = (side_bottom - side_top) / left_n
        seat_at(k, fx + pad, int(side_bottom - (i + 0.5) * slot - seat_h / 2), "left")
        k += 1
    for i in range(top_n):  # along the top, left to right
        seat_at(k, int(fx + pad + (i + 0.5) * top_slot - seat_w / 2), fy + pad, "top")
        k += 1
    for i in range(right_n):  # down the right edge
        slot = (side_bottom - side_top) / right_n
        seat_at(k, fx + fw - pad - seat_w, int(side_top + (i + 0.5) * slot - seat_h / 2), "right")
        k += 1
    spots.sort(key=lambda s: s.seat)
    return TableLayout(
        size,
        felt,
        log,
        log_lines,
        pool,
        my_card_h,
        small_card_h,
        table_card_h,
        coin_d,
        text_px,
        seat_w,
        viewer_plate_w,
        tuple(spots),
    )


def prepare_faces_for(size: tuple[int, int]) -> None:
    """Get the table's pictures ready for a window of `size` (px): every face at the sizes the table uses,
    rasterised in the background, and the backs and shadows (a few ms each) drawn now. The title screen
    calls this, so a game's first frame finds them all made."""
    layout = compute_layout(size, 4, 0)
    art = CardArt.shared()
    for height in (layout.my_card_h, layout.table_card_h):
        art.prepare(full_pack(52), height)
    for height in (layout.my_card_h, layout.table_card_h, layout.small_card_h):
        art.back(height)
        art.shadow(height)
