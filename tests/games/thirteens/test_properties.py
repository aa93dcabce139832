"""Properties of every game of Thirteens (RULES.md §6), over 1,200 seeded games of 1 to 4 players with random
legal moves: 4 or 5 rows, `auto_foundation` on or off, the calls waited for or timed (5 s, with some cards
placed late), and the waiting seats moving in a random order each call.

After every move each player's 52 cards are all somewhere — on the foundations, on the rows, still with the
caller, or the call the player has still to place — and each number exactly four times; every foundation runs
1, 2, 3 … with no gap; a score is the cards on the foundations and `result()` says so, with every best score
winning at the end; with `auto_foundation` on no card that fits a foundation is left off it (at the end, with it
off too); what a seat observes depends on how many of each number are still to come, never on their order; a
clone goes its own way; every move reads back as written; and the game's replay file plays it again exactly.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from itertools import chain

from game import replay
from game.core.cards import Card, Rank
from game.core.rules import Event, GameOver
from game.core.session import Controller, Seat, Session
from game.games.thirteens.rules import (
    CALLS,
    Founded,
    Laid,
    Late,
    Move,
    Observation,
    PatienceOut,
    Scored,
    Thirteens,
    number_set,
    parse_move,
)
from game.registry import GAMES

SPEC = GAMES["thirteens"]
GAMES_PLAYED = 1200
REPLAYED = 3
"""One game in this many is also written as a replay file and played again from it."""
LATE = 0.2
"""With a pace, a waiting seat lets the time run out on this share of its calls."""
EVERY_CARD = frozenset(map(id, number_set()))
"""A player's 52 cards (and the caller's): cards are shared objects, so their identities stand for them."""
RUN = list(Rank)
"""A foundation from the bottom: 1, 2, 3 … 13."""


def random_session(seed: int, rng: random.Random) -> Session:
    changes = {"rows": rng.choice([4, 5]), "auto_foundation": rng.random() < 0.5, "pace": rng.choice([None, 5])}
    seats = [Seat(f"P{i}", Controller.EASY) for i in range(rng.randint(1, 4))]
    return Session.new(SPEC, SPEC.options_for("thirteens", changes), seats, seed)


def random_move(state: Thirteens, rng: random.Random) -> Move:
    """A move of a random waiting seat (with `auto_foundation` off, now and then a lift of a seat that has
    placed the call): one of its legal moves, or, with a pace, now and then the call's time running out."""
    seat = rng.choice(state.waiting_seats())
    if not state.options.auto_foundation and rng.random() < 0.1:
        seat = rng.randrange(state.num_seats)
    if state.options.pace is not None and state.waiting[seat] and rng.random() < LATE:
        return Late(seat)
    moves = state.moves_for(seat)
    return rng.choice(moves) if moves else rng.choice(state.moves_for(state.waiting_seats()[0]))


def snapshot(state: Thirteens) -> tuple[object, ...]:
    return (
        [[pile[:] for pile in piles] for piles in state.foundations],
        [[row[:] for row in seat_rows] for seat_rows in state.rows],
        state.waiting[:],
        state.called,
        state.over,
    )


def check_position(state: Thirteens) -> None:
    """What holds after every move (the module docstring)."""
    to_come = state.calls[state.called :]
    now = state.card
    counts = Counter(c.rank for c in to_come)
    still_to_come = tuple(counts[rank] for rank in Rank)
    for seat in range(state.num_seats):
        piles, seat_rows = state.foundations[seat], state.rows[seat]
        placing = [now] if now is not None and state.waiting[seat] and not state.over else []
        cards: list[Card] = [*chain.from_iterable(piles), *chain.from_iterable(seat_rows), *to_come, *placing]
        assert len(cards) == CALLS and set(map(id, cards)) == EVERY_CARD, "every card once"
        for pile in piles:
            assert [c.rank for c in pile] == RUN[: len(pile)], "a foundation runs 1, 2, 3 …"
        assert state.score(seat) == sum(map(len, piles))
        tops = {pile[-1].rank if pile else 0 for pile in piles}
        if state.options.auto_foundation or state.over:
            assert not any(row and row[-1].rank - 1 in tops for row in seat_rows), "a free card that fits goes up"
        if state.options.auto_foundation and placing:
            assert placing[0].rank - 1 not in tops, "only a card that fits nowhere waits"
        obs = state.observe(seat)
        assert obs.waiting == bool(placing) and obs.card == state.card and obs.to_come == still_to_come
    result = state.result()
    assert result.stacks == tuple(map(state.score, range(state.num_seats))) and result.pool == 0
    best = max(result.stacks)
    assert result.winners == (tuple(s for s, n in enumerate(result.stacks) if n == best) if state.over else ())
    assert state.over == (state.called == CALLS and not any(state.waiting))


def check_events(state: Thirteens, events: list[Event]) -> None:
    """Every seat placed each call once (on a row, or on a foundation), and the end was scored as it stands."""
    for seat in range(state.num_seats):
        placed = sum(
            (isinstance(e, Laid) or isinstance(e, Founded) and e.row is None) and e.seat == seat for e in events
        )
        assert placed == CALLS
        lifted = sum(isinstance(e, Founded) and e.row is not None and e.seat == seat for e in events)
        assert lifted == sum(isinstance(e, Laid) and e.seat == seat for e in events) - sum(map(len, state.rows[seat]))
    scores = tuple(map(state.score, range(state.num_seats)))
    assert [e for e in events if isinstance(e, Scored)] == [Scored(scores)]
    assert [e.seat for e in events if isinstance(e, PatienceOut)] == [s for s, n in enumerate(scores) if n == CALLS]
    assert events[-1] == GameOver(state.result().winners)


def observations_hide_the_order_to_come(state: Thirteens, rng: random.Random) -> None:
    """Every seat observes the same when the calls still to come are in another order."""
    rest = list(state.calls[state.called :])
    if len(set(rest)) < 2:
        return
    twin = state.clone()
    while (shuffled := rng.sample(rest, len(rest))) == rest:
        pass
    twin.calls = state.calls[: state.called] + tuple(shuffled)
    assert [twin.observe(s) for s in range(state.num_seats)] == [state.observe(s) for s in range(state.num_seats)]


def a_clone_goes_its_own_way(state: Thirteens, rng: random.Random) -> tuple[list[Move], tuple[object, ...]]:
    """A few random moves on a clone leave the game as it was. Returns the moves and where the clone went, for
    the game to follow."""
    before = snapshot(state)
    twin = state.clone()
    moves: list[Move] = []
    while len(moves) < 4 and not twin.is_over():
        moves.append(random_move(twin, rng))
        twin.apply(moves[-1])
    assert snapshot(state) == before
    return moves, snapshot(twin)


def replays_the_same(session: Session) -> None:
    """The replay file of `session`, through JSON and back, plays again to the same calls, moves and result."""
    data = json.loads(json.dumps(replay.from_session(session)))
    checked = replay.check(replay.parse(data))
    assert checked.state.result() == session.state.result()
    assert checked.deals() == session.deals()
    assert [(m.seat, m.move) for m in checked.moves] == [(m.seat, m.move) for m in session.moves]
    assert isinstance(checked.state, Thirteens) and isinstance(session.state, Thirteens)
    assert snapshot(checked.state) == snapshot(session.state)


def test_a_set_is_four_of_each_number() -> None:
    """RULES.md §6: "four packs of 1–13 (52 numbered cards, no suits)": so every card once is each number four
    times."""
    assert len(EVERY_CARD) == CALLS == 52
    assert Counter(c.rank for c in number_set()) == {rank: 4 for rank in Rank}


def test_the_observation_holds_only_counts_of_the_calls_to_come() -> None:
    """An Observation has no field that could carry the caller's order: the seat's own places, the call, and
    how many of each number are still to come."""
    names = [f.name for f in dataclasses.fields(Observation)]
    assert names == ["seat", "card", "waiting", "foundations", "rows", "to_come", "options"]


def test_random_games_keep_the_rules_and_their_replays_reproduce_them() -> None:
    tried = Counter[str]()
    for seed in range(GAMES_PLAYED):
        rng = random.Random(seed)
        session = random_session(seed, rng)
        state = session.state
        assert isinstance(state, Thirteens)
        events = list(session.opening)
        check_position(state)
        cloned_at, hidden_at = rng.randrange(1, CALLS + 1), rng.randrange(1, CALLS + 1)
        planned: list[Move] = []
        cloned: tuple[object, ...] = ()
        while not state.is_over():
            if state.called == cloned_at:
                planned, cloned = a_clone_goes_its_own_way(state, rng)
                cloned_at = -len(planned)  # the game follows the clone's moves, then must stand where it went
            if state.called == hidden_at:
                observations_hide_the_order_to_come(state, rng)
                hidden_at = 0
            move = planned.pop(0) if planned else random_move(state, rng)
            events += session.apply(move)
            tried[type(move).__name__] += 1
            assert parse_move(session.moves[-1].move) == move, "the move reads back as written"
            check_position(state)
            if cloned_at < 0 and not planned:
                assert snapshot(state) == cloned, "the same moves bring the game where the clone went"
                cloned_at = 0
        check_events(state, events)
        if seed % REPLAYED == 0:
            replays_the_same(session)
    assert min(tried.values()) > 1000, f"every kind of move is tried often: {dict(tried)}"
