"""The bench command's machinery (game/bench.py). Its figures are measured by `snipsnap bench`, never
asserted here: these tests check what is measured and how it is reported, with stand-ins for slow parts."""

from __future__ import annotations

import json
import random
import sys
from typing import Any

import pytest

from game import bench, process_bench
from game.bench import BenchReport, Row, Target
from game.cli import main
from game.core.percentiles import percentile
from game.core.thinker import Decided
from game.games.snip_snap_snorum import players as ai
from game.registry import GAMES, game_spec


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
        return Decided(observation.legal[0])

    monkeypatch.setattr(ai, "think", spy)  # Snip-Snap-Snorum's players; Jig's really think
    rows = bench.decision_rows(per_preset=2)
    games = bench.decision_games()
    assert [row.key for row in rows] == [f"decision.{g.key}.{lvl}" for g in games for lvl in bench.LEVELS]
    positions = len(game_spec("snip-snap-snorum").presets) * 2
    assert [level for level, _ in asked] == [lvl for lvl in bench.LEVELS for _ in range(positions)]
    assert all(o.to_move == o.seat and len(o.legal) > 1 and o.num_seats == bench.SEATS for _, o in asked)
    assert [row.target is not None for row in rows] == [lvl == "hard" for _ in games for lvl in bench.LEVELS]


def test_frame_times_not_available_are_reported_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "game.app", None)
    monkeypatch.setitem(sys.modules, "game.launch", None)  # (another test may have imported it already)
    rows = bench.frame_rows(seconds=0.1)
    assert len(rows) == 16  # four tables (Snip-Snap-Snorum, Jig, Cassino, Thirteens) × two sizes × hard or not
    assert all(not row.values and row.note.startswith("not available") for row in rows)


def test_frame_times_are_measured_on_a_real_table_playing() -> None:
    from game import launch

    times = launch.frame_times((640, 480), 0.3, False, "jig")
    assert times and all(t > 0 for t in times)


def test_frame_times_are_measured_per_size_with_and_without_a_hard_player(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked = []

    def frame_times(size: tuple[int, int], seconds: float, hard: bool, game: str, preset: str | None) -> list[float]:
        asked.append((game, size, hard))
        # Snip-Snap-Snorum's hard players think only away from its default preset (players.plays_medium).
        assert preset == ("all-dealt" if hard and game == "snip-snap-snorum" else None)
        slow = 10.0 if size == (1280, 720) and hard else 1.0
        return [1.0] * 98 + [slow] * 2

    launch = type(sys)("game.launch")
    launch.frame_times = frame_times  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.launch", launch)
    rows = bench.frame_rows(seconds=0.1)
    sizes = [((1280, 720), False), ((1280, 720), True), ((1920, 1080), False), ((1920, 1080), True)]
    assert asked == [(game, size, hard) for game in ("snip-snap-snorum", "jig", "cassino", "thirteens") for size, hard in sizes]
    assert [row.key for row in rows[4:8]] == ["frame.jig.1280x720", "frame.jig.1280x720.hard", "frame.jig.1920x1080", "frame.jig.1920x1080.hard"]
    assert rows[8].key == "frame.cassino.1280x720" and rows[12].key == "frame.thirteens.1280x720"
    assert [row.passed for row in rows] == [True, False, True, True] * 4
    assert rows[1].values == {"p50": 1.0, "p95": 1.0, "p99": 10.0}


def test_a_table_where_no_hard_player_thought_in_time_is_noted_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    """`bench --quick` plays 1.5 s a table: Cassino's hard players had not thought yet, and the bench stopped."""
    launch = type(sys)("game.launch")
    launch.frame_times = lambda size, seconds, hard, game, preset: [] if hard and game == "cassino" else [1.0] * 10  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.launch", launch)
    rows = bench.frame_rows(seconds=1.5)
    empty = [row for row in rows if not row.values]
    assert [row.key for row in empty] == ["frame.cassino.1280x720.hard", "frame.cassino.1920x1080.hard"]
    assert all(row.note == "no frame with a hard player thinking in 1.5 s of play" for row in empty)


def test_the_first_frame_is_timed_to_the_probe_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(process_bench, "probe_command", lambda: [sys.executable, "-c", "print('first-frame 40.1'); print('title 42.0')"])
    row = bench.first_frame_row(runs=2)
    assert row.values["median"] > 0 and row.note == ""


def test_a_probe_that_never_draws_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    failing = "import sys; print('no window here', file=sys.stderr); sys.exit(3)"
    monkeypatch.setattr(process_bench, "probe_command", lambda: [sys.executable, "-c", failing])
    row = bench.first_frame_row(runs=1)
    assert not row.values
    assert row.note == "not available (the probe exited with status 3: no window here)"


def test_decisions_are_asked_only_of_turn_based_games_with_every_level() -> None:
    games = bench.decision_games()
    assert games and all(not spec.realtime for spec in games)
    every_level = {spec.key for spec in GAMES.values() if not spec.realtime and "hard" in spec.levels}
    assert every_level == {spec.key for spec in games}
    assert "snap" not in {spec.key for spec in games}  # its only move is turning a card: no choice to time
    assert "jig" in {spec.key for spec in games}


# -- Snap (game/snap_bench.py) ---------------------------------------------------------------------------


def test_named_percentiles_are_nearest_rank() -> None:
    times = [float(t) for t in range(200, 0, -1)]
    assert bench._percentiles(times, ("median", "p50", "p95", "p99")) == {
        "median": 100.0,
        "p50": 100.0,
        "p95": 190.0,
        "p99": 198.0,
    }


def _snap_stand_ins(monkeypatch: pytest.MonkeyPatch, asked: list[tuple[str, Any]] | None = None) -> None:
    """Known data in place of the real runs: latencies 1…100 ms, frame times 0.5…50 (and 1…100 at 1920×1080),
    reaction errors of ±0.1…±10 ms."""
    from game import snap_bench
    from game.snap_bench import CallSample, ReactionSample

    asked = asked if asked is not None else []

    def call_latencies(samples: int, seconds: float) -> list[CallSample]:
        asked.append(("presses", samples))
        return [CallSample(0, 0, ms * 1_000_000, ms % 4 == 0) for ms in range(1, 101)]

    def frame_times(size: tuple[int, int], seconds: float) -> list[float]:
        asked.append(("frames", (size, seconds)))
        scale = 1.0 if size == (1920, 1080) else 0.5
        return [t * scale for t in range(1, 101)]

    def reaction_errors(samples: int, seconds: float) -> list[ReactionSample]:
        asked.append(("calls", samples))
        return [ReactionSample(300.0, 300.0 + (e / 10 if e % 2 else -e / 10), "false") for e in range(1, 101)]

    monkeypatch.setattr(snap_bench, "call_latencies", call_latencies)
    monkeypatch.setattr(snap_bench, "frame_times", frame_times)
    monkeypatch.setattr(snap_bench, "reaction_errors", reaction_errors)


def test_snap_rows_report_each_figure_against_its_target(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[tuple[str, Any]] = []
    _snap_stand_ins(monkeypatch, asked)
    plan = bench.SnapPlan(presses=7, frame_seconds=2.0, calls=3)
    rows = bench.snap_rows(plan)
    assert asked == [
        ("presses", 7),
        ("frames", ((1280, 720), 2.0)),
        ("frames", ((1920, 1080), 2.0)),
        ("calls", 3),
    ]
    by_key = {row.key: row for row in rows}
    assert list(by_key) == ["snap.latency", "snap.frame.1280x720", "snap.frame.1920x1080", "snap.reaction_error"]
    assert by_key["snap.latency"].values == {"p50": 50.0, "p99": 99.0}
    assert str(by_key["snap.latency"].target) == "p99 ≤ 4" and by_key["snap.latency"].passed is False
    assert "(100 presses, 25% mid-frame)" in by_key["snap.latency"].label
    assert by_key["snap.frame.1280x720"].values == {"p50": 25.0, "p95": 47.5, "p99": 49.5}
    assert str(by_key["snap.frame.1280x720"].target) == "p99 ≤ 8"
    assert str(by_key["snap.frame.1920x1080"].target) == "p99 ≤ 12"
    # |recorded − true|: 0.1 … 10 ms whatever the sign.
    assert by_key["snap.reaction_error"].values == pytest.approx({"median": 5.0, "p99": 9.9})
    assert str(by_key["snap.reaction_error"].target) == "p99 ≤ 3"
    assert "(100 calls)" in by_key["snap.reaction_error"].label
    table = BenchReport(rows, quick=True, machine={}).table()
    assert "Snap key to registered call" in table and "median/p99 5 / 9.9 ms" in table


def test_the_bench_includes_snap_quick_or_full(monkeypatch: pytest.MonkeyPatch) -> None:
    plans: list[bench.SnapPlan] = []
    monkeypatch.setattr(bench, "engine_rows", lambda runs, seconds: [])
    monkeypatch.setattr(bench, "decision_rows", lambda per_preset: [])
    monkeypatch.setattr(bench, "first_frame_row", lambda runs: Row("first_frame", "start", "ms"))
    monkeypatch.setattr(bench, "frame_rows", lambda seconds: [])
    monkeypatch.setattr(bench, "process_rows", lambda quick: [])
    monkeypatch.setattr(bench, "online_rows", lambda quick: [])

    def snap_rows(plan: bench.SnapPlan) -> list[Row]:
        plans.append(plan)
        return [Row("snap.latency", "Snap", "ms")]

    monkeypatch.setattr(bench, "snap_rows", snap_rows)
    for quick in (True, False):
        report = bench.run(quick=quick)
        assert [row.key for row in report.rows] == ["first_frame", "snap.latency"]
    assert plans == [bench.SNAP_QUICK, bench.SNAP_FULL]
    assert bench.SNAP_QUICK.presses < bench.SNAP_FULL.presses and bench.SNAP_QUICK.calls < bench.SNAP_FULL.calls


def test_snap_not_available_is_reported_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "game.snap_bench", None)
    rows = bench.snap_rows(bench.SNAP_QUICK)
    assert len(rows) == 4
    assert all(not row.values and row.note.startswith("not available") for row in rows)


def test_a_snap_run_that_fails_is_reported_and_the_others_still_run(monkeypatch: pytest.MonkeyPatch) -> None:
    from game import snap_bench

    _snap_stand_ins(monkeypatch)

    def no_window(samples: int, seconds: float) -> list[Any]:
        raise RuntimeError("no window here")

    monkeypatch.setattr(snap_bench, "call_latencies", no_window)
    monkeypatch.setattr(snap_bench, "reaction_errors", lambda samples, seconds: [])
    rows = bench.snap_rows(bench.SNAP_QUICK)
    assert rows[0].note == "not available (no window here)" and not rows[0].values
    assert rows[1].values and rows[2].values
    assert rows[3].note == "not available (no scripted call was recorded)"


def test_a_short_real_snap_run_gives_sensible_numbers() -> None:
    """The real thing, briefly (a few seconds): the App's loop on this thread, the presses from another."""
    from game import snap_bench

    presses = snap_bench.call_latencies(12, seconds=15)
    assert len(presses) == 12
    for press in presses:
        assert press.posted <= press.stamped <= press.registered  # dequeued after posting, handled after that
        assert 0 < press.latency_ms < 1000

    calls = snap_bench.reaction_errors(2, seconds=20)
    assert len(calls) == 2
    low, high = snap_bench.REACTION_MS
    for call in calls:
        assert low <= call.true_ms < high + 50  # the scripted reaction, and a little oversleeping
        assert call.kind in {"valid", "false", "too_slow", "dead_heat"}
        assert abs(call.error_ms) < 100 and call.queued_ms >= 0  # sanity, not a timing target

    frames = snap_bench.frame_times((1280, 720), 3.0)
    assert frames and all(t > 0 for t in frames)
    assert len(frames) <= 3 * 60  # only frames that drew are counted


def test_the_online_rows_measure_a_move_through_a_real_broker() -> None:
    """Issue 35 "Fast and light": the rows are measured through the embedded broker, not left as notes; a move's
    bytes (which do not depend on the machine's speed) are within the 2 KB a move may take."""
    rows = {row.key: row for row in bench.online_rows(quick=True)}
    assert set(rows) == {"online.move", "online.bytes", "online.cpu", "online.late"}
    assert all(row.values and not row.note for row in rows.values()), [row.note for row in rows.values()]
    assert 0 < rows["online.move"].values["p50 ms"] <= rows["online.move"].values["p99 ms"]
    assert rows["online.bytes"].passed, rows["online.bytes"].values
    late = rows["online.late"].values
    assert 0 < late["fps"] <= 61 and 0 < late["fps, no delay"] <= 61, "the frames are counted, paced at 60 a second"
