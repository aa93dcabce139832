"""Speed figures beside their targets (`snipsnap bench`); speed is measured here, never in timed tests.

What is measured (issue 2, "Speed"), on whatever machine runs it:
- engine moves per second: random playouts of 5-seat games per preset (or as near 5 as the game allows, see
  `seats_for`: the fishing games and Thirteens 4), median of several runs;
- computer decision time (ms) per level, p50 and p99, over seeded positions of the same games of every preset
  where the seat to move has a real choice (two or more legal moves; in Thirteens, the rows for a card that
  fits no foundation);
- time (ms) from starting a process to its first drawn title frame, median of several starts;
- frame time (ms, update + draw) p50/p95/p99 while a 5-seat computer game plays at normal speed, for each
  turn-based game's table (Snip-Snap-Snorum, Jig, Cassino, Thirteens), at 1280×720 and 1920×1080, with and
  without a hard player thinking (Snip-Snap-Snorum's with all cards dealt, `HARD_PRESETS`; measured by
  `game.launch.frame_times`);
- Snap, the reaction game (measured by `game.snap_bench` on the real App; issue 3): the latency (ms) from a
  key press posted to SDL to the call reaching the umpire, p50/p99, while the real loop plays a 6-seat game;
  frame time p50/p95/p99 of the frames drawn in a 6-seat computer game at the frantic tempo, at both sizes;
  and how far the reaction times the game records are from the true ones of a scripted player (median and
  p99 of |error|, ms). The real-time figures suffer when the machine is busy: the header says its load.
- the whole process (`game.process_bench`; issue 9): CPU use in % of one core over ≥ 10 s of the real loop —
  the title left alone, the table waiting for a human's card, a 4-seat computer game, Practise Snap — and
  the start-up time and resident memory of the title beside a bare pygame-ce window in the same run.
Percentiles are nearest-rank: p99 of n times is the ⌈0.99·n⌉-th smallest.
"""

from __future__ import annotations

import importlib
import os
import platform
import random
import statistics
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import game
from game.core.percentiles import percentile
from game.core.rules import ShuffledPacks
from game.core.spec import GameSpec
from game.registry import GAMES

SEATS = 5
LEVELS = ("easy", "medium", "hard")
ENGINE_TARGET = 100_000
"""Random play-outs' moves a second (median) that a game's engine must reach, so its computers' searches fit
their budget."""
FISHING_ENGINE_TARGET = 25_000
"""The same for the fishing games, whose every move lists each way the card played can take or build (a
dozen moves to weigh where Snip-Snap-Snorum has two or three); their hard players' decisions stay within 100 ms
(the decision rows) with it."""
FISHING_GAMES = ("snitchems", "cassino")
FRAME_SIZES = ((1280, 720), (1920, 1080))
FRAME_LIMITS_MS = {(1280, 720): 8.0, (1920, 1080): 12.0}
"""The p99 frame time (ms) each window size must meet, in either game (issues 2 and 3)."""
PROBE_LINE = "title"
_PROBE_TIMEOUT_S = 60.0


@dataclass(frozen=True)
class Target:
    """A figure's target: the measured `value` ("p99", "median" …) must be at least / at most `limit`."""

    value: str
    limit: float
    at_least: bool = False

    def met(self, values: dict[str, float]) -> bool:
        figure = values[self.value]
        return figure >= self.limit if self.at_least else figure <= self.limit

    def __str__(self) -> str:
        return f"{self.value} {'≥' if self.at_least else '≤'} {_number(self.limit)}"


@dataclass
class Row:
    """One line of the bench table: `values` by name ({"p50": 3.1, "p99": 6.0}) in `unit`, or none and a
    `note` saying why it could not be measured."""

    key: str
    label: str
    unit: str
    values: dict[str, float] = field(default_factory=dict)
    target: Target | None = None
    note: str = ""

    @property
    def passed(self) -> bool | None:
        """True/False against the target; None when there is no target or nothing was measured."""
        if self.target is None or not self.values:
            return None
        return self.target.met(self.values)


@dataclass
class BenchReport:
    """Every row measured, and the machine it ran on."""

    rows: list[Row]
    quick: bool
    machine: dict[str, Any]

    @property
    def passed(self) -> bool:
        """True if no measured figure misses its target (rows that could not be measured do not count)."""
        return all(row.passed is not False for row in self.rows)

    def to_json(self) -> dict[str, Any]:
        return {
            "quick": self.quick,
            "machine": self.machine,
            "figures": [
                {
                    "key": row.key,
                    "label": row.label,
                    "unit": row.unit,
                    "values": {name: round(value, 3) for name, value in row.values.items()},
                    "target": None if row.target is None else str(row.target),
                    "pass": row.passed,
                    **({"note": row.note} if row.note else {}),
                }
                for row in self.rows
            ],
            "pass": self.passed,
        }

    def table(self) -> str:
        """The figures as a text table: measure, figure, target, and a pass/FAIL mark; why a figure could
        not be measured is said under the table."""
        lines = [("Measure", "Figure", "Target", "")]
        notes: list[str] = []
        for row in self.rows:
            if row.values:
                figure = " / ".join(_number(v) for v in row.values.values()) + f" {row.unit}"
                if len(row.values) > 1:
                    figure = f"{'/'.join(row.values)} {figure}"
            else:
                notes.append(row.note)
                figure = f"not measured [{len(notes)}]"
            mark = {True: "pass", False: "FAIL", None: ""}[row.passed]
            lines.append((row.label, figure, "" if row.target is None else f"{row.target} {row.unit}", mark))
        widths = [max(len(line[i]) for line in lines) for i in range(3)]
        machine = ", ".join(f"{name} {value}" for name, value in self.machine.items())
        out = [f"snipsnap bench{' --quick' if self.quick else ''} ({machine})"]
        out += ["  ".join(cell.ljust(width) for cell, width in zip(line, widths)) + "  " + line[3] for line in lines]
        out += [f"[{number}] {note}" for number, note in enumerate(notes, start=1)]
        out.append("Every measured figure meets its target." if self.passed else "Some figures miss their targets.")
        return "\n".join(line.rstrip() for line in out)


def _number(value: float) -> str:
    """A figure as people read it: thousands separated, at most three significant decimals for small ones."""
    if value >= 1000 or value == int(value):
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.3g}"


# -- the engine -----------------------------------------------------------------------------------


def seats_for(spec: GameSpec, preset: str) -> int:
    """The seats the bench plays `preset` with: SEATS, or as near to it as the preset allows (the fishing
    games are for 2 to 4)."""
    low, high = spec.seat_range(spec.preset(preset))
    return max(low, min(SEATS, high))


def engine_moves_per_second(spec: GameSpec, preset: str, seconds: float, rng: random.Random) -> float:
    """Moves per second applied by random playouts of whole games of `preset` (`seats_for` seats) for about
    `seconds` (dealing and listing the legal moves included: that is what the AI's playouts do too)."""
    options = spec.preset(preset)
    seats = seats_for(spec, preset)
    moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = spec.new_state(options, seats, ShuffledPacks(rng), None)
        state.start()
        while state.current_seat() is not None:
            state.apply(rng.choice(state.legal_moves()))
            moves += 1
    return moves / (time.perf_counter() - start)


def engine_rows(runs: int, seconds: float) -> list[Row]:
    """Median moves/s of `runs` runs per preset of every game (target ≥ 100,000 moves/s; the fishing games
    ≥ 25,000, see FISHING_ENGINE_TARGET)."""
    rows = []
    for spec in GAMES.values():
        for preset in spec.presets:
            rates = [
                engine_moves_per_second(spec, preset, seconds, random.Random(f"bench {preset} {run}"))
                for run in range(runs)
            ]
            rows.append(
                Row(
                    f"engine.{spec.key}.{preset}",
                    f"engine, {preset} ({seats_for(spec, preset)} seats), median of {runs}",
                    "moves/s",
                    {"median": statistics.median(rates)},
                    Target("median", FISHING_ENGINE_TARGET if spec.key in FISHING_GAMES else ENGINE_TARGET, at_least=True),
                )
            )
    return rows


# -- the computer players -------------------------------------------------------------------------


def decision_games() -> list[GameSpec]:
    """The games whose computer players decide (`GameSpec.choose`) at every level timed here (easy, medium,
    hard): not the real-time game, nor a game whose levels are still being written."""
    return [spec for spec in GAMES.values() if not spec.realtime and set(LEVELS) <= set(spec.levels)]


def decision_positions(spec: GameSpec, per_preset: int) -> list[Any]:
    """Observations of the seat to move with two or more legal moves: `per_preset` from seeded random
    games of every preset of `spec` (`seats_for` seats). (The reaction game has no decisions: its only move is turning
    the next card, and its computers' reaction times are a model, not a search.)"""
    positions = []
    for preset in spec.presets:
        rng = random.Random(f"bench positions {preset}")
        found: list[Any] = []
        while len(found) < 4 * per_preset:
            state = spec.new_state(spec.preset(preset), seats_for(spec, preset), ShuffledPacks(rng), None)
            state.start()
            while (seat := state.current_seat()) is not None:
                legal = state.legal_moves()
                if len(legal) > 1:
                    found.append(state.observe(seat))
                state.apply(rng.choice(legal))
        positions += rng.sample(found, per_preset)
    return positions


def decision_rows(per_preset: int) -> list[Row]:
    """p50/p99 decision time (ms) of each turn-based game's computer players (`GameSpec.choose`) per level
    with its default budget (target for hard: p99 ≤ 100 ms)."""
    rows = []
    for spec in decision_games():
        positions = decision_positions(spec, per_preset)
        for level in LEVELS:
            times = []
            for number, observation in enumerate(positions):
                rng = random.Random(number)
                start = time.perf_counter()
                spec.choose(level, observation, rng)
                times.append((time.perf_counter() - start) * 1000)
            rows.append(
                Row(
                    f"decision.{spec.key}.{level}",
                    f"computer decision, {spec.title}, {level} ({len(positions)} positions)",
                    "ms",
                    {"p50": percentile(times, 50), "p99": percentile(times, 99)},
                    Target("p99", 100) if level == "hard" else None,
                )
            )
    return rows


# -- the window -----------------------------------------------------------------------------------


def first_frame_ms(home: Path) -> float:
    """Milliseconds from starting the app process to its `title` line (the whole title drawn), with dummy SDL drivers and
    `home` as the data folder. Raises RuntimeError if the line never comes."""
    from game import process_bench

    source_root = str(Path(game.__file__).resolve().parent.parent)
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        SNIPSNAP_HOME=str(home),
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        PYTHONPATH=os.pathsep.join(p for p in (source_root, os.environ.get("PYTHONPATH")) if p),
    )
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # compiled modules are cached, as in an installed app
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        process = subprocess.Popen(process_bench.probe_command(), stdout=subprocess.PIPE, stderr=errors, env=env, text=True)
        watchdog = threading.Timer(_PROBE_TIMEOUT_S, process.kill)
        watchdog.start()
        try:
            assert process.stdout is not None
            elapsed = None
            for line in process.stdout:
                if line.split()[:1] == [PROBE_LINE]:
                    elapsed = (time.perf_counter() - start) * 1000
                    break
            process.stdout.close()
            status = process.wait()
        finally:
            watchdog.cancel()
        if elapsed is None:
            errors.seek(0)
            said = errors.read().decode("utf-8", "replace").strip().splitlines()
            raise RuntimeError(f"the probe exited with status {status}" + (f": {said[-1]}" if said else ""))
    return elapsed


def first_frame_row(runs: int) -> Row:
    """The median time to the first title frame over `runs` starts (target ≤ 400 ms)."""
    row = Row("first_frame", f"start to first title frame, median of {runs}", "ms", target=Target("median", 400))
    try:
        with tempfile.TemporaryDirectory(prefix="snipsnap-bench-") as home:
            times = [first_frame_ms(Path(home)) for _ in range(runs)]
    except (RuntimeError, OSError) as e:
        row.note = f"not available ({e})"
        return row
    row.values = {"median": statistics.median(times)}
    return row


FRAME_GAMES = {"snip-snap-snorum": "frame", "jig": "frame.jig", "cassino": "frame.cassino", "thirteens": "frame.thirteens"}
"""The games whose tables are timed (every one a computer player thinks at), with the start of their rows' keys."""

HARD_PRESETS = {"snip-snap-snorum": "all-dealt"}
"""The preset (named in the row) timed with hard players thinking where the default preset's hard level plays medium's move without
a search (Snip-Snap-Snorum's round games, `game.games.snip_snap_snorum.players.plays_medium`): with all cards
dealt, whose search takes the longest of its presets (README › Speed)."""


def frame_rows(seconds: float) -> list[Row]:
    """Frame time p50/p95/p99 (ms) of each turn-based game's table at each size, with and without a hard
    player thinking (targets: p99 ≤ 8 ms at 1280×720, ≤ 12 ms at 1920×1080)."""
    configs = [
        (game, size, hard, HARD_PRESETS.get(game) if hard else None)
        for game in FRAME_GAMES
        for size in FRAME_SIZES
        for hard in (False, True)
    ]
    rows = [
        Row(
            f"{FRAME_GAMES[game]}.{width}x{height}{'.hard' if hard else ''}",
            f"{FRAME_GAMES[game].replace('.', ' ')} {width}×{height}"
            f"{', hard player thinking' if hard else ''}{f' ({preset})' if preset else ''}",
            "ms",
            target=Target("p99", FRAME_LIMITS_MS[(width, height)]),
        )
        for game, (width, height), hard, preset in configs
    ]
    # pygame greets on import unless told not to, and that would spoil `bench --json` output.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        from game.launch import frame_times
    except ImportError as e:
        for row in rows:
            row.note = f"not available ({e})"
        return rows
    for row, (key, size, hard, preset) in zip(rows, configs):
        times = frame_times(size, seconds, hard, key, preset)
        if not times:  # `--quick`'s short run can end before a hard player's first thought (Cassino's)
            row.note = f"no frame with a hard player thinking in {seconds:g} s of play"
            continue
        row.values = {name: percentile(times, float(name[1:])) for name in ("p50", "p95", "p99")}
    return rows


# -- the reaction game (Snap) ----------------------------------------------------------------------------


@dataclass(frozen=True)
class SnapPlan:
    """How much of Snap to measure: `presses` of the latency run, `frame_seconds` of simulated play per window
    size, `calls` of the scripted reaction run; and the most wall-clock seconds the two real-time runs may take."""

    presses: int
    frame_seconds: float
    calls: int
    latency_limit_s: float = 15.0
    reaction_limit_s: float = 45.0


SNAP_QUICK = SnapPlan(presses=60, frame_seconds=5.0, calls=6, latency_limit_s=10.0, reaction_limit_s=12.0)
SNAP_FULL = SnapPlan(presses=300, frame_seconds=60.0, calls=40)


def _percentiles(times: list[float], names: tuple[str, ...]) -> dict[str, float]:
    """{"p50": …, "p99": …} for names like "p50"; "median" is p50."""
    return {name: percentile(times, 50.0 if name == "median" else float(name[1:])) for name in names}


def snap_rows(plan: SnapPlan) -> list[Row]:
    """Snap on the real App (`game.snap_bench`): the latency from a key press to the call reaching the umpire
    (target p99 ≤ 4 ms), frame times of a 6-seat computer game at the frantic tempo (p99 ≤ 8 ms at 1280×720,
    ≤ 12 ms at 1920×1080), and how far recorded reaction times are from true ones (p99 of |error| ≤ 3 ms)."""
    latency = Row("snap.latency", "Snap key to registered call, 6 seats", "ms", target=Target("p99", 4))
    frames = [
        Row(
            f"snap.frame.{width}x{height}",
            f"Snap frame {width}×{height}, 6 computers, frantic",
            "ms",
            target=Target("p99", FRAME_LIMITS_MS[(width, height)]),
        )
        for width, height in FRAME_SIZES
    ]
    reaction = Row("snap.reaction_error", "Snap recorded − true reaction, |error|", "ms", target=Target("p99", 3))
    rows = [latency, *frames, reaction]
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        snap_bench = importlib.import_module("game.snap_bench")
    except ImportError as e:
        for row in rows:
            row.note = f"not available ({e})"
        return rows

    def measure(row: Row, how: Callable[[], None]) -> None:
        try:
            how()
        except Exception as e:  # pygame.error (no window), or a game that never started
            row.note = f"not available ({e})"

    def presses() -> None:
        samples = snap_bench.call_latencies(plan.presses, plan.latency_limit_s)
        during = round(100 * sum(s.during_frame for s in samples) / max(1, len(samples)))
        latency.label += f" ({len(samples)} presses, {during}% mid-frame)"
        if not samples:
            raise RuntimeError("no key press was registered")
        latency.values = _percentiles([s.latency_ms for s in samples], ("p50", "p99"))

    def frame(row: Row, size: tuple[int, int]) -> Callable[[], None]:
        def how() -> None:
            times = snap_bench.frame_times(size, plan.frame_seconds)
            if not times:
                raise RuntimeError("no frame was drawn")
            row.values = _percentiles(times, ("p50", "p95", "p99"))

        return how

    def calls() -> None:
        samples = snap_bench.reaction_errors(plan.calls, plan.reaction_limit_s)
        reaction.label += f", scripted ({len(samples)} calls)"
        if not samples:
            raise RuntimeError("no scripted call was recorded")
        reaction.values = _percentiles([abs(s.error_ms) for s in samples], ("median", "p99"))

    measure(latency, presses)
    for row, size in zip(frames, FRAME_SIZES):
        measure(row, frame(row, size))
    measure(reaction, calls)
    return rows


# -- the whole process: CPU, start-up, memory (game.process_bench) ---------------------------------------


def process_rows(quick: bool) -> list[Row]:
    """CPU use (% of one core) in the real loop for each of `process_bench.CPU_SCENARIOS` (≥ 10 s each, 3 s
    `quick`), and the start-up time and resident memory of the app's title beside a bare pygame-ce window
    (median of 5 starts, 3 `quick`), as ratios to the bare window measured in the same run (issue 9)."""
    from game import process_bench

    seconds, runs = (3.0, 3) if quick else (10.0, 5)
    rows = [
        Row(f"cpu.{key}", f"CPU, {label}", "% of a core", target=Target("cpu", process_bench.CPU_TARGETS[key]))
        for key, label in process_bench.CPU_SCENARIOS.items()
    ]
    start = Row(
        "startup.window",
        f"start to the window's first frame: app / bare pygame-ce / ratio; bare without GL / ratio, median of {runs}",
        "",
        target=Target("ratio", 1.15),
    )
    memory = Row(
        "startup.memory",
        "resident memory at the title: app / bare pygame-ce / ratio; bare without GL / ratio",
        "",
        target=Target("app MiB", 120),
    )
    with process_bench.display() as env:
        for row, key in zip(rows, process_bench.CPU_SCENARIOS):
            try:
                row.values = {"cpu": process_bench.cpu_use(env, key, seconds)}
            except (RuntimeError, OSError, ValueError, IndexError) as e:
                row.note = f"not available ({e})"
        try:
            app_ms, app_mib = process_bench.start_up(env, "first-frame", runs)
            bare_ms, bare_mib = process_bench.start_up(env, "bare", runs)
            direct_ms, direct_mib = process_bench.start_up(env, "bare-direct", runs)
        except (RuntimeError, OSError, ValueError, IndexError) as e:
            start.note = memory.note = f"not available ({e})"
        else:
            start.values = {
                "app ms": app_ms, "bare ms": bare_ms, "ratio": app_ms / bare_ms,
                "no-GL ms": direct_ms, "no-GL ratio": app_ms / direct_ms,
            }
            memory.values = {
                "app MiB": app_mib, "bare MiB": bare_mib, "ratio": app_mib / bare_mib,
                "no-GL MiB": direct_mib, "no-GL ratio": app_mib / direct_mib,
            }
        driver = env.get("SDL_VIDEODRIVER", "dummy")
    for row in rows + [start, memory]:
        row.label += f" ({'Xvfb' if driver == 'x11' else driver})"
    return rows + [start, memory]


# -- play between homes (game.online.figures) -------------------------------------------------------------


def online_rows(quick: bool) -> list[Row]:
    """Through an embedded broker on the loopback address (issue 35 "Fast and light"): a move's time from the
    host to a guest (p50/p99 of 200 moves, 1,000 unless `quick`), its bytes to that guest (median/max), and the
    CPU of a host waiting for a remote player's move (3 s, 10 s unless `quick`)."""
    from game.launch import late_frames
    from game.online import figures
    from game.online.broker import BrokerError
    from game.online.link import LinkError

    latency = Row("online.move", "online: a move, host to guest's screen (loopback broker)", "ms",
                  target=Target("p99 ms", 50.0))
    size = Row("online.bytes", "online: a move's bytes on the wire to a guest", "B", target=Target("max B", 2048))
    waiting = Row("online.cpu", "online: CPU, host waiting for a remote player", "% of a core",
                  target=Target("cpu", 3.0))
    late = Row("online.late", "online: the host's table at 1280×720, guest 150 ms away each way (beside: no delay)",
               "fps / ms", target=Target("fps", 58.0, at_least=True))
    try:
        measured = figures.move_figures(200 if quick else 1000)
        latency.values = {"p50 ms": statistics.median(measured.ms), "p99 ms": percentile(measured.ms, 99)}
        size.values = {"median B": statistics.median(measured.bytes), "max B": float(max(measured.bytes))}
        waiting.values = {"cpu": figures.waiting_cpu(3.0 if quick else 10.0)}
        seconds = 2.0 if quick else 5.0
        far, near = late_frames(seconds, 150.0), late_frames(seconds, 0.0)
        late.values = {"fps": far.per_second, "p50 ms": statistics.median(far.ms), "p99 ms": percentile(far.ms, 99),
                       "fps, no delay": near.per_second, "p99 ms, no delay": percentile(near.ms, 99)}
    except (LinkError, BrokerError, OSError) as e:
        for row in (latency, size, waiting, late):
            row.note = row.note or f"not available ({e})"
    return [latency, size, waiting, late]


# -- all of it --------------------------------------------------------------------------------------


def run(quick: bool = False, progress: Callable[[str], None] = lambda text: None) -> BenchReport:
    """Measure everything (about a minute; `quick`: a few seconds of each, rougher); `progress` hears
    what is being measured."""
    machine = {
        "python": platform.python_version(),
        "system": platform.system(),
        "cpus": os.cpu_count() or 0,
        "video": os.environ.get("SDL_VIDEODRIVER", "default"),
    }
    if hasattr(os, "getloadavg"):  # a busy machine slows the real-time figures: say how busy it was
        machine["load"] = round(os.getloadavg()[0], 1)
    progress("Measuring the engine …")
    rows = engine_rows(runs=3 if quick else 5, seconds=0.2 if quick else 0.5)
    progress("Measuring the computer players …")
    rows += decision_rows(per_preset=4 if quick else 12)
    progress("Measuring the start-up time …")
    rows.append(first_frame_row(runs=3 if quick else 7))
    progress("Measuring frame times …")
    rows += frame_rows(seconds=1.5 if quick else 5.0)
    progress("Measuring Snap: key latency, frame times, recorded reaction times …")
    rows += snap_rows(SNAP_QUICK if quick else SNAP_FULL)
    progress("Measuring CPU use while still and playing, start-up and memory …")
    rows += process_rows(quick)
    progress("Measuring play between homes through a loopback broker …")
    rows += online_rows(quick)
    return BenchReport(rows, quick, machine)
