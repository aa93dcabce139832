"""The computer's reaction model for Snap (game.games.snap.reaction; RULES.md §5, the issue's level table).

Every statistic is measured on seeded samples, so each test gives the same answer every run. The
expected mean of a level allows for the 150 ms floor: E[max(F, X)] = E[X] + ∫_{-∞}^{F} P(X ≤ x) dx,
integrated numerically from the ex-Gaussian's distribution function.
"""

from __future__ import annotations

import math
import random
import statistics
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.cards import Rank, parse_card
from game.games.snap.reaction import (
    FLOOR_MS,
    LEVELS,
    Adaptive,
    ReactionLevel,
    Sight,
    near_miss,
    react,
)

N = 20_000
ALL_LEVELS = list(LEVELS.values())
# A made-up level that often falls below the floor, to check the floor and its effect on the mean.
FLOORED = ReactionLevel("floored", 150.0, 40.0, 20.0, 0.0, 0.0)


def level_id(level: ReactionLevel) -> str:
    return level.name


@cache
def samples(level: ReactionLevel, seed: int = 1) -> tuple[float, ...]:
    rng = random.Random(seed)
    return tuple(level.sample_ms(rng) for _ in range(N))


@cache
def calls(level: ReactionLevel, sight: Sight, seed: int = 2) -> tuple[float | None, ...]:
    rng = random.Random(seed)
    return tuple(react(level, sight, rng) for _ in range(N))


def phi(z: float) -> float:
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))


def ex_gaussian_cdf(x: float, mu: float, sigma: float, tau: float) -> float:
    """P(X ≤ x) for X = N(mu, sigma) + Exp(mean tau) (Ratcliff 1979)."""
    u = (x - mu) / sigma
    v = sigma / tau
    return phi(u) - math.exp(-u * v + v * v / 2.0) * phi(u - v)


def floored_mean(level: ReactionLevel) -> float:
    """E[max(FLOOR_MS, X)] by the trapezoid rule on the distribution function below the floor."""
    low = min(FLOOR_MS, level.mu_ms - 12.0 * level.sigma_ms)
    steps = 4000
    h = (FLOOR_MS - low) / steps
    args = (level.mu_ms, level.sigma_ms, level.tau_ms)
    area = sum(ex_gaussian_cdf(low + i * h, *args) for i in range(1, steps))
    area += (ex_gaussian_cdf(low, *args) + ex_gaussian_cdf(FLOOR_MS, *args)) / 2.0
    return level.mu_ms + level.tau_ms + area * h


# --- the levels -----------------------------------------------------------------------------------


def test_the_levels_are_the_issues_table_slowest_first() -> None:
    assert list(LEVELS) == ["toddler", "casual", "sharp", "expert", "reflex"]
    assert [(lv.mu_ms, lv.sigma_ms, lv.tau_ms, lv.lapse, lv.false_snap) for lv in ALL_LEVELS] == [
        (700, 100, 300, 0.15, 0.06),
        (480, 60, 170, 0.06, 0.03),
        (340, 40, 100, 0.02, 0.01),
        (270, 30, 60, 0.01, 0.005),
        (210, 20, 30, 0, 0),
    ]
    assert all(name == level.name for name, level in LEVELS.items())
    assert FLOOR_MS == 150.0


def test_each_level_is_faster_than_the_one_before() -> None:
    means = [statistics.fmean(samples(level)) for level in ALL_LEVELS]
    assert means == sorted(means, reverse=True) and len(set(means)) == len(means)
    assert [lv.mean_ms for lv in ALL_LEVELS] == [1000, 650, 440, 330, 240]


def test_the_floor_barely_moves_the_real_levels_but_does_move_a_fast_one() -> None:
    """A check on the test's own arithmetic: the floored mean is above μ + τ, by a hair for the levels."""
    for level in ALL_LEVELS:
        assert level.mean_ms <= floored_mean(level) < level.mean_ms + 0.01
    assert floored_mean(FLOORED) > FLOORED.mean_ms + 5


@pytest.mark.parametrize("level", [*ALL_LEVELS, FLOORED], ids=level_id)
def test_the_mean_reaction_time_is_the_levels(level: ReactionLevel) -> None:
    mean = statistics.fmean(samples(level))
    assert mean == pytest.approx(floored_mean(level), rel=0.03)


@pytest.mark.parametrize("level", ALL_LEVELS, ids=level_id)
def test_the_spread_is_the_ex_gaussians(level: ReactionLevel) -> None:
    expected = math.hypot(level.sigma_ms, level.tau_ms)
    assert statistics.pstdev(samples(level)) == pytest.approx(expected, rel=0.05)


@pytest.mark.parametrize("level", ALL_LEVELS, ids=level_id)
def test_the_distribution_leans_to_the_slow_side(level: ReactionLevel) -> None:
    """The exponential tail: the median is below the mean, by about τ(1 − ln 2) when τ dominates."""
    times = samples(level)
    assert statistics.median(times) < statistics.fmean(times) - 0.1 * level.tau_ms


@pytest.mark.parametrize("level", [*ALL_LEVELS, FLOORED], ids=level_id)
def test_nothing_is_faster_than_the_floor(level: ReactionLevel) -> None:
    assert min(samples(level)) >= FLOOR_MS
    answered = [t for t in calls(level, Sight.MATCH) if t is not None]
    assert min(answered) >= FLOOR_MS


def test_the_floor_is_reached_by_a_fast_level() -> None:
    times = samples(FLOORED)
    assert min(times) == FLOOR_MS
    assert 0.3 < sum(t == FLOOR_MS for t in times) / N < 0.6


@settings(max_examples=200, deadline=None)
@given(
    mu=st.floats(0, 2000),
    sigma=st.floats(0, 500),
    tau=st.floats(0, 1000),
    seed=st.integers(0, 2**32),
)
def test_any_level_samples_at_least_the_floor(mu: float, sigma: float, tau: float, seed: int) -> None:
    level = ReactionLevel("any", mu, sigma, tau, 0.5, 0.5)
    rng = random.Random(seed)
    for sight in Sight:
        answer = react(level, sight, rng)
        assert answer is None or (math.isfinite(answer) and answer >= FLOOR_MS)


# --- lapses, false snaps, nothing -------------------------------------------------------------------


@pytest.mark.parametrize("level", ALL_LEVELS, ids=level_id)
def test_the_lapse_rate_is_the_levels(level: ReactionLevel) -> None:
    answers = calls(level, Sight.MATCH)
    missed = sum(a is None for a in answers) / N
    assert abs(missed - level.lapse) <= 0.006


@pytest.mark.parametrize("level", ALL_LEVELS, ids=level_id)
def test_the_false_snap_rate_is_the_levels(level: ReactionLevel) -> None:
    answers = calls(level, Sight.NEAR_MISS)
    snapped = sum(a is not None for a in answers) / N
    assert abs(snapped - level.false_snap) <= 0.006


@pytest.mark.parametrize("level", ALL_LEVELS, ids=level_id)
def test_the_calls_on_a_match_take_the_levels_time(level: ReactionLevel) -> None:
    answered = [a for a in calls(level, Sight.MATCH) if a is not None]
    assert statistics.fmean(answered) == pytest.approx(floored_mean(level), rel=0.03)


def test_reflex_never_lapses_nor_false_snaps() -> None:
    reflex = LEVELS["reflex"]
    assert None not in calls(reflex, Sight.MATCH)
    assert set(calls(reflex, Sight.NEAR_MISS)) == {None}


@pytest.mark.parametrize("level", ALL_LEVELS, ids=level_id)
def test_nothing_to_see_is_never_a_call(level: ReactionLevel) -> None:
    rng = random.Random(3)
    state = rng.getstate()
    assert all(react(level, Sight.NOTHING, rng) is None for _ in range(1000))
    assert rng.getstate() == state  # and draws nothing


def test_a_sight_must_be_a_sight() -> None:
    with pytest.raises(ValueError, match="not a Sight"):
        react(LEVELS["casual"], "match", random.Random(1))  # type: ignore[arg-type]


# --- determinism ------------------------------------------------------------------------------------


def sequence(seed: int) -> list[float | None]:
    rng = random.Random(seed)
    sights = [Sight.MATCH, Sight.NEAR_MISS, Sight.NOTHING] * 200
    return [react(LEVELS["toddler"], sight, rng) for sight in sights]


def test_the_same_seed_gives_the_same_calls() -> None:
    assert sequence(42) == sequence(42)
    assert sequence(42) != sequence(43)


def test_the_same_rng_state_gives_the_same_answer() -> None:
    rng = random.Random(7)
    for _ in range(500):
        state = rng.getstate()
        first = react(LEVELS["casual"], Sight.MATCH, rng)
        rng.setstate(state)
        assert react(LEVELS["casual"], Sight.MATCH, rng) == first


# --- invalid levels ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "values",
    [
        (-1.0, 10.0, 10.0, 0.0, 0.0),
        (100.0, -1.0, 10.0, 0.0, 0.0),
        (100.0, 10.0, -1.0, 0.0, 0.0),
        (math.nan, 10.0, 10.0, 0.0, 0.0),
        (100.0, 10.0, math.inf, 0.0, 0.0),
        (100.0, 10.0, 10.0, 1.5, 0.0),
        (100.0, 10.0, 10.0, 0.0, -0.1),
        (100.0, 10.0, 10.0, math.nan, 0.0),
    ],
)
def test_a_level_refuses_impossible_numbers(values: tuple[float, ...]) -> None:
    with pytest.raises(ValueError, match="reaction level 'bad'"):
        ReactionLevel("bad", *values)


# --- adaptive ---------------------------------------------------------------------------------------


def adaptive_after(*times: float, **options: object) -> ReactionLevel:
    adaptive = Adaptive(**options)  # type: ignore[arg-type]
    for t in times:
        adaptive.observe(t)
    return adaptive.level


def test_adaptive_starts_at_its_start_level_renamed() -> None:
    assert Adaptive().level == ReactionLevel("adaptive", 480, 60, 170, 0.06, 0.03)
    sharp = Adaptive(start=LEVELS["sharp"]).level
    assert sharp.name == "adaptive" and sharp.mu_ms == 340 and sharp.tau_ms == 100


def test_adaptive_follows_the_human_median_times_1_1() -> None:
    level = adaptive_after(*range(300, 501, 25))  # median 400 ms
    assert level.name == "adaptive"
    assert level.mu_ms == pytest.approx(440)
    # Between sharp (μ 340) and casual (μ 480), 5/7 of the way.
    t = 100 / 140
    assert level.sigma_ms == pytest.approx(40 + t * 20)
    assert level.tau_ms == pytest.approx(100 + t * 70)
    assert level.lapse == pytest.approx(0.02 + t * 0.04)
    assert level.false_snap == pytest.approx(0.01 + t * 0.02)


def test_adaptive_uses_the_median_not_the_mean() -> None:
    """A few slow reactions (a distracted human) do not drag the computer down."""
    assert adaptive_after(*[300] * 8, *[2000] * 7).mu_ms == pytest.approx(330)


def test_adaptive_remembers_only_the_last_window() -> None:
    assert adaptive_after(*[600] * 15, *[400] * 15).mu_ms == pytest.approx(440)
    assert adaptive_after(*[600] * 15, *[400] * 3, window=3).mu_ms == pytest.approx(440)
    assert adaptive_after(*[600] * 15, *[400] * 3).mu_ms == pytest.approx(660)


def test_adaptive_takes_a_fixed_level_at_its_mu() -> None:
    for level in ALL_LEVELS:
        got = adaptive_after(level.mu_ms, factor=1.0)
        assert got.name == "adaptive"
        assert (got.mu_ms, got.sigma_ms, got.tau_ms, got.lapse, got.false_snap) == pytest.approx(
            (level.mu_ms, level.sigma_ms, level.tau_ms, level.lapse, level.false_snap)
        )


def test_adaptive_clamps_to_the_fastest_and_slowest_levels() -> None:
    fast = adaptive_after(*[100] * 15)
    assert fast == ReactionLevel("adaptive", 210, 20, 30, 0, 0)
    slow = adaptive_after(*[3000] * 15)
    assert slow == ReactionLevel("adaptive", 700, 100, 300, 0.15, 0.06)


def test_adaptive_levels_grow_steadily_with_the_human_median() -> None:
    levels = [adaptive_after(ms) for ms in range(150, 700, 5)]
    for field in ("mu_ms", "sigma_ms", "tau_ms", "lapse", "false_snap"):
        values = [getattr(level, field) for level in levels]
        assert values == sorted(values), field


def test_adaptive_accepts_a_call_in_the_same_tick_as_the_card() -> None:
    assert adaptive_after(0.0).mu_ms == 210


@pytest.mark.parametrize("bad", [-0.1, -5.0, math.nan, math.inf])
def test_adaptive_refuses_impossible_reaction_times(bad: float) -> None:
    with pytest.raises(ValueError, match="reaction time"):
        Adaptive().observe(bad)


def test_adaptive_refuses_impossible_settings() -> None:
    with pytest.raises(ValueError, match="factor"):
        Adaptive(factor=0.0)
    with pytest.raises(ValueError, match="window"):
        Adaptive(window=0)


# --- near misses ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("turned", "other", "expected"),
    [
        ("7H", "8D", True),  # red, neighbours
        ("8D", "7H", True),
        ("7C", "6S", True),  # black, neighbours
        ("7H", "8S", False),  # colours differ
        ("7H", "9H", False),  # two apart
        ("7H", "7D", False),  # a match, not a near miss
        ("AH", "KD", False),  # no wrap round
        ("AH", "2D", True),
        ("QS", "KC", True),
    ],
)
def test_near_miss_with_the_standard_pack(turned: str, other: str, expected: bool) -> None:
    assert near_miss(parse_card(turned), parse_card(other), None) is expected


def test_near_miss_with_the_snap_pack_uses_only_the_twins() -> None:
    twins = frozenset({frozenset({Rank.SIX, Rank.NINE}), frozenset({Rank.TWO, Rank.THREE})})
    assert near_miss(parse_card("6H"), parse_card("9C"), twins)  # colour does not matter
    assert near_miss(parse_card("9C"), parse_card("6H"), twins)
    assert near_miss(parse_card("3S"), parse_card("2S"), twins)
    assert not near_miss(parse_card("7H"), parse_card("8D"), twins)  # looks alike only in a standard pack
    assert not near_miss(parse_card("6H"), parse_card("6D"), twins)  # a match
    assert not near_miss(parse_card("6H"), parse_card("9C"), frozenset())
