"""Every call Jig's presets say aloud, for the voices to record (build_scripts/make_voices.py), and which of
them are German."""

from __future__ import annotations

import dataclasses

from game.games.jig.rules import OUT_CALL, PRESETS, SETTABLE, STOP_CALL, Options

GERMAN_PRESET = "german"
"""Jig's preset whose calls are German (RULES.md §2: "Schnipp, Schnapp, Schnurr, Burr, Basilorum")."""


def _every_options() -> list[Options]:
    """Every preset of Jig, and with Rex where a preset lets players set it."""
    every = list(PRESETS.values())
    every += [dataclasses.replace(o, rex=True) for name, o in PRESETS.items() if "rex" in SETTABLE[name]]
    return every


def _sequence_calls(options: Options) -> list[str]:
    """A sequence's calls, each also as a stop ("Snap-Jig") but the last, which completes it (rules.py `_play`)."""
    found = []
    for position in range(1, options.sequence_length + 1):
        word = options.word(position)
        found.append(word)
        if position < options.sequence_length:
            found.append(word + STOP_CALL)
    return found


def calls() -> list[str]:
    """Every preset's sequence calls, then "Out"."""
    return [c for options in _every_options() for c in _sequence_calls(options)] + [OUT_CALL]


def german_calls() -> frozenset[str]:
    """The calls of the German preset (with Rex), said in a German voice: "Schnipp", "Schnapp-Jig", …; "Out!",
    said in every preset, stays English."""
    german = PRESETS[GERMAN_PRESET]
    return frozenset(c for o in _every_options() if o.calls == german.calls for c in _sequence_calls(o))
