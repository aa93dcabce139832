"""What every game's rules share: the state protocol, events, money, packs, options and errors.

The rules are pure (DESIGN.md "Data flows one way"): no pygame, no clock, no I/O, no global random.
A game is a `GameState` that answers whose turn it is and which moves are legal, applies a move and
returns the `Event`s it caused, clones itself cheaply and tells one seat what that seat may see.
Chance is explicit: a `PackSource` hands each deal its pack order, so a replay (the pack orders plus
the moves) reproduces every event.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Protocol, Self, Sequence, TypeVar

from game.core.cards import Card


class IllegalMove(ValueError):
    """A move the rules do not allow now. The state that refused it is unchanged."""


class Pot(Enum):
    """Where coins go that no player holds (RULES.md "Conventions": penalties go into the pool)."""

    POOL = "pool"


Account = int | Pot
"""Who pays or is paid: a seat number, or the pool."""


# --- events -------------------------------------------------------------------------------------
# Events are what the table scene animates and the log panel puts into words. They carry the
# public facts only, plus the cards dealt (the scene decides which of those to show face up).


@dataclass(frozen=True, slots=True)
class Event:
    """Base class of everything a move (or the start of a game) causes."""


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """A new deal: `cards` lists (seat, card) in the order dealt, one at a time from the top of the pack.

    `deal` counts deals from 1; `dealer` is the seat that dealt; `turn_up` is the card turned up after
    dealing, if the rules turn one up; `stock` counts the cards left undealt, face down.
    """

    deal: int
    dealer: int
    cards: tuple[tuple[int, Card], ...]
    turn_up: Card | None = None
    stock: int = 0


@dataclass(frozen=True, slots=True)
class Played(Event):
    """`seat` played `card` face up onto the table."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """`seat` passed (could not, or chose not to, play)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Called(Event):
    """`seat` said `words` aloud ("Snip!", a rhyme, "Out!"): shown as a caption at that seat."""

    seat: int
    words: str


class PayReason(Enum):
    """Why coins moved; the log panel words each one."""

    SNIPPED = "snipped"  # matched as the 1st card (RULES.md §1): pays 1
    SNAPPED = "snapped"  # … as the 2nd: pays 2
    SNORUMED = "snorumed"  # … as the 3rd: pays 3
    REVOKE = "revoke"  # declined to match (RULES.md §1.1 option `revoke`)
    TURN_UP = "turn-up"  # the turn-up was matched (RULES.md §1.1 option `turn_up`)
    PASS = "pass"  # RULES.md §1.2 option `pass_payment`
    CARDS_LEFT = "cards left"  # 1 coin per card left when someone goes out
    ANTE = "ante"  # a stake paid into the pool when a deal is dealt
    POOL = "pool"  # the winner takes the pool


@dataclass(frozen=True, slots=True)
class Paid(Event):
    """`payer` paid `coins` (≥ 1) to `payee`. `by` is the seat whose play caused it, if any."""

    payer: Account
    payee: Account
    coins: int
    reason: PayReason
    by: int | None = None


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    """`seat` is out of the game (no coins left; in Snap, no cards left); `dead` cards left its hand face down."""

    seat: int
    dead: int


@dataclass(frozen=True, slots=True)
class WentOut(Event):
    """`seat` played their last card and so ended the deal (RULES.md §1.2 "Going out")."""

    seat: int


@dataclass(frozen=True, slots=True)
class DealOver(Event):
    """Deal number `deal` is over; `winner` is the seat that won it, if the rules name one."""

    deal: int
    winner: int | None


@dataclass(frozen=True, slots=True)
class DealScored(Event):
    """What deal `deal` scored for each seat (`points`, by seat), in a game scored in points or cards rather
    than coins (the fishing games, RULES.md §3–§4); a game may say more in a subclass (a score sheet)."""

    deal: int
    points: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The game is over: `winners` lists every seat tied for first (RULES.md "Conventions")."""

    winners: tuple[int, ...]


# --- results and observations --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Result:
    """The money at a moment, and who won: `stacks` coins per seat, `pool` coins, `winners` seats (empty
    while the game goes on). `deals_won` counts deals won per seat, for games scored that way."""

    stacks: tuple[int, ...]
    pool: int
    winners: tuple[int, ...]
    deals_won: tuple[int, ...] = ()


M = TypeVar("M")


class GameState(Protocol[M]):
    """The interface every game's state offers (after OpenSpiel's `State`, DESIGN.md model 1).

    Moves are small frozen dataclasses of the game's own; `apply` either applies a legal move and
    returns its events or raises `IllegalMove` and changes nothing.
    """

    pack_orders: list[tuple[int, tuple[Card, ...]]]
    """Each deal so far as (dealer, pack order top first): with the moves, all a replay needs."""

    @property
    def num_seats(self) -> int: ...

    def start(self) -> list[Event]:
        """Deal the first deal; returns its events. Call once, before any `apply`."""
        ...

    def current_seat(self) -> int | None:
        """The seat to move, or None when the game is over."""
        ...

    def seat_of(self, move: M) -> int:
        """The seat making `move` now: the seat to move in a game of turns; in the reaction game a
        call's caller. Only meaningful while the game goes on."""
        ...

    def legal_moves(self) -> list[M]:
        """Every move the current seat may make (empty when the game is over)."""
        ...

    def apply(self, move: M) -> list[Event]:
        """Apply `move` for the current seat; returns the events it caused. Raises IllegalMove."""
        ...

    def is_over(self) -> bool: ...

    def result(self) -> Result: ...

    def clone(self) -> Self: ...

    def observe(self, seat: int) -> Any:
        """What `seat` may see now: its own hand and everything public, nothing else."""
        ...


# --- chance: where each deal's pack order comes from -----------------------------------------------


class PackSource(Protocol):
    """Hands out the pack order (top card first) for each deal."""

    def next_pack(self, cards: Sequence[Card]) -> list[Card]:
        """The order for the next deal of `cards` (a permutation of them). Raises ValueError if it has none."""
        ...

    def clone(self) -> PackSource: ...


@dataclass
class ShuffledPacks:
    """Shuffles each deal's pack with `rng` (a seeded `random.Random`)."""

    rng: random.Random

    def next_pack(self, cards: Sequence[Card]) -> list[Card]:
        order = list(cards)
        self.rng.shuffle(order)
        return order

    def clone(self) -> ShuffledPacks:
        twin = random.Random()
        twin.setstate(self.rng.getstate())
        return ShuffledPacks(twin)


@dataclass
class StackedPacks:
    """Hands out the given pack orders in turn (tests, puzzles, replays), then asks `then`, if given.

    Raises ValueError when an order is not a permutation of the pack being dealt, or when the orders
    run out and there is no `then`.
    """

    orders: list[list[Card]]
    then: PackSource | None = None
    used: int = field(default=0)

    def next_pack(self, cards: Sequence[Card]) -> list[Card]:
        if self.used < len(self.orders):
            order = list(self.orders[self.used])
            self.used += 1
            if len(order) != len(cards) or set(order) != set(cards):
                raise ValueError(f"stacked pack {self.used} is not the {len(cards)}-card pack being dealt")
            return order
        if self.then is None:
            raise ValueError(f"no stacked pack left for deal {self.used + 1}")
        return self.then.next_pack(cards)

    def clone(self) -> StackedPacks:
        return StackedPacks(self.orders, self.then.clone() if self.then else None, self.used)


@dataclass
class Bank:
    """The money of one game: `stacks` coins per seat and the `pool` (RULES.md "Conventions").

    Coins only move between accounts, so `sum(stacks) + pool` never changes. With `credit` (unlimited
    coins, RULES.md §1.4 `cavendish`) a seat always pays in full, its stack going below 0 if need be.
    """

    stacks: list[int]
    pool: int = 0
    credit: bool = False

    def holds(self, account: Account) -> int:
        """Coins held by `account` (a seat, or the pool)."""
        return self.pool if account is Pot.POOL else self.stacks[account]

    def pay(self, payer: Account, payee: Account, owed: int) -> int:
        """Move up to `owed` coins from `payer` to `payee`; returns the coins moved (0 … owed).

        A payer who owes more than they hold pays everything they hold, never a debt (the pool always so;
        a seat so unless the bank gives `credit`).
        """
        coins = owed if self.credit and payer is not Pot.POOL else min(owed, self.holds(payer))
        if coins <= 0:
            return 0
        if payer is Pot.POOL:
            self.pool -= coins
        else:
            self.stacks[payer] -= coins
        if payee is Pot.POOL:
            self.pool += coins
        else:
            self.stacks[payee] += coins
        return coins

    def clone(self) -> Bank:
        return Bank(self.stacks[:], self.pool, self.credit)


def next_seat(seat: int, num_seats: int) -> int:
    """The seat on `seat`'s left: play passes clockwise (RULES.md "Conventions")."""
    return (seat + 1) % num_seats
