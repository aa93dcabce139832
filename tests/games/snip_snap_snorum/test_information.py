"""The computer players see only what their seat may see (DESIGN.md "Leave: its bots search the full
hidden state"), and `determinize` deals the hidden cards consistently with everything public.

The test deals the other seats' hidden cards again, consistently with what is public, and checks that
the seat's observation and every level's choice stay the same (RULES.md §1: hands are hidden).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from game.core.cards import Rank, full_pack
from game.games.snip_snap_snorum.players import LEVELS, choose
from game.games.snip_snap_snorum.rules import SnipSnapSnorum, new_game
from game.games.snip_snap_snorum.sampling import determinize

from .positions import positions

HARD_BUDGET = 24  # a small fixed search: the choice must still not depend on hidden cards


def hidden_hands(game: SnipSnapSnorum, seat: int) -> list[list[str]]:
    return [sorted(map(str, hand)) for s, hand in enumerate(game.hands) if s != seat]


def test_a_redeal_of_the_hidden_cards_changes_neither_the_observation_nor_any_choice() -> None:
    redealt = 0
    checked = 0
    for game in positions(per_config=6, seed=1):
        seat = game.current_seat()
        assert seat is not None
        observation = game.observe(seat)
        twin = determinize(observation, random.Random(99))
        if hidden_hands(twin, seat) != hidden_hands(game, seat):
            redealt += 1
        assert twin.observe(seat) == observation
        for level in LEVELS:
            ours = choose(level, observation, random.Random(7), budget=HARD_BUDGET)
            theirs = choose(level, twin.observe(seat), random.Random(7), budget=HARD_BUDGET)
            assert ours == theirs, f"{level} chose {ours} here but {theirs} with other hidden hands"
            assert ours in twin.legal_moves()
        checked += 1
    assert checked > 80
    assert redealt > checked // 2, "the re-deals should usually move hidden cards"


def test_determinized_states_agree_with_everything_public() -> None:
    for game in positions(per_config=4, seed=2):
        seat = game.current_seat()
        assert seat is not None
        observation = game.observe(seat)
        for draw in range(3):
            twin = determinize(observation, random.Random(draw))
            assert twin.hands[seat] == game.hands[seat]
            assert [len(h) for h in twin.hands] == [len(h) for h in game.hands]
            assert twin.table == game.table and twin.turn_up == game.turn_up
            assert twin.bank.stacks == game.bank.stacks and twin.bank.pool == game.bank.pool
            assert (len(twin.stock), len(twin.dead)) == (len(game.stock), len(game.dead))
            for s, hand in enumerate(twin.hands):
                assert not {c.rank for c in hand} & game.voids[s], f"seat {s} holds a rank it is void of"
            every_card = [c for zone in twin.zones().values() for c in zone]
            assert Counter(every_card) == Counter(full_pack(game.options.pack))
            assert twin.current_seat() == seat and twin.legal_moves() == game.legal_moves()


def tightest_voids(game: SnipSnapSnorum, seat: int) -> tuple[frozenset[Rank], ...]:
    """Every other seat proven void of every rank it does not hold: the hardest deal to fit."""
    return tuple(
        frozenset() if s == seat else frozenset(Rank) - {c.rank for c in hand} for s, hand in enumerate(game.hands)
    )


@pytest.mark.parametrize("preset,num_seats", [("all-dealt", 3), ("all-dealt", 5), ("round-games", 4)])
def test_determinize_fits_the_tightest_voids(preset: str, num_seats: int) -> None:
    """When almost nothing fits, a random deal soon runs out of room: the augmenting path must find a fit."""
    for seed in range(40):
        game = new_game(preset, num_seats, seed=seed)
        game.start()
        seat = game.current_seat()
        assert seat is not None
        observation = replace(game.observe(seat), voids=tightest_voids(game, seat))
        twin = determinize(observation, random.Random(seed))
        for s, hand in enumerate(twin.hands):
            assert not {c.rank for c in hand} & observation.voids[s]
            assert len(hand) == len(game.hands[s])


def test_determinize_refuses_an_impossible_observation() -> None:
    game = new_game("all-dealt", 3, seed=4)
    game.start()
    seat = game.current_seat()
    assert seat is not None
    everything = frozenset(Rank)
    observation = replace(game.observe(seat), voids=tuple(everything if s != seat else frozenset() for s in range(3)))
    with pytest.raises(ValueError):
        determinize(observation, random.Random(1))
