"""The two card settings (issue 15): which faces the ordinary pack shows (`Deck`) and how big the tables
draw their cards (`CardSize`). Pure: no pygame, so the settings file can name them."""

from __future__ import annotations

from enum import Enum

from game.i18n import N_


class Deck(Enum):
    """The faces of the ordinary pack.

    CLASSIC: the public-domain faces as drawn (♠ ♣ black, ♥ ♦ red, small corner indices).
    FOUR_COLOUR: the same faces with ♦ blue and ♣ green, so no two suits share a colour.
    LARGE_INDEX: faces drawn for small sizes: a big rank and suit in two corners, about a third of the
    card's width, and one big suit mark (or the court's picture) in the middle.
    FOUR_COLOUR_LARGE_INDEX: both.
    """

    CLASSIC = "classic"
    FOUR_COLOUR = "four-colour"
    LARGE_INDEX = "large-index"
    FOUR_COLOUR_LARGE_INDEX = "four-colour-large-index"

    @property
    def four_colour(self) -> bool:
        """True when ♦ are blue and ♣ green."""
        return self in (Deck.FOUR_COLOUR, Deck.FOUR_COLOUR_LARGE_INDEX)

    @property
    def large_index(self) -> bool:
        """True when the faces have the big corner index."""
        return self in (Deck.LARGE_INDEX, Deck.FOUR_COLOUR_LARGE_INDEX)

    @property
    def label(self) -> str:
        """The settings screen's name for these faces, in English (translate with `_` where shown)."""
        return _DECK_LABELS[self]


_DECK_LABELS = {
    Deck.CLASSIC: N_("Classic"),
    Deck.FOUR_COLOUR: N_("Four colours"),
    Deck.LARGE_INDEX: N_("Large index"),
    Deck.FOUR_COLOUR_LARGE_INDEX: N_("Four colours, large index"),
}


class CardSize(Enum):
    """How big the tables draw their cards, against the height each table's layout picks for the window."""

    SMALL = "small"
    NORMAL = "normal"
    LARGE = "large"

    @property
    def scale(self) -> float:
        """The factor on the card heights the layouts pick (0.85, 1.0, 1.2); a layout still caps them so
        nothing overflows."""
        return _SCALES[self]

    @property
    def label(self) -> str:
        """The settings screen's name for this size, in English (translate with `_` where shown)."""
        return _SIZE_LABELS[self]


_SCALES = {CardSize.SMALL: 0.85, CardSize.NORMAL: 1.0, CardSize.LARGE: 1.2}
_SIZE_LABELS = {CardSize.SMALL: N_("Small"), CardSize.NORMAL: N_("Normal"), CardSize.LARGE: N_("Large")}
