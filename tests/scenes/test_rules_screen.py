"""The rules screens (issue 10: "the rules screens, reachable for every game and preset from the title, show
small drawn examples with real card faces (a snip, a Jig stop, a snap, a false snap) beside the words")."""

from __future__ import annotations

import pygame
import pytest

from game.core.cards import parse_card
from game.registry import GAMES
from game.scenes.rules import CHOICES, RulesScene
from game.scenes.title import TitleScene
from tests.pilot import Pilot, make_app


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_rules_screen_shows_its_pictures_and_nothing_collides(store, size):
    app = make_app(store, size=size)
    rules = RulesScene(app, *CHOICES[0])
    app.push(rules)
    for game, preset in CHOICES:
        rules.draw(app.surface)
        assert rules.marks.problems(size) == [], f"{game} {preset}"
        examples = GAMES[game].rules_examples.get(preset, ())
        cards = [m for m in rules.marks.items if m.what.startswith("a card of")]
        if rules.side:  # beside the words, every picture shows at once
            assert len(cards) == sum(len([c for c in e.cards if c]) for e in examples), f"{game} {preset}"
        else:  # above the words: at least the first shows before any scrolling
            assert not examples or cards, f"{game} {preset}"
        rules.handle(key(pygame.K_RIGHT))


def test_left_and_right_go_through_every_game_and_preset_and_round_again(store):
    app = make_app(store)
    rules = RulesScene(app, "snap", "grab")
    app.push(rules)
    seen = []
    for _ in CHOICES:
        rules.handle(key(pygame.K_RIGHT))
        seen.append(rules.title)
    assert len(set(seen)) == len(CHOICES) and seen[-1] == "Snap: Grab"
    rules.handle(key(pygame.K_LEFT))
    assert rules.title == "Snap: Snap"


def test_the_title_opens_the_rules_and_a_click_on_an_arrow_shows_the_next_game(store):
    app = make_app(store)
    pilot = Pilot(app)
    app.push(TitleScene(app))
    pilot.click("rules")
    assert isinstance(app.top, RulesScene)
    first = app.top.title
    pilot.click("next")
    assert app.top.title != first
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_every_picture_is_of_real_cards_with_a_word_under_each():
    for spec in GAMES.values():
        assert set(spec.rules_examples) <= set(spec.presets), spec.key
        for examples in spec.rules_examples.values():
            for example in examples:
                assert len(example.cards) == len(example.labels) and example.caption
                assert all(parse_card(code) for code in example.cards if code)

