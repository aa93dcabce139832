"""The capture machinery of the fishing games (RULES.md §3 Snitch'ems, §4 Cassino): what a card is worth, the
sets of table cards that total a value, and the ways disjoint sets combine into one capture or one build.

Both games capture by **pairing** (a card takes table cards of its rank) and by **combining** (the card played
takes sets of table cards whose values total a number: eight or ten in Snitch'ems, its own value in Cassino).
Cassino also puts sets together into **builds**. Everything here is about sets of distinct cards:

- `sets_totalling` finds every set of table cards whose values add up to a number;
- `disjoint_collections` finds every way to take several of those sets at once (no card in two sets);
- `split_into` tells whether some cards can be split into sets that each total a number, and how.

Sets are found by a depth-first search over the cards sorted by value that gives up on a branch as soon as
the cards left cannot make the total, so a table of twenty cards costs no more than the few sets it holds.
The move generators work on bitmasks (bit i: the i-th table card) — `masks_totalling`, `disjoint_masks`,
`TableSums` — since comparing and joining sets of cards is their inner loop. Pure: no pygame, no clock, no
random; cards in, tuples of cards out.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from game.core.cards import Card, Rank, full_pack

Group = tuple[Card, ...]
"""Some table cards taken or built together: a set totalling a value, a paired card, or a build's cards."""

Value = Mapping[Card, int]
"""What each card counts in a total (0: it never counts): `PIPS` or `ROYAL_PIPS`."""

COURT = (Rank.JACK, Rank.QUEEN, Rank.KING)

PIPS: dict[Card, int] = {c: 0 if c.rank in COURT else int(c.rank) for c in full_pack(52)}
"""A = 1, 2–10 at face value, J Q K nothing (RULES.md §3, §4)."""

ROYAL_PIPS: dict[Card, int] = {c: int(c.rank) for c in full_pack(52)}
"""Royal Casino (RULES.md §4 option `royal`): J 11, Q 12, K 13 too. (An ace played may also count 14: see
Cassino's rules.)"""

RANK_PIPS = tuple(0 if r > Rank.TEN else r for r in range(14))
"""`PIPS` by rank number (index 1–13), for the move generators: a card's rank is cheaper to look up than the
card."""

ROYAL_RANK_PIPS = tuple(range(14))
"""`ROYAL_PIPS` by rank number."""


def pip_value(card: Card, royal: bool = False) -> int:
    """What `card` counts in a total: A = 1, 2–10 at face value, J Q K nothing (0) — or, with `royal`, J 11,
    Q 12, K 13."""
    return (ROYAL_PIPS if royal else PIPS)[card]


def total(cards: Sequence[Card], value: Value) -> int:
    """The values of `cards` added up."""
    return sum(value[c] for c in cards)


def sets_totalling(cards: Sequence[Card], target: int, value: Value) -> list[Group]:
    """Every non-empty set of `cards` (distinct cards) whose values add up to exactly `target`; a card worth
    nothing never counts. Each set lists its cards in the order of `cards`; sets are in no particular order.

    RULES.md §3 "Making eight or ten", §4 "combining": [000]'s ten takes "nine and ace, eight and two, …"."""
    return [cards_of(cards, mask) for mask in masks_totalling([value[c] for c in cards], target)]


def masks_totalling(values: Sequence[int], target: int) -> list[int]:
    """Every non-empty set of the positions of `values` whose values add up to exactly `target` (a value of 0
    never counts), as a bitmask (bit i: position i), in the order `sets_totalling` lists them."""
    if target <= 0:
        return []
    order = sorted((i for i, v in enumerate(values) if 0 < v <= target), key=lambda i: -values[i])
    worth = [values[i] for i in order]
    bits = [1 << i for i in order]
    after = [sum(worth[k:]) for k in range(len(order) + 1)]  # what the cards from k on add up to, to cut short
    found: list[int] = []

    def search(start: int, left: int, mask: int) -> None:
        for k in range(start, len(order)):
            if after[k] < left:
                return
            w = worth[k]
            if w < left:
                search(k + 1, left - w, mask | bits[k])
            elif w == left:
                found.append(mask | bits[k])

    search(0, target, 0)
    return found


def cards_of(cards: Sequence[Card], mask: int) -> Group:
    """The cards of `cards` at the positions set in `mask`, in the order of `cards`."""
    return tuple([c for i, c in enumerate(cards) if mask >> i & 1])


def disjoint_collections(groups: Sequence[Group]) -> list[tuple[Group, ...]]:
    """Every collection of pairwise disjoint `groups` (no card in two of them), the empty collection first;
    each collection lists its groups in the order of `groups`. [000]: a ten takes "nine and ace, eight and two,
    …" all at once, and the player chooses which sets to take (RULES.md §4 "any number of separate sets")."""
    bit = {c: 1 << i for i, c in enumerate({c for g in groups for c in g})}
    masks = [sum(bit[c] for c in set(g)) for g in groups]
    return [tuple(groups[k] for k in chosen) for _, chosen in disjoint_masks(masks)]


def disjoint_masks(masks: Sequence[int]) -> list[tuple[int, tuple[int, ...]]]:
    """Every collection of pairwise disjoint `masks` (no bit in two of them) as (the bits they cover, their
    positions in `masks`), the empty collection first, in the order `disjoint_collections` lists them."""
    found: list[tuple[int, tuple[int, ...]]] = [(0, ())]

    def grow(start: int, taken: int, chosen: tuple[int, ...]) -> None:
        for k in range(start, len(masks)):
            if not taken & masks[k]:
                more = chosen + (k,)
                found.append((taken | masks[k], more))
                grow(k + 1, taken | masks[k], more)

    grow(0, 0, ())
    return found


def disjoint_unions(masks: Sequence[int], limit: int | None = None) -> dict[int, tuple[int, ...]]:
    """Every different union of pairwise disjoint `masks` (the bits some collection of them covers, no bit in
    two), each with the first collection found to cover it (positions in `masks`), the empty union first. A
    capture is the cards it takes, not how they are grouped, so each union is listed once (RULES.md §4 "any
    number of separate sets").

    There can be millions on a crowded table. With `limit`, once more than `limit` unions turn up the listing
    stops and gives instead the empty union, each mask alone, and for each mask the union made greedily from it
    (it, then every later mask and then every earlier one that still fits): at most 2 × len(masks) + 1 unions,
    the largest ways among them."""
    found: dict[int, tuple[int, ...]] = {0: ()}
    for k, mask in enumerate(masks):
        for union, chosen in list(found.items()):
            if not union & mask and union | mask not in found:
                found[union | mask] = chosen + (k,)
                if limit is not None and len(found) > limit:
                    return _few_unions(masks)
    return found


def _few_unions(masks: Sequence[int]) -> dict[int, tuple[int, ...]]:
    """The empty union, each mask alone, and the greedy union from each mask (see `disjoint_unions`)."""
    found: dict[int, tuple[int, ...]] = {0: ()}
    for k, mask in enumerate(masks):
        found.setdefault(mask, (k,))
    for k, mask in enumerate(masks):
        union, chosen = mask, [k]
        for j in [*range(k + 1, len(masks)), *range(k)]:
            if not union & masks[j]:
                union |= masks[j]
                chosen.append(j)
        found.setdefault(union, tuple(sorted(chosen)))
    return found


def split_into(cards: Sequence[Card], target: int, value: Value) -> tuple[Group, ...] | None:
    """A way to split all of `cards` into sets each totalling `target`, or None when there is none (an empty
    `cards` splits into no sets). Used to check a multiple build (RULES.md §4: "5+3 and 6+2 as eights")."""
    if not cards:
        return ()
    if any(value[c] <= 0 for c in cards) or total(cards, value) % target:
        return None
    first, rest = cards[0], list(cards[1:])
    if value[first] > target:
        return None
    for group in sets_totalling(rest, target - value[first], value) if value[first] < target else [()]:
        left = [c for c in rest if c not in group]
        tail = split_into(left, target, value)
        if tail is not None:
            return ((first, *group), *tail)
    return None


class TableSums:
    """Some table cards (`cards`) with what each counts (`values`, by position), and every set of them totalling
    at most `cap`, found at once: a player's turn asks for many totals, one or two for each card of the hand.
    Sets are bitmasks over the positions of `cards`; `by_rank[r]` is the bitmask of the cards of rank r."""

    def __init__(self, cards: Sequence[Card], values: Sequence[int], cap: int) -> None:
        self.cards = cards
        self.by_rank = by_rank = [0] * 14
        for i, c in enumerate(cards):
            by_rank[c.rank] |= 1 << i
        # Every set totalling at most `cap` as (its total, bitmask), in the order of a depth-first search over the
        # cards sorted by value, highest first (as `masks_totalling` searches): the sets of the cards from the
        # k-th on are the k-th alone, the k-th with each set of the cards after it, then those sets.
        order = sorted([i for i, v in enumerate(values) if 0 < v <= cap], key=values.__getitem__, reverse=True)
        found: list[tuple[int, int]] = []
        for i in reversed(order):
            worth, bit, room = values[i], 1 << i, cap - values[i]
            more = [(reached + worth, mask | bit) for reached, mask in found if reached <= room]
            found = [(worth, bit), *more, *found]
        self._by_total: list[list[int]] = [[] for _ in range(cap + 1)]
        for reached, mask in found:
            self._by_total[reached].append(mask)

    def masks(self, target: int) -> list[int]:
        """Every set of the cards totalling `target` (at most `cap`), as bitmasks, in the order
        `masks_totalling` gives them."""
        return self._by_total[target] if 0 < target < len(self._by_total) else []

    def group(self, mask: int) -> Group:
        """The cards in `mask`, in table order."""
        return cards_of(self.cards, mask)


def describe(cards: Sequence[Card]) -> str:
    """Cards as people add them up: "9 + A", "3 + 5"."""
    return " + ".join(c.rank.code for c in cards)
