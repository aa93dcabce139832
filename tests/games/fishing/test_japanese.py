"""Snitch'ems and Cassino in Japanese (issue 15): a game of each played at the fishing table through a deal and
its score sheet, with every text the fishing games' own modules draw from the catalogue; the calls keep their
English words beside the Japanese ("Sweep!（スイープ）")."""

from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.core.session import Controller, Seat, Session
from game.games.fishing.deal_sheet import DealSheetScene
from game.games.fishing.table import FishingTable
from game.registry import game_spec
from tests.games.snap.test_japanese import CJK_WRAPPING, japanese_rules_fit
from tests.pilot import Pilot, make_app
from tests.words import drawn_words, english_left

NAMES = {"You", "Ada", "Bob"}
CALLS = {"Pair", "Prial", "Sweep", "Building", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine",
         "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "ones", "twos", "threes", "fours", "fives", "sixes", "sevens",
         "eights", "nines", "tens", "elevens", "twelves", "thirteens", "fourteens"}
"""The calls' English words, kept beside the Japanese."""
SHARED_PATTERN = re.compile(
    r"Points this deal|The first side to \d+ points wins the game|The game|Continue|Deal \d+|Deal \d+: \w+ deals\."
    r"|Deals won|This deal|wins the deal|The first to win \d+ deals wins the match|L: log · Esc: menu|L: close the log"
)
"""Texts of the deal sheet (game/scenes/deal_sheet.py), the shared narrator's "Deal 1: Bob deals." and the
table's status line, which the i18n-shared branch translates: left out here, where the fishing games' own texts
are checked."""


def fishing_texts(texts: list[str]) -> list[str]:
    return english_left([t for t in texts if not SHARED_PATTERN.fullmatch(t)], NAMES | CALLS)


@pytest.mark.parametrize("game", ["snitchems", "cassino"])
def test_a_deal_of_each_fishing_game_and_its_score_sheet_are_all_japanese(store, game: str) -> None:
    spec = game_spec(game)
    app = make_app(store)
    i18n.set_language("ja")
    seats = [Seat("Ada", Controller.EASY), Seat("Bob", Controller.EASY)]
    with drawn_words() as texts:
        session = Session.new(spec, spec.preset(spec.default_preset), seats, 7)
        scene = FishingTable(app, session)
        app.push(scene)
        pilot = Pilot(app)
        pilot.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="", scancode=0)])
        pilot.wait_until(lambda: isinstance(app.top, DealSheetScene), max_ms=600_000)
        pilot.wait(500)
    lines = list(scene.narrator.lines)
    assert any("：" in t for t in lines), "the log told the moves"
    left = fishing_texts(texts + lines)
    assert left == [], left


@CJK_WRAPPING
@pytest.mark.parametrize(("game", "preset"), [("snitchems", "sporting-magazine"), ("cassino", "standard"), ("cassino", "royal")])
def test_the_rules_are_all_japanese_and_fit_at_800_by_600(store, game: str, preset: str) -> None:
    japanese_rules_fit(store, game, preset, NAMES | CALLS)


@pytest.mark.parametrize(("game", "preset"), [("snitchems", "sporting-magazine"), ("cassino", "standard"), ("cassino", "royal")])
def test_the_rules_words_are_all_japanese(game: str, preset: str) -> None:
    i18n.set_language("ja")
    spec = game_spec(game)
    pictures = spec.rules_examples[preset]
    words = [*spec.rules_for(preset), *(p.title for p in pictures), *(p.caption for p in pictures)]
    assert english_left(words + [w for p in pictures for w in p.labels], CALLS) == []
    assert i18n._(spec.title) != spec.title and i18n._(spec.preset_title(preset)) != spec.preset_title(preset)
    assert all(i18n._(o.label) != o.label and i18n._(o.help) != o.help for o in spec.option_specs.values())
