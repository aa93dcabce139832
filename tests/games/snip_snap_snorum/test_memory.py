"""The medium player's memory (issue 33; game/games/snip_snap_snorum/memory.py): it recalls the last round of
plays always, older cards and proven voids only by chance, and now and then plays without counting; the hard
player forgets nothing. Where the hard player plays medium's count (the round games, Nobble, Bump) the medium
level has this memory; elsewhere it counts everything."""

from __future__ import annotations

import random

from game.games.snip_snap_snorum.medium import choice_of, choice_values, medium_move
from game.games.snip_snap_snorum.memory import PERFECT, Memory, careless, recalled
from game.games.snip_snap_snorum.moves import Observation
from game.games.snip_snap_snorum.players import MEDIUM_MEMORY, choose, medium_memory, plays_medium
from game.games.snip_snap_snorum.presets import PRESETS
from game.games.snip_snap_snorum.rules import new_game

from .positions import to_move


def late_in_a_deal(preset: str = "round-games", seed: int = 5) -> Observation:
    """The seat to move after the first twelve cards of a deal, with voids proven along the way."""
    game = new_game(preset, 4, seed=seed)
    game.start()
    rng = random.Random(seed)
    while len(game.table) < 12 or not any(game.voids):
        game.apply(rng.choice(game.legal_moves()))
        assert game.deal_no == 1, "the deal ended before the position was reached"
    return to_move(game)


def test_a_perfect_memory_sees_what_the_seat_has_seen() -> None:
    obs = late_in_a_deal()
    assert recalled(obs, PERFECT, random.Random(1)) is obs


def test_what_slips_is_only_older_cards_and_voids_and_it_counts_as_unseen() -> None:
    obs = late_in_a_deal()
    forgetful = recalled(obs, Memory(card=0.0, void=0.0), random.Random(1))
    last_round = [card for __, card in obs.table[-sum(obs.in_game) :]]
    older = [card for __, card in obs.table[: -sum(obs.in_game)]]
    assert older and forgetful.unseen == obs.unseen | set(older), "every older card forgotten, back among the unseen"
    assert not set(last_round) & forgetful.unseen, "the last round of plays is still before everyone's eyes"
    assert all(not voids for voids in forgetful.voids) and any(obs.voids)
    assert (forgetful.hand, forgetful.legal, forgetful.table, forgetful.run) == (obs.hand, obs.legal, obs.table, obs.run)


def test_a_slipping_memory_slips_the_same_way_for_the_same_seed() -> None:
    obs = late_in_a_deal()
    half = Memory(card=0.5, void=0.5)
    recollections = {recalled(obs, half, random.Random(seed)).unseen for seed in range(40)}
    assert len(recollections) > 1, "what slips is drawn"
    assert recalled(obs, half, random.Random(7)) == recalled(obs, half, random.Random(7))


def test_the_medium_level_is_sometimes_careless_where_hard_plays_its_count() -> None:
    """issue 33: a careless move now and then is any card it may; the rest is medium's count of what it
    remembers. Over many draws the share of careless moves is about `MEDIUM_MEMORY.careless`."""
    assert plays_medium(PRESETS["round-games"]) and medium_memory(PRESETS["round-games"]) == MEDIUM_MEMORY
    assert 0 < MEDIUM_MEMORY.careless < 1
    draws = 2000
    share = sum(careless(MEDIUM_MEMORY, random.Random(seed)) for seed in range(draws)) / draws
    assert abs(share - MEDIUM_MEMORY.careless) < 0.04
    assert not any(careless(PERFECT, random.Random(seed)) for seed in range(200))


def test_the_medium_level_plays_a_worse_card_than_its_count_now_and_then() -> None:
    """Where medium's count has one best card, the medium level plays it most of the time, not always."""
    obs = next(
        o
        for seed in range(60)
        if len((values := choice_values(o := late_in_a_deal(seed=seed))).values()) > 1
        and list(values.values()).count(max(values.values())) == 1
    )
    best = choice_of(medium_move(obs, random.Random(0)))
    chosen = [choice_of(choose("medium", obs, random.Random(seed))) for seed in range(300)]
    share = chosen.count(best) / len(chosen)
    assert 1 - MEDIUM_MEMORY.careless - 0.1 < share < 0.98, share


def test_elsewhere_medium_counts_everything() -> None:
    """Where the hard player searches (all cards dealt, Snore 'Em, Motor, Cavendish), the medium level plays
    its full count: the same move as `medium_move` for the same seed."""
    for preset, options in PRESETS.items():
        if plays_medium(options):
            continue
        assert medium_memory(options) == PERFECT
        game = new_game(preset, 4, seed=2)
        game.start()
        obs = to_move(game)
        for seed in range(5):
            assert choose("medium", obs, random.Random(seed)) == medium_move(obs, random.Random(seed)), preset
