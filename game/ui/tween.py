"""Easing as pure functions of t ∈ [0, 1] (after arcade.easing, DESIGN.md model 5), and a time-driven Tween.

No clock here: callers pass the elapsed time in ms, so tests can advance time exactly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

Easing = Callable[[float], float]


def linear(t: float) -> float:
    """Steady: the same speed all the way."""
    return t


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle landing: cards sliding to their place."""
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    """Gentle at both ends: coins thrown from one stack to another."""
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float, overshoot: float = 1.70158) -> float:
    """Overshoots slightly past 1 (by about 10 % with the default `overshoot`) and settles back:
    captions popping in."""
    c3 = overshoot + 1
    return 1 + c3 * (t - 1) ** 3 + overshoot * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    """The value a fraction `t` of the way from `a` to `b`."""
    return a + (b - a) * t


def lerp_point(p: tuple[float, float], q: tuple[float, float], t: float) -> tuple[float, float]:
    """The point a fraction `t` of the way from `p` to `q` (px)."""
    return (lerp(p[0], q[0], t), lerp(p[1], q[1], t))


@dataclass(frozen=True)
class Tween:
    """A number going from `start` to `end` over `duration_ms`, after `delay_ms`, shaped by `easing`.

    A duration of 0 means instant: the end value as soon as the delay has passed.
    """

    start: float
    end: float
    duration_ms: float
    delay_ms: float = 0.0
    easing: Easing = ease_out_cubic

    def progress(self, elapsed_ms: float) -> float:
        """How far along (0–1) the tween is after `elapsed_ms`."""
        if elapsed_ms < self.delay_ms:
            return 0.0
        if self.duration_ms <= 0:
            return 1.0
        return min(1.0, (elapsed_ms - self.delay_ms) / self.duration_ms)

    def value(self, elapsed_ms: float) -> float:
        """The value after `elapsed_ms` ms."""
        return lerp(self.start, self.end, self.easing(self.progress(elapsed_ms)))

    def done(self, elapsed_ms: float) -> bool:
        """True once the delay and the duration have both passed."""
        return self.progress(elapsed_ms) >= 1.0
