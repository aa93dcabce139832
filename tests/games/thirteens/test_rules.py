"""Patience, or Thirteens — the called patience (RULES.md §6, seed [004]): scenarios that read like the rules.

One player unless a test says otherwise. The caller's order is stacked: the numbers a test names are called
first, then every copy left, highest first (so play stops at the next 13 for a decision), or lowest first where
a test says so (tests/games/thirteens/calling.py). Rows are counted from 1, as players and replays count them.
"""

from __future__ import annotations

import pytest

from game import replay
from game.core.rules import Event, GameOver, IllegalMove, Result, StackedPacks
from game.games.thirteens import rules
from game.games.thirteens.rules import (
    Late,
    Lift,
    Move,
    NumberCalled,
    PatienceOut,
    Scored,
    Thirteens,
    ToFoundation,
    ToRow,
    format_move,
    parse_move,
)

from .calling import called, foundations, laid, lay, opening, rows, stacked_game, went_up

# --- where a called card goes (RULES.md §6, "Where a called card can go") ------------------------------------


def test_a_called_1_starts_a_foundation_by_itself() -> None:
    """RULES.md §6: "a 1 starts one of four foundations"; with `auto_foundation` on (the default) "a called
    card that fits a foundation goes there"."""
    state, events = opening(1)
    first = events[0]
    assert isinstance(first, NumberCalled) and (first.call, first.left, first.words) == (1, 51, "One!")
    assert went_up(events) == [(1, None)]
    assert foundations(state) == [[1], [], [], []]
    assert called(state) == 13 and state.waiting_seats() == [0], "the next number waits for a row"


def test_a_card_goes_on_a_foundation_showing_one_less_and_a_second_1_starts_another() -> None:
    """RULES.md §6: "a card n goes on a foundation showing n−1"."""
    state, events = opening(1, 2, 3, 1, 2)
    assert went_up(events) == [(1, None), (2, None), (3, None), (1, None), (2, None)]
    assert foundations(state) == [[1, 2, 3], [1, 2], [], []]


def test_a_card_that_fits_no_foundation_waits_for_the_player_to_choose_its_row() -> None:
    """RULES.md §6: "The one real decision is which row takes a card that fits nowhere"."""
    state = stacked_game(5)
    assert called(state) == 5 and state.waiting_seats() == [0]
    assert state.moves_for(0) == [ToRow(0, r) for r in range(4)], "four rows, and no foundation takes a 5"
    lay(state, 0, 2)
    assert rows(state) == [[], [5], [], []]
    assert called(state) == 13


# --- free row cards go up (RULES.md §6: "free row cards that fit follow at once") ----------------------------


def test_a_2_on_a_row_goes_up_when_the_1_is_called() -> None:
    state = stacked_game(2, 1)
    events = lay(state, 0, 1)
    assert laid(events) == [(2, 1, False)]
    assert went_up(events) == [(1, None), (2, 1)], "the 1, then the 2 from row 1"
    assert foundations(state) == [[1, 2], [], [], []] and rows(state) == [[], [], [], []]


def test_free_row_cards_follow_one_another_in_turn_each_freeing_the_next() -> None:
    """A chain: the 1 brings up the 2 of row 3, which lets the 3 of row 2 follow, then the 4 of row 1, then
    the 5 on top of row 4, which frees the 6 under it."""
    state = stacked_game(4, 3, 2, 6, 5, 1)
    for row in (1, 2, 3, 4):
        lay(state, 0, row)
    events = lay(state, 0, 4)  # the 5 on the 6
    assert went_up(events) == [(1, None), (2, 3), (3, 2), (4, 1), (5, 4), (6, 4)]
    assert foundations(state) == [[1, 2, 3, 4, 5, 6], [], [], []] and rows(state) == [[], [], [], []]


def test_when_free_cards_on_two_rows_could_go_up_the_first_row_goes_first() -> None:
    """An engine decision (rules.py: "free row cards that fit follow row by row, first row first"): the 2 of row
    1 follows the first 1, the 2 of row 3 the second."""
    state = stacked_game(2, 2, 1, 1)
    lay(state, 0, 3)
    events = lay(state, 0, 1)
    assert went_up(events) == [(1, None), (2, 1), (1, None), (2, 3)]
    assert foundations(state) == [[1, 2], [1, 2], [], []]


def test_a_called_card_that_goes_up_brings_the_free_cards_after_it_too() -> None:
    state = stacked_game(1, 3, 2)
    events = lay(state, 0, 1)  # the 3, waiting for a 2
    assert went_up(events) == [(2, None), (3, 1)]
    assert foundations(state) == [[1, 2, 3], [], [], []]


# --- a blocked row (RULES.md §6: "Only the top card of a row is free"; "No row-to-row moves") ---------------


def test_a_low_card_under_a_higher_one_stays_until_the_higher_one_goes_up() -> None:
    state = stacked_game(2, 3, 1, 9, 2, 1)
    lay(state, 0, 1)
    lay(state, 0, 1)  # the 3 on the 2
    assert foundations(state) == [[1], [], [], []], "the 1 went up"
    assert rows(state) == [[2, 3], [], [], []], "but the 2 is not free, and the 3 on it fits nothing"
    events = lay(state, 0, 2)  # the 9
    assert went_up(events) == [(2, None), (3, 1), (1, None), (2, 1)]
    # The second 2 went up and the 3 followed it; the 2 it freed waited for another 1.
    assert foundations(state) == [[1, 2, 3], [1, 2], [], []] and rows(state) == [[], [9], [], []]


# --- the score (RULES.md §6: "a player's score is the number of cards on their foundations") ----------------

PAIRS = (2, 3, 2, 3, 2, 3, 2, 3, 1, 1, 1, 1)
"""Four 2s and 3s called in turn, then the four 1s; then every other number, lowest first."""


def play_the_pairs(state: Thirteens, apart: tuple[bool, ...]) -> None:
    """Every seat places each pair call in turn: a seat that keeps them `apart` lays the 2s on row 1 and the 3s
    on row 2; another lays each 3 on the 2 just laid, a pair to a row."""
    for pair in range(4):
        for row_apart in (1, 2):
            for seat, keeps_apart in enumerate(apart):
                lay(state, seat, row_apart if keeps_apart else pair + 1)


def test_the_score_is_the_cards_on_the_foundations_and_all_52_is_out() -> None:
    """Seat 0 keeps 2s and 3s apart and comes out; seat 1 buries each 2 under a 3, so no 3 ever goes up, and
    only its four 1s score."""
    state = stacked_game(*PAIRS, seats=2, rest_low_first=True)
    play_the_pairs(state, apart=(True, False))
    events: list[Event] = []
    assert rows(state, 0) == [[]] * 4, "seat 0's 2s and 3s all followed their 1s"
    assert foundations(state, 1) == [[1]] * 4 and rows(state, 1) == [[2, 3]] * 4, "seat 1's are stuck"
    while not state.is_over():
        assert state.waiting_seats() == [1], "every other number goes up by itself for seat 0"
        events += lay(state, 1, 1)
    assert [e for e in events if isinstance(e, PatienceOut)] == [PatienceOut(0)]
    assert events[-2:] == [Scored((52, 4)), GameOver((0,))]
    assert state.result() == Result((52, 4), 0, (0,))
    assert rows(state, 1) == [[2, 3, *sorted(list(range(4, 14)) * 4)]] + [[2, 3]] * 3, "the rest went on row 1"


def test_equal_scores_share_the_win() -> None:
    """RULES.md §6: "equal scores share the win". Both players bury each 2 under a 3: four each."""
    state = stacked_game(*PAIRS, seats=2, rest_low_first=True)
    play_the_pairs(state, apart=(False, False))
    while not state.is_over():
        for seat in state.waiting_seats():
            lay(state, seat, 1)
    assert state.result() == Result((4, 4), 0, (0, 1))


def test_a_patience_that_comes_out_by_itself_is_out_for_everyone() -> None:
    """Called 1 to 13 four times over, every card goes up as it is called: both players score 52, both are out
    and share the win."""
    state, events = opening(seats=2, rest_low_first=True)
    assert state.is_over() and state.current_seat() is None
    assert events[-4:] == [PatienceOut(0), PatienceOut(1), Scored((52, 52)), GameOver((0, 1))]
    assert sum(isinstance(e, NumberCalled) for e in events) == 52


# --- five rows (RULES.md §6, option `rows`: "5 'with inexperienced players'") ---------------------------------


def test_with_five_rows_a_card_may_go_on_row_5_but_never_row_6() -> None:
    state = stacked_game(9, rows=5)
    assert state.moves_for(0) == [ToRow(0, r) for r in range(5)]
    with pytest.raises(IllegalMove, match="no row 6; there are 5"):
        state.apply(ToRow(0, 5))
    lay(state, 0, 5)
    assert rows(state) == [[], [], [], [], [9]]


def test_with_four_rows_there_is_no_row_5() -> None:
    state = stacked_game(9)
    with pytest.raises(IllegalMove, match="no row 5; there are 4"):
        state.apply(ToRow(0, 4))


@pytest.mark.parametrize("count", [3, 6])
def test_only_four_or_five_rows_are_a_game(count: int) -> None:
    with pytest.raises(ValueError, match="4 or 5 rows"):
        stacked_game(rows=count)


@pytest.mark.parametrize("seats", [0, 5])
def test_one_to_four_players(seats: int) -> None:
    with pytest.raises(ValueError, match="1 to 4 players"):
        stacked_game(seats=seats)


# --- the foundations by hand (RULES.md §6, option `auto_foundation` off: "the player does it") ---------------


def test_with_auto_foundation_off_a_called_card_that_fits_waits_for_the_player() -> None:
    state = stacked_game(1, auto_foundation=False)
    assert foundations(state) == [[], [], [], []] and state.waiting_seats() == [0]
    assert state.moves_for(0) == [ToFoundation(0), *(ToRow(0, r) for r in range(4))]
    events = state.apply(ToFoundation(0))
    assert went_up(events) == [(1, None)] and foundations(state) == [[1], [], [], []]


def test_with_auto_foundation_off_free_cards_wait_to_be_lifted_at_any_time() -> None:
    state = stacked_game(2, 1, 5, auto_foundation=False)
    lay(state, 0, 1)
    events = state.apply(ToFoundation(0))
    assert went_up(events) == [(1, None)], "the 2 on row 1 does not follow by itself"
    assert rows(state) == [[2], [], [], []] and called(state) == 5
    assert state.moves_for(0) == [Lift(0, 0), *(ToRow(0, r) for r in range(4))]
    events = state.apply(Lift(0, 0))
    assert went_up(events) == [(2, 1)] and foundations(state) == [[1, 2], [], [], []]
    assert called(state) == 5 and state.waiting_seats() == [0], "a lift is not the call's placing"


def test_with_auto_foundation_off_a_card_that_fits_may_still_go_on_a_row_and_be_lifted_later() -> None:
    state = stacked_game(1, auto_foundation=False)
    lay(state, 0, 3)
    assert rows(state) == [[], [], [1], []] and called(state) == 13
    assert went_up(state.apply(Lift(0, 2))) == [(1, 3)]


def test_only_a_free_card_that_fits_can_be_lifted_and_only_a_called_card_that_fits_put_up() -> None:
    state = stacked_game(2, 9, auto_foundation=False)
    lay(state, 0, 1)
    with pytest.raises(IllegalMove, match="the 2 on row 1 fits no foundation"):
        state.apply(Lift(0, 0))
    with pytest.raises(IllegalMove, match="row 2 has no card to lift"):
        state.apply(Lift(0, 1))
    with pytest.raises(IllegalMove, match="row 5 has no card to lift"):
        state.apply(Lift(0, 4))
    with pytest.raises(IllegalMove, match="the 9 fits no foundation"):
        state.apply(ToFoundation(0))


def test_with_auto_foundation_on_nothing_is_put_up_or_lifted_by_hand() -> None:
    state = stacked_game(9)
    lay(state, 0, 1)
    with pytest.raises(IllegalMove, match="by themselves"):
        state.apply(Lift(0, 0))
    with pytest.raises(IllegalMove, match="by themselves"):
        state.apply(ToFoundation(0))
    assert rows(state) == [[9], [], [], []] and called(state) == 13


def test_at_the_end_free_cards_that_fit_go_up_even_with_auto_foundation_off() -> None:
    """RULES.md §6: "With `auto_foundation` off, once the 52nd card is placed every free card that fits goes up
    by itself". Here the first 13 waited on row 1 all game, never lifted, and goes up on the last foundation
    after its 12."""
    assert "once the 52nd card is placed, every free card that fits goes up by itself" in " ".join((rules.__doc__ or "").split())
    state = stacked_game(13, *range(1, 14), *range(1, 14), *range(1, 14), *range(1, 13), auto_foundation=False)
    lay(state, 0, 1)
    events: list[Event] = []
    while not state.is_over():
        assert rows(state) == [[13], [], [], []], "the 13 is never lifted by hand"
        events = state.apply(ToFoundation(0))
    assert went_up(events) == [(12, None), (13, 1)]
    assert events[-3:] == [PatienceOut(0), Scored((52,)), GameOver((0,))]
    assert rows(state) == [[], [], [], []]


def test_the_end_collection_goes_rows_first_to_last_one_card_a_row_a_pass() -> None:
    """RULES.md §6: "When several free cards fit at once, they go up rows first to last, one card a row a pass,
    passes repeated until none fits", and so at the end with `auto_foundation` off. Rows 1 and 2 hold 3 under
    2; row 4 holds the rest of the calls, the two last 1s on top; two 1s were put up by hand."""
    state = stacked_game(3, 2, 3, 2, 1, 1, auto_foundation=False)
    lay(state, 0, 1), lay(state, 0, 1), lay(state, 0, 2), lay(state, 0, 2)
    state.apply(ToFoundation(0)), state.apply(ToFoundation(0))
    events: list[Event] = []
    while not state.is_over():
        events = lay(state, 0, 4)
    assert went_up(events)[:9] == [(2, 1), (2, 2), (1, 4), (3, 1), (3, 2), (1, 4), (2, 4), (2, 4), (3, 4)]
    assert rows(state) == [[], [], [], []] and state.score(0) == 52


def test_moving_after_the_end_is_illegal() -> None:
    state, _ = opening(rest_low_first=True)
    assert state.is_over() and state.moves_for(0) == [] and state.legal_moves() == []
    before = snapshot(state)
    for move in (ToRow(0, 0), ToFoundation(0), Lift(0, 0), Late(0)):
        with pytest.raises(IllegalMove, match="the game is over"):
            state.apply(move)
    assert snapshot(state) == before


# --- a timed call (RULES.md §6, option `pace`: "a card not placed in time goes on the player's first row that
# keeps rows descending, else the first row") ------------------------------------------------------------------


def test_a_late_card_goes_on_the_first_row_whose_top_is_higher_or_that_is_empty() -> None:
    state = stacked_game(5, 9, 7, 8, 5, pace=5)
    lay(state, 0, 1)
    lay(state, 0, 2)
    assert laid(state.apply(Late(0))) == [(7, 2, True)], "row 1's 5 is lower; row 2's 9 is higher"
    assert laid(state.apply(Late(0))) == [(8, 3, True)], "rows 1 and 2 show 5 and 7; row 3 is empty"
    assert laid(state.apply(Late(0))) == [(5, 2, True)], "not on row 1's 5: the engine reads descending as lower"
    assert rows(state) == [[5], [9, 7, 5], [8], []]


def test_a_late_card_with_no_row_to_keep_descending_goes_on_the_first_row() -> None:
    state = stacked_game(5, 6, 7, 8, 10, pace=3)
    for row in (1, 2, 3, 4):
        lay(state, 0, row)
    assert laid(state.apply(Late(0))) == [(10, 1, True)]
    assert rows(state) == [[5, 10], [6], [7], [8]]


def test_a_late_card_goes_on_a_row_even_when_it_would_fit_a_foundation() -> None:
    """rules.py's docstring: RULES.md says a late card "goes on the player's first row"."""
    state = stacked_game(1, auto_foundation=False, pace=8)
    assert laid(state.apply(Late(0))) == [(1, 1, True)]
    assert foundations(state) == [[], [], [], []]


def test_no_card_is_late_when_the_calls_wait_for_everyone() -> None:
    state = stacked_game(9)
    with pytest.raises(IllegalMove, match="pace is wait"):
        state.apply(Late(0))
    assert rows(state) == [[], [], [], []] and state.waiting_seats() == [0]


# --- several players (RULES.md §6: "All players play the same calls at the same time"; `pace` wait: "the next
# number is called when every human has placed the last one") ---------------------------------------------------


def test_every_seat_places_the_same_call_in_any_order_and_then_the_next_is_called() -> None:
    state = stacked_game(9, 8, seats=3)
    assert state.waiting_seats() == [0, 1, 2] and state.current_seat() == 0
    events = lay(state, 2, 1)
    assert not any(isinstance(e, NumberCalled) for e in events) and called(state) == 9
    assert state.waiting_seats() == [0, 1] and state.current_seat() == 0
    lay(state, 0, 2)
    assert state.waiting_seats() == [1] and state.current_seat() == 1 and called(state) == 9
    events = lay(state, 1, 3)
    assert [(e.card.rank, e.call, e.left) for e in events if isinstance(e, NumberCalled)] == [(8, 2, 50)]
    assert called(state) == 8 and state.waiting_seats() == [0, 1, 2]
    assert [rows(state, seat) for seat in (0, 1, 2)] == [[[], [9], [], []], [[], [], [9], []], [[9], [], [], []]]


def test_the_next_call_waits_only_for_the_seats_whose_card_fits_nowhere() -> None:
    """Seat 0 keeps its 4 off the 2; seat 1 lays it on the 2. When the 3 comes, seat 0's goes up by itself (and
    its 4 follows), so only seat 1 has to choose."""
    state = stacked_game(2, 4, 1, 3, seats=2)
    for seat_0_row, seat_1_row in ((1, 1), (2, 1)):
        lay(state, 0, seat_0_row)
        lay(state, 1, seat_1_row)
    assert called(state) == 3
    assert foundations(state, 0) == [[1, 2, 3, 4], [], [], []] and foundations(state, 1) == [[1], [], [], []]
    assert state.waiting_seats() == [1] and state.current_seat() == 1
    assert state.moves_for(0) == [], "seat 0 has nothing to do until the next call"


# --- illegal moves change nothing (rules.py: "Raises IllegalMove, saying why, and changes nothing") -----------


def snapshot(state: Thirteens) -> tuple[object, ...]:
    return (
        [foundations(state, s) for s in range(state.num_seats)],
        [rows(state, s) for s in range(state.num_seats)],
        list(state.waiting),
        state.called,
        state.over,
    )


@pytest.mark.parametrize(
    ("move", "why"),
    [
        (ToRow(0, 1), "seat 0 has placed this call already"),
        (Late(0), "seat 0 has placed this call already"),
        (ToRow(1, 4), "there is no row 5"),
        (ToRow(1, -1), "there is no row 0"),
        (ToRow(2, 0), "there is no seat 2"),
        (ToRow(-1, 0), "there is no seat -1"),
        (Lift(1, 0), "by themselves"),
        (ToFoundation(1), "by themselves"),
    ],
    ids=str,
)
def test_an_illegal_move_is_refused_saying_why_and_changes_nothing(move: Move, why: str) -> None:
    """Two players, pace 5 (so a card may be late): seat 0 has laid the 9 on row 1; seat 1 has still to place it."""
    state = stacked_game(9, seats=2, pace=5)
    lay(state, 0, 1)
    before = snapshot(state)
    with pytest.raises(IllegalMove, match=why):
        state.apply(move)
    assert snapshot(state) == before


# --- the notation (game/replay.py: "0 row 3", "1 foundation", "2 lift 1", "0 late") ---------------------------


@pytest.mark.parametrize(
    ("move", "text"),
    [
        (ToRow(0, 2), "0 row 3"),
        (ToRow(3, 4), "3 row 5"),
        (ToFoundation(1), "1 foundation"),
        (Lift(2, 0), "2 lift 1"),
        (Late(0), "0 late"),
    ],
    ids=str,
)
def test_every_move_is_written_with_seats_from_0_and_rows_from_1_and_read_back(move: Move, text: str) -> None:
    assert format_move(move) == text
    assert parse_move(text) == move
    assert parse_move(f"  {text}  ") == move, "spaces around are ignored"


@pytest.mark.parametrize(
    "text",
    ["", "row 3", "0", "0 row", "0 row 0", "0 row -1", "0 row three", "-1 row 1", "x late", "0 lift", "0 foundation 2",
     "0 late now", "0 sideways", "0 row 1 2", "0 Row 1", "0 row 1.5"],
)  # fmt: skip
def test_text_that_is_no_move_is_refused_with_a_sentence_naming_it(text: str) -> None:
    with pytest.raises(ValueError, match="a Thirteens move is 'seat row N', 'seat foundation', 'seat lift N' or 'seat late'") as caught:
        parse_move(text)
    assert repr(text) in str(caught.value)


def test_the_replay_format_documents_this_notation() -> None:
    """game/replay.py's docstring is the public file format: it gives an example of every kind of move."""
    documented = " ".join((replay.__doc__ or "").split())
    for move in (ToRow(0, 2), ToFoundation(1), Lift(2, 0), Late(0)):
        assert f'"{format_move(move)}"' in documented
    # RULES.md §6: what goes up by itself — the end of the patience with auto_foundation off too — is no move.
    assert "with it off, once the 52nd card is placed, every free card that fits going up" in documented
    assert "rows first to last, one card a row a pass" in documented


@pytest.mark.parametrize("pace", [0, 4, 5.0, "5"])
def test_a_pace_that_is_not_wait_or_3_5_8_seconds_is_refused(pace: object) -> None:
    """RULES.md §6 option `pace`: wait, or 3, 5 or 8 s a call — from the command line, a replay file or code."""
    from game.core.spec import OptionError
    from game.registry import game_spec

    spec = game_spec("thirteens")
    with pytest.raises(OptionError):
        spec.options_from_json({"preset": "thirteens", "pace": pace})
    if not isinstance(pace, str):
        with pytest.raises(ValueError, match="3, 5 or 8 seconds"):
            rules.Thirteens(rules.Options(pace=pace), 1, StackedPacks([rules.number_set()]))  # type: ignore[arg-type]
    assert spec.options_from_json({"preset": "thirteens", "pace": 5}).pace == 5
