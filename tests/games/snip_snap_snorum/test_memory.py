"""The medium player's memory (issue 33; game/games/snip_snap_snorum/memory.py): it recalls the last round of
plays always, older cards and proven voids only by chance, and now and then plays without counting; the hard
player forgets nothing. Where the hard player plays medium's count (the round games, Nobble, Bump) the medium
level has this memory; in Cavendish it looks a little ahead; elsewhere it counts everything."""

from __future__ import annotations

import random

from game.core.thinker import run_to_end
from game.games.snip_snap_snorum.medium import choice_of, choice_values, medium_move
from game.games.snip_snap_snorum.memory import PERFECT, Memory, careless, recalled
from game.games.snip_snap_snorum.moves import Observation
from game.games.snip_snap_snorum.players import (
    MEDIUM_LOOK,
    MEDIUM_MEMORY,
    choose,
    looks_ahead,
    medium_memory,
    plays_medium,
    think,
)
from game.games.snip_snap_snorum.presets import PRESETS
from game.games.snip_snap_snorum.rules import new_game
from game.games.snip_snap_snorum.spec import LEADING, LEVEL_WORDS, LOOKING, SLIPPING, level_words

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


def test_in_cavendish_medium_searches_a_little() -> None:
    """issue 33: in Cavendish (RULES.md §1.4) medium's count played no better than any card, so medium plays the
    hard search with `MEDIUM_LOOK`'s small budget."""
    assert {preset for preset, options in PRESETS.items() if looks_ahead(options)} == {"cavendish"}
    game = new_game("cavendish", 4, seed=2)
    game.start()
    obs = to_move(game)
    thinker = think("medium", obs, random.Random(4))
    assert not thinker.done(), "medium thinks"
    assert run_to_end(thinker) == choose("hard", obs, random.Random(4), MEDIUM_LOOK[obs.options.flow])
    assert 0 < MEDIUM_LOOK[obs.options.flow] < 200


def test_elsewhere_medium_counts_everything() -> None:
    """Where the hard player searches and medium does not (all cards dealt, the Earl of Coventry, Snore 'Em, Motor),
    the medium level plays its full count: the same move as `medium_move` for the same seed."""
    for preset, options in PRESETS.items():
        if plays_medium(options) or looks_ahead(options):
            continue
        assert medium_memory(options) == PERFECT
        game = new_game(preset, 4, seed=2)
        game.start()
        obs = to_move(game)
        for seed in range(5):
            assert choose("medium", obs, random.Random(seed)) == medium_move(obs, random.Random(seed)), preset


def test_the_setup_words_say_how_the_levels_differ_in_each_game() -> None:
    """issue 33, the levels in plain words: in the round games medium's memory slips and hard plays its count
    with nothing forgotten; in Cavendish both search, hard far longer; in Snore 'Em medium counts and hard
    searches; with all cards dealt medium leads by a rule of thumb and hard searches every lead."""
    rounds, cavendish, snore = PRESETS["round-games"], PRESETS["cavendish"], PRESETS["snore-em"]
    assert level_words(rounds, "medium") == SLIPPING["medium"] and level_words(rounds, "hard") == SLIPPING["hard"]
    assert level_words(cavendish, "medium") == LOOKING["medium"] and level_words(cavendish, "hard") == LOOKING["hard"]
    assert level_words(snore, "medium") == LEVEL_WORDS["medium"] and level_words(snore, "hard") == LEVEL_WORDS["hard"]
    for preset in ("all-dealt", "earl-of-coventry"):
        assert level_words(PRESETS[preset], "medium") == LEADING["medium"]
        assert level_words(PRESETS[preset], "hard") == LEADING["hard"]
