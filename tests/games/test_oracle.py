"""The reference seat `ai:oracle` (issue 18): the hard search run on the true state, for `simulate` only.

It must see what an honest player cannot (so a test can tell it from the hard player), play every game that
has choices, leave replays that check, and never be offered at a table.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game import replay, simulate
from game.core.cards import Rank
from game.core.rules import ShuffledPacks
from game.core.session import Controller
from game.core.thinker import run_to_end
from game.games.snip_snap_snorum.medium import medium_move
from game.games.snip_snap_snorum.players import oracle as snip_oracle
from game.games.snip_snap_snorum.rules import new_game
from game.games.thirteens.players import oracle as thirteens_oracle
from game.games.thirteens.players import think as thirteens_think
from game.games.thirteens.rules import ToRow
from game.games.thirteens.rules import new_game as new_thirteens
from game.games.thirteens.search import medium_row, play_out, wanted
from game.registry import GAMES, game_spec

from .snip_snap_snorum.stacking import stacked_pack

ORACLE, MEDIUM = Controller.ORACLE, Controller.MEDIUM
A, B, C, D = 0, 1, 2, 3


def test_the_oracle_leads_away_from_the_rank_it_sees_in_the_next_hand() -> None:
    """RULES.md §1.1: a card the next player matches costs its player a coin. B holds two kings, so by the
    count kings are the safest lead (medium leads one); but C, on B's left, holds a third, which only a player
    who sees C's hand can know. The oracle leads another rank."""
    hands = {B: "KC KD 2H 5S 9C", C: "KH 3C 4C 6C 8C", D: "7C 7D 8H JS QC", A: "3D 4D 6D 8S JC"}
    game = new_game("round-games", 4, packs=[stacked_pack(hands, A, 4)], first_dealer=A)
    game.start()
    assert game.current_seat() == B
    observation = game.observe(B)
    assert {medium_move(observation, random.Random(seed)).card.rank for seed in range(8)} == {Rank.KING}
    for seed in range(4):
        move = run_to_end(snip_oracle(game, B, random.Random(seed)))
        assert move.card.rank is not Rank.KING, seed


def test_the_thirteens_oracle_takes_the_row_best_for_the_calls_to_come() -> None:
    """RULES.md §6: nobody knows the caller's order, but the oracle does: its row is the one that puts the most
    cards on the foundations when the rest of the calls are played out in their true order — here, a row
    the hard player, who knows only how many of each number are to come, does not choose."""
    for seed in range(200):
        game = new_thirteens(1, packs=ShuffledPacks(random.Random(seed)))
        while not game.is_over():
            obs = game.observe(0)
            if obs.waiting and obs.card is not None:
                calls = [card.rank.value for card in game.calls[game.called :]]
                finals = []
                for row in range(len(obs.rows)):
                    rows = [list(r) for r in obs.rows]
                    rows[row].append(obs.card.rank.value)
                    finals.append(play_out(wanted(obs.foundations), rows, calls))
                honest = run_to_end(thirteens_think("hard", obs, random.Random(seed)))
                assert isinstance(honest, ToRow)
                if max(finals) > finals[honest.row]:
                    move = run_to_end(thirteens_oracle(game, 0, random.Random(seed)))
                    assert isinstance(move, ToRow) and finals[move.row] == max(finals)
                    return
                game.apply(ToRow(0, medium_row(obs.rows, obs.card.rank.value)))
            else:
                break
    pytest.fail("no position where the hard player's row is not the best was found")


@pytest.mark.parametrize("name", [name for name, spec in GAMES.items() if spec.oracle is not None])
def test_the_oracle_plays_every_game_with_choices_and_its_replays_check(name: str, tmp_path: Path) -> None:
    """Issue 18: `simulate --seats ai:oracle,ai:medium,…` runs for every game with choices; the replay files
    name the seat `ai:oracle` and re-play to the same result."""
    spec = game_spec(name)
    options = spec.preset(spec.default_preset)
    low, _high = spec.seat_range(options)
    seats = [ORACLE] + [MEDIUM] * (max(low, 2) - 1)
    report = simulate.run(spec, options, seats, 1, seed=5, out_dir=tmp_path)
    assert report.seats[0].name == "Seat 1 (oracle)"
    record = replay.load(report.replays[0])
    assert record.seats[0].controller is ORACLE
    checked = replay.check(record)
    assert checked.state.is_over() and list(checked.state.result().winners) == record.result["winners"]


def test_every_game_but_the_reaction_game_has_an_oracle_and_no_table_offers_it() -> None:
    """The setup screen offers `Controller.for_game`; the oracle cheats, so it is never among them."""
    for name, spec in GAMES.items():
        assert (spec.oracle is None) == spec.realtime, name
        assert ORACLE not in Controller.for_game(spec), name
        assert (ORACLE in simulate.computer_controllers(spec)) == (spec.oracle is not None), name


def test_simulate_refuses_the_oracle_at_the_reaction_game() -> None:
    with pytest.raises(simulate.SeatError, match="does not play Snap"):
        simulate.parse_seats("ai:oracle,ai:sharp", game_spec("snap"))
