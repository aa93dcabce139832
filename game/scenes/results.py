"""Results: the standings and coins at the end of a game, then Play again / Watch the replay / New game / Menu."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Sequence

import pygame

from game.core.session import Session
from game.scenes.menu import MenuScene
from game.ui import theme
from game.ui.fonts import render_text
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.app import App


class ResultsScene(MenuScene):
    """Who won and everyone's coins (or deals won), best first. Opaque: the finished table stays behind."""

    heading = "Results"

    def __init__(self, app: App, session: Session, watching: bool = False) -> None:
        self.session = session
        self.watching = watching
        result = session.state.result()
        names = [s.name for s in session.seats]
        if result.winners:
            self.heading = " and ".join(names[w] for w in result.winners) + (
                " win!" if len(result.winners) > 1 else " wins!"
            )
        else:
            self.heading = "The game so far"
        by_coins = getattr(session.options, "coins", True)
        score = result.stacks if by_coins else result.deals_won
        order = sorted(range(len(names)), key=lambda s: (-score[s], s))
        unit = session.spec.score_unit if by_coins else "deals won"
        place = places(score)
        self.standings = [(place[s], names[s], score[s], s in result.winners, unit) for s in order]
        super().__init__(app)

    def rows(self) -> list[Row]:
        if self.watching:
            return [Row("menu", "Menu", on_activate=self._menu), Row("quit", "Quit", on_activate=self.app.quit)]
        rows = [
            Row("again", "Play again", on_activate=self._again, hint="The same players and rules, a new shuffle"),
            Row("watch", "Watch the replay", on_activate=self._watch, hint="The whole game again, every hand face up"),
            Row("new", "New game", on_activate=self._new),
            Row("menu", "Menu", on_activate=self._menu),
        ]
        humans = [s.name for s in self.session.seats if s.controller.is_human]
        if self.session.spec.realtime and humans:
            rows.insert(1, Row("stats", "Reaction times", on_activate=lambda: self._stats(humans[0]), hint="Charts of your calls"))
        return rows

    def _stats(self, player: str) -> None:
        from game.games.snap.stats import StatsScene

        self.app.push(StatsScene(self.app, player))

    def back(self) -> None:
        self._menu()

    def _again(self) -> None:
        from game.scenes.start import start_game
        from game.scenes.title import TitleScene

        s = self.session
        self.app.reset(TitleScene(self.app))
        start_game(self.app, s.spec, s.options, s.seats, secrets.randbelow(2**31))

    def _watch(self) -> None:
        from game.replay import from_session, parse
        from game.scenes.start import table_class
        from game.scenes.title import TitleScene

        replay = parse(from_session(self.session))
        self.app.reset(TitleScene(self.app))
        self.app.push(table_class(self.session.spec).for_replay(self.app, replay))

    def _new(self) -> None:
        from game.scenes.setup import SetupScene
        from game.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))
        self.app.push(SetupScene(self.app))

    def _menu(self) -> None:
        from game.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def content_top(self, height: int) -> int:
        return int(height * 0.2) + (len(self.standings) + 1) * max(22, height // 26)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        width, height = surface.get_size()
        line = max(22, height // 26)
        size = max(16, line * 3 // 4)
        top = int(height * 0.2)
        x0, x1 = width // 2 - min(260, width // 3), width // 2 + min(260, width // 3)
        place_w = max(render_text(place, size, theme.CREAM, bold=True).get_width() for place, *_ in self.standings)
        for i, (place, name, score, won, unit) in enumerate(self.standings):
            y = top + i * line
            colour = theme.GOLD if won else theme.CREAM
            # The places in a column of their own, so the names line up whether a place is shared ("=2.") or not.
            number = render_text(place, size, colour, bold=won)
            left = render_text(name + ("  ★" if won else ""), size, colour, bold=won)
            right = render_text(f"{score} {unit}", size, colour, bold=won)
            surface.blit(number, number.get_rect(midright=(x0 + place_w, y + line // 2)))
            surface.blit(left, left.get_rect(midleft=(x0 + place_w + size // 2, y + line // 2)))
            surface.blit(right, right.get_rect(midright=(x1, y + line // 2)))


def places(scores: Sequence[int]) -> list[str]:
    """Each seat's place by `scores` (higher is better), as the standings show it: "1.", "2." …, and "=2." for
    a place shared by equal scores (the next place after two seats sharing second is "4.")."""
    return [
        ("=" if scores.count(score) > 1 else "") + f"{1 + sum(other > score for other in scores)}."
        for score in scores
    ]
