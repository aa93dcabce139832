"""A guest's side of a game between homes (issue 35), once the host has welcomed it (game/online/lobby.py):
what the host says to this seat, taken in order and once each (game/online/stream.py), and the seat's moves
sent back. Polled by the frame loop (or a headless loop); never waits on the network. The messages are
game/online/referee.py's.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import Any

from game.online.channel import Channel, ChannelError
from game.online.link import Wire, private_topic
from game.online.lobby import ms_clock
from game.online.stream import GAP_MS, QUIET_MS, Heard, answers
from game.online.wire import WireError, pack, unpack

log = logging.getLogger(__name__)


class Seated:
    """A seat at the host's table, through `link` and `channel` (the welcome's); `first` is what came with the
    welcome (`Joining.after_welcome`), read before anything newer; `now_ms` is a clock in ms (the asks' timer)."""

    def __init__(
        self, link: Wire, channel: Channel, first: Iterable[tuple[str, bytes]] = (),
        now_ms: Callable[[], float] | None = None,
    ) -> None:
        self.link = link
        self.channel = channel
        self.to_guest = private_topic(channel.name_for("to-guest"))
        self.to_host = private_topic(channel.name_for("to-host"))
        self.now_ms = now_ms or ms_clock()
        self.heard = Heard()
        self.heard_ms = self.asked_ms = self.now_ms()
        """When the host was last heard from, and when this seat last asked it to say things again (ms)."""
        self.ply: int | None = None
        """The ply of the host's last `turn` message: the move this seat sends answers it."""
        self.you: int | None = None
        """This seat's number, once the host's `start` has said it."""
        self.over = False
        self._first = list(first)
        self._unanswered: dict[str, Any] | None = None

    def poll(self) -> list[dict[str, Any]]:
        """The host's messages since the last poll, in the order it said them, each once (see
        game/online/referee.py). What does not open or read is logged and left out: only the host holds this
        channel's key. Asks the host to say things again after a gap or a quiet while (game/online/stream.py)."""
        arrived, self._first = self._first + self.link.receive(), []
        now = self.now_ms()
        messages: list[dict[str, Any]] = []
        for topic, sealed in arrived:
            if topic != self.to_guest:
                continue
            try:
                message = unpack(self.channel.open(sealed))
            except (ChannelError, WireError) as error:
                log.info("a message from the host that does not read (%s)", error)
                continue
            if not isinstance(message, dict):
                continue
            self.heard_ms = now  # the host's `here`, its answer to an ask with nothing newer, only says it is there
            messages += self.heard.take(message, now)
        was_over = self.over
        for message in messages:
            self._read(message)
        if (self.over and not was_over) or (not self.over and self._asking(now)):
            self._ask(now)  # at the end, once more: it tells the host this seat has everything
        return messages

    def leave(self) -> None:
        """Tell the host this seat is leaving the table (a computer player finishes its game)."""
        self.over = True
        self._send({"leaving": True})

    def play(self, move: str) -> None:
        """Send this seat's `move`, in the replay notation, to the host, for the turn it last asked for; sent
        again with each ask until the host answers."""
        self._unanswered = {"move": move, "ply": self.ply}
        self._send(self._unanswered)

    def say(self, word: dict[str, Any]) -> None:
        """Send the host a word of the reaction game (Snap: a card shown, a call's time, a turn key), once: one
        that comes late is merely late."""
        self._send(word)

    def _read(self, message: dict[str, Any]) -> None:
        if "start" in message and isinstance(message["start"], dict):
            self.you = message["start"].get("you")
        if "turn" in message:
            self.ply = message.get("ply")
        if answers(message, self.you):
            self._unanswered = None
        self.over = self.over or "over" in message or "leaving" in message

    def _asking(self, now: float) -> bool:
        """Whether to ask now: a message came early GAP_MS ago, or QUIET_MS have passed since the last ask (ms;
        the asks are this seat's heartbeat, which the host listens for)."""
        gap = self.heard.gap_since_ms
        if gap is not None and now - max(gap, self.asked_ms) >= GAP_MS:
            return True
        return now - self.asked_ms >= QUIET_MS

    def _ask(self, now: float) -> None:
        """Ask the host for everything from the first message not yet taken, and send the unanswered move again."""
        self.asked_ms = now
        self._send({"again": self.heard.next})
        if self._unanswered is not None:
            self._send(self._unanswered)

    def _send(self, message: dict[str, Any]) -> None:
        self.link.send(self.to_host, self.channel.seal(pack(message)))
