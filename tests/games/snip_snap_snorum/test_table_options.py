"""Every preset and option plays to the results screen at the table, with the right captions
(RULES.md §1.1–§1.3): the table turns every kind of event into something shown."""

from __future__ import annotations

import pytest

from game.core.session import Controller, Seat
from game.games.snip_snap_snorum.presets import WORDS
from game.games.snip_snap_snorum.table import SnipSnapSnorumTable
from game.registry import SNIP_SNAP_SNORUM as SPEC
from game.scenes.results import ResultsScene
from game.storage import Speed
from tests.pilot import make_app

CASES = [
    ("round-games", {}, 4),
    ("round-games", {"turn_up": True}, 3),
    ("round-games", {"turn_up": True, "turn_up_payer": "dealer", "revoke": True}, 5),
    ("round-games", {"pack": 32, "stake": 2}, 6),
    ("all-dealt", {"pass_payment": "to_pool", "deals": 1}, 3),
    ("all-dealt", {"pass_payment": "to_player", "deals": 1}, 8),
    ("all-dealt", {"coins": False, "deals": 2}, 4),
    ("earl-of-coventry", {"deals": 1}, 5),
    ("nobble", {}, 4),
    ("snore-em", {}, 3),
    ("bump", {}, 3),
    ("motor", {"stake": 2}, 4),
    ("cavendish", {}, 4),
    ("cavendish", {"ends": "last_with_coins"}, 3),
    ("cavendish", {"stake": "unlimited", "deals": 2}, 5),
]


@pytest.mark.parametrize("preset, changes, seats", CASES)
def test_a_computer_game_reaches_the_results(store, preset: str, changes: dict, seats: int) -> None:
    app = make_app(store, Speed.INSTANT)
    options = SPEC.options_for(preset, changes)
    players = [Seat(f"P{i}", Controller.EASY) for i in range(seats)]
    table = SnipSnapSnorumTable.new_game(app, SPEC, options, players, seed=seats)
    app.push(table)
    said: list[str] = []
    for _ in range(50_000):
        app.step(16.0)
        said.extend(c.words for c in table.captions if c.words not in said)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    assert table.session.state.is_over()
    shown = table.shown_stacks, table.shown_pool
    result = table.session.state.result()
    assert shown == (list(result.stacks), result.pool), "the coins shown caught up with the rules"
    if preset == "earl-of-coventry":
        assert any("Earl of Coventree" in w for w in said)
    elif preset == "all-dealt":
        assert "Pass" in said and "Out!" in said
    else:
        assert WORDS[options.calls].calls[0] in said
    if preset == "motor":  # RULES.md §1.4: Motor's coins are lives, in the captions too
        assert "Out of lives" in said and "Out of coins" not in said
    if preset == "cavendish":  # RULES.md §1.4: the next player cannot match, so the last card's player plays again
        assert "Can't match" in said


@pytest.mark.parametrize("changes", [{}, {"revoke": True}])
def test_the_prompt_says_what_the_rules_ask_and_why(store, changes: dict) -> None:
    """Issue 10: "play any card" says why — you lead, or you hold no card of the rank in play (RULES.md §1.1);
    with a match in hand the prompt names the rank, and with `revoke` that declining costs double."""
    app = make_app(store, Speed.INSTANT)
    players = [Seat("You", Controller.HUMAN)] + [Seat(f"P{i}", Controller.EASY) for i in range(1, 4)]
    table = SnipSnapSnorumTable.new_game(app, SPEC, SPEC.options_for("round-games", changes), players, seed=8)
    app.push(table)
    seen: set[str] = set()
    for _ in range(20_000):
        if isinstance(app.top, ResultsScene):
            break
        if not table._my_turn():
            app.step(16.0)
            continue
        heading, task = table._prompt()
        rank = table.state.run_rank
        holds = rank is not None and any(s.card.rank == rank for s in table.hands[table.viewer])
        if rank is None:
            assert (heading, task) == ("Your lead", "play any card")
            seen.add("lead")
        elif not holds:
            assert task == f"no {rank.noun} to match: play any card"
            seen.add("none")
        else:
            assert task.startswith(f"match the {rank.noun}") and ("costs double" in task) == bool(changes)
            seen.add("match")
        table._play_card(table._legal_cards()[0])
        app.step(16.0)
    assert seen == {"lead", "none", "match"}


def test_cavendish_says_whose_turn_it_is_and_why(store) -> None:
    """Issue 13: Cavendish's "plays again" shows whose turn it is and why — the prompt says who could not
    match, and the log says "Bob could not match: Ann plays again." (RULES.md §1.4 `cavendish`)."""
    app = make_app(store, Speed.INSTANT)
    players = [Seat("You", Controller.HUMAN)] + [Seat(f"P{i}", Controller.EASY) for i in range(1, 4)]
    table = SnipSnapSnorumTable.new_game(app, SPEC, SPEC.options_for("cavendish", {}), players, seed=5)
    app.push(table)
    again = 0
    for _ in range(20_000):
        if isinstance(app.top, ResultsScene):
            break
        if not table._my_turn():
            app.step(16.0)
            continue
        heading, task = table._prompt()
        last = table.session.state.table[-1][0] if table.session.state.table else None
        if heading == "Play again":
            again += 1
            assert last == table.viewer, "only the player of the last card plays again"
            could_not = table.names[(table.viewer + 1) % 4]
            assert task in (f"{could_not} could not match: play any card", "all four are out: play any card")
            assert any(line.endswith("could not match: You play again.") or line.startswith("All four")
                       for line in table.narrator.lines)
        table._play_card(table._legal_cards()[0])
        app.step(16.0)
    assert again >= 2, "the seed gives you several turns to play again"
