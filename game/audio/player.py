"""The app's sound (issue 14): the table's sounds and the calls spoken aloud, played by a thread of its own
so that no frame ever waits for them.

`Audio.start()` opens pygame's mixer and loads the sounds in the background; until they are loaded, and
wherever no audio device opens, `play` and `say` do nothing (the app plays on in silence and the log says
why). A cue asked for `after_ms` from now waits in a queue that the thread serves on time, so a 52-card
deal schedules its 52 swishes at once and hears each as its card leaves the pack.

Sounds: `assets/sounds/<sound>-<n>.ogg` (build_scripts/make_sounds.py), several variants of each, one
picked at random and played a little louder or softer, and never twice within `MIN_GAP_MS`, so a deal or a
20-coin payment sounds like hands at work. Voices: `assets/voices/<language>/<voice>/<key>.ogg`, a folder of
voices for each language the calls are said in ("en", "ja"; issue 36), one folder per voice; the language is
the app's (`AudioSettings.language`: a Japanese player hears Japanese voices, a language with no voices of its
own hears English ones); seat `s` speaks with the `s`-th voice of it (round the folders, in the order of their
names), on a channel of its own, so two players calling at once are both heard and one player's calls follow
one another. A recording in the user-data folder, `voices/<key>.ogg`, speaks that call for everyone instead.
Keys are `game.audio.voice_files.voice_key(words)`, the call's English words in every language.
"""

from __future__ import annotations

import heapq
import itertools
import logging
import os
import random
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any, Callable

import pygame

log = logging.getLogger(__name__)


class Sound(Enum):
    """The table's sounds, by the file stem of their variants."""

    DEAL = "deal"  # a card dealt
    PLAY = "play"  # a card put down on the table
    TURN = "turn"  # a card turned face up (Snap)
    COIN = "coin"  # a coin onto a player's stack
    POOL = "pool"  # a coin into the pool
    SWEEP = "sweep"  # cards captured and swept up
    FALSE_SNAP = "false-snap"  # a snap called with no match
    CORK = "cork"  # the cork snatched (Grab)
    GAME_OVER = "game-over"  # the end of a game


GAIN: dict[Sound, float] = {
    Sound.DEAL: 0.28,
    Sound.PLAY: 0.6,
    Sound.TURN: 0.5,
    Sound.COIN: 0.4,
    Sound.POOL: 0.45,
    Sound.SWEEP: 0.55,
    Sound.FALSE_SNAP: 0.35,
    Sound.CORK: 0.6,
    Sound.GAME_OVER: 0.5,
}
"""Each sound's level before the master volume (0–1): the files are all made equally loud, and a sound
heard fifty times a deal should be the softest."""

VOICE_GAIN = 1.0
MIN_GAP_MS = 28.0
"""The same sound is not started again within this many ms (a stagger of coins or cards closer than that
would only sound like one louder click)."""
VOICE_CHANNELS = 4
"""Channels kept for speech, one per seat round the table (more seats share them)."""
CHANNELS = 20
"""Channels in all: speech's, and the rest for sounds (a sound with no free channel is dropped)."""
LATE_MS = 150.0
"""A cue this late (it waited for the sounds to load) is dropped: heard after its card, it would mislead."""
FALLBACK_LANGUAGE = "en"
"""The voices heard in a language that has none of its own."""
KEEP_VOICES = 64
"""Spoken calls kept decoded (the rest are read again when next said)."""


@dataclass(order=True)
class _Cue:
    due_ns: int
    order: int
    sound: Sound | None = field(compare=False, default=None)
    words: str = field(compare=False, default="")
    language: str = field(compare=False, default="")
    seat: int = field(compare=False, default=0)


@dataclass(frozen=True)
class AudioSettings:
    """What the player reads, each time it plays: the master `volume` (0–100 per cent), whether `sounds`
    and `voices` are on, and the `language` the calls are said in (a code of game.i18n.LANGUAGES). The app
    passes a function returning the current ones (its saved settings)."""

    volume: int = 80
    sounds: bool = True
    voices: bool = True
    language: str = FALLBACK_LANGUAGE


class Audio:
    """The sound of the app. Make it with `settings` (a function returning the current `AudioSettings`),
    the `sounds_dir` and `voices_dir` of the assets, the user's own `recordings` folder (may not exist) and
    `key` (call words → file stem). Nothing happens until `start()`; `play`, `say` and `stop` are safe to
    call from the frame loop at any time, before or after."""

    def __init__(
        self,
        settings: Callable[[], AudioSettings],
        sounds_dir: Path,
        voices_dir: Path,
        recordings: Path | None,
        key: Callable[[str], str],
        clock_ns: Callable[[], int] = time.monotonic_ns,
    ) -> None:
        self.settings = settings
        self.sounds_dir = sounds_dir
        self.voices_dir = voices_dir
        self.recordings = recordings
        self.key = key
        self.clock_ns = clock_ns
        self.ready = False
        """True once the mixer is open and the sounds are loaded; until then cues are dropped."""
        self.off_because = "not started"
        """Why nothing is heard, when `ready` is False ("" once ready)."""
        self._cues: list[_Cue] = []
        self._order = itertools.count()
        self._wake = threading.Condition()
        self._running = False
        self._thread: threading.Thread | None = None
        self._sounds: dict[Sound, list[Any]] = {}
        self._voices: dict[str, list[Path]] = {}
        self._decoded: OrderedDict[Path, Any] = OrderedDict()
        self._last_start: dict[Sound, int] = {}
        self._rng = random.Random()  # only loudness and the choice of variant: nothing a game depends on

    # -- the frame loop's side ------------------------------------------------------------------

    def start(self) -> Audio:
        """Open the mixer and load the sounds on the audio thread; returns self. Idempotent."""
        if self._thread is None:
            self._running = True
            self.off_because = "loading"
            self._thread = threading.Thread(target=self._serve, name="audio", daemon=True)
            self._thread.start()
        return self

    def play(self, sound: Sound, after_ms: float = 0.0) -> None:
        """Play `sound` `after_ms` ms from now (if sounds are on). Asked while the sounds still load, it
        waits for them, unless it is then more than `LATE_MS` late."""
        if self._listening() and self.settings().sounds:
            self._queue(_Cue(self._due(after_ms), next(self._order), sound=sound))

    def say(self, words: str, seat: int, after_ms: float = 0.0, language: str = "") -> None:
        """Speak the call `words` in seat `seat`'s voice `after_ms` ms from now, in `language` ("": the
        settings' language when asked), if voices are on; a call without a recording is silent. Waits for
        loading as `play` does."""
        settings = self.settings()
        if self._listening() and settings.voices:
            said_in = language or settings.language
            self._queue(_Cue(self._due(after_ms), next(self._order), words=words, seat=seat, language=said_in))

    def _listening(self) -> bool:
        """Started, and not given up for want of a device."""
        return self._running and (self.ready or self.off_because == "loading")

    def stop(self) -> None:
        """Stop the audio thread and close the mixer (the app is closing)."""
        with self._wake:
            self._running = False
            self._wake.notify()
        if self._thread is not None:
            self._thread.join(timeout=1.0)

    def busy(self) -> bool:
        """Whether cues are waiting to be heard."""
        return bool(self._cues)

    def _due(self, after_ms: float) -> int:
        return self.clock_ns() + round(max(after_ms, 0.0) * 1e6)

    def _queue(self, cue: _Cue) -> None:
        with self._wake:
            heapq.heappush(self._cues, cue)
            self._wake.notify()

    # -- the audio thread -----------------------------------------------------------------------

    def _serve(self) -> None:
        if not self._open():
            return
        while True:
            with self._wake:
                while self._running and (not self._cues or self._cues[0].due_ns > self.clock_ns()):
                    wait = (self._cues[0].due_ns - self.clock_ns()) / 1e9 if self._cues else None
                    self._wake.wait(timeout=wait)
                if not self._running:
                    break
                cue = heapq.heappop(self._cues)
            if self.clock_ns() - cue.due_ns > LATE_MS * 1e6:
                continue  # asked for while the sounds loaded, and its moment has passed
            try:
                if cue.sound is not None:
                    self._sound(cue.sound)
                else:
                    self._speak(cue.words, cue.seat, cue.language)
            except pygame.error as error:  # a damaged file: say so once, keep playing the rest
                log.warning("could not play %s: %s", cue.sound or cue.words, error)
        pygame.mixer.quit()

    def _open(self) -> bool:
        """Open the mixer and load every sound; False (and the reason in `off_because`) when no device opens."""
        try:
            pygame.mixer.init(frequency=22_050, size=-16, channels=2, buffer=512)
        except pygame.error as error:
            log.info("sound is off: no audio device (%s)", error)
            with self._wake:
                self._cues.clear()
                self.off_because = f"no audio device ({error})"
            return False
        pygame.mixer.set_num_channels(CHANNELS)
        pygame.mixer.set_reserved(VOICE_CHANNELS)
        for sound in Sound:
            self._sounds[sound] = [pygame.mixer.Sound(str(p)) for p in sorted(self.sounds_dir.glob(f"{sound.value}-*.ogg"))]
        missing = [s.value for s, variants in self._sounds.items() if not variants]
        if missing:
            log.warning("no sound files for %s in %s", ", ".join(missing), self.sounds_dir)
        self._voices = _voice_folders(self.voices_dir)
        driver = os.environ.get("SDL_AUDIODRIVER", "")
        self.off_because = ""
        if driver == "dummy":
            log.info("sound is off: SDL's dummy audio driver plays to no device")
        self.ready = True
        return True

    def _sound(self, sound: Sound) -> None:
        variants = self._sounds.get(sound)
        now = self.clock_ns()
        if not variants or now - self._last_start.get(sound, -(10**18)) < MIN_GAP_MS * 1e6:
            return
        # Sound.play picks a free channel outside the voices' reserved ones (find_channel would not).
        channel = variants[self._rng.randrange(len(variants))].play()
        if channel is None:
            return  # every channel is sounding: one click fewer is never missed
        self._last_start[sound] = now
        channel.set_volume(self._master() * GAIN[sound] * self._rng.uniform(0.8, 1.0))

    def _speak(self, words: str, seat: int, language: str) -> None:
        path = self.recording(words, seat, language)
        if path is None:
            return
        voice = self._decoded.pop(path, None) or pygame.mixer.Sound(str(path))
        self._decoded[path] = voice
        while len(self._decoded) > KEEP_VOICES:
            self._decoded.popitem(last=False)
        channel = pygame.mixer.Channel(seat % VOICE_CHANNELS)
        if channel.get_busy():
            channel.queue(voice)  # after this seat's last call, as a person says one thing after another
        else:
            channel.play(voice)
        channel.set_volume(self._master() * VOICE_GAIN)

    def voices(self) -> dict[str, int]:
        """How many voices each language has (language code → voices), once the sounds are loaded."""
        return {language: len(folders) for language, folders in self._voices.items()}

    def recording(self, words: str, seat: int, language: str = "") -> Path | None:
        """The file that says `words` for seat `seat` in `language` ("": the settings'): the user's own
        recording if there is one, else the seat's voice's of that language (of `FALLBACK_LANGUAGE` when it
        has no voices); None when neither exists."""
        name = f"{self.key(words)}.ogg"
        if self.recordings is not None and (self.recordings / name).is_file():
            return self.recordings / name
        folders = self._voices.get(language or self.settings().language) or self._voices.get(FALLBACK_LANGUAGE)
        if not folders:
            return None
        path = folders[seat % len(folders)] / name
        return path if path.is_file() else None

    def _master(self) -> float:
        return max(0, min(100, self.settings().volume)) / 100.0


def _voice_folders(voices_dir: Path) -> dict[str, list[Path]]:
    """Each language folder of `voices_dir` → its voices' folders, in the order of their names."""
    if not voices_dir.is_dir():
        return {}
    found = {
        folder.name: sorted(p for p in folder.iterdir() if p.is_dir()) for folder in voices_dir.iterdir() if folder.is_dir()
    }
    return {language: voices for language, voices in found.items() if voices}


def silent() -> Audio:
    """An Audio that never starts: for an App made by tests and tools, which hear nothing."""
    return Audio(AudioSettings, Path(), Path(), None, lambda words: words)
