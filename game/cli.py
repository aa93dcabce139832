"""The `snipsnap` command line (also `python -m game`).

    snipsnap                      open the window at the title screen
    snipsnap --continue           open it playing on the game in progress (the title's Continue)
    snipsnap --selftest           load every asset, draw every scene off-screen, play one computer game
    snipsnap simulate …           computer-only games played headless, with a table of wins per seat
    snipsnap replay FILE [--check] watch a replay, or re-play it headless and check it
    snipsnap bench [--json]       speed figures beside their targets
    snipsnap host … --headless    host a game between homes (game/online/commands.py)
    snipsnap join CODE … --headless  play a seat of it from another computer

Exit status: 0 success, 1 failure (a replay that does not check, a self-test that fails, an unexpected
error in the window), 2 bad input — always with one line `snipsnap: error: <sentence>` on stderr, never a
traceback. Heavy modules (pygame, the app, the AI) are imported only by the commands that need them, so
`simulate` and `replay --check` never load pygame and the window opens quickly.
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Callable, NoReturn, Sequence

from game import __version__
from game.console import make_output_safe

PROG = "snipsnap"
EXIT_FAILED = 1
EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130
DEFAULT_SEATS = "ai:hard,ai:medium,ai:easy,ai:easy"
DEFAULT_REALTIME_SEATS = "ai:sharp,ai:casual"
"""`simulate`'s seats without --seats: DEFAULT_SEATS for the games of turns, these for the reaction game (Snap)."""

log = logging.getLogger(__name__)

if TYPE_CHECKING:  # imported by the commands that need them, so the window opens quickly
    from game.core.session import Session
    from game.storage import Store


class UsageError(Exception):
    """Bad input on the command line or in a file it names: one sentence, exit status 2."""


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors come out as one `snipsnap: error:` line like every other error."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every command (the `--help` texts are the command line's documentation)."""
    parser = _Parser(prog=PROG, description="Snip-Snap-Snorum & Co.: traditional round card games for the family.")
    parser.add_argument("-V", "--version", action="version", version=f"{PROG} {__version__}")
    parser.add_argument(
        "--selftest",
        action="store_true",
        help="load every asset, draw every scene once off-screen, play one computer game at instant speed, "
        "and exit 0 if all went well",
    )
    parser.add_argument(
        "--continue",
        dest="resume",
        action="store_true",
        help="play on the game in progress (the title's Continue); the title shows when there is none",
    )
    parser.add_argument("--verbose", action="store_true", help="log everything, also to the terminal")
    parser.add_argument("--first-frame-probe", action="store_true", help=argparse.SUPPRESS)
    commands = parser.add_subparsers(dest="command", title="commands (none: open the window)", metavar="COMMAND")

    simulate = commands.add_parser(
        "simulate",
        help="play computer-only games headless and count the wins",
        description="Play computer-only games headless and print a table of wins per seat.",
    )
    simulate.add_argument("--game", default="snip-snap-snorum", help="the game (default: %(default)s)")
    simulate.add_argument("--preset", help="the preset of rules (default: the game's first)")
    simulate.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change one option of the preset, e.g. --option pack=32 (repeat for more)",
    )
    simulate.add_argument(
        "--seats",
        help="one controller per seat, in seat order: ai:easy, ai:medium or ai:hard, or ai:oracle, a reference "
        f"player that sees every hand (default: {DEFAULT_SEATS}); for snap ai:toddler, ai:casual, ai:sharp, "
        f"ai:expert, ai:reflex or ai:adaptive (default: {DEFAULT_REALTIME_SEATS})",
    )
    simulate.add_argument(
        "--tempo",
        help="snap only: how fast the cards are turned: slow, normal, fast or frantic, 2000, 1400, 1000 or 700 ms "
        "apart (default: normal)",
    )
    simulate.add_argument("--games", type=_positive_int, default=10, help="how many games (default: %(default)s)")
    simulate.add_argument(
        "--seed", type=int, default=1, help="the seed every shuffle and choice is derived from (default: %(default)s)"
    )
    simulate.add_argument("--out", type=Path, help="write one replay file per game here: game-0001.json …")

    replay = commands.add_parser(
        "replay",
        help="watch a replay file, or check it with --check",
        description="Watch a replay file in the window, or re-play it headless with --check.",
    )
    replay.add_argument("file", type=Path, help="the replay file (JSON)")
    replay.add_argument(
        "--check",
        action="store_true",
        help="re-play it headless: exit 0 if every move is legal and the recorded result is reproduced, else 1",
    )

    host = commands.add_parser(
        "host",
        help="host a game between homes: players join from afar with the code",
        description="Host a game between homes through an MQTT broker; prints the replay's path at the end.",
    )
    host.add_argument("--broker", required=True, metavar="HOST:PORT", help="the MQTT broker everyone reaches")
    host.add_argument("--game", default="snip-snap-snorum", help="the game (default: %(default)s)")
    host.add_argument("--preset", help="the preset of rules (default: the game's first)")
    host.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="change one option")
    host.add_argument(
        "--seats", required=True, help="one per seat, in seat order: remote (a player from afar) or ai:easy, "
        "ai:medium, ai:hard (a computer at this table)",
    )
    host.add_argument("--code", required=True, help="the invite code the players type, like 7-amber-otter")
    host.add_argument("--headless", action="store_true", help="play without a window (required for now)")

    join = commands.add_parser(
        "join",
        help="join a game between homes with its code",
        description="Join a game between homes and play one seat; prints the winners at the end.",
    )
    join.add_argument("code", help="the invite code, like 7-amber-otter")
    join.add_argument("--broker", required=True, metavar="HOST:PORT", help="the MQTT broker the host uses")
    join.add_argument(
        "--as", dest="level", required=True, metavar="ai:LEVEL", help="play as ai:easy, ai:medium or ai:hard"
    )
    join.add_argument("--name", default="Guest", help="the name at the table (default: %(default)s)")
    join.add_argument("--headless", action="store_true", help="play without a window (required for now)")

    bench = commands.add_parser(
        "bench",
        help="measure speed: frame times, first frame, engine and computer players",
        description="Measure the app's speed and print the figures beside their targets.",
    )
    bench.add_argument("--json", action="store_true", help="print the figures as JSON")
    bench.add_argument("--quick", action="store_true", help="fewer and shorter runs (rougher figures)")
    return parser


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"it must be at least 1, not {value}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line `argv` (default: sys.argv[1:]); returns the exit status (see the module doc)."""
    make_output_safe()
    try:
        args = build_parser().parse_args(argv)
    except UsageError as e:
        return _fail(str(e), EXIT_BAD_INPUT)
    except SystemExit as e:  # --help and --version print and exit 0
        return e.code if isinstance(e.code, int) else 0
    try:
        if args.selftest and args.command is not None:
            raise UsageError(f"--selftest takes no command, but '{args.command}' was given")
        if args.command is None:
            return _in_window(_play_or_selftest(args), args.verbose)
        command: Callable[[argparse.Namespace], int] = _COMMANDS[args.command]
        return command(args)
    except UsageError as e:
        return _fail(str(e), EXIT_BAD_INPUT)


def _fail(message: str, status: int) -> int:
    """Print `message` as the one line `snipsnap: error: …` on stderr; returns `status`."""
    print(f"{PROG}: error: {' '.join(message.split())}", file=sys.stderr)
    return status


# -- the window ---------------------------------------------------------------------------------


def _play_or_selftest(args: argparse.Namespace) -> Callable[[Store], int]:
    if args.selftest and (args.first_frame_probe or args.resume):
        given = "--first-frame-probe" if args.first_frame_probe else "--continue"
        raise UsageError(f"--selftest and {given} cannot be used together")

    def selftest(store: Store) -> int:
        from game import selftest

        return selftest.run(store)

    def play(store: Store) -> int:
        from game import launch

        probe = launch.print_probe if args.first_frame_probe else None
        return launch.play(store, resume=args.resume, probe=probe)

    return selftest if args.selftest else play


def _in_window(run: Callable[[Store], int], verbose: bool) -> int:
    """Run a window mode with logging to the data folder's log file. An unexpected error is logged with its
    traceback and reported in one line (a windowed build has no terminal to show a traceback)."""
    from game.storage import Store, setup_logging

    store = Store()
    log_file = setup_logging(store, verbose)
    try:
        return run(store)
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except Exception as e:
        log.exception("stopped by an unexpected error")
        where = f"; the details are in {log_file}" if log_file else ""
        return _fail(f"unexpected error ({type(e).__name__}: {e}){where}", EXIT_FAILED)


# -- simulate -----------------------------------------------------------------------------------


def _simulate(args: argparse.Namespace) -> int:
    from game import simulate
    from game.core.spec import OptionError
    from game.registry import game_spec

    try:
        spec = game_spec(args.game)
        options = spec.options_for(args.preset or spec.default_preset, _option_changes(args.option), strict=True)
        seats = args.seats if args.seats is not None else DEFAULT_REALTIME_SEATS if spec.realtime else DEFAULT_SEATS
        controllers = simulate.parse_seats(seats, spec)
        simulate.check_seat_count(spec, options, len(controllers))
        interval_ms = None if args.tempo is None else simulate.parse_tempo(args.tempo)
    except (OptionError, simulate.SeatError, ValueError) as e:
        raise UsageError(str(e)) from None
    if interval_ms is not None and not spec.realtime:
        raise UsageError(f"--tempo is for the reaction game (snap); {spec.title} is played in turns")
    if args.out is not None and args.out.exists() and not args.out.is_dir():
        raise UsageError(f"--out {args.out} is a file, not a folder")
    try:
        report = simulate.run(spec, options, controllers, args.games, args.seed, args.out, interval_ms)
    except OSError as e:
        raise UsageError(f"cannot write the replays to {args.out}: {e.strerror or e}") from None
    print(report.table())
    if args.out is not None:
        print(f"Wrote {len(report.replays)} replay files to {args.out}")
    return 0


def _option_changes(texts: list[str]) -> dict[str, str]:
    """`--option name=value` arguments as {name: value}. Raises UsageError for one without "="."""
    changes = {}
    for text in texts:
        name, equals, value = text.partition("=")
        if not equals or not name.strip():
            raise UsageError(f"--option wants NAME=VALUE, such as pack=32, not '{text}'")
        changes[name.strip()] = value.strip()
    return changes


# -- replay -------------------------------------------------------------------------------------


def _replay(args: argparse.Namespace) -> int:
    from game import replay as replays

    try:
        recorded = replays.load(args.file)
    except replays.ReplayError as e:
        raise UsageError(str(e)) from None
    except UnicodeDecodeError:
        raise UsageError(f"{args.file} is not a replay file (it is not text)") from None
    if not args.check:

        def watch(store: Store) -> int:
            from game import launch

            return launch.watch(recorded, store)

        return _in_window(watch, args.verbose)
    try:
        session = replays.check(recorded)
    except replays.ReplayError as e:
        print(f"{PROG}: {args.file}: check failed: {e}", file=sys.stderr)
        return EXIT_FAILED
    print(f"{args.file}: OK, {_check_summary(session)}")
    return 0


def _check_summary(session: Session) -> str:
    """One line about a checked replay: game, preset and options changed from it, seats, deals, moves and the
    reproduced result."""
    from game.simulate import describe

    result = session.state.result()
    stacks = " ".join(str(coins) for coins in result.stacks)
    if result.winners:
        outcome = "won by " + " and ".join(session.seats[s].name for s in result.winners)
    else:
        outcome = "unfinished"
    # The reaction game's result counts cards (held per seat, and the centre's); the fishing games and
    # Thirteens count their own score, with no pool.
    if session.spec.realtime:
        held = f"cards held {stacks}, centre {result.pool}"
    elif session.spec.score_unit == "coins":
        held = f"stacks {stacks}, pool {result.pool}"
    else:
        held = f"{session.spec.score_unit} {stacks}"  # points, deals won, cards on foundations: no pool
    return (
        f"{session.spec.title} {describe(session.spec, session.options)}, {len(session.seats)} seats, {_count(len(session.deals()), 'deal')}, "
        f"{_count(len(session.moves), 'move')}, every move legal; result reproduced: {outcome}; {held}"
    )


def _count(n: int, noun: str) -> str:
    """`n` and `noun`, plural unless one: "1 deal", "26 moves"."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


# -- bench --------------------------------------------------------------------------------------


def _bench(args: argparse.Namespace) -> int:
    import json

    from game import bench

    report = bench.run(quick=args.quick, progress=lambda text: print(text, file=sys.stderr, flush=True))
    print(json.dumps(report.to_json(), indent=1) if args.json else report.table())
    return 0


# -- play between homes -------------------------------------------------------------------------


def _host(args: argparse.Namespace) -> int:
    from game.online import commands

    try:
        path = commands.host(
            args.broker, args.game, args.preset, _option_changes(args.option), args.seats, args.code, args.headless
        )
    except commands.CommandError as e:
        raise UsageError(str(e)) from None
    print(path)
    return 0


def _join(args: argparse.Namespace) -> int:
    from game.online import commands

    try:
        over = commands.join(args.code, args.broker, args.level, args.name, args.headless)
    except commands.CommandError as e:
        raise UsageError(str(e)) from None
    print(f"The game is over; the winners: seats {', '.join(str(seat + 1) for seat in over['winners'])}")
    return 0


_COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "simulate": _simulate,
    "replay": _replay,
    "bench": _bench,
    "host": _host,
    "join": _join,
}
