"""Practise Snap as a ladder (issue 33): the opponents Tot, Kit, Sam, Max and Flash, slowest first; beating
one over a match suggests the next; which are beaten and the best typical time (the median of a practice's
reactions, ms) are kept in `practice.json` in the player's data folder and shown on the title's Practise Snap
row. Echo follows you (it is no rung of the ladder) and is offered after Flash.

`after_match` and `progress_words` are pure; `load` and `save` do the file I/O (atomically; a broken file is
set aside and the ladder starts afresh, with one line in the log).
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field, replace
from pathlib import Path

from game.files import set_aside, write_json_atomically
from game.games.snap.opponents import OPPONENTS
from game.i18n import _, listing

log = logging.getLogger(__name__)

LADDER = ("toddler", "casual", "sharp", "expert", "reflex")
"""The practice levels in the order they are offered and climbed: Tot, Kit, Sam, Max, Flash."""
FILE = "practice.json"


@dataclass(frozen=True)
class Progress:
    """The ladder so far: the levels of `LADDER` beaten at least once (in ladder order), and the best typical
    reaction of any practice (ms; None before one with a reaction)."""

    beaten: tuple[str, ...] = ()
    best_typical_ms: float | None = None


@dataclass(frozen=True)
class Outcome:
    """What a practice match changed: the `progress` after it, and the level suggested next (`next_level`: the
    next rung once the current one is beaten for the first time; None: stay)."""

    progress: Progress
    next_level: str | None = field(default=None)


def after_match(progress: Progress, level: str, won: bool, typical_ms: float | None) -> Outcome:
    """The ladder after a practice match against `level`, `won` or not, your typical reaction `typical_ms`."""
    best = progress.best_typical_ms
    if typical_ms is not None and (best is None or typical_ms < best):
        best = typical_ms
    beaten = progress.beaten
    climbed = won and level in LADDER and level not in beaten
    if climbed:
        beaten = tuple(rung for rung in LADDER if rung in beaten or rung == level)
    following = LADDER.index(level) + 1 if level in LADDER else None
    next_level = LADDER[following] if climbed and following is not None and following < len(LADDER) else None
    return Outcome(replace(progress, beaten=beaten, best_typical_ms=best), next_level)


def progress_words(progress: Progress) -> str:
    """The ladder in a line for the title: "Beaten: Tot and Kit, 2 of 5 · your best typical time 412 ms"."""
    if not progress.beaten:
        words = _("Beat each opponent in turn, Tot to Flash")
    else:
        names = listing([OPPONENTS[level] for level in progress.beaten])
        words = _("Beaten: {names}, {count} of {total}")
        words = words.format(names=names, count=len(progress.beaten), total=len(LADDER))
    if progress.best_typical_ms is None:
        return words
    best = _("your best typical time {ms} ms").format(ms=f"{progress.best_typical_ms:.0f}")
    return _("{words} · {best}").format(words=words, best=best)


def load(root: Path) -> Progress:
    """The ladder kept in `root`; a fresh one when there is none yet, or when the file is broken (then set aside
    as `practice.json.bad`, and logged)."""
    path = root / FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data["beaten"], list):
            raise ValueError(f"beaten must be a list of levels, not {data['beaten']!r}")
        beaten = tuple(level for level in LADDER if level in data["beaten"])
        best = data["best_typical_ms"]
        if best is not None and not (isinstance(best, (int, float)) and not isinstance(best, bool) and best > 0):
            raise ValueError(f"best_typical_ms must be a positive number or null, not {best!r}")
        return Progress(beaten, None if best is None else float(best))
    except FileNotFoundError:
        return Progress()
    except (OSError, ValueError, KeyError, TypeError) as e:
        try:
            aside = set_aside(path)
        except OSError:
            aside = path
        log.warning("the practice ladder in %s could not be read (%s); kept as %s, it starts afresh", path, e, aside)
        return Progress()


def save(root: Path, progress: Progress) -> None:
    """Keep `progress` in `root` (atomically). Raises OSError."""
    write_json_atomically(root / FILE, {"beaten": list(progress.beaten), "best_typical_ms": progress.best_typical_ms})


def record(root: Path, level: str, won: bool, typical_ms: float | None) -> Outcome:
    """Take a practice match against `level` into the ladder kept in `root` and keep it (see `after_match`);
    a ladder that cannot be kept is logged, and the game goes on."""
    outcome = after_match(load(root), level, won, typical_ms)
    try:
        save(root, outcome.progress)
    except OSError as e:
        log.error("could not keep the practice ladder in %s: %s", root / FILE, e)
    return outcome
