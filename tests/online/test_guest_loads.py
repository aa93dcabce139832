"""A guest's app reads the host's messages only with every game's rules loaded (issue 35): the wire builds only
classes of modules already loaded (game/online/wire.py), and a fresh app at its title has loaded no game's rules.
Before this held, a guest joining a Thirteens table from a fresh app sat at "You are in" for good."""

from __future__ import annotations

import subprocess
import sys

from game.registry import GAMES


def test_the_join_screen_loads_every_games_rules_in_a_fresh_app() -> None:
    rules = [f"game.games.{spec.table.split('.')[2]}.rules" for spec in GAMES.values()]
    probe = (
        "import sys, game.app, game.scenes.title\n"
        f"rules = {rules!r}\n"
        "before = [name for name in rules if name in sys.modules]\n"
        "import game.scenes.join_table\n"
        "print(before, [name for name in rules if name not in sys.modules])\n"
    )
    shown = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True,
                           env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"})
    before, missing = shown.stdout.strip().splitlines()[-1].split("] [")
    assert "game.games.thirteens.rules" not in before, "the title has not loaded Thirteens' rules"
    assert missing == "]", f"the Join screen left unloaded: {missing}"
