"""Thirteens played alone (issue 12: "one person plays the deal of the day alone and sees their score history"):
the setup's "Deal" row starts the deal of the day with that day's seed, and the results show the player's
record in words and a chart of their latest scores, laid out without overlaps at every window size."""

from __future__ import annotations

import itertools
from datetime import date, datetime, timedelta

import pygame
import pytest

from game.core.session import Controller, Seat, Session
from game.games.thirteens.history import History, Record, daily_seed, record_game
from game.registry import game_spec
from game.scenes.results import ResultsScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.storage import Speed, Store
from tests.pilot import Pilot, make_app

SPEC = game_spec("thirteens")


def setup_alone(pilot: Pilot) -> SetupScene:
    """The setup screen with Thirteens chosen and one seat, as a person would choose them."""
    pilot.press(pygame.K_RETURN)
    setup = pilot.app.top
    assert isinstance(setup, SetupScene)
    setup.form.focus_on("game")
    while setup.game != "thirteens":
        pilot.press(pygame.K_RIGHT)
    setup.form.focus_on("players")
    while len(setup.seats) > 1:
        pilot.press(pygame.K_LEFT)
    return setup


def deal_shown(setup: SetupScene) -> str:
    row = setup.form.row("deal")
    assert row is not None and row.value is not None, "no Deal row"
    return row.value()


def test_the_deal_of_the_day_starts_with_the_days_seed(pilot: Pilot) -> None:
    setup = setup_alone(pilot)
    today = date.today()
    assert deal_shown(setup) == f"Deal of the day, {today.day} {today:%B}", "the first game of a day is its deal"
    pilot.click("start")
    table = pilot.app.top
    assert type(table).__name__ == "ThirteensTable"
    assert table.session.seed == daily_seed(today)


def test_a_free_deal_is_a_new_shuffle_and_the_row_is_only_for_one_seat(pilot: Pilot) -> None:
    setup = setup_alone(pilot)
    setup.form.focus_on("deal")
    pilot.press(pygame.K_RIGHT)
    assert deal_shown(setup) == "Free deal"
    setup.form.focus_on("players")
    pilot.press(pygame.K_RIGHT)
    assert setup.form.row("deal") is None, "two players race: no patience, no deal of the day"
    pilot.press(pygame.K_LEFT)
    pilot.click("start")
    assert pilot.app.top.session.seed != daily_seed(date.today())


def test_once_todays_deal_is_played_a_free_deal_is_offered_first(store: Store) -> None:
    History(store.root).append(Record(datetime.now(), "You", daily_seed(date.today()), date.today(), 31, 4, True, None))
    app = make_app(store)
    app.push(TitleScene(app))
    setup = setup_alone(Pilot(app))
    assert deal_shown(setup) == "Free deal"
    setup.form.focus_on("deal")
    Pilot(app).press(pygame.K_RIGHT)
    assert deal_shown(setup).startswith("Deal of the day") and "you scored 31" in setup.form.focused.hint


def finished_alone(seed: int) -> Session:
    """A whole patience played alone, each call laid on the last row (RULES.md §6)."""
    session = Session.new(SPEC, SPEC.preset("thirteens"), [Seat("You", Controller.HUMAN)], seed)
    while (seat := session.state.current_seat()) is not None:
        session.apply(session.state.moves_for(seat)[-1])
    return session


def kept_games(store: Store, count: int) -> None:
    """`count` earlier games in the history, every third a deal of the day."""
    scores = History(store.root)
    start = datetime.now() - timedelta(days=count)
    for i in range(count):
        when = start + timedelta(days=i)
        day = when.date() if i % 3 == 0 else None
        scores.append(Record(when, "You", daily_seed(day) if day else i, day, (i * 17) % 53, 4, True, None))


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("earlier", [0, 1, 40])
def test_the_results_show_the_players_record_and_nothing_collides(store: Store, size, earlier: int) -> None:
    kept_games(store, earlier)
    session = finished_alone(daily_seed(date.today()))
    record = record_game(store.root, session)
    assert record is not None and record.daily
    app = make_app(store, size=size)
    results = ResultsScene(app, session)
    app.push(results)
    results.draw(app.surface)
    today = date.today()
    assert results.heading == f"Deal of the day, {today.day} {today:%B}"
    words = next(m for m in results.marks.items if m.what == "the player's record")
    assert results.patience is not None
    assert results.patience.words.startswith("Best ") and f"today's deal: {record.score}" in results.patience.words
    assert f"over {earlier + 1} game" in results.patience.words
    assert results.marks.problems(size) == []
    on_chart = [m for m in results.marks.items if m.on == "the score chart"]
    chart = [m for m in results.marks.items if m.what == "the score chart"]
    if size[1] >= 600:
        assert chart and on_chart, "the chart is drawn"
        assert len(results.patience.games) == min(30, earlier + 1)
    for a, b in itertools.combinations(on_chart, 2):
        assert not pygame.Rect(a.rect).colliderect(b.rect), f"{a.what} and {b.what} overlap on the chart"
    assert words.rect[1] > max(m.rect[1] for m in results.marks.items if m.what.endswith("standing"))


def test_a_game_with_computers_shows_no_record(store: Store) -> None:
    session = Session.new(SPEC, SPEC.preset("thirteens"), [Seat("You", Controller.HUMAN), Seat("Ada", Controller("ai:easy"))], 4)
    while (seat := session.state.current_seat()) is not None:
        session.apply(session.state.moves_for(seat)[-1])
    kept_games(store, 3)
    app = make_app(store, size=(800, 600))
    results = ResultsScene(app, session)
    app.push(results)
    results.draw(app.surface)
    assert results.patience is None and not any(m.what == "the score chart" for m in results.marks.items)
    assert results.marks.problems((800, 600)) == []


def test_one_person_plays_the_deal_of_the_day_alone_and_sees_their_score_history(store: Store) -> None:
    """Issue 12's "done when", end to end: the setup starts today's deal, every call is placed, the table
    keeps the score, and the results show it in the player's record and chart."""
    History(store.root).append(Record(datetime.now() - timedelta(days=1), "You", 8, None, 27, 4, True, None))
    app = make_app(store, speed=Speed.INSTANT, size=(1280, 720))
    app.push(TitleScene(app))
    pilot = Pilot(app)
    setup_alone(pilot)
    pilot.click("start")
    table = app.top
    assert table.session.seed == daily_seed(date.today())

    def place() -> None:
        if app.top is table and table.state.waiting[0]:
            table.press(0, 0)

    pilot.wait_until(lambda: isinstance(app.top, ResultsScene), max_ms=600_000, on_frame=place)
    results = app.top
    score = table.state.score(0)
    assert History(store.root).daily_score("You", date.today()) == score
    assert results.patience is not None and results.patience.games == [(27, False), (score, True)]
    assert f"over 2 games · today's deal: {score}" in results.patience.words
    assert any(m.what == "the score chart" for m in results.marks.items)
