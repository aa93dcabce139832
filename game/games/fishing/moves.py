"""The fishing games' moves and what lies on their table (RULES.md §3 Snitch'ems, §4 Cassino): loose cards and
builds; a capture, a build and a trail; and how they are written in replays.

Moves are written in replays (game/replay.py) as:
- `"7H x 7C"`, `"AH x 3C+4D"`, `"AH x 7C 8S"`, `"TH x 9C+AD 8S+2D"`: the card played, `x`, then the table cards
  it takes, in groups separated by spaces — a paired card, a set totalling a value, a lifted card, or a build —
  each group's cards joined by `+`;
- `"5S build 8 on 3D"`, `"5S build 8 on 3D 6C+2H"`, `"2S build 9 on 4H+3C"`: the card played, `build`, the
  build's value, `on`, then the table cards it goes with, in groups as above (a build already on the table is
  written as its cards joined by `+`);
- `"9C trail"`: the card played, taking nothing.
Cards are written as in RULES.md (`10H` or `TH`, any case). A capture or a build is the card played and the
table cards it takes in (and a build's value): how they are grouped is for reading only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from game.core.cards import Card, parse_card
from game.games.fishing.captures import Group
from game.i18n import N_, _

# --- the table -----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Build:
    """A build on the table (RULES.md §4 "Build"): its `cards` bottom first, the `value` it is captured by, the
    seat that last built it (`owner`), and whether it is `multiple` (several sets of that value: it can no
    longer be raised)."""

    cards: tuple[Card, ...]
    value: int
    owner: int
    multiple: bool

    @property
    def label(self) -> str:
        """The build in words, in the language in use: "a build of eights"."""
        return _("a build of {values}").format(values=_(value_plural(self.value)))


Item = Card | Build
"""What lies on the table: a loose card, or a build."""


def item_cards(item: Item) -> tuple[Card, ...]:
    """The cards of a table item."""
    return item.cards if isinstance(item, Build) else (item,)


# --- moves ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Capture:
    """Play `card` and take the table cards `taken` with it, in `groups` (paired cards, sets, lifted cards,
    builds). Two captures are the same move when they play the same card and take the same cards."""

    card: Card
    taken: frozenset[Card]
    groups: tuple[Group, ...] = field(compare=False)

    def __str__(self) -> str:
        return f"{self.card} x {_groups_text(self.groups)}"


@dataclass(frozen=True, slots=True)
class Building:
    """Play `card` onto the table cards `used` (loose cards and builds, in `groups`) to make a build of `value`
    (RULES.md §4 "Build")."""

    card: Card
    value: int
    used: frozenset[Card]
    groups: tuple[Group, ...] = field(compare=False)

    def __str__(self) -> str:
        return f"{self.card} build {self.value} on {_groups_text(self.groups)}"


@dataclass(frozen=True, slots=True)
class Trail:
    """Play `card` face up onto the table, taking nothing."""

    card: Card

    def __str__(self) -> str:
        return f"{self.card} trail"


Move = Capture | Building | Trail


def capture(card: Card, groups: Sequence[Group]) -> Capture:
    """The capture of `groups` (each a tuple of table cards) with `card`."""
    groups = tuple(map(tuple, groups))
    return Capture(card, frozenset([c for g in groups for c in g]), groups)


def building(card: Card, value: int, groups: Sequence[Group]) -> Building:
    """The build of `value` made by playing `card` onto `groups` (each a tuple of table cards)."""
    groups = tuple(map(tuple, groups))
    return Building(card, value, frozenset([c for g in groups for c in g]), groups)


def _groups_text(groups: Sequence[Group]) -> str:
    return " ".join("+".join(c.code for c in g) for g in groups)


def parse_move(text: str) -> Move:
    """Read a move written as in replays (see the module docstring). Raises ValueError with a sentence."""
    words = text.split()
    if len(words) >= 2 and words[1].lower() == "trail" and len(words) == 2:
        return Trail(parse_card(words[0]))
    if len(words) >= 3 and words[1].lower() == "x":
        return capture(parse_card(words[0]), _parse_groups(words[2:]))
    if len(words) >= 5 and words[1].lower() == "build" and words[3].lower() == "on":
        if not words[2].isdigit() or not 1 <= int(words[2]) <= 14:
            raise ValueError(f"'{words[2]}' is not a build's value (a whole number from 1 to 14)")
        return building(parse_card(words[0]), int(words[2]), _parse_groups(words[4:]))
    raise ValueError(
        f"'{text}' is not a fishing move (write e.g. '7H x 7C', 'AH x 3C+4D', '5S build 8 on 3D' or '9C trail')"
    )


def _parse_groups(words: Sequence[str]) -> list[Group]:
    groups = [tuple(parse_card(code) for code in word.split("+")) for word in words]
    cards = [c for g in groups for c in g]
    if len(set(cards)) != len(cards):
        raise ValueError(f"a card is named twice in '{' '.join(words)}'")
    return groups


def format_move(move: Move) -> str:
    """Write a move as in replays."""
    return str(move)


# The words are English, the calls' keys (game/calls.py); marked for the catalogue, shown through `_`.
_WORDS = (
    N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"), N_("seven"), N_("eight"), N_("nine"),
    N_("ten"), N_("eleven"), N_("twelve"), N_("thirteen"), N_("fourteen"),
)  # fmt: skip
_PLURALS = (
    N_("ones"), N_("twos"), N_("threes"), N_("fours"), N_("fives"), N_("sixes"), N_("sevens"), N_("eights"),
    N_("nines"), N_("tens"), N_("elevens"), N_("twelves"), N_("thirteens"), N_("fourteens"),
)  # fmt: skip
_CALLS = (
    N_("One!"), N_("Two!"), N_("Three!"), N_("Four!"), N_("Five!"), N_("Six!"), N_("Seven!"), N_("Eight!"),
    N_("Nine!"), N_("Ten!"), N_("Eleven!"), N_("Twelve!"), N_("Thirteen!"), N_("Fourteen!"),
)  # fmt: skip
_BUILDING = (
    N_("Building ones"), N_("Building twos"), N_("Building threes"), N_("Building fours"), N_("Building fives"),
    N_("Building sixes"), N_("Building sevens"), N_("Building eights"), N_("Building nines"), N_("Building tens"),
    N_("Building elevens"), N_("Building twelves"), N_("Building thirteens"), N_("Building fourteens"),
)  # fmt: skip


def value_word(value: int) -> str:
    """A value in words, in English: "eight", "ten", "fourteen"."""
    return _WORDS[value - 1] if 1 <= value <= 14 else str(value)


def value_plural(value: int) -> str:
    """A value in words, plural, in English ("nines"), as in "building nines"."""
    return _PLURALS[value - 1] if 1 <= value <= 14 else f"{value}s"


def value_call(value: int) -> str:
    """The call of a capture by its value, in English (the voice's key): "Eight!"."""
    return _CALLS[value - 1] if 1 <= value <= 14 else f"{value}!"


def building_call(value: int) -> str:
    """The call of a build, in English (the voice's key): "Building nines"."""
    return _BUILDING[value - 1] if 1 <= value <= 14 else f"Building {value}s"
