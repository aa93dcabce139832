"""A computer player's decision in progress, for every turn-based game (pure: no clock, no I/O).

A decision is a `Thinker` the caller drives in small slices (`step`), which lets the table spread a hard
decision over several frames and stop it at any time; `best()` is a legal move whenever it is asked.
"""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar

MoveT = TypeVar("MoveT")
MoveT_co = TypeVar("MoveT_co", covariant=True)

STEP = 64
"""Units of thought per slice when a decision is run to its end at once (`run_to_end`)."""


class Thinker(Protocol[MoveT_co]):
    """A decision in progress for one seat; `best()` is a legal move at any time."""

    def step(self, iterations: int) -> None:
        """Do up to `iterations` units of thought (each small and bounded); a cheap no-op once done."""
        ...

    def done(self) -> bool:
        """True when the thinker has used up its own budget (at once for a move decided at once)."""
        ...

    def best(self) -> MoveT_co:
        """The move chosen so far: always one of the seat's legal moves."""
        ...


class Decided(Generic[MoveT]):
    """A thinker whose move was chosen at once (easy and medium players, a forced card)."""

    def __init__(self, move: MoveT) -> None:
        self._move = move

    def step(self, iterations: int) -> None:
        """Nothing left to do."""

    def done(self) -> bool:
        return True

    def best(self) -> MoveT:
        return self._move


def run_to_end(thinker: Thinker[MoveT]) -> MoveT:
    """The move `thinker` chooses with all of its budget."""
    while not thinker.done():
        thinker.step(STEP)
    return thinker.best()
