"""The Snap table laid out and drawn at every window size with 2–6 seats, a bubble by every seat and a banner
in the middle: nothing is cut off by the window's edge, no word lies on another word, a bubble or a card, and
the piles are large (issue 10: "Snap: big piles"; "Nothing off the window or on top of something else"). The
table notes what it drew in `table.marks` (game/ui/marks.py)."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import Controller, Seat, Session
from game.games.snap.layout import compute_snap_layout
from game.games.snap.rules import TURN
from game.games.snap.table import SnapTableScene
from game.games.snap.view import Banner
from game.ui.marks import Kind
from game.registry import game_spec
from tests.pilot import make_app

SPEC = game_spec("snap")
SIZES = [(640, 480), (800, 600), (1280, 720), (1600, 900), (1920, 1080), (1024, 1280)]
NAMES = ["You", "Ada", "Bertie", "Dorothea-Wilhelmina", "Ezra", "Flo"]


def table_in_play(store, preset: str, seats: int, size: tuple[int, int], humans: int = 1) -> SnapTableScene:
    """A game of `preset` for `seats` players (the first `humans` human) in a window of `size`, a card turned
    by each seat and one more, every card at rest (a game continued, standing paused), a bubble by every seat
    (full size) and a banner up."""
    app = make_app(store, size=size)
    players = [Seat(NAMES[i], Controller.HUMAN if i < humans else Controller.TODDLER) for i in range(seats)]
    session = Session.new(SPEC, SPEC.preset(preset), players, 5)
    events = [event for _ in range(seats + 1) for event in session.apply(TURN)]
    table = SnapTableScene(app, session, 5)
    table.history = events
    app.push(table)
    for seat in range(seats):
        table._say(seat, "Snap Centre!" if seat % 2 else "Snap!", "312 ms — takes 14 cards")
    for caption in table.captions:
        caption.update(200.0)  # past the pop: at full size
    table.banner = Banner("Photo finish!", "Ada 312 ms · Bertie 355 ms", 5000.0)
    return table


def problems(table: SnapTableScene) -> list[str]:
    table.draw(table.app.surface)
    return table.marks.problems(table.app.size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", range(2, 7))
@pytest.mark.parametrize("preset", ["snap", "grab"])
def test_nothing_is_cut_off_or_collides_at_any_size(store, preset, seats, size):
    table = table_in_play(store, preset, seats, size)
    assert problems(table) == []
    shown = [m.what for m in table.marks.items if m.kind is Kind.BUBBLE]
    assert f"{NAMES[seats - 1]}'s bubble" in shown, "the newest bubble is hidden"
    waiting = [c.seat for c in table.captions if c.waiting]
    assert len(shown) - ("the banner" in shown) + len(waiting) == seats, "a bubble neither shows nor waits its turn"
    if seats == 2:
        assert not waiting and "the banner" in shown
    if size >= (800, 600):  # (at 640×480 a crowded table may have no room: the status line tells the news)
        assert "the banner" in shown


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", range(2, 7))
def test_every_seats_call_alone_shows_at_once(store, seats, size):
    """However crowded the table, a call with nothing else showing has a place by its seat."""
    table = table_in_play(store, "grab", seats, size)
    captions = table.captions
    for caption in captions:
        table.captions, table.banner = [caption], None
        assert problems(table) == [] and not caption.waiting, f"{table.names[caption.seat]}'s call found no room"


@pytest.mark.parametrize("size", [(640, 480), (1280, 720)])
def test_a_hot_seat_game_shows_each_players_keys_by_their_name_and_nothing_collides(store, size):
    table = table_in_play(store, "snap", 3, size, humans=2)
    assert problems(table) == []
    lines = [m.what for m in table.marks.items if m.what.endswith("'s line")]
    assert lines == ["You's line", "Ada's line", "Bertie's line"]
    assert table._keys_text(0).startswith("Snap: Left Shift")


def test_the_open_log_covers_the_right_of_the_felt_and_nothing_shows_through(store):
    table = table_in_play(store, "snap", 4, (800, 600))
    table.log_lines += [f"Ada snaps Bertie's {rank}s and takes 4 cards." for rank in range(2, 11)]
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0))
    assert table.log_open and problems(table) == []
    assert any(m.what == "the log" for m in table.marks.items)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1600, 900), (1920, 1080)])
@pytest.mark.parametrize("seats", range(2, 7))
def test_piles_are_at_least_a_seventh_of_the_window_from_800_by_600_up(size, seats):
    """Issue 10: "played cards and Snap's piles ≥ 14 %"; two players (Practise Snap) have a fifth or more."""
    layout = compute_snap_layout(size, seats, 0)
    assert layout.pile_h >= 0.14 * size[1]
    if seats == 2:
        assert layout.pile_h >= 0.2 * size[1]


def test_the_viewer_sits_at_the_bottom_and_the_others_follow_clockwise():
    """RULES.md "Conventions": seat numbers increase clockwise, so the viewer's left-hand neighbour sits on
    the left of the screen, the next at the top, the next on the right."""
    layout = compute_snap_layout((1280, 720), 4, 2)
    bottom, left, top, right = (pygame.Rect(layout.spots[s].box) for s in (2, 3, 0, 1))
    assert bottom.top > top.bottom and left.right < right.left
    assert left.centerx < bottom.centerx < right.centerx
