"""The medium computer player of Cassino: rules of thumb (RULES.md §4; issue 11).

Medium values each move in the deal's points it expects to gain (`value`) and plays the best, ties at random:
- take the points: a card captured is worth its share of the points it may win — a little for the cards and
  spades counted at the end (`CARD`, `SPADE`), a point for an ace or little cassino (2♠), two for big cassino
  (10♦), and a point for a sweep (not on the last play of the deal);
- don't leave a sum, a pair, a build, big or little cassino or a sweep for the next player: the points the
  next player may be expected to take from the table left are counted off (`threat`; its hand is a random
  one of the cards this seat has not seen, `game.games.fishing.advice.expected_best`);
- build toward a card it holds: a build secures its cards for the card that will take it (`BUILD_KEEP` of
  their worth now; the chance that the next player takes it first is part of the threat);
- trail what gives the least away: a trail gains nothing, costs what the next player may take, and a little
  of the card's own worth (`TRAIL_COST`), so a plain low card goes before an ace or a cassino.

A hand can have hundreds of legal moves on a crowded table, most of them lesser versions of another: medium
weighs only a `shortlist` — per card, the captures that take the most points, and per card and value, the
build that secures the most.

Pure: an `Observation` (or, in the hard player's play-outs, a full state seen from the seat to move) and a
seeded `random.Random` in, a move out.
"""

from __future__ import annotations

import random
from collections import defaultdict
from typing import Sequence

from game.core.cards import Card, Rank, Suit
from game.games.fishing.advice import (
    Outlook,
    best_collection,
    expected_best,
    outlook_in,
    outlook_of,
    pick_best,
    rank_gains,
    table_after,
)
from game.games.fishing.captures import PIPS, ROYAL_PIPS, masks_totalling
from game.games.fishing.rules import Build, Building, Capture, Item, Move, Observation, Trail
from game.games.cassino.rules import BIG_CASSINO, LITTLE_CASSINO, ROYAL_ACE, Cassino

CARD = 0.2
"""A card's share of the 3 points for the most cards, in points."""
SPADE = 0.15
"""A spade's share of the point for the most spades, on top of `CARD`."""
SWEEP = 1.0
"""A sweep's point (RULES.md §4 "Sweep")."""
BUILD_KEEP = 0.8
"""How much of a build's worth it counts now: the card that takes it is in hand, but the next player may raise
it, or take it first (the threat counts that)."""
TRAIL_COST = 0.5
"""How much of its own worth a card trailed costs: on the table, anyone may take it."""
CAPTURES_PER_CARD = 2
"""The captures per card that the shortlist keeps, those that take the most points."""


def worth(c: Card) -> float:
    """What a card captured is worth in points (see the module docstring; RULES.md §4 "Points of a deal")."""
    return WORTH[c]


def _worth_of(c: Card) -> float:
    points = CARD + (SPADE if c.suit is Suit.SPADES else 0.0)
    if c.rank is Rank.ACE:
        points += 1
    return points + {BIG_CASSINO: 2.0, LITTLE_CASSINO: 1.0}.get(c, 0.0)


WORTH = {c: _worth_of(c) for c in PIPS}


def medium_move(obs: Observation, rng: random.Random) -> Move:
    """The medium player's move for `obs`'s seat (see the module docstring); ties are broken with `rng`."""
    return _best(outlook_of(obs), Cassino.from_observation(obs).legal_moves(), rng)


def playout_move(state: Cassino, rng: random.Random) -> Move:
    """The move medium makes for the seat to move in `state`, seeing only what that seat may see (for the
    hard player's play-outs)."""
    moves = state.legal_moves()
    return moves[0] if len(moves) == 1 else _best(outlook_in(state), moves, rng)


def ranked_moves(obs: Observation) -> list[tuple[float, Move]]:
    """The shortlisted legal moves of `obs`'s seat with medium's value of each (points, higher is better),
    the best first."""
    outlook = outlook_of(obs)
    moves = shortlist(Cassino.from_observation(obs).legal_moves())
    return sorted(((value(outlook, m), m) for m in moves), key=lambda entry: -entry[0])


def shortlist(moves: Sequence[Move]) -> list[Move]:
    """The moves worth weighing, in the order given: per card played, the `CAPTURES_PER_CARD` captures
    taking the most points (then cards); per card and value, the build using the most points; every trail."""
    captures: dict[Card, list[Capture]] = defaultdict(list)
    builds: dict[tuple[Card, int], Building] = {}
    for move in moves:
        if isinstance(move, Capture):
            captures[move.card].append(move)
        elif isinstance(move, Building):
            key = (move.card, move.value)
            if key not in builds or _taken_key(move.used) > _taken_key(builds[key].used):
                builds[key] = move
    kept: set[Move] = set(builds.values())
    for options in captures.values():
        kept.update(sorted(options, key=lambda m: _taken_key(m.taken), reverse=True)[:CAPTURES_PER_CARD])
    return [m for m in moves if isinstance(m, Trail) or m in kept]


def _taken_key(cards: frozenset[Card]) -> tuple[float, int]:
    return (sum(WORTH[c] for c in cards), len(cards))


def value(outlook: Outlook, move: Move) -> float:
    """What `move` is worth in points: what it takes (a sweep too), or secures by building, or gives away
    by trailing, less what the next player may be expected to take from the table it leaves."""
    gain, after, _ = _option(outlook, move)
    return gain - threat(outlook, after)


def _option(outlook: Outlook, move: Move) -> tuple[float, list[Item], Move]:
    """What `move` gains before the threat, and the table it leaves."""
    if isinstance(move, Building):
        after = table_after(outlook.table, move, lambda b: Build((*b.used, b.card), b.value, outlook.seat, False))
        return BUILD_KEEP * (sum(WORTH[c] for c in move.used) + WORTH[move.card]), after, move
    after = table_after(outlook.table, move)
    if isinstance(move, Capture):
        gain = sum(WORTH[c] for c in move.taken) + WORTH[move.card]
        return gain + (SWEEP if not after and not outlook.last_play else 0.0), after, move
    return -TRAIL_COST * WORTH[move.card], after, move


def threat(outlook: Outlook, table: Sequence[Item]) -> float:
    """The points the next player may be expected to take from `table` with its best capture, its hand dealt
    at random from the cards `outlook`'s seat has not seen."""
    if not outlook.next_hand or not table:
        return 0.0
    takes = _Takes(table, bool(getattr(outlook.options, "royal", False)))
    return expected_best(rank_gains(outlook.unseen, takes.points), outlook.hidden, outlook.next_hand)


def most_points(table: Sequence[Item], rank: Rank, royal: bool = False) -> float:
    """The most points a card of `rank` can capture from `table` (RULES.md §4 "Capture"): every loose card
    of its rank, with any separate sets and builds totalling its value — a sweep if that clears the table;
    a court card without `royal` takes one card of its rank."""
    return _Takes(table, royal).points(rank)


class _Takes:
    """What a card of each rank can capture from one table (see `most_points`)."""

    def __init__(self, table: Sequence[Item], royal: bool) -> None:
        self.royal = royal
        self.loose = [item for item in table if isinstance(item, Card)]
        self.builds = [item for item in table if isinstance(item, Build)]
        values = ROYAL_PIPS if royal else PIPS
        self.values = [values[c] for c in self.loose]
        self.worth = [WORTH[c] for c in self.loose]
        self.reach = 1  # bit s: some loose cards add up to s
        self.same: dict[Rank, list[int]] = defaultdict(list)  # the positions of each rank's loose cards
        for i, c in enumerate(self.loose):
            self.reach |= self.reach << self.values[i]
            self.same[c.rank].append(i)

    def points(self, rank: Rank) -> float:
        pairs = self.same.get(rank, [])
        target = ROYAL_ACE if self.royal and rank is Rank.ACE else _value_of(rank, self.royal)
        if target == 0:
            return max((self.worth[i] for i in pairs), default=0.0)
        taken_builds = [b for b in self.builds if b.value == target]
        if not pairs and not taken_builds and not self.reach >> target & 1:
            return 0.0
        values = [0 if c.rank is rank else v for c, v in zip(self.loose, self.values)]
        points, used = best_collection(masks_totalling(values, target), self.worth)
        if not (pairs or used or taken_builds):
            return 0.0
        points += sum(self.worth[i] for i in pairs) + sum(WORTH[c] for b in taken_builds for c in b.cards)
        for i in pairs:
            used |= 1 << i
        cleared = used == (1 << len(self.loose)) - 1 and len(taken_builds) == len(self.builds)
        return points + (SWEEP if cleared else 0.0)


def _value_of(rank: Rank, royal: bool) -> int:
    return int(rank) if royal or rank <= Rank.TEN else 0


def _best(outlook: Outlook, moves: list[Move], rng: random.Random) -> Move:
    return pick_best([_option(outlook, m) for m in shortlist(moves)], lambda table: threat(outlook, table), rng)
