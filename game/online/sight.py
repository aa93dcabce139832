"""What a seat at a table between homes may see of a move's events (issue 35). Pure.

Events carry the public facts only, plus the cards dealt (game/core/rules.py): a local table shows a hand face
down when it is not the viewer's. A guest's app gets its events from the host's, so every card dealt to another
seat leaves the host as `None` — the seat it went to and its place in the deal, never its face. Every other
event is public as it is (a card played, turned up, captured or laid out is on the table for all to see).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from game.core.rules import Dealt, Event
from game.games.fishing.rules import RoundDealt

HIDDEN = None
"""What stands for a card another seat holds, in a deal as a guest sees it."""


def seen_by(events: Iterable[Event], seat: int | None) -> list[Event]:
    """`events` as `seat` may see them: the same events, in order, with the cards dealt to every other seat
    replaced by HIDDEN (each family's `observe(seat)` shows no other hand's cards either); with `seat` None,
    every card dealt (Snap's hands are face down to their owners too, `GameSpec.own_hand_seen`)."""
    return [_seen(event, seat) for event in events]


def _seen(event: Event, seat: int | None) -> Event:
    if isinstance(event, (Dealt, RoundDealt)):
        cards = tuple((to, card if to == seat else HIDDEN) for to, card in event.cards)
        return dataclasses.replace(event, cards=cards)  # type: ignore[arg-type]
    return event
