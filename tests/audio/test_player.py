"""The sound player (issue 14): every sound loads and plays on SDL's dummy audio driver, cues wait for their
moment on the audio thread, the settings silence what they turn off, each seat has its voice and a user's
recording replaces it, no audio device means silence and a line in the log; and the table asks for the
sounds its motion makes — never for moves re-played when a game is continued."""

from __future__ import annotations

import logging
import shutil
import time
from pathlib import Path

import pygame
import pytest

from game import replay
from game.audio.player import VOICE_CHANNELS, Audio, AudioSettings, Sound
from game.audio.voice_files import voice_key
from game.core.session import Controller, Seat
from game.games.snip_snap_snorum.table import SnipSnapSnorumTable
from game.paths import asset_path
from game.registry import game_spec
from game.scenes.results import ResultsScene
from game.scenes.settings import SettingsScene
from game.scenes.start import playing_on
from game.storage import Settings, Speed, Store
from tests.pilot import Pilot, make_app

SOUNDS = asset_path("sounds")


def started(settings: AudioSettings = AudioSettings(), voices: Path = Path("/nonexistent"), recordings: Path | None = None) -> Audio:
    audio = Audio(lambda: settings, SOUNDS, voices, recordings, voice_key).start()
    deadline = time.monotonic() + 5
    while not audio.ready and audio.off_because == "loading" and time.monotonic() < deadline:
        time.sleep(0.005)
    return audio


def sounding() -> list[int]:
    """The channels playing now (0 … VOICE_CHANNELS − 1 are the voices')."""
    return [i for i in range(pygame.mixer.get_num_channels()) if pygame.mixer.Channel(i).get_busy()]


def wait_for(condition, seconds: float = 3.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.002)
    return False


def test_every_sound_loads_and_plays_on_the_dummy_driver() -> None:
    """Issue 14: "loading every sound works with the dummy audio driver"; each plays on a channel that is not
    one of the voices'."""
    audio = started()
    try:
        assert audio.ready and audio.off_because == ""
        for sound in Sound:
            assert audio._sounds[sound], f"no file for {sound.value} in {SOUNDS}"
            audio.play(sound)
            assert wait_for(lambda: any(i >= VOICE_CHANNELS for i in sounding())), sound
            pygame.mixer.stop()
    finally:
        audio.stop()


def test_a_cue_waits_for_its_moment_and_the_settings_silence_what_they_turn_off() -> None:
    audio = started()
    try:
        audio.play(Sound.COIN, after_ms=60_000)
        assert audio.busy() and not wait_for(lambda: bool(sounding()), 0.2), "a minute early"
    finally:
        audio.stop()
    for settings in (AudioSettings(sounds=False), AudioSettings(voices=False)):
        audio = started(settings)
        try:
            audio.play(Sound.COIN) if not settings.sounds else audio.say("Snip!", 0)
            assert not audio.busy() and not wait_for(lambda: bool(sounding()), 0.1)
        finally:
            audio.stop()


def test_each_seat_speaks_in_its_voice_and_a_recording_replaces_them(tmp_path: Path) -> None:
    """Issue 14: a voice per seat, round the voices there are; the user's `voices/<call>.ogg` speaks for
    everyone."""
    voices = tmp_path / "voices"
    for name in ("a", "b"):
        (voices / "en" / name).mkdir(parents=True)
        shutil.copy(SOUNDS / "play-1.ogg", voices / "en" / name / "snip.ogg")
    mine = tmp_path / "mine"
    audio = started(voices=voices, recordings=mine)
    try:
        assert [audio.recording("Snip!", seat) for seat in range(3)] == [
            voices / "en" / "a" / "snip.ogg",
            voices / "en" / "b" / "snip.ogg",
            voices / "en" / "a" / "snip.ogg",
        ]
        assert audio.recording("Snap!", 0) is None, "a call with no recording is silent"
        audio.say("Snip!", 1)
        assert wait_for(lambda: 1 in sounding()), "seat 1 speaks on its own channel"
        mine.mkdir()
        shutil.copy(SOUNDS / "coin-1.ogg", mine / "snip.ogg")
        assert audio.recording("Snip!", 1) == mine / "snip.ogg"
    finally:
        audio.stop()


def test_the_calls_are_said_in_the_language_of_the_settings_by_its_own_voices(tmp_path: Path) -> None:
    """Issue 36: a Japanese player hears the Japanese voices (`voices/ja/<voice>/`), an English one the
    English voices; a language with no voices of its own hears the English ones; a call is said in the
    language it was asked in, even when the setting changes before it is heard."""
    voices = tmp_path / "voices"
    for language, names in (("en", ("af", "bm")), ("ja", ("jf", "jm", "jx"))):
        for name in names:
            (voices / language / name).mkdir(parents=True)
            shutil.copy(SOUNDS / "play-1.ogg", voices / language / name / "snip.ogg")
    settings = [AudioSettings(language="ja")]
    audio = Audio(lambda: settings[0], SOUNDS, voices, None, voice_key).start()
    try:
        assert wait_for(lambda: audio.ready)
        assert audio.voices() == {"en": 2, "ja": 3}
        assert [audio.recording("Snip!", seat).parent.name for seat in range(4)] == ["jf", "jm", "jx", "jf"]
        assert audio.recording("Snip!", 1, "en") == voices / "en" / "bm" / "snip.ogg"
        settings[0] = AudioSettings(language="fr")
        assert audio.recording("Snip!", 1) == voices / "en" / "bm" / "snip.ogg", "no French voices: English ones"
        settings[0] = AudioSettings(language="ja")
        audio.say("Snip!", 2, after_ms=60_000)
        settings[0] = AudioSettings(language="en")
        assert [cue.language for cue in audio._cues] == ["ja"]
    finally:
        audio.stop()


def test_no_audio_device_means_silence_and_a_line_in_the_log(monkeypatch, caplog) -> None:
    """Issue 14: with no audio device the app plays on without sound and logs that sound is off."""

    def no_device(*args, **kwargs) -> None:
        raise pygame.error("no available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    with caplog.at_level(logging.INFO, logger="game.audio.player"):
        audio = started()
        assert wait_for(lambda: audio.off_because != "loading")
    assert not audio.ready and audio.off_because.startswith("no audio device")
    audio.play(Sound.COIN)
    audio.say("Snip!", 0)
    assert not audio.busy()
    assert "sound is off: no audio device" in caplog.text
    audio.stop()


def test_the_app_hears_the_calls_in_the_language_it_shows(tmp_path: Path) -> None:
    """Issue 36: the calls are said in Settings › Language's language, read when each call is asked for."""
    from game.i18n import set_language
    from game.launch import start_audio

    app = make_app(Store(tmp_path))
    start_audio(app)
    try:
        set_language("ja")
        assert app.audio.settings().language == "ja"
        set_language("en")
        assert app.audio.settings().language == "en"
    finally:
        set_language("en")
        app.audio.stop()


def test_the_volume_and_switches_persist_and_the_volume_stops_at_its_ends(tmp_path: Path) -> None:
    """Issue 14: "volume settings persist"; Left at silent stays silent, Right at full stays full."""
    store = Store(tmp_path)
    store.save_settings(Settings(volume=30, sounds=False, voices=True))
    again = store.load_settings()
    assert (again.volume, again.sounds, again.voices) == (30, False, True)
    with pytest.raises(ValueError, match="volume"):
        Settings.from_json({"volume": 35})
    app = make_app(Store(tmp_path / "app"))
    app.settings.volume = 10
    scene = SettingsScene(app)
    app.push(scene)
    row = next(r for r in scene.form.rows if r.name == "volume")
    for _ in range(3):
        row.on_change(-1)
    assert app.settings.volume == 0 and row.value() == "Silent"
    for _ in range(12):
        row.on_change(1)
    assert app.settings.volume == 100


class Heard:
    """Stands in for the app's Audio: writes down what the table asks for, and when (the pilot's ms)."""

    def __init__(self, pilot: Pilot) -> None:
        self.pilot = pilot
        self.sounds: list[tuple[Sound, float]] = []
        self.calls: list[tuple[str, int]] = []

    def play(self, sound: Sound, after_ms: float = 0.0) -> None:
        self.sounds.append((sound, self.pilot.now_ns / 1e6 + after_ms))

    def say(self, words: str, seat: int, after_ms: float = 0.0) -> None:
        self.calls.append((words, seat))

    def stop(self) -> None:
        pass


def test_the_table_asks_for_the_sounds_its_motion_makes(tmp_path: Path) -> None:
    """Issue 14: a person hears every card dealt and played, every coin paid and every call spoken, in the
    caller's voice; and a continued game re-plays its moves in silence."""
    app = make_app(Store(tmp_path), Speed.NORMAL)
    pilot = Pilot(app)
    heard = Heard(pilot)
    app.audio = heard  # type: ignore[assignment]
    spec = game_spec("snip-snap-snorum")
    seats = [Seat(n, Controller.MEDIUM) for n in ("Ann", "Bob", "Cy", "Dot")]
    table = SnipSnapSnorumTable.new_game(app, spec, spec.preset("round-games"), seats, seed=3)
    app.push(table)
    for _ in range(8_000):
        pilot.step()
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    kinds = [sound for sound, _ in heard.sounds]
    assert kinds.count(Sound.DEAL) >= 20, "the first deal: 5 cards to each of four"
    assert kinds.count(Sound.PLAY) == len(table.session.moves)
    deal_times = sorted(t for sound, t in heard.sounds[:20] if sound is Sound.DEAL)
    assert len(set(deal_times)) == 20 and deal_times[-1] - deal_times[0] > 500, "one by one, not at once"
    assert Sound.COIN in kinds or Sound.POOL in kinds
    said = {words for words, _ in heard.calls}
    assert "Snip!" in said
    assert kinds[-1] is Sound.GAME_OVER
    snips = [seat for words, seat in heard.calls if words == "Snip!"]
    assert len(set(snips)) > 1, "each caller in their own voice (seat)"

    resumed = Heard(pilot)
    app.audio = resumed  # type: ignore[assignment]
    playing_on(app, replay.parse(replay.from_session(table.session)))
    assert resumed.sounds == [] and resumed.calls == []
