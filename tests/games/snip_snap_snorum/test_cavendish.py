"""Scenario tests for Cavendish's game (RULES.md §1.4 `cavendish`, seeds [001] "Other Variants" and [000]
"Variations"): every card dealt, only the very next player may match (and must), and a player whose card
is not matched plays again.

Seats: A = 0, B = 1, C = 2, D = 3. Four players hold 13 cards each.
"""

from __future__ import annotations

import pytest

from game import replay
from game.core.cards import Rank
from game.core.rules import Dealt, DealOver, GameOver, PayReason, PlayerOut, WentOut
from game.core.spec import OptionError
from game.games.snip_snap_snorum.narration import FamilyNarrator
from game.games.snip_snap_snorum.presets import Ends
from game.games.snip_snap_snorum.rules import PlaysAgain, new_game
from game.games.snip_snap_snorum.spec import SPEC

from .stacking import POOL, calls, four, legal_codes, payments, play, stacked_pack

A, B, C, D = 0, 1, 2, 3
NAMES = ["Ann", "Bob", "Cy", "Dot"]

# pagat's example: Ann holds a 7 Bob cannot match, and a 10 that Bob and then Cy can; Dot holds no 10.
PAGAT = {
    A: "7H 10H 10C " + four("2 3") + " 4C 4D",
    B: "10S " + four("5 6 8"),
    C: "10D 7S 7D 7C 4H " + four("9 J"),
    D: "4S " + four("Q K A"),
}
# Dot leads a 6 that Ann must match (Dot pays 1 into the pool); then Ann holds only ranks Bob lacks, so she
# plays again and again until her hand is empty.
ANN_GOES_OUT = {
    D: "6C " + four("Q K A"),
    A: "6D " + four("2 3 4"),
    B: "5C " + four("7 8 9"),
    C: "6H 6S 5D 5H 5S " + four("10 J"),
}
ANN_RUNS_OUT = ["6C", "6D", *[f"{r}{s}" for r in "234" for s in "CDHS"]]


def pagat_game(**changes: object):
    game = new_game("cavendish", 4, packs=[stacked_pack(PAGAT, D, 4)], first_dealer=D, **changes)
    game.start()
    return game


def test_every_card_is_dealt_and_everyone_starts_with_five_coins() -> None:
    """RULES.md §1.4 `cavendish`: "all cards dealt, 5 coins each"."""
    game = pagat_game()
    assert [len(hand) for hand in game.hands] == [13, 13, 13, 13]
    assert game.stock == [] and game.bank.stacks == [5, 5, 5, 5]


def test_pagats_example_move_by_move() -> None:
    """RULES.md §1.4, pagat's example [001]: "A plays 7, B has no 7, so A plays 10; B plays 10 and A pays 1;
    C plays 10 and B pays 2; D has no 10, so C plays again"."""
    game = pagat_game()

    events = play(game, "7H")
    assert [e for e in events if isinstance(e, PlaysAgain)] == [PlaysAgain(A, could_not=B)]
    assert game.current_seat() == A and len(legal_codes(game)) == 12, "any card: a new run"
    assert game.observe(C).voids[B] == {Rank.SEVEN}, "Bob is seen to hold no 7"

    events = play(game, "10H")
    assert payments(events) == [] and game.current_seat() == B
    assert legal_codes(game) == {"10S"}, "the next player must match"

    events = play(game, "10S")
    assert calls(events) == [(B, "Snip!")] and payments(events) == [(A, POOL, 1, PayReason.SNIPPED)]
    assert game.current_seat() == C

    events = play(game, "10D")
    assert calls(events) == [(C, "Snap!")] and payments(events) == [(B, POOL, 2, PayReason.SNAPPED)]
    assert [e for e in events if isinstance(e, PlaysAgain)] == [PlaysAgain(C, could_not=D)]
    assert game.current_seat() == C and game.run_rank is None
    assert game.bank.stacks == [4, 3, 5, 5] and game.bank.pool == 3

    narrator = FamilyNarrator(NAMES)
    for event in play(pagat_game(), "7H"):
        narrator.add(event)
    assert narrator.lines[-1] == "Bob could not match: Ann plays again."


def test_only_the_very_next_player_may_match() -> None:
    """RULES.md §1.4: "only the very next player may match" — Cy holds three 7s, but Bob cannot match Ann's
    7, so Ann plays again and Cy never gets the chance."""
    game = pagat_game()
    play(game, "7H")
    assert game.current_seat() == A


def test_after_a_run_of_four_its_last_player_plays_again() -> None:
    """RULES.md §1.4: "After a run of four, its last player plays again" — and the three matched players
    paid 1, 2 and 3 on the chain basis."""
    hands = {
        A: "9H " + four("2 3 4"),
        B: "9S " + four("5 6 7"),
        C: "9D " + four("8 10 J"),
        D: "9C " + four("Q K A"),
    }
    game = new_game("cavendish", 4, packs=[stacked_pack(hands, D, 4)], first_dealer=D)
    game.start()

    events = play(game, "9H", "9S", "9D", "9C")

    assert calls(events) == [(B, "Snip!"), (C, "Snap!"), (D, "Snorum!")]
    assert [p[:3] for p in payments(events)] == [(A, POOL, 1), (B, POOL, 2), (C, POOL, 3)]
    assert events[-1] == PlaysAgain(D, could_not=None, run_of_four=True)
    assert game.current_seat() == D and len(legal_codes(game)) == 12
    narrator = FamilyNarrator(NAMES)
    narrator.add(events[-1])
    assert narrator.lines[-1] == "All four are out: Dot plays again."


def test_first_out_of_cards_takes_the_pool_and_wins() -> None:
    """RULES.md §1.4 option `ends` first_out (the default): "the first player out of cards … takes the
    pool" — Ann, never matched after her snip, plays again until her hand is empty."""
    game = new_game("cavendish", 4, packs=[stacked_pack(ANN_GOES_OUT, C, 4)], first_dealer=C)
    game.start()

    events = play(game, *ANN_RUNS_OUT)

    assert (D, POOL, 1, PayReason.SNIPPED) in payments(events)
    assert sum(isinstance(e, PlaysAgain) and e.seat == A for e in events) == 12
    assert [e for e in events if isinstance(e, WentOut)] == [WentOut(A)]
    assert payments(events)[-1] == (POOL, A, 1, PayReason.POOL)
    assert game.is_over() and game.result().winners == (A,)
    assert game.bank.stacks == [6, 5, 5, 4]


def test_a_player_with_no_coins_is_out_at_once() -> None:
    """RULES.md §1.4: "A player with no coins is out at once (cards dead, as in §1.1)"; the last player with
    coins takes the pool, if that comes before anyone is out of cards."""
    game = pagat_game(stake=1)
    events = play(game, "7H", "10H", "10S")
    assert PlayerOut(A, 11) in events and not game.is_over()
    events = play(game, "10D")
    assert PlayerOut(B, 12) in events and not game.is_over()
    assert game.current_seat() == C, "Dot has no 10: Cy plays again"


def test_last_with_coins_plays_on_and_deals_again_when_every_hand_is_empty() -> None:
    """RULES.md §1.4 option `ends` last_with_coins ([000]): going out wins nothing; "when every hand is empty
    the pack is dealt again" to the players with coins, and the last player with coins takes the pool."""
    game = new_game(
        "cavendish", 4, packs=[stacked_pack(ANN_GOES_OUT, C, 4)], first_dealer=C, stake=50,
        ends=Ends.LAST_WITH_COINS,
    )
    game.start()
    events = play(game, *ANN_RUNS_OUT)
    assert not any(isinstance(e, WentOut) for e in events) and not game.is_over()
    assert game.current_seat() == B, "Ann has no card to play again with: Bob, who could not match, leads"
    alone = []
    while game.deal_no == 1:
        assert A != game.current_seat(), "an empty hand is passed over"
        seat = game.current_seat()
        events = game.apply(game.legal_moves()[0])
        again = [e for e in events if isinstance(e, PlaysAgain)]
        if again and again[0].could_not is None and not again[0].run_of_four:
            assert again[0].seat == seat and all(not h for s, h in enumerate(game.hands) if s != seat)
            alone.append(again[0])
    assert alone, "the last player holding cards plays them out alone"
    narrator = FamilyNarrator(NAMES)
    narrator.add(alone[0])
    assert narrator.lines[-1] == f"Nobody else has a card: {NAMES[alone[0].seat]} plays again."
    dealt = next(e for e in events if isinstance(e, Dealt))
    assert DealOver(1, None) in events and dealt.deal == 2
    assert [len(hand) for hand in game.hands] == [13, 13, 13, 13]


def test_unlimited_coins_nobody_is_out_and_each_deal_is_won_by_its_first_out() -> None:
    """RULES.md §1.4 `stake = unlimited` ([000] "an unlimited number of coins"): nobody is ever out (Dot goes
    below nothing and plays on); the first out of cards takes the pool and the deal is over; after `deals`
    deals the most coins wins."""
    game = new_game(
        "cavendish", 4, packs=[stacked_pack(ANN_GOES_OUT, C, 4)], first_dealer=C, stake=None, deals=2
    )
    game.start()
    assert game.bank.stacks == [0, 0, 0, 0]
    events = play(game, *ANN_RUNS_OUT)
    assert game.bank.stacks == [1, 0, 0, -1] and game.in_game == [True] * 4
    assert DealOver(1, A) in events and next(e for e in events if isinstance(e, Dealt)).deal == 2
    assert not game.is_over() and game.deals_won == [1, 0, 0, 0]
    while not game.is_over():
        events = game.apply(game.legal_moves()[0])
        assert game.in_game == [True] * 4 and sum(game.bank.stacks) + game.bank.pool == 0
    best = max(game.bank.stacks)
    assert game.result().winners == tuple(s for s in range(4) if game.bank.stacks[s] == best)
    assert isinstance(events[-1], GameOver) and game.deal_no == 2


def test_with_unlimited_coins_the_most_coins_after_the_deals_wins_and_a_tie_shares_the_win() -> None:
    """RULES.md §1.4 `stake = unlimited`: "a match is N deals, won by the most coins at its end (ties share)".
    Two players, two deals: each deal the leader's 6 is matched round a run of four (the leader pays 1 and 3,
    the other 2), and the other plays out ranks the leader lacks, taking the pool of 6 — four coins won, then
    four lost: level at 0, so both win."""
    low, high = "6C 6H " + four("2 3 4 5 7 8"), "6D 6S " + four("9 10 J Q K A")
    packs = [stacked_pack({A: low, B: high}, B, 2), stacked_pack({B: low, A: high}, A, 2)]
    game = new_game("cavendish", 2, packs=packs, first_dealer=B, stake=None, deals=2)
    game.start()
    events = play(game, "6C", "6D", "6H", "6S")
    assert [(payer, coins) for payer, __, coins, ___ in payments(events)] == [(A, 1), (B, 2), (A, 3)]
    while game.deal_no == 1:
        game.apply(game.legal_moves()[0])
    assert game.bank.stacks == [-4, 4] and game.deals_won == [0, 1], "Bob went out and took the pool"
    while not game.is_over():
        events = game.apply(game.legal_moves()[0])
    assert game.bank.stacks == [0, 0] and game.deals_won == [1, 1] and game.deal_no == 2
    assert events[-1] == GameOver((A, B)) and game.result().winners == (A, B), "a tie for the most shares the win"


def test_its_options_are_ends_stake_with_unlimited_and_deals_with_unlimited_coins() -> None:
    """RULES.md §1.4: options `ends` and `stake` including unlimited; a match of N deals only with unlimited
    coins. Round games (§1.1) has no unlimited stake."""
    assert SPEC.options_for("cavendish", {"stake": "unlimited"}).stake is None
    assert SPEC.options_for("cavendish", {"ends": "last_with_coins"}).ends is Ends.LAST_WITH_COINS
    with pytest.raises(OptionError, match="or unlimited"):
        SPEC.options_for("cavendish", {"stake": "lots"})
    with pytest.raises(OptionError):
        SPEC.options_for("round-games", {"stake": "unlimited"})
    limited, unlimited = SPEC.options_for("cavendish", {}), SPEC.options_for("cavendish", {"stake": None})
    assert SPEC.option_spec("cavendish", "deals").applies(unlimited)
    assert not SPEC.option_spec("cavendish", "deals").applies(limited)
    assert SPEC.option_spec("cavendish", "ends").applies(limited)
    assert not SPEC.option_spec("cavendish", "ends").applies(unlimited)
    assert SPEC.options_from_json(SPEC.options_to_json(unlimited)) == unlimited
    # RULES.md §1.4: "`ends` does not apply" with unlimited coins: a choice of it is left out of the options,
    # and refused when typed (the command line), saying when it counts.
    chosen = SPEC.options_for("cavendish", {"stake": "unlimited", "ends": "last_with_coins"})
    assert chosen.stake is None and chosen.ends is Ends.FIRST_OUT
    with pytest.raises(OptionError, match="option ends does not apply here: it counts only with a stake of coins"):
        SPEC.options_for("cavendish", {"stake": "unlimited", "ends": "last_with_coins"}, strict=True)
    with pytest.raises(OptionError, match="option deals does not apply here: it counts only with unlimited coins"):
        SPEC.options_for("cavendish", {"deals": "4"}, strict=True)


def test_a_replay_writes_unlimited_coins_as_unlimited_and_still_reads_the_null_of_older_files() -> None:
    """RULES.md §1.4: "A replay writes this stake as `"unlimited"`" (game/replay.py's format)."""
    unlimited = SPEC.options_for("cavendish", {"stake": "unlimited", "deals": "2"})
    written = SPEC.options_to_json(unlimited)
    assert written["stake"] == "unlimited" and written["deals"] == 2
    assert SPEC.options_from_json(written) == unlimited
    assert SPEC.options_from_json({**written, "stake": None}) == unlimited, "files written before read as ever"
    assert SPEC.options_to_json(SPEC.options_for("cavendish", {}))["stake"] == 5
    with pytest.raises(OptionError, match="option stake cannot be 'unlimited'"):
        SPEC.options_from_json({**SPEC.options_to_json(SPEC.preset("round-games")), "stake": "unlimited"})
    assert '"stake": "unlimited"' in " ".join((replay.__doc__ or "").split())


@pytest.mark.parametrize("stack", [0, -3, 4])
def test_medium_plays_safe_whatever_its_stack_with_unlimited_coins(stack: int) -> None:
    """RULES.md §1.4 `stake = unlimited`: a matched player pays in full, even in debt, so the medium player
    fears a match as much at 0 or below as with coins in hand: Ann, free to play, values a 2 (she holds
    all four: nobody can match it) above the 7 (three are out of her sight, so Bob may hold one)."""
    from game.games.snip_snap_snorum.medium import choice_values

    game = pagat_game(stake=None)
    game.bank.stacks = [stack, 0, 0, -stack]
    values = choice_values(game.observe(A))
    assert values[Rank.TWO] == 0.0
    assert values[Rank.SEVEN] < values[Rank.TWO]


def test_medium_invites_a_snip_early_and_races_to_go_out_late() -> None:
    """RULES.md §1.4 `cavendish`: a snip costs 1 coin but hands the turn, and the run's 2- and 3-coin risks,
    to the matcher; keeping the turn sheds cards. So with 13 cards in hand Ann plays the 7 Bob may match
    rather than the 2 nobody can; with `ends` last_with_coins (going out wins nothing) she always does; with
    3 cards left in the default game she races, playing the safe 2."""
    from game.games.snip_snap_snorum.medium import choice_values

    early = choice_values(pagat_game().observe(A))
    assert early[Rank.SEVEN] > early[Rank.TWO]
    coins_decide = choice_values(pagat_game(ends=Ends.LAST_WITH_COINS).observe(A))
    assert coins_decide[Rank.SEVEN] > coins_decide[Rank.TWO]
    game = pagat_game()
    game.hands[A] = [c for c in game.hands[A] if c.code in ("7H", "2C", "2D")]
    late = choice_values(game.observe(A))
    assert late[Rank.TWO] > late[Rank.SEVEN]
