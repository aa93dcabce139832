"""Computer-only games played headless, many in a row: who wins how often (`snipsnap simulate`).

Everything is derived from one seed, so the same command gives the same table and the same replay files:
game number k is shuffled with `game_seed(seed, k)`, and each computer seat draws its own choices from a
`random.Random` seeded from that game seed and its seat. The hard level uses its fixed iteration budget,
never a clock, so it too repeats exactly.

A game scored anew each game (a spec with `score_spread`: Thirteens, RULES.md §6) gets more than the wins and
the average: each seat's mean score with one standard error, its least, quartiles and most, and how often it
reached the spec's `full_score` (Thirteens: went out).

The reaction game (Snap, a spec with `realtime`) has no turns to choose: `play_realtime` runs the umpire
(`game.games.snap.umpire`) in simulated time, every card shown the moment it is turned, the computers' reactions drawn
from one `random.Random` per game, and the report adds each seat's reaction figures (`ReactionFigures`).
"""

from __future__ import annotations

import math
import random
import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

from game.core.rules import Event
from game.core.session import Controller, Seat, Session
from game.core.spec import GameSpec
from game.core.thinker import run_to_end
from game.files import write_json_atomically
from game.games.snap.rules import (
    DeadHeat,
    FalseSnap,
    Snap,
    SnapCentre,
    Snapped,
    TooSlow,
)
from game.games.snap.umpire import Umpire, turned_in
from game.input.tempo import TEMPO_INTERVAL_MS
from game.replay import from_session

DEFAULT_TEMPO = "normal"

COMPUTER_CONTROLLERS = tuple(c for c in Controller if not c.is_human)


class SeatError(ValueError):
    """A bad seat list: an unknown controller, a human seat, or too many or too few seats."""


def computer_controllers(spec: GameSpec | None = None) -> tuple[Controller, ...]:
    """The computer controllers that play `spec` (weakest first, then the oracle where it has one), or every
    computer controller."""
    if spec is None:
        return COMPUTER_CONTROLLERS
    return tuple(c for c in COMPUTER_CONTROLLERS if c.plays(spec))


def parse_seats(text: str, spec: GameSpec | None = None) -> list[Controller]:
    """The controllers written as "ai:hard,ai:medium,ai:easy" (one per seat, in seat order); with `spec`, only
    the levels that play that game ("ai:sharp" … for Snap).

    Raises SeatError naming the first bad entry and the valid choices.
    """
    allowed = computer_controllers(spec)
    choices = ", ".join(c.value for c in allowed)
    controllers = []
    for number, entry in enumerate(text.split(","), start=1):
        word = entry.strip().lower()
        if word == Controller.HUMAN.value:
            raise SeatError(f"seat {number} is 'human', but simulated games have computer seats only; use {choices}")
        try:
            controller = Controller(word)
        except ValueError:
            raise SeatError(f"seat {number} is '{entry.strip()}'; each seat is one of {choices}") from None
        if controller not in allowed:
            assert spec is not None
            raise SeatError(
                f"seat {number} is '{entry.strip()}', which does not play {spec.title}; each seat is one of {choices}"
            )
        controllers.append(controller)
    return controllers


def parse_tempo(text: str) -> int:
    """The interval (ms between two automatic turns) of the tempo named `text` (slow, normal, fast, frantic).

    Raises ValueError naming the tempos.
    """
    try:
        return TEMPO_INTERVAL_MS[text.strip().lower()]
    except KeyError:
        raise ValueError(f"there is no tempo '{text}'; choose {', '.join(TEMPO_INTERVAL_MS)}") from None


def check_seat_count(spec: GameSpec, options: Any, count: int) -> None:
    """Raise SeatError unless `options` allow `count` players (RULES.md §1.1, §1.2)."""
    low, high = spec.seat_range(options)
    if not low <= count <= high:
        raise SeatError(f"{spec.title} {describe(spec, options)} is for {low} to {high} players, not {count}")


def describe(spec: GameSpec, options: Any) -> str:
    """The preset and any option changed from it, for messages and tables: "(round-games, pack=32)"."""
    base = spec.preset(options.preset)
    changes = [
        f"{name}={spec.option_spec(options.preset, name).show(getattr(options, name)).replace(' ', '_')}"
        for name in spec.settable[options.preset]
        if getattr(options, name) != getattr(base, name)
    ]
    return f"({', '.join([options.preset, *changes])})"


def seat_name(number: int, controller: Controller) -> str:
    """The name of seat `number` (from 0) in a simulated game: "Seat 1 (hard)"."""
    return f"Seat {number + 1} ({controller.level})"


def game_seed(seed: int, number: int) -> int:
    """The shuffle seed of game `number` (from 1) of a simulation seeded with `seed` (0 … 2**31 − 1)."""
    return random.Random(f"snipsnap-simulate {seed} {number}").randrange(2**31)


@dataclass
class ReactionFigures:
    """One seat's calls in the reaction game over all simulated games: `times` holds the ms of every valid
    call (one that claimed a match: won, dead heat or too slow), `won` the matches it took (Snap and Snap
    Centre), `false_snaps`, `dead_heats` and `too_slow` the other outcomes (RULES.md §5)."""

    times: list[float] = field(default_factory=list)
    won: int = 0
    false_snaps: int = 0
    dead_heats: int = 0
    too_slow: int = 0

    @property
    def calls(self) -> int:
        """Every call judged: valid ones and false snaps."""
        return len(self.times) + self.false_snaps

    @property
    def median_ms(self) -> float | None:
        """The median reaction time of the valid calls, or None without any."""
        return statistics.median(self.times) if self.times else None

    @property
    def p90_ms(self) -> float | None:
        """The 90th percentile (nearest rank) of the valid calls' times, or None without any."""
        if not self.times:
            return None
        ordered = sorted(self.times)
        return ordered[max(0, math.ceil(0.9 * len(ordered)) - 1)]


def tally(figures: list[ReactionFigures], events: Iterable[Event]) -> None:
    """Add the calls judged in `events` to each seat's `figures`."""
    for event in events:
        if isinstance(event, (Snapped, SnapCentre)):
            figures[event.seat].won += 1
            figures[event.seat].times.append(event.ms)
        elif isinstance(event, DeadHeat):
            for seat, ms in zip(event.seats, event.ms):
                figures[seat].dead_heats += 1
                figures[seat].times.append(ms)
        elif isinstance(event, TooSlow):
            figures[event.seat].too_slow += 1
            figures[event.seat].times.append(event.ms)
        elif isinstance(event, FalseSnap):
            figures[event.seat].false_snaps += 1


@dataclass
class SimulationReport:
    """The outcome of `run`: per seat, `wins` (a tie shares the win: each of k tied winners gets 1/k),
    `coins` (final coins summed over all games; in Snap, the cards held at the end) and `scores` (each game's
    final `Result.stacks` entry, in game order); `ties` counts games with more than one winner, `moves` all
    decisions made, and `replays` the files written (if any). For the reaction game, `interval_ms` is the
    tempo, `turns` the cards turned, and `reactions` each seat's calls."""

    spec: GameSpec
    options: Any
    seats: list[Seat]
    games: int
    seed: int
    wins: list[float]
    coins: list[int]
    ties: int = 0
    moves: int = 0
    replays: list[Path] = field(default_factory=list)
    interval_ms: int | None = None
    turns: int = 0
    reactions: list[ReactionFigures] = field(default_factory=list)
    scores: list[list[int]] = field(default_factory=list)

    def average_coins(self, seat: int) -> float:
        """The coins `seat` held at the end of a game, on average over the games."""
        return self.coins[seat] / self.games if self.games else 0.0

    def standard_error(self, seat: int) -> float:
        """One standard error of `seat`'s win rate, in percentage points: sqrt(p (1 − p) / games)."""
        if not self.games:
            return 0.0
        p = self.wins[seat] / self.games
        return 100.0 * math.sqrt(p * (1 - p) / self.games)

    def win_percent(self, seat: int) -> float:
        return 100.0 * self.wins[seat] / self.games if self.games else 0.0

    def score_error(self, seat: int) -> float:
        """One standard error of `seat`'s mean score per game: the scores' sample standard deviation over
        sqrt(games); 0 with fewer than two games."""
        scores = self.scores[seat]
        return statistics.stdev(scores) / math.sqrt(len(scores)) if len(scores) > 1 else 0.0

    def score_quartiles(self, seat: int) -> tuple[int, int, int, int, int]:
        """`seat`'s least score, its quartiles (nearest rank: the ⌈q·n⌉-th smallest of n games, q = ¼, ½, ¾)
        and its most. Raises ValueError before any game."""
        ordered = sorted(self.scores[seat])
        if not ordered:
            raise ValueError("no games to spread")
        q1, median, q3 = (ordered[max(0, math.ceil(q * len(ordered)) - 1)] for q in (0.25, 0.5, 0.75))
        return ordered[0], q1, median, q3, ordered[-1]

    def full_games(self, seat: int) -> int:
        """The games in which `seat` reached the game's `full_score` (Thirteens: went out, RULES.md §6); 0
        without one."""
        return sum(score == self.spec.full_score for score in self.scores[seat])

    def table(self) -> str:
        """The report as a text table, one row per seat, with a header line saying how ties count. The
        reaction game's table has the reaction figures instead of the coins."""
        if self.spec.realtime:
            return self._reaction_table()
        title = (
            f"{self.spec.title} {describe(self.spec, self.options)}: {self.games} games, seed {self.seed}, "
            f"{self.moves} moves. A tie shares the win among the tied seats ({self.ties} ties)."
        )
        if len(self.seats) == 4 and getattr(self.options, "partners", False):
            title += " Partners sit opposite (seats 1 and 3, 2 and 4): a side's win counts as a tie of its two seats."
        if self.spec.score_spread:
            return self._spread_table(title)
        rows = [(*SEAT_COLUMNS, "± 1 SE", f"Avg {self.spec.score_unit}")]
        rows += [
            (*self._seat_cells(n), f"{self.standard_error(n):.1f}", f"{self.average_coins(n):.2f}")
            for n in range(len(self.seats))
        ]
        return _layout(title, rows)

    def _spread_table(self, title: str) -> str:
        """The table of a game scored anew each game (`GameSpec.score_spread`): after the wins, each seat's
        mean score with one standard error, the least, quartiles and most, and how often it scored in full."""
        full, word = self.spec.full_score, self.spec.full_word.capitalize()
        title += (
            f" Scores are {self.spec.score_unit} per game: the mean ± one standard error, the least, quartiles"
            " (nearest rank) and most" + (f"; {word}: games scoring {full}." if full is not None else ".")
        )
        rows = [(*SEAT_COLUMNS, "± 1 SE", "Mean", "± SE", "Min", "Q1", "Median", "Q3", "Max")]
        if full is not None:
            rows[0] += (word, f"{word} %")
        for number in range(len(self.seats)):
            row = (
                *self._seat_cells(number),
                f"{self.standard_error(number):.1f}",
                f"{self.average_coins(number):.2f}",
                f"{self.score_error(number):.2f}",
                *(str(score) for score in self.score_quartiles(number)),
            )
            if full is not None:
                made = self.full_games(number)
                row += (str(made), f"{100.0 * made / self.games:.1f}")
            rows.append(row)
        return _layout(title, rows)

    def _reaction_table(self) -> str:
        tempo = next((name for name, ms in TEMPO_INTERVAL_MS.items() if ms == self.interval_ms), None)
        pace = f"tempo {tempo} ({self.interval_ms} ms)" if tempo else f"a turn every {self.interval_ms} ms"
        title = (
            f"{self.spec.title} {describe(self.spec, self.options)}: {self.games} games, seed {self.seed}, {pace}, "
            f"{self.turns} cards turned. A tie shares the win among the tied seats ({self.ties} ties). "
            "Reaction times (ms after the card showed) are of valid calls."
        )
        rows = [(*SEAT_COLUMNS, "Calls", "Median", "P90", "Won", "False", "Dead heat", "Slow")]
        for number in range(len(self.seats)):
            figures = self.reactions[number]
            rows.append(
                (
                    *self._seat_cells(number),
                    str(figures.calls),
                    _ms(figures.median_ms),
                    _ms(figures.p90_ms),
                    str(figures.won),
                    str(figures.false_snaps),
                    str(figures.dead_heats),
                    str(figures.too_slow),
                )
            )
        return _layout(title, rows)

    def _seat_cells(self, number: int) -> tuple[str, ...]:
        """The cells every table starts a seat's row with (see SEAT_COLUMNS)."""
        seat = self.seats[number]
        return (
            str(number + 1),
            seat.name,
            seat.controller.value,
            _wins(self.wins[number]),
            f"{self.win_percent(number):.1f}",
        )


SEAT_COLUMNS = ("Seat", "Name", "Controller", "Wins", "Win %")
"""The columns both tables start with: who sat where and how often they won."""


def _wins(wins: float) -> str:
    return f"{wins:.2f}".rstrip("0").rstrip(".")


def _ms(ms: float | None) -> str:
    return "-" if ms is None else f"{ms:.0f}"


def _layout(title: str, rows: Sequence[tuple[str, ...]]) -> str:
    """`title` over `rows` in columns: names and controllers left-aligned, numbers right-aligned."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = [title]
    for row in rows:
        cells = [
            cell.ljust(width) if i in (1, 2) else cell.rjust(width) for i, (cell, width) in enumerate(zip(row, widths))
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def play_one(spec: GameSpec, options: Any, seats: list[Seat], seed: int) -> Session:
    """Play one whole computer-only game shuffled with `seed`; returns the finished session.

    Each seat chooses with its game's computer player (`spec.choose`) from its own observation (it never
    sees hidden cards), except the oracle (`GameSpec.oracle`), which searches the true state.
    """
    session = Session.new(spec, options, seats, seed)
    rngs = [random.Random(f"{seed} seat {number}") for number in range(len(seats))]
    state = session.state
    while (seat := state.current_seat()) is not None:
        controller = seats[seat].controller
        if controller is Controller.ORACLE:
            assert spec.oracle is not None  # Session.new refuses an oracle seat at a game without one
            move = run_to_end(spec.oracle(state, seat, rngs[seat]))
        else:
            move = spec.choose(controller.level, state.observe(seat), rngs[seat])
        session.apply(move)
    return session


def play_realtime(
    spec: GameSpec,
    options: Any,
    seats: list[Seat],
    seed: int,
    interval_ms: float = TEMPO_INTERVAL_MS[DEFAULT_TEMPO],
    figures: list[ReactionFigures] | None = None,
) -> Session:
    """Play one whole computer-only game of the reaction game shuffled with `seed`, in simulated time: the
    umpire turns a card every `interval_ms`, each card is shown the moment it is turned, and the computers'
    reactions are drawn from a `random.Random` seeded from `seed`. Adds every judged call to `figures` (one
    per seat) when given. Returns the finished session. Raises RuntimeError if the umpire stops with nothing
    to do before the end (a bug: the rules' turn limit ends every game).
    """
    session = Session.new(spec, options, seats, seed)
    umpire = Umpire(session, interval_ms, random.Random(f"{seed} umpire"))
    now = 0
    umpire.start(now)
    idle = 0
    while not umpire.over:
        due = umpire.next_due_ns()
        if due is None or idle > len(seats) + 2:
            raise RuntimeError(f"the umpire has nothing to do at {now} ns, but the game is not over")
        idle = idle + 1 if due <= now else 0
        now = max(now, due)
        events = umpire.tick(now)
        if turned_in(events):
            umpire.shown(now)
        if figures is not None:
            tally(figures, events)
    return session


def run(
    spec: GameSpec,
    options: Any,
    controllers: list[Controller],
    games: int,
    seed: int,
    out_dir: Path | None = None,
    interval_ms: int | None = None,
) -> SimulationReport:
    """Play `games` computer-only games of `spec` with `options`, one seat per controller, seeded from
    `seed`; when `out_dir` is given write game-0001.json … there (replay format, game/replay.py). The reaction
    game is played in simulated time at one turn every `interval_ms` (default: the normal tempo).

    Raises SeatError for a human seat, a level that does not play `spec`, or a seat count the options do not
    allow, ValueError if `games` < 1 or `interval_ms` is given for a game of turns or is not > 0, and OSError
    if a replay cannot be written.
    """
    if games < 1:
        raise ValueError(f"the number of games must be at least 1, not {games}")
    if any(c.is_human for c in controllers):
        raise SeatError("simulated games have computer seats only")
    playing = computer_controllers(spec)
    for number, controller in enumerate(controllers, start=1):
        if controller not in playing:
            raise SeatError(f"seat {number} is '{controller.value}', which does not play {spec.title}")
    if interval_ms is not None and not spec.realtime:
        raise ValueError(f"{spec.title} is played in turns: it has no tempo")
    if interval_ms is not None and not interval_ms > 0:
        raise ValueError(f"the time between turns must be more than 0 ms, not {interval_ms}")
    check_seat_count(spec, options, len(controllers))
    seats = [Seat(seat_name(n, c), c) for n, c in enumerate(controllers)]
    report = SimulationReport(spec, options, seats, games, seed, [0.0] * len(seats), [0] * len(seats))
    report.scores = [[] for _ in seats]
    if spec.realtime:
        report.interval_ms = interval_ms if interval_ms is not None else TEMPO_INTERVAL_MS[DEFAULT_TEMPO]
        report.reactions = [ReactionFigures() for _ in seats]
    for number in range(1, games + 1):
        if spec.realtime:
            assert report.interval_ms is not None
            session = play_realtime(spec, options, seats, game_seed(seed, number), report.interval_ms, report.reactions)
            assert isinstance(session.state, Snap)
            report.turns += session.state.turns
        else:
            session = play_one(spec, options, seats, game_seed(seed, number))
        result = session.state.result()
        for winner in result.winners:
            report.wins[winner] += 1 / len(result.winners)
        report.ties += len(result.winners) > 1
        for seat, coins in enumerate(result.stacks):
            report.coins[seat] += coins
            report.scores[seat].append(coins)
        report.moves += len(session.moves)
        if out_dir is not None:
            path = Path(out_dir) / f"game-{number:04d}.json"
            write_json_atomically(path, from_session(session))
            report.replays.append(path)
    return report
