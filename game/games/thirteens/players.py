"""The computer players of Thirteens (RULES.md §6): one entry point for the three levels.

A computer player sees only its seat's `Observation` (its own foundations and rows, the call, how many of
each number are still to come), never the caller's order, so it cannot cheat. Every level lifts a free card
and puts the called card on a foundation whenever it can (with `auto_foundation` off): that never hurts. The
levels differ in the one real decision, which row takes a card that fits nowhere:

- `easy`: any row, at random;
- `medium`: the common-sense rule (issue 12) — a row whose top is higher, as close above the card as possible
  (an empty row counts as higher than every card); otherwise the row whose top is lowest (`medium_row`);
- `hard`: the row with the best mean final score over orders of the calls still to come, drawn from the
  numbers left, each played to the end with a quick rule of its own (`search.playout_row`: the row whose top is
  the same or higher, closest; else the highest top — medium's "lowest top" buries the cards wanted soonest)
  (`game.games.thirteens.search.RowSearch`, a stepped search on a fixed budget of work, so the same seed gives
  the same row).
"""

from __future__ import annotations

import random

from game.core.thinker import Decided, Thinker, run_to_end
from game.games.thirteens.rules import Lift, Move, Observation, Thirteens, ToFoundation, ToRow
from game.games.thirteens.search import RowSearch, medium_row
from game.i18n import N_

LEVELS = (N_("easy"), N_("medium"), N_("hard"))
"""The computer levels, weakest first (marked for the catalogue: the setup screen and the table show them)."""


def think(level: str, obs: Observation, rng: random.Random) -> Thinker[Move]:
    """Start `level`'s decision for `obs`'s seat. `rng` is the player's own seeded generator. Raises ValueError
    for an unknown level, or when the seat has nothing to do (no lift, and the call placed already)."""
    if level not in LEVELS:
        raise ValueError(f"there is no Thirteens computer level '{level}'; choose {', '.join(LEVELS)}")
    sure = sure_move(obs)
    if sure is not None:
        return Decided(sure)
    if not obs.waiting or obs.card is None:
        raise ValueError(f"seat {obs.seat} has no card to place")
    if level == "easy":
        return Decided(ToRow(obs.seat, rng.randrange(len(obs.rows))))
    if level == "medium":
        return Decided(ToRow(obs.seat, medium_row(obs.rows, obs.card.rank.value)))
    return RowSearch(obs, rng)


def oracle(state: Thirteens, seat: int, rng: random.Random) -> Thinker[Move]:
    """The reference seat that sees the caller's pack (issue 18): the hard search's candidate rows each played
    out on the true order of the calls to come. It cheats: for `simulate` only."""
    obs = state.observe(seat)
    sure = sure_move(obs)
    if sure is not None:
        return Decided(sure)
    if not obs.waiting or obs.card is None:
        raise ValueError(f"seat {seat} has no card to place")
    return RowSearch(obs, rng, calls=[card.rank.value for card in state.calls[state.called :]])


def choose(level: str, obs: Observation, rng: random.Random) -> Move:
    """The move `level` makes from `obs`: `think` run to the end. Raises as `think`."""
    return run_to_end(think(level, obs, rng))


def sure_move(obs: Observation) -> Move | None:
    """A move that never hurts, if there is one: lift a free card that fits a foundation, then put the called
    card on a foundation (only with `auto_foundation` off: on, the app does both)."""
    if obs.options.auto_foundation:
        return None
    for row, cards in enumerate(obs.rows):
        if cards and fits(obs.foundations, cards[-1]):
            return Lift(obs.seat, row)
    if obs.waiting and obs.card is not None and fits(obs.foundations, obs.card.rank.value):
        return ToFoundation(obs.seat)
    return None


def fits(foundations: tuple[int, ...] | list[int], number: int) -> bool:
    """Whether `number` goes on one of `foundations` (their top numbers, 0 for empty)."""
    return number - 1 in foundations
