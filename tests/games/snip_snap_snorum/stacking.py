"""Helpers for the scenario tests: stack a pack so the hands we want are dealt, play named moves, read events.

Dealing follows RULES.md "Conventions": one card at a time, starting with the player left of the dealer,
skipping players who are out of the game; whatever is not dealt is the stock.
"""

from __future__ import annotations

from typing import Iterable, Mapping

from game.core.cards import Suit, full_pack, parse_cards
from game.core.rules import Account, Called, Event, Paid, PayReason, Pot
from game.games.snip_snap_snorum.rules import SnipSnapSnorum, parse_move

POOL = Pot.POOL


def deal_order(num_seats: int, dealer: int, out: Iterable[int] = ()) -> list[int]:
    """The seats in the order they receive cards: from the dealer's left, round to the dealer, less `out`."""
    skipped = set(out)
    seats = [(dealer + i) % num_seats for i in range(1, num_seats + 1)]
    return [s for s in seats if s not in skipped]


def four(ranks: str) -> str:
    """All four cards of each rank in `ranks` ("7 8 J"), clubs first: "7C 7D 7H 7S 8C …"."""
    return " ".join(r + s.value for r in ranks.split() for s in Suit)


def stacked_pack(
    hands: Mapping[int, str],
    dealer: int,
    num_seats: int,
    *,
    stock: str = "",
    pack: int = 52,
    out: Iterable[int] = (),
) -> list[str]:
    """A pack order (card codes, top first) that deals `hands` (seat → "9H KS …") when `dealer` deals.

    The cards after the dealt ones are `stock` (its first card is the turn-up, if one is turned) and
    then every unnamed card in pack order. Raises AssertionError when the hands cannot come from one
    deal (a seat left out, lengths that a one-at-a-time deal cannot give) or a card is named twice.
    """
    order = deal_order(num_seats, dealer, out)
    parsed = {seat: parse_cards(hands.get(seat, "")) for seat in order}
    assert set(hands) <= set(order), f"hands for seats not dealt to: {set(hands) - set(order)}"
    sizes = [len(parsed[s]) for s in order]
    assert sizes == sorted(sizes, reverse=True) and sizes[0] - sizes[-1] <= 1, f"no deal gives sizes {sizes}"
    dealt = [parsed[s][i] for i in range(sizes[0]) for s in order if i < len(parsed[s])]
    named = dealt + parse_cards(stock)
    assert len(set(named)) == len(named), "a card is named twice"
    allowed = set(full_pack(pack))
    assert set(named) <= allowed, f"cards not in the {pack}-card pack: {set(named) - allowed}"
    rest = [c for c in full_pack(pack) if c not in set(named)]
    return [c.code for c in named + rest]


def play(game: SnipSnapSnorum, *moves: str) -> list[Event]:
    """Apply the named moves ("9H", "pass") in turn; returns all their events."""
    events: list[Event] = []
    for text in moves:
        events.extend(game.apply(parse_move(text)))
    return events


def payments(events: Iterable[Event]) -> list[tuple[Account, Account, int, PayReason]]:
    """Every Paid event as (payer, payee, coins, reason), in order."""
    return [(e.payer, e.payee, e.coins, e.reason) for e in events if isinstance(e, Paid)]


def calls(events: Iterable[Event]) -> list[tuple[int, str]]:
    """Every Called event as (seat, words), in order."""
    return [(e.seat, e.words) for e in events if isinstance(e, Called)]


def snapshot(game: SnipSnapSnorum) -> tuple[object, ...]:
    """Everything observable about `game`: every seat's view, where every card is, the money, who moves."""
    return (
        tuple(game.observe(s) for s in range(game.num_seats)),
        game.zones(),
        game.result(),
        game.current_seat(),
        tuple(game.in_game),
        game.dealer,
    )


def legal_codes(game: SnipSnapSnorum) -> set[str]:
    """The legal moves of the seat to move, as text."""
    return {str(m) for m in game.legal_moves()}


# Follow or pass (RULES.md §1.2), four seats, seat 0 deals and seat 1 leads: seat 1 holds all four sevens and
# eights, a pair of twos and lone cards; the others hold none of its sevens or eights.
FOLLOW_OR_PASS_HANDS = {
    1: "7C 7D 7H 7S 8C 8D 8H 8S 2C 2D 3C 4C 5C",
    2: "2H 3D 4D 5D 6D 9D TD JD QD KD AD 9C TC",
    3: "2S 3H 4H 5H 6H 9H TH JH QH KH AH JC QC",
    0: "3S 4S 5S 6S 9S TS JS QS KS AS 6C KC AC",
}


def lead_all_four(rank: str) -> list[str]:
    """The moves of a four-seat follow-or-pass game in which the leader plays all four cards of `rank` ("7"),
    the three others passing before each of its next three (RULES.md §1.2)."""
    return [f"{rank}C", *[move for suit in "DHS" for move in ("pass", "pass", "pass", f"{rank}{suit}")]]
