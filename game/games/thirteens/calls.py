"""Every call Thirteens says aloud, for the voices to record (build_scripts/make_voices.py)."""

from __future__ import annotations

from game.games.thirteens.rules import NUMBER_WORDS

AT_THE_TABLE = ("Too late!", "Out!")
"""Said as literals in table.py: "Too late!" (a card the pace placed) and "Out!" (all 52 up)."""


def calls() -> list[str]:
    """The caller's numbers ("Seven!"), then the literals."""
    return [word + "!" for word in NUMBER_WORDS] + list(AT_THE_TABLE)
