"""Snip-Snap-Snorum's presets as data (RULES.md §1.1–§1.3): the options of every preset, which of them a
player may change, and the small enums they are made of. One engine plays them all."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

# --- options -----------------------------------------------------------------------------------


class Flow(Enum):
    """How turns go (see the module docstring)."""

    EVERYONE_PLAYS = "everyone plays"
    FOLLOW_OR_PASS = "follow or pass"


class Calls(Enum):
    """What players say as they play the cards of a rank."""

    SNIP_SNAP_SNORUM = "snip-snap-snorum"
    EARL_OF_COVENTRY = "earl-of-coventry"  # RULES.md §1.3


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
    preset's structure. `stake` is in coins per player; `hand_size` None means all cards are dealt.
    """

    preset: str
    pack: int = 52
    stake: int = 5
    revoke: bool = False
    turn_up: bool = False
    turn_up_payer: TurnUpPayer = TurnUpPayer.POOL
    pass_payment: PassPayment = PassPayment.NONE
    coins: bool = True
    deals: int = 3
    # structure
    flow: Flow = Flow.EVERYONE_PLAYS
    hand_size: int | None = 5
    calls: Calls = Calls.SNIP_SNAP_SNORUM

    def seat_range(self) -> tuple[int, int]:
        """The fewest and most players these options allow (RULES.md §1.1, §1.2)."""
        if self.flow is Flow.FOLLOW_OR_PASS:
            return 3, 8
        return (2, 10) if self.pack == 52 else (2, 6)


PRESETS: dict[str, Options] = {
    "round-games": Options(preset="round-games"),
    "all-dealt": Options(preset="all-dealt", stake=20, flow=Flow.FOLLOW_OR_PASS, hand_size=None),
    "earl-of-coventry": Options(
        preset="earl-of-coventry", stake=20, flow=Flow.FOLLOW_OR_PASS, hand_size=None, calls=Calls.EARL_OF_COVENTRY
    ),
}
"""RULES.md §1.1–§1.3; `round-games` is the default."""

SETTABLE: dict[str, tuple[str, ...]] = {
    "round-games": ("pack", "stake", "revoke", "turn_up", "turn_up_payer"),
    "all-dealt": ("stake", "deals", "pass_payment", "coins"),
    "earl-of-coventry": ("stake", "deals", "pass_payment", "coins"),
}
"""Which options each preset lets players change (RULES.md §1.1–§1.3)."""
