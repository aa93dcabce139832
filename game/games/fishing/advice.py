"""Rules of thumb the fishing games' computer players share (RULES.md §3 Snitch'ems, §4 Cassino): what the
seat to move knows (`Outlook`), the table a move leaves (`table_after`), and how much the next player can be
expected to take from it (`expected_best`).

"Don't leave a sum the next player can make" needs the chance that the next player holds a card that takes
something. Every card this seat has not seen is equally likely to be in the next player's hand, so the
hand is a random subset of the unseen cards of its size, and the expected value of its best capture is exact
(`expected_best`). Both the medium player (from an `Observation`) and the hard player's play-outs (from a
full state, each seat seeing only what it may see) look at the game through an `Outlook`.

Pure: no pygame, no clock; chance only through the seeded `random.Random` a caller passes in.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from game.core.cards import Card, Rank
from game.core.rules import next_seat
from game.games.fishing.rules import Build, Building, Capture, FishingState, Item, Move, Observation

RANKS = tuple(Rank)
EXACT_SETS = 10
"""The most sets `best_collection` weighs every combination of."""
TIE = 1e-9
"""Values closer than this are equal."""


@dataclass(frozen=True)
class Outlook:
    """What the seat to move knows and needs for its rules of thumb: its `hand`, the `table` (loose cards and
    builds), how many cards of each rank it has not seen (`unseen[rank - 1]`: in the other hands and the
    stock), the cards the next player will hold when it plays next (`next_hand`; 0 when the deal ends
    first), and whether the card it plays now is the last of the deal (`last_play`)."""

    seat: int
    hand: tuple[Card, ...]
    table: tuple[Item, ...]
    unseen: tuple[int, ...]
    next_hand: int
    last_play: bool
    options: Any

    @property
    def hidden(self) -> int:
        """How many cards this seat has not seen."""
        return sum(self.unseen)


def outlook_of(obs: Observation) -> Outlook:
    """The outlook of `obs`'s seat (its turn: `obs.to_move` is its seat)."""
    return _outlook(obs.seat, obs.hand, obs.table, obs.seen, obs.hand_sizes, obs.stock, obs.options, obs.num_seats)


def outlook_in(state: FishingState) -> Outlook:
    """The outlook of the seat to move in `state`, from what that seat alone may see (a play-out's view)."""
    seat = state.turn
    assert seat is not None, "the deal is over: nobody is to move"
    sizes = [len(h) for h in state.hands]
    hand, table = tuple(state.hands[seat]), tuple(state.table)
    return _outlook(seat, hand, table, state.seen, sizes, len(state.stock), state.options, state.num_seats)


def _outlook(
    seat: int,
    hand: Sequence[Card],
    table: Sequence[Item],
    seen: Iterable[Card],
    sizes: Sequence[int],
    stock: int,
    options: Any,
    seats: int,
) -> Outlook:
    unseen = [4] * 13
    for known in (seen, hand):
        for c in known:
            unseen[c.rank - 1] -= 1
    after = list(sizes)
    after[seat] -= 1
    if any(after):
        next_hand = after[next_seat(seat, seats)]
    else:  # this card ends the round: the next player gets a new hand, if there is a stock to deal it
        next_hand = int(options.hand_size) if stock else 0
    return Outlook(seat, tuple(hand), tuple(table), tuple(unseen), next_hand, not any(after) and not stock, options)


def rank_gains(unseen: Sequence[int], gain: Callable[[Rank], float]) -> list[float]:
    """What each unseen card would gain, by its rank (`gain(rank)`), for the ranks with unseen cards and a
    gain."""
    gains: list[float] = []
    for rank in RANKS:
        if unseen[rank - 1]:
            g = gain(rank)
            if g > 0:
                gains += [g] * unseen[rank - 1]
    return gains


def table_after(table: Sequence[Item], move: Move, build: Callable[[Building], Build] | None = None) -> list[Item]:
    """The table `move` leaves: a capture takes its cards away, a build replaces the cards it uses with the
    build `build(move)` makes, a trail adds its card."""
    if isinstance(move, Capture):
        return [item for item in table if not _cards_of(item) <= move.taken]
    if isinstance(move, Building):
        assert build is not None, "a build needs to know what it makes"
        kept = [item for item in table if not _cards_of(item) <= move.used]
        return [*kept, build(move)]
    return [*table, move.card]


def _cards_of(item: Item) -> frozenset[Card]:
    return frozenset(item.cards) if isinstance(item, Build) else frozenset((item,))


def expected_best(gains: Sequence[float], unseen: int, hand: int) -> float:
    """The expected best of `gains` over a hand of `hand` cards dealt at random from `unseen` cards, where
    `gains` lists what each unseen card that gains anything would gain (the others gain 0). Exact: the
    chance that the i-th best card is in the hand and no better one is, is C(U−i, h−1) / C(U, h)."""
    if hand <= 0 or unseen <= 0:
        return 0.0
    hand = min(hand, unseen)
    chance = hand / unseen  # the best card is in the hand
    expected = 0.0
    for i, gain in enumerate(sorted(gains, reverse=True)):
        if gain <= 0 or chance <= 0:
            break
        expected += gain * chance
        left = unseen - i - 1
        chance = chance * (left - hand + 1) / left if left > 0 else 0.0
    return expected


def best_collection(masks: Sequence[int], worth: Sequence[float]) -> tuple[float, int]:
    """The most worth a collection of disjoint sets (no card in two) adds up to, and the cards it takes:
    `masks` are the sets, as bitmasks of positions in `worth` (what each card is worth). RULES.md §4: a card
    takes "any number of separate sets". Exact for up to `EXACT_SETS` sets; beyond that (a crowded table) the
    sets are taken greedily, the most worth first, which is near enough for a rule of thumb."""
    sets = sorted(((sum(w for i, w in enumerate(worth) if mask >> i & 1), mask) for mask in masks), reverse=True)
    if len(sets) > EXACT_SETS:
        total, taken = 0.0, 0
        for value, mask in sets:
            if not taken & mask:
                total, taken = total + value, taken | mask
        return total, taken

    def search(start: int, taken: int) -> tuple[float, int]:
        best = (0.0, taken)
        for k in range(start, len(sets)):
            value, mask = sets[k]
            if not taken & mask:
                more, cards = search(k + 1, taken | mask)
                if more + value > best[0]:
                    best = (more + value, cards)
        return best

    return search(0, 0)


def pick_best(
    options: Sequence[tuple[float, Sequence[Item], Move]],
    threat: Callable[[Sequence[Item]], float],
    rng: random.Random,
) -> Move:
    """The move with the most gain less `threat(table left)`, among `options` given as (gain, table left,
    move); ties are broken with `rng`. A threat is never negative, so once a gain falls below the best
    value found, no move after it can be better: their threats are never weighed (much of medium's time)."""
    best_value, best = -math.inf, []
    for gain, after, move in sorted(options, key=lambda option: -option[0]):
        if gain < best_value - TIE:
            break
        worth = gain - threat(after)
        if worth > best_value + TIE:
            best_value, best = worth, [move]
        elif worth >= best_value - TIE:
            best.append(move)
    return best[rng.randrange(len(best))] if len(best) > 1 else best[0]
