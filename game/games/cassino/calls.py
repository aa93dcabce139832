"""Every call Cassino says aloud, for the voices to record (build_scripts/make_voices.py)."""

from __future__ import annotations

import random

from game.core.cards import full_pack
from game.core.rules import ShuffledPacks
from game.games.cassino.rules import PRESETS, Cassino
from game.games.fishing.moves import value_call, value_plural

AT_THE_TABLE = ("Sweep!",)
"""Said as a literal in game/games/fishing/rules.py: a capture that clears the table is called "Sweep!"."""


def calls() -> list[str]:
    """"Pair!", a capture by totals called by the capturing card's value, "Building nines" for every value a
    build may have; with every preset's values (Royal Casino: courts 11–13, an ace 14). A total of table cards
    is at least 2, so a value below 2 only ever pairs. Then the literals."""
    found = ["Pair!"]
    for options in PRESETS.values():
        state = Cassino(options, 2, ShuffledPacks(random.Random(0)))
        values = sorted({state.capture_value(card) for card in full_pack()} - {0, 1})
        found += [value_call(v) for v in values] + [f"Building {value_plural(v)}" for v in values]
    return found + list(AT_THE_TABLE)
