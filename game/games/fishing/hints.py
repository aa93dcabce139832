"""Why a move is good in a fishing game (Snitch'ems, Cassino), in their terms, for the hint
(game/table/hint.py, issue 15): what a capture takes, what a build keeps for you, why a trail. Pure.
RULES.md §3 (Snitch'ems) and §4 (Cassino: "Capture", "Build", "Trail", the sweep).
"""

from __future__ import annotations

from game.games.fishing.moves import Building, Capture, Move, item_cards
from game.games.fishing.rules import Observation
from game.i18n import _, ngettext


def explain(obs: Observation, move: Move) -> str:
    """One line on why `move` is good for `obs.seat` (translated)."""
    if isinstance(move, Capture):
        on_table = {c for item in obs.table for c in item_cards(item)}
        if move.taken >= on_table:
            return _("it takes every card on the table: a sweep")
        return ngettext(
            "it takes {n} card from the table",
            "it takes {n} cards from the table",
            len(move.taken),
        ).format(n=len(move.taken))
    if isinstance(move, Building):
        return _("it builds {value}, which a card you keep can take next turn").format(value=move.value)
    return _("nothing you could take or build is worth more: a trail gives the others the least")
