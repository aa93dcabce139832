"""A made-up history of Snap practice for the statistics screen's tests and the README's gallery."""

from __future__ import annotations

from datetime import datetime, timedelta

from game.games.snap.reaction_log import CallKind, CallRecord


def practice(player: str, sessions: int, start: datetime, calls: int = 12) -> list[CallRecord]:
    """`sessions` games two days apart, each of `calls` calls getting quicker: mostly valid, every 6th false."""
    out = []
    for s in range(sessions):
        begin = start + timedelta(days=2 * s)
        for c in range(calls):
            kind = CallKind.FALSE if c % 6 == 5 else CallKind.VALID
            ms = 520 - 190 * s / max(1, sessions - 1) + (c - calls / 2) * 9
            out.append(
                CallRecord(
                    (begin + timedelta(seconds=10 * c)).isoformat(timespec="seconds"),
                    begin.isoformat(timespec="seconds"),
                    player,
                    "snap",
                    round(ms, 1),
                    kind,
                    kind is CallKind.VALID and c % 4 != 0,
                    "sharp",
                )
            )
    return out
