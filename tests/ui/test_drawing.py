"""The drawing pieces: card faces at the size asked for and rasterised once, the back, coin stacks,
speech bubbles that keep to their width, and tweens that arrive on time."""

from __future__ import annotations

import pygame
import pytest

from game.cards import full_pack, parse_card
from game.paths import asset_path
from game.ui import theme
from game.ui.bubble import speech_bubble
from game.ui.card_art import CARD_ASPECT, CardArt
from game.ui.coin_art import draw_stack, stack_height
from game.ui.tween import Tween, ease_out_back, ease_out_cubic


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((320, 200))
    yield
    pygame.display.quit()


def test_every_card_of_the_pack_has_a_face_file() -> None:
    missing = [c.code for c in full_pack(52) if not asset_path("cards", f"{c.code}.svg").exists()]
    assert missing == []


@pytest.mark.parametrize("height", [60, 144, 250])
def test_a_face_is_rasterised_at_the_height_asked_for(height: int) -> None:
    art = CardArt()
    face = art.face(parse_card("QS"), height)
    assert face.get_size() == (round(height * CARD_ASPECT), height)
    assert art.back(height).get_size() == face.get_size()


def test_a_face_is_rasterised_once_per_size() -> None:
    art = CardArt()
    card = parse_card("7H")
    art.face(card, 100)
    art.face(card, 100)
    art.face(card, 120)
    assert art.rasterised == 2


def test_prepared_faces_are_rasterised_in_the_background() -> None:
    art = CardArt()
    cards = [parse_card(c) for c in ("AS", "KH", "10D")]
    art.prepare(cards, 90)
    deadline = pygame.time.get_ticks() + 10_000
    while art.busy() and pygame.time.get_ticks() < deadline:
        pygame.time.wait(5)
    assert all(art.is_cached(c, 90) for c in cards)
    before = art.rasterised
    art.face(cards[0], 90)
    assert art.rasterised == before, "a prepared face is not rasterised again"


def test_a_face_shows_the_card_not_a_blank() -> None:
    """The ace of hearts has red in it; the ace of spades has none: the right file was drawn."""
    art = CardArt()

    def reds(card: str) -> int:
        face = art.face(parse_card(card), 144)
        w, h = face.get_size()
        return sum(
            1 for x in range(0, w, 3) for y in range(0, h, 3) if (c := face.get_at((x, y))).r > 150 and c.g < 80
        )

    assert reds("AH") > 20
    assert reds("AS") == 0


def test_a_coin_stack_grows_with_its_count_and_is_labelled() -> None:
    target = pygame.Surface((200, 200))
    target.fill(theme.BAIZE)
    rect = draw_stack(target, (60, 180), 12, 24)
    assert rect.height >= stack_height(12, 24) and rect.width > 24, "the count is written beside the coins"
    assert stack_height(12, 24) > stack_height(3, 24) > stack_height(1, 24)
    assert target.get_at((60, 175))[:3] != theme.BAIZE
    assert stack_height(500, 24) == stack_height(30, 24), "very tall stacks stop growing"


def test_a_bubble_keeps_to_its_width_and_wraps() -> None:
    short = speech_bubble("Snip!", "Ann pays 1", 300)
    long = speech_bubble("And there's the Earl of Coventree!", None, 300)
    assert short.get_width() <= 300 + 20
    assert long.get_width() <= 300 + 20
    assert long.get_height() > short.get_height() * 0.9
    with pytest.raises(ValueError):
        speech_bubble("Snap!", None, 200, tail="sideways")


def test_a_tween_starts_after_its_delay_and_arrives_on_time() -> None:
    tween = Tween(10.0, 20.0, duration_ms=200, delay_ms=100)
    assert tween.value(0) == 10.0 and tween.value(100) == 10.0
    assert 10.0 < tween.value(200) < 20.0
    assert tween.value(300) == 20.0 and tween.done(300) and not tween.done(299)
    assert Tween(0.0, 5.0, duration_ms=0).value(0) == 5.0


def test_easings_start_at_0_end_at_1_and_the_pop_overshoots() -> None:
    for ease in (ease_out_cubic, ease_out_back):
        assert ease(0.0) == pytest.approx(0.0) and ease(1.0) == pytest.approx(1.0)
    assert max(ease_out_back(t / 100) for t in range(101)) > 1.0


def test_the_table_background_has_the_window_size() -> None:
    assert theme.table_background((640, 480)).get_size() == (640, 480)
