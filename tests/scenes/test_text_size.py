"""Settings › Text size (100–200 %) and the window's DPI awareness (issue 15): the setting is kept and acts
at once; at 200 % the main screens and a table of each game family still fit at 800×600 and 1280×720
(nothing cut off or covered, game/ui/marks.py), the forms' words no taller than their rows; and on Windows
the app declares itself DPI-aware, so the system never blurs it by scaling its window."""

from __future__ import annotations

import os

import pygame
import pytest

from game.app import App
import game.app
from game.core.session import Controller, Seat
from game.registry import GAMES
from game.scenes.pause import PauseScene
from game.scenes.results import ResultsScene
from game.scenes.rules import CHOICES, RulesScene
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.stage.menu import MenuScene
from game.storage import TEXT_SCALES, Settings
from game.ui import fonts
from tests.games.snap.test_snap_layout import table_in_play
from tests.pilot import Pilot, make_app
from tests.scenes.test_results_and_handoff import finished_game
from tests.table.test_table_layout import TURN_BASED, drawn, table_at_your_turn, with_a_bubble_over_every_seat

SIZES = [(800, 600), (1280, 720)]
ids = [f"{w}x{h}" for w, h in SIZES]


@pytest.fixture(autouse=True)
def normal_text_after():
    """The text scale is the app's; whatever a test sets, the next one starts at 100 %."""
    yield
    fonts.set_text_scale(100)


@pytest.fixture
def large_text(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every App the test makes draws its words at 200 %, as with Settings › Text size at its largest."""
    monkeypatch.setattr(game.app, "set_text_scale", lambda percent: fonts.set_text_scale(max(TEXT_SCALES)))


def test_the_app_declares_itself_dpi_aware_before_the_window_opens(store, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SDL_WINDOWS_DPI_AWARENESS", raising=False)
    seen = []
    display_init = pygame.display.init
    monkeypatch.setattr(pygame.display, "init", lambda: (seen.append(os.environ.get("SDL_WINDOWS_DPI_AWARENESS")), display_init()))
    make_app(store)
    assert seen[0] == "permonitorv2"
    pygame.display.quit()


def test_the_text_size_steps_from_100_to_200_and_stops_at_either_end_and_is_kept(pilot: Pilot, store) -> None:
    app = pilot.app
    settings = SettingsScene(app)
    app.push(settings)
    settings.form.focus_on("text-size")
    for expected in (125, 150, 175, 200, 200):
        pilot.press(pygame.K_RIGHT)
        assert app.settings.text_scale == expected and fonts.text_scale() == expected
    assert fonts.scaled(20) == 40, "at once"
    assert store.load_settings().text_scale == 200
    assert settings.form.row("text-size").value() == "200 %"
    for _i in range(5):
        pilot.press(pygame.K_LEFT)
    assert app.settings.text_scale == 100 and fonts.scaled(20) == 20
    App(store, Settings(text_scale=150))
    assert fonts.text_scale() == 150, "a new start draws at the kept size"


def form_problems(scene: MenuScene) -> list[str]:
    """The form's rows whose words are taller than the row (a form does not note its words as marks)."""
    found = []
    for row in scene.form.rows:
        tall = fonts.font(scene.form.text_px(heading=row.heading), bold=True).get_height()
        if tall > row.rect.height:
            found.append(f"{row.name}: words {tall} px tall in a row {row.rect.height} px high")
    return found


@pytest.mark.parametrize("size", SIZES, ids=ids)
def test_at_200_percent_the_menu_screens_fit(store, size, large_text) -> None:
    app = make_app(store, size=size)
    assert fonts.text_scale() == 200
    for make in (TitleScene, lambda app: SetupScene(app), SettingsScene):
        scene = make(app)
        app.push(scene)
        for name in [row.name for row in scene.form.rows if row.focusable]:
            scene.form.focus_on(name)
            scene.draw(app.surface)
            problems = scene.marks.problems(size) + form_problems(scene)
            assert problems == [], f"{type(scene).__name__} {name}: {problems}"
        assert scene.form.text_px() >= 1.4 * scene.form.row_height * 0.45, "the words are larger, as far as the rows hold"
    pygame.display.quit()


@pytest.mark.parametrize("size", SIZES, ids=ids)
def test_at_200_percent_every_rules_screen_fits(store, size, large_text) -> None:
    app = make_app(store, size=size)
    rules = RulesScene(app, *CHOICES[0])
    app.push(rules)
    for game_key, preset in CHOICES:
        rules.draw(app.surface)
        assert rules.marks.problems(size) == [], f"{game_key} {preset}"
        rules.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    pygame.display.quit()


@pytest.mark.parametrize("size", SIZES, ids=ids)
def test_at_200_percent_the_results_fit(store, size, large_text) -> None:
    app = make_app(store, size=size)
    results = ResultsScene(app, finished_game(4))
    app.push(results)
    results.update(60_000)
    results.draw(app.surface)
    assert results.marks.problems(size) == []
    pygame.display.quit()


@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("game_key", TURN_BASED)
def test_at_200_percent_a_turn_based_table_of_each_family_fits(store, game_key, size, large_text) -> None:
    scene = with_a_bubble_over_every_seat(table_at_your_turn(store, game_key, 4 if game_key != "cassino" else 2, size))
    assert scene.layout.text_px >= 1.5 * max(14, min(24, size[1] // 36, size[0] // 40)), "larger than at 100 %"
    problems = drawn(scene)
    assert problems == [], "\n".join(problems)
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pause = scene.app.top
    assert isinstance(pause, PauseScene)
    pause.draw(scene.app.surface)
    assert pause.marks.problems(size) + form_problems(pause) == []
    pygame.display.quit()


@pytest.mark.parametrize("size", SIZES, ids=ids)
def test_at_200_percent_the_snap_table_fits(store, size, large_text) -> None:
    table = table_in_play(store, "snap", 4, size)
    assert table.layout.text_px >= 1.5 * max(14, min(24, size[1] // 36, size[0] // 40)), "larger than at 100 %"
    table.draw(table.app.surface)
    assert table.marks.problems(size) == []
    pygame.display.quit()


def test_every_game_family_is_checked_at_200_percent() -> None:
    families = {GAMES[key].table for key in TURN_BASED} | {GAMES["snap"].table}
    assert families | {GAMES["thirteens"].table} >= {spec.table for spec in GAMES.values()}


@pytest.mark.parametrize("size", SIZES, ids=ids)
def test_at_200_percent_the_thirteens_table_fits(store, size, large_text) -> None:
    from tests.games.thirteens.test_table import ANN, calls, table

    app, pilot, scene = table(store, [ANN, Seat("Ada", Controller.MEDIUM)], calls(9, 8, 12), size=size)
    pilot.wait_until(lambda: scene.showing_current() and scene.state.waiting[0], max_ms=60_000)
    scene.draw(app.surface)
    assert scene.marks.problems(size) == []
    pygame.display.quit()
