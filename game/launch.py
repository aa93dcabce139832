"""Opening the window for the command line: play from the title, watch a replay, and time frames for the
bench. Kept apart from `game.app` so the App knows no scene and the scenes may name the App freely."""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING

import pygame

from game.app import FPS, App
from game.storage import Settings, Store

if TYPE_CHECKING:
    from game.replay import Replay


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

    from game.registry import game_spec
    from game.replay import ReplayError, check
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

    from game.core.session import Controller, Seat
    from game.registry import game_spec
    from game.scenes.start import table_class
    from game.storage import Speed
    from game.ui import theme
    from game.ui.card_art import CardArt
    from game.ui.layout import prepare_faces_for

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
