"""Every call Snitch'ems says aloud, for the voices to record (build_scripts/make_voices.py)."""

from __future__ import annotations

from game.games.fishing.moves import value_call
from game.games.snitchems.rules import PAIRING, TARGETS


def calls() -> list[str]:
    """A pairing ("Pair!", "Prial!") or a total of eight or ten ("Eight!", "Ten!")."""
    return [call for call, _ in PAIRING.values()] + [value_call(total) for total in TARGETS]
