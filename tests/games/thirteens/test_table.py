"""Thirteens at the table (issue 12): several people place the same call at once, each with their own keys
(the first also with the mouse); nothing counts before the call is shown; a call not placed in time goes on a
row by itself (RULES.md §6, option `pace`); computer seats play a whole game to the results; a game continued
shows every card where it was; a replay is watched to the end; the table sits still while people think; and at
every window size and player count nothing is cut off or lies on something else."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.cards import Card, Rank
from game.core.rules import StackedPacks
from game.core.session import Controller, Seat, Session
from game.games.thirteens.rules import number_set
from game.games.thirteens.table import ThirteensTable
from game.registry import game_spec
from game.replay import from_session, parse
from game.scenes.results import ResultsScene
from game.scenes.start import playing_on, watching
from game.storage import Speed
from tests.games.thirteens.calling import call_order
from tests.pilot import Pilot, make_app

SPEC = game_spec("thirteens")


def calls(*first: int) -> list[Card]:
    """A caller's order starting with the numbers `first`, then the rest of the set in a fixed shuffle."""
    order: list[Card] = []
    left = number_set()
    for number in first:
        chosen = next(c for c in left if c.rank == number)
        left.remove(chosen)
        order.append(chosen)
    random.Random(3).shuffle(left)
    return order + left


def table(store, seats: list[Seat], order: list[Card], size=(1280, 720), speed=Speed.FAST, **changes):
    """A table of `seats` with the calls in `order`, waiting (once shown) for the first call to be placed."""
    app = make_app(store, speed=speed, size=size)
    options = SPEC.options_for("thirteens", changes)
    session = Session.new(SPEC, options, seats, None, StackedPacks([order]))
    scene = ThirteensTable(app, session)
    app.push(scene)
    pilot = Pilot(app)
    pilot.wait_until(scene.showing_current)
    return app, pilot, scene


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


ANN, BOB = Seat("Ann", Controller.HUMAN), Seat("Bob", Controller.HUMAN)


def test_two_humans_on_one_keyboard_place_the_same_call_in_the_same_frame_and_both_count(store) -> None:
    app, pilot, scene = table(store, [ANN, BOB, Seat("Ada", Controller.MEDIUM)], calls(7, 9))
    # Ann's keys are 1 2 3 4, Bob's 7 8 9 0 (issue 12): Ann's row 2 and Bob's row 4, pressed together.
    pilot.step([key(pygame.K_2), key(pygame.K_0)])
    placed = [(m.seat, m.move) for m in scene.session.moves[:2]]
    assert (0, "0 row 2") in placed and (1, "1 row 4") in placed
    assert [c.rank for c in scene.state.rows[0][1]] == [Rank.SEVEN]
    assert [c.rank for c in scene.state.rows[1][3]] == [Rank.SEVEN]


def test_a_press_before_the_call_is_shown_counts_for_nothing(store) -> None:
    app, pilot, scene = table(store, [ANN, Seat("Ada", Controller.EASY)], calls(7, 9))
    pilot.step([key(pygame.K_1)])
    assert scene.state.called == 1 and not scene.state.waiting[0]
    pilot.wait_until(lambda: scene.state.called == 2)
    assert not scene.showing_current()  # the 9 is called but not shown yet
    pilot.step([key(pygame.K_1)])
    assert scene.state.waiting[0], "a key pressed before the call showed must not place it"
    pilot.wait_until(scene.showing_current)
    pilot.step([key(pygame.K_1)])
    assert not scene.state.waiting[0]


def test_the_first_human_places_with_a_click_on_a_row(store) -> None:
    app, pilot, scene = table(store, [ANN, BOB], calls(7, 9))
    area = scene.layout.areas[0]
    pilot.click_at(pygame.Rect(area.row_box(2)).center)
    assert [m.move for m in scene.session.moves] == ["0 row 3"]


def test_a_call_not_placed_in_time_goes_on_the_first_row_that_stays_descending(store) -> None:
    """RULES.md §6 option `pace`: 'a card not placed in time goes on the player's first row that keeps rows
    descending, else the first row'."""
    app, pilot, scene = table(store, [ANN], calls(7, 9), pace=3)
    pilot.wait(2500)
    assert scene.state.waiting[0], "the time has not run out yet"
    pilot.wait(700)
    assert scene.session.moves[0].move == "0 late"
    assert scene.state.rows[0][0][0].rank == 7
    assert any(line.startswith("Time! Ann's 7 goes on row 1") for line in scene.log_lines)


def test_computer_seats_play_a_whole_game_to_the_results_and_the_table_shows_what_the_rules_hold(store) -> None:
    seats = [Seat("Ada", Controller.MEDIUM), Seat("Bertie", Controller.EASY), Seat("Clara", Controller.MEDIUM)]
    app, pilot, scene = table(store, seats, calls(), speed=Speed.INSTANT, auto_foundation=False)
    shown: list[tuple[list[list[list[Card]]], list[list[Card | None]]]] = []
    pilot.wait_until(lambda: scene.state.is_over(), max_ms=600_000)
    pilot.wait_for_animations()
    shown.append((scene.shown_rows, scene.shown_foundations))
    for seat in range(3):
        assert scene.shown_rows[seat] == scene.state.rows[seat]
        assert [c for c in scene.shown_foundations[seat]] == [p[-1] if p else None for p in scene.state.foundations[seat]]
    pilot.wait_until(lambda: isinstance(app.top, ResultsScene), max_ms=20_000)


def test_a_game_continued_shows_every_card_where_its_moves_put_it(store) -> None:
    app, pilot, scene = table(store, [ANN, Seat("Ada", Controller.MEDIUM)], calls(7, 9, 12, 3))
    for row in (pygame.K_1, pygame.K_2, pygame.K_1):
        pilot.wait_until(lambda: scene.showing_current() and scene.state.waiting[0])
        pilot.step([key(row)])
    replay = parse(from_session(scene.session))
    again = playing_on(app, replay)
    app.push(again)
    pilot.step()
    assert again.shown_rows == again.state.rows == scene.state.rows
    assert again.shown_calls == again.state.called


def test_a_replay_is_watched_to_its_results(store) -> None:
    app, pilot, scene = table(store, [Seat("Ada", Controller.MEDIUM)], calls(), speed=Speed.INSTANT)
    pilot.wait_until(lambda: isinstance(app.top, ResultsScene), max_ms=600_000)
    replay = parse(from_session(scene.session))
    watch = watching(app, replay)
    app.push(watch)
    pilot.wait_until(lambda: app.top is not watch, max_ms=600_000)
    assert watch.state.result() == scene.state.result()


def test_the_table_sits_still_while_a_human_thinks(store) -> None:
    app, pilot, scene = table(store, [ANN, Seat("Ada", Controller.MEDIUM)], calls(7, 9))
    pilot.wait(3000)
    assert scene.state.waiting == [True, False]
    assert not scene.animating(), "nothing moves: the app must sleep until Ann presses a key"


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_nothing_is_cut_off_or_overlaps_at_any_size(store, size, seats) -> None:
    players = [ANN, Seat("Bertie Wooster-Fotheringay", Controller.EASY), Seat("Ada", Controller.MEDIUM), Seat("Clara", Controller.HARD)][:seats]
    rows = 5 if seats % 2 else 4
    app, pilot, scene = table(store, players, calls(9, 8, 12, 11, 13, 10, 6, 5, 7, 4), size=size, speed=Speed.INSTANT, rows=rows)
    for _ in range(10):  # ten calls placed, rows growing
        pilot.wait_until(lambda: scene.showing_current() and scene.state.waiting[0], max_ms=60_000)
        pilot.step([key(pygame.K_1)])
    pilot.wait_until(lambda: scene.showing_current() and scene.state.waiting[0], max_ms=60_000)
    scene.draw(app.surface)
    assert scene.marks.problems(size) == []
    scene.log_open = True
    scene.draw(app.surface)
    assert scene.marks.problems(size) == []


def test_a_timed_call_stops_its_clock_when_the_window_loses_the_keyboard(store) -> None:
    from game.scenes.pause import PauseScene

    app, pilot, scene = table(store, [ANN], calls(7, 9), pace=3)
    pilot.step([pygame.event.Event(pygame.WINDOWFOCUSLOST)])
    assert isinstance(app.top, PauseScene)
    pilot.wait(5000)
    assert scene.state.waiting[0] and not scene.session.moves, "no card goes late while the game stands paused"


def test_a_foundation_shows_its_highest_card_whichever_lands_last(store) -> None:
    """Manual foundations: a lift and the call put up within a moment may land out of order."""
    app, pilot, scene = table(store, [ANN], calls(7, 9), auto_foundation=False)
    five, six = (next(c for c in number_set() if c.rank == n) for n in (5, 6))
    scene._set_foundation(0, 0, six)
    scene._set_foundation(0, 0, five)
    assert scene.shown_foundations[0][0] is six


def test_with_foundations_by_hand_the_end_of_the_patience_is_seen_flying_before_the_banner(store) -> None:
    """RULES.md §6: with `auto_foundation` off, once the 52nd card is placed every free card that fits goes up
    by itself. Ann lays 3 and 2 on rows 1 and 2, puts two 1s up, and every other call on row 4: the last
    placement sends 46 cards up, which fly from the rows before "Out!" shows, and all land."""
    app, pilot, scene = table(store, [ANN], call_order(3, 2, 3, 2, 1, 1), auto_foundation=False)
    plan = [pygame.K_1, pygame.K_1, pygame.K_2, pygame.K_2, pygame.K_q, pygame.K_q] + [pygame.K_4] * 46
    for code in plan:
        pilot.wait_until(lambda: scene.showing_current() and scene.state.waiting[0])
        pilot.step([key(code)])
    assert scene.state.is_over() and scene.state.score(0) == 52
    assert len(scene.flights) > 40, "the collection flies"
    assert scene.banner is None, "Out! waits for the cards"
    while scene.flights:
        assert scene.banner is None and not isinstance(app.top, ResultsScene)
        pilot.step()
    pilot.wait_until(lambda: scene.banner is not None)
    assert scene.banner.text == "Out!" and app.top is scene
    assert scene.shown_foundations[0] == [pile[-1] for pile in scene.state.foundations[0]], "every 13 on top"
    assert scene.shown_rows[0] == [[], [], [], []]


def test_a_pause_and_resume_leave_the_cards_in_flight_flying(store) -> None:
    from game.scenes.pause import PauseScene

    app, pilot, scene = table(store, [ANN, BOB], calls(7, 9), speed=Speed.SLOW)
    pilot.step([key(pygame.K_1)])
    assert scene.flights, "Ann's 7 is on its way to her row"
    app.push(PauseScene(app, "thirteens", "thirteens", lambda: None))
    pilot.press(pygame.K_ESCAPE)
    assert app.top is scene and scene.flights, "resuming must not land every card at once"


def test_computer_seats_place_a_timed_call_in_time_even_with_lifts_to_make(store) -> None:
    seats = [ANN] + [Seat(n, Controller.EASY) for n in ("Ada", "Bertie", "Clara")]
    app, pilot, scene = table(store, seats, calls(1, 2, 5, 3, 9, 4), speed=Speed.SLOW, pace=3, auto_foundation=False)
    for _ in range(6):
        pilot.wait_until(lambda: scene.showing_current() and scene.state.waiting[0], max_ms=60_000)
        pilot.step([key(pygame.K_q)])  # Ann's up key: the call up if it fits, else a lift
        pilot.step([key(pygame.K_1)])
    late = [m for m in scene.session.moves if m.move.endswith("late") and m.seat != 0]
    assert not late, f"computer seats ran out of time: {late}"


def test_a_patience_is_kept_the_moment_it_ends_so_leaving_during_the_banner_loses_nothing(store) -> None:
    from game.games.thirteens.history import History

    app = make_app(store, speed=Speed.FAST)
    scene = ThirteensTable.new_game(app, SPEC, SPEC.preset("thirteens"), [ANN], seed=5)  # a seed: a deal to keep
    app.push(scene)
    pilot = Pilot(app)
    while not scene.state.is_over():
        pilot.wait_until(lambda: scene.showing_current() and (scene.state.waiting[0] or scene.state.is_over()), max_ms=60_000)
        if not scene.state.is_over():
            pilot.step([key(pygame.K_1)])
    assert len(History(store.root).records("Ann")) == 1, "recorded before the results show"
    assert not isinstance(app.top, ResultsScene)
    scene._leave()
    assert len(History(store.root).records("Ann")) == 1


def test_a_continued_timed_game_opens_paused(store) -> None:
    from game.scenes.pause import PauseScene

    app, pilot, scene = table(store, [ANN, Seat("Ada", Controller.MEDIUM)], calls(7, 9, 12), pace=5)
    pilot.step([key(pygame.K_1)])
    again = playing_on(app, parse(from_session(scene.session)))
    app.push(again)
    pilot.step()
    assert isinstance(app.top, PauseScene)


@pytest.mark.parametrize("size", [(640, 480), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [1, 2, 4])
def test_every_card_place_lies_inside_its_players_area_clear_of_the_rim(store, size, seats) -> None:
    from game.games.thirteens.layout import compute_layout
    from game.ui.card_art import CardArt

    for rows in (4, 5):
        for area in compute_layout(size, seats, rows).areas:
            inside = pygame.Rect(area.box).inflate(-8, -8)
            for centre in (*area.foundations, area.called, *area.rows):
                card = pygame.Rect((0, 0), CardArt.size(area.card_h))
                card.center = centre
                assert inside.contains(card), f"a card at {card} touches or crosses the rim of {area.box}"
