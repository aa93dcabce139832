"""Snitch'ems, the fishing game of 1797 (RULES.md §3, seed [002]): scenarios that read like the rules.

Two players unless a test says otherwise; seat 1 deals, so seat 0 (the non-dealer) plays first. A pack is
stacked so the hands and the layout are the ones named (tests/games/fishing/stacking.py).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.core.cards import parse_card
from game.core.rules import DealOver, Dealt, GameOver, IllegalMove, ShuffledPacks
from game.games.fishing.narration import FishingNarrator, verdict
from game.games.fishing.rules import Captured, DealSheet, LaidOut, RoundDealt, TableTaken, Trail, Trailed
from game.games.snitchems.rules import PRESETS, Snitchems, new_game

from ..fishing.stacking import all_cards, arrange, codes, legal, play, stacked, table_codes, takes

SEED = PRESETS["sporting-magazine"]


def deal(first: str, second: str, layout: str, **changes: object) -> Snitchems:
    """A match whose first deal gives seat 0 `first` and seat 1 `second` and lays out `layout`."""
    return stacked(Snitchems, dataclasses.replace(SEED, **changes), [{0: first, 1: second}], layout)


def captured(events: list) -> list[Captured]:
    return [e for e in events if isinstance(e, Captured)]


# --- the ways to capture (RULES.md §3, 1–3) ------------------------------------------------------------------


def test_a_two_with_six_and_eight_makes_eight_lifting_the_eight_or_makes_ten() -> None:
    """[002] "Choice of capture": "if you hold a 2 and there are a 6 and 8 on the table you must choose whether
    to make eight or ten … if you make ten (2+8) you capture two cards; if you make eight (2+6) you capture
    three cards because you can also take up the 8"."""
    state = deal("2H JC JD", "KH KD QC", "6C 8D KS QH")
    assert takes(state, "2H") == [{"6C"}, {"6C", "8D"}, {"8D"}]  # the lift is a choice (module docstring)
    events = play(state, "2H x 6C 8D")
    assert codes(state.piles[0]) == {"2H", "6C", "8D"}, "three cards, the two with them"
    assert captured(events)[0].call == "Eight!" and captured(events)[0].words == "makes eight: 2 + 6, lifting the 8"
    assert table_codes(state) == ["KS", "QH"]


def test_a_two_with_two_twos_six_and_eight_takes_three_cards_three_ways() -> None:
    """[002]: "if there were two 2s on the table as well as 6 and 8, you could capture three cards with your 2
    by pairing (2+2+2) or three cards by making ten (2+2+6=ten) or three cards by making eight (2+6=eight plus
    the 8)"."""
    layout = "2C 2D 6C 8D"
    assert takes(deal("2H JC JD", "KH KD QC", layout), "2H") == [
        {"2C", "2D"},  # pairing
        {"6C"},
        {"6C", "8D"},  # eight, lifting the 8 or not
        {"8D"},
        {"2C", "6C"},
        {"2D", "6C"},  # ten
    ]
    for move, call in (("2H x 2C 2D", "Prial!"), ("2H x 2C+6C", "Ten!"), ("2H x 6C 8D", "Eight!")):
        state = deal("2H JC JD", "KH KD QC", layout)
        events = play(state, move)
        assert len(state.piles[0]) == 3 and captured(events)[0].call == call


def test_an_ace_with_seven_and_eight_lifts_the_eight() -> None:
    """[002] 3: "if there are a 7 and an 8 on the table, and you have an ace in hand, you can play your ace to
    make a total of eight (1+7=eight) and this entitles you to lift the 8 along with the 7 and ace"."""
    state = deal("AH JC JD", "KH KD QC", "7C 8D KS QH")
    assert takes(state, "AH") == [{"7C"}, {"7C", "8D"}]
    events = play(state, "AH x 7C 8D")
    assert codes(state.piles[0]) == {"AH", "7C", "8D"}
    assert captured(events)[0].words == "makes eight: A + 7, lifting the 8"


def test_an_ace_with_two_seven_and_two_tens_lifts_both_tens() -> None:
    """[002] 3: "there are 2, 7, 10, 10 on the table, and you play an ace, you will make ten with the 2 and 7
    (1+2+7=ten) and can additionally lift both the 10s since they form a prial with the aggregate ten"."""
    state = deal("AH JC JD", "KH KD QC", "2C 7D 10H 10S")
    assert {"2C", "7D", "10H", "10S"} in takes(state, "AH")
    events = play(state, "AH x 2C+7D 10H 10S")
    assert len(state.piles[0]) == 5 and state.table == []
    assert captured(events)[0].call == "Ten!" and captured(events)[0].words == "makes ten: A + 2 + 7, lifting both 10s"


def test_a_four_with_ace_five_and_ten_makes_ten_and_lifts_the_ten() -> None:
    """[002] 3: "If ace, 5 and 10 were on the table, and you played a 4 from hand, you would make a total of
    ten (4+1+5=ten) and you would be entitled to lift the 10 along with the other three cards"."""
    state = deal("4S JC JD", "KH KD QC", "AC 5D 10H KS")
    assert takes(state, "4S") == [{"AC", "5D"}, {"AC", "5D", "10H"}]
    play(state, "4S x AC+5D 10H")
    assert codes(state.piles[0]) == {"4S", "AC", "5D", "10H"} and table_codes(state) == ["KS"]


def test_making_eight_or_ten_takes_sets_of_several_cards() -> None:
    """[002] 2: "if there were a 3 and 4 on the table and again you played an ace you would capture three cards
    (1+3+4=eight) … a 4 from hand with ace, 2 and 3 on the table could capture four cards (4+1+2+3=ten)"."""
    state = deal("AH JC JD", "KH KD QC", "3C 4D KS QH")
    assert takes(state, "AH") == [{"3C", "4D"}]
    state = deal("4S JC JD", "KH KD QC", "AC 2D 3H KS")
    assert {"AC", "2D", "3H"} in takes(state, "4S")


def test_pairing_takes_every_card_of_the_rank_and_court_cards_only_by_pairing() -> None:
    """RULES.md §3 1: "a card takes every table card of its rank. The only way to take J, Q, K"; court cards
    "cannot participate in making eights and tens" [002]."""
    state = deal("7S JC 5C", "KH 4D QC", "7C 7D 7H KS")
    assert takes(state, "7S") == [{"7C", "7D", "7H"}], "all three sevens, never fewer"
    events = play(state, "7S x 7C 7D 7H")
    assert captured(events)[0].words == "makes a double prial of sevens"
    assert legal(state) == {"KH x KS"}, "the king takes the king, and must"
    state = deal("5S JC 9C", "KH 4D QC", "3C KD QH JS")
    assert takes(state, "5S") == [{"3C"}], "the court cards are in no total"
    assert takes(state, "JC") == [{"JS"}]


def test_only_one_capture_a_turn() -> None:
    """RULES.md §3: "Only one capture per turn": a 2 may pair the 2 or make eight with the 6 (lifting the 8), not
    both at once."""
    state = deal("2H JC JD", "KH KD QC", "2C 6D 8S KS")
    assert {"2C", "6D", "8S"} not in takes(state, "2H")
    with pytest.raises(IllegalMove):
        play(state, "2H x 2C 6D 8S")


def test_capture_is_compulsory_so_no_card_is_trailed_while_any_card_can_capture() -> None:
    """RULES.md §3: "if any card in your hand can capture, you must capture (you choose which card and which
    capture)"; [002] "If you can make a capture on your turn you must do so"."""
    state = deal("3H 9C JD", "KH 4D QC", "5C KS QH 6D")
    assert legal(state) == {"3H x 5C"}, "the 9 and the jack take nothing, but the 3 can"
    before = (table_codes(state), [list(h) for h in state.hands])
    with pytest.raises(IllegalMove, match="capture is compulsory: the 3♥ can take from the table"):
        state.apply(Trail(parse_card("9C")))
    assert (table_codes(state), [list(h) for h in state.hands]) == before, "a refused move changes nothing"


def test_a_hand_that_cannot_capture_trails_any_card_and_it_stays_on_the_table() -> None:
    """RULES.md §3 "A turn": "It may capture; if it does not, it stays on the table"."""
    state = deal("3H 9C JD", "KH 4D QC", "6C KS QH 6D")
    assert legal(state) == {"3H trail", "9C trail", "JD trail"}
    events = play(state, "9C trail")
    assert events[0] == Trailed(0, parse_card("9C"))
    assert table_codes(state) == ["6C", "KS", "QH", "6D", "9C"] and state.current_seat() == 1


def test_a_building_is_no_move_in_snitchems() -> None:
    state = deal("3H 9C JD", "KH 4D QC", "6C KS QH 6D")
    with pytest.raises(IllegalMove, match="no builds"):
        play(state, "3H build 9 on 6D")


def test_without_make_sums_a_total_captures_only_when_it_lifts() -> None:
    """RULES.md §3 option `make_sums` off: "only pairing and lifting with an 8 or 10 present" ([002]
    "Uncertainties")."""
    state = deal("5S JC 9C", "KH 4D QC", "3C 5D KS QH", make_sums=False)
    assert takes(state, "5S") == [{"5D"}], "pairing only: 5 + 3 makes eight but there is no 8 to lift"
    state = deal("5S JC 9C", "KH 4D QC", "3C 8D KS QH", make_sums=False)
    assert takes(state, "5S") == [{"3C", "8D"}]
    state = deal("5S JC 9C", "KH 4D QC", "3C 4D KS QH".replace("4D", "4H"), make_sums=False)
    assert legal(state) == {"5S trail", "JC trail", "9C trail"}, "with nothing to capture, any card is trailed"


def test_clearing_the_table_scores_nothing_and_the_next_player_plays_to_the_empty_table() -> None:
    """RULES.md §3: "Clearing the table scores nothing extra; the next player just plays a card to the empty
    table"."""
    state = deal("2C JC JD", "KH KD QC", "AC 3D 4H 10S")
    events = play(state, "2C x AC+3D+4H 10S")
    assert state.table == [] and not captured(events)[0].sweep and captured(events)[0].call == "Ten!"
    assert state.sweeps == [0, 0]
    assert legal(state) == {"KH trail", "KD trail", "QC trail"}


# --- the deal and the end (RULES.md §3 "Deal", "End") --------------------------------------------------------


@pytest.mark.parametrize("seats, layout, rounds", [(2, 4, 8), (3, 7, 5), (4, 4, 4)])
def test_three_cards_each_a_layout_and_more_rounds_until_the_pack_is_used(seats: int, layout: int, rounds: int) -> None:
    """RULES.md §3: "3 cards to each player and a face-up layout of 4 … 3 more each (none to the table) until
    the pack is used (8 deals for two players)"; "3 with a 7-card layout; 4 each for themselves with a 4-card
    layout". The non-dealer (the dealer's left) plays first; turns go clockwise."""
    state = Snitchems(SEED, seats, ShuffledPacks(random.Random(0)))
    events = state.start()
    dealt = next(e for e in events if isinstance(e, Dealt))
    assert [seat for seat, _ in dealt.cards] == [s % seats for s in range(3 * seats)], "one at a time from the left"
    assert len(next(e for e in events if isinstance(e, LaidOut)).cards) == layout == len(state.table)
    assert dealt.dealer == seats - 1 and state.current_seat() == 0
    played = 0
    rounds_dealt = 1
    turns = []
    while state.deal_no == 1:
        turns.append(state.current_seat())
        for event in state.apply(state.legal_moves()[0]):
            if isinstance(event, RoundDealt):
                rounds_dealt += 1
                assert len(event.cards) == 3 * seats and all(len(h) == 3 for h in state.hands), "none to the table"
                assert event.stock == 52 - layout - 3 * seats * rounds_dealt
        played += 1
    assert rounds_dealt == rounds and played == 52 - layout
    assert turns == [t % seats for t in range(played)], "turns pass to the left"


def last_play(num_seats: int, piles: list[int], last_capturer: int, **changes: object) -> Snitchems:
    """A deal down to its last card: seat 0 holds 9C, 5D is on the table, and every other card is in the piles
    already, `piles[s]` to seat s; `last_capturer` captured last."""
    state = new_game(num_seats, **changes)
    arrange(state, {0: "9C"}, table="5D", last_capturer=last_capturer, rest=0)
    rest = state.piles[0]
    assert sum(piles) == len(rest) == 50
    state.piles = [rest[sum(piles[:s]) : sum(piles[: s + 1])] for s in range(num_seats)]
    return state


def test_the_last_capturer_takes_the_cards_left_on_the_table() -> None:
    """RULES.md §3 "End": "the table's last cards go to the last player who captured" — here seat 1, neither the
    dealer (seat 2) nor the player of the last card (seat 0)."""
    state = last_play(3, [40, 3, 7], last_capturer=1)
    events = play(state, "9C trail")
    taken = next(e for e in events if isinstance(e, TableTaken))
    assert taken.seat == 1 and codes(taken.cards) == {"5D", "9C"}
    sheet = next(e for e in events if isinstance(e, DealSheet))
    assert sheet.lines[0].had == ("40", "5", "7")


def test_most_cards_wins_the_deal_and_26_all_is_a_draw() -> None:
    """RULES.md §3 "End": "Most cards wins; 26–26 is a draw"."""
    state = last_play(2, [25, 25], last_capturer=0)
    events = play(state, "9C trail")
    assert next(e for e in events if isinstance(e, DealOver)).winner == 0
    assert state.deals_won == [1, 0] and state.result().stacks == (1, 0)

    state = last_play(2, [24, 26], last_capturer=0)
    events = play(state, "9C trail")
    assert next(e for e in events if isinstance(e, DealSheet)).lines[0].had == ("26", "26")
    assert next(e for e in events if isinstance(e, DealOver)).winner is None
    assert state.deals_won == [0, 0]


@pytest.mark.parametrize(
    "piles, had, leaders",
    [
        ([18, 20, 12], ("20", "20", "12"), "Ann and Bob both took 20"),
        ([8, 14, 14, 14], ("10", "14", "14", "14"), "Bob, Cy and Dee all took 14"),
    ],
)
def test_with_three_or_four_players_a_tie_for_the_most_cards_is_a_draw(piles: list[int], had: tuple[str, ...], leaders: str) -> None:
    """RULES.md §3 "End": "26–26 is a draw, and so is any tie for the most cards among three or four players:
    nobody wins that deal". The log and the score sheet say so (game/games/fishing/narration.py `verdict`)."""
    state = last_play(len(piles), piles, last_capturer=0)
    events = play(state, "9C trail")
    sheet = next(e for e in events if isinstance(e, DealSheet))
    assert sheet.lines[0].had == had
    assert next(e for e in events if isinstance(e, DealOver)).winner is None
    assert state.deals_won == [0] * len(piles), "nobody wins that deal"
    names = ["Ann", "Bob", "Cy", "Dee"][: len(piles)]
    assert verdict(sheet, names) == f"a draw: {leaders}"
    assert f" · a draw: {leaders} · deals won: " in FishingNarrator(names, "deals won").sheet(sheet)


def test_the_most_cards_alone_wins_the_deal_and_the_verdict_names_the_winner() -> None:
    state = last_play(3, [17, 21, 12], last_capturer=0)
    sheet = next(e for e in play(state, "9C trail") if isinstance(e, DealSheet))
    assert state.deals_won == [0, 1, 0]
    assert verdict(sheet, ["Ann", "Bob", "Cy"]) == "Bob wins the deal with 21 cards"
    assert verdict(sheet, ["Ann", "You", "Cy"]) == "You win the deal with 21 cards"


def test_the_match_is_to_three_deals_and_the_deal_alternates() -> None:
    """RULES.md §3: "A match: first to win N deals (default 3); the deal alternates"."""
    state = last_play(2, [26, 24], last_capturer=0)
    state.deals_won = [1, 2]
    events = play(state, "9C trail")
    assert not any(isinstance(e, GameOver) for e in events), "two deals each: not yet"
    assert state.dealer == 0 and state.current_seat() == 1, "seat 0 deals the next deal; seat 1 plays first"
    assert next(e for e in events if isinstance(e, Dealt)).dealer == 0
    arrange(state, {1: "9C"}, table="5D", piles={0: "KS"}, last_capturer=1, rest=1, turn=1)
    events = play(state, "9C trail")
    assert events[-1] == GameOver((1,)) and state.result().winners == (1,) and state.current_seat() is None
    assert state.deals_won == [2, 3]


@pytest.mark.parametrize("wins", [1, 2])
def test_the_match_can_be_to_any_number_of_deals(wins: int) -> None:
    state = last_play(2, [30, 20], last_capturer=0, wins=wins)
    events = play(state, "9C trail")
    assert state.is_over() == (wins == 1)
    assert any(isinstance(e, GameOver) for e in events) == (wins == 1)


def test_every_card_is_somewhere_after_a_deal_played_out() -> None:
    state = new_game(2)
    while state.deal_no == 1:
        state.apply(state.legal_moves()[-1])
        assert sorted(c.code for c in all_cards(state)) == sorted(c.code for c in all_cards(new_game(2)))
