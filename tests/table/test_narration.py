"""The log panel's words: calls and payments as sentences (issue 2 "a log panel lists recent calls and
payments in words (\\"Bob snipped Ann — Ann pays 1\\")")."""

from __future__ import annotations

from game.core.cards import parse_card
from game.core.rules import (
    Called,
    Dealt,
    GameOver,
    Paid,
    Passed,
    PayReason,
    Played,
    PlayerOut,
    Pot,
)
from game.table.narration import Narrator, payment_words


def test_a_snip_is_told_as_in_the_issue() -> None:
    narrator = Narrator(["Ann", "Bob"])
    for event in (Played(0, parse_card("9H")), Played(1, parse_card("9S")), Called(1, "Snip!"),
                  Paid(0, Pot.POOL, 1, PayReason.SNIPPED, by=1)):
        narrator.add(event)
    assert list(narrator.lines) == ["Ann plays 9♥", "Bob plays 9♠ — “Snip!”", "Bob snipped Ann — Ann pays 1"]


def test_the_human_called_you_is_spoken_to() -> None:
    narrator = Narrator(["You", "Ada"])
    narrator.add(Dealt(1, 0, ()))
    narrator.add(Paid(0, Pot.POOL, 2, PayReason.SNAPPED, by=1))
    narrator.add(Passed(0))
    narrator.add(PlayerOut(0, 3))
    narrator.add(GameOver((0,)))
    assert list(narrator.lines) == [
        "Deal 1: You deal.",
        "Ada snapped you — You pay 2",
        "You pass",
        "You have no coins left and are out.",
        "You win!",
    ]


def test_every_kind_of_payment_says_why() -> None:
    names = ["Ann", "Bob", "Cy"]
    narrator = Narrator(names)
    said = {
        reason: narrator.payment(Paid(0, Pot.POOL if reason is not PayReason.POOL else 1, 3, reason, by=1))
        for reason in PayReason
    }
    assert said[PayReason.REVOKE] == "Ann declines to match — pays 3 for the revoke"
    assert said[PayReason.CARDS_LEFT] == "Ann pays 3 for cards left"
    assert said[PayReason.PASS] == "Ann pays 3 for passing, to the pool"
    assert narrator.payment(Paid(Pot.POOL, 2, 7, PayReason.POOL, by=2)) == "Cy takes the pool: 7 coins"
    assert len(set(said.values())) == len(said), "no two reasons read the same"


def test_the_line_under_a_caption_names_the_payer() -> None:
    assert payment_words(Paid(0, Pot.POOL, 1, PayReason.SNIPPED, by=1), ["Ann", "Bob"]) == "Ann pays 1"
    assert payment_words(Paid(Pot.POOL, 1, 1, PayReason.TURN_UP, by=1), ["Ann", "Bob"]) == "the pool pays Bob 1"


def test_jigs_words_the_dead_card_the_winners_pay_and_what_the_table_worked_out() -> None:
    """RULES.md §2: the turned-up dead card, and the coins per card left paid to the player who went out."""
    narrator = Narrator(["Ann", "You", "Bob"], turn_up="the dead card")
    narrator.add(Dealt(1, 2, (), parse_card("7H")))
    narrator.add(Paid(0, 1, 3, PayReason.CARDS_LEFT))
    narrator.add(Paid(1, Pot.POOL, 2, PayReason.CARDS_LEFT))
    narrator.note("8♦ is a dead card: the sequence stops.")
    assert list(narrator.lines) == [
        "Deal 1: Bob deals; the dead card is 7♥.",
        "Ann pays you 3 for cards left",
        "You pay 2 for cards left",
        "8♦ is a dead card: the sequence stops.",
    ]

