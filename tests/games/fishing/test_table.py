"""Snitch'ems and Cassino at the table (issue 11, "The table"): the setup screen offers them, a capture is chosen
with the keys (a card, then its move) or with clicks (the card, then the highlighted cards), a card with one
move plays with one click, what is taken flies to the capturer's pile with its count, a build lies as one
labelled stack, each deal's score sheet stands over the table until dismissed (or, with nobody to dismiss it,
goes by itself), a game continued shows the table as it stood, a hot-seat game names who is to play, and a
replay is watched to its results."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.cards import Card, full_pack, parse_card, parse_cards
from game.core.rules import ShuffledPacks, StackedPacks
from game.core.session import Controller, Seat, Session
from game.games.fishing.deal_sheet import DealSheetScene
from game.games.fishing.rules import Build, Capture, DealSheet, Trail
from game.games.fishing.table import FishingTable
from game.registry import game_spec
from game.replay import from_session, parse
from game.scenes.results import ResultsScene
from game.scenes.setup import SetupScene
from game.scenes.start import playing_on, watching
from game.simulate import play_one
from game.storage import Speed
from game.table.handoff import HandoffScene
from tests.pilot import Pilot, make_app

SNITCHEMS = game_spec("snitchems")
CASSINO = game_spec("cassino")
C = parse_card


def pack(hands: list[str], layout: str) -> list[Card]:
    """A pack order whose first deal, by the last seat, gives seat i the cards of `hands[i]` (dealt one at a
    time from seat 0) and lays out `layout`; the rest of the pack follows as the stock (RULES.md §3 "Deal")."""
    named = [parse_cards(h) for h in hands]
    laid = parse_cards(layout)
    order = [named[s][k] for k in range(len(named[0])) for s in range(len(hands))] + laid
    return order + [c for c in full_pack(52) if c not in order]


def table(store, spec, hands: list[str], layout: str, seats: list[Seat] | None = None, speed: Speed = Speed.FAST):
    """A table of `spec` dealt from `pack(hands, layout)` with you at seat 0 against computers, the opening
    dealt and laid out, waiting for your move."""
    app = make_app(store, speed=speed)
    seats = seats or [Seat("You", Controller.HUMAN)] + [Seat(f"Ada {i}", Controller.EASY) for i in range(1, len(hands))]
    packs = StackedPacks([pack(hands, layout)], then=ShuffledPacks(random.Random(1)))
    session = Session.new(spec, spec.preset(spec.default_preset), seats, None, packs)
    scene = FishingTable(app, session)
    app.push(scene)
    pilot = Pilot(app)
    pilot.wait_until(lambda: scene._my_turn() or isinstance(app.top, HandoffScene))
    return app, pilot, scene


def test_the_setup_screen_offers_both_fishing_games_and_snitchems_starts_with_two(store) -> None:
    app = make_app(store)
    app.push(SetupScene(app))
    setup = app.top
    titles = []
    for _ in range(len(setup.form.rows)):
        titles.append(setup.spec.title)
        setup._change_game(1)
        if setup.spec.key == "snitchems":
            assert len(setup.seats) == 2, "Snitch'ems is a game for two (RULES.md §3)"
    assert {"Snitch'ems", "Cassino"} <= set(titles)


def test_a_capture_is_chosen_with_the_keys_the_most_cards_first(store) -> None:
    """RULES.md §3: the 2♥ to a 6 and an 8 makes eight lifting the 8 (two cards), or eight, or ten ([002]
    "Choice of capture"); the K♠ cannot capture, and capture is compulsory, so it is never offered."""
    app, pilot, scene = table(store, SNITCHEMS, ["2H 5C KS", "4D 7S QH"], "6C 8D 3S 9H")
    assert scene._legal_cards() == [C("2H"), C("5C")]
    scene.selection = C("2H")
    options = scene._options(C("2H"))
    assert [set(m.taken) for m in options] == [{C("6C"), C("8D")}, {C("6C")}, {C("8D")}]
    assert scene._current() == options[0]
    pilot.press(pygame.K_DOWN)
    assert scene._current() == options[1]
    pilot.press(pygame.K_UP, pygame.K_UP)
    assert scene._current() == options[2], "Up goes round to the last"
    pilot.press(pygame.K_RETURN)
    assert scene.session.moves[0].move == "2H x 8D"


def test_the_chosen_capture_is_highlighted_on_the_layout_and_named_under_it(store) -> None:
    app, pilot, scene = table(store, SNITCHEMS, ["2H 5C KS", "4D 7S QH"], "6C 8D 3S 9H")
    scene.selection = C("2H")
    app.draw()
    lit = [m for m in scene.marks.items if m.what == "a card of the layout"]
    assert len(lit) == 4
    words = [m for m in scene.marks.items if m.what == "the choice line"]
    assert words, "the chosen move is told in words under the layout"
    assert scene.marks.problems(app.size) == []


def test_a_click_on_the_card_then_on_the_highlighted_cards_plays_the_capture(store) -> None:
    app, pilot, scene = table(store, SNITCHEMS, ["2H 5C KS", "4D 7S QH"], "6C 8D 3S 9H")
    pilot.click("card:5C")
    assert scene.selection == C("5C") and not scene.session.moves, "the first click chooses the card"
    pilot.click("item:3S")
    assert scene.session.moves[0].move == "5C x 3S 8D", "five and three make eight, lifting the 8"


def test_a_click_on_cards_another_move_takes_chooses_that_move_first(store) -> None:
    """Cassino (RULES.md §4): the 9♥ takes the 9♣ by pairing and may take 5 + 4 too; a click on the 4 chooses
    the capture with it, a second click plays it."""
    app, pilot, scene = table(store, CASSINO, ["9H 2C 3C KD", "4D 7S QH 6H"], "9C 5S 4C JD")
    pilot.click("card:9H")
    options = scene._options(C("9H"))
    assert {C("9C"), C("5S"), C("4C")} == set(options[0].taken), "the most cards first"
    pilot.press(pygame.K_DOWN)
    assert set(scene._current().taken) == {C("9C")}
    pilot.click("item:4C")
    assert set(scene._current().taken) == {C("9C"), C("5S"), C("4C")} and not scene.session.moves
    pilot.click("item:4C")
    assert scene.session.moves[0].move.startswith("9H x ")


def test_a_card_with_one_move_plays_with_one_click(store) -> None:
    """Snitch'ems: with nothing any card can take, each card's only move is a trail."""
    app, pilot, scene = table(store, SNITCHEMS, ["KS QS JS", "4D 7S QH"], "2D 5H 6S AC")
    assert scene._options(C("QS")) == [Trail(C("QS"))]
    pilot.click("card:QS")
    assert scene.session.moves[0].move == "QS trail"


def test_what_is_taken_goes_to_the_capturers_pile_and_is_counted(store) -> None:
    app, pilot, scene = table(store, SNITCHEMS, ["2H 5C KS", "4D 7S QH"], "6C 8D 3S 9H")
    scene.selection = C("2H")
    pilot.press(pygame.K_RETURN)
    pilot.wait_until(lambda: scene.pile_counts[0] > 0 and not scene.to_pile)
    assert scene._pile_shown(0) == 3, "the 2♥, the 6♣ and the 8♦"
    assert [i.cards for i in scene.items] == [(C("3S"),), (C("9H"),)], "the rest close up"
    app.draw()
    assert any(m.what == "You's pile count" for m in scene.marks.items)


def test_a_build_lies_as_one_stack_labelled_with_its_value_and_owner(store) -> None:
    """Cassino (RULES.md §4 "Build"): the 5♠ on the 3♦, holding the 8♥, builds eights."""
    app, pilot, scene = table(store, CASSINO, ["5S 8H KC QD", "4D 7S QH 6H"], "3D JC 9H 2C")
    scene.selection = C("5S")
    build = next(i for i, m in enumerate(scene._options(C("5S"))) if not isinstance(m, (Capture, Trail)))
    scene.choice_card, scene.choice = C("5S"), build
    pilot.press(pygame.K_RETURN)
    pilot.wait_until(lambda: not scene.busy())
    [stack] = [i for i in scene.items if i.build is not None]
    assert stack.build == Build((C("3D"), C("5S")), 8, 0, False)
    app.draw()
    assert any(m.what == "a build's label" for m in scene.marks.items)


def test_the_deal_sheet_waits_for_a_human_and_goes_by_itself_for_computers(store) -> None:
    app, pilot, scene = table(store, SNITCHEMS, ["2H 5C KS", "4D 7S QH"], "6C 8D 3S 9H")
    sheet = DealSheet(1, (30, 22), sides=((0,), (1,)), lines=(), totals=(1, 0))
    scene._process(sheet)
    assert isinstance(app.top, DealSheetScene)
    pilot.wait(10_000)
    assert isinstance(app.top, DealSheetScene), "a human reads it until they go on"
    pilot.press(pygame.K_RETURN)
    assert app.top is scene
    watching = make_app(store)
    session = Session.new(SNITCHEMS, SNITCHEMS.preset("sporting-magazine"), [Seat("A", Controller.EASY), Seat("B", Controller.EASY)], 5)
    computers = FishingTable(watching, session)
    watching.push(computers)
    computers._process(sheet)
    assert isinstance(watching.top, DealSheetScene)
    Pilot(watching).wait(5_000)
    assert watching.top is computers


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_deal_sheet_says_a_tie_for_the_most_cards_is_a_draw(store, size) -> None:
    """RULES.md §3 "End": with three players, a tie for the most cards is a draw — the score sheet says who drew,
    and the sentence fits the window."""
    app = make_app(store, size=size)
    names = ["Ann", "Bob", "Cy"]
    sheet = DealSheet(2, (20, 20, 12), sides=((0,), (1,), (2,)), lines=(), totals=(1, 0, 1))
    scene = DealSheetScene(app, SNITCHEMS, sheet, names, SNITCHEMS.preset("sporting-magazine"))
    app.push(scene)
    app.draw()
    assert scene._verdict() == "A draw: Ann and Bob both took 20"
    assert ("This deal", ["a draw", "a draw", "—"], True) in scene._table_rows()
    said = next(pygame.Rect(m.rect) for m in scene.marks.items if m.what == "the deal's verdict")
    assert scene.marks.problems(size) == [], "nothing cut off, nothing overlapping"
    assert said.bottom <= scene.widget_rect("continue").top, "Continue stands below the sheet"
    won = DealSheetScene(app, SNITCHEMS, DealSheet(3, (21, 19, 12), ((0,), (1,), (2,)), (), (2, 0, 1)), names, scene.options)
    assert won._verdict() == "Ann wins the deal with 21 cards"
    assert CASSINO.score_unit != "deals won" and DealSheetScene(app, CASSINO, sheet, names, CASSINO.preset("standard"))._verdict() is None


def test_a_continued_game_shows_the_table_as_it_stood(store) -> None:
    app = make_app(store)
    seats = [Seat("You", Controller.EASY), Seat("Ada", Controller.EASY), Seat("Bob", Controller.EASY)]
    session = Session.new(CASSINO, CASSINO.preset("standard"), seats, 4)
    played = FishingTable(app, session)
    app.push(played)
    rng = random.Random(2)
    for _ in range(23):
        played.catching_up = True
        played._apply(rng.choice(played.state.legal_moves()))
        played._catch_up()
    again = playing_on(app, parse(from_session(session)))
    assert [i.cards for i in again.items] == [i.cards for i in played.items]
    assert [i.build for i in again.items] == [i.build for i in played.items]
    assert again.pile_counts == played.pile_counts == [len(p) for p in session.state.piles]
    assert again.stock == played.stock


@pytest.mark.parametrize("spec", [SNITCHEMS, CASSINO], ids=lambda s: s.key)
def test_a_hot_seat_game_names_who_is_to_play(store, spec) -> None:
    seats = [Seat("Ann", Controller.HUMAN), Seat("Bob", Controller.HUMAN)]
    app, pilot, scene = table(store, spec, ["2H 5C KS", "4D 7S QH"] if spec is SNITCHEMS else ["2H 5C KS 9D", "4D 7S QH 8C"],
                              "6C 8D 3S 9H", seats)
    assert isinstance(app.top, HandoffScene) and "Ann" in app.top.heading
    assert not any(s.shown_face_up() for hand in scene.hands for s in hand), "no hand shows before Ann takes the screen"


@pytest.mark.parametrize("spec", [SNITCHEMS, CASSINO], ids=lambda s: s.key)
def test_a_replay_is_watched_to_its_results(store, spec) -> None:
    seats = [Seat("Ann", Controller.EASY), Seat("Bob", Controller.MEDIUM)]
    options = spec.options_for(spec.default_preset, {"wins": 1} if spec is SNITCHEMS else {})
    session = play_one(spec, options, seats, 9)
    app = make_app(store, speed=Speed.INSTANT)
    app.push(watching(app, parse(from_session(session))))
    Pilot(app).wait_until(lambda: isinstance(app.top, ResultsScene), max_ms=600_000)
    assert app.top.session.state.result().winners == session.state.result().winners
