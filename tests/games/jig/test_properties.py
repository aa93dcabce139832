"""Properties of every match of Jig, over 1,000 seeded matches per preset with random legal moves.

RULES.md "Conventions" and §2: coins are never created or destroyed (stacks + pool constant) and the payments
the events tell add up to the bank; every card of the pack is in exactly one place (a hand, the played cards,
the dead cards); the engine accepts the legal moves only — the leader any card of their hand, otherwise only
the sequence's next card — and refuses others without changing anything; every match ends after its deals;
and a replay file reproduces the match.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game import replay
from game.core.cards import Card, full_pack
from game.core.rules import GameOver, IllegalMove, Paid, Pot
from game.core.session import Controller, Seat, Session
from game.games.jig.rules import PRESETS, Jig, Play
from game.registry import JIG

MATCHES_PER_PRESET = 1000
MOVE_LIMIT = 2000  # three deals of at most 52 cards each


def random_session(preset: str, seed: int) -> Session:
    """A match of `preset` with options drawn from `seed`: 3–8 seats, 0–4 dead cards, pool on or off, 1–3
    deals, and Rex on or off for the German game."""
    rng = random.Random(seed)
    changes: dict[str, Any] = {"dead_cards": rng.randrange(5), "pool": rng.random() < 0.5, "deals": rng.randint(1, 3)}
    if preset == "german":
        changes["rex"] = rng.random() < 0.5
    options = JIG.options_for(preset, changes)
    seats = [Seat(f"P{i}", Controller.EASY) for i in range(rng.randint(3, 8))]
    return Session.new(JIG, options, seats, seed)


def snapshot(state: Jig) -> tuple[Any, ...]:
    return (
        [list(h) for h in state.hands],
        frozenset(state.played),
        list(state.sequence),
        state.turn,
        state.forced,
        list(state.bank.stacks),
        state.bank.pool,
    )


def an_illegal_card(state: Jig, rng: random.Random) -> Card | None:
    """A card the seat to move may not play now: one it does not hold, or, when a card is forced, another of
    its own."""
    seat = state.turn
    assert seat is not None
    legal = {m.card for m in state.legal_moves()}
    own = [c for c in state.hands[seat] if c not in legal]
    others = [c for c in full_pack(state.options.pack) if c not in state.hands[seat]]
    pool = own if own and rng.random() < 0.5 else others
    return rng.choice(pool) if pool else None


def play_out(session: Session, rng: random.Random) -> None:
    """Random legal moves to the end, checking every property after every move."""
    state = session.state
    assert isinstance(state, Jig)
    pack = sorted(c.code for c in full_pack(state.options.pack))
    coins = sum(state.bank.stacks) + state.bank.pool
    told = [state.options.stake] * state.num_seats
    told_pool = 0
    for event in session.opening:
        if isinstance(event, Paid):
            told[event.payer] -= event.coins  # antes: the opening's only payments
            told_pool += event.coins
    moves = 0
    while (seat := state.current_seat()) is not None:
        legal = state.legal_moves()
        hand = state.hands[seat]
        if state.forced is None:
            assert sorted(m.card.code for m in legal) == sorted(c.code for c in hand), "the leader may lead any card"
        else:
            assert legal == [Play(state.forced)] and state.forced in hand, "only the sequence's next card"
        wrong = an_illegal_card(state, rng)
        if wrong is not None:
            before = snapshot(state)
            with pytest.raises(IllegalMove):
                session.apply(Play(wrong))
            assert snapshot(state) == before, "a refused move changes nothing"
        for event in session.apply(rng.choice(legal)):
            if isinstance(event, Paid):
                if event.payer is Pot.POOL:
                    told_pool -= event.coins
                else:
                    told[event.payer] -= event.coins
                if event.payee is Pot.POOL:
                    told_pool += event.coins
                else:
                    told[event.payee] += event.coins
            if isinstance(event, GameOver):
                assert event.winners == state.result().winners
        moves += 1
        assert moves < MOVE_LIMIT, "the match ends"
        assert sum(state.bank.stacks) + state.bank.pool == coins, "coins are constant"
        assert (told, told_pool) == (list(state.bank.stacks), state.bank.pool), "the payments add up to the bank"
        if not state.is_over():
            cards = [c for h in state.hands for c in h] + list(state.played) + state.dead
            assert sorted(c.code for c in cards) == pack, "every card is in exactly one place"
    assert state.is_over() and state.result().winners
    assert state.deal_no == state.deals_total


@pytest.mark.parametrize("preset", list(PRESETS))
def test_random_matches_keep_the_rules_and_their_replays_reproduce_them(preset: str) -> None:
    for seed in range(MATCHES_PER_PRESET):
        session = random_session(preset, seed)
        play_out(session, random.Random(seed))
        data = json.loads(json.dumps(replay.from_session(session)))
        checked = replay.check(replay.parse(data))
        assert checked.state.result() == session.state.result()
        assert [m.move for m in checked.moves] == [m.move for m in session.moves]
