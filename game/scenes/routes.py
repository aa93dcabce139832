"""The shared screens a table opens by name (`game.stage.scene.Screens`): the pause menu, the results and the
title. The App holds one `SharedScreens`, so a table asks `app.screens` for what comes next and never imports
a screen (docs/ARCHITECTURE.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game.scenes.pause import PauseScene
from game.scenes.results import ResultsScene
from game.scenes.title import TitleScene

if TYPE_CHECKING:
    from game.core.session import Session
    from game.stage.scene import Host
    from game.stage.scene import Scene


class SharedScreens:
    """`Screens` made of this folder's scenes."""

    def pause(self, host: Host, session: Session, on_quit: Callable[[], None]) -> Scene:
        return PauseScene(host, session.spec.key, session.options.preset, on_quit, session.options, session)

    def results(self, host: Host, session: Session, watching: bool) -> Scene:
        return ResultsScene(host, session, watching=watching)

    def title(self, host: Host) -> Scene:
        return TitleScene(host)
