"""Thirteens played alone: the deal of the day, and the player's scores kept in the data folder (RULES.md §6:
"Alone, it is a patience: the app keeps the player's scores and best"; issue 12).

The deal of the day is one seed a day (`daily_seed`), the same on every machine and in every run, so everyone
who plays it on a day gets the same calls. Any other seed is a free deal.

The history is `thirteens_history.json` in the data folder (`Store.root`): `{"version": 1, "games": [...]}`,
one object per game played alone, oldest first (`Record.to_json`). It is written whole, through a temporary
file and a rename (game/files.py), so a crash leaves the old file or the new one, never a part. Reading never
changes the disk (the results screen only reads). A file that is not a history (not JSON, another shape, a bad
record) is never overwritten: the next game recorded first moves it aside as `thirteens_history.json.bad`
(`.bad.1` … as the settings are, game/storage.py), with a warning in the log, and starts a fresh history
holding the games that could still be read. A file that cannot be read at all (no permission) is left alone
and nothing is recorded over it. No pygame here.
"""

from __future__ import annotations

import hashlib
import json
import logging
import statistics
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from game.core.session import Session
from game.files import set_aside, write_json_atomically
from game.games.thirteens.rules import CALLS, GAME
from game.i18n import N_, _, ngettext


log = logging.getLogger(__name__)

HISTORY_FILE = "thirteens_history.json"
VERSION = 1
DAYS_BACK = 7
"""How many days back a finished game's seed is still recognised as a deal of the day: a game started before
midnight ends after it, and Continue can bring back a game days after it was started."""


# --- the deal of the day -------------------------------------------------------------------------------------


def daily_seed(day: date) -> int:
    """The seed of `day`'s deal of the day, 0 to 2**31 − 1 (the range of the setup's random seeds): the first
    bytes of SHA-256 of "thirteens:YYYY-MM-DD", so it is the same on every machine and in every run (Python's
    own `hash()` of a string changes from run to run)."""
    digest = hashlib.sha256(f"{GAME}:{day.isoformat()}".encode("ascii")).digest()
    return int.from_bytes(digest[:4], "big") >> 1


def is_daily(seed: int | None, day: date) -> bool:
    """Whether `seed` (None for packs stacked by hand) is `day`'s deal of the day."""
    return seed is not None and seed == daily_seed(day)


def deal_day(seed: int | None, today: date) -> date | None:
    """The day whose deal of the day `seed` is, looking back from `today` over `DAYS_BACK` days; None for a
    free deal."""
    return next((d for d in (today - timedelta(days=n) for n in range(DAYS_BACK)) if is_daily(seed, d)), None)


MONTHS = (
    N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"),
    N_("July"), N_("August"), N_("September"), N_("October"), N_("November"), N_("December"),
)
"""The months, as a deal of the day names its day."""


def deal_words(day: date | None) -> str:
    """Which deal a game was, as people read it: "Deal of the day, 25 November", or "Free deal"."""
    if day is None:
        return _("Free deal")
    return _("Deal of the day, {day} {month}").format(day=day.day, month=_(MONTHS[day.month - 1]))


# --- one game ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Record:
    """One patience played alone: `when` it ended (local time, to the second), the `player`'s name, the `seed`
    of the calls, `day` (the date whose deal of the day it was, None for a free deal), the `score` (cards on
    the foundations, 0–52) and the options it was played with: `rows` (4 or 5), `auto_foundation`, `pace`
    (seconds a call, None to wait)."""

    when: datetime
    player: str
    seed: int
    day: date | None
    score: int
    rows: int
    auto_foundation: bool
    pace: int | None

    @property
    def daily(self) -> bool:
        """Whether this game was a deal of the day."""
        return self.day is not None

    def to_json(self) -> dict[str, Any]:
        """This game as a JSON object; `daily` holds the deal's date ("2025-11-25") or null for a free deal."""
        return {
            "when": self.when.isoformat(timespec="seconds"),
            "player": self.player,
            "seed": self.seed,
            "daily": self.day.isoformat() if self.day is not None else None,
            "score": self.score,
            "rows": self.rows,
            "auto_foundation": self.auto_foundation,
            "pace": self.pace,
        }

    @classmethod
    def from_json(cls, data: Any) -> Record:
        """A game from `to_json` output; unknown keys are ignored (a newer version may add some). Raises
        ValueError, in one sentence, naming the first missing or bad value."""
        if not isinstance(data, dict):
            raise ValueError("a game is not a JSON object")
        try:
            when = datetime.fromisoformat(data["when"])
            day = None if data.get("daily") is None else date.fromisoformat(data["daily"])
        except (KeyError, TypeError, ValueError):
            raise ValueError(f"a game's time {data.get('when')!r} or day {data.get('daily')!r} is not an ISO date") from None
        checks = (
            ("player", lambda v: isinstance(v, str), "a name"),
            ("seed", lambda v: _whole(v) and v >= 0, "a whole number"),
            ("score", lambda v: _whole(v) and 0 <= v <= CALLS, f"a whole number from 0 to {CALLS}"),
            ("rows", lambda v: _whole(v) and v >= 1, "a whole number of rows"),
            ("auto_foundation", lambda v: isinstance(v, bool), "true or false"),
            ("pace", lambda v: v is None or (_whole(v) and v > 0), "null or seconds"),
        )
        for key, good, what in checks:
            if not good(data.get(key)):
                raise ValueError(f"a game's {key} must be {what}, not {data.get(key)!r}")
        return cls(when, data["player"], data["seed"], day, data["score"], data["rows"], data["auto_foundation"], data["pace"])


def _whole(value: Any) -> bool:
    """Whether `value` is an int and not a bool (JSON's true is no number of rows)."""
    return isinstance(value, int) and not isinstance(value, bool)


# --- every game ----------------------------------------------------------------------------------------------


class History:
    """The games played alone, read from `root / "thirteens_history.json"` (root: the data folder) when made.
    Reading never raises: a broken file is read as the games that could be read (warning in the log) and is
    set aside by the next `append`."""

    def __init__(self, root: Path) -> None:
        self.path = Path(root) / HISTORY_FILE
        self._games: list[Record] = []
        self._broken = False  # set the file aside before writing over it
        self._unreadable = False  # never write over it
        self._read()

    def _read(self) -> None:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return
        except OSError as e:
            log.warning("cannot read %s (%s); showing no Thirteens scores", self.path, e.strerror or e)
            self._unreadable = True
            return
        try:
            data = json.loads(raw.decode("utf-8"))
            if not isinstance(data, dict) or not isinstance(data.get("games"), list):
                raise ValueError('it is not an object with a list of "games"')
        except ValueError as e:  # JSONDecodeError and UnicodeDecodeError are ValueErrors too
            log.warning("%s is broken (%s); the next game starts a new history and it is kept aside", self.path, e)
            self._broken = True
            return
        for number, item in enumerate(data["games"], start=1):
            try:
                self._games.append(Record.from_json(item))
            except ValueError as e:
                log.warning("%s game %d is broken (%s); skipped it, and the file is kept aside", self.path.name, number, e)
                self._broken = True

    def append(self, record: Record) -> None:
        """Add `record` at the end and write the whole history (atomically). A broken file is first moved
        aside (`.bad`, never overwritten). Raises OSError, also when the file could not be read (so a history
        that is there but unreadable is never replaced)."""
        if self._unreadable:
            raise OSError(f"{self.path} could not be read, so it is not written over")
        if self._broken and self.path.exists():
            aside = set_aside(self.path)
            log.warning("moved the broken %s to %s", self.path.name, aside.name)
        self._broken = False
        games = self._games + [record]
        write_json_atomically(self.path, {"version": VERSION, "games": [g.to_json() for g in games]})
        self._games = games

    def records(self, player: str) -> list[Record]:
        """`player`'s games, oldest first."""
        return [g for g in self._games if g.player == player]

    def best(self, player: str, daily: bool | None = None) -> int | None:
        """`player`'s best score: over every game (`daily` None), their deals of the day (True) or their free
        deals (False); None when there is no such game."""
        return max((g.score for g in self.records(player) if daily is None or g.daily == daily), default=None)

    def average(self, player: str) -> float | None:
        """`player`'s mean score over every game, or None before their first."""
        scores = [g.score for g in self.records(player)]
        return statistics.fmean(scores) if scores else None

    def daily_score(self, player: str, day: date) -> int | None:
        """What `player` scored the first time they played `day`'s deal of the day (a second go knows the
        calls, so only the first counts), or None if they have not played it."""
        return next((g.score for g in self.records(player) if g.day == day), None)


def solo_player(session: Session) -> str | None:
    """The player's name when `session` is a game of Thirteens played alone (one seat, a human), else None."""
    seats = session.seats
    if session.spec.key != GAME or len(seats) != 1 or not seats[0].controller.is_human:
        return None
    return seats[0].name


def record_game(root: Path, session: Session, now: datetime | None = None) -> Record | None:
    """Keep a finished patience played alone in the history in the data folder `root`, a deal of the day when
    its seed is one (`deal_day` from `now`'s date; `now` defaults to the local time). Returns the record, or
    None for a game not played alone, not over, or not saved. Never raises on I/O: a failure is logged (the
    game has ended; the results must still show)."""
    player = solo_player(session)
    if player is None or not session.state.is_over() or session.seed is None:
        return None
    now = now or datetime.now()
    options = session.options
    record = Record(
        when=now.replace(microsecond=0),
        player=player,
        seed=session.seed,
        day=deal_day(session.seed, now.date()),
        score=session.state.result().stacks[0],
        rows=options.rows,
        auto_foundation=options.auto_foundation,
        pace=options.pace,
    )
    try:
        History(root).append(record)
    except OSError as e:
        log.error("could not keep the Thirteens score in %s: %s", root, e)
        return None
    return record


def summary(history: History, player: str, today: date) -> str:
    """`player`'s record in words: "Best 41 · average 27.5 over 12 games · today's deal: 33" (the last part
    once they have played `today`'s deal of the day); "" before their first game."""
    average = history.average(player)
    if average is None:
        return ""
    count = len(history.records(player))
    mean = f"{average:.1f}".removesuffix(".0")
    daily = history.daily_score(player, today)
    if daily is None:
        words = ngettext("Best {best} · average {mean} over {n} game", "Best {best} · average {mean} over {n} games", count)
    else:
        words = ngettext(
            "Best {best} · average {mean} over {n} game · today's deal: {daily}",
            "Best {best} · average {mean} over {n} games · today's deal: {daily}",
            count,
        )
    return words.format(best=history.best(player), mean=mean, n=count, daily=daily)
