"""The player's data folder: settings, saved replays, the history of finished games, and the log file.

Layout of the folder (`data_dir()`):
    settings.json     the `Settings`, written atomically; a broken one is set aside as settings.json.bad
    replays/          one replay file per saved game (game/replay.py format), never overwritten
    history.jsonl     one JSON line per finished game
    autosave.json     the game in progress, after its last move (game/autosave.py); set aside as .bad if broken
    reactions.jsonl   one JSON line per human call in Snap (game/games/snap/reaction_log.py)
    thirteens_history.json  every Thirteens patience played alone (game/games/thirteens/history.py)
    exports/          CSV files exported from the statistics screens (every game's record, Snap's reactions)
    snipsnap.log      the log (a windowed build has no terminal to print to)
"""

from __future__ import annotations

import json
import logging
import logging.handlers
import os
import sys
from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum
from pathlib import Path
from typing import Any, TypeVar

import platformdirs

from game.files import failure_reason, set_aside, write_json_atomically
from game.i18n import LANGUAGES
from game.input.bindings import Bindings
from game.input.row_keys import RowBindings
from game.input.tempo import Tempo
from game.ui.deck import CardSize, Deck

log = logging.getLogger(__name__)

E = TypeVar("E", bound=Enum)

HOME_VARIABLE = "SNIPSNAP_HOME"
LOG_FILE = "snipsnap.log"
_LOG_BYTES = 1_000_000  # the log rotates at this size, keeping two old files, so it never grows unbounded
_WINDOW_LIMITS = (200, 16384)  # px; a remembered window size outside this is a broken settings file


def data_dir() -> Path:
    """The folder for the player's data: `$SNIPSNAP_HOME` if set, else the platform's user-data folder
    (`~/.local/share/snipsnap` on Linux, `%LOCALAPPDATA%\\snipsnap` on Windows …). Not created here."""
    override = os.environ.get(HOME_VARIABLE)
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_data_dir("snipsnap", appauthor=False))


PRACTICE_LEVELS = ("toddler", "casual", "sharp", "expert", "reflex", "adaptive")
"""The computer levels "Practise Snap" offers (game/games/snap/reaction.py), slowest first."""


class Speed(Enum):
    """Game speed: how long animations and the computer's pauses take (DESIGN.md "Timing")."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"

    @property
    def scale(self) -> float:
        """The factor applied to every animation time and computer pause (0.0 = no animation at all)."""
        return _SPEED_SCALES[self]


_SPEED_SCALES = {Speed.SLOW: 1.6, Speed.NORMAL: 1.0, Speed.FAST: 0.55, Speed.INSTANT: 0.0}


VOLUMES = tuple(range(0, 101, 10))
"""The master volumes the settings offer, in per cent."""

TEXT_SCALES = (100, 125, 150, 175, 200)
"""The text sizes the settings offer, in per cent of the size each layout draws at (game/ui/fonts.py)."""


MAX_BROKER = 64
"""The longest broker address the settings keep (characters)."""


@dataclass
class Settings:
    """What the app remembers between runs.

    `window` is the windowed size in px (width, height); `seats` the seats of the last setup as
    [{"name": "Ann", "controller": "human" | "ai:easy" | …}] (empty: the setup screen's defaults);
    `game` and `preset` the last game chosen. For Snap (game/input/bindings.py): `tempo` of the automatic
    turns, `turn_by_key` (each human turns their own card with their Turn key instead), `bindings` the
    human seats' keys and whether game pads play; `practice_level` the computer level "Practise Snap" plays.
    For Thirteens (game/input/row_keys.py): `row_keys`, each human's row keys and up key and whether game pads play.
    `play_forced`: in Jig the table plays a human's forced card (the next of a sequence) by itself; off, the
    human plays every card. `reduce_motion`: the moments that move only for show (the winner's coins
    falling on the results screen) stay still and fade in instead (issue 10). Sound (issue 14): `volume` the
    master volume in per cent (0–100, in tens), `sounds` the table's sounds on, `voices` the calls spoken,
    `speak_log` each payment said aloud by its payer ("I pay two"), for players who cannot see the screen well.
    `screen_reader`: the log, your turn and the menus are sent to the system's screen reader (game/audio/reader.py).
    `language`: the code of the words shown (a key of `game.i18n.LANGUAGES`; "" follows the system's language).
    `deck`: the ordinary pack's faces (classic, four colours, large index, both); `card_size`: the tables' cards
    small, normal or large (game/ui/deck.py).
    `text_scale`: every text drawn at this per cent of its size (one of `TEXT_SCALES`, 100–200).
    `broker`: the MQTT broker a game between homes meets at across the internet (Settings › Online broker;
    "HOST:PORT" or "mqtts://HOST[:PORT]"); the Join screen's address to begin with ("": the host's
    own computer, on this network; issue 35).
    `reduce_motion` (issue 15) also makes every table's cards and coins fade in place instead of flying, and
    captions appear without bouncing (game/ui/motion.py). `high_contrast`: the high-contrast table, a plain
    black felt with pure white words on black plates and thick outlines (game/ui/theme.py; issue 15).
    """

    speed: Speed = Speed.NORMAL
    fullscreen: bool = False
    window: tuple[int, int] = (1280, 720)
    seats: list[dict[str, str]] = field(default_factory=list)
    game: str = "snip-snap-snorum"
    preset: str = "round-games"
    tempo: Tempo = Tempo.NORMAL
    turn_by_key: bool = False
    bindings: Bindings = field(default_factory=Bindings)
    row_keys: RowBindings = field(default_factory=RowBindings)
    practice_level: str = "casual"
    play_forced: bool = True
    reduce_motion: bool = False
    volume: int = 80
    sounds: bool = True
    voices: bool = True
    speak_log: bool = False
    language: str = ""
    screen_reader: bool = False
    deck: Deck = Deck.CLASSIC
    card_size: CardSize = CardSize.NORMAL
    text_scale: int = 100
    high_contrast: bool = False
    broker: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "speed": self.speed.value,
            "fullscreen": self.fullscreen,
            "window": list(self.window),
            "seats": [dict(s) for s in self.seats],
            "game": self.game,
            "preset": self.preset,
            "tempo": self.tempo.value,
            "turn_by_key": self.turn_by_key,
            "practice_level": self.practice_level,
            "bindings": self.bindings.to_json(),
            "row_keys": self.row_keys.to_json(),
            "play_forced": self.play_forced,
            "reduce_motion": self.reduce_motion,
            "volume": self.volume,
            "sounds": self.sounds,
            "voices": self.voices,
            "speak_log": self.speak_log,
            "language": self.language,
            "screen_reader": self.screen_reader,
            "deck": self.deck.value,
            "card_size": self.card_size.value,
            "text_scale": self.text_scale,
            "high_contrast": self.high_contrast,
            "broker": self.broker,
        }

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Settings from `to_json` output; missing keys take their defaults and unknown keys are ignored
        (a newer version may add some). Raises ValueError naming the first bad value."""
        if not isinstance(data, dict):
            raise ValueError("the settings are not a JSON object")
        settings = cls()
        if "speed" in data:
            settings.speed = _choice(data, "speed", Speed, "speed")
        if "fullscreen" in data:
            settings.fullscreen = _typed(data, "fullscreen", bool)
        if "window" in data:
            window = data["window"]
            low, high = _WINDOW_LIMITS
            if not (
                isinstance(window, list)
                and len(window) == 2
                and all(type(v) is int and low <= v <= high for v in window)
            ):
                raise ValueError(f"window must be [width, height] in px from {low} to {high}, not {window!r}")
            settings.window = (window[0], window[1])
        if "seats" in data:
            seats = data["seats"]
            from game.core.session import (
                Controller,  # the rules load after the window is up
            )

            controllers = {c.value for c in Controller}
            if not isinstance(seats, list) or not all(
                isinstance(s, dict)
                and isinstance(s.get("name"), str)
                and s.get("controller") in controllers
                for s in seats
            ):
                raise ValueError(f"seats must be a list of {{name, controller}}, not {seats!r}")
            settings.seats = [{"name": s["name"], "controller": s["controller"]} for s in seats]
        if "game" in data:
            settings.game = _typed(data, "game", str)
        if "preset" in data:
            settings.preset = _typed(data, "preset", str)
        if "tempo" in data:
            settings.tempo = _choice(data, "tempo", Tempo, "Snap tempo")
        if "turn_by_key" in data:
            settings.turn_by_key = _typed(data, "turn_by_key", bool)
        if "practice_level" in data:
            settings.practice_level = _typed(data, "practice_level", str)
            if settings.practice_level not in PRACTICE_LEVELS:
                raise ValueError(f"practice_level must be one of {', '.join(PRACTICE_LEVELS)}")
        if "bindings" in data:
            settings.bindings = Bindings.from_json(data["bindings"])
        if "row_keys" in data:
            settings.row_keys = RowBindings.from_json(data["row_keys"])
        if "play_forced" in data:
            settings.play_forced = _typed(data, "play_forced", bool)
        if "reduce_motion" in data:
            settings.reduce_motion = _typed(data, "reduce_motion", bool)
        if "volume" in data:
            settings.volume = _typed(data, "volume", int)
            if settings.volume not in VOLUMES:
                raise ValueError(f"volume must be a whole number of per cent from 0 to 100 in tens, not {settings.volume}")
        for key in ("sounds", "voices", "speak_log", "screen_reader"):
            if key in data:
                setattr(settings, key, _typed(data, key, bool))
        if "language" in data:
            settings.language = _typed(data, "language", str)
            if settings.language not in ("", *LANGUAGES):
                raise ValueError(f"language must be one of {', '.join(LANGUAGES)} (or empty: the system's), not {settings.language!r}")
        if "deck" in data:
            settings.deck = _choice(data, "deck", Deck, "deck of card faces")
        if "card_size" in data:
            settings.card_size = _choice(data, "card_size", CardSize, "card size")
        if "text_scale" in data:
            settings.text_scale = _typed(data, "text_scale", int)
            if settings.text_scale not in TEXT_SCALES:
                raise ValueError(f"text_scale must be one of {', '.join(map(str, TEXT_SCALES))} per cent, not {settings.text_scale}")
        if "high_contrast" in data:
            settings.high_contrast = _typed(data, "high_contrast", bool)
        if "broker" in data:
            settings.broker = _typed(data, "broker", str)
            if len(settings.broker) > MAX_BROKER:
                raise ValueError(f"broker must be HOST:PORT in at most {MAX_BROKER} characters")
        return settings


def _choice(data: dict[str, Any], key: str, kind: type[E], what: str) -> E:
    """`data[key]` as a member of the enum `kind`. Raises ValueError naming the unknown `what`."""
    try:
        return kind(data[key])
    except ValueError:
        raise ValueError(f"unknown {what} {data[key]!r}") from None


def _typed(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data[key]
    if type(value) is not kind:
        raise ValueError(f"{key} must be a {kind.__name__}, not {value!r}")
    return value


class Store:
    """The data folder at `root` (default: `data_dir()`). Folders are created when first written to."""

    def __init__(self, root: str | os.PathLike[str] | None = None) -> None:
        self.root = Path(root) if root is not None else data_dir()

    @property
    def settings_path(self) -> Path:
        return self.root / "settings.json"

    @property
    def replays_dir(self) -> Path:
        return self.root / "replays"

    @property
    def history_path(self) -> Path:
        return self.root / "history.jsonl"

    @property
    def log_path(self) -> Path:
        return self.root / LOG_FILE

    # -- settings -------------------------------------------------------------------------------

    def load_settings(self) -> Settings:
        """The saved settings, or the defaults when there are none.

        A file that is not valid JSON or holds a bad value is renamed to `settings.json.bad`
        (`.bad.1`, `.bad.2` … if that exists, so no earlier copy is lost), a warning is logged,
        and the defaults are returned. A file that cannot be read is left alone (warning, defaults).
        """
        path = self.settings_path
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return Settings()
        except OSError as e:
            log.warning("cannot read %s (%s); using the default settings", path, e.strerror or e)
            return Settings()
        try:
            return Settings.from_json(json.loads(raw.decode("utf-8")))
        except ValueError as e:  # JSONDecodeError and UnicodeDecodeError are ValueErrors too
            aside = self.set_aside(path)
            log.warning("%s is broken (%s); moved it to %s and using the default settings", path, e, aside.name)
            return Settings()

    def save_settings(self, settings: Settings) -> bool:
        """Write `settings` atomically (a crash never leaves half a file); True when written. Never raises on
        I/O: a failure (on Windows, the file held open by another program) is logged in one line and False
        returned; the old file stays whole and `settings` stay as they are in memory, for the next save."""
        try:
            write_json_atomically(self.settings_path, settings.to_json())
        except OSError as e:
            log.error(
                "could not write %s (%s): the settings are kept in memory, written with the next save",
                self.settings_path.name,
                failure_reason(e),
            )
            return False
        return True

    set_aside = staticmethod(set_aside)
    """Rename a broken file to `<name>.bad` (`.bad.1` …); see `game.files.set_aside`."""

    # -- replays and history ----------------------------------------------------------------------

    def save_replay(self, data: dict[str, Any], when: datetime | None = None) -> Path:
        """Save replay JSON `data` as `replays/<date>_<time>_<game>.json` (a `-2`, `-3` … suffix keeps an
        existing file from being overwritten), without an autosave's "hosted" (its invite code lets people in,
        game/replay.py); returns its path. `when` defaults to now. Raises OSError."""
        when = when or datetime.now()
        data = {key: value for key, value in data.items() if key != "hosted"}
        stem = f"{when:%Y-%m-%d_%H%M%S}_{_safe_name(str(data.get('game', 'game')))}"
        self.replays_dir.mkdir(parents=True, exist_ok=True)
        number = 1
        while True:
            path = self.replays_dir / (f"{stem}.json" if number == 1 else f"{stem}-{number}.json")
            try:
                # Creating the file exclusively claims the name, even against another running copy of the app.
                path.open("x").close()
                break
            except FileExistsError:
                number += 1
        write_json_atomically(path, data)
        return path

    def append_history(self, entry: dict[str, Any]) -> None:
        """Append `entry` (date, game, preset, seats, result, replay — see `history_entry`) as one JSON
        line to history.jsonl. Raises OSError."""
        self.root.mkdir(parents=True, exist_ok=True)
        with self.history_path.open("a", encoding="utf-8") as f:
            f.write(json.dumps(entry, ensure_ascii=False) + "\n")

    def history(self) -> list[dict[str, Any]]:
        """Every history entry, oldest first. Broken lines are skipped with a warning in the log."""
        try:
            lines = self.history_path.read_text(encoding="utf-8", errors="replace").splitlines()
        except FileNotFoundError:
            return []
        entries = []
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
            except json.JSONDecodeError as e:
                log.warning("%s line %d is broken (%s); skipped it", self.history_path.name, number, e.msg)
                continue
            if not isinstance(entry, dict):
                log.warning("%s line %d is not an object; skipped it", self.history_path.name, number)
                continue
            entries.append(entry)
        return entries

    def save_game(self, data: dict[str, Any], finished: bool) -> Path | None:
        """Save a game's replay JSON `data` from the table: a finished one with its history line, an unfinished
        one as a replay only. Never raises: a failure is logged (play must not stop) and None returned."""
        try:
            return self.record_game(data) if finished else self.save_replay(data)
        except OSError as e:
            log.error("could not save the game: %s", e)
            return None

    def record_game(self, data: dict[str, Any], when: datetime | None = None) -> Path:
        """Save a finished game's replay JSON `data` and add it to the history; returns the replay's path."""
        when = when or datetime.now()
        path = self.save_replay(data, when)
        self.append_history(history_entry(data, path.name, when))
        return path


def history_entry(data: dict[str, Any], replay_name: str, when: datetime) -> dict[str, Any]:
    """The history line for replay JSON `data` saved as `replay_name`:
    {"date": ISO time, "game", "preset", "seats": [{name, controller}], "result": {stacks, pool, winners},
    "replay": file name in replays/, "options": the options played (the stake: coins won or lost, game/records.py;
    lines written before it lack this key)}."""
    return {
        "date": when.isoformat(timespec="seconds"),
        "game": data.get("game"),
        "preset": data.get("preset"),
        "seats": data.get("seats"),
        "result": data.get("result"),
        "replay": replay_name,
        "options": data.get("options"),
    }


def _safe_name(text: str) -> str:
    """`text` reduced to letters, digits and dashes, so it is a file name on every platform."""
    return "".join(c if c.isalnum() or c == "-" else "-" for c in text) or "game"


class _PatientRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """A `RotatingFileHandler` that keeps appending when the rotation's rename is refused: on Windows while
    another program (a second copy of the app, a virus scanner) holds the log open. The stock handler would
    then try again for every record, drop it and print the error to stderr through `handleError`."""

    _retry_at = 0  # bytes: the size below which a refused rotation is not tried again

    def shouldRollover(self, record: logging.LogRecord) -> int:
        due = super().shouldRollover(record)
        # Trying the rename for every record while the file stays held would cost a close, renames and an
        # open per line, so a refused rotation waits until the file has grown by another maxBytes.
        return int(bool(due) and self.stream.tell() >= self._retry_at)

    def doRollover(self) -> None:
        try:
            super().doRollover()
        except OSError:
            if self.stream is None:  # closed for the rename; appending goes on in the same file
                self.stream = self._open()
            self._retry_at = self.stream.tell() + self.maxBytes
        else:
            self._retry_at = 0


def setup_logging(store: Store, verbose: bool = False) -> Path | None:
    """Send log records to `store`'s snipsnap.log (rotating at 1 MB; while the rotation is refused, appending
    to it) and, unless running as a built app, also warnings without tracebacks (everything, if `verbose`) to
    stderr. Calling it again replaces the handlers it added.

    Returns the log file's path, or None when the file cannot be opened (then stderr only, with a warning).
    """
    root = logging.getLogger()
    for handler in [h for h in root.handlers if getattr(h, "_snipsnap", False)]:
        root.removeHandler(handler)
        handler.close()
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    handlers: list[logging.Handler] = []
    if not getattr(sys, "frozen", False) and sys.stderr is not None:
        console = logging.StreamHandler(sys.stderr)
        console.setLevel(logging.DEBUG if verbose else logging.WARNING)
        console.setFormatter(logging.Formatter("snipsnap: %(levelname)s: %(message)s"))
        if not verbose:
            # A traceback goes to the file only: the command line reports the error in one line.
            console.addFilter(lambda record: not record.exc_info)
        handlers.append(console)
    failure: OSError | None = None
    try:
        store.root.mkdir(parents=True, exist_ok=True)
        to_file = _PatientRotatingFileHandler(
            store.log_path, maxBytes=_LOG_BYTES, backupCount=2, encoding="utf-8"
        )
        to_file.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        handlers.append(to_file)
    except OSError as e:
        failure = e
    for handler in handlers:
        handler._snipsnap = True  # type: ignore[attr-defined]
        root.addHandler(handler)
    if failure is not None:
        log.warning("cannot write the log file %s (%s)", store.log_path, failure.strerror or failure)
        return None
    return store.log_path
