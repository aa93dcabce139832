"""Helpers for the Snap scenario tests (RULES.md §5): stack the pack so the hands we want are dealt, turn cards,
make timed calls, and take a snapshot of the whole table.

All 52 cards are dealt one at a time from the dealer's left (RULES.md "Conventions", §5 "All cards are
dealt"), so with n players the first 52 mod n seats in deal order get one card more.
"""

from __future__ import annotations

import dataclasses
from typing import Mapping

from game.core.cards import Card, full_pack, parse_cards
from game.core.rules import Event, StackedPacks
from game.games.snap.rules import PRESETS, TURN, Call, Calls, Options, Snap

FILL = "..."


def deal_sizes(num_seats: int, dealer: int) -> dict[int, int]:
    """How many cards each seat is dealt when `dealer` deals the 52 cards one at a time from their left."""
    order = [(dealer + i) % num_seats for i in range(1, num_seats + 1)]
    return {seat: 52 // num_seats + (k < 52 % num_seats) for k, seat in enumerate(order)}


def snap_pack(hands: Mapping[int, str], num_seats: int, dealer: int) -> list[Card]:
    """A pack order (top first) that deals each seat the hand in `hands` (seat → cards top first, e.g.
    "7C ... 2H": 7C on top, 2H at the bottom). "..." stands for filler — the cards no hand names, in pack
    order — enough to make up the seat's deal; a hand without "..." has its filler at the bottom, and a seat
    not in `hands` gets filler only. Raises AssertionError when a hand is too long or a card is named twice."""
    sizes = deal_sizes(num_seats, dealer)
    named = [c for text in hands.values() for c in parse_cards(text.replace(FILL, " "))]
    assert len(set(named)) == len(named), "a card is named twice"
    filler = [c for c in full_pack(52) if c not in set(named)]
    dealt: dict[int, list[Card]] = {}
    for seat in range(num_seats):
        text = hands.get(seat, FILL)
        if FILL not in text:
            text += " " + FILL
        top, _, bottom = (part.strip() for part in text.partition(FILL))
        top_cards, bottom_cards = parse_cards(top), parse_cards(bottom)
        missing = sizes[seat] - len(top_cards) - len(bottom_cards)
        assert missing >= 0, f"seat {seat} is dealt {sizes[seat]} cards, not {len(top_cards) + len(bottom_cards)}"
        dealt[seat] = top_cards + filler[:missing] + bottom_cards
        del filler[:missing]
    order = [(dealer + i) % num_seats for i in range(1, num_seats + 1)]
    return [dealt[seat][i] for i in range(max(sizes.values())) for seat in order if i < len(dealt[seat])]


def table(num_seats: int, hands: Mapping[int, str], dealer: int, preset: str = "snap", **changes: object) -> Snap:
    """A started game of Snap (`preset`, with option `changes`) whose deal by `dealer` gives `hands`."""
    options: Options = dataclasses.replace(PRESETS[preset], **changes)  # type: ignore[arg-type]
    game = Snap(options, num_seats, StackedPacks([snap_pack(hands, num_seats, dealer)]), dealer)
    game.start()
    return game


def turn(game: Snap, times: int = 1) -> list[Event]:
    """Turn `times` cards, each by the seat to turn; returns all their events."""
    events: list[Event] = []
    for _ in range(times):
        events.extend(game.apply(TURN))
    return events


def call(game: Snap, text: str) -> list[Event]:
    """Make the calls written "0@300 1@312" (seat@ms after the card showed) as one batch; returns the events."""
    batch = []
    for word in text.split():
        seat, _, ms = word.partition("@")
        batch.append(Call(int(seat), float(ms)))
    return game.apply(Calls(tuple(batch)))


def codes(cards: object) -> list[str]:
    """Cards as text, in order: ["7C", "2H"]."""
    return [c.code for c in cards]  # type: ignore[attr-defined]


def snapshot(game: Snap) -> tuple[object, ...]:
    """Where every card is and everything else a move could change (the open match excepted: see `match`)."""
    return (
        tuple(tuple(h) for h in game.hands),
        tuple(tuple(p) for p in game.piles),
        tuple(game.centre),
        tuple(game.out),
        game.turner,
        game.turns,
        game.last_turned,
        game.over,
        game.winners,
        game.result(),
    )


def match(game: Snap) -> tuple[object, ...] | None:
    """The open match as (kind, entitled seats, piles, open), or None."""
    m = game.match
    return None if m is None else (m.kind, m.entitled, m.piles, m.open)


def cards_everywhere(game: Snap) -> list[Card]:
    """Every card on the table: hands, face-up piles and the centre."""
    return [c for h in game.hands for c in h] + [c for p in game.piles for c in p] + list(game.centre)
