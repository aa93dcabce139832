"""What a seat of Snip-Snap-Snorum chooses from (RULES.md §1): its moves, as replays write them, and its
`Observation` — its own hand and the public record, nothing hidden."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card, Rank, full_pack, parse_card
from game.games.snip_snap_snorum.presets import Options

# --- moves -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Play:
    """Play `card` from the hand of the seat to move."""

    card: Card

    def __str__(self) -> str:
        return self.card.code


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass: only when holding no card of the rank in play (RULES.md §1.2)."""

    def __str__(self) -> str:
        return "pass"


PASS = Pass()
Move = Play | Pass
PLAYS = {c: Play(c) for c in full_pack(52)}
"""The move that plays each card, made once (legal_moves lists them often)."""
CARDS_PER_RANK = 4  # one of each suit, in both packs


def parse_move(text: str) -> Move:
    """Read a move as written in replays: a card code (`9H`) or `pass`. Raises ValueError."""
    return PASS if text.strip().lower() == "pass" else Play(parse_card(text))


def format_move(move: Move) -> str:
    """Write a move as in replays: `9H` or `pass`."""
    return str(move)


# --- the observation: what one seat may see ----------------------------------------------------


@dataclass(frozen=True, slots=True)
class Observation:
    """Everything `seat` may know now: its own hand and the public record, nothing hidden.

    `table` lists this deal's plays in order as (seat, card); the turn-up, if any, is `turn_up`.
    `voids[s]` holds the ranks seat s is proven not to hold this deal (by a pass, or by not matching when
    matching was compulsory). `unseen` are the cards this seat cannot see: the other hands, the stock
    and dead cards. `hand_sizes` counts every seat's hand (cards).
    """

    seat: int
    options: Options
    num_seats: int
    deal: int
    dealer: int
    to_move: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stacks: tuple[int, ...]
    pool: int
    in_game: tuple[bool, ...]
    deals_won: tuple[int, ...]
    table: tuple[tuple[int, Card], ...]
    turn_up: Card | None
    run: tuple[int | None, ...]
    rank_in_play: Rank | None
    voids: tuple[frozenset[Rank], ...]
    unseen: frozenset[Card]
    legal: tuple[Move, ...]
