"""A guest's `Mirror` of the race (game/games/thirteens/mirror.py, issue 35): fed only the host's events, it
stands exactly where the host's engine stands after every move — the calls so far, every player's foundations
and rows, who is still to place the call, what each may do — and never knows a call before it is called."""

from __future__ import annotations

import random

import pytest

from game.core.rules import IllegalMove, ShuffledPacks
from game.games.thirteens.mirror import Mirror
from game.games.thirteens.rules import Late, Options, Thirteens, ToRow

OPTIONS = [
    Options(),
    Options(rows=5),
    Options(auto_foundation=False),
    Options(auto_foundation=False, rows=5, pace=3),
    Options(pace=5),
]


def same_place(mirror: Mirror, engine: Thirteens) -> None:
    """Everything a table reads of the race is the same on the mirror as on the engine."""
    assert (mirror.called, mirror.card, mirror.is_over()) == (engine.called, engine.card, engine.is_over())
    assert mirror.calls == engine.calls[: engine.called], "the calls so far, and no call to come"
    assert (mirror.foundations, mirror.rows, mirror.waiting) == (engine.foundations, engine.rows, engine.waiting)
    assert mirror.to_come() == engine.to_come()
    for seat in range(engine.num_seats):
        assert mirror.moves_for(seat) == engine.moves_for(seat)
        assert mirror.observe(seat) == engine.observe(seat)
        assert mirror.score(seat) == engine.score(seat)
    assert mirror.result() == engine.result()


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: f"rows{o.rows}-auto{o.auto_foundation}-pace{o.pace}")
@pytest.mark.parametrize("seats", [1, 3])
def test_the_mirror_follows_the_engine_move_by_move_to_the_end(options: Options, seats: int) -> None:
    rng = random.Random(f"{options} {seats}")
    engine = Thirteens(options, seats, ShuffledPacks(random.Random(seats)))
    mirror = Mirror(options, seats, you=0)
    mirror.follow(engine.start())
    same_place(mirror, engine)
    while not engine.is_over():
        seat = rng.choice([s for s in range(seats) if engine.moves_for(s)])
        late = options.pace is not None and engine.waiting[seat] and rng.random() < 0.2
        move = Late(seat) if late else rng.choice(engine.moves_for(seat))
        mirror.follow(engine.apply(move))
        same_place(mirror, engine)


def test_the_mirror_makes_no_move_of_its_own() -> None:
    mirror = Mirror(Options(), 2, you=1)
    with pytest.raises(IllegalMove):
        mirror.apply(ToRow(1, 0))
    assert mirror.start() == [] and mirror.calls == ()


def test_the_guests_view_is_asked_spent_by_its_own_move_and_stopped_when_the_host_leaves() -> None:
    engine = Thirteens(Options(), 2, ShuffledPacks(random.Random(2)))
    mirror = Mirror(Options(), 2, you=1)
    mirror.moved(None, None, engine.start(), None)
    while not engine.waiting[1]:  # a call that fits nobody's foundation, so seat 1 must place it
        mirror.moved(None, None, engine.apply(ToRow(0, 0)), 0)
    assert mirror.due() and mirror.legal == []
    mirror.asked(engine.observe(1), engine.moves_for(1))
    assert mirror.legal == engine.moves_for(1)
    if engine.waiting[0]:
        mirror.moved(None, None, engine.apply(ToRow(0, 1)), 0)
        assert mirror.legal, "another seat's move does not spend this seat's ask"
    mirror.moved(None, None, engine.apply(ToRow(1, 2)), 1)
    assert mirror.legal == [], "its own move spends it"
    mirror.stop()
    assert mirror.is_over() and not mirror.due()
