"""The Thirteens log's words (RULES.md §6): each event as a plain sentence, or None when it is not worth a line.

With four players a call moves up to four cards at once, so the log tells the calls, the cards that go on a
row because the time ran out, who is out, and the scores — not every card, which the table shows.
"""

from __future__ import annotations

from game.core.rules import Called, Event, GameOver
from game.games.thirteens.rules import CALLS, Laid, NumberCalled, PatienceOut, Scored
from game.i18n import _


def describe(event: Event, names: list[str]) -> str | None:
    """The log's line for `event` with the players' `names` (by seat), or None."""
    match event:
        case NumberCalled(call=call, left=left):
            return _("Call {call}: {words} ({left} to come)").format(call=call, words=_(event.words), left=left)
        case Laid(seat=seat, card=card, row=row, late=True):
            return _("Time! {name}'s {number} goes on row {row}").format(
                name=names[seat], number=card.rank.value, row=row + 1
            )
        case Called(seat=seat, words=words):  # a player at another home, leaving before the end
            return _("{name}: “{words}”").format(name=names[seat], words=_(words))
        case PatienceOut(seat=seat):
            return _("{name} is out: all {calls} cards on the foundations").format(name=names[seat], calls=CALLS)
        case Scored(scores=scores):
            each = _(", ").join(_("{name} {score}").format(name=names[s], score=score) for s, score in enumerate(scores))
            return _("Scores: {scores}").format(scores=each)
        case GameOver(winners=winners) if len(names) > 1:
            if len(winners) == 1:
                return _("{name} wins").format(name=names[winners[0]])
            return _("{names} share the win").format(names=_(" and ").join(names[w] for w in winners))
    return None
