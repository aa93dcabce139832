"""Where everything sits on the turn-based table, for any window size and 2–10 seats.

The felt fills the window above a status bar (the last thing that happened, the keys); the log is a panel L
opens over the right of the felt (game/ui/log_panel.py). The viewer (the seat whose hand is shown) sits at
the bottom: their nameplate and coins at the left of the hand zone, the hand beside them, the cards they play
just above the hand. The other seats follow clockwise (RULES.md "Conventions": seat numbers increase
clockwise, so the viewer's left-hand neighbour is on the left of the screen) up the left edge, along the top
and down the right edge. Each seat is a box — its hand of backs above its nameplate, its coin stack and
count beside — and the cards it plays land just outside its box, towards the pool in the middle, so no two
seats' cards meet. Sizes follow the window (issue 10: your hand at least 20 % of the window's height, the
cards played at least 14 % where they fit, text never below 14 px). Every length that clamps the proportions
(a floor, a cap, a gap) is designed at density 1 and taken through `dp`, so a window at density 2 is laid out
as one half its size at density 1, in twice the pixels (game/ui/density.py). Pure geometry: nothing is drawn
here.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import full_pack
from game.ui.card_art import CARD_ASPECT, CardArt
from game.ui.density import dp
from game.ui.fonts import scaled

Point = tuple[int, int]
Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class SeatSpot:
    """One seat's places on screen (px).

    `box` (x, y, w, h) holds everything the seat draws but its played cards and bubble; `plate` is the
    nameplate's centre; `hand` the centre of the hand (for the viewer, of the room the hand may fill);
    `place` the centre of the spot where its played cards land; `coins` the coin stack's midbottom;
    `caption` the point a speech bubble's tail touches, with `tail` the side of the bubble it comes from
    ("down": the bubble stands above the point; "left": the bubble stands to the right of it).
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
    place_h: int  # the height (px) of its played cards


@dataclass(frozen=True)
class TableLayout:
    """Geometry of the whole table: card heights (px) for your hand, the others' hands and the cards played,
    the felt, the status bar, the open log's panel, the pool, and one `SeatSpot` per seat (by seat number).
    `hand_room` is the span (x0, x1 px) your hand may fill; `plate_w` the widest a nameplate may be."""

    size: Point
    felt: Box
    status: Box
    log: Box
    pool: Point
    my_card_h: int
    small_card_h: int
    table_card_h: int
    coin_d: int
    text_px: int
    seat_w: int
    plate_w: int
    hand_room: tuple[int, int]
    spots: tuple[SeatSpot, ...]

    def card_w(self, height: int) -> int:
        return round(height * CARD_ASPECT)

    def hand_spacing(self, count: int, viewer: bool) -> int:
        """Horizontal distance (px) between neighbouring cards of a hand of `count` cards."""
        if count <= 1:
            return 0
        if viewer:
            width = self.card_w(self.my_card_h)
            room = self.hand_room[1] - self.hand_room[0] - width
            return int(min(width * 0.72, room / (count - 1)))
        width = self.card_w(self.small_card_h)
        room = self.seat_w - self.coin_room() - width
        return int(max(dp(2), min(width * 0.3, room / (count - 1))))

    def my_hand_left(self) -> float:
        """The x (px) of the centre of your hand's first card: the hand starts beside your nameplate and
        closes up towards it as it shrinks."""
        return self.hand_room[0] + self.card_w(self.my_card_h) / 2

    def coin_room(self) -> int:
        """Width (px) kept beside a seat's hand for its coin stack and count (as in `compute_layout`)."""
        return self.coin_d + self.text_px * 2 + dp(6)

    def place_width(self) -> int:
        """Width (px) of a seat's played cards: up to five, fanned."""
        return int(self.card_w(self.table_card_h) * PLACE_SPREAD)


SEAT_SHARE = 0.26
"""The most of the felt's width one other seat's box takes (when the top edge has room)."""

SIDE_SHARE = 0.22
"""The most of the felt's width a seat's box takes when seats sit on the sides: the cards they play must
stay clear of yours in the middle."""

PLACE_SPREAD = 1.96
"""A seat's played cards are this many card widths wide: up to five, each a quarter card right of the last."""


def status_bar_height(text_px: int) -> int:
    """The status bar's height (px) for body text of `text_px` px."""
    return int(text_px * 1.9)


def log_panel_width(window_w: int, text_px: int) -> int:
    """The open log's width (px): room for a line of about 34 characters, at most 40 % of the window."""
    return int(min(window_w * 0.4, max(dp(240), text_px * 19)))


def table_frame(size: Point) -> tuple[int, Box, Box, Box, int]:
    """What every table shares for a window of `size` (w, h px): the body text's size (px, 14–24 at 100 % and
    density 1, twice that at density 2), the felt (all the window above the status bar), the status bar, the
    open log's panel (over the felt's right) and the margin (px) that keeps things clear of the walnut rim
    (theme.rim_width). The text is larger at the player's text size (Settings › Text size), as far as a table
    has room for: up to a 24th of the height."""
    width, height = size
    base = max(dp(14), min(dp(24), height // 36, width // 40))
    text_px = min(scaled(base), max(base, min(height // 24, width // 32)))
    status_h = status_bar_height(text_px)
    felt = (0, 0, width, height - status_h)
    status = (0, height - status_h, width, status_h)
    log_w = log_panel_width(width, text_px)
    log = (width - log_w, 0, log_w, height - status_h)
    return text_px, felt, status, log, max(dp(8), min(size) // 60 + dp(4))


def _split(others: int, wide: bool, top_room: int) -> tuple[int, int, int]:
    """How many of the other seats sit on the left edge, the top and the right edge: all along the top when
    `top_room` seats fit there, else a third on each side, but in a wide window at most two a side, the rest
    along the top, where there is room to spare."""
    if others <= top_room:
        return 0, others, 0
    sides = others // 3 if others >= 3 else 0
    if wide:
        sides = min(sides, 2)
    return sides, others - 2 * sides, sides


def compute_layout(
    size: Point,
    num_seats: int,
    viewer: int,
    seat_share: float = SEAT_SHARE,
    most_cards: int = 13,
    top_seat_em: float = 0.0,
) -> TableLayout:
    """The table for a window of `size` (w, h px) with `num_seats` seats and `viewer` at the bottom; each other
    seat's box is at most `seat_share` of the felt's width (narrower leaves more of the middle free) and no
    wider than a hand of `most_cards` needs, so its coins stand beside its cards. With `top_seat_em`, the
    other seats all sit along the top while each has that many text heights of width there: a game whose
    middle wants the felt's whole width (Jig's rows) keeps the sides free."""
    width, height = size
    text_px, felt, status, log, pad = table_frame(size)
    fx, fy, fw, fh = felt
    top_room = int((fw - 2 * pad) // (top_seat_em * text_px)) if top_seat_em else 0
    left_n, top_n, right_n = _split(num_seats - 1, fw >= fh * 1.25, top_room)
    plate_h = int(text_px * 1.6)
    coin_d = max(dp(14), min(dp(34), int(fh * 0.034)))
    roomy = height >= dp(600)  # below that, your hand takes its 20 % and no more, so the middle keeps room
    # Card size: large grows only the cards played, where no side seats crowd them; a bigger hand would take
    # the middle's room (issue 10).
    my_card_h = int(min(height * (0.22 if roomy else 0.2) * min(1.0, CardArt.scale), fw * 0.22, fh * 0.26))
    small_card_h = max(dp(28), int(min(fh * (0.11 if roomy else 0.1), fw * 0.08)))
    # Your zone, from the bottom: the hand with room for a raised card; beside it your nameplate and coins.
    hand_zone_h = int(my_card_h * 1.16)
    hand_bottom = fy + fh - pad
    hand_top = hand_bottom - hand_zone_h
    block_w = int(max(text_px * 8, min(fw * 0.2, text_px * 13)))
    nudge, spacing = dp(2), dp(6)  # a coin stack off its box's edges; a plate off the cards above it
    coin_room = coin_d + text_px * 2 + spacing
    # The top seats' boxes, then the band where their cards land, the pool, and the band of your cards.
    top_slot = (fw - 2 * pad) / max(1, top_n)
    seat_w = int(min(top_slot - pad, fw * seat_share, fw * SIDE_SHARE if left_n else fw))
    fan_w = round(small_card_h * CARD_ASPECT * (1 + 0.3 * (max(1, most_cards) - 1)))
    seat_w = min(seat_w, max(fan_w, text_px * 6) + coin_room)
    seat_h = small_card_h + plate_h + spacing
    top_row_bottom = fy + pad + seat_h
    gap = max(dp(6), pad // 2)  # between a row of seats and the cards they play
    free_h = hand_top - gap - top_row_bottom - gap
    pool_h = int(coin_d * 3.2 + text_px * 1.4)
    table_card_h = max(dp(36), int(min(height * 0.15 * (min(1.0, CardArt.scale) if left_n else CardArt.scale), fw * 0.12, (free_h - pool_h) / 2)))
    if left_n:  # a side seat's cards, just inside its box, stay clear of yours in the middle
        room = fw / 2 - 2 * pad - seat_w - gap
        table_card_h = max(dp(36), min(table_card_h, int(room / (1.5 * PLACE_SPREAD * CARD_ASPECT))))
    if left_n:  # the side seats' boxes share the height between the top seats' cards and your zone
        side_h = (hand_top - pad - top_row_bottom - 2 * gap - table_card_h) / left_n - pad
        if side_h < seat_h:
            small_card_h = max(dp(24), int(side_h - plate_h - spacing))
            seat_h = small_card_h + plate_h + spacing
    cx = fx + fw // 2
    my_place_y = hand_top - gap - table_card_h // 2
    top_place_y = top_row_bottom + gap + table_card_h // 2
    pool = (cx, (top_place_y + table_card_h // 2 + my_place_y - table_card_h // 2) // 2)

    spots: list[SeatSpot] = []
    block = (fx + pad, hand_top, block_w, hand_zone_h)
    plate = (fx + pad + (block_w - coin_room) // 2, hand_bottom - plate_h // 2 - nudge)
    coins = (fx + pad + block_w - coin_room + coin_d // 2 + nudge, hand_bottom - nudge)
    hand_room = (fx + pad + block_w + pad, fx + fw - pad)
    hand = ((hand_room[0] + hand_room[1]) // 2, hand_bottom - my_card_h // 2)
    place = (cx, my_place_y)
    caption = (cx + int(table_card_h * 1.1), my_place_y)
    spots.append(SeatSpot(viewer, block, plate, hand, place, coins, caption, "left", "bottom", table_card_h))

    def seat_at(k: int, x: int, y: int, edge: str, place_h: int = table_card_h) -> None:
        """Seat number `k` places round from the viewer, its box's top left at (x, y); its played cards
        `place_h` px high."""
        box = (x, y, seat_w, seat_h)
        column_w = seat_w - coin_room
        hand = (x + column_w // 2, y + small_card_h // 2)
        plate = (hand[0], y + small_card_h + spacing + plate_h // 2)
        coins = (x + column_w + coin_d // 2 + nudge, y + seat_h - nudge)
        if edge == "top":
            place = (hand[0], y + seat_h + gap + table_card_h // 2)
            # Beside the box, towards the middle: a bubble below would hide the very card it calls.
            if x + seat_w / 2 <= cx:
                caption, tail = (x + seat_w + dp(4), y + seat_h // 2), "left"
            else:
                caption, tail = (x - dp(4), y + seat_h // 2), "right"
        elif edge == "left":
            place = (x + seat_w + pad + (table_card_h * 3) // 4, y + seat_h // 2)
            caption, tail = (hand[0], y), "down"
        else:
            place = (x - pad - (table_card_h * 3) // 4, y + seat_h // 2)
            caption, tail = (hand[0], y), "down"
        seat = (viewer + k) % num_seats
        spots.append(SeatSpot(seat, box, plate, hand, place, coins, caption, tail, edge, place_h))

    k = 1
    side_top = top_row_bottom + 2 * gap + table_card_h  # below the band where the top seats' cards land
    side_bottom = hand_top - pad
    side_slot = (side_bottom - side_top) / max(1, left_n)
    side_place_h = max(dp(24), min(table_card_h, int(side_slot - gap)))  # neighbours' cards must not meet
    for i in range(left_n):  # up the left edge, from the bottom
        seat_at(k, fx + pad, int(side_bottom - (i + 0.5) * side_slot - seat_h / 2), "left", side_place_h)
        k += 1
    for i in range(top_n):  # along the top, left to right
        seat_at(k, int(fx + pad + (i + 0.5) * top_slot - seat_w / 2), fy + pad, "top")
        k += 1
    for i in range(right_n):  # down the right edge
        seat_at(k, fx + fw - pad - seat_w, int(side_top + (i + 0.5) * side_slot - seat_h / 2), "right", side_place_h)
        k += 1
    spots.sort(key=lambda s: s.seat)
    return TableLayout(
        size, felt, status, log, pool, my_card_h, small_card_h, table_card_h, coin_d, text_px, seat_w,
        block_w - coin_room, hand_room, tuple(spots),
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
