"""The words a screen drew, for the tests that walk screens in another language: every text goes through
`game.ui.fonts.render_text`, so recording its calls records what a person reads.

    with drawn_words() as texts:
        pilot.step()
    assert english_left(texts, allowed={"Ada", "Snip"}) == []
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager

import pytest

from game.ui import fonts

ALWAYS_ALLOWED = frozenset({
    # key caps and game-pad names are printed on the keys themselves
    "Esc", "Enter", "Return", "Space", "Shift", "Left", "Right", "Tab", "Ctrl", "Alt", "Backspace", "Home", "End",
    # the app's own name and the computer players' names
    "Snip", "Snap", "Snorum", "Co",
})
_WORD = re.compile(r"[A-Za-z][A-Za-z']{2,}")


@contextmanager
def drawn_words() -> Iterator[list[str]]:
    """Every text drawn while the block runs (also the ones served from the cache), in drawing order."""
    texts: list[str] = []
    with _recording(lambda text, size_px: texts.append(text)):
        yield texts


@contextmanager
def drawn_sizes() -> Iterator[list[tuple[str, int]]]:
    """Every text drawn while the block runs, in drawing order, with the size (px) it was drawn at (at least
    `fonts.min_px()`, as `render_text` draws it)."""
    texts: list[tuple[str, int]] = []
    with _recording(lambda text, size_px: texts.append((text, max(fonts.min_px(), int(size_px))))):
        yield texts


@contextmanager
def _recording(note: Callable[[str, float], None]) -> Iterator[None]:
    """`fonts.render_text` swapped, everywhere it was imported, for one that calls `note(text, size_px)` first."""
    original = fonts.render_text

    def recording(text: str, size_px: float, *args, **kwargs):  # type: ignore[no-untyped-def]
        note(text, size_px)
        return original(text, size_px, *args, **kwargs)

    importers = _importers()  # (found before `fonts` is patched: they are the modules holding the original)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(fonts, "render_text", recording)
        for module in importers:
            patch.setattr(module, "render_text", recording)
        yield


def _importers() -> list[object]:
    """The modules that imported `render_text` by name (their copy must be swapped too)."""
    import sys

    return [m for m in list(sys.modules.values()) if getattr(m, "render_text", None) is fonts.render_text and m is not fonts]


def english_left(texts: Iterable[str], allowed: Iterable[str] = ()) -> list[str]:
    """The texts that still hold an English word of three letters or more that is not `allowed` (names,
    the calls kept in English, key caps): on a Japanese screen, each is a string that missed the catalogue."""
    ok = ALWAYS_ALLOWED | set(allowed)
    return sorted({t for t in texts if any(w not in ok for w in _WORD.findall(t))})
