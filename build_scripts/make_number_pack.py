"""Draw the numbered pack of "Patience, or Thirteens" (RULES.md §6): 13 cards numbered 1 to 13 with no
suits, written as SVG to assets/numbers/<number>.svg (1.svg … 13.svg).

The game calls a number and every player races to find their copy, so the number is the whole card: a
numeral as large as the card allows in the middle, readable when the card is drawn 60 px high. Around it,
in the parlour style of the Snap pack (build_scripts/make_snap_pack.py): ivory pasteboard, a coloured
frame, a tinted tablet with concave corners behind the numeral, a small numeral in the top-left corner and
its turned copy in the bottom-right, and the number counted out in dots at the head and the foot, in dice
faces of five (13 = five, five and three), so a child who cannot yet read 13 can count it. Every number has
its own frame colour, chosen so that neighbours (the card that goes on a foundation showing n − 1) differ
most; the colour only helps, the numeral is what reads. The 6 and the 9 are underlined, as on billiard
balls, since the turned corner shows each as the other. There are no suit marks anywhere.

The SVG writer and the TrueType reader (DejaVu Serif Bold outlines from assets/fonts/ turned into paths)
are make_snap_pack's, imported from it as a sibling script: this folder is on sys.path when either script
is run. Only what pygame's SVG loader (nanosvg) draws is used: paths, basic shapes, flat fills, strokes;
no text, filters, masks, clip paths or <use>.

Run again only to change the pack:  python build_scripts/make_number_pack.py [output folder]
(the folder defaults to assets/numbers; the tests write to a scratch folder to check the committed files).
"""

from __future__ import annotations

import sys
from pathlib import Path

from make_snap_pack import (
    FONT,
    FRAME_INSET,
    H,
    INK,
    PAPER,
    ROOT,
    W,
    Font,
    circle,
    contour_path,
    group,
    num,
    path,
    rect,
    round_rect_path,
)

OUT = ROOT / "assets" / "numbers"
NUMBERS = range(1, 14)

# Lengths are in the viewBox's units (the card is W × H, as in make_snap_pack); a card drawn 60 px high
# shows about a quarter of a pixel per unit.

PANEL_INSET = 11.0  # card edge to the cream panel inside the frame, as on the Snap pack
IVORY = "#fdf6e3"  # the panel: a shade warmer than the paper round the frame
CREAM_LINE = "#fbf1d6"  # the fine line just inside the coloured frame

# Each number's frame colour: deep parlour colours whose hues go round the colour wheel in steps of five
# thirteenths of a turn (claret at 350°, then 128°, 267°, 45° …), so the hues of any two neighbouring
# numbers are 138° apart and no two cards share a colour.
FRAMES: dict[int, str] = {
    1: "#a3213a",  # claret
    2: "#2e7a3c",  # bottle green
    3: "#5b3399",  # violet
    4: "#a8730a",  # ochre
    5: "#13727e",  # teal
    6: "#a8306e",  # raspberry
    7: "#5a7d1c",  # leaf green
    8: "#2c44a8",  # ultramarine
    9: "#bd4a1c",  # vermilion
    10: "#1f7d5e",  # jade
    11: "#80307e",  # plum
    12: "#86780f",  # old gold
    13: "#1f5a8c",  # steel blue
}

TABLET = (20.0, 54.0, W - 40.0, H - 108.0)  # x, y, width, height of the tablet behind the big numeral
TINT = 0.82  # the tablet's colour: the frame colour this far towards the ivory
BIG_CAP = 90.0  # the big numeral's height (viewBox units: about 22 px on a card 60 px high)
BIG_MAX_WIDTH = TABLET[2] - 18.0
INDEX_CENTRE = (26.0, 31.0)  # the corner numeral's centre, top left
INDEX_CAP = 20.0  # the corner numeral's height
INDEX_MAX_WIDTH = 24.0  # a two-digit corner numeral is condensed to this width
DIGIT_HEIGHT = 1520  # DejaVu Serif Bold's digits, baseline to top, in font units (2048 to the em)
DIGIT_GAP = 0.09  # space between the two digits' ink, in em
UNDERLINED = (6, 9)  # turned, each reads as the other
UNDERLINE = 0.09  # the thickness of their bar, in numeral heights
UNDERLINE_GAP = 1.2  # from the numeral's foot to the bar, in bar thicknesses
PIP_ROW = 31.0  # the middle of the counting dots at the head (the foot's are turned)
PIP_R = 2.3
PIP_STEP = 4.8  # from a die face's middle to its corner dots
DIE_GAP = 6.0  # between two die faces' outer dots


def mix(a: str, b: str, t: float) -> str:
    """The colour `t` (0–1) of the way from `a` to `b`, both "#rrggbb"."""
    ca = [int(a[i: i + 2], 16) for i in (1, 3, 5)]
    cb = [int(b[i: i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(ca, cb))


def numeral(font: Font, text: str, cx: float, mid: float, cap: float, max_width: float) -> tuple[str, float]:
    """SVG path data of the digits of `text`, their ink centred on (`cx`, `mid`) and `cap` high; a numeral
    wider than `max_width` is condensed to fit (narrower, not smaller). Returns the path data and the
    ink's width. The digits are spaced by their ink, not their advance widths (which are all equal and
    wide in this font), so a 1 stands as close to its neighbour as any other digit."""
    glyphs = [font.cmap[ord(ch)] for ch in text]
    boxes: list[tuple[float, float]] = []  # each digit's ink, left and right, in font units
    for g in glyphs:
        points = [p for contour in font.contours(g) for p in contour]
        boxes.append((min(p[0] for p in points), max(p[0] for p in points)))
    scale = cap / DIGIT_HEIGHT
    gap = DIGIT_GAP * font.units
    ink = sum(right - left for left, right in boxes) + gap * (len(boxes) - 1)
    squeeze = min(1.0, max_width / (ink * scale))
    x0 = cx - ink * scale * squeeze / 2
    base = mid + cap / 2
    parts: list[str] = []
    pen = 0.0
    for g, (left, right) in zip(glyphs, boxes):
        for contour in font.contours(g):
            parts.append(contour_path(contour, lambda x, y: (x0 + (pen + x - left) * scale * squeeze, base - y * scale)))
        pen += right - left + gap
    return "".join(parts), ink * scale * squeeze


def underline(cx: float, mid: float, cap: float, width: float, colour: str) -> str:
    """The bar under a 6 or a 9 (its numeral `cap` high centred on (`cx`, `mid`), `width` wide)."""
    thick = cap * UNDERLINE
    return rect(cx - width * 0.4, mid + cap * 0.5 + thick * UNDERLINE_GAP, width * 0.8, thick, colour, None, r=thick / 2)


def index(n: int, font: Font, colour: str) -> list[str]:
    """The small corner numeral, top left (the bottom-right one is this turned about the card's middle)."""
    cx, mid = INDEX_CENTRE
    d, width = numeral(font, str(n), cx, mid, INDEX_CAP, INDEX_MAX_WIDTH)
    out = [path(d, colour, None)]
    if n in UNDERLINED:
        out.append(underline(cx, mid, INDEX_CAP, width, colour))
    return out


def die(count: int, cx: float, cy: float, colour: str) -> list[str]:
    """A die face of `count` (1–5) dots centred on (`cx`, `cy`)."""
    s = PIP_STEP
    spots = {
        1: [(0, 0)],
        2: [(-s, s), (s, -s)],
        3: [(-s, s), (0, 0), (s, -s)],
        4: [(-s, -s), (s, -s), (-s, s), (s, s)],
        5: [(-s, -s), (s, -s), (0, 0), (-s, s), (s, s)],
    }[count]
    return [circle(cx + x, cy + y, PIP_R, colour, None) for x, y in spots]


def count_dots(n: int, colour: str) -> list[str]:
    """`n` counted out in die faces of five and the rest, in a row centred at the head of the card."""
    faces = [5] * (n // 5) + ([n % 5] if n % 5 else [])
    face_width = 2 * (PIP_STEP + PIP_R)
    total = len(faces) * face_width + (len(faces) - 1) * DIE_GAP
    out: list[str] = []
    for k, count in enumerate(faces):
        cx = W / 2 - total / 2 + face_width / 2 + k * (face_width + DIE_GAP)
        out += die(count, cx, PIP_ROW, colour)
    return out


def tablet_path(x: float, y: float, w: float, h: float, notch: float) -> str:
    """A rectangle with each corner cut in a quarter circle of radius `notch`: a Victorian label."""
    return (f"M{num(x + notch)} {num(y)} H{num(x + w - notch)} A{num(notch)} {num(notch)} 0 0 0 {num(x + w)} {num(y + notch)} "
            f"V{num(y + h - notch)} A{num(notch)} {num(notch)} 0 0 0 {num(x + w - notch)} {num(y + h)} H{num(x + notch)} "
            f"A{num(notch)} {num(notch)} 0 0 0 {num(x)} {num(y + h - notch)} V{num(y + notch)} "
            f"A{num(notch)} {num(notch)} 0 0 0 {num(x + notch)} {num(y)} Z")


def card_svg(n: int, font: Font) -> str:
    """The whole SVG document of the card numbered `n` (1–13)."""
    frame = FRAMES[n]
    dark = mix(frame, INK, 0.35)  # the numerals: the frame colour deepened, to stand out on the pale tablet
    o, p = FRAME_INSET, PANEL_INSET
    turned = f"matrix(-1 0 0 -1 {num(W)} {num(H)})"  # half a turn about the card's middle
    body = [rect(0.25, 0.25, W - 0.5, H - 0.5, PAPER, None, r=6.87)]
    # The frame: a rounded band with the panel cut out of it, a fine cream line inside its outer edge.
    hole = round_rect_path(p, p, W - 2 * p, H - 2 * p, 2.5)
    body.append(path(round_rect_path(o, o, W - 2 * o, H - 2 * o, 5.0) + hole, frame, None, fill_rule="evenodd"))
    body.append(rect(o + 2.2, o + 2.2, W - 2 * o - 4.4, H - 2 * o - 4.4, None, CREAM_LINE, 0.9, r=3.5))
    body.append(rect(p, p, W - 2 * p, H - 2 * p, IVORY, INK, 1.2, r=2.5))
    # The tablet: a pale tint of the frame colour with a double rule, behind the big numeral.
    x, y, w, h = TABLET
    body.append(path(tablet_path(x, y, w, h, 12.0), mix(frame, IVORY, TINT), frame, 1.6))
    body.append(path(tablet_path(x + 4, y + 4, w - 8, h - 8, 8.5), None, frame, 0.7))
    for cx in (x, x + w):
        for cy in (y, y + h):
            body += [circle(cx, cy, 5.5, None, frame, 0.9), circle(cx, cy, 2.2, frame, None)]
    # The big numeral, with a faint shadow down and to the right, as printed in two colours.
    # An underlined numeral stands higher, so numeral and bar together sit in the tablet's middle.
    mid = H / 2 - (BIG_CAP * UNDERLINE * (UNDERLINE_GAP + 1) / 2 if n in UNDERLINED else 0.0)
    d, width = numeral(font, str(n), W / 2, mid, BIG_CAP, BIG_MAX_WIDTH)
    body.append(group([path(d, mix(frame, IVORY, 0.55), None)], "translate(2.2 2.2)"))
    body.append(path(d, dark, None))
    if n in UNDERLINED:
        body.append(underline(W / 2, mid, BIG_CAP, width, dark))
    # The corners and the counting dots, at the head and turned at the foot.
    head = index(n, font, dark) + count_dots(n, frame)
    body += head
    body.append(group(head, turned))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f"<!-- Numbered pack, card {n}: drawn for this project by build_scripts/make_number_pack.py -->\n"
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{num(W)}pt" height="{num(H)}pt" '
            f'viewBox="0 0 {W} {H}">\n' + "\n".join(body) + "\n</svg>\n")


def main(out: Path = OUT) -> int:
    """Write the 13 cards to `out` (made if missing) as 1.svg … 13.svg. Returns the exit status, 0."""
    font = Font(FONT.read_bytes())
    out.mkdir(parents=True, exist_ok=True)
    for n in NUMBERS:
        (out / f"{n}.svg").write_text(card_svg(n, font), encoding="utf-8")
    print(f"wrote {len(NUMBERS)} cards to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT))
