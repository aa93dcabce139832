"""Snap at a distance (issue 35, RULES.md §5): the host umpires calls that each player's app timed on its own screen.

Between homes the host's app runs the engine and referees. Each app times a call as a local game does, from the
moment the card was first shown on its own screen (its display flip), and sends that reaction time; the host hands
the rules a batch of `Call(seat, ms)` with ms = that reaction time, to 0.01 ms. The rules read a call's time as "ms
after the card it answers was first shown" (`game.games.snap.moves`), the caller's own showing, so the batch is judged,
recorded (`calls 1@312.45 0@330.00`) and replayed exactly as a local one: the record alone judges the same.

Network delay decides nothing, because the host judges by the times and waits for them: a call with reaction r from
a seat whose card went out at T reaches the host by about T + r + that seat's round trip. `LinkTimes` keeps each
remote seat's measured round trips and gives its wait (a high percentile plus a margin, capped); `DistantCalls`, one
per card turned, holds the first valid call until every rival entitled to the match who could have called within the
dead-heat window of it has had their wait to be heard (a seat at the host's screen waits 0, as locally). Only a report
slower than its seat's wait can lose what its time would have won: it is then merely slow, as RULES.md §5 says of a
valid call after the match was taken, and is listed in `late`.

A modified app could lie about its times (claim 100 ms for every call): the host cannot tell. Online Snap is for
players who trust each other, as a family at one table trusts the umpire.

Pure: no pygame, no clock, no I/O and no chance. Times are ms floats on the host's clock (any monotonic origin).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

from game.core.percentiles import percentile
from game.games.snap.moves import Call, Calls, hundredths

MAX_WAIT_MS = 800.0
"""The longest the host waits for a seat's report (ms). A result held longer than about 0.8 s after the call feels
broken at a reaction game, and a link whose round trip is that slow cannot play one; the cap means one such link
makes its own calls slow (`late`) instead of stalling the table on every match."""
MARGIN_MS = 50.0
"""Added to a seat's round trip (ms): the guest's display flip (a frame or two after the card arrives) and jitter
beyond the percentile."""
PERCENTILE = 95
"""The percentile of the recent round trips a seat's wait is built on (nearest rank)."""
KEEP = 32
"""Round trips kept per seat: recent ones, so a link that gets slower or faster is followed within a minute or so."""
MAX_REACTION_MS = 10_000.0
"""A reaction time (ms) longer than this is absurd: no card shows that long at any tempo. Refused."""


def _finite(name: str, ms: float, most: float = math.inf) -> float:
    if not (isinstance(ms, (int, float)) and math.isfinite(ms) and 0 <= ms <= most):
        raise ValueError(f"{name} is a number of ms from 0 to {most:g}, not {ms!r}")
    return float(ms)


@dataclass
class LinkTimes:
    """Each remote seat's measured round trips (ms: a message from the host to its app and an answer back) and the
    wait they call for (issue 35). `remote` lists the seats played at other homes; every other seat of `seats` is at
    the host's own screen and waits 0."""

    seats: int
    remote: frozenset[int]
    keep: int = KEEP
    margin_ms: float = MARGIN_MS
    cap_ms: float = MAX_WAIT_MS
    _trips: dict[int, deque[float]] = field(default_factory=dict, repr=False)

    def add(self, seat: int, round_trip_ms: float) -> None:
        """Record one round trip of remote `seat`, in ms. Raises ValueError for a seat not played from afar, or a time
        that is negative, not finite, or over 10,000 ms."""
        if seat not in self.remote:
            raise ValueError(f"seat {seat} is not played from afar")
        trip = _finite("a round trip", round_trip_ms, MAX_REACTION_MS)
        self._trips.setdefault(seat, deque(maxlen=self.keep)).append(trip)

    def wait_ms(self, seat: int) -> float:
        """How long (ms) after a card is turned on the host a call `seat` made r ms after seeing it may take beyond r to
        arrive: 0 at the host's screen; for a remote seat the 95th percentile of its recent round trips plus
        `margin_ms`, at most `cap_ms` (the cap too while none has been measured). Raises ValueError for no such seat."""
        if not 0 <= seat < self.seats:
            raise ValueError(f"there is no seat {seat} at this table")
        if seat not in self.remote:
            return 0.0
        trips = self._trips.get(seat)
        if not trips:
            return self.cap_ms
        return min(self.cap_ms, percentile(trips, PERCENTILE) + self.margin_ms)

    def waits(self) -> dict[int, float]:
        """Every seat's wait (ms), as `wait_ms`: what a `DistantCalls` is made with when a card is turned."""
        return {seat: self.wait_ms(seat) for seat in range(self.seats)}


@dataclass(frozen=True, slots=True)
class Report:
    """A call as the host heard it: `seat` called `reaction_ms` ms after the card showed on its own screen; the report
    arrived at `arrived_ms` (host clock). `recorded_ms` is the time it was judged and recorded at (None until then)."""

    seat: int
    reaction_ms: float
    arrived_ms: float
    recorded_ms: float | None = None


@dataclass
class DistantCalls:
    """The calls on one card turned (RULES.md §5, issue 35): heard from every seat with their own reaction times and
    handed to the rules in batches, as the local umpire hands its calls.

    `turned_ms` is when the host first showed the card (its display flip; it went out to the guests then or just
    before), `waits` each seat's wait (ms, `LinkTimes.waits()`, taken as the card is turned), `entitled` the seats
    that may claim the match the card opened (the rules' `call_is_valid` just after the turn; empty when it opened
    none), `dead_heat_ms` the rules' window. Raises ValueError when an entitled seat has no wait.

    The host hands each batch to the rules as it comes and holds the next turn while `due_ms()` is not None, as the
    local umpire holds it for a call in its dead-heat window. A report on a card the host has since covered with the
    next one is not this card's: the rules can no longer judge it, and the host drops it."""

    turned_ms: float
    waits: Mapping[int, float]
    entitled: Collection[int]
    dead_heat_ms: float = 20
    pending: list[Report] = field(default_factory=list)
    judged: list[Report] = field(default_factory=list)
    late: list[Report] = field(default_factory=list)
    """Calls whose report came too late for the batch their time belonged in: recorded later than their reaction."""
    _floor: int = 0  # the earliest time (hundredths of a ms) a call may still be recorded at (the umpire's `floor`)
    _decided: bool = False  # a valid call has been judged: the match is won or spent

    def __post_init__(self) -> None:
        self.entitled = frozenset(self.entitled)
        if missing := sorted(s for s in self.entitled if s not in self.waits):
            raise ValueError(f"entitled seats {missing} have no wait")

    def report(self, seat: int, reaction_ms: float, arrived_ms: float) -> bool:
        """`seat`'s app says it called `reaction_ms` ms after the card first showed on its screen; the report arrived
        at `arrived_ms` (host clock, ms). Returns False, and changes nothing, for a second report from the seat on
        this card (the first counts). Raises ValueError for a seat with no wait, a reaction time that is negative,
        NaN or over 10,000 ms, or an arrival time that is not finite."""
        if seat not in self.waits:
            raise ValueError(f"seat {seat} has no wait: it is not at this table")
        reaction = _finite("a reaction time", reaction_ms, MAX_REACTION_MS)
        if not (isinstance(arrived_ms, (int, float)) and math.isfinite(arrived_ms)):
            raise ValueError(f"a report arrives at a finite time in ms, not {arrived_ms!r}")
        if any(r.seat == seat for r in (*self.judged, *self.pending)):
            return False
        self.pending.append(Report(seat, reaction, float(arrived_ms)))
        return True

    def heard_by_ms(self, reaction_ms: float) -> float:
        """The host time (ms) by which every entitled seat not yet heard, had it called within `reaction_ms` of seeing
        the card, has been heard (its wait permitting): `turned_ms` + `reaction_ms` + the longest such wait."""
        return self.turned_ms + reaction_ms + max((self.waits[s] for s in self._unheard()), default=0.0)

    def _unheard(self) -> list[int]:
        heard = {r.seat for r in (*self.judged, *self.pending)}
        return [s for s in self.entitled if s not in heard]

    def due_ms(self) -> float | None:
        """When (host ms) calls heard so far can be judged, or None when none waits. Calls are judged in time order, so
        a call waits until every entitled seat not yet heard could have been heard calling before it (its wait after
        the card was turned); and while the match is open a valid call, as locally, until they could have been heard
        calling within `dead_heat_ms` after it (a dead heat). Never before the last report arrived; at once when every
        entitled seat has been heard, or the card opened no match."""
        if not self.pending:
            return None
        arrived = max(r.arrived_ms for r in self.pending)
        if not self._unheard():
            return arrived
        return max(arrived, self.heard_by_ms(self._horizon() / 100))

    def _horizon(self) -> int:
        """The latest reaction time (hundredths of a ms) the next batch must hear every call up to."""
        valid = [hundredths(r.reaction_ms) for r in self.pending if r.seat in self.entitled]
        if valid and not self._decided:
            return min(valid) + round(self.dead_heat_ms * 100)
        return max(hundredths(r.reaction_ms) for r in self.pending)

    def batch(self, now_ms: float) -> Calls | None:
        """The next batch for the rules when due at `now_ms` (host ms), else None; ask again until None, as more may be
        due. Each call is `Call(seat, ms)`, ms its reaction time to 0.01 ms, in time order (equal times in the order
        heard). A batch that opens the match holds the first valid call and every call up to `dead_heat_ms` after it;
        later calls follow in batches of their own, each once every entitled seat could have been heard before it.
        A call heard after a later call was judged (its report slower than its seat's wait) is recorded no earlier
        than that call and, once a valid call has won or spent the match, more than `dead_heat_ms` after it, as the
        local umpire records a call heard after a batch: the rules then find it too slow (or a false snap), and the
        record alone judges the same. Such a call, moved by its delay, is also listed in `late`."""
        due = self.due_ms()
        if due is None or now_ms < due:
            return None
        horizon = self._horizon() if self._unheard() else math.inf
        taken = [r for r in self.pending if hundredths(r.reaction_ms) <= horizon]
        self.pending = [r for r in self.pending if hundredths(r.reaction_ms) > horizon]
        timed = sorted(((max(self._floor, hundredths(r.reaction_ms)), r) for r in taken), key=lambda t: t[0])
        self._floor = timed[-1][0]
        first_valid = next((at for at, r in timed if r.seat in self.entitled), None)
        if first_valid is not None and not self._decided:
            self._decided = True
            self._floor = max(self._floor, first_valid + round(self.dead_heat_ms * 100) + 1)
        for at, r in timed:
            done = Report(r.seat, r.reaction_ms, r.arrived_ms, at / 100)
            self.judged.append(done)
            if at > hundredths(r.reaction_ms):
                self.late.append(done)
        return Calls(tuple(Call(r.seat, at / 100) for at, r in timed))
