"""Tables on this network (issue 35), with zeroconf (mDNS and DNS-SD, as printers and speakers are found): a
host announces its table as a `_snipsnap._tcp` service, so a guest on the same network types only the code and
the Join screen finds the host's address by the code's table number.

What an announcement tells everyone on the network: the table's number (public: it is the first part of the
code), the game's name and where its broker listens. Never a name, and never the code's words.

Both sides work on zeroconf's own threads, started on a thread of their own (announcing first checks that the
name is free, which takes a second or two), so no frame waits on the network.
"""

from __future__ import annotations

import logging
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from game.online.link import BrokerAddress

log = logging.getLogger(__name__)

SERVICE = "_snipsnap._tcp.local."
"""The kind of service a table is announced as."""
LOOKUP_MS = 3000
"""How long (ms) a guest waits for the details of a table it has heard of."""


@dataclass(frozen=True)
class Nearby:
    """A table announced on this network: its `table` number, the `game`'s name, where its broker listens."""

    table: int
    game: str
    address: BrokerAddress


class Announcement:
    """Table number `table`, a game of `game`, its broker on `host`:`port`, announced on this network from
    `start` until `close`. Failing to announce (no network) is logged, not raised: guests can still type the
    address."""

    def __init__(self, table: int, game: str, host: str, port: int) -> None:
        self.info = ServiceInfo(
            SERVICE, f"table {table}.{SERVICE}", addresses=[socket.inet_aton(host)], port=port,
            properties={"table": str(table), "game": game},
        )
        self._zeroconf: Zeroconf | None = None
        self._lock = threading.Lock()
        self._closed = False

    def start(self) -> None:
        threading.Thread(target=self._announce, name="table announcement", daemon=True).start()

    def _announce(self) -> None:
        try:
            zeroconf = Zeroconf(ip_version=IPVersion.V4Only)
            zeroconf.register_service(self.info, allow_name_change=True)
        except (OSError, RuntimeError, ValueError) as error:
            log.warning("the table could not be announced on this network: %s", error)
            return
        with self._lock:
            if not self._closed:
                self._zeroconf = zeroconf
                return
        zeroconf.close()  # closed while announcing

    def close(self) -> None:
        """Say the table is gone, and stop. Safe to call twice."""
        with self._lock:
            self._closed, zeroconf, self._zeroconf = True, self._zeroconf, None
        if zeroconf is not None:
            zeroconf.unregister_service(self.info)
            zeroconf.close()


class Looking:
    """The tables announced on this network, found from `start` until `close` (`tables`)."""

    def __init__(self) -> None:
        self._found: dict[str, Nearby] = {}
        self._lock = threading.Lock()
        self._zeroconf: Zeroconf | None = None
        self._closed = False
        self.on_change: Callable[[], None] | None = None
        """Called on zeroconf's thread when a table comes or goes: a window wakes its frame loop with it."""

    def start(self) -> None:
        threading.Thread(target=self._look, name="looking for tables", daemon=True).start()

    def tables(self) -> list[Nearby]:
        """Every table found and still announced, by number."""
        with self._lock:
            return sorted(self._found.values(), key=lambda nearby: nearby.table)

    def find(self, table: int) -> Nearby | None:
        """The table numbered `table`, if it is announced on this network."""
        return next((nearby for nearby in self.tables() if nearby.table == table), None)

    def _look(self) -> None:
        try:
            zeroconf = Zeroconf(ip_version=IPVersion.V4Only)
        except (OSError, RuntimeError) as error:
            log.warning("tables on this network cannot be looked for: %s", error)
            return
        with self._lock:
            if self._closed:
                zeroconf.close()
                return
            self._zeroconf = zeroconf
        ServiceBrowser(zeroconf, SERVICE, handlers=[self._changed])

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        """zeroconf's thread: a table came, changed or went."""
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
        else:
            info = zeroconf.get_service_info(service_type, name, timeout=LOOKUP_MS)
            nearby = _nearby(info) if info is not None else None
            if nearby is None:
                return
            with self._lock:
                self._found[name] = nearby
        if self.on_change is not None:
            self.on_change()

    def close(self) -> None:
        """Stop looking. Safe to call twice."""
        with self._lock:
            self._closed, zeroconf, self._zeroconf = True, self._zeroconf, None
        if zeroconf is not None:
            zeroconf.close()


def _nearby(info: ServiceInfo) -> Nearby | None:
    """The table `info` announces, or None for an announcement that is not one of ours as written."""
    properties = info.properties
    try:
        table = int((properties.get(b"table") or b"").decode("ascii"))
        game = (properties.get(b"game") or b"").decode("utf-8")[:40]
        host = info.parsed_addresses(IPVersion.V4Only)[0]
    except (ValueError, IndexError, UnicodeDecodeError):
        return None
    if info.port is None:
        return None
    return Nearby(table, game, BrokerAddress(host, info.port))
