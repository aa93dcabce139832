"""The Deck and Card size settings (issue 15): the four-colour faces are blue and green where the classic
are red and black, the large index stays readable on a card 60 px high, the settings keep and check their
values, and a switch in the middle of a game keeps the game and leaves nothing cut off or covered."""

from __future__ import annotations

import pygame
import pytest

from game.core.cards import parse_card
from game.scenes.card_rows import card_rows
from game.storage import Settings
from game.ui.card_art import CardArt, use_card_settings
from game.ui.card_faces import FOUR_COLOURS
from game.ui.deck import CardSize, Deck
from tests.table.test_table_layout import TURN_BASED, drawn, table_at_your_turn


@pytest.fixture(autouse=True)
def classic_after():
    yield
    use_card_settings(Deck.CLASSIC, CardSize.NORMAL)


def share_near(face: pygame.Surface, colour: tuple[int, int, int], within: int = 40) -> float:
    """The share of `face`'s pixels within `within` of `colour` in every channel."""
    w, h = face.get_size()
    near = sum(
        1
        for x in range(w)
        for y in range(h)
        if all(abs(a - b) <= within for a, b in zip(face.get_at((x, y))[:3], colour))
    )
    return near / (w * h)


def face(code: str, deck: Deck, height: int = 120) -> pygame.Surface:
    art = CardArt()
    art.deck = deck
    return art.face(parse_card(code), height)


@pytest.mark.parametrize("code", ["5C", "10C", "KC"])
def test_four_colour_clubs_are_green(code: str) -> None:
    green = FOUR_COLOURS[parse_card(code).suit]
    assert share_near(face(code, Deck.CLASSIC), green) == 0
    assert share_near(face(code, Deck.FOUR_COLOUR), green) > 0.005
    assert share_near(face(code, Deck.FOUR_COLOUR_LARGE_INDEX), green) > 0.005


@pytest.mark.parametrize("code", ["5D", "AD", "QD"])
def test_four_colour_diamonds_are_blue_and_hearts_stay_red(code: str) -> None:
    blue = FOUR_COLOURS[parse_card(code).suit]
    assert share_near(face(code, Deck.CLASSIC), blue, 30) < 0.001
    assert share_near(face(code, Deck.FOUR_COLOUR), blue, 30) > 0.005
    assert face(code.replace("D", "H"), Deck.FOUR_COLOUR).get_at((8, 12))[:3] == face(code.replace("D", "H"), Deck.CLASSIC).get_at((8, 12))[:3]


def test_a_pip_card_in_four_colours_keeps_no_classic_ink() -> None:
    """Every mark of a pip card is a suit mark or its index: none stays red."""
    assert share_near(face("9D", Deck.CLASSIC), (223, 0, 0), 30) > 0.02
    assert share_near(face("9D", Deck.FOUR_COLOUR), (223, 0, 0), 30) == 0


def index_height(card_face: pygame.Surface) -> int:
    """How tall (px) the top-left index's rank is: the ink (of any suit's colour) in the left third, from
    its first row down to the first row without ink."""
    w, h = card_face.get_size()
    ink_rows = [any(min(card_face.get_at((x, y))[:3]) < 120 for x in range(1, w // 3)) for y in range(1, h // 2)]
    top = ink_rows.index(True)
    return ink_rows[top:].index(False)


@pytest.mark.parametrize("code", ["9C", "10H", "QS", "KD"])
def test_the_large_index_is_readable_on_a_card_60_px_high(code: str) -> None:
    assert index_height(face(code, Deck.LARGE_INDEX, 60)) >= 12


def test_each_style_is_cached_apart_and_switching_back_finds_the_old_faces() -> None:
    art = CardArt()
    card = parse_card("7C")
    classic = art.face(card, 80)
    art.deck = Deck.FOUR_COLOUR_LARGE_INDEX
    assert art.face(card, 80) is not classic
    art.deck = Deck.CLASSIC
    assert art.face(card, 80) is classic


def test_the_settings_keep_the_deck_and_card_size() -> None:
    settings = Settings(deck=Deck.FOUR_COLOUR_LARGE_INDEX, card_size=CardSize.LARGE)
    again = Settings.from_json(settings.to_json())
    assert (again.deck, again.card_size) == (Deck.FOUR_COLOUR_LARGE_INDEX, CardSize.LARGE)
    assert Settings.from_json({}).deck is Deck.CLASSIC
    assert Settings.from_json({}).card_size is CardSize.NORMAL


@pytest.mark.parametrize(("key", "value"), [("deck", "tarot"), ("card_size", "huge"), ("deck", 3)])
def test_a_bad_card_setting_is_one_clear_line(key: str, value: object) -> None:
    with pytest.raises(ValueError) as error:
        Settings.from_json({key: value})
    assert "\n" not in str(error.value) and repr(value) in str(error.value)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", TURN_BASED)
def test_switching_to_large_four_colour_faces_mid_game_keeps_the_game_and_the_layout(store, game: str, size: tuple[int, int]) -> None:
    scene = table_at_your_turn(store, game, 4, size)
    state, hand = scene.state, [s.card for s in scene.hands[scene.viewer]]
    played_h = scene.layout.table_card_h
    deck_row, size_row = card_rows(scene.app)
    deck_row.on_change(-1)  # classic → four colours, large index
    size_row.on_change(1)  # normal → large
    scene.resize(scene.app.size)  # as when the settings screen is popped
    assert (scene.app.settings.deck, scene.app.settings.card_size) == (Deck.FOUR_COLOUR_LARGE_INDEX, CardSize.LARGE)
    assert store.load_settings().deck is Deck.FOUR_COLOUR_LARGE_INDEX
    assert scene.state is state and [s.card for s in scene.hands[scene.viewer]] == hand
    assert scene.layout.table_card_h >= played_h
    problems = drawn(scene)
    assert not problems, "\n".join(problems)
    assert all(scene.art.is_cached(s.card, s.height) for s in scene.hands[scene.viewer]), "the hand shows the new faces"
    pygame.display.quit()
