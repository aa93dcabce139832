"""The capture machinery both fishing games share (RULES.md §3, §4; game/games/fishing/captures.py): what a
card counts, the sets of table cards totalling a value, and the ways disjoint sets go together."""

from __future__ import annotations

import random

import pytest

from game.core.cards import full_pack, parse_card, parse_cards
from game.games.fishing.captures import (
    PIPS,
    RANK_PIPS,
    ROYAL_PIPS,
    ROYAL_RANK_PIPS,
    TableSums,
    describe,
    disjoint_collections,
    disjoint_masks,
    masks_totalling,
    pip_value,
    sets_totalling,
    split_into,
    total,
)


def as_codes(groups) -> list[list[str]]:
    return sorted(sorted(c.code for c in g) for g in groups)


def test_values_ace_one_numerals_at_face_court_cards_nothing() -> None:
    """RULES.md §3 and §4: "A = 1, 2–10 at face value; J, Q, K have no value"."""
    assert [pip_value(c) for c in parse_cards("AS 2H 9D 10C JC QD KH")] == [1, 2, 9, 10, 0, 0, 0]
    assert PIPS == {c: RANK_PIPS[c.rank] for c in full_pack(52)}


def test_royal_values_count_the_court_cards_11_12_13() -> None:
    """RULES.md §4 option `royal`: "J 11, Q 12, K 13" (an ace counts 1 in a total)."""
    assert [pip_value(c, royal=True) for c in parse_cards("AS 10C JC QD KH")] == [1, 10, 11, 12, 13]
    assert ROYAL_PIPS == {c: ROYAL_RANK_PIPS[c.rank] for c in full_pack(52)}


def test_peels_ten_takes_nine_and_ace_eight_and_two_seven_and_three_six_and_four_two_fives() -> None:
    """[000]: "a ten not only takes every other ten, but also nine and ace, eight and two, seven and three, six
    and four, or two fives" — each pair is a set totalling ten; court cards never count."""
    table = parse_cards("9C AD 8H 2S 7D 3C 6H 4S 5D 5H KS")
    pairs = [s for s in sets_totalling(table, 10, PIPS) if len(s) == 2]
    assert as_codes(pairs) == as_codes(parse_cards(p) for p in ("9C AD", "8H 2S", "7D 3C", "6H 4S", "5D 5H"))
    assert all(total(s, PIPS) == 10 for s in sets_totalling(table, 10, PIPS))
    assert not any(parse_card("KS") in s for s in sets_totalling(table, 10, PIPS))


def test_peels_ten_also_takes_two_threes_and_a_four() -> None:
    """[000]: "… or two fives, two threes and a four, and other combinations"."""
    table = parse_cards("3C 3D 4H")
    assert as_codes(sets_totalling(table, 10, PIPS)) == [["3C", "3D", "4H"]]


def test_sets_are_every_combination_of_distinct_cards_each_once() -> None:
    table = parse_cards("AC 2D 3H 4S 5C")
    sets = sets_totalling(table, 5, PIPS)
    assert as_codes(sets) == [["2D", "3H"], ["4S", "AC"], ["5C"]]
    assert all(list(s) == [c for c in table if c in s] for s in sets), "each set lists its cards in table order"
    assert sets_totalling(table, 0, PIPS) == [] and sets_totalling(table, 16, PIPS) == []


def test_disjoint_collections_take_any_number_of_separate_sets() -> None:
    """RULES.md §4 "any number of separate sets … all at once": the empty collection first, no card twice."""
    a, b, c = (tuple(parse_cards(t)) for t in ("9C AD", "8H 2S", "AD 9H"))
    found = disjoint_collections([a, b, c])
    assert found == [(), (a,), (a, b), (b,), (b, c), (c,)]


def test_split_into_checks_a_multiple_build() -> None:
    """RULES.md §4: "5+3 and 6+2 as eights" splits into two eights; 5+3+6 does not."""
    assert as_codes(split_into(parse_cards("5C 3D 6H 2S"), 8, PIPS) or ()) == [["2S", "6H"], ["3D", "5C"]]
    assert split_into(parse_cards("5C 3D 6H"), 8, PIPS) is None
    assert split_into(parse_cards("5C KD 3H"), 8, PIPS) is None, "a court card is in no set"
    assert split_into([], 8, PIPS) == ()


def test_describe_adds_the_cards_up_as_people_do() -> None:
    assert describe(parse_cards("9C AD")) == "9 + A"


def random_table(rng: random.Random) -> list:
    return rng.sample(full_pack(52), rng.randint(0, 14))


def test_masks_and_table_sums_find_the_same_sets_in_the_same_order_as_sets_totalling() -> None:
    """The move generators' bitmask search (`TableSums`, `masks_totalling`) is `sets_totalling` exactly:
    every set, in the same order, and each set's cards in table order — over 300 random tables."""
    rng = random.Random(3)
    for _ in range(300):
        table = random_table(rng)
        royal = rng.random() < 0.5
        by_rank = ROYAL_RANK_PIPS if royal else RANK_PIPS
        cap = 14 if royal else 10
        sums = TableSums(table, [by_rank[c.rank] for c in table], cap)
        for target in range(0, cap + 2):
            expected = sets_totalling(table, target, ROYAL_PIPS if royal else PIPS)
            masks = masks_totalling([by_rank[c.rank] for c in table], target)
            assert [sums.group(m) for m in masks] == expected
            assert sums.masks(target) == (masks if target <= cap else [])
        for rank in range(1, 14):
            assert sums.group(sums.by_rank[rank]) == tuple(c for c in table if c.rank == rank)


def test_disjoint_masks_list_the_collections_disjoint_collections_lists() -> None:
    rng = random.Random(4)
    for _ in range(200):
        table = random_table(rng)
        groups = sets_totalling(table, rng.randint(2, 10), PIPS) + [tuple(rng.sample(table, min(2, len(table))))]
        index = {c: i for i, c in enumerate(table)}
        masks = [sum(1 << index[c] for c in g) for g in groups]
        expected = disjoint_collections(groups)
        found = disjoint_masks(masks)
        assert [tuple(groups[k] for k in chosen) for _, chosen in found] == expected
        assert all(covered == sum(masks[k] for k in chosen) for covered, chosen in found)


@pytest.mark.parametrize("target", [8, 10])
def test_every_set_found_totals_the_target_and_no_set_is_missed(target: int) -> None:
    """Against brute force over every subset of small tables."""
    rng = random.Random(target)
    for _ in range(200):
        table = rng.sample(full_pack(52), rng.randint(0, 9))
        brute = [
            tuple(c for i, c in enumerate(table) if m >> i & 1)
            for m in range(1, 1 << len(table))
            if sum(PIPS[c] for i, c in enumerate(table) if m >> i & 1) == target
            and all(PIPS[c] > 0 for i, c in enumerate(table) if m >> i & 1)
        ]
        assert as_codes(sets_totalling(table, target, PIPS)) == as_codes(brute)
