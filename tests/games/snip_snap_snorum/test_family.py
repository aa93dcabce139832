"""Scenario tests for the rest of the family (RULES.md §1.4, seed [001] "Nobble / Bump / Bonk / Motor"):
`nobble`, `bump` and `snore-em`, presets of the round-games engine with their own words and deals.

Seats: A = 0, B = 1, C = 2, D = 3, E = 4; A deals, so B leads.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.rules import Dealt, PayReason, PlayerOut
from game.games.snip_snap_snorum.presets import PRESETS, SETTABLE, WORDS
from game.games.snip_snap_snorum.rules import new_game
from game.games.snip_snap_snorum.spec import SPEC
from game.table.narration import Narrator

from .stacking import POOL, calls, four, legal_codes, payments, play, stacked_pack

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


def test_bump_a_declined_match_costs_nothing_and_starts_a_new_run() -> None:
    """RULES.md §1.4 `bump`: "matching is optional and costs nothing to decline". Cy holds the nine Bob led
    but plays the 2♦: nobody pays, and by the chain basis (§1.1: compare with the card just played) the 2♦
    starts a new run, so Dot's nine matches nothing — Dot may play it or match the two, as she pleases."""
    hands = {
        B: "9H 3C 4C 5C 6C",
        C: "9S 2D 3D 4D 5D",
        D: "9D 2H 3H 4H 5H",
        A: "KH QH JH 10H 8H",
    }
    game = new_game("bump", 4, packs=[stacked_pack(hands, A, 4)], first_dealer=A)
    game.start()
    play(game, "9H")
    assert legal_codes(game) == {"9S", "2D", "3D", "4D", "5D"}

    events = play(game, "2D")
    assert payments(events) == [] and calls(events) == []
    assert game.bank.stacks == [5, 5, 5, 5]
    # Declining proves nothing: Cy may still hold a nine.
    assert game.observe(D).voids[C] == frozenset()
    assert legal_codes(game) == {"9D", "2H", "3H", "4H", "5H"}

    events = play(game, "9D", "KH")
    assert payments(events) == [] and calls(events) == []
    assert game.bank.stacks == [5, 5, 5, 5]


def test_bump_bumps_double_bumps_and_triple_bumps() -> None:
    """RULES.md §1.4 `bump`: as `nobble` (chain basis, §1.1), called "Bump!", "Double bump!", "Triple bump!";
    the matched player is bumped (pays 1), double bumped (2), triple bumped (3)."""
    hands = {
        B: "9H 2C 3C 4C 5C",
        C: "9S 2D 3D 4D 5D",
        D: "9D 2H 3H 4H 5H",
        A: "9C QH JH 10H 8H",
    }
    game = new_game("bump", 4, packs=[stacked_pack(hands, A, 4)], first_dealer=A)
    game.start()

    events = play(game, "9H", "9S", "9D", "9C")

    assert calls(events) == [(C, "Bump!"), (D, "Double bump!"), (A, "Triple bump!")]
    assert payments(events) == [
        (B, POOL, 1, PayReason.SNIPPED),
        (C, POOL, 2, PayReason.SNAPPED),
        (D, POOL, 3, PayReason.SNORUMED),
    ]
    assert game.bank.stacks == [5, 4, 3, 2]
    narrator = Narrator(NAMES, matched=WORDS[game.options.calls].matched)
    for event in events:
        narrator.add(event)
    assert [line for line in narrator.lines if " pays " in line] == [
        "Cy bumped Bob — Bob pays 1",
        "Dot double bumped Cy — Cy pays 2",
        "Ann triple bumped Dot — Dot pays 3",
    ]


def test_bump_deals_7_each_to_three_players_and_5_to_four() -> None:
    """RULES.md §1.4 `bump` option `hand`: "default 7 when three or fewer players are in the game, else 5"."""
    for players, each in ((2, 7), (3, 7), (4, 5), (6, 5)):
        game = new_game("bump", players, seed=5)
        game.start()
        assert [len(hand) for hand in game.hands] == [each] * players


def test_bump_option_hand_may_be_set_to_5_or_7() -> None:
    """RULES.md §1.4 `bump`: "Option `hand`: 5 cards, or 7", whatever the number of players; 7 each goes round
    at most 7 players of a 52-card pack and 4 of a 32-card one."""
    assert "hand" in SETTABLE["bump"]
    assert [SPEC.option_specs["hand"].parse(text) for text in ("by players", "5", "7")] == [None, 5, 7]
    for players, hand in ((3, 5), (4, 7)):
        game = new_game("bump", players, seed=5, hand=hand)
        game.start()
        assert [len(cards) for cards in game.hands] == [hand] * players
    assert replace(PRESETS["bump"], hand=7).seat_range() == (2, 7)
    assert replace(PRESETS["bump"], hand=7, pack=32).seat_range() == (2, 4)
    assert PRESETS["bump"].seat_range() == (2, 10)
