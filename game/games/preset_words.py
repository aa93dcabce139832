"""The words of each preset (rules screens, their pictures), written afresh in the language in use each time
they are read: a GameSpec is built at import, before a language is chosen, and the language can change while
the app runs (Settings › Language), so these words cannot be a dict filled once."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class PresetWords(Mapping[str, T], Generic[T]):
    """A read-only mapping preset name → `write(options)`, where `options` are the preset's; `write` calls
    `game.i18n._` so each read comes in the language in use."""

    def __init__(self, presets: Mapping[str, Any], write: Callable[[Any], T]) -> None:
        self._presets = presets
        self._write = write

    def __getitem__(self, name: str) -> T:
        return self._write(self._presets[name])

    def __iter__(self) -> Iterator[str]:
        return iter(self._presets)

    def __len__(self) -> int:
        return len(self._presets)
