"""Computer-only games played headless, many in a row: who wins how often (`snipsnap simulate`).

Everything is derived from one seed, so the same command gives the same table and the same replay files:
game number k is shuffled with `game_seed(seed, k)`, and each computer seat draws its own choices from a
`random.Random` seeded from that game seed and its seat. The hard level uses its fixed iteration budget,
never a clock, so it too repeats exactly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import ai
from game.replay import from_session, write_json_atomically
from game.rules.registry import GameSpec
from game.session import Controller, Seat, Session

COMPUTER_CONTROLLERS = tuple(c for c in Controller if not c.is_human)


class SeatError(ValueError):
    """A bad seat list: an unknown controller, a human seat, or too many or too few seats."""


def parse_seats(text: str) -> list[Controller]:
    """The controllers written as "ai:hard,ai:medium,ai:easy" (one per seat, in seat order).

    Raises SeatError naming the first bad entry.
    """
    choices = ", ".join(c.value for c in COMPUTER_CONTROLLERS)
    controllers = []
    for number, entry in enumerate(text.split(","), start=1):
        word = entry.strip().lower()
        if word == Controller.HUMAN.value:
            raise SeatError(f"seat {number} is 'human', but simulated games have computer seats only; use {choices}")
        try:
            controller = Controller(word)
        except ValueError:
            raise SeatError(f"seat {number} is '{entry.strip()}'; each seat is one of {choices}") from None
        controllers.append(controller)
    return controllers


def check_seat_count(spec: GameSpec, options: Any, count: int) -> None:
    """Raise SeatError unless `options` allow `count` players (RULES.md §1.1, §1.2)."""
    low, high = spec.seat_range(options)
    if not low <= count <= high:
        raise SeatError(f"{spec.title} {describe(spec, options)} is for {low} to {high} players, not {count}")


def describe(spec: GameSpec, options: Any) -> str:
    """The preset and any option changed from it, for messages and tables: "(round-games, pack=32)"."""
    base = spec.preset(options.preset)
    changes = [
        f"{name}={spec.option_specs[name].show(getattr(options, name)).replace(' ', '_')}"
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
class SimulationReport:
    """The outcome of `run`: per seat, `wins` (a tie shares the win: each of k tied winners gets 1/k),
    `coins` (final coins summed over all games); `ties` counts games with more than one winner,
    `moves` all decisions made, and `replays` the files written (if any)."""

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

    def average_coins(self, seat: int) -> float:
        """The coins `seat` held at the end of a game, on average over the games."""
        return self.coins[seat] / self.games if self.games else 0.0

    def win_percent(self, seat: int) -> float:
        return 100.0 * self.wins[seat] / self.games if self.games else 0.0

    def table(self) -> str:
        """The report as a text table, one row per seat, with a header line saying how ties count."""
        title = (
            f"{self.spec.title} {describe(self.spec, self.options)}: {self.games} games, seed {self.seed}, "
            f"{self.moves} moves. A tie shares the win among the tied seats ({self.ties} ties)."
        )
        rows = [("Seat", "Name", "Controller", "Wins", "Win %", "Avg coins")]
        for number, seat in enumerate(self.seats):
            rows.append(
                (
                    str(number + 1),
                    seat.name,
                    seat.controller.value,
                    f"{self.wins[number]:.2f}".rstrip("0").rstrip("."),
                    f"{self.win_percent(number):.1f}",
                    f"{self.average_coins(number):.2f}",
                )
            )
        widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
        lines = [title]
        for row in rows:
            cells = [
                cell.ljust(width) if i in (1, 2) else cell.rjust(width)
                for i, (cell, width) in enumerate(zip(row, widths))
            ]
            lines.append("  ".join(cells).rstrip())
        return "\n".join(lines)


def play_one(spec: GameSpec, options: Any, seats: list[Seat], seed: int) -> Session:
    """Play one whole computer-only game shuffled with `seed`; returns the finished session.

    Each seat chooses with `game.ai.choose` from its own observation (it never sees hidden cards).
    """
    session = Session.new(spec, options, seats, seed)
    rngs = [random.Random(f"{seed} seat {number}") for number in range(len(seats))]
    state = session.state
    while (seat := state.current_seat()) is not None:
        move = ai.choose(seats[seat].controller.level, state.observe(seat), rngs[seat])
        session.apply(move)
    return session


def run(
    spec: GameSpec,
    options: Any,
    controllers: list[Controller],
    games: int,
    seed: int,
    out_dir: Path | None = None,
) -> SimulationReport:
    """Play `games` computer-only games of `spec` with `options`, one seat per controller, seeded from
    `seed`; when `out_dir` is given write game-0001.json … there (replay format, game/replay.py).

    Raises SeatError for a human seat or a seat count the options do not allow, ValueError if `games` < 1,
    and OSError if a replay cannot be written.
    """
    if games < 1:
        raise ValueError(f"the number of games must be at least 1, not {games}")
    if any(c.is_human for c in controllers):
        raise SeatError("simulated games have computer seats only")
    check_seat_count(spec, options, len(controllers))
    seats = [Seat(seat_name(n, c), c) for n, c in enumerate(controllers)]
    report = SimulationReport(spec, options, seats, games, seed, [0.0] * len(seats), [0] * len(seats))
    for number in range(1, games + 1):
        session = play_one(spec, options, seats, game_seed(seed, number))
        result = session.state.result()
        for winner in result.winners:
            report.wins[winner] += 1 / len(result.winners)
        report.ties += len(result.winners) > 1
        for seat, coins in enumerate(result.stacks):
            report.coins[seat] += coins
        report.moves += len(session.moves)
        if out_dir is not None:
            path = Path(out_dir) / f"game-{number:04d}.json"
            write_json_atomically(path, from_session(session))
            report.replays.append(path)
    return report
