"""Where the app's files are: the assets folder in the source tree or inside a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def asset_path(*parts: str) -> Path:
    """The path of `parts` under assets/: `<repo>/assets/…` from source, `<bundle>/assets/…` when frozen
    by PyInstaller (its files unpack under `sys._MEIPASS`). The file may not exist; callers check."""
    if getattr(sys, "frozen", False) and hasattr(sys, "_MEIPASS"):
        root = Path(sys._MEIPASS)
    else:
        root = Path(__file__).resolve().parent.parent
    return root.joinpath("assets", *parts)
