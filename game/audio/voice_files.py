"""Which file holds a call's recording: `assets/voices/<language>/<voice>/<key>.ogg` (build_scripts/make_voices.py)
or the user's own `voices/<key>.ogg`, the key made from the call's English words in every language. Knows no
game."""

from __future__ import annotations

import re
import unicodedata

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
