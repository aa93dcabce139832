"""`snipsnap host` and `snipsnap join` (game/online/commands.py, issue 35): two processes play a whole game through a
real broker; the host writes the replay, which checks; bad input is one line and exit status 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.online.broker import free_port
from game.online.link import BrokerAddress

TIMEOUT_S = 120


def snipsnap(*args: str, home: Path) -> subprocess.Popen[str]:
    environment = {**os.environ, "SNIPSNAP_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen(
        [sys.executable, "-m", "game", *args], env=environment, text=True,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )


@pytest.mark.parametrize("game, seats", [("jig", "ai:easy,remote,ai:easy"), ("thirteens", "remote,ai:medium")])
def test_a_host_and_a_guest_in_two_processes_play_a_game_to_its_replay(
    game: str, seats: str, broker: BrokerAddress, tmp_path: Path
) -> None:
    host = snipsnap("host", "--broker", str(broker), "--game", game, "--seats", seats, "--code", "12-amber-otter",
                    "--headless", home=tmp_path / "host")
    guest = snipsnap("join", "12 amb otter", "--broker", str(broker), "--as", "ai:easy", "--name", "Kit",
                     "--headless", home=tmp_path / "guest")
    host_out, host_err = host.communicate(timeout=TIMEOUT_S)
    guest_out, guest_err = guest.communicate(timeout=TIMEOUT_S)
    assert host.returncode == 0, host_err
    assert guest.returncode == 0, guest_err
    assert guest_out.startswith("The game is over; the winners: seats ")
    replay = Path(host_out.strip())
    assert replay.is_file() and replay.parent.parent == tmp_path / "host"
    assert '"Kit"' in replay.read_text(encoding="utf-8")
    assert main(["replay", str(replay), "--check"]) == 0


def test_a_host_and_two_guests_in_three_processes_play_a_game_to_its_replay(broker: BrokerAddress, tmp_path: Path) -> None:
    host = snipsnap("host", "--broker", str(broker), "--game", "snip-snap-snorum", "--preset", "round-games",
                    "--seats", "remote,ai:medium,remote", "--code", "14-amber-otter", "--headless", home=tmp_path / "host")
    guests = [snipsnap("join", "14-amber-otter", "--broker", str(broker), "--as", level, "--name", name, "--headless",
                       home=tmp_path / name) for level, name in (("ai:easy", "Kit"), ("ai:hard", "Nan"))]
    host_out, host_err = host.communicate(timeout=TIMEOUT_S)
    assert host.returncode == 0, host_err
    for guest in guests:
        guest_out, guest_err = guest.communicate(timeout=TIMEOUT_S)
        assert guest.returncode == 0 and guest_out.startswith("The game is over; the winners: seats "), guest_err
    replay = Path(host_out.strip()).read_text(encoding="utf-8")
    assert '"Kit"' in replay and '"Nan"' in replay
    assert main(["replay", host_out.strip(), "--check"]) == 0


@pytest.mark.parametrize(
    "args, reason",
    [
        (["host", "--broker", "localhost:1883", "--seats", "ai:easy,ai:easy", "--code", "7-amber-otter", "--headless"],
         "at least one 'remote' seat"),
        (["host", "--broker", "localhost:1883", "--seats", "remote,ai:oracle", "--code", "7-amber-otter", "--headless"],
         "plays only in simulate"),
        (["host", "--broker", "localhost:1883", "--seats", "remote,ai:easy", "--code", "7-amber", "--headless"],
         "a number and two words"),
        (["host", "--broker", "localhost:1883", "--seats", "remote,ai:easy", "--code", "7-amber-otter"],
         "only with --headless"),
        (["host", "--broker", "localhost:1883", "--game", "snap", "--seats", "remote,ai:sharp", "--code",
          "7-amber-otter", "--headless"], "at the table only"),
        (["join", "7-amber-otter", "--broker", "nowhere:port", "--as", "ai:easy", "--headless"], "HOST:PORT"),
        (["join", "7-amber-otter", "--broker", "localhost:1883", "--as", "human", "--headless"], "--as takes"),
    ],
)
def test_bad_input_is_one_line_and_status_two(args: list[str], reason: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("snipsnap: error:") and reason in err


def test_a_broker_that_is_not_there_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["join", "7-amber-otter", "--broker", f"127.0.0.1:{free_port()}", "--as", "ai:easy", "--headless"]
    assert main(args) == 2
    assert "cannot be reached" in capsys.readouterr().err
