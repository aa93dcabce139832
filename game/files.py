"""Writing the user's files safely: through a temporary file and a rename, so a crash or a power cut never
leaves half a file where a whole one was (DEVELOPERS.md: never lose a user's data)."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any


def write_json_atomically(path: str | os.PathLike[str], data: Any) -> None:
    """Write `data` as JSON to `path` through a temporary file and a rename, so a crash never leaves half a file."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=target.name, suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1)
            f.write("\n")
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
