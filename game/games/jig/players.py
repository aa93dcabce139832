"""Computer players for Jig (RULES.md §2): only leads are decisions; a forced card plays itself.

- `easy` leads a random card of its hand.
- `hard` searches the deals the seat cannot tell apart (game.games.jig.search).
- `medium` follows Peel's advice ([000] "Jig"): "lead such cards as will bring the Jig into their own hand
  again" — a lead whose sequence ends on one of its own cards (the fifth, or a stop) gives it the lead back;
  "remember what cards are played … so as to know which are stops"; and get rid of the cards nobody else
  can lead up to (their lower neighbour is already out), which otherwise only its own lead can ever clear.

Pure: they see only the seat's `Observation` and draw from the `random.Random` they are given.
"""

from __future__ import annotations

import random

from game.core.thinker import Decided, Thinker, run_to_end
from game.games.jig.advice import medium_lead
from game.games.jig.rules import Jig, Move, Observation, Play
from game.games.jig.search import LeadSearch, true_deal

LEVELS = ("easy", "medium", "hard")
"""The Jig computer levels, weakest first."""


def think(level: str, obs: Observation, rng: random.Random) -> Thinker[Move]:
    """Start `level`'s decision from `obs` (a `game.core.thinker.Thinker`): decided at once for the forced card and for
    easy and medium; hard searches in steps. Raises ValueError for an unknown level."""
    if level not in LEVELS:
        raise ValueError(f"there is no Jig computer level '{level}'; choose {', '.join(LEVELS)}")
    if obs.forced is not None:
        return Decided(Play(obs.forced))
    if level == "easy":
        return Decided(Play(rng.choice(obs.hand)))
    if level == "hard":
        return LeadSearch(obs, rng)
    return Decided(Play(medium_lead(obs, rng)))


def oracle(state: Jig, seat: int, rng: random.Random) -> Thinker[Move]:
    """The reference seat that sees every hand (issue 18): the hard search with every play-out on the true
    deal. It cheats: for `simulate` only."""
    obs = state.observe(seat)
    if obs.forced is not None:
        return Decided(Play(obs.forced))
    world = true_deal(state, rng)
    return LeadSearch(obs, rng, sample=world.clone)


def choose(level: str, obs: Observation, rng: random.Random) -> Move:
    """The move `level` makes from `obs`: `think` run to the end of its budget. Raises as `think`."""
    return run_to_end(think(level, obs, rng))
