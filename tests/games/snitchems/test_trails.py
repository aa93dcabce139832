"""What a trail proves at Snitch'ems (RULES.md §3 "Capture is compulsory"): a player who trailed held no card
that could capture from the table then, so the hard player's deals never give that player such a card while it
may still hold its hand of that round (game/games/snitchems/players.py `barred`, game/games/fishing/search.py).

Positions are arranged in the middle of a deal (tests/games/fishing/stacking.py): every card not named in a
pile, `stock` cards still to deal.
"""

from __future__ import annotations

import random

from game.core.cards import Rank, parse_cards
from game.core.rules import ShuffledPacks
from game.games.fishing.rules import SeenTrail
from game.games.fishing.search import determinize
from game.games.snitchems.players import GAME, barred
from game.games.snitchems.rules import Snitchems, barred_ranks, new_game

from ..fishing.stacking import arrange, play

TABLE = "3H 7D QS 2C"
TAKERS = {Rank.ACE, Rank.TWO, Rank.THREE, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.QUEEN}
"""What can capture from 3 7 Q 2: pairing any of them; eight with A + 7, 5 + 3, 6 + 2, 3 + 3 + 2; ten with
7 + 3, 3 + 7, 8 + 2, 5 + 3 + 2, A + 7 + 2. A 4, 9, 10, J or K takes nothing."""


def trailed_by_seat_1(**changes: object) -> Snitchems:
    """Seat 1 to play a hand that cannot capture from `TABLE`, so it trails the 9♣; seat 0 to play next."""
    state = new_game(2, ShuffledPacks(random.Random(0)), **changes)
    arrange(state, {0: "5C 9H KD", 1: "4S 9C KH"}, table=TABLE, stock=12, turn=1)
    play(state, "9C trail")
    return state


def test_a_trail_is_recorded_with_the_table_it_was_made_on() -> None:
    state = trailed_by_seat_1()
    assert state.observe(0).trails == (SeenTrail(1, parse_cards("9C")[0], tuple(parse_cards(TABLE))),)


def test_a_trail_proves_the_trailer_held_no_card_that_could_capture() -> None:
    trail = trailed_by_seat_1().observe(0).trails[0]
    assert barred_ranks(trail, make_sums=True) == TAKERS


def test_without_making_sums_only_pairing_and_lifting_capture() -> None:
    """RULES.md §3 option `make_sums` off: a total captures only when it lifts an 8 or 10; there is none here."""
    trail = trailed_by_seat_1(make_sums=False).observe(0).trails[0]
    assert barred_ranks(trail, make_sums=False) == {Rank.TWO, Rank.THREE, Rank.SEVEN, Rank.QUEEN}


def test_the_hard_players_deals_give_the_trailer_none_of_those_cards() -> None:
    obs = trailed_by_seat_1().observe(0)
    assert barred(obs)[1] == {c for c in obs.unseen() if c.rank in TAKERS} and not barred(obs)[0]
    rng = random.Random(3)
    for _ in range(200):
        world = determinize(obs, GAME, rng)
        assert len(world.hands[1]) == 2
        assert not {c.rank for c in world.hands[1]} & TAKERS
        assert world.observe(0) == obs


def test_a_trail_says_nothing_once_the_next_round_is_dealt() -> None:
    """A new round's hands are new cards (RULES.md §3 "Deal"): the record starts again."""
    state = new_game(2, ShuffledPacks(random.Random(0)))
    arrange(state, {0: "9H", 1: "4S"}, table=TABLE, stock=12, turn=1)
    play(state, "4S trail")
    assert state.observe(0).trails
    state.apply(state.legal_moves()[0])
    assert state.round_no == 2 and not state.observe(0).trails and not any(barred(state.observe(0)))
