"""A round trip through a broker (issue 35): a guest joins a host's table with a fresh invite code, as any guest
does (game/online/lobby.py), and a sealed probe goes across. The self-test runs it on an embedded broker to prove
a built app carries all that play between homes needs (the broker, MQTT, SPAKE2, libsodium)."""

from __future__ import annotations

import random
import time

from game.online.broker import EmbeddedBroker
from game.online.channel import Channel
from game.online.codes import MAX_TABLE, new_code
from game.online.door import Door
from game.online.link import CONNECT_TIMEOUT_S, BrokerAddress, Link, LinkError, private_topic
from game.online.lobby import Arrived, HostLobby, Joining

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
        started = time.perf_counter()

        def now_ms() -> float:
            return (time.perf_counter() - started) * 1000

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


def _rest(deadline: float, why: str) -> None:
    """Wait a moment for the broker. Raises LinkError saying `why` once `deadline` (monotonic s) has passed."""
    if time.monotonic() > deadline:
        raise LinkError(f"{why} within {CONNECT_TIMEOUT_S:.0f} s")
    time.sleep(0.002)
