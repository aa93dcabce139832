"""The table layout fits every window size and seat count: nothing overlaps, nothing is cut off
(issue 2 "the layout reflows for 3–10 seats at any size")."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.ui.layout import TableLayout, compute_layout

SIZES = [(640, 480), (800, 600), (1024, 768), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (1024, 1024), (1600, 640)]
MOST_CARDS = 13  # the largest hand of a 4-player all-dealt game


def seat_box(layout: TableLayout, seat: int) -> pygame.Rect:
    """Everything one other seat draws (its fan of backs, nameplate and coin stack) must lie in its box."""
    spot = layout.spots[seat]
    box = pygame.Rect(spot.box)
    h = layout.small_card_h
    fan = pygame.Rect(0, 0, layout.card_w(h) + layout.hand_spacing(MOST_CARDS, viewer=False) * (MOST_CARDS - 1), h)
    fan.center = spot.hand
    plate = pygame.Rect(0, 0, box.width - layout.coin_room(), int(layout.text_px * 1.6))
    plate.center = spot.plate
    coins = pygame.Rect(0, 0, layout.coin_d + layout.text_px * 2, layout.coin_d)
    coins.bottomleft = (spot.coins[0] - layout.coin_d // 2, spot.coins[1])
    for part, what in ((fan, "hand"), (plate, "nameplate"), (coins, "coins")):
        assert box.inflate(2, 2).contains(part), f"seat {seat}'s {what} {part} sticks out of its box {box}"
    return box


def my_hand_box(layout: TableLayout, count: int) -> pygame.Rect:
    spot = layout.spots[0]
    h = layout.my_card_h
    width = layout.card_w(h) + layout.hand_spacing(count, viewer=True) * (count - 1)
    box = pygame.Rect(0, 0, width, int(h * 1.16))  # raised cards stand 16 % higher
    box.bottomleft = (int(layout.my_hand_left() - layout.card_w(h) / 2), spot.hand[1] + h // 2)
    return box


def place_box(layout: TableLayout, seat: int) -> pygame.Rect:
    h = layout.spots[seat].place_h
    w = layout.card_w(h)
    box = pygame.Rect(0, 0, int(w + 4 * w * 0.24), h)
    box.center = layout.spots[seat].place
    return box


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", range(2, 11))
def test_every_seat_fits_and_nothing_overlaps(size: tuple[int, int], seats: int) -> None:
    layout = compute_layout(size, seats, viewer=0)
    felt = pygame.Rect(layout.felt)
    boxes = {s: seat_box(layout, s) for s in range(1, seats)}
    mine = my_hand_box(layout, MOST_CARDS)
    assert felt.contains(mine), f"your hand is cut off: {mine} outside {felt}"
    my_plate = pygame.Rect(0, 0, layout.plate_w, int(layout.text_px * 1.6))
    my_plate.center = layout.spots[0].plate
    assert felt.contains(my_plate) and not my_plate.colliderect(mine), "your nameplate is under your hand"
    for seat, box in boxes.items():
        assert felt.contains(box), f"seat {seat} is cut off: {box} outside {felt}"
        assert not box.colliderect(mine), f"seat {seat} overlaps your hand"
    for (a, box_a), (b, box_b) in itertools.combinations(boxes.items(), 2):
        assert not box_a.colliderect(box_b), f"seats {a} and {b} overlap"
    places = {s: place_box(layout, s) for s in range(seats)}
    for (a, pa), (b, pb) in itertools.combinations(places.items(), 2):
        assert not pa.colliderect(pb), f"the cards played by seats {a} and {b} overlap"
    for s, place in places.items():
        assert felt.contains(place)
        assert not place.colliderect(mine) or s == 0


def test_seats_go_clockwise_from_the_viewer() -> None:
    """RULES.md "Conventions": play passes to the left, so the viewer's left neighbour (seat 1) sits on the left."""
    layout = compute_layout((1280, 720), 4, viewer=0)
    me, left, across, right = layout.spots
    assert left.plate[0] < me.plate[0] or left.hand[0] < me.hand[0]
    assert across.hand[1] < left.hand[1] and across.hand[1] < right.hand[1]
    assert right.hand[0] > me.hand[0]


def test_text_is_never_below_14_px() -> None:
    assert compute_layout((640, 480), 10, 0).text_px >= 14
