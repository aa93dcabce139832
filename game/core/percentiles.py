"""The nearest-rank percentile, shared by the bench's figures and the Snap umpire's waits between homes. Pure."""

from __future__ import annotations

import math
from collections.abc import Iterable


def percentile(times: Iterable[float], p: float) -> float:
    """The nearest-rank `p`-th percentile (0 < p ≤ 100) of `times` (any unit). Raises ValueError if there are none."""
    ordered = sorted(times)
    if not ordered:
        raise ValueError("no times to take a percentile of")
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]
