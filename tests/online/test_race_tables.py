"""Thirteens' race between homes at the real table (issue 35; RULES.md §6): everyone places the same call at
once, wherever they are. The host's table takes a guest's placings as they come, and its clock times the calls
for every seat; a guest's table follows the host's events on a `Mirror` (game/games/thirteens/mirror.py),
places its own call with its own keys, never times a call itself, and keeps the host's replay at the end.
Through the in-process bus; test_play.py and test_commands.py carry whole games through the real brokers."""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.core.session import Controller
from game.games.thirteens.rules import Late, Thirteens
from game.online.sessions import GuestSession, HostedSession
from game.registry import game_spec
from game.replay import check, from_session, parse
from game.scenes.results import ResultsScene
from game.scenes.start import table_class
from tests.online.bus import Bus
from tests.online.test_tables import hosted
from tests.pilot import Pilot

SPEC = game_spec("thirteens")
ROW_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)
"""The first human's row keys (Settings › Thirteens keys, as a new app has them)."""


def guest_of(bus: Bus, controllers: list[Controller], seed: int, **changes: Any) -> tuple[HostedSession, GuestSession]:
    """A race for `controllers` (the default options with `changes`) whose seat 1 is a guest's, hosted and
    joined: the host's session and the guest's."""
    host, seated = hosted(bus, controllers, 1, seed, "thirteens", "thirteens", **changes)
    start, opening, *later = seated.poll()  # the deal, then the host's ask of Ann's seat for the first call
    return host, GuestSession.joined(SPEC, seated, start["start"], opening, later)


def host_places(host: HostedSession, rng: random.Random) -> None:
    """The host's side of a frame: the guest's placing taken, then each computer seat of the host's places."""
    host.news()
    for seat in range(len(host.seats)):
        if host.here(seat) and host.state.moves_for(seat):  # type: ignore[attr-defined]
            host.apply(SPEC.choose("easy", host.state.observe(seat), rng))


def test_the_hosts_table_takes_a_guests_placings_as_they_come_to_the_results(app: Any) -> None:
    bus = Bus()
    host, seated = hosted(bus, [Controller.EASY, Controller.HUMAN, Controller.EASY], 1, 7, "thirteens", "thirteens")
    table = table_class(SPEC)(app, host)
    assert table.humans == [] and table.computers == [0, 2], "Ann's seat is nobody's at the host's screen"
    app.push(table)
    pilot, rng = Pilot(app), random.Random(7)

    def guest_places() -> None:
        for message in seated.poll():
            if "turn" in message and message["legal"]:
                seated.play(SPEC.format_move(SPEC.choose("easy", message["turn"], rng)))

    pilot.step()
    assert [mark.what for mark in table.marks.items if "another home" in mark.what] == ["Ann plays from another home"]
    pilot.wait_until(lambda: table.finished, max_ms=900_000, on_frame=guest_places)
    assert host.state.is_over() and isinstance(app.top, ResultsScene)
    assert sum(record.seat == 1 for record in host.moves) >= 20, "Ann placed her calls from afar"
    check(parse(from_session(host)))
    assert app.store.history(), "the host keeps the race among its replays"


def test_a_guests_table_places_its_own_calls_and_keeps_the_hosts_replay(app: Any) -> None:
    bus = Bus()
    host, guest = guest_of(bus, [Controller.EASY, Controller.HUMAN], 11)
    table = table_class(SPEC)(app, guest)
    assert table.humans == [1] and table.computers == [], "the guest's own seat is its keys'; the host plays the rest"
    app.push(table)
    pilot, rng = Pilot(app), random.Random(11)

    def frame() -> None:
        host_places(host, rng)
        if table.showing_current() and guest.state.waiting[1] and not guest.waiting():  # type: ignore[attr-defined]
            pilot.press(rng.choice(ROW_KEYS))

    pilot.wait_until(lambda: table.finished, max_ms=900_000, on_frame=frame)
    mirror, engine = guest.state, host.state
    assert isinstance(mirror, Thirteens) and isinstance(engine, Thirteens)
    assert (mirror.foundations, mirror.rows) == (engine.foundations, engine.rows), "the guest's table stands as the host's"
    assert guest.moves == host.moves and any(record.seat == 1 for record in host.moves)
    assert [card for row in table.shown_rows[1] for card in row] == [card for row in engine.rows[1] for card in row]
    assert from_session(guest) == from_session(host), "the guest keeps the host's replay"
    assert app.store.history(), "and it is among the guest's replays"


def test_a_guests_table_never_times_a_call_itself_the_hosts_clock_does(app: Any) -> None:
    bus = Bus()
    host, guest = guest_of(bus, [Controller.EASY, Controller.HUMAN], 5, pace=3)
    table = table_class(SPEC)(app, guest)
    app.push(table)
    pilot, rng = Pilot(app), random.Random(5)
    pilot.wait_until(lambda: table.showing_current() and guest.state.waiting[1], max_ms=60_000,  # type: ignore[attr-defined]
                     on_frame=lambda: host_places(host, rng))
    table.draw(app.surface)
    assert "the calls to come" in [mark.what for mark in table.marks.items], "the caller's stack shows, 51 to come"
    frames = iter(range(4_000 // 16))
    pilot.wait_until(lambda: next(frames, None) is None, on_frame=lambda: host_places(host, rng))
    assert not guest.sent and guest.state.waiting[1], "past the call's 3 s the guest has sent nothing"  # type: ignore[attr-defined]
    laid = sum(len(row) for row in table.shown_rows[1])
    host.apply(Late(1))  # the host's clock: Ann's card goes on a row by itself
    pilot.wait_until(lambda: sum(len(row) for row in table.shown_rows[1]) == laid + 1, max_ms=10_000)
    assert host.moves[-1].seat == 1 and "late" in host.moves[-1].move


def test_when_the_host_leaves_a_guests_race_stops_and_shows_the_results(app: Any) -> None:
    bus = Bus()
    host, guest = guest_of(bus, [Controller.HUMAN, Controller.HUMAN], 3)
    table = table_class(SPEC)(app, guest)
    app.push(table)
    pilot = Pilot(app)
    pilot.wait_until(table.showing_current, max_ms=60_000)
    host.leave()
    pilot.wait_until(lambda: table.finished, max_ms=60_000)
    assert isinstance(app.top, ResultsScene)
    assert any("I have to go" in line for line in table.log_lines), "the host's seat says goodbye"
    assert not app.store.history(), "an unfinished game between homes is the host's to keep"


def test_in_a_race_the_referee_takes_each_guests_placing_in_any_order_once_and_only_its_own() -> None:
    """RULES.md §6: every player places the same call at once. Two guests, seats 0 and 1, place the first call
    that fits no foundation in the order they please; a placing sent twice is made once; a seat cannot place
    for another, nor place a call it has placed."""
    from tests.online.tables import table

    played = table("thirteens", "thirteens", 3, [0, 1], seed=4)
    session, referee = played.session, played.referee
    state = session.state
    assert isinstance(state, Thirteens)
    while not (state.waiting[0] and state.waiting[1]):  # a call both guests must place
        for seat in state.waiting_seats():
            referee.moved(session.apply(SPEC.choose("easy", state.observe(seat), random.Random(seat))))
    asked = {seat: [m for m in played.guests[seat].poll() if "turn" in m][-1] for seat in (0, 1)}
    assert all(ask["legal"] for ask in asked.values()), "both guests are asked at once"
    played.guests[1].play("1 row 2")  # seat 1 first, though seat 0 is `current_seat`
    assert SPEC.format_move(move := referee.poll()) == "1 row 2"
    referee.moved(session.apply(move))
    played.guests[1].play("1 row 3")  # its call placed already: answered since it was asked
    assert referee.poll() is None and referee.complaints.counts == {"stale": 1}
    played.guests[0].play("1 row 1")  # another seat's placing, from seat 0
    assert referee.poll() is None and referee.complaints.counts["not legal"] == 1
    played.guests[0].play("0 row 4")
    assert SPEC.format_move(move := referee.poll()) == "0 row 4"
    before = len(session.moves)
    referee.moved(session.apply(move))
    played.guests[0]._ask(0.0)  # the guest's heartbeat sends its unanswered placing again
    assert referee.poll() is None and referee.complaints.counts["stale"] == 2, "a placing sent twice is made once"
    assert len(session.moves) == before + 1
