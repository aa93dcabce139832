"""Games between homes played in one thread for tests: a host's `Referee` and its guests' `Seated`, each with a
link to an in-process `Bus`, keys agreed directly (the lobby has tests of its own), every seat played by the
easy computer player. `play_out` lets a test look at every message a guest opens."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.session import Controller, Seat, Session
from game.online.channel import Handshake, Side
from game.online.codes import InviteCode
from game.online.guest import Seated
from game.online.lobby import Arrived
from game.online.referee import Referee, Remote
from game.registry import game_spec
from tests.online.bus import Bus

CODE = InviteCode(9, ("amber", "otter"))


@dataclass
class Table:
    session: Session
    referee: Referee
    guests: dict[int, Seated]
    bus: Bus


def table(
    game: str, preset: str, players: int, remote: list[int], seed: int, bus: Bus | None = None, start: bool = True
) -> Table:
    """A game of `game` for `players` seats, `remote` of them played from afar, shuffled with `seed`; started
    (the guests told the game and shown the deal) unless `start` is False."""
    spec = game_spec(game)
    bus = bus or Bus()
    names = [f"Grandmother{n}" if n in remote else f"Computer {n}" for n in range(players)]
    seats = [Seat(name, Controller.HUMAN if n in remote else Controller.EASY) for n, name in enumerate(names)]
    session = Session.new(spec, spec.preset(preset), seats, seed)
    remotes, guests = [], {}
    for seat in remote:
        host, guest = Handshake(CODE, Side.HOST), Handshake(CODE, Side.GUEST)
        remotes.append(Remote.seated(Arrived(bytes(16), names[seat], host.finish(guest.message)), seat))
        guests[seat] = Seated(bus.link(), guest.finish(host.message), now_ms=lambda: 0.0)  # a bus loses nothing
    referee = Referee(bus.link(), session, remotes, now_ms=lambda: 0.0)
    for guest_seat in guests.values():
        guest_seat.link.listen(guest_seat.to_guest)
    if start:
        referee.start()
    return Table(session, referee, guests, bus)


Looker = Callable[[int, dict[str, Any]], None]


def play_out(played: Table, seed: int, look: Looker | None = None, most: int = 20_000) -> dict[int, dict[str, Any]]:
    """Play `played` to its end: the host's computer seats choose at the host, each guest chooses from the
    observation of its turn; `look(seat, message)` sees every message a guest opens. Returns each guest's last
    word from the host ("over"). Raises AssertionError when a guest is not asked for a move it owes."""
    session, referee, spec = played.session, played.referee, played.session.spec
    rngs = {seat: random.Random(f"{seed}:{seat}") for seat in range(len(session.seats))}
    over: dict[int, dict[str, Any]] = {}

    def listen() -> None:
        for seat, guest in played.guests.items():
            for message in guest.poll():
                if look is not None:
                    look(seat, message)
                if "turn" in message:
                    guest.play(spec.format_move(spec.choose("easy", message["turn"], rngs[seat])))
                if "over" in message:
                    over[seat] = message["over"]

    for _ in range(most):
        listen()
        seat = session.state.current_seat()
        if seat is None:
            break
        if seat in referee.remotes:
            move = referee.poll()
            assert move is not None, f"seat {seat} was not asked for its move"
        else:
            move = spec.choose("easy", session.state.observe(seat), rngs[seat])
        referee.moved(session.apply(move))
    referee.finish()
    listen()
    return over
