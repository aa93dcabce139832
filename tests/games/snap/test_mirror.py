"""A guest's `Mirror` of Snap (game/games/snap/mirror.py, issue 35): fed only the host's events, with the deal
told without a face, it stands exactly where the host's engine stands after every move — every pile and the
centre, the size of every hand and each of its cards it has seen, who is out, the match and who may call it, the
cards turned, whose turn it is, the end — and never knows a face-down card it has not seen face up."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from game.core.rules import Event, GameOver, IllegalMove, PlayerOut, ShuffledPacks
from game.games.snap.mirror import Mirror
from game.online.sight import seen_by
from game.games.snap.moves import TURN, Call, Calls, Move
from game.games.snap.rules import (
    PRESETS,
    DeadHeat,
    FalseSnap,
    Options,
    PackKind,
    Snap,
    SnapCentre,
    Snapped,
    TooSlow,
    Turned,
    TurnedOver,
)

LIMIT = 400
"""The engine's safety limit in these games (`turn_limit`), so a whole game is quick to play."""

OPTIONS = [
    dataclasses.replace(PRESETS["snap"], turn_limit=LIMIT),
    dataclasses.replace(PRESETS["grab"], turn_limit=LIMIT),
    Options(anyone_may_call=True, turn_limit=LIMIT),
    Options(pack=PackKind.PICTURES, dead_heat_ms=0, turn_limit=LIMIT),
    Options(anyone_may_call=True, dead_heat_ms=80, turn_limit=LIMIT),
]


def seen(events: list[Event]) -> list[Event]:
    """`events` as the host tells a guest them (game/online/sight.py): the deal without a face, since nobody
    sees a face-down hand in Snap (`GameSpec.own_hand_seen`)."""
    return seen_by(events, None)


def reading(state: Snap) -> tuple[object, ...]:
    """What a table reads of `state` beyond its cards: who is out, the match (kind, entitled, piles, open) and the
    call that won it, the cards turned and the last, whose turn it is, the end, the winners, the money."""
    table = (state.out, state.match, state.won, state.turns, state.last_turned, state.turner, state.current_seat())
    return (*table, state.legal_moves(), state.is_over(), state.winners, state.result())


def same_place(mirror: Mirror, engine: Snap) -> None:
    """Everything a table reads of the game is the same on the mirror as on the engine."""
    assert (mirror.piles, mirror.centre) == (engine.piles, engine.centre)
    assert [len(hand) for hand in mirror.hands] == [len(hand) for hand in engine.hands]
    for known, hand in zip(mirror.hands, engine.hands):
        assert all(card is None or card == real for card, real in zip(known, hand)), "a card it knows, in its place"
    assert reading(mirror) == reading(engine)
    for seat in range(engine.num_seats):
        assert mirror.observe(seat) == engine.observe(seat)
        assert mirror.call_is_valid(seat) == engine.call_is_valid(seat)
        assert mirror.held(seat) == engine.held(seat)


def later(engine: Snap, rng: random.Random) -> float:
    """A time (ms, to 0.01) for a call on the card showing that the umpire could send now: after every call already
    judged on the card and, once its match is won, after the winning call's dead-heat window."""
    floor = 0.0 if engine.heard is None else engine.heard / 100
    if engine.won is not None:
        floor = max(floor, engine.won.ms + engine.options.dead_heat_ms + 0.01)
    return round(floor + rng.uniform(0, 300), 2)


def calls(engine: Snap, rng: random.Random) -> Calls:
    """A batch of calls on the card showing as the umpire could send it (`later`): a valid call, perhaps with a
    rival within the dead-heat window or just outside it, or anyone's call (too slow, or a false snap); perhaps
    others after."""
    window, at = engine.options.dead_heat_ms, later(engine, rng)
    seats = range(engine.num_seats)
    valid = [seat for seat in seats if engine.call_is_valid(seat)]
    batch = [Call(rng.choice(valid if valid and rng.random() < 0.7 else seats), at)]
    rivals = [seat for seat in valid if seat != batch[0].seat]
    if rivals and rng.random() < 0.5:
        gap = rng.choice([0.0, window / 2, float(window), window + 0.01, window + 40.0])
        batch.append(Call(rng.choice(rivals), round(at + gap, 2)))
    while rng.random() < 0.3:
        batch.append(Call(rng.choice(seats), round(at + rng.uniform(0, 200), 2)))
    rng.shuffle(batch)  # judged in time order, whatever the order sent
    return Calls(tuple(batch))


def ending(engine: Snap) -> str:
    """How the game over on `engine` ended (RULES.md §5 "End")."""
    held = [engine.held(seat) for seat in range(engine.num_seats)]
    if engine.turns >= engine.options.turn_limit:
        return "at the safety limit"
    if not any(held):
        return "every card in the centre"
    return "one holds every card" if max(held) == 52 else "no Snap Centre can come"


def play(options: Options, seats: int, seed: int) -> Counter[object]:
    """A whole game of random turns and calls on the engine, its mirror checked after every move; returns how
    many events of each kind it had, and how it ended. A lone holder of cards whose hand is empty may call
    falsely, so that a game can end with every card in the centre."""
    rng = random.Random(f"{options} {seats} {seed}")
    engine = Snap(options, seats, ShuffledPacks(random.Random(seed)))
    mirror = Mirror(options, seats, you=seats - 1)
    kinds: Counter[object] = Counter()
    events = engine.start()
    while True:
        mirror.follow(seen(events))
        same_place(mirror, engine)
        kinds.update(type(event) for event in events)
        kinds["back in"] += sum(1 for event in events if isinstance(event, SnapCentre) and event.back_in)
        kinds["known"] += sum(1 for hand in mirror.hands for card in hand if card is not None)
        if engine.is_over():
            kinds[ending(engine)] += 1
            return kinds
        holders = [seat for seat in range(seats) if engine.held(seat)]
        lone = holders[0] if len(holders) == 1 and not engine.hands[holders[0]] else None
        if lone is not None and not engine.call_is_valid(lone) and rng.random() < 0.5:
            move: Move = Calls((Call(lone, later(engine, rng)),))  # every card to the centre: the game ends tied
        elif rng.random() < (0.8 if any(engine.call_is_valid(seat) for seat in range(seats)) else 0.06):
            move = calls(engine, rng)
        else:
            move = TURN
        events = engine.apply(move)


def named(options: Options) -> str:
    """A test id for `options`: preset, pack, who may call, the dead-heat window."""
    callers = "anyone" if options.anyone_may_call else "owners"
    return f"{options.preset}-{options.pack.name.lower()}-{callers}-{options.dead_heat_ms}ms"


@pytest.mark.parametrize("options", OPTIONS, ids=named)
@pytest.mark.parametrize("seats", [2, 3, 6])
@pytest.mark.parametrize("seed", [0, 1])
def test_the_mirror_follows_the_engine_move_by_move_to_the_end(options: Options, seats: int, seed: int) -> None:
    assert play(options, seats, seed)[GameOver] == 1


def test_the_games_played_hold_every_kind_of_event_and_ending() -> None:
    """Seed 1 of the last options with three players is the game that gives every card to the centre."""
    kinds = sum((play(options, seats, 2) for options in OPTIONS[:3] for seats in (2, 3)), play(OPTIONS[4], 3, 1))
    for kind in (TurnedOver, Snapped, SnapCentre, DeadHeat, FalseSnap, TooSlow, PlayerOut, "back in", "known"):
        assert kinds[kind], kind
    for end in ("at the safety limit", "every card in the centre", "one holds every card", "no Snap Centre can come"):
        assert kinds[end], end


def test_a_whole_default_game_to_the_default_safety_limit() -> None:
    kinds = play(Options(), 6, 1)
    assert kinds["at the safety limit"] == 1 and kinds[Turned] == Options().turn_limit == 2000


def test_the_mirror_is_never_dealt_and_makes_no_move_of_its_own() -> None:
    mirror = Mirror(Options(), 2, you=1)
    assert mirror.start() == [] and [list(hand) for hand in mirror.hands] == [[], []] and mirror.pack_orders == []
    with pytest.raises(IllegalMove):
        mirror.apply(TURN)
    with pytest.raises(IllegalMove):
        mirror.apply(Calls((Call(1, 300.0),)))


def test_the_guests_view_is_asked_spent_by_every_move_and_stopped_when_the_host_leaves() -> None:
    engine = Snap(Options(), 2, ShuffledPacks(random.Random(2)))
    mirror = Mirror(Options(), 2, you=1)
    mirror.moved(None, None, seen(engine.start()), None)
    assert not mirror.due(), "seat 0 turns first"
    mirror.moved(engine.current_seat(), engine.result(), engine.apply(TURN), 0)
    assert mirror.due() and mirror.legal == []
    mirror.asked(engine.observe(1), engine.legal_moves())
    assert mirror.legal == [TURN] and mirror.seen == engine.observe(1)
    mirror.moved(engine.current_seat(), engine.result(), engine.apply(Calls((Call(0, 400.0),))), 0)
    assert mirror.due() and mirror.legal == [], "the host asks anew after any move"
    mirror.asked(engine.observe(1), engine.legal_moves())
    mirror.moved(engine.current_seat(), engine.result(), engine.apply(TURN), 1)
    assert not mirror.due() and mirror.legal == []
    same_place(mirror, engine)
    mirror.stop()
    assert mirror.is_over() and not mirror.due() and not any(mirror.call_is_valid(s) for s in range(2))
