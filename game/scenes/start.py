"""Starting a game from the setup screen, the results' "Play again" or the title's "Practise Snap".

One place decides which table a game is played at (the turn-based table, Jig's table with its rows of
suits, or the Snap table for the reaction game) and whether the players first test their keys (a hot-seat
Snap game: many keyboards drop keys pressed together, issue 3).
"""

from __future__ import annotations

from typing import Any

from game.app import App
from game.rules import jig
from game.rules.registry import GameSpec
from game.scenes.base import Scene
from game.session import Seat


def table_class(spec: GameSpec) -> Any:
    """The scene class `spec` is played and watched at: the Snap table for the reaction game, Jig's table
    with its rows of suits, or the turn-based table."""
    if spec.realtime:
        from game.scenes.snap_table import SnapTableScene

        return SnapTableScene
    if spec.key == jig.GAME:
        from game.scenes.jig_table import JigTableScene

        return JigTableScene
    from game.scenes.table import TableScene

    return TableScene


def table_for(app: App, spec: GameSpec, options: Any, seats: list[Seat], seed: int) -> Scene:
    """The table scene for a new game of `spec` with resolved `options` for `seats`, shuffled with `seed`.
    Raises ValueError when the options do not allow that many seats."""
    scene: Scene = table_class(spec).new_game(app, spec, options, seats, seed)
    return scene


def start_game(app: App, spec: GameSpec, options: Any, seats: list[Seat], seed: int, replace: bool = True) -> None:
    """Show the new game's table in place of the top scene (or over it, without `replace`); a Snap game with
    two or more humans opens with the key test, which hands over to the table when everyone's keys work.
    Raises ValueError as `table_for`."""
    table = table_for(app, spec, options, seats, seed)
    humans = [s.name for s in seats if s.controller.is_human]
    first: Scene = table
    if spec.realtime and len(humans) >= 2:
        from game.scenes.keytest import KeyTestScene

        first = KeyTestScene(app, humans, on_done=lambda: app.replace(table))
    if replace:
        app.replace(first)
    else:
        app.push(first)
