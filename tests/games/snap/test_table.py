"""The Snap table driven like a person would: keys pressed on simulated time, the umpire and rules behind it
(RULES.md §5; issue 3 "Input and timing")."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.core.cards import parse_cards
from game.core.rules import StackedPacks
from game.core.session import Controller, Seat, Session
from game.games.snap.reaction_log import ReactionLog
from game.games.snap.rules import FalseSnap, Snapped, TooSlow
from game.games.snap.table import SnapTableScene
from game.registry import game_spec
from game.scenes.results import ResultsScene
from game.scenes.start import watching
from tests.pilot import FRAME_MS, Pilot, make_app

SPEC = game_spec("snap")

# Seat 1 deals, so seat 0 turns first. Dealt one at a time: seat 0 gets 7H, 9C, …; seat 1 gets 7S, 2D, …
# The second card turned (seat 1's 7S) matches seat 0's 7H (RULES.md §5 "A match").
ORDER = parse_cards("7H 7S 9C 2D") + [
    c for c in parse_cards(" ".join(f"{r}{s}" for s in "CDHS" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split()))
    if c not in parse_cards("7H 7S 9C 2D")
]


def snap_table(app, seats, options=None, order=ORDER) -> SnapTableScene:
    options = options or SPEC.preset("snap")
    session = Session.new(SPEC, options, seats, None, StackedPacks([list(order)]), first_dealer=len(seats) - 1)
    table = SnapTableScene(app, session, seed=1)
    app.push(table)
    return table


def shift_down() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)


def test_a_human_call_by_key_wins_the_match_and_is_timed_from_the_card_being_shown(app):
    """RULES.md §5 "Calling": the first caller takes both matching piles; the reaction time runs from the
    flip that first showed the card (issue 3)."""
    pilot = Pilot(app)
    table = snap_table(app, [Seat("You", Controller.HUMAN), Seat("Tot", Controller.TODDLER)])
    flips: list[tuple[int, int]] = []  # (turns so far, time of a flip that showed a newly turned card)
    presented = table.presented

    def note_flip(now_ns: int) -> None:
        if table.shown_pending:
            flips.append((table.state.turns, now_ns))
        presented(now_ns)

    table.presented = note_flip  # type: ignore[method-assign]
    pilot.wait_until(lambda: table.state.turns == 2 and table.umpire.shown_ns is not None)
    shown = next(t for turns, t in flips if turns == 2)
    assert table.umpire.shown_ns == shown
    pilot.wait(300)
    pressed_at = pilot.now_ns
    taken = []
    table_process = table._process
    table._process = lambda e: (taken.append(e), table_process(e))[1]  # type: ignore[method-assign]
    pilot.step([shift_down()])
    assert not taken, "a valid call waits out the dead-heat window before it is judged"
    pilot.step()
    won = [e for e in taken if isinstance(e, Snapped)]
    assert won and won[0].seat == 0
    assert won[0].ms == pytest.approx((pressed_at - shown) / 1e6, abs=0.05)
    pilot.wait_for_animations()
    assert table.hand_counts[0] == len(table.state.hands[0]) == 26 - 1 + 2
    recorded = ReactionLog(app.store.root).load()  # written at once, so a crash loses no call
    assert recorded and recorded[0].kind.value == "valid" and recorded[0].won and recorded[0].player == "You"


def test_a_call_with_no_match_is_a_false_snap_and_the_pile_goes_to_the_centre(app):
    """RULES.md §5 "False snap"."""
    pilot = Pilot(app)
    table = snap_table(app, [Seat("You", Controller.HUMAN), Seat("Tot", Controller.TODDLER)])
    pilot.wait_until(lambda: table.state.turns == 1 and table.umpire.shown_ns is not None)
    pilot.wait(200)
    events = []
    table_process = table._process
    table._process = lambda e: (events.append(e), table_process(e))[1]  # type: ignore[method-assign]
    pilot.step([shift_down()])
    assert any(isinstance(e, FalseSnap) and e.seat == 0 and e.cards == 1 for e in events)
    pilot.wait_for_animations()
    assert [c.code for c in table.centre] == ["7H"]
    assert ReactionLog(app.store.root).load()[-1].kind.value == "false"


def test_a_click_calls_on_the_felt_only_never_on_the_log_panel(app):
    """Issue 10: clicking about the screen (the open log, the frame, the status bar) is not a call; a click
    on the felt is."""
    pilot = Pilot(app)
    table = snap_table(app, [Seat("You", Controller.HUMAN), Seat("Tot", Controller.TODDLER)])
    pilot.wait_until(lambda: table.state.turns == 1 and table.umpire.shown_ns is not None)
    pilot.wait(200)
    events = []
    table_process = table._process
    table._process = lambda e: (events.append(e), table_process(e))[1]  # type: ignore[method-assign]
    x, y, w, h = table.layout.felt
    width, height = app.size
    pilot.press(pygame.K_l)  # the log opens over the right of the felt
    for pos in ((width - 40, height // 2), (x + 2, y + h // 2), (width // 2, height - 4)):  # log, frame, status
        pilot.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        assert not table.umpire.pending and not events, f"a click at {pos} was heard as a call"
    pilot.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x + w // 2, y + h // 2), button=1)])
    pilot.step()
    assert any(isinstance(e, FalseSnap) and e.seat == 0 for e in events)


def test_the_piles_shown_always_add_up_to_the_rules_when_nothing_is_moving(app):
    """Whatever the flights, once they land the table shows exactly the rules' hands, piles and centre."""
    pilot = Pilot(app)
    seats = [Seat("A", Controller.SHARP), Seat("B", Controller.TODDLER), Seat("C", Controller.CASUAL)]
    options = dataclasses.replace(SPEC.preset("snap"), turn_limit=60)
    table = snap_table(app, seats, options)
    checked = 0

    def check() -> None:
        nonlocal checked
        if table.flights or table.dealing:
            return
        state = table.state
        assert table.hand_counts == [len(h) for h in state.hands]
        assert table.piles == state.piles
        assert table.centre == state.centre
        checked += 1

    pilot.wait_until(lambda: isinstance(app.top, ResultsScene), max_ms=200_000, on_frame=check)
    assert checked > 100


def test_a_game_played_to_the_end_is_saved_with_its_reaction_times(app):
    pilot = Pilot(app)
    seats = [Seat("You", Controller.HUMAN), Seat("Rex", Controller.REFLEX)]
    options = dataclasses.replace(SPEC.preset("snap"), turn_limit=40)
    table = snap_table(app, seats, options)
    pressed = 0

    def call_now_and_then() -> None:
        nonlocal pressed
        if table.umpire.shown_ns is not None and table.state.turns % 5 == 0 and pressed < table.state.turns:
            pressed = table.state.turns
            pilot.step([shift_down()])

    pilot.wait_until(lambda: isinstance(app.top, ResultsScene), max_ms=200_000, on_frame=call_now_and_then)
    assert list(app.store.replays_dir.glob("*.json"))
    log = (app.store.root / "reactions.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(log) >= 3


def test_too_slow_close_behind_shows_a_photo_finish(app):
    """Two calls under 100 ms apart: the table shows both times (issue 3 "photo finish")."""
    pilot = Pilot(app)
    table = snap_table(app, [Seat("You", Controller.HUMAN), Seat("Rex", Controller.REFLEX)])
    pilot.wait_until(lambda: table.state.turns == 2 and table.umpire.shown_ns is not None)
    rex = table.umpire.planned[1]
    while pilot.now_ns < rex + 40_000_000:
        pilot.step()
    events = []
    table_process = table._process
    table._process = lambda e: (events.append(e), table_process(e))[1]  # type: ignore[method-assign]
    pilot.step([shift_down()])
    pilot.step()
    assert any(isinstance(e, TooSlow) and e.seat == 0 for e in events)
    assert table.banner is not None and table.banner.text == "Photo finish!"


def test_a_hot_seat_snap_game_opens_with_the_key_test_then_the_table(app):
    """Many keyboards drop keys pressed together, so two humans test theirs first (issue 3)."""
    from game.scenes.keytest import KeyTestScene
    from game.scenes.start import start_game
    from game.scenes.title import TitleScene

    app.push(TitleScene(app))
    seats = [Seat("Ann", Controller.HUMAN), Seat("Bob", Controller.HUMAN), Seat("Cy", Controller.CASUAL)]
    start_game(app, SPEC, SPEC.preset("grab"), seats, seed=3)
    assert isinstance(app.top, KeyTestScene)
    app.top.on_done()
    assert isinstance(app.top, SnapTableScene) and app.top.humans == [0, 1]


def test_practise_snap_starts_against_the_chosen_level_at_once(app):
    from game.scenes.title import TitleScene

    app.push(TitleScene(app))
    pilot = Pilot(app)
    pilot.click("practise")
    assert isinstance(app.top, SnapTableScene)
    assert [s.controller for s in app.top.session.seats] == [Controller.HUMAN, Controller.CASUAL]
    assert app.top.names[1] == "Kit" and app.top._level_text(1) == "casual, about 0.6 s"  # issue 10
    assert app.top._level_text(0) == ""
    pilot.press(pygame.K_ESCAPE)
    pilot.click("quit")
    assert isinstance(app.top, TitleScene)


def test_the_pause_menu_stops_the_clock_of_the_game(app):
    """Nothing falls due while paused, and reaction times start again from the frame after it."""
    pilot = Pilot(app)
    table = snap_table(app, [Seat("You", Controller.HUMAN), Seat("Tot", Controller.TODDLER)])
    pilot.wait_until(lambda: table.state.turns == 1 and table.umpire.shown_ns is not None)
    due = table.umpire.next_turn_ns
    pilot.press(pygame.K_ESCAPE)
    pilot.wait(5000)
    resumed_at = pilot.now_ns
    pilot.press(pygame.K_ESCAPE)
    assert app.top is table and table.state.turns == 1
    assert table.umpire.next_turn_ns > due + 4_900_000_000
    pilot.step()
    assert table.umpire.shown_ns >= resumed_at, "the card is timed afresh: the pause let everyone study it"


def test_a_saved_snap_game_can_be_watched_to_its_end(store):
    """`snipsnap replay FILE` for Snap: the recorded turns and timed calls replay to the recorded result."""
    import random

    from game.games.snap.umpire import Umpire, turned_in
    from game.input.tempo import Tempo
    from game.replay import from_session, parse

    seats = [Seat("Rex", Controller.REFLEX), Seat("Tot", Controller.TODDLER)]
    session = Session.new(SPEC, SPEC.preset("grab"), seats, seed=5)
    umpire, now = Umpire(session, 700, random.Random(5)), 0
    umpire.start(now)
    while not umpire.over:
        now = max(now, umpire.next_due_ns())
        if turned_in(umpire.tick(now)):
            umpire.shown(now)
    app = make_app(store, size=(640, 480))
    app.settings.tempo = Tempo.FRANTIC
    pilot = Pilot(app)
    app.push(watching(app, parse(from_session(session))))
    watched = app.top
    pilot.wait_until(lambda: not watched.dealing)
    pilot.step()
    assert watched.started, "a replay watched has no countdown"
    pilot.wait_until(lambda: isinstance(app.top, ResultsScene), max_ms=600_000)
    assert watched.state.result() == session.state.result() and watched.state.winners
    assert watched.hand_counts == [len(h) for h in session.state.hands]


def test_with_turn_keys_a_human_turns_their_own_card(app):
    """Settings › Snap turning: each human turns their own card with their Turn key (issue 3 "Pace")."""
    app.settings.turn_by_key = True
    pilot = Pilot(app)
    table = snap_table(app, [Seat("You", Controller.HUMAN), Seat("Tot", Controller.TODDLER)])
    pilot.wait(5000)
    assert table.started and table.state.turns == 0, "seat 0 turns first, and waits for its key"
    pilot.press(pygame.K_RSHIFT)  # another human's key: nothing
    pilot.press(pygame.K_z)
    assert table.state.turns == 1 and table.state.last_turned[0] == 0
    pilot.wait_until(lambda: table.state.turns == 2)  # the computer turns its own at the tempo
    assert table.state.last_turned[0] == 1


def test_an_adaptive_computer_starts_from_the_players_recorded_reactions(app):
    from game.games.snap.reaction_log import CallKind, CallRecord, ReactionLog

    when = "2026-11-20T10:00:00"
    ReactionLog(app.store.root).append(
        CallRecord(when, when, "You", "snap", 400.0, CallKind.VALID, True, "adaptive") for _ in range(10)
    )
    table = snap_table(app, [Seat("You", Controller.HUMAN), Seat("Ada", Controller.ADAPTIVE)])
    assert table.umpire.adaptive.level.mu_ms == pytest.approx(440.0)


@pytest.mark.parametrize(("preset", "size"), [("snap", (640, 480)), ("grab", (640, 480)), ("snap", (1920, 1080))])
def test_the_parts_sent_to_the_display_always_add_up_to_the_whole_frame(store, preset, size):
    """The table sends the display only what changed (`update_rects`), so that input waits less: a screen
    that received only those parts must look exactly like the frame drawn, every frame (large windows have
    large cards, whose soft shadows reach furthest)."""
    app = make_app(store, size=size)
    pilot = Pilot(app)
    seats = [Seat("A", Controller.REFLEX), Seat("B", Controller.TODDLER), Seat("C", Controller.CASUAL)]
    table = snap_table(app, seats, SPEC.preset(preset))
    screen = app.surface.copy()
    partial = 0

    def receive() -> None:
        nonlocal partial
        rects = table.update_rects()
        if rects is None:
            screen.blit(app.surface, (0, 0))
        else:
            partial += 1
            for rect in rects:
                screen.blit(app.surface, rect, rect)
        assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(app.surface, "RGB")

    presented = table.presented
    table.presented = lambda now_ns: (receive(), presented(now_ns))[1]  # type: ignore[method-assign]
    pilot.wait_until(lambda: table.state.turns >= 40, max_ms=120_000)
    assert partial > 100
    assert sum(r.width * r.height for r in table.update_rects() or []) < size[0] * size[1]


def test_a_call_in_the_frame_the_next_card_is_due_is_judged_on_the_card_on_screen(app):
    """Cards are turned only just before a frame is drawn: a press dequeued while a match is on screen is
    judged on that match, even when the tempo's next turn falls due in the same frame."""
    pilot = Pilot(app)
    table = snap_table(app, [Seat("You", Controller.HUMAN), Seat("Tot", Controller.TODDLER)])
    pilot.wait_until(lambda: table.state.turns == 2 and table.umpire.shown_ns is not None)
    table.umpire.planned.clear()  # the toddler keeps quiet
    while pilot.now_ns + int(FRAME_MS * 1_000_000) < table.umpire.next_turn_ns:
        pilot.step()
    events = []
    table_process = table._process
    table._process = lambda e: (events.append(e), table_process(e))[1]  # type: ignore[method-assign]
    table.poll(table.umpire.next_turn_ns)  # the app polls between frames: the turn is due, but must wait
    assert table.state.turns == 2
    pilot.step([shift_down()])
    pilot.step()
    assert not any(isinstance(e, FalseSnap) for e in events)
    assert any(isinstance(e, Snapped) and e.seat == 0 for e in events)


@pytest.mark.parametrize("preset", ["snap", "grab"])
def test_two_people_on_one_keyboard_play_a_whole_game(store, preset):
    """Issue 3 "Done when": Ann (Left Shift) and Bob (Right Shift) play a whole game by keys, with dead heats,
    false snaps and Snap Centre happening as RULES.md §5 says, to the results."""
    import random

    from game.input.tempo import Tempo
    from game.storage import Speed

    app = make_app(store, speed=Speed.FAST, size=(640, 480))
    app.settings.tempo = Tempo.FRANTIC
    pilot = Pilot(app)
    session = Session.new(SPEC, SPEC.preset(preset), [Seat("Ann", Controller.HUMAN), Seat("Bob", Controller.HUMAN)], 11)
    table = SnapTableScene(app, session, seed=11)
    app.push(table)
    seen: list[str] = []
    table_process = table._process
    table._process = lambda e: (seen.append(type(e).__name__), table_process(e))[1]  # type: ignore[method-assign]
    rng, keys, last = random.Random(4), (pygame.K_LSHIFT, pygame.K_RSHIFT), 0

    def press(*which: int) -> pygame.event.Event:
        return [pygame.event.Event(pygame.KEYDOWN, key=keys[w], mod=0, unicode="", scancode=0) for w in which]

    while not isinstance(app.top, ResultsScene) and pilot.now_ns < 900e9:
        if table.umpire.shown_ns is not None and table.state.turns != last:
            last, match = table.state.turns, table.state.match
            if match is not None:
                owners = sorted(match.entitled) if match.entitled else [0, 1]
                if rng.random() < 0.3:  # both at once: a dead heat
                    pilot.wait(240)
                    pilot.step(press(0, 1))
                else:
                    pilot.wait(rng.choice([200, 300, 400]))
                    pilot.step(press(rng.choice(owners)))
            elif rng.random() < 0.06:  # a call with no match: a false snap
                pilot.wait(250)
                pilot.step(press(rng.randrange(2)))
        pilot.step()
    assert isinstance(app.top, ResultsScene) and table.state.winners
    for happened in ("Snapped", "DeadHeat", "FalseSnap", "SnapCentre", "PlayerOut", "GameOver"):
        assert happened in seen, happened
    assert table.state.result().stacks[table.state.winners[0]] + len(table.state.centre) == 52


def test_after_the_window_is_exposed_the_whole_table_is_sent_again(app):
    """The window system may lose what a window showed (another window passed over it): send it all."""
    pilot = Pilot(app)
    table = snap_table(app, [Seat("You", Controller.HUMAN), Seat("Tot", Controller.TODDLER)])
    pilot.wait(3000)
    pilot.step()
    assert table.update_rects() is not None
    pilot.step([pygame.event.Event(pygame.WINDOWEXPOSED)])
    assert table.update_rects() is None


def test_a_game_starts_with_a_countdown_and_no_card_turns_before_it_ends(app):
    """Issue 10: after the deal, 3, 2, 1 — then the first card; a replay being watched has none."""
    pilot = Pilot(app)
    table = snap_table(app, [Seat("You", Controller.HUMAN), Seat("Tot", Controller.TODDLER)])
    pilot.wait_until(lambda: not table.dealing)
    shown: list[str] = []
    waited = 0.0
    while not table.started:
        if table.banner is not None and table.banner.text not in shown:
            shown.append(table.banner.text)
        assert table.state.turns == 0
        pilot.step()
        waited += FRAME_MS
    assert shown == ["3", "2", "1"]
    assert waited == pytest.approx(3000, abs=2 * FRAME_MS)
    pilot.wait_until(lambda: table.state.turns == 1)
