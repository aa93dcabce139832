"""The Snap statistics screen (game/games/snap/stats.py), driven through the real App with the Pilot."""

from __future__ import annotations

import csv
import itertools
import re
from datetime import datetime

import pygame
import pytest

from game.app import App
from game.games.snap.reaction_log import CallKind, CallRecord, ReactionLog
from game.games.snap.stats import EMPTY_TEXT, StatsScene
from game.scenes.title import TitleScene
from game.storage import Store
from game.ui.fonts import MIN_PX, font
from tests.games.snap.practice import practice
from tests.pilot import Pilot, make_app

SIZES = [(640, 480), (800, 600), (1280, 720), (1920, 1080), (2560, 1440), (1600, 640), (1024, 1024)]


@pytest.fixture
def two_players(store: Store) -> Store:
    """Bob played first (2 games of 12 calls), then Ann (8 games of 12 calls): Ann is the most recent."""
    log = ReactionLog(store.root)
    log.append(practice("Bob", 2, datetime(2025, 2, 1, 17, 0)))
    log.append(practice("Ann", 8, datetime(2025, 3, 3, 18, 0)))
    return store


def open_stats(app: App, player: str | None = None) -> Pilot:
    app.push(TitleScene(app))
    app.push(StatsScene(app, player))
    pilot = Pilot(app)
    pilot.wait(16)
    return pilot


def texts(app: App) -> list[str]:
    return [text for text, _ in app.top.text_rects()]


def shown_player(app: App) -> str | None:
    return app.top.player


# -- switching, exporting, going back -------------------------------------------------------------


def test_it_opens_on_the_most_recent_player_and_switches(app: App, two_players: Store) -> None:
    pilot = open_stats(app)
    assert shown_player(app) == "Ann"
    assert "Ann" in texts(app) and "96" in texts(app), "Ann's name and her 96 calls are on screen"
    pilot.press(pygame.K_RIGHT)
    assert shown_player(app) == "Bob"
    assert "Bob" in texts(app) and "24" in texts(app) and "96" not in texts(app)
    pilot.press(pygame.K_LEFT)
    assert shown_player(app) == "Ann"
    pilot.click("next")
    assert shown_player(app) == "Bob"
    pilot.click("prev")
    assert shown_player(app) == "Ann"


def test_it_opens_on_the_player_asked_for(app: App, two_players: Store) -> None:
    open_stats(app, "Bob")
    assert shown_player(app) == "Bob"


def test_e_exports_the_shown_players_calls_as_csv(app: App, two_players: Store) -> None:
    pilot = open_stats(app)
    pilot.press(pygame.K_RIGHT)  # Bob
    before = datetime.now().replace(microsecond=0)
    pilot.press(pygame.K_e)
    files = list((two_players.root / "exports").glob("*.csv"))
    assert len(files) == 1
    path = files[0]
    stamp = re.fullmatch(r"reactions-Bob-(\d{4}-\d\d-\d\d_\d{6})\.csv", path.name)
    assert stamp, path.name
    assert datetime.strptime(stamp.group(1), "%Y-%m-%d_%H%M%S") >= before
    with path.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    bob = practice("Bob", 2, datetime(2025, 2, 1, 17, 0))
    assert [(r["date"], r["player"], float(r["ms"]), r["kind"]) for r in rows] == [
        (c.date, "Bob", c.ms, c.kind.value) for c in bob
    ]
    assert app.top.message == f"Saved to {path}"
    assert any(path.name in line for line in texts(app)), "the file's name is on screen"


def test_the_export_button_exports_too(app: App, two_players: Store) -> None:
    pilot = open_stats(app)
    pilot.click("export")
    (path,) = (two_players.root / "exports").glob("reactions-Ann-*.csv")
    with path.open(encoding="utf-8-sig", newline="") as f:
        assert sum(1 for _ in csv.reader(f)) == 1 + 96


def test_a_failed_export_says_why_in_one_sentence(app: App, two_players: Store) -> None:
    (two_players.root / "exports").write_text("a file where the folder should be")
    pilot = open_stats(app)
    pilot.press(pygame.K_e)
    message = app.top.message
    assert message.startswith("Could not save the CSV file") and message.endswith(".")
    assert "Traceback" not in message and "\n" not in message
    assert isinstance(app.top, StatsScene), "the screen stays"
    pilot.wait(100)  # and keeps drawing


def test_back_and_escape_return_to_the_title(app: App, two_players: Store) -> None:
    pilot = open_stats(app)
    pilot.click("back")
    assert isinstance(app.top, TitleScene)
    app.push(StatsScene(app))
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_enter_activates_the_focused_button(app: App, two_players: Store) -> None:
    pilot = open_stats(app)
    pilot.press(pygame.K_TAB, pygame.K_RETURN)  # focus: back → export
    assert len(list((two_players.root / "exports").glob("*.csv"))) == 1
    pilot.press(pygame.K_TAB, pygame.K_RETURN)
    assert isinstance(app.top, TitleScene)


def test_an_empty_store_says_how_to_start(app: App, store: Store) -> None:
    pilot = open_stats(app)
    assert EMPTY_TEXT == "No Snap calls recorded yet — choose Practise Snap on the title screen."
    words = " ".join(t for t in texts(app) if t not in ("Snap reactions", "Esc: back"))
    assert words == EMPTY_TEXT, "the sentence is on screen (wrapped as needed)"
    for name in ("export", "prev", "next"):
        assert app.top.widget_rect(name) is None
    pilot.press(pygame.K_e)
    assert not (store.root / "exports").exists()
    pilot.click("back")
    assert isinstance(app.top, TitleScene)


def test_one_player_has_no_arrows(app: App, store: Store) -> None:
    ReactionLog(store.root).append(practice("Ann", 3, datetime(2025, 3, 3)))
    pilot = open_stats(app)
    assert app.top.widget_rect("prev") is None and app.top.widget_rect("next") is None
    pilot.press(pygame.K_RIGHT)
    assert shown_player(app) == "Ann"


# -- the layout -----------------------------------------------------------------------------------


def many_sessions(store: Store) -> Store:
    """A player with 60 sessions and a long name, one with a single call, one with only a false snap,
    and two with slower calls (the histogram up to 900+ and 1000+)."""
    log = ReactionLog(store.root)
    log.append(practice("Wilhelmina-Ottil", 60, datetime(2024, 11, 1), calls=20))
    slow = practice("Slow", 2, datetime(2024, 10, 1), calls=30)
    log.append([CallRecord(c.date, c.session, c.player, c.game, c.ms * 2.2, c.kind, c.won, c.against) for c in slow])
    # Up to 880 ms: the histogram ends at "900+", one bar after the 800 ms edge.
    steady = [
        CallRecord(
            f"2024-09-01T10:{i:02}:00",
            "2024-09-01T10:00:00",
            "Steady",
            "snap",
            float(ms),
            CallKind.VALID,
            True,
            "casual",
        )
        for i, ms in enumerate(range(250, 900, 30))
    ]
    log.append(steady)
    log.append(practice("Ann", 1, datetime(2025, 3, 3), calls=1))
    log.append(
        [CallRecord("2025-03-04T10:00:00", "2025-03-04T10:00:00", "Zed", "grab", -80.0, CallKind.FALSE, False, "")]
    )
    return store


def check_layout(app: App) -> None:
    """Every widget and every piece of text lies inside the window; nothing overlaps; no text is
    smaller than the project's minimum; chart text stays on its chart."""
    window = pygame.Rect((0, 0), app.size)
    scene = app.top
    widgets = {n: scene.widget_rect(n) for n in ("export", "back", "prev", "next")}
    widgets = {n: r for n, r in widgets.items() if r is not None}
    assert "back" in widgets
    for name, rect in widgets.items():
        assert window.contains(rect), f"{name} {rect} is outside the {app.size} window"
    for (a, ra), (b, rb) in itertools.combinations(widgets.items(), 2):
        assert not ra.colliderect(rb), f"{a} and {b} overlap"
    placed = scene.text_rects()
    assert placed
    smallest = font(MIN_PX).get_height() - 1
    for text, rect in placed:
        assert window.contains(rect), f"{text!r} {rect} is cut off by the {app.size} window"
        assert rect.height >= smallest, f"{text!r} is drawn smaller than {MIN_PX} px"
        for name, widget in widgets.items():
            assert not rect.colliderect(widget), f"{text!r} is under the {name} button"
    for (a, ra), (b, rb) in itertools.combinations(placed, 2):
        # Side by side, texts keep at least 4 px apart (axis labels that touch read as one).
        assert not ra.inflate(4, 0).colliderect(rb), f"{a!r} {ra} crowds {b!r} {rb} at {app.size}"
    for start, end in scene.rules:
        rule = pygame.Rect(start[0] - 8, start[1], 16, end[1] - start[1])
        for text, rect in placed:
            assert not rule.colliderect(rect), f"{text!r} is not 8 px clear of the rule between the figures"
    if scene.player is None:
        words = [(t, r) for t, r in placed if t not in ("Snap reactions", "Esc: back")]
        assert words and all(scene.empty_card.contains(r) for _, r in words), "the sentence sticks out of its paper"
    panels = scene.panel_rects()
    for p, q in itertools.combinations(panels, 2):
        assert not p.colliderect(q), "the charts overlap"
    for panel in panels:
        assert window.contains(panel)
        for name, widget in widgets.items():
            assert not panel.colliderect(widget), f"the {name} button is on a chart"
        inside_rules = panel.inflate(-16, -16)  # clear of the paper's double brass rule
        for text, rect in placed:
            if rect.colliderect(panel):
                assert inside_rules.contains(rect), f"{text!r} {rect} sticks out of its chart {panel}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("data", ["two players", "many sessions", "empty"])
def test_everything_fits_at_every_size(store: Store, size: tuple[int, int], data: str) -> None:
    if data == "two players":
        log = ReactionLog(store.root)
        log.append(practice("Bob", 2, datetime(2025, 2, 1)))
        log.append(practice("Ann", 8, datetime(2025, 3, 3)))
    elif data == "many sessions":
        # A data folder with a long path: the "Saved to …" line has to be shortened to fit.
        store = many_sessions(Store(store.root / ("a-long-folder-name-" * 5)))
    app = make_app(store, size=size)
    try:
        pilot = open_stats(app)
        for _ in range(max(1, len(app.top.players))):
            check_layout(app)
            pilot.press(pygame.K_RIGHT)
        if app.top.player is not None:
            pilot.press(pygame.K_e)  # the long "Saved to …" line must fit as well
            assert app.top.message.startswith("Saved to")
            check_layout(app)
    finally:
        pygame.display.quit()


def test_the_layout_follows_the_window(store: Store) -> None:
    many_sessions(store)
    app = make_app(store, size=(1920, 1080))
    try:
        pilot = open_stats(app, "Wilhelmina-Ottil")
        check_layout(app)
        pygame.display.set_mode((640, 480), pygame.RESIZABLE)
        app.step(16, [pygame.event.Event(pygame.VIDEORESIZE, size=(640, 480), w=640, h=480)])
        assert app.size == (640, 480)
        check_layout(app)
        pilot.click("export")
        assert app.top.message.startswith("Saved to")
    finally:
        pygame.display.quit()


def test_the_charts_are_drawn(app: App, two_players: Store) -> None:
    """The histogram's bars (baize green) and the trend's median line (navy) reach the screen."""
    from game.ui import theme

    open_stats(app)
    hist, trend = app.top.panel_rects()

    def count(rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
        area = app.surface.subsurface(rect)
        return sum(
            1
            for x in range(0, rect.width, 2)
            for y in range(0, rect.height, 2)
            if tuple(area.get_at((x, y)))[:3] == colour
        )

    assert count(hist, theme.BAIZE) > 500, "no histogram bars"
    assert count(trend, theme.NAVY) > 30, "no median line"
    assert "typical" in texts(app) and "slowest 1 in 10" in texts(app) and "false snaps" in texts(app)
    assert any(t.startswith("typical ") and t.endswith(" ms") for t in texts(app)), "the median's value is marked"
