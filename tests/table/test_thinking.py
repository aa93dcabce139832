"""A computer player thinks inside the frames, a slice at a time (game/table/turns.py `_think`): a frame
starts another step of its search only when one as long as the longest so far would still end within the
slice, so the frame-time targets hold even when single steps are long (a Jig play-out is about 1 ms).
The clock is a fake one the fake search moves on: nothing here is timed."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import Controller, Seat
from game.registry import game_spec
from game.scenes.start import table_class
from game.storage import Speed
from game.table import turns
from tests.pilot import make_app


class SteppedClock:
    """perf_counter for `_think`: time moves only when the fake search works."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        return self.now


class SlowSearch:
    """A search whose every step takes `step_ms` of the fake clock; it never finishes on its own."""

    def __init__(self, clock: SteppedClock, step_ms: float) -> None:
        self.clock, self.step_ms, self.steps = clock, step_ms, 0

    def step(self, iterations: int) -> None:
        self.steps += iterations
        self.clock.now += self.step_ms * iterations / 1000

    def done(self) -> bool:
        return False

    def best(self) -> None:
        raise AssertionError("the test never asks for a move")


def test_a_frame_stops_thinking_before_a_step_would_overrun_its_slice(store, monkeypatch) -> None:
    spec = game_spec("jig")
    app = make_app(store, Speed.NORMAL)
    seats = [Seat(f"Computer {i}", Controller.HARD) for i in range(4)]
    scene = table_class(spec).new_game(app, spec, spec.preset("peel"), seats, 3)
    app.push(scene)
    clock = SteppedClock()
    monkeypatch.setattr(turns, "time", clock)
    for step_ms, steps in ((1.0, 2), (0.6, 4), (4.0, 1)):
        search = SlowSearch(clock, step_ms)
        scene.thinker, scene.think_spent_ms = search, 0.0
        scene._think()
        assert search.steps == steps, f"steps of {step_ms} ms in a {turns.THINK_SLICE_MS} ms slice"
        assert scene.think_spent_ms == pytest.approx(steps * step_ms)
    pygame.display.quit()
