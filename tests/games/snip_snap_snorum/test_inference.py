"""The hard player's opponent model in follow or pass (issue 18; game/games/snip_snap_snorum/inference.py): a
sampled deal in which another seat's lead fits the medium player's rule (`medium.lead_preference`) weighs more
than one in which it does not."""

from __future__ import annotations

import random
from statistics import mean

from game.core.cards import Rank
from game.games.snip_snap_snorum.inference import likelihood
from game.games.snip_snap_snorum.rules import new_game
from game.games.snip_snap_snorum.sampling import determinize

from .stacking import FOLLOW_OR_PASS_HANDS, lead_all_four, play, stacked_pack

A, B, C, D = 0, 1, 2, 3
HANDS = {
    B: "7C 7D 7H 2C 3C 4C 5C 6C 8C 9C TC JC QC",
    C: "7S 2D 3D 4D 5D 6D 8D 9D TD JD QD KD AD",
    D: "2H 3H 4H 5H 6H 8H 9H TH JH QH KH AH KC",
    A: "2S 3S 4S 5S 6S 8S 9S TS JS QS KS AS AC",
}


def weights_by_held(game, seat: int, watcher: int, rank: Rank, samples: int = 400) -> dict[int, float]:
    """The average weight of `samples` deals drawn from `watcher`'s view, by how many of `rank` `seat` holds."""
    observation = game.observe(watcher)
    rng = random.Random(1)
    by_count: dict[int, list[float]] = {}
    for _ in range(samples):
        world = determinize(observation, rng)
        held = sum(card.rank == rank for card in world.hands[seat])
        by_count.setdefault(held, []).append(likelihood(world, observation))
    return {held: mean(weights) for held, weights in by_count.items()}


def test_an_early_lead_says_the_leader_held_that_rank_fewest() -> None:
    """RULES.md §1.2: while the hands are full the medium player leads a rank it holds fewest of, keeping its
    sets. B leads a seven from thirteen cards; deals in which B held no other seven explain that lead better
    than deals in which it still holds two more."""
    game = new_game("all-dealt", 4, packs=[stacked_pack(HANDS, A, 4)], first_dealer=A)
    game.start()
    play(game, "7C")
    weights = weights_by_held(game, B, A, Rank.SEVEN)
    assert weights[0] > 2 * weights[2]


def test_a_late_lead_says_the_leader_held_that_rank_most() -> None:
    """RULES.md §1.2: with eight cards or fewer the medium player leads the rank it holds most. B sheds its
    fours of sevens and eights and leads a two from five cards; deals in which B still holds another two
    explain that lead better than deals in which it held no other."""
    game = new_game("all-dealt", 4, packs=[stacked_pack(FOLLOW_OR_PASS_HANDS, A, 4)], first_dealer=A)
    game.start()
    play(game, *lead_all_four("7"), *lead_all_four("8"), "2C")
    weights = weights_by_held(game, B, A, Rank.TWO)
    assert weights[1] > 2 * weights[0]


def test_follows_and_the_watchers_own_leads_say_nothing() -> None:
    """A card of the rank just played is a follow, forced by the rules (RULES.md §1.2), and the watcher knows
    its own hand: neither weighs a deal."""
    game = new_game("all-dealt", 4, packs=[stacked_pack(HANDS, A, 4)], first_dealer=A)
    game.start()
    play(game, "7C", "7S")  # B's own lead, watched by B itself; C's seven, a follow it had to make
    observation = game.observe(B)
    rng = random.Random(2)
    assert {likelihood(determinize(observation, rng), observation) for _ in range(50)} == {1.0}
