"""The umpire of Snap (game/games/snap/umpire.py) in simulated time: when cards are turned, how calls are timed and held
for the dead-heat window, when the computers call, and how the adaptive level follows a human.

Times are synthetic ns; `MS` converts. Seats: A = 0, B = 1. The pack is stacked (tests/games/snap/stacking.py)
so that the 6th card turned, B's 7D, matches A's 7C.
"""

from __future__ import annotations

import json
import random

import pytest

from game import replay

from game.core.rules import StackedPacks
from game.core.session import Controller, MoveRecord, Seat, Session
from game.games.snap.reaction import LEVELS, Sight, react
from game.games.snap.rules import DeadHeat, FalseSnap, Snap, Snapped, TooSlow, Turned
from game.games.snap.umpire import AFTER_TAKE_MS, Umpire, turned_in
from game.input.tempo import TEMPO_INTERVAL_MS
from game.registry import SNAP as SPEC

from .stacking import snap_pack

MS = 1_000_000
A, B = 0, 1
HUMAN, REFLEX, CASUAL, ADAPTIVE = Controller.HUMAN, Controller.REFLEX, Controller.CASUAL, Controller.ADAPTIVE
INTERVAL = 1000
DISPLAY_MS = 16  # from the turn to the display flip that first shows the card
MATCH_HANDS = {A: "2C 3C 7C", B: "4D 5D 7D"}
PAIRED_HANDS = {
    A: "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
    B: "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS",
}
"""A's k-th card and B's k-th card have the same rank: every card B turns matches the card A just turned."""


def umpire(
    controllers: list[Controller],
    hands: dict[int, str] | None = None,
    seed: int = 1,
    interval_ms: float = INTERVAL,
    **kwargs: object,
) -> Umpire:
    """An umpire for a new game (B dealing, so A turns first), started at time 0."""
    seats = [Seat(f"P{n}", c) for n, c in enumerate(controllers)]
    packs = StackedPacks([snap_pack(hands or MATCH_HANDS, len(seats), dealer=B)])
    session = Session.new(SPEC, SPEC.preset("snap"), seats, packs=packs, first_dealer=B)
    referee = Umpire(session, interval_ms, random.Random(seed), **kwargs)  # type: ignore[arg-type]
    referee.start(0)
    return referee


def next_card(referee: Umpire) -> tuple[Turned, int]:
    """Run the clock to the next automatic turn and show the card DISPLAY_MS later; returns it and the time it
    was shown. Fails if anything else happens on the way."""
    due = referee.next_due_ns()
    assert due is not None
    events = referee.tick(due)
    card = turned_in(events)
    assert card is not None and events == [card], events
    referee.shown(due + DISPLAY_MS * MS)
    return card, due + DISPLAY_MS * MS


def to_the_match(referee: Umpire) -> int:
    """Turn the six cards of MATCH_HANDS; returns when B's 7D (the match) was shown."""
    for _ in range(6):
        card, shown = next_card(referee)
    assert card.match == (A, B)
    return shown


def run_until(referee: Umpire, now_ns: int) -> list:
    """Tick at every time something is due up to `now_ns`, then at `now_ns`; returns all the events."""
    events = []
    while (due := referee.next_due_ns()) is not None and due < now_ns:
        events += referee.tick(due)
        assert not turned_in(events), "no card is turned on the way"
    return events + referee.tick(now_ns)


def state(referee: Umpire) -> Snap:
    return referee.state


# -- timing a human's calls -------------------------------------------------------------------------------


def test_a_human_call_is_timed_from_when_the_card_was_shown() -> None:
    """Issue 3 "Input and timing": a call is measured from the display flip that first showed the card."""
    referee = umpire([HUMAN, HUMAN])
    shown = to_the_match(referee)

    referee.call(A, shown + 312 * MS)
    events = referee.tick(shown + 332 * MS)

    assert events == [Snapped(A, 312.0, (B, A), 6)]
    assert referee.session.moves[-1] == MoveRecord(A, "calls 0@312.00")


def test_a_valid_call_is_held_for_the_dead_heat_window() -> None:
    """RULES.md §5 "Dead heat": the umpire waits `dead_heat_ms` (20) after a valid call for a rival."""
    referee = umpire([HUMAN, HUMAN])
    shown = to_the_match(referee)

    referee.call(A, shown + 312 * MS)
    assert referee.tick(shown + 312 * MS) == []
    assert referee.next_due_ns() == shown + 332 * MS
    assert referee.tick(shown + 332 * MS - 1) == []
    assert referee.session.moves[-1].move == "turn", "nothing was sent to the rules yet"
    assert [type(e) for e in referee.tick(shown + 332 * MS)] == [Snapped]


def test_a_rival_call_inside_the_window_makes_a_dead_heat() -> None:
    referee = umpire([HUMAN, HUMAN])
    shown = to_the_match(referee)
    before = [len(h) for h in state(referee).hands]

    referee.call(A, shown + 312 * MS)
    referee.call(B, shown + 324 * MS)
    events = referee.tick(shown + 332 * MS)

    assert events == [DeadHeat((A, B), (312.0, 324.0))]
    assert [len(h) for h in state(referee).hands] == before
    assert referee.session.moves[-1] == MoveRecord(A, "calls 0@312.00 1@324.00")


def test_a_rival_call_just_outside_the_window_is_too_slow() -> None:
    referee = umpire([HUMAN, HUMAN])
    shown = to_the_match(referee)

    referee.call(A, shown + 312 * MS)
    assert [type(e) for e in referee.tick(shown + 332 * MS)] == [Snapped]
    referee.call(B, shown + 337 * MS)
    assert referee.tick(shown + 337 * MS) == [TooSlow(B, 337.0)]


def test_calls_are_recorded_to_the_hundredth_of_a_ms() -> None:
    referee = umpire([HUMAN, HUMAN])
    shown = to_the_match(referee)

    referee.call(A, shown + 312_345_000)
    events = run_until(referee, shown + 340 * MS)

    assert events == [Snapped(A, 312.35, (B, A), 6)]
    assert referee.session.moves[-1] == MoveRecord(A, "calls 0@312.35")


def checks_by_its_times(referee: Umpire) -> list:
    """The umpire's game re-played from its record alone, as `replay --check` does; returns every event."""
    recorded = replay.parse(json.loads(json.dumps(replay.from_session(referee.session))))
    replay.check(recorded)
    return [e for _, events in replay.steps(recorded) for e in events]


def test_a_win_by_a_hair_more_than_the_window_is_recorded_as_one() -> None:
    """A's call 0.06 ms and B's 20.09 ms after the card: 20.03 ms apart, A wins. To 0.1 ms they would read 0.1 and
    20.1, exactly the window apart, a dead heat: the record must tell the two apart."""
    referee = umpire([HUMAN, HUMAN])
    shown = to_the_match(referee)

    referee.call(A, shown + 60_000)
    events = referee.tick(shown + 20_060_000)
    referee.call(B, shown + 20_090_000)
    events += referee.tick(shown + 20_090_000)

    assert events == [Snapped(A, 0.06, (B, A), 6), TooSlow(B, 20.09)]
    assert [m.move for m in referee.session.moves[-2:]] == ["calls 0@0.06", "calls 1@20.09"]
    assert checks_by_its_times(referee)[-2:] == events


def test_a_call_heard_after_the_window_closed_is_recorded_after_it() -> None:
    """A's call (recorded 0.00 ms) is judged when its window closes, 20 ms later. B's call comes 0.0009 ms after
    that, which rounds to 20.00 ms — exactly the window, a dead heat by the record. The umpire has already
    given A the match, so B's call is recorded at the first time the record reads as outside: 20.01 ms."""
    referee = umpire([HUMAN, HUMAN])
    shown = to_the_match(referee)

    referee.call(A, shown + 4_000)
    assert [type(e) for e in referee.tick(shown + 4_000 + 20 * MS)] == [Snapped]
    referee.call(B, shown + 4_900 + 20 * MS)
    assert referee.tick(shown + 4_900 + 20 * MS) == [TooSlow(B, 20.01)]
    assert [type(e) for e in checks_by_its_times(referee)[-2:]] == [Snapped, TooSlow]


def test_calls_recorded_at_the_same_time_are_listed_in_the_order_they_were_registered() -> None:
    """B's call is registered first, A's second with an earlier stamp (a key's own time): both read 300.00 ms,
    so the record lists B first, B is the record's seat and the first of the dead heat."""
    referee = umpire([HUMAN, HUMAN])
    shown = to_the_match(referee)

    referee.call(B, shown + 300 * MS + 4_000)
    referee.call(A, shown + 300 * MS + 1_000)
    events = run_until(referee, shown + 340 * MS)

    assert events == [DeadHeat((B, A), (300.0, 300.0))]
    assert referee.session.moves[-1] == MoveRecord(B, "calls 1@300.00 0@300.00")


def test_a_false_snap_is_judged_at_once() -> None:
    referee = umpire([HUMAN, HUMAN])
    _, shown = next_card(referee)
    referee.call(B, shown + 400 * MS)
    assert referee.tick(shown + 400 * MS) == [FalseSnap(B, 400.0, 0)]


def test_a_call_stamped_before_the_card_showed_counts_as_0_ms() -> None:
    """A key pressed between the turn and the display flip is a guess: 0 ms, never a negative time (the
    adaptive level, which learns from a human's valid calls, refuses negative times)."""
    referee = umpire([HUMAN, ADAPTIVE])
    for _ in range(5):
        next_card(referee)
    due = referee.next_due_ns()
    assert due is not None
    assert turned_in(referee.tick(due)).match == (A, B)  # type: ignore[union-attr]
    referee.call(A, due + 5 * MS)
    referee.shown(due + DISPLAY_MS * MS)

    events = referee.tick(due + 25 * MS)

    assert events[0] == Snapped(A, 0.0, (B, A), 6)
    assert referee.adaptive.level.mu_ms == LEVELS["reflex"].mu_ms, "0 ms × 1.1, clamped to the fastest level"


# -- computers ------------------------------------------------------------------------------------------------


def test_a_computer_call_is_its_reaction_time_after_the_card_was_shown() -> None:
    """game/games/snap/reaction.py: the computer draws its reaction when the card is shown and calls that many ms
    later; a reflex computer never misses a match, so its call's time is exactly its drawn delay."""
    referee = umpire([HUMAN, REFLEX], seed=5)
    for _ in range(5):
        next_card(referee)
    due = referee.next_due_ns()
    assert due is not None
    assert turned_in(referee.tick(due)) is not None
    draws = random.Random()
    draws.setstate(referee.rng.getstate())
    delay = react(LEVELS["reflex"], Sight.MATCH, draws)
    assert delay is not None
    shown = due + 40 * MS

    referee.shown(shown)
    assert referee.planned == {B: shown + round(delay * MS)}
    assert referee.next_due_ns() == shown + round(delay * MS)
    events: list = []
    while not events:
        events = referee.tick(referee.next_due_ns())  # type: ignore[arg-type]

    assert events == [Snapped(B, round(delay, 2), (B, A), 6)]


def test_computers_see_no_match_and_keep_quiet_when_there_is_none() -> None:
    referee = umpire([REFLEX, REFLEX])
    for _ in range(5):
        next_card(referee)
        assert referee.planned == {}, "a reflex computer never makes a false snap"


def test_a_computer_a_little_behind_the_winner_calls_too_slow_and_one_far_behind_keeps_quiet() -> None:
    """After a match is won, computers still mid-reaction call only when within PHOTO_FINISH_MS (100) of the
    judging; the rest see the cards go and say nothing."""
    outcomes = set()
    for seed in range(40):
        referee = umpire([HUMAN, CASUAL], seed=seed)
        shown = to_the_match(referee)
        if B not in referee.planned:
            continue  # the computer missed the match (a lapse)
        due = referee.planned[B]
        if due <= shown + 470 * MS:
            continue  # the computer was first
        referee.call(A, shown + 450 * MS)
        events = referee.tick(shown + 470 * MS)
        assert events == [Snapped(A, 450.0, (B, A), 6)]
        close = due <= shown + 570 * MS
        assert (B in referee.planned) == close
        if close:
            assert referee.tick(due) == [TooSlow(B, round((due - shown) / MS, 2))]
        outcomes.add(close)
    assert outcomes == {True, False}


# -- the tempo ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("interval", sorted(TEMPO_INTERVAL_MS.values()))
def test_the_next_card_is_turned_one_interval_after_the_last_was_shown(interval: int) -> None:
    referee = umpire([HUMAN, HUMAN], interval_ms=interval)
    assert referee.next_due_ns() == interval * MS, "the first card one interval after the start"
    _, shown = next_card(referee)

    assert referee.next_due_ns() == shown + interval * MS
    assert referee.tick(shown + interval * MS - 1) == []
    assert turned_in(referee.tick(shown + interval * MS)) is not None


def test_no_card_is_turned_until_the_last_one_has_been_shown() -> None:
    referee = umpire([HUMAN, HUMAN])
    due = referee.next_due_ns()
    assert due is not None and turned_in(referee.tick(due))
    assert referee.awaiting_show() and referee.next_due_ns() is None
    assert referee.tick(due + 10 * INTERVAL * MS) == []
    referee.shown(due + 10 * INTERVAL * MS)
    assert referee.next_due_ns() == due + 11 * INTERVAL * MS


def test_the_tempos_are_the_settings_numbers() -> None:
    """The tempo table (ms between turns) the setting and `simulate --tempo` share."""
    assert TEMPO_INTERVAL_MS == {"slow": 2000, "normal": 1400, "fast": 1000, "frantic": 700}


def test_after_cards_change_hands_the_next_turn_waits_after_take_ms() -> None:
    referee = umpire([HUMAN, HUMAN])
    shown = to_the_match(referee)
    referee.call(A, shown + 700 * MS)
    judged = shown + 720 * MS
    assert [type(e) for e in referee.tick(judged)] == [Snapped]

    turn_at = judged + round(AFTER_TAKE_MS * MS)
    assert turn_at > shown + INTERVAL * MS
    assert referee.next_due_ns() == turn_at
    assert referee.tick(turn_at - 1) == []
    assert turned_in(referee.tick(turn_at)) is not None


def test_after_a_false_snap_that_moves_cards_the_next_turn_waits_too() -> None:
    referee = umpire([HUMAN, HUMAN])
    _, shown = next_card(referee)
    referee.call(A, shown + 950 * MS)
    assert referee.tick(shown + 950 * MS) == [FalseSnap(A, 950.0, 1)]
    assert referee.next_due_ns() == shown + 950 * MS + round(AFTER_TAKE_MS * MS)


def test_a_valid_call_just_before_the_next_turn_is_judged_before_that_turn() -> None:
    """The call holds the turn back until its window has passed; `next_due_ns` says when that is (and never
    names a time at which `tick` has nothing to do)."""
    referee = umpire([HUMAN, HUMAN])
    shown = to_the_match(referee)
    referee.call(B, shown + (INTERVAL - 5) * MS)

    assert referee.next_due_ns() == shown + (INTERVAL + 15) * MS
    assert referee.tick(shown + INTERVAL * MS) == []
    assert [type(e) for e in referee.tick(shown + (INTERVAL + 15) * MS)] == [Snapped]


# -- turning by key -------------------------------------------------------------------------------------------


def test_with_turn_by_key_a_humans_card_waits_for_their_turn_key() -> None:
    referee = umpire([HUMAN, HUMAN], turn_by_key=True)
    assert referee.next_due_ns() is None
    assert referee.tick(60_000 * MS) == []

    assert referee.turn_key(B, 60_000 * MS) == [], "it is A's turn: B's key does nothing"
    events = referee.turn_key(A, 60_001 * MS)
    assert turned_in(events) is not None and turned_in(events).seat == A  # type: ignore[union-attr]
    assert referee.turn_key(B, 60_002 * MS) == [], "not before the card has been shown"
    referee.shown(60_010 * MS)
    assert referee.turn_key(A, 60_600 * MS) == []
    assert referee.turn_key(B, 60_020 * MS) == [], "everyone gets a fair chance to call the card first"
    assert turned_in(referee.turn_key(B, 60_510 * MS)).seat == B  # type: ignore[union-attr]


def test_after_a_false_snap_the_callers_presses_are_not_heard_until_the_next_card() -> None:
    """Pressing again and again costs nothing once the pile is gone, so it must not win a Snap Centre."""
    referee = umpire([HUMAN, HUMAN])
    referee.start(0)
    referee.tick(INTERVAL * MS)
    referee.shown(INTERVAL * MS)
    referee.call(A, (INTERVAL + 200) * MS)
    assert [type(e).__name__ for e in referee.tick((INTERVAL + 200) * MS)][:1] == ["FalseSnap"]
    referee.call(A, (INTERVAL + 300) * MS)
    assert referee.pending == []
    events = referee.tick(2 * INTERVAL * MS + 900 * MS)
    assert turned_in(events) is not None
    referee.call(A, 3 * INTERVAL * MS)
    assert [p.seat for p in referee.pending] == [A]


def test_with_turn_by_key_computer_seats_are_still_turned_at_the_tempo() -> None:
    referee = umpire([HUMAN, CASUAL], turn_by_key=True)
    events = referee.turn_key(A, 5 * MS)
    assert turned_in(events) is not None
    referee.shown(20 * MS)
    assert referee.next_due_ns() == (20 + INTERVAL) * MS
    assert turned_in(referee.tick((20 + INTERVAL) * MS)).seat == B  # type: ignore[union-attr]


def test_without_turn_by_key_the_turn_key_does_nothing() -> None:
    referee = umpire([HUMAN, HUMAN])
    assert referee.turn_key(A, 5 * MS) == []


# -- the adaptive level ----------------------------------------------------------------------------------------


def test_the_adaptive_level_follows_a_humans_reaction_times() -> None:
    """game/games/snap/reaction.py `Adaptive`: the computer's μ is 1.1 × the human's median valid reaction; a false
    snap teaches it nothing; the adaptive seat's next reaction is drawn from the level learnt."""
    referee = umpire([HUMAN, ADAPTIVE], hands=PAIRED_HANDS, seed=3)
    assert referee.adaptive.level.mu_ms == LEVELS["casual"].mu_ms
    _, shown = next_card(referee)  # A's first card: no match
    referee.call(A, shown + 900 * MS)
    assert referee.tick(shown + 900 * MS) == [FalseSnap(A, 900.0, 1)]
    assert referee.adaptive.level.mu_ms == LEVELS["casual"].mu_ms, "a false snap teaches nothing"
    _, shown = next_card(referee)  # B's first card matches A's, now the centre's top
    run_until(referee, shown + 250 * MS)
    referee.call(A, shown + 250 * MS)
    run_until(referee, shown + 400 * MS)
    for _ in range(5):
        next_card(referee)
        _, shown = next_card(referee)  # B's card matches A's
        run_until(referee, shown + 250 * MS)
        referee.call(A, shown + 250 * MS)
        run_until(referee, shown + 400 * MS)
        assert not referee.pending and not referee.planned
    assert referee.adaptive.level.mu_ms == pytest.approx(275.0)

    next_card(referee)
    due = referee.next_due_ns()
    assert due is not None and turned_in(referee.tick(due)).match == (A, B)  # type: ignore[union-attr]
    draws = random.Random()
    draws.setstate(referee.rng.getstate())
    delay = react(referee.adaptive.level, Sight.MATCH, draws)
    referee.shown(due)
    assert referee.planned == ({} if delay is None else {B: due + round(delay * MS)})


# -- seeds -------------------------------------------------------------------------------------------------------


def computer_game(seed: int, umpire_seed: int) -> list[MoveRecord]:
    seats = [Seat("P0", Controller.SHARP), Seat("P1", Controller.CASUAL), Seat("P2", Controller.TODDLER)]
    session = Session.new(SPEC, SPEC.preset("snap"), seats, seed=seed)
    referee = Umpire(session, INTERVAL, random.Random(umpire_seed))
    now = 0
    referee.start(now)
    while not referee.over:
        now = max(now, referee.next_due_ns())  # type: ignore[type-var]
        if turned_in(referee.tick(now)):
            referee.shown(now)
    return session.moves


def test_the_same_seed_gives_the_same_game() -> None:
    first = computer_game(4, 9)
    assert any(m.move.startswith("calls") for m in first)
    assert computer_game(4, 9) == first
    assert computer_game(4, 10) != first


def test_a_false_snap_that_costs_nothing_silences_the_caller_for_three_more_cards() -> None:
    """A player with no pile to lose (out of the game) would otherwise call on every card for free, and so
    beat everyone to Snap Centre."""
    from game.games.snap.umpire import FREE_CALL_SILENCE

    referee = umpire([HUMAN, HUMAN])
    referee.start(0)
    now = INTERVAL * MS
    referee.tick(now)
    referee.shown(now)
    assert referee.state.piles[B] == [], "B has turned nothing yet: no pile to lose"
    referee.call(B, now + 200 * MS)
    referee.tick(now + 200 * MS)
    for _ in range(FREE_CALL_SILENCE):
        now = referee.next_due_ns()
        assert turned_in(referee.tick(now)) is not None
        referee.shown(now)
        referee.call(B, now + 100 * MS)
        assert referee.pending == [], "B is not heard"
    now = referee.next_due_ns()
    referee.tick(now)
    referee.shown(now)
    referee.call(B, now + 100 * MS)
    assert [p.seat for p in referee.pending] == [B]


# -- calls from another home (issue 35) --------------------------------------------------------------------------


def test_a_call_from_afar_is_placed_at_its_own_reaction_time_and_a_valid_call_waits_for_the_rival_afar() -> None:
    """Issue 35 "Snap at a distance": B plays at another home, 200 ms of link away. A (here) calls at 312 ms;
    the umpire holds the call for B's report as well as the window. B's app measured 280 ms on its own screen,
    and its report comes at 480 ms: B was faster, and wins — the network decided nothing."""
    referee = umpire([HUMAN, HUMAN], remote_waits={B: 200.0})
    shown = to_the_match(referee)

    referee.call(A, shown + 312 * MS)
    assert referee.next_due_ns() == shown + (312 + 20 + 200) * MS
    assert run_until(referee, shown + 479 * MS) == [], "B may still be heard"
    referee.call_after(B, 280.0)
    assert referee.tick(shown + 480 * MS) == [Snapped(B, 280.0, (B, A), 6), TooSlow(A, 312.0)]
    assert referee.session.moves[-1] == MoveRecord(B, "calls 1@280.00 0@312.00")


def test_with_no_word_from_afar_the_call_here_is_judged_once_the_rival_has_had_its_wait() -> None:
    referee = umpire([HUMAN, HUMAN], remote_waits={B: 200.0})
    shown = to_the_match(referee)

    referee.call(A, shown + 312 * MS)
    assert referee.tick(shown + 531 * MS) == []
    assert referee.tick(shown + 532 * MS) == [Snapped(A, 312.0, (B, A), 6)]


def test_a_report_from_afar_slower_than_its_wait_is_merely_slow() -> None:
    """RULES.md §5: a valid call after the match was taken is merely slow — even one that was faster on its own
    screen, when its report took longer than its link's wait (issue 35: `late`)."""
    referee = umpire([HUMAN, HUMAN], remote_waits={B: 200.0})
    shown = to_the_match(referee)

    referee.call(A, shown + 312 * MS)
    assert [type(e) for e in referee.tick(shown + 532 * MS)] == [Snapped]
    referee.call_after(B, 305.0)
    assert [type(e) for e in referee.tick(shown + 600 * MS)] == [TooSlow]
