"""Snap's moves and how replays write them (RULES.md §5): a turn, or a batch of timed calls.

A call's time is ms after the card it answers was first shown, recorded to 0.01 ms (files written before that
hold 0.1 ms, and still read). The rules (`game.games.snap.rules`) judge the moves; the umpire makes the batches.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Turn:
    """The seat to turn turns the top card of its hand face up onto its pile."""

    def __str__(self) -> str:
        return "turn"


TURN = Turn()


@dataclass(frozen=True, slots=True)
class Call:
    """`seat` called "Snap" (or snatched the cork) `ms` ms after the current card was first shown."""

    seat: int
    ms: float

    def __str__(self) -> str:
        return f"{self.seat}@{self.ms:.2f}"


def hundredths(ms: float) -> int:
    """A call's time `ms` in whole hundredths of a ms, as recorded: times are compared in these, so a gap of
    exactly the window is exactly the window whatever binary floating point makes of 32.02 - 12.02."""
    return round(ms * 100)


@dataclass(frozen=True, slots=True)
class Calls:
    """A batch of calls, judged together so a dead heat can be seen (the umpire waits `dead_heat_ms` after a
    valid call before sending it)."""

    calls: tuple[Call, ...]

    def __str__(self) -> str:
        return "calls " + " ".join(str(c) for c in self.calls)


Move = Turn | Calls

CALL_MS = re.compile(r"[0-9]+(\.[0-9]{1,2})?")
"""A call's time as written in replays: ms, with at most two decimals."""


def parse_move(text: str) -> Move:
    """Read a move as written in replays: `turn`, or `calls 1@312.45 0@330.00` (seat@ms, ms a decimal number with
    at most two decimals: files written before 0.01 ms was recorded have one). Raises ValueError."""
    words = text.split()
    if words == ["turn"]:
        return TURN
    if len(words) >= 2 and words[0] == "calls":
        calls = []
        for word in words[1:]:
            seat, at, ms = word.partition("@")
            if not at or not CALL_MS.fullmatch(ms):
                raise ValueError(f"a call is written seat@ms, ms to 0.01 (as 312.45), not {word!r}")
            calls.append(Call(int(seat), float(ms)))
        return Calls(tuple(calls))
    raise ValueError(f"a Snap move is 'turn' or 'calls seat@ms …', not {text!r}")


def format_move(move: Move) -> str:
    """Write a move as in replays: `turn` or `calls 1@312.45 0@330.00` (ms to 0.01)."""
    return str(move)
