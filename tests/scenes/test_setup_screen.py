"""The setup screen: each row's help beside it (issue 10), and where the window is wide, the game and its
options beside the players, with the game at a glance under them and nothing to scroll (issue 33)."""

from __future__ import annotations

import pygame
import pytest

from game.registry import GAMES
from game.scenes.setup import SetupScene
from tests.pilot import make_app

SIZES = [(800, 600), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_setup_screen_shows_each_rows_help_beside_it(store, size):
    """Issue 10: "each option's help shown beside it", not in small print at the foot of the screen: level with
    the row, clear of it, on whichever side has room."""
    app = make_app(store, size=size)
    setup = SetupScene(app)
    app.push(setup)
    for name in ("start", "preset", "players", "seat-1"):
        setup.form.focus_on(name)
        setup.draw(app.surface)
        row = setup.form.rect_of(name)
        hint = next(pygame.Rect(m.rect) for m in setup.marks.items if m.what == "the hint")
        assert (hint.left > row.right or hint.right < row.left) and hint.top <= row.centery <= hint.bottom, name
        assert pygame.Rect(0, 0, *size).contains(hint)


@pytest.mark.parametrize("size", SIZES[1:], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", list(GAMES))
def test_a_wide_window_shows_the_game_beside_its_players_and_nothing_scrolls(store, size, game):
    """Issue 33: "At 1280×720 and wider, the game and its options stand beside the players and their levels,
    with the chosen game's one-line description and a small picture of its table, and nothing needs scrolling
    for a four-player game"."""
    app = make_app(store, size=size)
    app.settings.game = game
    setup = SetupScene(app)
    app.push(setup)
    while len(setup.seats) < 4:
        setup._change_count(1)
    setup.rebuild()
    setup.draw(app.surface)
    assert setup.form._content_height <= setup.form.box.height and setup.form.scroll == 0, "nothing scrolls"
    rules, players, last = (setup.form.rect_of(n) for n in ("preset", "players", "seat-3"))
    assert players.left > rules.right and abs(setup.form.rect_of("game").top - players.top) < 2, "side by side"
    line = [pygame.Rect(m.rect) for m in setup.marks.items if m.what == "the game's line"]
    cards = [m for m in setup.marks.items if m.what == "a card of the game's picture"]
    assert line and cards, "the game at a glance"
    assert min(r.top for r in line) > last.bottom and all(last.left <= r.left and r.right <= last.right for r in line)
    assert setup.marks.problems(size) == []


def test_a_narrow_window_keeps_one_column(store):
    app = make_app(store, size=(800, 600))
    setup = SetupScene(app)
    app.push(setup)
    setup.draw(app.surface)
    assert not setup.wide and setup.form.rect_of("players").left == setup.form.rect_of("game").left
    assert not any(m.what == "the game's line" for m in setup.marks.items)


def test_a_computer_seats_help_says_what_its_level_does_in_this_game(store):
    """Issue 33: "the setup screen's help for each seat's level says what that player does in this game"; in the
    round games medium's memory can slip and hard's never does (game/games/snip_snap_snorum/memory.py)."""
    app = make_app(store, size=(1280, 720))
    setup = SetupScene(app)
    app.push(setup)
    assert setup.game == "snip-snap-snorum" and setup.preset == "round-games"
    assert setup.seats[1].controller.level == "medium"
    hint = setup.form.row("seat-1").hint
    assert hint.startswith("Medium: remembers most cards played, sometimes forgets one") and "Type a name" in hint
    assert setup.form.row("seat-0").hint.startswith("Type a name"), "a human seat: how to change it"
    setup.form.focus_on("seat-1")
    setup.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    assert setup.seats[1].controller.level == "hard"
    assert setup.form.row("seat-1").hint.startswith("Hard: counts every card and never forgets.")
    assert setup.form.focused.name == "seat-1", "the focus stays on the seat"
    setup._change_preset(1)  # all cards dealt: hard searches every lead there
    assert setup.form.row("seat-1").hint.startswith("Hard: reads the others' leads and tries each lead")
    for spec in GAMES.values():
        if spec.level_words is not None:
            for level in spec.levels:
                assert spec.level_words(spec.preset(spec.default_preset), level).startswith(level.capitalize() + ":")
