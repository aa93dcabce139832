"""Every call the games say aloud, for the voices to record (build_scripts/make_voices.py) and the self-test to
play: each game's own list (`GameSpec.calls`, its family's calls.py) and what every turn-based table says
(game/table/spoken.py); which are German; how each is said in Japanese; and one text per recording.

Pure: no pygame, no files. Texts that differ only in case and punctuation are one spoken call: Jig's "Snip" (a
caption without "!") and Snip-Snap-Snorum's "Snip!" share the key "snip" and one recording, the exclaimed
form (`game.audio.voice_files.voice_key` names each call's file).
"""

from __future__ import annotations

from game.audio.voice_files import voice_key
from game.games.jig.calls import german_calls
from game.readings import JAPANESE, Reading
from game.registry import GAMES as SPECS
from game.table import spoken

GAMES = (*SPECS, "table")
"""The keys of `calls_by_game()`: every game, and the turn-based table's own words."""

__all__ = ["GAMES", "Reading", "calls_by_game", "every_call", "german_calls", "japanese", "language"]


def calls_by_game() -> dict[str, list[str]]:
    """Each of `GAMES` -> the distinct texts it says, in the order first met (case and punctuation kept)."""
    gathered = {key: spec.calls() if spec.calls else [] for key, spec in SPECS.items()}
    gathered["table"] = spoken.calls()
    return {game: list(dict.fromkeys(texts)) for game, texts in gathered.items()}


def language(text: str) -> str:
    """"de" for a German call (Jig's German preset, `german_calls`), else "en"."""
    return "de" if text in german_calls() else "en"


def japanese(text: str) -> Reading:
    """How the call `text` is said in Japanese (game/readings.py, by its `voice_key`). Raises KeyError, naming
    the call, when it has no reading."""
    key = voice_key(text)
    if key not in JAPANESE:
        raise KeyError(f"the call {text!r} has no Japanese reading: add {key!r} to game/readings.py")
    return JAPANESE[key]


def _spoken(text: str) -> str:
    """A text as it sounds: its letters and digits, case folded."""
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def every_call() -> list[str]:
    """Every distinct call any game can say, sorted by `voice_key`, one text per key: of texts that differ only
    in case and punctuation ("Snip" at Jig, "Snip!" at Snip-Snap-Snorum) the one ending in "!" (else the first
    in order). Raises AssertionError when two calls that sound different would share a key."""
    by_key: dict[str, str] = {}
    for texts in calls_by_game().values():
        for text in texts:
            key = voice_key(text)
            kept = by_key.setdefault(key, text)
            assert _spoken(kept) == _spoken(text), f"{kept!r} and {text!r} would share the sound file {key!r}"
            if text.endswith("!") and not kept.endswith("!"):
                by_key[key] = text
    calls = [by_key[key] for key in sorted(by_key)]
    assert len({voice_key(c) for c in calls}) == len(calls)
    return calls
