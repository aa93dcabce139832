"""The computer players of Snip-Snap-Snorum (RULES.md §1): one entry point for the three levels.

A computer player sees only its seat's `Observation`, never the state itself, so it cannot cheat. It
thinks through a `Thinker` that the caller drives in small slices (`step`), which lets the table scene
spread a hard decision over several frames and stop it at any time:

    thinker = think("hard", state.observe(seat), rng)
    while not thinker.done():
        thinker.step(8)
    move = thinker.best()

Levels: `easy` plays a uniformly random legal move; `medium` counts cards (game.ai.medium); `hard`
searches with information-set Monte Carlo tree search (game.ai.ismcts).
"""

from __future__ import annotations

import random
from typing import Protocol

from game.ai.ismcts import SearchThinker
from game.ai.medium import medium_move
from game.rules.snip_snap_snorum import Move, Observation

LEVELS = ("easy", "medium", "hard")
"""The computer levels, weakest first (the replay file's controllers `ai:easy` …)."""


class Thinker(Protocol):
    """A decision in progress for one seat; `best()` is a legal move at any time."""

    def step(self, iterations: int) -> None:
        """Do up to `iterations` units of thought (each small and bounded); a cheap no-op once done."""
        ...

    def done(self) -> bool:
        """True when the thinker has used up its own budget (at once for easy and medium)."""
        ...

    def best(self) -> Move:
        """The move chosen so far: always one of the observation's legal moves."""
        ...


class Decided:
    """A thinker whose move was chosen at once (easy, medium)."""

    def __init__(self, move: Move) -> None:
        self._move = move

    def step(self, iterations: int) -> None:
        """Nothing left to do."""

    def done(self) -> bool:
        return True

    def best(self) -> Move:
        return self._move


def think(level: str, observation: Observation, rng: random.Random, budget: int | None = None) -> Thinker:
    """Start the decision of the seat to move at `level` ("easy", "medium" or "hard") from `observation`.

    `rng` is the computer player's own seeded generator (it is used, so the same seed and observation give
    the same move). `budget` is the hard level's number of search iterations (None: a default sized so a
    decision takes a few tens of ms); the other levels ignore it. Raises ValueError for an unknown level,
    or when it is not `observation.seat`'s turn (no legal moves).
    """
    if level not in LEVELS:
        raise ValueError(f"there is no computer level '{level}'; choose {', '.join(LEVELS)}")
    if not observation.legal:
        raise ValueError(f"it is not seat {observation.seat}'s turn: there is nothing to choose")
    if level == "easy":
        return Decided(rng.choice(observation.legal))
    if level == "medium":
        return Decided(medium_move(observation, rng))
    return SearchThinker(observation, rng, budget)


def choose(level: str, observation: Observation, rng: random.Random, budget: int | None = None) -> Move:
    """The move `level` chooses from `observation`: `think` run to the end of its budget. Raises as `think`."""
    thinker = think(level, observation, rng, budget)
    while not thinker.done():
        thinker.step(64)
    return thinker.best()
