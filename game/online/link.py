"""One app's connection to an MQTT broker (issue 35), with paho-mqtt: it sends bytes to a topic and keeps what
arrives on the topics it listens to in an inbox that the frame loop empties (`receive`), so no frame waits on the
network. What travels is sealed beforehand (game/online/channel.py); the link neither knows nor cares.

Topics: a table is found at `rendezvous_topic(table)` while a guest and the host agree a key; after that each
side talks on topics made from the key (`private_topic`), which someone watching the broker cannot link to the
table or to each other (`Channel.name_for`).
"""

from __future__ import annotations

import queue
import socket
import ssl
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import paho.mqtt.client as mqtt

CONNECT_TIMEOUT_S = 10.0
"""How long `Link.connect` waits for the broker to accept the connection."""
FLUSH_S = 5.0
"""How long `Link.close` waits for the broker to take what was sent last (s)."""
KEEPALIVE_S = 30
"""How often (s) the link and the broker make sure the other is still there."""
RECONNECT_S = (0.5, 4.0)
"""A lost link is made again by paho-mqtt, waiting from the first to the second (s) between tries, doubling."""
PREFIX = "snipsnap"


class LinkError(Exception):
    """The broker cannot be reached or refused the link; the message says why in one sentence."""


TLS_PORT = 8883
"""MQTT's port for links over TLS: an address with it, or written mqtts://, is reached over TLS."""


@dataclass(frozen=True)
class BrokerAddress:
    """Where a broker listens: `host` and `port` (1883 unless said), and whether the link is made over `tls`
    (the broker's certificate checked against the system's authorities and the host's name, as a browser does;
    a broker across the internet should have one, though what crosses it is sealed anyway)."""

    host: str
    port: int = 1883
    tls: bool = False

    @classmethod
    def parse(cls, text: str) -> BrokerAddress:
        """"HOST:PORT", "HOST", or either after "mqtts://" (over TLS, port 8883 unless said) or "mqtt://" (as the
        Join screen and `--broker` take it); port 8883 alone means TLS too. Raises LinkError."""
        written = text.strip()
        scheme, sep, rest = written.partition("://")
        if not sep:
            scheme, rest = "", written
        if scheme not in ("", "mqtt", "mqtts"):
            raise LinkError(f"a broker is written HOST:PORT or mqtts://HOST:PORT, not {text!r}")
        host, colon, port = rest.rpartition(":")
        if not colon or "]" in port:
            host, port = rest, str(TLS_PORT if scheme == "mqtts" else 1883)
        if not host or not port.isdigit() or not 1 <= int(port) <= 65535:
            raise LinkError(f"a broker is written HOST:PORT, like 192.168.1.20:1883, not {text!r}")
        tls = scheme == "mqtts" or (scheme == "" and int(port) == TLS_PORT)
        return cls(host.strip("[]"), int(port), tls)

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        if self.tls != (self.port == TLS_PORT):  # the scheme only where the port does not say it
            return f"{'mqtts' if self.tls else 'mqtt'}://{host}:{self.port}"
        return f"{host}:{self.port}"


def rendezvous_topic(table: int) -> str:
    """Where the host of table number `table` and its guests agree their keys."""
    return f"{PREFIX}/table/{table}"


def private_topic(name: str) -> str:
    """The topic of a name only a host and its guest can make (`Channel.name_for`)."""
    return f"{PREFIX}/{name}"


class Wire(Protocol):
    """What a table between homes needs of its link: `Link`, or a test's stand-in."""

    def listen(self, topic: str) -> None: ...

    def send(self, topic: str, payload: bytes) -> None: ...

    def receive(self) -> list[tuple[str, bytes]]: ...

    def wait(self, timeout_s: float) -> None: ...


class Link:
    """A connection to the broker at `address`: `connect`, then `listen`, `send` and `receive`; `close` ends it."""

    def __init__(self, address: BrokerAddress) -> None:
        self.address = address
        self._client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, protocol=mqtt.MQTTv311)
        self._client.on_connect = self._connected
        self._client.on_message = self._arrived
        self._client.on_subscribe = self._subscribed
        self._inbox: queue.SimpleQueue[tuple[str, bytes]] = queue.SimpleQueue()
        self._up = threading.Event()
        self._refused: str | None = None
        self._listening: dict[int, threading.Event] = {}
        self._topics: list[str] = []
        self._client.reconnect_delay_set(*RECONNECT_S)
        self._last_sent: mqtt.MQTTMessageInfo | None = None
        self._news = threading.Event()
        self.on_arrival: Callable[[], None] | None = None
        """Called on the link's own thread whenever a message arrives: a window wakes its frame loop with it."""

    def connect(self) -> None:
        """Reach the broker (over TLS when its address says so) and wait until it has taken the link. Raises
        LinkError saying why not: unreachable, a certificate that does not check, or refused."""
        if self.address.tls:
            self._client.tls_set_context(ssl.create_default_context())
        try:
            self._client.connect(self.address.host, self.address.port, KEEPALIVE_S)
        except ssl.SSLError as error:
            raise LinkError(f"the broker at {self.address} showed no certificate this computer trusts ({error.reason})") from None
        except OSError as error:
            raise LinkError(f"the broker at {self.address} cannot be reached ({error.strerror or error})") from None
        connection = self._client.socket()
        if isinstance(connection, socket.socket):  # a move is a few small messages: send each at once (no Nagle)
            connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self._client.loop_start()
        if not self._up.wait(CONNECT_TIMEOUT_S) or self._refused is not None:
            self.close()
            raise LinkError(f"the broker at {self.address} did not take the link ({self._refused or 'no answer'})")

    def listen(self, topic: str) -> None:
        """Keep what arrives on `topic` from now on (after the link is lost and made again too); returns once the
        broker has said so."""
        self._topics.append(topic)
        result, number = self._client.subscribe(topic, qos=1)
        if result != mqtt.MQTT_ERR_SUCCESS or number is None:
            raise LinkError(f"the broker at {self.address} did not take the subscription ({mqtt.error_string(result)})")
        done = self._listening.setdefault(number, threading.Event())
        if not done.wait(CONNECT_TIMEOUT_S):
            raise LinkError(f"the broker at {self.address} did not answer the subscription")

    def send(self, topic: str, payload: bytes) -> None:
        """Send `payload` to whoever listens on `topic` (at least once: the reader drops copies)."""
        self._last_sent = self._client.publish(topic, payload, qos=1)

    def receive(self) -> list[tuple[str, bytes]]:
        """What arrived since the last call, oldest first, as (topic, payload); never waits."""
        self._news.clear()  # before emptying the inbox: what arrives meanwhile sets it again
        arrived = []
        while True:
            try:
                arrived.append(self._inbox.get_nowait())
            except queue.Empty:
                return arrived

    def wait(self, timeout_s: float) -> None:
        """Wait until something arrives that `receive` has not yet taken, or `timeout_s` have passed: a loop
        with nothing else to do sleeps here, using no CPU, and wakes as soon as a message comes."""
        self._news.wait(timeout_s)

    def close(self) -> None:
        """End the link (its thread too), once the broker has taken what was sent last (a game's last word is
        sent just before its link closes), or FLUSH_S have passed. Safe to call twice."""
        if self._last_sent is not None and self._up.is_set():
            try:
                self._last_sent.wait_for_publish(FLUSH_S)
            except (RuntimeError, ValueError):
                pass  # the link was lost: there is nothing left to wait for
        self._client.disconnect()
        self._client.loop_stop()

    def _connected(
        self, client: mqtt.Client, data: object, flags: object, reason: mqtt.ReasonCode, properties: object
    ) -> None:
        if reason.is_failure:
            self._refused = str(reason)
        elif self._up.is_set() and self._topics:  # made again: a broker that restarted has forgotten the topics
            client.subscribe([(topic, 1) for topic in self._topics])
        self._up.set()

    def _subscribed(self, client: mqtt.Client, data: object, number: int, reasons: object, properties: object) -> None:
        self._listening.setdefault(number, threading.Event()).set()

    def _arrived(self, client: mqtt.Client, data: object, message: mqtt.MQTTMessage) -> None:
        self._inbox.put((message.topic, bytes(message.payload)))
        self._news.set()
        if self.on_arrival is not None:
            self.on_arrival()
