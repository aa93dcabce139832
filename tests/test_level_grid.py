"""The grid of every level against every level (build_scripts/level_grid.py, issue 33): cells are played by
`simulate` and kept as soon as played, a second run plays only what is missing, and the table reads the wins
back as seat 1's per cent with one standard error."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from game import simulate
from game.core.session import Controller
from game.registry import game_spec

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("level_grid", ROOT / "build_scripts" / "level_grid.py")
assert _spec is not None and _spec.loader is not None
grid = importlib.util.module_from_spec(_spec)
sys.modules["level_grid"] = grid  # its dataclasses look their module up there
_spec.loader.exec_module(grid)

ROWS = {row.key: row for row in grid.ROWS}


def test_every_game_with_levels_has_a_row_and_every_row_plays() -> None:
    games = {row.game for row in grid.ROWS}
    assert games == {"snip-snap-snorum", "jig", "snitchems", "cassino", "thirteens"}
    for row in grid.ROWS:
        spec = game_spec(row.game)
        assert row.preset in spec.presets
        low, high = spec.seat_range(spec.preset(row.preset))
        assert low <= row.seats <= high


def test_cheap_cells_come_first_and_the_oracle_sits_only_in_seat_one() -> None:
    cells = grid.cells([ROWS["thirteens/2"]], max_hard=99)
    searching = [grid.hard_seats(*cell) for cell in cells]
    assert searching == sorted(searching) and searching[0] == 0
    assert all(others is not Controller.ORACLE for _, _, others in cells)
    assert len(cells) == 4 * 3  # easy, medium, hard, oracle in seat 1 against easy, medium, hard


def test_a_run_keeps_each_cell_and_plays_only_what_is_missing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "grid.json"
    row = ROWS["thirteens/2"]
    grid.run([row], games=4, seed=3, max_hard=0, path=path)
    kept = json.loads(path.read_text(encoding="utf-8"))
    assert set(kept) == {f"thirteens/2 {a}/{b} 4 games seed 3" for a in ("easy", "medium") for b in ("easy", "medium")}
    spec = game_spec("thirteens")
    report = simulate.run(spec, spec.preset("thirteens"), [Controller.MEDIUM, Controller.EASY], 4, 3)
    assert kept["thirteens/2 medium/easy 4 games seed 3"] == report.wins[0]
    capsys.readouterr()
    grid.run([row], games=4, seed=3, max_hard=0, path=path)
    assert capsys.readouterr().out == "", "nothing left to play"


def test_the_table_shows_per_cent_with_one_standard_error_and_the_side_of_partners(tmp_path: Path) -> None:
    path = tmp_path / "grid.json"
    path.write_text(
        json.dumps({"thirteens/2 easy/easy 100 games seed 1": 50.0, "cassino/4 easy/easy 1000 games seed 1": 245.0}),
        encoding="utf-8",
    )
    text = grid.table(1, path)
    assert "| Thirteens, heads-up | *50.0 ± 5.0* (100) | – | – |" in text
    assert "*49.0 ± 1.6* | – | – |" in text, "a side of partners: each of its two seats counts half a win"


def test_a_broken_results_file_is_one_line_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "grid.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(grid.GridError, match="cannot be read"):
        grid.load(path)
    assert path.read_text(encoding="utf-8") == "{not json"
