"""How every call is said in Japanese, for the Japanese voices (build_scripts/make_voices.py, issue 36).

Pure: no pygame, no files. Each call of `game.calls.every_call()` has a `Reading`, found by its sound file's
name (`game.audio.voice_files.voice_key`; for the calls a game's own function or table makes — payments,
numbers, builds, the Earl's rhymes — of the words it makes): the traditional words in katakana as a Japanese player says them
(「スニップ！」「スナップ！」「スノーラム！」, Jig's German 「シュニップ」「シュヌル」), the rhymes and the spoken log in
the words the Japanese catalogue shows beside them (assets/locale/ja). The build speaks `text` and checks that
the Japanese reader reads it as `kana`, so a misread kanji or number fails the build rather than reaching a
player.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.audio.voice_files import voice_key
from game.core.cards import Rank
from game.games.fishing.moves import building_call, value_call
from game.games.snip_snap_snorum.presets import EARL_LAST_LINES, EARL_RHYMES
from game.table.spoken import spoken_payment, spoken_takings


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

_COURT = {Rank.ACE: "エース", Rank.JACK: "ジャック", Rank.QUEEN: "クイーン", Rank.KING: "キング"}
_LIVES = ("一つ", "二つ", "三つ")
_LIVES_KANA = ("ヒトツ", "フタツ", "ミッツ")
_TRADITIONAL = {
    "snip": "スニップ", "snap": "スナップ", "snorum": "スノーラム", "jig": "ジグ",
    "schnipp": "シュニップ", "schnapp": "シュナップ", "schnurr": "シュヌル", "burr": "ブル", "basilorum": "バジロールム",
    "hickockalorum": "ヒコカロラム", "high-cockalorum": "ハイ・コカロラム",
}
"""Sequence words of Snip-Snap-Snorum and Jig (RULES.md §1, §2), each alone and with "-Jig", Jig's stop."""


def _readings() -> dict[str, Reading]:
    """Every reading by key; the calls made by a game's own functions and tables (payments, numbers, builds,
    the Earl's rhymes) are keyed by the words those make, so a reading follows its call."""
    found = {
        "can-t-match": Reading("合わせられません。", "アワセラレマセン"),
        "dead-heat": Reading("同着！", "ドウチャク"),
        "i-have-to-go": Reading("もう行かなくちゃ！", "モウイカナクチャ"),
        "out-of-coins": Reading("チップがなくなりました。", "チップガナクナリマシタ"),
        "out-of-lives": Reading("ライフがなくなりました。", "ライフガナクナリマシタ"),
        "photo-finish": Reading("写真判定！", "シャシンハンテイ"),
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

    def add(call: str | None, reading: Reading) -> None:
        if call is not None:
            found[voice_key(call)] = reading

    for n, kana in enumerate(NUMBERS, start=1):
        add(spoken_payment(n), Reading(f"{kana}枚払います。", f"{kana}マイハライマス"))
    for n, (text, kana) in enumerate(zip(_LIVES, _LIVES_KANA), start=1):
        add(spoken_payment(n, lives=True), Reading(f"ライフを{text}失います。", f"ライフヲ{kana}ウシナイマス"))
    add(spoken_takings(1, whole_pool=False), Reading("一枚もらいます。", "イチマイモライマス"))
    add(spoken_takings(0, whole_pool=True), Reading("ポットをもらいます。", "ポットヲモライマス"))
    for n, kana in enumerate(NUMBERS[:14], start=1):
        add(value_call(n), _katakana(f"{kana}！"))
        if n >= 2:  # a build totals two at least (RULES.md §3, §4)
            add(building_call(n), Reading(f"{kana}のビルド", f"{kana}ノビルド"))
    for rank, (best, as_good) in EARL_RHYMES.items():
        kana = _COURT.get(rank) or NUMBERS[rank - 1]
        add(best, Reading(f"{kana}なら、これが一番！", f"{kana}ナラコレガイチバン"))
        add(as_good, Reading(f"負けない{kana}がここに！", f"マケナイ{kana}ガココニ"))
    best_of_three, earl = EARL_LAST_LINES
    add(best_of_three, Reading("三枚の中で一番！", "サンマイノナカデイチバン"))
    add(earl, Reading("そして、コベントリー伯！", "ソシテコベントリーハク"))
    return found


JAPANESE: dict[str, Reading] = _readings()
"""Every call's Japanese reading, by its sound file's name."""
