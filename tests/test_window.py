"""The window on every system (issue 31, game/window.py): the direct framebuffer only where the video driver
has one, and a window all the same where it has not; the first size and density from the display's DPI; a
high-density window that turns the mouse's points into pixels; full screen on each system's keys."""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator

import pygame
import pytest

from game import window
from game.app import App
from game.stage.scene import Scene
from game.storage import Settings, Store
from game.ui.density import density, set_density
from game.window import (
    FRAMEBUFFER_HINT,
    density_of,
    first_size,
    full_screen_key,
    is_full_screen_chord,
    wants_direct_framebuffer,
)


class Recorder(Scene):
    """A scene that keeps the events it is given."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.events: list[pygame.event.Event] = []

    def handle(self, event: pygame.event.Event) -> None:
        self.events.append(event)


@pytest.fixture(autouse=True)
def density_back_to_one() -> Iterator[None]:
    """A test whose App opened on a dense display leaves the next test drawing at density 1."""
    yield
    set_density(1.0)


@pytest.fixture
def no_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    """Neither the player nor an earlier test has set the framebuffer hint."""
    monkeypatch.delenv(FRAMEBUFFER_HINT, raising=False)


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


@pytest.mark.parametrize("driver", ["x11", "windows", "dummy"])
def test_drivers_with_a_framebuffer_of_their_own_get_the_direct_way(driver: str) -> None:
    assert wants_direct_framebuffer(driver)


@pytest.mark.parametrize("driver", ["cocoa", "wayland", "kmsdrm", "emscripten-like"])
def test_drivers_without_one_draw_through_sdl_s_texture(driver: str) -> None:
    """macOS's Cocoa and Wayland have no window framebuffer: asking for it stops the app (SDL ≥ 2.28)."""
    assert not wants_direct_framebuffer(driver)


def test_the_hint_is_set_under_a_driver_with_a_framebuffer(store: Store, no_hint: None) -> None:
    App(store, Settings(), (800, 600))
    assert os.environ.get(FRAMEBUFFER_HINT) == "0"


def test_the_player_s_own_hint_is_left_alone(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(FRAMEBUFFER_HINT, "1")
    App(store, Settings(), (800, 600))
    assert os.environ[FRAMEBUFFER_HINT] == "1"


def test_a_window_refused_with_the_hint_opens_without_it_and_says_so_once(
    store: Store, no_hint: None, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """As under Wayland before this issue: with the hint set, SDL has no framebuffer to give. The app takes
    the hint back, starts the display again and opens its window through SDL's texture."""
    real_set_mode = pygame.display.set_mode
    refused: list[tuple[int, int]] = []

    def set_mode(size: tuple[int, int], flags: int = 0) -> pygame.Surface:
        if os.environ.get(FRAMEBUFFER_HINT) == "0":
            refused.append(size)
            raise pygame.error("Window framebuffer support not available")
        return real_set_mode(size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    with caplog.at_level(logging.WARNING, logger="game.window"):
        app = App(store, Settings(), (800, 600))
    assert refused == [(800, 600)]
    assert app.size == (800, 600)
    assert FRAMEBUFFER_HINT not in os.environ
    lines = [r.getMessage() for r in caplog.records if r.name == "game.window"]
    assert len(lines) == 1 and "no framebuffer of its own" in lines[0]
    app.toggle_fullscreen()  # later windows open without trying the hint again
    assert app.settings.fullscreen and len(refused) == 1


def test_any_other_failure_to_open_a_window_is_raised(store: Store, no_hint: None, monkeypatch: pytest.MonkeyPatch) -> None:
    def set_mode(size: tuple[int, int], flags: int = 0) -> pygame.Surface:
        raise pygame.error("No available video device")

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    with pytest.raises(pygame.error, match="No available video device"):
        App(store, Settings(), (800, 600))


@pytest.mark.parametrize(("dpi", "density"), [(96, 1.0), (120, 1.25), (144, 1.5), (192, 2.0), (72, 1.0), (None, 1.0)])
def test_density_is_the_display_s_dpi_over_96(dpi: int | None, density: float) -> None:
    assert density_of(dpi) == density


def test_the_first_window_grows_with_the_display_s_scale_and_fits_its_screen() -> None:
    assert first_size((1280, 720), 2.0, (3840, 2160)) == (2560, 1440)
    assert first_size((1280, 720), 1.5, None) == (1920, 1080)
    assert first_size((1280, 720), 2.0, (2560, 1440)) == (2304, 1296)  # 90 % of the screen, same shape
    assert first_size((1280, 720), 1.0, (1024, 768)) == (1280, 720)  # at 100 % the size asked for, as before


def test_a_first_window_on_a_200_per_cent_windows_display_has_twice_the_pixels(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window, "windows_dpi", lambda hwnd=None: 192)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(3840, 2160)])
    app = App(store, Settings())
    assert app.size == (2560, 1440)
    assert app.display.density == density() == 2.0


def test_a_window_size_the_player_chose_is_kept_as_it_was(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(window, "windows_dpi", lambda hwnd=None: 192)
    app = App(store, Settings(window=(1500, 900)))
    assert app.size == (1500, 900)


def test_a_high_density_window_gives_scenes_the_mouse_in_pixels(store: Store) -> None:
    """On a Retina Mac SDL reports the mouse in points and the drawable has twice the pixels: a click at the
    point (100, 50) is on the pixel (200, 100) the scenes drew."""
    app = App(store, Settings(), (800, 600), high_dpi=True)
    scene = Recorder(app)
    app.push(scene)
    app.display.pointer_scale = 2.0
    app.step(16, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 50), button=1)])
    app.step(16, [pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 20), rel=(3, -4), buttons=(0, 0, 0))])
    app.step(16, [key(pygame.K_a)])
    assert scene.events[0].pos == (200, 100)
    assert (scene.events[1].pos, scene.events[1].rel) == ((20, 40), (6, -8))
    assert scene.events[2].key == pygame.K_a


def test_a_high_density_window_draws_goes_full_screen_and_back(store: Store) -> None:
    app = App(store, Settings(), (800, 600), high_dpi=True)
    app.push(Recorder(app))
    assert app.size == (800, 600) and app.display.density == 1.0  # the dummy driver has no Retina
    app.step(16)
    app.present()
    app.toggle_fullscreen()
    assert app.settings.fullscreen and app.size != (800, 600)
    app.toggle_fullscreen()
    assert not app.settings.fullscreen and app.size == (800, 600)
    assert app.display.window_size == (800, 600)


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_f11_switches_full_screen_everywhere(platform: str) -> None:
    assert is_full_screen_chord(key(pygame.K_F11), platform)


def test_ctrl_cmd_f_switches_full_screen_on_a_mac() -> None:
    """On macOS F11 shows the desktop; Ctrl+Cmd+F is the system's own full-screen key."""
    ctrl_cmd = pygame.KMOD_LCTRL | pygame.KMOD_LMETA
    assert is_full_screen_chord(key(pygame.K_f, ctrl_cmd), "darwin")
    assert not is_full_screen_chord(key(pygame.K_f, pygame.KMOD_LCTRL), "darwin")
    assert not is_full_screen_chord(key(pygame.K_f), "darwin")
    assert not is_full_screen_chord(key(pygame.K_RETURN, pygame.KMOD_LALT), "darwin")


@pytest.mark.parametrize("platform", ["linux", "win32"])
def test_alt_enter_switches_full_screen_on_windows_and_linux(platform: str) -> None:
    assert is_full_screen_chord(key(pygame.K_RETURN, pygame.KMOD_LALT), platform)
    assert is_full_screen_chord(key(pygame.K_KP_ENTER, pygame.KMOD_RALT), platform)
    assert not is_full_screen_chord(key(pygame.K_RETURN), platform)  # Enter alone is a Snap key
    assert not is_full_screen_chord(key(pygame.K_f, pygame.KMOD_LCTRL | pygame.KMOD_LMETA), platform)


def test_the_help_names_the_key_of_the_system() -> None:
    assert full_screen_key("darwin") == "Ctrl+Cmd+F"
    assert full_screen_key("win32") == full_screen_key("linux") == "F11"


def test_alt_enter_at_the_table_switches_full_screen_and_reaches_no_scene(store: Store) -> None:
    app = App(store, Settings(), (800, 600))
    scene = Recorder(app)
    app.push(scene)
    app.step(16, [key(pygame.K_RETURN, pygame.KMOD_LALT)])
    assert app.settings.fullscreen and scene.events == []
    app.step(16, [key(pygame.K_RETURN)])
    assert app.settings.fullscreen and scene.events[0].key == pygame.K_RETURN


def test_the_player_s_own_hint_is_never_taken_back(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """A player who asked for the direct framebuffer keeps it: a later refused window (going full screen) is
    reported, not answered by dropping their hint and starting the display again."""
    monkeypatch.setenv(FRAMEBUFFER_HINT, "0")
    app = App(store, Settings(), (800, 600))
    real_set_mode = pygame.display.set_mode

    def set_mode(size: tuple[int, int], flags: int = 0) -> pygame.Surface:
        if flags & pygame.FULLSCREEN:
            raise pygame.error("Window framebuffer support not available")
        return real_set_mode(size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    app.toggle_fullscreen()
    assert not app.settings.fullscreen and os.environ[FRAMEBUFFER_HINT] == "0"
