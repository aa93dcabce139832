"""The table's shared words in Japanese (issue 15): the log's sentences are whole sentences of the catalogue,
the seat named "You" is spoken to, a count has its own form, and a caption shows the call translated while
the voice says it in English (the recordings are looked up by their English words)."""

from __future__ import annotations

from game.core.cards import parse_card
from game.core.rules import Dealt, GameOver, Paid, PayReason, Played, PlayerOut, Pot
from game.i18n import set_language
from game.table.narration import Narrator, payment_words


def test_the_log_tells_a_snip_in_japanese() -> None:
    set_language("ja")
    narrator = Narrator(["Ann", "You"])
    for event in (Dealt(1, 0, ()), Played(1, parse_card("9H")), Paid(0, Pot.POOL, 2, PayReason.SNIPPED, by=1),
                  PlayerOut(1, 0), GameOver((0,))):
        narrator.add(event)
    assert list(narrator.lines) == [
        "ディール1：Annが配ります。",
        "あなたが9♥を出しました",
        "Annがあなたにスニップされた — Annが2枚払います",
        "あなたはチップがなくなり、ぬけました。",
        "Annの勝ちです！",
    ]
    assert payment_words(Paid(Pot.POOL, 1, 3, PayReason.TURN_UP, by=1), ["Ann", "You"]) == "ポットからあなたに3枚"
    assert payment_words(Paid(0, Pot.POOL, 1, PayReason.SNIPPED, by=1), ["Player 2", "Ann"]) == "プレイヤー2が1枚払います"


def test_a_caption_shows_the_call_translated_and_speaks_it_in_english(app) -> None:  # type: ignore[no-untyped-def]
    from game.core.session import Controller, Seat
    from game.registry import game_spec
    from game.scenes.start import table_for

    spoken: list[str] = []
    app.audio.say = lambda words, voice, after_ms=0.0: spoken.append(words)  # type: ignore[method-assign]
    spec = game_spec("snip-snap-snorum")
    table = table_for(app, spec, spec.preset("all-dealt"), [Seat("You", Controller.HUMAN), Seat("Ada", Controller.EASY), Seat("Bob", Controller.EASY)], 1)
    set_language("ja")
    table._say(1, "Revoke!")
    assert spoken == ["Revoke!"]
    assert table.captions[-1].words == "リボーク（反則）！"
