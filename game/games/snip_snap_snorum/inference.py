"""What the other seats' free cards say about their hands: the hard player's opponent model (issue 18).

A sampled deal (`sampling.determinize`) fits everything proven — hand sizes, and the voids a pass or a card of
another rank proves (RULES.md §1.1–§1.2) — but treats every such deal as equally likely. Yet a player free to
choose (a lead, a card that starts a run, playing again) usually chooses by a rule, and the medium player's
rule can be read backwards: it plays the rank with most cards accounted for, counting its own hand ("a player
having two of a kind in his own hand should always play one of them" [000]), so its free card hints at a
second of that rank still in its hand; in follow-or-pass it leads the rank it holds most; in Cavendish, early
in a deal, the card most likely to be snipped. `likelihood` weighs a sampled deal by how likely the others'
free cards this deal were, had they held the hands the sample gives them (after Buro, Long, Furtak and
Sturtevant, "Improving State Evaluation, Inference, and Search in Trick-Based Card Games", IJCAI 2009).

Pure: a sampled state and the observation in, a weight out.
"""

from __future__ import annotations

from game.core.cards import Rank
from game.games.snip_snap_snorum.medium import racing
from game.games.snip_snap_snorum.presets import Flow
from game.games.snip_snap_snorum.rules import Observation, SnipSnapSnorum

ASTRAY = 0.3
"""The share of a free choice the model leaves to chance: a card off the rule is `ASTRAY / ranks` likely, one on
it `ASTRAY / ranks + (1 - ASTRAY) / best` (a player need not follow medium's rule, and the rule here is
medium's without its finer counts). (Hard against three medium players, all-dealt, 300 games, seed 1: 35.2 %
with 0.3, 34.8 % with 0.1, 33.0 % without the model.)"""


def likelihood(world: SnipSnapSnorum, obs: Observation) -> float:
    """How likely (a product of chances, 0–1) the free cards the other seats played this deal were, had they
    held the hands `world` gives them and chosen by the model of the module docstring; 1 with none.

    `world` is a full state drawn from `obs` (its hands now); each seat's hand before each of its cards is
    that hand with the cards it played since. A card of the rank just played is a match, not a choice.
    """
    hands: dict[int, list[Rank]] = {seat: [c.rank for c in world.hands[seat]] for seat in range(obs.num_seats)}
    accounted = [0] * 14  # cards of each rank on the table or turned up before each play, in the counting rule
    if obs.turn_up is not None:
        accounted[obs.turn_up.rank] += 1
    before: list[list[int]] = []
    for _, card in obs.table:
        before.append(accounted[:])
        accounted[card.rank] += 1
    weight = 1.0
    for index in range(len(obs.table) - 1, -1, -1):
        seat, card = obs.table[index]
        hand = hands[seat]
        hand.append(card.rank)
        previous = obs.table[index - 1][1].rank if index else None
        if seat == obs.seat or card.rank == previous:
            continue
        ranks = set(hand)
        if len(ranks) > 1:
            weight *= _chance(card.rank, hand, ranks, before[index], obs)
    return weight


def _chance(rank: Rank, hand: list[Rank], ranks: set[Rank], accounted: list[int], obs: Observation) -> float:
    """The model's chance that a player holding `hand` (of distinct `ranks`) chose `rank` freely."""
    options = obs.options
    if options.flow is Flow.FOLLOW_OR_PASS:
        score = {r: hand.count(r) for r in ranks}  # the rank held most (RULES.md §1.2)
    else:
        score = {r: accounted[r] + hand.count(r) for r in ranks}  # the safest (RULES.md §1.1)
        if options.flow is Flow.PLAY_AGAIN and not racing(obs, len(hand)):
            score = {r: -value for r, value in score.items()}  # Cavendish early: invite a snip (§1.4)
    top = max(score.values())
    best = sum(value == top for value in score.values())
    return ASTRAY / len(ranks) + ((1 - ASTRAY) / best if score[rank] == top else 0.0)

