"""The computer players of Snitch'ems (RULES.md §3): one entry point for the three levels.

A computer player sees only its seat's `Observation`, never the state itself, so it cannot cheat. It thinks
through a `Thinker` (game/core/thinker.py) that the table drives a slice at a time.

- `easy` plays a random legal move;
- `medium` follows the rules of thumb of `game.games.snitchems.medium`: take the most cards, leave the next
  player nothing to take, trail what gives the least away;
- `hard` searches the deals the seat cannot tell apart, playing each out with medium's choices
  (`game.games.fishing.search`), and values a deal by winning it and by the cards taken more than the others.
  Its deals respect what the trails of the round prove: capture being compulsory, a player who trailed held no
  card that could capture from the table then (`barred`).
"""

from __future__ import annotations

import random
from typing import Hashable

from game.core.cards import Card, Rank
from game.core.thinker import Decided, Thinker, run_to_end
from game.games.fishing.rules import Capture, DealSheet, FishingState, Move, Observation
from game.games.fishing.search import FishingSearch, Game, side_margin, true_world
from game.games.snitchems.medium import medium_move, playout_move, ranked_moves
from game.games.snitchems.rules import Snitchems, barred_ranks
from game.i18n import N_

LEVELS = (N_("easy"), N_("medium"), N_("hard"))  # marked for the catalogue: the setup screen shows them
"""The computer levels, weakest first."""

MARGIN_WEIGHT = 1 / 26
"""What a card taken more than the best other player is worth beside winning the deal (1)."""

WORK = 1_500
"""The hard player's budget, in units of work (a card played out in the search, `game.games.fishing.search`):
about 35 µs each on the 2-core development machine, so a decision takes about 50 ms (p99 under 80 ms)."""

CANDIDATES = 8
"""The most root moves the hard player searches (the medium player's best)."""

CONFIDENCE = 2.0
"""How many standard errors a move must beat the medium player's choice by in the search: in Snitch'ems the
rule of thumb is hard to beat while the other hands are unknown, so only a clear edge counts (in seeded trials,
an edge of one standard error lost as often as it won before the last round)."""


def think(level: str, obs: Observation, rng: random.Random, work: int | None = None) -> Thinker[Move]:
    """Start `level`'s decision for `obs`'s seat, whose turn it is. `rng` is the player's own seeded
    generator; `work` the hard player's budget in units (None: the default, see `game.games.fishing.search`).
    Raises ValueError for an unknown level."""
    if level not in LEVELS:
        raise ValueError(f"there is no Snitch'ems computer level '{level}'; choose {', '.join(LEVELS)}")
    if level == "easy":
        return Decided(rng.choice(Snitchems.from_observation(obs).legal_moves()))
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


def deal_value(sheet: DealSheet, seat: int) -> float:
    """A deal's worth to `seat` (RULES.md §3 "End"): 1 for winning it, 0 for a draw, −1 for losing it, and
    `MARGIN_WEIGHT` for each card it took more than the best other player."""
    margin = side_margin(sheet, seat)
    return (margin > 0) - (margin < 0) + MARGIN_WEIGHT * margin


def same_move(move: Move) -> Hashable:
    """Suits never matter in Snitch'ems: a move is the rank played and the ranks it takes."""
    taken = tuple(sorted(c.rank for c in move.taken)) if isinstance(move, Capture) else None
    return (move.card.rank, taken)


def barred(obs: Observation) -> tuple[frozenset[Card], ...]:
    """The unseen cards each seat cannot hold now, by seat: those of every rank that could have captured when
    the seat trailed this round (its hand now is what is left of its hand then; RULES.md §3 "Capture is
    compulsory")."""
    ranks: list[set[Rank]] = [set() for _ in range(obs.num_seats)]
    for trail in obs.trails:
        ranks[trail.seat] |= barred_ranks(trail, obs.options.make_sums)
    unseen = obs.unseen()
    return tuple(frozenset(c for c in unseen if c.rank in held_out) for held_out in ranks)


def _policy(state: FishingState, rng: random.Random) -> Move:
    assert isinstance(state, Snitchems)
    return playout_move(state, rng)


GAME = Game(Snitchems, ranked_moves, _policy, deal_value, CANDIDATES, WORK, CONFIDENCE, same_move, barred)
"""Snitch'ems as the hard player's search sees it."""
