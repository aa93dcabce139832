"""Every player's record at every game, from the history of finished games (`history.jsonl` in the data folder,
one JSON line per game: see `game.storage.history_entry`). Pure apart from reading that file and writing a CSV
export: no pygame.

How a game counts for a human seat (computer seats have no record):
- won: the seat is among the result's `winners` — alone, or tied for first (a *shared* win). A game played
  alone (Thirteens as a patience) is won when the patience comes out (the spec's `full_score`, 52 cards).
- the win rate counts an outright win as 1 and a win shared by k players as 1/k, over the games played;
- a streak is a run of games won one after another, outright or shared; a game lost ends it;
- against a level: the game counts once for each computer level seated at it (a table of an easy and a hard
  player counts for both); a game without computer players counts as "against people";
- coins won (+) or lost (−): the seat's coins at the end less the stake each player started with (games played
  for coins: Snip-Snap-Snorum, Jig); the stake is the entry's `options.stake`, or, for a line written before
  the history kept the options, the preset's own stake;
- a score (games whose spec has `score_spread`, Thirteens: cards on the foundations) is the seat's stack.

A broken line (not JSON, not an entry) is skipped and counted; a file with lines but no readable entry at all is
set aside as `history.jsonl.bad` (`.bad.1` …, game/files.py), so it is never lost and new games start a fresh one.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Any

from game.files import set_aside, write_csv_atomically

log = logging.getLogger(__name__)

HISTORY_FILE = "history.jsonl"
PEOPLE = "people"
"""The level key of games with no computer player at the table."""
ALONE = "alone"
"""The level key of games played alone (Thirteens as a patience)."""
CSV_HEADER = ("date", "game", "preset", "player", "place", "win_share", "against", "players", "coins", "score")


class Place(Enum):
    """How a game ended for one player."""

    WON = "won"
    SHARED = "shared"  # tied for first
    LOST = "lost"


@dataclass(frozen=True)
class Outcome:
    """One finished game as one human seat saw it: `when` it ended (local time), the `game` and `preset` keys,
    the `player`'s name, their `place`, their `share` of the win (1, 1/k for a tie of k, 0), the computer
    `levels` at the table (sorted, no repeats; empty: only people), how many `players` sat, the `coins` won (+)
    or lost (−) (None in a game not played for coins) and the `score` (None where the game keeps none)."""

    when: datetime
    game: str
    preset: str
    player: str
    place: Place
    share: float
    levels: tuple[str, ...]
    players: int
    coins: int | None
    score: int | None

    @property
    def won(self) -> bool:
        return self.place is not Place.LOST


@dataclass(frozen=True)
class Tally:
    """Games `played`, the games `won` among them (outright or shared) and the `wins` (a shared win counting 1/k)."""

    played: int = 0
    won: int = 0
    wins: float = 0.0

    @property
    def rate(self) -> float | None:
        """The win rate, 0–1; None before any game."""
        return self.wins / self.played if self.played else None


@dataclass(frozen=True)
class Figures:
    """A player's figures over some games: games `played`, `won` outright, `shared` wins, the win `rate`
    (0–1, None before any game, a shared win counting 1/k), the `best_streak` and the `current_streak` (games won
    in a row), `coins` won (+) or lost (−) over the games played for coins (None when none was), the
    `best_score` and `average_score` (None where no score is kept), and a `Tally` for each computer level met
    (keys: levels, or `PEOPLE`, or `ALONE`), weakest first."""

    played: int
    won: int
    shared: int
    rate: float | None
    best_streak: int
    current_streak: int
    coins: int | None
    best_score: int | None
    average_score: float | None
    by_level: dict[str, Tally] = field(default_factory=dict)


@dataclass(frozen=True)
class History:
    """What the history file held: the `outcomes`, oldest first; how many lines were `skipped` as broken; and
    where a wholly broken file was `set_aside` to (None when it was not)."""

    outcomes: tuple[Outcome, ...]
    skipped: int = 0
    set_aside: Path | None = None


# --- reading -------------------------------------------------------------------------------------------------


def load(root: Path) -> History:
    """The outcomes in `root`/history.jsonl, oldest first. A broken line is skipped (counted in `skipped`,
    logged); a file with lines but no readable entry is set aside as `.bad` (logged) and an empty history
    returned. A missing file is an empty history; one that cannot be read is left alone (logged, empty)."""
    path = Path(root) / HISTORY_FILE
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return History(())
    except OSError as e:
        log.warning("cannot read %s (%s); no statistics shown", path, e.strerror or e)
        return History(())
    outcomes: list[Outcome] = []
    skipped = 0
    entries = 0
    for number, line in enumerate(raw.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            found = outcomes_of(json.loads(line.decode("utf-8")))
        except ValueError as e:  # JSONDecodeError, UnicodeDecodeError and a bad entry are all ValueErrors
            log.warning("%s line %d is broken (%s); skipped it", path.name, number, e)
            skipped += 1
            continue
        entries += 1
        outcomes.extend(found)
    if skipped and not entries:
        try:
            aside = set_aside(path)
        except OSError as e:
            log.warning("%s holds no readable game and cannot be moved aside (%s)", path, e.strerror or e)
            return History((), skipped)
        log.warning("%s holds no readable game; moved it to %s", path, aside.name)
        return History((), skipped, aside)
    return History(tuple(outcomes), skipped)


def outcomes_of(entry: Any) -> list[Outcome]:
    """The outcome of each human seat of one history entry (see `game.storage.history_entry`). Raises
    ValueError (naming the problem) for an entry that is not one; an unfinished game (no winners) has none."""
    if not isinstance(entry, dict):
        raise ValueError("not a JSON object")
    try:
        when = datetime.fromisoformat(entry["date"])
        game, preset = str(entry["game"]), str(entry["preset"])
        seats = [(str(s["name"]), str(s["controller"])) for s in entry["seats"]]
        result = entry["result"]
        stacks = [int(v) for v in result["stacks"]]
        winners = {int(w) for w in result["winners"]}
    except (KeyError, TypeError) as e:
        raise ValueError(f"not a history entry ({type(e).__name__}: {e})") from None
    if len(stacks) != len(seats) or not seats:
        raise ValueError("the result's stacks do not match the seats")
    if not winners:
        return []
    options = entry.get("options") if isinstance(entry.get("options"), dict) else {}
    stake = _stake(game, preset, options)
    full = _full_score(game)
    keeps_score = _keeps_score(game)
    levels = tuple(sorted({c.removeprefix("ai:") for _, c in seats if c != "human"}, key=level_order))
    found: list[Outcome] = []
    named: set[str] = set()
    for seat, (name, controller) in enumerate(seats):
        if controller != "human" or name in named:
            continue
        named.add(name)
        if len(seats) == 1 and full is not None:
            place = Place.WON if stacks[seat] >= full else Place.LOST
        elif seat in winners:
            place = Place.WON if len(winners) == 1 else Place.SHARED
        else:
            place = Place.LOST
        share = 0.0 if place is Place.LOST else 1.0 / (len(winners) if place is Place.SHARED else 1)
        coins = stacks[seat] - stake if stake is not None else None
        score = stacks[seat] if keeps_score else None
        found.append(Outcome(when, game, preset, name, place, share, levels, len(seats), coins, score))
    return found


@cache
def _spec(game: str) -> Any:
    from game.registry import GAMES

    return GAMES.get(game)


def _stake(game: str, preset: str, options: dict[str, Any]) -> int | None:
    """The coins each player started `game` with, or None when it is not played for coins."""
    spec = _spec(game)
    if spec is None or spec.score_unit != "coins" or options.get("coins", True) is False:
        return None
    if isinstance(options.get("stake"), int):
        return int(options["stake"])
    defaults = spec.presets.get(preset)
    if defaults is None or not getattr(defaults, "coins", True):
        return None
    stake = getattr(defaults, "stake", None)
    return stake if isinstance(stake, int) else None


def _full_score(game: str) -> int | None:
    spec = _spec(game)
    return None if spec is None else spec.full_score


def _keeps_score(game: str) -> bool:
    spec = _spec(game)
    return spec is not None and spec.score_spread


@cache
def _levels() -> tuple[str, ...]:
    from game.registry import GAMES

    order: list[str] = []
    for spec in GAMES.values():
        order.extend(level for level in spec.levels if level not in order)
    return tuple(order)


def level_order(level: str) -> tuple[int, str]:
    """A sort key putting computer levels weakest first, as the games list them ("easy", "medium", "hard", then
    Snap's "toddler" …), any unknown level after them by name, then `PEOPLE`, then `ALONE`."""
    known = _levels()
    if level in (PEOPLE, ALONE):
        return (len(known) + 1 + (level == ALONE), "")
    return (known.index(level), "") if level in known else (len(known), level)


# --- figures -------------------------------------------------------------------------------------------------


def players(outcomes: Iterable[Outcome]) -> list[str]:
    """The names of the people with a finished game, whoever played most recently first."""
    latest: dict[str, datetime] = {}
    for o in outcomes:
        latest[o.player] = max(o.when, latest.get(o.player, o.when))
    return sorted(latest, key=lambda name: latest[name], reverse=True)


def games_of(outcomes: Iterable[Outcome], player: str) -> list[str]:
    """The game keys `player` has finished a game of, in the app's order (unknown games last, by key)."""
    from game.registry import GAMES

    order = list(GAMES)
    keys = {o.game for o in outcomes if o.player == player}
    return sorted(keys, key=lambda k: (order.index(k) if k in order else len(order), k))


def presets_of(outcomes: Iterable[Outcome], player: str, game: str) -> list[str]:
    """The presets of `game` that `player` has finished, in the game's order (unknown ones last)."""
    spec = _spec(game)
    order = list(spec.presets) if spec is not None else []
    keys = {o.preset for o in outcomes if o.player == player and o.game == game}
    return sorted(keys, key=lambda k: (order.index(k) if k in order else len(order), k))


def select(outcomes: Iterable[Outcome], player: str, game: str | None = None, preset: str | None = None) -> list[Outcome]:
    """`player`'s outcomes, oldest first: of `game` (every game when None), of `preset` (every preset when None)."""
    chosen = [
        o
        for o in outcomes
        if o.player == player and (game is None or o.game == game) and (preset is None or o.preset == preset)
    ]
    return sorted(chosen, key=lambda o: o.when)


def figures(outcomes: Sequence[Outcome]) -> Figures:
    """The figures of `outcomes` (one player's, oldest first): see `Figures` and the module docstring."""
    best = run = 0
    for o in outcomes:
        run = run + 1 if o.won else 0
        best = max(best, run)
    coins = [o.coins for o in outcomes if o.coins is not None]
    scores = [o.score for o in outcomes if o.score is not None]
    tallies: dict[str, Tally] = {}
    for o in outcomes:
        for level in o.levels or ((ALONE,) if o.players == 1 else (PEOPLE,)):
            t = tallies.get(level, Tally())
            tallies[level] = Tally(t.played + 1, t.won + o.won, t.wins + o.share)
    wins = sum(o.share for o in outcomes)
    return Figures(
        played=len(outcomes),
        won=sum(o.place is Place.WON for o in outcomes),
        shared=sum(o.place is Place.SHARED for o in outcomes),
        rate=wins / len(outcomes) if outcomes else None,
        best_streak=best,
        current_streak=run,
        coins=sum(coins) if coins else None,
        best_score=max(scores) if scores else None,
        average_score=sum(scores) / len(scores) if scores else None,
        by_level={k: tallies[k] for k in sorted(tallies, key=level_order)},
    )


@dataclass(frozen=True)
class Day:
    """One day with games: its `day`, games `played` and games `won` (outright or shared)."""

    day: date
    played: int
    won: int


def by_day(outcomes: Iterable[Outcome]) -> list[Day]:
    """Games played and won on each day that had a game, oldest first: the wins-over-time chart."""
    days: dict[date, tuple[int, int]] = {}
    for o in outcomes:
        played, won = days.get(o.when.date(), (0, 0))
        days[o.when.date()] = (played + 1, won + o.won)
    return [Day(d, *days[d]) for d in sorted(days)]


# --- export --------------------------------------------------------------------------------------------------


def export_name(player: str, when: datetime) -> str:
    """The CSV file name for `player`'s export made at `when`: games-<name>-<YYYY-mm-dd_HHMMSS>.csv."""
    safe = "".join(c if c.isalnum() or c in "-_" else "-" for c in player) or "player"
    return f"games-{safe}-{when:%Y-%m-%d_%H%M%S}.csv"


def export_csv(outcomes: Sequence[Outcome], path: Path) -> int:
    """Write `outcomes` (one per row, in the order given) to the CSV file `path`: a header row (`CSV_HEADER`),
    then date (ISO), game, preset, player, place (won/shared/lost), win_share (0–1), against (the computer
    levels joined by "+", or "people"), players, coins (empty when not played for coins), score (empty when
    none). Written to a temporary file beside `path` and renamed over it, so a failure never leaves half a
    file; creates the folder. Returns the number of rows. Raises OSError."""
    rows = (
        (
            o.when.isoformat(timespec="seconds"),
            o.game,
            o.preset,
            o.player,
            o.place.value,
            f"{o.share:.3g}",
            "+".join(o.levels) or PEOPLE,
            o.players,
            "" if o.coins is None else o.coins,
            "" if o.score is None else o.score,
        )
        for o in outcomes
    )
    return write_csv_atomically(path, CSV_HEADER, rows)
