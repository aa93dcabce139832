"""Replay files: a whole game (or an unfinished one) as JSON, and re-playing it to check it.

The format (version 1), which other tools read:
    {"format": "snipsnap-replay", "version": 1, "game": "snip-snap-snorum", "preset": "round-games",
     "options": {every option, resolved: "stake": 5, …}, "seed": 7 | null,
               (Cavendish's unlimited coins are "stake": "unlimited"; files written before this wrote null,
               which still reads)
     "seats": [{"name": "Ann", "controller": "human" | "ai:easy" | "ai:medium" | "ai:hard" | "ai:oracle"}, …],
               ("ai:oracle": `simulate`'s reference player that sees every hand; only in games that have one)
               (as many as the preset allows; names of 1 to 40 characters; seats are numbered from 0)
     "deals": [{"dealer": 0, "pack": ["9H", "KS", …]}, …],          # top card first, as dealt
     "moves": [{"seat": 1, "move": "9H" | "pass"}, …],               # every decision, forced ones too
               (Snap: {"seat": 0, "move": "turn"} and {"seat": 2, "move": "calls 2@312.45 0@330.00"} — a batch
               of calls as seat@ms after the card showed, to 0.01 ms: at most two decimals (earlier releases
               wrote one, "2@312.4", and such files still read). Calls at the same time are judged in the order
               listed, which is the order the app heard them; the record's seat is the first caller. The times
               alone decide, not the grouping: a batch holding a call earlier than one already judged on the
               same card, or a rival's call within the dead-heat window of a call that won the match in an
               earlier batch, is refused)
               (Snitch'ems and Cassino: the card played, then what it does with the table's cards, in groups
               separated by spaces, a group's cards joined by "+" — a capture "7H x 7C", "AH x 3C+4D",
               "AH x 7C 8S", "TH x 9C+AD 8S+2D"; a build "5S build 8 on 3D", "2S build 9 on 4H+3C" (a build
               on the table is written as its cards); a trail "9C trail"; see game/games/fishing/moves.py)
               (Thirteens: the seat, then what it does, rows counted from 1 — "0 row 3" lays the called card
               on row 3, "1 foundation" puts it on a foundation, "2 lift 1" moves row 1's free card onto a
               foundation, "0 late" is the call's time running out, the card going on a row for the player;
               what the rules do by themselves is no move: with auto_foundation on, a card that fits going up;
               with it off, once the 52nd card is placed, every free card that fits going up (the end of the
               patience) — in both, several at once go up rows first to last, one card a row a pass, repeated
               until none fits.
               The seats still to place a call move in any order, each record naming its move's own seat. The
               one deal's pack is the caller's 52 calls, top first; a card's suit only tells the four copies
               of a number apart: "7H" is a 7)
     "result": {"stacks": [coins per seat], "pool": N, "winners": [seat, …]},
     "hosted": {"code": "7-amber-otter", "broker": "" | "mqtts://broker.example.org", "remote": [1, …]}}
               (Thirteens has no coins: "stacks" are the cards on each player's foundations, "pool" is 0)
               ("hosted" only in the autosave of a game this computer hosts between homes, so that Continue
               opens the table again: its invite code, the broker across the internet it met at ("" for its
               own), and the seats played from afar. Optional; a replay kept among the replays never has it —
               the code lets people in — and a reader that does not continue games may ignore it)
Dealers and movers are seat numbers at this table; the seed is a whole number from 0 to 2**63 - 1, or null.
The preset is named at the top level; `options` need not name it again, and an `options.preset` (the app
writes one, as files of earlier versions did) must agree with it. A file nested too deeply for JSON is
refused like any other bad file, with one sentence.
An unfinished game stops early: its result holds the stacks and pool after the last move and no winners.
Reading and checking are pure; `save` and `load` do the file I/O (atomically, with clear errors).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from game.core.cards import parse_card
from game.core.rules import Event, IllegalMove, Result
from game.core.session import Controller, MoveRecord, Seat, Session, replay_source
from game.core.spec import OptionError
from game.registry import game_spec

FORMAT = "snipsnap-replay"
VERSION = 1
MAX_NAME = 40
"""The longest player name (characters) a replay may hold; the app's names are at most 16."""
MAX_SEED = 2**63
"""Seeds are whole numbers from 0 to MAX_SEED - 1, or null."""


class ReplayError(ValueError):
    """A file that is not a readable replay; the message says what is wrong in one sentence."""


@dataclass(frozen=True)
class Replay:
    """A replay file's content, parsed: `deals` as (dealer, pack), `moves` as MoveRecords, `result` as JSON."""

    game: str
    preset: str
    options: dict[str, Any]
    seed: int | None
    seats: list[Seat]
    deals: list[tuple[int, list[str]]]
    moves: list[MoveRecord]
    result: dict[str, Any]
    hosted: dict[str, Any] | None = None
    """A game hosted between homes, in its autosave: {"code", "broker", "remote"} (module docstring)."""


@dataclass(frozen=True)
class Snapshot:
    """A session's record at one moment, in pieces that play never changes afterwards (frozen seats and
    options, the tuples of each deal's pack, the move records, the result): cheap to take, since no card is
    copied, and safe to turn into JSON on another thread while the game goes on (game/autosave.py)."""

    game: str
    preset: str
    options: dict[str, Any]
    seed: int | None
    seats: tuple[Seat, ...]
    deals: tuple[tuple[int, tuple[Any, ...]], ...]
    moves: tuple[MoveRecord, ...]
    result: Result
    hosted: dict[str, Any] | None = None


def snapshot(session: Session) -> Snapshot:
    """`session`'s record as it stands now (finished or not), with how it is hosted between homes, if it is."""
    return Snapshot(
        session.spec.key,
        session.options.preset,
        session.spec.options_to_json(session.options),
        session.seed,
        tuple(session.seats),
        tuple(session.deals()),
        tuple(session.moves),
        session.state.result(),
        session.hosting(),
    )


def to_json(record: Snapshot) -> dict[str, Any]:
    """The replay JSON of a snapshot."""
    result = record.result
    hosted = {"hosted": record.hosted} if record.hosted is not None else {}
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": record.game,
        "preset": record.preset,
        "options": record.options,
        "seed": record.seed,
        "seats": [{"name": s.name, "controller": s.controller.value} for s in record.seats],
        "deals": [{"dealer": dealer, "pack": [c.code for c in pack]} for dealer, pack in record.deals],
        "moves": [{"seat": m.seat, "move": m.move} for m in record.moves],
        "result": {"stacks": list(result.stacks), "pool": result.pool, "winners": list(result.winners)},
        **hosted,
    }


def from_session(session: Session) -> dict[str, Any]:
    """The replay JSON of `session` as it stands now (finished or not)."""
    return to_json(snapshot(session))


def parse(data: Any) -> Replay:
    """Check the shape of replay JSON and return it parsed. Raises ReplayError naming the first problem."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReplayError(f"this is not a replay file (no \"format\": \"{FORMAT}\")")
    if data.get("version") != VERSION:
        raise ReplayError(f"replay version {data.get('version')!r} is not supported (this app reads {VERSION})")
    try:
        spec = game_spec(str(data["game"]))
        options = spec.options_from_json(_options_naming_preset(data["options"], data.get("preset")))
        seats = [Seat(_name(s["name"]), Controller(s["controller"])) for s in data["seats"]]
        low, high = spec.seat_range(options)
        if not low <= len(seats) <= high:
            raise ReplayError(f"{spec.title} ({options.preset}) is for {low} to {high} players, not {len(seats)}")
        deals = [
            (_seat(d["dealer"], len(seats), f"deal {n}'s dealer"), [str(c) for c in d["pack"]])
            for n, d in enumerate(data["deals"], start=1)
        ]
        moves = [
            MoveRecord(_seat(m["seat"], len(seats), f"move {n}'s seat"), str(m["move"]))
            for n, m in enumerate(data["moves"], start=1)
        ]
        result = dict(data["result"])
        seed = data["seed"]
    except ReplayError:
        raise
    except OptionError as e:
        raise ReplayError(str(e)) from None
    except (KeyError, TypeError, ValueError) as e:
        raise ReplayError(f"the replay is incomplete or malformed ({type(e).__name__}: {e})") from None
    for seat in seats:
        if not seat.controller.plays(spec):
            raise ReplayError(f"{spec.title} has no computer level '{seat.controller.level}'")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise ReplayError(f"the seed must be a whole number or null, not {_short(seed)}")
    if seed is not None and not 0 <= seed < MAX_SEED:
        raise ReplayError(f"the seed must be a whole number from 0 to 2**63 - 1, not {_short(seed)}")
    hosted = _hosted(data["hosted"], len(seats)) if "hosted" in data else None
    replay = Replay(spec.key, options.preset, spec.options_to_json(options), seed, seats, deals, moves, result, hosted)
    rebuild(replay)  # a pack that is not the game's pack is a bad file, found before any move is checked
    return replay


def _short(value: Any) -> str:
    """`value` as a file wrote it, cut to a readable length for an error message."""
    text = repr(value) if not isinstance(value, int) or abs(value) < 10**30 else "a number that large"
    return text if len(text) <= 40 else text[:37] + "…"


def _name(value: Any) -> str:
    """A player's name from the file: text of 1 to MAX_NAME characters. Raises ReplayError."""
    if not isinstance(value, str) or not 1 <= len(value) <= MAX_NAME:
        raise ReplayError(f"a player's name must be text of 1 to {MAX_NAME} characters, not {_short(value)}")
    return value


def _seat(value: Any, seats: int, what: str) -> int:
    """A seat number from the file, 0 to `seats` - 1 (a whole number, not true or false). Raises ReplayError."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < seats:
        raise ReplayError(f"{what} {_short(value)} is not a seat at this table (its seats are 0 to {seats - 1})")
    return value


def _hosted(value: Any, seats: int) -> dict[str, Any]:
    """The autosave's "hosted" (module docstring): the code and the broker as text (the table that opens again
    reads them, game/scenes/host_continue.py), and distinct seats. Raises ReplayError."""
    if not isinstance(value, dict) or set(value) != {"code", "broker", "remote"}:
        raise ReplayError('"hosted" must be an object of "code", "broker" and "remote"')
    code, broker, remote = value["code"], value["broker"], value["remote"]
    if not isinstance(code, str) or not isinstance(broker, str) or not isinstance(remote, list):
        raise ReplayError('"hosted" must hold the code and the broker as text and the seats played from afar as a list')
    seats_afar = [_seat(seat, seats, "a seat played from afar") for seat in remote]
    if len(set(seats_afar)) != len(seats_afar):
        raise ReplayError('"hosted" names a seat played from afar twice')
    return {"code": code[:64], "broker": broker[:256], "remote": seats_afar}


def _options_naming_preset(options: Any, preset: Any) -> dict[str, Any]:
    """The file's `options` with its top-level `preset` in them, as `GameSpec.options_from_json` reads them.
    The format puts the preset at the top level; files written before also name it inside the options,
    which is accepted when the two agree. Raises ReplayError."""
    if not isinstance(options, dict):
        raise ReplayError("the options must be an object of option names and values")
    inner = options.get("preset")
    if preset is None and inner is None:
        raise ReplayError('the replay names no "preset"')
    if preset is not None and inner is not None and preset != inner:
        raise ReplayError(f"the replay's preset is {preset!r} but its options say {inner!r}")
    return {**options, "preset": preset if preset is not None else inner}


def rebuild(replay: Replay, kind: type[Session] = Session) -> Session:
    """A new session (of `kind`: a host's, game/online/sessions.py, continuing a game between homes) dealt from
    the replay's recorded packs, before any move. Raises ReplayError."""
    spec = game_spec(replay.game)
    options = spec.options_from_json(replay.options)
    try:
        packs, dealer = replay_source([(d, [parse_card(c) for c in p]) for d, p in replay.deals], replay.seed)
        return kind.new(spec, options, replay.seats, replay.seed, packs, dealer)
    except ValueError as e:
        raise ReplayError(f"the replay's deals cannot be dealt: {e}") from None


def steps(replay: Replay, session: Session | None = None) -> Iterator[tuple[MoveRecord, list[Event]]]:
    """Re-play the replay move by move on `session` (default: a fresh `rebuild`), yielding each move with its
    events (watch mode). Raises ReplayError naming the first move that is illegal or by the wrong seat.
    """
    session = session or rebuild(replay)
    for number, record in enumerate(replay.moves, start=1):
        if session.state.current_seat() is None:
            raise ReplayError(f"move {number} ({record.move}) comes after the end of the game")
        try:
            move = session.spec.parse_move(record.move)
            to_move = session.state.seat_of(move)
            if record.seat != to_move:
                raise ReplayError(
                    f"move {number} ({record.move}) is by seat {record.seat}, but seat {to_move} is to move"
                )
            events = session.apply(move)
        except (IllegalMove, ValueError) as e:
            if isinstance(e, ReplayError):
                raise
            raise ReplayError(f"move {number} by seat {record.seat} ({record.move}) is illegal: {e}") from None
        yield record, events


def check(replay: Replay) -> Session:
    """Re-play every move and compare deals and result with the recorded ones; returns the final session.

    Raises ReplayError naming the first bad move or the first difference.
    """
    session = rebuild(replay)
    for _ in steps(replay, session):
        pass
    recorded = [(d, [c.code for c in p]) for d, p in session.deals()]
    if recorded != replay.deals:
        raise ReplayError("the replay's deals do not match the deals the moves lead to")
    result = session.state.result()
    got = {"stacks": list(result.stacks), "pool": result.pool, "winners": list(result.winners)}
    want = {k: replay.result.get(k) for k in got}
    if got != want:
        raise ReplayError(f"the moves give {got}, but the replay records {want}")
    return session


def load(path: str | os.PathLike[str]) -> Replay:
    """Read and parse a replay file. Raises ReplayError with one sentence for any problem."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as e:
        raise ReplayError(f"cannot read {path}: {e.strerror or e}") from None
    except UnicodeDecodeError:
        raise ReplayError(f"{path} is not a replay file (it is not text)") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise ReplayError(f"{path} is not JSON (line {e.lineno}: {e.msg})") from None
    except RecursionError:
        raise ReplayError(f"{path} is nested too deeply to be a replay") from None
    except ValueError as e:  # a number of thousands of digits, say
        raise ReplayError(f"{path} is not a replay file ({e})") from None
    return parse(data)
