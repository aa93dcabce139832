"""Computer-only games played headless (game/simulate.py): seats, seeds, the report and its replay files."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from game import replay, simulate
from game.core.session import Controller
from game.core.thinker import Decided
from game.games.snap.rules import DeadHeat
from game.games.snip_snap_snorum import players as ai
from game.games.snip_snap_snorum.rules import Observation
from game.registry import game_spec
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
        assert float(cells[-4]) == pytest.approx(report.wins[seat], abs=0.01)


def test_each_seat_chooses_from_its_own_observation(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Observation] = []

    def spy(level: str, observation: Observation, rng: random.Random, budget: int | None = None):
        seen.append(observation)
        return Decided(rng.choice(observation.legal))

    monkeypatch.setattr(ai, "think", spy)
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


# -- the reaction game (Snap): simulated time, reaction figures ---------------------------------------------

SNAP = game_spec("snap")
SHARP, CASUAL, TODDLER = Controller.SHARP, Controller.CASUAL, Controller.TODDLER


def test_snap_seats_are_snap_levels() -> None:
    assert simulate.parse_seats("ai:sharp,ai:reflex,ai:adaptive", SNAP) == [
        SHARP,
        Controller.REFLEX,
        Controller.ADAPTIVE,
    ]
    with pytest.raises(SeatError) as caught:
        simulate.parse_seats("ai:sharp,ai:hard", SNAP)
    assert "seat 2 is 'ai:hard', which does not play Snap" in str(caught.value)
    assert "ai:toddler, ai:casual, ai:sharp, ai:expert, ai:reflex, ai:adaptive" in str(caught.value)
    with pytest.raises(SeatError, match="seat 1 is 'ai:sharp', which does not play Snip-Snap-Snorum"):
        simulate.parse_seats("ai:sharp", SPEC)


@pytest.mark.parametrize(
    ("spec", "controllers"),
    [(SNAP, [SHARP, HARD]), (SPEC, [EASY, SHARP]), (SNAP, [SHARP, Controller.HUMAN])],
    ids=["hard plays no snap", "sharp plays no snip-snap-snorum", "human"],
)
def test_run_refuses_seats_that_cannot_play(spec, controllers: list[Controller]) -> None:
    with pytest.raises(SeatError):
        simulate.run(spec, spec.preset(spec.default_preset), controllers, 1, seed=1)


def test_tempos_are_named_and_only_snap_has_one() -> None:
    assert [simulate.parse_tempo(t) for t in ("slow", "normal", " Fast", "FRANTIC")] == [2000, 1400, 1000, 700]
    with pytest.raises(ValueError, match="slow, normal, fast, frantic"):
        simulate.parse_tempo("warp")
    with pytest.raises(ValueError, match="no tempo"):
        simulate.run(SPEC, SPEC.preset("round-games"), [EASY, EASY], 1, seed=1, interval_ms=700)
    with pytest.raises(ValueError, match="more than 0 ms"):
        simulate.run(SNAP, SNAP.preset("snap"), [SHARP, CASUAL], 1, seed=1, interval_ms=0)


def test_reaction_figures_median_and_p90() -> None:
    figures = simulate.ReactionFigures(times=[float(t) for t in range(1000, 0, -100)], won=3, false_snaps=2)
    assert (figures.calls, figures.median_ms, figures.p90_ms) == (12, 550.0, 900.0)
    assert simulate.ReactionFigures(times=[420.0]).p90_ms == 420.0
    empty = simulate.ReactionFigures()
    assert (empty.calls, empty.median_ms, empty.p90_ms) == (0, None, None)


def tally_replays(paths: list[Path], seats: int) -> list[simulate.ReactionFigures]:
    """Each seat's reaction figures counted again from the replay files, move by move."""
    figures = [simulate.ReactionFigures() for _ in range(seats)]
    for path in paths:
        for _, events in replay.steps(replay.load(path)):
            simulate.tally(figures, events)
    return figures


def test_snap_games_are_played_in_simulated_time_and_their_replays_check(tmp_path: Path) -> None:
    report = simulate.run(SNAP, SNAP.preset("snap"), [SHARP, CASUAL, TODDLER], 8, seed=6, out_dir=tmp_path)
    assert sum(report.wins) == pytest.approx(8)
    assert report.interval_ms == 1400 and len(report.replays) == 8
    turns = moves = 0
    for path in report.replays:
        checked = replay.check(replay.load(path))
        assert checked.state.result().winners
        turns += checked.state.turns
        moves += len(checked.moves)
        assert json.loads(path.read_text())["game"] == "snap"
    assert (report.turns, report.moves) == (turns, moves)
    assert report.reactions == tally_replays(report.replays, 3)
    for figures in report.reactions:
        assert figures.calls == len(figures.times) + figures.false_snaps
        assert figures.calls > 0
    kinds = Counter(
        (type(e).__name__, seat)
        for path in report.replays
        for _, events in replay.steps(replay.load(path))
        for e in events
        for seat in (e.seats if isinstance(e, DeadHeat) else [getattr(e, "seat", None)])
    )
    for seat, figures in enumerate(report.reactions):
        assert figures.won == kinds["Snapped", seat] + kinds["SnapCentre", seat]
        assert figures.false_snaps == kinds["FalseSnap", seat]
        assert figures.dead_heats == kinds["DeadHeat", seat]
        assert figures.too_slow == kinds["TooSlow", seat]
    assert sum(f.dead_heats for f in report.reactions) > 0


def test_a_faster_level_wins_more_and_calls_faster() -> None:
    """The reaction model (game/games/snap/reaction.py) shows through: sharp (μ 340, τ 100 ms) beats toddler
    (μ 700, τ 300 ms), and its median valid call is near its ex-Gaussian median (about 410 ms)."""
    report = simulate.run(SNAP, SNAP.preset("snap"), [SHARP, TODDLER], 30, seed=2)
    assert report.wins[0] > 25
    sharp, toddler = report.reactions
    assert 370 < sharp.median_ms < 450  # type: ignore[operator]
    assert toddler.median_ms > 700  # type: ignore[operator]
    assert sharp.p90_ms > sharp.median_ms  # type: ignore[operator]


def test_the_tempo_is_the_time_between_turns(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[float] = []
    real = simulate.Umpire

    def spy(session, interval_ms, rng):
        seen.append(interval_ms)
        return real(session, interval_ms, rng)

    monkeypatch.setattr(simulate, "Umpire", spy)
    report = simulate.run(SNAP, SNAP.preset("grab"), [SHARP, CASUAL], 2, seed=3, interval_ms=700)
    assert seen == [700, 700]
    assert "tempo frantic (700 ms)" in report.table().splitlines()[0]


def test_the_snap_table_has_a_row_per_seat_with_wins_and_reactions() -> None:
    report = simulate.run(SNAP, SNAP.options_for("snap", {"anyone_may_call": "on"}), [SHARP, CASUAL], 6, seed=4)
    header, columns, *rows = report.table().splitlines()
    assert "Snap (snap, anyone_may_call=on): 6 games, seed 4, tempo normal (1400 ms)" in header
    assert columns.split() == [
        "Seat", "Name", "Controller", "Wins", "Win", "%", "Calls", "Median", "P90", "Won", "False", "Dead", "heat",
        "Slow",
    ]
    for seat, row in enumerate(rows):
        cells = row.split()
        figures = report.reactions[seat]
        assert cells[4] == report.seats[seat].controller.value
        assert float(cells[5]) == pytest.approx(report.wins[seat], abs=0.01)
        assert float(cells[6]) == pytest.approx(report.win_percent(seat), abs=0.05)
        assert [int(c) for c in (cells[7], *cells[10:])] == [
            figures.calls, figures.won, figures.false_snaps, figures.dead_heats, figures.too_slow
        ]
        assert float(cells[8]) == pytest.approx(figures.median_ms, abs=0.5)
        assert float(cells[9]) == pytest.approx(figures.p90_ms, abs=0.5)


def test_the_same_seed_plays_the_same_snap_games(tmp_path: Path) -> None:
    seats = [SHARP, CASUAL, Controller.ADAPTIVE]
    first = simulate.run(SNAP, SNAP.preset("snap"), seats, 2, seed=9, out_dir=tmp_path / "a")
    second = simulate.run(SNAP, SNAP.preset("snap"), seats, 2, seed=9, out_dir=tmp_path / "b")
    assert _replays(tmp_path / "a") == _replays(tmp_path / "b")
    assert first.table() == second.table()
    third = simulate.run(SNAP, SNAP.preset("snap"), seats, 2, seed=10, out_dir=tmp_path / "c")
    assert _replays(tmp_path / "c") != _replays(tmp_path / "a") and third.table() != first.table()


def test_each_game_draws_the_reactions_from_its_own_seeded_generator(monkeypatch: pytest.MonkeyPatch) -> None:
    firsts: list[float] = []
    real = simulate.Umpire

    def spy(session, interval_ms, rng):
        twin = random.Random()
        twin.setstate(rng.getstate())
        firsts.append(twin.random())
        return real(session, interval_ms, rng)

    monkeypatch.setattr(simulate, "Umpire", spy)
    simulate.run(SNAP, SNAP.preset("snap"), [SHARP, CASUAL], 3, seed=3)
    simulate.run(SNAP, SNAP.preset("snap"), [SHARP, CASUAL], 1, seed=3)
    assert len(set(firsts[:3])) == 3 and firsts[3] == firsts[0]


def test_an_umpire_with_nothing_to_do_before_the_end_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulate.Umpire, "next_due_ns", lambda self: None)
    with pytest.raises(RuntimeError, match="nothing to do"):
        simulate.play_realtime(SNAP, SNAP.preset("snap"), [simulate.Seat("A", SHARP), simulate.Seat("B", SHARP)], 1)


def test_cassino_partners_share_their_sides_wins_and_the_table_says_so() -> None:
    """RULES.md §4 option `partners`: seats 1 and 3 play against 2 and 4, pooling their points, so each side's
    win is a tie of its two seats, and the header says so."""
    spec = game_spec("cassino")
    report = simulate.run(spec, spec.preset("standard"), [MEDIUM, EASY, MEDIUM, EASY], 3, seed=4)
    assert report.wins[0] == report.wins[2] and report.wins[1] == report.wins[3]
    assert sum(report.wins) == pytest.approx(3)
    assert "Partners sit opposite" in report.table().splitlines()[0]
    alone = simulate.run(spec, spec.options_for("standard", {"partners": False}), [MEDIUM, EASY, EASY, EASY], 1, seed=4)
    assert "Partners" not in alone.table()


# -- a game scored anew each game (GameSpec.score_spread): Thirteens' cards on the foundations -----------------

THIRTEENS = game_spec("thirteens")


def test_a_score_spread_table_gives_the_mean_its_error_quartiles_and_how_often_a_seat_went_out() -> None:
    """RULES.md §6: a score is the cards on the foundations, 52 is out. Seat 1 scored 52, 30, 51, 52, 20: mean
    41, sample deviation √(904 / 4), so one standard error √226 / √5 = 6.72; sorted 20 30 51 52 52, the
    quartiles by nearest rank are the 2nd, 3rd and 4th; out twice in five (51 is not out). Seat 2: 10 … 18 by
    twos, mean 14, deviation √(40 / 4), error √10 / √5 = 1.41."""
    seats = [simulate.Seat("Seat 1 (hard)", HARD), simulate.Seat("Seat 2 (easy)", EASY)]
    report = simulate.SimulationReport(THIRTEENS, THIRTEENS.preset("thirteens"), seats, 5, 1, [5.0, 0.0], [205, 70])
    report.scores = [[52, 30, 51, 52, 20], [10, 12, 14, 16, 18]]
    header, columns, *rows = report.table().splitlines()
    assert "Scores are cards on foundations per game" in header and "Out: games scoring 52." in header
    assert columns.split()[5:] == [
        "%", "±", "1", "SE", "Mean", "±", "SE", "Min", "Q1", "Median", "Q3", "Max", "Out", "Out", "%"
    ]
    assert [row.split()[8:] for row in rows] == [
        ["41.00", "6.72", "20", "30", "51", "52", "52", "2", "40.0"],
        ["14.00", "1.41", "10", "12", "14", "16", "18", "0", "0.0"],
    ]
    assert rows[0].split()[4:8] == ["ai:hard", "5", "100.0", "0.0"]  # the wins, as every table has them


def test_a_thirteens_simulation_keeps_every_games_score(tmp_path: Path) -> None:
    """One seat alone plays the patience (RULES.md §6: 1 to 4 players); each game's score is kept."""
    report = simulate.run(THIRTEENS, THIRTEENS.preset("thirteens"), [MEDIUM, EASY], 4, seed=3, out_dir=tmp_path)
    finals = [replay.check(replay.load(path)).state.result().stacks for path in report.replays]
    assert report.scores == [[game[seat] for game in finals] for seat in range(2)]
    assert report.coins == [sum(scores) for scores in report.scores]
    assert len(report.table().splitlines()) == 2 + 2
    alone = simulate.run(THIRTEENS, THIRTEENS.preset("thirteens"), [MEDIUM], 3, seed=3)
    assert alone.wins == [3.0] and len(alone.scores[0]) == 3
    assert alone.scores[0] == report.scores[0][:3]  # the same calls as seat 1 of the two-seat games
