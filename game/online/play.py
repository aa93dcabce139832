"""A whole game between homes without a window (issue 35): the host referees (`host_game`), a guest plays its
seat from another process (`join_game`), as `snipsnap host … --headless` and `snipsnap join … --headless` do.

The host runs the game's engine exactly as a local game does and plays its own computer seats; a remote seat is
asked for its move with its observation (what the rules let that seat see, game/online/wire.py), and every move
that comes back is read in the replay notation and checked by the engine: one that is not legal, or comes out
of turn, is refused with a reason and changes nothing. Messages, sealed on the channel of each guest (JSON
through `wire`):

    host → guest   {"start": {"game", "options", "seats", "you"}}  {"turn": observation}  {"refused": reason}
                   {"over": {"winners", "stacks"}}
    guest → host   {"move": "9H"}

Turn-based games only: Snap's umpire, which times calls, is to come.
"""

from __future__ import annotations

import logging
import random
import time
from collections import deque
from dataclasses import dataclass
from typing import Any, Callable

from game.core.session import Controller, Seat, Session
from game.core.spec import GameSpec
from game.online.channel import Channel, ChannelError
from game.online.codes import InviteCode
from game.online.door import Door
from game.online.link import Link, private_topic
from game.online.lobby import HostLobby, Joining
from game.online.wire import WireError, decode, encode

log = logging.getLogger(__name__)

POLL_S = 0.002
"""How long a headless loop rests between two looks at the broker (s)."""


class PlayError(Exception):
    """A game between homes that could not be played to its end; the message says why in one sentence."""


@dataclass
class _Guest:
    seat: int
    channel: Channel
    to_host: str
    to_guest: str


def host_game(
    link: Link, spec: GameSpec, options: Any, seats: list[Seat], remote: list[int], code: InviteCode,
    seed: int, wait_s: float = 300.0,
) -> Session:
    """Referee a whole game of `spec` with `options` for `seats` (`remote` the seats played from afar, whose
    names and controllers the game takes from their guests; the others computer seats), shuffled with `seed`,
    its guests let in with `code` through `link`. Returns the finished session. Raises PlayError when the
    guests do not all come within `wait_s` seconds, or one of them goes quiet that long on its turn."""
    seats = list(seats)
    clock = _ms_clock()
    lobby = HostLobby(link, Door(code, len(remote), clock()), clock)
    lobby.open()
    guests: dict[int, _Guest] = {}
    deadline = time.monotonic() + wait_s
    while len(guests) < len(remote):
        for arrived in lobby.poll():
            seat = remote[len(guests)]
            seats[seat] = Seat(arrived.name, Controller.HUMAN)
            guest = _Guest(seat, arrived.channel, private_topic(arrived.channel.name_for("to-host")),
                           private_topic(arrived.channel.name_for("to-guest")))
            link.listen(guest.to_host)
            guests[seat] = guest
        _rest(deadline, "not every invited player came to the table")
    session = Session.new(spec, options, seats, seed)
    start = {"game": spec.key, "options": spec.options_to_json(options), "seats": [s.name for s in seats]}
    for guest in guests.values():
        _tell(link, guest, {"start": {**start, "you": guest.seat}})
    rngs = [random.Random(f"{seed} seat {n}") for n in range(len(seats))]
    by_topic = {guest.to_host: guest for guest in guests.values()}
    pending: deque[tuple[str, bytes]] = deque()
    asked: int | None = None
    while (seat := session.state.current_seat()) is not None:
        if seat not in guests:
            session.apply(spec.choose(seats[seat].controller.level, session.state.observe(seat), rngs[seat]))
            continue
        if asked != seat:
            _tell(link, guests[seat], {"turn": session.state.observe(seat)})
            asked, deadline = seat, time.monotonic() + wait_s
        pending.extend(link.receive())
        moved = False
        while pending and not moved:
            topic, payload = pending.popleft()
            guest = by_topic.get(topic)
            moved = guest is not None and _take_move(link, session, spec, guest, payload)
        if moved:
            asked = None
        else:
            _rest(deadline, f"{seats[seat].name} has not played for {wait_s:.0f} s")
    result = session.state.result()
    for guest in guests.values():
        _tell(link, guest, {"over": {"winners": list(result.winners), "stacks": list(result.stacks)}})
    return session


def _take_move(link: Link, session: Session, spec: GameSpec, guest: _Guest, sealed: bytes) -> bool:
    """Apply the move in `guest`'s message if it is its turn and the move is legal; else tell it why not (or
    drop what does not open). Returns whether a move was made."""
    try:
        message = decode(guest.channel.open(sealed))
        text = message["move"]
    except (ChannelError, WireError, KeyError, TypeError) as error:
        log.info("seat %d: a message that is not a move (%s)", guest.seat, error)
        return False
    if session.state.current_seat() != guest.seat:
        _tell(link, guest, {"refused": "it is not your turn"})
        return False
    try:
        move = spec.parse_move(str(text))
    except ValueError as error:
        _tell(link, guest, {"refused": f"that is not a move: {error}"})
        return False
    if move not in session.state.legal_moves():
        _tell(link, guest, {"refused": f"{text} is not a legal move now"})
        _tell(link, guest, {"turn": session.state.observe(guest.seat)})
        return False
    session.apply(move)
    return True


def join_game(link: Link, code: InviteCode, name: str, level: str, seed: int, wait_s: float = 300.0) -> dict[str, Any]:
    """Play the seat `name` is given at table `code` through `link`, choosing as the computer level `level`
    does, to the game's end; returns the host's word on it ({"winners": […], "stacks": […]}). Raises JoinError
    when the host does not let this guest in, PlayError when the host goes quiet for `wait_s` seconds."""
    from game.registry import game_spec  # the rules of every game, so a message can name their classes

    joining = Joining(link, code, name, _ms_clock())
    joining.knock()
    deadline = time.monotonic() + wait_s
    while (channel := joining.poll()) is None:
        _rest(deadline, "the host did not answer")
    to_guest = private_topic(channel.name_for("to-guest"))
    to_host = private_topic(channel.name_for("to-host"))
    spec: GameSpec | None = None
    rng = random.Random(seed)
    deadline = time.monotonic() + wait_s
    arrived = joining.after_welcome
    while True:
        for topic, sealed in arrived:
            if topic != to_guest:
                continue
            try:
                message = decode(channel.open(sealed))
            except (ChannelError, WireError) as error:
                log.info("a message from the host that does not read (%s)", error)
                continue
            if "start" in message:
                spec = game_spec(message["start"]["game"])
            elif "turn" in message and spec is not None:
                move = spec.choose(level, message["turn"], rng)
                link.send(to_host, channel.seal(encode({"move": spec.format_move(move)})))
            elif "refused" in message:
                log.warning("the host refused a move: %s", message["refused"])
            elif "over" in message:
                over: dict[str, Any] = message["over"]
                return over
            deadline = time.monotonic() + wait_s
        _rest(deadline, "the host has said nothing for too long")
        arrived = link.receive()


def _tell(link: Link, guest: _Guest, message: dict[str, Any]) -> None:
    link.send(guest.to_guest, guest.channel.seal(encode(message)))


def _rest(deadline: float, why: str) -> None:
    """Wait a moment for the broker. Raises PlayError saying `why` once `deadline` (monotonic s) has passed."""
    if time.monotonic() > deadline:
        raise PlayError(why)
    time.sleep(POLL_S)


def _ms_clock() -> Callable[[], float]:
    started = time.monotonic()
    return lambda: (time.monotonic() - started) * 1000.0
