"""No output crashes the app (issue 31, game/console.py): through a pipe in a Windows code page, and with no
console at all, the self-test, `--version` and the error messages print; what cannot be said in the console's
encoding is written as UTF-8."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.console import safe_stream

ROOT = Path(__file__).resolve().parent.parent
JAPANESE_GAME = "スニップ"


def run_piped(args: list[str], tmp_path: Path, encoding: str = "cp1252", timeout: float = 60) -> subprocess.CompletedProcess[bytes]:
    """`python -m game ARGS` with its output in `encoding` (as a Windows code page would have it), through
    pipes; returns the finished process with its output as bytes."""
    env = dict(
        os.environ,
        PYTHONIOENCODING=encoding,
        SNIPSNAP_HOME=str(tmp_path / "home"),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
    )
    return subprocess.run(
        [sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True, timeout=timeout
    )


def test_the_self_test_passes_through_a_cp1252_pipe(tmp_path: Path) -> None:
    """As the Windows CI job runs it, through Git Bash's pipe: its lines hold "—" and Japanese voices' names."""
    done = run_piped(["--selftest"], tmp_path, timeout=600)
    out = done.stdout.decode("utf-8")
    assert done.returncode == 0, out + done.stderr.decode("utf-8", "replace")
    assert out.rstrip().endswith("selftest: all ok")
    assert "—" in out


def test_an_error_naming_japanese_words_prints_through_a_cp1252_pipe(tmp_path: Path) -> None:
    done = run_piped(["simulate", "--game", JAPANESE_GAME], tmp_path)
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2
    assert err.startswith("snipsnap: error:") and JAPANESE_GAME in err and "Traceback" not in err


def test_version_prints_through_an_ascii_pipe(tmp_path: Path) -> None:
    done = run_piped(["--version"], tmp_path, encoding="ascii")
    assert done.returncode == 0 and done.stdout.decode().startswith("snipsnap ")


def test_with_no_console_at_all_the_command_line_still_runs(tmp_path: Path) -> None:
    """A windowed app opened from Explorer or Finder has no standard output or error (both None)."""
    script = (
        "import sys; sys.stdout = None; sys.stderr = None\n"
        "from game.cli import main\n"
        f"raise SystemExit(main(['--version']) + 10 * main(['simulate', '--game', '{JAPANESE_GAME}']))\n"
    )
    env = dict(os.environ, SNIPSNAP_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, timeout=60)
    assert done.returncode == 20, done.stderr.decode("utf-8", "replace")  # --version 0, the bad game 2


def test_a_stream_in_a_code_page_is_set_to_utf_8() -> None:
    raw = io.BytesIO()
    stream = safe_stream(io.TextIOWrapper(raw, encoding="cp1252"))
    stream.write("≤ 100 ms — スニップ\n")
    stream.flush()
    assert raw.getvalue().decode("utf-8") == "≤ 100 ms — スニップ\n"


def test_a_stream_that_cannot_change_its_encoding_replaces_what_it_cannot_say() -> None:
    """Once something has been read from a stream its encoding is fixed; it still must not raise."""
    raw = io.BytesIO(b"x\n")
    stream = io.TextIOWrapper(raw, encoding="cp1252")
    stream.read(1)
    with pytest.raises(UnicodeEncodeError):
        stream.write("スニップ")
        stream.flush()
    safe = safe_stream(stream)
    safe.write("≤ スニップ")
    safe.flush()
    assert raw.getvalue().decode("cp1252").endswith("? ????")


def test_no_stream_is_a_sink() -> None:
    sink = safe_stream(None)
    assert sink.write("≤ スニップ") == len("≤ スニップ")
