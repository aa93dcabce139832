"""The player's data folder (game/storage.py): settings, replays, history and the log file."""

from __future__ import annotations

import json
import logging
import os
from datetime import datetime
from pathlib import Path

import pygame
import pytest

import game.replay
from game import files, storage
from game.input.bindings import Action, Bindings
from game.input.row_keys import RowBindings, RowSeatKeys
from game.input.tempo import Tempo
from game.storage import Settings, Speed, Store, data_dir, setup_logging


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own data folder, so none touches the real one."""
    folder = tmp_path / "home"
    monkeypatch.setenv(storage.HOME_VARIABLE, str(folder))
    return folder


@pytest.fixture
def restore_logging():
    """Take away the handlers `setup_logging` adds and restore the root level after the test."""
    root = logging.getLogger()
    level = root.level
    yield
    for handler in [h for h in root.handlers if getattr(h, "_snipsnap", False)]:
        root.removeHandler(handler)
        handler.close()
    root.setLevel(level)


# -- the folder -------------------------------------------------------------------------------------


def test_snipsnap_home_overrides_the_data_folder(home: Path) -> None:
    assert data_dir() == home
    assert Store().root == home


def test_without_snipsnap_home_the_platform_folder_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(storage.HOME_VARIABLE)
    monkeypatch.setattr(storage.platformdirs, "user_data_dir", lambda name, appauthor: f"/platform/{name}")
    assert data_dir() == Path("/platform/snipsnap")


def test_speed_scales_order_the_speeds_and_instant_has_no_animation() -> None:
    assert Speed.NORMAL.scale == 1.0
    assert Speed.SLOW.scale > Speed.NORMAL.scale > Speed.FAST.scale > Speed.INSTANT.scale == 0.0


# -- settings -------------------------------------------------------------------------------------


def test_missing_settings_give_the_defaults(home: Path) -> None:
    assert Store().load_settings() == Settings()
    assert not home.exists()


def test_settings_round_trip(home: Path) -> None:
    store = Store()
    chosen = Settings(
        speed=Speed.FAST,
        fullscreen=True,
        window=(1920, 1080),
        seats=[{"name": "Ann", "controller": "human"}, {"name": "Bob", "controller": "ai:hard"}],
        game="snip-snap-snorum",
        preset="all-dealt",
    )
    store.save_settings(chosen)
    assert json.loads(store.settings_path.read_text())["speed"] == "fast"
    assert store.load_settings() == chosen


def test_snap_settings_round_trip(home: Path) -> None:
    store = Store()
    bindings = Bindings()
    bindings.rebind(2, Action.SNAP, pygame.K_n)
    bindings.pads = False
    chosen = Settings(tempo=Tempo.FRANTIC, turn_by_key=True, bindings=bindings)
    store.save_settings(chosen)
    saved = json.loads(store.settings_path.read_text())
    assert saved["tempo"] == "frantic" and saved["turn_by_key"] is True
    assert saved["bindings"]["keys"][2] == {"snap": "n", "turn": "v"}
    loaded = store.load_settings()
    assert loaded == chosen
    assert loaded.bindings.keys[2].snap == pygame.K_n and loaded.tempo.interval_ms == 700


def test_settings_without_snap_fields_get_the_snap_defaults(home: Path) -> None:
    store = Store()
    home.mkdir()
    store.settings_path.write_text(json.dumps({"speed": "fast"}))
    loaded = store.load_settings()
    assert (loaded.tempo, loaded.turn_by_key, loaded.bindings) == (Tempo.NORMAL, False, Bindings())


def test_thirteens_keys_round_trip(home: Path) -> None:
    store = Store()
    row_keys = RowBindings()
    row_keys.set_keys(1, RowSeatKeys((pygame.K_6, pygame.K_7, pygame.K_8, pygame.K_9, pygame.K_0), pygame.K_o))
    row_keys.pads = False
    store.save_settings(Settings(row_keys=row_keys))
    saved = json.loads(store.settings_path.read_text())
    assert saved["row_keys"]["keys"][1] == {"rows": ["6", "7", "8", "9", "0"], "up": "o"}
    assert saved["row_keys"]["pads"] is False
    loaded = store.load_settings()
    assert loaded.row_keys == row_keys and loaded.row_keys.keys[1].up == pygame.K_o
    store.settings_path.write_text(json.dumps({"speed": "fast"}))
    assert store.load_settings().row_keys == RowBindings(), "settings from before Thirteens: the default keys"


def test_a_bad_thirteens_key_is_named_in_one_sentence() -> None:
    data = {"row_keys": {"keys": [{"rows": ["1", "2", "3", "4", "5"], "up": "l"}] + RowBindings().to_json()["keys"][1:]}}
    with pytest.raises(ValueError, match=r"^Player 1's up key may not be 'l', which the app or the table itself uses$"):
        Settings.from_json(data)


def test_forced_cards_play_themselves_unless_turned_off_and_the_choice_is_kept(home: Path) -> None:
    store = Store()
    home.mkdir()
    store.settings_path.write_text(json.dumps({"speed": "fast"}))
    assert store.load_settings().play_forced is True, "settings from before the option: on"
    store.save_settings(Settings(play_forced=False))
    assert json.loads(store.settings_path.read_text())["play_forced"] is False
    assert store.load_settings() == Settings(play_forced=False)


def test_a_forced_cards_setting_that_is_not_true_or_false_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match=r"^play_forced must be a bool, not 'off'$"):
        Settings.from_json({"play_forced": "off"})


def test_the_text_size_is_kept_and_only_the_offered_sizes_are_taken(home: Path) -> None:
    store = Store()
    assert Settings().text_scale == 100
    store.save_settings(Settings(text_scale=175))
    assert json.loads(store.settings_path.read_text())["text_scale"] == 175
    assert store.load_settings() == Settings(text_scale=175)
    with pytest.raises(ValueError, match=r"^text_scale must be one of 100, 125, 150, 175, 200 per cent, not 300$"):
        Settings.from_json({"text_scale": 300})
    with pytest.raises(ValueError, match=r"^text_scale must be a int, not '150'$"):
        Settings.from_json({"text_scale": "150"})


def test_settings_from_a_newer_version_keep_what_this_one_knows(home: Path) -> None:
    store = Store()
    home.mkdir()
    store.settings_path.write_text(json.dumps({"speed": "slow", "sound_volume": 0.5}))
    assert store.load_settings() == Settings(speed=Speed.SLOW)
    assert store.settings_path.exists()


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        "[1, 2]",
        b"\xff\xfe\x00garbage",
        json.dumps({"speed": "ludicrous"}),
        json.dumps({"fullscreen": "yes"}),
        json.dumps({"window": [10, 720]}),
        json.dumps({"window": [1280, "720"]}),
        json.dumps({"seats": [{"name": "Ann", "controller": "ai:genius"}]}),
        json.dumps({"preset": 3}),
        json.dumps({"tempo": "ludicrous"}),
        json.dumps({"turn_by_key": "no"}),
        json.dumps({"play_forced": 0}),
        json.dumps({"bindings": {"keys": [{"snap": "b", "turn": "b"}] * 6}}),
        json.dumps({"bindings": {"pads": 1}}),
        json.dumps({"row_keys": {"keys": [{"rows": ["1", "2", "3", "4", "5"], "up": "q"}] * 4}}),
        json.dumps({"row_keys": {"pads": "on"}}),
        json.dumps({"row_keys": []}),
    ],
)
def test_a_broken_settings_file_is_set_aside_and_the_defaults_used(
    home: Path, content: str | bytes, caplog: pytest.LogCaptureFixture
) -> None:
    store = Store()
    home.mkdir()
    raw = content if isinstance(content, bytes) else content.encode()
    store.settings_path.write_bytes(raw)
    with caplog.at_level(logging.WARNING):
        assert store.load_settings() == Settings()
    assert not store.settings_path.exists()
    assert (home / "settings.json.bad").read_bytes() == raw
    assert any("settings.json.bad" in r.getMessage() for r in caplog.records if r.levelno == logging.WARNING)


def test_an_earlier_bad_settings_file_is_never_overwritten(home: Path) -> None:
    store = Store()
    home.mkdir()
    (home / "settings.json.bad").write_text("first")
    (home / "settings.json.bad.1").write_text("second")
    store.settings_path.write_text("third")
    assert store.load_settings() == Settings()
    assert [(home / n).read_text() for n in ("settings.json.bad", "settings.json.bad.1", "settings.json.bad.2")] == [
        "first",
        "second",
        "third",
    ]


def test_saving_settings_is_atomic(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A save that fails half-way leaves the earlier settings whole and no temporary file behind (and says so)."""
    store = Store()
    store.save_settings(Settings(speed=Speed.SLOW))
    before = store.settings_path.read_bytes()

    def half_written(data: object, f, **kwargs: object) -> None:
        f.write('{"speed": "fa')
        raise OSError("disk full")

    monkeypatch.setattr(game.replay.json, "dump", half_written)
    assert not store.save_settings(Settings(speed=Speed.FAST))
    monkeypatch.undo()
    assert store.settings_path.read_bytes() == before
    assert sorted(p.name for p in home.iterdir()) == ["settings.json"]
    assert store.load_settings().speed is Speed.SLOW


def test_settings_refused_by_a_file_held_open_are_kept_for_the_next_save(
    home: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """On Windows, while another program holds settings.json open, the rename over it is refused: one line in
    the log, no exception into the frame loop, and the next save writes the settings as they are by then."""
    store = Store()
    store.save_settings(Settings(speed=Speed.SLOW))
    before = store.settings_path.read_bytes()
    real_replace = os.replace

    def refused(src: str, dst: str) -> None:
        raise PermissionError(13, "The process cannot access the file because it is being used by another process")

    monkeypatch.setattr(files, "_sleep", lambda s: None)
    monkeypatch.setattr(os, "replace", refused)
    settings = Settings(speed=Speed.FAST)
    with caplog.at_level(logging.WARNING):
        assert store.save_settings(settings) is False
    (line,) = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert "settings.json" in line and "in use by another program" in line and "\n" not in line
    assert store.settings_path.read_bytes() == before
    assert sorted(p.name for p in home.iterdir()) == ["settings.json"]
    monkeypatch.setattr(os, "replace", real_replace)
    settings.volume = 40
    assert store.save_settings(settings) is True
    assert (store.load_settings().speed, store.load_settings().volume) == (Speed.FAST, 40)


# -- replays and history --------------------------------------------------------------------------

REPLAY = {
    "format": "snipsnap-replay",
    "version": 1,
    "game": "snip-snap-snorum",
    "preset": "round-games",
    "options": {"stake": 5},
    "seats": [{"name": "Ann", "controller": "human"}, {"name": "Bob", "controller": "ai:easy"}],
    "result": {"stacks": [10, 0], "pool": 0, "winners": [0]},
}


def test_replays_are_saved_under_date_and_game_and_never_overwritten(home: Path) -> None:
    store = Store()
    when = datetime(2024, 12, 24, 18, 30, 5)
    first = store.save_replay({**REPLAY, "seed": 1}, when)
    second = store.save_replay({**REPLAY, "seed": 2}, when)
    assert first.parent == second.parent == home / "replays"
    assert first != second
    assert first.name.startswith("2024-12-24_183005") and "snip-snap-snorum" in first.name
    assert json.loads(first.read_text())["seed"] == 1
    assert json.loads(second.read_text())["seed"] == 2


def test_history_is_appended_and_read_back_in_order(home: Path) -> None:
    store = Store()
    assert store.history() == []
    store.append_history({"game": "snip-snap-snorum", "result": {"winners": [0]}})
    store.append_history({"game": "snip-snap-snorum", "result": {"winners": [1]}})
    assert [e["result"]["winners"] for e in store.history()] == [[0], [1]]
    assert len(store.history_path.read_text().splitlines()) == 2


def test_broken_history_lines_are_skipped_with_a_warning(home: Path, caplog: pytest.LogCaptureFixture) -> None:
    store = Store()
    store.append_history({"n": 1})
    with store.history_path.open("a") as f:
        f.write('{"n": 2, "cut off\n[3]\n')
    store.append_history({"n": 4})
    with caplog.at_level(logging.WARNING):
        assert [e["n"] for e in store.history()] == [1, 4]
    assert sum("line 2" in r.getMessage() or "line 3" in r.getMessage() for r in caplog.records) == 2


def test_a_recorded_game_is_saved_and_in_the_history(home: Path) -> None:
    store = Store()
    when = datetime(2025, 1, 2, 3, 4, 5)
    path = store.record_game(REPLAY, when)
    [entry] = store.history()
    assert entry == {
        "date": "2025-01-02T03:04:05",
        "game": REPLAY["game"],
        "preset": REPLAY["preset"],
        "seats": REPLAY["seats"],
        "result": REPLAY["result"],
        "replay": path.name,
        "options": REPLAY["options"],
    }
    assert json.loads((store.replays_dir / entry["replay"]).read_text()) == REPLAY


# -- the log --------------------------------------------------------------------------------------


def test_the_log_goes_to_the_data_folder_once_however_often_it_is_set_up(home: Path, restore_logging) -> None:
    store = Store()
    setup_logging(store)
    assert setup_logging(store) == home / "snipsnap.log"
    logging.getLogger("game.test").info("a line to find")
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert store.log_path.read_text().count("a line to find") == 1


def test_an_unwritable_log_folder_leaves_logging_to_stderr(tmp_path: Path, restore_logging) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    assert setup_logging(Store(blocker / "home")) is None
    assert any(getattr(h, "_snipsnap", False) for h in logging.getLogger().handlers)


def test_a_log_whose_rotation_is_refused_keeps_appending(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], restore_logging
) -> None:
    """On Windows the rotation's rename is refused while another program holds snipsnap.log open: every record
    still reaches the file, logging prints no error of its own, the rename is not tried for every record, and
    the log rotates once the rename is allowed again."""
    monkeypatch.setattr(storage, "_LOG_BYTES", 300)
    store = Store()
    setup_logging(store)
    real_rename = os.rename
    renames: list[str] = []

    def refused(src: str, dst: str) -> None:
        renames.append(dst)
        raise PermissionError(13, "The process cannot access the file because it is being used by another process")

    monkeypatch.setattr(os, "rename", refused)
    log = logging.getLogger("game.test")
    for number in range(100):
        log.info("record %03d of a log held open", number)
    text = store.log_path.read_text(encoding="utf-8")
    assert [line.endswith(f"record {n:03d} of a log held open") for n, line in enumerate(text.splitlines())] == [True] * 100
    assert 1 <= len(renames) <= len(text.encode()) // 300
    assert not (home / "snipsnap.log.1").exists()
    assert "Logging error" not in capsys.readouterr().err
    monkeypatch.setattr(os, "rename", real_rename)
    for number in range(100):
        log.info("record %03d after the other program let go", number)
    assert (home / "snipsnap.log.1").exists()
    assert "record 099 after the other program let go" in store.log_path.read_text(encoding="utf-8")
    assert store.log_path.stat().st_size < 300  # rotating at its size again, not at the postponed one
    assert "Logging error" not in capsys.readouterr().err


def test_saving_a_game_from_the_table_never_raises(tmp_path, caplog):
    """A full disk or a read-only folder must not stop play: the table's save logs and returns None."""
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the data folder should be", encoding="utf-8")
    data = {"game": "snap", "format": "snipsnap-replay"}
    assert Store(blocked).save_game(data, finished=True) is None
    assert "could not save the game" in caplog.text
    saved = Store(tmp_path / "home").save_game(data, finished=True)
    assert saved is not None and saved.exists()
    assert len(Store(tmp_path / "home").history()) == 1
