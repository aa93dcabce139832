"""Writing the user's files safely: through a temporary file, flushed to the disk, and a rename, so a crash or
a power cut never leaves half a file where a whole one was (DEVELOPERS.md: never lose a user's data)."""

from __future__ import annotations

import csv
import json
import os
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, TextIO

# On Windows the rename over the old file is refused (PermissionError) while another program holds it open: a
# virus scanner or the search indexer reading the file just written, or a second copy of the app. They let go
# within tens of ms, so a few tries that far apart ride it out, and a file locked for good costs at most
# (REPLACE_TRIES - 1) * REPLACE_PAUSE_S = 0.12 s before the error is given up on.
REPLACE_TRIES = 5
REPLACE_PAUSE_S = 0.03
_sleep: Callable[[float], None] = time.sleep  # a module name, so tests can take the pauses out


def write_json_atomically(path: str | os.PathLike[str], data: Any, compact: bool = False) -> None:
    """Write `data` as JSON to `path` through a temporary file, synced to the disk, and a rename: after a crash
    or a power cut the file holds either its old content or the new, never a part. `compact` leaves out the
    line breaks (for files written often and read by programs). Raises OSError (and TypeError for data
    that is not JSON); the temporary file never stays behind."""

    def write(f: TextIO) -> None:
        if compact:
            json.dump(data, f, separators=(",", ":"))
        else:
            json.dump(data, f, indent=1)
        f.write("\n")

    _write_atomically(path, write, encoding="utf-8")


def write_csv_atomically(path: str | os.PathLike[str], header: Sequence[str], rows: Iterable[Sequence[Any]]) -> int:
    """Write a CSV file at `path`, `header` then `rows`, as `write_json_atomically` writes JSON (a temporary
    file, synced, renamed: a failure never leaves half a file; creates the folder). UTF-8 with a byte-order
    mark, so spreadsheet programs read names with accents (and Japanese) right. Returns the number of rows.
    Raises OSError."""
    count = 0

    def write(f: TextIO) -> None:
        nonlocal count
        writer = csv.writer(f)
        writer.writerow(header)
        for row in rows:
            writer.writerow(row)
            count += 1

    _write_atomically(path, write, encoding="utf-8-sig", newline="")
    return count


def _write_atomically(path: str | os.PathLike[str], write: Callable[[TextIO], None], **open_args: Any) -> None:
    """`write` fills a temporary text file beside `path` (opened with `open_args`), which is synced to the disk
    and renamed over `path` (a refused rename is tried again, see REPLACE_TRIES); the folder is made if
    missing. On any failure the temporary file is removed and the old `path` stays whole."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=target.name, suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", **open_args) as f:
            write(f)
            f.flush()
            os.fsync(f.fileno())
        _replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _replace(tmp: str, target: Path) -> None:
    """Rename `tmp` over `target`, trying again up to REPLACE_TRIES times, REPLACE_PAUSE_S apart, while it is
    refused with PermissionError. Raises OSError: the last PermissionError, or any other at once."""
    for attempt in range(1, REPLACE_TRIES + 1):
        try:
            os.replace(tmp, target)
            return
        except PermissionError:
            if attempt == REPLACE_TRIES:
                raise
            _sleep(REPLACE_PAUSE_S)


def failure_reason(error: OSError) -> str:
    """Why a write failed, in a few words for the log: a refusal (what Windows answers while another program
    holds the file open) says so; any other error gives the system's own words."""
    if isinstance(error, PermissionError):
        return "file in use by another program, or not allowed"
    return error.strerror or str(error)


def set_aside(path: Path) -> Path:
    """Rename the broken file `path` to `<name>.bad` (`.bad.1`, `.bad.2` … if that exists, so no earlier copy
    is lost); returns the new path. Raises OSError."""
    aside = path.with_name(path.name + ".bad")
    number = 0
    while aside.exists():
        number += 1
        aside = path.with_name(f"{path.name}.bad.{number}")
    path.rename(aside)
    return aside
