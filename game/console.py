"""Text output that never stops the app: the self-test, `--version`, `bench` and every error message print
whatever the console's encoding, or with no console at all (issue 31).

A Windows pipe speaks the system's code page (cp1252 and the like), where Japanese words, "≤" and "—" have no
place, and a windowed app started from Explorer or Finder has no standard output at all (`sys.stdout` is
None). `make_output_safe` is called first thing by the command line.
"""

from __future__ import annotations

import io
import os
import sys
from typing import TextIO


def make_output_safe() -> None:
    """Make standard output and error print any text: UTF-8 where the stream's encoding can be set, the
    stream's own encoding with what it cannot say replaced ("?") where it cannot, and a sink that swallows
    the text where there is no stream. Never raises."""
    for name in ("stdout", "stderr"):
        setattr(sys, name, safe_stream(getattr(sys, name)))


def safe_stream(stream: TextIO | None) -> TextIO:
    """`stream`, set to print any text (see `make_output_safe`); a sink that swallows the text when it is
    None (no console). Returns the stream to use."""
    if stream is None:
        return open(os.devnull, "w", encoding="utf-8")
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is None:  # not a text file of Python's own (a test's capture, an embedding host's)
        return stream
    try:
        reconfigure(encoding="utf-8", errors="replace")
    except (ValueError, OSError, io.UnsupportedOperation):
        # The stream's encoding is fixed (something was read from it): write through a new text layer on its
        # bytes, in that encoding, replacing what it lacks.
        buffer = getattr(stream, "buffer", None)
        if buffer is None:
            return stream
        stream.flush()
        return io.TextIOWrapper(buffer, encoding=stream.encoding, errors="replace", line_buffering=True)
    return stream
