"""The screen reader (game/audio/reader.py, issue 15): what a blind player hears — the menus' rows as the
focus moves, and at the table the log's lines, the prompt on their turn and each card chosen."""

from __future__ import annotations

import logging
import threading

import pygame
import pytest

from game.audio.reader import Reader
from game.core.cards import parse_card
from game.i18n import set_language
from game.table.reading import card_words
from tests.pilot import Pilot


class Heard:
    """A screen reader that writes down what it is given (the App's `reader`, or a Reader's output)."""

    def __init__(self) -> None:
        self.said: list[tuple[str, bool]] = []
        self.done = threading.Event()

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.said.append((text, interrupt))
        self.done.set()

    def texts(self) -> list[str]:
        return [t for t, _i in self.said]


def test_the_reader_hands_on_sentences_in_order_only_while_switched_on() -> None:
    heard = Heard()
    on = [False]
    reader = Reader(lambda: on[0], lambda: heard)
    reader.speak("Ada plays the 9♣.")
    on[0] = True
    reader.speak("Bob plays the 9♥: Snip!")
    reader.speak("Your turn", interrupt=True)
    reader.stop()
    assert heard.said == [("Bob plays the 9♥: Snip!", False), ("Your turn", True)]


def test_without_the_library_the_reader_is_silent_and_says_why(caplog: pytest.LogCaptureFixture) -> None:
    def missing() -> Heard:
        raise ImportError("No module named 'accessible_output2'")

    reader = Reader(lambda: True, missing)
    with caplog.at_level(logging.WARNING):
        reader.speak("Your turn")
        reader.stop()
    assert "pip install \"snipsnap[reader]\"" in caplog.text


def test_a_card_is_said_in_words_in_each_language() -> None:
    assert card_words(parse_card("9C")) == "nine of clubs"
    assert card_words(parse_card("QH")) == "queen of hearts"


@pytest.fixture
def heard(pilot: Pilot) -> Heard:
    pilot.app.reader = Heard()  # type: ignore[assignment]
    return pilot.app.reader  # type: ignore[return-value]


def test_the_menus_say_the_row_the_focus_lands_on(pilot: Pilot, heard: Heard) -> None:
    pilot.click("settings")
    assert heard.texts()[-1].startswith("Settings. Language, English")
    pilot.app.top.form.focus_on("screen-reader")
    pilot.press(pygame.K_UP)
    assert heard.said[-1] == ("Speak the log, Off, Each payment said aloud by its payer in their voice: \"I pay two\" (needs Voices on)", True)
    pilot.press(pygame.K_RIGHT)
    assert heard.texts()[-1].startswith("Speak the log, Payments aloud")
    pilot.press(pygame.K_ESCAPE)
    assert heard.texts()[-1].startswith("Snip-Snap-Snorum & Co. Settings, "), "back on the title, its row is said again"


def test_the_table_says_the_log_your_turn_and_the_card_chosen(pilot: Pilot, heard: Heard) -> None:
    pilot.press(pygame.K_RETURN, pygame.K_RETURN)  # the title, then the setup: the default game
    table = pilot.app.top
    pilot.wait_until(lambda: table._my_turn() and table.selection is not None, max_ms=120_000)
    told = table.narrator.since(0)
    assert told and all(line in heard.texts() for line in told), "every line of the log was said"
    heading, task = table._prompt()
    turn = next(t for t in heard.texts() if t.startswith(f"{heading}: {task}. You may play "))
    legal = table._legal_cards()
    assert all(card_words(c) in turn for c in legal)
    if len(legal) > 1:
        pilot.press(pygame.K_RIGHT)
        assert heard.said[-1] == (card_words(table.selection), True)


def test_nothing_is_said_while_a_continued_game_catches_up(pilot: Pilot, heard: Heard) -> None:
    pilot.press(pygame.K_RETURN, pygame.K_RETURN)
    table = pilot.app.top
    table.catching_up = True
    heard.said.clear()
    table._tell_reader("Ada plays the 9♣.")
    assert heard.said == []


def test_in_japanese_a_card_keeps_its_fields() -> None:
    set_language("ja")
    words = card_words(parse_card("9C"))
    assert "{" not in words and words
