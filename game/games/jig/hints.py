"""Why a lead is good at Jig, in the game's terms, for the hint (game/table/hint.py, issue 15).

Only leads are choices (the next card of a sequence is forced). The reason is Peel's advice as `advice.plan`
follows a lead through the cards the seat can account for ([000] "Jig", RULES.md §2.1): a lead that comes back
to you, the cards of its sequence you play yourself, a card nobody else can lead up to. Pure.
"""

from __future__ import annotations

from typing import Any

from game.games.jig.advice import plan
from game.games.jig.rules import Observation
from game.i18n import _, ngettext


def explain(obs: Observation, move: Any) -> str:
    """One line on why leading `move.card` is good for `obs.seat` (translated); a forced card's is the rule."""
    card = move.card
    if obs.forced is not None:
        return _("it is the next card of the sequence: you must play it")
    lead = plan(obs, card)
    if lead.comes_back:
        return ngettext(
            "the sequence stops on your own card: you lead again",
            "the sequence runs through {n} of your cards and stops on your own: you lead again",
            lead.own_cards,
        ).format(n=lead.own_cards)
    if lead.nobody_leads_up:
        return _("the card below it is out, so nobody else can ever lead up to it: be rid of it now")
    if lead.own_cards > 1:
        return ngettext(
            "you play {n} card of its sequence yourself",
            "you play {n} cards of its sequence yourself",
            lead.own_cards,
        ).format(n=lead.own_cards)
    return _("played out to the end of the deal many times, it costs you the fewest coins")
