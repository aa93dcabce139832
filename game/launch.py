"""Opening the window for the command line: play from the title, watch a replay, and time frames for the
bench (a table of computer players; a host's table with a guest far away, issue 35). Kept apart from
`game.app` so the App knows no scene and the scenes may name the App freely."""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.app import FPS, App
from game.i18n import _
from game.name import TAGLINE, TITLE
from game.storage import Settings, Store

if TYPE_CHECKING:
    import threading

    from game.core.spec import GameSpec
    from game.online.guest import Seated
    from game.online.link import Link
    from game.replay import Replay

log = logging.getLogger(__name__)


def play(store: Store, resume: bool = False, probe: Callable[[str], None] | None = None) -> int:
    """Open the window at the title screen and play until the player quits; returns the exit status. With
    `resume` (`snipsnap --continue`), the game in progress plays on at once, as the title's Continue would;
    when there is none, the title shows (and the log says so).

    The window shows the title's felt and heading before the menus, rules and card art are imported, so it
    is up as fast as a bare window (`snipsnap bench`). `probe`, for the bench, is called with "first-frame"
    once that first frame is on screen and with "title" once the whole title is, and the app then quits.
    """
    app = App(store, store.load_settings())
    _first_frame(app)
    if probe is not None:
        probe("first-frame")
    start_audio(app)
    use_card_settings(app)
    from game.scenes.title import TitleScene

    title = TitleScene(app)
    app.push(title)
    if resume:
        if title.saved is None:
            log.warning("there is no game in progress to continue; showing the title")
        else:
            from game.scenes.start import continue_game

            continue_game(app, title.saved)
    if probe is None:
        return app.run()

    def report() -> None:
        probe("title")
        app.quit()

    return app.run(on_first_frame=report)


def print_probe(what: str) -> None:
    """The probe of `snipsnap --first-frame-probe` (for the bench): prints `what` and the resident memory
    now, in MiB ("first-frame 42.6")."""
    from game.process_stats import rss_mib

    print(f"{what} {rss_mib():.1f}", flush=True)


def _first_frame(app: App) -> None:
    """The title's backdrop and heading, on screen at once: what the window shows while the rest loads."""
    from game.ui import theme
    from game.ui.heading import draw_heading

    app.surface.blit(theme.table_background(app.size), (0, 0))
    draw_heading(app.surface, TITLE, _(TAGLINE))
    app.display.flip()


def watch(replay: Replay, store: Store) -> int:
    """Watch `replay` move by move in the window; returns the exit status: 2, with a one-line message, for a
    replay whose moves do not play (it is re-played headless first, so the window never meets a bad move)."""
    import sys

    from game.replay import ReplayError, check
    from game.scenes.start import watching

    try:
        check(replay)
    except ReplayError as e:
        print(f"snipsnap: the replay cannot be watched: {e}", file=sys.stderr)
        return 2
    app = App(store, store.load_settings())
    start_audio(app)
    use_card_settings(app)
    app.push(watching(app, replay))
    return app.run()


def use_card_settings(app: App) -> None:
    """Draw the cards in the faces and at the size the settings chose (game/ui/card_art.py): once the first
    frame is up, since the card art loads with the rules."""
    from game.ui.card_art import use_card_settings as use

    use(app.settings.deck, app.settings.card_size)


def start_audio(app: App) -> None:
    """Give `app` its sound (issue 14): the mixer opens and the sounds load on the audio thread, so the
    window does not wait; the player reads the app's settings each time it plays, and the calls are said in
    the app's language (issue 36). The user's own recordings are the data folder's `voices/<key>.ogg`. And its
    screen reader, which speaks only while Settings › Screen reader is on (game/audio/reader.py)."""
    from game.audio.player import Audio, AudioSettings
    from game.audio.voice_files import voice_key
    from game.i18n import language
    from game.paths import asset_path

    app.audio = Audio(
        lambda: AudioSettings(app.settings.volume, app.settings.sounds, app.settings.voices, language()),
        asset_path("sounds"),
        asset_path("voices"),
        app.store.root / "voices",
        voice_key,
    ).start()
    from game.audio.reader import Reader, system_output

    app.reader = Reader(lambda: app.settings.screen_reader, system_output)


def frame_times(
    size: tuple[int, int], seconds: float, hard: bool, game: str = "snip-snap-snorum", preset: str | None = None
) -> list[float]:
    """Frame times (ms, update + draw) while a computer game of `game` (`preset`, None: its default preset;
    5 seats, or as near as the game allows) plays at normal speed, headless.

    `size` is the window (px); `seconds` of play at 60 frames a second, with sound, paced in real time as
    the app is, so the card faces rasterised in the background get the time they have in the app. Without
    `hard` the seats are medium and every frame counts; with `hard` they are all hard and only the frames in
    which one of them is thinking count. Uses a throwaway data folder. As in the app, where the title screen
    has already drawn the baize at this size and had card faces rasterised in the background, the game
    starts once that is done (at most 10 s).
    """
    import tempfile

    from game.core.session import Controller, Seat
    from game.registry import game_spec
    from game.scenes.start import table_class
    from game.storage import Speed

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory() as home:
        app = App(Store(home), Settings(speed=Speed.NORMAL), size)
        start_audio(app)  # measured with the sounds and voices playing, as a person hears the game
        _as_after_the_title(app, size)
        level = Controller.HARD if hard else Controller.MEDIUM
        spec = game_spec(game)
        options = spec.preset(preset or spec.default_preset)
        low, high = spec.seat_range(options)
        seats = [Seat(f"Player {i + 1}", level) for i in range(max(low, min(5, high)))]
        table = table_class(spec).new_game(app, spec, options, seats, seed=1)
        app.push(table)
        times: list[float] = []
        due = time.perf_counter()
        for _i in range(int(seconds * FPS)):
            counts = not hard or table.thinking()
            start = time.perf_counter()
            app.step(1000 / FPS)
            if counts:
                times.append((time.perf_counter() - start) * 1000)
            if not app.running:
                break
            due += 1 / FPS
            time.sleep(max(0.0, due - time.perf_counter()))
        app.autosave.flush()  # before the throwaway data folder goes
        app.audio.stop()
        pygame.display.quit()
        return times


@dataclass
class Frames:
    """A table's frames: each one's time (ms, update + draw) and how many came each second (the loop paced at
    the app's 60 a second, as `App.run` paces it)."""

    ms: list[float]
    per_second: float


def late_frames(seconds: float, delay_ms: float = 150.0, size: tuple[int, int] = (1280, 720)) -> Frames:
    """The frames of the host's table for `seconds` of a game whose guest (seat 1, a thread playing the easy
    player's moves) is `delay_ms` away each way. Raises LinkError or BrokerError when the loopback broker cannot
    be used."""
    import random
    import tempfile
    import threading

    from game.core.session import Controller, Seat
    from game.online.broker import EmbeddedBroker
    from game.online.delayed import Delayed
    from game.online.figures import GAME, GUEST, Pair
    from game.online.link import BrokerAddress
    from game.online.referee import Referee
    from game.online.sessions import HostedSession
    from game.registry import game_spec
    from game.scenes.start import table_class
    from game.storage import Speed

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    key, preset, players = GAME
    spec = game_spec(key)
    with EmbeddedBroker() as broker, Pair(BrokerAddress(*broker.address)) as pair, tempfile.TemporaryDirectory() as home:
        seats = [
            Seat("Guest", Controller.HUMAN) if n == GUEST else Seat(f"Player {n}", Controller.MEDIUM) for n in range(players)
        ]
        session = HostedSession.new(spec, spec.preset(preset), seats, 1)
        assert isinstance(session, HostedSession)
        remote, seated = pair.seat(1)
        seated.link = Delayed(pair.guest, random.Random(1), (delay_ms, delay_ms))
        far_host = Delayed(pair.host, random.Random(2), (delay_ms, delay_ms))
        session.referee = Referee(far_host, session, [remote], now_ms=lambda: time.monotonic() * 1000.0)
        session.referee.start()
        app = App(Store(home), Settings(speed=Speed.NORMAL), size)
        _as_after_the_title(app, size)
        app.push(table_class(spec)(app, session))
        stop = threading.Event()
        guest = threading.Thread(target=_far_guest, args=(spec, seated, pair.guest, stop), daemon=True)
        guest.start()
        times: list[float] = []
        due = began = time.perf_counter()
        try:
            for _ in range(int(seconds * FPS)):
                start = time.perf_counter()
                app.step(1000 / FPS)
                times.append((time.perf_counter() - start) * 1000)
                due += 1 / FPS
                time.sleep(max(0.0, due - time.perf_counter()))
            per_second = len(times) / (time.perf_counter() - began)
        finally:
            stop.set()
            guest.join(5.0)
            app.autosave.flush()
            pygame.display.quit()
        return Frames(times, per_second)


def _as_after_the_title(app: App, size: tuple[int, int]) -> None:
    """As a table's frames are timed from: the baize drawn and the card faces rasterised at this size (at
    most 10 s), as the title screen leaves them in the app."""
    from game.ui import theme
    from game.ui.card_art import CardArt
    from game.ui.layout import prepare_faces_for

    theme.table_background(app.size)
    prepare_faces_for(size)
    deadline = time.perf_counter() + 10
    while CardArt.shared().busy() and time.perf_counter() < deadline:
        time.sleep(0.01)


def _far_guest(spec: GameSpec, seated: Seated, link: Link, stop: threading.Event) -> None:
    """A guest far away: answers each turn with the easy player's move, until `stop`."""
    import random

    rng = random.Random(2)
    while not stop.is_set():
        link.wait(0.02)
        for message in seated.poll():
            if "turn" in message:
                seated.play(spec.format_move(spec.choose("easy", message["turn"], rng)))
