"""The fishing games' move notation in replays (game/games/fishing/rules.py, module docstring): a capture,
a build or a trail, written and read back."""

from __future__ import annotations

import pytest

from game.core.cards import parse_card, parse_cards
from game.games.fishing.rules import Building, Capture, Trail, building, capture, format_move, parse_move


def test_the_three_kinds_of_move_are_read() -> None:
    assert parse_move("9C trail") == Trail(parse_card("9C"))
    assert parse_move("TH x 9C+AD 8S+2D") == capture(parse_card("10H"), [parse_cards("9C AD"), parse_cards("8S 2D")])
    assert parse_move("5s BUILD 8 on 3d") == building(parse_card("5S"), 8, [parse_cards("3D")])


def test_moves_are_written_as_they_are_read() -> None:
    captures = ["7H x 7C", "AH x 3C+4D", "AH x 7C 8S", "10H x 9C+AD 8S+2D"]
    for text in [*captures, "5S build 8 on 3D 6C+2H", "2S build 9 on 4H+3C", "9C trail"]:
        assert format_move(parse_move(text)) == text


def test_a_capture_is_the_card_and_the_cards_taken_however_grouped() -> None:
    """The module docstring: "how they are grouped is for reading only"."""
    assert parse_move("10H x 9C+AD 8S+2D") == parse_move("10H x 8S+2D AD+9C")
    assert parse_move("5S build 8 on 3D 6C+2H") == parse_move("5S build 8 on 2H+6C 3D")
    assert parse_move("5S build 8 on 3D") != parse_move("5S build 9 on 3D")
    assert isinstance(parse_move("AH x 7C"), Capture) and isinstance(parse_move("AH build 8 on 7C"), Building)


@pytest.mark.parametrize(
    "text, says",
    [
        ("9C", "not a fishing move"),
        ("9C x", "not a fishing move"),
        ("9C trail 8C", "not a fishing move"),
        ("9Z trail", "not a card"),
        ("9C x 8C+8C", "named twice"),
        ("5S build 8 on 3D 3D", "named twice"),
        ("5S build 0 on 3D", "not a build's value"),
        ("5S build 15 on 3D", "not a build's value"),
        ("5S build eight on 3D", "not a build's value"),
        ("5S build 8 3D", "not a fishing move"),
    ],
)
def test_bad_notation_is_refused_with_a_sentence(text: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        parse_move(text)
