"""Every call Snip-Snap-Snorum's presets say aloud, for the voices to record (build_scripts/make_voices.py)."""

from __future__ import annotations

from game.core.cards import Rank
from game.games.snip_snap_snorum.presets import PRESETS, WORDS
from game.games.snip_snap_snorum.rules import call_for

AT_THE_TABLE = ("Out!", "Pass", "Can't match")
"""Said as literals: rules.py's Called(seat, "Out!") and Called(seat, "Pass"); in table.py a Cavendish player
who cannot match says "Can't match"."""


def calls() -> list[str]:
    """Each preset's calls for every position of a run and every rank (the Earl of Coventry's rhymes name it),
    each preset's words, then the literals."""
    found = []
    for options in PRESETS.values():
        for position in range(1, 5):
            for rank in Rank:
                words = call_for(options, position, rank)
                if words:
                    found.append(words)
    for words in WORDS.values():
        found.extend(words.calls)
    return found + list(AT_THE_TABLE)
