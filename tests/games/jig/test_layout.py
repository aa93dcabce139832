"""Jig's rows fit every window and seat count (RULES.md §2: 3–8 players, a 52- or 32-card pack): every
slot lies in a free box of the felt's middle, clear of every seat; where rows overlap each still shows the
top of its cards; the pool and the dead cards sit beside or below them, on nothing; an empty slot between
two laid cards still shows its middle; and the rows are large (issue 10: the cards played at least 14 % of
the window's height where the seats leave the room)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.core.cards import PACK_RANKS, Card
from game.games.jig.layout import ROW_SUITS, TOP_SEAT_EM, RowsLayout, free_middles, rows_layout
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


def rows_rect(rows: RowsLayout) -> pygame.Rect:
    """All the slots, and the suit labels left of them."""
    first = slot_rect(rows, Card(rows.ranks[0], ROW_SUITS[0]))
    last = slot_rect(rows, Card(rows.ranks[-1], ROW_SUITS[-1]))
    return first.union(last).union(pygame.Rect(rows.label_x, first.top, 1, 1))


def jig_table(size: tuple[int, int], seats: int, pack: int = 52) -> TableLayout:
    """The seats as JigTableScene._relayout lays them out, each hand as large as the deal makes it."""
    return compute_layout(size, seats, 0, SEAT_SHARE, -(-pack // seats), TOP_SEAT_EM)


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
    for pack in (52, 32):
        table = jig_table(size, seats, pack)
        felt = pygame.Rect(table.felt)
        boxes = [(spot.seat, pygame.Rect(spot.box)) for spot in table.spots]
        me = table.spots[0]
        # Your hand's chosen card stands raised by 16 % of its height (TableScene._lift).
        my_raised_top = me.hand[1] - table.my_card_h // 2 - int(table.my_card_h * 0.16)
        for with_pool, with_dead in itertools.product((False, True), repeat=2):
            case = f"{size} {seats} seats, {pack} cards, pool {with_pool}, dead cards {with_dead}"
            rows = rows_layout(table, PACK_RANKS[pack], with_pool, with_dead)
            middle = pygame.Rect(rows.region)
            assert rows.region in free_middles(table), case
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
                shown = b.top - a.top
                assert shown >= rows.card_h // 2, f"{case}: the {lower.name} row hides the top half of the {upper.name} row, its index"
                assert shown <= rows.card_h * 1.12 + 1, f"{case}: the {upper.name} and {lower.name} rows stand apart"
            # An empty slot between two laid cards shows only its middle: it must be there for the rank.
            assert 2 * rows.step - rows.card_w > 0, f"{case}: an empty slot is hidden by its neighbours"
            assert rows.step < rows.card_w, f"{case}: the cards do not overlap as the rows are laid out"
            assert (rows.pool_at is not None, rows.dead_at is not None) == (with_pool, with_dead), case
            drawn = [rows_rect(rows)]
            if with_pool:
                drawn.append(pool_rect(table, rows))
            if with_dead:
                drawn.append(dead_pile_rect(table, rows))
            for rect in drawn[1:]:
                assert middle.contains(rect), f"{case}: {rect} leaves the free middle {middle}"
            for a, b in itertools.combinations(drawn, 2):
                assert not a.colliderect(b), f"{case}: {a} and {b} overlap"


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1600, 900), (1920, 1080)])
@pytest.mark.parametrize("seats", range(3, 7))
def test_the_rows_are_large(size: tuple[int, int], seats: int) -> None:
    """Issue 10: the cards played at least 14 % of the window's height from 800×600 up, with the pool and the
    dead cards or without: up to six players every other seat sits along the top, clear of the rows' sides."""
    for pack in (52, 32):
        table = jig_table(size, seats, pack)
        assert all(spot.edge in ("top", "bottom") for spot in table.spots), f"{seats} seats at {size}"
        for with_pool, with_dead in itertools.product((False, True), repeat=2):
            rows = rows_layout(table, PACK_RANKS[pack], with_pool, with_dead)
            assert rows.card_h >= 0.14 * size[1], f"{size} {seats} seats, {pack} cards, pool {with_pool}: {rows.card_h} px"


def test_the_slots_run_in_rank_order_one_row_per_suit() -> None:
    """RULES.md §2.1: ranks run A (lowest) … K in a suit, so each suit's row reads left to right, and the
    German pack's 7 … A likewise (§2.2)."""
    table = jig_table((1280, 720), 4)
    for pack in (52, 32):
        rows = rows_layout(table, PACK_RANKS[pack], True, True)
        for suit in ROW_SUITS:
            xs = [rows.slot(Card(rank, suit))[0] for rank in PACK_RANKS[pack]]
            ys = {rows.slot(Card(rank, suit))[1] for rank in PACK_RANKS[pack]}
            assert xs == sorted(xs) and len(set(xs)) == len(xs) and len(ys) == 1
        assert [rows.label_y(s) for s in ROW_SUITS] == sorted(rows.label_y(s) for s in ROW_SUITS)
        every_slot = [slot_rect(rows, Card(rank, suit)) for suit in ROW_SUITS for rank in rows.ranks]
        assert pygame.Rect(rows.slots_rect()) == every_slot[0].unionall(every_slot[1:])
