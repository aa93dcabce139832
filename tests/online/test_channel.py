"""The sealed channel between a host and a guest (game/online/channel.py, issue 35): a key from the invite code by
SPAKE2, then numbered messages sealed with SecretBox; what the broker could replay, reflect, alter or forge, and
what a wrong code gives, is never taken."""

from __future__ import annotations

import pytest

from game.online.channel import WINDOW, Channel, ChannelError, Handshake, Side
from game.online.codes import InviteCode

CODE = InviteCode(7, ("amber", "otter"))


def pair(host_code: InviteCode = CODE, guest_code: InviteCode = CODE) -> tuple[Channel, Channel]:
    """The host's and the guest's channels after each read the other's handshake message."""
    host, guest = Handshake(host_code, Side.HOST), Handshake(guest_code, Side.GUEST)
    return host.finish(guest.message), guest.finish(host.message)


def test_the_same_code_gives_a_channel_both_ways() -> None:
    host, guest = pair()
    assert guest.open(host.seal(b"deal 1")) == b"deal 1"
    assert host.open(guest.seal(b"play 9H")) == b"play 9H"


def test_a_wrong_code_gives_a_channel_whose_messages_never_open() -> None:
    host, guest = pair(guest_code=InviteCode(7, ("amber", "owl")))
    with pytest.raises(ChannelError, match="does not open"):
        host.open(guest.seal(b"hello"))


def test_the_table_number_is_not_the_secret_but_the_words_are() -> None:
    host, guest = pair(guest_code=InviteCode(8, ("amber", "otter")))
    assert host.open(guest.seal(b"hello")) == b"hello"


def test_nothing_on_the_wire_reads_as_what_was_sealed() -> None:
    host, _ = pair()
    sealed = host.seal(b"Ann plays the nine of hearts 9H")
    assert b"9H" not in sealed and b"Ann" not in sealed
    assert host.seal(b"same") != host.seal(b"same"), "a fresh nonce and number every time"
    assert len(sealed) == len(b"Ann plays the nine of hearts 9H") + 8 + 40


def test_a_copy_a_reflection_or_an_altered_message_is_refused() -> None:
    host, guest = pair()
    sealed = host.seal(b"turn")
    assert guest.open(sealed) == b"turn"
    with pytest.raises(ChannelError, match="taken already"):
        guest.open(sealed)
    with pytest.raises(ChannelError, match="does not open"):  # sent back to its sender
        host.open(host.seal(b"turn"))
    altered = bytearray(host.seal(b"turn"))
    altered[-1] ^= 1
    with pytest.raises(ChannelError, match="does not open"):
        guest.open(bytes(altered))


def test_a_message_late_by_less_than_the_window_is_taken_once_and_an_older_one_never() -> None:
    host, guest = pair()
    sealed = [host.seal(str(n).encode()) for n in range(1, WINDOW + 2)]
    late, too_late = sealed[1], sealed[0]
    for message in sealed[2:]:
        guest.open(message)
    assert guest.open(late) == b"2", "message 2 arrives after 65: one of the newest 64 numbers"
    with pytest.raises(ChannelError, match="too old"):
        guest.open(too_late)


def test_a_handshake_message_that_is_not_one_is_refused() -> None:
    with pytest.raises(ChannelError, match="not the other side's handshake"):
        Handshake(CODE, Side.HOST).finish(b"\x00" * 33)
    with pytest.raises(ChannelError, match="not the other side's handshake"):
        Handshake(CODE, Side.HOST).finish(Handshake(CODE, Side.HOST).message)


def test_names_made_from_the_key_are_the_same_on_both_sides_and_differ_by_purpose_and_by_key() -> None:
    host, guest = pair()
    other, _ = pair(InviteCode(7, ("amber", "owl")), InviteCode(7, ("amber", "owl")))
    assert host.name_for("to-guest") == guest.name_for("to-guest") != host.name_for("to-host")
    assert host.name_for("to-guest") != other.name_for("to-guest")
    assert len(host.name_for("to-guest")) == 32 and "amber" not in host.name_for("to-guest")
