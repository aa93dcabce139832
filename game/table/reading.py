"""What a turn-based table tells the screen reader (game/audio/reader.py, issue 15): each new line of the log,
and on your turn the prompt, the cards you may play and the one chosen — in words a screen reader says
well ("nine of clubs", not "9♣", which readers spell out as "nine black club suit").
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.cards import Card, Rank, Suit
from game.i18n import N_, _

_RANKS = {
    Rank.ACE: N_("ace"), Rank.TWO: N_("two"), Rank.THREE: N_("three"), Rank.FOUR: N_("four"),
    Rank.FIVE: N_("five"), Rank.SIX: N_("six"), Rank.SEVEN: N_("seven"), Rank.EIGHT: N_("eight"),
    Rank.NINE: N_("nine"), Rank.TEN: N_("ten"), Rank.JACK: N_("jack"), Rank.QUEEN: N_("queen"),
    Rank.KING: N_("king"),
}
_SUITS = {Suit.CLUBS: N_("clubs"), Suit.DIAMONDS: N_("diamonds"), Suit.HEARTS: N_("hearts"), Suit.SPADES: N_("spades")}


def card_words(card: Card) -> str:
    """`card` as a screen reader should say it: "nine of clubs" (「クラブの9」 in Japanese)."""
    return _("{rank} of {suit}").format(rank=_(_RANKS[card.rank]), suit=_(_SUITS[card.suit]))


def turn_words(heading: str, task: str, playable: Sequence[Card], chosen: Card | None) -> str:
    """The announcement of your turn: the prompt's two lines (`heading`, `task`), the cards you may play and
    the one the keys have chosen. Left/Right then say each card as it is chosen (`card_words`)."""
    cards = ", ".join(card_words(c) for c in playable)
    said = _("{heading}: {task}. You may play {cards}.").format(heading=heading, task=task, cards=cards)
    if chosen is not None:
        said += " " + _("Chosen: {card}.").format(card=card_words(chosen))
    return said
