"""The MQTT broker a host starts for tables on its own network (issue 35): amqtt, embedded, on a thread of its own
with its own asyncio loop, so the frame loop never waits on it. Across the internet any MQTT broker serves
instead (docs/ONLINE.md); it only ever carries sealed messages (game/online/channel.py).
"""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
from types import TracebackType
from typing import Any

from amqtt.broker import Broker

log = logging.getLogger(__name__)

START_TIMEOUT_S = 10.0
"""How long `EmbeddedBroker.start` waits for the broker to listen before it gives up."""


class BrokerError(Exception):
    """The embedded broker could not start or stop; the message says why in one sentence."""


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port on `host` that nothing listens on now (the system's choice)."""
    with socket.socket() as probe:
        probe.bind((host, 0))
        port: int = probe.getsockname()[1]
        return port


def lan_address() -> str:
    """This computer's address on its network, as its guests would type it ("192.168.1.20"); the loopback
    address when it has none. Sends nothing: a UDP socket only asks the system which way it would go."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))
            address: str = probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"
    return address


class EmbeddedBroker:
    """An MQTT broker listening on `host`:`port` (port None: a free one), started by `start` and ended by `stop`,
    or used as a context manager. `address` is where clients connect once it is started."""

    def __init__(self, host: str = "127.0.0.1", port: int | None = None) -> None:
        self.address = (host, port if port is not None else free_port(host))
        self._loop = asyncio.new_event_loop()
        self._thread: threading.Thread | None = None
        self._broker: Broker | None = None
        self._started = threading.Event()
        self._failure: BaseException | None = None

    def start(self) -> tuple[str, int]:
        """Listen, and return the (host, port) clients connect to. Raises BrokerError when the broker does not
        listen within START_TIMEOUT_S (the port taken, say)."""
        self._thread = threading.Thread(target=self._run, name="mqtt-broker", daemon=True)
        self._thread.start()
        if not self._started.wait(START_TIMEOUT_S) or self._failure is not None:
            self.stop()
            reason = self._failure or f"no answer in {START_TIMEOUT_S:.0f} s"
            raise BrokerError(f"the table's broker could not listen on {self.address[0]}:{self.address[1]} ({reason})")
        log.info("broker listening on %s:%d", *self.address)
        return self.address

    def stop(self) -> None:
        """End the broker and its thread (at once if it never started). Never raises: a failure is logged."""
        if self._thread is None:
            return
        if self._broker is not None and self._loop.is_running():
            done = asyncio.run_coroutine_threadsafe(self._broker.shutdown(), self._loop)
            try:
                done.result(START_TIMEOUT_S)
            except Exception as error:  # the broker's own shutdown failing must not stop the app's
                log.warning("the table's broker did not stop cleanly: %r", error)
                self._loop.call_soon_threadsafe(self._stop_listening)
        if self._loop.is_running():
            self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(START_TIMEOUT_S)
        self._thread = None
        self._broker = None

    def _stop_listening(self) -> None:
        """Close the broker's listening sockets, so its port is free again even when amqtt's own shutdown (which
        ends every client's session first) did not finish."""
        for server in getattr(self._broker, "_servers", {}).values():
            instance = getattr(server, "instance", None)
            if instance is not None:
                instance.close()

    def __enter__(self) -> EmbeddedBroker:
        self.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.stop()

    def _config(self) -> dict[str, Any]:
        """One TCP listener, anyone may connect (what crosses it is sealed), and no plugin but that: no $SYS
        topics, no packet logging."""
        host, port = self.address
        return {
            "listeners": {"default": {"type": "tcp", "bind": f"{host}:{port}"}},
            "plugins": {"amqtt.plugins.authentication.AnonymousAuthPlugin": {"allow_anonymous": True}},
        }

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)

        async def begin() -> None:
            self._broker = Broker(self._config(), loop=self._loop)
            await self._broker.start()

        try:
            self._loop.run_until_complete(begin())
        except Exception as error:  # reported by `start` in one sentence
            self._failure = error
        self._started.set()
        if self._failure is None:
            self._loop.run_forever()
        self._loop.close()
