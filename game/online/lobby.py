"""Joining a table through a broker (issue 35): the host's door on the wire (`HostLobby`) and a guest coming in
with a code (`Joining`). Both are polled by their app's frame loop; neither waits on the network.

The exchange, on topics under the table's meeting topic (`rendezvous_topic`) until a key is agreed, then on
topics made from that key (`Channel.name_for`):

1. the guest knocks on `…/guests`: its random id and its SPAKE2 message;
2. the host answers on `…/host/<guest id in hex>` with its own SPAKE2 message (or, when the door is closed, with
   nothing: an onlooker learns no more than that a knock went unanswered);
3. the guest greets, sealed, on `…/greet/<guest id in hex>`: `{"name": "Ann"}` (a topic both sides can name
   before they know whether their keys match);
4. a greeting that opens takes a seat and the host welcomes the guest, sealed, on its `to-guest` topic:
   `{"welcome": "Ann"}`; one that does not open is a wrong code (game/online/door.py counts it).

A guest with no answer knocks again, with a new id, every `KNOCK_AGAIN_MS`; one with an answer but no welcome
greets again every `GREET_AGAIN_MS` (a message lost on the way), and the host welcomes a guest it has seated
again rather than seat it twice; one that hears no welcome within `JOIN_TIMEOUT_MS` of its first knock is told
to check its code with the host.
"""

from __future__ import annotations

import json
import logging
import os
import time
from dataclasses import dataclass
from typing import Callable

from game.online.channel import Channel, ChannelError, Handshake, Side
from game.online.codes import InviteCode
from game.online.door import GUEST_ID_BYTES, Door, Refused
from game.online.link import Wire, private_topic, rendezvous_topic

log = logging.getLogger(__name__)

MAX_NAME = 16
"""The longest name a guest may give (characters), as the setup screen's names."""
JOIN_TIMEOUT_MS = 20_000.0
"""How long (ms) a guest waits for the host's welcome after knocking."""
GREET_AGAIN_MS = 1_000.0
"""A guest whose greeting has no welcome this long after it greets again; the host welcomes a seated guest again
at most this often (ms)."""
KNOCK_AGAIN_MS = 2_000.0
"""A guest who has no answer this long after knocking knocks again, afresh (a broker passes a message only to
whoever listens at that moment: the host may have opened its door just after the first knock)."""


def ms_clock() -> Callable[[], float]:
    """A clock for a lobby and a table between homes: ms since it was made (monotonic)."""
    started = time.monotonic()
    return lambda: (time.monotonic() - started) * 1000.0


class JoinError(Exception):
    """A guest could not join; the message says why in one sentence, for the Join screen."""


@dataclass(frozen=True)
class Arrived:
    """A guest who took a seat: its `guest` id, the `name` it gave, and the `channel` to it."""

    guest: bytes
    name: str
    channel: Channel


def greeting(name: str) -> bytes:
    """A guest's greeting, to be sealed: its name as JSON. Raises JoinError for a name that is not 1 to MAX_NAME
    characters."""
    if not 1 <= len(name.strip()) <= MAX_NAME:
        raise JoinError(f"a name is 1 to {MAX_NAME} characters")
    return json.dumps({"name": name.strip()}).encode("utf-8")


def _name_of(payload: bytes) -> str:
    """The name in a greeting's payload. Raises Refused for anything else."""
    try:
        name = json.loads(payload.decode("utf-8"))["name"]
    except (ValueError, KeyError, TypeError):
        raise Refused("a greeting that is not a name") from None
    if not isinstance(name, str) or not 1 <= len(name) <= MAX_NAME:
        raise Refused("a greeting whose name is not 1 to 16 characters")
    return name


class HostLobby:
    """A host's table waiting for guests at `door`, through `link`; `now_ms` is the host's clock (ms)."""

    def __init__(self, link: Wire, door: Door, now_ms: Callable[[], float]) -> None:
        self.link = link
        self.door = door
        self.now_ms = now_ms
        self._meeting = rendezvous_topic(door.code.table)
        self._greeting_topics: dict[str, bytes] = {}
        self._welcomed: dict[bytes, tuple[Channel, bytes, float]] = {}
        """Each seated guest's channel, welcome and when it was last sent (ms), to welcome it again."""

    def open(self) -> None:
        """Start hearing knocks. Raises LinkError when the broker does not take the subscription."""
        self.link.listen(self._meeting + "/guests")

    def poll(self) -> list[Arrived]:
        """Take what came since the last poll: answer knocks, seat guests whose greetings open; returns the guests
        who took a seat. What the door refuses is logged, one line each, and changes nothing else."""
        return self.take(self.link.receive())

    def hears(self, topic: str) -> bool:
        """Whether a message on `topic` is for the door (a knock, or a greeting)."""
        return topic == self._meeting + "/guests" or topic in self._greeting_topics

    def take(self, messages: list[tuple[str, bytes]]) -> list[Arrived]:
        """As `poll`, for `messages` (topic, payload) taken from the link by someone else (the referee, during a
        game, which hands the door what is not a guest's)."""
        arrived = []
        for topic, payload in messages:
            try:
                if topic == self._meeting + "/guests":
                    self._answer(payload)
                elif topic in self._greeting_topics:
                    guest = self._greeting_topics[topic]
                    if guest in self._welcomed:
                        self._welcome_again(guest)
                    else:
                        arrived.append(self._seat(guest, payload))
            except Refused as refusal:
                log.info("table %d: %s", self.door.code.table, refusal)
        return arrived

    def _answer(self, knock: bytes) -> None:
        guest, reply = self.door.knock(knock, self.now_ms())
        topic = f"{self._meeting}/greet/{guest.hex()}"
        self._greeting_topics[topic] = guest
        self.link.listen(topic)
        self.link.send(f"{self._meeting}/host/{guest.hex()}", reply)

    def _seat(self, guest: bytes, sealed: bytes) -> Arrived:
        channel, payload = self.door.greet(guest, sealed, self.now_ms())
        try:
            name = _name_of(payload)
        except Refused:
            self.door.leave(guest)
            raise
        welcome = json.dumps({"welcome": name}).encode("utf-8")
        self._welcomed[guest] = (channel, welcome, self.now_ms())
        self.link.send(private_topic(channel.name_for("to-guest")), channel.seal(welcome))
        return Arrived(guest, name, channel)

    def _welcome_again(self, guest: bytes) -> None:
        """A seated guest greeted again (its welcome was lost): welcome it again, at most every GREET_AGAIN_MS."""
        channel, welcome, sent_ms = self._welcomed[guest]
        if self.now_ms() - sent_ms >= GREET_AGAIN_MS:
            self._welcomed[guest] = (channel, welcome, self.now_ms())
            self.link.send(private_topic(channel.name_for("to-guest")), channel.seal(welcome))


class Joining:
    """A guest on its way in to table `code` as `name`, through `link`; `now_ms` is the guest's clock (ms)."""

    def __init__(self, link: Wire, code: InviteCode, name: str, now_ms: Callable[[], float]) -> None:
        self.link = link
        self.code = code
        self.now_ms = now_ms
        self._greeting = greeting(name)
        self._guest = b""
        self._handshake: Handshake | None = None  # made afresh by each knock
        self._channel: Channel | None = None
        self._first_knock_ms: float | None = None
        self._knocked_ms = self._greeted_ms = 0.0
        self.after_welcome: list[tuple[str, bytes]] = []
        """What came in the same batch as the welcome, after it (the host's first words at the table), for
        whoever reads the link next."""

    def knock(self) -> None:
        """Knock on the table's door, with a new id and key agreement (an answer to an earlier knock is then
        ignored). Raises LinkError when the broker does not take the subscription."""
        meeting = rendezvous_topic(self.code.table)
        self._guest = os.urandom(GUEST_ID_BYTES)
        self._handshake = Handshake(self.code, Side.GUEST)
        self.link.listen(f"{meeting}/host/{self._guest.hex()}")
        self._knocked_ms = self.now_ms()
        if self._first_knock_ms is None:
            self._first_knock_ms = self._knocked_ms
        self.link.send(meeting + "/guests", self._guest + self._handshake.message)

    def poll(self) -> Channel | None:
        """The channel to the host once it has welcomed this guest, else None (still on the way). Raises
        JoinError when the host's answer is not one, or no welcome came within JOIN_TIMEOUT_MS."""
        arrived = self.link.receive()
        for number, (topic, payload) in enumerate(arrived):
            if self._channel is None and self._handshake is not None and topic.endswith(self._guest.hex()):
                try:
                    self._channel = self._handshake.finish(payload)
                except ChannelError:
                    raise JoinError("the table's answer was not one; try joining again") from None
                self.link.listen(private_topic(self._channel.name_for("to-guest")))
                self._greet()
            elif self._channel is not None and topic == private_topic(self._channel.name_for("to-guest")):
                try:
                    self._channel.open(payload)
                except ChannelError:
                    continue  # not for this key: nothing to take from it
                self.after_welcome = arrived[number + 1:]
                return self._channel
        now = self.now_ms()
        if now - (self._first_knock_ms or 0.0) >= JOIN_TIMEOUT_MS:
            raise JoinError(f"table {self.code.table} did not let you in: check the code with the host")
        if self._channel is None and now - self._knocked_ms >= KNOCK_AGAIN_MS:
            self.knock()
        elif self._channel is not None and now - self._greeted_ms >= GREET_AGAIN_MS:
            self._greet()
        return None

    def _greet(self) -> None:
        """Greet the host, sealed, with this guest's name (again when no welcome came)."""
        assert self._channel is not None
        self._greeted_ms = self.now_ms()
        meeting = rendezvous_topic(self.code.table)
        self.link.send(f"{meeting}/greet/{self._guest.hex()}", self._channel.seal(self._greeting))
