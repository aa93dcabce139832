"""Practise Snap is a ladder (issue 33): Tot, Kit, Sam, Max and Flash in order, the next suggested once you
beat the current one over a match, and what you have beaten and your best typical time kept in the data folder
and shown on the title's Practise Snap row."""

from __future__ import annotations

import json

import pygame

from game.core.session import Controller, Seat, Session
from game.core.rules import StackedPacks
from game.games.snap.practice_progress import FILE, LADDER, Progress, after_match, load, progress_words, save
from game.games.snap.rules import Snapped
from game.games.snap.table import SnapTableScene
from game.registry import game_spec
from game.scenes.title import TitleScene
from game.ui.fonts import min_px
from tests.pilot import make_app

from .test_table import ORDER

SPEC = game_spec("snap")


def test_the_ladder_climbs_one_rung_a_first_win() -> None:
    assert [level for level in LADDER] == ["toddler", "casual", "sharp", "expert", "reflex"]
    start = Progress()
    lost = after_match(start, "casual", won=False, typical_ms=530.0)
    assert lost.progress == Progress((), 530.0) and lost.next_level is None, "a loss: stay, but the time counts"
    won = after_match(lost.progress, "casual", won=True, typical_ms=480.0)
    assert won.progress == Progress(("casual",), 480.0) and won.next_level == "sharp"
    again = after_match(won.progress, "casual", won=True, typical_ms=600.0)
    assert again.progress == won.progress and again.next_level is None, "beaten already: no new suggestion"
    tot = after_match(won.progress, "toddler", won=True, typical_ms=None)
    assert tot.progress.beaten == ("toddler", "casual"), "kept in ladder order"
    flash = after_match(tot.progress, "reflex", won=True, typical_ms=None)
    assert "reflex" in flash.progress.beaten and flash.next_level is None, "Flash is the top rung"
    echo = after_match(Progress(), "adaptive", won=True, typical_ms=300.0)
    assert echo.progress == Progress((), 300.0) and echo.next_level is None, "Echo follows you: no rung"


def test_the_ladder_in_words() -> None:
    assert progress_words(Progress()) == "Beat each opponent in turn, Tot to Flash"
    assert progress_words(Progress(("toddler", "casual"), 412.4)) == "Beaten: Tot and Kit, 2 of 5 · your best typical time 412 ms"


def test_the_ladder_is_kept_and_a_broken_file_is_set_aside(tmp_path) -> None:
    assert load(tmp_path) == Progress()
    save(tmp_path, Progress(("toddler",), 455.0))
    assert load(tmp_path) == Progress(("toddler",), 455.0)
    for broken in ("{not json", json.dumps({"beaten": "casual", "best_typical_ms": None}), json.dumps([1, 2])):
        (tmp_path / FILE).write_text(broken, encoding="utf-8")
        assert load(tmp_path) == Progress()
        aside = sorted(tmp_path.glob(FILE + ".bad*"))
        assert aside and aside[-1].read_text(encoding="utf-8") == broken, "never lost: set aside as it was"


def test_a_practice_won_climbs_the_ladder_and_the_title_says_so(store) -> None:
    app = make_app(store)
    app.settings.practice_level = "casual"
    seats = [Seat("Ann", Controller.HUMAN), Seat("Kit", Controller("ai:casual"))]
    session = Session.new(SPEC, SPEC.preset("snap"), seats, None, StackedPacks([list(ORDER)]), first_dealer=1)
    table = SnapTableScene(app, session, seed=1)
    app.push(table)
    table.reactions.add(Snapped(0, 410.0, (0, 0), 2))
    table.state.winners = (0,)  # Ann has every card: the match is hers (RULES.md §5)
    table._finish()
    assert load(store.root) == Progress(("casual",), 410.0)
    assert app.settings.practice_level == "sharp", "Sam is suggested next"
    title = TitleScene(app)
    row = title.form.row("practise")
    assert row.value() == "Sam (sharp)"
    assert "Beaten: Kit, 1 of 5 · your best typical time 410 ms" in row.hint


def test_the_title_shows_the_ladder_whole_even_in_a_small_window(store) -> None:
    """The row's help with the ladder is long: in a small window it wraps, nothing cut off at the edges."""
    save(store.root, Progress(("toddler", "casual"), 412.0))
    app = make_app(store, size=(800, 600))
    title = TitleScene(app)
    app.push(title)
    title.form.focus_on("practise")
    app.draw()
    hint = next(pygame.Rect(m.rect) for m in title.marks.items if m.what == "the hint")
    assert hint.left >= 8 and hint.right <= 800 - 8 and hint.bottom <= 600
    assert hint.height > 2 * min_px(), "two lines"
