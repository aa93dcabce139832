"""What the medium player remembers: a good player's memory, which can slip (issue 33).

Peel's advice is to "remember what cards are played" ([000] p. 93), and the medium player counts them — but as
a person at the table does, not as a machine: the cards of the last round of plays, still before everyone's
eyes, it always has; an older card it recalls with the chance `Memory.card`, and a player's proven void (they
passed, or could not match) with the chance `Memory.void`. What slipped its mind it counts as unseen, so it
may lead a rank it would know to be safe, or fear a match nobody can make. And now and then (the chance
`Memory.careless`) it plays without counting at all, any card it may. The hard player counts everything,
forgets nothing and is never careless.

How the chances were chosen, and the ladder they make, is in docs/AI.md ("The ladder"): at five cards a hand
a memory of older cards alone hardly shows; careless moves are what a family feels.

Pure: an `Observation` and the player's seeded `random.Random` in, the observation as remembered out.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

from game.games.snip_snap_snorum.moves import Observation


@dataclass(frozen=True)
class Memory:
    """How well a player remembers and attends (chances, 0–1): an older card played this deal is recalled
    (`card`), a player's proven void is recalled (`void`), a move is made without counting (`careless`). The
    last round of plays, one card a player in the game, is always remembered."""

    card: float
    void: float
    careless: float = 0.0


PERFECT = Memory(1.0, 1.0)
"""The hard player's memory: everything seen, never forgotten."""


def careless(memory: Memory, rng: random.Random) -> bool:
    """Whether this move is made without counting (the chance `memory.careless`); draws from `rng` only when
    the player can be careless, so a perfect memory leaves the seeded choices as they were."""
    return memory.careless > 0 and rng.random() < memory.careless


def recalled(obs: Observation, memory: Memory, rng: random.Random) -> Observation:
    """`obs` as a player with `memory` recalls it: each older card of the table kept with the chance
    `memory.card` (forgotten ones back among the `unseen`), each proven void with the chance `memory.void`.
    The turn-up, the hand, the run in play and the legal moves are in front of the player and stay. Draws from
    `rng` once per older card and per void, so a seeded player slips the same way every time."""
    if memory == PERFECT:
        return obs
    in_view = sum(obs.in_game)
    older = obs.table[: max(0, len(obs.table) - in_view)]
    forgotten = frozenset(card for __, card in older if rng.random() >= memory.card)
    voids = tuple(frozenset(rank for rank in sorted(ranks) if rng.random() < memory.void) for ranks in obs.voids)
    if not forgotten and voids == obs.voids:
        return obs
    return dataclasses.replace(obs, unseen=obs.unseen | forgotten, voids=voids)
