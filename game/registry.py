"""Every game family the app plays, by key: the one list above all the families (docs/ARCHITECTURE.md).

Adding a family is one folder under `game/games/` with a `spec.py` building its `GameSpec`, and one line
here. The command line, the setup screen, replays, simulate, the bench and the self-test find games here.
"""

from __future__ import annotations

from game.core.spec import GameSpec, OptionError
from game.games.cassino.spec import SPEC as CASSINO
from game.games.jig.spec import SPEC as JIG
from game.games.snap.spec import SPEC as SNAP
from game.games.snip_snap_snorum.spec import SPEC as SNIP_SNAP_SNORUM
from game.games.snitchems.spec import SPEC as SNITCHEMS
from game.games.thirteens.spec import SPEC as THIRTEENS

GAMES: dict[str, GameSpec] = {spec.key: spec for spec in (SNIP_SNAP_SNORUM, SNAP, JIG, SNITCHEMS, CASSINO, THIRTEENS)}
"""Every game the app can play, by key, in the order the setup screen offers them."""


def game_spec(key: str) -> GameSpec:
    """The game called `key`. Raises OptionError listing the games."""
    try:
        return GAMES[key]
    except KeyError:
        raise OptionError(f"there is no game '{key}'; choose {', '.join(GAMES)}") from None
