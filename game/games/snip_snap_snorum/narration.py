"""The family's log in words (RULES.md §1.4): the shared narrator, plus Cavendish's "plays again"."""

from __future__ import annotations

from typing import Sequence

from game.core.rules import Event
from game.games.snip_snap_snorum.rules import PlaysAgain
from game.i18n import _
from game.table.narration import YOU, Narrator


def why_again(event: PlaysAgain, names: Sequence[str]) -> str:
    """Why `event.seat` plays again, as the prompt says it to them: "Bob could not match: play any card",
    "all four are out: play any card" (RULES.md §1.4 `cavendish`). In the current language."""
    if event.could_not is not None:
        return _("{name} could not match: play any card").format(name=names[event.could_not])
    if event.run_of_four:
        return _("all four are out: play any card")
    return _("nobody else has a card: play any card")


class FamilyNarrator(Narrator):
    """A `Narrator` that also tells why a player plays again: "Bob could not match: Ann plays again."
    (RULES.md §1.4 `cavendish`)."""

    def describe(self, event: Event) -> str | None:
        """One line for `event`, or None (see `Narrator.describe`)."""
        if isinstance(event, PlaysAgain):
            return self._plays_again(event)
        return super().describe(event)

    def _plays_again(self, event: PlaysAgain) -> str:
        """ "Bob could not match: Ann plays again.", "All four are out: you play again." — a whole sentence
        for each case, as "You" takes other verbs (and in Japanese other words)."""
        name = self.names[event.seat]
        you = name == YOU
        if event.could_not is not None:
            other = self.names[event.could_not]
            if you:
                return _("{other} could not match: You play again.").format(other=other)
            if other == YOU:
                return _("You could not match: {name} plays again.").format(name=name)
            return _("{other} could not match: {name} plays again.").format(other=other, name=name)
        if event.run_of_four:
            return _("All four are out: You play again.") if you else _(
                "All four are out: {name} plays again."
            ).format(name=name)
        return _("Nobody else has a card: You play again.") if you else _(
            "Nobody else has a card: {name} plays again."
        ).format(name=name)
