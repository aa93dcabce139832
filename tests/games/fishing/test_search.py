"""The fishing games' shared computer-player machinery (game/games/fishing/advice.py, search.py): the exact
expected best capture of a random hand, the best collection of disjoint sets, the worlds the hard player
searches, and the search's budget and repeatability."""

from __future__ import annotations

import random
from itertools import combinations
from math import comb

import pytest

from game.core.cards import Card
from game.core.rules import ShuffledPacks
from game.games.cassino.players import GAME as CASSINO
from game.games.cassino.rules import new_game as new_cassino
from game.games.fishing.advice import best_collection, expected_best, outlook_of
from game.games.fishing.search import MIN_WORLDS, FishingSearch, determinize
from game.games.snitchems.players import GAME as SNITCHEMS
from game.games.snitchems.rules import new_game as new_snitchems

from .stacking import arrange


@pytest.mark.parametrize("gains, unseen, hand", [([5, 3, 3, 1], 6, 2), ([2.5], 4, 3), ([4, 4, 2, 1, 1], 5, 5), ([7, 1], 9, 1)])
def test_expected_best_is_the_average_over_every_hand(gains: list[float], unseen: int, hand: int) -> None:
    """Every hand of `hand` cards from `unseen` is as likely; a card not in `gains` gains nothing."""
    padded = gains + [0] * (unseen - len(gains))
    average = sum(max(padded[i] for i in held) for held in combinations(range(unseen), hand)) / comb(unseen, hand)
    assert expected_best(gains, unseen, hand) == pytest.approx(average)


def test_expected_best_of_no_hand_is_nothing() -> None:
    assert expected_best([3, 2], 10, 0) == 0
    assert expected_best([], 10, 3) == 0


def test_best_collection_weighs_every_combination_of_disjoint_sets() -> None:
    # Cards 0..3 worth 1, 1, 1, 5: the sets {0,1}, {1,2}, {2,3}, {0}; the best is {0,1} and {2,3}.
    worth = [1.0, 1.0, 1.0, 5.0]
    points, cards = best_collection([0b0011, 0b0110, 0b1100, 0b0001], worth)
    assert points == 8.0 and cards == 0b1111
    assert best_collection([], worth) == (0.0, 0)


def test_best_collection_is_not_greedy() -> None:
    """Taking the biggest set first ({0,1,2}) blocks both others; {0,3} and {1,4} together take more."""
    points, cards = best_collection([0b00111, 0b01001, 0b10010], [1.0] * 5)
    assert points == 4.0 and cards == 0b11011


def middle_of_snitchems(seed: int = 3):
    state = new_snitchems(2, ShuffledPacks(random.Random(seed)))
    arrange(state, {0: "5C 9H KD", 1: "4S 7C QH"}, table="3H 7D QS 2C", stock=12)
    return state


def test_a_world_keeps_all_the_seat_sees_and_deals_the_unseen_cards() -> None:
    state = middle_of_snitchems()
    obs = state.observe(0)
    world = determinize(obs, SNITCHEMS, random.Random(1))
    assert world.observe(0) == obs
    hidden = [c for h in world.hands[1:] for c in h] + world.stock
    assert sorted(hidden, key=str) == sorted(obs.unseen(), key=str)
    assert len(world.hands[1]) == 3 and len(world.stock) == 12


def test_the_worlds_differ_and_repeat_with_the_seed() -> None:
    obs = middle_of_snitchems().observe(0)
    first = determinize(obs, SNITCHEMS, random.Random(1))
    again = determinize(obs, SNITCHEMS, random.Random(1))
    other = determinize(obs, SNITCHEMS, random.Random(2))
    assert first.hands == again.hands and first.stock == again.stock
    assert (first.hands, first.stock) != (other.hands, other.stock)


def test_the_search_spends_its_budget_in_play_outs_and_repeats_with_the_seed() -> None:
    obs = middle_of_snitchems().observe(0)
    search = FishingSearch(obs, random.Random(5), SNITCHEMS, work=600)
    assert len(search.moves) > 1 and search.worlds >= MIN_WORLDS
    cards_to_play = sum(obs.hand_sizes) + obs.stock  # the candidate's card starts a play-out: one step each
    steps = 0
    while not search.done():
        search.step(1)
        steps += 1
    assert steps == search.worlds * len(search.moves) * cards_to_play
    assert all(len(v) == search.worlds for v in search.values)
    again = FishingSearch(obs, random.Random(5), SNITCHEMS, work=600)
    while not again.done():
        again.step(7)
    assert again.best() == search.best()


def test_a_search_stopped_after_the_first_play_out_still_names_a_move() -> None:
    """A Thinker's `best()` is a legal move at any time (game/core/thinker.py): also when the frame's time ran
    out after medium's candidate had a play-out and before the others had one."""
    obs = middle_of_snitchems().observe(0)
    search = FishingSearch(obs, random.Random(5), SNITCHEMS, work=600)
    while not search.values[0]:
        search.step(1)
    assert [len(v) for v in search.values[1:]] == [0] * (len(search.moves) - 1)
    assert search.best() == search.moves[0]


def test_with_too_little_budget_the_search_leaves_the_move_to_medium() -> None:
    obs = middle_of_snitchems().observe(0)
    search = FishingSearch(obs, random.Random(5), SNITCHEMS, work=10)
    assert search.done() and search.worlds == 0
    assert search.best() == search.moves[0]  # the medium player's best


def test_a_crowded_cassino_table_searches_only_the_best_few_moves() -> None:
    state = new_cassino(2, ShuffledPacks(random.Random(1)))
    arrange(state, {0: "10S 9H 8C 7D", 1: "KS QS JS 2S"}, table="AC 2C 3C 4C 5C 6C 7C 8D 9D AD 2D 3D 4D", stock=8)
    obs = state.observe(0)
    assert len(state.legal_moves()) > 100
    rich = FishingSearch(obs, random.Random(0), CASSINO, work=10**7)
    assert rich.moves == [move for _, move in CASSINO.ranked(obs)][: CASSINO.candidates]
    search = FishingSearch(obs, random.Random(0), CASSINO)
    assert 2 <= len(search.moves) <= CASSINO.candidates
    while not search.done():
        search.step(16)
    assert search.best() in state.legal_moves()


def test_an_outlook_counts_the_unseen_cards_by_rank() -> None:
    obs = middle_of_snitchems().observe(0)
    outlook = outlook_of(obs)
    unseen: list[Card] = obs.unseen()
    assert outlook.hidden == len(unseen) == 15
    assert all(outlook.unseen[rank - 1] == sum(c.rank == rank for c in unseen) for rank in range(1, 14))
    assert outlook.next_hand == 3 and not outlook.last_play
