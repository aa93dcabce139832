"""Results: the winner's moment (their coins shower onto their stack), the standings with a column for each
deal (what each player won or paid in it, the deal's winner in gold), then Play again / Watch the replay /
New game / Menu (issue 10)."""

from __future__ import annotations

import logging
import secrets
from typing import TYPE_CHECKING, Sequence

import pygame

from game.core.deal_summary import DealSummary, summarise
from game.core.session import Session
from game.scenes.menu import MenuScene
from game.table.narration import YOU
from game.ui import theme
from game.ui.coin_shower import CoinShower
from game.ui.fonts import fit_text, render_text
from game.ui.marks import Kind
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)


class ResultsScene(MenuScene):
    """Who won and everyone's coins (or deals won, or cards), best first, with the deals' columns. Opaque:
    the finished table stays behind."""

    heading = "Results"

    def __init__(self, app: App, session: Session, watching: bool = False) -> None:
        self.session = session
        self.watching = watching
        result = session.state.result()
        self.names = [s.name for s in session.seats]
        if result.winners:
            together = len(result.winners) > 1 or self.names[result.winners[0]] == YOU
            self.heading = " and ".join(self.names[w] for w in result.winners) + (" win!" if together else " wins!")
        else:
            self.heading = "The game so far"
        by_coins = getattr(session.options, "coins", True)
        score = result.stacks if by_coins else result.deals_won
        self.order = sorted(range(len(self.names)), key=lambda s: (-score[s], s))
        unit = session.spec.score_unit if by_coins else "deals won"
        place = places(score)
        self.standings = [(place[s], self.names[s], score[s], s in result.winners, unit) for s in self.order]
        self.deals = deal_summaries(session)
        self.coins_moved = any(any(d.net) for d in self.deals)
        self.signed = session.spec.score_unit == "coins"
        """Whether a deal's cell is coins won (+) or paid (−), or (points, cards) what the deal scored."""
        in_coins = by_coins and session.spec.score_unit == "coins"
        winner_coins = result.stacks[result.winners[0]] if result.winners and in_coins else 0
        self.shower = CoinShower(winner_coins, app.settings.reduce_motion) if winner_coins > 0 else None
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

    # -- the winner's moment ----------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.shower is not None:
            self.shower.finish()  # a key pressed: nobody waits for the flourish
        super().handle(event)

    def update(self, dt_ms: float) -> None:
        if self.shower is not None:
            self.shower.update(dt_ms)

    def animating(self) -> bool:
        return self.shower is not None and not self.shower.done

    # -- drawing ------------------------------------------------------------------------------------------

    def _metrics(self, size: tuple[int, int]) -> tuple[int, int, int]:
        """The standings' line height, text size (px) and top (px) in a window of `size`."""
        height = size[1]
        line = max(22, min(44, height // 26))
        return line, max(16, line * 3 // 4), int(height * 0.2)

    def content_top(self, height: int) -> int:
        line, _, top = self._metrics((self.app.size[0], height))
        header = 1 if self.deals else 0
        return top + (len(self.standings) + header) * line + line // 2

    def draw(self, surface: pygame.Surface) -> None:
        self.marks.clear()
        super().draw(surface)
        width, height = surface.get_size()
        line, size, top = self._metrics((width, height))
        sheet_w = min(width - 40, max(560, width * 2 // 3))
        x0, x1 = (width - sheet_w) // 2, (width + sheet_w) // 2
        coin_d = max(16, line * 4 // 5)
        right = x1 - (coin_d * 3 if self.shower is not None else 0)  # room for the winner's stack
        place_w = max(render_text(place, size, theme.CREAM, bold=True).get_width() for place, *_ in self.standings)
        score_w = max(render_text(f"{score} {unit}", size, theme.CREAM, bold=True).get_width() for _, _, score, _, unit in self.standings)
        name_x = x0 + place_w + size // 2
        name_w = min(max(render_text(name + "  ★", size, theme.CREAM, bold=True).get_width() for _, name, *_ in self.standings), sheet_w // 3)
        cells_x0, cells_x1 = name_x + name_w + size, right - score_w - size
        if self.deals:
            top += line
            self._draw_deals(surface, top, line, size, cells_x0, cells_x1, name_x)
        for i, (place, name, score, won, unit) in enumerate(self.standings):
            y = top + i * line
            colour = theme.GOLD if won else theme.CREAM
            # The places in a column of their own, so the names line up whether a place is shared ("=2.") or not.
            number = render_text(place, size, colour, bold=won)
            label, label_px = fit_text(name + ("  ★" if won else ""), size, name_w, bold=won)
            left = render_text(label, label_px, colour, bold=won)
            total = render_text(f"{score} {unit}", size, colour, bold=won)
            for image, at in (
                (number, number.get_rect(midright=(x0 + place_w, y + line // 2))),
                (left, left.get_rect(midleft=(name_x, y + line // 2))),
                (total, total.get_rect(midright=(right, y + line // 2))),
            ):
                self.marks.add(Kind.TEXT, surface.blit(image, at), f"{name}'s standing")
            if won and self.shower is not None and i == 0:
                stack = self.shower.draw(surface, (x1 - coin_d, y + line - 2), coin_d)
                self.marks.add(Kind.TEXT, stack, f"{name}'s coins")

    def _draw_deals(
        self, surface: pygame.Surface, top: int, line: int, size: int, x0: int, x1: int, label_x: int
    ) -> None:
        """A column for each deal between `x0` and `x1` (px): its number over the standings' lines (its top
        `top`), then each player's coins won (+) or paid (−) in it, the deal's winner in gold — or, in a game
        without coins, a star for the deal's winner. Deals that do not fit give way to the latest, after "…"."""
        small = max(14, size * 4 // 5)
        cell_w = render_text("−20", small, theme.CREAM, bold=True).get_width() + small // 2
        fit = max(0, (x1 - x0) // cell_w)
        if fit == 0:
            return
        deals: list[DealSummary | None] = list(self.deals)
        if len(deals) > fit:
            deals = [None] + deals[len(deals) - fit + 1 :]
        heading = render_text("Deal", small, theme.GOLD, bold=True)
        self.marks.add(Kind.TEXT, surface.blit(heading, heading.get_rect(midleft=(label_x, top - line // 2))), "the deals' heading")
        for column, deal in enumerate(deals):
            x = x0 + column * cell_w + cell_w // 2
            title = render_text("…" if deal is None else str(deal.deal), small, theme.GOLD, bold=True)
            self.marks.add(Kind.TEXT, surface.blit(title, title.get_rect(center=(x, top - line // 2))), "a deal's number")
            if deal is None:
                continue
            for row, seat in enumerate(self.order):
                won = deal.winner == seat
                text = _cell(deal.net[seat], won, self.coins_moved, self.signed)
                image = render_text(text, small, theme.GOLD if won else theme.CREAM, bold=won)
                at = image.get_rect(center=(x, top + row * line + line // 2))
                self.marks.add(Kind.TEXT, surface.blit(image, at), f"deal {deal.deal} for {self.names[seat]}")


def _cell(net: int, won: bool, coins: bool, signed: bool = True) -> str:
    """A deal's cell: the coins won or paid ("+3", "−2", "·" for none); what the deal scored ("7", "·" for
    nothing) in a game scored in points or cards; or with nothing counted, ★ for its winner."""
    if not coins:
        return "★" if won else "·"
    if not signed:
        return str(net) if net else "·"
    return f"+{net}" if net > 0 else (f"−{-net}" if net < 0 else "·")


def deal_summaries(session: Session) -> list[DealSummary]:
    """Each deal of `session`'s game (game/core/deal_summary.py), by playing its moves again from the start;
    none for a game not played in deals (Snap), or if the game does not play again (logged)."""
    from game.replay import ReplayError, from_session, parse, rebuild, steps

    if session.spec.realtime:
        return []
    try:
        replay = parse(from_session(session))
        fresh = rebuild(replay)
        events = list(fresh.opening)
        for _, step in steps(replay, fresh):
            events.extend(step)
    except ReplayError as e:
        log.warning("no summary of the deals: %s", e)
        return []
    return summarise(events, len(session.seats))


def places(scores: Sequence[int]) -> list[str]:
    """Each seat's place by `scores` (higher is better), as the standings show it: "1.", "2." …, and "=2." for
    a place shared by equal scores (the next place after two seats sharing second is "4.")."""
    return [
        ("=" if scores.count(score) > 1 else "") + f"{1 + sum(other > score for other in scores)}."
        for score in scores
    ]
