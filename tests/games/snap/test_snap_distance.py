"""Snap at a distance (game/games/snap/distance.py; issue 35, RULES.md §5): the host umpires calls timed on each
player's own screen, so network delay decides nothing.

Times are host ms with the card first shown on the host's screen at 0 unless said. Batches are judged by the real
rules, on a table where the card just turned opened a match every seat may call (`anyone_may_call`), and judged again
from their replay notation alone.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pytest

from game.core.rules import Event, ShuffledPacks
from game.games.snap.distance import MAX_WAIT_MS, DistantCalls, LinkTimes
from game.games.snap.moves import TURN, Calls, hundredths, parse_move
from game.games.snap.rules import (
    DeadHeat,
    FalseSnap,
    Snap,
    SnapCentre,
    Snapped,
    TooSlow,
    new_game,
)

WINDOW = 20  # the rules' default dead_heat_ms
CALLS = 10_000
A, B, C = 0, 1, 2

_OPEN: dict[tuple[int, bool], Snap] = {}


def open_match(seats: int, anyone: bool = True) -> Snap:
    """A fresh copy of a game of `seats` players just after a card opened a pile match that every seat may call
    (`anyone`), or that exactly two seats may call and the others may not (each then a false snap)."""
    key = (seats, anyone)
    for seed in range(100):
        if key in _OPEN:
            break
        state = new_game(seats, ShuffledPacks(random.Random(seed)), anyone_may_call=anyone)
        while not state.is_over() and state.turns < 40:
            state.apply(TURN)
            if len(entitled(state)) == (seats if anyone else 2):
                _OPEN[key] = state
                break
    return _OPEN[key].clone()


def entitled(state: Snap) -> frozenset[int]:
    """The seats that may claim the match the card just turned opened (what the host gives `DistantCalls`)."""
    return frozenset(s for s in range(state.num_seats) if state.call_is_valid(s))


def judge(seats: int, batches: list[Calls], record: bool = True, anyone: bool = True) -> list[Event]:
    """The rules' events for `batches` on a fresh `open_match`, checked (with `record`) to be the same when judged
    from their replay notation alone."""
    state = open_match(seats, anyone)
    events = [e for b in batches for e in state.apply(b)]
    if record:
        again = open_match(seats, anyone)
        assert [e for b in batches for e in again.apply(parse_move(str(b)))] == events
    return events


def verdict(events: list[Event]) -> int | str:
    """Who won the match (a seat), "dead heat", or "none"."""
    for e in events:
        if isinstance(e, (Snapped, SnapCentre)):
            return e.seat
        if isinstance(e, DeadHeat):
            return "dead heat"
    return "none"


def run(calls: DistantCalls, arrivals: list[tuple[float, int, float]]) -> list[Calls]:
    """The host hearing `arrivals` (host ms, seat, reaction ms) in time order and judging each batch the moment it is
    due, then any left; returns the batches."""
    batches: list[Calls] = []

    def judge_until(now: float) -> None:
        while (due := calls.due_ms()) is not None and due <= now:
            batch = calls.batch(due)
            assert batch is not None
            batches.append(batch)

    for arrived, seat, reaction in sorted(arrivals):
        judge_until(arrived)
        calls.report(seat, reaction, arrived)
    judge_until(math.inf)
    return batches


# -- the Done-when: 10,000 simulated calls ----------------------------------------------------------------------------


@dataclass
class Tally:
    clear: int = 0  # one reaction faster than every other by more than the window
    clear_won: int = 0  # … and that player won the call
    close: int = 0  # the first two reactions within the window
    close_dead_heats: int = 0
    late: int = 0
    losses: list[str] = field(default_factory=list)

    def figures(self) -> str:
        return (
            f"the faster player won {self.clear_won / self.clear:.2%} of {self.clear} calls; "
            f"{self.close_dead_heats / self.close:.2%} of {self.close} calls within {WINDOW} ms were dead heats; "
            f"{self.late} late; lost e.g. {self.losses}"
        )


def simulate(rng: random.Random, calls: int = CALLS, hiccups: float = 0.0, record: bool = True) -> Tally:
    """`calls` matches, each with 2–4 players calling. Each remote link has a one-way delay of 10–300 ms, plus 0–50
    ms of jitter on every message (and, for a fraction `hiccups` of messages, 0–400 ms more); half the tables have
    seat 0 at the host's screen. The card reaches a player's screen after the host→player delay and its display flip
    (0–17 ms), the player reacts in 150–600 ms, and the report reaches the host after the player→host delay. The host
    has measured each link from 20 round trips drawn the same way, and judges each batch the moment it is due."""
    tally = Tally()
    for _ in range(calls):
        seats = rng.randint(2, 4)
        remote = frozenset(range(rng.randint(0, 1), seats))
        delay = {s: rng.uniform(10, 300) for s in remote}

        def leg(seat: int, delay: dict[int, float] = delay) -> float:
            hiccup = rng.uniform(0, 400) if rng.random() < hiccups else 0.0
            return delay[seat] + rng.uniform(0, 50) + hiccup

        links = LinkTimes(seats, remote)
        for s in remote:
            for _ in range(20):
                links.add(s, leg(s) + leg(s))
        reaction = {s: rng.uniform(150, 600) for s in range(seats)}
        arrivals = []
        for s in range(seats):
            out, back = (leg(s) + rng.uniform(0, 17), leg(s)) if s in remote else (0.0, 0.0)
            arrivals.append((out + reaction[s] + back, s, reaction[s]))
        distant = DistantCalls(0.0, links.waits(), range(seats), WINDOW)
        got = verdict(judge(seats, run(distant, arrivals), record))
        tally.late += len(distant.late)
        times = sorted(hundredths(r) for r in reaction.values())
        first = min(reaction, key=reaction.__getitem__)
        if times[1] - times[0] > WINDOW * 100:
            tally.clear += 1
            tally.clear_won += got == first
            if got != first and len(tally.losses) < 3:
                tally.losses.append(f"reactions {reaction}, arrivals {sorted(arrivals)}, waits {links.waits()}: {got}")
        else:
            tally.close += 1
            tally.close_dead_heats += got == "dead heat"  # as a local umpire judges them
    return tally


def test_the_faster_reaction_wins_whatever_the_links_in_10000_calls() -> None:
    """Issue 35's Done-when: links of 10–300 ms with jitter, 10,000 calls (it reaches 100.00 %)."""
    tally = simulate(random.Random(35))
    assert tally.clear + tally.close == CALLS
    assert tally.clear_won / tally.clear >= 0.99, tally.figures()
    assert tally.close_dead_heats / tally.close >= 0.99, tally.figures()


def test_hiccups_beyond_the_wait_make_calls_late_but_rarely_change_the_winner() -> None:
    """Beyond the Done-when: 2 % of messages held up to 400 ms more. A report slower than its seat's wait is late (too
    slow, or a rival lost from a dead heat), yet the faster player still wins ≥ 99 % (99.37 % with this seed, and
    96 % of the calls within the window stay dead heats)."""
    tally = simulate(random.Random(36), calls=5_000, hiccups=0.02, record=False)
    assert tally.late > 0, tally.figures()
    assert tally.clear_won / tally.clear >= 0.99, tally.figures()
    assert tally.close_dead_heats / tally.close >= 0.95, tally.figures()


# -- scenarios -------------------------------------------------------------------------------------------------------


def links(remote: dict[int, float], seats: int = 2) -> LinkTimes:
    """Links where each remote seat's round trips were all the given ms."""
    times = LinkTimes(seats, frozenset(remote))
    for seat, trip in remote.items():
        for _ in range(10):
            times.add(seat, trip)
    return times


def test_a_faster_reaction_wins_though_its_report_arrives_later() -> None:
    calls = DistantCalls(0.0, links({A: 250}).waits(), {A, B})  # A plays from afar (waits 300 ms), B at the host
    assert calls.report(B, 360, arrived_ms=360)
    assert calls.due_ms() == 380 + 300  # B's call held for the window and A's wait
    assert calls.batch(559) is None
    assert calls.report(A, 300, arrived_ms=560)  # A was quicker by 60 ms; its report comes 200 ms after B's
    assert calls.due_ms() == 560  # everyone entitled has been heard: nothing more can come
    batch = calls.batch(560)
    assert str(batch) == "calls 0@300.00 1@360.00"
    assert batch is not None
    events = judge(2, [batch])
    assert verdict(events) == A and TooSlow(B, 360.0) in events
    assert calls.batch(10_000) is None and calls.late == []


@pytest.mark.parametrize(("b_ms", "expected"), [(320.0, "dead heat"), (320.01, A), (280.0, "dead heat"), (279.99, B)])
def test_two_reactions_within_the_window_are_a_dead_heat(b_ms: float, expected: int | str) -> None:
    calls = DistantCalls(0.0, links({A: 250}).waits(), {A, B}, dead_heat_ms=WINDOW)
    calls.report(B, b_ms, arrived_ms=b_ms)
    calls.report(A, 300.0, arrived_ms=300 + 250)
    batches = run(calls, [])
    assert verdict(judge(2, batches)) == expected


def test_a_report_after_the_capped_wait_is_late_and_merely_slow() -> None:
    far = links({A: 1500})
    assert far.wait_ms(A) == MAX_WAIT_MS
    calls = DistantCalls(0.0, far.waits(), {A, B})
    calls.report(B, 400, arrived_ms=400)
    assert calls.batch(420 + MAX_WAIT_MS - 0.01) is None
    first = calls.batch(420 + MAX_WAIT_MS)
    assert str(first) == "calls 1@400.00"
    calls.report(A, 300, arrived_ms=1800)  # 100 ms quicker, but its link is beyond the cap
    second = calls.batch(1800)
    assert str(second) == "calls 0@420.01"  # after B's window: too slow, and a replay judges it so
    assert first is not None and second is not None
    assert judge(2, [first, second])[-1] == TooSlow(A, 420.01)
    assert [(r.seat, r.reaction_ms, r.recorded_ms) for r in calls.late] == [(A, 300.0, 420.01)]


def test_a_false_snap_waits_for_valid_calls_made_before_it() -> None:
    state = open_match(3, anyone=False)
    owner, rival = sorted(entitled(state))
    (other,) = {0, 1, 2} - {owner, rival}
    calls = DistantCalls(0.0, {owner: 300.0, rival: 300.0, other: 0.0}, entitled(state))
    calls.report(other, 250, arrived_ms=250)  # a false snap at the host's screen
    assert calls.due_ms() == 250 + 300  # a valid call before it may still be on its way
    calls.report(owner, 200, arrived_ms=450)
    batches = run(calls, [])
    assert [str(b) for b in batches] == [f"calls {owner}@200.00", f"calls {other}@250.00"]
    events = judge(3, batches, anyone=False)
    assert verdict(events) == owner and any(isinstance(e, FalseSnap) and e.seat == other for e in events)


def test_a_false_snap_on_a_card_that_opened_no_match_is_judged_at_once() -> None:
    calls = DistantCalls(0.0, links({A: 250}).waits(), entitled=())
    calls.report(A, 450, arrived_ms=720)
    assert calls.due_ms() == 720 and str(calls.batch(720)) == "calls 0@450.00"


def test_a_second_report_from_a_seat_is_ignored() -> None:
    calls = DistantCalls(0.0, {A: 0.0, B: 0.0}, {A, B})
    assert calls.report(A, 300, arrived_ms=300)
    assert not calls.report(A, 250, arrived_ms=310)
    assert str(calls.batch(320)) == "calls 0@300.00"
    assert not calls.report(A, 200, arrived_ms=330)
    assert calls.due_ms() is None


@pytest.mark.parametrize("reaction", [-0.01, math.nan, math.inf, 10_000.01])
def test_a_bad_reaction_time_is_refused(reaction: float) -> None:
    calls = DistantCalls(0.0, {A: 0.0, B: 100.0}, {A, B})
    with pytest.raises(ValueError, match="reaction time"):
        calls.report(B, reaction, arrived_ms=500)
    assert calls.due_ms() is None


def test_a_report_from_no_seat_or_at_no_time_is_refused() -> None:
    calls = DistantCalls(0.0, {A: 0.0, B: 100.0}, {A, B})
    with pytest.raises(ValueError, match="seat 2"):
        calls.report(2, 300, arrived_ms=500)
    with pytest.raises(ValueError, match="finite"):
        calls.report(B, 300, arrived_ms=math.nan)
    with pytest.raises(ValueError, match="no wait"):
        DistantCalls(0.0, {A: 0.0}, {A, B})


def test_a_seat_waits_for_the_95th_percentile_of_its_recent_round_trips_plus_a_margin() -> None:
    times = LinkTimes(3, frozenset({B, C}))
    for trip in [700.0] * 8 + [100.0 + n for n in range(32)]:  # the first 8 have been forgotten
        times.add(B, trip)
    assert times.waits() == {A: 0.0, B: 130.0 + 50.0, C: MAX_WAIT_MS}  # C not measured yet: the cap
    for _ in range(32):
        times.add(B, 2_000.0)
    assert times.wait_ms(B) == MAX_WAIT_MS


@pytest.mark.parametrize(("seat", "trip"), [(A, 100.0), (B, -1.0), (B, math.nan), (B, 10_000.01)])
def test_a_bad_round_trip_is_refused(seat: int, trip: float) -> None:
    times = LinkTimes(2, frozenset({B}))
    with pytest.raises(ValueError):
        times.add(seat, trip)
    assert times.wait_ms(B) == MAX_WAIT_MS
