"""Which scene a game is played and watched at: its family names it in its `GameSpec.table` ("module:Class"),
and it is imported only when a window needs it, so the rules and players load without pygame."""

from __future__ import annotations

import importlib
from typing import Any

from game.core.spec import GameSpec


def table_class(spec: GameSpec) -> Any:
    """The scene class `spec` is played and watched at, imported from where its family names it
    (`GameSpec.table`, "module:Class"). Raises ValueError for a game with no table."""
    module, _, name = spec.table.partition(":")
    if not module or not name:
        raise ValueError(f"{spec.title} has no table to be played at")
    return getattr(importlib.import_module(module), name)
