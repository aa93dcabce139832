"""The results screen's deal columns and the winner's moment, and the picture of the table on the hot-seat
hand-over screen (issue 10: "Results: a moment of victory … a per-deal summary"; "Hot seat: … shows whose
turn it is at the table (a silhouette of the seat)")."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import Controller, Seat, Session
from game.registry import game_spec
from game.scenes.results import ResultsScene
from game.storage import Speed
from game.table.handoff import HandoffScene
from tests.pilot import Pilot, make_app


def finished_game(players: int = 4, preset: str = "round-games") -> Session:
    """A whole game of Snip-Snap-Snorum played with each seat's first legal card (RULES.md §1)."""
    spec = game_spec("snip-snap-snorum")
    names = ["Ann", "Bob", "Cy", "Dot", "Eve", "Flo", "Gus", "Hal", "Ida", "Jo"][:players]
    session = Session.new(spec, spec.preset(preset), [Seat(n, Controller("ai:easy")) for n in names], 7)
    while session.state.current_seat() is not None:
        session.apply(session.state.legal_moves()[0])
    return session


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4, 10])
def test_the_results_show_a_column_for_each_deal_and_nothing_collides(store, size, players):
    app = make_app(store, size=size)
    session = finished_game(players)
    results = ResultsScene(app, session)
    app.push(results)
    results.update(60_000)  # the shower is over
    results.draw(app.surface)
    assert results.marks.problems(size) == []
    cells = [m for m in results.marks.items if m.what.startswith("deal ")]
    assert cells, "no deal is shown"
    shown = {m.what.split()[1] for m in cells}
    assert str(len(results.deals)) in shown, "the last deal is not shown"
    assert len(cells) == len(shown) * players


def test_a_deals_cell_says_what_the_player_won_or_paid_in_it():
    """A player snapped for 2 and paid an ante of 1 shows "−3"; nothing moved shows a dot (RULES.md §1)."""
    from game.scenes.results import _cell

    assert [_cell(-3, False, True), _cell(4, True, True), _cell(0, False, True)] == ["−3", "+4", "·"]
    assert [_cell(0, True, False), _cell(0, False, False)] == ["★", "·"]


def test_the_winners_coins_fall_onto_their_stack_and_a_key_ends_the_moment(store):
    app = make_app(store, size=(1280, 720))
    results = ResultsScene(app, finished_game())
    app.push(results)
    shower = results.shower
    assert shower is not None and shower.coins == session_winner_coins(results.session)
    assert results.animating()
    results.update(200)
    assert 0 < shower.age < shower.duration_ms and results.animating()
    results.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    assert shower.done and not results.animating()


def test_under_reduced_motion_the_coins_fade_in_instead_of_falling(store):
    app = make_app(store, size=(1280, 720))
    app.settings.reduce_motion = True
    results = ResultsScene(app, finished_game())
    assert results.shower is not None and results.shower.gentle
    assert results.shower.duration_ms < 500


def session_winner_coins(session: Session) -> int:
    result = session.state.result()
    return result.stacks[result.winners[0]]


def test_the_hand_over_screen_pictures_the_table_with_the_player_to_move_lit(store):
    app = make_app(store, speed=Speed.INSTANT, size=(1280, 720))
    pilot = Pilot(app)
    spec = game_spec("snip-snap-snorum")
    seats = [Seat("Ann", Controller.HUMAN), Seat("Bob", Controller.HUMAN), Seat("Cy", Controller("ai:easy"))]
    from game.scenes.start import table_class

    app.push(table_class(spec).new_game(app, spec, spec.preset("round-games"), seats, 3))
    pilot.wait_until(lambda: isinstance(app.top, HandoffScene), max_ms=60_000)
    handoff = app.top
    seat_map = handoff.seat_map
    assert seat_map is not None and seat_map.names == ("Ann", "Bob", "Cy")
    assert seat_map.names[seat_map.to_move] == handoff.name
    table = app.scenes[-2]
    # The picture follows the table: the seats stay put, left to right as they sit.
    xs = [x for x, _ in seat_map.places]
    boxes = [table.layout.spots[s].box for s in range(3)]
    assert sorted(range(3), key=lambda s: xs[s]) == sorted(range(3), key=lambda s: boxes[s][0])
    assert all(0 <= v <= 1 for place in seat_map.places for v in place)


def test_a_fishing_games_deals_show_what_each_scored_and_no_coins_fall(store):
    """Snitch'ems (RULES.md §3): each deal's column gives the cards each player took, the winner of the deal in
    gold; the match is counted in deals won, so no coins shower; "You" win, not "You wins"."""
    from game.simulate import play_one

    spec = game_spec("snitchems")
    seats = [Seat("You", Controller("ai:medium")), Seat("Ann", Controller("ai:easy"))]
    session = play_one(spec, spec.options_for("sporting-magazine", {"wins": 2}), seats, 3)
    app = make_app(store, size=(1280, 720))
    results = ResultsScene(app, session)
    assert results.shower is None
    cards = [sum(d.net) for d in results.deals]
    assert cards == [52] * len(results.deals), "every card of each deal is in somebody's pile"
    winner = session.state.result().winners[0]
    assert results.heading == ("You win!" if winner == 0 else "Ann wins!")
    from game.scenes.results import _cell

    assert _cell(27, True, True, signed=False) == "27" and _cell(0, False, True, signed=False) == "·"
