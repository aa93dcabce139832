"""Scenario tests for Snap, Snap Centre and Grab (RULES.md §5, after Lucas [004]), then properties of whole
computer games played through the umpire in simulated time.

Seats: A = 0, B = 1, C = 2. Packs are stacked (`stacking.table`) and calls are made with synthetic times,
written "seat@ms" (ms after the card showed), as the umpire would send them.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import replay
from game.core.cards import Rank, card, full_pack
from game.core.rules import (
    Dealt,
    GameOver,
    IllegalMove,
    PlayerOut,
    Result,
    StackedPacks,
)
from game.core.session import Controller, Seat, Session
from game.games.snap.reaction import near_miss
from game.games.snap.rules import (
    NEAR_TWINS,
    PRESETS,
    TURN,
    Call,
    Calls,
    DeadHeat,
    FalseSnap,
    Options,
    PackKind,
    Snap,
    SnapCentre,
    Snapped,
    TooSlow,
    Turned,
    TurnedOver,
    Variant,
    format_move,
    parse_move,
)
from game.games.snap.umpire import Umpire, turned_in
from game.input.tempo import TEMPO_INTERVAL_MS
from game.registry import SNAP as SPEC

from .stacking import call, cards_everywhere, codes, match, snapshot, table, turn

A, B, C = 0, 1, 2
BOTH_PRESETS = pytest.mark.parametrize("preset", ["snap", "grab"])


def turned(events: list) -> list[tuple[int, str]]:
    """The cards turned among `events`, as (seat, card)."""
    return [(e.seat, e.card.code) for e in events if isinstance(e, Turned)]


def two_piles_of_three(preset: str = "snap", **changes: object) -> Snap:
    """Two players, B dealing, so A turns first: A turns 2C 3C 7C and B 4D 5D 7D, so B's 7D matches A's 7C."""
    game = table(2, {A: "2C 3C 7C", B: "4D 5D 7D"}, dealer=B, preset=preset, **changes)
    turn(game, 6)
    return game


# -- dealing and turning --------------------------------------------------------------------------------


def test_all_cards_are_dealt_one_at_a_time_from_the_dealers_left() -> None:
    """RULES.md §5: "All cards are dealt face down"; "Conventions": one at a time from the dealer's left."""
    pack = full_pack(52)
    random.Random(3).shuffle(pack)
    game = Snap(Options(), 3, StackedPacks([pack]), dealer=C)

    [dealt] = game.start()

    assert isinstance(dealt, Dealt) and dealt.dealer == C
    assert [seat for seat, _ in dealt.cards[:4]] == [A, B, C, A]
    assert [list(h) for h in game.hands] == [pack[0::3], pack[1::3], pack[2::3]]
    assert [len(h) for h in game.hands] == [18, 17, 17]
    assert game.piles == [[], [], []] and game.centre == []


def test_the_first_dealer_is_the_last_seat_so_seat_0_turns_first() -> None:
    """Engine decision (the module docstring): RULES.md §5 names no dealer; the last seat deals."""
    game = Snap(Options(), 4, StackedPacks([full_pack(52)]))
    game.start()
    assert (game.dealer, game.current_seat()) == (3, A)


def test_each_player_in_turn_turns_the_top_card_of_their_hand_onto_their_own_pile() -> None:
    """RULES.md §5: "In turn (clockwise), each player turns the top card of their hand face up onto their own
    face-up pile"."""
    game = table(3, {A: "2C 5C", B: "3D 6D", C: "4H 8H"}, dealer=C)

    events = turn(game, 6)

    assert turned(events) == [(A, "2C"), (B, "3D"), (C, "4H"), (A, "5C"), (B, "6D"), (C, "8H")]
    assert [codes(p) for p in game.piles] == [["2C", "5C"], ["3D", "6D"], ["4H", "8H"]]
    assert [len(h) for h in game.hands] == [16, 15, 15]
    assert [e.turn for e in events if isinstance(e, Turned)] == [1, 2, 3, 4, 5, 6]
    assert game.current_seat() == A


def test_play_starts_left_of_the_dealer() -> None:
    game = table(3, {C: "4H"}, dealer=B)
    assert turned(turn(game)) == [(C, "4H")]


# -- a match ---------------------------------------------------------------------------------------------


def test_a_match_is_a_card_of_the_same_rank_as_the_top_of_another_pile() -> None:
    """RULES.md §5 "A match": the card just turned has the same rank as the top card of another player's pile;
    the suit does not matter. Only its owners (the two matching piles) are entitled to call."""
    game = table(3, {A: "7C", B: "7D", C: "8C"}, dealer=C)

    first, second, third = (turn(game)[-1] for _ in range(3))

    assert (first.match, second.match) == ((), (A, B))
    assert third.match == (), "an 8 of clubs matches neither seven: same suit is no match"


def test_only_the_top_card_of_a_pile_can_be_matched() -> None:
    """RULES.md §5: the *top* card of another pile. A's 7C is covered by 9C when B turns 7D."""
    game = table(3, {A: "7C 9C", B: "2D 7D", C: "4H 5H"}, dealer=C)
    events = turn(game, 5)
    assert turned(events)[-1] == (B, "7D")
    assert events[-1].match == ()


def test_a_card_matching_only_the_turners_own_pile_is_no_match() -> None:
    """RULES.md §5: a match is with *another* player's pile."""
    game = table(2, {A: "7C 7H", B: "2D 3D"}, dealer=B)
    events = turn(game, 3)
    assert turned(events)[-1] == (A, "7H") and events[-1].match == ()


def test_a_card_matching_two_piles_opens_one_match_for_all_three_owners() -> None:
    """Engine decision (RULES.md §5 speaks of two piles): when the card turned matches several piles, all are
    "the matching piles"; their owners may call and the winner takes them all, the turner-up's first, then
    the others clockwise from it."""
    game = table(3, {A: "7C", B: "7D", C: "7H"}, dealer=C)
    turn(game, 2)

    events = turn(game)

    assert events[-1].match == (A, B, C)
    assert call(game, "1@300") == [Snapped(B, 300.0, (C, A, B), 3)]
    assert codes(game.hands[B])[-3:] == ["7H", "7C", "7D"]


# -- calling Snap ---------------------------------------------------------------------------------------


@BOTH_PRESETS
def test_the_first_caller_takes_both_piles_under_their_hand_unshuffled(preset: str) -> None:
    """RULES.md §5 "Calling": "The first caller takes both matching piles and puts them, unshuffled, under
    their hand." Each pile keeps its order, first-turned card first (a face-up pile turned face down), the
    turner-up's pile first, then the matched one (engine decision: `Snapped.piles` in that order)."""
    game = two_piles_of_three(preset)
    hand_before = codes(game.hands[A])
    assert game.last_turned == (B, card(7, "D")) and match(game)[1] == frozenset({A, B})

    events = call(game, "0@300")

    assert events == [Snapped(A, 300.0, (B, A), 6)]
    assert codes(game.hands[A]) == hand_before + ["4D", "5D", "7D", "2C", "3C", "7C"]
    assert game.piles == [[], []]
    assert game.result() == Result((29, 23), 0, ())
    assert turned(turn(game)) == [(A, hand_before[0])], "the top of A's hand is unchanged; play goes on with A"


def test_the_turner_up_may_call_too() -> None:
    """RULES.md §5: either owner of the two matching piles may call ([004]: "the player who turns it up or the
    player who owns the similar card")."""
    game = two_piles_of_three()
    assert call(game, "1@280.5") == [Snapped(B, 280.5, (B, A), 6)]
    assert len(game.hands[B]) == 29


def test_a_third_player_may_not_call_a_match_between_two_others() -> None:
    """RULES.md §5: by default only the owners of the two matching piles may call; a call by anyone else is
    a false snap (their pile goes to the centre), and the match is still there for its owners."""
    game = table(3, {A: "2C 7C", B: "3D 7D", C: "4H 9H"}, dealer=C)
    turn(game, 5)  # A 2C, B 3D, C 4H, A 7C, B 7D
    assert game.last_turned == (B, card(7, "D"))

    events = call(game, "2@250 0@300")

    assert events == [FalseSnap(C, 250.0, 1), Snapped(A, 300.0, (B, A), 4)]
    assert codes(game.centre) == ["4H"]
    assert game.piles[C] == []


def test_with_anyone_may_call_a_third_player_wins_the_match() -> None:
    """RULES.md §5 option `anyone_may_call` ([004]: "In some houses any one may cry 'Snap' all through")."""
    game = table(3, {A: "2C 7C", B: "3D 7D", C: "4H 9H"}, dealer=C, anyone_may_call=True)
    turn(game, 5)
    hand_before = codes(game.hands[C])

    events = call(game, "2@250 0@300")

    assert events == [Snapped(C, 250.0, (B, A), 4), TooSlow(A, 300.0)]
    assert codes(game.hands[C]) == hand_before + ["3D", "7D", "2C", "7C"]
    assert codes(game.piles[C]) == ["4H"], "the caller's own pile did not match and stays"


@BOTH_PRESETS
def test_calls_are_judged_in_time_order_not_in_batch_order(preset: str) -> None:
    game = two_piles_of_three(preset)
    assert call(game, "1@340 0@300") == [Snapped(A, 300.0, (B, A), 6), TooSlow(B, 340.0)]


# -- dead heat ------------------------------------------------------------------------------------------


@BOTH_PRESETS
def test_a_dead_heat_moves_nothing_and_spends_the_match(preset: str) -> None:
    """RULES.md §5 "Dead heat": two calls 12 ms apart, within `dead_heat_ms` (20): "play goes on as if nothing
    had happened; that match is spent" — a later call on it is too slow, with no penalty."""
    game = two_piles_of_three(preset, dead_heat_ms=20)
    before = snapshot(game)

    events = call(game, "0@300 1@312")

    assert events == [DeadHeat((A, B), (300.0, 312.0))]
    assert snapshot(game) == before
    assert call(game, "0@450") == [TooSlow(A, 450.0)]
    assert call(game, "1@800") == [TooSlow(B, 800.0)]
    assert snapshot(game) == before
    assert turned(turn(game)) == [(A, "AC")], "play goes on"


@BOTH_PRESETS
def test_calls_just_outside_the_window_are_won_by_the_first(preset: str) -> None:
    """RULES.md §5: only calls within `dead_heat_ms` are a dead heat; 25 ms apart, the first caller wins."""
    game = two_piles_of_three(preset, dead_heat_ms=20)
    assert call(game, "1@325 0@300") == [Snapped(A, 300.0, (B, A), 6), TooSlow(B, 325.0)]


def test_the_window_includes_its_edge_and_follows_the_option() -> None:
    """Engine decision: "within" the window includes calls exactly `dead_heat_ms` apart."""
    assert call(two_piles_of_three(dead_heat_ms=20), "0@300 1@320")[0] == DeadHeat((A, B), (300.0, 320.0))
    assert call(two_piles_of_three(dead_heat_ms=50), "0@300 1@345")[0] == DeadHeat((A, B), (300.0, 345.0))
    assert call(two_piles_of_three(dead_heat_ms=0), "0@300 1@300")[0] == DeadHeat((A, B), (300.0, 300.0))
    assert isinstance(call(two_piles_of_three(dead_heat_ms=0), "0@300 1@300.1")[0], Snapped)


def test_a_players_second_call_is_no_rival_for_their_first() -> None:
    game = two_piles_of_three()
    assert call(game, "0@300 0@305") == [Snapped(A, 300.0, (B, A), 6), TooSlow(A, 305.0)]


@pytest.mark.parametrize("first", ["12.02", "12.2", "0.07", "312.4"])
def test_a_gap_of_exactly_the_window_is_a_dead_heat_to_the_hundredth(first: str) -> None:
    """Times are recorded to 0.01 ms: a gap of exactly `dead_heat_ms` is a dead heat whatever the hundredths
    (12.02 and 32.02 ms differ by a hair more than 20 in binary floating point)."""
    later = f"{float(first) + 20:.2f}"
    assert call(two_piles_of_three(), f"0@{first} 1@{later}")[0] == DeadHeat((A, B), (float(first), float(later)))
    just_after = f"{float(first) + 20.01:.2f}"
    assert isinstance(call(two_piles_of_three(), f"0@{first} 1@{just_after}")[0], Snapped)


def test_calls_at_the_same_time_are_judged_in_the_order_listed() -> None:
    """Two calls recorded at the same time keep the order the umpire registered them in, as listed: the first
    listed is the first caller (the record's seat), first in a dead heat, and first to the centre."""
    game = two_piles_of_three()
    move = Calls((Call(B, 300.0), Call(A, 300.0)))
    assert game.seat_of(move) == B
    assert game.apply(move) == [DeadHeat((B, A), (300.0, 300.0))]

    game = table(2, {A: "2C 3C 7C", B: "4D 5D 7D"}, dealer=B)
    turn(game, 2)  # no match shows
    assert call(game, "1@300 0@300") == [FalseSnap(B, 300.0, 1), FalseSnap(A, 300.0, 1)]
    assert codes(game.centre) == ["4D", "2C"]


# -- batches: the times decide, not the grouping ---------------------------------------------------------


@BOTH_PRESETS
def test_a_rival_call_within_the_window_in_a_later_batch_is_refused(preset: str) -> None:
    """The umpire holds a valid call for `dead_heat_ms`, so a rival call within the window is always in its batch:
    a later batch holding one contradicts its own times (it was a dead heat, not a win) and is refused."""
    game = two_piles_of_three(preset)
    assert call(game, "0@300") == [Snapped(A, 300.0, (B, A), 6)]
    before = snapshot(game)
    with pytest.raises(IllegalMove, match="dead heat"):
        call(game, "1@305")
    with pytest.raises(IllegalMove, match="dead heat"):
        call(game, "1@320")
    assert snapshot(game) == before
    assert call(game, "1@320.01") == [TooSlow(B, 320.01)]


def test_a_later_batch_may_not_hold_a_call_earlier_than_one_already_judged() -> None:
    """Batches come in time order: a call judged in a later batch than a call made after it contradicts the
    times (it would have been judged first), on the same card."""
    game = two_piles_of_three()
    assert call(game, "0@300") == [Snapped(A, 300.0, (B, A), 6)]
    with pytest.raises(IllegalMove, match="earlier"):
        call(game, "0@299.99")
    assert call(game, "0@300") == [TooSlow(A, 300.0)], "the same time is no contradiction"
    turn(game)
    assert [type(e) for e in call(game, "1@100")] == [FalseSnap], "a new card starts its own times"


def test_a_dead_heat_spends_the_match_for_every_later_batch() -> None:
    game = two_piles_of_three()
    assert call(game, "0@300 1@310") == [DeadHeat((A, B), (300.0, 310.0))]
    assert call(game, "1@315") == [TooSlow(B, 315.0)]


# -- false snap -----------------------------------------------------------------------------------------


@BOTH_PRESETS
def test_a_false_snap_sends_the_callers_pile_to_the_centre(preset: str) -> None:
    """RULES.md §5 "False snap": a call when no match shows sends the caller's face-up pile to the centre
    (face up, on top of what is there); play goes on."""
    game = table(2, {A: "2C 3C", B: "4D 5D"}, dealer=B, preset=preset)
    turn(game, 3)  # A 2C, B 4D, A 3C: no match

    events = call(game, "1@350")
    assert events == [FalseSnap(B, 350.0, 1)]
    assert codes(game.centre) == ["4D"] and game.piles[B] == []

    events = call(game, "0@400")
    assert events == [FalseSnap(A, 400.0, 2)]
    assert codes(game.centre) == ["4D", "2C", "3C"], "A's pile lies on top of B's, in its order"
    assert game.result() == Result((24, 25), 3, ())
    assert turned(turn(game)) == [(B, "5D")]


def test_a_false_snap_with_no_pile_costs_nothing() -> None:
    game = table(2, {}, dealer=B)
    before = snapshot(game)
    assert call(game, "0@100") == [FalseSnap(A, 100.0, 0)]
    assert snapshot(game) == before


def test_a_call_after_a_match_is_covered_is_a_false_snap() -> None:
    """RULES.md §5: the match is the card *just* turned; once the next card is turned, it is gone."""
    game = two_piles_of_three()
    turn(game)
    [event] = call(game, "1@200")
    assert isinstance(event, FalseSnap) and event.seat == B


# -- Snap Centre ----------------------------------------------------------------------------------------


def centre_table(a_last: str = "3H", preset: str = "snap") -> Snap:
    """Three players, C dealing (A 18 cards, B 17, C 17). After 17 rounds B and C have turned all their cards;
    C then makes a false snap with its 17 cards and is out. A's 18th card is `a_last`; B's first card, 9C,
    matches C's last card, 9S, which tops the centre."""
    game = table(3, {A: f"... 2H {a_last}", B: "9C ... 4D", C: "... 9S"}, dealer=C, preset=preset)
    turn(game, 51)
    assert [len(h) for h in game.hands] == [1, 0, 0] and game.last_turned == (C, card(9, "S"))
    assert call(game, "2@400") == [FalseSnap(C, 400.0, 17), PlayerOut(C, 0)]
    return game


@BOTH_PRESETS
def test_snap_centre_is_won_by_a_player_who_is_out_who_comes_back_in(preset: str) -> None:
    """RULES.md §5 "Snap Centre": when a player turns a card of the centre top's rank, anyone may call — players
    who are out too — and the first caller takes the centre and the turner-up's pile. "Empty hand": a player
    who is out "can come back only by winning a Snap Centre"."""
    game = centre_table(preset=preset)
    assert game.out == [False, False, True]
    centre = codes(game.centre)

    events = turn(game, 2)  # A's last card, 3H; then B turns its pile over and turns 9C, its first card

    assert events[-2:] == [TurnedOver(B, 17), Turned(B, card(9, "C"), 53, (A, B, C), centre=True)]
    assert call(game, "2@300 0@330") == [SnapCentre(C, 300.0, B, 18, back_in=True), TooSlow(A, 330.0)]
    assert game.out == [False, False, False]
    assert codes(game.hands[C]) == centre + ["9C"]
    assert game.centre == [] and game.piles[B] == []
    assert [s for s, _ in turned(turn(game, 3))] == [A, B, C], "C is back in the turn order"


def test_the_turner_up_may_win_the_centre() -> None:
    """[004]: the Snap Centre caller "may of course be the turner-up himself": B takes the centre and its own
    pile."""
    game = centre_table()
    turn(game, 2)
    assert call(game, "1@250") == [SnapCentre(B, 250.0, B, 18)]
    assert codes(game.hands[B])[-1] == "9C" and len(game.hands[B]) == 16 + 18


def test_a_player_who_is_out_may_call_only_snap_centre() -> None:
    """Engine decision: any other call by a player who is out is a false snap with no pile to lose."""
    game = centre_table(a_last="4H")  # A's 4H matches B's 4D: a pile match between A and B
    events = turn(game)
    assert events[-1].match == (A, B)
    assert call(game, "2@200") == [FalseSnap(C, 200.0, 0)]
    assert game.out[C] and match(game)[3], "nothing happened: the match is still open"


# -- an empty hand, losing everything, the end --------------------------------------------------------------


def test_a_player_whose_hand_is_empty_waits_for_their_turn_then_turns_their_pile_over() -> None:
    """RULES.md §5 "Empty hand": the face-up pile turned over is the new hand; the card turned first comes
    up first again."""
    pack = full_pack(52)
    random.Random(8).shuffle(pack)
    game = Snap(Options(), 2, StackedPacks([pack]), dealer=B)
    game.start()
    a_hand = list(game.hands[A])

    turn(game, 51)
    assert len(game.hands[A]) == 0 and game.piles[A] == a_hand and not game.out[A], "A waits for their turn"
    turn(game)  # B's last card
    events = turn(game)

    assert events == [TurnedOver(A, 26), Turned(A, a_hand[0], 53, events[-1].match, events[-1].centre)]
    assert list(game.hands[A]) == a_hand[1:] and game.piles[A] == a_hand[:1]


def test_a_player_whose_last_pile_is_snapped_with_an_empty_hand_is_out_and_skipped() -> None:
    """RULES.md §5 "Empty hand": a player with no hand and no pile is out ([004]: "if his top card were snapped,
    then he would lose everything"); the turn passes them by."""
    game = table(3, {A: "... 7C", B: "... 7D", C: "... 2S"}, dealer=C)
    turn(game, 51)
    assert [len(h) for h in game.hands] == [1, 0, 0]
    events = turn(game)  # A's 18th card, 7C, matches B's top, 7D; B's hand is empty
    assert turned(events) == [(A, "7C")] and events[-1].match == (A, B)

    events = call(game, "0@300")

    assert events == [Snapped(A, 300.0, (A, B), 35), PlayerOut(B, 0)]
    assert game.out == [False, True, False] and game.held(B) == 0
    assert game.observe(B).out == (False, True, False)
    events = turn(game, 4)
    assert [s for s, _ in turned(events)] == [C, A, C, A]
    assert events[0] == TurnedOver(C, 17)


def paired_hands() -> dict[int, str]:
    """26 pairs: A's k-th card and B's k-th card are of the same rank (A clubs then hearts, B diamonds then
    spades), so every card B turns matches the card A has just turned."""
    ranks = [r.code for r in Rank]
    return {
        A: " ".join([r + "C" for r in ranks] + [r + "H" for r in ranks]),
        B: " ".join([r + "D" for r in ranks] + [r + "S" for r in ranks]),
    }


@BOTH_PRESETS
def test_the_game_ends_when_one_player_holds_all_52_cards(preset: str) -> None:
    """RULES.md §5 "End": one player holds all the cards. A wins every one of B's 26 cards: B turns their last
    card with an empty hand, A snaps it, B is out and A holds the whole pack."""
    game = table(2, paired_hands(), dealer=B, preset=preset)
    for k in range(26):
        turn(game, 2)
        events = call(game, f"0@{300 + k}")
        assert events[0] == Snapped(A, 300.0 + k, (B, A), 2)

    assert events[1:] == [PlayerOut(B, 0), GameOver((A,))]
    assert game.result() == Result((52, 0), 0, (A,))
    assert game.is_over() and game.current_seat() is None and game.legal_moves() == []
    assert Counter(cards_everywhere(game)) == Counter(full_pack(52))


@pytest.mark.parametrize(("snap_first", "winners"), [(True, (A,)), (False, (A, B))])
def test_the_safety_limit_ends_the_game_right_after_its_last_card_and_most_cards_wins(
    snap_first: bool, winners: tuple[int, ...]
) -> None:
    """RULES.md §5 "End": "the game ends right after the 2,000th card turned (no turn after it); the player
    holding most cards wins (ties share)" — here `turn_limit` 7: B's 7D (the 6th card) matches A's 7C."""
    assert Options().turn_limit == 2000
    game = two_piles_of_three(turn_limit=7)
    if snap_first:
        call(game, "0@300")

    events = turn(game)

    assert events[-1] == GameOver(winners) and any(isinstance(e, Turned) for e in events)
    assert game.turns == 7 and game.is_over() and game.legal_moves() == []
    assert game.result().winners == winners
    with pytest.raises(IllegalMove):
        game.apply(TURN)


# -- Grab and the Snap pack -------------------------------------------------------------------------------


def test_grab_is_snap_with_a_cork() -> None:
    """RULES.md §5 "Grab": the same game; only the call is a snatch for the cork."""
    snap, grab = PRESETS["snap"], PRESETS["grab"]
    assert (snap.variant, grab.variant) == (Variant.SNAP, Variant.GRAB)
    assert dataclasses.replace(grab, preset="snap", variant=Variant.SNAP) == snap


@pytest.mark.parametrize("seed", range(20))
def test_grab_plays_every_game_exactly_as_snap(seed: int) -> None:
    """The same deal and the same calls give the same events in both presets."""
    rng = random.Random(seed)
    pack = full_pack(52)
    rng.shuffle(pack)
    games = [Snap(PRESETS[p], 3, StackedPacks([pack])) for p in ("snap", "grab")]
    logs: list[list[object]] = [[g.start()] for g in games]
    for _ in range(400):
        if games[0].is_over():
            break
        if rng.random() < 0.3:
            move = Calls(tuple(Call(rng.randrange(3), round(rng.uniform(150, 700), 2)) for _ in range(2)))
        else:
            move = TURN
        for game, log in zip(games, logs):
            try:
                log.append(game.apply(move))
            except IllegalMove as refused:  # a batch whose times contradict the batches before it on the card
                log.append([str(refused)])
    assert logs[0] == logs[1]
    assert snapshot(games[0]) == snapshot(games[1])


def test_the_snap_pack_matches_identical_pictures_only() -> None:
    """RULES.md §5 "Snap pack": designs made "nearly but not absolutely alike" (the near-twins 2 and 3 here)
    do not match, so a call on them is a false snap; identical pictures (same rank) do."""
    game = table(2, {A: "2C 5C", B: "3D 5H"}, dealer=B, pack=PackKind.PICTURES)
    assert game.options.twins == NEAR_TWINS and Options().twins is None
    events = turn(game, 2)
    assert events[-1].match == ()
    assert call(game, "1@400") == [FalseSnap(B, 400.0, 1)]
    events = turn(game, 2)
    assert events[-1].match == (A, B)


def test_the_near_twins_are_pairs_of_different_pictures_and_alike_both_ways() -> None:
    assert NEAR_TWINS and all(len(pair) == 2 for pair in NEAR_TWINS)
    cards = full_pack(52)
    for a in cards:
        for b in cards:
            assert near_miss(a, b, NEAR_TWINS) == near_miss(b, a, NEAR_TWINS)
            assert near_miss(a, b, NEAR_TWINS) == (frozenset((a.rank, b.rank)) in NEAR_TWINS)
    for pair in NEAR_TWINS:
        low, high = sorted(pair)
        assert near_miss(card(low, "C"), card(high, "H"), NEAR_TWINS)


def lone_holder(centre_top: str) -> Snap:
    """Three seats, two out; seat 1 holds 12 cards on its pile, the other 40 lie in the centre, topped by
    `centre_top`."""
    from collections import deque

    from game.core.cards import parse_card
    from game.games.snap.rules import new_game

    game = new_game(3)
    top = parse_card(centre_top)
    rest = [c for hand in game.hands for c in hand if c != top]
    game.hands = [deque(), deque(), deque()]
    game.piles = [[], rest[:12], []]
    game.centre = [*rest[12:], top]
    game.out = [True, False, True]
    game.turner = 1
    return game


def test_a_late_call_by_a_player_the_match_put_out_is_too_slow_not_false() -> None:
    """RULES.md §5: seat 1 owned one of the matching piles, so its late call is "too slow", even though the
    winner's take has just left it with nothing."""
    from collections import deque

    from game.core.cards import parse_cards
    from game.games.snap.rules import TooSlow, new_game

    game = new_game(3)
    every = [c for hand in game.hands for c in hand]
    seven_h, seven_s = parse_cards("7H 7S")
    rest = [c for c in every if c not in (seven_h, seven_s)]
    game.hands = [deque([seven_s, *rest[:20]]), deque(), deque(rest[20:])]
    game.piles = [[], [seven_h], []]
    game.turner = 0
    game.apply(TURN)
    events = game.apply(Calls((Call(0, 300.0), Call(1, 340.0))))
    assert events[:2] == [Snapped(0, 300.0, (0, 1), 2), PlayerOut(1, 0)]
    assert events[2:] == [TooSlow(1, 340.0)]


def test_a_false_snap_costs_even_the_only_player_with_cards_their_pile() -> None:
    """RULES.md §5: "A false snap has no exceptions: it costs the caller their face-up pile even when they are
    the only player with cards". Seat 1's 12 cards go to the centre; with no hand left, nobody holds a card
    and none can ever be turned, so the game ends with everyone tied on none (engine decision)."""
    from game.games.snap.rules import FalseSnap

    game = lone_holder("5H")
    events = game.apply(Calls((Call(1, 250.0),)))
    assert events[0] == FalseSnap(1, 250.0, 12)
    assert len(game.centre) == 52 and game.piles[1] == [] and game.is_over()
    assert events[-1] == GameOver((0, 1, 2))


def test_a_false_snap_by_the_only_player_with_a_hand_leaves_the_centre_to_be_won_back() -> None:
    """RULES.md §5: the lone holder's pile goes to the centre "(out players may then win it back by Snap
    Centre)": seat 1 keeps a hand holding a card of the rank now on top of the centre (its pile's top card),
    so the game goes on, and turning it opens a Snap Centre that anyone may call."""
    from collections import deque

    from game.games.snap.rules import FalseSnap

    game = lone_holder("5H")
    top = game.piles[1][-1]
    twin = next(c for c in [*game.centre, *game.piles[1][:-1]] if c.rank == top.rank and c != top)
    for place in (game.centre, game.piles[1]):
        if twin in place:
            place.remove(twin)
    game.hands[1] = deque([twin])
    events = game.apply(Calls((Call(1, 250.0),)))
    assert isinstance(events[0], FalseSnap) and events[0].cards > 0
    assert not game.is_over() and game.current_seat() == 1 and game.centre[-1] == top
    turned = game.apply(TURN)
    assert any(isinstance(e, Turned) and e.centre and e.match == (0, 1, 2) for e in turned)


def test_two_false_calls_inside_the_dead_heat_window_are_two_false_snaps() -> None:
    """RULES.md §5: "A dead heat is between two *valid* calls only: two false calls within the window are two
    false snaps, both piles going to the centre in the order called." No match shows after A's 2C and B's 4D."""
    from game.games.snap.rules import FalseSnap

    game = table(2, {A: "2C 3C 7C", B: "4D 5D 7D"}, dealer=B)
    turn(game, 2)
    events = call(game, "1@300 0@305")
    assert events == [FalseSnap(B, 300.0, 1), FalseSnap(A, 305.0, 1)]
    assert codes(game.centre) == ["4D", "2C"]


def test_the_game_ends_when_no_snap_centre_can_ever_come() -> None:
    """Engine decision: one player holds every card outside the centre and none of theirs has the rank of
    the centre's top card — they win, rather than play on to the safety limit."""
    from game.core.cards import Rank
    from game.games.snap.rules import FalseSnap, new_game

    game = new_game(2)
    kings = [c for hand in game.hands for c in hand if c.rank == Rank.KING]
    others = [c for hand in game.hands for c in hand if c.rank != Rank.KING]
    from collections import deque

    # Seat 0 holds only its pile of four kings and an empty hand; seat 1 holds everything else but kings.
    game.hands = [deque(), deque(others)]
    game.piles = [kings, []]
    game.turner = 1
    events = game.apply(Calls((Call(0, 300.0),)))  # no match open: seat 0's kings go to the centre
    assert events == [FalseSnap(0, 300.0, 4), PlayerOut(0, 0), GameOver((1,))]
    assert game.result() == Result((0, 48), 4, (1,))


# -- illegal moves ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "move",
    [
        Calls(()),
        Calls((Call(-1, 300.0),)),
        Calls((Call(0, 300.0), Call(2, 310.0))),
        Calls((Call(1, 300.0), Call(0, float("nan")))),
        Calls((Call(0, float("inf")),)),
        Calls((Call(0, -5.0),)),
        "turn",
        None,
    ],
    ids=["empty batch", "seat -1", "seat 2 of 2 in a batch", "nan ms", "infinite ms", "negative ms", "text", "None"],
)
def test_an_illegal_move_changes_nothing(move: object) -> None:
    """`apply` refuses a move the rules do not allow and leaves the state unchanged."""
    game = two_piles_of_three()
    before, open_match = snapshot(game), match(game)
    with pytest.raises(IllegalMove):
        game.apply(move)  # type: ignore[arg-type]
    assert (snapshot(game), match(game)) == (before, open_match)


def test_no_move_is_legal_after_the_end() -> None:
    game = table(2, paired_hands(), dealer=B)
    for _ in range(26):
        turn(game, 2)
        call(game, "0@300")
    before = snapshot(game)
    for move in (TURN, Calls((Call(A, 300.0),))):
        with pytest.raises(IllegalMove):
            game.apply(move)
    assert snapshot(game) == before


@pytest.mark.parametrize("seats", [1, 7])
def test_snap_is_for_two_to_six_players(seats: int) -> None:
    with pytest.raises(ValueError, match="2 to 6"):
        Snap(Options(), seats, StackedPacks([full_pack(52)]))


# -- moves as text ----------------------------------------------------------------------------------------


def test_moves_are_written_as_in_replays() -> None:
    assert format_move(TURN) == "turn" and parse_move("turn") is TURN
    move = Calls((Call(2, 312.45), Call(0, 330.0)))
    assert format_move(move) == "calls 2@312.45 0@330.00"
    assert parse_move("calls 2@312.45 0@330.00") == move


def test_moves_written_to_the_tenth_by_earlier_versions_still_read() -> None:
    assert parse_move("calls 2@312.4 0@330.0") == Calls((Call(2, 312.4), Call(0, 330.0)))
    assert parse_move("calls 1@5") == Calls((Call(1, 5.0),))


@pytest.mark.parametrize(
    "text",
    ["", "turn 1", "calls", "calls 1", "calls x@3", "call 1@3", "calls 1@ms", "calls 1@3.001", "calls 1@1e3", "calls 1@nan"],
)
def test_a_bad_move_text_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_move(text)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 5), st.integers(0, 1_000_000)), min_size=1, max_size=6))
def test_every_batch_of_calls_round_trips_through_text(calls: list[tuple[int, int]]) -> None:
    move = Calls(tuple(Call(seat, hundredths / 100) for seat, hundredths in calls))
    assert parse_move(format_move(move)) == move


# -- random batches of calls straight to the rules --------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    seats=st.integers(2, 6),
    anyone=st.booleans(),
    pictures=st.booleans(),
    dead_heat=st.sampled_from([0, 10, 20, 80]),
)
def test_any_turns_and_calls_keep_every_card_in_one_place(
    seed: int, seats: int, anyone: bool, pictures: bool, dead_heat: int
) -> None:
    """Whatever anyone calls, whenever: every card is in exactly one hand, pile or the centre; a player out
    holds nothing; a refused move changes nothing."""
    rng = random.Random(seed)
    options = Options(
        anyone_may_call=anyone, pack=PackKind.PICTURES if pictures else PackKind.STANDARD, dead_heat_ms=dead_heat
    )
    pack = full_pack(52)
    rng.shuffle(pack)
    game = Snap(options, seats, StackedPacks([pack]))
    game.start()
    for _ in range(600):
        if game.is_over():
            break
        if rng.random() < 0.35:
            move: object = Calls(
                tuple(Call(rng.randrange(seats), rng.randrange(0, 100_000) / 100) for _ in range(rng.randint(1, 3)))
            )
        else:
            move = TURN
        if rng.random() < 0.02:
            move = Calls((Call(seats, 100.0),))
        before = snapshot(game)
        try:
            game.apply(move)  # type: ignore[arg-type]
        except IllegalMove:  # no such seat, or a batch whose times contradict the batches before it on the card
            assert snapshot(game) == before
            continue
        assert Counter(cards_everywhere(game)) == Counter(full_pack(52))
        assert all(game.held(s) == 0 for s in range(seats) if game.out[s])
        assert game.is_over() or not game.out[game.turner]


# -- whole computer games through the umpire ----------------------------------------------------------------

LEVELS = [c for c in Controller.for_game(SPEC) if not c.is_human]
GAMES = 1000
CHUNKS = 10
TURN_LIMIT = SPEC.preset("snap").turn_limit
SEAT_COUNTS = (2, 3, 4, 2, 3, 5, 2, 3, 4, 6)  # every count, the quick small tables more often


def game_config(number: int) -> tuple[Options, list[Seat], int]:
    """Game `number`'s options, seats and tempo: every seat count 2–6, both presets, both packs,
    `anyone_may_call` on and off, every dead-heat window, mixed levels, every tempo."""
    rng = random.Random(f"snap property {number}")
    options = SPEC.options_for(
        ("snap", "grab")[number // 5 % 2],
        {
            "pack": rng.choice(list(PackKind)),
            "anyone_may_call": number // 10 % 2 == 1,
            "dead_heat_ms": rng.choice(SPEC.option_specs["dead_heat_ms"].choices),
        },
    )
    levels = [rng.choice(LEVELS) for _ in range(SEAT_COUNTS[number % len(SEAT_COUNTS)])]
    seats = [Seat(f"P{k}", level) for k, level in enumerate(levels)]
    return options, seats, rng.choice(list(TEMPO_INTERVAL_MS.values()))


def play_checked(number: int) -> Session:
    """Play game `number` through the umpire in simulated time, checking after every step that all 52 cards
    are on the table, each once."""
    options, seats, interval = game_config(number)
    session = Session.new(SPEC, options, seats, seed=number)
    umpire = Umpire(session, interval, random.Random(number))
    state = session.state
    assert isinstance(state, Snap)
    pack = {id(c) for c in full_pack(52)}  # cards are shared objects: the same card is the same object
    now = 0
    umpire.start(now)
    for _ in range(20 * (TURN_LIMIT + 1)):
        if umpire.over:
            break
        due = umpire.next_due_ns()
        assert due is not None
        now = max(now, due)
        events = umpire.tick(now)
        if turned_in(events):
            umpire.shown(now)
        if events:
            table = [id(c) for c in cards_everywhere(state)]
            assert len(table) == 52 and set(table) == pack
    assert umpire.over, f"game {number} did not end"
    return session


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_computer_games_end_keep_every_card_and_replay(chunk: int) -> None:
    """≥ 1,000 seeded computer games (RULES.md §5 "End"): each ends — one player holds all the cards, or every
    card outside a centre that none of theirs can match, or the safety limit — within the turn limit; every
    replay written from it parses and checks to the same result."""
    for number in range(chunk * GAMES // CHUNKS, (chunk + 1) * GAMES // CHUNKS):
        session = play_checked(number)
        state = session.state
        assert isinstance(state, Snap)
        assert state.turns <= state.options.turn_limit
        winners = state.result().winners
        assert winners
        if state.turns < state.options.turn_limit and len(winners) == 1:
            held, centre = state.result().stacks[winners[0]], state.centre
            assert held + len(centre) == 52
            if centre:
                theirs = [*state.hands[winners[0]], *state.piles[winners[0]]]
                assert all(c.rank != centre[-1].rank for c in theirs)
        data = json.loads(json.dumps(replay.from_session(session)))
        checked = replay.check(replay.parse(data))
        assert checked.state.result() == state.result()
        assert [(m.seat, m.move) for m in checked.moves] == [(m.seat, m.move) for m in session.moves]


def test_the_property_games_cover_every_kind_of_table() -> None:
    configs = [game_config(n) for n in range(GAMES)]
    assert {len(seats) for _, seats, _ in configs} == {2, 3, 4, 5, 6}
    assert {o.preset for o, _, _ in configs} == {"snap", "grab"}
    assert {o.pack for o, _, _ in configs} == set(PackKind)
    assert {o.anyone_may_call for o, _, _ in configs} == {False, True}
    assert {s.controller for _, seats, _ in configs for s in seats} == set(LEVELS)
    assert {t for _, _, t in configs} == set(TEMPO_INTERVAL_MS.values())
