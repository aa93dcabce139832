"""What the other seats' leads say about their hands: the hard player's opponent model in follow or pass
(issue 18; RULES.md §1.2–§1.3).

A sampled deal (`sampling.determinize`) fits everything proven — hand sizes, and the voids a pass proves — but
treats every such deal as equally likely. Yet a player leads by a rule, and the medium player's rule can be read
backwards (`medium.lead_preference`): while the hands are full it leads a rank it holds fewest of, later the rank
it holds most, so its lead hints at how many of that rank are still in its hand.
`likelihood` weighs a sampled deal by how likely the others' leads this deal were, had they held the hands the
sample gives them (after Buro, Long, Furtak and Sturtevant, "Improving State Evaluation, Inference, and Search in
Trick-Based Card Games", IJCAI 2009). Where everyone plays, the same reading of medium's safest-card rule gained
nothing (docs/AI.md), so only the follow-or-pass search uses the model.

Pure: a sampled state and the observation in, a weight out.
"""

from __future__ import annotations

from game.core.cards import Rank
from game.games.snip_snap_snorum.medium import lead_preference, leads_lone_cards
from game.games.snip_snap_snorum.rules import Observation, SnipSnapSnorum

ASTRAY = 0.3
"""The share of a lead the model leaves to chance: a rank off the rule is `ASTRAY / ranks` likely, one on it
`ASTRAY / ranks + (1 - ASTRAY) / best` (a player need not follow medium's rule, and the rule here is medium's
without its finer counts). (Hard against three medium players, all-dealt, 300 games, seed 1: 35.2 % with 0.3,
34.8 % with 0.1, 32.0 % without the model.)"""


def likelihood(world: SnipSnapSnorum, obs: Observation) -> float:
    """How likely (a product of chances, 0–1) the leads the other seats made this deal were, had they held the
    hands `world` gives them and led as the medium player does (`medium.lead_preference`); 1 with none.

    `world` is a full state drawn from `obs` (its hands now); each seat's hand before each of its cards is that
    hand with the cards it played since. A card of the rank just played is a follow, not a choice.
    """
    hands: dict[int, list[Rank]] = {seat: [c.rank for c in world.hands[seat]] for seat in range(obs.num_seats)}
    weight = 1.0
    for index in range(len(obs.table) - 1, -1, -1):
        seat, card = obs.table[index]
        hand = hands[seat]
        hand.append(card.rank)
        previous = obs.table[index - 1][1].rank if index else None
        if seat == obs.seat or card.rank == previous:
            continue
        held = {rank: hand.count(rank) for rank in set(hand)}
        if len(held) > 1:
            others = [len(other) for other_seat, other in hands.items() if other_seat != seat]
            lone_first = leads_lone_cards(len(hand), others)
            preference = {rank: lead_preference(count, lone_first) for rank, count in held.items()}
            top = max(preference.values())
            best = sum(value == top for value in preference.values())
            weight *= ASTRAY / len(held) + ((1 - ASTRAY) / best if preference[card.rank] == top else 0.0)
    return weight
