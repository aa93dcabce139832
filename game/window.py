"""The app's window on each system: how it is opened, how dense its pixels are, and how it goes full screen.

Systems differ in three ways the rest of the app should not have to know:
- **The framebuffer.** The app draws every pixel itself, so where the video driver can hand SDL a framebuffer
  of its own (X11, Windows) frames go straight to it, which saves loading a GL driver (under X11, 60 ms and
  95 MiB). Elsewhere (macOS's Cocoa, Wayland) SDL must draw through a texture: asking for the direct way
  there stops the app at its first window ("Window framebuffer support not available", SDL ≥ 2.28).
- **Pixel density.** A Retina Mac or a Windows display at 200 % has twice the pixels per inch. On macOS the
  window asks for a high-density drawable (SDL reports the mouse in points, the drawable has pixels); on
  Windows, declared DPI-aware, the window's pixels are the screen's and its first size follows DPI / 96.
  Either way `density` says how many window pixels stand for one pixel of a 96-DPI screen, and the drawing
  (game/ui/density.py) lays everything out as at 1, with that many more pixels.
- **Full screen.** F11 everywhere, Ctrl+Cmd+F on macOS (where F11 shows the desktop) and Alt+Enter on
  Windows and Linux.
"""

from __future__ import annotations

import logging
import os
import sys
from typing import Callable

import pygame

log = logging.getLogger(__name__)

FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"
NATIVE_FRAMEBUFFER_DRIVERS = frozenset({"x11", "windows", "dummy", "offscreen"})
"""SDL video drivers that hand SDL a window framebuffer of their own (SDL2's `CreateWindowFramebuffer`)."""
BASE_DPI = 96
"""The DPI of a screen at 100 %: a layout's pixel at density 1."""
SCREEN_SHARE = 0.9
"""The most of the screen a first window may take (a 2560×1440 window does not fit a 2560×1440 screen)."""


def is_mac(platform: str | None = None) -> bool:
    """Whether `platform` (default: this one, `sys.platform`) is macOS."""
    return (platform or sys.platform) == "darwin"


# -- the framebuffer --------------------------------------------------------------------------------


def wants_direct_framebuffer(driver: str) -> bool:
    """Whether the SDL video driver `driver` ("x11", "cocoa", "wayland" …) has a framebuffer of its own, so
    frames may skip the texture (`SDL_FRAMEBUFFER_ACCELERATION=0`)."""
    return driver.lower() in NATIVE_FRAMEBUFFER_DRIVERS


def choose_framebuffer() -> bool:
    """After `pygame.display.init()`: ask for the direct framebuffer where the driver has one, unless the
    player set the hint themselves. Returns True when this call set it (so a failure may take it back)."""
    if FRAMEBUFFER_HINT in os.environ or not wants_direct_framebuffer(pygame.display.get_driver()):
        return False
    os.environ[FRAMEBUFFER_HINT] = "0"
    return True


def set_mode(size: tuple[int, int], flags: int, hinted: bool, reopen: Callable[[], None]) -> pygame.Surface:
    """`pygame.display.set_mode(size, flags)`. If it fails while this app asked for the direct framebuffer
    (`hinted`), the hint is taken back, one log line says so, and the display is started again (SDL decides on
    the framebuffer once per start; `reopen` then sets the caption and icon again) to open the window through
    SDL's texture. Raises pygame.error when no window can be opened at all."""
    try:
        return pygame.display.set_mode(size, flags)
    except pygame.error as e:
        if not hinted or os.environ.get(FRAMEBUFFER_HINT) != "0":
            raise
        driver = pygame.display.get_driver()
        os.environ.pop(FRAMEBUFFER_HINT, None)
        log.warning("the %s video driver has no framebuffer of its own (%s): drawing through SDL's texture", driver, e)
        pygame.display.quit()
        pygame.display.init()
        reopen()
        return pygame.display.set_mode(size, flags)


# -- pixel density ----------------------------------------------------------------------------------


def windows_dpi(hwnd: int | None = None) -> int | None:
    """The DPI of the monitor showing the window `hwnd` (or of the system when None) on Windows, else None.
    Never raises: an older Windows without the call gives None."""
    if sys.platform != "win32":
        return None
    try:
        import ctypes

        user32 = ctypes.windll.user32  # type: ignore[attr-defined]
        dpi = user32.GetDpiForWindow(hwnd) if hwnd else user32.GetDpiForSystem()
    except (AttributeError, OSError):
        return None
    return int(dpi) or None


def density_of(dpi: int | None) -> float:
    """The density (window pixels per 96-DPI pixel) of a display of `dpi`; 1.0 when unknown or lower."""
    return max(1.0, dpi / BASE_DPI) if dpi else 1.0


def first_size(size: tuple[int, int], density: float, screen: tuple[int, int] | None) -> tuple[int, int]:
    """A first window of `size` (px at density 1) at `density`: as many times larger, shrunk to SCREEN_SHARE
    of `screen` (w, h px) when known, keeping its proportions. Returns (w, h) px; `size` itself at density 1."""
    if density <= 1.0:
        return size
    width, height = round(size[0] * density), round(size[1] * density)
    if screen:
        fit = min(1.0, screen[0] * SCREEN_SHARE / width, screen[1] * SCREEN_SHARE / height)
        width, height = int(width * fit), int(height * fit)
    return width, height


# -- full screen ------------------------------------------------------------------------------------


def is_full_screen_chord(event: pygame.event.Event, platform: str | None = None) -> bool:
    """Whether the key press `event` switches full screen: F11 everywhere, Ctrl+Cmd+F on macOS, Alt+Enter
    on Windows and Linux."""
    if event.type != pygame.KEYDOWN:
        return False
    if event.key == pygame.K_F11:
        return True
    mod = getattr(event, "mod", 0)
    if is_mac(platform):
        return event.key == pygame.K_f and bool(mod & pygame.KMOD_CTRL) and bool(mod & pygame.KMOD_META)
    return event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and bool(mod & pygame.KMOD_ALT)


def full_screen_key(platform: str | None = None) -> str:
    """The name of the key that switches full screen on `platform`, as the help lines say it: "Ctrl+Cmd+F"
    on macOS, "F11" elsewhere (where Alt+Enter works too)."""
    return "Ctrl+Cmd+F" if is_mac(platform) else "F11"


# -- the window -------------------------------------------------------------------------------------


class Display:
    """The window, opened with `pygame.display.set_mode` (Windows, Linux, and any system when `high_dpi` is
    off) or as a high-density `pygame.Window` (macOS).

    `surface` is what the scenes draw on, `density` how many of its pixels stand for a 96-DPI pixel, and
    `pointer_scale` how many of its pixels a unit of the mouse's coordinates is (2 on a Retina Mac, where SDL
    reports points; else 1). `size` (px) is the window's; when `first` (no size was ever saved), it is a size
    at density 1 that grows with the display's density. Raises pygame.error when no window can be opened."""

    def __init__(
        self, size: tuple[int, int], title: str, icon: pygame.Surface | None, *, high_dpi: bool, first: bool
    ) -> None:
        self._hinted = choose_framebuffer()
        self._window: pygame.Window | None = None
        self.density = 1.0
        self.pointer_scale = 1.0
        if high_dpi:
            self._window = pygame.Window(title, size, resizable=True, allow_high_dpi=True)
            if icon is not None:
                self._window.set_icon(icon)
            self.surface = self._window.get_surface()
        else:
            self._title, self._icon = title, icon
            self._label()
            if first:
                screens = pygame.display.get_desktop_sizes()
                size = first_size(size, density_of(windows_dpi()), screens[0] if screens else None)
            self.surface = self._set_mode(size, pygame.RESIZABLE)
        self._measure()
        width, height = self.surface.get_size()
        driver = pygame.display.get_driver()
        log.info("window of %d×%d px on SDL's %s video driver, density %.2f", width, height, driver, self.density)

    def set_full_screen(self, full: bool, windowed_size: tuple[int, int]) -> None:
        """Fill the screen, or go back to a window of `windowed_size` (px). Raises pygame.error when the
        system refuses."""
        if self._window is not None:
            if full:
                self._window.set_fullscreen(desktop=True)
            else:
                self._window.set_windowed()
            self.surface = self._window.get_surface()
        elif full:
            self.surface = self._set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.surface = self._set_mode(windowed_size, pygame.RESIZABLE)
        self._measure()

    def refresh(self) -> bool:
        """After the window was resized or moved to another display: take its new surface and density.
        Returns False while the window is being re-made (the next resize event brings the new one)."""
        surface = self._window.get_surface() if self._window is not None else pygame.display.get_surface()
        if surface is None:
            return False
        self.surface = surface
        self._measure()
        return True

    @property
    def window_size(self) -> tuple[int, int]:
        """The window's size as the system measures it, to be remembered and asked for again: points on a
        high-density window (macOS), else pixels."""
        if self._window is not None:
            return self._window.size
        width, height = self.surface.get_size()
        return width, height

    def flip(self) -> None:
        """Show the whole frame."""
        if self._window is not None:
            self._window.flip()
        else:
            pygame.display.flip()

    def update(self, rects: list[pygame.Rect]) -> None:
        """Show only `rects` of the frame (the whole of it on a high-density window, which has no partial
        update)."""
        if self._window is not None:
            self._window.flip()
        else:
            pygame.display.update(rects)

    def _label(self) -> None:
        pygame.display.set_caption(self._title)
        if self._icon is not None:
            pygame.display.set_icon(self._icon)

    def _set_mode(self, size: tuple[int, int], flags: int) -> pygame.Surface:
        return set_mode(size, flags, self._hinted, self._label)

    def _measure(self) -> None:
        if self._window is not None:
            points = self._window.size[0]
            self.density = self.pointer_scale = max(1.0, self.surface.get_width() / points) if points else 1.0
            return
        # get_wm_info crashes under some drivers (Wayland): the window's handle is asked for on Windows only.
        hwnd = pygame.display.get_wm_info().get("window") if sys.platform == "win32" else None
        self.density = density_of(windows_dpi(hwnd))
