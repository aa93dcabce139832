"""Snap's calls and outcomes in words: the captions at the table and the lines of the log (RULES.md §5).

Pure: events and names in, text out. In Grab [004] players snatch the cork instead of saying "Snap", and
say "Centre" as they snatch for the centre.
"""

from __future__ import annotations

import math

from game.core.rules import Event, GameOver, PlayerOut
from game.games.snap.reaction import LEVELS
from game.games.snap.rules import (
    DeadHeat,
    FalseSnap,
    SnapCentre,
    Snapped,
    TooSlow,
    TurnedOver,
    Variant,
)


def call_word(variant: Variant, centre: bool) -> str:
    """What a caller says: "Snap!" / "Snap Centre!", or in Grab "Grab!" / "Centre!"."""
    if variant is Variant.GRAB:
        return "Centre!" if centre else "Grab!"
    return "Snap Centre!" if centre else "Snap!"


def level_words(level: str) -> str:
    """A computer level as a family reads it: "casual, about 0.6 s" (its typical reaction, the median of its
    ex-Gaussian: μ + τ·ln 2), or "adaptive, follows you" (game/games/snap/reaction.py)."""
    if level not in LEVELS:
        return f"{level}, follows you"
    typical = LEVELS[level].mu_ms + LEVELS[level].tau_ms * math.log(2)
    return f"{level}, about {typical / 1000:.1f} s" if typical < 950 else f"{level}, about {typical / 1000:.0f} s"


def cards(count: int) -> str:
    """`count` cards in words: "1 card", "14 cards"."""
    return f"{count} card" if count == 1 else f"{count} cards"


def describe(event: Event, names: list[str], variant: Variant) -> str | None:
    """One line for the log about `event`, or None for events the log leaves out (each turned card).
    `names` are the seats' names; times are shown in whole ms."""
    grab = variant is Variant.GRAB
    match event:
        case Snapped(seat=seat, ms=ms, cards=count):
            verb = "grabbed the cork" if grab else "called Snap"
            return f"{names[seat]} {verb} first ({ms:.0f} ms) and takes {cards(count)}"
        case SnapCentre(seat=seat, ms=ms, cards=count, back_in=back_in):
            verb = "grabbed the cork for the centre" if grab else "called Snap Centre"
            back = " and is back in the game" if back_in else ""
            return f"{names[seat]} {verb} ({ms:.0f} ms), takes {cards(count)}{back}"
        case DeadHeat(seats=(a, b), ms=(ms_a, ms_b)):
            return f"Dead heat: {names[a]} {ms_a:.0f} ms, {names[b]} {ms_b:.0f} ms — play goes on"
        case FalseSnap(seat=seat, cards=count):
            if count == 0:
                return f"{names[seat]} called with no match (no pile to lose)"
            return f"False snap by {names[seat]}: {cards(count)} to the centre"
        case TooSlow(seat=seat, ms=ms):
            return f"{names[seat]} was too slow ({ms:.0f} ms)"
        case TurnedOver(seat=seat, cards=count):
            return f"{names[seat]} turns their pile over: {cards(count)}"
        case PlayerOut(seat=seat):
            return f"{names[seat]} is out"
        case GameOver(winners=winners):
            if len(winners) == 1:
                return f"{names[winners[0]]} holds every card and wins"
            return "The game ends: " + ", ".join(names[w] for w in winners) + " share the win"
    return None
