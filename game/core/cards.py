"""Playing cards: ranks, suits, the packs, and the text form used in rules, replays and tests.

Cards are written rank+suit as in RULES.md "Conventions": rank `A 2 … 10 J Q K`, suit `C D H S`
(`10H`, `QS`); `T` is accepted for 10 when reading. Every card is one shared immutable object, so cards
can be compared, hashed and used as dictionary keys freely.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Iterable


class Rank(IntEnum):
    """A card's rank; the value is the rank's number with the Ace low (A = 1 … K = 13)."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def code(self) -> str:
        """The rank as written on a card: `A`, `2` … `10`, `J`, `Q`, `K`."""
        return _RANK_CODES[self]

    @property
    def noun(self) -> str:
        """The rank in words, singular: "ace", "seven", "jack"."""
        return _RANK_NOUNS[self]

    @property
    def plural(self) -> str:
        """The rank in words, plural: "aces", "sixes", "kings"."""
        return self.noun + ("es" if self.noun.endswith("x") else "s")


class Suit(Enum):
    """A card's suit; the value is its one-letter code."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    # Members are singletons compared by identity, so the identity hash agrees with ==; it is far
    # cheaper than Enum's hash of the name, and every Card hash (hands, dicts of cards) goes through it.
    __hash__ = object.__hash__

    @property
    def symbol(self) -> str:
        """The suit's sign: ♣ ♦ ♥ ♠ (draw it with a font that has them, e.g. DejaVu Sans)."""
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        """True for diamonds and hearts."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)


_RANK_CODES = {r: {1: "A", 11: "J", 12: "Q", 13: "K"}.get(int(r), str(int(r))) for r in Rank}
_RANK_NOUNS = dict(zip(Rank, "ace two three four five six seven eight nine ten jack queen king".split()))
_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card. Use `card()` or `parse_card()` to get the shared instance."""

    rank: Rank
    suit: Suit

    @property
    def code(self) -> str:
        """The card as text, rank then suit: `10H`, `QS`."""
        return self.rank.code + self.suit.value

    @property
    def label(self) -> str:
        """The card with its suit sign, for people: `10♥`, `Q♠`."""
        return self.rank.code + self.suit.symbol

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"


_ALL = {(r, s): Card(r, s) for s in Suit for r in Rank}
_BY_CODE = {c.code: c for c in _ALL.values()}


def card(rank: Rank | int, suit: Suit | str) -> Card:
    """The shared card of `rank` (a Rank or 1–13) and `suit` (a Suit or `C D H S`)."""
    return _ALL[(Rank(rank), Suit(suit))]


def parse_card(text: str) -> Card:
    """Read one card written as in RULES.md (`10H`, `QS`, `TH`; any case, spaces around ignored).

    Raises ValueError with a sentence naming the text when it is not a card.
    """
    code = text.strip().upper()
    if code[:1] == "T":
        code = "10" + code[1:]
    try:
        return _BY_CODE[code]
    except KeyError:
        raise ValueError(f"'{text}' is not a card (write rank then suit, e.g. 10H, QS, 7C)") from None


def parse_cards(texts: Iterable[str] | str) -> list[Card]:
    """Read several cards: an iterable of codes, or one string of codes separated by spaces or commas."""
    if isinstance(texts, str):
        texts = texts.replace(",", " ").split()
    return [parse_card(t) for t in texts]


PACK_RANKS: dict[int, tuple[Rank, ...]] = {
    52: tuple(Rank),
    # The piquet pack of RULES.md §1.1: A K Q J 10 9 8 7 of each suit.
    32: (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE),
}


def full_pack(size: int = 52) -> list[Card]:
    """A new, unshuffled pack of `size` cards (52 or 32), suit by suit. Raises ValueError for other sizes."""
    if size not in PACK_RANKS:
        raise ValueError(f"there is no {size}-card pack; choose 52 or 32")
    return [_ALL[(r, s)] for s in Suit for r in PACK_RANKS[size]]
