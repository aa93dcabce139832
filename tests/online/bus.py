"""An in-process stand-in for a broker, for tests that play many games or flood a host: every app's `BusLink`
sends to and hears from one `Bus`, which keeps every message it carries (`carried`), as a broker's onlooker
would see them. The real brokers (amqtt, Mosquitto) are the conftest's; this one only passes bytes along."""

from __future__ import annotations

from collections import defaultdict


class Bus:
    """Topics and who listens to each; `carried` is every (topic, payload) sent, in order."""

    def __init__(self) -> None:
        self.carried: list[tuple[str, bytes]] = []
        self._listeners: defaultdict[str, list[BusLink]] = defaultdict(list)

    def link(self) -> BusLink:
        return BusLink(self)

    def send(self, topic: str, payload: bytes) -> None:
        self.carried.append((topic, payload))
        for link in self._listeners[topic]:
            link.inbox.append((topic, payload))

    def listen(self, link: BusLink, topic: str) -> None:
        if link not in self._listeners[topic]:
            self._listeners[topic].append(link)


class BusLink:
    """One app's link to a `Bus`, with the same `listen`, `send`, `receive` and `wait` as game/online/link.py's."""

    def __init__(self, bus: Bus) -> None:
        self.bus = bus
        self.inbox: list[tuple[str, bytes]] = []

    def listen(self, topic: str) -> None:
        self.bus.listen(self, topic)

    def send(self, topic: str, payload: bytes) -> None:
        self.bus.send(topic, payload)

    def receive(self) -> list[tuple[str, bytes]]:
        arrived, self.inbox = self.inbox, []
        return arrived

    def wait(self, timeout_s: float) -> None:
        """Nothing to wait for: a bus delivers as it is sent, in the sender's thread."""
