"""Thirteens' computer players (game/games/thirteens/players.py, search.py; RULES.md §6, issue 12): a legal move
at every level in seeded positions, medium's common-sense rule on hand-made rows, and the hard search —
repeatable with its seed, stepped in small bounded units, and right where medium's rule is wrong.

Positions come from seeded games of random moves (`game.games.thirteens.rules.new_game`), so they cover every
seat count, both row counts and `auto_foundation` off (where the sure lifts and foundations come first).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.core.cards import Rank, Suit, card
from game.core.rules import ShuffledPacks
from game.core.thinker import run_to_end
from game.games.thirteens import search
from game.games.thirteens.players import LEVELS, choose, think
from game.games.thirteens.rules import CALLS, TOP, Lift, Observation, Options, Thirteens, ToRow, new_game
from game.games.thirteens.search import RowSearch, medium_row, play_out, playout_row, wanted

EMPTY_ROW: tuple[int, ...] = ()


def positions(count: int, seed: int, **changes: object) -> list[tuple[Thirteens, int]]:
    """`count` positions (a copy of the game, a seat with a move to make) from seeded games of random moves."""
    rng = random.Random(seed)
    found: list[tuple[Thirteens, int]] = []
    while len(found) < count:
        state = new_game(rng.randint(1, 4), ShuffledPacks(rng), **changes)
        while state.current_seat() is not None:
            if rng.random() < 0.1:
                found.append((state.clone(), rng.choice(state.waiting_seats())))
            state.apply(rng.choice(state.legal_moves()))
    return found[:count]


def observation(rows: tuple[tuple[int, ...], ...], number: int, foundations: tuple[int, ...] = (0,) * 4) -> Observation:
    """Seat 0 of a one-player game must place `number`, with `rows` and `foundations` (top numbers) on the table
    and every other card of the set still to come."""
    to_come = [4] * TOP
    for placed in [number, *(n for row in rows for n in row)]:
        to_come[placed - 1] -= 1
    for top in foundations:
        for founded in range(1, top + 1):
            to_come[founded - 1] -= 1
    assert min(to_come) >= 0
    return Observation(
        seat=0,
        card=card(Rank(number), Suit.CLUBS),
        waiting=True,
        foundations=foundations,
        rows=rows,
        to_come=tuple(to_come),
        options=Options(rows=len(rows)),
    )


@pytest.mark.parametrize(
    ("changes", "count", "levels"),
    [
        ({}, 300, ("easy", "medium")),
        ({"rows": 5}, 150, ("easy", "medium")),
        ({"auto_foundation": False}, 300, ("easy", "medium")),
        ({}, 20, ("hard",)),
        ({"rows": 5, "auto_foundation": False}, 20, ("hard",)),
    ],
)
def test_every_level_makes_a_legal_move(changes: dict[str, object], count: int, levels: tuple[str, ...]) -> None:
    for number, (state, seat) in enumerate(positions(count, seed=len(changes) + count, **changes)):
        for level in levels:
            assert choose(level, state.observe(seat), random.Random(number)) in state.moves_for(seat)


def test_with_auto_foundation_off_every_level_lifts_before_it_chooses_a_row() -> None:
    """RULES.md §6: a free card may go onto a foundation at any time, and that never hurts."""
    obs = observation(((9, 4), (2,), ()), 7, (3, 0, 0, 0))
    obs = dataclasses.replace(obs, options=Options(rows=3, auto_foundation=False))
    for level in LEVELS:
        assert choose(level, obs, random.Random(1)) == Lift(0, 0)


@pytest.mark.parametrize(
    ("tops", "number", "row"),
    [
        ((9, 6, 12, None), 5, 1),  # "a row whose top is higher, as close above it as possible": the 6
        ((9, 6, 12, None), 7, 0),  # the 9
        ((9, 6, 12, None), 10, 2),  # the 12
        ((9, 6, 12, None), 13, 3),  # only the empty row is "higher" than a 13
        ((9, 6, 6, 12), 4, 1),  # two 6s: the first
        ((3, 8, 2, 5), 10, 2),  # "otherwise the row whose top is lowest": the 2
        ((3, 8, 2, 2), 8, 2),  # a top equal to the card is not higher; the first lowest
    ],
)
def test_medium_follows_the_issues_common_sense_rule(tops: tuple[int | None, ...], number: int, row: int) -> None:
    """Issue 12: "medium: put a card on a row whose top is higher, as close above it as possible; otherwise the
    row whose top is lowest"."""
    rows = tuple(EMPTY_ROW if top is None else (13, top) if top < 13 else (top,) for top in tops)  # tops only count
    assert medium_row(rows, number) == row
    assert choose("medium", observation(rows, number), random.Random(0)) == ToRow(0, row)


def test_the_play_outs_rule_takes_a_top_as_high_as_the_card_else_the_highest_top() -> None:
    assert playout_row(((9,), (6,), (12,), ()), 6) == 1  # the same number: it holds nothing up
    assert playout_row(((9,), (6,), (12,), ()), 13) == 3
    assert playout_row(((3,), (8,), (2,), (5,)), 10) == 1  # under the card, the top needed last


def test_a_play_out_plays_as_the_engine_does() -> None:
    """`play_out` from the first call scores what the real game scores when every row is `playout_row`'s."""
    for seed in range(30):
        state = new_game(1, ShuffledPacks(random.Random(seed)), rows=4 + seed % 2)
        calls = [c.rank.value for c in state.calls]
        while state.current_seat() is not None:
            obs = state.observe(0)
            assert obs.card is not None
            state.apply(ToRow(0, playout_row(obs.rows, obs.card.rank.value)))
        assert play_out(wanted((0, 0, 0, 0)), [[] for _ in range(4 + seed % 2)], calls) == state.score(0)


def test_rows_holding_the_same_cards_are_one_candidate_and_medium_comes_first() -> None:
    obs = observation(((), (), (5,), (9,), ()), 7)
    assert RowSearch(obs, random.Random(0)).candidates == [3, 0, 2]


def test_a_hard_decision_repeats_with_the_seed_however_it_is_stepped() -> None:
    """The budget is work, never time, and the orders come from the seat's own generator: the same seed gives
    the same play-outs, so the same means and the same row, in one go or step by step."""
    searched = 0
    for state, seat in positions(8, seed=4):
        obs = state.observe(seat)
        whole = think("hard", obs, random.Random(9))
        first = run_to_end(whole)
        stepped = think("hard", obs, random.Random(9))
        while not stepped.done():
            stepped.step(3)
        assert stepped.best() == first
        if isinstance(whole, RowSearch) and isinstance(stepped, RowSearch) and whole.samples:
            assert stepped.means() == whole.means()
            if sum(obs.to_come) > 5:  # (a last call or two leaves few orders to draw: any seed may find them all)
                other = RowSearch(obs, random.Random(10))
                assert run_to_end(other) in state.moves_for(seat) and other.means() != whole.means()
                searched += 1
    assert searched >= 3


def test_a_hard_step_is_one_play_out_of_the_calls_to_come(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table runs the search in 2.5 ms slices (`step(1)` at a time): a unit is one play-out, at most the 51
    calls still to come (some 40 µs). Counted, not timed."""
    played: list[int] = []

    def counting(want: list[int], rows: list[list[int]], calls: list[int]) -> int:
        played.append(len(calls))
        return 0

    monkeypatch.setattr(search, "play_out", counting)
    state = new_game(1, ShuffledPacks(random.Random(2)))
    state.apply(ToRow(0, 0))  # two rows unlike the others: something to choose between
    obs = state.observe(0)
    thinker = RowSearch(obs, random.Random(0))
    left = sum(obs.to_come)
    assert len(thinker.candidates) > 1 and thinker.samples >= search.MIN_SAMPLES
    for steps in range(1, 6):
        thinker.step(1)
        assert played == [left] * steps
    thinker.step(4)
    assert len(played) == 9 and max(played) <= CALLS - 1
    while not thinker.done():
        thinker.step(1)
    assert len(played) == thinker.samples * len(thinker.candidates)
    assert len(played) * (left + search.SAMPLE_WORK) <= search.WORK  # the budget is work, never time
    thinker.step(10)
    assert len(played) == thinker.samples * len(thinker.candidates)  # a no-op once done


def test_with_too_little_budget_hard_leaves_the_row_to_medium() -> None:
    obs = observation(((2,), (3,), (4,), (12,)), 13)
    play_outs = 4 * (sum(obs.to_come) + search.SAMPLE_WORK)  # one order for each of the four rows
    thinker = RowSearch(obs, random.Random(0), work=(search.MIN_SAMPLES - 1) * play_outs)
    assert thinker.done() and thinker.samples == 0
    assert thinker.best() == ToRow(0, medium_row(obs.rows, 13))


def test_hard_does_not_bury_a_two_under_a_thirteen() -> None:
    """Every row's top is lower than the 13 called, so medium's rule puts it on the lowest, the 2: one foundation
    then waits at 1 until the 13 above the 2 goes up, which needs another foundation at 12, near the end of the
    calls, while the cards it would take pile up on the rows. On the 12 the 13 holds up only a card needed just
    before it, and the first foundation to reach 12 frees both. Hard sees it long before its budget is spent."""
    obs = observation(((2,), (3,), (4,), (12,)), 13)
    assert medium_row(obs.rows, 13) == 0
    thinker = RowSearch(obs, random.Random(5))
    thinker.step(20 * len(thinker.candidates))
    assert thinker.best() == ToRow(0, 3)
    means = thinker.means()
    assert means[thinker.candidates.index(3)] > means[thinker.candidates.index(0)] + 5
    assert run_to_end(thinker) == ToRow(0, 3)


def test_an_unknown_level_or_nothing_to_place_is_refused() -> None:
    obs = observation(((9,), (6,), (), ()), 5)
    with pytest.raises(ValueError, match="no Thirteens computer level 'expert'"):
        think("expert", obs, random.Random(0))
    placed = dataclasses.replace(obs, waiting=False)
    with pytest.raises(ValueError, match="no card to place"):
        think("hard", placed, random.Random(0))
    with pytest.raises(ValueError, match="no card to place"):
        RowSearch(placed, random.Random(0))
