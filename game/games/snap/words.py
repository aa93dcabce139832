"""Snap's calls and outcomes in words: the captions at the table and the lines of the log (RULES.md §5).

Pure: events and names in, text out. In Grab [004] players snatch the cork instead of saying "Snap", and
say "Centre" as they snatch for the centre.
"""

from __future__ import annotations

import math

from game.core.rules import Event, GameOver, PlayerOut
from game.i18n import N_, _, ngettext
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
    """What a caller says, in English (the key of its recorded voice; show it through `_`): "Snap!" /
    "Snap Centre!", or in Grab "Grab!" / "Centre!"."""
    if variant is Variant.GRAB:
        return N_("Centre!") if centre else N_("Grab!")
    return N_("Snap Centre!") if centre else N_("Snap!")


LEVEL_NAMES = {
    "toddler": N_("toddler"),
    "casual": N_("casual"),
    "sharp": N_("sharp"),
    "expert": N_("expert"),
    "reflex": N_("reflex"),
    "adaptive": N_("adaptive"),
}
"""Snap's computer levels as people read them, marked for the catalogue (the setup screen shows them too)."""


def level_words(level: str) -> str:
    """A computer level as a family reads it: "casual, about 0.6 s" (its typical reaction, the median of its
    ex-Gaussian: μ + τ·ln 2), or "adaptive, follows you" (game/games/snap/reaction.py)."""
    name = _(LEVEL_NAMES.get(level, level))
    if level not in LEVELS:
        return _("{level}, follows you").format(level=name)
    typical = LEVELS[level].mu_ms + LEVELS[level].tau_ms * math.log(2)
    seconds = f"{typical / 1000:.1f}" if typical < 950 else f"{typical / 1000:.0f}"
    return _("{level}, about {seconds} s").format(level=name, seconds=seconds)


def cards(count: int) -> str:
    """`count` cards in words: "1 card", "14 cards"."""
    return ngettext("{n} card", "{n} cards", count).format(n=count)


def in_ms(ms: float) -> str:
    """A reaction time in whole ms: "312 ms"."""
    return _("{ms} ms").format(ms=f"{ms:.0f}")


def taken(ms: float, count: int) -> str:
    """The line under a winning call: "312 ms — takes 14 cards"."""
    return _("{ms} ms — takes {cards}").format(ms=f"{ms:.0f}", cards=cards(count))


def describe(event: Event, names: list[str], variant: Variant) -> str | None:
    """One line for the log about `event`, or None for events the log leaves out (each turned card).
    `names` are the seats' names; times are shown in whole ms."""
    grab = variant is Variant.GRAB
    match event:
        case Snapped(seat=seat, ms=ms, cards=count):
            if grab:
                line = _("{name} grabbed the cork first ({ms} ms) and takes {cards}")
            else:
                line = _("{name} called Snap first ({ms} ms) and takes {cards}")
            return line.format(name=names[seat], ms=f"{ms:.0f}", cards=cards(count))
        case SnapCentre(seat=seat, ms=ms, cards=count, back_in=back_in):
            if grab and back_in:
                line = _("{name} grabbed the cork for the centre ({ms} ms), takes {cards} and is back in the game")
            elif grab:
                line = _("{name} grabbed the cork for the centre ({ms} ms), takes {cards}")
            elif back_in:
                line = _("{name} called Snap Centre ({ms} ms), takes {cards} and is back in the game")
            else:
                line = _("{name} called Snap Centre ({ms} ms), takes {cards}")
            return line.format(name=names[seat], ms=f"{ms:.0f}", cards=cards(count))
        case DeadHeat(seats=(a, b), ms=(ms_a, ms_b)):
            return _("Dead heat: {a} {ms_a} ms, {b} {ms_b} ms — play goes on").format(
                a=names[a], ms_a=f"{ms_a:.0f}", b=names[b], ms_b=f"{ms_b:.0f}"
            )
        case FalseSnap(seat=seat, cards=count):
            if count == 0:
                return _("{name} called with no match (no pile to lose)").format(name=names[seat])
            return _("False snap by {name}: {cards} to the centre").format(name=names[seat], cards=cards(count))
        case TooSlow(seat=seat, ms=ms):
            return _("{name} was too slow ({ms} ms)").format(name=names[seat], ms=f"{ms:.0f}")
        case TurnedOver(seat=seat, cards=count):
            return _("{name} turns their pile over: {cards}").format(name=names[seat], cards=cards(count))
        case PlayerOut(seat=seat):
            return _("{name} is out").format(name=names[seat])
        case GameOver(winners=winners):
            if len(winners) == 1:
                return _("{name} holds every card and wins").format(name=names[winners[0]])
            return _("The game ends: {names} share the win").format(names=_(", ").join(names[w] for w in winners))
    return None
