"""Scenarios for the medium computer player: Peel's advice on safe cards ([000] p. 93, RULES.md §1.1) and
the lead in the game with all cards dealt (RULES.md §1.2).

Round-games seats: A = 0 deals, B = 1 leads, then C = 2, D = 3; the medium player is D unless a test says
otherwise. Every choice is checked with several seeds, since medium breaks ties at random.
"""

from __future__ import annotations

import random

from game.core.cards import Rank
from game.games.snip_snap_snorum.medium import choice_values, medium_move
from game.games.snip_snap_snorum.rules import Play, new_game

from .stacking import FOLLOW_OR_PASS_HANDS, lead_all_four, play, stacked_pack

A, B, C, D = 0, 1, 2, 3


def round_games(hands: dict[int, str], *moves: str, **options: object):
    game = new_game("round-games", 4, packs=[stacked_pack(hands, A, 4)], first_dealer=A, **options)
    game.start()
    play(game, *moves)
    return game


def medium_ranks(game, seeds: int = 8) -> set[Rank]:
    observation = game.observe(game.current_seat())
    moves = {medium_move(observation, random.Random(seed)) for seed in range(seeds)}
    assert all(isinstance(m, Play) for m in moves)
    return {m.card.rank for m in moves}  # type: ignore[union-attr]


def test_a_third_knave_is_almost_safe_when_two_have_been_played() -> None:
    """[000]: "suppose two knaves have been played … a third knave in a player's hand … may be played as an
    almost safe one, as there is only one other that can pair with it"."""
    game = round_games(
        {B: "JC JD KC KD 10C", C: "2D 6C 7C 7D 10D", D: "3H JH 5C 8D 9S", A: "4S QC QD AC AD"},
        *"JC 2D 3H 4S JD 6C".split(),
    )
    assert game.current_seat() == D
    assert medium_ranks(game) == {Rank.JACK}


def test_one_of_a_pair_is_played_first() -> None:
    """[000]: "a player having two of a kind in his own hand should always play one of them"."""
    game = round_games(
        {B: "KC JD 4C 4D 10C", C: "2D 6C 7C 7D 10D", D: "9S 9H 5C 8D 3H", A: "4S QC QD AC AD"}, "KC", "2D"
    )
    assert game.current_seat() == D
    assert medium_ranks(game) == {Rank.NINE}


def test_a_rank_the_next_player_is_proven_void_of_is_safe() -> None:
    """RULES.md §1.1 compulsory matching: A did not match D's queen, so A holds no queen this deal."""
    game = round_games(
        {B: "7C KC 2C 3C 10C", C: "2D 6C 8C 10D 10H", D: "QH QS 5C 8D 9S", A: "4S JC JD AC AD"},
        *"7C 2D QH 4S KC 6C".split(),
    )
    assert game.current_seat() == D
    assert medium_ranks(game) == {Rank.QUEEN}


def test_medium_never_revokes() -> None:
    """RULES.md §1.1 option `revoke`: declining the match costs double, so medium matches."""
    game = round_games(
        {B: "9H KC 4C 4D 10C", C: "9S 6C 7D 10D 10H", D: "QH QS 5C 8D 3S", A: "4S JC JD AC AD"}, revoke=True
    )
    play(game, "9H")
    observation = game.observe(C)
    assert len(observation.legal) == 5  # the revoke is open
    assert medium_ranks(game) == {Rank.NINE}
    values = choice_values(observation)
    assert values[Rank.NINE] > max(v for r, v in values.items() if r != Rank.NINE)


def test_in_the_all_dealt_game_medium_leads_the_rank_it_holds_all_of() -> None:
    """RULES.md §1.2: leading a rank whose four cards are all in hand sheds them all (the others pass) and
    keeps the lead."""
    hands = {
        1: "7C 7D 7H 7S AC AD 2C 2D 3C 3D 4C 4D 5C 5D 6C 6D 8C 8D",
        2: "AH AS 2H 2S 3H 3S 4H 4S 5H 5S 6H 6S 8H 8S 9C 9D 9H",
        0: "9S 10C 10D 10H 10S JC JD JH JS QC QD QH QS KC KD KH KS",
    }
    game = new_game("all-dealt", 3, packs=[stacked_pack(hands, 0, 3)], first_dealer=0)
    game.start()
    assert game.current_seat() == 1 and sum(c.rank == Rank.SEVEN for c in game.hands[1]) == 4
    assert medium_ranks(game) == {Rank.SEVEN}


def all_dealt(hands: dict[int, str], *moves: str):
    game = new_game("all-dealt", 4, packs=[stacked_pack(hands, A, 4)], first_dealer=A)
    game.start()
    play(game, *moves)
    return game


def test_early_in_a_deal_medium_leads_a_lone_card_and_keeps_its_pair() -> None:
    """RULES.md §1.2: a set wins back the fourth card and the lead, so while the hands are full a careful
    player leads lone cards and keeps its sets for the end of the deal; all four of a rank it leads at once,
    for they shed four cards and keep the lead for nothing."""
    game = all_dealt(FOLLOW_OR_PASS_HANDS)
    assert medium_ranks(game) == {Rank.SEVEN, Rank.EIGHT}
    game = all_dealt({**FOLLOW_OR_PASS_HANDS, B: "7C 7D 7H 9S 8C 8D 8H 8S 2C 2D 3C 4C 5C",
                      A: "3S 4S 5S 6S 7S TS JS QS KS AS 6C KC AC"}, *lead_all_four("8"))
    assert len(game.hands[B]) == 9 and medium_ranks(game) == {Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.NINE}


def test_late_in_a_deal_medium_leads_the_rank_it_holds_most() -> None:
    """RULES.md §1.2: once its hand is down to eight cards the sets go first, a pair's fourth card most likely
    coming back to it, and with it the lead."""
    game = all_dealt(FOLLOW_OR_PASS_HANDS, *lead_all_four("7"), *lead_all_four("8"))
    assert game.current_seat() == B and len(game.hands[B]) == 5
    assert medium_ranks(game) == {Rank.TWO}


def bump_32(hands: dict[int, str], *moves: str):
    """A four-handed `bump` game with the 32-card pack (A K Q J 10 9 8 7), so counting is sharp."""
    game = new_game("bump", 4, packs=[stacked_pack(hands, A, 4, pack=32)], first_dealer=A, pack=32)
    game.start()
    play(game, *moves)
    return game


def test_in_bump_medium_declines_a_match_when_a_double_bump_is_likely() -> None:
    """RULES.md §1.4 `bump`: matching is optional and declining costs nothing. C's nine would bump B (1
    coin) but two nines are still out of sight, and D bumping it back costs C 2; C's kings are all in its
    hand, so leading one is safe: C declines."""
    game = bump_32(
        {B: "9H AC AD 10C 10D", C: "9S KC KD KH KS", D: "7C 7D 8C 8D QC", A: "QD JC JD JH JS"}, "9H"
    )
    values = choice_values(game.observe(C))
    assert set(values) == {Rank.NINE, Rank.KING}  # the decline is open, and free
    assert values[Rank.KING] > values[Rank.NINE]
    assert medium_ranks(game) == {Rank.KING}


def test_in_bump_medium_matches_when_no_card_can_bump_it_back() -> None:
    """RULES.md §1.4 `bump`: with the other nines in C's own hand nobody can double bump C, so bumping B
    is a free gain (the last player with coins wins), and better than leading a king two others may
    match."""
    game = bump_32(
        {B: "9H AC AD 10C 10D", C: "9S 9C 9D KC KD", D: "7C 7D 8C 8D QC", A: "QD JC JD JH JS"}, "9H"
    )
    values = choice_values(game.observe(C))
    assert values[Rank.NINE] > values[Rank.KING]
    assert medium_ranks(game) == {Rank.NINE}


def test_in_motor_medium_leads_a_rank_whose_run_will_not_stop_on_the_next_card() -> None:
    """RULES.md §1.4 `motor`: a run pays only when it ends, and only its last matched player pays, so
    leading costs a life only if the run stops at two. A did not match D's eight, so A holds none: an
    eight that D matches stops there and C pays. A jack or a four, just as likely matched by D, may run on
    through A, and then D pays, not C."""
    hands = {B: "2C 5C KC KD QC", C: "3C JD JH 4D 8D", D: "8C 6C 6D 7C 7D", A: "4C 9C 9D 10C 10D"}
    game = new_game("motor", 4, packs=[stacked_pack(hands, A, 4)], first_dealer=A)
    game.start()
    play(game, *"2C 3C 8C 4C 5C".split())
    assert game.current_seat() == C and Rank.EIGHT in game.voids[A]
    values = choice_values(game.observe(C))
    assert values[Rank.EIGHT] < min(values[Rank.JACK], values[Rank.FOUR])
    assert Rank.EIGHT not in medium_ranks(game)
