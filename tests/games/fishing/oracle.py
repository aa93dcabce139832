"""The fishing games' moves by brute force, straight from RULES.md §3 and §4: every subset of the table is
tried against the rule's definition of a capture or a build. Slow (exponential in the table), independent of
the engine's search, for the property tests to compare against on small tables."""

from __future__ import annotations

import itertools
from typing import Any, Iterator, Sequence

from game.core.cards import Card, Rank
from game.games.fishing.rules import Build, Building, Capture, FishingState, Item, Trail, item_cards

Key = tuple[Any, ...]
"""A move as the oracle sees it: ("x", card, taken), ("b", card, value, used) or ("t", card)."""


def key(move: Capture | Building | Trail) -> Key:
    if isinstance(move, Capture):
        return ("x", move.card, move.taken)
    if isinstance(move, Building):
        return ("b", move.card, move.value, move.used)
    return ("t", move.card)


def value(c: Card, royal: bool = False) -> int:
    """A = 1, 2–10 at face value, J Q K nothing — or with `royal` 11, 12, 13 (RULES.md §3, §4)."""
    return int(c.rank) if royal or c.rank <= Rank.TEN else 0


def splits(cards: Sequence[Card], target: int, royal: bool) -> bool:
    """Whether `cards` split into sets each totalling `target` (no court card in a set unless `royal`)."""
    if not cards:
        return True
    first, rest = cards[0], list(cards[1:])
    need = target - value(first, royal)
    if value(first, royal) <= 0 or need < 0:
        return False
    for k in range(len(rest) + 1):
        for combo in itertools.combinations(rest, k):
            if sum(value(c, royal) for c in combo) == need and all(value(c, royal) > 0 for c in combo):
                if splits([c for c in rest if c not in combo], target, royal):
                    return True
    return False


def subsets(items: Sequence[Item]) -> Iterator[tuple[Item, ...]]:
    for k in range(1, len(items) + 1):
        yield from itertools.combinations(items, k)


def snitchems_moves(state: FishingState, seat: int) -> set[Key]:
    """RULES.md §3: pairing (every table card of the rank), making eight or ten (a set totalling it with the
    card played; only with `make_sums`), lifting (every 8 or 10 with the total); a trail only if no card can
    capture."""
    table = list(state.table)
    found: set[Key] = set()
    for played in state.hands[seat]:
        same = frozenset(c for c in table if c.rank == played.rank)
        if same:
            found.add(("x", played, same))
        worth = value(played)
        for target in (8, 10):
            if not 0 < worth < target:
                continue
            lifted = frozenset(c for c in table if int(c.rank) == target)
            for chosen in subsets(table):
                if all(value(c) > 0 for c in chosen) and sum(value(c) for c in chosen) == target - worth:
                    if state.options.make_sums:
                        found.add(("x", played, frozenset(chosen)))
                    if lifted:
                        found.add(("x", played, frozenset(chosen) | lifted))
    return found or {("t", c) for c in state.hands[seat]}


def cassino_moves(state: FishingState, seat: int) -> set[Key]:
    """RULES.md §4 with the engine's decisions (game/games/cassino/rules.py): a capture takes every loose card
    of the played card's rank and any sets or builds of its value (a court card without `royal`: one card of
    its rank); a build puts the card with loose cards making a value the player holds another card of (or
    alone, worth it), joined by at most one more set of that value, loose or a build — or raises one single
    build by the card alone; a trail, unless the player owns a build and has something else to do, or
    `must_capture` is on and a capture is possible. The owner of builds of a value who holds one card of it
    plays that card only in a capture taking all those builds."""
    royal = state.options.royal
    table = list(state.table)
    hand = state.hands[seat]
    found: set[Key] = set()

    def worth_capturing(c: Card) -> int:
        return 14 if royal and c.rank is Rank.ACE else value(c, royal)

    for played in hand:
        target = worth_capturing(played)
        pairs = {c for c in table if isinstance(c, Card) and c.rank == played.rank}
        for chosen in subsets(table):
            loose = [c for c in chosen if isinstance(c, Card)]
            builds = [b for b in chosen if isinstance(b, Build)]
            cards = frozenset(c for item in chosen for c in item_cards(item))
            if target == 0:
                if len(chosen) == 1 and loose and loose[0].rank == played.rank:
                    found.add(("x", played, cards))
            elif pairs <= set(loose) and all(b.value == target for b in builds):
                if splits([c for c in loose if c.rank != played.rank], target, royal):
                    found.add(("x", played, cards))
        worth = value(played, royal)
        if worth == 0:
            continue
        others = list(hand)
        others.remove(played)
        held = {worth_capturing(c) for c in others} - {0}
        for chosen in subsets(table):
            loose = [c for c in chosen if isinstance(c, Card)]
            builds = [b for b in chosen if isinstance(b, Build)]
            cards = frozenset(c for item in chosen for c in item_cards(item))
            for v in held:
                if len(chosen) == 1 and builds and not builds[0].multiple and builds[0].value + worth == v:
                    found.add(("b", played, v, cards))
                # The card with loose cards making one set of v, and at most one more set of v: loose, or a build.
                sets = (worth + sum(value(c, royal) for c in loose)) / v
                fits = (len(builds) == 0 and sets in (1, 2)) or (len(builds) == 1 and builds[0].value == v and sets == 1)
                if fits and splits([played, *loose], v, royal) and (loose or builds):
                    found.add(("b", played, v, cards))
    for move in list(found):
        played = move[1]
        mine = [b for b in table if isinstance(b, Build) and b.owner == seat and b.value == worth_capturing(played)]
        last = [c for c in hand if worth_capturing(c) == worth_capturing(played)] == [played]
        if mine and last and not (move[0] == "x" and all(set(b.cards) <= move[-1] for b in mine)):
            found.discard(move)
    owns = any(isinstance(b, Build) and b.owner == seat for b in table)
    can_capture = any(move[0] == "x" for move in found)
    if not (owns and found) and not (state.options.must_capture and can_capture):
        found |= {("t", c) for c in hand}
    return found
