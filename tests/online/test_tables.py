"""A game between homes at the real table (game/online/sessions.py, issue 35): the host's table plays a game
whose remote seat moves from afar, and a guest's table shows and plays its seat from the host's messages —
its own hand face up, the other hands face down and never known, everyone's moves, coins and calls — to the
results, where the guest keeps the same replay as the host. Through the in-process bus; the real brokers
carry whole games in test_play.py and test_commands.py."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.core.session import Controller, Seat
from game.online.channel import Handshake, Side
from game.online.guest import Seated
from game.online.door import Door
from game.online.lobby import Arrived, HostLobby, Joining
from game.online.stream import AWAY_MS
from game.online.referee import Referee, Remote
from game.online.sessions import GIVE_AFTER_MS, GuestSession, HostedSession
from game.registry import game_spec
from game.replay import check, from_session, parse
from game.scenes.join_table import guest_table
from game.scenes.start import table_class
from tests.online.bus import Bus
from tests.online.tables import CODE
from tests.pilot import Pilot

FAMILIES = [("snip-snap-snorum", "round-games"), ("jig", "peel"), ("snitchems", "sporting-magazine"),
            ("cassino", "standard")]


def hosted(
    bus: Bus, controllers: list[Controller], remote: int, seed: int, game: str = "snip-snap-snorum",
    preset: str = "round-games", **changes: Any,
) -> tuple[HostedSession, Seated]:
    """The host's session of `game` for `controllers` (the `remote` seat a guest's), with `preset`'s options
    and `changes`, dealt and told to the guest, and the guest's end of its channel."""
    spec = game_spec(game)
    seats = [Seat("Ann" if n == remote else f"Host {n}", c) for n, c in enumerate(controllers)]
    session = HostedSession.new(spec, spec.options_for(preset, changes), seats, seed)
    assert isinstance(session, HostedSession)
    host_side, guest_side = Handshake(CODE, Side.HOST), Handshake(CODE, Side.GUEST)
    remote_seat = Remote.seated(Arrived(bytes(16), "Ann", host_side.finish(guest_side.message)), remote)
    seated = Seated(bus.link(), guest_side.finish(host_side.message))
    seated.link.listen(seated.to_guest)
    session.referee = Referee(bus.link(), session, [remote_seat], now_ms=lambda: 0.0)
    session.referee.start()
    return session, seated


@pytest.mark.parametrize("game, preset", FAMILIES, ids=[g for g, _ in FAMILIES])
def test_the_hosts_table_plays_a_game_whose_remote_seat_moves_from_afar(game: str, preset: str, app: Any) -> None:
    bus = Bus()
    spec = game_spec(game)
    session, seated = hosted(bus, [Controller.EASY, Controller.HUMAN, Controller.EASY], 1, 7, game, preset)
    table = table_class(spec)(app, session)
    assert table.humans == [], "the remote seat is nobody's at the host's screen: no hot seat, no hand shown"
    app.push(table)
    pilot, rng, over = Pilot(app), random.Random(7), []

    def guest_plays() -> None:
        for message in seated.poll():
            if "turn" in message:
                seated.play(spec.format_move(spec.choose("easy", message["turn"], rng)))
            over.extend([message["over"]] if "over" in message else [])

    pilot.step()
    assert [mark.what for mark in table.marks.items if "another home" in mark.what] == ["Ann plays from another home"]
    pilot.wait_until(lambda: table.finished, max_ms=600_000, on_frame=guest_plays)
    guest_plays()
    assert session.state.current_seat() is None and over
    assert any(record.seat == 1 for record in session.moves), "the guest's moves were played at the table"
    check(parse(from_session(session)))
    assert app.store.history(), "the host keeps the game among its replays"


@pytest.mark.parametrize("game, preset", FAMILIES, ids=[g for g, _ in FAMILIES])
def test_a_guests_table_plays_its_seat_and_keeps_the_hosts_replay(game: str, preset: str, app: Any) -> None:
    bus = Bus()
    spec = game_spec(game)
    host, seated = hosted(bus, [Controller.EASY, Controller.HUMAN, Controller.EASY], 1, 11, game, preset)
    start, opening = seated.poll()[:2]
    guest = GuestSession.joined(spec, seated, start["start"], opening)
    table = table_class(spec)(app, guest)
    assert table.humans == [1] and table.revealed == 1, "the guest's own hand shows, as for one person at a table"
    app.push(table)
    pilot, rng = Pilot(app), random.Random(11)
    shown_faces: set[Any] = set()
    dealt_face_down: set[int] = set()

    def host_plays() -> None:
        host.news()  # the guest's move, checked and applied at the host
        seat = host.state.current_seat()
        if seat is not None and host.here(seat):
            host.apply(spec.choose("easy", host.state.observe(seat), rng))
        for seat in (0, 2):
            shown_faces.update(s.card for s in table.hands[seat] if s.card is not None)
            dealt_face_down.update(id(s) for s in table.hands[seat])
        if table._my_turn() or app.top is not table and not table.finished:  # a card, or on past a deal's sheet
            pilot.press(pygame.K_RETURN)

    pilot.step()
    assert not [mark for mark in table.marks.items if "another home" in mark.what], "the host's seats are computers"
    pilot.wait_until(lambda: table.finished, max_ms=600_000, on_frame=host_plays)
    assert not shown_faces, "a card in another hand was known at the guest's table"
    assert dealt_face_down, "the other hands were dealt, face down"
    assert host.state.current_seat() is None
    assert guest.moves == host.moves, "the guest saw every move, its own too"
    assert guest.state.result() == host.state.result()
    assert from_session(guest) == from_session(host), "the guest keeps the host's replay"
    assert app.store.history(), "and it is among the guest's replays"


def test_a_guest_who_leaves_says_so_and_a_computer_player_finishes_its_seat(app: Any) -> None:
    bus = Bus()
    spec = game_spec("snip-snap-snorum")
    session, seated = hosted(bus, [Controller.EASY, Controller.HUMAN, Controller.EASY], 1, 5)
    session.table = {"code": str(CODE), "broker": ""}
    assert session.hosting() == {"code": str(CODE), "broker": "", "remote": [1]}, "the autosave names the table"
    table = table_class(spec)(app, session)
    app.push(table)
    pilot, rng = Pilot(app), random.Random(5)
    said: set[str] = set()

    def guest_plays() -> None:
        said.update(table.narrator.lines)
        for message in seated.poll():
            if "turn" in message:
                if len(session.moves) < 10:
                    seated.play(spec.format_move(spec.choose("easy", message["turn"], rng)))
                else:
                    seated.leave()

    pilot.wait_until(lambda: not session.seats[1].controller.is_human, max_ms=600_000, on_frame=guest_plays)
    assert session.state.current_seat() is not None and session.hosting() is None, "no table to open again on Continue"
    pilot.wait_until(lambda: table.finished, max_ms=600_000, on_frame=guest_plays)
    assert session.seats[1].controller is Controller(f"ai:{spec.default_level}"), "a computer player took the seat"
    assert any("Ann" in line and "I have to go" in line for line in said), "the log says Ann went"
    assert session.state.current_seat() is None
    check(parse(from_session(session)))


def test_when_the_host_leaves_a_guests_table_stops_where_it_stands() -> None:
    bus = Bus()
    spec = game_spec("jig")
    host, seated = hosted(bus, [Controller.HUMAN, Controller.HUMAN, Controller.EASY], 1, 2, "jig", "peel")
    start, opening = seated.poll()[:2]
    guest = GuestSession.joined(spec, seated, start["start"], opening)
    host.leave()
    said = guest.news()
    assert said and said[-1].seat == 0 and "go" in said[-1].words, "the host's seat says goodbye"  # type: ignore[attr-defined]
    assert guest.state.current_seat() is None and not guest.waiting()


def test_a_message_from_the_host_that_does_not_read_is_logged_and_changes_nothing() -> None:
    bus = Bus()
    spec = game_spec("snip-snap-snorum")
    host, seated = hosted(bus, [Controller.EASY, Controller.HUMAN, Controller.EASY], 1, 3)
    start, opening = seated.poll()[:2]
    guest = GuestSession.joined(spec, seated, start["start"], opening)
    before = (guest.state.current_seat(), guest.state.result(), list(guest.moves))
    remote = host.referee.remotes[1]  # type: ignore[union-attr]
    for forged in ({"moved": "nonsense", "next": 1, "result": 3}, {"turn": None, "legal": ["ZZ"]},
                   {"over": {"deals": [[0, "1Z"]]}}, {"moved": [], "next": "x", "result": None},
                   {"moved": [], "next": 0, "result": guest.state.result(), "move": ["x", "9H"]}):
        host.referee.tell(remote, forged)  # type: ignore[union-attr]
    assert guest.news() == []
    assert (guest.state.current_seat(), guest.state.result(), list(guest.moves)) == before
    assert not guest.kept_here


def test_a_guest_not_heard_from_is_reconnecting_and_after_a_minute_the_host_may_give_its_seat(app: Any) -> None:
    bus = Bus()
    spec = game_spec("snip-snap-snorum")
    session, seated = hosted(bus, [Controller.HUMAN, Controller.HUMAN, Controller.EASY], 1, 4)
    referee, clock = session.referee, [0.0]
    assert referee is not None
    referee.complaints.now_ms = lambda: clock[0]
    table = table_class(spec)(app, session)
    app.push(table)
    pilot = Pilot(app)
    pilot.step()
    assert session.connection() == "" and table.drawn_shown[-1] == ""
    clock[0] = AWAY_MS  # Ann's heartbeats stop: her link is down
    pilot.step()
    assert table.drawn_shown[-1] == "Ann is reconnecting…", "the status bar says so"
    assert session.seats_to_give() == []
    seated.poll()
    clock[0] += GIVE_AFTER_MS
    pilot.step()
    assert "Ann has been away a minute" in table.drawn_shown[-1] and session.seats_to_give() == [1]
    pilot.press(pygame.K_ESCAPE)
    assert [row.name for row in app.top.rows()][0] == "give-1", "the pause menu offers Ann's seat first"
    pilot.press(pygame.K_RETURN)
    assert app.top is table and session.seats[1].controller is Controller(f"ai:{spec.default_level}")
    assert {"leaving": None} in seated.poll(), "Ann's app is told the game goes on without her"
    assert session.connection() == ""
    pilot.wait_until(lambda: session.state.current_seat() in (0, None), max_ms=600_000)
    assert 1 not in referee.remotes


def test_a_guest_whose_host_says_nothing_sees_the_host_reconnecting() -> None:
    bus = Bus()
    spec = game_spec("jig")
    host, seated = hosted(bus, [Controller.HUMAN, Controller.HUMAN, Controller.EASY], 1, 2, "jig", "peel")
    clock = [0.0]
    seated.now_ms = lambda: clock[0]
    start, opening = seated.poll()[:2]
    guest = GuestSession.joined(spec, seated, start["start"], opening)
    assert guest.connection() == ""
    clock[0] = AWAY_MS  # the host answers none of the asks that went out meanwhile
    assert guest.news() == [] and guest.connection() == "The host's table is not answering: reconnecting…"
    host.referee.poll()  # type: ignore[union-attr]
    guest.news()
    assert guest.connection() == "", "the host's answer to an ask is enough"


def test_a_guest_taking_its_seat_back_with_the_code_is_shown_the_whole_table_so_far(app: Any) -> None:
    bus, spec, clock = Bus(), game_spec("jig"), [0.0]
    host_link = bus.link()
    lobby = HostLobby(host_link, Door(CODE, 1, 0.0), lambda: clock[0])
    lobby.open()

    def come_in(name: str, poll_host: Any) -> Seated:
        joining = Joining(bus.link(), CODE, name, lambda: clock[0])
        joining.knock()
        while (channel := joining.poll()) is None:
            poll_host()
        return Seated(joining.link, channel, joining.after_welcome, now_ms=lambda: clock[0])

    arrived: list[Arrived] = []
    first = come_in("Ann", lambda: arrived.extend(lobby.poll()))
    seats = [Seat("Host", Controller.EASY), Seat("Ann", Controller.HUMAN), Seat("Cy", Controller.EASY)]
    session = HostedSession.new(spec, spec.preset("peel"), seats, 3)
    assert isinstance(session, HostedSession)
    referee = session.referee = Referee(host_link, session, [Remote.seated(arrived[0], 1)], lambda: clock[0], lobby)
    referee.start()
    rng = random.Random(3)
    while len(session.moves) < 12:
        seat = session.state.current_seat()
        if seat == 1:
            for message in first.poll():
                if "turn" in message:
                    first.play(spec.format_move(spec.choose("easy", message["turn"], rng)))
            move = referee.poll()
            if move is not None:
                session.apply(move)
        else:
            session.apply(spec.choose("easy", session.state.observe(seat), rng))  # type: ignore[arg-type]
    assert lobby.door.state(clock[0]).value == "every seat is taken"
    clock[0] += AWAY_MS  # Ann's app was closed
    referee.poll()
    clock[0] += 40 * 60_000  # away for longer than a code lets newcomers in
    referee.poll()
    assert lobby.door.state(clock[0]).value == "open", "her place at the door is kept while she is away"
    again = come_in("Ann", referee.poll)
    heard = again.poll()
    start, opening = heard[0], next(m for m in heard if "moved" in m)
    guest = GuestSession.joined(spec, again, start["start"], opening, heard[heard.index(opening) + 1:])
    table = guest_table(app, guest)
    assert guest.moves == session.moves and guest.state.current_seat() == session.state.current_seat()
    assert not table.pending and not table.busy() and not table.captions, "shown as it stands, with no motion"
    assert referee.remotes[1].channel is not first.channel, "her new app has a key of its own"
    assert lobby.door.state(clock[0]).value == "every seat is taken", "and the door shuts behind her"
    clock[0] += AWAY_MS  # away again, and this time the host gives her seat to a computer player
    referee.poll()
    assert lobby.door.state(clock[0]).value == "open"
    session.give_seat(1)
    assert lobby.door.state(clock[0]).value != "open", "a seat given away is kept for nobody"


def test_the_hosts_pause_pauses_the_guest(app: Any) -> None:
    bus = Bus()
    spec = game_spec("jig")
    host, seated = hosted(bus, [Controller.HUMAN, Controller.HUMAN, Controller.EASY], 1, 2, "jig", "peel")
    start, opening = seated.poll()[:2]
    guest = GuestSession.joined(spec, seated, start["start"], opening)
    table = table_class(spec)(app, host)
    app.push(table)
    pilot = Pilot(app)
    pilot.step()
    pilot.press(pygame.K_ESCAPE)
    guest.news()
    assert guest.connection() == "The host has paused the game"
    guest.state_view.to_move, guest.state_view.legal = guest.you, [object()]
    assert guest.waiting(), "a paused guest may not move"
    pilot.press(pygame.K_ESCAPE)  # Resume
    assert app.top is table
    guest.news()
    assert guest.connection() == "" and not guest.waiting()
