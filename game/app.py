"""The App: the window, the frame loop and the scene stack; and the entry points the command line calls.

One frame = input events → the top scene's `update(dt_ms)` → every visible scene's `draw` → flip.
Tests and the bench drive `App.step()` with their own time step instead of `run()`, so nothing sleeps.
"""

from __future__ import annotations

import logging
import os
import time
from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from game.paths import asset_path
from game.scenes.base import Scene
from game.storage import Settings, Store

if TYPE_CHECKING:
    from game.replay import Replay

log = logging.getLogger(__name__)

TITLE = "Snip-Snap-Snorum & Co."
DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (640, 480)
FPS = 60
POLL_MS = 1  # a realtime scene's input is dequeued this often (ms): about 1 kHz, well above the 500 Hz asked


class App:
    """The window and its scene stack.

    `store` is the user-data folder; `settings` come from it. `size` (px) overrides the saved window size.
    Raises pygame.error when no window can be opened.
    """

    def __init__(self, store: Store, settings: Settings, size: tuple[int, int] | None = None) -> None:
        self.store = store
        self.settings = settings
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(TITLE)
        icon = asset_path("icon.png")
        if icon.exists():
            pygame.display.set_icon(pygame.image.load(str(icon)))
        width, height = size or settings.window
        self.surface = pygame.display.set_mode(
            (max(MIN_SIZE[0], width), max(MIN_SIZE[1], height)), pygame.RESIZABLE
        )
        pygame.joystick.init()
        self.clock_ns: Callable[[], int] = time.perf_counter_ns
        """The clock (ns) input is stamped with and the reaction game runs on; tests replace it."""
        self.scenes: list[Scene] = []
        self.running = True
        self.exit_status = 0
        if settings.fullscreen:
            self.toggle_fullscreen()

    # -- the scene stack ------------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    @property
    def top(self) -> Scene:
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        """Put `scene` on top; it gets `enter()` and the current size."""
        self.scenes.append(scene)
        scene.resize(self.size)
        scene.enter()

    def pop(self) -> None:
        """Remove the top scene; the one below resumes. Popping the last scene quits."""
        self.scenes.pop().leave()
        if self.scenes:
            self.scenes[-1].resize(self.size)
            self.scenes[-1].resume()
        else:
            self.running = False

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        self.scenes.pop().leave()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start again at `scene` (e.g. back to the title)."""
        while self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    def quit(self, status: int = 0) -> None:
        self.running = False
        self.exit_status = status

    # -- settings that act on the window --------------------------------------------------------

    def toggle_fullscreen(self) -> None:
        """F11: switch between a window and full screen, keeping the setting."""
        going_full = not self.settings.fullscreen
        try:
            if going_full:
                self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                self.surface = pygame.display.set_mode(self.settings.window, pygame.RESIZABLE)
        except pygame.error as e:
            log.warning("full screen is not available here: %s", e)
            return
        self.settings.fullscreen = going_full
        self._resized()

    def save_settings(self) -> None:
        self.store.save_settings(self.settings)

    def _resized(self) -> None:
        surface = pygame.display.get_surface()
        if surface is None:  # the window is being re-made; the next resize event brings the new one
            return
        self.surface = surface
        if not self.settings.fullscreen:
            self.settings.window = self.surface.get_size()
        for scene in self.scenes:
            scene.resize(self.size)

    # -- the frame loop -------------------------------------------------------------------------

    def step(self, dt_ms: float, events: Sequence[pygame.event.Event] = ()) -> bool:
        """One frame: handle `events`, advance the top scene by `dt_ms` ms, draw the visible scenes (unless a
        realtime scene on top has nothing new to show). Returns True when something was drawn."""
        for event in events:
            self._dispatch(event)
            if not self.scenes:
                return False
        self.top.update(dt_ms)
        if self.scenes and (not self.top.realtime or self.top.needs_redraw()):
            self.draw()
            return True
        return False

    def present(self) -> None:
        """Show the frame drawn — the whole window, or only the parts a realtime scene says it changed — then
        tell the top scene when (`clock_ns`) it went out."""
        rects = self.top.update_rects() if self.scenes and self.top.realtime else None
        if rects is None:
            pygame.display.flip()
        elif rects:
            pygame.display.update(rects)
        if self.scenes:
            self.top.presented(self.clock_ns())

    def poll_input(self, until_ns: int) -> None:
        """While a realtime scene is on top: dequeue input about every POLL_MS until `until_ns`, stamping each
        event with the time it was dequeued and dispatching it at once, and let the scene `poll` in between."""
        while self.scenes and self.top.realtime and self.running:
            now = self.clock_ns()
            for event in pygame.event.get():
                event.stamp_ns = now
                self._dispatch(event)
                if not self.scenes:
                    return
            if not self.scenes or not self.top.realtime:
                return
            self.top.poll(self.clock_ns())
            if self.clock_ns() >= until_ns:
                return
            pygame.time.wait(POLL_MS)

    def draw(self) -> None:
        """Draw the visible scenes, from the topmost opaque one up."""
        first = max((i for i, s in enumerate(self.scenes) if s.opaque), default=0)
        for scene in self.scenes[first:]:
            scene.draw(self.surface)

    def _dispatch(self, event: pygame.event.Event) -> None:
        self.settings.bindings.note_device(event)
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        else:
            self.top.handle(event)

    def run(self, on_first_frame: Callable[[], None] | None = None) -> int:
        """Run frames until quit; returns the exit status. `on_first_frame` is called after the first flip."""
        clock = pygame.time.Clock()
        dt = 0.0
        frame_ns = round(1e9 / FPS)
        last = self.clock_ns()
        while self.running and self.scenes:
            if self.top.realtime:
                # The reaction game: input is dequeued about every ms between frames, not once a frame.
                self.poll_input(last + frame_ns)
                if not (self.running and self.scenes):
                    break
                now = self.clock_ns()
                dt, last = (now - last) / 1e6, now
                if self.step(dt):
                    self.present()
                continue
            self.step(dt, pygame.event.get())
            self.present()
            if on_first_frame is not None:
                on_first_frame()
                on_first_frame = None
            dt = float(clock.tick(FPS))
            last = self.clock_ns()
        while self.scenes:  # closing the window leaves every scene, so a game in progress is saved
            self.scenes.pop().leave()
        if self.settings.window != DEFAULT_SIZE or self.settings.fullscreen:
            self.save_settings()
        return self.exit_status


# --- entry points for the command line -----------------------------------------------------------


def play(store: Store, first_frame_probe: bool = False) -> int:
    """Open the window at the title screen and play until the player quits; returns the exit status.

    With `first_frame_probe`, print `first-frame` once the first title frame is drawn, then exit 0
    (`snipsnap bench` times start-up this way).
    """
    from game.scenes.title import TitleScene

    app = App(store, store.load_settings())
    app.push(TitleScene(app))
    if first_frame_probe:
        def report() -> None:
            print("first-frame", flush=True)
            app.quit()

        return app.run(on_first_frame=report)
    return app.run()


def watch(replay: Replay, store: Store) -> int:
    """Watch `replay` move by move in the window; returns the exit status: 2, with a one-line message, for a
    replay whose moves do not play (it is re-played headless first, so the window never meets a bad move)."""
    import sys

    from game.replay import ReplayError, check
    from game.rules.registry import game_spec
    from game.scenes.start import table_class

    try:
        check(replay)
    except ReplayError as e:
        print(f"snipsnap: the replay cannot be watched: {e}", file=sys.stderr)
        return 2
    app = App(store, store.load_settings())
    app.push(table_class(game_spec(replay.game)).for_replay(app, replay))
    return app.run()


def frame_times(size: tuple[int, int], seconds: float, hard: bool, game: str = "snip-snap-snorum") -> list[float]:
    """Frame times (ms, update + draw) while a 5-seat computer game of `game` (its default preset) plays at
    normal speed, headless.

    `size` is the window (px); `seconds` of play at 60 frames a second, paced in real time as the app is, so
    the card faces rasterised in the background get the time they have in the app. Without `hard` the
    seats are medium and every frame counts; with `hard` they are all hard and only the frames in which
    one of them is thinking count. Uses a throwaway data folder. As in the app, where the title screen
    has already drawn the baize at this size and had card faces rasterised in the background, the game
    starts once that is done (at most 10 s).
    """
    import tempfile

    from game.rules.registry import game_spec
    from game.scenes.start import table_class
    from game.scenes.table import prepare_faces_for
    from game.session import Controller, Seat
    from game.storage import Speed
    from game.ui import theme
    from game.ui.card_art import CardArt

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    with tempfile.TemporaryDirectory() as home:
        app = App(Store(home), Settings(speed=Speed.NORMAL), size)
        theme.table_background(app.size)
        prepare_faces_for(size)
        deadline = time.perf_counter() + 10
        while CardArt.shared().busy() and time.perf_counter() < deadline:
            time.sleep(0.01)
        level = Controller.HARD if hard else Controller.MEDIUM
        seats = [Seat(f"Player {i + 1}", level) for i in range(5)]
        spec = game_spec(game)
        table = table_class(spec).new_game(app, spec, spec.preset(spec.default_preset), seats, seed=1)
        app.push(table)
        times: list[float] = []
        due = time.perf_counter()
        for _ in range(int(seconds * FPS)):
            counts = not hard or table.thinking()
            start = time.perf_counter()
            app.step(1000 / FPS)
            if counts:
                times.append((time.perf_counter() - start) * 1000)
            if not app.running:
                break
            due += 1 / FPS
            time.sleep(max(0.0, due - time.perf_counter()))
        pygame.display.quit()
        return times
