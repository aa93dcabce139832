"""A game of Practise Snap's reactions as they happen (issue 33), pure: the events of the rules in, each seat's
last, best and typical time (the median), false snaps and latest reactions out, for the panel beside the table
(game/games/snap/practice_panel.py). Shown at a table of two where one is a person (`shows_reactions`)."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field

from game.core.rules import Event
from game.games.snap.reaction_log import CallKind, timed_calls

STRIP = 20
"""How many of a player's latest reactions the strip shows."""


@dataclass
class Seat:
    """One player's reactions this game: `times` (ms) of their calls on a real match, oldest first, with
    whether each `took` the cards; `false_snaps` their calls with no match."""

    times: list[float] = field(default_factory=list)
    took: list[bool] = field(default_factory=list)
    false_snaps: int = 0


class Reactions:
    """Every seat's reactions this game, from the events of the rules (RULES.md §5: a snap, a Snap Centre, a
    dead heat, a call too slow, a false snap). `version` counts the calls taken in, for redrawing."""

    def __init__(self, seats: int) -> None:
        self.seats = [Seat() for __ in range(seats)]
        self.version = 0

    def add(self, event: Event) -> None:
        """Take in the calls `event` judged, if any."""
        for seat, ms, kind, won in timed_calls(event):
            record = self.seats[seat]
            if kind is CallKind.FALSE:
                record.false_snaps += 1
            else:
                record.times.append(ms)
                record.took.append(won)
            self.version += 1

    def last(self, seat: int) -> float | None:
        """`seat`'s latest reaction (ms), or None before any."""
        times = self.seats[seat].times
        return times[-1] if times else None

    def best(self, seat: int) -> float | None:
        times = self.seats[seat].times
        return min(times) if times else None

    def typical(self, seat: int) -> float | None:
        """The median of `seat`'s reactions (ms): what they usually take."""
        times = self.seats[seat].times
        return statistics.median(times) if times else None

    def strip(self, seat: int) -> list[tuple[float, bool]]:
        """`seat`'s latest `STRIP` reactions, oldest first, as (ms, took the cards)."""
        record = self.seats[seat]
        return list(zip(record.times, record.took))[-STRIP:]


def shows_reactions(seats: int, humans: int) -> bool:
    """Whether a table of `seats` with `humans` people shows the reactions: a practice, one person against
    one computer player."""
    return seats == 2 and humans == 1

