"""The family's log in words (RULES.md §1.4): the shared narrator, plus Cavendish's "plays again"."""

from __future__ import annotations

from typing import Sequence

from game.core.rules import Event
from game.games.snip_snap_snorum.rules import PlaysAgain
from game.table.narration import Narrator


def why_again(event: PlaysAgain, names: Sequence[str]) -> str:
    """Why `event.seat` plays again, in words: "Bob could not match", "all four are out", "nobody else
    has a card" (RULES.md §1.4 `cavendish`)."""
    if event.could_not is not None:
        return f"{names[event.could_not]} could not match"
    return "all four are out" if event.run_of_four else "nobody else has a card"


class FamilyNarrator(Narrator):
    """A `Narrator` that also tells why a player plays again: "Bob could not match: Ann plays again."
    (RULES.md §1.4 `cavendish`)."""

    def describe(self, event: Event) -> str | None:
        """One line for `event`, or None (see `Narrator.describe`)."""
        if isinstance(event, PlaysAgain):
            why = why_again(event, self.names)
            return f"{why[0].upper()}{why[1:]}: {self.says(event.seat, 'plays', 'play')} again."
        return super().describe(event)
