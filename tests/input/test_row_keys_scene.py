"""Thirteens' key screens: choosing a player's keys (Settings › Thirteens keys), Thirteens' key test, and the
key test before a game, driven through the real App."""

from __future__ import annotations

import json
from itertools import combinations
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.session import Controller, Seat
from game.input.bindings import PadRegistry
from game.input.row_keys import DEFAULT_ROW_KEYS, RowBindings, RowSeatKeys
from game.registry import game_spec
from game.scenes import start
from game.scenes.keytest import KeyTestScene
from game.scenes.row_keys import RowKeysScene, RowKeysUnderTest, row_key_test
from game.scenes.settings import SettingsScene
from game.stage.scene import Scene
from game.storage import Settings, Store
from tests.pilot import FRAME_MS, Pilot, make_app


def keydown(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def keyup(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


def saved(store: Store) -> dict:
    return json.loads(store.settings_path.read_text())


def open_row_keys(pilot: Pilot) -> RowKeysScene:
    pilot.click("settings")
    pilot.click("thirteens-keys")
    scene = pilot.app.top
    assert isinstance(scene, RowKeysScene)
    return scene


# -- Settings › Thirteens keys ---------------------------------------------------------------------------------


def test_a_players_keys_are_pressed_one_after_another_and_saved(pilot: Pilot, store: Store) -> None:
    scene = open_row_keys(pilot)
    assert scene.form.focused.value() == "1 2 3 4 5  ·  up Q"
    pilot.click("keys-1")
    assert scene.waiting == 1 and scene.chosen == []
    pilot.press(pygame.K_6, pygame.K_7, pygame.K_8)
    assert scene.chosen == [pygame.K_6, pygame.K_7, pygame.K_8] and scene.waiting == 1
    assert pilot.app.settings.row_keys.keys[1] == DEFAULT_ROW_KEYS[1], "nothing changes before the last key"
    pilot.press(pygame.K_9, pygame.K_0, pygame.K_o)
    assert scene.waiting is None
    assert pilot.app.settings.row_keys.keys[1] == RowSeatKeys((pygame.K_6, pygame.K_7, pygame.K_8, pygame.K_9, pygame.K_0), pygame.K_o)
    assert saved(store)["row_keys"]["keys"][1] == {"rows": ["6", "7", "8", "9", "0"], "up": "o"}
    assert scene.subheading == "Player 2's keys are now 6 7 8 9 0  ·  up O"
    assert store.load_settings().row_keys == pilot.app.settings.row_keys


def test_two_of_a_players_keys_swap_and_a_key_is_kept_by_pressing_it_again(pilot: Pilot, store: Store) -> None:
    scene = open_row_keys(pilot)
    scene.form.focus_on("keys-0")
    pilot.press(pygame.K_RETURN, pygame.K_2, pygame.K_1, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_q)
    assert saved(store)["row_keys"]["keys"][0] == {"rows": ["2", "1", "3", "4", "5"], "up": "q"}


def test_a_key_that_cannot_be_taken_is_refused_and_esc_keeps_every_key(pilot: Pilot, store: Store) -> None:
    scene = open_row_keys(pilot)
    pilot.click("keys-2")
    pilot.press(pygame.K_y)
    pilot.press(pygame.K_q)
    assert scene.refusal == "Q is already Player 1's up key — press another one."
    assert scene.chosen == [pygame.K_y], "still waiting for row 2"
    pilot.press(pygame.K_y)
    assert scene.refusal == "Y is already this player's row 1 key — press another one."
    pilot.press(pygame.K_l)
    assert scene.refusal.startswith("L opens the log at the table")
    pilot.press(pygame.K_ESCAPE)
    assert scene.waiting is None and isinstance(pilot.app.top, RowKeysScene), "Esc only cancels the keys"
    assert pilot.app.settings.row_keys.keys[2] == DEFAULT_ROW_KEYS[2]
    assert scene.subheading == "Player 3 keeps Z X C V B  ·  up A"
    assert not store.settings_path.exists() or saved(store)["row_keys"]["keys"][2]["up"] == "a"
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.app.top, SettingsScene)


def test_reset_and_pads_are_saved_at_once_and_test_opens_thirteens_key_test(pilot: Pilot, store: Store) -> None:
    scene = open_row_keys(pilot)
    pilot.click("keys-3")
    pilot.press(pygame.K_h, pygame.K_j, pygame.K_u, pygame.K_i, pygame.K_o, pygame.K_y)
    scene.form.focus_on("pads")
    pilot.press(pygame.K_RIGHT)
    assert saved(store)["row_keys"]["pads"] is False
    assert saved(store)["row_keys"]["keys"][3]["up"] == "y"
    pilot.click("reset")
    assert saved(store)["row_keys"]["keys"][3] == {"rows": ["n", "m", ",", ".", "/"], "up": "k"}
    pilot.click("test")
    test = pilot.app.top
    assert isinstance(test, KeyTestScene) and isinstance(test.keys, RowKeysUnderTest)
    assert test.names == ["Player 1", "Player 2", "Player 3", "Player 4"]


# -- the key test ----------------------------------------------------------------------------------------------


@pytest.fixture
def finished() -> list[str]:
    return []


def thirteens_test(pilot: Pilot, names: list[str], finished: list[str], rows: int = 4, up: bool = False) -> KeyTestScene:
    scene = row_key_test(pilot.app, names, rows, up, on_done=lambda: finished.append("done"))
    pilot.app.push(scene)
    pilot.wait(FRAME_MS)
    return scene


def test_any_row_key_lights_its_humans_lamp_and_two_together_count_two(pilot: Pilot, finished: list[str]) -> None:
    scene = thirteens_test(pilot, ["Ann", "Bob", "Cy"], finished)
    assert "press one of your row keys" in " ".join(scene.instructions)
    pilot.app.step(FRAME_MS, [keydown(pygame.K_3), keydown(pygame.K_9)])
    assert [bool(h) for h in scene.held] == [True, True, False]
    assert scene.status_text() == "2 of 3 held together"
    pilot.app.step(FRAME_MS, [keyup(pygame.K_3), keydown(pygame.K_v)])
    assert [bool(h) for h in scene.held] == [False, True, True] and scene.best == 2
    pilot.app.step(FRAME_MS, [keydown(pygame.K_5), keydown(pygame.K_q), keydown(pygame.K_k)])
    assert not scene.held[0], "a fifth row's key and the up key count only where the game has them"
    assert scene.lit_once == [True, True, True]
    pilot.press(pygame.K_RETURN)
    assert finished == ["done"]


def test_the_up_key_and_a_pads_hat_light_the_lamp_when_the_game_has_them(pilot: Pilot, finished: list[str]) -> None:
    pads = PadRegistry(lambda index: None)  # the pads of this test only: the app notes them in Snap's keys
    pilot.app.settings.bindings.registry = pilot.app.settings.row_keys.registry = pads
    scene = thirteens_test(pilot, ["Ann", "Bob"], finished, rows=5, up=True)
    pilot.app.step(FRAME_MS, [keydown(pygame.K_q)])
    assert [bool(h) for h in scene.held] == [True, False]
    added = [pygame.event.Event(pygame.JOYDEVICEADDED, device_index=i, instance_id=30 + i) for i in range(2)]
    pilot.app.step(FRAME_MS, added)
    hat = pygame.event.Event(pygame.JOYHATMOTION, instance_id=31, joy=31, hat=0, value=(0, -1))
    pilot.app.step(FRAME_MS, [hat])
    assert [bool(h) for h in scene.held] == [True, True]
    centred = pygame.event.Event(pygame.JOYHATMOTION, instance_id=31, joy=31, hat=0, value=(0, 0))
    pilot.app.step(FRAME_MS, [centred, keyup(pygame.K_q)])
    assert scene.held_together() == 0 and scene.lit_once == [True, True]


def test_a_lamp_shows_the_humans_row_keys() -> None:
    pads = PadRegistry(lambda index: None)
    settings = Settings(row_keys=RowBindings(registry=pads))
    assert RowKeysUnderTest(settings, rows=4, up=True).lamp(1, 2, False) == ("7 8 9 0", [("Up: P", False)])
    assert RowKeysUnderTest(settings, rows=5, up=False).lamp(0, 2, False) == ("1 2 3 4 5", [])
    pads.note(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0, instance_id=5))
    assert RowKeysUnderTest(settings, rows=4, up=False).lamp(0, 2, False) == ("1 2 3 4", [("or pad 1", False)])


# -- before a game ----------------------------------------------------------------------------------------------


class FakeTable(Scene):
    """A table whose players each have a row of keys, as Thirteens' do: four rows and an up key."""

    asked: list[Any] = []

    @classmethod
    def new_game(cls, app: App, spec: Any, options: Any, seats: list[Seat], seed: int) -> FakeTable:
        return cls(app)

    @classmethod
    def row_keys(cls, options: Any) -> tuple[int, bool]:
        cls.asked.append(options)
        return 4, True


def test_a_game_whose_table_has_a_key_test_opens_with_it_for_two_humans_or_more(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.scenes.title import TitleScene

    monkeypatch.setattr(start, "table_class", lambda spec: FakeTable)
    FakeTable.asked.clear()
    app.push(TitleScene(app))
    spec = game_spec("jig")
    options = spec.preset("peel")
    seats = [Seat("Ann", Controller.HUMAN), Seat("Cleo", Controller.EASY), Seat("Bob", Controller.HUMAN)]
    start.start_game(app, spec, options, seats, seed=1)
    assert isinstance(app.top, KeyTestScene) and app.top.names == ["Ann", "Bob"]
    assert isinstance(app.top.keys, RowKeysUnderTest) and (app.top.keys.rows, app.top.keys.up) == (4, True)
    assert FakeTable.asked == [options]
    app.top.on_done()
    assert isinstance(app.top, FakeTable)
    start.start_game(app, spec, options, [Seat("Ann", Controller.HUMAN), Seat("Cleo", Controller.EASY)], seed=1)
    assert isinstance(app.top, FakeTable) and len(FakeTable.asked) == 1, "one human: no key test"


@pytest.mark.parametrize("rows, auto_foundation", [(4, True), (5, False)])
def test_two_humans_at_thirteens_test_the_rows_and_up_key_their_game_uses(app: App, rows: int, auto_foundation: bool) -> None:
    """Issue 12: the key test asks for the rows each player lays on, and the up key only when the foundations
    are theirs to fill (RULES.md §6 option `auto_foundation` off)."""
    spec = game_spec("thirteens")
    options = spec.options_for("thirteens", {"rows": str(rows), "auto_foundation": str(auto_foundation).lower()})
    seats = [Seat("Ann", Controller.HUMAN), Seat("Bob", Controller.HUMAN)]
    start.start_game(app, spec, options, seats, seed=1, replace=False)
    assert isinstance(app.top, KeyTestScene) and app.top.names == ["Ann", "Bob"]
    assert isinstance(app.top.keys, RowKeysUnderTest)
    assert (app.top.keys.rows, app.top.keys.up) == (rows, not auto_foundation)


# -- layout -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(640, 480), (1280, 720), (1920, 1080)])
def test_the_thirteens_keys_screen_shows_every_row_without_scrolling(store: Store, size: tuple[int, int]) -> None:
    app: App = make_app(store, size=size)
    try:
        scene = RowKeysScene(app)
        app.push(scene)
        app.step(FRAME_MS)
        for row in scene.form.rows:
            assert scene.form.box.contains(scene.form.screen_rect(row)), row.name
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(640, 480), (1280, 720)])
@pytest.mark.parametrize("players", [2, 4])
def test_thirteens_key_test_fits_every_window(store: Store, size: tuple[int, int], players: int) -> None:
    app = make_app(store, size=size)
    try:
        scene = row_key_test(app, [f"Player {i + 1}" for i in range(players)], rows=5, up=True, on_done=lambda: None)
        app.push(scene)
        app.step(FRAME_MS)
        window = pygame.Rect((0, 0), size)
        rects = [scene.widget_rect(f"lamp-{i}") for i in range(players)] + [scene.widget_rect("back"), scene.widget_rect("done")]
        assert all(r is not None and window.contains(r) for r in rects)
        for a, b in combinations(rects, 2):
            assert not a.colliderect(b), f"{a} overlaps {b}"
    finally:
        pygame.display.quit()
