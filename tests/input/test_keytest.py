"""Snap's key screens: rebinding keys (Settings › Snap keys) and the key test, driven through the real App."""

from __future__ import annotations

import json
from itertools import combinations

import pygame
import pytest

from game.app import App
from game.input.bindings import Action, PadRegistry
from game.input.tempo import Tempo
from game.scenes.keytest import KeyTestScene, default_test_names
from game.scenes.settings import SettingsScene
from game.scenes.snap_keys import SnapKeysScene
from game.storage import Settings, Store
from game.ui.fonts import render_text
from tests.pilot import FRAME_MS, Pilot, make_app


def keydown(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def keyup(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


def saved(store: Store) -> dict:
    return json.loads(store.settings_path.read_text())


def open_snap_keys(pilot: Pilot) -> SnapKeysScene:
    pilot.click("settings")
    pilot.click("snap-keys")
    scene = pilot.app.top
    assert isinstance(scene, SnapKeysScene)
    return scene


# -- Settings › Snap keys -----------------------------------------------------------------------------


def test_a_snap_key_is_rebound_by_pressing_the_new_key_and_saved(pilot: Pilot, store: Store) -> None:
    scene = open_snap_keys(pilot)
    pilot.click("snap-2")
    assert scene.waiting == (2, Action.SNAP)
    pilot.press(pygame.K_n)
    assert scene.waiting is None
    assert pilot.app.settings.bindings.keys[2].snap == pygame.K_n
    assert saved(store)["bindings"]["keys"][2] == {"snap": "n", "turn": "v"}
    assert scene.subheading == "Player 3's Snap key is now N"
    # The keyboard way: arrows across to the Turn column, Enter, the new key.
    pilot.press(pygame.K_RIGHT)
    assert scene.form.focused.name == "turn-2"
    pilot.press(pygame.K_DOWN, pygame.K_RETURN, pygame.K_m)
    assert saved(store)["bindings"]["keys"][3] == {"snap": "return", "turn": "m"}
    assert store.load_settings().bindings == pilot.app.settings.bindings


def test_a_key_another_player_has_is_refused_with_a_sentence(pilot: Pilot, store: Store) -> None:
    scene = open_snap_keys(pilot)
    pilot.click("snap-2")
    pilot.press(pygame.K_LSHIFT)
    assert scene.refusal == "Left Shift is already Player 1's Snap key — press another one."
    assert scene.waiting == (2, Action.SNAP), "still waiting for a usable key"
    assert pilot.app.settings.bindings.keys[2].snap == pygame.K_b
    assert not store.settings_path.exists() or saved(store)["bindings"]["keys"][2]["snap"] == "b"
    pilot.press(pygame.K_ESCAPE)
    assert scene.waiting is None and isinstance(pilot.app.top, SnapKeysScene), "Esc only cancels the wait"
    assert pilot.app.settings.bindings.keys[2].snap == pygame.K_b
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.app.top, SettingsScene)


def test_reset_and_pads_are_saved_at_once(pilot: Pilot, store: Store) -> None:
    scene = open_snap_keys(pilot)
    pilot.click("snap-0")
    pilot.press(pygame.K_a)
    scene.form.focus_on("pads")
    pilot.press(pygame.K_RIGHT)
    assert saved(store)["bindings"]["pads"] is False
    assert saved(store)["bindings"]["keys"][0]["snap"] == "a"
    pilot.click("reset")
    assert saved(store)["bindings"]["keys"][0]["snap"] == "left shift"
    pilot.click("test")
    assert isinstance(pilot.app.top, KeyTestScene)


# -- the settings rows -------------------------------------------------------------------------------


def test_snap_tempo_and_turning_are_saved(pilot: Pilot, store: Store) -> None:
    pilot.click("settings")
    pilot.app.top.form.focus_on("tempo")
    pilot.press(pygame.K_RIGHT)
    assert pilot.app.settings.tempo is Tempo.FAST and saved(store)["tempo"] == "fast"
    pilot.press(pygame.K_LEFT, pygame.K_LEFT, pygame.K_LEFT)
    assert saved(store)["tempo"] == "frantic", "the choice wraps round"
    pilot.app.top.form.focus_on("turning")
    pilot.press(pygame.K_RIGHT)
    assert saved(store)["turn_by_key"] is True
    pilot.click("test-keys")
    test = pilot.app.top
    assert isinstance(test, KeyTestScene) and test.names == ["Player 1", "Player 2", "Player 3", "Player 4"]
    pilot.click("done")
    assert isinstance(pilot.app.top, SettingsScene), "without on_done, Done goes back"


def test_jigs_forced_cards_are_switched_to_be_played_by_hand_and_back_and_saved(pilot: Pilot, store: Store) -> None:
    pilot.click("settings")
    settings = pilot.app.top
    settings.form.focus_on("play-forced")
    row = settings.form.focused
    assert row.name == "play-forced" and row.value() == "Play themselves"
    pilot.press(pygame.K_RIGHT)
    assert pilot.app.settings.play_forced is False and saved(store)["play_forced"] is False
    assert row.value() == "You play them"
    pilot.press(pygame.K_LEFT)
    assert saved(store)["play_forced"] is True, "either arrow switches it"
    assert store.load_settings().play_forced is True


@pytest.mark.parametrize("size", [(640, 480), (1920, 1080)])
def test_every_settings_label_ends_before_its_value_begins(store: Store, size: tuple[int, int]) -> None:
    """A label runs from the row's left edge; a value and its arrows fill the row from 45 % of its width."""
    app: App = make_app(store, size=size)
    try:
        scene = SettingsScene(app)
        app.push(scene)
        app.step(FRAME_MS)
        text_size = max(14, int(scene.form.row_height * 0.45))
        for row in scene.form.rows:
            if row.value:
                room = int(row.rect.width * 0.45) - 14 - 12  # the left margin; the value's left arrow
                assert render_text(row.label, text_size, (0, 0, 0)).get_width() < room, row.label
    finally:
        pygame.display.quit()


def test_the_key_test_names_the_humans_of_the_last_setup() -> None:
    seats = [
        {"name": "Ann", "controller": "human"},
        {"name": "Cleo", "controller": "ai:medium"},
        {"name": "Bob", "controller": "human"},
    ]
    assert default_test_names(Settings(seats=seats)) == ["Ann", "Bob"]
    assert default_test_names(Settings(seats=seats[:2])) == ["Player 1", "Player 2", "Player 3", "Player 4"]


# -- the key test ------------------------------------------------------------------------------------


@pytest.fixture
def finished() -> list[str]:
    return []


def key_test(pilot: Pilot, names: list[str], finished: list[str]) -> KeyTestScene:
    scene = KeyTestScene(pilot.app, names, on_done=lambda: finished.append("done"))
    pilot.app.push(scene)
    pilot.wait(FRAME_MS)
    return scene


def test_lamps_light_while_keys_are_held_and_count_together(pilot: Pilot, finished: list[str]) -> None:
    scene = key_test(pilot, ["Ann", "Bob"], finished)
    assert scene.status_text() == "0 of 2 held together"
    pilot.app.step(FRAME_MS, [keydown(pygame.K_LSHIFT), keydown(pygame.K_RSHIFT)])
    assert scene.held_together() == 2 and scene.lit_once == [True, True]
    assert scene.status_text() == "2 of 2 held together"
    pilot.app.step(FRAME_MS, [keyup(pygame.K_RSHIFT)])
    assert scene.status_text() == "1 of 2 held together"
    assert scene.best_text() == "Best so far: 2 of 2"
    pilot.app.step(FRAME_MS, [keydown(pygame.K_b), keydown(pygame.K_x)])  # not these players' keys
    assert scene.held_together() == 1
    pilot.app.step(FRAME_MS, [pygame.event.Event(pygame.WINDOWFOCUSLOST)])
    assert scene.held_together() == 0, "keys let go in another window never send KEYUP here"
    assert finished == []
    pilot.click("done")
    assert finished == ["done"]


def test_enter_finishes_only_when_every_lamp_has_lit(pilot: Pilot, finished: list[str]) -> None:
    scene = key_test(pilot, ["Ann", "Bob"], finished)
    assert scene.done_key() == pygame.K_RETURN
    pilot.app.step(FRAME_MS, [keydown(pygame.K_LSHIFT), keyup(pygame.K_LSHIFT)])
    pilot.press(pygame.K_RETURN)
    assert finished == [] and "Not every lamp has lit yet" in scene.notice
    pilot.press(pygame.K_RSHIFT, pygame.K_RETURN)
    assert finished == ["done"]


def test_when_enter_is_a_players_key_it_lights_their_lamp_and_tab_finishes(pilot: Pilot, finished: list[str]) -> None:
    scene = key_test(pilot, ["Ann", "Bob", "Cy", "Dora"], finished)
    assert scene.done_key() == pygame.K_TAB
    assert "press Tab" in scene.done_key_text() and "Enter is a player's key" in scene.done_key_text()
    pilot.press(pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_b, pygame.K_RETURN)
    assert scene.lit_once == [True] * 4 and finished == [], "Enter was Dora's Snap key, not Start"
    pilot.press(pygame.K_TAB)
    assert finished == ["done"]


def test_a_pad_button_lights_its_humans_lamp(pilot: Pilot, finished: list[str]) -> None:
    pilot.app.settings.bindings.registry = PadRegistry(lambda index: None)
    scene = key_test(pilot, ["Ann", "Bob"], finished)
    added = [pygame.event.Event(pygame.JOYDEVICEADDED, device_index=i, instance_id=20 + i) for i in range(2)]
    pilot.app.step(FRAME_MS, added)
    pilot.app.step(FRAME_MS, [pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=21, joy=21, button=3)])
    assert [bool(h) for h in scene.held] == [False, True]
    pilot.app.step(FRAME_MS, [pygame.event.Event(pygame.JOYBUTTONUP, instance_id=21, joy=21, button=3)])
    assert scene.held_together() == 0 and scene.lit_once == [False, True]


def test_a_turn_key_held_shows_under_the_lamp_without_lighting_it(pilot: Pilot, finished: list[str]) -> None:
    pilot.app.settings.turn_by_key = True
    scene = key_test(pilot, ["Ann", "Bob"], finished)
    pilot.app.step(FRAME_MS, [keydown(pygame.K_z)])
    assert scene.held_together() == 0 and scene.lit_once == [False, False]
    assert scene.keys.lamp(0, 2, bool(scene.side_held[0])) == ("Left Shift", [("Turn: Z", True)])
    pilot.app.step(FRAME_MS, [keyup(pygame.K_z)])
    assert not scene.side_held[0]


def test_a_lone_player_lights_the_lamp_with_a_click_and_escape_goes_back(pilot: Pilot, finished: list[str]) -> None:
    scene = key_test(pilot, ["You"], finished)
    below = pilot.app.scenes[-2]
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.widget_rect("lamp-0").center, button=1)
    pilot.app.step(FRAME_MS, [down])
    assert scene.held_together() == 1
    pilot.press(pygame.K_ESCAPE)
    assert pilot.app.top is below and finished == []


# -- layout --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(640, 480), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [1, 2, 4, 6])
def test_the_key_test_fits_every_window(store: Store, size: tuple[int, int], players: int) -> None:
    app = make_app(store, size=size)
    try:
        scene = KeyTestScene(app, [f"Player {i + 1}" for i in range(players)], on_done=lambda: None)
        app.push(scene)
        app.step(FRAME_MS)
        window = pygame.Rect((0, 0), size)
        rects = [scene.widget_rect(f"lamp-{i}") for i in range(players)] + [scene.widget_rect("back"), scene.widget_rect("done")]
        assert all(r is not None and window.contains(r) for r in rects)
        for a, b in combinations(rects, 2):
            assert not a.colliderect(b), f"{a} overlaps {b}"
        lamps_bottom = max(r.bottom for r in rects[:-2])
        assert lamps_bottom < scene.status_y < scene.done_line_y < scene.widget_rect("done").top
        assert scene.instructions_y + len(scene.instructions) * 15 < min(r.top for r in rects[:-2])
        assert min(r.width for r in rects[:-2]) >= 150 and min(r.height for r in rects[:-2]) >= 90
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(640, 480), (1920, 1080)])
def test_the_snap_keys_screen_shows_every_row_without_scrolling(store: Store, size: tuple[int, int]) -> None:
    app: App = make_app(store, size=size)
    try:
        scene = SnapKeysScene(app)
        app.push(scene)
        app.step(FRAME_MS)
        for row in scene.form.rows:
            assert scene.form.box.contains(scene.form.screen_rect(row)), row.name
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("platform", ["darwin", "win32", "linux"])
def test_the_key_that_finishes_the_test_needs_no_fn_key_on_a_mac(platform: str) -> None:
    """On a Mac's keyboard F1 is a media key unless Fn is held: the finishing keys there are Enter, Tab and
    Space only; elsewhere F1 stays the last resort."""
    from game.scenes.keytest import done_keys

    keys = done_keys(platform)
    assert keys[:3] == (pygame.K_RETURN, pygame.K_TAB, pygame.K_SPACE)
    assert (pygame.K_F1 in keys) == (platform != "darwin")


def test_the_settings_name_the_full_screen_key_of_the_system(pilot: Pilot, monkeypatch: pytest.MonkeyPatch) -> None:
    from game import window

    for platform, words in (("darwin", "Ctrl+Cmd+F switches at any time"), ("win32", "F11 switches at any time")):
        monkeypatch.setattr(window.sys, "platform", platform)
        scene = SettingsScene(pilot.app)
        row = next(row for row in scene.form.rows if row.name == "fullscreen")
        assert row.hint == words
