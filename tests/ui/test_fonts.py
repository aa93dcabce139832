"""The bundled fonts have the suit signs (pygame's default font draws empty boxes for them).

`Font.metrics()` does not reveal a missing glyph, so this reads the font's own character map (the TTF
`cmap` table, format 4) and checks the code points there (/work/shared/assets/README.md "fonts").
"""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from game.paths import asset_path
from game.ui.fonts import MIN_PX, font, render_text, wrap_text

SUITS = "♠♥♦♣"


def mapped_code_points(path: Path) -> set[int]:
    """Every BMP code point the font maps to a glyph (format 4 subtable of the `cmap` table)."""
    data = path.read_bytes()
    num_tables = struct.unpack(">H", data[4:6])[0]
    tables = {}
    for i in range(num_tables):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * i : 28 + 16 * i])
        tables[tag] = (offset, length)
    cmap = tables[b"cmap"][0]
    count = struct.unpack(">H", data[cmap + 2 : cmap + 4])[0]
    for i in range(count):
        platform, _encoding, sub = struct.unpack(">HHI", data[cmap + 4 + 8 * i : cmap + 12 + 8 * i])
        start = cmap + sub
        if struct.unpack(">H", data[start : start + 2])[0] == 4 and platform in (0, 3):
            break
    else:
        raise AssertionError(f"{path.name} has no Unicode format-4 cmap")
    seg_count = struct.unpack(">H", data[start + 6 : start + 8])[0] // 2
    ends = struct.unpack(f">{seg_count}H", data[start + 14 : start + 14 + 2 * seg_count])
    base = start + 16 + 2 * seg_count
    starts = struct.unpack(f">{seg_count}H", data[base : base + 2 * seg_count])
    deltas = struct.unpack(f">{seg_count}h", data[base + 2 * seg_count : base + 4 * seg_count])
    range_base = base + 4 * seg_count
    offsets = struct.unpack(f">{seg_count}H", data[range_base : range_base + 2 * seg_count])
    points = set()
    for seg, (first, last, delta, offset) in enumerate(zip(starts, ends, deltas, offsets)):
        for code in range(first, last + 1):
            if code == 0xFFFF:
                continue
            if offset == 0:
                glyph = (code + delta) & 0xFFFF
            else:
                at = range_base + 2 * seg + offset + 2 * (code - first)
                glyph = struct.unpack(">H", data[at : at + 2])[0]
                glyph = (glyph + delta) & 0xFFFF if glyph else 0
            if glyph:
                points.add(code)
    return points


@pytest.mark.parametrize("name", ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif-Bold.ttf"])
def test_the_fonts_we_draw_cards_with_have_the_suit_signs(name: str) -> None:
    points = mapped_code_points(asset_path("fonts", name))
    assert {ord(c) for c in SUITS} <= points
    assert ord("A") in points and ord("—") in points and ord("“") in points


def test_the_reader_tells_a_missing_glyph() -> None:
    """The check can fail: an emoji DejaVu Sans lacks is reported missing, so does an unassigned code point."""
    points = mapped_code_points(asset_path("fonts", "DejaVuSans.ttf"))
    assert 0x1F600 not in points  # beyond the BMP: never in a format-4 map
    assert 0xE000 not in points  # private use area: DejaVu Sans maps nothing there


def test_type_is_never_smaller_than_14_px() -> None:
    assert MIN_PX == 14
    assert font(8).get_height() == font(14).get_height() < font(15).get_height()


def test_rendered_text_is_cached_and_antialiased() -> None:
    first = render_text("Snip ♠", 20, (246, 236, 210), bold=True)
    assert render_text("Snip ♠", 20, (246, 236, 210), bold=True) is first
    alphas = {first.get_at((x, y)).a for x in range(first.get_width()) for y in range(first.get_height())}
    assert 0 in alphas and 255 in alphas and len(alphas) > 10, "soft edges, not a two-tone bitmap"


@pytest.mark.parametrize("width", [60, 150, 400])
def test_wrapped_lines_fit_and_keep_every_word(width: int) -> None:
    text = "Snip, snap and snorum: the players match the card that was led, or pass and pay\nNew line"
    lines = wrap_text(text, 18, width, serif=True)
    assert " ".join(lines).split() == text.split()
    assert not any("pay" in line and "New" in line for line in lines), "a line break in the text starts a new line"
    assert all(font(18, serif=True).size(line)[0] <= width or " " not in line for line in lines)
    assert wrap_text("", 18, width) == []
