"""The picture of Jig's rows (game/games/jig/view.py) painted again only where slots change looks exactly as
one painted whole: the cards that overlap a changed slot — its right-hand neighbour, the row below — come
out in the rows' order (RULES.md §2.1: the rows show which cards are out and where a sequence stops)."""

from __future__ import annotations

import random

import pygame

from game.core.cards import PACK_RANKS, Card, card
from game.games.jig.layout import ROW_SUITS, TOP_SEAT_EM, rows_layout
from game.games.jig.table import SEAT_SHARE
from game.games.jig.view import RowsPicture, SlotLook
from game.ui.card_art import CardArt
from game.ui.layout import compute_layout
from game.ui.sprites import CardSprite


def test_a_picture_painted_slot_by_slot_matches_one_painted_whole(display: pygame.Surface) -> None:
    table = compute_layout((1280, 720), 4, 0, SEAT_SHARE, 13, TOP_SEAT_EM)
    rows = rows_layout(table, PACK_RANKS[52], False, False)
    assert rows.row_step < rows.card_h, "the rows overlap at this size, as the test needs"
    art = CardArt.shared()
    slots = [card(rank, suit) for suit in ROW_SUITS for rank in rows.ranks]
    sprites = {slot: CardSprite(slot, rows.slot(slot), rows.card_h, True) for slot in slots}
    rng = random.Random(5)
    looks = {slot: SlotLook(False, False, False, False) for slot in slots}
    kept = RowsPicture()
    for step in range(12):
        # A few cards land, a stop turns red, a sequence's outline moves on, a dead card dims.
        for slot in rng.sample(slots, 4):
            out = rng.random() < 0.7
            looks[slot] = SlotLook(out, not out and rng.random() < 0.5, out and rng.random() < 0.3, rng.random() < 0.1)
        laid: dict[Card, CardSprite] = {slot: sprites[slot] for slot, look in looks.items() if look.laid}
        kept.update(rows, 20, looks, laid, art)
        whole = RowsPicture()
        whole.update(rows, 20, looks, laid, art)
        assert kept.at == whole.at
        same = pygame.image.tobytes(kept.image, "RGBA") == pygame.image.tobytes(whole.image, "RGBA")
        assert same, f"after change {step + 1} the kept picture differs from one painted whole"


def test_a_picture_with_nothing_changed_is_not_painted_again(display: pygame.Surface) -> None:
    table = compute_layout((800, 600), 4, 0, SEAT_SHARE, 13, TOP_SEAT_EM)
    rows = rows_layout(table, PACK_RANKS[32], False, False)
    looks = {card(rank, suit): SlotLook(False, False, False, False) for suit in ROW_SUITS for rank in rows.ranks}
    picture = RowsPicture()
    picture.update(rows, 16, looks, {}, CardArt.shared())
    picture.image.fill((1, 2, 3, 4))  # a mark no painting would leave
    picture.update(rows, 16, dict(looks), {}, CardArt.shared())
    assert picture.image.get_at((0, 0)) == (1, 2, 3, 4)
