"""Where everything sits on the Snap table, for any window size and 2–6 seats (RULES.md §5; issue 10).

The felt fills the window above the status bar, as at every table (`game.ui.layout.table_frame`). Each seat
is one block: its hand (a face-down stack) and its face-up pile side by side, its nameplate and the line
under it (a computer's level, a hot-seat player's keys) on the side away from the middle. The blocks stand
round an ellipse from the viewer at the bottom, clockwise (RULES.md "Conventions": the viewer's left-hand
neighbour on the left of the screen), and the centre pile (with Grab's cork beside it) stands in the middle.

The piles are what everyone watches, so they are made as large as the window allows: the largest card
height at which no two blocks meet, none meets the middle and all stay on the felt. Every length that clamps
the proportions (the smallest pile, a gap, the edge a stack shows) is designed at density 1 and taken through
`dp` (game/ui/density.py), so a window at density 2 is laid out as one half its size at density 1. Pure geometry:
nothing is drawn here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.ui.card_art import CARD_ASPECT, CardArt
from game.ui.density import dp
from game.ui.layout import table_frame

Point = tuple[int, int]
Box = tuple[int, int, int, int]

HAND_SHARE = 0.8
"""A hand's face-down stack is this much of a pile's height: the face-up piles are what people watch."""

MAX_PILE_SHARE = 0.26
"""The largest a pile may be, as a share of the window's height (two players at a wide window)."""

MIN_PILE_H = 36
"""The smallest pile (px at density 1), used however crowded the table is."""

SLOT_COST = 0.8
"""A block keeps a slot for its bubble if the piles stay at least this share of what they could be without."""

STACK_EDGE = (4, 8)
"""How far (px at density 1, left and up) a stack's lower edges show beyond its top card."""


@dataclass(frozen=True)
class SnapSpot:
    """One seat's places (px): `box` (x, y, w, h) holds its hand, pile, counts, nameplate and line; `hand`
    and `pile` are the centres of its stack and its face-up pile; `plate` the nameplate's centre; `line` the
    midtop of the line under it; `outer` whether the seat is in the top half of the table or the bottom;
    `bubble` the point the tail of its speech bubble touches in the block's slot (None: no slot), with `tail`
    the side of the bubble the tail comes from ("left": the bubble stands right of the point)."""

    seat: int
    box: Box
    hand: Point
    pile: Point
    plate: Point
    line: Point
    outer: str
    bubble: Point | None
    tail: str


@dataclass(frozen=True)
class SnapLayout:
    """Geometry of the Snap table: the window `size`, the felt, the status bar, the open log's panel, the
    centre pile's centre and the box round it (with its label and the cork), where its label stands
    (`centre_label`: its midright, when `centre_label_side` is "left", else its midtop), the card heights (px) of the
    piles and of the hands, the body text's size (px), the widths (px) a nameplate and the line under it may
    take, the widest (px) a bubble may be, and one `SnapSpot` per seat (by seat number)."""

    size: Point
    felt: Box
    status: Box
    log: Box
    centre: Point
    centre_box: Box
    centre_label: Point
    centre_label_side: str
    pile_h: int
    hand_h: int
    text_px: int
    name_w: int
    line_w: int
    bubble_w: int
    spots: tuple[SnapSpot, ...]

    def card_w(self, height: int) -> int:
        return round(height * CARD_ASPECT)


@dataclass(frozen=True)
class _Shape:
    """One way to lay a table out: nameplates `beside` the cards (else above or below them), the centre's
    label left of the centre pile (`label_left`, else under it), a `slot` for a bubble in every block, and
    room for Grab's `cork` beside the centre."""

    beside: bool
    label_left: bool
    slot: bool
    cork: bool


def compute_snap_layout(size: Point, num_seats: int, viewer: int, cork: bool = False) -> SnapLayout:
    """The Snap table for a window of `size` (w, h px) with `num_seats` (2–6) seats, `viewer` at the bottom
    (and Grab's cork by the centre when `cork`): the largest piles (px) at which the blocks stand clear of
    each other and of the middle. Each block's nameplate stands beside its cards where the window is wide
    enough, else above or below them; a block keeps a slot for its seat's bubble beside its cards where
    that costs the piles little (`SLOT_COST`) and leaves them at least a seventh of the window's height
    (issue 10)."""
    pad = table_frame(size)[4]
    least = dp(MIN_PILE_H)
    top = max(int(min(size[1] * MAX_PILE_SHARE, size[0] * 0.3) * CardArt.scale), least)
    variants = ((True, True), (True, False), (False, True), (False, False))
    step = dp(2)  # the heights tried at density 2 are those tried at 1, doubled

    def largest(slot: bool, lowest: int) -> SnapLayout | None:
        for pile_h in range(top, lowest - 1, -step):
            for beside, label_left in variants:
                layout = _layout(size, num_seats, viewer, pile_h, _Shape(beside, label_left, slot, cork))
                if _fits(layout, pad):
                    return layout
        return None

    plain = largest(False, least) or _layout(size, num_seats, viewer, least, _Shape(False, False, False, cork))
    slotted = largest(True, max(least, int(size[1] * 0.14), round(plain.pile_h * SLOT_COST)))
    return slotted or plain


def _layout(size: Point, n: int, viewer: int, pile_h: int, shape: _Shape) -> SnapLayout:
    text_px, felt, status, log, pad = table_frame(size)
    fx, fy, fw, fh = felt
    hand_h = round(pile_h * HAND_SHARE)
    pile_w, hand_w = round(pile_h * CARD_ASPECT), round(hand_h * CARD_ASPECT)
    badge_w = int(text_px * 1.4) + dp(22)  # a count of up to 52 in its lozenge, with the gap before it
    edge_x, edge_y = (dp(edge) for edge in STACK_EDGE)
    cards_w = edge_x + hand_w + badge_w + pile_w + badge_w
    cards_h = edge_y + pile_h
    plate_h = int(text_px * 1.7) + dp(2)
    line_h = int(text_px * 1.3)
    gap = max(dp(4), text_px // 3)
    under = dp(3)  # between the nameplate and the line under it
    nudge = dp(1)  # a seat off the middle by a rounding's px still counts as in the middle
    name_w = text_px * 12  # the nameplate and the line under it: "adaptive, follows you" at its size
    bubble_w = int(min(fw * 0.3, text_px * 12))
    slot_w = bubble_w + gap if shape.slot else 0
    if shape.beside:
        seat_w, seat_h = name_w + gap + cards_w + slot_w, max(cards_h, plate_h + under + line_h)
    else:
        seat_w, seat_h = max(cards_w, name_w) + slot_w, cards_h + gap + plate_h + under + line_h
    cx, cy = fx + fw // 2, fy + fh // 2
    rx = (fw - 2 * pad - seat_w) // 2
    ry = (fh - 2 * pad - seat_h) // 2
    spots = []
    for k in range(n):
        angle = math.pi / 2 + k * 2 * math.pi / n  # from the bottom, clockwise on screen
        x = cx + round(rx * math.cos(angle)) - seat_w // 2
        y = cy + round(ry * math.sin(angle)) - seat_h // 2
        outer = "top" if y + seat_h / 2 < cy - nudge else "bottom"
        # The nameplate on the side away from the middle (the left, for a seat in the middle), the bubble's
        # slot on the other: across the block from left to right, name, cards, slot (mirrored on the right).
        mirrored = x + seat_w / 2 > cx + nudge
        inner_x = x + slot_w if mirrored else x  # the block without its slot
        inner_w = seat_w - slot_w
        if shape.beside:
            plate_x = inner_x + inner_w - name_w // 2 if mirrored else inner_x + name_w // 2
            left = inner_x + edge_x + (0 if mirrored else name_w + gap)
            cards_y = y + (seat_h - cards_h) // 2 + edge_y + pile_h // 2
            plate_y = y + (seat_h - plate_h - under - line_h) // 2 + plate_h // 2
        else:
            plate_x = inner_x + inner_w // 2
            left = inner_x + (inner_w - cards_w) // 2 + edge_x
            if outer == "bottom":
                cards_y = y + edge_y + pile_h // 2
                plate_y = y + cards_h + gap + plate_h // 2
            else:
                plate_y = y + plate_h // 2
                cards_y = y + plate_h + under + line_h + gap + edge_y + pile_h // 2
        hand = (left + hand_w // 2, cards_y + (pile_h - hand_h) // 2)
        pile = (left + hand_w + badge_w + pile_w // 2, cards_y)
        if not shape.slot:
            bubble, tail = None, ""
        elif mirrored:
            bubble, tail = (left - edge_x - gap, cards_y), "right"
        else:
            bubble, tail = (pile[0] + pile_w // 2 + badge_w + gap, cards_y), "left"
        plate = (plate_x, plate_y)
        line = (plate_x, plate_y + plate_h // 2 + under)
        box = (x, y, seat_w, seat_h)
        spots.append(SnapSpot((viewer + k) % n, box, hand, pile, plate, line, outer, bubble, tail))
    spots.sort(key=lambda s: s.seat)
    right = pile_w // 2 + edge_x + (round(pile_w * 0.6) + cork_radius(pile_h) if shape.cork else 0)
    left_w, half_h = pile_w // 2 + edge_x, pile_h // 2 + edge_y
    below = 0
    if shape.label_left:  # "Centre · 52"
        left_w += gap + text_px * 6
        label, label_side = (cx - pile_w // 2 - gap, cy), "left"
    else:
        label, label_side = (cx, cy + pile_h // 2 + dp(4)), "below"
        below = line_h + dp(4)
    centre_box = (cx - left_w, cy - half_h, left_w + right, 2 * half_h + below)
    return SnapLayout(
        size, felt, status, log, (cx, cy), centre_box, label, label_side, pile_h, hand_h, text_px, name_w,
        name_w if shape.beside else seat_w - slot_w, bubble_w, tuple(spots),
    )


def cork_radius(pile_h: int) -> int:
    """The radius (px) of Grab's cork by a centre pile `pile_h` px high: a fifth of it, at least 9 px at density 1."""
    return max(dp(9), pile_h // 5)


def _fits(layout: SnapLayout, pad: int) -> bool:
    """Whether every block lies on the felt, clear (by a few px) of every other block and of the middle."""
    fx, fy, fw, fh = layout.felt
    boxes = [s.box for s in layout.spots]
    for x, y, w, h in boxes:
        if x < fx + pad or y < fy + pad or x + w > fx + fw - pad or y + h > fy + fh - pad:
            return False
    clear = layout.text_px // 2
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :] + [layout.centre_box]:
            if _overlap(a, b, clear):
                return False
    return True


def _overlap(a: Box, b: Box, clear: int) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw + clear and bx < ax + aw + clear and ay < by + bh + clear and by < ay + ah + clear
