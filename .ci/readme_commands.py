"""Run the README's **Play** and **Test** commands as written, with whichever Python is `python3` (or `py`)
here: the proof that a new user's first two commands work (issue 31).

    python3 .ci/readme_commands.py [--play-only | --test-only] [--wait SECONDS]

Run from a clean checkout: the commands make `.venv` in it. The block for this system is taken from the
README (```sh on Linux and macOS, ```powershell on Windows) and run by that shell. **Test** must exit 0.
**Play** opens the window and plays until someone quits, so it passes when the app's log says the window is
open (the App's "window of … px" line) and the app is still running `--wait` seconds later, with no error
in its log; then it is stopped. Its data folder is a scratch one (SNIPSNAP_HOME). Exit status 0 when both
pass, 1 otherwise, with a one-line reason.
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WINDOWS = sys.platform == "win32"
SHELL = ["powershell", "-NoProfile", "-Command"] if WINDOWS else ["bash", "-c"]
WINDOW_OPEN = re.compile(r"game\.window: window of \d+×\d+ px")
INSTALL_LIMIT_S = 900.0
"""How long the Play command may take to install before its window must be open."""


class Failed(Exception):
    """A command did not do what the README promises: one sentence."""


def command(heading: str, readme: str) -> str:
    """The command under `**heading**` in `readme` for this system's shell. Raises Failed when missing."""
    fence = "powershell" if WINDOWS else "sh"
    section = readme.split(f"**{heading}**", 1)
    if len(section) < 2:
        raise Failed(f"the README has no **{heading}** heading")
    found = re.search(rf"```{fence}\n(.+?)\n```", section[1].split("\n**", 1)[0], re.DOTALL)
    if found is None:
        raise Failed(f"the README's **{heading}** has no ```{fence} block")
    return found.group(1).strip()


def run_test(line: str) -> None:
    print(f"$ {line}", flush=True)
    status = subprocess.run([*SHELL, line], cwd=ROOT).returncode
    if status != 0:
        raise Failed(f"the README's Test command exited with status {status}")


def run_play(line: str, wait_s: float) -> None:
    print(f"$ {line}", flush=True)
    with tempfile.TemporaryDirectory(prefix="snipsnap-readme-") as home:
        log = Path(home) / "snipsnap.log"
        env = dict(os.environ, SNIPSNAP_HOME=home)
        play = subprocess.Popen([*SHELL, line], cwd=ROOT, env=env, start_new_session=not WINDOWS)
        try:
            _wait_for_window(play, log)
            time.sleep(wait_s)
            if play.poll() is not None:
                ended = f"status {play.returncode}"
                raise Failed(f"the app stopped {wait_s:.0f} s after opening its window ({ended}):\n{_read(log)}")
            errors = [text for text in _read(log).splitlines() if " ERROR " in text or " CRITICAL " in text]
            if errors:
                raise Failed("the app logged an error: " + errors[0])
            print(f"The Play command opened the window and was still playing {wait_s:.0f} s later.", flush=True)
        finally:
            _stop(play)


def _wait_for_window(play: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + INSTALL_LIMIT_S
    while not WINDOW_OPEN.search(_read(log)):
        if play.poll() is not None:
            raise Failed(f"the Play command ended (status {play.returncode}) before a window opened:\n{_read(log)}")
        if time.monotonic() > deadline:
            raise Failed(f"no window within {INSTALL_LIMIT_S:.0f} s of the Play command")
        time.sleep(0.5)


def _read(log: Path) -> str:
    try:
        return log.read_text(encoding="utf-8", errors="replace")
    except FileNotFoundError:
        return ""


def _stop(play: subprocess.Popen[bytes]) -> None:
    """End the Play command and the app it started: the app's own way to close on a signal where there is one."""
    if play.poll() is not None:
        return
    if WINDOWS:
        subprocess.run(["taskkill", "/T", "/F", "/PID", str(play.pid)], capture_output=True)
    else:
        os.killpg(play.pid, signal.SIGTERM)
    try:
        play.wait(timeout=30)
    except subprocess.TimeoutExpired:
        play.kill()
        play.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    only = parser.add_mutually_exclusive_group()
    only.add_argument("--play-only", action="store_true", help="run only the Play command")
    only.add_argument("--test-only", action="store_true", help="run only the Test command")
    parser.add_argument("--wait", type=float, default=5.0, help="seconds the window must stay open (default: 5)")
    args = parser.parse_args(argv)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    try:
        if not args.test_only:
            run_play(command("Play", readme), args.wait)
        if not args.play_only:
            run_test(command("Test", readme))
    except Failed as e:
        print(f"readme_commands: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
