"""Writing the user's files safely (game/files.py): a rename refused while another program holds the file open
(what Windows does) is tried again; one refused for good leaves the old file whole (issue 31, "Writes survive
Windows")."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game import files
from game.files import REPLACE_PAUSE_S, REPLACE_TRIES, write_csv_atomically, write_json_atomically


@pytest.fixture
def pauses(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The pauses (s) between tries, recorded instead of slept."""
    taken: list[float] = []
    monkeypatch.setattr(files, "_sleep", taken.append)
    return taken


def refuse_replace(monkeypatch: pytest.MonkeyPatch, times: int | None) -> list[str]:
    """Make `os.replace` raise PermissionError (as on Windows while a virus scanner holds the target open) the
    first `times` calls, or every call if None; returns the calls' targets."""
    real = os.replace
    calls: list[str] = []

    def replace(src: str, dst: str | os.PathLike[str]) -> None:
        calls.append(str(dst))
        if times is None or len(calls) <= times:
            raise PermissionError(13, "The process cannot access the file because it is being used by another process")
        real(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    return calls


def test_a_replace_refused_twice_is_tried_again_and_the_file_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pauses: list[float]
) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"old": true}\n')
    calls = refuse_replace(monkeypatch, times=2)
    write_json_atomically(path, {"new": True})
    assert json.loads(path.read_text()) == {"new": True}
    assert len(calls) == 3
    assert pauses == [REPLACE_PAUSE_S] * 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_a_csv_whose_replace_is_refused_once_is_written_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pauses: list[float]
) -> None:
    path = tmp_path / "exports" / "games.csv"
    refuse_replace(monkeypatch, times=1)
    assert write_csv_atomically(path, ["game", "coins"], [["jig", 3]]) == 1
    assert path.read_text(encoding="utf-8-sig").splitlines() == ["game,coins", "jig,3"]
    assert len(pauses) == 1


def test_a_replace_refused_for_good_raises_and_leaves_the_old_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pauses: list[float]
) -> None:
    path = tmp_path / "autosave.json"
    path.write_text('{"old": true}\n')
    calls = refuse_replace(monkeypatch, times=None)
    with pytest.raises(OSError):
        write_json_atomically(path, {"new": True})
    assert len(calls) == REPLACE_TRIES
    assert len(pauses) == REPLACE_TRIES - 1
    assert path.read_text() == '{"old": true}\n'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]


def test_other_failures_are_not_tried_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pauses: list[float]) -> None:
    """Only a refusal passes; a full disk or a missing folder stays as it is however long one waits."""

    def replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(OSError, match="No space"):
        write_json_atomically(tmp_path / "a.json", [1])
    assert pauses == []
    assert list(tmp_path.iterdir()) == []


def test_the_reason_names_a_file_in_use_for_a_refusal() -> None:
    assert "in use by another program" in files.failure_reason(PermissionError(13, "Access is denied"))
    assert files.failure_reason(OSError(28, "No space left on device")) == "No space left on device"
