"""Every replay `simulate` writes passes `replay --check` (issue 32): for every preset of Snip-Snap-Snorum's
family, Snitch'ems, Cassino and Thirteens, with the options RULES.md settled on 2026-11-28 (§1.4 unlimited
coins, §3 three and four players, §4 `must_capture`, §6 `auto_foundation` off), the games are played by
computer seats, written as files, read back from them and re-played move by move.

A batch here is CI-sized: `SNIPSNAP_REPLAY_GAMES` games a case (default 4). The issue's full run is the same
test with `SNIPSNAP_REPLAY_GAMES=1000`.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game import replay, simulate
from game.core.session import Controller
from game.registry import game_spec

GAMES = int(os.environ.get("SNIPSNAP_REPLAY_GAMES", "4"))

MEDIUM, EASY = Controller.MEDIUM, Controller.EASY

FAMILY = [
    ("round-games", {}, 4),
    ("round-games", {"pack": "32", "turn_up": "on", "revoke": "on"}, 3),
    ("all-dealt", {"pass_payment": "to_pool"}, 4),
    ("all-dealt", {"coins": "off", "deals": "2"}, 3),
    ("earl-of-coventry", {}, 4),
    ("nobble", {}, 5),
    ("snore-em", {}, 4),
    ("bump", {"hand": "5"}, 4),
    ("motor", {}, 4),
    ("cavendish", {}, 4),
    ("cavendish", {"ends": "last_with_coins"}, 3),
    ("cavendish", {"stake": "unlimited", "deals": "3"}, 4),
]
CASES = [("snip-snap-snorum", preset, options, seats) for preset, options, seats in FAMILY] + [
    ("snitchems", "sporting-magazine", {}, 2),
    ("snitchems", "sporting-magazine", {}, 3),
    ("snitchems", "sporting-magazine", {"make_sums": "off"}, 4),
    ("cassino", "standard", {}, 2),
    ("cassino", "standard", {"must_capture": "on"}, 3),
    ("cassino", "standard", {"must_capture": "on", "partners": "off"}, 4),
    ("cassino", "royal", {"scoring": "peel"}, 4),
    ("thirteens", "thirteens", {}, 1),
    ("thirteens", "thirteens", {"auto_foundation": "off"}, 2),
    ("thirteens", "thirteens", {"auto_foundation": "off", "rows": "5"}, 4),
]


@pytest.mark.parametrize(
    ("game", "preset", "changes", "seats"),
    CASES,
    ids=[f"{g}-{p}-{'-'.join(f'{k}={v}' for k, v in c.items()) or 'preset'}-{n}" for g, p, c, n in CASES],
)
def test_every_replay_simulate_writes_checks(tmp_path: Path, game: str, preset: str, changes: dict[str, str], seats: int) -> None:
    spec = game_spec(game)
    options = spec.options_for(preset, changes, strict=True)
    controllers = [MEDIUM if seat % 2 == 0 else EASY for seat in range(seats)]
    report = simulate.run(spec, options, controllers, GAMES, seed=seats * 1000 + len(changes), out_dir=tmp_path)
    files = sorted(tmp_path.glob("game-*.json"))
    assert len(files) == GAMES == len(report.replays)
    for path in files:
        written = json.loads(path.read_text(encoding="utf-8"))
        assert written["options"] == spec.options_to_json(options), "the options resolved, as the file says them"
        session = replay.check(replay.load(path))
        assert session.state.is_over() and session.state.result().winners, f"{path.name} is a finished game"
    if game == "snip-snap-snorum" and options.stake is None:  # RULES.md §1.4: "A replay writes this stake as"
        assert all(json.loads(p.read_text(encoding="utf-8"))["options"]["stake"] == "unlimited" for p in files)
