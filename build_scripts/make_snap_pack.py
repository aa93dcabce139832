"""Draw the Snap pack (RULES.md §5 "Snap pack"): 13 picture cards in the style of a Victorian nursery
"Snap" pack, written as SVG to assets/snap_pack/<rank code>.svg (A 2 … 10 J Q K).

The game deals a Snap pack as ordinary cards: the rank is the design and the suit only which of the four
identical copies a card is. Four pairs of designs are made "nearly but not absolutely alike", so false
snaps happen; each pair differs in one small detail and nothing else:

    2 / 3   Jack Tar, the sailor boy: a red neckerchief / a yellow one
    5 / 6   Puss, the ginger cat: a blue bow / the same bow with a brass bell under it
    9 / 10  The yacht: a red burgee at the masthead / a blue one
    Q / K   The baker: clean-shaven / a curly moustache

The others (A the owl, 4 the teapot, 7 the kite, 8 the rocking horse, J the jack-in-the-box) have no
twin, and every design but a twin's has its own frame colour and subject.

Only what pygame's SVG loader (nanosvg) draws is used: paths and basic shapes, flat fills, strokes and
linear gradients; no text, filters, masks, clip paths or <use>. The names at the foot of the cards are
outlines of DejaVu Serif Bold (assets/fonts/), read from the font file by the small TrueType reader
below, so no font is needed to show them. The pictures are clipped to their panel by drawing the frame
over them. Run again only to change the pack:  python build_scripts/make_snap_pack.py
"""

from __future__ import annotations

import math
import struct
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "snap_pack"
FONT = ROOT / "assets" / "fonts" / "DejaVuSerif-Bold.ttf"

# The standard faces' viewBox (assets/cards/*.svg), so both packs have one shape.
W, H = 167.0869141, 242.6669922
FRAME_INSET = 5.0  # card edge to the coloured frame
PANEL = (11.0, 11.0, W - 22.0, 193.0)  # x, y, width, height of the picture panel
NAME_MID = PANEL[1] + PANEL[3] + (H - FRAME_INSET - PANEL[1] - PANEL[3]) / 2  # the name's middle line
PW, PH = PANEL[2], PANEL[3]

INK = "#2a1d15"
PAPER = "#fffdf7"
CREAM = "#fbf1d6"
SKIN = "#f8d2ae"
CHEEK = "#f19a8c"


# -- a tiny SVG writer --------------------------------------------------------------------------------


def num(v: float) -> str:
    """`v` as the SVG files write it: rounded to 0.01, with no trailing zeros ("12.5", "3")."""
    return f"{v:.2f}".rstrip("0").rstrip(".")


def el(tag: str, **attrs: object) -> str:
    """One SVG element; attribute names use _ for -, numbers are rounded to 0.01."""
    parts = []
    for k, v in attrs.items():
        if v is None:
            continue
        name = k.rstrip("_").replace("_", "-")
        parts.append(f'{name}="{num(v) if isinstance(v, float) else v}"')
    return f"<{tag} {' '.join(parts)}/>"


def style(fill: str | None, stroke: str | None = INK, sw: float = 2.0) -> dict[str, object]:
    return {
        "fill": fill or "none",
        "stroke": stroke or "none",
        "stroke_width": sw if stroke else None,
        "stroke_linejoin": "round" if stroke else None,
        "stroke_linecap": "round" if stroke else None,
    }


def circle(cx: float, cy: float, r: float, fill: str | None, stroke: str | None = INK, sw: float = 2.0, **kw: object) -> str:
    return el("circle", cx=float(cx), cy=float(cy), r=float(r), **style(fill, stroke, sw), **kw)


def ellipse(cx: float, cy: float, rx: float, ry: float, fill: str | None, stroke: str | None = INK, sw: float = 2.0, **kw: object) -> str:
    return el("ellipse", cx=float(cx), cy=float(cy), rx=float(rx), ry=float(ry), **style(fill, stroke, sw), **kw)


def rect(x: float, y: float, w: float, h: float, fill: str | None, stroke: str | None = INK, sw: float = 2.0, r: float = 0, **kw: object) -> str:
    return el("rect", x=float(x), y=float(y), width=float(w), height=float(h), rx=float(r) if r else None, **style(fill, stroke, sw), **kw)


def path(d: str, fill: str | None, stroke: str | None = INK, sw: float = 2.0, **kw: object) -> str:
    return el("path", d=d, **style(fill, stroke, sw), **kw)


def poly(points: list[tuple[float, float]], fill: str | None, stroke: str | None = INK, sw: float = 2.0, **kw: object) -> str:
    return el("polygon", points=" ".join(f"{num(x)},{num(y)}" for x, y in points), **style(fill, stroke, sw), **kw)


def line(x1: float, y1: float, x2: float, y2: float, stroke: str = INK, sw: float = 2.0, **kw: object) -> str:
    return el("line", x1=float(x1), y1=float(y1), x2=float(x2), y2=float(y2), **style(None, stroke, sw), **kw)


def group(items: list[str], transform: str | None = None) -> str:
    head = f'<g transform="{transform}">' if transform else "<g>"
    return head + "".join(items) + "</g>"


def gradient(gid: str, stops: list[tuple[float, str]], x1: float = 0, y1: float = 0, x2: float = 0, y2: float = 1) -> str:
    """A linear gradient over the shape's bounding box (top to bottom by default)."""
    inner = "".join(f'<stop offset="{num(o)}" stop-color="{c}"/>' for o, c in stops)
    return (f'<linearGradient id="{gid}" x1="{num(x1)}" y1="{num(y1)}" x2="{num(x2)}" y2="{num(y2)}">'
            f"{inner}</linearGradient>")


def star(cx: float, cy: float, r: float, fill: str) -> str:
    """A four-pointed twinkle."""
    k = r * 0.28
    pts = [(cx, cy - r), (cx + k, cy - k), (cx + r, cy), (cx + k, cy + k), (cx, cy + r), (cx - k, cy + k), (cx - r, cy), (cx - k, cy - k)]
    return poly(pts, fill, None)


def blob(circles: list[tuple[float, float, float]], fill: str, sw: float = 2.0) -> list[str]:
    """A cloud-like shape made of overlapping circles with one outline round the whole (the outlines are
    drawn first, the fills over them)."""
    return [circle(x, y, r, INK, INK, sw) for x, y, r in circles] + [circle(x, y, r, fill, None) for x, y, r in circles]


def gull(x: float, y: float, s: float) -> str:
    return path(f"M{num(x - s)} {num(y)} Q{num(x - s / 2)} {num(y - s * 0.6)} {num(x)} {num(y)} "
                f"Q{num(x + s / 2)} {num(y - s * 0.6)} {num(x + s)} {num(y)}", None, INK, 1.3)


# -- the names: DejaVu Serif Bold outlines, read straight from the font -----------------------------


class Font:
    """Just enough of a TrueType reader to turn a line of capitals into SVG path data: cmap (format 4),
    glyph outlines (simple and composite) and advance widths. No kerning, no hinting."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        count = struct.unpack(">H", data[4:6])[0]
        self.tables = {}
        for i in range(count):
            tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * i: 28 + 16 * i])
            self.tables[tag.decode("latin-1")] = (offset, length)
        head = self.tables["head"][0]
        self.units = struct.unpack(">H", data[head + 18: head + 20])[0]
        long_loca = struct.unpack(">h", data[head + 50: head + 52])[0] == 1
        glyphs = struct.unpack(">H", data[self.tables["maxp"][0] + 4: self.tables["maxp"][0] + 6])[0]
        loca = self.tables["loca"][0]
        if long_loca:
            self.loca = list(struct.unpack(f">{glyphs + 1}I", data[loca: loca + 4 * (glyphs + 1)]))
        else:
            self.loca = [2 * v for v in struct.unpack(f">{glyphs + 1}H", data[loca: loca + 2 * (glyphs + 1)])]
        metrics = struct.unpack(">H", data[self.tables["hhea"][0] + 34: self.tables["hhea"][0] + 36])[0]
        hmtx = self.tables["hmtx"][0]
        self.advances = [struct.unpack(">H", data[hmtx + 4 * i: hmtx + 4 * i + 2])[0] for i in range(metrics)]
        self.cmap = self._read_cmap()

    def _read_cmap(self) -> dict[int, int]:
        d, base = self.data, self.tables["cmap"][0]
        count = struct.unpack(">H", d[base + 2: base + 4])[0]
        for i in range(count):
            platform, encoding, offset = struct.unpack(">HHI", d[base + 4 + 8 * i: base + 12 + 8 * i])
            sub = base + offset
            if (platform, encoding) in ((3, 1), (0, 3)) and struct.unpack(">H", d[sub: sub + 2])[0] == 4:
                segs = struct.unpack(">H", d[sub + 6: sub + 8])[0] // 2
                ends = struct.unpack(f">{segs}H", d[sub + 14: sub + 14 + 2 * segs])
                starts_at = sub + 16 + 2 * segs
                starts = struct.unpack(f">{segs}H", d[starts_at: starts_at + 2 * segs])
                deltas = struct.unpack(f">{segs}h", d[starts_at + 2 * segs: starts_at + 4 * segs])
                ranges_at = starts_at + 4 * segs
                ranges = struct.unpack(f">{segs}H", d[ranges_at: ranges_at + 2 * segs])
                table: dict[int, int] = {}
                for s in range(segs):
                    for code in range(starts[s], min(ends[s], 0x2FF) + 1):
                        if ranges[s] == 0:
                            glyph = (code + deltas[s]) & 0xFFFF
                        else:
                            at = ranges_at + 2 * s + ranges[s] + 2 * (code - starts[s])
                            glyph = struct.unpack(">H", d[at: at + 2])[0]
                            glyph = (glyph + deltas[s]) & 0xFFFF if glyph else 0
                        table[code] = glyph
                return table
        raise ValueError("the font has no Unicode cmap of format 4")

    def advance(self, glyph: int) -> int:
        return self.advances[min(glyph, len(self.advances) - 1)]

    def contours(self, glyph: int) -> list[list[tuple[float, float, bool]]]:
        """The glyph's closed contours as (x, y, on_curve) points in font units, y up."""
        d = self.data
        start, end = self.loca[glyph], self.loca[glyph + 1]
        if start == end:
            return []
        at = self.tables["glyf"][0] + start
        n = struct.unpack(">h", d[at: at + 2])[0]
        if n < 0:
            return self._composite(at + 10)
        ends = struct.unpack(f">{n}H", d[at + 10: at + 10 + 2 * n])
        total = ends[-1] + 1
        p = at + 10 + 2 * n
        p += 2 + struct.unpack(">H", d[p: p + 2])[0]  # skip the instructions
        flags: list[int] = []
        while len(flags) < total:
            f = d[p]
            p += 1
            flags.append(f)
            if f & 8:
                flags.extend([f] * d[p])
                p += 1
        coords = []
        for short, same in ((2, 16), (4, 32)):
            v, values = 0, []
            for f in flags:
                if f & short:
                    v += d[p] if f & same else -d[p]
                    p += 1
                elif not f & same:
                    v += struct.unpack(">h", d[p: p + 2])[0]
                    p += 2
                values.append(v)
            coords.append(values)
        points = [(x, y, bool(f & 1)) for x, y, f in zip(coords[0], coords[1], flags)]
        out, first = [], 0
        for e in ends:
            out.append(points[first: e + 1])
            first = e + 1
        return out

    def _composite(self, p: int) -> list[list[tuple[float, float, bool]]]:
        d, out = self.data, []
        while True:
            flags, glyph = struct.unpack(">HH", d[p: p + 4])
            p += 4
            if flags & 1:
                dx, dy = struct.unpack(">hh", d[p: p + 4])
                p += 4
            else:
                dx, dy = struct.unpack(">bb", d[p: p + 2])
                p += 2
            a, b, c, e = 1.0, 0.0, 0.0, 1.0
            if flags & 8:
                a = e = struct.unpack(">h", d[p: p + 2])[0] / 16384
                p += 2
            elif flags & 0x40:
                a, e = (v / 16384 for v in struct.unpack(">hh", d[p: p + 4]))
                p += 4
            elif flags & 0x80:
                a, b, c, e = (v / 16384 for v in struct.unpack(">hhhh", d[p: p + 8]))
                p += 8
            if not flags & 2:
                raise ValueError("point-matched composite glyphs are not supported")
            for contour in self.contours(glyph):
                out.append([(a * x + c * y + dx, b * x + e * y + dy, on) for x, y, on in contour])
            if not flags & 0x20:
                return out

    def text_path(self, text: str, cx: float, mid: float, cap: float, max_width: float, tracking: float = 0.06) -> str:
        """SVG path data for `text` centred on `cx`, its capitals `cap` high (less if it must shrink to fit
        `max_width`) and centred on the line y = `mid`; `tracking` is extra space between letters, in em."""
        cap_units = 0.729 * self.units  # DejaVu Serif's capital height
        glyphs = [self.cmap.get(ord(ch), 0) for ch in text]
        width_units = sum(self.advance(g) for g in glyphs) + tracking * self.units * (len(glyphs) - 1)
        scale = min(cap / cap_units, max_width / width_units)
        x0 = cx - width_units * scale / 2
        base = mid + cap_units * scale / 2
        parts: list[str] = []
        pen = 0.0
        for g in glyphs:
            for contour in self.contours(g):
                parts.append(contour_path(contour, lambda x, y: (x0 + (pen + x) * scale, base - y * scale)))
            pen += self.advance(g) + tracking * self.units
        return "".join(parts)


def contour_path(points: list[tuple[float, float, bool]], to: Callable[[float, float], tuple[float, float]]) -> str:
    """A TrueType contour (quadratic B-spline, implied on-curve points between two off-curve ones) as an
    SVG subpath of M / L / Q segments."""
    n = len(points)
    start = next((i for i, p in enumerate(points) if p[2]), None)
    if start is None:  # all off-curve: start half-way between the first two
        x, y = (points[0][0] + points[1][0]) / 2, (points[0][1] + points[1][1]) / 2
        points = [(x, y, True)] + points
        n, start = n + 1, 0
    ordered = points[start:] + points[:start] + [points[start]]
    sx, sy = to(ordered[0][0], ordered[0][1])
    out = [f"M{num(sx)} {num(sy)}"]
    control: tuple[float, float] | None = None
    for x, y, on in ordered[1:]:
        if on:
            px, py = to(x, y)
            if control is None:
                out.append(f"L{num(px)} {num(py)}")
            else:
                cx, cy = to(*control)
                out.append(f"Q{num(cx)} {num(cy)} {num(px)} {num(py)}")
            control = None
        else:
            if control is not None:
                mx, my = (control[0] + x) / 2, (control[1] + y) / 2
                cx, cy = to(*control)
                px, py = to(mx, my)
                out.append(f"Q{num(cx)} {num(cy)} {num(px)} {num(py)}")
            control = (x, y)
    return "".join(out) + "Z"


# -- the pictures: each draws into the panel, (0, 0)–(PW, PH) ---------------------------------------


def sky(gid: str, top: str, bottom: str, height: float = PH) -> list[str]:
    return [gradient(gid, [(0, top), (1, bottom)]), rect(-2, -2, PW + 4, height + 2, f"url(#{gid})", None)]


def owl() -> list[str]:
    brown, dark, pale, amber = "#8a5a2e", "#5e3a1c", "#ecd2a4", "#f5b52a"
    out = sky("owlsky", "#1c2a55", "#4a6a9c")
    out += [circle(100, 44, 27, "#fbeeb0", None), circle(92, 38, 5, "#f1dc93", None), circle(108, 52, 7, "#f1dc93", None),
            circle(106, 34, 3, "#f1dc93", None)]
    out += [star(x, y, r, "#fff2b0") for x, y, r in ((22, 22, 5), (44, 12, 3.5), (134, 86, 4), (16, 70, 3.5), (132, 14, 3), (28, 118, 3))]
    # The branch, with two leaves.
    out += [path("M-4 166 Q40 158 80 162 Q112 164 150 152 L150 164 Q112 176 80 173 Q40 170 -4 178 Z", "#6e4322"),
            path("M118 160 Q128 146 142 146 Q134 160 118 160 Z", "#5f9a3c", INK, 1.6),
            path("M20 166 Q12 180 -2 182 Q6 168 20 166 Z", "#5f9a3c", INK, 1.6)]
    # Tail, wings behind the body, the body, the belly with its chevrons.
    out += [poly([(62, 150), (80, 150), (77, 176), (65, 176)], dark)]
    out += [ellipse(71, 112, 35, 46, brown)]
    out += [ellipse(71, 126, 23, 30, pale, None)]
    for row, y in enumerate((108, 119, 130, 141)):
        for k in range(3 - row % 2):
            x = 71 + (k - (2 - row % 2) / 2) * 11
            out.append(path(f"M{num(x - 3.5)} {y} L{num(x)} {y + 4} L{num(x + 3.5)} {y}", None, dark, 1.6))
    out += [path("M39 98 Q26 130 46 158 Q52 128 52 100 Z", dark), path("M103 98 Q116 130 96 158 Q90 128 90 100 Z", dark)]
    # Head, ear tufts, the facial disc, eyes, beak.
    out += [poly([(42, 66), (34, 38), (60, 56)], brown), poly([(100, 66), (108, 38), (82, 56)], brown)]
    out += [ellipse(71, 78, 34, 28, brown)]
    out += [circle(56, 78, 16, pale, None), circle(86, 78, 16, pale, None)]
    for x in (56, 86):
        out += [circle(x, 78, 11, amber, INK, 1.8), circle(x, 78, 6, INK, None), circle(x - 2.5, 75.5, 2.2, "#ffffff", None)]
    out += [path("M66 86 L76 86 L71 98 Z", "#e58a2a", INK, 1.6)]
    out += [path("M36 60 Q56 56 66 70", None, dark, 1.8), path("M106 60 Q86 56 76 70", None, dark, 1.8)]
    # Feet gripping the branch.
    for x in (60, 82):
        out += [ellipse(x + dx, 160, 2.6, 4, "#e58a2a", INK, 1.2) for dx in (-4, 0, 4)]
    return out


def sailor(neckerchief: str) -> list[str]:
    navy, white = "#243a74", "#fbfbf6"
    out = sky("sailsky", "#a9d3ee", "#e6f3f8", 132)
    out += [rect(-2, 130, PW + 4, PH - 128, "#3f7db4", None)]
    out += [path(f"M{x} {y} q4 -3 8 0 q4 -3 8 0", None, "#d8ecf7", 1.4) for x, y in ((8, 146), (110, 152), (18, 172), (118, 178), (4, 188))]
    out += [gull(22, 36, 7), gull(38, 26, 5), gull(122, 48, 6)]
    # A ship on the horizon.
    out += [path("M112 126 L134 126 L131 131 L115 131 Z", "#5a3a2a", INK, 1.0), line(123, 126, 123, 108, INK, 1.0),
            poly([(124, 110), (124, 124), (133, 124)], white, INK, 0.8), poly([(122, 112), (122, 124), (114, 124)], white, INK, 0.8)]
    # The blouse, its sailor collar and the striped vest in the V.
    out += [path("M20 196 L28 146 Q34 120 72 116 Q110 120 116 146 L124 196 Z", navy)]
    out += [line(40, 150, 42, 196, "#1a2b58", 1.6), line(104, 150, 102, 196, "#1a2b58", 1.6)]
    out += [path("M56 116 L72 154 L88 116 Z", white, INK, 1.6)]
    out += [line(62, 128, 82, 128, navy, 2.2), line(66, 137, 78, 137, navy, 2.2)]
    out += [path("M52 117 L72 158 M92 117 L72 158", None, white, 2.0)]
    out += [path("M30 140 Q36 124 52 118 M114 140 Q108 124 92 118", None, white, 2.0)]
    # The neckerchief: a knot and two tails (red on the two, yellow on the three).
    out += [path("M72 150 L63 178 L70 176 L72 160 L74 176 L81 178 Z", neckerchief, INK, 1.6),
            path("M64 146 L80 146 L76 156 L68 156 Z", neckerchief, INK, 1.6)]
    # Neck, ears, head, hair, face.
    out += [rect(64, 98, 16, 20, SKIN, INK, 1.8)]
    out += [circle(48, 82, 5.5, SKIN), circle(96, 82, 5.5, SKIN)]
    out += [circle(72, 80, 24, SKIN)]
    out += [path("M49 72 Q52 58 72 58 Q92 58 95 72 Q88 66 82 70 Q76 64 70 69 Q62 64 56 70 Q52 66 49 72 Z", "#8a5426", INK, 1.4)]
    out += [circle(63, 80, 2.6, INK, None), circle(81, 80, 2.6, INK, None)]
    out += [circle(57, 90, 5, CHEEK, None, opacity="0.75"), circle(87, 90, 5, CHEEK, None, opacity="0.75")]
    out += [path("M70 86 Q72 88 74 86", None, INK, 1.4), path("M64 94 Q72 102 80 94", None, INK, 1.8)]
    # The round white cap with its navy band and two ribbon tails behind.
    out += [path("M92 60 L102 72 L98 74 Z M92 60 L106 66 L104 70 Z", navy, INK, 1.2)]
    out += [path("M46 60 Q46 52 72 52 Q98 52 98 60 L98 64 Q72 60 46 64 Z", navy, INK, 1.8)]
    out += [ellipse(72, 50, 33, 9, white, INK, 1.8), ellipse(72, 49, 8, 2.5, "#e6e6de", None)]
    return out


def teapot() -> list[str]:
    blue, white, cloth = "#2a5aa8", "#fbfbf6", "#c8423a"
    out = [rect(-2, -2, PW + 4, 152, "#f6e6b4", None)]
    out += [rect(x, -2, 6, 152, "#efd894", None) for x in range(4, 150, 18)]
    out += [rect(-2, 148, PW + 4, 50, cloth, None)]
    out += [rect(x, 148, 7, 50, "#ffffff", None, opacity="0.35") for x in range(2, 150, 14)]
    out += [rect(-2, y, PW + 4, 7, "#ffffff", None, opacity="0.35") for y in range(154, 200, 14)]
    out += [line(-2, 148, PW + 2, 148, INK, 1.6)]
    # Steam curling from the spout.
    out += [path("M14 70 Q6 60 14 50 Q22 40 14 30", None, "#ffffff", 3.2), path("M24 64 Q18 54 24 46 Q30 38 24 28", None, "#ffffff", 2.6)]
    # Handle (behind the body), spout, body, foot.
    out += [path("M108 98 C140 90 142 140 108 142", None, INK, 11), path("M108 98 C140 90 142 140 108 142", None, blue, 6.5)]
    out += [path("M32 124 Q16 122 10 84 L19 80 Q24 106 34 106 Z", white)]
    out += [ellipse(72, 154, 28, 6, white)]
    out += [ellipse(72, 120, 46, 37, white)]
    out += [path("M27 112 Q72 100 117 112 L118 124 Q72 112 26 124 Z", blue, None)]
    for x, y in ((50, 138), (72, 142), (94, 138)):
        out += [circle(x + 5 * math.cos(a), y + 5 * math.sin(a), 3.2, blue, None) for a in (0, 1.26, 2.51, 3.77, 5.03)]
        out += [circle(x, y, 2.4, "#f3c233", None)]
    out += [circle(x, y, 2, blue, None) for x, y in ((36, 98), (108, 98), (40, 140), (104, 140))]
    out += [ellipse(72, 120, 46, 37, None, INK, 2.0)]
    out += [path("M36 96 Q44 88 56 86", None, "#ffffff", 3.0)]
    # The lid.
    out += [path("M48 86 Q50 64 72 64 Q94 64 96 86 Z", white), ellipse(72, 86, 26, 5, white, INK, 1.8)]
    out += [path("M54 78 Q72 72 90 78", None, blue, 2.6)]
    out += [ellipse(72, 61, 6.5, 5.5, blue)]
    return out


def puss(bell: bool) -> list[str]:
    ginger, stripe, white, pink = "#ec9540", "#c0641e", "#fdfaf2", "#f2a3a8"
    out = [rect(-2, -2, PW + 4, PH + 4, "#e3ead0", None)]
    out += [circle(x, y, 3, "#cbd8b0", None) for y in range(10, 160, 22) for x in range(8 + (y // 22 % 2) * 11, 150, 22)]
    # The cushion, with tassels.
    out += [path("M2 166 Q72 150 143 166 L147 200 L-2 200 Z", "#b33241")]
    out += [path("M2 166 Q72 150 143 166", None, "#f0c040", 2.2)]
    # Tail, body, stripes, white bib and paws.
    out += [path("M98 174 Q134 168 126 136 Q122 124 128 116 Q140 132 136 156 Q130 184 96 184 Z", ginger)]
    out += [path("M40 180 Q30 136 56 106 L88 106 Q114 136 104 180 Z", ginger)]
    out += [path("M37 150 Q46 146 50 152 M35 162 Q44 158 48 164 M107 150 Q98 146 94 152 M109 162 Q100 158 96 164", None, stripe, 2.4)]
    out += [ellipse(72, 144, 17, 28, white, None)]
    out += [ellipse(60, 180, 11, 6.5, white), ellipse(84, 180, 11, 6.5, white)]
    out += [line(57, 176, 57, 182, INK, 1.0), line(63, 176, 63, 182, INK, 1.0), line(81, 176, 81, 182, INK, 1.0), line(87, 176, 87, 182, INK, 1.0)]
    # Ears and head.
    out += [poly([(42, 72), (44, 34), (68, 56)], ginger), poly([(102, 72), (100, 34), (76, 56)], ginger)]
    out += [poly([(47, 64), (48, 44), (61, 56)], pink, None), poly([(97, 64), (96, 44), (83, 56)], pink, None)]
    out += [ellipse(72, 80, 34, 29, ginger)]
    out += [path("M66 54 L68 64 M72 52 L72 63 M78 54 L76 64", None, stripe, 2.4)]
    out += [path("M39 80 L48 82 M40 89 L49 88 M105 80 L96 82 M104 89 L95 88", None, stripe, 2.2)]
    # Muzzle, eyes, nose, mouth, whiskers.
    out += [ellipse(64, 93, 10, 7.5, white, None), ellipse(80, 93, 10, 7.5, white, None)]
    for x in (59, 85):
        out += [ellipse(x, 78, 6.5, 7.5, "#8cc63f", INK, 1.6), ellipse(x, 78, 1.8, 6, INK, None), circle(x - 2, 75.5, 1.5, "#ffffff", None)]
    out += [path("M68 87 L76 87 L72 92 Z", pink, INK, 1.3)]
    out += [path("M72 92 L72 95 M72 95 Q68 99 65 96 M72 95 Q76 99 79 96", None, INK, 1.3)]
    out += [path("M58 94 L34 90 M58 97 L34 99 M86 94 L110 90 M86 97 L110 99", None, INK, 1.0)]
    # The bow at the neck (and on the six a brass bell under it).
    bow = "#2f6fcf"
    out += [poly([(72, 108), (56, 100), (56, 116)], bow, INK, 1.5), poly([(72, 108), (88, 100), (88, 116)], bow, INK, 1.5),
            circle(72, 108, 4, bow, INK, 1.5)]
    if bell:
        out += [circle(72, 120, 7.5, "#f0c23a", INK, 1.6), line(65.5, 120, 78.5, 120, INK, 1.2), circle(72, 124, 1.6, INK, None),
                circle(69.5, 116.5, 1.8, "#fff4c0", None)]
    return out


def kite() -> list[str]:
    red, yellow = "#d8392c", "#f4c430"
    out = sky("kitesky", "#6fb6e6", "#d9eff9")
    out += blob([(22, 40, 10), (34, 34, 13), (48, 40, 10)], "#ffffff", 1.6)
    out += blob([(100, 150, 9), (112, 144, 12), (124, 150, 9)], "#ffffff", 1.6)
    out += [path("M-4 176 Q40 156 80 170 Q118 184 150 166 L150 200 L-4 200 Z", "#6aa84f")]
    out += [path("M-4 186 Q50 172 90 186 Q120 196 150 184 L150 200 L-4 200 Z", "#4f8a3a", None)]
    # The string, down to a hand out of sight, and the tail with its bows.
    out += [path("M86 64 Q40 120 6 196", None, INK, 1.1)]
    out += [path("M88 122 Q70 136 84 150 Q98 164 74 176 Q58 184 60 198", None, INK, 1.4)]
    for (x, y), colour in zip(((80, 134), (90, 156), (70, 178)), ("#2f6fcf", yellow, red)):
        out += [poly([(x, y), (x - 8, y - 5), (x - 8, y + 5)], colour, INK, 1.3), poly([(x, y), (x + 8, y - 5), (x + 8, y + 5)], colour, INK, 1.3)]
    # The kite: four panes, red and yellow, with its spars.
    top, right, bottom, left, mid = (88, 10), (126, 52), (88, 122), (50, 52), (88, 52)
    out += [poly([top, right, mid], red, None), poly([right, bottom, mid], yellow, None),
            poly([bottom, left, mid], red, None), poly([left, top, mid], yellow, None)]
    out += [poly([top, right, bottom, left], None, INK, 2.2), line(*top, *bottom, INK, 1.6), line(*left, *right, INK, 1.6)]
    out += [circle(88, 52, 7, "#ffffff", INK, 1.4), circle(88, 52, 3, red, None)]
    # A swallow or two.
    out += [gull(128, 96, 6), gull(20, 80, 5)]
    return out


def rocking_horse() -> list[str]:
    grey, dapple, dark, red, gold = "#eceae4", "#b7b5ae", "#3b2a20", "#c0332d", "#f0c23a"
    out = [rect(-2, -2, PW + 4, 170, "#f7dcc4", None)]
    out += [circle(x, y, 2.2, "#ecc4a2", None) for y in range(12, 150, 18) for x in range(6 + (y // 18 % 2) * 9, 150, 18)]
    out += [rect(-2, 160, PW + 4, 40, "#a8713f", None), line(-2, 160, PW + 2, 160, INK, 1.6)]
    out += [line(x, 160, x - 8, 200, "#8a5a30", 1.4) for x in (30, 76, 122)]
    # Tail, legs, the red rocker with a gold line.
    out += [path("M118 100 Q140 104 138 146 Q130 128 122 122 Q126 138 116 150 Q116 124 112 110 Z", dark, INK, 1.6)]
    legs = [((52, 118), (26, 165)), ((62, 122), (46, 171)), ((100, 122), (112, 168)), ((110, 118), (130, 161))]
    for (x1, y1), (x2, y2) in legs:
        out += [line(x1, y1, x2, y2, INK, 10.5), line(x1, y1, x2, y2, grey, 7)]
    for (_, _), (x2, y2) in legs:
        out += [circle(x2, y2 - 3, 4.6, dark, INK, 1.2)]
    out += [path("M2 154 Q72 192 143 154 L143 163 Q72 202 2 163 Z", red), path("M8 161 Q72 195 137 161", None, gold, 1.6)]
    # Neck and head (looking left, muzzle down), the body with dapples over the neck's foot.
    out += [path("M44 118 C40 102 38 92 36 84 C30 88 22 92 15 91 C8 90 5 82 9 76 C16 64 26 52 40 44 "
                 "C52 40 60 50 64 62 C68 76 72 86 80 94 L62 110 Z", grey)]
    out += [ellipse(82, 108, 42, 19, grey)]
    out += [circle(x, y, r, dapple, None) for x, y, r in ((64, 112, 3), (74, 102, 2.5), (98, 110, 3.2), (110, 101, 2.4),
                                                         (88, 117, 2.2), (54, 102, 2.4), (46, 86, 2.2), (40, 70, 1.8), (52, 64, 2.0))]
    out += [circle(11, 80, 1.8, INK, None), path("M10 86 Q16 88 22 86", None, INK, 1.2)]
    out += [circle(30, 60, 3.2, INK, None), circle(29, 59, 1, "#ffffff", None), path("M26 55 Q30 52 35 55", None, INK, 1.2)]
    out += [poly([(38, 46), (42, 26), (52, 42)], grey), poly([(41, 43), (43, 33), (48, 42)], "#f2a3a8", None)]
    # The mane down the crest, and a forelock.
    out += [path("M46 40 Q58 38 60 50 Q70 50 66 60 Q76 62 70 72 Q80 76 74 84 Q84 88 80 96 L74 92 Q64 70 52 52 Q48 46 44 44 Z", dark, INK, 1.4)]
    out += [path("M40 44 Q32 40 28 48 Q34 46 38 50 Z", dark, INK, 1.2)]
    # Bridle and reins, saddle cloth with a fringe, the saddle and a stirrup.
    out += [path("M12 72 Q20 82 20 90 M38 48 L22 88", None, red, 2.4), path("M20 86 Q44 104 70 96", None, red, 1.6)]
    out += [circle(21, 86, 2.2, gold, INK, 0.8)]
    out += [path("M68 91 L102 91 L106 122 L64 122 Z", "#2f5fae", INK, 1.6)]
    out += [path(f"M{x} 122 l-1 4", None, gold, 1.4) for x in range(67, 106, 4)]
    out += [path("M68 91 Q85 80 102 91 Q85 97 68 91 Z", red, INK, 1.6)]
    out += [line(85, 97, 85, 128, INK, 1.2), path("M81 128 L89 128 L87 133 L83 133 Z", gold, INK, 1.0)]
    return out


def yacht(burgee: str) -> list[str]:
    sail, hull = "#fdf8e8", "#8a2a20"
    out = sky("yachtsky", "#78b9e6", "#e4f2f8", 140)
    out += [circle(124, 26, 13, "#fbe07a", None)]
    out += blob([(20, 64, 7), (30, 59, 9), (40, 64, 7)], "#ffffff", 1.4)
    out += [gull(112, 58, 6), gull(128, 72, 4.5)]
    out += [rect(-2, 136, PW + 4, 64, "#2e6aa2", None), line(-2, 136, PW + 2, 136, "#1c4c7c", 1.2)]
    # Sails (the jib forward, the mainsail aft), mast and the burgee at the masthead.
    out += [path("M68 30 L68 134 L20 134 Q46 90 68 30 Z", sail), path("M76 24 L76 134 L128 134 Q112 80 76 24 Z", sail)]
    out += [path("M76 60 Q96 76 108 96 M76 96 Q102 108 118 120", None, "#d9cfb0", 1.2)]
    out += [line(72, 16, 72, 138, "#5a3a22", 3.2)]
    out += [path("M73 12 L102 12 L92 21 L102 30 L73 30 Z", burgee, INK, 1.6)]
    # The hull with a white stripe, on the waves.
    out += [path("M14 134 L130 134 L116 156 L30 156 Z", hull), path("M18 140 L126 140", None, "#ffffff", 2.4)]
    out += [path(f"M{x} {y} q5 -5 10 0 q5 -5 10 0", None, "#cfe6f5", 1.8) for x, y in
            ((4, 164), (40, 160), (88, 162), (118, 168), (20, 178), (64, 176), (104, 184), (2, 192), (46, 192))]
    out += [path("M22 156 Q72 162 124 156", None, "#ffffff", 2.2)]
    return out


def jack_in_the_box() -> list[str]:
    red, dark_red, yellow, green, skin = "#cc3a2c", "#8e2418", "#f4c430", "#3f9a4a", SKIN
    out = [rect(-2, -2, PW + 4, PH + 4, "#dcefe0", None)]
    out += [star(x, y, 4, "#b8dcc0") for x, y in ((14, 16), (130, 24), (22, 70), (126, 76), (12, 120), (134, 126))]
    # The open lid behind, the box, its stars.
    out += [poly([(38, 128), (130, 128), (142, 62), (62, 56)], yellow), poly([(46, 123), (124, 123), (134, 68), (66, 63)], None, "#2f6fcf", 1.6),
            star(106, 88, 7, "#2f6fcf")]
    out += [poly([(114, 140), (130, 128), (130, 200), (114, 200)], dark_red)]
    out += [rect(22, 140, 92, 60, red)]
    out += [poly([(22, 140), (38, 128), (130, 128), (114, 140)], "#3b1c14")]
    out += [star(x, y, 9, yellow) for x, y in ((46, 164), (90, 164), (68, 188))]
    out += [rect(26, 144, 84, 52, None, yellow, 1.4)]
    # The spring.
    out += [path("M74 134 L62 128 L86 122 L62 116 L86 110 L66 104", None, "#55585c", 3.2)]
    # Arms flung out, white gloves.
    out += [path("M58 96 Q40 92 28 76", None, INK, 8), path("M58 96 Q40 92 28 76", None, green, 5),
            path("M90 96 Q108 92 120 76", None, INK, 8), path("M90 96 Q108 92 120 76", None, red, 5)]
    out += [circle(26, 72, 6, "#ffffff", INK, 1.6), circle(122, 72, 6, "#ffffff", INK, 1.6)]
    # The ruff, the head, the two-pointed cap with bells.
    # A collar of points, red and green by turns, each with a bell.
    for k, x in enumerate((52, 63, 74, 85, 96)):
        out += [poly([(x - 8, 90), (x + 8, 90), (x, 110 - abs(x - 74) * 0.2)], (red, green)[k % 2], INK, 1.4)]
    out += [circle(x, 110 - abs(x - 74) * 0.2, 2.6, yellow, INK, 1.0) for x in (52, 63, 74, 85, 96)]
    out += [circle(74, 72, 21, skin)]
    out += [path("M54 62 Q40 30 14 36 Q28 44 34 60 Q54 48 74 52 Z", red), path("M94 62 Q108 30 134 36 Q120 44 114 60 Q94 48 74 52 Z", green)]
    out += [path("M52 64 Q74 46 96 64 L96 58 Q74 42 52 58 Z", yellow)]
    out += [circle(14, 36, 5, yellow, INK, 1.4), circle(134, 36, 5, yellow, INK, 1.4)]
    out += [circle(66, 70, 2.6, INK, None), circle(82, 70, 2.6, INK, None), path("M62 64 Q66 61 70 64 M78 64 Q82 61 86 64", None, INK, 1.4)]
    out += [circle(60, 80, 4.5, CHEEK, None, opacity="0.8"), circle(88, 80, 4.5, CHEEK, None, opacity="0.8")]
    out += [circle(74, 77, 4.5, red, INK, 1.2), path("M63 84 Q74 96 85 84 Q74 90 63 84 Z", "#8e2418", INK, 1.4)]
    return out


def baker(moustache: bool) -> list[str]:
    white, loaf, crust = "#fdfcf6", "#d99a48", "#a8642a"
    out = [rect(-2, -2, PW + 4, PH + 4, "#f2e2c4", None)]
    # Shelves of bread behind.
    for y in (46, 100):
        out += [rect(-2, y, PW + 4, 5, "#8a5a30", INK, 1.2)]
        out += [ellipse(x, y - 6, 9, 6, loaf, INK, 1.2) for x in (12, 132)]
    # The white coat with two rows of buttons.
    out += [path("M14 200 Q16 144 46 128 Q72 120 98 128 Q128 144 130 200 Z", white)]
    out += [circle(x, y, 2.3, "#7a4a24", None) for x in (60, 84) for y in (140, 154)]
    out += [path("M58 124 L72 138 L86 124", None, INK, 1.6), path("M60 124 L72 134 L84 124 Z", "#cc3a2c", None)]
    # The tray of loaves in his hands.
    out += [path("M20 168 L124 168 L118 180 L26 180 Z", "#8a5a30")]
    out += [ellipse(50, 162, 20, 10, loaf), ellipse(94, 162, 20, 10, loaf), ellipse(72, 158, 14, 12, loaf)]
    out += [path("M40 158 L46 154 M50 160 L56 156 M84 158 L90 154 M94 160 L100 156 M66 154 L72 150 M72 160 L78 156", None, crust, 1.6)]
    out += [circle(22, 172, 7, SKIN), circle(122, 172, 7, SKIN)]
    # Neck, head, ears, face.
    out += [rect(64, 108, 16, 16, SKIN, INK, 1.6)]
    out += [circle(47, 94, 5.5, SKIN), circle(97, 94, 5.5, SKIN)]
    out += [circle(72, 94, 25, SKIN)]
    out += [path("M62 88 Q65 85 68 88 M76 88 Q79 85 82 88", None, INK, 1.8)]
    out += [path("M60 82 Q64 79 68 81 M76 81 Q80 79 84 82", None, "#6b4423", 1.6)]
    out += [circle(56, 100, 5.5, CHEEK, None, opacity="0.8"), circle(88, 100, 5.5, CHEEK, None, opacity="0.8")]
    out += [ellipse(72, 97, 4.5, 3.8, "#f0a890", INK, 1.3)]
    out += [path("M62 106 Q72 114 82 106", None, INK, 1.8)]
    if moustache:
        out += [path("M72 101 C66 98 58 98 54 103 C52 106 48 106 47 102 C46 108 54 110 60 107 C65 105 69 104 72 104 Z", "#6b3f1e", INK, 1.1),
                path("M72 101 C78 98 86 98 90 103 C92 106 96 106 97 102 C98 108 90 110 84 107 C79 105 75 104 72 104 Z", "#6b3f1e", INK, 1.1)]
    # The tall white toque.
    out += blob([(56, 40, 15), (72, 30, 18), (88, 40, 15), (60, 54, 12), (84, 54, 12)], white, 2.0)
    out += [path("M64 30 Q66 46 64 60 M80 30 Q78 46 80 60", None, "#dedbd0", 1.4)]
    out += [rect(50, 60, 44, 12, white, INK, 1.8, r=3)]
    return out


# rank code -> (name at the foot, frame colour, picture)
DESIGNS: dict[str, tuple[str, str, Callable[[], list[str]]]] = {
    "A": ("THE OWL", "#2e5e3e", owl),
    "2": ("JACK TAR", "#263a78", lambda: sailor("#d42f2a")),
    "3": ("JACK TAR", "#263a78", lambda: sailor("#f3c52c")),
    "4": ("THE TEAPOT", "#16737c", teapot),
    "5": ("PUSS", "#6b2d5c", lambda: puss(bell=False)),
    "6": ("PUSS", "#6b2d5c", lambda: puss(bell=True)),
    "7": ("THE KITE", "#c0392b", kite),
    "8": ("ROCKING HORSE", "#7b4a24", rocking_horse),
    "9": ("THE YACHT", "#b8872a", lambda: yacht("#d42f2a")),
    "10": ("THE YACHT", "#b8872a", lambda: yacht("#2f5fcf")),
    "J": ("JACK-IN-THE-BOX", "#d46a1e", jack_in_the_box),
    "Q": ("THE BAKER", "#b8506e", lambda: baker(moustache=False)),
    "K": ("THE BAKER", "#b8506e", lambda: baker(moustache=True)),
}


def card_svg(code: str, font: Font) -> str:
    """The whole SVG document of one design."""
    name, frame, draw = DESIGNS[code]
    px, py, pw, ph = PANEL
    o = FRAME_INSET
    body = [rect(0.25, 0.25, W - 0.5, H - 0.5, PAPER, None, r=6.87)]
    body.append(group(draw(), f"translate({num(px)} {num(py)})"))
    # The frame is a rounded band with the panel cut out of it, drawn over the picture to trim it.
    outer = round_rect_path(o, o, W - 2 * o, H - 2 * o, 5.0)
    hole = round_rect_path(px, py, pw, ph, 2.5)
    body.append(path(round_rect_path(0.25, 0.25, W - 0.5, H - 0.5, 6.87) + hole, PAPER, None, fill_rule="evenodd"))
    body.append(path(outer + hole, frame, None, fill_rule="evenodd"))
    body.append(rect(px, py, pw, ph, None, INK, 1.2, r=2.5))
    body.append(rect(o + 2.2, o + 2.2, W - 2 * o - 4.4, H - 2 * o - 4.4, None, CREAM, 0.9, r=3.5))
    body.append(path(font.text_path(name, W / 2, NAME_MID, 11.5, pw - 8), CREAM, None))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f"<!-- Snap pack, design {code}: drawn for this project by build_scripts/make_snap_pack.py -->\n"
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{num(W)}pt" height="{num(H)}pt" '
            f'viewBox="0 0 {W} {H}">\n' + "\n".join(body) + "\n</svg>\n")


def round_rect_path(x: float, y: float, w: float, h: float, r: float) -> str:
    """SVG path data of a rectangle at (`x`, `y`), `w` by `h`, with corners rounded to radius `r` (viewBox units)."""
    return (f"M{num(x + r)} {num(y)} H{num(x + w - r)} A{num(r)} {num(r)} 0 0 1 {num(x + w)} {num(y + r)} "
            f"V{num(y + h - r)} A{num(r)} {num(r)} 0 0 1 {num(x + w - r)} {num(y + h)} H{num(x + r)} "
            f"A{num(r)} {num(r)} 0 0 1 {num(x)} {num(y + h - r)} V{num(y + r)} A{num(r)} {num(r)} 0 0 1 {num(x + r)} {num(y)} Z")


def main() -> int:
    font = Font(FONT.read_bytes())
    OUT.mkdir(parents=True, exist_ok=True)
    for code in DESIGNS:
        (OUT / f"{code}.svg").write_text(card_svg(code, font), encoding="utf-8")
    print(f"wrote {len(DESIGNS)} designs to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
