"""Every computer level only ever chooses a legal move (RULES.md §1.1 compulsory matching and option
`revoke`, §1.2 follow or pass), and the thinker can be stopped and asked at any time."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.games.snip_snap_snorum.ismcts import default_budget
from game.games.snip_snap_snorum.medium import choice_of, medium_move
from game.games.snip_snap_snorum.players import LEVELS, choose, plays_medium, think
from game.games.snip_snap_snorum.presets import PRESETS
from game.games.snip_snap_snorum.rules import new_game
from game.games.snip_snap_snorum.search import MAX_WORLDS, MIN_WORLDS, default_worlds

from .positions import positions, to_move


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_chooses_a_legal_move_in_every_preset(level: str) -> None:
    checked = 0
    for game in positions(per_config=8, seed=3):
        seat = game.current_seat()
        assert seat is not None
        move = choose(level, game.observe(seat), random.Random(checked), budget=16)
        assert move in game.legal_moves(), f"{level} chose {move}, not one of {game.legal_moves()}"
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    "preset,options", [("round-games", {"revoke": True, "turn_up": True}), ("all-dealt", {"deals": 1})]
)
def test_a_whole_game_of_computer_players_is_legal_to_the_end(level: str, preset: str, options: dict) -> None:
    game = new_game(preset, 4, seed=11, **options)
    game.start()
    rngs = [random.Random(s) for s in range(4)]
    while not game.is_over():
        seat = game.current_seat()
        assert seat is not None
        game.apply(choose(level, game.observe(seat), rngs[seat], budget=12))  # apply raises IllegalMove
    assert game.winners


def test_a_hard_thinker_has_a_legal_best_move_before_during_and_after_its_search() -> None:
    game = new_game("snore-em", 4, seed=5)
    game.start()
    observation = to_move(game)
    thinker = think("hard", observation, random.Random(1), budget=30)
    assert not thinker.done()
    assert thinker.best() in observation.legal
    thinker.step(10)
    assert not thinker.done() and thinker.best() in observation.legal
    thinker.step(1000)
    assert thinker.done() and thinker.best() in observation.legal
    thinker.step(5)  # a no-op once done
    assert thinker.done()


def test_easy_and_medium_are_done_at_once_and_a_forced_move_needs_no_search() -> None:
    game = new_game("all-dealt", 3, seed=2)
    game.start()
    observation = to_move(game)
    for level in ("easy", "medium"):
        assert think(level, observation, random.Random(1)).done()
    game.apply(game.legal_moves()[0])  # a lead: the next player must follow or pass
    forced = to_move(game)
    assert len({choice_of(m) for m in forced.legal}) == 1
    assert think("hard", forced, random.Random(1)).done()


@pytest.mark.parametrize("preset", PRESETS)
def test_hard_plays_medium_s_move_where_everyone_plays_from_a_few_cards(preset: str) -> None:
    """docs/AI.md: where everyone plays in turn from hands of a few cards and pays at once (RULES.md §1.1 round
    games, §1.4 `nobble`, `bump`) hard plays medium's count with nothing forgotten (the medium level's memory
    can slip: game/games/snip_snap_snorum/memory.py), decided at once; everywhere else it searches."""
    few_cards = preset in ("round-games", "nobble", "bump")
    assert plays_medium(PRESETS[preset]) is few_cards
    game = new_game(preset, 4, seed=3)
    game.start()
    rng = random.Random(3)
    searched = 0
    for _ in range(40):
        observation = to_move(game)
        if len({choice_of(m) for m in observation.legal}) > 1:
            thinker = think("hard", observation, random.Random(1), budget=20)
            assert thinker.done() is few_cards
            searched += not few_cards
            if few_cards:
                assert thinker.best() == medium_move(observation, random.Random(1))
        game.apply(rng.choice(game.legal_moves()))
        if game.is_over():
            break
    assert few_cards or searched


def test_the_same_seed_gives_the_same_hard_move() -> None:
    for game in positions(per_config=1, seed=4):
        observation = to_move(game)
        first = choose("hard", observation, random.Random(3), budget=40)
        assert choose("hard", observation, random.Random(3), budget=40) == first


def test_the_default_budget_is_bounded() -> None:
    for game in positions(per_config=1, seed=5):
        budget = default_budget(to_move(game))
        assert 100 <= budget <= 2000


def test_the_follow_or_pass_search_is_bounded_and_searches_more_worlds_as_the_hands_empty() -> None:
    for game in positions(per_config=1, seed=5):
        observation = to_move(game)
        choices = len({choice_of(m) for m in observation.legal})
        worlds = default_worlds(observation, choices)
        assert MIN_WORLDS <= worlds <= MAX_WORLDS
        fewer_cards = dataclasses.replace(observation, hand_sizes=tuple(size // 2 for size in observation.hand_sizes))
        assert default_worlds(fewer_cards, choices) >= worlds


def test_bad_requests_are_refused() -> None:
    game = new_game("round-games", 3, seed=1)
    game.start()
    seat = to_move(game).seat
    with pytest.raises(ValueError, match="no computer level"):
        think("expert", game.observe(seat), random.Random(1))
    with pytest.raises(ValueError, match="turn"):
        think("easy", game.observe((seat + 1) % 3), random.Random(1))
