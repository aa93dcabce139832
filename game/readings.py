"""How every call is said in Japanese, for the Japanese voices (build_scripts/make_voices.py, issue 36).

Pure: no pygame, no files. Each call of `game.calls.every_call()` has a `Reading`, found by its sound file's
name (`game.audio.voice_files.voice_key`): the traditional words in katakana as a Japanese player says them
(「スニップ！」「スナップ！」「スノーラム！」, Jig's German 「シュニップ」「シュヌル」), the rhymes and the spoken log in
the words the Japanese catalogue shows beside them (assets/locale/ja). The build speaks `text` and checks that
the Japanese reader reads it as `kana`, so a misread kanji or number fails the build rather than reaching a
player.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reading:
    """A call in Japanese: `text` is what the voice is given (kana and kanji, with its punctuation), `kana`
    the katakana it must be read as (no punctuation or spaces)."""

    text: str
    kana: str


def _katakana(text: str) -> Reading:
    """A reading written wholly in katakana: read as written, less its punctuation."""
    return Reading(text, "".join(ch for ch in text if "゠" < ch <= "ヿ" and ch != "・"))


NUMBERS = (
    "イチ", "ニ", "サン", "ヨン", "ゴ", "ロク", "ナナ", "ハチ", "キュウ", "ジュウ",
    "ジュウイチ", "ジュウニ", "ジュウサン", "ジュウヨン", "ジュウゴ", "ジュウロク", "ジュウナナ", "ジュウハチ",
    "ジュウキュウ", "ニジュウ",
)
"""One to twenty as a caller counts them aloud: よん and なな, the clearer forms, not し and しち."""

_ENGLISH_NUMBERS = (
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
)
_PLURAL = {"two": "twos", "three": "threes", "four": "fours", "five": "fives", "six": "sixes",
             "seven": "sevens", "eight": "eights", "nine": "nines", "ten": "tens", "eleven": "elevens",
             "twelve": "twelves", "thirteen": "thirteens", "fourteen": "fourteens"}
_RANKS = {"ace": "エース", "jack": "ジャック", "queen": "クイーン", "king": "キング"}
_TRADITIONAL = {
    "snip": "スニップ", "snap": "スナップ", "snorum": "スノーラム", "jig": "ジグ",
    "schnipp": "シュニップ", "schnapp": "シュナップ", "schnurr": "シュヌル", "burr": "ブル", "basilorum": "バジロールム",
    "hickockalorum": "ヒコカロラム", "high-cockalorum": "ハイ・コカロラム",
}
"""Sequence words of Snip-Snap-Snorum and Jig (RULES.md §1, §2), each alone and with "-Jig", Jig's stop."""


def _readings() -> dict[str, Reading]:
    found = {
        "and-there-s-the-earl-of-coventree": Reading("そして、コベントリー伯！", "ソシテコベントリーハク"),
        "can-t-match": Reading("合わせられません。", "アワセラレマセン"),
        "dead-heat": Reading("同着！", "ドウチャク"),
        "i-have-to-go": Reading("もう行かなくちゃ！", "モウイカナクチャ"),
        "i-lose-a-life": Reading("ライフを一つ失います。", "ライフヲヒトツウシナイマス"),
        "i-lose-two-lives": Reading("ライフを二つ失います。", "ライフヲフタツウシナイマス"),
        "i-lose-three-lives": Reading("ライフを三つ失います。", "ライフヲミッツウシナイマス"),
        "i-take-one": Reading("一枚もらいます。", "イチマイモライマス"),
        "i-take-the-pool": Reading("ポットをもらいます。", "ポットヲモライマス"),
        "out-of-coins": Reading("チップがなくなりました。", "チップガナクナリマシタ"),
        "out-of-lives": Reading("ライフがなくなりました。", "ライフガナクナリマシタ"),
        "photo-finish": Reading("写真判定！", "シャシンハンテイ"),
        "there-s-the-best-of-all-the-three": Reading("三枚の中で一番！", "サンマイノナカデイチバン"),
        "too-late": Reading("時間切れ！", "ジカンギレ"),
    }
    # A lone ノブル the reader takes for the mark ノ and ブル ("bull"); after a ・ (silent) it reads one word.
    said = {
        "bump": "バンプ！", "double-bump": "ダブル・バンプ！", "triple-bump": "トリプル・バンプ！",
        "nobble": "・ノブル！", "double-nobble": "ダブル・ノブル！", "triple-nobble": "トリプル・ノブル！",
        "centre": "センター！", "snap-centre": "スナップ・センター！", "grab": "グラブ！", "jingo": "ジンゴ",
        "out": "アウト！", "pair": "ペア！", "pass": "パス", "prial": "プライアル！", "revoke": "リボーク！",
        "rex": "レックス", "snore-em": "スノア・エム！", "sweep": "スイープ！",
    }
    for key, word in _TRADITIONAL.items():
        said[key] = word + ("！" if key in ("snip", "snap", "snorum") else "")
        if key != "jig":
            said[f"{key}-jig"] = f"{word}・ジグ"
    found |= {key: _katakana(text) for key, text in said.items()}
    for n, (english, kana) in enumerate(zip(_ENGLISH_NUMBERS, NUMBERS), start=1):
        found[f"i-pay-{english}"] = Reading(f"{kana}枚払います。", f"{kana}マイハライマス")
        if n <= 14:
            found[english] = _katakana(f"{kana}！")
        if 2 <= n <= 14:  # a build totals two at least (RULES.md §3, §4)
            found[f"building-{_PLURAL[english]}"] = Reading(f"{kana}のビルド", f"{kana}ノビルド")
    for english, kana in [*zip(_ENGLISH_NUMBERS[1:10], NUMBERS[1:10]), *_RANKS.items()]:
        article = "an" if english[0] in "aeiou" else "a"
        found[f"there-s-{article}-{english}-as-good-as-he"] = Reading(f"負けない{kana}がここに！", f"マケナイ{kana}ガココニ")
        found[f"there-s-as-good-as-{english}-can-be"] = Reading(f"{kana}なら、これが一番！", f"{kana}ナラコレガイチバン")
    return found


JAPANESE: dict[str, Reading] = _readings()
"""Every call's Japanese reading, by its sound file's name."""
