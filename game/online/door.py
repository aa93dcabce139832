"""The host's door (issue 35): who may still come in with an invite code. Pure: time comes in as `now_ms`.

Each guest who knocks gets a key agreement of its own with the host (SPAKE2, game/online/channel.py): a guest's
knock is its own random id and its handshake message; the host answers with its handshake message, and the
guest's first sealed message (its greeting) either opens — the guest typed the right code and takes a seat — or
does not: a failed try. A code stops letting anyone in when `TRIES` tries have failed (someone is guessing),
when every remote seat is taken, or `LIFETIME_MS` after the door opened — except that a guest gone away during
the game (`away`) may come back with it at any time, until its place is taken again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from game.online.channel import Channel, ChannelError, Handshake, Side
from game.online.codes import InviteCode

TRIES = 3
"""Failed tries (a wrong code) after which a code lets nobody in."""
LIFETIME_MS = 30 * 60 * 1000.0
"""How long (ms) a code lets guests in after the host opened the table."""
GUEST_ID_BYTES = 16
"""A knocking guest's random id, which tells the host's key agreements apart."""
MAX_WAITING = 8
"""Guests who have knocked and not yet greeted that a door keeps at once; more knocks are refused meanwhile, so
a flood of them costs the host no more than this many key agreements at a time."""
GREET_WITHIN_MS = 60_000.0
"""How long (ms) a guest who knocked has to greet before its knock is forgotten."""


class DoorState(Enum):
    """Whether a code still lets guests in, and if not, why not (the words the host's lobby shows)."""

    OPEN = "open"
    FULL = "every seat is taken"
    EXPIRED = "the code is older than 30 minutes"
    GUESSED = "too many wrong codes were tried"


class Refused(Exception):
    """A knock or a greeting the door does not take; the message says why in one sentence."""


@dataclass
class Door:
    """The door of a table whose invite `code` was made at `opened_ms`, with `seats` seats for guests."""

    code: InviteCode
    seats: int
    opened_ms: float
    failures: int = 0
    guests: dict[bytes, Channel] = field(default_factory=dict, init=False)
    """Every guest admitted, by id, with the channel to it."""
    away: set[bytes] = field(default_factory=set, init=False)
    """The guests gone away during the game whose places are kept for whoever comes back with the code."""
    _waiting: dict[bytes, tuple[Channel, float]] = field(default_factory=dict, init=False, repr=False)

    def state(self, now_ms: float) -> DoorState:
        """Whether the code still lets guests in at `now_ms`."""
        if self.failures >= TRIES:
            return DoorState.GUESSED
        if self.away:
            return DoorState.OPEN  # a place kept for a guest who went away, however old the code
        if len(self.guests) >= self.seats:
            return DoorState.FULL
        if now_ms - self.opened_ms >= LIFETIME_MS:
            return DoorState.EXPIRED
        return DoorState.OPEN

    def knock(self, knock: bytes, now_ms: float) -> tuple[bytes, bytes]:
        """A guest's knock (its id, then its handshake message): returns (its id, the host's handshake message to
        send back to it). Raises Refused when the code no longer lets anyone in, or the knock is not one."""
        state = self.state(now_ms)
        if state is not DoorState.OPEN:
            raise Refused(f"this table takes no more guests: {state.value}")
        guest, message = knock[:GUEST_ID_BYTES], knock[GUEST_ID_BYTES:]
        if len(guest) != GUEST_ID_BYTES or guest in self.guests or guest in self._waiting:
            raise Refused("a knock must come from a new guest")
        self._waiting = {g: w for g, w in self._waiting.items() if now_ms - w[1] < GREET_WITHIN_MS}
        if len(self._waiting) >= MAX_WAITING:
            raise Refused("too many guests are knocking at once; try again in a minute")
        host = Handshake(self.code, Side.HOST)
        try:
            channel = host.finish(message)
        except ChannelError as error:
            raise Refused(str(error)) from None
        self._waiting[guest] = (channel, now_ms)
        return guest, host.message

    def greet(self, guest: bytes, sealed: bytes, now_ms: float) -> tuple[Channel, bytes]:
        """The first sealed message of the guest `guest` knocked for: when it opens, the guest is in — returns
        its channel and the greeting's payload. When it does not open (a wrong code) the try is counted and
        Refused raised; so it is when the guest never knocked, or the door closed meanwhile."""
        waiting = self._waiting.pop(guest, None)
        if waiting is None or now_ms - waiting[1] >= GREET_WITHIN_MS:
            raise Refused("a greeting from a guest who did not knock, or knocked too long ago")
        channel = waiting[0]
        state = self.state(now_ms)
        if state is not DoorState.OPEN:
            raise Refused(f"this table takes no more guests: {state.value}")
        try:
            payload = channel.open(sealed)
        except ChannelError:
            self.failures += 1
            raise Refused(f"a wrong code was tried ({self.failures} of {TRIES})") from None
        self.guests[guest] = channel
        return channel, payload

    def went_away(self, guest: bytes) -> None:
        """The guest `guest` went away during the game: its place is free for whoever comes back with the code."""
        self.guests.pop(guest, None)
        self.away.add(guest)

    def readmit(self, guest: bytes, channel: Channel) -> None:
        """The guest `guest`, whose place was freed while it was away, came back on its own: its place is its
        own again."""
        self.away.discard(guest)
        self.guests[guest] = channel

    def place_taken(self, gone: bytes) -> None:
        """The place kept for `gone` is taken: by a guest who came in with the code (the referee says whose), or
        by a computer player."""
        self.away.discard(gone)

    def leave(self, guest: bytes) -> None:
        """The guest `guest` leaves its seat (or its greeting was not one): the seat is free again."""
        self.guests.pop(guest, None)
