"""Every call the games say aloud, gathered from the games' own data, and the file name of each call's sound.

Pure: no pygame, no files. `calls_by_game()` reads the words out of each family's presets and rules (the
Snip-Snap-Snorum `WORDS` and Earl of Coventry rhymes through `call_for`, Jig's presets, Snap's `call_word`,
the fishing games' calls, the Thirteens caller's `NUMBER_WORDS`), adding by hand only the few captions that
the tables write as literals (listed in `_AT_THE_TABLE` with where each is said). `every_call()` is their
union, one text per spoken call; `voice_key()` names a call's sound file (`assets/voices/<voice>/<key>.ogg`,
made by build_scripts/make_voices.py); `language()` tells which calls are German.

Texts that differ only in case and punctuation are one spoken call: Jig's "Snip" (a caption without "!") and
Snip-Snap-Snorum's "Snip!" share the key "snip" and one recording, the exclaimed form.
"""

from __future__ import annotations

import dataclasses
import random
import re
import unicodedata

from game.core.cards import Rank, full_pack
from game.core.rules import ShuffledPacks
from game.games.cassino import rules as cassino
from game.games.fishing.moves import value_plural, value_word
from game.games.jig import rules as jig
from game.games.snap.rules import Variant
from game.games.snap.words import call_word
from game.games.snip_snap_snorum import presets as sss
from game.games.snip_snap_snorum.rules import call_for
from game.games.snitchems import rules as snitchems
from game.games.thirteens.rules import NUMBER_WORDS

GAMES = ("snip-snap-snorum", "jig", "snap", "snitchems", "cassino", "thirteens", "table")
"""The keys of `calls_by_game()`: the six families, and the captions every turn-based table shows."""

_AT_THE_TABLE: dict[str, tuple[str, ...]] = {
    # game/games/snip_snap_snorum/rules.py: Called(seat, "Out!"), Called(seat, "Pass");
    # game/games/snip_snap_snorum/table.py: a Cavendish player who cannot match says "Can't match".
    "snip-snap-snorum": ("Out!", "Pass", "Can't match"),
    # game/games/snap/table.py: a player out says "Out!"; the banners "Dead heat!" and "Photo finish!".
    "snap": ("Out!", "Dead heat!", "Photo finish!"),
    # game/games/fishing/rules.py: a capture that clears the table is called "Sweep!" (Cassino scores it).
    "cassino": ("Sweep!",),
    # game/games/thirteens/table.py: "Too late!" (a card the pace placed) and "Out!" (all 52 up).
    "thirteens": ("Too late!", "Out!"),
    # game/table/turns.py: "Out of coins" / "Out of lives" (Motor's coins are lives), "Revoke!".
    "table": ("Out of coins", "Out of lives", "Revoke!"),
}
"""The captions the tables write as literals in their code (not data a rules module could give)."""

_GERMAN_JIG_PRESETS = ("german",)
"""Jig's presets whose calls are German (RULES.md §2: "Schnipp, Schnapp, Schnurr, Burr, Basilorum")."""


def _snip_snap_snorum() -> list[str]:
    """Each preset's calls for every position of a run and every rank (the Earl of Coventry's rhymes name it)."""
    found = []
    for options in sss.PRESETS.values():
        for position in range(1, 5):
            for rank in Rank:
                words = call_for(options, position, rank)
                if words:
                    found.append(words)
    for words in sss.WORDS.values():
        found.extend(words.calls)
    return found


def _jig_options() -> list[jig.Options]:
    """Every preset of Jig, and with Rex where a preset lets players set it."""
    every = list(jig.PRESETS.values())
    every += [dataclasses.replace(o, rex=True) for name, o in jig.PRESETS.items() if "rex" in jig.SETTABLE[name]]
    return every


def _jig_calls(options: jig.Options) -> list[str]:
    """A sequence's calls, each also as a stop ("Snap-Jig") but the last, which completes it (rules.py `_play`)."""
    found = []
    for position in range(1, options.sequence_length + 1):
        word = options.word(position)
        found.append(word)
        if position < options.sequence_length:
            found.append(word + jig.STOP_CALL)
    return found


def _jig() -> list[str]:
    return [c for options in _jig_options() for c in _jig_calls(options)] + [jig.OUT_CALL]


def _snap() -> list[str]:
    return [call_word(variant, centre) for variant in Variant for centre in (False, True)]


def _capture_call(value: int) -> str:
    """A capture by totals called by its value, as the fishing games' `_describe` call it ("Eight!")."""
    return f"{value_word(value).capitalize()}!"


def _cassino() -> list[str]:
    """"Pair!", a capture by totals called by the capturing card's value, "Building nines" for every value a
    build may have; with every preset's values (Royal Casino: courts 11–13, an ace 14). A total of table cards
    is at least 2, so a value below 2 only ever pairs."""
    found = ["Pair!"]
    for options in cassino.PRESETS.values():
        state = cassino.Cassino(options, 2, ShuffledPacks(random.Random(0)))
        values = sorted({state.capture_value(card) for card in full_pack()} - {0, 1})
        found += [_capture_call(v) for v in values] + [f"Building {value_plural(v)}" for v in values]
    return found


def _snitchems() -> list[str]:
    """A pairing ("Pair!", "Prial!") or a total of eight or ten ("Eight!", "Ten!")."""
    return [call for call, _ in snitchems._PAIRING.values()] + [_capture_call(t) for t in snitchems.TARGETS]


def _thirteens() -> list[str]:
    return [word + "!" for word in NUMBER_WORDS]


def calls_by_game() -> dict[str, list[str]]:
    """Each of `GAMES` -> the distinct texts it says, in the order first met (case and punctuation kept)."""
    gathered = {
        "snip-snap-snorum": _snip_snap_snorum(),
        "jig": _jig(),
        "snap": _snap(),
        "snitchems": _snitchems(),
        "cassino": _cassino(),
        "thirteens": _thirteens(),
        "table": spoken_log(),
    }
    for game, literals in _AT_THE_TABLE.items():
        gathered[game] += literals
    return {game: list(dict.fromkeys(texts)) for game, texts in gathered.items()}


SPOKEN_NUMBERS = (
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
)
"""The amounts a spoken log says (Settings "Speak the log"); a larger payment is shown, not said."""


LIVES_AT_MOST = 3
"""The most lives one payment costs in Motor: a run of four costs its third player 3 (RULES.md §1.4)."""


def spoken_payment(coins: int, lives: bool = False) -> str | None:
    """What a player says aloud for a payment they make, when the log is spoken: "I pay two"; in Motor, whose
    coins are lives (RULES.md §1.4), "I lose a life", "I lose two lives". None for an amount with no
    recording (beyond `SPOKEN_NUMBERS`, or `LIVES_AT_MOST` lives)."""
    if not 1 <= coins <= (LIVES_AT_MOST if lives else len(SPOKEN_NUMBERS)):
        return None
    if lives:
        return "I lose a life" if coins == 1 else f"I lose {SPOKEN_NUMBERS[coins - 1]} lives"
    return f"I pay {SPOKEN_NUMBERS[coins - 1]}"


def spoken_takings(coins: int, whole_pool: bool) -> str | None:
    """What a player says aloud for coins they take from the pool: "I take the pool" (the winner's), or "I
    take one" (a matched turn-up, RULES.md §1.1, the only other taking). None for any other amount."""
    if whole_pool:
        return "I take the pool"
    return "I take one" if coins == 1 else None


def spoken_log() -> list[str]:
    """Every phrase of the spoken log (`spoken_payment`, `spoken_takings`), for the voices to record."""
    paying = [spoken_payment(n) for n in range(1, len(SPOKEN_NUMBERS) + 1)]
    losing = [spoken_payment(n, lives=True) for n in range(1, LIVES_AT_MOST + 1)]
    return [p for p in paying + losing + [spoken_takings(1, False), spoken_takings(0, True)] if p is not None]


def german_calls() -> frozenset[str]:
    """The calls of Jig's German preset (with Rex), said in a German voice: "Schnipp", "Schnapp-Jig", …;
    "Out!", said in every preset, stays English."""
    german = jig.PRESETS[_GERMAN_JIG_PRESETS[0]]
    options = [o for o in _jig_options() if o.calls == german.calls]
    return frozenset(c for o in options for c in _jig_calls(o))


def language(text: str) -> str:
    """"de" for a German call (`german_calls`), else "en"."""
    return "de" if text in german_calls() else "en"


_TRANSLITERATION = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})


def voice_key(text: str) -> str:
    """The file-name slug of a call: ASCII, lowercase, words joined by "-" ("Snap Centre!" -> "snap-centre",
    "There's as good as seven can be!" -> "there-s-as-good-as-seven-can-be", "Schnürr" -> "schnuerr").
    Raises ValueError for a text with no letter or digit."""
    ascii_text = unicodedata.normalize("NFKD", text.translate(_TRANSLITERATION)).encode("ascii", "ignore").decode()
    key = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    if not key:
        raise ValueError(f"no sound file name for the call {text!r}")
    return key


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
