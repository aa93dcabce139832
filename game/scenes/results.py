"""Results: the winner's moment (their coins shower onto their stack), the standings with a column for each
deal (what each player won or paid in it, the deal's winner in gold), then Play again / Watch the replay /
New game / Menu (issue 10).

Thirteens played alone is a patience (RULES.md §6; issue 12): its heading says which deal it was, and under the
standings the player's record in words and a chart of their latest scores, read from the history the table has
just added this game to (game/games/thirteens/history.py). It is the one game kept so, hence a special case.
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

import pygame

from game.core.deal_summary import DealSummary, summarise
from game.core.session import Session
from game.games.thirteens import history
from game.games.thirteens.rules import CALLS, TOP
from game.i18n import N_, _, ngettext, pgettext
from game.stage.menu import MenuScene
from game.table.narration import YOU, shown_name, winners_words
from game.ui import theme
from game.ui.charts import scores_chart
from game.ui.coin_shower import CoinShower
from game.ui.density import dp
from game.ui.fonts import fit_text, font, min_px, render_text, scaled
from game.ui.marks import Kind
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.stage.scene import Host

log = logging.getLogger(__name__)

CHART_GAMES = 30
"""A lone Thirteens player's chart shows up to this many of their latest games."""
CHART_MIN_H = 110
"""The shortest chart worth drawing (px at density 1); in a window with less room the words stand alone."""
CHART = "the score chart"
"""The marks' name for the chart's paper, which the chart's own words lie on."""


def total_words(score: int, unit: str) -> str:
    """A player's total as the standings show it, in the language shown: "18 coins", and a debt with a true
    minus sign, "−5 coins" (unlimited coins, RULES.md §1.4 `cavendish`). `unit` is a `GameSpec.score_unit`
    ("coins", "points", "cards", "cards on foundations") or "deals won"."""
    n = f"{score}".replace("-", "−", 1)
    count = abs(score)
    if unit == "coins":
        words = ngettext("{n} coin", "{n} coins", count)
    elif unit == "points":
        words = ngettext("{n} point", "{n} points", count)
    elif unit == "cards":
        words = ngettext("{n} card", "{n} cards", count)
    elif unit == "cards on foundations":
        words = ngettext("{n} card on foundations", "{n} cards on foundations", count)
    elif unit == "deals won":
        words = ngettext("{n} deal won", "{n} deals won", count)
    else:
        return f"{n} {unit}"
    return words.format(n=n)


@dataclass(frozen=True)
class Patience:
    """A Thirteens game played alone, on the results screen: the player's record in `words` ("Best 41 ·
    average 27.5 over 12 games · today's deal: 33"), the chart's `title`, their latest `games` as (score,
    deal of the day) oldest first, and the dates of the first and the last of them (`ends`)."""

    words: str
    title: str
    games: list[tuple[int, bool]]
    ends: tuple[str, str]


def patience(root: Path, session: Session, today: date) -> Patience | None:
    """The record of the player of `session`, a Thirteens game played alone, from the history in the data
    folder `root` (read only); None for any other game, or before the player's first game is kept."""
    player = history.solo_player(session)
    if player is None:
        return None
    scores = history.History(root)
    games = scores.records(player)
    if not games:
        return None
    latest = games[-CHART_GAMES:]
    you, name = player == YOU, shown_name(player)
    if len(latest) == 1:
        title = _("Your first game") if you else _("{name}'s first game").format(name=name)
    elif len(latest) == len(games):
        title = (_("Your {n} games") if you else _("{name}'s {n} games")).format(name=name, n=len(games))
    else:
        title = (_("Your last {n} of {all} games") if you else _("{name}'s last {n} of {all} games")).format(
            name=name, n=len(latest), all=len(games)
        )
    ends = (short_date(latest[0].when), short_date(latest[-1].when))
    return Patience(history.summary(scores, player, today), title, [(g.score, g.daily) for g in latest], ends)


class ResultsScene(MenuScene):
    """Who won and everyone's coins (or deals won, or cards), best first, with the deals' columns. Opaque:
    the finished table stays behind."""

    heading = N_("Results")

    def __init__(self, app: Host, session: Session, watching: bool = False) -> None:
        self.session = session
        self.watching = watching
        result = session.state.result()
        self.names = [shown_name(s.name) for s in session.seats]
        self.winners = [session.seats[w].name for w in result.winners]
        self.heading = winners_words(self.winners) if self.winners else N_("The game so far")
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
        today = date.today()
        self.patience = None if watching else patience(app.store.root, session, today)
        if not watching and history.solo_player(session) is not None:
            self.heading = history.deal_words(history.deal_day(session.seed, today))
        super().__init__(app)

    def rows(self) -> list[Row]:
        if self.watching:
            return [Row("menu", _("Menu"), on_activate=self._menu), Row("quit", _("Quit"), on_activate=self.app.quit)]
        again = Row("again", pgettext("a new game", "Play again"), on_activate=self._again, hint=_("The same players and rules, a new shuffle"))
        everyone_here = all(self.session.here(seat) for seat in range(len(self.session.seats)))
        rows = [again] if everyone_here else []  # a game between homes is played again from Play online
        rows += [
            Row("watch", _("Watch the replay"), on_activate=self._watch, hint=_("The whole game again, every hand face up")),
            Row("new", _("New game"), on_activate=self._new),
            Row("menu", _("Menu"), on_activate=self._menu),
        ]
        humans = [s.name for s in self.session.seats if s.controller.is_human]
        if self.session.spec.realtime and humans:
            rows.insert(1, Row("stats", _("Reaction times"), on_activate=lambda: self._stats(humans[0]), hint=_("Charts of your calls")))
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
        from game.scenes.start import watching
        from game.scenes.title import TitleScene

        replay = parse(from_session(self.session))
        self.app.reset(TitleScene(self.app))
        self.app.push(watching(self.app, replay))

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
        line = max(dp(22), min(dp(44), height // 26))
        px = scaled(max(dp(16), line * 3 // 4))
        return max(line, font(px, bold=True).get_linesize()), px, int(height * 0.2)  # the lines grow with the text

    def content_top(self, height: int) -> int:
        size = (self.app.size[0], height)
        line = self._metrics(size)[0]
        if self.patience is None:
            return self._standings_bottom(size) + line // 2
        words, chart = self._patience_boxes(size)
        return (chart or words).bottom + line // 2

    def _standings_bottom(self, size: tuple[int, int]) -> int:
        """Where the standings (and the deals' heading over them) end, px from the top."""
        line, _, top = self._metrics(size)
        return top + (len(self.standings) + (1 if self.deals else 0)) * line

    def _sheet(self, width: int) -> tuple[int, int]:
        """The left and right (px) of the standings in a window `width` px wide."""
        sheet_w = min(width - dp(40), max(dp(560), width * 2 // 3))
        return (width - sheet_w) // 2, (width + sheet_w) // 2

    def _patience_boxes(self, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect | None]:
        """Where a lone player's record goes under the standings in a window of `size` px: the line of words,
        and the chart under it where the buttons leave it room enough (else None)."""
        line = self._metrics(size)[0]
        x0, x1 = self._sheet(size[0])
        words = pygame.Rect(x0, self._standings_bottom(size) + line // 2, x1 - x0, line)
        # The buttons keep their rows at the foot (the form's box ends a row above the window's foot).
        buttons = (len(self.form.rows) + 1) * self.row_height
        chart_h = min(size[1] - buttons - line // 2 - (words.bottom + line // 2), int(size[1] * 0.45))
        if chart_h < dp(CHART_MIN_H):
            return words, None
        return words, pygame.Rect(x0, words.bottom + line // 2, x1 - x0, chart_h)

    def draw(self, surface: pygame.Surface) -> None:
        self.marks.clear()
        super().draw(surface)
        width, height = surface.get_size()
        line, size, top = self._metrics((width, height))
        x0, x1 = self._sheet(width)
        sheet_w = x1 - x0
        coin_d = max(dp(16), line * 4 // 5)
        right = x1 - (coin_d * 3 if self.shower is not None else 0)  # room for the winner's stack
        place_w = max(render_text(place, size, theme.CREAM, bold=True).get_width() for place, *_ in self.standings)
        score_w = max(render_text(total_words(score, unit), size, theme.CREAM, bold=True).get_width() for _, _, score, _, unit in self.standings)
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
            total = render_text(total_words(score, unit), size, colour, bold=won)
            for image, at in (
                (number, number.get_rect(midright=(x0 + place_w, y + line // 2))),
                (left, left.get_rect(midleft=(name_x, y + line // 2))),
                (total, total.get_rect(midright=(right, y + line // 2))),
            ):
                self.marks.add(Kind.TEXT, surface.blit(image, at), f"{name}'s standing")
            if won and self.shower is not None and i == 0:
                stack = self.shower.draw(surface, (x1 - coin_d, y + line - dp(2)), coin_d)
                self.marks.add(Kind.TEXT, stack, f"{name}'s coins")
        if self.patience is not None:
            self._draw_patience(surface, self.patience, size)
        # The buttons too, so that what is drawn above them is seen to keep off them.
        for row in self.form.rows:
            self.marks.add(Kind.BUTTON, self.form.screen_rect(row).clip(self.form.box), f"the {row.label} button")

    def _draw_patience(self, surface: pygame.Surface, kept: Patience, px: int) -> None:
        """A lone player's record under the standings: the words, and the chart of their latest scores (a
        deal of the day a filled point) where there is room; the standings' text is `px` high."""
        words, box = self._patience_boxes(surface.get_size())
        text, text_px = fit_text(kept.words, px, words.width, bold=False)
        image = render_text(text, text_px, theme.CREAM)
        self.marks.add(Kind.TEXT, surface.blit(image, image.get_rect(center=words.center)), "the player's record")
        if box is None:
            return
        # A foundation is 13 cards: the grid lines mark each foundation's worth.
        chart = scores_chart(box.size, max(min_px(), px * 4 // 5), kept.title, kept.games, CALLS,
                             tuple(range(0, CALLS + 1, TOP)), kept.ends, (_("deal of the day"), _("free deal")))
        surface.blit(chart.surface, box)
        self.marks.add(Kind.CARD, box, CHART, group=CHART)
        for text, rect in chart.texts:
            self.marks.add(Kind.TEXT, rect.move(box.topleft), f"{text!r} on the chart", on=CHART)

    def _draw_deals(
        self, surface: pygame.Surface, top: int, line: int, size: int, x0: int, x1: int, label_x: int
    ) -> None:
        """A column for each deal between `x0` and `x1` (px): its number over the standings' lines (its top
        `top`), then each player's coins won (+) or paid (−) in it, the deal's winner in gold — or, in a game
        without coins, a star for the deal's winner. Deals that do not fit give way to the latest, after "…"."""
        small = max(min_px(), size * 4 // 5)
        cell_w = render_text("−20", small, theme.CREAM, bold=True).get_width() + small // 2
        fit = max(0, (x1 - x0) // cell_w)
        if fit == 0:
            return
        deals: list[DealSummary | None] = list(self.deals)
        if len(deals) > fit:
            deals = [None] + deals[len(deals) - fit + 1 :]
        heading = render_text(_("Deal"), small, theme.GOLD, bold=True)
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
        for _record, step in steps(replay, fresh):
            events.extend(step)
    except ReplayError as e:
        log.warning("no summary of the deals: %s", e)
        return []
    return summarise(events, len(session.seats))


def short_date(when: date) -> str:
    """A day as the chart's ends show it: "25 Nov" (the months' short names in the language shown)."""
    return _("{day} {month}").format(day=when.day, month=_(SHORT_MONTHS[when.month - 1]))


SHORT_MONTHS = (
    N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"),
    N_("Jul"), N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"),
)
"""The months' short names, for the chart's ends."""


def places(scores: Sequence[int]) -> list[str]:
    """Each seat's place by `scores` (higher is better), as the standings show it: "1.", "2." …, and "=2." for
    a place shared by equal scores (the next place after two seats sharing second is "4.")."""
    return [
        ("=" if scores.count(score) > 1 else "") + f"{1 + sum(other > score for other in scores)}."
        for score in scores
    ]
