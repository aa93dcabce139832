"""What a host says to one guest, in order and each exactly once, whatever the network does on the way (issue 35
"Faults survived"): messages delayed, copied, reordered or lost, a broker restarted, a link dropped and made again.

The host numbers what it tells each guest (1, 2, …) and keeps it all (`Told`); the guest takes each number once
and in order, holding back what comes early (`Heard`). A guest that has a gap, and every QUIET_MS anyway,
asks for everything from the first number it lacks (`{"again": n}`); the host says it all again, or that it has
said nothing newer (`{"here": n}`, the number of its last message). So a guest's asks are also its heartbeat:
the host knows a guest is there while its asks come, and the guest knows the host is there while it answers.

A guest's move travels the other way as `{"move": "9H", "ply": p}`, `p` the number of moves the game had made
when the host asked for it (its `turn` message says); the guest sends it again with its asks until the host
answers it (`answers`), and the host takes no move from a seat that has moved since ply `p`, so a move sent
twice is made once.

Pure: no clock of its own (times are passed in, ms), no I/O.
"""

from __future__ import annotations

from typing import Any

from game.online.wire import pack

QUIET_MS = 2_000.0
"""A guest asks again at least this often (ms): its heartbeat, and how a message lost last of all is found."""
AWAY_MS = 3 * QUIET_MS
"""A guest not heard from this long (three heartbeats missed, ms) is away: shown reconnecting at the table, and
its seat may be taken back with the code (game/online/referee.py)."""
GAP_MS = 300.0
"""A guest holding a message that came early asks for the missing ones after this long (ms): long enough for a
message the network merely reordered to come on its own."""
ENDINGS = ("refused", "leaving", "over")
"""What the host says that ends a guest's wait for its move: a refusal, or the end of the game for it."""


def answers(message: dict[str, Any], you: int | None) -> bool:
    """Whether the host's `message` answers the move seat `you` sent last: the news of that seat's move made
    (in a race other seats' moves come between), a refusal, or the end of the game for it."""
    moved = message.get("move") if "moved" in message else None
    return (isinstance(moved, list) and bool(moved) and moved[0] == you) or any(word in message for word in ENDINGS)


class Told:
    """Everything the host has told one guest, packed and numbered by place (the first is 1)."""

    def __init__(self) -> None:
        self.said: list[bytes] = []

    def number(self, message: dict[str, Any]) -> bytes:
        """`message` with its number (`"n"`), packed and kept to be said again."""
        packed = pack({**message, "n": len(self.said) + 1})
        self.said.append(packed)
        return packed

    def since(self, first: Any) -> list[bytes]:
        """What was said from number `first` on (empty when nothing newer). Raises ValueError when `first` is
        not a number from 1 to one past the last said."""
        if type(first) is not int or not 1 <= first <= len(self.said) + 1:
            raise ValueError(f"there is no message {str(first)[:16]} to say again")
        return self.said[first - 1:]


class Heard:
    """What a guest has taken from the host: `next` is the number it waits for; messages that came early are
    held until the ones before them come."""

    def __init__(self) -> None:
        self.next = 1
        self._held: dict[int, dict[str, Any]] = {}
        self.gap_since_ms: float | None = None
        """When a message first came early and is still held (ms), or None when nothing is missing."""

    def take(self, message: dict[str, Any], now_ms: float) -> list[dict[str, Any]]:
        """The messages now in order (oldest first), their numbers taken off, once numbered `message` has come at
        `now_ms`: none when it came early or was taken already (a copy). A message without a number is ignored."""
        number = message.pop("n", None)
        if type(number) is not int or number < self.next:
            return []
        self._held[number] = message
        ready = []
        while self.next in self._held:
            ready.append(self._held.pop(self.next))
            self.next += 1
        if not self._held:
            self.gap_since_ms = None
        elif self.gap_since_ms is None or ready:
            self.gap_since_ms = now_ms
        return ready
