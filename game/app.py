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

from game.audio.player import Audio, silent
from game.audio.reader import Reader, silent_reader
from game.autosave import Autosave
from game.i18n import set_language
from game.name import TITLE
from game.paths import asset_path
from game.storage import Settings, Store
from game.ui import motion, theme
from game.ui.density import set_density
from game.ui.fonts import set_text_scale
from game.window import Display, is_full_screen_chord, is_mac

if TYPE_CHECKING:
    from game.stage.scene import Scene, Screens

log = logging.getLogger(__name__)

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (640, 480)
FPS = 60
POLL_MS = 1  # a realtime scene's input is dequeued this often (ms): about 1 kHz, well above the 500 Hz asked
MAX_STEP_MS = 100.0  # a frame after a stall (a dragged window, a slow disk) advances time by at most this
IDLE_POLL_MS = 10  # while nothing moves, input is looked for this often (ms) and nothing is drawn


class App:
    """The window and its scene stack.

    `store` is the user-data folder; `settings` come from it. `size` (px) overrides the saved window size.
    `high_dpi` opens a high-density window (default: on macOS, game/window.py). Raises pygame.error when no
    window can be opened.
    """

    def __init__(
        self, store: Store, settings: Settings, size: tuple[int, int] | None = None, high_dpi: bool | None = None
    ) -> None:
        self.store = store
        self.settings = settings
        set_language(settings.language)
        set_text_scale(settings.text_scale)
        motion.set_reduced(settings.reduce_motion)
        theme.set_high_contrast(settings.high_contrast)
        # Windows scales a window that does not declare itself DPI-aware as a bitmap, blurring cards and
        # words on a 125–200 % display; declared aware, the window's pixels are the screen's and the drawing
        # follows the display's density (game/window.py). SDL reads the hint when the display opens.
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        self.autosave = Autosave(store)
        """The game in progress, written after every move (game/autosave.py)."""
        self.audio: Audio = silent()
        """The sound (game/audio/player.py): silent unless the launcher gives the app a started one."""
        self.reader: Reader = silent_reader()
        """The screen reader (game/audio/reader.py): silent unless the launcher gives the app the system's."""
        pygame.display.init()
        pygame.font.init()
        icon_path = asset_path("icon.png")
        icon = pygame.image.load(str(icon_path)) if icon_path.exists() else None
        width, height = size or settings.window
        self.display = Display(
            (max(MIN_SIZE[0], width), max(MIN_SIZE[1], height)),
            TITLE,
            icon,
            high_dpi=is_mac() if high_dpi is None else high_dpi,
            first=size is None and settings.window == DEFAULT_SIZE,
        )
        """The window on this system (game/window.py): its surface, density and full-screen switch."""
        self.surface = self.display.surface
        set_density(self.display.density)
        pygame.joystick.init()
        self.clock_ns: Callable[[], int] = time.perf_counter_ns
        """The clock (ns) input is stamped with and the reaction game runs on; tests replace it."""
        self.scenes: list[Scene] = []
        self.running = True
        self.exit_status = 0
        self.stale = True
        """The window no longer shows the top scene (a scene came or went): the next step draws."""
        self._settings_unsaved = False
        self._screens: Screens | None = None
        if settings.fullscreen:
            self.toggle_fullscreen()

    # -- the scene stack ------------------------------------------------------------------------

    @property
    def screens(self) -> Screens:
        """The screens every game shares that a table opens (game/scenes/routes.py), loaded when first asked
        for, so the window opens before the screens are imported."""
        if self._screens is None:
            from game.scenes.routes import SharedScreens

            self._screens = SharedScreens()
        return self._screens

    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    @property
    def top(self) -> Scene:
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        """Put `scene` on top; it gets `enter()` and the current size."""
        self.scenes.append(scene)
        self.stale = True
        scene.resize(self.size)
        scene.enter()

    def pop(self) -> None:
        """Remove the top scene; the one below resumes. Popping the last scene quits."""
        self.scenes.pop().leave()
        self.stale = True
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
        """F11 (Ctrl+Cmd+F on macOS, Alt+Enter): switch between a window and full screen, keeping the setting."""
        going_full = not self.settings.fullscreen
        try:
            self.display.set_full_screen(going_full, self.settings.window)
        except pygame.error as e:
            log.warning("full screen is not available here: %s", e)
            return
        self.settings.fullscreen = going_full
        self._resized()

    def save_settings(self) -> None:
        """Write the settings; one refused (a file held open on Windows) is written again when the app closes."""
        self._settings_unsaved = not self.store.save_settings(self.settings)

    def _resized(self) -> None:
        if not self.display.refresh():  # the window is being re-made; the next resize event brings the new one
            return
        self.surface = self.display.surface
        set_density(self.display.density)
        if not self.settings.fullscreen:
            self.settings.window = self.display.window_size
        for scene in self.scenes:
            scene.resize(self.size)

    # -- the frame loop -------------------------------------------------------------------------

    def step(self, dt_ms: float, events: Sequence[pygame.event.Event] = ()) -> bool:
        """One frame: handle `events`, advance the top scene by `dt_ms` ms, and draw the visible scenes when
        the window would change: after input, when a scene came or went, or when the top scene
        `needs_redraw` (a realtime scene is drawn only then). Returns True when something was drawn."""
        for event in events:
            self._dispatch(event)
            if not self.scenes:
                return False
        if not self.running:  # closing the window: nothing more to show
            return False
        self.top.update(dt_ms)
        if not self.scenes:
            return False
        if self.top.realtime:
            wanted = self.top.needs_redraw()
        else:
            wanted = bool(events) or self.stale or self.top.needs_redraw()
        if wanted:
            self.draw()
            self.stale = False
        return wanted

    def present(self) -> None:
        """Show the frame drawn — the whole window, or only the parts a realtime scene says it changed — then
        tell the top scene when (`clock_ns`) it went out."""
        rects = self.top.update_rects() if self.scenes and self.top.realtime else None
        if rects is None:
            self.display.flip()
        elif rects:
            self.display.update(rects)
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
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWDISPLAYCHANGED):
            self._resized()
        elif is_full_screen_chord(event):
            self.toggle_fullscreen()
        else:
            if self.display.pointer_scale != 1.0:
                _to_pixels(event, self.display.pointer_scale)
            self.top.handle(event)

    def run(self, on_first_frame: Callable[[], None] | None = None) -> int:
        """Run frames until quit; returns the exit status. `on_first_frame` is called after the first flip.

        A frame is drawn only when there is input or the top scene is `animating`; while it is still, the
        loop sleeps IDLE_POLL_MS at a time and draws nothing (near 0 % CPU while people think). A realtime
        scene is polled between frames as its timing needs (`poll_input`)."""
        clock = pygame.time.Clock()
        frame_ns = round(1e9 / FPS)
        last = self.clock_ns()
        drawn = False
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
            events = pygame.event.get()
            if drawn and not events and not self.top.animating():
                pygame.time.wait(IDLE_POLL_MS)
                last = self.clock_ns()  # time spent still is not time anything moved
                continue
            now = self.clock_ns()
            dt, last = min((now - last) / 1e6, MAX_STEP_MS), now
            if self.step(dt, events) or not drawn:
                self.present()
            drawn = True
            if on_first_frame is not None:
                on_first_frame()
                on_first_frame = None
            clock.tick(FPS)
        while self.scenes:  # closing the window leaves every scene; a game in progress stays in the autosave
            self.scenes.pop().leave()
        self.autosave.flush()
        self.audio.stop()
        if self._settings_unsaved or self.settings.window != DEFAULT_SIZE or self.settings.fullscreen:
            self.save_settings()
        return self.exit_status


_POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def _to_pixels(event: pygame.event.Event, scale: float) -> None:
    """Turn a mouse event's coordinates from the system's points into the window's pixels (a high-density
    window reports the mouse in points: game/window.py)."""
    if event.type in _POINTER_EVENTS:
        x, y = event.pos
        event.pos = (int(x * scale), int(y * scale))
        if event.type == pygame.MOUSEMOTION:
            dx, dy = event.rel
            event.rel = (int(dx * scale), int(dy * scale))
