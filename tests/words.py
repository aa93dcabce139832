"""The words a screen drew, for the tests that walk screens in another language: every text goes through
`game.ui.fonts.render_text`, so recording its calls records what a person reads.

    with drawn_words() as texts:
        pilot.step()
    assert english_left(texts, allowed={"Ada", "Snip"}) == []
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
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
    original = fonts.render_text

    def recording(text: str, *args, **kwargs):  # type: ignore[no-untyped-def]
        texts.append(text)
        return original(text, *args, **kwargs)

    importers = _importers()  # found before fonts.render_text is swapped, or none would match it
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(fonts, "render_text", recording)
        for module in importers:
            patch.setattr(module, "render_text", recording)
        yield texts


def _importers() -> list[object]:
    """The modules that imported `render_text` by name (their copy must be swapped too)."""
    import sys

    return [m for m in list(sys.modules.values()) if getattr(m, "render_text", None) is fonts.render_text and m is not fonts]


def english_left(texts: Iterable[str], allowed: Iterable[str] = ()) -> list[str]:
    """The texts that still hold an English word of three letters or more that is not `allowed` (names,
    the calls kept in English, key caps): on a Japanese screen, each is a string that missed the catalogue."""
    ok = ALWAYS_ALLOWED | set(allowed)
    return sorted({t for t in texts if any(w not in ok for w in _WORD.findall(t))})
