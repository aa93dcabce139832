"""Play online on screen (issue 35): Title › Play online › Host a table opens a table on an embedded broker,
announces it on this network and shows its code; a guest in another thread joins with it, the host starts, and
the game is played to its results at the host's table. Title › Play online › Join a table takes a code (the
table found on this network by its number) and a name, and plays the guest's seat at its own table to the
results, keeping the host's replay. A wrong code is a sentence."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

import pygame

from game.core.session import Controller, Seat
from game.online.broker import EmbeddedBroker, free_port
from game.online.codes import InviteCode
from game.online.link import BrokerAddress, Link
from game.online.nearby import Announcement, Looking
from game.online.play import host_game, join_game
from game.registry import game_spec
from game.scenes.host_table import HostTableScene
from game.scenes.join_table import JoinScene
from game.table.turns import TableScene
from tests.pilot import Pilot

LIMIT_MS = 900_000


def in_thread(work: Any, results: dict[str, Any]) -> threading.Thread:
    def run() -> None:
        try:
            results["done"] = work()
        except Exception as error:  # the test reports it
            results["done"] = error

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def join_with(pilot: Pilot, code: str) -> JoinScene:
    """Title › Play online › Join a table, with `code` typed in its Code field."""
    pilot.click("online")
    pilot.click("join")
    join = pilot.app.top
    assert isinstance(join, JoinScene)
    join.form.focus_on("code")
    pilot.type(code)
    return join


def play_to_results(pilot: Pilot, table: TableScene, until: Callable[[], bool] | None = None) -> None:
    """Play this computer's seat as a person would: Enter on its turn and past each deal's sheet, to the results
    (or `until()`). While a seat at another home is to move, a frame lasts a few ms of real time (the pilot's
    frames are simulated), so the other home, a thread here, has time to answer."""

    def person() -> None:
        if table._my_turn() or pilot.app.top is not table and not table.finished:
            pilot.press(pygame.K_RETURN)
        seat = table.state.current_seat()
        if seat is not None and (not table.session.here(seat) or table.session.waiting()):
            time.sleep(0.003)

    pilot.wait_until(until or (lambda: table.finished), max_ms=LIMIT_MS, on_frame=person)


def test_a_host_opens_a_table_shows_its_code_and_plays_with_a_guest_from_afar(pilot: Pilot) -> None:
    pilot.click("online")
    pilot.click("host")
    pilot.click("start")  # the setup: you, an invited player and the rest computers
    lobby = pilot.app.top
    assert isinstance(lobby, HostTableScene), type(lobby).__name__
    try:
        said = {row.name: row.label for row in lobby.form.rows}
        assert str(lobby.code) in said["code"] and lobby.address in said["address"], "the code and the address, to read out"
        assert "waiting" in said["seat-1"]
        looking = Looking()
        looking.start()
        pilot.wait_until(lambda: looking.find(lobby.code.table) is not None, max_ms=LIMIT_MS,
                         on_frame=lambda: time.sleep(0.005))
        assert str(looking.find(lobby.code.table).address) == lobby.address, "found on this network"  # type: ignore[union-attr]
        looking.close()
        pilot.click("start")
        assert pilot.app.top is lobby, "no game before every invited player is in"
        results: dict[str, Any] = {}
        link = Link(BrokerAddress("127.0.0.1", lobby.broker.address[1]))  # type: ignore[union-attr]
        link.connect()
        in_thread(lambda: join_game(link, lobby.code, "Grandma", "easy", seed=3, wait_s=60), results)
        pilot.wait_until(lambda: len(lobby.guests) == 1, max_ms=LIMIT_MS, on_frame=lambda: link.wait(0.01))
        assert "Grandma has joined" in {row.name: row.label for row in lobby.form.rows}["seat-1"]
        pilot.click("start")
        table = pilot.app.top
        assert isinstance(table, TableScene) and "Grandma" in table.names
        play_to_results(pilot, table)
        pilot.wait_until(lambda: "done" in results, max_ms=LIMIT_MS, on_frame=lambda: link.wait(0.01))
        assert isinstance(results["done"], dict) and "winners" in results["done"], results["done"]
        shown = [row.name for row in pilot.app.top.form.rows]  # type: ignore[attr-defined]
        assert "again" not in shown and "watch" in shown, "no Play again without the guests: Play online plays again"
        link.close()
    finally:
        lobby.leave()


def test_a_guest_joins_with_the_code_and_plays_its_seat_to_the_results(pilot: Pilot) -> None:
    spec = game_spec("snip-snap-snorum")
    code = InviteCode(21, ("amber", "otter"))
    results: dict[str, Any] = {}
    with EmbeddedBroker() as broker:
        host_link = Link(BrokerAddress(*broker.address))
        host_link.connect()
        seats = [Seat("Host", Controller.EASY), Seat("(invited)", Controller.HUMAN), Seat("Clara", Controller.EASY)]
        in_thread(lambda: host_game(host_link, spec, spec.preset("round-games"), seats, [1], code, 9, 120), results)
        join = join_with(pilot, "21 amb ott")
        announcement = Announcement(code.table, spec.title, broker.address[0], broker.address[1])
        announcement.start()  # the address stays empty: the table is found on this network by its number
        pilot.wait_until(lambda: join.looking.find(code.table) is not None, max_ms=LIMIT_MS,
                         on_frame=lambda: time.sleep(0.005))
        pilot.step()
        assert any(row.name == "nearby" and "table 21" in row.label for row in join.form.rows)
        join.form.focus_on("name")
        for _ in range(20):
            pilot.press(pygame.K_BACKSPACE)
        pilot.type("Kit")
        pilot.click("join")
        try:
            pilot.wait_until(lambda: isinstance(pilot.app.top, TableScene), max_ms=60_000, on_frame=lambda: time.sleep(0.002))
        except TimeoutError:
            raise AssertionError(join.subheading) from None
        table = pilot.app.top
        assert isinstance(table, TableScene) and table.names[1] == "Kit" and table.humans == [1]
        play_to_results(pilot, table)
        pilot.wait_until(lambda: "done" in results, max_ms=LIMIT_MS)
        host_link.close()
        announcement.close()
    host = results["done"]
    assert not isinstance(host, Exception), host
    assert table.session.moves == host.moves
    kept = pilot.app.store.history()
    assert kept and kept[-1]["game"] == "snip-snap-snorum", "the guest keeps the game among its replays"


def test_a_code_that_does_not_read_is_said_and_nothing_starts(pilot: Pilot) -> None:
    join = join_with(pilot, "seven")
    pilot.click("join")
    assert "code" in join.subheading.lower() and pilot.app.top is join


def test_a_host_whose_game_this_app_does_not_play_is_said_and_nothing_starts(pilot: Pilot) -> None:
    from game.online.channel import Handshake, Side
    from game.online.guest import Seated
    from tests.online.bus import Bus

    join = join_with(pilot, "21 amb ott")
    code = InviteCode(21, ("amber", "otter"))
    channel = Handshake(code, Side.GUEST).finish(Handshake(code, Side.HOST).message)
    join.seated = Seated(Bus().link(), channel)
    join.heard = [{"start": {"game": "whist", "options": {}, "seats": [], "controllers": [], "you": 0}},
                  {"moved": [], "next": 0}]
    pilot.step()
    assert "not one this app plays" in join.subheading and pilot.app.top is join


def test_a_host_with_a_broker_across_the_internet_opens_its_table_there(pilot: Pilot, amqtt_broker: BrokerAddress) -> None:
    pilot.app.settings.broker = str(amqtt_broker)  # Settings › Online broker
    pilot.click("online")
    pilot.click("host")
    pilot.click("start")
    lobby = pilot.app.top
    assert isinstance(lobby, HostTableScene)
    try:
        pilot.wait_until(lambda: lobby.lobby is not None, max_ms=60_000, on_frame=lambda: time.sleep(0.005))
        assert lobby.broker is None and lobby.announcement is None, "no broker of its own, nothing announced"
        said = {row.name: row.label for row in lobby.form.rows}
        assert str(amqtt_broker) in said["address"], "the broker's address, to read out"
        link = Link(amqtt_broker)
        link.connect()
        results: dict[str, Any] = {}
        in_thread(lambda: join_game(link, lobby.code, "Grandpa", "easy", seed=5, wait_s=60), results)
        pilot.wait_until(lambda: len(lobby.guests) == 1, max_ms=LIMIT_MS, on_frame=lambda: link.wait(0.01))
        pilot.click("start")
        assert isinstance(pilot.app.top, TableScene) and "Grandpa" in pilot.app.top.names
        link.close()
    finally:
        lobby.leave()


def test_a_broker_across_the_internet_that_cannot_be_reached_is_one_sentence(pilot: Pilot) -> None:
    pilot.app.settings.broker = f"127.0.0.1:{free_port()}"
    pilot.click("online")
    pilot.click("host")
    pilot.click("start")
    lobby = pilot.app.top
    assert isinstance(lobby, HostTableScene)
    pilot.wait_until(lambda: lobby.link is None, max_ms=60_000, on_frame=lambda: time.sleep(0.005))
    assert lobby.subheading.startswith("The table could not open: the broker at 127.0.0.1:") and "cannot be reached" in lobby.subheading
    assert [row.name for row in lobby.form.rows] == ["back"], "no code, seats or Start for a table that did not open"
    assert lobby.form.box.top == lobby.content_top(pilot.app.size[1]), "the rows stand below the sentence"
