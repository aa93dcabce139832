"""Snap's speed figures for `snipsnap bench` (issue 3 "Input and timing"): measured on the real App.

- Call latency: the real `App.run` loop plays a 6-seat game (one human, five computers, frantic tempo) on
  the main thread while a background thread presses the human's Snap key with `pygame.event.post` (SDL's
  queue is thread-safe) at random moments, one press at a time — so some land while a frame is being drawn.
  Latency = when the call reached the umpire (`Umpire.call`) − just before the key was posted.
- Frame time: update + draw (ms) of the frames actually drawn while six computers play at the frantic tempo,
  with simulated time at 60 frames a second as `game.launch.frame_times` does for the other game.
- Reaction accuracy: the real loop again, and a scripted "human" on a background thread who sees each card
  the moment the umpire learns it was shown (`Umpire.shown_ns`, set just after the display flip), waits a
  known reaction time and presses the key. Error = the reaction time the game recorded (the `ms` of the
  call's event, kept in `SnapTableScene.records`) − the true one (post − shown). It holds what the input
  path adds: the wait in SDL's queue until the next poll (about every ms, longer when a frame is being
  drawn) and the rounding of recorded times to 0.01 ms; not the monitor's own delay, which no program sees.

Every run uses a throwaway data folder and SDL's dummy video driver unless another one is set.
"""

from __future__ import annotations

import os
import random
import tempfile
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable

NS_PER_MS = 1_000_000
LATENCY_LEVELS = ("casual", "sharp", "expert", "toddler", "casual")
"""The five computers beside the human in the latency run (6 seats)."""
FRAME_LEVELS = ("casual", "sharp", "expert", "toddler", "reflex", "adaptive")
"""The six computers of the frame-time run."""
REACTION_LEVELS = ("toddler",)
"""The one computer beside the scripted human: the slowest level, which rarely calls before the human."""
REACTION_MS = (250.0, 450.0)
"""The scripted human's reaction times (ms) are drawn uniformly from this range."""
POST_GAP_MS = (2.0, 30.0)
"""In the latency run, the pause (ms, uniform) between a call being registered and the next key press."""
_ANSWER_TIMEOUT_S = 0.5  # a press never registered in this long counts as lost (the game ended, or a pause)
_START_TIMEOUT_S = 15.0  # the deal must be over within this


@dataclass(frozen=True)
class CallSample:
    """One key press of the latency run, times in ns (`time.perf_counter_ns`): `posted` just before
    `pygame.event.post`, `stamped` when the App dequeued it (`event.stamp_ns`), `registered` when the scene
    handed the call to the umpire; `during_frame` when the loop was inside `App.step` (update and draw)
    or the flip at the moment it was posted."""

    posted: int
    stamped: int
    registered: int
    during_frame: bool

    @property
    def latency_ms(self) -> float:
        return (self.registered - self.posted) / NS_PER_MS


@dataclass(frozen=True)
class ReactionSample:
    """One scripted call: `true_ms` from the card's display flip to the key being posted, `recorded_ms` the
    reaction time the game recorded for it, `kind` the recorded call ("false", "valid", "too slow" …)."""

    true_ms: float
    recorded_ms: float
    kind: str
    queued_ms: float = 0.0
    """How long the key waited in SDL's queue: from the post until the App dequeued and stamped it."""

    @property
    def error_ms(self) -> float:
        return self.recorded_ms - self.true_ms


# -- the real app, driven from a background thread --------------------------------------------------------


def _app(home: str, size: tuple[int, int], tempo: Any) -> Any:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.app import App
    from game.launch import start_audio
    from game.storage import Settings, Store

    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    app = App(Store(home), Settings(tempo=tempo), size)
    start_audio(app)  # measured with the calls spoken and the cards heard, as the game is played
    return app


def _table(app: Any, levels: tuple[str, ...], human: bool, seed: int) -> Any:
    """A new Snap table ("snap" preset) for `app`: a human "You" first if `human`, then a computer per level."""
    from game.core.session import Controller, Seat
    from game.games.snap.spec import SPEC
    from game.games.snap.table import SnapTableScene

    seats = [Seat("You", Controller.HUMAN)] if human else []
    seats += [Seat(f"{level.capitalize()} {i + 1}", Controller("ai:" + level)) for i, level in enumerate(levels)]
    spec = SPEC
    return SnapTableScene.new_game(app, spec, spec.preset("snap"), seats, seed)


def _push_ready(app: Any, table: Any) -> None:
    """Push `table` and have ready what the app has ready when a game starts from the title screen: the baize at
    this size (the title draws it), the card faces the table asks for when pushed (rasterised in the background,
    waited for here at most 10 s)."""
    from game.ui import theme

    theme.table_background(table.layout.felt[2:])
    app.push(table)  # (entering, the table makes its backs and shadows)
    deadline = time.perf_counter() + 10
    while table.art.busy() and time.perf_counter() < deadline:
        time.sleep(0.01)


def _sleep_until(target_ns: int) -> None:
    """Sleep until `target_ns` (perf_counter_ns), a little after at worst. Never spins: a spinning thread
    would hold the GIL the App's loop wants when it wakes to poll, and so make it dequeue sooner than a real
    key press would see."""
    while (left := target_ns - time.perf_counter_ns()) > 0:
        time.sleep(left / 1e9)


def _watch_calls(umpire: Any) -> tuple[list[tuple[int, int]], threading.Event]:
    """Note every call that reaches `umpire`: (perf_counter_ns when it arrived, its stamp), and set the event."""
    original = umpire.call
    registered: list[tuple[int, int]] = []
    answered = threading.Event()

    def call(seat: int, now_ns: int) -> None:
        registered.append((time.perf_counter_ns(), now_ns))
        answered.set()
        original(seat, now_ns)

    umpire.call = call
    return registered, answered


def _wait_for(condition: Callable[[], bool], timeout_s: float) -> bool:
    deadline = time.perf_counter() + timeout_s
    while not condition():
        if time.perf_counter() > deadline:
            return False
        time.sleep(0.0002)
    return True


def _drive(
    app: Any,
    make_table: Callable[[int], Any],
    driver: Callable[[Any, Any, float], None],
    enough: Callable[[], bool],
    seconds: float,
) -> None:
    """Play games on `app`'s real loop (`App.run`, this thread) while `driver(app, table, deadline)` plays the
    human from a background thread, until `enough()` or `seconds` have passed; a new game starts whenever one
    ends first. The driver's thread always ends the loop with a QUIT event."""
    import pygame

    deadline = time.perf_counter() + seconds
    game = 0
    while not enough() and time.perf_counter() < deadline:
        table = make_table(game)
        game += 1
        _push_ready(app, table)
        app.running = True
        failure: list[BaseException] = []

        def play(table: Any = table, failure: list[BaseException] = failure) -> None:
            try:
                if _wait_for(lambda: table.started or not app.running, _START_TIMEOUT_S):
                    driver(app, table, deadline)
            except BaseException as e:  # reported on the main thread
                failure.append(e)
            finally:
                pygame.event.post(pygame.event.Event(pygame.QUIT))

        thread = threading.Thread(target=play, name="bench-human", daemon=True)
        thread.start()
        try:
            app.run()
        finally:
            app.running = False  # the driver stops too if the loop failed
            thread.join()
        if failure:
            raise failure[0]


def _key_event(app: Any) -> Any:
    import pygame

    key = app.settings.bindings.keys[0].snap  # human 1's Snap key (Left Shift unless changed)
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def call_latencies(samples: int, seconds: float = 30.0, seed: int = 1) -> list[CallSample]:
    """Press the human's Snap key `samples` times (at most `seconds` of play) during 6-seat games at the frantic
    tempo on the real loop, at 1280×720; one `CallSample` per press that was registered."""
    import pygame

    from game.input.tempo import Tempo

    found: list[CallSample] = []
    with tempfile.TemporaryDirectory(prefix="snipsnap-bench-") as home:
        app = _app(home, (1280, 720), Tempo.FRANTIC)
        busy = [False]
        for name in ("step", "present"):  # note when the loop is busy with a frame, to tell the samples apart
            original = getattr(app, name)

            def timed(*args: Any, _original: Callable[..., Any] = original) -> Any:
                busy[0] = True
                try:
                    return _original(*args)
                finally:
                    busy[0] = False

            setattr(app, name, timed)

        def make_table(game: int) -> Any:
            return _table(app, LATENCY_LEVELS, True, seed + game)

        def driver(app: Any, table: Any, deadline: float) -> None:
            rng = random.Random(f"bench latency {seed}")
            umpire = table.umpire
            registered, answered = _watch_calls(umpire)
            key = _key_event(app)
            while len(found) < samples and time.perf_counter() < deadline:
                if umpire.over or not app.running or app.top is not table:
                    return
                time.sleep(rng.uniform(*POST_GAP_MS) / 1000)
                answered.clear()
                during = busy[0]
                posted = time.perf_counter_ns()
                pygame.event.post(key)
                if not answered.wait(_ANSWER_TIMEOUT_S):
                    return
                at, stamp = registered[-1]
                found.append(CallSample(posted, stamp, at, during))

        try:
            _drive(app, make_table, driver, lambda: len(found) >= samples, seconds)
        finally:
            app.audio.stop()
            pygame.display.quit()
    return found


def reaction_errors(samples: int, seconds: float = 60.0, seed: int = 1) -> list[ReactionSample]:
    """A scripted human with known reaction times (uniform in `REACTION_MS`) calls on every card shown in games
    against one toddler at the frantic tempo (each card stays up 700 ms, longer than any reaction drawn) on the
    real loop, at 1280×720, until `samples` calls are recorded or `seconds` have passed."""
    import pygame

    from game.input.tempo import Tempo

    found: list[ReactionSample] = []
    with tempfile.TemporaryDirectory(prefix="snipsnap-bench-") as home:
        app = _app(home, (1280, 720), Tempo.FRANTIC)

        def make_table(game: int) -> Any:
            return _table(app, REACTION_LEVELS, True, seed + game)

        def driver(app: Any, table: Any, deadline: float) -> None:
            rng = random.Random(f"bench reaction {seed}")
            umpire = table.umpire
            registered, answered = _watch_calls(umpire)
            key = _key_event(app)
            seen: int | None = None
            while len(found) < samples and time.perf_counter() < deadline:
                if umpire.over or not app.running or app.top is not table:
                    return
                shown = umpire.shown_ns
                if shown is None or shown == seen:
                    time.sleep(0.0005)
                    continue
                seen = shown
                _sleep_until(shown + round(rng.uniform(*REACTION_MS) * NS_PER_MS))
                if umpire.shown_ns != shown:
                    continue  # (never at this tempo) the card was covered before the reaction was over
                before = len(table.records)
                answered.clear()
                posted = time.perf_counter_ns()
                pygame.event.post(key)
                # Wait without touching the GIL until the call is in; then for its verdict (a valid call is
                # judged once the dead-heat window has passed).
                if not answered.wait(_ANSWER_TIMEOUT_S):
                    return
                if not _wait_for(lambda: len(table.records) > before, _ANSWER_TIMEOUT_S):  # noqa: B023 (called at once)
                    return
                record = table.records[before]
                stamped = registered[-1][1]
                found.append(
                    ReactionSample(
                        (posted - shown) / NS_PER_MS, record.ms, str(record.kind.value), (stamped - posted) / NS_PER_MS
                    )
                )

        try:
            _drive(app, make_table, driver, lambda: len(found) >= samples, seconds)
        finally:
            app.audio.stop()
            pygame.display.quit()
    return found


# -- frames, in simulated time -----------------------------------------------------------------------------


def frame_times(size: tuple[int, int], seconds: float, seed: int = 1) -> list[float]:
    """Frame times (ms, update + draw) of the frames drawn while six computers play Snap at the frantic tempo,
    headless, in a window of `size` px, for `seconds` of simulated time at 60 frames a second (the deal
    included; frames with nothing new to draw are skipped by the table and not counted). As in the app, the
    table's card faces, backs and shadows are made before the game starts (at most 10 s)."""
    import pygame

    from game.input.tempo import Tempo

    frame_ms = 1000 / 60
    with tempfile.TemporaryDirectory(prefix="snipsnap-bench-") as home:
        app = _app(home, size, Tempo.FRANTIC)
        now = [0]
        app.clock_ns = lambda: now[0]
        table = _table(app, FRAME_LEVELS, False, seed)
        _push_ready(app, table)
        times: list[float] = []
        try:
            for _ in range(int(seconds * 60)):
                now[0] += round(frame_ms * NS_PER_MS)
                start = time.perf_counter()
                drew = app.step(frame_ms)
                elapsed = (time.perf_counter() - start) * 1000
                if not app.running or app.top is not table:
                    break  # the game is over: the results are shown
                if drew:
                    times.append(elapsed)
                    app.present()
        finally:
            app.autosave.flush()  # before the throwaway data folder goes
            app.audio.stop()
            pygame.display.quit()
        return times
