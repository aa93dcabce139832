"""The computer levels as the screens name them (a seat's controller is `ai:<level>`, game/core/session.py):
marked for the catalogue here, translated where shown, since the core names them in English only."""

from __future__ import annotations

from game.games.snap.words import LEVEL_NAMES
from game.i18n import N_, _

LEVEL_WORDS = {
    "easy": N_("easy"),
    "medium": N_("medium"),
    "hard": N_("hard"),
    # `simulate`'s reference player that sees every hand (issue 18): only a replay it wrote shows it.
    "oracle": N_("oracle (sees every hand)"),
    **LEVEL_NAMES,  # the reaction game's levels (RULES.md §5), slowest first
}


def level_word(level: str) -> str:
    """A computer level ("easy", "casual" …) in the language shown; an unknown one as it is."""
    return _(LEVEL_WORDS.get(level, level))
