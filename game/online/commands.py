"""`snipsnap host` and `snipsnap join` (issue 35): a game between homes from the command line, without a window
(`--headless`), for tests and for anyone who wants a computer at a friend's table.

    snipsnap host --broker HOST:PORT --game G [--preset P] [--option K=V …] --seats remote,ai:medium,…
                  --code 7-amber-otter --headless
    snipsnap join 7-amber-otter --broker HOST:PORT --as ai:easy [--name Kit] --headless

The host prints the path of the game's replay when it ends; the guest prints the winners. Both exit 0 after a
finished game and raise `CommandError` (exit 2, one line) on bad input, an unreachable broker, or a game that
could not be played to its end.
"""

from __future__ import annotations

import random
from typing import Any

from game.core.session import Controller, Seat
from game.core.spec import OptionError
from game.online.codes import CodeError, parse_code
from game.online.link import BrokerAddress, Link, LinkError
from game.online.lobby import JoinError
from game.online.play import PlayError, host_game, join_game

REMOTE = "remote"
"""The seat word for a player who joins from afar."""


class CommandError(Exception):
    """Bad input or a game that could not be played; one sentence for `snipsnap: error:`."""


def host(
    broker: str, game: str, preset: str | None, changes: dict[str, str], seats: str, code: str, headless: bool,
    wait_s: float = 300.0,
) -> str:
    """Host a game as the module docstring says; returns the path of its replay, as text. Raises CommandError."""
    from game import simulate
    from game.registry import game_spec
    from game.replay import from_session
    from game.storage import Store

    _headless_only(headless)
    try:
        spec = game_spec(game)
        if spec.realtime:
            raise CommandError(f"{spec.title} is played between homes at the table only (Play online › Host a table): its calls are people's reactions")
        options = spec.options_for(preset or spec.default_preset, changes, strict=True)
        words = [word.strip() for word in seats.split(",")]
        remote = [number for number, word in enumerate(words) if word == REMOTE]
        if not remote:
            raise CommandError(f"--seats needs at least one '{REMOTE}' seat for a player from afar")
        listed = simulate.parse_seats(",".join("ai:easy" if word == REMOTE else word for word in words), spec)
        if Controller.ORACLE in listed:
            raise CommandError("ai:oracle sees every hand: it plays only in simulate, never at a table")
        controllers = [Controller.HUMAN if n in remote else c for n, c in enumerate(listed)]
        simulate.check_seat_count(spec, options, len(controllers))
        invite = parse_code(code)
        address = BrokerAddress.parse(broker)
    except (OptionError, simulate.SeatError, CodeError, LinkError, ValueError) as error:
        raise CommandError(str(error)) from None
    table = [Seat("(invited)" if c.is_human else f"Computer {n + 1}", c) for n, c in enumerate(controllers)]
    seed = random.SystemRandom().randrange(2**63)
    session = _over_link(address, lambda link: host_game(link, spec, options, table, remote, invite, seed, wait_s))
    return str(Store().record_game(from_session(session)))


def join(code: str, broker: str, level: str, name: str, headless: bool, wait_s: float = 300.0) -> dict[str, Any]:
    """Join table `code` and play its seat as computer level `level` ("ai:easy"); returns the host's word on the
    game's end ({"winners": seats, "stacks": …}). Raises CommandError."""
    _headless_only(headless)
    try:
        invite = parse_code(code)
        address = BrokerAddress.parse(broker)
        controller = Controller(level)
    except (CodeError, LinkError, ValueError) as error:
        raise CommandError(str(error)) from None
    if controller not in (Controller.EASY, Controller.MEDIUM, Controller.HARD):
        raise CommandError(f"--as takes ai:easy, ai:medium or ai:hard, not {level!r}")
    seed = random.SystemRandom().randrange(2**63)
    result: dict[str, Any] = _over_link(
        address, lambda link: join_game(link, invite, name, controller.level, seed, wait_s)
    )
    return result


def _headless_only(headless: bool) -> None:
    if not headless:
        raise CommandError("a game between homes runs only with --headless for now; Play online is still to come")


def _over_link(address: BrokerAddress, play: Any) -> Any:
    """Run `play(link)` on a link to `address`, closed after. Raises CommandError saying what failed."""
    link = Link(address)
    try:
        link.connect()
        return play(link)
    except (LinkError, JoinError, PlayError) as error:
        raise CommandError(str(error)) from None
    finally:
        link.close()
