"""Every player's record from the history of finished games (game/records.py), from hand-written history files."""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path

import pytest

from game import files, records
from game.records import PEOPLE, Place, Tally, by_day, export_csv, figures, load, players, select

ANN = {"name": "Ann", "controller": "human"}
BEA = {"name": "Bea", "controller": "human"}


def ai(name: str, level: str) -> dict[str, str]:
    return {"name": name, "controller": f"ai:{level}"}


def line(day: str, game: str, preset: str, seats: list[dict[str, str]], stacks: list[int], winners: list[int], **extra) -> str:
    entry = {"date": f"2026-11-{day}", "game": game, "preset": preset, "seats": seats,
             "result": {"stacks": stacks, "pool": 0, "winners": winners}, "replay": "x.json", **extra}
    return json.dumps(entry)


def write(root: Path, *lines: str) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    path = root / "history.jsonl"
    path.write_text("".join(f"{text}\n" for text in lines), encoding="utf-8")
    return path


JIG = [
    # Ann wins against easy, wins against easy and hard, loses to medium, shares first with Bea, wins alone.
    line("01T10:00:00", "jig", "peel", [ANN, ai("Ada", "easy")], [40, 0], [0], options={"stake": 20}),
    line("01T11:00:00", "jig", "peel", [ANN, ai("Ada", "easy"), ai("Bob", "hard")], [60, 0, 0], [0], options={"stake": 20}),
    line("02T10:00:00", "jig", "peel", [ai("Kit", "medium"), ANN], [40, 0], [0], options={"stake": 20}),
    line("03T10:00:00", "jig", "peel", [ANN, BEA, ai("Tot", "hard")], [30, 30, 0], [0, 1], options={"stake": 20}),
    line("03T11:00:00", "jig", "pagat", [ANN, BEA], [40, 0], [0]),  # an old line: no options, the preset's stake
]


def test_wins_ties_streaks_levels_and_coins_are_counted_per_player(tmp_path: Path) -> None:
    write(tmp_path, *JIG)
    history = load(tmp_path)
    assert history.skipped == 0
    assert players(history.outcomes) == ["Ann", "Bea"]  # whoever played last first; no computer player
    ann = figures(select(history.outcomes, "Ann", "jig"))
    assert (ann.played, ann.won, ann.shared) == (5, 3, 1)
    assert ann.rate == pytest.approx((3 + 0.5) / 5), "a win shared by two counts half"
    assert (ann.best_streak, ann.current_streak) == (2, 2), "won, won, lost, shared, won"
    assert ann.coins == 20 + 40 - 20 + 10 + 20
    assert ann.by_level == {
        "easy": Tally(2, 2, 2.0),
        "medium": Tally(1, 0, 0.0),
        "hard": Tally(2, 2, 1.5),
        PEOPLE: Tally(1, 1, 1.0),
    }
    assert list(ann.by_level) == ["easy", "medium", "hard", PEOPLE], "weakest first"
    peel = figures(select(history.outcomes, "Ann", "jig", "peel"))
    assert (peel.played, peel.coins) == (4, 20 + 40 - 20 + 10)
    bea = figures(select(history.outcomes, "Bea"))
    assert (bea.played, bea.won, bea.shared, bea.coins, bea.best_streak, bea.current_streak) == (2, 0, 1, 10 - 20, 1, 0)


def test_thirteens_keeps_scores_and_a_patience_is_won_when_it_comes_out(tmp_path: Path) -> None:
    write(
        tmp_path,
        line("04T10:00:00", "thirteens", "thirteens", [ANN], [30], [0]),
        line("04T11:00:00", "thirteens", "thirteens", [ANN], [52], [0]),
        line("05T10:00:00", "thirteens", "thirteens", [ANN, ai("Ada", "easy")], [20, 26], [1]),
    )
    ann = figures(select(load(tmp_path).outcomes, "Ann", "thirteens"))
    assert (ann.played, ann.won, ann.best_score, ann.coins) == (3, 1, 52, None)
    assert ann.average_score == pytest.approx((30 + 52 + 20) / 3)
    assert ann.by_level == {"easy": Tally(1, 0, 0.0), records.ALONE: Tally(2, 1, 1.0)}
    assert [(d.day.day, d.played, d.won) for d in by_day(select(load(tmp_path).outcomes, "Ann"))] == [(4, 2, 1), (5, 1, 0)]


def test_an_unfinished_game_and_a_computer_seat_have_no_record(tmp_path: Path) -> None:
    write(tmp_path, line("01T10:00:00", "snap", "snap", [ANN, ai("Kit", "casual")], [20, 32], []))
    assert load(tmp_path).outcomes == ()


def test_a_broken_line_is_skipped_and_counted(tmp_path: Path) -> None:
    path = write(tmp_path, JIG[0], '{"date": "2026-11-02T10:0', "[3]", '{"game": "jig"}', JIG[1])
    with path.open("ab") as f:
        f.write(b"\xff\xfe not text\n")
    history = load(tmp_path)
    assert history.skipped == 4
    assert [o.place for o in history.outcomes] == [Place.WON, Place.WON]
    assert history.set_aside is None and path.exists()


def test_a_wholly_broken_file_is_set_aside_not_lost(tmp_path: Path) -> None:
    path = write(tmp_path, "not json at all", "{{{")
    before = path.read_bytes()
    history = load(tmp_path)
    assert history.outcomes == () and history.set_aside == tmp_path / "history.jsonl.bad"
    assert not path.exists() and history.set_aside.read_bytes() == before
    write(tmp_path, "still broken")
    assert load(tmp_path).set_aside == tmp_path / "history.jsonl.bad.1", "an earlier copy is kept"
    assert (tmp_path / "history.jsonl.bad").read_bytes() == before


def test_the_csv_export_holds_every_game_of_the_player(tmp_path: Path) -> None:
    write(tmp_path, *JIG)
    games = select(load(tmp_path).outcomes, "Ann")
    path = tmp_path / "exports" / "ann.csv"
    assert export_csv(games, path) == 5
    with path.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0] == list(records.CSV_HEADER)
    assert rows[1] == ["2026-11-01T10:00:00", "jig", "peel", "Ann", "won", "1", "easy", "2", "20", ""]
    assert rows[2][6] == "easy+hard"
    assert rows[4][4:7] == ["shared", "0.5", "hard"]
    assert rows[5][6] == "people"
    assert os.listdir(path.parent) == ["ann.csv"], "no temporary file stays"


def test_a_failed_export_leaves_the_old_file_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write(tmp_path, *JIG)
    path = tmp_path / "exports" / "ann.csv"
    path.parent.mkdir()
    path.write_text("the old export\n")

    def broken_replace(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(files.os, "replace", broken_replace)
    with pytest.raises(OSError):
        export_csv(select(load(tmp_path).outcomes, "Ann"), path)
    assert path.read_text() == "the old export\n"
    assert os.listdir(path.parent) == ["ann.csv"]
