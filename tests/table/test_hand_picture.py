"""A hand at rest is drawn from one picture (game/table/view.py `_paint_hand`): on the felt it looks as its
cards drawn one by one do, and nothing of them, shadows included, is cut off by the picture's edge."""

from __future__ import annotations

import pygame
import pytest

from game.core.cards import parse_cards
from game.table.view import _paint_hand
from game.ui import theme
from game.ui.card_art import CardArt
from game.ui.sprites import CardSprite

BLEND_SLACK = 16
"""A card's soft edge over its neighbour's shadow is blended twice through a picture (into it, then onto the
felt): a channel may differ by rounding there, never by a missing card or shadow."""


@pytest.mark.parametrize("height", [28, 75, 158, 237])
def test_a_hand_s_picture_looks_as_its_cards_drawn_one_by_one(display: pygame.Surface, height: int) -> None:
    art = CardArt.shared()
    spacing = art.size(height)[0] * 0.3
    sprites = [
        CardSprite(card, (300 + i * spacing, 260.5), height, face_up=i % 2 == 0)
        for i, card in enumerate(parse_cards("2H 7C KD AS 10S"))
    ]
    one_by_one = pygame.Surface((900, 600))
    one_by_one.fill(theme.BAIZE)
    drawn = [sprite.draw(one_by_one, art) for sprite in sprites]
    from_picture = pygame.Surface((900, 600))
    from_picture.fill(theme.BAIZE)
    picture = _paint_hand((), sprites, art)
    from_picture.blit(picture.image, picture.at)
    w, h = picture.image.get_size()
    edges = [(x, y) for x in range(w) for y in (0, h - 1)] + [(x, y) for y in range(h) for x in (0, w - 1)]
    assert all(picture.image.get_at(p).a == 0 for p in edges), "something reaches the picture's edge: cut off"
    assert _within(from_picture, one_by_one, BLEND_SLACK)
    assert list(picture.rects) == drawn, "each card is marked where it shows"


def _within(a: pygame.Surface, b: pygame.Surface, slack: int) -> bool:
    """Whether no channel of any pixel of two surfaces of one size differs by more than `slack` (0–255)."""
    for first, second in ((a, b), (b, a)):
        diff = first.copy()
        diff.blit(second, (0, 0), special_flags=pygame.BLEND_SUB)  # first − second, at least 0
        within = pygame.transform.threshold(None, diff, (0, 0, 0), (slack, slack, slack, 255), set_behavior=0)
        if within < diff.get_width() * diff.get_height():
            return False
    return True
