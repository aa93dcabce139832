"""The calls spoken aloud (issues 14 and 36): every call of every game has a recording in every voice of
every language (assets/voices/<language>/<voice>/<key>.ogg, made by build_scripts/make_voices.py), each a small
mono Ogg Vorbis file that pygame's mixer loads; the list of calls is gathered from each game's own words, and
every call has a Japanese reading that the Japanese files were made from."""

from __future__ import annotations

import ast
import re
import struct
from pathlib import Path

import pytest

from game.audio.voice_files import voice_key
from game.calls import GAMES, calls_by_game, every_call, german_calls, japanese, language
from game.core.cards import Rank
from game.games.jig import rules as jig
from game.games.snap.rules import Variant
from game.games.snap.words import call_word
from game.games.snip_snap_snorum import presets as sss
from game.games.snip_snap_snorum.rules import call_for
from game.games.thirteens.rules import NUMBER_WORDS
from game.i18n import LANGUAGES
from game.readings import JAPANESE

ROOT = Path(__file__).resolve().parents[2]
VOICES = ROOT / "assets" / "voices"
VOICE_FOLDERS = sorted(p for p in VOICES.glob("*/*") if p.is_dir())
"""Every voice of every language: assets/voices/<language>/<voice>."""
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
    + [ROOT / "game" / "readings.py"]
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


def test_every_language_has_four_voices_that_differ_by_seat() -> None:
    """Issue 36: four English and four Japanese voices, so each seat at a table of four sounds different.
    Every language the app shows has voices of its own (the player's English fallback is for a build
    without them)."""
    languages = {p.parent.name for p in VOICE_FOLDERS}
    assert languages == set(LANGUAGES), "run build_scripts/make_voices.py"
    for code in languages:
        voices = [p for p in VOICE_FOLDERS if p.parent.name == code]
        assert len(voices) == 4, code
        assert len({(voice / "snip.ogg").read_bytes() for voice in voices}) == 4, f"two {code} voices are one"


# --- the Japanese readings -------------------------------------------------------------------------------------


def test_every_call_and_no_other_has_a_japanese_reading() -> None:
    assert set(JAPANESE) == KEYS, (sorted(KEYS - set(JAPANESE)), sorted(set(JAPANESE) - KEYS))


@pytest.mark.parametrize(
    ("call", "said", "kana"),
    [
        ("Snip!", "スニップ！", "スニップ"),
        ("Nobble!", "・ノブル！", "ノブル"),  # without the (silent) ・ the reader hears ノ and ブル
        ("Snap!", "スナップ！", "スナップ"),
        ("Snorum!", "スノーラム！", "スノーラム"),
        ("Schnurr-Jig", "シュヌル・ジグ", "シュヌルジグ"),
        ("Basilorum", "バジロールム", "バジロールム"),
        ("I pay seven", "ナナ枚払います。", "ナナマイハライマス"),
        ("Fourteen!", "ジュウヨン！", "ジュウヨン"),
        ("There's as good as queen can be!", "クイーンなら、これが一番！", "クイーンナラコレガイチバン"),
        ("There's an eight as good as he!", "負けないハチがここに！", "マケナイハチガココニ"),
        ("Building twelves", "ジュウニのビルド", "ジュウニノビルド"),
    ],
)
def test_japanese_readings_of_the_traditional_words_the_numbers_and_the_rhymes(call: str, said: str, kana: str) -> None:
    """Issue 36: the traditional words in katakana as a Japanese player says them, Jig's German as well."""
    reading = JAPANESE[voice_key(call)]
    assert (reading.text, reading.kana) == (said, kana)


def test_a_call_without_a_japanese_reading_is_named() -> None:
    assert japanese("Snip") == japanese("Snip!") == JAPANESE["snip"]
    with pytest.raises(KeyError, match="'Hurrah!' has no Japanese reading: add 'hurrah' to game/readings.py"):
        japanese("Hurrah!")


def _made_from(language: str) -> dict[str, list[tuple[str, str, str, str]]]:
    """<language>/phonemes.txt: key → its lines (voices, text said, kana read, phonemes)."""
    made: dict[str, list[tuple[str, str, str, str]]] = {}
    for line in (VOICES / language / "phonemes.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            key, voices, text, kana, phonemes = line.split("\t")
            made.setdefault(key, []).append((voices, text, kana, phonemes))
    return made


def test_each_japanese_file_was_made_from_its_reading_as_the_reader_read_it() -> None:
    """Issue 36: the phonemes each Japanese file was made from are listed beside it, with the kana the
    Japanese reader read (the build stops on a misread); they are today's readings, in every voice."""
    made = _made_from("ja")
    voices = {p.name for p in VOICE_FOLDERS if p.parent.name == "ja"}
    assert set(made) == KEYS, "the readings changed: run build_scripts/make_voices.py"
    for key, lines in made.items():
        assert {v for voices_, *_ in lines for v in voices_.split(",")} == voices, key
        for _, text, kana, phonemes in lines:
            assert (text, kana) == (JAPANESE[key].text, JAPANESE[key].kana), "run build_scripts/make_voices.py"
            assert phonemes and not re.search(r"[A-Z]", phonemes), (key, phonemes)
    assert made["snip"][0][3] == "sɨɲiʔpɯ!"


def test_each_english_file_was_made_from_the_call_itself() -> None:
    made = _made_from("en")
    voices = {p.name for p in VOICE_FOLDERS if p.parent.name == "en"}
    assert set(made) == KEYS
    for key, lines in made.items():
        assert {v for voices_, *_ in lines for v in voices_.split(",")} == voices, key
    by_key = {voice_key(c): c for c in CALLS}
    assert all(text == by_key[key] for key, lines in made.items() for _, text, _, _ in lines)
    assert {p for _, _, _, p in made["snip"]} == {"snˈɪp!"}
    assert not any("❓" in p for lines in made.values() for _, _, _, p in lines), "a word said as misaki's unknown"


def test_the_list_the_voices_were_made_from_is_every_call() -> None:
    rows = [line.split("\t") for line in (VOICES / "calls.txt").read_text(encoding="utf-8").splitlines()
            if line and not line.startswith("#")]
    assert [(v_key, lang, text) for v_key, lang, text in rows] == [(voice_key(c), language(c), c) for c in CALLS], (
        "the calls changed: run build_scripts/make_voices.py"
    )


@pytest.mark.parametrize("folder", VOICE_FOLDERS, ids=lambda p: f"{p.parent.name}/{p.name}")
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


@pytest.mark.parametrize("folder", VOICE_FOLDERS, ids=lambda p: f"{p.parent.name}/{p.name}")
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
    assert "Kokoro" in readme and "Licences" in readme
    notices = (VOICES / "LICENSE").read_text(encoding="utf-8")
    assert "Apache License" in notices and "hexgrad" in notices and "kokoro-onnx" in notices
    for voice in VOICE_FOLDERS:
        assert voice.name in readme, f"the README does not name the voice {voice.name}"


def test_the_voice_builder_stops_in_one_line_on_what_it_cannot_do(tmp_path: Path) -> None:
    """build_scripts/make_voices.py with a voice no engine has: one line on standard error, exit status 2,
    nothing written (checked before the engine is looked for, so the same without one, as in CI)."""
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, str(ROOT / "build_scripts" / "make_voices.py"), "--out", str(tmp_path / "v"), "--voices", "nobody"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and done.stderr.startswith("make_voices: no voice nobody")
    assert "Traceback" not in done.stderr and not (tmp_path / "v").exists()
