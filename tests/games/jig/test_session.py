"""Jig through the generic machinery: the registry, simulate, replays (issue 4, "Command line, replays")."""

from __future__ import annotations

import json

from game import replay
from game.core.session import Controller, Seat
from game.registry import game_spec
from game.simulate import play_one

JIG = game_spec("jig")


def test_a_simulated_match_replays_to_the_same_result_with_card_codes_as_moves() -> None:
    options = JIG.options_for("german", {"rex": "on", "dead_cards": "1", "pool": "on", "deals": "2"})
    seats = [Seat(f"Seat {i}", Controller(level)) for i, level in enumerate(["ai:medium", "ai:easy", "ai:easy"])]
    session = play_one(JIG, options, seats, seed=7)
    assert session.state.is_over()
    data = json.loads(json.dumps(replay.from_session(session)))
    assert all(len(m["move"]) in (2, 3) for m in data["moves"]), "moves are card codes"
    checked = replay.check(replay.parse(data))
    assert checked.state.result() == session.state.result()


def test_the_number_of_deals_reads_as_people_say_it() -> None:
    deals = JIG.option_specs["deals"]
    assert deals.show(None) == "each deals once" and deals.parse("each deals once") is None
    assert JIG.options_for("peel", {"deals": "3"}).deals == 3
