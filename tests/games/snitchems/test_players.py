"""Snitch'ems' computer players (game/games/snitchems/players.py, medium.py; RULES.md §3): legal moves at every
level, no peeking at hidden cards, medium's rules of thumb as scenarios, and hard seeing what medium cannot.

Positions are arranged in the middle of a deal (tests/games/fishing/stacking.py): seat 0 to play, every card
not named in a pile, `stock` cards still to deal.
"""

from __future__ import annotations

import random

import pytest

from game.core.cards import Rank, parse_cards
from game.core.rules import ShuffledPacks
from game.games.fishing.rules import DealSheet, Move, Observation
from game.games.snitchems.medium import medium_move, most_taken, ranked_moves
from game.games.snitchems.players import GAME, choose, think
from game.games.snitchems.rules import Snitchems, new_game

from ..fishing.stacking import arrange, move

LEVELS = ("easy", "medium", "hard")


def middle(hands: dict[int, str], table: str, stock: int = 12, last_capturer: int | None = None) -> Snitchems:
    state = new_game(2, ShuffledPacks(random.Random(0)))
    arrange(state, hands, table=table, stock=stock, last_capturer=last_capturer)
    return state


def positions(seats: int, count: int, seed: int) -> list[Observation]:
    """Observations of the seat to move with a choice, from seeded games of random moves."""
    rng = random.Random(seed)
    found: list[Observation] = []
    while len(found) < count:
        state = new_game(seats, ShuffledPacks(rng))
        while state.current_seat() is not None and state.deal_no == 1:
            legal = state.legal_moves()
            if len(legal) > 1 and rng.random() < 0.2:
                found.append(state.observe(state.current_seat()))
            state.apply(rng.choice(legal))
    return found[:count]


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_level_plays_a_legal_move(seats: int) -> None:
    for number, obs in enumerate(positions(seats, 4, seed=seats)):
        legal = Snitchems.from_observation(obs).legal_moves()
        for level in LEVELS:
            assert choose(level, obs, random.Random(number)) in legal


def test_a_hard_decision_is_legal_before_it_thinks_and_repeats_with_the_seed() -> None:
    obs = middle({0: "5C 9H KD", 1: "4S 7C QH"}, "3H 7D QS 2C").observe(0)
    thinker = think("hard", obs, random.Random(2))
    assert not thinker.done() and thinker.best() in Snitchems.from_observation(obs).legal_moves()
    assert choose("hard", obs, random.Random(2)) == choose("hard", obs, random.Random(2))
    with pytest.raises(ValueError):
        think("expert", obs, random.Random(2))


def test_medium_and_hard_never_see_the_hidden_cards() -> None:
    """Two deals that differ only in the other hand and the stock look the same to seat 0, and get the same
    move from the same seed."""
    one = middle({0: "7C KS 2D", 1: "4S 9C QH"}, "QD JD 5H", stock=9)
    other = one.clone()
    other.hands[1], other.stock[:3] = other.stock[:3], other.hands[1]
    assert one.hands[1] != other.hands[1] and one.observe(0) == other.observe(0)
    for level in ("medium", "hard"):
        for seed in range(3):
            assert choose(level, one.observe(0), random.Random(seed)) == choose(level, other.observe(0), random.Random(seed))


def test_medium_takes_the_most_cards() -> None:
    """5♣ makes ten with 3♥ + 2♣ (three cards) rather than eight with the 3♥ alone (RULES.md §3)."""
    obs = middle({0: "5C 9H KD", 1: "4S 7C QH"}, "3H 7D QS 2C").observe(0)
    assert medium_move(obs, random.Random(0)) == move("5C x 3H+2C")


def test_medium_trails_the_card_that_gives_least_away() -> None:
    """No card can capture, so one must be trailed: a king can only be paired (by the three kings unseen),
    while a 7 or a 2 on the table makes eight or ten with many cards."""
    obs = middle({0: "7C KS 2D", 1: "4S 9C QH"}, "QD JD").observe(0)
    values = {str(m): v for v, m in ranked_moves(obs)}
    assert values["KS trail"] > values["2D trail"] and values["KS trail"] > values["7C trail"]
    assert medium_move(obs, random.Random(0)) == move("KS trail")


def test_medium_leaves_the_card_fewest_unseen_cards_can_take() -> None:
    """Every capture takes one card. Leaving the 7♥ would let an ace (eight), a 3 (ten) or a 7 (pair) take it
    — ten unseen cards; leaving the 5♣, only a 3 (eight) or a 5 (ten, or pair) — five. Medium makes ten with
    the 7♥."""
    obs = middle({0: "3D 5S", 1: "2S 7C QH"}, "5C 7H JC").observe(0)
    values = {str(m): v for v, m in ranked_moves(obs)}
    assert values["3D x 7H"] > values["3D x 5C"] == pytest.approx(values["5S x 5C"])
    assert medium_move(obs, random.Random(0)) == move("3D x 7H")


def test_most_taken_counts_pairs_sums_and_lifts() -> None:
    """RULES.md §3: a card takes every table card of its rank, or a set making eight or ten with it, lifting
    every 8 (10) as well; court cards only pair."""
    table = parse_cards("3H 5D 2C 10S 10C KH")
    assert most_taken(table, Rank.FIVE) == 4  # 5 + 3 + 2 = 10, lifting both tens
    assert most_taken(table, Rank.KING) == 1
    assert most_taken(table, Rank.QUEEN) == 0
    assert most_taken(table, Rank.THREE, make_sums=False) == 4  # 3 + 5 + 2 = 10 lifts the tens
    no_tens = parse_cards("3H 5D KH")
    assert most_taken(no_tens, Rank.TWO) == 2 and most_taken(no_tens, Rank.TWO, make_sums=False) == 0


def value_of(state: Snitchems, played: Move) -> float:
    """Seat 0's value of the deal when it plays `played` and everyone then plays as medium (seeded)."""
    total = 0.0
    for seed in range(10):
        trial = state.clone()
        trial.stop_after_deal = True
        rng = random.Random(seed)
        events = trial.apply(played)
        while trial.current_seat() is not None:
            events = trial.apply(GAME.policy(trial, rng))
        total += GAME.value(next(e for e in events if isinstance(e, DealSheet)), 0)
    return total / 10


def test_hard_leaves_an_eight_for_the_last_capture() -> None:
    """Last round; seat 0 took last. Medium makes eight with 6♥ + 2♠ and lifts the 8♣ too: one card more now.
    Hard leaves the 8♣: the other hand holds no 8, so seat 0's 8♦ can pair it at the end, making the last
    capture, which takes the table (RULES.md §3 "End") — and the deal."""
    state = middle({0: "QS 6H 8D", 1: "3C KC 7H"}, "2S JS 7C 8C", stock=0, last_capturer=0)
    obs = state.observe(0)
    assert all(medium_move(obs, random.Random(seed)) == move("6H x 2S 8C") for seed in range(4))
    assert all(choose("hard", obs, random.Random(seed)) == move("6H x 2S") for seed in range(4))
    assert value_of(state, move("6H x 2S")) > 0 > value_of(state, move("6H x 2S 8C"))
