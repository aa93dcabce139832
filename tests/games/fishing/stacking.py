"""Helpers for the fishing games' scenario tests (RULES.md §3 Snitch'ems, §4 Cassino): stack a pack so the
hands and the layout we want are dealt, play named moves, read events.

A deal gives `hand_size` cards to each player one at a time from the dealer's left, then lays the `layout`
face up from the next cards; each later round gives `hand_size` more to each player from the stock, in the
same way (RULES.md "Conventions", §3 "Deal", §4 "Deal"; the engine's order, game/games/fishing/rules.py).
"""

from __future__ import annotations

import random
from typing import Any, Iterable, Mapping, Sequence

from game.core.cards import Card, full_pack, parse_cards
from game.core.rules import Event, ShuffledPacks, StackedPacks
from game.games.fishing.rules import Build, Capture, FishingState, Move, item_cards, parse_move


def stacked_pack(
    num_seats: int,
    hand_size: int,
    layout_size: int,
    rounds: Sequence[Mapping[int, str]],
    layout: str = "",
    dealer: int | None = None,
) -> list[Card]:
    """A pack order (top first) that deals `rounds[r]` (seat → "9H KS …", up to `hand_size` cards) in round
    r + 1 and `layout` (up to `layout_size` cards) to the table when `dealer` (default: the last seat) deals.
    Every card not named fills the places left, in pack order. Raises AssertionError when a card is named
    twice or too many cards are named for a place."""
    dealer = num_seats - 1 if dealer is None else dealer
    order = [(dealer + i) % num_seats for i in range(1, num_seats + 1)]
    per_round = hand_size * num_seats
    total_rounds = (52 - layout_size) // per_round
    slots: list[Card | None] = [None] * 52
    for r, hands in enumerate(rounds):
        assert r < total_rounds, f"there are only {total_rounds} rounds"
        start = 0 if r == 0 else layout_size + per_round * r
        for seat, text in hands.items():
            cards = parse_cards(text)
            assert len(cards) <= hand_size, f"seat {seat} is dealt {hand_size} cards a round, not {len(cards)}"
            for i, c in enumerate(cards):
                slots[start + i * num_seats + order.index(seat)] = c
    shown = parse_cards(layout)
    assert len(shown) <= layout_size
    for i, c in enumerate(shown):
        slots[per_round + i] = c
    named = [c for c in slots if c is not None]
    assert len(set(named)) == len(named), "a card is named twice"
    filler = iter(c for c in full_pack(52) if c not in set(named))
    return [c if c is not None else next(filler) for c in slots]


def stacked(
    game: type[FishingState],
    options: Any,
    rounds: Sequence[Mapping[int, str]],
    layout: str = "",
    num_seats: int = 2,
    dealer: int | None = None,
) -> Any:
    """A match of `game` with `options` for `num_seats` whose first deal is stacked as `stacked_pack` says
    (later deals shuffled with seed 1), dealt. The last seat deals unless `dealer` says otherwise."""
    pack = stacked_pack(num_seats, options.hand_size, options.layout_size(num_seats), rounds, layout, dealer)
    state = game(options, num_seats, StackedPacks([pack], then=ShuffledPacks(random.Random(1))), dealer)
    state.start()
    return state


def arrange(
    state: FishingState,
    hands: Mapping[int, str],
    table: str = "",
    piles: Mapping[int, str] | None = None,
    stock: int = 0,
    turn: int = 0,
    rest: int | None = None,
    last_capturer: int | None = None,
) -> None:
    """Put the cards of a dealt `state` where a test wants them in the middle of a deal: `hands` (seat →
    cards; other seats hold none), the loose `table` cards, `piles` (seat → cards captured so far), `stock`
    cards still to deal (the first cards not named, in pack order); every other card goes to the pile of
    seat `rest` or, if None, to the piles in turn, so all 52 cards are somewhere. `turn` is the seat to play."""
    named = {seat: parse_cards(text) for seat, text in hands.items()}
    laid = parse_cards(table)
    captured = {seat: parse_cards(text) for seat, text in (piles or {}).items()}
    used = [c for h in named.values() for c in h] + laid + [c for p in captured.values() for c in p]
    assert len(set(used)) == len(used), "a card is named twice"
    others = [c for c in full_pack(52) if c not in set(used)]
    n = state.num_seats
    state.hands = [list(named.get(s, [])) for s in range(n)]
    state.table = list(laid)
    state.piles = [list(captured.get(s, [])) for s in range(n)]
    state.stock = others[:stock]
    for i, c in enumerate(others[stock:]):
        state.piles[rest if rest is not None else i % n].append(c)
    state.seen = set(laid) | {c for p in state.piles for c in p}
    state.turn = turn
    state.last_capturer = last_capturer
    state._legal = None


def play(state: FishingState, *moves: str) -> list[Event]:
    """Apply the moves written as in replays ("2H x 6C 8D", "5S build 8 on 3D", "9C trail") in turn; returns
    all their events."""
    events: list[Event] = []
    for text in moves:
        events += state.apply(parse_move(text))
    return events


def legal(state: FishingState) -> set[str]:
    """The legal moves of the seat to play, written as in replays (the cards of a group in table order)."""
    return {str(m) for m in state.legal_moves()}


def takes(state: FishingState, card: str) -> list[set[str]]:
    """What each legal capture with `card` takes, as sets of card codes."""
    played = parse_cards(card)[0]
    return [{c.code for c in m.taken} for m in state.legal_moves() if isinstance(m, Capture) and m.card == played]


def codes(cards: Iterable[Card]) -> set[str]:
    return {c.code for c in cards}


def table_codes(state: FishingState) -> list[str]:
    """The table as text: loose cards as codes, builds as "[3D+5C=8]"."""
    return [
        f"[{'+'.join(c.code for c in item.cards)}={item.value}]" if isinstance(item, Build) else item.code
        for item in state.table
    ]


def all_cards(state: FishingState) -> list[Card]:
    """Every card in a hand, on the table, in a pile or in the stock."""
    table = [c for item in state.table for c in item_cards(item)]
    return [c for h in state.hands for c in h] + table + [c for p in state.piles for c in p] + list(state.stock)


def move(text: str) -> Move:
    """A move written as in replays."""
    return parse_move(text)
