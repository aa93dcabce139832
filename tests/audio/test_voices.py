"""The calls spoken aloud (issue 14): every call of every game has a recording in every voice
(assets/voices/<voice>/<key>.ogg, made by build_scripts/make_voices.py), each a small mono Ogg Vorbis file
that pygame's mixer loads, and the list of calls is gathered from each game's own words."""

from __future__ import annotations

import ast
import re
import struct
from pathlib import Path

import pytest

from game.audio.voice_files import voice_key
from game.calls import GAMES, calls_by_game, every_call, german_calls, language
from game.core.cards import Rank
from game.games.jig import rules as jig
from game.games.snap.rules import Variant
from game.games.snap.words import call_word
from game.games.snip_snap_snorum import presets as sss
from game.games.snip_snap_snorum.rules import call_for
from game.games.thirteens.rules import NUMBER_WORDS

ROOT = Path(__file__).resolve().parents[2]
VOICES = ROOT / "assets" / "voices"
VOICE_FOLDERS = sorted(p for p in VOICES.iterdir() if p.is_dir()) if VOICES.is_dir() else []
CALLS = every_call()
KEYS = {voice_key(c) for c in CALLS}


def keys_of(texts) -> set[str]:
    return {voice_key(t) for t in texts}


# --- the calls -------------------------------------------------------------------------------------------------


def test_keys_are_unique_ascii_slugs() -> None:
    assert len(KEYS) == len(CALLS)
    assert all(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", k) for k in KEYS)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Snip!", "snip"),
        ("Snap Centre!", "snap-centre"),
        ("There's as good as seven can be!", "there-s-as-good-as-seven-can-be"),
        ("Snore 'em!", "snore-em"),
        ("Schnapp-Jig", "schnapp-jig"),
        ("Schnürr Größe", "schnuerr-groesse"),
    ],
)
def test_voice_key(text: str, key: str) -> None:
    assert voice_key(text) == key


def test_texts_differing_only_in_punctuation_are_one_call_said_with_its_exclamation() -> None:
    assert "Snip!" in CALLS and "Snip" not in CALLS  # Jig's "Snip" and Snip-Snap-Snorum's "Snip!"
    assert voice_key("Snip") == voice_key("Snip!")


def test_every_game_says_something() -> None:
    by_game = calls_by_game()
    assert set(by_game) == set(GAMES)
    assert all(by_game[game] for game in GAMES)
    assert all(keys_of(texts) <= KEYS for texts in by_game.values())


def test_snip_snap_snorum_calls_and_rhymes_of_every_preset_and_rank() -> None:
    for options in sss.PRESETS.values():
        for position in range(1, 5):
            for rank in Rank:
                words = call_for(options, position, rank)
                assert words is None or voice_key(words) in KEYS, words
    assert "there-s-as-good-as-seven-can-be" in KEYS and "there-s-an-ace-as-good-as-he" in KEYS
    assert keys_of(c for w in sss.WORDS.values() for c in w.calls) <= KEYS


def test_jig_calls_of_every_preset_with_stops_and_rex() -> None:
    for options in jig.PRESETS.values():
        assert keys_of(options.calls) <= KEYS, options.preset
        assert keys_of(c + jig.STOP_CALL for c in options.calls[:-1]) <= KEYS, options.preset
    assert {"schnipp", "schnapp", "schnurr", "burr", "basilorum", "rex", "schnapp-jig", "jingo"} <= KEYS
    assert voice_key(jig.OUT_CALL) in KEYS


def test_the_german_calls_are_german_and_only_they() -> None:
    german = jig.PRESETS["german"].calls
    assert set(german) <= german_calls() and "Rex" in german_calls()
    assert all(language(c) == "de" for c in german)
    assert language("Snip!") == language("Out!") == language("Snap-Jig") == "en"


def test_snap_grab_thirteens_and_the_fishing_games() -> None:
    assert keys_of(call_word(v, centre) for v in Variant for centre in (False, True)) <= KEYS
    assert {"snap", "snap-centre", "grab", "centre", "dead-heat"} <= KEYS
    assert keys_of(w + "!" for w in NUMBER_WORDS) <= KEYS
    assert {"sweep", "pair", "prial", "eight", "ten", "building-nines", "fourteen"} <= KEYS
    assert {"out", "pass", "revoke", "can-t-match", "too-late", "out-of-lives"} <= KEYS


def _literal_calls() -> set[str]:
    """Every string literal a module of game/ hands to `Called(seat, "…")` or a table's `_say(seat, "…")`,
    also marked for the catalogue (`_say(seat, N_("…"))`), chosen by a condition (`N_("…") if … else N_("…")`)
    or named by a constant of the module (`LEAVING = N_("…")`, then `Called(seat, LEAVING)`)."""
    found = set()
    for path in (ROOT / "game").rglob("*.py"):
        module = ast.parse(path.read_text(encoding="utf-8"))
        constants = {
            target.id: node.value
            for node in module.body
            if isinstance(node, ast.Assign)
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        for node in ast.walk(module):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in ("Called", "_say"):
                found |= _literals(node.args[1], constants)
    return found


def _literals(words: ast.expr, constants: dict[str, ast.expr]) -> set[str]:
    """The strings `words` can be: a literal, a literal marked `N_("…")`, either branch of a condition, or the
    module's constant of that name holding one of these."""
    if isinstance(words, ast.Constant) and isinstance(words.value, str):
        return {words.value}
    if isinstance(words, ast.Call) and getattr(words.func, "id", "") == "N_" and words.args:
        return _literals(words.args[0], constants)
    if isinstance(words, ast.IfExp):
        return _literals(words.body, constants) | _literals(words.orelse, constants)
    if isinstance(words, ast.Name) and words.id in constants:
        return _literals(constants.pop(words.id), constants)  # popped: a constant is read once, never in a loop
    return set()


def test_every_literal_call_in_the_code_is_among_the_calls() -> None:
    literals = _literal_calls()
    assert {"Out!", "Pass", "Revoke!", "I have to go!"} <= literals  # the scan finds them, through a constant too
    assert keys_of(literals) <= KEYS, sorted(keys_of(literals) - KEYS)


CALL_MODULES = sorted(
    [ROOT / "game" / "calls.py", ROOT / "game" / "table" / "spoken.py", ROOT / "game" / "audio" / "voice_files.py"]
    + list((ROOT / "game" / "games").glob("*/calls.py"))
)


def test_every_family_keeps_its_calls() -> None:
    families = {p.parent.name for p in (ROOT / "game" / "games").glob("*/spec.py")}
    assert {p.parent.name for p in CALL_MODULES if p.name == "calls.py" and p.parent.parent.name == "games"} == families


@pytest.mark.parametrize("path", CALL_MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_calls_modules_are_pure(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    imported = {
        (n.module if isinstance(n, ast.ImportFrom) else a.name).split(".")[0]
        for n in ast.walk(ast.parse(source))
        if isinstance(n, (ast.Import, ast.ImportFrom))
        for a in n.names
    }
    assert not imported & {"pygame", "os", "pathlib", "io", "time", "subprocess"}


# --- the recordings --------------------------------------------------------------------------------------------


def test_there_are_several_voices() -> None:
    assert len(VOICE_FOLDERS) >= 2, "assets/voices/ holds too few voices: run build_scripts/make_voices.py"


def test_the_list_the_voices_were_made_from_is_every_call() -> None:
    rows = [line.split("\t") for line in (VOICES / "calls.txt").read_text(encoding="utf-8").splitlines()
            if line and not line.startswith("#")]
    assert [(v_key, lang, text) for v_key, lang, text in rows] == [(voice_key(c), language(c), c) for c in CALLS], (
        "the calls changed: run build_scripts/make_voices.py"
    )


@pytest.mark.parametrize("folder", VOICE_FOLDERS, ids=lambda p: p.name)
def test_every_call_has_a_recording_in_every_voice_and_nothing_else_is_there(folder: Path) -> None:
    present = {p.stem for p in folder.glob("*.ogg")}
    assert not KEYS - present, f"no recording in {folder.name}: {sorted(KEYS - present)}"
    assert not present - KEYS, f"recordings of no call in {folder.name}: {sorted(present - KEYS)}"
    assert {p.name for p in folder.iterdir()} == {f"{k}.ogg" for k in KEYS}


def _vorbis_header(path: Path) -> tuple[int, int]:
    """(channels, sample rate) from an Ogg Vorbis file's identification header. Raises AssertionError."""
    data = path.read_bytes()[:200]
    assert data[:4] == b"OggS", f"{path.name} is not an Ogg file"
    at = data.find(b"\x01vorbis")
    assert at > 0, f"{path.name} is not Ogg Vorbis"
    channels, rate = struct.unpack_from("<BI", data, at + 11)
    return channels, rate


@pytest.mark.parametrize("folder", VOICE_FOLDERS, ids=lambda p: p.name)
def test_each_recording_is_a_small_mono_vorbis_that_the_mixer_loads(folder: Path) -> None:
    import pygame

    # SDL's dummy audio driver (tests/conftest.py) opens a device that plays nowhere: Sound decodes for real.
    pygame.mixer.init(frequency=22050, size=-16, channels=1)
    try:
        for path in sorted(folder.glob("*.ogg")):
            assert _vorbis_header(path) == (1, 22050), path.name
            assert path.stat().st_size < 40_000, path.name
            length = pygame.mixer.Sound(str(path)).get_length()
            assert 0.1 < length < 3.5, f"{folder.name}/{path.name} lasts {length:.2f} s"
    finally:
        pygame.mixer.quit()


def test_the_voices_folder_says_where_the_voices_come_from() -> None:
    readme = (VOICES / "README.md").read_text(encoding="utf-8")
    assert "Festival" in readme and "Licences" in readme
    notices = (VOICES / "LICENSE").read_text(encoding="utf-8")
    for voice in ("slt", "kal", "ked"):
        assert voice in notices, f"no notice for the voice {voice}"
