"""The bundled fonts and cached text: DejaVu (it has ♠ ♥ ♦ ♣, which pygame's default font lacks), and
for Japanese a subset of Noto Sans CJK JP (assets/README.md "fonts"), chosen by the language in use.

Sizes are in window px; nothing is ever drawn below 14 px at density 1 (DESIGN.md "Look and feel"), twice that
at density 2 (`min_px`, game/ui/density.py). The player's text size (Settings › Text size, 100–200 %) is kept
here: a layout asks `scaled(px)` for the size of its words and spaces its lines, plates and boxes by that
size, so larger words still fit (a layout with no room to spare caps the size it takes).
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

from game.i18n import language
from game.paths import asset_path
from game.ui.density import dp

MIN_PX = 14
"""The smallest text (px at density 1); `min_px()` is it in window pixels."""
_FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSerif.ttf",
    (True, True): "DejaVuSerif-Bold.ttf",
}
_JAPANESE_FILES = {False: "NotoSansJP-Subset-Regular.otf", True: "NotoSansJP-Subset-Bold.otf"}
"""Japanese has one face for sans and serif alike; it holds Latin, digits and the suits too."""
_TEXT_CACHE: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
_TEXT_CACHE_SIZE = 512
_text_scale = 100


def set_text_scale(percent: int) -> None:
    """The player's text size, in per cent (100–200): what `scaled` multiplies by from now on."""
    global _text_scale
    _text_scale = percent


def min_px() -> int:
    """The smallest text drawn (px): `MIN_PX` at the window's density."""
    return dp(MIN_PX)


def smaller(size_px: float, by_px: float) -> int:
    """Text `by_px` (px at density 1) smaller than `size_px` (px): small print beside body text, at least
    `min_px()`."""
    return max(min_px(), int(size_px) - dp(by_px))


def text_scale() -> int:
    """The text scale in use, in per cent."""
    return _text_scale


def font_file(*, bold: bool = False, serif: bool = False) -> str:
    """The name of the font file (in assets/fonts) text is drawn with in the current language."""
    if language() == "ja":
        return _JAPANESE_FILES[bold]
    return _FILES[(bold, serif)]


def scaled(size_px: float) -> int:
    """`size_px` (px, the size a layout draws its words at 100 %) at the player's text size, at least `min_px()`."""
    return max(min_px(), int(size_px * _text_scale / 100))


def font(size_px: float, *, bold: bool = False, serif: bool = False) -> pygame.font.Font:
    """The font of the current language at `size_px` (at least `min_px()`), sans or serif, bold or not; cached."""
    return _font(font_file(bold=bold, serif=serif), max(min_px(), int(size_px)))


@lru_cache(maxsize=64)
def _font(name: str, px: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset_path("fonts", name)), px)


def render_text(
    text: str, size_px: float, color: tuple[int, ...], *, bold: bool = False, serif: bool = False
) -> pygame.Surface:
    """`text` drawn antialiased in `color` (r, g, b) at `size_px` (at least `min_px()`) on a transparent
    surface, in the current language's font. The last 512 renderings are kept, so redrawing costs a blit;
    the surface is shared, so blit it, never draw on it (copy it before `set_alpha`)."""
    key = (text, max(min_px(), int(size_px)), tuple(color), font_file(bold=bold, serif=serif))
    surface = _TEXT_CACHE.get(key)
    if surface is None:
        surface = font(size_px, bold=bold, serif=serif).render(text, True, color)
        _TEXT_CACHE[key] = surface
        if len(_TEXT_CACHE) > _TEXT_CACHE_SIZE:
            _TEXT_CACHE.popitem(last=False)
    else:
        _TEXT_CACHE.move_to_end(key)
    return surface


# Japanese line breaking (kinsoku shori, basics): a line may break between two characters when either is
# Japanese (there are no spaces), but never before closing punctuation, the long-vowel mark or a small kana,
# nor after an opening bracket.
_NO_LINE_START = frozenset(
    "、。，．・：；！？ー々ゝゞヽヾ…‥）」』】〕〉》］｝〙〗〟’”"
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ"
    ")]}.,!?:;%"
)
_NO_LINE_END = frozenset("（「『【〔〈《［｛〘〖〝‘“([{")
_CJK_RANGES = (
    (0x2E80, 0x2FDF),  # radicals
    (0x3000, 0x30FF),  # CJK punctuation, hiragana, katakana
    (0x31F0, 0x31FF),  # small katakana for Ainu
    (0x3400, 0x4DBF),  # CJK extension A
    (0x4E00, 0x9FFF),  # CJK unified ideographs
    (0xF900, 0xFAFF),  # CJK compatibility ideographs
    (0xFF00, 0xFFEF),  # full-width and half-width forms
)


def _is_cjk(char: str) -> bool:
    code = ord(char)
    return any(first <= code <= last for first, last in _CJK_RANGES)


def _pieces(word: str) -> list[str]:
    """`word` (no spaces) cut where a line may break inside it: between two characters when either is
    Japanese, unless the kinsoku rules above forbid it. A Latin word stays one piece."""
    pieces = [word[:1]]
    for before, char in zip(word, word[1:]):
        if (_is_cjk(before) or _is_cjk(char)) and char not in _NO_LINE_START and before not in _NO_LINE_END:
            pieces.append(char)
        else:
            pieces[-1] += char
    return pieces


def wrap_text(text: str, size_px: float, max_width_px: int, *, bold: bool = False, serif: bool = False) -> list[str]:
    """`text` broken into lines so each fits `max_width_px` when drawn at `size_px`: at spaces, and in
    Japanese between characters too (never before 。」ー or a small kana, nor after 「). A line break in
    `text` always starts a new line. A single word wider than the width stays whole on its own line (use
    `fitting_size` to make it fit). Empty text gives no lines."""
    f = font(size_px, bold=bold, serif=serif)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            for i, piece in enumerate(_pieces(word)):
                trial = f"{line}{' ' if i == 0 else ''}{piece}" if line else piece
                if line and f.size(trial)[0] > max_width_px:
                    lines.append(line)
                    line = piece
                else:
                    line = trial
        if line:
            lines.append(line)
    return lines


def fitting_size(
    text: str, size_px: float, max_width_px: int, *, bold: bool = False, serif: bool = False, max_height_px: int | None = None
) -> int:
    """The largest size (px, at most `size_px`, at least `min_px()`) at which `text` is no wider than `max_width_px`
    (and its line no taller than `max_height_px`, if given)."""
    size, least = int(size_px), min_px()
    while size > least and _too_big(font(size, bold=bold, serif=serif), text, max_width_px, max_height_px):
        size -= 1
    return max(least, size)


def _too_big(f: pygame.font.Font, text: str, max_width_px: int, max_height_px: int | None) -> bool:
    return f.size(text)[0] > max_width_px or (max_height_px is not None and f.get_height() > max_height_px)


def shorten(text: str, size_px: float, width_px: int, bold: bool = False) -> str:
    """`text`, shortened with an ellipsis if it is wider than `width_px` at `size_px` (any language: it
    cuts characters, not words)."""
    f = font(size_px, bold=bold)
    if f.size(text)[0] <= width_px:
        return text
    while len(text) > 1 and f.size(text + "…")[0] > width_px:
        text = text[:-1]
    return text + "…"


def fit_text(text: str, size_px: float, width_px: int, bold: bool = True) -> tuple[str, int]:
    """`text` and a font size (px) at which it fits `width_px`: smaller type first, down to `min_px()`, then
    shortened with an ellipsis."""
    size_px = fitting_size(text, size_px, width_px, bold=bold)
    return shorten(text, size_px, width_px, bold), size_px
