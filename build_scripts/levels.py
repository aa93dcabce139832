"""How loud a spoken call is: the one measure the voice build sets (build_scripts/make_voices.py) and the voice
measurements read (build_scripts/measure_voices.py; assets/voices/README.md). Needs numpy."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

GATE_DB = 15.0
"""Frames more than this below the loudest are left out: the pauses inside a rhyme do not make it count as
quieter than "Snap!"."""


def gated_rms_db(samples: np.ndarray, rate: int) -> float:
    """The gated RMS of `samples` (floats, full scale 1.0, at `rate` Hz) in dBFS: the mean power of its 50 ms
    frames, 25 ms apart, within `GATE_DB` of its loudest frame (a call shorter than a frame is one frame)."""
    import numpy as np

    frame = rate // 20
    starts = range(0, max(1, len(samples) - frame + 1), frame // 2)
    powers = np.array([np.mean(samples[i : i + frame] ** 2) for i in starts])
    loud = powers[powers >= powers.max() / 10 ** (GATE_DB / 10)]
    return float(10 * np.log10(loud.mean() + 1e-12))
