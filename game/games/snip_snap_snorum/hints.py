"""Why a move is good at Snip-Snap-Snorum, in the game's terms, for the hint (game/table/hint.py, issue 15).

The hard player chooses by search (ismcts.py; search.py in follow or pass); the reason given is what a card
counter sees in that choice, from the seat's own `Observation` (RULES.md §1: four cards to a rank; a card
matched makes its player pay): how many of the rank are still out, whether you hold the rest, whether it is
your last card. Pure.
"""

from __future__ import annotations

from game.games.snip_snap_snorum.counting import unseen_by_rank
from game.games.snip_snap_snorum.moves import Move, Observation, Play
from game.i18n import _, ngettext


def explain(obs: Observation, move: Move) -> str:
    """One line on why `move` is good for `obs.seat` (translated). Raises nothing: any legal move has a reason."""
    if not isinstance(move, Play):
        if any(c.rank == obs.rank_in_play for c in obs.hand):
            return _("you may decline to match: whoever matches next makes you pay less than matching now would risk")
        return _("you hold no card of this rank, so you pass")
    card = move.card
    if len(obs.hand) == 1:
        return _("it is your last card: you go out")
    if obs.rank_in_play is not None and card.rank == obs.rank_in_play:
        return _("it matches the card just played: its player pays, and you lead the rank on")
    unseen = unseen_by_rank(obs)
    out = unseen[card.rank]
    held = sum(1 for c in obs.hand if c.rank == card.rank)
    if out == 0:
        return _("nobody else can hold a card of this rank: it is safe to lead")
    if held >= 2:
        return ngettext(
            "you hold another card of this rank: if someone matches it, you can match them back",
            "you hold {n} more cards of this rank: if someone matches it, you can match them back",
            held - 1,
        ).format(n=held - 1)
    counts = [unseen[c.rank] for c in obs.hand]
    if out == min(counts) < max(counts):
        return ngettext(
            "only {n} card of this rank is still out: of your cards, the least likely to be matched",
            "only {n} cards of this rank are still out: of your cards, the least likely to be matched",
            out,
        ).format(n=out)
    return _("played out to the end of the deal many times, it costs you the fewest coins")
