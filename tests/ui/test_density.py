"""Crisp at any scale (issue 31): a window at density 2 — a Retina Mac, a Windows display at 200 % — is laid out
as a window half its size at density 1, in twice the pixels (game/ui/density.py). A Snip-Snap-Snorum table, the
other families' tables (Snap, Jig, Snitch'ems and Cassino, Thirteens), the menu screens and the rules screen are
drawn both ways; every mark (game/ui/marks.py: each card, word, bubble and button) at 2× is its 1× rect doubled,
and every word is drawn at twice the size.

The App sets the density from the window it opens (1.0 under SDL's dummy driver) and again after the window
moved to another display, then lays each scene out anew: these tests set it after the App opened its window
and then lay the scene out (a table made before, again), as the App does on a move to a denser display."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pygame
import pytest

from game.app import App
from game.core.session import Controller, Seat
from game.games.jig import view as jig_view
from game.scenes.rules import RulesScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.stage.menu import MenuScene
from game.storage import Speed
from game.table.handoff import HandoffScene, SeatMap
from game.ui import bubble
from game.ui.density import density, dp, set_density
from game.ui.layout import TableLayout, compute_layout, table_frame
from game.ui.marks import Kind, Mark
from tests.games.snap.test_snap_layout import table_in_play
from tests.games.thirteens import test_table as thirteens
from tests.pilot import make_app
from tests.table.test_table_layout import table_at_your_turn, with_a_bubble_over_every_seat
from tests.words import drawn_sizes

ROUNDING_PX = 4
"""How far (px) a mark's edge at 2× may lie from its 1× edge doubled: each length is rounded to whole px once
at either density, and a few of them add up to a place. Along a fan of cards the rounding adds up a px a card
besides: a card's width is rounded at each size (a 108 px card is 75 px wide, a 216 px one 149, not 150), and
so is the spacing (54 px at 1×, 107 at 2×)."""

SIDE_SEAT_PX = 6
"""How far (px) a side seat's places at 2× may lie from its 1× places doubled: the side seats share what is left
between the top row and your hand, so the rounding of every share of the window above and below them adds up
there (your hand is 237 px high at 1920×1080, 22 % of 1080 px, and 475 px at 3840×2160: 1 px more than twice,
and its zone, 1.16 times as high, 3 px more)."""

HINTING = 0.02
"""How much (a share of its width or height) a word's box may differ from its 1× box doubled, besides
`ROUNDING_PX`: the font's hinting rounds each glyph's advance to whole pixels at each size, so a line twice
the size is not exactly twice as wide (a 224 px status line at 1× is 440 px, not 448, at 2×), and what is
centred on it or placed after it moves by half or all of that."""

FITTING = 0.05
"""How far (a share of it) a word's size at 2× may lie from twice its 1× size, when at least 1 px: a word
fitted to its room (`fonts.fitting_size`) shrinks a px at a time, and by hinting the size that just fits
twice the room is not always twice the size that fits it (a bubble's "Snorum!" fits at 19 px in a 640×480
window and at 40 px, not 38, in 1280×960). An unscaled floor puts the keys at 26 px where 28 are due."""


@pytest.fixture(autouse=True)
def density_one_after() -> Iterator[None]:
    """Each test starts at density 1 and leaves the next at density 1."""
    set_density(1.0)
    yield
    set_density(1.0)


@dataclass
class Frame:
    """What a scene drew: its marks and every text with its size (px), in drawing order."""

    marks: list[Mark]
    texts: list[tuple[str, int]]


def table_frame_at(
    store, size: tuple[int, int], factor: float, seats: int, humans: int, log: bool, game: str = "snip-snap-snorum"
) -> tuple[Frame, TableLayout]:
    """A turn-based table of `game` for `seats` (seed 11, at the first human's turn, a bubble over every seat,
    the log open if `log`) drawn in a window of `size` px at density `factor`, and its layout."""
    scene = table_at_your_turn(store, game, seats, size, humans)
    set_density(factor)
    scene.resize(scene.app.size)
    with_a_bubble_over_every_seat(scene)
    scene.log_open = log
    # A bubble's words are drawn once for its picture, which is kept: one kept from an earlier test would
    # show here without its words being drawn (and recorded) again. So are an empty Jig slot's.
    bubble._speech_bubble.cache_clear()
    jig_view._drawn_slot.cache_clear()
    with drawn_sizes() as texts:
        scene.draw(scene.app.surface)
    frame = Frame(list(scene.marks.items), texts)
    pygame.display.quit()
    return frame, scene.layout


def menu_frame_at(store, size: tuple[int, int], factor: float, screen: Callable[[App], MenuScene]) -> tuple[Frame, list[pygame.Rect]]:
    """The menu screen `screen` makes, drawn in a window of `size` px at density `factor`, and its rows' rects."""
    app = make_app(store, size=size)
    set_density(factor)
    scene = screen(app)
    app.push(scene)
    with drawn_sizes() as texts:
        scene.draw(app.surface)
    rows = [scene.form.screen_rect(row) for row in scene.form.rows]
    frame = Frame(list(scene.marks.items), texts)
    pygame.display.quit()
    return frame, rows


Box = pygame.Rect | tuple[int, int, int, int]


def off_double(one: Box, two: Box, word: bool = False, fan: int = 0, slack_px: int = ROUNDING_PX) -> list[str]:
    """How each edge of `two` (x, y, w, h px) lies off `one` doubled, where it lies further than `slack_px`
    allows: for a `word`, hinting too; for the card `fan` cards along a fan, a px a card more."""
    one, two = pygame.Rect(one), pygame.Rect(two)
    found = []
    for name, a, b, extent in (
        ("x", one.x, two.x, one.width), ("y", one.y, two.y, one.height),
        ("width", one.width, two.width, one.width), ("height", one.height, two.height, one.height),
    ):
        slack = slack_px + fan + (2 * extent * HINTING if word else 0)
        if abs(b - 2 * a) > slack:
            found.append(f"{name} {b} at 2×, {2 * a} expected (±{slack:.0f})")
    return found


def no_drift(mark: Mark, before: int) -> int:
    """No mark lies further off than `ROUNDING_PX` and hinting allow."""
    return 0


def doubling_problems(one: Frame, two: Frame, drift: Callable[[Mark, int], int] = no_drift) -> list[str]:
    """Every mark or text of `two` (2×) that is not the same mark or text of `one` (1×) doubled, in sentences.
    A mark may lie `drift(mark, before)` px further off besides, `before` being how many marks of its name came
    before it (the rounding that adds up along a row of columns or down a page of lines)."""
    problems = []
    if [m.what for m in one.marks] != [m.what for m in two.marks]:
        problems.append(f"different marks: {[m.what for m in one.marks]} at 1×, {[m.what for m in two.marks]} at 2×")
    along: Counter[str] = Counter()  # how many cards of each group came before, along its fan
    named: Counter[str] = Counter()  # how many marks of each name came before
    for a, b in zip(one.marks, two.marks):
        card = a.kind is Kind.CARD
        slack = ROUNDING_PX + drift(a, named[a.what])
        offs = off_double(a.rect, b.rect, word=not card, fan=along[a.group] if card else 0, slack_px=slack)
        problems += [f"{a.what}: {off}" for off in offs]
        along[a.group] += card
        named[a.what] += 1
    if [t for t, __ in one.texts] != [t for t, __ in two.texts]:
        problems.append(f"different words: {[t for t, __ in one.texts]} at 1×, {[t for t, __ in two.texts]} at 2×")
    problems += [
        f"{text!r} drawn at {b} px at 2×, {2 * a} expected"
        for (text, a), (__, b) in zip(one.texts, two.texts)
        if abs(b - 2 * a) > max(1, round(2 * a * FITTING))
    ]
    return problems


WHOLE_SHARES = [(640, 480), (960, 540), (1280, 720), (1920, 1080), (1024, 1280)]
"""Windows whose body text, a share of the window, is a whole number of px (540 / 36 is 15) or held by a floor or
a cap. Between a floor and a cap the text is that share rounded down to whole px at either density, so where it
is not whole the 2× text may be a px more than twice the 1× text (800×600: 600 // 36 is 16, 1200 // 36 is 33)
and everything laid out by the text grows with it (the log's panel, 19 text heights wide, by 19 px): a table laid
out for text of 16.5 px at 1×, which 1× cannot show."""


@pytest.mark.parametrize("size", WHOLE_SHARES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_table_frame_at_density_2_is_the_frame_at_1_doubled(size: tuple[int, int]) -> None:
    """The body text, the felt, the status bar, the log's panel and the margin: 640×480 is held up by the
    floors (text 14 px), 1920×1080 down by the caps (text 24 px); at density 2 both are twice as large. The
    status bar, 1.9 text heights, may round a px either way."""
    text_px, *boxes, pad = table_frame(size)
    set_density(2.0)
    text_two, *boxes_two, pad_two = table_frame((2 * size[0], 2 * size[1]))
    assert (text_two, pad_two) == (2 * text_px, 2 * pad)
    for one, two in zip(boxes, boxes_two, strict=True):
        assert not off_double(one, two, slack_px=1), f"{one} doubled is not {two}"


@pytest.mark.parametrize("size", WHOLE_SHARES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", range(2, 11))
def test_the_seats_at_density_2_are_the_seats_at_1_doubled(size: tuple[int, int], seats: int) -> None:
    one = compute_layout(size, seats, 0)
    set_density(2.0)
    two = compute_layout((2 * size[0], 2 * size[1]), seats, 0)
    assert (two.text_px, two.coin_d) == (2 * one.text_px, 2 * one.coin_d)
    for field in ("my_card_h", "small_card_h", "table_card_h", "seat_w", "plate_w"):
        assert abs(getattr(two, field) - 2 * getattr(one, field)) <= ROUNDING_PX, field
    for spot_one, spot_two in zip(one.spots, two.spots, strict=True):
        slack = SIDE_SEAT_PX if spot_one.edge in ("left", "right") else ROUNDING_PX
        for name in ("plate", "hand", "place", "coins", "caption"):
            a, b = getattr(spot_one, name), getattr(spot_two, name)
            assert not off_double((*a, 0, 0), (*b, 0, 0), slack_px=slack), f"seat {spot_one.seat}'s {name}: {a} doubled is not {b}"
        assert not off_double(spot_one.box, spot_two.box, slack_px=slack), f"seat {spot_one.seat}'s box"


TABLES = [
    ((1280, 720), 4, 1, False),
    ((1280, 720), 2, 1, False),
    ((1280, 720), 7, 1, False),
    ((1280, 720), 5, 2, False),  # hot seat: the tray and its label
    ((1280, 720), 4, 1, True),  # the log open
    ((640, 480), 4, 1, False),  # the smallest window: the floors bind (body text 14 px, the keys' 14 px)
    ((960, 540), 10, 1, False),  # small cards: the least heights of the others' hands and played cards
]


@pytest.mark.parametrize(("size", "seats", "humans", "log"), TABLES, ids=lambda c: str(c).replace(" ", ""))
def test_a_table_at_density_2_is_the_table_at_1_in_twice_the_pixels(store, size, seats: int, humans: int, log: bool) -> None:
    one, layout_one = table_frame_at(store, size, 1.0, seats, humans, log)
    two, layout_two = table_frame_at(store, (2 * size[0], 2 * size[1]), 2.0, seats, humans, log)
    assert density() == 2.0
    assert layout_two.text_px == 2 * layout_one.text_px, "the body text is twice as many px"
    assert layout_two.coin_d == 2 * layout_one.coin_d
    for field in ("my_card_h", "small_card_h", "table_card_h", "seat_w", "plate_w"):
        assert abs(getattr(layout_two, field) - 2 * getattr(layout_one, field)) <= ROUNDING_PX, field
    for spot_one, spot_two in zip(layout_one.spots, layout_two.spots):
        assert not off_double(spot_one.box, spot_two.box), f"seat {spot_one.seat}'s box"
    assert one.marks and one.texts
    problems = doubling_problems(one, two)
    assert not problems, "\n".join(problems)


SEAT_MAP = SeatMap(("You", "Ada", "Bertie", "Clara"), ((0.5, 0.85), (0.1, 0.5), (0.5, 0.1), (0.9, 0.5)), (0.5, 0.9), 2)
MENUS: dict[str, Callable[[App], MenuScene]] = {
    "title": TitleScene,
    "setup": SetupScene,  # the focused row's help in a column beside the form
    "hand-over": lambda app: HandoffScene(app, "Bertie", lambda: None, lambda: None, ["Ada plays 7♣.", "Ann pays 1."], SEAT_MAP),
}


@pytest.mark.parametrize("size", [(1280, 720), (640, 480)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("menu", MENUS)
def test_a_menu_at_density_2_is_the_menu_at_1_in_twice_the_pixels(store, menu: str, size: tuple[int, int]) -> None:
    one, rows_one = menu_frame_at(store, size, 1.0, MENUS[menu])
    two, rows_two = menu_frame_at(store, (2 * size[0], 2 * size[1]), 2.0, MENUS[menu])
    for a, b in zip(rows_one, rows_two, strict=True):
        assert not off_double(a, b), f"a row at {a} is at {b} at 2×"
    assert one.texts
    problems = doubling_problems(one, two)
    assert not problems, "\n".join(problems)


def snap_frame_at(store, size: tuple[int, int], factor: float, preset: str, seats: int, humans: int, log: bool) -> Frame:
    """A Snap table of `preset` for `seats` in play (a card turned by each seat and one more, a bubble by every
    seat, a banner up, the log open if `log`) drawn in a window of `size` px at density `factor`."""
    table = table_in_play(store, preset, seats, size, humans)
    set_density(factor)
    table.resize(table.app.size)
    table.log_open = log
    bubble._speech_bubble.cache_clear()  # (as `table_frame_at`)
    with drawn_sizes() as texts:
        table.draw(table.app.surface)
    frame = Frame(list(table.marks.items), texts)
    pygame.display.quit()
    return frame


SNAP_TABLES = [
    ("snap", 2, 1, False),  # Practise Snap: the largest piles, the face of the computer player
    ("snap", 3, 2, False),  # hot seat: each player's keys under their name
    ("grab", 4, 1, False),  # Grab's cork by the centre
    ("grab", 3, 1, True),  # the log open
]
"""Snap at 1280×720. (Four or six seats of Snap proper are left out: their blocks touch with no px to spare at 1×,
so a third of the text rounded a px up at 2× — 20 px // 3 is 6, 40 px // 3 is 13 — makes the search for the
largest piles settle a step lower, or without the bubbles' slots.)"""


@pytest.mark.parametrize(("preset", "seats", "humans", "log"), SNAP_TABLES, ids=lambda c: str(c).replace(" ", ""))
def test_a_snap_table_at_density_2_is_the_table_at_1_in_twice_the_pixels(store, preset: str, seats: int, humans: int, log: bool) -> None:
    one = snap_frame_at(store, (1280, 720), 1.0, preset, seats, humans, log)
    two = snap_frame_at(store, (2560, 1440), 2.0, preset, seats, humans, log)
    assert one.marks and one.texts
    problems = doubling_problems(one, two)
    assert not problems, "\n".join(problems)


ROWS_PX = 13
"""How much further (px) Jig's rows and their suits' labels may lie off their 1× places doubled: a row is 13
slots, each step a rounded share of a rounded card width (a 106 px card is 73 px wide and steps 52 px at 1×, a
213 px one — the free middle's height shared out, rounded down — 147 and 105 at 2×), so a row grows a px a step
more than twice, and the labels, centred with it, move half that."""


def jig_drift(mark: Mark, before: int) -> int:
    return ROWS_PX if mark.what == "the rows" or mark.what.endswith("row's label") else 0


@pytest.mark.parametrize(("game", "seats", "humans", "log"), [
    ("jig", 4, 1, False),
    ("jig", 4, 2, False),  # hot seat
    ("jig", 3, 1, True),  # the log open
    ("snitchems", 2, 1, False),
    ("snitchems", 4, 1, False),
    ("cassino", 4, 1, False),
    ("cassino", 2, 1, True),
], ids=lambda c: str(c).replace(" ", ""))
def test_a_jig_or_fishing_table_at_density_2_is_the_table_at_1_in_twice_the_pixels(
    store, game: str, seats: int, humans: int, log: bool
) -> None:
    """Jig's rows of slots with their labels and legend; a fishing table's layout with the chosen move raised
    and haloed, the stock with its count, the piles of captured cards, the score and choice lines."""
    one, __ = table_frame_at(store, (1280, 720), 1.0, seats, humans, log, game)
    two, __ = table_frame_at(store, (2560, 1440), 2.0, seats, humans, log, game)
    assert one.marks and one.texts
    problems = doubling_problems(one, two, jig_drift if game == "jig" else no_drift)
    assert not problems, "\n".join(problems)


COLUMNS_PX = 2
"""How much further (px) a key cap over a Thirteens row may lie off its 1× place doubled: an area's card is its
height shared out, rounded down (68 px at 1×, 137 at 2×, not 136), so its five columns, each a card and a sixth
wide, spread a few px more than twice, and the keys, centred in the area, lie a px or two further out."""


def thirteens_drift(mark: Mark, before: int) -> int:
    return COLUMNS_PX if mark.what.startswith("a key of") else 0


def thirteens_frame_at(store, size: tuple[int, int], factor: float, seats: int, log: bool) -> Frame:
    """A Thirteens table of `seats` after six calls placed, the seventh shown (the log open if `log`), drawn in
    a window of `size` px at density `factor`."""
    players = [thirteens.ANN, Seat("Bertie Wooster-Fotheringay", Controller.EASY), Seat("Ada", Controller.MEDIUM),
               Seat("Clara", Controller.HARD)][:seats]
    order = thirteens.calls(9, 8, 12, 11, 13, 10, 6, 5, 7, 4)
    app, pilot, scene = thirteens.table(store, players, order, size=size, speed=Speed.INSTANT, rows=5 if seats % 2 else 4)
    def shown() -> bool:
        return scene.showing_current() and scene.state.waiting[0]

    for _ in range(6):
        pilot.wait_until(shown, max_ms=60_000)
        pilot.step([thirteens.key(pygame.K_1)])
    pilot.wait_until(shown, max_ms=60_000)
    set_density(factor)
    scene.resize(app.size)
    scene.log_open = log
    scene._pictures.clear()  # an area's words are drawn once for its picture, which is kept (as a bubble's)
    with drawn_sizes() as texts:
        scene.draw(app.surface)
    frame = Frame(list(scene.marks.items), texts)
    pygame.display.quit()
    return frame


@pytest.mark.parametrize(("seats", "log"), [(1, False), (2, False), (4, False), (3, True)], ids=str)
def test_a_thirteens_table_at_density_2_is_the_table_at_1_in_twice_the_pixels(store, seats: int, log: bool) -> None:
    one = thirteens_frame_at(store, (1280, 720), 1.0, seats, log)
    two = thirteens_frame_at(store, (2560, 1440), 2.0, seats, log)
    assert one.marks and one.texts
    problems = doubling_problems(one, two, thirteens_drift)
    assert not problems, "\n".join(problems)


LINE_PX = 2
"""How much further (px) a line of the rules may lie off its 1× place doubled, for each line above it: a line is
1.45 text heights and the gap after a paragraph half that, each rounded down at either size (31 and 15 px for
22 px text, 63 and 31 for 44, not 62 and 30), so a line lies a px lower for each line and each gap above it (the
line the paper's foot cuts short shows as much less)."""


def rules_drift(mark: Mark, before: int) -> int:
    return LINE_PX * before if mark.what == "a line of the rules" else 0


def rules_frame_at(store, size: tuple[int, int], factor: float, game: str, preset: str) -> Frame:
    """The rules of `game`'s `preset`, drawn in a window of `size` px at density `factor`."""
    app = make_app(store, size=size)
    set_density(factor)
    scene = RulesScene(app, game, preset)
    app.push(scene)
    with drawn_sizes() as texts:
        scene.draw(app.surface)
    frame = Frame(list(scene.marks.items), texts)
    pygame.display.quit()
    return frame


@pytest.mark.parametrize(("game", "preset"), [("snip-snap-snorum", "earl-of-coventry"), ("snip-snap-snorum", "motor")])
def test_the_rules_at_density_2_are_the_rules_at_1_in_twice_the_pixels(store, game: str, preset: str) -> None:
    """The title between its arrows, the rules' lines on their paper, the pictures in the column beside them
    (cards, a word under each, a caption), the scrolling hint and Back. Pages whose lines break at the same
    words at either size: the font's hinting makes a line at 2× a few px wider or narrower than twice, so a
    line that just fits at one size may lose its last word at the other."""
    one = rules_frame_at(store, (1280, 720), 1.0, game, preset)
    two = rules_frame_at(store, (2560, 1440), 2.0, game, preset)
    assert any(m.kind is Kind.CARD for m in one.marks), "the pictures are drawn"
    problems = doubling_problems(one, two, rules_drift)
    assert not problems, "\n".join(problems)


def test_dp_turns_lengths_at_1x_into_window_pixels() -> None:
    assert [dp(n) for n in (0, 1, 14, 24)] == [0, 1, 14, 24], "nothing changes at density 1"
    set_density(2.0)
    assert [dp(n) for n in (1, 14, 24, 0.5)] == [2, 28, 48, 1]
    set_density(1.25)
    assert [dp(n) for n in (2, 6, 14)] == [3, 8, 18], "rounded half up, the same way at every length"
    set_density(0.5)
    assert density() == 1.0, "a display below 96 DPI draws as at 1: text never below 14 px"
