"""Tweens and easings: time comes in from outside, values start, pass and arrive when they should."""

from __future__ import annotations

import pytest

from game.ui.tween import (
    Tween,
    ease_in_out_cubic,
    ease_out_back,
    ease_out_cubic,
    lerp,
    lerp_point,
    linear,
)


def test_a_tween_waits_for_its_delay_then_arrives_on_time() -> None:
    tween = Tween(10.0, 20.0, duration_ms=200, delay_ms=100, easing=linear)
    assert tween.value(0) == 10.0 and tween.value(100) == 10.0
    assert tween.value(200) == pytest.approx(15.0)
    assert tween.value(300) == 20.0 and tween.value(10_000) == 20.0
    assert tween.done(300) and not tween.done(299)


def test_the_default_easing_is_past_half_way_at_half_time() -> None:
    tween = Tween(0.0, 100.0, duration_ms=250)
    assert tween.value(125) == pytest.approx(87.5)


def test_a_zero_duration_is_instant() -> None:
    assert Tween(0.0, 5.0, duration_ms=0).value(0) == 5.0
    assert Tween(0.0, 5.0, duration_ms=0).done(0)
    delayed = Tween(0.0, 5.0, duration_ms=0, delay_ms=60)
    assert delayed.value(59) == 0.0 and delayed.value(60) == 5.0


@pytest.mark.parametrize("ease", [linear, ease_out_cubic, ease_in_out_cubic, ease_out_back])
def test_easings_start_at_0_and_end_at_1(ease) -> None:
    assert ease(0.0) == pytest.approx(0.0) and ease(1.0) == pytest.approx(1.0)


def test_easing_shapes() -> None:
    assert ease_out_cubic(0.5) == pytest.approx(0.875)
    assert ease_in_out_cubic(0.5) == pytest.approx(0.5) and ease_in_out_cubic(0.25) < 0.25
    peak = max(ease_out_back(t / 100) for t in range(101))
    assert 1.0 < peak < 1.15, "a slight overshoot, not a bounce"


def test_lerps() -> None:
    assert lerp(2.0, 4.0, 0.25) == 2.5
    assert lerp_point((0.0, 10.0), (100.0, 20.0), 0.5) == (50.0, 15.0)
