"""Starting a game from the setup screen, the results' "Play again", the title's "Practise Snap" or Continue.

One place finds the table a game is played at (its family names it in its `GameSpec.table`) and decides
whether the players first test their keys (a game two or more humans race at one keyboard: many keyboards
drop keys pressed together). A table whose game has keys of its own says which test with a classmethod
`key_test(app, options, humans, on_done) -> Scene | None` (Thirteens'); a realtime game's table without one
gets Snap's.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from game.core.session import Seat
from game.core.spec import GameSpec
from game.registry import game_spec
from game.scenes.base import Scene

if TYPE_CHECKING:
    from game.app import App
    from game.autosave import SavedGame


def table_class(spec: GameSpec) -> Any:
    """The scene class `spec` is played and watched at, imported from where its family names it
    (`GameSpec.table`, "module:Class"). Raises ValueError for a game with no table."""
    module, _, name = spec.table.partition(":")
    if not module or not name:
        raise ValueError(f"{spec.title} has no table to be played at")
    return getattr(importlib.import_module(module), name)


def table_for(app: App, spec: GameSpec, options: Any, seats: list[Seat], seed: int) -> Scene:
    """The table scene for a new game of `spec` with resolved `options` for `seats`, shuffled with `seed`.
    Raises ValueError when the options do not allow that many seats."""
    scene: Scene = table_class(spec).new_game(app, spec, options, seats, seed)
    return scene


def start_game(app: App, spec: GameSpec, options: Any, seats: list[Seat], seed: int, replace: bool = True) -> None:
    """Show the new game's table in place of the top scene (or over it, without `replace`); a game with two or
    more humans opens with its table's `key_test` if it has one, else a realtime (Snap) game with Snap's key
    test, which hands over to the table when everyone's keys work.
    Raises ValueError as `table_for`. A game left in the autosave (the window was closed, or the app stopped)
    moves into the replays folder first: one game is in progress at a time, and none is lost."""
    table = table_for(app, spec, options, seats, seed)
    app.autosave.retire()
    humans = [s.name for s in seats if s.controller.is_human]
    first: Scene = table
    key_test = getattr(table_class(spec), "key_test", None)
    if len(humans) >= 2 and key_test is not None:
        first = key_test(app, options, humans, lambda: app.replace(table)) or table
    elif spec.realtime and len(humans) >= 2:
        from game.scenes.keytest import KeyTestScene

        first = KeyTestScene(app, humans, on_done=lambda: app.replace(table))
    if replace:
        app.replace(first)
    else:
        app.push(first)


def continue_game(app: App, saved: SavedGame) -> None:
    """Play on the game in progress `saved` (the title's Continue, `snipsnap --continue`) over the top scene,
    at its table as it stood after its last move: a hot-seat game behind its "Pass to <name>" screen, Snap
    paused at its next card. Raises ReplayError when its moves no longer re-play."""
    app.push(table_class(game_spec(saved.replay.game)).play_on(app, saved.replay))
