"""Jig in Japanese (issue 15): what Jig's table draws of its own — the prompts, the log panel's heading, the
rows' legend, the dead cards' label and the log's "dead card" line — and its calls' captions read in
Japanese, keeping only the calls' traditional words (English or German) beside their katakana. Jig's rules
screens are checked with Snip-Snap-Snorum's (tests/games/snip_snap_snorum/test_japanese.py)."""

from __future__ import annotations

import pytest

from game import i18n
from game.calls import calls_by_game
from game.core.session import Controller, Seat
from game.games.jig import table as jig_table
from game.games.jig import text
from game.games.jig.table import JigTableScene
from game.registry import game_spec
from game.storage import Speed, Store
from tests.games.snip_snap_snorum.test_japanese import NAMES, call_words, pytestmark  # noqa: F401 (the same skip)
from tests.pilot import Pilot, make_app
from tests.words import english_left

JIG = game_spec("jig")


@pytest.mark.parametrize("preset", ["peel", "german"])
def test_a_game_of_jig_draws_its_own_words_in_japanese(store: Store, preset: str) -> None:
    app = make_app(store, Speed.FAST, size=(1280, 720))
    pilot = Pilot(app)
    i18n.set_language("ja")  # after the App, which sets the language of its settings
    seats = [Seat("You", Controller.HUMAN)] + [Seat(name, Controller.EASY) for name in ("Ada", "Bob", "Kit")]
    options = JIG.options_for(preset, {"dead_cards": 3, "deals": 1})
    table = JigTableScene.new_game(app, JIG, options, seats, seed=3)
    app.push(table)
    drawn: list[str] = []
    original = jig_table.render_text

    def recording(words: str, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(words)
        return original(words, *args, **kwargs)

    prompts, headings = [], set()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(jig_table, "render_text", recording)
        for _frame in range(40_000):
            if app.top is not table:
                break
            headings.add(table._heading())
            if table._my_turn():
                prompts.extend(table._prompt())
                table._play_card(table._legal_cards()[0])
            pilot.step()
    assert app.top is not table, "the match reached its end"
    assert prompts and drawn and len(headings) > 1
    assert english_left(prompts + sorted(headings) + drawn, NAMES) == []
    dead = [line for line in table.narrator.lines if "死に札" in line]
    assert english_left(dead, NAMES) == []


def test_every_call_keeps_its_words_with_the_katakana_beside() -> None:
    """The captions show `_(words)`: Jig's calls — Snip, Snap-Jig, Hickockalorum, Schnurr-Jig, Rex … — keep
    their words. "Snap" and "Jig" are also the names of games, so those two read as the games' names do."""
    i18n.set_language("ja")
    said = calls_by_game()["jig"]
    assert set(said) == set(text.CALL_CAPTIONS), "the catalogue holds every call Jig's players make"
    for call in said:
        shown = i18n._(call)
        assert shown != call, f"{call!r} has no Japanese"
        if call not in ("Snap", "Jig"):
            assert shown.startswith(call) and "（" in shown, f"{call!r} should keep its words: {shown!r}"
    assert english_left((i18n._(c) for c in said), call_words("jig")) == []
