"""A far or bad network between an app and its broker, for the bench and the tests (issue 35): `Delayed` wraps an
app's link and holds back what reaches the app (a fixed 150 ms for the bench's guest far away; 0–500 ms each in
the fault tests, so messages come out of order), and may copy some and lose some, as a bad network or a broker
that restarts would. Its seeded `random.Random` makes a run repeatable."""

from __future__ import annotations

import heapq
import itertools
import random
import threading
import time

from game.online.link import Wire


class Delayed:
    """`inner` (a `Link`), with each message that arrives held back for a delay drawn from `delay_ms` (ms, low
    and high), copied with chance `copies` (the copy delayed on its own), and lost with chance `losses`."""

    def __init__(
        self, inner: Wire, rng: random.Random, delay_ms: tuple[float, float], copies: float = 0.0, losses: float = 0.0,
    ) -> None:
        self.inner = inner
        self.rng = rng
        self.delay_ms = delay_ms
        self.copies = copies
        self.losses = losses
        self.counts = {"delayed": 0, "copied": 0, "lost": 0}
        self._due: list[tuple[float, int, tuple[str, bytes]]] = []
        self._order = itertools.count()
        self._lock = threading.Lock()

    def listen(self, topic: str) -> None:
        self.inner.listen(topic)

    def send(self, topic: str, payload: bytes) -> None:
        self.inner.send(topic, payload)

    def receive(self) -> list[tuple[str, bytes]]:
        now = time.monotonic()
        with self._lock:
            for message in self.inner.receive():
                if self.rng.random() < self.losses:
                    self.counts["lost"] += 1
                    continue
                copies = 2 if self.rng.random() < self.copies else 1
                self.counts["copied"] += copies - 1
                for _ in range(copies):
                    self.counts["delayed"] += 1
                    due = now + self.rng.uniform(*self.delay_ms) / 1000.0
                    heapq.heappush(self._due, (due, next(self._order), message))
            ready = []
            while self._due and self._due[0][0] <= now:
                ready.append(heapq.heappop(self._due)[2])
            return ready

    def wait(self, timeout_s: float) -> None:
        with self._lock:
            next_due = self._due[0][0] - time.monotonic() if self._due else timeout_s
        self.inner.wait(max(0.0, min(timeout_s, next_due)))
