"""Every level against every level, for docs/AI.md: `python build_scripts/level_grid.py [run|table] …`.

    run     play the grid's games (`game.simulate.run`, as `snipsnap simulate` does) and keep each cell's wins in
            docs/level_grid.json as soon as it is played, so a run stopped halfway loses nothing and a second
            run plays only the cells still missing
    table   print the grid as the Markdown tables docs/AI.md holds (and, with `--write`, put them there between
            its `<!-- level-grid -->` markers)

A cell is one level in seat 1 against one level in every other seat (issue 33): seat 1's wins in per cent with one
standard error (a tie shares the win; with partners, seat 1's side). The diagonal (a level against its own kind)
is the seat's baseline that every step in that column is counted from. The oracle, a reference seat that sees
every hand, plays only in seat 1.

    --games N       games per cell (default 1000); a cell is keyed by its games and seed, so a run of 200 and
                    a run of 1000 are kept side by side and the table shows the most games played
    --seed S        the seed of every cell (default 1)
    --rows KEY …    only these rows (keys as in `ROWS`, e.g. sss/motor jig/peel), in the order given
    --max-hard K    only cells with at most K hard seats, the oracle counted as hard (cheap cells first)

Exit status 0 on success; 2 with a one-line message for a bad row or a broken results file (kept as is).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import textwrap
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import simulate  # noqa: E402
from game.core.session import Controller  # noqa: E402
from game.files import write_json_atomically  # noqa: E402
from game.registry import game_spec  # noqa: E402

RESULTS = ROOT / "docs" / "level_grid.json"
DOC = ROOT / "docs" / "AI.md"
BEGIN, END = "<!-- level-grid -->", "<!-- /level-grid -->"

SEAT_ONE = (Controller.EASY, Controller.MEDIUM, Controller.HARD, Controller.ORACLE)
OTHERS = (Controller.EASY, Controller.MEDIUM, Controller.HARD)


@dataclass(frozen=True)
class Row:
    """One preset at one table size: `key` names it on the command line, `title` in the table; `side` is how
    many seats share seat 1's wins (partners: 2, and `simulate` counts a side's win as a tie of its seats)."""

    key: str
    title: str
    game: str
    preset: str
    seats: int
    side: int = 1


ROWS = (
    Row("sss/round-games", "Snip-Snap-Snorum, round games / Nobble", "snip-snap-snorum", "round-games", 4),
    Row("sss/bump", "… Bump", "snip-snap-snorum", "bump", 4),
    Row("sss/snore-em", "… Snore 'Em", "snip-snap-snorum", "snore-em", 4),
    Row("sss/cavendish", "… Cavendish", "snip-snap-snorum", "cavendish", 4),
    Row("sss/all-dealt", "… all cards dealt / the Earl of Coventry", "snip-snap-snorum", "all-dealt", 4),
    Row("sss/motor", "… Motor", "snip-snap-snorum", "motor", 4),
    Row("jig/peel", "Jig, peel / pagat", "jig", "peel", 4),
    Row("jig/jig-four", "… jig-four", "jig", "jig-four", 4),
    Row("jig/german", "… german", "jig", "german", 4),
    Row("snitchems/2", "Snitch'ems, heads-up", "snitchems", "sporting-magazine", 2),
    Row("snitchems/4", "… four players", "snitchems", "sporting-magazine", 4),
    Row("cassino/2", "Cassino, heads-up", "cassino", "standard", 2),
    Row("cassino/4", "… four, partners (seat 1's side, its partner of the other level)", "cassino", "standard", 4, 2),
    Row("thirteens/2", "Thirteens, heads-up", "thirteens", "thirteens", 2),
    Row("thirteens/4", "… four players", "thirteens", "thirteens", 4),
)


class GridError(Exception):
    """A bad row name or a results file that cannot be read: one line for the user."""


def cell_key(row: Row, first: Controller, others: Controller, games: int, seed: int) -> str:
    """The results file's key of one cell, e.g. `sss/motor hard/medium 1000 games seed 1`."""
    return f"{row.key} {first.value[3:]}/{others.value[3:]} {games} games seed {seed}"


def load(results: Path) -> dict[str, float]:
    """The wins of seat 1 per cell key played so far, from the file `results` (empty when there is none).

    Raises GridError when the file is not a JSON object of numbers."""
    if not results.exists():
        return {}
    try:
        data = json.loads(results.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise GridError(f"{results} cannot be read ({error}); it is left as it is") from None
    if not isinstance(data, dict) or not all(isinstance(v, (int, float)) for v in data.values()):
        raise GridError(f"{results} is not an object of wins per cell; it is left as it is")
    return data


def hard_seats(row: Row, first: Controller, others: Controller) -> int:
    """How many seats of a cell search (hard or the oracle): what a cell costs, near enough."""
    searching = (Controller.HARD, Controller.ORACLE)
    return (first in searching) + (row.seats - 1) * (others in searching)


def cells(rows: list[Row], max_hard: int) -> list[tuple[Row, Controller, Controller]]:
    """The cells of `rows` with at most `max_hard` searching seats, the cheapest first."""
    spec_levels = {row.key: simulate.computer_controllers(game_spec(row.game)) for row in rows}
    found = [
        (row, first, others)
        for row in rows
        for first in SEAT_ONE
        for others in OTHERS
        if first in spec_levels[row.key] and others in spec_levels[row.key]
        and hard_seats(row, first, others) <= max_hard
    ]
    return sorted(found, key=lambda cell: hard_seats(*cell))


def run(rows: list[Row], games: int, seed: int, max_hard: int, path: Path = RESULTS) -> None:
    """Play every missing cell of `rows` (see the module docstring) and keep it in the file `path`, printing one
    line per cell."""
    results = load(path)
    for row, first, others in cells(rows, max_hard):
        key = cell_key(row, first, others, games, seed)
        if key in results:
            continue
        spec = game_spec(row.game)
        options = spec.options_for(row.preset, {})
        started = time.monotonic()
        report = simulate.run(spec, options, [first] + [others] * (row.seats - 1), games, seed)
        results = load(path) | {key: report.wins[0]}
        write_json_atomically(path, dict(sorted(results.items())))
        print(f"{key}: {row.side * report.win_percent(0):.1f} % ({time.monotonic() - started:.0f} s)", flush=True)


def _best(results: dict[str, float], row: Row, first: Controller, others: Controller, seed: int) -> str:
    """A cell's text: seat 1's win % ± one standard error over the most games played, or a dash."""
    prefix = f"{row.key} {first.value[3:]}/{others.value[3:]} "
    suffix = f" games seed {seed}"
    played = [
        (int(key[len(prefix):-len(suffix)]), wins)
        for key, wins in results.items()
        if key.startswith(prefix) and key.endswith(suffix)
    ]
    if not played:
        return "–"
    games, wins = max(played)
    p = row.side * wins / games
    text = f"{100 * p:.1f} ± {100 * math.sqrt(p * (1 - p) / games):.1f}"
    if first is others:
        text = f"*{text}*"
    return text if games == 1000 else f"{text} ({games})"


def table(seed: int, path: Path = RESULTS) -> str:
    """The grid as Markdown from the file `path`: one table per level in seat 1, a row per preset, a column per
    opposing level."""
    results = load(path)
    lines = [
        textwrap.fill(
            f"Seat 1's wins in per cent ± one standard error, seed {seed}, 1,000 games a cell unless the number of "
            "games follows in brackets; *in italics* the level against its own kind, the seat's baseline. "
            "Made by `python build_scripts/level_grid.py`.",
            width=115,
        ),
    ]
    for first in SEAT_ONE:
        lines += ["", f"**{first.value[3:].capitalize()} in seat 1** against three (or one) of each level:", ""]
        lines += ["| game, preset | " + " | ".join(o.value[3:] for o in OTHERS) + " |"]
        lines += ["|---|" + "---|" * len(OTHERS)]
        for row in ROWS:
            lines.append(f"| {row.title} | " + " | ".join(_best(results, row, first, o, seed) for o in OTHERS) + " |")
    return "\n".join(lines)


def write_table(seed: int) -> None:
    """Put `table` into docs/AI.md between its markers. Raises GridError when the markers are missing."""
    text = DOC.read_text(encoding="utf-8")
    start, stop = text.find(BEGIN), text.find(END)
    if start < 0 or stop < start:
        raise GridError(f"{DOC} has no {BEGIN} … {END} markers for the grid")
    DOC.write_text(text[: start + len(BEGIN)] + "\n" + table(seed) + "\n" + text[stop:], encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Every level against every level, for docs/AI.md.")
    parser.add_argument("command", nargs="?", choices=("run", "table"), default="table")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rows", nargs="+", default=[row.key for row in ROWS])
    parser.add_argument("--max-hard", type=int, default=99)
    parser.add_argument("--write", action="store_true", help="table: write it into docs/AI.md")
    args = parser.parse_args(argv)
    by_key = {row.key: row for row in ROWS}
    try:
        unknown = [key for key in args.rows if key not in by_key]
        if unknown:
            raise GridError(f"no row {unknown[0]!r}; the rows are {', '.join(by_key)}")
        if args.command == "run":
            run([by_key[key] for key in args.rows], args.games, args.seed, args.max_hard)
        elif args.write:
            write_table(args.seed)
        else:
            print(table(args.seed))
    except GridError as error:
        print(f"level_grid: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
