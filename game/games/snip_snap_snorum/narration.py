"""The family's log in words (RULES.md §1.4): the shared narrator, plus Cavendish's "plays again"."""

from __future__ import annotations

from game.core.rules import Event
from game.games.snip_snap_snorum.rules import PlaysAgain
from game.table.narration import Narrator


class FamilyNarrator(Narrator):
    """A `Narrator` that also tells why a player plays again: "Bob could not match: Ann plays again."
    (RULES.md §1.4 `cavendish`)."""

    def describe(self, event: Event) -> str | None:
        """One line for `event`, or None (see `Narrator.describe`)."""
        if isinstance(event, PlaysAgain):
            again = f"{self.says(event.seat, 'plays', 'play')} again"
            if event.could_not is None:
                return f"All four are out: {again}."
            return f"{self.who(event.could_not)} could not match: {again}."
        return super().describe(event)
