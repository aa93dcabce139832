"""The screen reader (game/audio/reader.py, issue 15): what a blind player hears — the menus' rows as the
focus moves, and at the table the log's lines, the prompt on their turn and each card chosen. Without a
screen reader, or with a broken one, the game stays silent with one log line; the self-test says whether the
library loaded, and fails a built app that lacks it."""

from __future__ import annotations

import importlib.util
import logging
import sys
import threading
import types
from pathlib import Path

import pygame
import pytest

from game import selftest
from game.audio.reader import Reader, describe, system_output
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


def test_a_broken_screen_reader_library_leaves_the_game_silent_with_one_line(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    crashed: list[object] = []
    monkeypatch.setattr(threading, "excepthook", crashed.append)

    def broken() -> Heard:
        raise RuntimeError("the COM server went away")

    reader = Reader(lambda: True, broken)
    with caplog.at_level(logging.WARNING):
        reader.speak("Your turn")
        reader.stop()
    assert crashed == []
    assert [r.getMessage() for r in caplog.records] == ["no screen reader: RuntimeError: the COM server went away"]


class FakeOutput:
    """One of accessible_output2's outputs: a screen reader, running or not."""

    def __init__(self, name: str, running: bool) -> None:
        self.name = name
        self.running = running


@pytest.fixture
def library(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> types.SimpleNamespace:
    """A stand-in accessible_output2 installed in `tmp_path`, with DLLs in its lib folder, whose Auto tries
    `outputs` and prints why each that is not running failed, as the real one does."""
    folder = tmp_path / "accessible_output2"
    (folder / "lib").mkdir(parents=True)
    for dll in ("nvdaControllerClient32.dll", "nvdaControllerClient64.dll"):
        (folder / "lib" / dll).write_bytes(b"MZ")
    state = types.SimpleNamespace(outputs=[FakeOutput("Linux Speech Dispatcher", False)], lib=folder / "lib")

    class Auto:
        def __init__(self) -> None:
            self.outputs = state.outputs
            for output in self.outputs:
                if not output.running:
                    print(f"Cannot find {output.name}. Please install it.")

        def get_first_available_output(self) -> FakeOutput | None:
            return next((o for o in self.outputs if o.running), None)

        def speak(self, text: str, interrupt: bool = False) -> None:
            pass

    package = types.ModuleType("accessible_output2")
    package.__file__ = str(folder / "__init__.py")
    auto = types.ModuleType("accessible_output2.outputs.auto")
    auto.Auto = Auto  # type: ignore[attr-defined]
    for name, module in (("", package), (".outputs", types.ModuleType("outputs")), (".outputs.auto", auto)):
        monkeypatch.setitem(sys.modules, f"accessible_output2{name}", module)
    return state


def test_with_no_screen_reader_running_one_log_line_says_so_and_nothing_is_printed(
    library: types.SimpleNamespace, caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture[str]
) -> None:
    with caplog.at_level(logging.INFO, logger="game.audio.reader"):
        output = system_output()
    assert output.get_first_available_output() is None
    assert capsys.readouterr().out == "", "the library's complaints go to the log, not the terminal"
    said = [r.getMessage() for r in caplog.records if r.levelno >= logging.INFO]
    assert len(said) == 1 and said[0].startswith("screen reader: no screen reader running here (tried Linux Speech")


def test_the_screen_reader_running_is_named(library: types.SimpleNamespace) -> None:
    library.outputs = [FakeOutput("JAWS", False), FakeOutput("NVDA", True)]
    assert describe(system_output()) == "speaking through NVDA"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Speech Dispatcher is Linux's")
def test_on_linux_without_the_speechd_module_the_real_library_finds_no_screen_reader(
    capsys: pytest.CaptureFixture[str],
) -> None:
    pytest.importorskip("accessible_output2")
    if importlib.util.find_spec("speechd") is not None:
        pytest.skip("this Python has Debian's speechd module")
    found = describe(system_output())
    assert "no screen reader running here" in found and "no speechd module for Speech Dispatcher" in found
    assert capsys.readouterr().out == ""


def test_the_selftest_says_what_the_library_found(library: types.SimpleNamespace) -> None:
    line = selftest.screen_reader()
    assert "loaded, 2 DLLs; no screen reader running here (tried Linux Speech Dispatcher" in line


def test_the_selftest_fails_a_built_app_without_the_library(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "accessible_output2.outputs.auto", None)  # importing it raises ImportError
    assert "not installed" in selftest.screen_reader(), "a checkout without the [reader] extra is only reported"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    with pytest.raises(RuntimeError, match="the package lacks the screen reader's library"):
        selftest.screen_reader()


def test_the_selftest_fails_without_the_native_libraries(library: types.SimpleNamespace) -> None:
    for dll in library.lib.iterdir():
        dll.unlink()
    with pytest.raises(RuntimeError, match="native libraries"):
        selftest.screen_reader()


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
