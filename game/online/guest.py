"""A guest's side of a game between homes (issue 35), once the host has welcomed it (game/online/lobby.py):
what the host says to this seat, read in order, and the seat's moves sent back. Polled by the frame loop (or a
headless loop); never waits on the network. The messages are game/online/referee.py's.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

from game.online.channel import Channel, ChannelError
from game.online.link import Wire, private_topic
from game.online.wire import WireError, pack, unpack

log = logging.getLogger(__name__)


class Seated:
    """A seat at the host's table, through `link` and `channel` (the welcome's); `first` is what came with the
    welcome (`Joining.after_welcome`), read before anything newer."""

    def __init__(self, link: Wire, channel: Channel, first: Iterable[tuple[str, bytes]] = ()) -> None:
        self.link = link
        self.channel = channel
        self.to_guest = private_topic(channel.name_for("to-guest"))
        self.to_host = private_topic(channel.name_for("to-host"))
        self._first = list(first)

    def poll(self) -> list[dict[str, Any]]:
        """The host's messages since the last poll, oldest first (see game/online/referee.py). What does not
        open or read is logged and left out: only the host holds this channel's key."""
        arrived, self._first = self._first + self.link.receive(), []
        messages = []
        for topic, sealed in arrived:
            if topic != self.to_guest:
                continue
            try:
                message = unpack(self.channel.open(sealed))
            except (ChannelError, WireError) as error:
                log.info("a message from the host that does not read (%s)", error)
                continue
            if isinstance(message, dict):
                messages.append(message)
        return messages

    def leave(self) -> None:
        """Tell the host this seat is leaving the table (a computer player finishes its game)."""
        self.link.send(self.to_host, self.channel.seal(pack({"leaving": True})))

    def play(self, move: str) -> None:
        """Send this seat's `move`, in the replay notation, to the host."""
        self.link.send(self.to_host, self.channel.seal(pack({"move": move})))
