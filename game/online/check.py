"""A round trip through a broker (issue 35): a guest joins a host's table with a fresh invite code, as any guest
does (game/online/lobby.py), and a sealed probe goes across; and a whole game between a host and a guest. The
self-test runs both on an embedded broker to prove a built app carries all that play between homes needs (the
broker, MQTT, SPAKE2, libsodium, the wire's classes)."""

from __future__ import annotations

import random
import time

from game.online.broker import EmbeddedBroker
from game.online.channel import Channel
from game.online.codes import MAX_TABLE, new_code
from game.online.door import Door
from game.online.link import CONNECT_TIMEOUT_S, BrokerAddress, Link, LinkError, private_topic
from game.online.lobby import Arrived, HostLobby, Joining, ms_clock

PROBE = b"snipsnap round trip"


def round_trip(address: BrokerAddress | None = None) -> float:
    """The time (ms) from the guest's knock to the host reading the guest's sealed probe, through the broker at
    `address` (None: an embedded one on the loopback address, started and stopped here). Raises LinkError (or
    BrokerError, JoinError) saying what failed."""
    if address is None:
        with EmbeddedBroker() as broker:
            return round_trip(BrokerAddress(*broker.address))
    rng = random.SystemRandom()
    code = new_code(rng, rng.randint(1, MAX_TABLE))
    host_link, guest_link = Link(address), Link(address)
    try:
        host_link.connect()
        guest_link.connect()
        now_ms = ms_clock()
        lobby = HostLobby(host_link, Door(code, 1, now_ms()), now_ms)
        lobby.open()
        joining = Joining(guest_link, code, "Probe", now_ms)
        joining.knock()
        seated: list[Arrived] = []
        guest_channel: Channel | None = None
        deadline = time.monotonic() + CONNECT_TIMEOUT_S
        while not (seated and guest_channel):
            _rest(deadline, "the guest was not let in")
            seated += lobby.poll()
            guest_channel = guest_channel or joining.poll()
        host_channel = seated[0].channel
        to_host = private_topic(host_channel.name_for("to-host"))
        host_link.listen(to_host)
        guest_link.send(to_host, guest_channel.seal(PROBE))
        probes: list[bytes] = []
        deadline = time.monotonic() + CONNECT_TIMEOUT_S
        while not probes:
            _rest(deadline, "no probe came")
            probes = [payload for topic, payload in host_link.receive() if topic == to_host]
        if host_channel.open(probes[0]) != PROBE:
            raise LinkError("the sealed probe came back altered")
        return now_ms()
    finally:
        host_link.close()
        guest_link.close()


GAME = ("snitchems", "sporting-magazine")
"""The game `whole_game` plays: two seats, about a hundred moves."""


def whole_game(seed: int = 1) -> tuple[int, float]:
    """A whole game of GAME between a host (a thread) and a guest through an embedded broker, both seats played
    by the easy computer player; returns (its moves, the time it took in ms). Raises LinkError (or PlayError,
    JoinError, BrokerError) saying what failed, or ReplayError when the host's replay does not check."""
    import threading

    from game.core.session import Controller, Seat, Session
    from game.online.play import host_game, join_game
    from game.registry import game_spec
    from game.replay import check, from_session, parse

    spec = game_spec(GAME[0])
    rng = random.SystemRandom()
    code = new_code(rng, rng.randint(1, MAX_TABLE))
    hosted: list[Session | BaseException] = []
    with EmbeddedBroker() as broker:
        address = BrokerAddress(*broker.address)
        host_link, guest_link = Link(address), Link(address)
        try:
            host_link.connect()
            guest_link.connect()
            seats = [Seat("Host", Controller.EASY), Seat("(invited)", Controller.HUMAN)]

            def host() -> None:
                try:
                    hosted.append(host_game(host_link, spec, spec.preset(GAME[1]), seats, [1], code, seed, 60))
                except Exception as error:  # reported below, in the self-test's thread
                    hosted.append(error)

            started = time.perf_counter()
            thread = threading.Thread(target=host, name="self-test host", daemon=True)
            thread.start()
            join_game(guest_link, code, "Guest", "easy", seed, 60)
            thread.join(CONNECT_TIMEOUT_S)
            took = (time.perf_counter() - started) * 1000
        finally:
            host_link.close()
            guest_link.close()
    if not hosted or isinstance(hosted[0], BaseException):
        raise LinkError(f"the host's side of the game failed ({hosted[0] if hosted else 'it did not end'})")
    check(parse(from_session(hosted[0])))
    return len(hosted[0].moves), took


def _rest(deadline: float, why: str) -> None:
    """Wait a moment for the broker. Raises LinkError saying `why` once `deadline` (monotonic s) has passed."""
    if time.monotonic() > deadline:
        raise LinkError(f"{why} within {CONNECT_TIMEOUT_S:.0f} s")
    time.sleep(0.002)
