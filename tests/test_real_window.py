"""A real window with each video driver a Linux desktop offers (issue 31): X11 on a private Xvfb screen and
Wayland on a private headless Weston, both started here and stopped after. Under Wayland SDL has no window
framebuffer of its own, which stopped the app at its first window before (game/window.py).

`.ci/run` installs Xvfb and Weston; where either is missing (a developer's machine) its test is skipped."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
OPEN_AND_DRAW = """
import pygame
from game.app import App
from game.scenes.title import TitleScene
from game.storage import Settings, Store
app = App(Store({home!r}), Settings(), (1024, 640))
app.push(TitleScene(app))
app.step(16)
app.present()
pygame.event.pump()
print(pygame.display.get_driver(), *app.size)
"""


def _wait_for(path: Path, server: subprocess.Popen[bytes], what: str) -> None:
    deadline = time.monotonic() + 15
    while not path.exists():
        if server.poll() is not None or time.monotonic() > deadline:
            pytest.fail(f"{what} did not start")
        time.sleep(0.05)


@pytest.fixture
def xvfb(tmp_path: Path) -> Iterator[dict[str, str]]:
    """A private X server on a free display: the environment that draws on it."""
    binary = shutil.which("Xvfb")
    if binary is None:
        pytest.skip("Xvfb is not installed (.ci/run installs it)")
    number = next(n for n in range(100, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists())
    server = subprocess.Popen([binary, f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"], stderr=subprocess.DEVNULL)
    try:
        _wait_for(Path(f"/tmp/.X11-unix/X{number}"), server, "Xvfb")
        yield {"SDL_VIDEODRIVER": "x11", "DISPLAY": f":{number}"}
    finally:
        server.terminate()
        server.wait()


@pytest.fixture
def weston(tmp_path: Path) -> Iterator[dict[str, str]]:
    """A private headless Wayland compositor: the environment that draws on it."""
    binary = shutil.which("weston")
    if binary is None:
        pytest.skip("Weston is not installed (.ci/run installs it)")
    runtime = tmp_path / "xdg"
    runtime.mkdir(mode=0o700)
    socket = "snipsnap-test"
    server = subprocess.Popen(
        [binary, "--backend=headless-backend.so", f"--socket={socket}", "--width=1280", "--height=800", "--idle-time=0"],
        env=dict(os.environ, XDG_RUNTIME_DIR=str(runtime)),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        _wait_for(runtime / socket, server, "Weston")
        yield {"SDL_VIDEODRIVER": "wayland", "XDG_RUNTIME_DIR": str(runtime), "WAYLAND_DISPLAY": socket}
    finally:
        server.terminate()
        server.wait()


def open_window(screen: dict[str, str], tmp_path: Path) -> list[str]:
    """Open the App's window on `screen` in a new process, draw the title and flip; returns its words:
    the driver's name and the window's size."""
    env = dict(os.environ, **screen, SDL_AUDIODRIVER="dummy")
    env.pop("SDL_FRAMEBUFFER_ACCELERATION", None)
    done = subprocess.run(
        [sys.executable, "-c", OPEN_AND_DRAW.format(home=str(tmp_path / "home"))],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_the_window_opens_and_draws_on_x11(xvfb: dict[str, str], tmp_path: Path) -> None:
    assert open_window(xvfb, tmp_path) == ["x11", "1024", "640"]


def test_the_window_opens_and_draws_on_wayland(weston: dict[str, str], tmp_path: Path) -> None:
    """Before issue 31: "pygame.error: Window framebuffer support not available" at once."""
    assert open_window(weston, tmp_path) == ["wayland", "1024", "640"]
