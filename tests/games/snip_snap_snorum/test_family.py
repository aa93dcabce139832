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


def _motor(hands: dict[int, str], stake: int = 5):  # type: ignore[no-untyped-def]
    game = new_game("motor", 4, packs=[stacked_pack(hands, A, 4)], first_dealer=A, stake=stake)
    game.start()
    return game


_MOTOR_HANDS = {
    B: "9H 2C 3C 4C 5C",
    C: "9S 2D 3D 4D 5D",
    D: "9D 2H 3H 4H 5H",
    A: "9C QH JH 10H 8H",
}


def test_motor_a_run_of_two_makes_the_first_player_lose_a_life_when_it_ends() -> None:
    """RULES.md §1.4 `motor`: "a run pays only when it ends … a run of two, the first player pays 1"; it ends
    when a card of another rank is played. Calls are round-games' ([001] gives Motor none)."""
    hands = {B: "9H 2C 3C 4C 5C", C: "9S 2D 3D 4D 5D", D: "KH 2H 3H 4H 5H", A: "QC QH JH 10H 8H"}
    game = _motor(hands)
    events = play(game, "9H", "9S")
    assert calls(events) == [(C, "Snip!")]
    assert payments(events) == [] and game.bank.stacks == [5, 5, 5, 5]
    events = play(game, "KH")
    assert payments(events) == [(B, POOL, 1, PayReason.SNIPPED)]
    assert game.bank.stacks == [5, 4, 5, 5]


def test_motor_a_run_of_three_makes_only_the_second_player_lose_two() -> None:
    """RULES.md §1.4 `motor`: "of three, the second pays 2 (the first nothing)"."""
    hands = {**_MOTOR_HANDS, A: "QC QH JH 10H 8H"}
    game = _motor(hands)
    events = play(game, "9H", "9S", "9D")
    assert calls(events) == [(C, "Snip!"), (D, "Snap!")]
    assert payments(events) == []
    events = play(game, "QC")
    assert payments(events) == [(C, POOL, 2, PayReason.SNAPPED)]
    assert game.bank.stacks == [5, 5, 3, 5]


def test_motor_a_run_of_four_makes_only_the_third_player_lose_three_at_once() -> None:
    """RULES.md §1.4 `motor`: "of four, the third pays 3 (the first two nothing)"; a run ends "after its
    fourth card", so the payment comes with it, and nothing more when the next card is played."""
    game = _motor(_MOTOR_HANDS)
    events = play(game, "9H", "9S", "9D")
    assert payments(events) == []
    events = play(game, "9C")
    assert calls(events) == [(A, "Snorum!")]
    assert payments(events) == [(D, POOL, 3, PayReason.SNORUMED)]
    events = play(game, "2C")
    assert payments(events) == []
    assert game.bank.stacks == [5, 5, 5, 2]


def test_motor_the_end_of_the_deal_ends_a_run_and_a_last_life_puts_its_player_out() -> None:
    """RULES.md §1.4 `motor`: a run ends "at the end of the deal" — paid before the next deal; a player whose
    last life goes is out at once (§1.1), and the last with lives wins."""
    hands = {B: "2C 3C 4C 5C 9H", C: "2D 3D 4D 5D 9S", D: "6H 7H 8H 10H KH", A: "6S 7S 8S 10S QS"}
    game = _motor(hands, stake=1)
    events = play(game, "2C", "2D")
    assert payments(events) == []
    events = play(game, "6H")  # Bob snipped, the run ends: his one life goes
    assert payments(events) == [(B, POOL, 1, PayReason.SNIPPED)]
    assert PlayerOut(B, 4) in events
    game = _motor({B: "2C 3C 4C 5C 6C", C: "7D 8D 9D 10D JD", D: "2H 3H 4H 5H KH", A: "7S 8S 9S 10S KS"})
    events = play(game, *"2C 7D 2H 7S 3C 8D 3H 8S 4C 9D 4H 9S 5C 10D 5H 10S 6C JD KH".split())
    assert payments(events) == []
    events = game.apply(game.legal_moves()[0])  # Ann's K snips Dot's, and the deal ends
    kinds = [type(e).__name__ for e in events]
    assert payments(events) == [(D, POOL, 1, PayReason.SNIPPED)]
    assert kinds.index("Paid") < kinds.index("DealOver") < kinds.index("Dealt")


def test_motor_calls_coins_lives() -> None:
    """RULES.md §1.4 `motor`: "Coins are called 'lives' in the captions"; its rules screen is titled Motor."""
    from game.table.narration import payment_words

    game = _motor({B: "9H 2C 3C 4C 5C", C: "9S 2D 3D 4D 5D", D: "KH 2H 3H 4H 5H", A: "QC QH JH 10H 8H"})
    events = play(game, "9H", "9S", "KH")
    narrator = Narrator(NAMES, matched=WORDS[game.options.calls].matched, lives=game.options.lives)
    for event in events:
        narrator.add(event)
    assert [line for line in narrator.lines if " loses " in line] == ["Cy snipped Bob — Bob loses a life"]
    paid = next(e for e in events if type(e).__name__ == "Paid")
    assert payment_words(paid, NAMES, lives=True) == "Bob loses a life"
    assert payment_words(replace(paid, coins=2), NAMES, lives=True) == "Bob loses 2 lives"
    assert SPEC.preset_titles["motor"] == "Motor"
    assert any("lives" in line for line in SPEC.rules_text["motor"])
