"""The app as a whole process (`snipsnap bench`; issue 9 "A loop that sleeps"): the CPU it uses while people
think or watch, how soon its window is up, and the memory its title takes — beside a bare pygame-ce window
measured in the same run, so the figures compare across machines.

- CPU, in % of one core: user + system time of the whole process (every thread) over `seconds` of the real
  loop (`App.run`) at 1280×720, after a warm-up (the card faces rasterised, the deal dealt): the title left
  alone; the table waiting for a human's card; a 4-seat computer game at normal speed; Practise Snap; a
  host's table waiting for a player at another home (its broker, links and announcement in the process).
- Start-up: ms from starting a process to its first frame on screen, median of several starts, for the app
  (started as a person starts it: the window shows the title's felt and heading first) and for a bare
  pygame-ce window, both as it opens by default and as the app opens its window (no OpenGL framebuffer);
  and the resident memory (MiB) of each once it shows what it is for (the app: its whole title).

Each measure runs in a child process (`python -m game.process_bench SCENARIO SECONDS`; the app's start-up:
`python -m game --first-frame-probe`, the real start) with a data folder
of its own. When Xvfb is installed, the children draw on a private virtual screen with SDL's X11 driver, as
a desktop would; otherwise on SDL's dummy driver (the header of the bench says which).
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

from game.process_stats import cpu_s, rss_mib

CPU_SCENARIOS = {
    "title": "title screen left alone",
    "table": "table waiting for your card",
    "computers": "4 computer seats playing, normal speed",
    "snap": "Practise Snap",
    "online": "table waiting for a player at another home",
}
"""The CPU scenarios by key, with what each row says."""
CPU_TARGETS = {"title": 3.0, "table": 3.0, "computers": 40.0, "snap": 25.0, "online": 3.0}
"""The most CPU (% of one core) each scenario may use on the 2-core development machine."""
WARM_UP_LIMIT_S = 30.0
_CHILD_TIMEOUT_S = 120.0


# -- in the child ---------------------------------------------------------------------------------


def _child(scenario: str, seconds: float) -> None:
    """Run `scenario` in the real loop and print `cpu <percent> rss <MiB>`; or, for "bare" and "bare-direct",
    open the window, draw one frame and print `first-frame <MiB>`."""
    import pygame

    if scenario.startswith("bare"):
        if scenario == "bare-direct":
            os.environ["SDL_FRAMEBUFFER_ACCELERATION"] = "0"  # as the app opens an X11 window (game/window.py)
        else:
            os.environ.pop("SDL_FRAMEBUFFER_ACCELERATION", None)  # pygame-ce's default, whoever started the bench
        pygame.display.init()
        surface = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
        surface.fill((30, 90, 50))
        pygame.display.flip()
        pygame.event.pump()
        print(f"first-frame {rss_mib():.1f}", flush=True)
        return

    from game.app import App
    from game.core.session import Controller, Seat
    from game.registry import game_spec
    from game.scenes.start import table_class
    from game.scenes.title import TitleScene
    from game.storage import Settings, Speed, Store
    from game.ui.card_art import CardArt

    store = Store(os.environ["SNIPSNAP_HOME"])
    app = App(store, Settings(speed=Speed.NORMAL), (1280, 720))
    table = None
    if scenario == "title":
        app.push(TitleScene(app))
    elif scenario == "online":
        table = _online_table(app)
    else:
        key, seats = "snip-snap-snorum", [Seat("You", Controller.HUMAN)]
        seats += [Seat(f"Player {i}", Controller.MEDIUM) for i in range(2, 5)]
        if scenario == "computers":
            seats[0] = Seat("Player 1", Controller.MEDIUM)
        elif scenario == "snap":
            key, seats = "snap", [Seat("You", Controller.HUMAN), Seat("Casual", Controller.CASUAL)]
        spec = game_spec(key)
        table = table_class(spec).new_game(app, spec, spec.preset(spec.default_preset), seats, seed=1)
        app.push(table)

    def settled() -> bool:
        if CardArt.shared().busy():
            return False
        if scenario == "online":  # the player at another home is to move, and all is still
            return table is not None and table.state.current_seat() == 0 and not table.busy() and not table.captions
        return scenario != "table" or (table is not None and table._my_turn())

    def measure() -> None:
        deadline = time.monotonic() + WARM_UP_LIMIT_S
        while not settled() and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(1.0)
        cpu, wall = cpu_s(), time.monotonic()
        time.sleep(seconds)
        used = (cpu_s() - cpu) / (time.monotonic() - wall) * 100
        print(f"cpu {used:.2f} rss {rss_mib():.1f}", flush=True)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=measure, daemon=True).start()
    app.run()


def _online_table(app: Any) -> Any:
    """A host's table on its own broker whose seat 0 is a guest's who joined and never moves (issue 35): the
    whole process — the frame loop, the broker, the links, the table's announcement — while it waits."""
    from game.core.session import Controller, Seat
    from game.online.link import BrokerAddress, Link
    from game.online.lobby import Joining, ms_clock
    from game.registry import game_spec
    from game.scenes.host_table import HostTableScene

    spec = game_spec("snip-snap-snorum")
    seats = [Seat("Guest", Controller.REMOTE)] + [Seat(f"Player {i}", Controller.MEDIUM) for i in range(2, 5)]
    lobby = HostTableScene(app, spec, spec.preset(spec.default_preset), seats, [0], 1)
    app.push(lobby)
    guest = Link(BrokerAddress("127.0.0.1", lobby.broker.address[1]))  # type: ignore[union-attr]
    guest.connect()
    joining = Joining(guest, lobby.code, "Ann", ms_clock())
    joining.knock()
    deadline = time.monotonic() + WARM_UP_LIMIT_S
    while not lobby.guests and time.monotonic() < deadline:
        joining.poll()
        lobby.update(16.0)
        time.sleep(0.01)
    lobby.deal()
    return app.top


def probe_command() -> list[str]:
    """The app started as a person starts it, with the probe that prints `first-frame <MiB>` once its window
    shows the title's felt and heading, then `title <MiB>` once the whole title screen is drawn, and exits."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--first-frame-probe"]
    return [sys.executable, "-m", "game", "--first-frame-probe"]


# -- in the bench ---------------------------------------------------------------------------------


@contextmanager
def display() -> Iterator[dict[str, str]]:
    """The environment the children draw in: a private Xvfb screen with SDL's X11 driver when Xvfb is
    installed (as a desktop would draw), else SDL's dummy driver. Python may cache its compiled modules,
    as it does for anyone who installed the app: a start-up that compiles every module is a first start."""
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        env["SDL_VIDEODRIVER"] = "dummy"
        yield env
        return
    number = 90 + os.getpid() % 9
    server = subprocess.Popen(
        [xvfb, f":{number}", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        time.sleep(0.5)
        env.update(SDL_VIDEODRIVER="x11", DISPLAY=f":{number}")
        yield env
    finally:
        server.terminate()
        server.wait()


def _run_child(env: dict[str, str], scenario: str, seconds: float) -> tuple[float, list[list[str]]]:
    """Start a child for `scenario`; returns (ms from start to its first output line, the words of each line
    it printed). Raises RuntimeError when it prints nothing."""
    source_root = str(Path(__file__).resolve().parent.parent)
    with tempfile.TemporaryDirectory(prefix="snipsnap-bench-") as home:
        child_env = dict(
            env,
            SNIPSNAP_HOME=home,
            PYTHONPATH=os.pathsep.join(p for p in (source_root, env.get("PYTHONPATH")) if p),
        )
        start = time.perf_counter()
        child = [sys.executable, "-m", "game.process_bench", scenario, str(seconds)]
        process = subprocess.Popen(
            probe_command() if scenario == "first-frame" else child,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=child_env,
            text=True,
        )
        watchdog = threading.Timer(_CHILD_TIMEOUT_S, process.kill)
        watchdog.start()
        try:
            assert process.stdout is not None
            line = process.stdout.readline()
            elapsed = (time.perf_counter() - start) * 1000
            rest = process.stdout.read()
            process.wait()
        finally:
            watchdog.cancel()
    if not line.strip():
        raise RuntimeError(f"the {scenario} probe printed nothing (exit status {process.returncode})")
    return elapsed, [text.split() for text in [line, *rest.splitlines()] if text.strip()]


def cpu_use(env: dict[str, str], scenario: str, seconds: float) -> float:
    """CPU (% of one core) of the app in `scenario` over `seconds`. Raises RuntimeError."""
    _, lines = _run_child(env, scenario, seconds)
    return float(lines[0][1])


def start_up(env: dict[str, str], scenario: str, runs: int) -> tuple[float, float]:
    """Median ms from process start to the first frame on screen of `scenario` over `runs` starts, and the
    resident MiB (median) once it shows what it is for: "first-frame", the app started as a person starts it
    (its memory once the whole title is drawn); "bare", a bare pygame-ce window; "bare-direct", one opened
    as the app opens its window, without an OpenGL framebuffer."""
    samples = [_run_child(env, scenario, 0) for _ in range(runs)]
    return statistics.median(ms for ms, _ in samples), statistics.median(float(lines[-1][1]) for _, lines in samples)


if __name__ == "__main__":
    _child(sys.argv[1], float(sys.argv[2]))
