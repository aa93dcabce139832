"""What the computer players build on (game/games/fishing/rules.py): a position made from what a seat has seen
plays on like the real one, and a clone is a separate match."""

from __future__ import annotations

import random

import pytest

from game.core.rules import ShuffledPacks
from game.games.cassino.rules import new_game as new_cassino
from game.games.fishing.rules import DealSheet, FishingState
from game.games.snitchems.rules import new_game as new_snitchems

from .oracle import key

GAMES = {"snitchems": new_snitchems, "cassino": new_cassino}


def positions(game: str, seats: int, seed: int) -> list[FishingState]:
    """Every position of the first deal of a seeded match with random moves, as clones."""
    rng = random.Random(seed)
    state = GAMES[game](seats, ShuffledPacks(random.Random(seed)))
    found = []
    while state.deal_no == 1:
        found.append(state.clone())
        state.apply(rng.choice(state.legal_moves()))
    return found


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("seats", [2, 4])
def test_a_position_made_from_what_a_seat_saw_plays_on_as_the_real_one(game: str, seats: int) -> None:
    """`from_observation` with the true hands and stock: the same moves, the same events, the same sheet."""
    for seed in range(3):
        for state in positions(game, seats, seed)[::7]:
            seat = state.current_seat()
            assert seat is not None
            made = type(state).from_observation(state.observe(seat), state.hands, state.stock)
            rng = random.Random(seed)
            while made.current_seat() is not None:
                assert made.current_seat() == state.current_seat()
                assert [key(m) for m in made.legal_moves()] == [key(m) for m in state.legal_moves()]
                move = rng.choice(state.legal_moves())
                told = made.apply(move)
                real = state.apply(move)
                if any(isinstance(e, DealSheet) for e in told):
                    sheet = next(e for e in told if isinstance(e, DealSheet))
                    assert sheet.lines == next(e for e in real if isinstance(e, DealSheet)).lines
                else:
                    assert told == real


@pytest.mark.parametrize("game", list(GAMES))
def test_a_clone_is_a_match_of_its_own(game: str) -> None:
    state = GAMES[game](2, ShuffledPacks(random.Random(5)))
    twin = state.clone()
    before = (state.hands, state.table, state.piles, state.stock, state.turn)
    before = tuple(repr(x) for x in before)
    rng = random.Random(1)
    for _ in range(30):
        twin.apply(rng.choice(twin.legal_moves()))
    assert tuple(repr(x) for x in (state.hands, state.table, state.piles, state.stock, state.turn)) == before
