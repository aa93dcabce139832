"""The bench command's machinery (game/bench.py). Its figures are measured by `snipsnap bench`, never
asserted here: these tests check what is measured and how it is reported, with stand-ins for slow parts."""

from __future__ import annotations

import json
import random
import sys
from typing import Any

import pytest

from game import ai, bench
from game.bench import BenchReport, Row, Target, percentile
from game.cli import main
from game.rules.registry import GAMES


def test_percentiles_are_nearest_rank() -> None:
    times = [float(t) for t in range(100, 0, -1)]
    assert [percentile(times, p) for p in (1, 50, 95, 99, 100)] == [1.0, 50.0, 95.0, 99.0, 100.0]
    assert [percentile([float(t) for t in range(1, 11)], p) for p in (50, 95)] == [5.0, 10.0]
    assert percentile([7.0], 99) == 7.0
    with pytest.raises(ValueError):
        percentile([], 50)


def test_targets_bound_from_the_right_side() -> None:
    at_most = Target("p99", 8)
    at_least = Target("median", 100_000, at_least=True)
    assert at_most.met({"p99": 8.0}) and not at_most.met({"p99": 8.01})
    assert at_least.met({"median": 100_000}) and not at_least.met({"median": 99_999})
    assert (str(at_most), str(at_least)) == ("p99 ≤ 8", "median ≥ 100,000")


def _report() -> BenchReport:
    return BenchReport(
        [
            Row("fast", "a fast thing", "ms", {"p50": 1.0, "p99": 2.0}, Target("p99", 8)),
            Row("slow", "a slow thing", "ms", {"p50": 5.0, "p99": 20.0}, Target("p99", 12)),
            Row("free", "an untargeted thing", "ms", {"p50": 0.5}),
            Row("gone", "a missing thing", "ms", target=Target("p99", 8), note="not available (no app)"),
        ],
        quick=True,
        machine={"cpus": 2},
    )


def test_the_table_marks_each_figure_against_its_target() -> None:
    lines = _report().table().splitlines()
    rows = {line.split()[1]: line for line in lines[2:6]}
    assert rows["fast"].endswith(" pass") and rows["slow"].endswith(" FAIL")
    assert not rows["untargeted"].endswith(("pass", "FAIL")) and not rows["missing"].endswith(("pass", "FAIL"))
    assert "p50/p99 5 / 20 ms" in rows["slow"] and "not measured [1]" in rows["missing"]
    assert "[1] not available (no app)" in lines
    assert lines[-1] == "Some figures miss their targets."


def test_the_json_holds_the_same_figures() -> None:
    data = json.loads(json.dumps(_report().to_json()))
    assert [(f["key"], f["pass"]) for f in data["figures"]] == [
        ("fast", True),
        ("slow", False),
        ("free", None),
        ("gone", None),
    ]
    assert data["figures"][1]["values"] == {"p50": 5.0, "p99": 20.0}
    assert data["figures"][3]["note"] == "not available (no app)"
    assert data["pass"] is False


def test_bench_json_prints_only_json(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(bench, "run", lambda quick, progress: _report())
    assert main(["bench", "--json", "--quick"]) == 0
    assert json.loads(capsys.readouterr().out) == _report().to_json()


def test_engine_playouts_count_moves() -> None:
    spec = next(iter(GAMES.values()))
    for preset in spec.presets:
        assert bench.engine_moves_per_second(spec, preset, 0.01, random.Random(1)) > 0


def test_decisions_are_timed_at_positions_with_a_real_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[tuple[str, Any]] = []

    def spy(level: str, observation: Any, rng: random.Random, budget: int | None = None) -> Any:
        asked.append((level, observation))
        return observation.legal[0]

    monkeypatch.setattr(ai, "choose", spy)
    rows = bench.decision_rows(per_preset=2)
    positions = sum(len(spec.presets) for spec in GAMES.values()) * 2
    assert [row.key for row in rows] == ["decision.easy", "decision.medium", "decision.hard"]
    assert [level for level, _ in asked] == [lvl for lvl in bench.LEVELS for _ in range(positions)]
    assert all(o.to_move == o.seat and len(o.legal) > 1 and o.num_seats == bench.SEATS for _, o in asked)
    assert [row.target is not None for row in rows] == [False, False, True]


def test_frame_times_not_available_are_reported_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "game.app", None)
    rows = bench.frame_rows(seconds=0.1)
    assert len(rows) == 4
    assert all(not row.values and row.note.startswith("not available") for row in rows)


def test_frame_times_are_measured_per_size_with_and_without_a_hard_player(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked = []

    def frame_times(size: tuple[int, int], seconds: float, hard: bool) -> list[float]:
        asked.append((size, hard))
        slow = 10.0 if size == (1280, 720) and hard else 1.0
        return [1.0] * 98 + [slow] * 2

    app = type(sys)("game.app")
    app.frame_times = frame_times  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.app", app)
    rows = bench.frame_rows(seconds=0.1)
    assert asked == [((1280, 720), False), ((1280, 720), True), ((1920, 1080), False), ((1920, 1080), True)]
    assert [row.passed for row in rows] == [True, False, True, True]
    assert rows[1].values == {"p50": 1.0, "p95": 1.0, "p99": 10.0}


def test_the_first_frame_is_timed_to_the_probe_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bench, "probe_command", lambda: [sys.executable, "-c", "print('first-frame')"])
    row = bench.first_frame_row(runs=2)
    assert row.values["median"] > 0 and row.note == ""


def test_a_probe_that_never_draws_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    failing = "import sys; print('no window here', file=sys.stderr); sys.exit(3)"
    monkeypatch.setattr(bench, "probe_command", lambda: [sys.executable, "-c", failing])
    row = bench.first_frame_row(runs=1)
    assert not row.values
    assert row.note == "not available (the probe exited with status 3: no window here)"
