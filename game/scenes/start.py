"""Starting a game from the setup screen, the results' "Play again", the title's "Practise Snap" or Continue.

One place opens the table a game is played at (game/scenes/tables.py finds it) and decides whether the players
first test their keys (a game two or more humans race at one keyboard: many keyboards drop keys pressed together). A table whose players each have a row of keys says which with a classmethod
`row_keys(options) -> (rows, up key)` (Thirteens'), and gets the row keys' test; a realtime game's table
gets Snap's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.autosave import autosave_of
from game.core.session import Seat
from game.core.spec import GameSpec
from game.replay import Replay, rebuild, steps
from game.scenes.tables import table_class
from game.stage.scene import Scene

if TYPE_CHECKING:
    from game.autosave import SavedGame
    from game.stage.scene import Host


def table_for(app: Host, spec: GameSpec, options: Any, seats: list[Seat], seed: int) -> Scene:
    """The table scene for a new game of `spec` with resolved `options` for `seats`, shuffled with `seed`.
    Raises ValueError when the options do not allow that many seats."""
    scene: Scene = table_class(spec).new_game(app, spec, options, seats, seed)
    return scene


def start_game(app: Host, spec: GameSpec, options: Any, seats: list[Seat], seed: int, replace: bool = True) -> None:
    """Show the new game's table in place of the top scene (or over it, without `replace`); a game with two or
    more humans opens with the test of its table's `row_keys` if it has them, else a realtime (Snap) game with
    Snap's key test, which hands over to the table when everyone's keys work.
    Raises ValueError as `table_for`. A game left in the autosave (the window was closed, or the app stopped)
    moves into the replays folder first: one game is in progress at a time, and none is lost."""
    table = table_for(app, spec, options, seats, seed)
    autosave_of(app).retire()
    humans = [s.name for s in seats if s.controller.is_human]
    first: Scene = table
    row_keys = getattr(table_class(spec), "row_keys", None)
    if len(humans) >= 2 and row_keys is not None:
        from game.scenes.row_keys import row_key_test

        rows, up = row_keys(options)
        first = row_key_test(app, humans, rows, up, lambda: app.replace(table))
    elif spec.realtime and len(humans) >= 2:
        from game.scenes.keytest import KeyTestScene

        first = KeyTestScene(app, humans, on_done=lambda: app.replace(table))
    if replace:
        app.replace(first)
    else:
        app.push(first)


def continue_game(app: Host, saved: SavedGame) -> None:
    """Play on the game in progress `saved` (the title's Continue, `snipsnap --continue`) over the top scene,
    at its table as it stood after its last move: a hot-seat game behind its "Pass to <name>" screen, Snap
    paused at its next card. Raises ReplayError when its moves no longer re-play."""
    app.push(playing_on(app, saved.replay))


def playing_on(app: Host, replay: Replay) -> Scene:
    """The table of the game in progress saved as `replay`, as it stood after its last move, its seats to play
    on from there; for a game this computer hosted between homes, its table opened again for the guests to come
    back to (game/scenes/host_continue.py). Raises ReplayError when its moves no longer re-play."""
    if replay.hosted is not None:
        from game.scenes.host_continue import ContinuedTableScene

        return ContinuedTableScene(app, replay)
    session = rebuild(replay)
    scene: Scene = table_class(session.spec).play_on(app, session, steps(replay, session))
    return scene


def watching(app: Host, replay: Replay) -> Scene:
    """The table where `replay` is watched: its moves played back on a game dealt from its packs. Raises
    ReplayError when its packs cannot be dealt."""
    session = rebuild(replay)
    scene: Scene = table_class(session.spec).for_replay(app, session, list(replay.moves))
    return scene
