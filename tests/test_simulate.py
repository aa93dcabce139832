"""Computer-only games played headless (game/simulate.py): seats, seeds, the report and its replay files."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game import ai, replay, simulate
from game.rules.registry import game_spec
from game.rules.snip_snap_snorum import Observation
from game.session import Controller
from game.simulate import SeatError

SPEC = game_spec("snip-snap-snorum")
EASY, MEDIUM, HARD = Controller.EASY, Controller.MEDIUM, Controller.HARD


def test_seats_are_read_in_seat_order() -> None:
    assert simulate.parse_seats("ai:hard, ai:medium,AI:EASY") == [HARD, MEDIUM, EASY]


@pytest.mark.parametrize(
    ("text", "named"),
    [("ai:easy,human", "seat 2 is 'human'"), ("ai:easy,,ai:easy", "seat 2 is ''"), ("ai:genius", "seat 1")],
)
def test_a_bad_seat_is_named_with_the_valid_choices(text: str, named: str) -> None:
    with pytest.raises(SeatError) as caught:
        simulate.parse_seats(text)
    assert named in str(caught.value)
    assert all(c.value in str(caught.value) for c in (EASY, MEDIUM, HARD))


@pytest.mark.parametrize(
    ("preset", "changes", "count", "allowed"),
    [
        ("round-games", {"pack": 32}, 7, "2 to 6"),  # RULES.md §1.1: the 32-card pack seats at most 6
        ("round-games", {}, 11, "2 to 10"),
        ("all-dealt", {}, 2, "3 to 8"),  # RULES.md §1.2: three to eight players
    ],
)
def test_seat_counts_the_rules_do_not_allow_are_refused(preset: str, changes: dict, count: int, allowed: str) -> None:
    options = SPEC.options_for(preset, changes)
    with pytest.raises(SeatError, match=allowed):
        simulate.run(SPEC, options, [EASY] * count, 1, seed=1)
    low, high = SPEC.seat_range(options)
    simulate.check_seat_count(SPEC, options, low)
    simulate.check_seat_count(SPEC, options, high)


def test_every_game_has_its_own_seed() -> None:
    seeds = [simulate.game_seed(7, number) for number in range(1, 101)]
    assert len(set(seeds)) == 100
    assert seeds[0] != simulate.game_seed(8, 1)


def test_the_report_counts_every_game_and_the_replays_check(tmp_path: Path) -> None:
    options = SPEC.preset("round-games")
    report = simulate.run(SPEC, options, [MEDIUM, EASY, EASY], 6, seed=11, out_dir=tmp_path)
    assert [s.name for s in report.seats] == ["Seat 1 (medium)", "Seat 2 (easy)", "Seat 3 (easy)"]
    assert sum(report.wins) == pytest.approx(6)
    assert [p.name for p in report.replays] == [f"game-000{n}.json" for n in range(1, 7)]
    coins = [0, 0, 0]
    moves = 0
    for path in report.replays:
        checked = replay.check(replay.load(path))
        result = checked.state.result()
        assert result.winners
        coins = [c + s for c, s in zip(coins, result.stacks)]
        moves += len(checked.moves)
        data = json.loads(path.read_text())
        assert [s["controller"] for s in data["seats"]] == ["ai:medium", "ai:easy", "ai:easy"]
    assert report.coins == coins
    assert report.moves == moves
    assert report.average_coins(0) == pytest.approx(coins[0] / 6)


def test_ties_share_the_win() -> None:
    """The children's game (RULES.md §1.2 option `coins` off) counts deals won, so ties happen often."""
    options = SPEC.options_for("all-dealt", {"coins": "off", "deals": "2"})
    report = simulate.run(SPEC, options, [EASY, EASY, EASY], 12, seed=3)
    assert report.ties > 0
    assert sum(report.wins) == pytest.approx(12)
    assert any(w != int(w) for w in report.wins)
    assert "tie" in report.table().splitlines()[0]


def test_the_table_has_a_row_per_seat_with_its_wins() -> None:
    report = simulate.run(SPEC, SPEC.preset("round-games"), [MEDIUM, EASY, EASY, EASY], 4, seed=2)
    lines = report.table().splitlines()
    assert len(lines) == 2 + 4
    for seat, line in enumerate(lines[2:]):
        cells = line.split()
        assert cells[0] == str(seat + 1)
        assert float(cells[-3]) == pytest.approx(report.wins[seat], abs=0.01)


def test_each_seat_chooses_from_its_own_observation(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Observation] = []

    def spy(level: str, observation: Observation, rng: random.Random, budget: int | None = None):
        seen.append(observation)
        return rng.choice(observation.legal)

    monkeypatch.setattr(ai, "choose", spy)
    report = simulate.run(SPEC, SPEC.preset("round-games"), [EASY, EASY, EASY], 1, seed=5)
    assert len(seen) == report.moves
    assert all(isinstance(o, Observation) and o.to_move == o.seat and o.legal for o in seen)


def _replays(out: Path) -> list[dict]:
    return [json.loads(p.read_text()) for p in sorted(out.iterdir())]


def test_the_same_seed_plays_the_same_games(tmp_path: Path) -> None:
    """Hard included: it thinks for a fixed number of iterations, never by the clock."""
    options = SPEC.options_for("all-dealt", {"deals": "1"})
    seats = [HARD, MEDIUM, EASY]
    simulate.run(SPEC, options, seats, 1, seed=9, out_dir=tmp_path / "a")
    simulate.run(SPEC, options, seats, 1, seed=9, out_dir=tmp_path / "b")
    assert _replays(tmp_path / "a") == _replays(tmp_path / "b")


def test_another_seed_plays_other_games(tmp_path: Path) -> None:
    options = SPEC.preset("round-games")
    simulate.run(SPEC, options, [EASY, EASY, EASY], 2, seed=1, out_dir=tmp_path / "a")
    simulate.run(SPEC, options, [EASY, EASY, EASY], 2, seed=2, out_dir=tmp_path / "b")
    assert [g["deals"] for g in _replays(tmp_path / "a")] != [g["deals"] for g in _replays(tmp_path / "b")]
