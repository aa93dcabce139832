"""Snip-Snap-Snorum's presets as data (RULES.md §1.1–§1.4): the options of every preset, which of them a
player may change, the words each says, and the small enums they are made of. One engine plays them all."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.core.cards import Rank
from game.i18n import N_


# --- options -----------------------------------------------------------------------------------


class Flow(Enum):
    """How turns go (see the module docstring)."""

    EVERYONE_PLAYS = "everyone plays"
    FOLLOW_OR_PASS = "follow or pass"
    PLAY_AGAIN = "play again"  # RULES.md §1.4 `cavendish`: unmatched, the player of the last card plays again


class Ends(Enum):
    """How a game of Cavendish's ends (RULES.md §1.4 `cavendish` option `ends`)."""

    FIRST_OUT = "first_out"  # the first player out of cards (or the last with coins) takes the pool
    LAST_WITH_COINS = "last_with_coins"  # the pack is dealt again until one player has coins left


class Calls(Enum):
    """What players say as they play the cards of a rank (their words are in `WORDS`)."""

    SNIP_SNAP_SNORUM = "snip-snap-snorum"
    EARL_OF_COVENTRY = "earl-of-coventry"  # RULES.md §1.3
    NOBBLE = "nobble"  # RULES.md §1.4
    SNORE_EM = "snore-em"  # RULES.md §1.4
    BUMP = "bump"  # RULES.md §1.4


@dataclass(frozen=True, slots=True)
class Words:
    """The words of a run (RULES.md §1, §1.4): `calls` are said as its 2nd, 3rd and 4th cards are played;
    `matched` is what the player of its 1st, 2nd and 3rd card is when the next card matches theirs."""

    calls: tuple[str, str, str]
    matched: tuple[str, str, str]


_SNIP_SNAP_SNORUM = Words((N_("Snip!"), N_("Snap!"), N_("Snorum!")), (N_("snipped"), N_("snapped"), N_("snorumed")))
WORDS: dict[Calls, Words] = {
    Calls.SNIP_SNAP_SNORUM: _SNIP_SNAP_SNORUM,
    Calls.EARL_OF_COVENTRY: _SNIP_SNAP_SNORUM,  # its rhymes are said instead of the calls (rules.call_for)
    Calls.NOBBLE: Words(
        (N_("Nobble!"), N_("Double nobble!"), N_("Triple nobble!")),
        (N_("nobbled"), N_("double nobbled"), N_("triple nobbled")),
    ),
    # [001] names the game and says the third player of a rank is "snored".
    Calls.SNORE_EM: Words((N_("Snip!"), N_("Snap!"), N_("Snore 'em!")), (N_("snipped"), N_("snapped"), N_("snored"))),
    Calls.BUMP: Words(
        (N_("Bump!"), N_("Double bump!"), N_("Triple bump!")),
        (N_("bumped"), N_("double bumped"), N_("triple bumped")),
    ),
}
"""Each kind of calls in words (RULES.md §1, §1.3, §1.4)."""

EARL_RHYMES: dict[Rank, tuple[str, str]] = {
    Rank.ACE: (N_("There's as good as ace can be!"), N_("There's an ace as good as he!")),
    Rank.TWO: (N_("There's as good as two can be!"), N_("There's a two as good as he!")),
    Rank.THREE: (N_("There's as good as three can be!"), N_("There's a three as good as he!")),
    Rank.FOUR: (N_("There's as good as four can be!"), N_("There's a four as good as he!")),
    Rank.FIVE: (N_("There's as good as five can be!"), N_("There's a five as good as he!")),
    Rank.SIX: (N_("There's as good as six can be!"), N_("There's a six as good as he!")),
    Rank.SEVEN: (N_("There's as good as seven can be!"), N_("There's a seven as good as he!")),
    Rank.EIGHT: (N_("There's as good as eight can be!"), N_("There's an eight as good as he!")),
    Rank.NINE: (N_("There's as good as nine can be!"), N_("There's a nine as good as he!")),
    Rank.TEN: (N_("There's as good as ten can be!"), N_("There's a ten as good as he!")),
    Rank.JACK: (N_("There's as good as jack can be!"), N_("There's a jack as good as he!")),
    Rank.QUEEN: (N_("There's as good as queen can be!"), N_("There's a queen as good as he!")),
    Rank.KING: (N_("There's as good as king can be!"), N_("There's a king as good as he!")),
}
"""The Earl of Coventry's rhyme for the 1st and 2nd card of a run of each rank (RULES.md §1.3), written out
whole so that each line is in the catalogue: the captions show it translated, the voice says it in English."""

EARL_LAST_LINES = (N_("There's the best of all the three!"), N_("And there's the Earl of Coventree!"))
"""The Earl of Coventry's rhyme for the 3rd and 4th card of a run, whatever its rank (RULES.md §1.3)."""

LITERAL_CALLS = (N_("Pass"), N_("Out!"))
"""The calls rules.py writes as literals (`Called(seat, "Pass")`, tests/audio/test_voices.py finds them
there), marked here for the catalogue: the captions show them translated."""

FEW_PLAYERS = 3
"""RULES.md §1.4 `snore-em`: "once only two or three players remain in the game"; `bump`: "7 when three or
fewer players are in the game"."""


class TurnUpPayer(Enum):
    """Who pays the eldest hand for matching the turn-up (RULES.md §1.1 option `turn_up`)."""

    POOL = "pool"
    DEALER = "dealer"


class PassPayment(Enum):
    """What a pass costs (RULES.md §1.2 option `pass_payment`)."""

    NONE = "none"
    TO_POOL = "to_pool"
    TO_PLAYER = "to_player"


@dataclass(frozen=True, slots=True)
class Options:
    """Every rule setting of one game, resolved. Presets (`PRESETS`) are values of this class.

    The first group are the options a player may set (the preset lists which); the second group is the
    preset's structure. `stake` is in coins per player, or None for unlimited coins (RULES.md §1.4
    `cavendish`: each player's stack then counts what they have won, below 0 for a loss, and nobody is ever
    out); `ends` matters only in Cavendish with a stake; `hand` (RULES.md §1.4 `bump`), if set, is dealt each
    whatever the players; else `hand_size` (None: all cards are dealt), or `few_hand`, if set, once no more
    than `FEW_PLAYERS` are in the game. With `optional_match` (§1.4 `bump`) a player may decline to match,
    free of charge.
    """

    preset: str
    pack: int = 52
    stake: int | None = 5  # None: unlimited (RULES.md §1.4 `cavendish`)
    revoke: bool = False
    turn_up: bool = False
    turn_up_payer: TurnUpPayer = TurnUpPayer.POOL
    pass_payment: PassPayment = PassPayment.NONE
    coins: bool = True
    deals: int = 3
    hand: int | None = None
    ends: Ends = Ends.FIRST_OUT
    # structure
    flow: Flow = Flow.EVERYONE_PLAYS
    hand_size: int | None = 5
    few_hand: int | None = None
    optional_match: bool = False
    calls: Calls = Calls.SNIP_SNAP_SNORUM
    deferred: bool = False  # RULES.md §1.4 `motor`: a run pays when it ends, only its last matched player
    lives: bool = False  # RULES.md §1.4 `motor`: coins are called lives

    def cards_each(self, players: int) -> int | None:
        """How many cards a deal gives each of `players` in the game; None: all the cards (RULES.md §1.1,
        §1.2, §1.4 `snore-em`: all the cards, or 13 each once only two or three players remain; `bump`: option
        `hand`, by default 7 when three or fewer players are in the game, else 5)."""
        if self.hand is not None:
            return self.hand
        if self.few_hand is not None and players <= FEW_PLAYERS:
            return self.few_hand
        return self.hand_size

    @property
    def out_at_zero(self) -> bool:
        """Whether a player with no coins left is out of the game (RULES.md §1.1, §1.4)."""
        return self.flow is not Flow.FOLLOW_OR_PASS and self.stake is not None

    @property
    def unlimited(self) -> bool:
        """Whether the coins are unlimited: nobody is out, each deal is complete in itself and a match is
        `deals` deals (RULES.md §1.4 `cavendish` option `stake`)."""
        return self.stake is None

    def seat_range(self) -> tuple[int, int]:
        """The fewest and most players these options allow (RULES.md §1.1, §1.2)."""
        if self.flow is Flow.FOLLOW_OR_PASS:
            return 3, 8
        low, high = (2, 10) if self.pack == 52 else (2, 6)
        # RULES.md §1.4 `bump` option `hand`: 7 cards each go round fewer players than 5 do.
        return (low, min(high, self.pack // self.hand)) if self.hand else (low, high)


PRESETS: dict[str, Options] = {
    "round-games": Options(preset="round-games"),
    "all-dealt": Options(preset="all-dealt", stake=20, flow=Flow.FOLLOW_OR_PASS, hand_size=None),
    "earl-of-coventry": Options(
        preset="earl-of-coventry", stake=20, flow=Flow.FOLLOW_OR_PASS, hand_size=None, calls=Calls.EARL_OF_COVENTRY
    ),
    "nobble": Options(preset="nobble", calls=Calls.NOBBLE),
    "snore-em": Options(preset="snore-em", hand_size=None, few_hand=13, calls=Calls.SNORE_EM),
    "bump": Options(preset="bump", few_hand=7, optional_match=True, calls=Calls.BUMP),
    # [001] gives Motor no calls of its own: the round-games calls.
    "motor": Options(preset="motor", deferred=True, lives=True),
    "cavendish": Options(preset="cavendish", flow=Flow.PLAY_AGAIN, hand_size=None),
}
"""RULES.md §1.1–§1.4; `round-games` is the default."""

SETTABLE: dict[str, tuple[str, ...]] = {
    "round-games": ("pack", "stake", "revoke", "turn_up", "turn_up_payer"),
    "all-dealt": ("stake", "deals", "pass_payment", "coins"),
    "earl-of-coventry": ("stake", "deals", "pass_payment", "coins"),
    "nobble": ("pack", "stake", "revoke", "turn_up", "turn_up_payer"),
    # All 52 cards are dealt (13 each is a quarter of them), and with every card dealt there is no stock to
    # turn a card up from: so no `pack` and no `turn_up` (RULES.md §1.4).
    "snore-em": ("stake", "revoke"),
    # Matching is optional and free to decline, so a revoke means nothing (RULES.md §1.4 `bump`).
    "bump": ("pack", "stake", "hand", "turn_up", "turn_up_payer"),
    # A revoke's and a turn-up's payments are made at once, which deferred payment has no rule for.
    "motor": ("pack", "stake"),
    # Every card is dealt, so no `pack` or turn-up; `deals` counts only with unlimited coins (RULES.md §1.4).
    "cavendish": ("stake", "ends", "deals"),
}
"""Which options each preset lets players change (RULES.md §1.1–§1.4)."""
