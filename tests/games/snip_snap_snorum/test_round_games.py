"""Scenario tests for the preset `round-games`, Peel's first method (RULES.md §1.1, seed [000]).

Seats: A = 0, B = 1, C = 2, D = 3, E = 4, as in Peel's example; A deals unless a test says otherwise.
"""

from __future__ import annotations

import pytest

from game.core.rules import (
    Called,
    DealOver,
    Dealt,
    GameOver,
    IllegalMove,
    PayReason,
    PlayerOut,
)
from game.games.snip_snap_snorum.presets import TurnUpPayer
from game.games.snip_snap_snorum.rules import PASS, new_game

from .stacking import POOL, calls, legal_codes, payments, play, snapshot, stacked_pack

A, B, C, D, E = 0, 1, 2, 3, 4


def peel_table(**options: object):
    """Five players as in Peel's example, A dealing: B holds 9H, C 9S, D 9D, E 9C; A holds no nine."""
    hands = {
        B: "9H 2C 3C 4C 5C",
        C: "9S 2D 3D 4D 5D",
        D: "9D 2H 3H 4H 5H",
        E: "9C 2S 3S 4S 5S",
        A: "KH QH JH 10H 8H",
    }
    game = new_game("round-games", 5, packs=[stacked_pack(hands, A, 5)], first_dealer=A, **options)
    game.start()
    return game


def test_peel_snip_snap_snorum_chain_penalties() -> None:
    """RULES.md §1.1 chain basis, [000]: "B has to lead; he plays a nine … C … says 'Snip,' upon which B has to
    pay a stake … D … says 'Snap,' upon which C has to pay two stakes … E … says 'Snorum,' which imposes a
    penalty of three stakes upon D." Then "A, whose turn it now is to play, has to start upon a new card"."""
    game = peel_table()
    assert game.current_seat() == B

    events = play(game, "9H", "9S", "9D", "9C")

    assert calls(events) == [(C, "Snip!"), (D, "Snap!"), (E, "Snorum!")]
    assert payments(events) == [
        (B, POOL, 1, PayReason.SNIPPED),
        (C, POOL, 2, PayReason.SNAPPED),
        (D, POOL, 3, PayReason.SNORUMED),
    ]
    assert game.bank.stacks == [5, 4, 3, 2, 5]
    assert game.bank.pool == 6
    assert game.current_seat() == A
    assert legal_codes(game) == {"KH", "QH", "JH", "10H", "8H"}


def test_after_a_run_of_four_the_next_card_starts_a_new_run() -> None:
    """RULES.md §1.1: after a run of four, the next player "starts upon a new card" [000]; matching it is a
    plain Snip, paid 1 by its player."""
    game = peel_table()
    play(game, "9H", "9S", "9D", "9C")

    events = play(game, "8H", "2C")

    assert calls(events) == []
    assert payments(events) == []
    assert game.current_seat() == C
    assert legal_codes(game) == {"2D"}, "C must match B's two, the start of the new run"
    events = play(game, "2D")
    assert calls(events) == [(C, "Snip!")]
    assert payments(events) == [(B, POOL, 1, PayReason.SNIPPED)]


def test_another_rank_between_ends_the_run() -> None:
    """RULES.md §1.1 chain basis, [000]: D has no nine and plays a ten: "B would have had to pay the penalty for
    Snip, as before; but C could have nothing to pay". E then plays a nine and A another: "that would only
    'snip' E's nine, although the other two nines had just been played; E would have to pay one stake"."""
    hands = {
        B: "9H 2C 3C 4C 5C",
        C: "9S 2D 3D 4D 5D",
        D: "10C 2H 3H 4H 5H",
        E: "9D 2S 3S 4S 5S",
        A: "9C QH JH 8H 7H",
    }
    game = new_game("round-games", 5, packs=[stacked_pack(hands, A, 5)], first_dealer=A)
    game.start()

    events = play(game, "9H", "9S", "10C", "9D", "9C")

    assert calls(events) == [(C, "Snip!"), (A, "Snip!")]
    assert payments(events) == [(B, POOL, 1, PayReason.SNIPPED), (E, POOL, 1, PayReason.SNIPPED)]
    assert game.bank.stacks == [5, 4, 5, 5, 4]
    assert game.bank.pool == 2


def test_matching_is_compulsory_and_a_refused_move_changes_nothing() -> None:
    """RULES.md §1.1 compulsory matching (option `revoke` off, the default): "if a player holds a card of the same rank as the card played
    immediately before theirs, they must play one" ([000]: "If a player has a card similar to that played
    immediately before him, he must play it"). Every player plays a card each turn: no passing."""
    game = peel_table()
    play(game, "9H")
    before = snapshot(game)

    assert legal_codes(game) == {"9S"}
    with pytest.raises(IllegalMove):
        play(game, "2D")
    with pytest.raises(IllegalMove):
        play(game, "KH")  # not in C's hand
    with pytest.raises(IllegalMove):
        game.apply(PASS)

    assert snapshot(game) == before


def test_the_eldest_hand_leads_any_card() -> None:
    """RULES.md §1.1: "The player left of the dealer leads any card"."""
    game = peel_table()

    assert game.current_seat() == B
    assert legal_codes(game) == {"9H", "2C", "3C", "4C", "5C"}


def test_cards_are_dealt_one_at_a_time_from_the_dealers_left() -> None:
    """RULES.md §1.1 "Each deal" and "Conventions": 5 cards each, one at a time, starting left of the dealer;
    the rest of the pack is the stock."""
    pack = stacked_pack({2: "AC 2C 3C 4C 5C", 0: "AD 2D 3D 4D 5D", 1: "AH 2H 3H 4H 5H"}, 1, 3)
    game = new_game("round-games", 3, packs=[pack], first_dealer=1)

    (dealt,) = game.start()

    assert isinstance(dealt, Dealt) and dealt.dealer == 1 and dealt.deal == 1
    assert [seat for seat, _ in dealt.cards] == [2, 0, 1] * 5
    assert [c.code for _, c in dealt.cards] == pack[:15]
    assert [c.code for c in game.zones()["stock"]] == pack[15:]
    assert dealt.turn_up is None


def test_the_deal_passes_left_and_no_run_continues_into_a_new_deal() -> None:
    """RULES.md §1.1: "When every hand of the deal is empty, the deal passes to the next player on the left …
    A run never continues into a new deal." A's last card is a nine; C, the new eldest hand, holds a nine but
    leads any card."""
    first = stacked_pack({B: "2C 3C 4C 5C 6C", C: "7C 8C 10C JC QC", A: "2D 3D 4D 5D 9H"}, A, 3)
    second = stacked_pack({C: "9S KS KH 2H 3H", A: "4H 5H 6H 7H 8H", B: "AC AD AH AS KC"}, B, 3)
    game = new_game("round-games", 3, packs=[first, second], first_dealer=A)
    game.start()

    play(game, "2C", "7C", "2D", "3C", "8C", "3D", "4C", "10C", "4D", "5C", "JC", "5D", "6C", "QC")
    events = play(game, "9H")

    assert [type(e) for e in events[1:]] == [DealOver, Dealt]
    assert events[2].dealer == B and events[2].deal == 2
    assert game.current_seat() == C
    assert legal_codes(game) == {"9S", "KS", "KH", "2H", "3H"}
    assert game.bank.stacks == [5, 5, 5] and game.bank.pool == 0


def knock_out_b(stake: int = 1):
    """Four players with `stake` coins, A dealing: B leads 9H and C snips it with 9S. No other rank is shared."""
    hands = {B: "9H KC KD KH KS", C: "9S 2C 3C 4C 5C", D: "6C 7C 8C 10C JC", A: "AC AD AH AS QC"}
    game = new_game("round-games", 4, seed=5, packs=[stacked_pack(hands, A, 4)], first_dealer=A, stake=stake)
    game.start()
    return game, play(game, "9H", "9S")


def test_a_player_whose_stack_reaches_zero_is_out_at_once() -> None:
    """RULES.md §1.1: "A player whose stack reaches 0 is out at once: their remaining cards are dead (set aside
    face down), they get no more cards, and turns skip them"."""
    game, events = knock_out_b(stake=1)

    assert payments(events) == [(B, POOL, 1, PayReason.SNIPPED)]
    assert PlayerOut(B, 4) in events
    assert game.in_game == [True, False, True, True]
    assert sorted(c.code for c in game.zones()["dead"]) == ["KC", "KD", "KH", "KS"]
    assert game.zones()["hand 1"] == []

    order = []
    for move in ["6C", "AC", "2C", "7C", "AD", "3C"]:
        order.append(game.current_seat())
        play(game, move)
    assert order == [D, A, C, D, A, C], "turns skip B"


def test_the_deal_passes_over_a_player_who_is_out() -> None:
    """RULES.md §1.1: the deal passes "to the next player on the left who is still in the game", and the dealer
    deals only to players still in the game ("Conventions": skipping players who are out)."""
    game, _ = knock_out_b(stake=1)
    play(game, "6C", "AC", "2C", "7C", "AD", "3C", "8C", "AH", "4C", "10C", "AS", "5C", "JC")

    events = play(game, "QC")

    dealt = events[-1]
    assert isinstance(dealt, Dealt) and dealt.dealer == C
    assert [seat for seat, _ in dealt.cards] == [D, A, C] * 5
    assert game.current_seat() == D


def test_the_last_player_with_coins_takes_the_pool_even_mid_deal() -> None:
    """RULES.md §1.1: "The game is over as soon as only one player with coins remains, even in the middle of a
    deal"; that player takes the pool. "A player who owes more than they hold pays everything they hold"."""
    hands = {B: "9H 2C 3C 4C 5C", C: "9S 2D 3D 4D 5D", A: "9D 2H 3H 4H 5H"}
    game = new_game("round-games", 3, packs=[stacked_pack(hands, A, 3)], first_dealer=A, stake=1)
    game.start()

    events = play(game, "9H", "9S", "9D")

    assert payments(events) == [
        (B, POOL, 1, PayReason.SNIPPED),
        (C, POOL, 1, PayReason.SNAPPED),  # owes 2, holds 1
        (POOL, A, 2, PayReason.POOL),
    ]
    assert [e for e in events if isinstance(e, PlayerOut)] == [PlayerOut(B, 4), PlayerOut(C, 4)]
    assert events[-1] == GameOver((A,))
    assert game.result().winners == (A,)
    assert game.bank.stacks == [3, 0, 0] and game.bank.pool == 0
    assert game.current_seat() is None and game.legal_moves() == [] and game.is_over()
    assert len(game.zones()["hand 0"]) == 4, "the game ended in the middle of the deal"
    with pytest.raises(IllegalMove):
        play(game, "2H")


def revoke_table(stake: int = 5):
    """Four players with the option `revoke`, A dealing: B holds 9H, C 9S and KS, D 9D and KD, A KH."""
    hands = {B: "9H 2C 3C 4C 5C", C: "9S KS 2D 3D 4D", D: "9D KD 2H 3H 4H", A: "KH 6S 7S 8S 10S"}
    game = new_game("round-games", 4, packs=[stacked_pack(hands, A, 4)], first_dealer=A, revoke=True, stake=stake)
    game.start()
    return game


def test_a_revoker_pays_double_then_the_previous_player_pays_as_though_matched() -> None:
    """RULES.md §1.1 option `revoke`, [000]: "In the event of his failing to do so, he has to pay a double
    penalty to the pool, while the player who would have been penalized has to contribute just as though the
    right card had been played" — the revoker first. "The revoker's card starts a new run": D's king snips C."""
    game = revoke_table()
    play(game, "9H")
    assert legal_codes(game) == {"9S", "KS", "2D", "3D", "4D"}

    events = play(game, "KS")

    assert payments(events) == [(C, POOL, 2, PayReason.REVOKE), (B, POOL, 1, PayReason.SNIPPED)]
    assert calls(events) == []
    events = play(game, "KD")
    assert calls(events) == [(D, "Snip!")]
    assert payments(events) == [(C, POOL, 1, PayReason.SNIPPED)]


def test_revoking_a_snap_costs_double_the_snap() -> None:
    """RULES.md §1.1 option `revoke`: D declines to snap C's nine: D pays 2 × 2, then C pays 2."""
    game = revoke_table()
    play(game, "9H", "9S")

    events = play(game, "2H")

    assert payments(events) == [(D, POOL, 4, PayReason.REVOKE), (C, POOL, 2, PayReason.SNAPPED)]
    assert game.bank.stacks == [5, 4, 3, 1] and game.bank.pool == 7


def test_an_out_players_card_must_still_be_matched_and_they_pay_nothing_more() -> None:
    """RULES.md §1.1: a player out of coins is out at once; "Their card on the table still counts as the
    previous card (the next player must still match it; they pay nothing more)". C revokes with 2 coins, goes
    out paying the double penalty; D's king still snips C's king, but C pays nothing; A's king snaps D."""
    game = revoke_table(stake=2)
    play(game, "9H")

    events = play(game, "KS")

    assert payments(events) == [(C, POOL, 2, PayReason.REVOKE), (B, POOL, 1, PayReason.SNIPPED)]
    assert PlayerOut(C, 4) in events
    assert game.current_seat() == D
    events = play(game, "KD")
    assert calls(events) == [(D, "Snip!")]
    assert payments(events) == []
    events = play(game, "KH")
    assert calls(events) == [(A, "Snap!")]
    assert payments(events) == [(D, POOL, 2, PayReason.SNAPPED)]
    assert game.current_seat() == B, "C is skipped"


def turn_up_table(stock: str, **options: object):
    """Three players with the option `turn_up`, A dealing and turning up the first card of `stock`."""
    hands = {B: "5S 2C 3C 4C 6C", C: "5D 8D 10D JD QD", A: "KH KS KD KC 7H"}
    pack = stacked_pack(hands, A, 3, stock=stock)
    game = new_game("round-games", 3, packs=[pack], first_dealer=A, turn_up=True, **options)
    return game, game.start()


def test_the_eldest_hand_must_match_the_turn_up_and_an_empty_pool_pays_nothing() -> None:
    """RULES.md §1.1 option `turn_up` ([000] "Turn-up Snip"): the dealer turns up the top card of the stock; it
    counts as card 1 of a run played by the dealer. The eldest must match it; the pool pays the eldest 1 coin
    — "nothing if the pool is empty". C then snaps B, who pays 2 for the 2nd card of the run."""
    game, (dealt,) = turn_up_table("5H")

    assert dealt.turn_up is not None and dealt.turn_up.code == "5H"
    assert [c.code for c in game.zones()["turn-up"]] == ["5H"]
    assert legal_codes(game) == {"5S"}
    with pytest.raises(IllegalMove):
        play(game, "2C")

    events = play(game, "5S")
    assert calls(events) == [(B, "Snip!")]
    assert payments(events) == []
    events = play(game, "5D")
    assert calls(events) == [(C, "Snap!")]
    assert payments(events) == [(B, POOL, 2, PayReason.SNAPPED)]


def second_deal_with_a_turn_up(**options: object):
    """Two players with the option `turn_up`. In the first deal (A dealing) B matches the turn-up 5H and A snaps
    B, so the pool holds coins; the second deal (B dealing) turns up 7H, and A, the eldest, holds 7S."""
    first = stacked_pack({B: "5S 2C 3C 4C 6C", A: "5D 8D 10D JD QD"}, A, 2, stock="5H")
    second = stacked_pack({A: "7S 2H 3H 4H 6H", B: "KH KS KD KC QC"}, B, 2, stock="7H")
    game = new_game("round-games", 2, packs=[first, second], first_dealer=A, turn_up=True, **options)
    game.start()
    play(game, "5S", "5D", "2C", "8D", "3C", "10D", "4C", "JD", "6C", "QD")
    assert game.dealer == B and game.current_seat() == A
    return game


def test_the_pool_pays_the_eldest_one_coin_for_matching_the_turn_up() -> None:
    """RULES.md §1.1 option `turn_up`: "If the eldest hand matches it, the pool pays the eldest 1 coin" ([000]:
    "the player takes one counter out of the pool and adds it to his own stock"). B was snapped in the first
    deal, so the pool holds 2 when A matches the second deal's turn-up."""
    game = second_deal_with_a_turn_up()
    assert game.bank.pool == 2

    events = play(game, "7S")

    assert payments(events) == [(POOL, A, 1, PayReason.TURN_UP)]
    assert game.bank.stacks == [6, 3] and game.bank.pool == 1


@pytest.mark.parametrize(
    ("payer", "paid"),
    [
        (TurnUpPayer.POOL, [(A, POOL, 2, PayReason.REVOKE)]),
        (TurnUpPayer.DEALER, [(A, POOL, 2, PayReason.REVOKE), (B, POOL, 1, PayReason.TURN_UP)]),
    ],
)
def test_revoking_the_turn_up(payer: TurnUpPayer, paid: list[object]) -> None:
    """RULES.md §1.1 options `revoke` and `turn_up`: the eldest declines to match the turn-up and pays double the
    Snip (2). "The previous player still pays as though matched": with `turn_up_payer = dealer` the dealer pays
    1; with the pool paying, the pool's coin is a reward "if the eldest hand matches it", so a revoker gets none
    (otherwise a revoker put out by the double penalty would hold a coin while out of the game)."""
    game = second_deal_with_a_turn_up(revoke=True, turn_up_payer=payer)
    assert game.bank.pool > 0

    events = play(game, "2H")

    assert payments(events) == paid
    assert calls(events) == []


def test_turn_up_paid_by_the_dealer() -> None:
    """RULES.md §1.1 option `turn_up_payer = dealer` ([000]: "the dealer has to pay the penalty for Snip"): the
    dealer pays 1 coin to the pool when the eldest matches the turn-up."""
    game, _ = turn_up_table("5H", turn_up_payer=TurnUpPayer.DEALER)

    events = play(game, "5S")

    assert payments(events) == [(A, POOL, 1, PayReason.TURN_UP)]
    assert game.bank.stacks == [4, 5, 5] and game.bank.pool == 1


def test_a_turn_up_not_matched_costs_nobody_anything() -> None:
    """RULES.md §1.1 option `turn_up`: only a match of the turn-up is paid; B holds no king and plays freely."""
    game, _ = turn_up_table("9C")

    assert legal_codes(game) == {"5S", "2C", "3C", "4C", "6C"}
    events = play(game, "2C")
    assert payments(events) == [] and calls(events) == []


@pytest.mark.parametrize(("pack", "low", "high"), [(52, 2, 10), (32, 2, 6)])
def test_player_limits_follow_the_pack(pack: int, low: int, high: int) -> None:
    """RULES.md §1.1: "Pack 52 (players 2–10) or 32 (A K Q J 10 9 8 7 of each suit; players 2–6)"."""
    for seats in range(low, high + 1):
        new_game("round-games", seats, seed=1, pack=pack)
    for seats in (low - 1, high + 1):
        with pytest.raises(ValueError, match=f"{low}–{high} players"):
            new_game("round-games", seats, seed=1, pack=pack)


def test_the_32_card_pack_holds_a_k_q_j_10_9_8_7() -> None:
    """RULES.md §1.1 option `pack` 32: only A K Q J 10 9 8 7 of each suit are dealt; a stacked 52-card order
    is refused for it."""
    game = new_game("round-games", 6, seed=3, pack=32)
    (dealt,) = game.start()

    zones = game.zones()
    every_card = [c for cards in zones.values() for c in cards]
    assert len(every_card) == 32 == len(set(every_card))
    assert {c.rank.code for c in every_card} == {"A", "K", "Q", "J", "10", "9", "8", "7"}
    assert len(dealt.cards) == 30
    with pytest.raises(ValueError):
        new_game("round-games", 3, packs=[stacked_pack({}, A, 3)], first_dealer=A, pack=32).start()


def test_every_player_starts_with_the_stake() -> None:
    """RULES.md §1.1: "Every player starts with 5 coins; pool 0"; option `stake` changes the coins."""
    assert new_game("round-games", 4, seed=1).bank.stacks == [5, 5, 5, 5]
    game = new_game("round-games", 3, seed=1, stake=12)
    assert game.bank.stacks == [12, 12, 12] and game.bank.pool == 0


def test_nobody_calls_for_the_card_that_starts_a_run() -> None:
    """RULES.md §1: the player who matches calls; nobody calls for the card that starts a run."""
    game = peel_table()

    events = play(game, "9H")

    assert not [e for e in events if isinstance(e, Called)]
