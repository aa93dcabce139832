"""Every call Snap says aloud, for the voices to record (build_scripts/make_voices.py)."""

from __future__ import annotations

from game.games.snap.rules import Variant
from game.games.snap.words import call_word

AT_THE_TABLE = ("Out!", "Dead heat!", "Photo finish!")
"""Said as literals in table.py: a player out says "Out!"; the banners "Dead heat!" and "Photo finish!"."""


def calls() -> list[str]:
    """Each variant's call, at a pile and at the centre, then the literals."""
    return [call_word(variant, centre) for variant in Variant for centre in (False, True)] + list(AT_THE_TABLE)
