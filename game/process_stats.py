"""What this process uses now — resident memory and CPU time — for the bench and its probes (game/bench.py,
game/process_bench.py). Standard library only, so measuring adds nothing to what is measured."""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path


def rss_mib() -> float:
    """This process's resident memory now (MiB) from /proc where there is one, else its peak so far; NaN
    where neither can be read (Windows)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError, AttributeError):
        pass
    try:
        import resource
    except ImportError:
        return math.nan
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024  # bytes on macOS, KiB elsewhere


def cpu_s() -> float:
    """CPU time (s, user + system, every thread) this process has used so far."""
    times = os.times()
    return times.user + times.system
