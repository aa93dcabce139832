"""What a host sends a guest (game/online/wire.py, issue 35): every seat's observation in every game reads back
exactly as written, and a forged message builds nothing but the game's own pure classes."""

from __future__ import annotations

import json
import random

import pytest

from game.core.session import Controller, Seat, Session
from game.online.wire import MAX_BYTES, MAX_DEPTH, WireError, decode, encode
from game.registry import GAMES

TURN_GAMES = [(spec, preset) for spec in GAMES.values() if not spec.realtime for preset in spec.presets]


@pytest.mark.parametrize("spec, preset", TURN_GAMES, ids=[f"{s.key}/{p}" for s, p in TURN_GAMES])
def test_every_observation_of_every_game_reads_back_as_written(spec, preset) -> None:  # type: ignore[no-untyped-def]
    options = spec.preset(preset)
    low, high = spec.seat_range(options)
    rng = random.Random(7)
    for seats in sorted({low, min(4, high)}):
        session = Session.new(spec, options, [Seat(f"P{n}", Controller.EASY) for n in range(seats)], seed=3)
        for _ in range(40):
            seat = session.state.current_seat()
            if seat is None:
                break
            seen = session.state.observe(seat)
            sent = encode(seen)
            assert decode(sent) == seen
            assert len(sent) < MAX_BYTES
            session.apply(rng.choice(session.state.legal_moves()))


def test_cards_are_short_and_plain_values_stand_for_themselves() -> None:
    from game.core.cards import parse_card

    assert encode([parse_card("9H"), 3, "x", None, True]) == b'[{"card":"9H"},3,"x",null,true]'
    assert decode(encode((frozenset({1, 2}), {"a": (1,)}))) == (frozenset({1, 2}), {"a": (1,)})


@pytest.mark.parametrize(
    "forged, reason",
    [
        ({"data": "os:system", "fields": {}}, "not one of the game's own classes"),
        ({"data": "subprocess:Popen", "fields": {"args": "ls"}}, "not one of the game's own classes"),
        ({"data": "game.games.snap.table:SnapTableScene", "fields": {}}, "not one of the game's own classes"),
        ({"enum": "game.core.cards:Card", "value": 1}, "not an enumeration"),
        ({"data": "game.core.cards:Rank", "fields": {}}, "not a dataclass"),
        ({"data": "game.core.cards:Card", "fields": {"rank": 1, "colour": 2}}, "does not build"),
        ({"card": "1Z"}, "does not build"),
        ({"evil": 1}, "not one of the format's tags"),
    ],
)
def test_a_forged_message_builds_nothing_it_should_not(forged: object, reason: str) -> None:
    with pytest.raises(WireError, match=reason):
        decode(json.dumps(forged).encode())


def test_oversized_deep_or_broken_messages_are_refused() -> None:
    with pytest.raises(WireError, match="over the"):
        decode(b"[" + b"0," * MAX_BYTES + b"0]")
    with pytest.raises(WireError, match="nested deeper"):
        decode(b"[" * (MAX_DEPTH + 2) + b"]" * (MAX_DEPTH + 2))
    with pytest.raises(WireError, match="not JSON"):
        decode(b"\xff{")
    with pytest.raises(WireError, match="no place in a message"):
        encode(object())


def test_a_packed_message_is_compressed_padded_and_read_back() -> None:
    from game.online.wire import PAD_BYTES, pack, unpack

    spec = GAMES["cassino"]
    session = Session.new(spec, spec.preset("standard"), [Seat(f"P{n}", Controller.EASY) for n in range(4)], seed=3)
    rng = random.Random(1)
    for _ in range(30):
        session.apply(rng.choice(session.state.legal_moves()))
    seen = session.state.observe(0)
    packed = pack(seen)
    assert unpack(packed) == seen
    assert len(packed) % PAD_BYTES == 0 and len(packed) < len(encode(seen)) / 2
    assert len(pack(1)) == len(pack(list(range(50)))) == PAD_BYTES, "small messages all look alike"


@pytest.mark.parametrize(
    "make, reason",
    [
        (lambda: __import__("zlib").compress(b"[" * (MAX_BYTES + 10)), "inflates past"),
        (lambda: __import__("zlib").compress(b"1")[:-3], "cut short"),
        (lambda: __import__("zlib").compress(b"1") + b"more", "cut short or has more"),
        (lambda: b"not zlib at all", "not packed"),
        (lambda: bytes(MAX_BYTES + 1), "over the"),
    ],
    ids=["bomb", "cut", "trailing", "garbage", "oversized"],
)
def test_a_packed_message_that_is_not_one_is_refused(make, reason: str) -> None:  # type: ignore[no-untyped-def]
    from game.online.wire import unpack

    with pytest.raises(WireError, match=reason):
        unpack(make())
