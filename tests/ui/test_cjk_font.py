"""Japanese text (game/ui/fonts.py): the bundled Noto subset has every character a catalogue uses, the
font follows the language while the app runs, and Japanese lines break between characters by the basic
kinsoku rules, while English wraps at spaces as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game.i18n import set_language
from game.paths import asset_path
from game.ui import fonts
from game.ui.fonts import MIN_PX, fitting_size, font, font_file, render_text, shorten, wrap_text
from tests.ui.test_fonts import mapped_code_points

LOCALE = Path(asset_path("locale"))
JAPANESE_FONTS = ["NotoSansJP-Subset-Regular.otf", "NotoSansJP-Subset-Bold.otf"]
SENTENCE = "前の人が出したカードと同じ数のカードを出します。「Snap!（スナップ）」と言いましょう。9♣を出すと、チップを1枚払います。"


def catalogue_text(root: Path = LOCALE) -> str:
    """Every text the app may show: the English the code marks (the template's msgids) and every
    translation in every catalogue under `root`."""
    texts = []
    for path in sorted(root.rglob("*.po*")):
        with path.open("rb") as file:
            for message in read_po(file):
                for value in (message.id, message.string):
                    texts += [value] if isinstance(value, str) else list(value)
    return "".join(texts)


def missing_from(name: str, text: str) -> str:
    """The characters of `text` the font file `name` has no glyph for (by its character map)."""
    points = mapped_code_points(asset_path("fonts", name))
    return "".join(sorted({c for c in text if c.isprintable() and c != " " and ord(c) not in points}))


@pytest.mark.parametrize("name", JAPANESE_FONTS)
def test_the_japanese_font_has_every_character_the_catalogues_use(name: str) -> None:
    missing = missing_from(name, catalogue_text())
    assert missing == "", f"{name} lacks {missing!r}: run python build_scripts/make_cjk_font.py (needs fonts-noto-cjk)"


def test_the_check_tells_a_missing_kanji(tmp_path: Path) -> None:
    """A translation with a level-2 kanji the subset lacks is caught; kana, kanji and signs it has are not."""
    (tmp_path / "ja" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "ja" / "LC_MESSAGES" / "snipsnap.po").write_text(
        'msgid ""\nmsgstr ""\n"Language: ja\\n"\n\nmsgid "Gloom"\nmsgstr "憂鬱なカード ♠×2"\n', encoding="utf-8"
    )
    assert missing_from(JAPANESE_FONTS[0], catalogue_text(tmp_path)) == "鬱"
    assert missing_from(JAPANESE_FONTS[1], "あア漢♠♥♦♣♤♡♢♧×−›·…０Ａ「」") == ""


def test_the_font_follows_the_language_and_no_cache_serves_the_old_face() -> None:
    english = render_text("A♠ 9♣", 20, (0, 0, 0))
    assert font_file() == "DejaVuSans.ttf"
    set_language("ja")
    assert font_file() == font_file(serif=True) == JAPANESE_FONTS[0]
    assert font_file(bold=True, serif=True) == JAPANESE_FONTS[1]
    japanese = render_text("A♠ 9♣", 20, (0, 0, 0))
    assert japanese is not english and japanese.get_size() != english.get_size()
    assert font(20).size("新しいゲーム")[0] > 0
    set_language("en")
    assert render_text("A♠ 9♣", 20, (0, 0, 0)) is english


def test_japanese_breaks_between_characters_and_every_line_fits() -> None:
    set_language("ja")
    for width in (120, 200, 330):
        lines = wrap_text(SENTENCE, 18, width)
        assert "".join(lines) == SENTENCE.replace(" ", "")
        assert len(lines) > 1
        assert all(font(18).size(line)[0] <= width for line in lines)


def test_japanese_lines_keep_the_kinsoku_rules() -> None:
    set_language("ja")
    for width in range(60, 400, 7):
        lines = wrap_text(SENTENCE, 18, width)
        for line in lines[1:]:
            assert line[0] not in "、。，．）」』！？ー・ぁぃぅぇぉっゃゅょァィゥェォッャュョ", (width, lines)
        for line in lines[:-1]:
            assert line[-1] not in "（「『", (width, lines)


def test_a_card_and_a_latin_word_stay_whole_in_japanese() -> None:
    set_language("ja")
    lines = wrap_text("あなたは9♣とSnap!を出します", 18, 40)
    assert "9♣" in lines and "Snap!" in lines


def test_english_still_wraps_at_spaces_only() -> None:
    text = "Snip, snap and snorum: match the card that was led"
    for width in (60, 150, 300):
        lines = wrap_text(text, 18, width)
        assert " ".join(lines) == text and all(len(line.split()) == 1 or font(18).size(line)[0] <= width for line in lines)


def test_shorten_and_fitting_size_work_on_japanese() -> None:
    set_language("ja")
    text = "スニップ・スナップ・スノーラムの遊び方"
    size = fitting_size(text, 40, 300)
    assert MIN_PX <= size < 40 and font(size).size(text)[0] <= 300 < font(size + 1).size(text)[0]
    short = shorten(text, 20, 120)
    assert short.endswith("…") and text.startswith(short[:-1]) and font(20).size(short)[0] <= 120


def test_the_text_size_scales_the_sizes_layouts_ask_for_and_fitting_size_fits_a_height() -> None:
    assert fonts.scaled(20) == 20 and fonts.scaled(10) == MIN_PX
    fonts.set_text_scale(175)
    try:
        assert fonts.scaled(20) == 35 and fonts.scaled(7) == MIN_PX
    finally:
        fonts.set_text_scale(100)
    size = fitting_size("Snip-Snap-Snorum", 60, 1000, max_height_px=40)
    assert font(size).get_height() <= 40 < font(size + 1).get_height()


@pytest.mark.parametrize("bold", [False, True])
def test_no_glyph_the_app_draws_reaches_past_the_japanese_line(bold: bool) -> None:
    """A glyph past the font's ascent or descent makes its line of text taller than `font().get_height()`,
    and lines stepped by that height overlap (seen in the rules screens' captions): make_cjk_font.py sets the
    line to hold them all."""
    set_language("ja")
    chars = {c for c in catalogue_text() + "".join(map(chr, range(33, 127))) if c.isprintable() and not c.isspace()}
    for px in (14, 16, 18, 22, 30, 40):
        face = font(px, bold=bold)
        tall = sorted(c for c in chars if face.render(c, True, (0, 0, 0)).get_height() > face.get_height())
        assert tall == [], f"at {px} px: {tall[:10]}"
