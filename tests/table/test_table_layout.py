"""Every turn-based table, laid out and drawn at every window size with 2–10 seats, a bubble over every seat:
nothing is cut off by the window's edge and no word lies on another word or on a card (issue 10, "Nothing off
the window or on top of something else"). The table notes what it drew in `scene.marks`
(game/ui/marks.py); these tests read them."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import Controller, Seat
from game.registry import GAMES
from game.scenes.start import table_class
from game.table.turns import TableScene
from tests.pilot import make_app

SIZES = [(640, 480), (800, 600), (1280, 720), (1600, 900), (1920, 1080), (1024, 1280)]
TURN_BASED = [key for key, spec in GAMES.items() if issubclass(table_class(spec), TableScene)]
"""The games played at the turn-based table (Snap and Thirteens, where everyone moves at once, have tables of
their own, each with its own layout tests)."""
NAMES = ["You", "Ada", "Bertie", "Clara", "Dorothea-Wilhelmina", "Ezra", "Flo", "Gus", "Hal", "Ida"]


def table_at_your_turn(store, game: str, seats: int, size: tuple[int, int], humans: int = 1) -> TableScene:
    """A table of `game` for `seats` players (the first `humans` of them human) in a window of `size`, its
    computers' moves made at once until a human is to choose a card, every hand at rest."""
    spec = GAMES[game]
    app = make_app(store, size=size)
    players = [Seat(NAMES[i], Controller.HUMAN if i < humans else Controller("ai:easy")) for i in range(seats)]
    scene = table_class(spec).new_game(app, spec, spec.preset(spec.default_preset), players, 11)
    app.push(scene)
    scene._catch_up()
    for _ in range(400):
        seat = scene.state.current_seat()
        if seat is None:
            break
        if seat in scene.humans and scene._automatic_move(scene.state.legal_moves()) is None:
            scene.catching_up = True  # the hand goes to its place at once
            scene._reveal(seat)
            scene.catching_up = False
            scene._drive(0.0)
            break
        scene.catching_up = True
        scene._apply(scene.state.legal_moves()[0])
        scene._catch_up()
    return scene


def with_a_bubble_over_every_seat(scene: TableScene) -> TableScene:
    for seat, name in enumerate(scene.names):
        scene._say(seat, "Snorum!")
        scene.captions[-1].subline = f"{name} pays 2"
    for caption in scene.captions:
        caption.update(200.0)  # past the pop: at full size
    return scene


def drawn(scene: TableScene) -> list[str]:
    scene.draw(scene.app.surface)
    return scene.marks.problems(scene.app.size)


def seat_counts(game: str) -> list[int]:
    spec = GAMES[game]
    low, high = spec.seat_range(spec.preset(spec.default_preset))
    return list(range(max(2, low), min(10, high) + 1))


CASES = [(game, seats) for game in TURN_BASED for seats in seat_counts(game)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("game", "seats"), CASES, ids=lambda c: str(c))
def test_nothing_is_cut_off_or_covered(store, game: str, seats: int, size: tuple[int, int]) -> None:
    scene = with_a_bubble_over_every_seat(table_at_your_turn(store, game, seats, size))
    assert scene._my_turn(), "the layout is checked with your hand raised and the prompt showing"
    problems = drawn(scene)
    assert not problems, "\n".join(problems)
    assert any(m.kind.value == "bubble" for m in scene.marks.items), "the newest bubble always shows"
    pygame.display.quit()


@pytest.mark.parametrize("game", TURN_BASED)
def test_the_open_log_covers_what_it_lies_over_and_nothing_sticks_out(store, game: str) -> None:
    scene = table_at_your_turn(store, game, 4, (800, 600))
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0))
    assert scene.log_open
    problems = drawn(scene)
    assert not problems, "\n".join(problems)
    assert any(m.what == "the log" for m in scene.marks.items)
    pygame.display.quit()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_cards_are_large(store, size: tuple[int, int]) -> None:
    """Issue 10: your hand at least 20 % of the window's height, the cards played at least 14 %."""
    scene = table_at_your_turn(store, "snip-snap-snorum", 4, size)
    height = size[1]
    assert scene.layout.my_card_h >= 0.2 * height
    assert scene.layout.table_card_h >= 0.14 * height
    pygame.display.quit()


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720), (1024, 1280)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", [2, 4, 7, 10])
def test_a_hot_seat_table_is_laid_out_round_its_tray(store, seats: int, size: tuple[int, int]) -> None:
    scene = with_a_bubble_over_every_seat(table_at_your_turn(store, "snip-snap-snorum", seats, size, humans=2))
    assert scene._my_turn()
    problems = drawn(scene)
    assert not problems, "\n".join(problems)
    pygame.display.quit()


def test_in_a_hot_seat_game_every_seat_stays_in_its_place(store) -> None:
    """Issue 10 "Hot seat": the table no longer turns to put the player to move at the bottom; their hand
    shows in the tray there, and every nameplate stays where it was."""
    scene = table_at_your_turn(store, "snip-snap-snorum", 4, (1280, 720), humans=2)
    plates = [spot.plate for spot in scene.layout.spots]
    revealed = []
    for _ in range(60):
        seat = scene.state.current_seat()
        if seat is None:
            break
        if seat in scene.humans:
            scene.catching_up = True
            scene._reveal(seat)
            revealed.append(seat)
            scene._catch_up()
            tray = scene._hand_spot()
            assert tray.edge == "bottom" and tray.seat == len(scene.names), "the tray is no seat's"
            assert all(s.pos[1] == float(tray.hand[1]) for s in scene.hands[seat]), "the hand shows in the tray"
        scene.catching_up = True
        scene._apply(scene.state.legal_moves()[0])
        scene._catch_up()
        assert [spot.plate for spot in scene.layout.spots] == plates
    assert set(revealed) == {0, 1}, "both humans had turns"
    pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_a_call_at_jig_keeps_off_the_rows(store, seats: int, size: tuple[int, int]) -> None:
    """Jig's rows are what everyone reads to know what is out (RULES.md §2.1 "stop"): where the felt has room
    beside them, each player's call goes up by their seat or in that room, never over the rows
    (JigTableScene.bubbles_clear_of, _more_bubble_spots)."""
    scene = table_at_your_turn(store, "jig", seats, size)
    for seat in range(seats):
        scene.captions.clear()
        scene._say(seat, "Hickockalorum")
        scene.captions[-1].update(200.0)
        drawn(scene)
        [rows] = [pygame.Rect(m.rect) for m in scene.marks.items if m.what == "the rows"]
        bubbles = [pygame.Rect(m.rect) for m in scene.marks.items if m.kind.value == "bubble"]
        assert bubbles, f"{scene.names[seat]}'s call shows"
        assert not rows.colliderect(bubbles[0]), f"{scene.names[seat]}'s bubble {bubbles[0]} lies on the rows {rows}"
    pygame.display.quit()
