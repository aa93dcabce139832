"""A round trip through a broker (issue 35): a host's and a guest's links agree a key from an invite code and a
sealed message goes across. The self-test runs it on an embedded broker to prove a built app carries all that
play between homes needs (the broker, MQTT, SPAKE2, libsodium)."""

from __future__ import annotations

import random
import time

from game.online.broker import EmbeddedBroker
from game.online.channel import Handshake, Side
from game.online.codes import new_code
from game.online.link import CONNECT_TIMEOUT_S, BrokerAddress, Link, LinkError, private_topic, rendezvous_topic

PROBE = b"snipsnap round trip"


def round_trip(address: BrokerAddress | None = None) -> float:
    """The time (ms) from the guest's first handshake message to the host reading the guest's sealed probe, through
    the broker at `address` (None: an embedded one on the loopback address, started and stopped here). Raises
    LinkError (or BrokerError) saying what failed."""
    if address is None:
        with EmbeddedBroker() as broker:
            return round_trip(BrokerAddress(*broker.address))
    code = new_code(random.SystemRandom(), random.SystemRandom().randint(1, 999))
    host_link, guest_link = Link(address), Link(address)
    try:
        host_link.connect()
        guest_link.connect()
        meeting = rendezvous_topic(code.table)
        host_link.listen(meeting + "/guests")
        guest_link.listen(meeting + "/host")
        started = time.perf_counter()
        host, guest = Handshake(code, Side.HOST), Handshake(code, Side.GUEST)
        guest_link.send(meeting + "/guests", guest.message)
        host_channel = host.finish(_one(host_link))
        host_link.listen(private_topic(host_channel.name_for("to-host")))
        host_link.send(meeting + "/host", host.message)
        guest_channel = guest.finish(_one(guest_link))
        guest_link.send(private_topic(guest_channel.name_for("to-host")), guest_channel.seal(PROBE))
        if host_channel.open(_one(host_link)) != PROBE:
            raise LinkError("the sealed probe came back altered")
        return (time.perf_counter() - started) * 1000
    finally:
        host_link.close()
        guest_link.close()


def _one(link: Link) -> bytes:
    """The next payload `link` receives. Raises LinkError when none comes within CONNECT_TIMEOUT_S."""
    deadline = time.monotonic() + CONNECT_TIMEOUT_S
    while time.monotonic() < deadline:
        arrived = link.receive()
        if arrived:
            return arrived[0][1]
        time.sleep(0.002)
    raise LinkError(f"nothing came through the broker at {link.address} within {CONNECT_TIMEOUT_S:.0f} s")
