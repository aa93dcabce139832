"""`snipsnap --selftest`: prove an installed or built app works, without a screen.

It loads every asset, plays every sound once and speaks a call of every game in every voice of every language
(SDL's dummy audio driver when there is no sound card), draws every scene once off-screen, plays a computer game
of each kind at instant speed to the results screen, keeps a game in progress in the autosave and continues it, and
passes a sealed message between a host and a guest through an embedded broker. Prints one line per step and
returns 0, or names the first failure and returns 1.
It also loads the screen reader's library and says what it found; no screen reader need be running (CI
machines have none), but a built app without the library, or without its native libraries, fails.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Callable

log = logging.getLogger(__name__)

MAX_FRAMES = 200_000


def run(store: object | None = None) -> int:
    """Run the self-test in a throwaway data folder (the user's `store` is left untouched); returns 0 or 1."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory(prefix="snipsnap-selftest-") as home:
        for name, step in _steps(home):
            start = time.perf_counter()
            try:
                detail = step()
            except Exception as e:  # the self-test reports any failure as one line
                log.error("self-test step %r failed:\n%s", name, traceback.format_exc())
                print(f"selftest: FAILED at {name}: {type(e).__name__}: {e}")
                return 1
            print(f"selftest: {name}: ok ({(time.perf_counter() - start) * 1000:.0f} ms){detail}")
    print("selftest: all ok")
    return 0


def screen_reader() -> str:
    """The screen reader's library loads and looks for the system's screen readers. From a checkout without
    the [reader] extra that is only reported; a built app must carry the library and its native libraries
    (the Windows screen readers' DLLs in accessible_output2/lib). Raises RuntimeError when it does not."""
    from game.audio.reader import describe, library_version, system_output

    try:
        output = system_output()
    except ImportError as e:
        if getattr(sys, "frozen", False):
            raise RuntimeError(f"the package lacks the screen reader's library: {e}") from e
        return f" — accessible_output2 not installed ({e}): pip install -e \".[reader]\""
    import accessible_output2

    native = sorted((Path(accessible_output2.__file__).parent / "lib").glob("*.dll"))
    if not native:
        raise RuntimeError("accessible_output2's native libraries (accessible_output2/lib/*.dll) are missing")
    version = library_version() or "(version unknown)"
    return f" — accessible_output2 {version} loaded, {len(native)} DLLs; {describe(output)}"


def online() -> str:
    """Play between homes works here: an embedded broker on the loopback address, a host and a guest agreeing a
    key from an invite code through it and a sealed message across, then a whole game between them
    (game/online/check.py); and zeroconf, which finds tables on a network, loads."""
    from game.online import nearby  # noqa: F401  (zeroconf, bundled: tables on this network)
    from game.online.check import GAME, round_trip, whole_game

    trip = round_trip()
    moves, took = whole_game()
    return f" — broker, invite code, key and sealed message in {trip:.0f} ms; a game of {GAME[0]}, {moves} moves, in {took:.0f} ms"


def _steps(home: str) -> list[tuple[str, Callable[[], str]]]:
    import pygame

    from game.app import App
    from game.audio.player import silent
    from game.storage import Settings, Speed, Store

    store = Store(home)
    app = App(store, Settings(speed=Speed.INSTANT))

    def assets() -> str:
        from game.core.cards import full_pack
        from game.paths import asset_path
        from game.ui.card_art import CardArt
        from game.ui.fonts import font

        for bold in (False, True):
            for serif in (False, True):
                font(20, bold=bold, serif=serif)
        art = CardArt.shared()
        for card in full_pack(52):
            art.face(card, 120)
        art.back(120)
        pygame.image.load(str(asset_path("icon.png")))
        return " — 52 faces, back, 4 fonts, icon"

    def scenes() -> str:
        from game.games.snip_snap_snorum.table import SnipSnapSnorumTable
        from game.registry import game_spec
        from game.scenes.pause import PauseScene
        from game.scenes.results import ResultsScene
        from game.scenes.rules import RulesScene
        from game.scenes.settings import SettingsScene
        from game.scenes.setup import SetupScene, default_seats
        from game.scenes.title import TitleScene
        from game.table.handoff import HandoffScene

        spec = game_spec("snip-snap-snorum")
        table = SnipSnapSnorumTable.new_game(app, spec, spec.preset("round-games"), default_seats(), seed=1)
        made = [
            TitleScene(app),
            SetupScene(app),
            RulesScene(app, spec.key, "round-games"),
            SettingsScene(app),
            table,
            PauseScene(app, spec.key, "round-games", on_quit=lambda: None),
            HandoffScene(app, "Ann", on_ready=lambda: None, on_escape=lambda: None),
            ResultsScene(app, table.session),
        ]
        for scene in made:
            scene.resize(app.size)
            scene.draw(app.surface)
        width, height = app.size
        return f" — {len(made)} scenes in a {width}×{height} px window on SDL's {pygame.display.get_driver()} video driver"

    def computer_game(game: str, preset: str, changes: dict[str, object], levels: tuple[str, ...]) -> Callable[[], str]:
        """A step that plays a whole computer-only game of `game` at its table, one seat per level."""

        def play() -> str:
            from game.core.session import Controller, Seat
            from game.registry import game_spec
            from game.scenes.results import ResultsScene
            from game.scenes.start import table_for

            spec = game_spec(game)
            seats = [Seat(name, Controller(f"ai:{level}")) for name, level in zip(("Ada", "Bertie", "Clara", "Dora"), levels)]
            table = table_for(app, spec, spec.options_for(preset, changes), seats, seed=7)
            app.reset(table)
            for _ in range(MAX_FRAMES):
                app.step(16.0)
                if isinstance(app.top, ResultsScene):
                    session = app.top.session
                    return f" — {len(session.moves)} moves, winners {list(session.state.result().winners)}"
            raise RuntimeError(f"the {spec.title} game did not end within {MAX_FRAMES} frames")

        return play

    def kept_and_continued() -> str:
        """A game in progress is written to the autosave after its moves, found again, and continued."""
        from game.autosave import Autosave
        from game.core.session import Controller, Seat
        from game.registry import game_spec
        from game.scenes.start import continue_game, table_for

        spec = game_spec("jig")
        seats = [Seat(name, Controller.EASY) for name in ("Ada", "Bertie", "Clara")]
        table = table_for(app, spec, spec.preset("peel"), seats, seed=5)
        app.reset(table)
        for _ in range(MAX_FRAMES):
            app.step(16.0)
            if len(table.session.moves) >= 6:
                break
        app.autosave.flush()
        saved = Autosave(store).find()
        if saved is None or saved.replay.moves != table.session.moves:
            raise RuntimeError("the game in progress was not kept in the autosave")
        continue_game(app, saved)
        if app.top.session.moves != table.session.moves:
            raise RuntimeError("the continued game is not the one kept")
        app.autosave.clear()
        return f" — {len(saved.replay.moves)} moves kept, found and continued"

    def snap_game() -> str:
        import dataclasses

        from game.core.cards import full_pack
        from game.core.session import Controller, Seat
        from game.games.snap.stats import StatsScene
        from game.games.snap.table import SnapTableScene
        from game.registry import game_spec
        from game.scenes.keytest import KeyTestScene
        from game.scenes.results import ResultsScene
        from game.ui.card_art import CardArt, PackStyle

        pictures = CardArt.shared(PackStyle.SNAP)
        for card in full_pack(52)[:13]:
            pictures.face(card, 120)
        for scene in (KeyTestScene(app, ["Ann", "Bob"]), StatsScene(app)):
            scene.resize(app.size)
            scene.draw(app.surface)
        spec = game_spec("snap")
        options = dataclasses.replace(spec.preset("grab"), turn_limit=30)
        seats = [Seat("Rex", Controller.REFLEX), Seat("Tot", Controller.TODDLER)]
        now = [0]
        app.clock_ns = lambda: now[0]
        table = SnapTableScene.new_game(app, spec, options, seats, seed=3)
        app.reset(table)
        for _ in range(MAX_FRAMES):
            now[0] += 16_000_000
            if app.step(16.0):
                app.present()
            if isinstance(app.top, ResultsScene):
                return f" — {table.state.turns} turns, 13 pictures, key test and statistics drawn"
        raise RuntimeError(f"the Snap game did not end within {MAX_FRAMES} frames")

    def sound() -> str:
        """Every sound played once, and a call of every game decoded and spoken in each voice of every
        language (issue 36), on the audio thread."""
        from game.audio.player import Sound
        from game.calls import calls_by_game
        from game.i18n import LANGUAGES
        from game.launch import start_audio

        start_audio(app)
        audio = app.audio
        deadline = time.perf_counter() + 10
        while not audio.ready and time.perf_counter() < deadline:
            if audio.off_because not in ("loading", "not started"):
                return f" — sound is off: {audio.off_because}"
            time.sleep(0.01)
        if not audio.ready:
            raise RuntimeError("the sounds did not load within 10 s")
        for number, kind in enumerate(Sound):
            audio.play(kind, after_ms=40.0 * number)
        calls = [said[0] for said in calls_by_game().values()]
        voices = audio.voices()
        if set(voices) != set(LANGUAGES):
            raise RuntimeError(f"voices for {', '.join(sorted(voices)) or 'no language'}, not for every language")
        for language, count in sorted(voices.items()):
            for seat in range(count):
                for call in calls:
                    path = audio.recording(call, seat, language)
                    if path is None:
                        raise RuntimeError(f"no recording of {call!r} in {language} voice {seat + 1}")
                    pygame.mixer.Sound(str(path))  # decoded here, since a seat's channel may skip a queued call
                    audio.say(call, seat, language=language)
        while (audio.busy() or pygame.mixer.get_busy()) and time.perf_counter() < deadline:
            time.sleep(0.01)
        audio.stop()
        app.audio = silent()
        said = ", ".join(f"{count} {language}" for language, count in sorted(voices.items()))
        return f" — {len(Sound)} sounds, {len(calls)} calls in each voice ({said})"

    def japanese() -> str:
        """The Japanese catalogue and font are in the package: the title and the statistics drawn in Japanese."""
        from game.i18n import _, set_language
        from game.scenes.records import RecordsScene
        from game.scenes.title import TitleScene
        from game.ui.fonts import font, font_file

        try:
            if set_language("ja") != "ja" or _("New game") == "New game":
                raise RuntimeError("the Japanese catalogue did not load")
            if "Noto" not in font_file():
                raise RuntimeError(f"Japanese is drawn with {font_file()}, not the Japanese font")
            font(20).render(_("New game"), True, (0, 0, 0))  # raises if the font file is not in the package
            for scene in (TitleScene(app), RecordsScene(app)):
                scene.resize(app.size)
                scene.draw(app.surface)
            return f" — {_('New game')}, the title and the statistics drawn"
        finally:
            set_language("en")

    return [
        ("assets", assets),
        ("screen reader", screen_reader),
        ("japanese", japanese),
        ("sound", sound),
        ("scenes", scenes),
        ("computer game", computer_game("snip-snap-snorum", "round-games", {}, ("medium",) * 4)),
        ("jig", computer_game("jig", "german", {"deals": 1, "dead_cards": 2, "pool": True}, ("hard", "medium", "easy", "easy"))),
        ("snitchems", computer_game("snitchems", "sporting-magazine", {"wins": 1}, ("hard", "easy", "medium"))),
        ("cassino", computer_game("cassino", "royal", {}, ("hard", "medium", "easy", "medium"))),
        ("thirteens", computer_game("thirteens", "thirteens", {"auto_foundation": False, "rows": 5}, ("hard", "medium", "easy"))),
        ("snap", snap_game),
        ("continue", kept_and_continued),
        ("online", online),
    ]
