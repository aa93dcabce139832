"""The computer players of Cassino (RULES.md §4): one entry point for the three levels.

A computer player sees only its seat's `Observation`, never the state itself, so it cannot cheat. It thinks
through a `Thinker` (game/core/thinker.py) that the table drives a slice at a time.

- `easy` plays a random legal move;
- `medium` follows the rules of thumb of `game.games.cassino.medium`: take the points (10♦, 2♠, aces, spades,
  a sweep), leave the next player nothing to take, build toward cards it holds, trail what gives the least
  away;
- `hard` searches the deals the seat cannot tell apart (`game.games.fishing.search`), weighing medium's best
  few moves by playing each out with medium's choices, and values a deal by its side's points less the best
  other side's.
"""

from __future__ import annotations

import random

from game.core.thinker import Decided, Thinker, run_to_end
from game.games.cassino.medium import medium_move, playout_move, ranked_moves
from game.games.cassino.rules import Cassino
from game.games.fishing.rules import FishingState, Move, Observation
from game.games.fishing.search import FishingSearch, Game, side_margin, true_world
from game.i18n import N_

LEVELS = (N_("easy"), N_("medium"), N_("hard"))  # marked for the catalogue: the setup screen shows them
"""The computer levels, weakest first."""

WORK = 800
"""The hard player's budget, in units of work (a card played out in the search, `game.games.fishing.search`):
about 65 µs each on the 2-core development machine, so a decision takes about 50 ms (p99 under 75 ms)."""

CANDIDATES = 5
"""The most root moves the hard player searches (the medium player's best): on a crowded table a hand has
hundreds of legal moves, and the budget goes further on a few good ones."""

CONFIDENCE = 1.0
"""How many standard errors a move must beat the medium player's choice by in the search."""


def think(level: str, obs: Observation, rng: random.Random, work: int | None = None) -> Thinker[Move]:
    """Start `level`'s decision for `obs`'s seat, whose turn it is. `rng` is the player's own seeded
    generator; `work` the hard player's budget in units (None: the default, see `game.games.fishing.search`).
    Raises ValueError for an unknown level."""
    if level not in LEVELS:
        raise ValueError(f"there is no Cassino computer level '{level}'; choose {', '.join(LEVELS)}")
    if level == "easy":
        return Decided(rng.choice(Cassino.from_observation(obs).legal_moves()))
    if level == "medium":
        return Decided(medium_move(obs, rng))
    return FishingSearch(obs, rng, GAME, work)


def oracle(state: FishingState, seat: int, rng: random.Random) -> Thinker[Move]:
    """The reference seat that sees every hand (issue 18): the hard search with every play-out on the true
    position, the other hands and the stock's order included. It cheats: for `simulate` only."""
    return FishingSearch(state.observe(seat), rng, GAME, sample=true_world(state).clone)


def choose(level: str, obs: Observation, rng: random.Random, work: int | None = None) -> Move:
    """The move `level` makes from `obs`: `think` run to the end of its budget. Raises as `think`."""
    return run_to_end(think(level, obs, rng, work))


def _policy(state: FishingState, rng: random.Random) -> Move:
    assert isinstance(state, Cassino)
    return playout_move(state, rng)


GAME = Game(Cassino, ranked_moves, _policy, side_margin, CANDIDATES, WORK, CONFIDENCE)
"""Cassino as the hard player's search sees it: a deal is worth its side's points less the best other
side's (RULES.md §4 "Points of a deal")."""
