"""The host's door (game/online/door.py, issue 35): a guest with the right code takes a seat; a code dies after a
few wrong tries, when every seat is taken, or after 30 minutes."""

from __future__ import annotations

import os

import pytest

from game.online.channel import Handshake, Side
from game.online.codes import InviteCode
from game.online.door import GREET_WITHIN_MS, GUEST_ID_BYTES, LIFETIME_MS, MAX_WAITING, TRIES, Door, DoorState, Refused

CODE = InviteCode(7, ("amber", "otter"))
WRONG = InviteCode(7, ("amber", "owl"))


def arrive(door: Door, typed: InviteCode, greeting: bytes = b'{"name": "Ann"}', now_ms: float = 0.0) -> bytes:
    """A guest who typed `typed` knocks and greets; returns what the host read of the greeting."""
    guest_id = os.urandom(GUEST_ID_BYTES)
    guest = Handshake(typed, Side.GUEST)
    answered_id, host_message = door.knock(guest_id + guest.message, now_ms)
    assert answered_id == guest_id
    channel = guest.finish(host_message)
    _, payload = door.greet(guest_id, channel.seal(greeting), now_ms)
    return payload


def test_a_guest_with_the_code_takes_a_seat_and_the_host_reads_its_greeting() -> None:
    door = Door(CODE, seats=2, opened_ms=0.0)
    assert arrive(door, CODE) == b'{"name": "Ann"}'
    assert len(door.guests) == 1 and door.state(0.0) is DoorState.OPEN


def test_a_wrong_code_is_a_failed_try_and_enough_of_them_close_the_door() -> None:
    door = Door(CODE, seats=2, opened_ms=0.0)
    for attempt in range(1, TRIES + 1):
        with pytest.raises(Refused, match=f"wrong code was tried \\({attempt} of {TRIES}\\)"):
            arrive(door, WRONG)
    assert door.state(0.0) is DoorState.GUESSED
    with pytest.raises(Refused, match="too many wrong codes"):
        arrive(door, CODE)
    assert door.guests == {}


def test_the_door_closes_when_every_seat_is_taken() -> None:
    door = Door(CODE, seats=1, opened_ms=0.0)
    arrive(door, CODE)
    assert door.state(0.0) is DoorState.FULL
    with pytest.raises(Refused, match="every seat is taken"):
        arrive(door, CODE)


def test_the_code_lets_nobody_in_after_thirty_minutes() -> None:
    door = Door(CODE, seats=2, opened_ms=1000.0)
    assert arrive(door, CODE, now_ms=1000.0 + LIFETIME_MS - 1) == b'{"name": "Ann"}'
    with pytest.raises(Refused, match="older than 30 minutes"):
        arrive(door, CODE, now_ms=1000.0 + LIFETIME_MS)


def test_a_greeting_without_a_knock_or_a_second_knock_is_refused() -> None:
    door = Door(CODE, seats=2, opened_ms=0.0)
    with pytest.raises(Refused, match="did not knock"):
        door.greet(b"x" * GUEST_ID_BYTES, b"sealed", 0.0)
    guest_id = os.urandom(GUEST_ID_BYTES)
    door.knock(guest_id + Handshake(CODE, Side.GUEST).message, 0.0)
    with pytest.raises(Refused, match="new guest"):
        door.knock(guest_id + Handshake(CODE, Side.GUEST).message, 0.0)
    with pytest.raises(Refused, match="new guest"):
        door.knock(b"short", 0.0)
    with pytest.raises(Refused, match="handshake"):
        door.knock(os.urandom(GUEST_ID_BYTES) + b"\x00" * 33, 0.0)
    assert door.failures == 0, "only a greeting that does not open counts as a wrong code"


def test_a_flood_of_knocks_costs_at_most_a_few_key_agreements_and_a_knock_is_forgotten_after_a_minute() -> None:
    door = Door(CODE, seats=2, opened_ms=0.0)
    knocks = [os.urandom(GUEST_ID_BYTES) + Handshake(CODE, Side.GUEST).message for _ in range(MAX_WAITING + 1)]
    for knock in knocks[:MAX_WAITING]:
        door.knock(knock, 0.0)
    with pytest.raises(Refused, match="too many guests are knocking"):
        door.knock(knocks[-1], 0.0)
    door.knock(knocks[-1], GREET_WITHIN_MS)  # a minute on, the silent knocks are forgotten
    with pytest.raises(Refused, match="knocked too long ago"):
        door.greet(knocks[-1][:GUEST_ID_BYTES], b"late", 2 * GREET_WITHIN_MS)
