"""The Thirteens log's words (RULES.md §6): each event as a plain sentence, or None when it is not worth a line.

With four players a call moves up to four cards at once, so the log tells the calls, the cards that go on a
row because the time ran out, who is out, and the scores — not every card, which the table shows.
"""

from __future__ import annotations

from game.core.rules import Event, GameOver
from game.games.thirteens.rules import CALLS, Laid, NumberCalled, PatienceOut, Scored


def describe(event: Event, names: list[str]) -> str | None:
    """The log's line for `event` with the players' `names` (by seat), or None."""
    match event:
        case NumberCalled(call=call, left=left):
            return f"Call {call}: {event.words} ({left} to come)"
        case Laid(seat=seat, card=card, row=row, late=True):
            return f"Time! {names[seat]}'s {card.rank.value} goes on row {row + 1}"
        case PatienceOut(seat=seat):
            return f"{names[seat]} is out: all {CALLS} cards on the foundations"
        case Scored(scores=scores):
            return "Scores: " + ", ".join(f"{names[s]} {score}" for s, score in enumerate(scores))
        case GameOver(winners=winners) if len(names) > 1:
            return " and ".join(names[w] for w in winners) + (" wins" if len(winners) == 1 else " share the win")
    return None
