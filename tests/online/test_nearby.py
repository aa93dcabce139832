"""Tables on this network (game/online/nearby.py, issue 35): a table announced with zeroconf is found by its
number, with its game and its broker's address, and is gone once its announcement closes; an announcement says
nothing but the table's number, the game and where its broker listens."""

from __future__ import annotations

import time

from game.online.broker import lan_address
from game.online.link import BrokerAddress
from game.online.nearby import Announcement, Looking

WAIT_S = 15.0


def wait_for(done, seconds: float = WAIT_S) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        time.sleep(0.05)
    return bool(done())


def test_a_table_announced_on_this_network_is_found_by_its_number_and_goes_when_closed() -> None:
    host = lan_address()
    announcement = Announcement(table=777, game="Jig", host=host, port=18_830)
    looking = Looking()
    woken: list[bool] = []
    looking.on_change = lambda: woken.append(True)  # a window's frame loop wakes so
    try:
        announcement.start()
        looking.start()
        assert wait_for(lambda: looking.find(777) is not None), "the table was not found on this network"
        found = looking.find(777)
        assert found is not None and found.game == "Jig" and found.address == BrokerAddress(host, 18_830)
        assert woken, "the looking says a table came"
        assert set(announcement.info.properties) == {b"table", b"game"}, "no name and no code words on the network"
        announcement.close()
        assert wait_for(lambda: looking.find(777) is None), "a closed table is no longer listed"
    finally:
        announcement.close()
        looking.close()
