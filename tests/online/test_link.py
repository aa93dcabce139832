"""The link to a broker (game/online/link.py) and the embedded broker (game/online/broker.py), issue 35, against real
brokers started by the tests on the loopback address: amqtt embedded, and Mosquitto from Debian's package. A host
and a guest agree a key from the invite code over the broker and talk on topics made from it; a third client
listening to everything sees nothing readable."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from game.online.broker import BrokerError, EmbeddedBroker, free_port
from game.online.channel import Handshake, Side
from game.online.check import round_trip
from game.online.codes import InviteCode
from game.online.link import BrokerAddress, Link, LinkError, private_topic, rendezvous_topic

CODE = InviteCode(7, ("amber", "otter"))
WAIT_S = 10.0


def wait_for(link: Link, count: int = 1) -> list[tuple[str, bytes]]:
    """What `link` receives, once `count` messages have come (or WAIT_S has passed)."""
    got: list[tuple[str, bytes]] = []
    deadline = time.monotonic() + WAIT_S
    while len(got) < count and time.monotonic() < deadline:
        got += link.receive()
        time.sleep(0.005)
    return got


def test_a_host_and_a_guest_agree_a_key_over_the_broker_and_talk_sealed(links: Callable[[], Link]) -> None:
    host_link, guest_link, spy = links(), links(), links()
    spy.listen("snipsnap/#")
    host_link.listen(rendezvous_topic(CODE.table) + "/guests")
    guest_link.listen(rendezvous_topic(CODE.table) + "/host")

    guest = Handshake(CODE, Side.GUEST)
    guest_link.send(rendezvous_topic(CODE.table) + "/guests", guest.message)
    [(_, guest_message)] = wait_for(host_link)
    host = Handshake(CODE, Side.HOST)
    host_link.send(rendezvous_topic(CODE.table) + "/host", host.message)
    [(_, host_message)] = wait_for(guest_link)
    host_channel, guest_channel = host.finish(guest_message), guest.finish(host_message)

    assert host_channel.name_for("to-guest") == guest_channel.name_for("to-guest")
    key_topic = private_topic(host_channel.name_for("to-guest"))
    guest_link.listen(key_topic)
    host_link.send(key_topic, host_channel.seal(b"Ann holds 9H 9C KS"))
    [(topic, sealed)] = wait_for(guest_link)
    assert topic == key_topic and guest_channel.open(sealed) == b"Ann holds 9H 9C KS"

    seen = wait_for(spy, 3)
    assert len(seen) == 3, "the spy saw both handshake messages and the sealed one"
    assert all(b"9H" not in payload and b"Ann" not in payload for _, payload in seen)
    assert all("amber" not in topic and "otter" not in topic for topic, _ in seen)




def test_a_broker_that_is_not_there_is_said_in_one_sentence() -> None:
    link = Link(BrokerAddress("127.0.0.1", free_port()))
    with pytest.raises(LinkError, match="cannot be reached"):
        link.connect()


def test_the_embedded_broker_says_when_its_port_is_taken() -> None:
    with EmbeddedBroker() as first:
        with pytest.raises(BrokerError, match="could not listen"):
            EmbeddedBroker(*first.address).start()


@pytest.mark.parametrize(
    "text, address",
    [
        ("192.168.1.20:1883", BrokerAddress("192.168.1.20", 1883)),
        ("example.org", BrokerAddress("example.org")),
        ("[::1]:8883", BrokerAddress("::1", 8883, tls=True)),
        ("mqtts://broker.example.org", BrokerAddress("broker.example.org", 8883, tls=True)),
        ("mqtts://broker.example.org:9001", BrokerAddress("broker.example.org", 9001, tls=True)),
        ("mqtt://broker.example.org:8883", BrokerAddress("broker.example.org", 8883)),
        ("[::1]", BrokerAddress("::1")),
    ],
)
def test_a_broker_address_is_host_and_port_and_whether_over_tls(text: str, address: BrokerAddress) -> None:
    assert BrokerAddress.parse(text) == address
    assert BrokerAddress.parse(str(address)) == address, "written as it reads"


@pytest.mark.parametrize("text", ["", ":1883", "host:port", "host:70000", "ftp://host:21"])
def test_a_broker_address_that_is_not_one_is_refused(text: str) -> None:
    with pytest.raises(LinkError, match="HOST:PORT"):
        BrokerAddress.parse(text)


def test_the_round_trip_the_self_test_makes_goes_through_each_broker(broker: BrokerAddress) -> None:
    assert 0 < round_trip(broker) < 10_000


def test_the_round_trip_starts_its_own_broker_when_given_none() -> None:
    assert round_trip() > 0


def test_a_link_sends_each_small_message_at_once(links: Callable[[], Link]) -> None:
    import socket

    connection = links()._client.socket()
    assert isinstance(connection, socket.socket)
    assert connection.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY), "Nagle's wait would hold a move ~40 ms"
