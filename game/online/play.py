"""A whole game between homes without a window (issue 35): the host referees (`host_game`), a guest plays its
seat from another process (`join_game`), as `snipsnap host … --headless` and `snipsnap join … --headless` do.

The host lets its guests in (game/online/lobby.py), runs the game's engine exactly as a local game does, plays
its own computer seats, and takes a remote seat's moves through its `Referee` (game/online/referee.py, which
also says the messages) as a `HostedSession`'s news (game/online/sessions.py); a guest's `Seated`
(game/online/guest.py) chooses as a computer level does from the observation it is sent on its turn.

Games of turns, and Thirteens' race (`GameSpec.together`: the host's computer seats place as soon as they may,
the guests as soon as they are asked). Snap is played between homes at the table only (game/games/snap/afar.py):
its calls are people's reactions.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from game.core.session import Controller, Seat, Session
from game.core.spec import GameSpec
from game.online.codes import InviteCode
from game.online.door import Door
from game.online.guest import Seated
from game.online.link import Wire
from game.online.lobby import HostLobby, Joining, ms_clock
from game.online.referee import Referee, Remote
from game.online.sessions import HostedSession

REST_S = 0.25
"""The longest a headless loop sleeps waiting for the broker before it looks at the clock again (s); a message
wakes it at once (`Link.wait`)."""


class PlayError(Exception):
    """A game between homes that could not be played to its end; the message says why in one sentence."""


def host_game(
    link: Wire, spec: GameSpec, options: Any, seats: list[Seat], remote: list[int], code: InviteCode,
    seed: int, wait_s: float = 300.0,
) -> Session:
    """Referee a whole game of `spec` with `options` for `seats` (`remote` the seats played from afar, whose
    names the game takes from their guests; the others computer seats), shuffled with `seed`, its guests let
    in with `code` through `link`; with nothing to do it waits on the link for the next message, REST_S at most.
    Returns the finished session. Raises PlayError when the guests do not all come within `wait_s` seconds, or
    one of them goes quiet that long on its turn."""
    seats = list(seats)
    clock = ms_clock()
    waiting = _Patience(wait_s, lambda: link.wait(REST_S))
    lobby = HostLobby(link, Door(code, len(remote), clock()), clock)
    lobby.open()
    remotes: list[Remote] = []
    while len(remotes) < len(remote):
        for arrived in lobby.poll():
            seat = remote[len(remotes)]
            seats[seat] = Seat(arrived.name, Controller.HUMAN)
            remotes.append(Remote.seated(arrived, seat))
        waiting.rest("not every invited player came to the table")
    session = HostedSession.new(spec, options, seats, seed)
    assert isinstance(session, HostedSession)
    referee = session.referee = Referee(link, session, remotes, clock, lobby)
    referee.start()
    rngs = [random.Random(f"{seed} seat {n}") for n in range(len(seats))]
    waiting.again()
    while (to_move := session.state.current_seat()) is not None:
        seat = _here_to_move(session, to_move)
        if seat is not None:
            session.apply(spec.choose(seats[seat].controller.level, session.state.observe(seat), rngs[seat]))
        elif session.news():
            waiting.again()
        else:
            waiting.rest(f"{seats[to_move].name} has not played for {wait_s:.0f} s")
    see_off(referee, wait_s, lambda: link.wait(REST_S))
    return session


def join_game(link: Wire, code: InviteCode, name: str, level: str, seed: int, wait_s: float = 300.0) -> dict[str, Any]:
    """Play the seat `name` is given at table `code` through `link`, choosing as the computer level `level`
    does, to the game's end; returns the host's word on it ({"winners": […], "stacks": […]}). Raises JoinError
    when the host does not let this guest in, PlayError when the host goes quiet for `wait_s` seconds."""
    from game.registry import game_spec  # the rules of every game, so a message can name their classes

    joining = Joining(link, code, name, ms_clock())
    joining.knock()
    waiting = _Patience(wait_s, lambda: link.wait(REST_S))
    while (channel := joining.poll()) is None:
        waiting.rest("the host did not answer")
    seated = Seated(link, channel, joining.after_welcome)
    spec: GameSpec | None = None
    you: int | None = None
    rng = random.Random(seed)
    waiting.again()
    while True:
        messages = seated.poll()
        turn: dict[str, Any] | None = None  # only the newest: a seat taken back is told every turn of the game so far
        for message in messages:
            if "start" in message:
                spec, you = game_spec(message["start"]["game"]), message["start"]["you"]
            elif "turn" in message:
                turn = message
            elif "moved" in message and message.get("move", [None])[0] == you:
                turn = None  # asked for already (in a race, other seats' moves come between)
            elif "over" in message:
                over: dict[str, Any] = message["over"]
                return over
        if turn is not None and spec is not None:
            seated.play(spec.format_move(spec.choose(level, turn["turn"], rng)))
        if messages:
            waiting.again()
        else:
            waiting.rest("the host has said nothing for too long")


def _here_to_move(session: HostedSession, to_move: int) -> int | None:
    """The seat played here that is to move: `to_move`'s, or in a race the first here that may move."""
    if session.here(to_move):
        return to_move
    if session.spec.together:
        return next((s for s in session.state.waiting_seats() if session.here(s)), None)
    return None


def see_off(referee: Referee, wait_s: float, rest: Callable[[], None]) -> None:
    """After the end, answer the guests' asks until each has said it has the end too (its word may have been
    lost on the way), or `wait_s` have passed: a guest who went quiet has its replay from the host's file."""
    deadline = time.monotonic() + wait_s
    while not referee.everyone_told() and time.monotonic() < deadline:
        referee.poll()  # the game is over: a move is refused, an ask answered
        rest()


class _Patience:
    """How long a headless loop waits for the other side: `rest` between looks, until `wait_s` have passed
    since the last news (`again`)."""

    def __init__(self, wait_s: float, rest: Callable[[], None]) -> None:
        self.wait_s = wait_s
        self._rest = rest
        self.again()

    def again(self) -> None:
        self.deadline = time.monotonic() + self.wait_s

    def rest(self, why: str) -> None:
        """Wait a moment. Raises PlayError saying `why` once `wait_s` have passed since the last news."""
        if time.monotonic() > self.deadline:
            raise PlayError(why)
        self._rest()

