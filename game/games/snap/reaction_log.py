"""Every human Snap call, kept in the data folder so people can see their reactions improve.

The log is `reactions.jsonl` in the data folder (see game/storage.py): one JSON object per line, one line
per call, appended as games finish, oldest first. A broken line (a crash mid-write, a hand edit) is
skipped with a warning in the log and the file is left as it is, so one bad line never costs the rest.

The summaries here are pure functions of a list of `CallRecord`s; the statistics screen
(game/games/snap/stats.py) draws them. No pygame here.
"""

from __future__ import annotations

import json
import logging
import math
import os
import statistics
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from pathlib import Path
from typing import Any

from game.core.rules import Event
from game.files import write_csv_atomically
from game.games.snap.reaction import Adaptive
from game.games.snap.rules import DeadHeat, FalseSnap, SnapCentre, Snapped, TooSlow

log = logging.getLogger(__name__)

LOG_FILE = "reactions.jsonl"
MAX_MS = 600_000.0
"""The longest reaction time (ms) a record may hold: ten minutes; anything longer is a broken line."""

CSV_HEADER = ("date", "session", "player", "game", "ms", "kind", "won", "against")


class CallKind(Enum):
    """What a human's call was."""

    VALID = "valid"
    """Called on a real snap, first or close enough to take the cards."""
    FALSE = "false"
    """Called when there was no snap."""
    TOO_SLOW = "too_slow"
    """Called on a real snap after someone else had already taken it."""
    DEAD_HEAT = "dead_heat"
    """Called on a real snap at the same moment as someone else."""


def timed_calls(event: Event) -> list[tuple[int, float, CallKind, bool]]:
    """The calls an event of the rules judged, as (seat, ms, kind, took the cards) — none for other events
    (RULES.md §5: a snap, a Snap Centre, a dead heat, a call too slow, a false snap)."""
    match event:
        case Snapped(seat=seat, ms=ms) | SnapCentre(seat=seat, ms=ms):
            return [(seat, ms, CallKind.VALID, True)]
        case DeadHeat(seats=seats, ms=times):
            return [(s, t, CallKind.DEAD_HEAT, False) for s, t in zip(seats, times)]
        case TooSlow(seat=seat, ms=ms):
            return [(seat, ms, CallKind.TOO_SLOW, False)]
        case FalseSnap(seat=seat, ms=ms):
            return [(seat, ms, CallKind.FALSE, False)]
    return []


@dataclass(frozen=True)
class CallRecord:
    """One human call.

    `date`: ISO time of the call (seconds); `session`: ISO time the game started (one game = one
    session); `player`: the human's name; `game`: "snap" or "grab"; `ms`: reaction time in milliseconds
    from the moment the card was first shown (0 for a press dequeued before the card was shown);
    `kind`: what the call was; `won`: True if this call took cards; `against`: the computer level(s)
    played, joined with "+" (e.g. "sharp", "casual+sharp"), or "" when only humans played.
    """

    date: str
    session: str
    player: str
    game: str
    ms: float
    kind: CallKind
    won: bool
    against: str = ""

    def to_json(self) -> dict[str, Any]:
        """This call as a JSON object: the fields by name, `kind` as its value ("valid", "false" …)."""
        return {
            "date": self.date,
            "session": self.session,
            "player": self.player,
            "game": self.game,
            "ms": self.ms,
            "kind": self.kind.value,
            "won": self.won,
            "against": self.against,
        }

    @classmethod
    def from_json(cls, data: Any) -> CallRecord:
        """A call from `to_json` output; unknown keys are ignored (a newer version may add some).
        Raises ValueError, in one sentence, naming the first missing or bad value."""
        if not isinstance(data, dict):
            raise ValueError("the call is not a JSON object")
        for key in ("date", "session"):
            value = data.get(key)
            if not isinstance(value, str):
                raise ValueError(f"{key} must be an ISO date and time, not {value!r}")
            try:
                datetime.fromisoformat(value)
            except ValueError:
                raise ValueError(f"{key} must be an ISO date and time, not {value!r}") from None
        for key, missing in (("player", None), ("game", None), ("against", "")):
            if not isinstance(data.get(key, missing), str):
                raise ValueError(f"{key} must be a string, not {data.get(key)!r}")
        ms: Any = data.get("ms")
        if type(ms) not in (int, float) or not 0 <= ms <= MAX_MS:
            raise ValueError(f"ms must be a number from 0 to {MAX_MS:,}, not {ms!r}")
        try:
            kind = CallKind(data.get("kind"))
        except ValueError:
            raise ValueError(f"unknown kind of call {data.get('kind')!r}") from None
        if type(data.get("won")) is not bool:
            raise ValueError(f"won must be true or false, not {data.get('won')!r}")
        return cls(
            date=data["date"],
            session=data["session"],
            player=data["player"],
            game=data["game"],
            ms=float(ms),
            kind=kind,
            won=data["won"],
            against=data.get("against", ""),
        )


def human_calls(
    event: Event, humans: list[int], names: list[str], date: str, session: str, game: str, against: str
) -> list[CallRecord]:
    """The calls of the seats in `humans` that `event` judged, as records (`names` by seat; the other fields as
    `CallRecord` gives them)."""
    return [
        CallRecord(date, session, names[seat], game, ms, kind, won, against)
        for seat, ms, kind, won in timed_calls(event)
        if seat in humans
    ]


class ReactionLog:
    """The calls log `root / "reactions.jsonl"` (root: the data folder, `Store.root`)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.path = self.root / LOG_FILE

    def append(self, records: Iterable[CallRecord]) -> None:
        """Add `records` at the end of the log, one JSON line each, creating the folder and file if
        needed. Raises OSError."""
        lines = "".join(json.dumps(r.to_json(), ensure_ascii=False) + "\n" for r in records)
        if not lines:
            return
        self.root.mkdir(parents=True, exist_ok=True)
        with self.path.open("a+b") as f:
            # A crash while writing can leave a last line without its newline: start on a fresh line,
            # so only that broken line is lost, not the first new one too.
            if f.tell() > 0:
                f.seek(-1, os.SEEK_END)
                if f.read(1) != b"\n":
                    lines = "\n" + lines
            f.write(lines.encode("utf-8"))

    def load(self) -> list[CallRecord]:
        """Every call in the log, oldest first (the order they were appended). A missing file is an
        empty log; broken lines are skipped with a warning in the log (the file is not changed); a file
        that cannot be read gives a warning and an empty list."""
        try:
            text = self.path.read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            return []
        except OSError as e:
            log.warning("cannot read %s (%s); showing no reaction times", self.path, e.strerror or e)
            return []
        records = []
        # Only "\n" ends a line: str.splitlines() would also split inside a name holding U+0085 or U+2028,
        # which json.dumps(ensure_ascii=False) writes as they are.
        for number, line in enumerate(text.split("\n"), start=1):
            if not line.strip():
                continue
            try:
                records.append(CallRecord.from_json(json.loads(line)))
            except ValueError as e:  # JSONDecodeError is a ValueError too
                log.warning("%s line %d is broken (%s); skipped it", self.path.name, number, e)
        return records

    def players(self) -> list[str]:
        """The names of everyone with a call in the log, whoever called most recently first."""
        return players(self.load())

    def export_csv(self, player: str, path: Path) -> int:
        """Write `player`'s calls, oldest first, to the CSV file `path`: a header row
        (date,session,player,game,ms,kind,won,against), then one row per call with `kind` as its value
        and `won` as "true"/"false". Written to a temporary file beside `path` and renamed over it, so
        a failure never leaves half a file; creates the folder. Returns the number of rows (calls).
        Raises OSError."""
        rows = (
            (r.date, r.session, r.player, r.game, f"{r.ms:.1f}", r.kind.value, "true" if r.won else "false", r.against)
            for r in self.load()
            if r.player == player
        )
        return write_csv_atomically(path, CSV_HEADER, rows)


# -- summaries ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SessionSummary:
    """A player's calls in one session (or in all of them, from `overall`).

    `session`: the session's ISO start time ("" for `overall` with no calls); `calls`: every call;
    `valid`: VALID calls; `false_snaps`: FALSE calls; `median_ms`, `p90_ms`: the median and the 90th
    percentile of the VALID calls' reaction times in ms (None when there are none); `false_rate`: FALSE
    calls / all calls, 0.0 to 1.0; `won`: calls that took cards.
    """

    session: str
    calls: int
    valid: int
    false_snaps: int
    median_ms: float | None
    p90_ms: float | None
    false_rate: float
    won: int

    @property
    def won_rate(self) -> float:
        """Calls that took cards / all calls, 0.0 to 1.0 (0.0 with no calls)."""
        return self.won / self.calls if self.calls else 0.0


def players(records: Iterable[CallRecord]) -> list[str]:
    """The names in `records` (oldest first, as `ReactionLog.load` gives them), most recent caller first."""
    seen: dict[str, None] = {}
    for record in reversed(list(records)):
        seen.setdefault(record.player, None)
    return list(seen)


def p90(values: list[float]) -> float:
    """The 90th percentile of `values` (ms; not empty), interpolating linearly between the sorted values
    (statistics' "inclusive" method, the same as a spreadsheet's PERCENTILE). One value is its own."""
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=10, method="inclusive")[8]


def _summarise(session: str, calls: list[CallRecord]) -> SessionSummary:
    valid = [c.ms for c in calls if c.kind is CallKind.VALID]
    false_snaps = sum(1 for c in calls if c.kind is CallKind.FALSE)
    return SessionSummary(
        session=session,
        calls=len(calls),
        valid=len(valid),
        false_snaps=false_snaps,
        median_ms=statistics.median(valid) if valid else None,
        p90_ms=p90(valid) if valid else None,
        false_rate=false_snaps / len(calls) if calls else 0.0,
        won=sum(1 for c in calls if c.won),
    )


def sessions(records: Iterable[CallRecord], player: str) -> list[SessionSummary]:
    """`player`'s calls grouped by session, one summary per session, earliest session first."""
    grouped: dict[str, list[CallRecord]] = {}
    for record in records:
        if record.player == player:
            grouped.setdefault(record.session, []).append(record)
    # The app writes every start time the same way (local time, to the second), so as text they sort by time.
    return [_summarise(s, grouped[s]) for s in sorted(grouped)]


def overall(records: Iterable[CallRecord], player: str) -> SessionSummary:
    """All of `player`'s calls in one summary; its `session` is the first session's start ("" if none)."""
    calls = [r for r in records if r.player == player]
    first = min((r.session for r in calls), default="")
    return _summarise(first, calls)


def histogram(
    records: Iterable[CallRecord], player: str, bin_ms: float = 50, low: float = 150, high: float = 1000
) -> list[tuple[float, int]]:
    """How many of `player`'s VALID calls fall in each `bin_ms`-wide bin of reaction time (ms).

    Returns [(bin start ms, count)] for the bins low, low + bin_ms, … up to `high`, always all of them
    (empty bins count 0), so with the defaults 18 bins: 150–200, 200–250, … 950–1000 and "1000 and
    slower". A bin holds start ≤ ms < start + bin_ms; the last bin (starting at `high`) collects every
    time ≥ `high`, and times below `low` go in the first bin. Raises ValueError unless
    0 < bin_ms and low < high.
    """
    if not (bin_ms > 0 and low < high):
        raise ValueError(f"bins need 0 < bin_ms and low < high, not bin_ms={bin_ms}, low={low}, high={high}")
    count = math.ceil((high - low) / bin_ms)
    starts = [low + i * bin_ms for i in range(count)] + [high]
    counts = [0] * len(starts)
    for record in records:
        if record.player != player or record.kind is not CallKind.VALID:
            continue
        if record.ms >= high:
            counts[-1] += 1
        else:
            counts[max(0, min(count - 1, int((record.ms - low) // bin_ms)))] += 1
    return list(zip(starts, counts))


def safe_file_name(text: str) -> str:
    """`text` reduced to letters, digits and dashes, so it can go in a file name on every platform."""
    return "".join(c if c.isalnum() or c == "-" else "-" for c in text).strip("-") or "player"


def export_name(player: str, when: datetime) -> str:
    """The CSV file name for `player`'s export made at `when`: reactions-<name>-<YYYY-mm-dd_HHMMSS>.csv."""
    return f"reactions-{safe_file_name(player)}-{when:%Y-%m-%d_%H%M%S}.csv"


def warm_up(adaptive: Adaptive, root: Path, player: str) -> None:
    """An adaptive computer starts where the last game left it: `adaptive` follows `player`'s valid reaction
    times kept in the statistics in the data folder `root`. A log that cannot be read is logged, not raised."""
    try:
        records = ReactionLog(root).load()
    except OSError as e:
        log.warning("could not read the reaction times: %s", e)
        return
    for record in records:
        if record.player == player and record.kind in (CallKind.VALID, CallKind.TOO_SLOW, CallKind.DEAD_HEAT):
            adaptive.observe(max(0.0, record.ms))
