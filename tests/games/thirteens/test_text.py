"""The rules screen of Thirteens (game/games/thirteens/text.py): built from the options, so the words follow them
and agree with the engine (RULES.md §6) — how many rows, who puts the cards on the foundations (option
`auto_foundation`), how long a call waits (`pace`), what an option left as it is could be instead, and pictures
that the engine plays out as their captions say."""

from __future__ import annotations

import re

import pytest

from game.core.cards import parse_card
from game.games.thirteens import text
from game.games.thirteens.rules import CALLS, FOUNDATIONS, PACE_CHOICES, PRESETS, ROW_CHOICES, Options, ToFoundation, ToRow
from game.registry import GAMES

from .calling import foundations, lay, rows, stacked_game

EVERY_OPTION = [
    Options(rows=rows, auto_foundation=auto, pace=pace)
    for rows in ROW_CHOICES
    for auto in (True, False)
    for pace in PACE_CHOICES
]


def named(options: Options) -> str:
    return f"rows={options.rows}-auto={options.auto_foundation}-pace={options.pace or 'wait'}"


def text_of(options: Options) -> str:
    return "\n".join(text.rules_text(options))


def rules_without_options(options: Options) -> str:
    """The screen's rules, without the options paragraph (which names the choices not taken)."""
    paragraphs = text.rules_text(options)
    assert paragraphs[-1].startswith("Options:")
    return "\n".join(paragraphs[:-1])


def test_the_screen_is_the_presets_text() -> None:
    assert text.RULES == {name: text.rules_text(options) for name, options in PRESETS.items()}
    assert GAMES["thirteens"].rules_for("thirteens") == text.RULES["thirteens"]
    assert text.PRESET_TITLES == {"thirteens": "Patience, or Thirteens"}


@pytest.mark.parametrize("options", EVERY_OPTION, ids=named)
def test_the_rows_are_as_many_as_the_option_says_and_the_engine_deals(options: Options) -> None:
    words = rules_without_options(options)
    assert f"onto one of your {options.rows} rows" in words
    assert not [n for n in range(1, 10) if n != options.rows and f"your {n} rows" in words]
    assert f"You have {FOUNDATIONS} foundations" in words and f"their own {CALLS} numbered cards" in words
    state = stacked_game(9, rows=options.rows)
    assert state.moves_for(0) == [ToRow(0, r) for r in range(options.rows)]


@pytest.mark.parametrize("options", EVERY_OPTION, ids=named)
def test_the_text_says_who_puts_the_cards_on_the_foundations_as_the_engine_does(options: Options) -> None:
    words = rules_without_options(options)
    assert ("goes there by itself" in words) is options.auto_foundation
    assert ("You put cards on the foundations yourself" in words) is not options.auto_foundation
    # The keys as game/input/row_keys.py gives them: a row's key places the call; the up key puts a card up.
    assert ("Your up key (or a click on a foundation) puts up" in words) is not options.auto_foundation
    assert "key lifts" not in words
    state = stacked_game(1, auto_foundation=options.auto_foundation)  # a 1 is called
    if options.auto_foundation:
        assert foundations(state) == [[1], [], [], []]
    else:
        assert foundations(state) == [[], [], [], []] and ToFoundation(0) in state.moves_for(0)



@pytest.mark.parametrize("options", EVERY_OPTION, ids=named)
def test_the_text_gives_the_order_cards_go_up_and_the_end_of_the_patience(options: Options) -> None:
    """RULES.md §6: several free cards that fit go up "rows first to last, one card a row a pass, passes
    repeated until none fits"; with `auto_foundation` off, so does every free card that fits once the 52nd card
    is placed (the engine's order: tests/games/thirteens/test_rules.py)."""
    words = rules_without_options(options)
    assert "from the first row to the last, one card a row at a time, round again until none fits" in words
    end = "When the last number has been placed, every free card that still fits goes up by itself"
    assert (end in words) is not options.auto_foundation


@pytest.mark.parametrize("options", EVERY_OPTION, ids=named)
def test_the_text_gives_the_seconds_a_call_or_says_nobody_is_hurried(options: Options) -> None:
    words = rules_without_options(options)
    said = {int(n) for n in re.findall(r"(\d+) seconds", words)}
    assert said == ({options.pace} if options.pace else set())
    assert ("called when every player has placed the last one" in words) is (options.pace is None)
    late = "A card not placed in time goes on your first row whose top is higher than it (or which is empty)"
    assert (late in words) is (options.pace is not None)


@pytest.mark.parametrize("options", EVERY_OPTION, ids=named)
def test_the_options_paragraph_offers_each_choice_not_taken(options: Options) -> None:
    """The screen shows the preset's text whatever was chosen at the setup, so it names what could differ."""
    row_part, foundation_part, pace_part = text.rules_text(options)[-1].removeprefix("Options: ").split("; ")
    other_rows = ({*ROW_CHOICES} - {options.rows}).pop()
    assert row_part.startswith(f"{other_rows} rows instead of {options.rows}")
    assert ("yourself" in foundation_part) is options.auto_foundation
    assert ("by themselves" in foundation_part) is not options.auto_foundation
    paces = {int(n) for n in re.findall(r"\d+", pace_part)}
    assert paces == {p for p in PACE_CHOICES if p is not None and p != options.pace}
    assert ("wait for everyone" in pace_part) is (options.pace is not None)


def test_the_pictures_are_played_out_by_the_engine_as_their_captions_say() -> None:
    """The foundation runs up from 1; the row laid high to low goes up card by card, each freeing the next, as
    the numbers under it are called."""
    foundation, row = text.EXAMPLES["thirteens"]
    assert [parse_card(c).rank for c in foundation.cards] == [1, 2, 3, 4]
    numbers = [int(parse_card(c).rank) for c in row.cards]
    assert numbers == sorted(numbers, reverse=True) and row.labels[-1].endswith("on top")
    missing = [n for n in range(1, numbers[0]) if n not in numbers]
    state = stacked_game(*numbers, *missing)
    for _ in numbers:
        lay(state, 0, 1)
    assert rows(state) == [[], [], [], []], "the whole row went up"
    assert foundations(state)[0][: numbers[0]] == list(range(1, numbers[0] + 1))
