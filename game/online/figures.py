"""Play between homes, measured for `snipsnap bench` (issue 35 "Fast and light"): through a real broker (amqtt,
embedded, on the loopback address) and real links, a host and a guest in one process, as two apps would be.

- A move's time to a guest (ms): from the host's `Referee.moved` (the move just applied) to the guest holding
  the events open, read back (`Seated.poll`), its thread woken by the link as a guest's frame loop would be.
- A move's bytes on the wire to one guest: every sealed message of the move (its events, and the observation
  when that guest is to move next).
- CPU of a host waiting for a remote player (% of one core): the whole process — the host's loop, both links'
  threads and the embedded broker — while the guest thinks.

The host's real table with a guest far away is timed in game/launch.py (`late_frames`), beside the local tables.
"""

from __future__ import annotations

import random
import threading
import time
from collections import defaultdict
from dataclasses import dataclass, field

from game.core.session import Controller, Seat, Session
from game.core.spec import GameSpec
from game.online.broker import EmbeddedBroker
from game.online.channel import Handshake, Side
from game.online.codes import new_code
from game.online.guest import Seated
from game.online.link import BrokerAddress, Link
from game.online.lobby import Arrived
from game.online.play import REST_S, see_off
from game.online.referee import Referee, Remote

GAME = ("snip-snap-snorum", "round-games", 4)
"""The game measured: key, preset, seats (seat 1 played from afar, the rest computer seats at the host)."""
GUEST = 1


@dataclass
class MoveFigures:
    """What each move cost: `ms` from the host to the guest, and `bytes` sent to the guest, one per move."""

    ms: list[float] = field(default_factory=list)
    bytes: list[int] = field(default_factory=list)


def move_figures(moves: int, seed: int = 35) -> MoveFigures:
    """Play games until at least `moves` moves have reached the guest; returns each move's time to the guest and
    its bytes (the bench takes their percentiles). Raises LinkError or BrokerError when the loopback broker
    cannot be used."""
    figures = MoveFigures()
    with EmbeddedBroker() as broker, Pair(BrokerAddress(*broker.address)) as pair:
        game = 0
        while len(figures.ms) < moves:
            pair.play(seed + game, figures)
            game += 1
    return figures


def waiting_cpu(seconds: float) -> float:
    """The CPU (% of one core) the whole process uses while a host waits `seconds` for a remote player's move.
    Raises LinkError or BrokerError when the loopback broker cannot be used."""
    with EmbeddedBroker() as broker, Pair(BrokerAddress(*broker.address)) as pair:
        referee = pair.referee(seed=1)
        time.sleep(0.5)  # the deal's messages delivered, the broker quiet
        started, cpu = time.monotonic(), time.process_time()
        while time.monotonic() - started < seconds:
            assert referee.poll() is None, "the guest does not move"
            pair.host.wait(REST_S)
        return 100.0 * (time.process_time() - cpu) / (time.monotonic() - started)


class Pair:
    """A host's link and a guest's link to one broker, with keys agreed (the lobby is the self-test's); a context
    manager that connects both and closes them after."""

    def __init__(self, address: BrokerAddress) -> None:
        self.host, self.guest = Link(address), Link(address)

    def __enter__(self) -> Pair:
        self.host.connect()
        self.guest.connect()
        return self

    def __exit__(self, *exc: object) -> None:
        self.guest.close()
        self.host.close()

    def seat(self, seed: int) -> tuple[Remote, Seated]:
        """Keys agreed for seat GUEST: the host's `Remote` and the guest's `Seated` (also `self.seated`),
        listening."""
        code = new_code(random.Random(seed), table=1)
        host_side, guest_side = Handshake(code, Side.HOST), Handshake(code, Side.GUEST)
        remote = Remote.seated(Arrived(bytes(16), "Guest", host_side.finish(guest_side.message)), GUEST)
        self.seated = Seated(self.guest, guest_side.finish(host_side.message))
        self.guest.listen(self.seated.to_guest)
        return remote, self.seated

    def referee(self, seed: int) -> Referee:
        """A game dealt and told to the guest, its referee returned; the guest is `self.seated`."""
        from game.registry import game_spec

        key, preset, players = GAME
        spec = game_spec(key)
        seats = [Seat("Guest" if n == GUEST else f"Computer {n}", Controller.EASY) for n in range(players)]
        session = Session.new(spec, spec.preset(preset), seats, seed)
        remote, _seated = self.seat(seed)
        referee = Referee(self.host, session, [remote], now_ms=lambda: time.monotonic() * 1000.0)
        referee.start()
        return referee

    def play(self, seed: int, figures: MoveFigures) -> None:
        """One whole game: the host plays its computer seats, the guest (a thread) the easy player's moves."""
        referee = self.referee(seed)
        session, spec = referee.session, referee.session.spec
        sent: list[float] = []
        sizes: defaultdict[int, int] = defaultdict(int)
        send = self.host.send

        def counted(topic: str, payload: bytes) -> None:
            if topic == self.seated.to_guest:
                sizes[len(sent) - 1] += len(payload)
            send(topic, payload)

        self.host.send = counted  # type: ignore[method-assign]
        over = threading.Event()
        guest = threading.Thread(target=self._guest, args=(spec, seed, figures, sent, over), daemon=True)
        guest.start()
        rng = random.Random(seed)
        try:
            while (seat := session.state.current_seat()) is not None:
                if seat == GUEST:
                    move = referee.poll()
                    if move is None:
                        self.host.wait(REST_S)
                        continue
                else:
                    move = spec.choose("easy", session.state.observe(seat), rng)
                events = session.apply(move)
                sent.append(time.perf_counter())
                referee.moved(events)
        finally:
            self.host.send = send  # type: ignore[method-assign]
        referee.finish()
        over.wait(10.0)
        guest.join(10.0)
        see_off(referee, 2.0, lambda: self.host.wait(REST_S))  # the guest's last word, before the next game
        figures.bytes.extend(sizes[n] for n in range(len(sent)))

    def _guest(self, spec: GameSpec, seed: int, figures: MoveFigures, sent: list[float], over: threading.Event) -> None:
        """The guest's frame loop: wake when the link has news, take each move's events, answer each turn."""
        rng, seen = random.Random(-seed), -1  # the opening's "moved" is not a move
        while not over.is_set():
            self.guest.wait(REST_S)
            for message in self.seated.poll():
                now = time.perf_counter()
                if "moved" in message:
                    if seen >= 0:
                        figures.ms.append((now - sent[seen]) * 1000.0)
                    seen += 1
                elif "turn" in message:
                    self.seated.play(spec.format_move(spec.choose("easy", message["turn"], rng)))
                elif "over" in message:
                    over.set()
