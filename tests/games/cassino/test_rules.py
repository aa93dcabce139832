"""Cassino (RULES.md §4, seed [000] "Cassino" and the standard game): scenarios that read like the rules.

Two players unless a test says otherwise; the last seat deals, so seat 0 (the dealer's left) plays first. A
pack is stacked so the hands and the layout are the ones named, or the cards are arranged as in the middle
of a deal (tests/games/fishing/stacking.py).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.core.cards import parse_card, parse_cards
from game.core.rules import Dealt, GameOver, IllegalMove, ShuffledPacks
from game.games.cassino.rules import PRESETS, Cassino, Scoring, new_game
from game.registry import GAMES
from game.games.fishing.rules import Build, Built, Captured, DealSheet, LaidOut, RoundDealt, TableTaken, Trail, parse_move

from ..fishing.stacking import arrange, codes, legal, play, stacked, table_codes, takes

STANDARD = PRESETS["standard"]


def deal(hands: dict[int, str], layout: str, num_seats: int = 2, **changes: object) -> Cassino:
    """A game whose first deal gives each seat its `hands` and lays out `layout`."""
    return stacked(Cassino, dataclasses.replace(STANDARD, **changes), [hands], layout, num_seats)


def middle(hands: dict[int, str], table: str, num_seats: int = 2, stock: int = 8, **changes: object) -> Cassino:
    """A game in the middle of a deal: `hands`, `table`, `stock` cards still to deal, the rest captured."""
    state = new_game(num_seats, **changes)
    arrange(state, hands, table, stock=stock)
    return state


def captured(events: list) -> Captured:
    return next(e for e in events if isinstance(e, Captured))


# --- capturing (RULES.md §4 "Capture") ---------------------------------------------------------------------


def test_a_ten_takes_nine_and_ace_eight_and_two_seven_and_three_six_and_four_two_fives_at_once() -> None:
    """[000]: "a ten not only takes every other ten, but also nine and ace, eight and two, seven and three, six
    and four, or two fives"; RULES.md §4: "any number of separate sets … all at once"."""
    state = middle({0: "10C 3S", 1: "KH QH"}, "9C AD 8H 2S 7D 3C 6H 4S 5D 5H")
    everything = {"9C", "AD", "8H", "2S", "7D", "3C", "6H", "4S", "5D", "5H"}
    assert everything in takes(state, "10C")
    assert {"9C", "AD"} in takes(state, "10C") and {"9C", "AD", "5D", "5H"} in takes(state, "10C")
    assert takes(state, "10C")[0] == everything, "the most cards first"
    events = play(state, "10C x 9C+AD 8H+2S 7D+3C 6H+4S 5D+5H")
    assert state.table == [] and len(state.piles[0]) > 10
    assert captured(events).words == "takes 9 + A, 8 + 2, 7 + 3, 6 + 4 and 5 + 5 with the 10♣"
    assert captured(events).sweep and captured(events).call == "Sweep!" and state.sweeps == [1, 0]


def test_a_ten_takes_two_threes_and_a_four() -> None:
    """[000]: "… two threes and a four, and other combinations"."""
    state = middle({0: "10C 9S", 1: "KH QH"}, "3C 3D 4H KS")
    assert takes(state, "10C") == [{"3C", "3D", "4H"}]


def test_pairing_takes_every_card_of_the_rank_with_any_sets() -> None:
    """RULES.md §4 1: "take every table card of the played card's rank (pairing), and any number of separate
    sets … (combining) — all at once"."""
    state = middle({0: "5H 9S", 1: "KH QH"}, "5C 5D 3H 2S")
    assert takes(state, "5H") == [{"5C", "5D", "3H", "2S"}, {"5C", "5D"}]


def test_a_court_card_captures_one_card_of_its_rank_a_turn() -> None:
    """RULES.md §4: "A court card (without `royal`) captures by pairing only, and only one card of its rank per
    turn"."""
    state = middle({0: "KH 9S", 1: "2H QH"}, "KC KD QS 3H")
    assert takes(state, "KH") == [{"KC"}, {"KD"}]
    with pytest.raises(IllegalMove):
        play(state, "KH x KC KD")
    assert "KH build" not in " ".join(legal(state)), "a court card builds nothing"


def test_a_capture_is_optional_and_any_card_may_be_trailed() -> None:
    """RULES.md §4 3: "Trail: put the card face up on the table, capturing nothing" — unlike Snitch'ems,
    capturing is not compulsory."""
    state = middle({0: "5H 9S", 1: "KH QH"}, "5C 3D")
    assert {"5H trail", "9S trail", "5H x 5C"} <= legal(state)
    play(state, "5H trail")
    assert table_codes(state) == ["5C", "3D", "5H"]


# --- building (RULES.md §4 "Build") ----------------------------------------------------------------------


def test_a_single_build_of_a_value_the_player_holds() -> None:
    """RULES.md §4 2: "put the played card on a table card … so that the total is a value for which the player
    holds another card in hand; the build is then captured only whole, by a card of its value"."""
    state = middle({0: "5S 8C", 1: "5H 3C 8H JD"}, "3D KS")
    assert "5S build 8 on 3D" in legal(state)
    events = play(state, "5S build 8 on 3D")
    built = next(e for e in events if isinstance(e, Built))
    assert built.build == Build((parse_card("3D"), parse_card("5S")), 8, 0, False)
    assert (built.call, built.words) == ("Building eights", "builds eight: 5 + 3")
    assert table_codes(state) == ["[3D+5S=8]", "KS"]
    assert takes(state, "5H") == [] and takes(state, "3C") == [], "no card is taken out of a build"
    assert takes(state, "8H") == [{"3D", "5S"}], "a card of its value takes it whole"
    play(state, "8H x 3D+5S")
    assert table_codes(state) == ["KS"] and codes(state.piles[1]) >= {"3D", "5S", "8H"}


def test_no_build_without_another_card_of_its_value_in_hand() -> None:
    """RULES.md §4 2: "a value for which the player holds another card in hand" — the card played is not it."""
    state = middle({0: "5S 9C", 1: "KH QH"}, "3D KS")
    assert not any(" build " in m for m in legal(state))
    with pytest.raises(IllegalMove, match="you must hold another card of its value"):
        play(state, "5S build 8 on 3D")
    state = middle({0: "4S 9C", 1: "KH QH"}, "4D KS")
    assert not any(" build " in m for m in legal(state)), "the only four in hand cannot both build fours and hold them"
    state = middle({0: "4S 4H", 1: "KH QH"}, "4D KS")
    assert "4S build 4 on 4D" in legal(state), "with another four in hand, fours may be built (a multiple build)"


def test_a_multiple_build_of_sets_of_the_same_total() -> None:
    """RULES.md §4 2: "A build may be added to with other table cards of the same total (a multiple build, e.g.
    5+3 and 6+2 as "eights")"."""
    state = middle({0: "5S 8C", 1: "AH 9D"}, "3D 6C 2H")
    events = play(state, "5S build 8 on 3D 6C+2H")
    built = next(e for e in events if isinstance(e, Built))
    assert built.build.multiple and built.build.value == 8
    assert built.words == "builds eights: 5 + 3 and 6 + 2"
    assert table_codes(state) == ["[3D+6C+2H+5S=8]"]


def test_another_players_single_build_may_be_raised_to_a_value_they_hold() -> None:
    """RULES.md §4 2: "A player may raise another player's single build (not a multiple one) to a new value they
    hold"; the raiser becomes its owner (the last to build it)."""
    state = middle({0: "5S 8C", 1: "AH 9D"}, "3D KS")
    play(state, "5S build 8 on 3D")
    assert "AH build 9 on 3D+5S" in legal(state)
    events = play(state, "AH build 9 on 3D+5S")
    built = next(e for e in events if isinstance(e, Built))
    assert built.build == Build((parse_card("3D"), parse_card("5S"), parse_card("AH")), 9, 1, False)
    assert built.words == "raises a build of eights to nine with the A♥"


def test_a_multiple_build_cannot_be_raised() -> None:
    """RULES.md §4 2: "(not a multiple one)"."""
    state = middle({0: "5S 8C", 1: "AH 9D"}, "3D 6C 2H KS")
    play(state, "5S build 8 on 3D 6C+2H")
    assert not any(" build " in m for m in legal(state))
    with pytest.raises(IllegalMove):
        play(state, "AH build 9 on 3D+6C+2H+5S")


def test_the_owner_of_a_build_may_not_trail_while_it_is_on_the_table() -> None:
    """RULES.md §4 2: "The owner of a build (the last to build it) must not trail while it is on the table"."""
    state = middle({0: "5S 8C 9H", 1: "KH QH JD"}, "3D 2C")
    play(state, "5S build 8 on 3D", "KH trail")
    assert not any(m.endswith("trail") for m in legal(state))
    assert legal(state) == {"8C x 3D+5S"} | {m for m in legal(state) if " build " in m}
    with pytest.raises(IllegalMove, match="you may not trail while you own a build"):
        state.apply(Trail(parse_card("9H")))
    play(state, "8C x 3D+5S", "QH trail")
    assert "9H trail" in legal(state), "the build taken, trailing is allowed again"


def test_the_owner_keeps_a_card_of_the_builds_value_while_it_stands() -> None:
    """RULES.md §4 2: the owner "must keep a card of its value while it stands: they may not play their last card
    of that value except in a play that takes the build"."""
    state = middle({0: "5S 8C 10H", 1: "KH QH JD"}, "3D 2C 6S")
    play(state, "5S build 8 on 3D", "KH trail")
    assert "8C x 2C+6S" not in legal(state), "taking other eights but leaving the build"
    assert "8C build 10 on 2C" not in legal(state), "building tens with the card that holds the eights"
    assert takes(state, "8C") == [{"3D", "5S", "2C", "6S"}, {"3D", "5S"}], "only captures taking the build"
    with pytest.raises(IllegalMove, match="you must keep your last card of 8 while your build of that value stands"):
        play(state, "8C build 10 on 2C")
    with pytest.raises(IllegalMove, match="you must keep your last card of 8"):
        play(state, "8C x 2C+6S")
    play(state, "8C x 3D+5S 2C+6S")
    assert table_codes(state) == ["KH"]


def test_an_owner_holding_two_cards_of_the_value_may_play_one_of_them_freely() -> None:
    """RULES.md §4 2: only the *last* card of the build's value is kept back."""
    state = middle({0: "5S 8C 8H 10H", 1: "KH QH JD"}, "3D 2C 6S")
    play(state, "5S build 8 on 3D", "KH trail")
    assert {"8C x 2C+6S", "8C build 10 on 2C", "8H build 10 on 2C"} <= legal(state)
    play(state, "8C build 10 on 2C", "QH trail")
    assert "8H x 3D+5S" in legal(state) and not any(m.startswith("8H") and "3D" not in m for m in legal(state))


def test_an_owner_may_raise_their_own_single_build_and_the_rules_screen_says_so() -> None:
    """RULES.md §4 2: "an owner may raise their own single build the same way"."""
    state = middle({0: "5S 8C 2H 10D", 1: "KH QH JD"}, "3D 9S")
    play(state, "5S build 8 on 3D", "KH trail")
    assert "2H build 10 on 3D+5S" in legal(state)
    events = play(state, "2H build 10 on 3D+5S")
    built = next(e for e in events if isinstance(e, Built))
    assert built.build == Build(tuple(parse_cards("3D 5S 2H")), 10, 0, False)
    assert built.words == "raises a build of eights to ten with the 2♥"
    for preset in PRESETS:
        assert "Anyone may raise a single build, even their own" in " ".join(GAMES["cassino"].rules_for(preset))


def test_with_must_capture_a_player_who_can_capture_may_not_trail() -> None:
    """RULES.md §4 option `must_capture` ([000] "if he is not able to pair or combine, he must add a card"): "a
    player who can capture must capture, and may trail only when no capture is possible (builds stay allowed)"."""
    state = middle({0: "5H 7S 2C", 1: "KH QH"}, "5C 4D", must_capture=True)
    assert legal(state) == {"5H x 5C", "2C build 7 on 5C"}, "a capture, or a build; no trail"
    with pytest.raises(IllegalMove, match="you must capture when you can"):
        play(state, "7S trail")
    off = middle({0: "5H 7S 2C", 1: "KH QH"}, "5C 4D")
    assert {"5H trail", "7S trail", "2C trail"} <= legal(off), "off (the default), trailing is free"


def test_with_must_capture_a_player_who_cannot_capture_trails() -> None:
    state = middle({0: "5H 9S", 1: "KH QH"}, "6C 2D", must_capture=True)
    assert legal(state) == {"5H trail", "9S trail"}
    play(state, "9S trail")
    assert table_codes(state) == ["6C", "2D", "9S"]


def test_the_other_player_may_trail_beside_a_build() -> None:
    """Only the build's owner is bound: the other player may trail though they could capture."""
    state = middle({0: "5S 8C", 1: "KH 2H"}, "3D 2C")
    play(state, "5S build 8 on 3D")
    assert legal(state) == {"2H x 2C", "KH trail", "2H trail"}


def test_partners_may_capture_each_others_builds() -> None:
    """RULES.md §4 2: "partners may capture each other's builds"; partners sit opposite (seats 0 and 2)."""
    state = middle({0: "5S 8C", 1: "KH 2D", 2: "8D 4C", 3: "QH JC"}, "3D 7S", num_seats=4, stock=0)
    play(state, "5S build 8 on 3D", "KH trail")
    assert "8D x 3D+5S" in legal(state)
    play(state, "8D x 3D+5S")
    assert codes(state.piles[2]) >= {"3D", "5S", "8D"}


# --- sweeps, the last capture, the points (RULES.md §4) -----------------------------------------------------


def test_a_capture_that_clears_the_table_is_a_sweep_but_not_on_the_last_play_of_the_deal() -> None:
    """RULES.md §4 "Sweep": "a capture that clears the table scores 1 point, except on the very last play of the
    deal"."""
    state = middle({0: "7C"}, "7D", stock=0)
    events = play(state, "7C x 7D")
    assert not captured(events).sweep and captured(events).call == "Pair!", "called as a pairing, not a sweep"
    sheet = next(e for e in events if isinstance(e, DealSheet))
    assert next(line for line in sheet.lines if line.label == "Sweeps").points == (0, 0)


def test_after_the_last_card_the_last_capturer_takes_the_table_and_it_is_no_sweep() -> None:
    """RULES.md §4: "After the last card is played, the last player (side) to capture takes whatever is left on
    the table (not a sweep)"."""
    state = middle({0: "KD", 1: "2H"}, "7D", stock=0)
    state.last_capturer = 0
    play(state, "KD trail")
    events = play(state, "2H trail")
    taken = next(e for e in events if isinstance(e, TableTaken))
    assert taken.seat == 0 and codes(taken.cards) == {"7D", "KD", "2H"}
    assert state.sweeps == [0, 0]


def last_play(
    piles: dict[int, str],
    num_seats: int = 2,
    rest: int = 0,
    scores: list[int] | None = None,
    sweeps: list[int] | None = None,
    **changes: object,
) -> tuple[Cassino, list]:
    """The last play of a deal: seat 0 trails 9C to an empty table. The piles hold `piles` (seat → cards) and
    every other card is in seat `rest`'s pile, who captured last; the match `scores` and the deal's `sweeps`
    (default: none) are as given. Returns the game and the play's events."""
    state = new_game(num_seats, **changes)
    arrange(state, {0: "9C"}, "", piles=piles, rest=rest, last_capturer=rest)
    state.scores = list(scores or [0] * num_seats)
    state.sweeps = list(sweeps or [0] * num_seats)
    return state, play(state, "9C trail")


def sheet_of(events: list) -> DealSheet:
    return next(e for e in events if isinstance(e, DealSheet))


def scored(piles: dict[int, str], num_seats: int = 2, **changes: object) -> DealSheet:
    """The score sheet of the deal `last_play` ends."""
    return sheet_of(last_play(piles, num_seats, **changes)[1])


def line(sheet: DealSheet, label: str) -> tuple[int, ...]:
    return next(line.points for line in sheet.lines if line.label.startswith(label))


def test_the_points_of_a_deal_are_eleven_and_the_sweeps() -> None:
    """RULES.md §4 "Points of a deal": "most cards 3 …, most spades 1 …, big cassino 10♦ 2, little cassino 2♠
    1, each ace 1, each sweep 1"."""
    sheet = scored({1: "10D 2S AC AH 3S 4S"}, sweeps=[1, 2])
    assert line(sheet, "Cards") == (3, 0)
    assert line(sheet, "Spades") == (1, 0), "10 spades to 3"
    assert line(sheet, "Big") == (0, 2) and line(sheet, "Little") == (0, 1)
    assert line(sheet, "Aces") == (2, 2) and line(sheet, "Sweeps") == (1, 2)
    assert sheet.points == (7, 7) and sum(sheet.points) == 11 + 3


def test_a_tie_for_most_cards_or_spades_gives_nobody_the_points() -> None:
    """RULES.md §4: "most cards 3 (nobody on a tie), most spades 1 (nobody on a tie)"."""
    spades = "AS 2S 3S 4S 5S 6S"
    others = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D"
    sheet = scored({1: f"{spades} {others}"})  # 26 cards each (seat 0's 9C, played last, is its 26th)
    assert line(sheet, "Cards") == (0, 0)
    assert sum(sheet.points) == 11 - 3
    sheet = scored({1: "AS 2S 3S 4S 5S", 2: "6S 7S 8S 9S 10S"}, num_seats=3, rest=0)
    assert line(sheet, "Spades") == (0, 0, 0), "5, 5 and 3 spades"


def test_partners_pool_their_cards_and_points() -> None:
    """RULES.md §4: "with 4, option `partners` (default on): partners sit opposite and pool their captures and
    points"."""
    sheet = scored({1: "AS 2S 3S 4S 5S 6S 7S 10D", 3: "8S 9S 10S JS QS AH AD AC"}, num_seats=4)
    assert sheet.sides == ((0, 2), (1, 3))
    assert line(sheet, "Spades") == (0, 1) and line(sheet, "Cards") == (3, 0)
    assert sheet.points == (3, 8, 3, 8) and sheet.totals == (3, 8, 3, 8)
    alone = scored({1: "AS 2S 3S 4S 5S 6S 7S 10D", 3: "8S 9S 10S JS QS AH AD AC"}, num_seats=4, partners=False)
    assert alone.sides == ((0,), (1,), (2,), (3,))
    assert len(alone.points) == 4 and alone.points[2] == 0


def test_the_first_to_21_at_the_end_of_a_deal_wins() -> None:
    """RULES.md §4 "Game": "the first player (side) to reach 21 points at the end of a deal wins"."""
    # seat 0: cards 3, spades 1, both cassinos 3, three aces: 10; seat 1: the ace of hearts
    state, events = last_play({1: "AH"}, scores=[10, 15])
    assert state.scores == [20, 16] and not state.is_over() and state.deal_no == 2
    state, events = last_play({1: "AH"}, scores=[11, 15])
    assert state.scores == [21, 16] and events[-1] == GameOver((0,)) and state.result().winners == (0,)


def test_when_several_pass_21_the_highest_wins_and_a_tie_plays_another_deal() -> None:
    """RULES.md §4 "Game": "if several pass 21 in the same deal, the highest total wins; a tie plays another
    deal"."""
    # seat 0: cards 3, spades 1, little cassino 1: 5; seat 1: big cassino 2, four aces: 6
    state, events = last_play({1: "AH AD AC AS 10D"}, scores=[19, 20])
    assert state.scores == [24, 26] and state.result().winners == (1,)
    state, events = last_play({1: "AH AD AC AS 10D"}, scores=[20, 19])
    assert state.scores == [25, 25] and not state.is_over()
    assert any(isinstance(e, Dealt) for e in events) and state.deal_no == 2 and state.dealer == 0


def test_peels_scoring_counts_the_difference_between_two_sides() -> None:
    """RULES.md §4 option `scoring = peel`: "with 2 players or partners, only the difference of the deal's points
    is scored by the higher side" ([000])."""
    state, events = last_play({1: "AH AD 10D"}, scores=[0, 0], scoring=Scoring.PEEL)  # 7 to seat 0, 4 to seat 1
    assert sheet_of(events).points == (3, 0) and state.scores == [3, 0]


def made(sheet: DealSheet) -> list[int]:
    """What each side made in the deal, before Peel's scoring."""
    return [sum(line.points[s] for line in sheet.lines) for s in range(len(sheet.sides))]


def test_peels_examples_with_four_players_alone() -> None:
    """[000]: "suppose A made 1 point, B 2, C 3 and D 5; A would not score anything, while B would score 1, C 2,
    and D 4. Similarly, if A made 2 points, B 2, C 2 and D 5; D would be the only one to score, and he would
    count 3"."""
    peel = {"num_seats": 4, "partners": False, "scoring": Scoring.PEEL}
    # A an ace; B big cassino; C most cards; D most spades, little cassino and three aces
    state, events = last_play({0: "AH", 1: "10D", 3: "AS 2S 3S 4S 5S 6S 7S AD AC"}, scores=[0] * 4, rest=2, **peel)
    assert made(sheet_of(events)) == [1, 2, 3, 5]
    assert sheet_of(events).points == (0, 1, 2, 4) and state.scores == [0, 1, 2, 4]
    # A big cassino; B two aces; C little cassino and an ace; D most cards, most spades and an ace
    state, events = last_play({0: "10D", 1: "AH AD", 2: "2S AC"}, scores=[0] * 4, rest=3, **peel)
    assert made(sheet_of(events)) == [2, 2, 2, 5]
    assert sheet_of(events).points == (0, 0, 0, 3)


def test_peels_scoring_with_three_players_alone() -> None:
    """RULES.md §4 `scoring = peel`: "with 3 or 4 players alone, the lowest scorer scores nothing and every other
    player scores their points less the lowest's"."""
    # seat 0: big cassino and an ace; seat 1: two aces; seat 2: most cards, spades, little cassino, an ace
    state, events = last_play({0: "10D AH", 1: "AD AC"}, scores=[0] * 3, num_seats=3, rest=2, scoring=Scoring.PEEL)
    assert made(sheet_of(events)) == [3, 2, 6]
    assert sheet_of(events).points == (1, 0, 4)


# --- the deal (RULES.md §4 "Deal") -----------------------------------------------------------------------------


@pytest.mark.parametrize("seats, rounds", [(2, 6), (3, 4), (4, 3)])
def test_four_cards_each_four_to_the_table_and_four_more_each_until_the_pack_is_used(seats: int, rounds: int) -> None:
    """RULES.md §4 "Deal" [000]: "4 cards to each player, one at a time, and 4 face up to the table; when every
    hand is empty, 4 more to each player (none to the table) until the pack is used (6 rounds for 2 players, 4
    for 3, 3 for 4). The player left of the dealer plays first; the deal passes to the left"."""
    state = Cassino(STANDARD, seats, ShuffledPacks(random.Random(2)))
    events = state.start()
    dealt = next(e for e in events if isinstance(e, Dealt))
    assert [seat for seat, _ in dealt.cards] == [s % seats for s in range(4 * seats)]
    assert len(next(e for e in events if isinstance(e, LaidOut)).cards) == 4 == len(state.table)
    assert state.current_seat() == 0 == (dealt.dealer + 1) % seats
    rounds_dealt, turns = 1, []
    while state.deal_no == 1:
        turns.append(state.current_seat())
        events = state.apply(state.legal_moves()[0])  # captures first: a table that grows and grows is slow
        for event in events:
            if isinstance(event, RoundDealt):
                rounds_dealt += 1
                assert len(event.cards) == 4 * seats and all(len(h) == 4 for h in state.hands)
    assert rounds_dealt == rounds and len(turns) == 48
    assert turns == [t % seats for t in range(48)], "play passes to the left"
    assert state.dealer == 0 and state.current_seat() == 1, "the deal passes to the left"


# --- refusals say why --------------------------------------------------------------------------------------


def test_a_refused_move_says_why_and_changes_nothing() -> None:
    state = middle({0: "KH 9S", 1: "2H QH"}, "KC KD QS 3H")
    before = (table_codes(state), [list(h) for h in state.hands])
    with pytest.raises(IllegalMove, match="a court card captures by pairing only, one card of its rank a turn"):
        play(state, "KH x KC KD")
    with pytest.raises(IllegalMove, match="does not hold"):
        play(state, "2H trail")
    assert (table_codes(state), [list(h) for h in state.hands]) == before

    state = middle({0: "5S 8C", 1: "AH 9D 3C 5H"}, "3D 6C 2H KS")
    play(state, "5S build 8 on 3D 6C+2H")
    with pytest.raises(IllegalMove, match="a multiple build cannot be raised"):
        play(state, "AH build 9 on 3D+6C+2H+5S")
    with pytest.raises(IllegalMove, match="a build is taken only whole"):
        play(state, "5H x 5S")


# --- Royal Casino (RULES.md §4 option `royal`) ------------------------------------------------------------


def royal(hands: dict[int, str], table: str) -> Cassino:
    return middle(hands, table, royal=True)


def test_royal_court_cards_count_11_12_13_and_sum_like_numerals() -> None:
    """RULES.md §4 `royal`: "J 11, Q 12, K 13 … and court cards then sum and build like numerals"."""
    state = royal({0: "JH 9S", 1: "2C 3C"}, "10C AD 6H 5S")
    assert {"10C", "AD", "6H", "5S"} in takes(state, "JH"), "10 + A and 6 + 5 are two elevens"
    state = royal({0: "KS 9S", 1: "2C 3C"}, "10C 3D KC")
    assert takes(state, "KS") == [{"KC", "10C", "3D"}, {"KC"}], "the king pairs the king and takes 10 + 3 too"
    state = royal({0: "2H KD", 1: "2C 3C"}, "JC")
    assert "2H build 13 on JC" in legal(state)


def test_royal_an_ace_counts_1_or_14() -> None:
    """RULES.md §4 `royal`: "A 1 or 14 as the player chooses": an ace played takes the aces and sets of 14; in a
    total or a build an ace counts 1, and a build of 14 is held by an ace (the module docstring)."""
    state = royal({0: "AH 9S", 1: "2C 3C"}, "KC AD 9H 5S")
    assert takes(state, "AH") == [{"AD", "9H", "5S"}, {"AD"}]
    state = royal({0: "9D 10H", 1: "2C 3C"}, "AC")
    assert "9D build 10 on AC" in legal(state)
    state = royal({0: "AH AS", 1: "2C 3C"}, "KC")
    assert "AH build 14 on KC" in legal(state)
    play(state, "AH build 14 on KC", "2C trail")
    assert takes(state, "AS") == [{"KC", "AH"}]


def test_on_a_crowded_table_the_largest_captures_are_listed_and_any_other_is_accepted() -> None:
    """RULES.md §4 "any number of separate sets": a ten on a table of many small cards can take them in tens
    of thousands of ways. The listing stops at the largest few (rules.CAPTURES_LISTED), yet a capture it left out
    is legal when played, and one that breaks the rule is still refused."""
    from game.games.cassino.rules import CAPTURES_LISTED

    table = "AC AD AH 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D 4H 4S 5C 5D 5H 6C 6D 6H 7C 7D 7H 8C 8D 9C 9D"
    state = middle({0: "TH KS", 1: "QD"}, table, stock=0)
    tens = [m for m in state.legal_moves() if m.card == parse_card("TH")]
    assert len(tens) < 2_000, "tens of thousands of ways are not listed"
    assert len(tens[0].taken) >= 24, "the largest way is offered first"
    left_out = "TH x 9C+AC 8C+2C"
    assert parse_move(left_out) not in state.legal_moves()
    before = table_codes(state)
    events = play(state, left_out)
    assert codes(captured(events).taken) == {"9C", "AC", "8C", "2C"}
    assert len(table_codes(state)) == len(before) - 4
    crowded = middle({0: "TH KS", 1: "QD"}, table, stock=0)
    with pytest.raises(IllegalMove):
        play(crowded, "TH x 9C+AC 8C")  # 8 is not ten
    assert CAPTURES_LISTED < 10_000


def test_a_capture_is_called_by_what_it_does() -> None:
    """Every capture says what it took: "Pair!" for cards of its rank alone, the value for sets and builds
    (issue 11, "Calls and captions")."""
    state = middle({0: "TH 7C", 1: "2D"}, "TS 9C AD 7H 5S", stock=4)
    assert state.describe(0, parse_move("7C x 7H")) == ("Pair!", "takes the 7♥ with the 7♣")
    assert state.describe(0, parse_move("TH x TS 9C+AD")) == ("Ten!", "takes the 10♠ and 9 + A with the 10♥")
