"""The sealed channel between a host and one guest (issue 35): a key agreed from the invite code with SPAKE2, then
every message sealed with PyNaCl's `SecretBox` and numbered, so the broker in between sees only ciphertext and
nothing it replays, reflects or forges is taken.

SPAKE2 (the `spake2` package, as magic-wormhole uses it) turns the code's words into a 32-byte key that only the
two sides who typed the same code share; someone watching the exchange cannot test guesses at the code offline.
Each side says one message (`Handshake.message`, 33 bytes) and reads the other's (`Handshake.finish`). A wrong code
gives the two sides different keys: the first sealed message then fails to open (a failed try, which the host
will count against the code).

From the shared key each direction gets a key of its own (BLAKE2b keyed with it, personalised by direction), so a
message sent back to its sender does not open. Each sealed message carries its number (8 bytes, big-endian,
inside the seal): the reader takes each number once, within a window of the newest `WINDOW` numbers, the
anti-replay window of IPsec (RFC 4303 §3.4.3), so a message delayed or reordered by the network is still taken
once and a copy of it never again.
"""

from __future__ import annotations

from enum import Enum

import nacl.encoding
import nacl.exceptions
import nacl.hash
import nacl.secret
from spake2 import SPAKE2_A, SPAKE2_B
from spake2.spake2 import SPAKEError

from game.online.codes import InviteCode

WINDOW = 64
"""How far behind the newest message number a message may arrive and still be taken (once)."""
_NUMBER = 8  # bytes of a message's number
_APP = b"snipsnap table"  # names this app's exchange, so a key never serves another protocol


class Side(Enum):
    """Which end of the channel: the host (SPAKE2's A) or a guest (B)."""

    HOST = "host"
    GUEST = "guest"


class ChannelError(Exception):
    """A message that is not taken: from another key (a wrong code or a forgery), altered, a copy of one taken
    already, or too old; or a handshake message that is not one. The message says which, in one sentence."""


class Handshake:
    """One side's half of the key agreement for `code` (see the module docstring)."""

    def __init__(self, code: InviteCode, side: Side) -> None:
        self.side = side
        ids = {"idA": _APP + b" host", "idB": _APP + b" guest"}
        self._spake = SPAKE2_A(code.secret, **ids) if side is Side.HOST else SPAKE2_B(code.secret, **ids)
        self.message: bytes = self._spake.start()
        """What this side sends the other (33 bytes)."""

    def finish(self, theirs: bytes) -> Channel:
        """The channel, from the other side's `message`. Raises ChannelError when `theirs` is not a handshake
        message of the other side (a wrong code still gives a channel: its first message will not open)."""
        try:
            key = self._spake.finish(theirs)
        except (SPAKEError, ValueError) as error:
            raise ChannelError(f"that is not the other side's handshake ({error})") from None
        return Channel(key, self.side)


class Channel:
    """Seals what this side sends and opens what the other side sent, with the 32-byte `key` both agreed."""

    def __init__(self, key: bytes, side: Side) -> None:
        outward, inward = b"host to guest", b"guest to host"
        mine, theirs = (outward, inward) if side is Side.HOST else (inward, outward)
        self._out = nacl.secret.SecretBox(_direction_key(key, mine))
        self._in = nacl.secret.SecretBox(_direction_key(key, theirs))
        self._names = _direction_key(key, b"names")
        self._sent = 0
        self._newest = 0
        self._taken: set[int] = set()

    def name_for(self, purpose: str) -> str:
        """A name that only the two sides of this channel can make, the same on both (32 hex digits): `purpose`
        ("to-host", "to-guest") keyed with a key drawn from the shared one. Someone watching cannot link two
        such names, nor a name to the table."""
        digest = nacl.hash.blake2b(
            purpose.encode("ascii"), key=self._names, digest_size=16, encoder=nacl.encoding.HexEncoder
        )
        return digest.decode("ascii")

    def seal(self, payload: bytes) -> bytes:
        """`payload` sealed with the next number: a random 24-byte nonce, then the ciphertext and its tag (40 bytes
        more than `payload` and its 8-byte number)."""
        self._sent += 1
        return bytes(self._out.encrypt(self._sent.to_bytes(_NUMBER, "big") + payload))

    def open(self, sealed: bytes) -> bytes:
        """The payload of a message the other side sealed. Raises ChannelError when it does not open with this
        channel's key, or its number was taken already or lies more than `WINDOW` behind the newest."""
        try:
            plain = self._in.decrypt(sealed)
        except (nacl.exceptions.CryptoError, ValueError, TypeError):
            raise ChannelError("a message that does not open with this table's key: a wrong code, or altered") from None
        number = int.from_bytes(plain[:_NUMBER], "big")
        if number in self._taken or number <= self._newest - WINDOW or number == 0:
            raise ChannelError(f"message {number} was taken already or is too old")
        self._taken.add(number)
        if number > self._newest:
            self._newest = number
            self._taken = {n for n in self._taken if n > number - WINDOW}
        return plain[_NUMBER:]


def _direction_key(key: bytes, direction: bytes) -> bytes:
    """A key drawn from the shared one for one use (a direction, or names): BLAKE2b keyed with the shared key,
    personalised by the use."""
    return nacl.hash.blake2b(
        b"", key=key, person=direction[:16].ljust(16, b"\0"), digest_size=nacl.secret.SecretBox.KEY_SIZE,
        encoder=nacl.encoding.RawEncoder,
    )
