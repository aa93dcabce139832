"""A pilot for the real App (after Textual's Pilot, DESIGN.md model 4): press keys, click widgets by name,
let simulated time pass — no display, no sleeping. Time advances in 16 ms frames, on the App's clock too:
the pilot gives the App a simulated `clock_ns`, and presents every frame as `App.run` does."""

from __future__ import annotations

from typing import Callable

import pygame

from game.app import App
from game.storage import Settings, Speed, Store

FRAME_MS = 16.0


class Pilot:
    """Drives `app` one frame at a time with synthetic input events; `now_ns` is the simulated time."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.now_ns = 0
        app.clock_ns = lambda: self.now_ns

    def step(self, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: the events are stamped now, the clock moves on FRAME_MS, and the frame is presented."""
        for event in events or []:
            event.stamp_ns = self.now_ns
        self.now_ns += int(FRAME_MS * 1_000_000)
        drawn = self.app.step(FRAME_MS, events or [])
        if drawn and self.app.scenes:
            self.app.present()

    def press(self, *keys: int, text: str | None = None) -> None:
        """Press and release each key in `keys` (pygame key codes), one frame each."""
        for key in keys:
            down = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
            up = pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
            self.step([down, up])

    def type(self, text: str) -> None:
        """Type `text` as text-input events (what SDL sends for printable keys)."""
        for ch in text:
            self.step([pygame.event.Event(pygame.TEXTINPUT, text=ch)])

    def click(self, name: str) -> None:
        """Click the middle of the top scene's widget called `name`, scrolling its form to it first as a person
        would when it lies below the fold. Raises LookupError if there is none."""
        form = getattr(self.app.top, "form", None)
        if form is not None and form.row(name) is not None and not form.box.contains(form.rect_of(name)):
            form.focus_on(name)
            self.step()
        rect = self.app.top.widget_rect(name)
        if rect is None:
            raise LookupError(f"{type(self.app.top).__name__} has no widget '{name}'")
        self.click_at(rect.center)

    def click_at(self, pos: tuple[int, int]) -> None:
        move = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.step([move, down, up])

    def wait(self, ms: float) -> None:
        """Let `ms` of simulated time pass."""
        for _ in range(max(1, int(ms / FRAME_MS))):
            self.step()

    def wait_until(self, done: Callable[[], bool], max_ms: float = 60_000, on_frame: Callable[[], None] | None = None) -> None:
        """Step frames until `done()`; raises TimeoutError after `max_ms` of simulated time."""
        waited = 0.0
        while not done():
            if waited > max_ms:
                raise TimeoutError(f"still waiting after {max_ms:.0f} ms (top scene: {type(self.app.top).__name__})")
            self.step()
            if on_frame is not None:
                on_frame()
            waited += FRAME_MS

    def wait_for_animations(self, max_ms: float = 30_000) -> None:
        self.wait_until(lambda: not self.app.top.busy(), max_ms)


def make_app(store: Store, speed: Speed = Speed.FAST, size: tuple[int, int] = (1280, 720)) -> App:
    """A real App on SDL's dummy display with a throwaway data folder `store`, at `speed` and `size` (px)."""
    return App(store, Settings(speed=speed), size)
