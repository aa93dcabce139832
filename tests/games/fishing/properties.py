"""What every fishing match keeps, checked move by move over seeded random matches (the games'
test_properties.py): every card in exactly one place, the moves the rules allow and no others, every move
written and read back the same, and a replay that reproduces the match."""

from __future__ import annotations

import json
import random
from itertools import chain
from typing import Any, Callable, Protocol

import pytest

from game import replay
from game.core.cards import full_pack
from game.core.rules import Event, IllegalMove
from game.core.session import Controller, Seat, Session
from game.core.spec import GameSpec
from game.games.fishing.rules import Capture, FishingState, Move, Trail, item_cards, parse_move

from .oracle import Key, key

PACK = frozenset(map(id, full_pack(52)))

MOVE_LIMIT = 5000
"""No match of these option draws comes near it; a match that passes it does not end."""

WRONG_EVERY = 37
"""A wrong move is tried before one move in this many."""


def new_session(spec: GameSpec, preset: str, changes: dict[str, Any], seats: int, seed: int) -> Session:
    players = [Seat(f"P{i}", Controller.EASY) for i in range(seats)]
    return Session.new(spec, spec.options_for(preset, changes), players, seed)


def every_card_once(state: FishingState) -> bool:
    """Every card of the pack is in exactly one hand, on the table, in one pile or in the stock (cards are
    shared objects: their identities stand for them)."""
    cards = [*chain.from_iterable(state.hands), *chain.from_iterable(map(item_cards, state.table))]
    cards += [*chain.from_iterable(state.piles), *state.stock]
    return len(cards) == 52 and set(map(id, cards)) == PACK


def snapshot(state: FishingState) -> tuple[Any, ...]:
    hands, piles = [list(h) for h in state.hands], [list(p) for p in state.piles]
    return (hands, list(state.table), piles, list(state.stock), state.turn)


def a_wrong_move(state: FishingState, rng: random.Random) -> Move:
    """A move the seat to play may not make: a card it does not hold, or a capture of its own card that is not
    one of its captures."""
    seat = state.current_seat()
    assert seat is not None
    hand = state.hands[seat]
    if rng.random() < 0.5 or not state.table:
        return Trail(rng.choice([c for c in full_pack(52) if c not in hand]))
    legal = {key(m) for m in state.legal_moves()}
    table = [c for item in state.table for c in item_cards(item)]
    for _ in range(20):
        taken = frozenset(rng.sample(table, rng.randint(1, len(table))))
        move = Capture(rng.choice(hand), taken, ((*taken,),))
        if key(move) not in legal:
            return move
    return Trail(rng.choice([c for c in full_pack(52) if c not in hand]))


class Checks(Protocol):
    """A game's own rules, checked as a match is played."""

    def position(self, state: FishingState, seat: int, legal: list[Move]) -> None:
        """Before a move: `legal` are `seat`'s legal moves in `state`."""

    def moved(self, state: FishingState, move: Move, events: list[Event]) -> None:
        """After `move`, which told `events`."""


def play_out(
    session: Session,
    rng: random.Random,
    oracle: Callable[[FishingState, int], set[Key]] | None,
    checks: Checks,
    oracle_table: int = 0,
) -> int:
    """Random legal moves to the end of the match; after every move every card is in one place and the move
    reads back as written; `checks` checks the game's own rules before and after each move. Where the table
    holds at most `oracle_table` items the legal moves are compared with the `oracle`'s, and now and then a
    wrong move is tried and must be refused, changing nothing. Returns the number of moves."""
    state = session.state
    assert isinstance(state, FishingState) and every_card_once(state)
    moves = 0
    while (seat := state.current_seat()) is not None:
        legal = state.legal_moves()
        assert legal, "a seat to play always has a move"
        if oracle is not None and len(state.table) <= oracle_table:
            assert len({key(m) for m in legal}) == len(legal), "each move once"
            assert {key(m) for m in legal} == oracle(state, seat), "the moves the rules allow, no others"
        checks.position(state, seat, legal)
        if moves % WRONG_EVERY == 0:
            before = snapshot(state)
            with pytest.raises(IllegalMove):
                session.apply(a_wrong_move(state, rng))
            assert snapshot(state) == before, "a refused move changes nothing"
        move = rng.choice(legal)
        events = session.apply(move)
        assert parse_move(session.moves[-1].move) == move, "the move reads back as written"
        assert every_card_once(state)
        checks.moved(state, move, events)
        moves += 1
        assert moves < MOVE_LIMIT, "the match ends"
    assert state.is_over() and state.result().winners
    return moves


def replays_the_same(session: Session) -> None:
    """The replay file of `session`, through JSON and back, plays again to the same deals and result."""
    data = json.loads(json.dumps(replay.from_session(session)))
    checked = replay.check(replay.parse(data))
    assert checked.state.result() == session.state.result()
    assert [m.move for m in checked.moves] == [m.move for m in session.moves]
