"""Scenario tests for the rest of the family (RULES.md §1.4, seed [001] "Nobble / Bump / Bonk / Motor"):
`nobble` and `snore-em`, presets of the round-games engine with their own words and deals.

Seats: A = 0, B = 1, C = 2, D = 3, E = 4; A deals, so B leads.
"""

from __future__ import annotations

from game.core.rules import Dealt, PayReason, PlayerOut
from game.games.snip_snap_snorum.presets import WORDS
from game.games.snip_snap_snorum.rules import new_game
from game.table.narration import Narrator

from .stacking import POOL, calls, four, payments, play, stacked_pack

A, B, C, D, E = 0, 1, 2, 3, 4
NAMES = ["Ann", "Bob", "Cy", "Dot", "Eve"]


def test_nobble_a_run_of_four_nobbles_double_nobbles_and_triple_nobbles() -> None:
    """RULES.md §1.4 `nobble`: exactly round-games (chain basis, §1.1), called "Nobble!", "Double nobble!",
    "Triple nobble!"; the matched player is nobbled (pays 1), double nobbled (2), triple nobbled (3)."""
    hands = {
        B: "9H 2C 3C 4C 5C",
        C: "9S 2D 3D 4D 5D",
        D: "9D 2H 3H 4H 5H",
        E: "9C 2S 3S 4S 5S",
        A: "KH QH JH 10H 8H",
    }
    game = new_game("nobble", 5, packs=[stacked_pack(hands, A, 5)], first_dealer=A)
    game.start()

    events = play(game, "9H", "9S", "9D", "9C")

    assert calls(events) == [(C, "Nobble!"), (D, "Double nobble!"), (E, "Triple nobble!")]
    assert payments(events) == [
        (B, POOL, 1, PayReason.SNIPPED),
        (C, POOL, 2, PayReason.SNAPPED),
        (D, POOL, 3, PayReason.SNORUMED),
    ]
    assert game.bank.stacks == [5, 4, 3, 2, 5]
    narrator = Narrator(NAMES, matched=WORDS[game.options.calls].matched)
    for event in events:
        narrator.add(event)
    assert [line for line in narrator.lines if " pays " in line] == [
        "Cy nobbled Bob — Bob pays 1",
        "Dot double nobbled Cy — Cy pays 2",
        "Eve triple nobbled Dot — Dot pays 3",
    ]


def test_snore_em_deals_all_the_cards() -> None:
    """RULES.md §1.4 `snore-em`: "all the cards are dealt each deal" — 13 each to four players, and some hold
    one more when the pack does not go round evenly."""
    game = new_game("snore-em", 4, seed=3)
    game.start()
    assert [len(hand) for hand in game.hands] == [13, 13, 13, 13]
    assert game.stock == []

    game = new_game("snore-em", 5, seed=3)
    game.start()
    assert sorted(len(hand) for hand in game.hands) == [10, 10, 10, 11, 11]


def test_snore_em_deals_13_each_once_only_three_players_remain() -> None:
    """RULES.md §1.4 `snore-em`: "or 13 each once only two or three players remain in the game". With one
    coin each, Bob is snipped out at once ("Snip!" — §1.1: out at 0, his cards dead); the three left hold
    ranks nobody else holds, so the deal plays out without a match, and the next deal gives 13 each."""
    hands = {
        B: "9H 9D 9C 8D 8H 8S KD KH KS " + four("A"),
        C: "9S " + four("2 3 4"),
        D: "8C " + four("5 6 7"),
        A: "KC " + four("10 J Q"),
    }
    game = new_game("snore-em", 4, packs=[stacked_pack(hands, A, 4)], first_dealer=A, stake=1)
    game.start()

    events = play(game, "9H", "9S")
    assert calls(events) == [(C, "Snip!")]
    assert payments(events) == [(B, POOL, 1, PayReason.SNIPPED)]
    assert PlayerOut(B, 12) in events
    while game.deal_no == 1:
        events = game.apply(game.legal_moves()[0])

    dealt = next(e for e in events if isinstance(e, Dealt))
    assert (dealt.deal, dealt.dealer) == (2, C)
    assert [len(hand) for hand in game.hands] == [13, 0, 13, 13]
    assert len(game.stock) == 13
    assert game.bank.stacks == [1, 0, 1, 1]


def test_snore_em_says_snore_em_and_the_log_says_snored() -> None:
    """RULES.md §1.4 `snore-em` [001]: the game of the name: "Snip!", "Snap!", "Snore 'em!", and the player of
    the third card is "snored"."""
    hands = {
        B: "9H " + four("2 3 4"),
        C: "9S " + four("5 6 7"),
        D: "9D " + four("8 10 J"),
        A: "9C " + four("Q K A"),
    }
    game = new_game("snore-em", 4, packs=[stacked_pack(hands, A, 4)], first_dealer=A)
    game.start()

    events = play(game, "9H", "9S", "9D", "9C")

    assert calls(events) == [(C, "Snip!"), (D, "Snap!"), (A, "Snore 'em!")]
    narrator = Narrator(NAMES, matched=WORDS[game.options.calls].matched)
    for event in events:
        narrator.add(event)
    assert narrator.lines[-1] == "Ann snored Dot — Dot pays 3"
