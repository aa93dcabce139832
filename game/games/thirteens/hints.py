"""Why a move is good at Thirteens, in the patience's terms, for the hint (game/table/hint.py, issue 15).

A row's cards come off from the top, and the foundations want each number in turn from 1 up (RULES.md §6):
so a row should go down, each card lower than the one it covers. The reason says whether the chosen row
keeps that order, and what it costs when no row can. Pure.
"""

from __future__ import annotations

from game.games.thirteens.rules import Lift, Move, Observation, ToFoundation, ToRow
from game.i18n import _


def explain(obs: Observation, move: Move) -> str:
    """One line on why `move` is good for `obs.seat` (translated)."""
    if isinstance(move, ToFoundation):
        return _("it fits a foundation: putting a card up never hurts")
    if isinstance(move, Lift):
        return _("the free card of row {row} fits a foundation: lift it").format(row=move.row + 1)
    assert isinstance(move, ToRow) and obs.card is not None
    number, row = obs.card.rank.value, obs.rows[move.row]
    if not row:
        return _("row {row} is empty: the {number} buries nothing there").format(row=move.row + 1, number=number)
    top = row[-1]
    if top > number:
        return _("on the {top}, row {row} still goes down: its cards come off in order").format(
            top=top, row=move.row + 1
        )
    if top == number:
        return _("on the other {number} in row {row}: the two come off one after the other").format(
            number=number, row=move.row + 1
        )
    return _("no row goes down from here: on the {top} in row {row}, it buries the card wanted last").format(
        top=top, row=move.row + 1
    )
