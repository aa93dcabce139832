"""Real MQTT brokers for the online tests, started on a free loopback port and stopped after: amqtt embedded, and
Debian's Mosquitto (.ci/run installs it; SNIPSNAP_REQUIRE_MOSQUITTO makes its absence a failure there)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game.online.broker import EmbeddedBroker, free_port
from game.online.link import BrokerAddress, Link

WAIT_S = 10.0


def listening(port: int) -> bool:
    """Whether something accepts connections on the loopback address's `port`."""
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture
def amqtt_broker() -> Iterator[BrokerAddress]:
    with EmbeddedBroker() as broker:
        yield BrokerAddress(*broker.address)


def start_mosquitto(port: int, folder: Path, more: str = "") -> subprocess.Popen[bytes]:
    """Debian's Mosquitto listening on the loopback address's `port` (its config written in `folder`, with the
    lines `more` at its end), once it accepts connections. Skips the test where it is not installed (fails it
    where SNIPSNAP_REQUIRE_MOSQUITTO is set, as .ci/run sets it)."""
    binary = shutil.which("mosquitto") or next((p for p in ("/usr/sbin/mosquitto",) if os.access(p, os.X_OK)), None)
    if binary is None:
        if os.environ.get("SNIPSNAP_REQUIRE_MOSQUITTO"):
            pytest.fail("mosquitto is not installed (apt-get install mosquitto)")
        pytest.skip("mosquitto is not installed here")
    config = folder / "mosquitto.conf"
    settings = f"listener {port} 127.0.0.1\nallow_anonymous true\npersistence false\nset_tcp_nodelay true\n{more}"
    config.write_text(settings, encoding="utf-8")
    process = subprocess.Popen([binary, "-c", str(config)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + WAIT_S
    while not listening(port) and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.02)
    if not listening(port):
        process.kill()
        pytest.fail(f"mosquitto did not start: {process.stderr.read().decode() if process.stderr else ''}")
    return process


@pytest.fixture
def mosquitto_broker(tmp_path: Path) -> Iterator[BrokerAddress]:
    """Debian's Mosquitto on a free loopback port, stopped after the test."""
    port = free_port()
    process = start_mosquitto(port, tmp_path)
    try:
        yield BrokerAddress("127.0.0.1", port)
    finally:
        process.terminate()
        process.wait(WAIT_S)


@pytest.fixture(params=["amqtt", "mosquitto"])
def broker(request: pytest.FixtureRequest) -> BrokerAddress:
    address: BrokerAddress = request.getfixturevalue(f"{request.param}_broker")
    return address


@pytest.fixture
def links(broker: BrokerAddress) -> Iterator[Callable[[], Link]]:
    made: list[Link] = []

    def make() -> Link:
        link = Link(broker)
        link.connect()
        made.append(link)
        return link

    yield make
    for link in made:
        link.close()
