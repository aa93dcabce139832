"""Jig's rows fit every window and seat count (RULES.md §2: 3–8 players, a 52- or 32-card pack): every
slot lies in the free middle of the felt, clear of every seat, the rows never overlap, the pool and the
dead cards sit below them, and an empty slot between two laid cards still shows its middle."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.core.cards import PACK_RANKS, Card
from game.games.jig.layout import ROW_SUITS, RowsLayout, free_middle, rows_layout
from game.games.jig.table import SEAT_SHARE
from game.ui.coin_art import dish
from game.ui.fonts import render_text
from game.ui.layout import TableLayout, compute_layout

SIZES = [(640, 480), (800, 600), (1280, 720), (1920, 1080), (2560, 1440)]
MOST_DEAD = 4  # the most dead cards a preset may set aside (RULES.md §2.2 `dead_cards`)


def slot_rect(rows: RowsLayout, card: Card) -> pygame.Rect:
    rect = pygame.Rect(0, 0, rows.card_w, rows.card_h)
    rect.center = rows.slot(card)
    return rect


def rows_bottom(rows: RowsLayout) -> int:
    return max(slot_rect(rows, Card(rows.ranks[0], suit)).bottom for suit in ROW_SUITS)


def pool_rect(table: TableLayout, rows: RowsLayout) -> pygame.Rect:
    """The pool's dish and its label, as JigTableScene draws them (TableScene._draw_pool at rows.pool())."""
    x, y = rows.pool()
    plate = dish(int(table.coin_d * 4.4)).get_rect(center=(x, y))
    label = render_text("Pool", table.text_px, (0, 0, 0), bold=True)
    return plate.union(label.get_rect(midtop=(x, plate.bottom + 2)))


def dead_pile_rect(table: TableLayout, rows: RowsLayout) -> pygame.Rect:
    """The face-down dead cards fanned up and left (JigTableScene._dead_pile_pos), and their count below."""
    x, y = rows.dead_pile()
    h = table.small_card_h
    rect = pygame.Rect(0, 0, table.card_w(h), h)
    rect.center = (x, y)
    top = rect.move(-(MOST_DEAD - 1) * 2, -(MOST_DEAD - 1) * 3)
    label = render_text(f"{MOST_DEAD} dead cards", table.text_px - 2, (0, 0, 0), bold=True)
    return rect.union(top).union(label.get_rect(midtop=(x, y + h // 2 + 4)))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", range(3, 9))
def test_the_rows_fit_the_free_middle_clear_of_every_seat(display: pygame.Surface, size: tuple[int, int],
                                                          seats: int) -> None:
    table = compute_layout(size, seats, 0, SEAT_SHARE)  # as JigTableScene._relayout
    felt = pygame.Rect(table.felt)
    middle = pygame.Rect(free_middle(table))
    boxes = [(spot.seat, pygame.Rect(spot.box)) for spot in table.spots]
    me = table.spots[0]
    # Your hand's chosen card stands raised by 16 % of its height (TableScene._lift).
    my_raised_top = me.hand[1] - table.my_card_h // 2 - int(table.my_card_h * 0.16)
    for pack in (52, 32):
        for with_strip in (False, True):
            case = f"{size} {seats} seats, {pack} cards, strip {with_strip}"
            rows = rows_layout(table, PACK_RANKS[pack], with_strip)
            assert rows.region == free_middle(table), case
            assert rows.ranks == PACK_RANKS[pack], case
            for suit in ROW_SUITS:
                for rank in rows.ranks:
                    card = Card(rank, suit)
                    rect = slot_rect(rows, card)
                    assert felt.contains(rect), f"{case}: {card}'s slot {rect} is off the felt {felt}"
                    assert middle.contains(rect), f"{case}: {card}'s slot {rect} leaves the free middle {middle}"
                    hit = [seat for seat, box in boxes if rect.colliderect(box)]
                    assert not hit, f"{case}: {card}'s slot {rect} lies on seat {hit}'s box"
                    assert rect.bottom <= my_raised_top, f"{case}: {card}'s slot is under your raised card"
            for upper, lower in itertools.pairwise(ROW_SUITS):
                a, b = slot_rect(rows, Card(rows.ranks[0], upper)), slot_rect(rows, Card(rows.ranks[0], lower))
                assert a.bottom <= b.top, f"{case}: the {upper.name} row overlaps the {lower.name} row"
            # An empty slot between two laid cards shows only its middle: it must be there for the rank.
            assert 2 * rows.step - rows.card_w > 0, f"{case}: an empty slot is hidden by its neighbours"
            assert rows.step < rows.card_w, f"{case}: the cards do not overlap as the rows are laid out"
            if not with_strip:
                assert rows.strip is None, case
                continue
            below = rows_bottom(rows)
            for what, rect in (("pool", pool_rect(table, rows)), ("dead pile", dead_pile_rect(table, rows))):
                assert middle.contains(rect), f"{case}: the {what} {rect} leaves the free middle {middle}"
                assert rect.top >= below, f"{case}: the {what} {rect} reaches up into the rows (bottom {below})"
            assert not pool_rect(table, rows).colliderect(dead_pile_rect(table, rows)), case


def test_the_slots_run_in_rank_order_one_row_per_suit() -> None:
    """RULES.md §2.1: ranks run A (lowest) … K in a suit, so each suit's row reads left to right, and the
    German pack's 7 … A likewise (§2.2)."""
    table = compute_layout((1280, 720), 4, 0, SEAT_SHARE)
    for pack in (52, 32):
        rows = rows_layout(table, PACK_RANKS[pack], True)
        for suit in ROW_SUITS:
            xs = [rows.slot(Card(rank, suit))[0] for rank in PACK_RANKS[pack]]
            ys = {rows.slot(Card(rank, suit))[1] for rank in PACK_RANKS[pack]}
            assert xs == sorted(xs) and len(set(xs)) == len(xs) and ys == {rows.row_y(suit)}
        assert [rows.row_y(s) for s in ROW_SUITS] == sorted(rows.row_y(s) for s in ROW_SUITS)
