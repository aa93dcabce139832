"""Continue: a game in progress, kept after every move, is offered first on the title and plays on exactly
where it stood (issue 9 "Games that survive")."""

from __future__ import annotations

import json
from typing import Any

import pygame
import pytest

from game import replay
from game.autosave import AUTOSAVE_FILE
from game.core.session import Controller, Seat
from game.games.snap.table import SnapTableScene
from game.registry import game_spec
from game.scenes.pause import PauseScene
from game.scenes.results import ResultsScene
from game.scenes.start import start_game
from game.scenes.title import TitleScene, continue_hint
from game.storage import Speed, Store
from game.table.handoff import HandoffScene
from game.table.turns import TableScene
from tests.pilot import Pilot, make_app


def picture(table: TableScene) -> dict[str, Any]:
    """Everything a player sees of a turn-based table at rest: each card where it lies and which way up,
    the coins, the deal, whose turn, the seats."""
    sprites = lambda pile: [(s.card, s.pos, s.height, s.shown_face_up()) for s in pile]  # noqa: E731
    return {
        "hands": [sprites(h) for h in table.hands],
        "table": sprites(table._table_sprites()),
        "stacks": table.shown_stacks,
        "pool": table.shown_pool,
        "result": table.state.result(),
        "to move": table.state.current_seat(),
        "deal": len(table.state.pack_orders),
        "dealer": table.dealer,
        "stock": table.stock,
        "seats": table.session.seats,
        "moves": table.session.moves,
        "log": table.narrator.lines,
    }


THREE = [Seat("Ann", Controller.HUMAN), Seat("Easy", Controller.EASY), Seat("Medium", Controller.MEDIUM)]


def new_app(store: Store) -> tuple[Pilot, Any]:
    app = make_app(store, Speed.FAST)
    app.push(TitleScene(app))
    return Pilot(app), app


def close_window(pilot: Pilot) -> None:
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert pilot.app.run() == 0


def start(pilot: Pilot, game: str, preset: str, seats: list[Seat], seed: int = 3) -> Any:
    spec = game_spec(game)
    start_game(pilot.app, spec, spec.preset(preset), seats, seed, replace=False)
    return pilot.app.top


@pytest.mark.parametrize(
    ("game", "preset"), [("snip-snap-snorum", "round-games"), ("snip-snap-snorum", "earl-of-coventry"), ("jig", "peel")]
)
def test_closing_the_window_then_continue_restores_the_table_exactly(store: Store, game: str, preset: str) -> None:
    """Closing the window keeps the game (no replay written yet); the next start's title offers Continue,
    first and focused, and Enter shows the table as it was — hands, cards played, coins, deal, turn."""
    pilot, _ = new_app(store)
    seats = [Seat("Ann", Controller.HUMAN), Seat("Easy", Controller.EASY), Seat("Medium", Controller.MEDIUM)]
    table = start(pilot, game, preset, seats)
    for _ in range(4):
        pilot.wait_until(table._my_turn, max_ms=200_000)
        pilot.press(pygame.K_RETURN)
    pilot.wait_until(table._my_turn, max_ms=200_000)
    before = picture(table)
    close_window(pilot)
    assert not store.replays_dir.exists()

    pilot, app = new_app(store)
    title = app.top
    assert [row.name for row in title.form.rows][:2] == ["continue", "new"]
    assert title.form.focused.name == "continue"
    assert title.form.focused.label == f"Continue {game_spec(game).title}"
    pilot.press(pygame.K_RETURN)
    resumed = app.top
    assert isinstance(resumed, TableScene) and not resumed.captions and not resumed.busy()
    pilot.wait_until(resumed._my_turn, max_ms=5_000)
    assert picture(resumed) == before


def test_a_hot_seat_game_continues_behind_its_pass_screen(store: Store) -> None:
    """RULES.md is silent; issue 9: the hand to move stays hidden until its player says they are ready."""
    pilot, _ = new_app(store)
    seats = [Seat("Ann", Controller.HUMAN), Seat("Bob", Controller.HUMAN), Seat("Easy", Controller.EASY)]
    table = start(pilot, "snip-snap-snorum", "round-games", seats)
    for _ in range(3):
        pilot.wait_until(lambda: isinstance(pilot.app.top, HandoffScene) or table._my_turn(), max_ms=200_000)
        if isinstance(pilot.app.top, HandoffScene):
            pilot.press(pygame.K_RETURN)
        pilot.wait_until(table._my_turn, max_ms=200_000)
        pilot.press(pygame.K_RETURN)
    pilot.wait_until(lambda: isinstance(pilot.app.top, HandoffScene), max_ms=200_000)
    to_move = table.names[table.state.current_seat()]
    close_window(pilot)

    pilot, app = new_app(store)
    pilot.press(pygame.K_RETURN)
    resumed = app.scenes[-2]
    assert isinstance(app.top, HandoffScene) and app.top.name == to_move
    assert not any(resumed.hand_face_up(s) for s in range(3) if s in resumed.humans)
    pilot.press(pygame.K_RETURN)
    pilot.wait_until(resumed._my_turn, max_ms=2_000)  # the hand slides into the tray, face up
    assert resumed.hand_face_up(resumed.state.current_seat())


def test_a_snap_game_continues_paused_at_its_next_card(store: Store) -> None:
    """The piles, hands and centre as they were; the pause menu first; the next card only after Resume."""
    pilot, _ = new_app(store)
    table = start(pilot, "snap", "snap", [Seat("Ann", Controller.HUMAN), Seat("Casual", Controller.CASUAL)])
    for turns in (4, 8, 12):  # Ann calls now and then, so there are reaction times on record
        pilot.wait_until(lambda: table.state.turns >= turns and table.umpire.shown_ns is not None, max_ms=120_000)
        pilot.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)])
    pilot.wait(1_000)
    close_window(pilot)
    saved = replay.load(store.root / AUTOSAVE_FILE)
    calls_logged = (store.root / "reactions.jsonl").read_text().count("\n")
    assert calls_logged >= 1

    pilot, app = new_app(store)
    pilot.press(pygame.K_RETURN)
    assert isinstance(app.top, PauseScene)
    resumed = app.scenes[-2]
    assert isinstance(resumed, SnapTableScene)
    state = resumed.state
    assert resumed.session.moves == saved.moves
    assert resumed.piles == state.piles and resumed.centre == state.centre
    assert resumed.hand_counts == [len(h) for h in state.hands]
    assert not resumed.flights and not resumed.captions and resumed.banner is None
    turns = state.turns
    pilot.wait(3_000)
    assert state.turns == turns, "a card was turned while the game stood paused"
    pilot.press(pygame.K_ESCAPE)  # Resume
    pilot.wait_until(lambda: state.turns > turns, max_ms=10_000)
    app.autosave.flush()
    logged = (store.root / "reactions.jsonl").read_text().count("\n")
    assert logged == calls_logged, "the calls made before were logged again"


def test_leaving_from_the_pause_menu_ends_the_game_to_continue(store: Store) -> None:
    """Left by choice: saved among the replays as before, and no longer offered as Continue."""
    pilot, _ = new_app(store)
    table = start(pilot, "jig", "peel", THREE)
    pilot.wait_until(table._my_turn, max_ms=200_000)
    pilot.press(pygame.K_RETURN)
    pilot.wait_until(lambda: (store.root / AUTOSAVE_FILE).exists(), max_ms=2_000)
    pilot.press(pygame.K_ESCAPE)
    pilot.click("quit")
    assert not (store.root / AUTOSAVE_FILE).exists()
    assert len(list(store.replays_dir.glob("*.json"))) == 1
    assert isinstance(pilot.app.top, TitleScene) and pilot.app.top.form.focused.name == "new"
    assert "continue" not in [row.name for row in pilot.app.top.form.rows]


def test_a_finished_game_ends_the_game_to_continue(store: Store) -> None:
    pilot, _ = new_app(store)
    pilot.app.settings.speed = Speed.INSTANT
    seats = [Seat("Easy", Controller.EASY), Seat("Medium", Controller.MEDIUM), Seat("Hard", Controller.HARD)]
    start(pilot, "snip-snap-snorum", "round-games", seats)
    pilot.wait_until(lambda: isinstance(pilot.app.top, ResultsScene), max_ms=2_000_000)
    pilot.app.autosave.flush()
    assert not (store.root / AUTOSAVE_FILE).exists()
    assert len(store.history()) == 1


def test_a_new_game_moves_the_game_in_progress_into_the_replays(store: Store) -> None:
    """One game is kept to continue at a time, and starting another loses none."""
    pilot, _ = new_app(store)
    first = start(pilot, "jig", "peel", THREE)
    pilot.wait_until(first._my_turn, max_ms=200_000)
    pilot.press(pygame.K_RETURN)
    close_window(pilot)
    moves = replay.load(store.root / AUTOSAVE_FILE).moves

    pilot, app = new_app(store)
    app.top.form.focus_on("new")
    second = start(pilot, "snip-snap-snorum", "round-games", [Seat("Ann", Controller.HUMAN), Seat("Easy", Controller.EASY)])
    (kept,) = store.replays_dir.glob("*.json")
    assert json.loads(kept.read_text())["game"] == "jig" and replay.load(kept).moves == moves
    pilot.wait_until(second._my_turn, max_ms=200_000)
    pilot.press(pygame.K_RETURN)
    app.autosave.flush()
    assert replay.load(store.root / AUTOSAVE_FILE).game == "snip-snap-snorum"


def test_a_broken_autosave_is_set_aside_and_the_title_offers_a_new_game(store: Store) -> None:
    store.root.mkdir(parents=True)
    (store.root / AUTOSAVE_FILE).write_text('{"format": "snipsnap-replay", "ver')
    _, app = new_app(store)
    assert app.top.form.focused.name == "new"
    assert (store.root / f"{AUTOSAVE_FILE}.bad").exists()


def test_the_continue_hint_says_when_and_who() -> None:
    from datetime import datetime

    from game.autosave import SavedGame

    seats = [Seat("Ann", Controller.HUMAN), Seat("Bob", Controller.HUMAN), Seat("Easy", Controller.EASY)]
    saved = SavedGame(replay.Replay("jig", "jig", {}, 1, seats, [], [], {}), "Jig", datetime(2026, 11, 23, 21, 40))
    assert continue_hint(saved, datetime(2026, 11, 23, 22, 0)) == "Saved today at 21:40 · Ann, Bob and Easy"
    assert continue_hint(saved, datetime(2026, 11, 24, 9, 0)).startswith("Saved yesterday at 21:40")
    assert continue_hint(saved, datetime(2027, 1, 5, 9, 0)).startswith("Saved on 23 November 2026 at 21:40")


def test_snipsnap_continue_opens_the_game_in_progress_or_else_the_title(
    store: Store, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """`snipsnap --continue` (launch.play with `resume`) does what the title's Continue does."""
    from game import launch
    from game.app import App
    from game.autosave import Autosave

    pilot, _ = new_app(store)
    computers = [Seat(f"Easy {i}", Controller.EASY) for i in range(3)]
    start(pilot, "jig", "peel", computers)
    pilot.wait_until(lambda: (store.root / AUTOSAVE_FILE).exists(), max_ms=200_000)
    close_window(pilot)

    shown: list[list[str]] = []
    monkeypatch.setattr(App, "run", lambda app, on_first_frame=None: shown.append([type(s).__name__ for s in app.scenes]) or 0)
    assert launch.play(store, resume=True) == 0
    assert shown[-1] == ["TitleScene", "JigTableScene"]
    Autosave(store).clear()
    assert launch.play(store, resume=True) == 0
    assert shown[-1] == ["TitleScene"]
    assert "no game in progress to continue" in caplog.text
