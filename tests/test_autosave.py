"""The game in progress, kept in autosave.json (game/autosave.py; issue 9 "Games that survive")."""

from __future__ import annotations

import json
import logging
import os
import random
import signal
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

import pygame
import pytest

from game import files, replay
from game.autosave import AUTOSAVE_FILE, Autosave
from game.core.session import Controller, Seat, Session
from game.registry import game_spec
from game.storage import Store

ROOT = Path(__file__).resolve().parent.parent


def played(moves: int, game: str = "snip-snap-snorum", seed: int = 5) -> Session:
    """A game of `game` (its default preset, four seats, Ann a human) after `moves` random legal moves."""
    spec = game_spec(game)
    level = spec.levels[0]
    seats = [Seat("Ann", Controller.HUMAN)] + [Seat(f"P{i}", Controller("ai:" + level)) for i in range(1, 4)]
    if game == "snap":
        seats = seats[:2]
    session = Session.new(spec, spec.preset(spec.default_preset), seats, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        session.apply(rng.choice(session.state.legal_moves()))
    return session


def test_after_keep_and_flush_the_file_is_the_game_as_a_checkable_replay(store: Store) -> None:
    session = played(12)
    autosave = Autosave(store)
    autosave.keep(session)
    assert autosave.flush()
    data = json.loads((store.root / AUTOSAVE_FILE).read_text(encoding="utf-8"))
    assert data == replay.from_session(session)
    assert replay.check(replay.parse(data)).moves == session.moves


def test_the_newest_state_wins(store: Store) -> None:
    session = played(3)
    autosave = Autosave(store)
    for _ in range(20):
        session.apply(random.Random(len(session.moves)).choice(session.state.legal_moves()))
        autosave.keep(session)
    autosave.flush()
    assert len(replay.load(autosave.path).moves) == len(session.moves) == 23


def test_clear_removes_the_file_even_with_a_write_queued(store: Store) -> None:
    autosave = Autosave(store)
    autosave.keep(played(4))
    autosave.clear()
    autosave.flush()
    assert not autosave.path.exists()


def test_find_names_the_game_and_when_it_was_saved(store: Store) -> None:
    autosave = Autosave(store)
    autosave.keep(played(7, "jig"))
    autosave.flush()
    os.utime(autosave.path, (datetime(2026, 3, 1, 18, 30).timestamp(),) * 2)
    saved = Autosave(store).find()
    assert saved is not None
    assert saved.title == "Jig"
    assert saved.saved_at == datetime(2026, 3, 1, 18, 30)
    assert len(saved.replay.moves) == 7


def test_no_file_means_no_game_to_continue(store: Store) -> None:
    assert Autosave(store).find() is None
    assert not store.root.exists() or not list(store.root.iterdir())


@pytest.mark.parametrize(
    "content",
    [
        b'{"format": "snipsnap-replay", "version": 1, "gam',  # cut short
        b"\xff\xfe not text",
        b'{"some": "other program\'s file"}',
        b"[" * 100_000,
    ],
    ids=["half-written", "not-text", "foreign", "nested-too-deep"],
)
def test_a_broken_or_foreign_file_is_set_aside_with_a_warning(
    store: Store, content: bytes, caplog: pytest.LogCaptureFixture
) -> None:
    store.root.mkdir(parents=True)
    (store.root / AUTOSAVE_FILE).write_bytes(content)
    with caplog.at_level(logging.WARNING):
        assert Autosave(store).find() is None
    assert (store.root / f"{AUTOSAVE_FILE}.bad").read_bytes() == content
    assert not (store.root / AUTOSAVE_FILE).exists()
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "autosave.json.bad" in warnings[0] and "\n" not in warnings[0]


def test_a_file_whose_moves_do_not_replay_is_set_aside_and_an_earlier_bad_file_kept(store: Store) -> None:
    data = replay.from_session(played(6))
    data["moves"][3]["seat"] = (data["moves"][3]["seat"] + 1) % 4
    store.root.mkdir(parents=True)
    (store.root / f"{AUTOSAVE_FILE}.bad").write_text("an older broken file")
    (store.root / AUTOSAVE_FILE).write_text(json.dumps(data))
    assert Autosave(store).find() is None
    assert (store.root / f"{AUTOSAVE_FILE}.bad").read_text() == "an older broken file"
    assert json.loads((store.root / f"{AUTOSAVE_FILE}.bad.1").read_text()) == data


def test_a_finished_game_left_in_the_file_goes_into_the_history(store: Store) -> None:
    """The app stopped between a game's last move and its results: the game is recorded as it would have been."""
    session = played(0)
    rng = random.Random(1)
    while session.state.current_seat() is not None:
        session.apply(rng.choice(session.state.legal_moves()))
    autosave = Autosave(store)
    autosave.keep(session)
    autosave.flush()
    assert Autosave(store).find() is None
    assert not autosave.path.exists()
    history = store.history()
    assert len(history) == 1 and history[0]["result"]["winners"] == list(session.state.result().winners)
    assert replay.load(store.replays_dir / history[0]["replay"]).moves == session.moves


def test_retire_moves_the_game_into_the_replays_folder(store: Store) -> None:
    session = played(9)
    autosave = Autosave(store)
    autosave.keep(session)
    autosave.flush()
    autosave.retire()
    assert not autosave.path.exists()
    (kept,) = store.replays_dir.glob("*.json")
    assert replay.load(kept).moves == session.moves
    assert store.history() == []


def test_retire_drops_a_game_with_no_move(store: Store) -> None:
    autosave = Autosave(store)
    autosave.keep(played(0))
    autosave.flush()
    autosave.retire()
    assert not autosave.path.exists()
    assert not store.replays_dir.exists()


def test_a_temporary_file_left_by_a_cut_write_is_removed(store: Store) -> None:
    autosave = Autosave(store)
    autosave.keep(played(2))
    autosave.flush()
    stale = store.root / f"{AUTOSAVE_FILE}k3j2_x.tmp"
    stale.write_text('{"format": "snipsn')
    assert Autosave(store).find() is not None
    assert not stale.exists()


@pytest.fixture
def held_open(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """While the list holds True, `os.replace` is refused as on Windows while another program (a virus scanner,
    the search indexer) holds the target open; the pauses between tries are not slept."""
    real = os.replace
    held = [True]

    def replace(src: str, dst: str) -> None:
        if held[0]:
            raise PermissionError(13, "The process cannot access the file because it is being used by another process")
        real(src, dst)

    monkeypatch.setattr(files, "_sleep", lambda s: None)
    monkeypatch.setattr(os, "replace", replace)
    return held


def failures(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]


def test_a_refused_write_is_logged_once_and_the_next_move_writes_the_newest_state(
    store: Store, held_open: list[bool], caplog: pytest.LogCaptureFixture
) -> None:
    session = played(5)
    autosave = Autosave(store)
    held_open[0] = False
    autosave.keep(played(2))
    autosave.flush()
    before = autosave.path.read_bytes()
    held_open[0] = True
    with caplog.at_level(logging.WARNING):
        autosave.keep(session)
        assert autosave.flush()
    (line,) = failures(caplog)
    assert "autosave.json" in line and "in use by another program" in line and "\n" not in line
    assert autosave.path.read_bytes() == before
    assert [p.name for p in store.root.iterdir()] == [AUTOSAVE_FILE]
    held_open[0] = False
    session.apply(random.Random(0).choice(session.state.legal_moves()))
    autosave.keep(session)
    autosave.flush()
    assert replay.load(autosave.path).moves == session.moves


def test_a_state_refused_on_the_last_move_is_written_when_the_app_closes(
    store: Store, held_open: list[bool], caplog: pytest.LogCaptureFixture
) -> None:
    """No further move comes to write it: closing the window (which flushes) does."""
    session = played(8)
    autosave = Autosave(store)
    autosave.keep(session)
    assert autosave.flush()
    assert not autosave.path.exists() and len(failures(caplog)) == 1
    held_open[0] = False
    assert autosave.flush()
    assert replay.load(autosave.path).moves == session.moves


def test_a_move_made_while_a_write_is_refused_wins_over_the_refused_state(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The newer move is written, and no later flush (the title's, then closing's) puts the older one back."""
    older, newer = played(3), played(9)
    autosave = Autosave(store)
    real = os.replace
    refusals: list[str] = []

    def replace(src: str, dst: str) -> None:
        if len(refusals) < files.REPLACE_TRIES:
            if not refusals:
                autosave.keep(newer)  # a move made while the older state's write is being refused
            refusals.append(dst)
            raise PermissionError(13, "The process cannot access the file because it is being used by another process")
        real(src, dst)

    monkeypatch.setattr(files, "_sleep", lambda s: None)
    monkeypatch.setattr(os, "replace", replace)
    autosave.keep(older)
    autosave.flush()
    autosave.flush()
    assert replay.load(autosave.path).moves == newer.moves


def test_a_game_ended_after_a_refused_write_does_not_come_back(store: Store, held_open: list[bool]) -> None:
    autosave = Autosave(store)
    autosave.keep(played(4))
    autosave.flush()
    autosave.clear()
    held_open[0] = False
    autosave.flush()
    assert not autosave.path.exists()


CHILD = """
import sys
from game.app import App
from game.core.session import Controller, Seat
from game.registry import game_spec
from game.scenes.start import start_game
from game.scenes.title import TitleScene
from game.storage import Settings, Speed, Store

app = App(Store(sys.argv[1]), Settings(speed=Speed.INSTANT), (800, 600))
app.push(TitleScene(app))
spec = game_spec("snip-snap-snorum")
seats = [Seat(f"P{i}", Controller.EASY) for i in range(5)]
start_game(app, spec, spec.preset("all-dealt"), seats, seed=int(sys.argv[2]))
app.run()
"""


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_kill_9_mid_game_leaves_a_whole_game_that_continues(tmp_path: Path, seed: int) -> None:
    """`kill -9` at a moment while moves are being written: autosave.json is a whole, checkable replay of the
    game so far, and a new app's title offers it as Continue and plays on from its last move."""
    home = tmp_path / "home"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(home), str(seed)], env=env, cwd=ROOT)
    try:
        deadline = time.monotonic() + 60
        path = home / AUTOSAVE_FILE
        while not path.exists() and time.monotonic() < deadline and child.poll() is None:
            time.sleep(0.02)
        time.sleep(0.15 + 0.1 * seed)  # moves are being written all the while
        assert child.poll() is None, "the game ended before it could be killed"
        child.send_signal(signal.SIGKILL)
        child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
    saved = replay.load(path)
    recorded = replay.check(saved)
    assert len(saved.moves) >= 1 and recorded.state.current_seat() is not None

    from game.scenes.title import TitleScene
    from tests.pilot import Pilot, make_app

    app = make_app(Store(home))
    app.push(TitleScene(app))
    assert app.top.form.focused.name == "continue"
    Pilot(app).press(pygame.K_RETURN)
    assert app.top.session.moves == saved.moves
