"""Scenario tests for the presets `all-dealt` (RULES.md §1.2, seeds [001], [003]) and `earl-of-coventry` (§1.3).

Seats: A = 0, B = 1, C = 2, D = 3; A deals the first deal, so B is the eldest hand.
"""

from __future__ import annotations

import pytest

from game.core.rules import (
    DealOver,
    Dealt,
    GameOver,
    IllegalMove,
    Paid,
    PayReason,
    PlayerOut,
    WentOut,
)
from game.games.snip_snap_snorum.presets import PassPayment
from game.games.snip_snap_snorum.rules import PASS, new_game

from .stacking import (
    POOL,
    calls,
    four,
    legal_codes,
    payments,
    play,
    snapshot,
    stacked_pack,
)

A, B, C, D = 0, 1, 2, 3
LOW_RANKS = "A 2 3 4 5 6 7 8 9"


def sixes_table(**options: object):
    """Four players: B holds 6H and 6C, C 6S, A 6D; D holds no six."""
    hands = {
        B: "6H 6C " + four("A 2") + " 3C 3D 3H",
        C: "6S " + four("4 5 7"),
        D: four("8 9 10") + " 3S",
        A: "6D " + four("J Q K"),
    }
    game = new_game("all-dealt", 4, packs=[stacked_pack(hands, A, 4)], first_dealer=A, **options)
    game.start()
    return game


def own_sixes_table(**options: object):
    """Four players: B holds all four sixes; nobody else holds one."""
    hands = {
        B: four("6 A 2") + " 3C",
        C: four("4 5 7") + " 3D",
        D: four("8 9 10") + " 3H",
        A: four("J Q K") + " 3S",
    }
    game = new_game("all-dealt", 4, packs=[stacked_pack(hands, A, 4)], first_dealer=A, **options)
    game.start()
    return game


@pytest.mark.parametrize(("seats", "sizes"), [(3, [18, 17, 17]), (5, [11, 11, 10, 10, 10]), (8, [7] * 4 + [6] * 4)])
def test_all_cards_are_dealt_and_some_may_hold_one_more(seats: int, sizes: list[int]) -> None:
    """RULES.md §1.2: "All cards are dealt one at a time (some players may hold one card more)" — the extra
    cards go to the players first dealt to, from the dealer's left."""
    game = new_game("all-dealt", seats, seed=7, first_dealer=seats - 1)
    (dealt,) = game.start()

    assert len(dealt.cards) == 52 and game.zones()["stock"] == []
    assert [len(game.hands[s]) for s in range(seats)] == sizes
    assert game.current_seat() == 0
    assert game.bank.stacks == [20] * seats, "every player starts with 20 coins"


def test_a_player_who_holds_the_rank_must_play_it_and_one_who_does_not_passes() -> None:
    """RULES.md §1.2: "a player who holds a card of the rank in play must play it; a player who holds none
    passes" ([003]: with a card of the same rank, passing is not allowed)."""
    game = sixes_table()
    play(game, "6H")
    before = snapshot(game)

    assert legal_codes(game) == {"6S"}
    with pytest.raises(IllegalMove):
        game.apply(PASS)
    with pytest.raises(IllegalMove):
        play(game, "4C")
    assert snapshot(game) == before

    play(game, "6S")
    assert game.current_seat() == D
    assert legal_codes(game) == {"pass"}
    before = snapshot(game)
    with pytest.raises(IllegalMove):
        play(game, "8C")
    assert snapshot(game) == before


def test_ordinal_penalties_only_when_matched_by_the_very_next_player() -> None:
    """RULES.md §1.2 ordinal basis: "when a card is matched by the very next player in turn (no pass between
    them), the player of the matched card pays 1 if it was the 1st card of that rank, 2 if the 2nd, 3 if the
    3rd. If anyone passed in between, nobody pays." C snips B at once; D passes, so A's six costs C nothing;
    B's six follows A's at once, so A pays 3 for the 3rd six. "The player of the 4th card leads any card next"."""
    game = sixes_table()

    events = play(game, "6H", "6S")
    assert calls(events) == [(C, "Snip!")]
    assert payments(events) == [(B, POOL, 1, PayReason.SNIPPED)]

    events = play(game, "pass", "6D")
    assert calls(events) == [(D, "Pass"), (A, "Snap!")]
    assert payments(events) == []

    events = play(game, "6C")
    assert calls(events) == [(B, "Snorum!")]
    assert payments(events) == [(A, POOL, 3, PayReason.SNORUMED)]
    assert game.bank.stacks == [17, 19, 20, 20] and game.bank.pool == 4
    assert game.current_seat() == B
    assert legal_codes(game) == {c.code for c in game.hands[B]}


def test_following_your_own_card_after_everyone_passed_pays_nothing() -> None:
    """RULES.md §1.2: "If everyone else passes and the turn comes back to the player of the last card, and they
    hold another card of the rank, they must play it; they pay nothing for following their own card"."""
    game = own_sixes_table()
    play(game, "6C", "pass", "pass", "pass")

    assert game.current_seat() == B
    assert legal_codes(game) == {"6D", "6H", "6S"}
    events = play(game, "6D")

    assert calls(events) == [(B, "Snip!")]
    assert payments(events) == []
    events = play(game, "pass", "pass", "pass", "6H", "pass", "pass", "pass", "6S")
    assert calls(events)[-1] == (B, "Snorum!")
    assert payments(events) == []
    assert game.current_seat() == B, "the player of the 4th card leads"


@pytest.mark.parametrize(
    ("payment", "payee"), [(PassPayment.NONE, None), (PassPayment.TO_POOL, POOL), (PassPayment.TO_PLAYER, B)]
)
def test_what_a_pass_costs(payment: PassPayment, payee: object) -> None:
    """RULES.md §1.2 option `pass_payment`: none (default); `to_pool`, each pass costs the passer 1 coin into the
    pool (Wiswell, [003]); `to_player`, 1 coin to the player whose card they could not match (Parlett, [003])."""
    game = own_sixes_table(pass_payment=payment)

    events = play(game, "6C", "pass", "pass")

    expected = [] if payee is None else [(C, payee, 1, PayReason.PASS), (D, payee, 1, PayReason.PASS)]
    assert payments(events) == expected


def test_pass_payment_defaults_to_none() -> None:
    """RULES.md §1.2 option `pass_payment`: **none** is the default."""
    game = own_sixes_table()

    events = play(game, "6C", "pass")

    assert payments(events) == []


def climb_to_going_out(game, leader: int, ranks: str = LOW_RANKS) -> list:
    """Play each rank of `ranks` round the table: the leader's club, then the next three seats' diamond, heart
    and spade — the leader holds the spade too, so with three players every rank comes back to them."""
    events: list = []
    for rank in ranks.split():
        assert game.current_seat() == leader, "the player of the 4th card leads"
        events.extend(play(game, rank + "C", rank + "D", rank + "H", rank + "S"))
    return events


def b_goes_out_deal(dealer: int = A) -> list[str]:
    """Three players, A dealing: B holds the clubs and spades of A–9 (18 cards), C their diamonds, tens and
    jacks, A their hearts, queens and kings. Every rank goes B, C, A, B, so B keeps the lead."""
    hands = {
        B: " ".join(r + s for r in LOW_RANKS.split() for s in "CS"),
        C: " ".join(r + "D" for r in LOW_RANKS.split()) + " " + four("10 J"),
        A: " ".join(r + "H" for r in LOW_RANKS.split()) + " " + four("Q K"),
    }
    return stacked_pack(hands, dealer, 3)


def c_goes_out_deal() -> list[str]:
    """The second deal, B dealing: now C holds the clubs and spades of A–9, A their diamonds, B their hearts."""
    hands = {
        C: " ".join(r + s for r in LOW_RANKS.split() for s in "CS"),
        A: " ".join(r + "D" for r in LOW_RANKS.split()) + " " + four("10 J"),
        B: " ".join(r + "H" for r in LOW_RANKS.split()) + " " + four("Q K"),
    }
    return stacked_pack(hands, B, 3)


def test_going_out_last_penalty_first_then_cards_left_then_the_pool() -> None:
    """RULES.md §1.2 "Going out": "A penalty earned by that last card is paid first. Then every other player pays
    1 coin per card left in hand into the pool, and the player who went out takes the whole pool." ([001]: "all
    other players pay 1 chip to the pool for each card remaining … The winner … takes the pool".)
    Per rank B pays 1, C 2, A 3; B's 18th card is the snorum of the nines."""
    game = new_game("all-dealt", 3, packs=[b_goes_out_deal()], first_dealer=A, stake=50, deals=1)
    game.start()
    climb_to_going_out(game, B, "A 2 3 4 5 6 7 8")
    assert game.bank.stacks == [50 - 24, 50 - 8, 50 - 16] and game.bank.pool == 48

    events = play(game, "9C", "9D", "9H", "9S")

    assert payments(events)[-4:] == [
        (A, POOL, 3, PayReason.SNORUMED),
        (C, POOL, 8, PayReason.CARDS_LEFT),
        (A, POOL, 8, PayReason.CARDS_LEFT),
        (POOL, B, 70, PayReason.POOL),
    ]
    last_penalty = next(i for i, e in enumerate(events) if isinstance(e, Paid) and e.reason is PayReason.SNORUMED)
    assert isinstance(events[last_penalty + 1], WentOut) and events[last_penalty + 1].seat == B
    assert calls(events)[-1] == (B, "Out!")
    assert events[-2:] == [DealOver(1, B), GameOver((B,))]
    assert game.bank.stacks == [15, 111, 24] and game.bank.pool == 0


def test_a_match_of_deals_goes_to_the_most_coins_and_players_at_zero_keep_playing() -> None:
    """RULES.md §1.2: "A match is a number of deals chosen at setup (option `deals` …; the deal passes left each
    time); the player with the most coins after the last deal wins … Nobody is eliminated: a player with 0
    coins keeps playing and pays what they can (nothing)." B wins deal 1, C deal 2, B the match on coins; A
    runs out of coins in deal 2 and plays on."""
    game = new_game("all-dealt", 3, packs=[b_goes_out_deal(), c_goes_out_deal()], first_dealer=A, stake=50, deals=2)
    game.start()
    events = climb_to_going_out(game, B)
    dealt = events[-1]
    assert isinstance(dealt, Dealt) and dealt.dealer == B and dealt.deal == 2
    assert game.bank.stacks == [15, 111, 24]

    events = climb_to_going_out(game, C)

    a_paid = [coins for payer, _, coins, _ in payments(events) if payer == A]
    assert a_paid == [2] * 7 + [1], "A pays what A can, then nothing"
    assert not [e for e in events if isinstance(e, PlayerOut)]
    assert [e for e in events if isinstance(e, DealOver)] == [DealOver(2, C)]
    assert game.bank.stacks == [0, 76, 74] and game.bank.pool == 0
    assert game.deals_won == [0, 1, 1]
    assert events[-1] == GameOver((B,))
    assert game.current_seat() is None


def test_childrens_game_no_coins_most_deals_won_and_ties_share() -> None:
    """RULES.md §1.2 option `coins = false` ("children's game", [003]): "no coins at all; the first player out
    wins the deal, and the match goes to whoever won the most deals (ties share)". B and C win a deal each."""
    game = new_game(
        "all-dealt", 3, packs=[b_goes_out_deal(), c_goes_out_deal()], first_dealer=A, coins=False, deals=2
    )
    opening = game.start()
    events = opening + climb_to_going_out(game, B) + climb_to_going_out(game, C)

    assert payments(events) == []
    assert [e for e in events if isinstance(e, DealOver)] == [DealOver(1, B), DealOver(2, C)]
    assert game.bank.stacks == [0, 0, 0] and game.bank.pool == 0
    assert game.result().deals_won == (0, 1, 1)
    assert events[-1] == GameOver((B, C))
    assert game.result().winners == (B, C)


def test_a_pass_costs_nothing_without_coins() -> None:
    """RULES.md §1.2 option `coins = false`: no coins at all, so `pass_payment` has nothing to take."""
    game = own_sixes_table(coins=False, pass_payment=PassPayment.TO_POOL)

    events = play(game, "6C", "pass", "pass")

    assert payments(events) == []


@pytest.mark.parametrize("preset", ["all-dealt", "earl-of-coventry"])
def test_three_to_eight_players(preset: str) -> None:
    """RULES.md §1.2: "Pack 52, players 3–8" (§1.3: exactly as `all-dealt`)."""
    for seats in range(3, 9):
        new_game(preset, seats, seed=2)
    for seats in (2, 9):
        with pytest.raises(ValueError, match="3–8 players"):
            new_game(preset, seats, seed=2)


EARL_RHYMES_FOR_SEVENS = [
    "There's as good as seven can be",
    "There's a seven as good as he",
    "There's the best of all the three",
    "And there's the Earl of Coventree",
]


def test_earl_of_coventry_rhymes() -> None:
    """RULES.md §1.3: exactly `all-dealt`, but each of the four cards of a rank is called with a rhyme: "There's
    as good as seven can be", "There's a seven as good as he", "There's the best of all the three", "And there's
    the Earl of Coventree" ([001]). The penalties are those of §1.2."""
    hands = {
        B: "7H 8C " + four("A 2") + " 3C 3D 3H",
        C: "7S 8D " + four("4 5") + " 3S 6C 6D",
        D: "7D 8H " + four("9 10") + " 6H 6S JC",
        A: "7C 8S " + four("Q K") + " JD JH JS",
    }
    game = new_game("earl-of-coventry", 4, packs=[stacked_pack(hands, A, 4)], first_dealer=A)
    game.start()

    events = play(game, "7H", "7S", "7D", "7C")

    assert [(seat, words.rstrip("!")) for seat, words in calls(events)] == list(
        zip([B, C, D, A], EARL_RHYMES_FOR_SEVENS)
    )
    assert payments(events) == [
        (B, POOL, 1, PayReason.SNIPPED),
        (C, POOL, 2, PayReason.SNAPPED),
        (D, POOL, 3, PayReason.SNORUMED),
    ]
    events = play(game, "8S", "8C")
    assert [words.rstrip("!") for _, words in calls(events)] == [
        "There's as good as eight can be",
        "There's an eight as good as he",
    ]
