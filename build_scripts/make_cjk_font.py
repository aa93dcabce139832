"""Cut the Japanese font the app draws with from Noto Sans CJK JP (regular and bold).

The whole Noto Sans CJK collection is about 20 MB a weight; the app needs the Japanese it shows and a
reader's everyday kanji, so this keeps: ASCII and Latin-1, general punctuation, arrows, box drawing and
geometric shapes, the card suits ♠♥♦♣ ♤♡♢♧, the minus sign, full-width forms, hiragana, katakana, CJK
punctuation, the JIS X 0208 level-1 kanji (2,965, enumerated through Python's euc_jp codec), and every
character in the catalogues (assets/locale/**/*.po), so a translation with a rarer kanji still draws.
Hinting and the vertical-writing tables are dropped (the app draws horizontal text, antialiased), and
the line height is cut from 1.45 em to 1.35 em (nearer DejaVu's 1.16 em, which the layouts were made for):
the ideographs span 0.88 to -0.12 em, and every glyph the app draws stays inside the line at every size
(a glyph past it makes its line of text a pixel taller than the font says; tests/ui/test_cjk_font.py).

Writes assets/fonts/NotoSansJP-Subset-Regular.otf and -Bold.otf (CFF outlines, which SDL_ttf's FreeType
draws). The licence is the SIL Open Font Licence 1.1 (assets/fonts/Noto-LICENSE.txt). The output is
committed: run this again (a developer, once) when a catalogue gains a character the font lacks —
tests/ui/test_cjk_font.py says which. Needs the Debian/Ubuntu package fonts-noto-cjk, or --source DIR
holding NotoSansCJK-Regular.ttc and NotoSansCJK-Bold.ttc:

    python build_scripts/make_cjk_font.py [--source /usr/share/fonts/opentype/noto]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "fonts"
SOURCE = Path("/usr/share/fonts/opentype/noto")
WEIGHTS = {"Regular": "NotoSansCJK-Regular.ttc", "Bold": "NotoSansCJK-Bold.ttc"}
JP_INDEX = 0  # the collection's first face is Noto Sans CJK JP (Japanese glyph forms)
OUTPUT_NAME = "NotoSansJP-Subset-{weight}.otf"

ASCENT, DESCENT = 1010, -340  # font units of 1,000 to the em: the accented capitals' tops, a bold g's tail with a pixel to spare

RANGES = (
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00FF),  # Latin-1
    (0x2010, 0x205E),  # general punctuation: dashes, quotes, …, ‹ ›
    (0x2190, 0x21FF),  # arrows
    (0x2212, 0x2212),  # minus sign
    (0x2500, 0x25FF),  # box drawing, block elements, geometric shapes
    (0x2660, 0x2667),  # card suits ♠♡♢♣♤♥♦♧
    (0x3000, 0x303F),  # CJK punctuation: 、。「」『』（ …
    (0x3040, 0x309F),  # hiragana
    (0x30A0, 0x30FF),  # katakana
    (0xFF00, 0xFFEF),  # full-width and half-width forms
)


def jis_level_1_kanji() -> set[int]:
    """The 2,965 kanji of JIS X 0208 level 1 (rows 16–47), read from Python's EUC-JP codec."""
    points = set()
    for row in range(16, 48):
        for cell in range(1, 95):
            try:
                points.add(ord(bytes((0xA0 + row, 0xA0 + cell)).decode("euc_jp")))
            except UnicodeDecodeError:
                continue  # row 47 ends at cell 51
    return points


def catalogue_characters() -> set[int]:
    """Every character in the catalogues (msgid and msgstr alike), including the helpers' fragments."""
    points: set[int] = set()
    for po in sorted((ROOT / "assets" / "locale").rglob("*.po")):
        points |= {ord(c) for c in po.read_text(encoding="utf-8") if c.isprintable()}
    return points


def wanted() -> set[int]:
    """The code points the subset keeps (those the source font lacks are skipped by the subsetter)."""
    points = {code for first, last in RANGES for code in range(first, last + 1)}
    return points | jis_level_1_kanji() | catalogue_characters()


def tighten_line_height(font: TTFont) -> None:
    """Sets every ascent and descent the renderers read (hhea, OS/2 typo and win) to ASCENT and DESCENT."""
    hhea, os2 = font["hhea"], font["OS/2"]
    hhea.ascent, hhea.descent, hhea.lineGap = ASCENT, DESCENT, 0
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = ASCENT, DESCENT, 0
    os2.usWinAscent, os2.usWinDescent = ASCENT, -DESCENT
    os2.version = max(os2.version, 4)  # the version that defines the bit below
    os2.fsSelection |= 1 << 7  # USE_TYPO_METRICS: the typo values are the line height


def make(source: Path, weight: str, points: set[int]) -> Path:
    """Writes the subset of `source` (a .ttc) for `points`; returns the file written."""
    options = subset.Options()
    options.font_number = JP_INDEX
    options.hinting = False
    options.desubroutinize = False
    options.drop_tables += ["VORG", "vhea", "vmtx", "BASE"]
    options.layout_features = ["kern", "liga", "locl", "ccmp"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 13, 14]
    options.notdef_outline = True
    font = subset.load_font(str(source), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(points))
    subsetter.subset(font)
    tighten_line_height(font)
    out = OUT / OUTPUT_NAME.format(weight=weight)
    subset.save_font(font, str(out), options)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=SOURCE, help="folder with NotoSansCJK-Regular.ttc and -Bold.ttc")
    args = parser.parse_args(argv)
    missing = [name for name in WEIGHTS.values() if not (args.source / name).exists()]
    if missing:
        print(f"error: {', '.join(missing)} not in {args.source} (apt-get install fonts-noto-cjk)", file=sys.stderr)
        return 1
    points = wanted()
    for weight, name in WEIGHTS.items():
        started = time.perf_counter()
        out = make(args.source / name, weight, points)
        print(f"{out.relative_to(ROOT)}: {out.stat().st_size / 1024:.0f} KiB in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
