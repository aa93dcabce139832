"""Thirteens in Japanese (issue 15): a patience alone and a hot-seat race, played to their results, with every
text Thirteens' own modules draw from the catalogue; the caller's numbers shown as numbers."""

from __future__ import annotations

import re

import pygame

from game import i18n
from game.core.cards import parse_card
from game.core.session import Controller, Seat
from game.games.thirteens import history, narration
from game.games.thirteens.rules import NumberCalled
from game.games.thirteens.table import ThirteensTable
from game.registry import game_spec
from game.scenes.results import ResultsScene
from tests.games.snap.test_japanese import CJK_WRAPPING, japanese_rules_fit
from tests.pilot import Pilot, make_app
from tests.words import drawn_words, english_left

SPEC = game_spec("thirteens")
NAMES = {"Ann", "Bob", "You", "Ada"}
CALLS = {"Out", "Too", "late"}
"""The calls' English words, kept beside the Japanese ("Out!（あがり）")."""
SHARED = {
    "Menu", "New game", "Play again", "Watch the replay", "The same players and rules, a new shuffle", "L: close the log",
    "Ann's first game", "Thirteens", "free deal", "deal of the day",
}
SHARED_PATTERN = re.compile(r"\d+ cards on foundations|\d+ [A-Z][a-z]{2}|[A-Z][a-z]+ wins!")
"""Texts of the results screen (its heading, patience chart and counts) and the log panel, which the i18n-shared
branch translates: left out here, where Thirteens' own texts are checked."""


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def thirteens_texts(texts: list[str]) -> list[str]:
    return english_left([t for t in texts if t not in SHARED and not SHARED_PATTERN.fullmatch(t)], NAMES | CALLS)


def play_to_the_results(seats: list[Seat], store) -> tuple[list[str], ThirteensTable]:
    """A game of `seats` in Japanese, the humans placing every call on their first row, to the results."""
    app = make_app(store)
    i18n.set_language("ja")
    with drawn_words() as texts:
        scene = ThirteensTable.new_game(app, SPEC, SPEC.preset("thirteens"), seats, seed=5)
        app.push(scene)
        pilot = Pilot(app)
        pilot.step([key(pygame.K_l)])  # the log open, as a person may have it
        while not scene.state.is_over():
            pilot.wait_until(lambda: scene.showing_current() and (any(scene.state.waiting) or scene.state.is_over()), max_ms=60_000)
            if not scene.state.is_over():
                pilot.step([key(pygame.K_1), key(pygame.K_7)])
        pilot.wait_until(lambda: isinstance(app.top, ResultsScene), max_ms=30_000)
        pilot.wait(500)
    return texts, scene


def test_a_patience_alone_is_all_japanese_to_its_results(store) -> None:
    texts, scene = play_to_the_results([Seat("Ann", Controller.HUMAN)], store)
    assert "読み手" in texts, "the caller's heading"
    assert any(t.endswith("！") and t[:-1].isdigit() for t in texts), "the caller's numbers shown as numbers"
    left = thirteens_texts(texts)
    assert left == [], left
    assert thirteens_texts(scene.log_lines) == []


def test_a_hot_seat_race_is_all_japanese_to_its_results(store) -> None:
    seats = [Seat("Ann", Controller.HUMAN), Seat("Bob", Controller.HUMAN), Seat("Ada", Controller.MEDIUM)]
    texts, scene = play_to_the_results(seats, store)
    assert any("組札" in t for t in texts)
    left = thirteens_texts(texts)
    assert left == [], left
    assert thirteens_texts(scene.log_lines) == []


def test_the_history_and_the_log_words_are_japanese() -> None:
    from datetime import date

    i18n.set_language("ja")
    assert history.deal_words(None) == "自由なディール"
    assert history.deal_words(date(2026, 11, 25)) == "今日のディール（11月25日）"
    line = narration.describe(NumberCalled(card=parse_card("7S"), call=3, left=49), ["Ann"])
    assert line == "3回目のコール：7！（残り49）"


@CJK_WRAPPING
def test_the_rules_are_all_japanese_and_fit_at_800_by_600(store) -> None:
    japanese_rules_fit(store, "thirteens", "thirteens", NAMES)


def test_the_rules_words_are_all_japanese() -> None:
    i18n.set_language("ja")
    pictures = SPEC.rules_examples["thirteens"]
    words = [*SPEC.rules_for("thirteens"), *(p.title for p in pictures), *(p.caption for p in pictures)]
    assert english_left(words + [w for p in pictures for w in p.labels]) == []
    assert i18n._(SPEC.preset_title("thirteens")) == "ペイシェンス（サーティーンズ）"
    assert all(i18n._(o.label) != o.label for o in SPEC.option_specs.values())
