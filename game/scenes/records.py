"""Statistics: one player's record at every game, from the history of finished games (game/records.py).

The screen, top to bottom: the heading; the player (◀ name ▶: Left/Right or the arrows switch, among the
names with a finished game); then, side by side, the list of games ("All games" first, then each game the
player has finished: Up/Down choose) and the chosen game's record — a line of key figures (games played,
won, win rate, best and current streak, coins won or lost, or Thirteens' best and average score), a table by
preset (by game, for all games) and against each computer level, and a chart (wins over time, day by day;
Thirteens' scores game by game); the buttons Snap reactions (the Snap statistics screen), Export CSV and
Back; one line for the export's outcome or the keys.

Up/Down (and Tab) walk the games, then the buttons; Enter presses the button in focus; E exports; Esc goes
back. Everything is laid out in `resize`, so `draw` only blits; `draw` notes what it put where in `marks`. Sizes
follow the window within bounds designed at density 1, taken through `dp` (game/ui/density.py).
"""

from __future__ import annotations

import logging
from datetime import date, datetime
from typing import TYPE_CHECKING

import pygame

from game import records
from game.i18n import N_, _, ngettext, pgettext
from game.records import ALONE, PEOPLE, Figures, Outcome
from game.scenes import levels
from game.stage.stats_page import StatsPage
from game.ui import theme
from game.ui.charts import Chart, Texts, paper, scores_chart, triangle
from game.ui.density import dp
from game.ui.fonts import fit_text, fitting_size, font, min_px, wrap_text
from game.ui.marks import Kind
from game.ui.widgets import draw_button
from game.ui.wins_chart import wins_chart

if TYPE_CHECKING:
    from game.stage.scene import Host

log = logging.getLogger(__name__)

ALL = "all"
"""The games list's first entry: every game at once."""
CHART = "the chart"
LEVEL_WORDS = {**levels.LEVEL_WORDS, PEOPLE: N_("people only"), ALONE: N_("played alone")}
"""The computer levels as the table names them; a level not here shows as it is written."""
MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"),
          N_("Jul"), N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"))
BUTTONS = (("reactions", N_("Snap reactions")), ("export", N_("Export CSV")), ("back", N_("Back")))
SCORE_CHART_GAMES = 40
"""The most games Thirteens' score chart shows (the latest)."""


class RecordsScene(StatsPage):
    """The statistics of the people who finished a game, from history.jsonl in the app's data folder.

    `player`: whose record to show first; by default (or when they have none) whoever played last. Widgets
    for tests: "prev" and "next" (two players or more), "game:all" and "game:<key>" for each game in the list,
    "reactions", "export" (when someone has a record) and "back"."""

    def __init__(self, app: Host, player: str | None = None) -> None:
        super().__init__(app)
        history = records.load(app.store.root)
        self.outcomes: tuple[Outcome, ...] = history.outcomes
        self.players = records.players(self.outcomes)
        self.index = self.players.index(player) if player in self.players else 0
        self.game = ALL
        self.focus = f"game:{ALL}" if self.players else "back"
        self.hover: str | None = None
        self._panel: tuple[pygame.Surface, pygame.Rect, Texts] | None = None
        self.rules: list[tuple[tuple[int, int], tuple[int, int]]] = []
        self.empty_card = pygame.Rect(0, 0, 0, 0)
        self._size = app.size
        # A history that was not wholly read is said on the bottom line, as an error, until the next export.
        if history.set_aside is not None:
            self.message = _("The history file could not be read; it was kept as {name}.").format(name=history.set_aside.name)
        elif history.skipped:
            n = history.skipped
            self.message = ngettext(
                "{n} broken line of the history was skipped.", "{n} broken lines of the history were skipped.", n
            ).format(n=n)
        self.message_is_error = bool(self.message)

    # -- what is shown -------------------------------------------------------------------------------------

    @property
    def player(self) -> str | None:
        """The player shown, or None when nobody has finished a game yet."""
        return self.players[self.index] if self.players else None

    def games(self) -> list[str]:
        """The games list: `ALL`, then each game the player has finished."""
        return [ALL, *records.games_of(self.outcomes, self.player)] if self.player is not None else []

    def shown(self, preset: str | None = None) -> list[Outcome]:
        """The player's outcomes at the chosen game (every game for `ALL`), oldest first."""
        if self.player is None:
            return []
        return records.select(self.outcomes, self.player, None if self.game == ALL else self.game, preset)

    def figures(self) -> Figures:
        return records.figures(self.shown())

    def _order(self) -> list[str]:
        """Every widget the keys reach, top to bottom."""
        names = [f"game:{key}" for key in self.games()]
        return names + [name for name, _label in BUTTONS if name != "export" or self.player is not None]

    # -- what the keys and the mouse do --------------------------------------------------------------------

    def switch(self, step: int) -> None:
        """Show the player `step` places on in the list (wrapping), at the same game if they have played it."""
        if len(self.players) < 2:
            return
        self.index = (self.index + step) % len(self.players)
        if self.game not in self.games():
            self.game = ALL
        if self.focus.startswith("game:"):
            self.focus = f"game:{self.game}"
        self.message = ""
        self.resize(self._size)

    def move_focus(self, step: int, wrap: bool = False) -> None:
        """Move the focus `step` widgets down the order (stopping at the ends, unless `wrap`); a game in focus is
        the game shown."""
        order = self._order()
        at = order.index(self.focus) if self.focus in order else 0
        at = (at + step) % len(order) if wrap else max(0, min(len(order) - 1, at + step))
        self.focus = order[at]
        if self.focus.startswith("game:") and self.focus[5:] != self.game:
            self.game = self.focus[5:]
            self.resize(self._size)

    def export(self) -> None:
        """Write every game of the shown player to exports/games-<name>-<date_time>.csv in the data folder, and
        say where (or, in one sentence, why not)."""
        if self.player is None:
            return
        path = self.app.store.root / "exports" / records.export_name(self.player, datetime.now())
        shown = records.select(self.outcomes, self.player)
        self._export(path, lambda to: records.export_csv(shown, to), f"{self.player}'s games")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.switch(-1 if event.key == pygame.K_LEFT else 1)
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self.move_focus(-1 if event.key == pygame.K_UP else 1)
            elif event.key == pygame.K_TAB:
                self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1, wrap=True)
            elif event.key == pygame.K_e:
                self.export()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._activate(self.focus)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self._widget_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            name = self._widget_at(event.pos)
            if name is not None:
                self._activate(name)

    def _activate(self, name: str) -> None:
        if name in ("prev", "next"):
            self.switch(-1 if name == "prev" else 1)
            return
        if name in self._order():
            self.focus = name
        if name.startswith("game:"):
            self.move_focus(0)
        elif name == "back":
            self.app.pop()
        elif name == "export":
            self.export()
        elif name == "reactions":
            from game.games.snap.stats import StatsScene

            self.app.push(StatsScene(self.app, self.player))

    # -- layout --------------------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self._size = size
        width, height = size
        rim = theme.rim_width(size)
        margin = rim + max(dp(8), width // 64)
        self._texts, self.buttons, self.rules, self._panel = [], {}, [], None

        # The bottom: two lines for the export's outcome (or the keys), the buttons above them.
        self._layout_bottom(size, margin)
        names = [name for name in self._order() if not name.startswith("game:")]
        buttons = [(name, _(dict(BUTTONS)[name])) for name in names]
        buttons_top = self._layout_buttons(size, margin, buttons, gap=max(dp(12), width // 50))
        y = self._layout_heading(size, margin, _("Statistics"))
        if self.player is None:
            self._layout_empty(margin, y, buttons_top)
            self._place_message()
            return
        y = self._layout_player(size, margin, y, self.player, serif=False)

        # The key figures across the window; under them the games list, the table and the chart side by side.
        y = self._layout_figures(pygame.Rect(margin, y, width - 2 * margin, 0)) + max(dp(8), height // 50)
        bottom = buttons_top - max(dp(8), height // 50)
        list_w = min(max(dp(150), width // 5), dp(320))
        self._layout_games(pygame.Rect(margin, y, list_w, bottom - y))
        between = max(dp(12), width // 60)
        main = pygame.Rect(margin + list_w + between, y, 0, bottom - y)
        main.width = width - margin - main.left
        # Below 560 px of room (at density 1) the table needs it all: the chart is left out (a window under
        # 800 px wide).
        if main.width < dp(560):
            self._layout_table(main)
        else:
            table_w = self._layout_table(pygame.Rect(main.left, y, main.width - max(dp(240), int(main.width * 0.42)) - between, main.height))
            self._layout_chart(pygame.Rect(main.left + table_w + between, y, main.width - table_w - between, main.height))
        self._place_message()

    def _layout_games(self, box: pygame.Rect) -> None:
        keys = self.games()
        gap = dp(6)
        item_h = min(max(dp(30), self._size[1] // 18), box.height // max(1, len(keys)) - gap)
        for i, key in enumerate(keys):
            self.buttons[f"game:{key}"] = pygame.Rect(box.left, box.top + i * (item_h + gap), box.width, item_h)

    def _layout_figures(self, box: pygame.Rect) -> int:
        """The key figures, value over caption in equal columns across `box`; returns their bottom (px)."""
        f = self.figures()
        won = f.won + f.shared
        items = [
            (str(f.played), ngettext("game played", "games played", f.played)),
            (str(won), ngettext("won, {n} shared", "won, {n} shared", f.shared).format(n=f.shared) if f.shared else _("won")),
            (_percent(f.rate), _("win rate")),
            (str(f.best_streak), _("best streak")),
            (str(f.current_streak), _("current streak")),
        ]
        if f.coins is not None:
            items.append((_signed(f.coins), _("coins")))
        if f.best_score is not None and f.average_score is not None and self.game != ALL:
            items += [(str(f.best_score), _("best score")), (f"{f.average_score:.1f}", _("average score"))]
        height = self._size[1]
        value_px = max(dp(18), min(dp(34), height // 24))
        caption_px = max(min_px(), min(dp(20), height // 50))
        # Each column as wide as its figure needs plus an equal share of the room left (as Snap's statistics).
        pad = max(dp(12), box.width // 60)
        needs = [max(font(value_px, bold=True).size(v)[0], font(caption_px).size(c)[0]) + pad for v, c in items]
        spare = box.width - sum(needs)
        columns = [n + spare // len(items) for n in needs] if spare >= 0 else [box.width // len(items)] * len(items)
        value_h = font(value_px, bold=True).get_linesize()
        bottom = box.top + value_h + font(caption_px).get_linesize()
        x = box.left
        for i, ((value, caption), column) in enumerate(zip(items, columns)):
            if i:
                self.rules.append(((x, box.top + dp(4)), (x, bottom - dp(4))))
            centre = x + column // 2
            self._put(value, fitting_size(value, value_px, column - pad, bold=True), theme.CREAM, bold=True, midtop=(centre, box.top))
            text, px = fit_text(caption, caption_px, column - pad, bold=False)
            self._put(text, px, theme.BRASS_LIGHT, midtop=(centre, box.top + value_h))
            x += column
        return bottom

    def _layout_table(self, box: pygame.Rect) -> int:
        """By preset (by game, for all games) and against each level: played, won, win rate; as wide as it needs
        within `box`. Returns its width (px)."""
        if self.game == ALL:
            parts = [(self._game_title(key), records.figures(records.select(self.outcomes, self.player or "", key)))
                     for key in self.games()[1:]]
            first = _("By game")
        else:
            parts = [(self._preset_title(p), records.figures(self.shown(p)))
                     for p in records.presets_of(self.outcomes, self.player or "", self.game)]
            first = _("By preset")
        headings = [pgettext("games", "played"), _("won"), _("win rate")]
        lines: list[tuple[str, list[str], bool]] = [(first, headings, True)]
        lines += [(title, [str(f.played), str(f.won + f.shared), _percent(f.rate)], False) for title, f in parts]
        lines.append((_("Against"), [], True))
        lines += [(_(LEVEL_WORDS[k]) if k in LEVEL_WORDS else k, [str(t.played), str(t.won), _percent(t.rate)], False)
                  for k, t in self.figures().by_level.items()]
        px = max(min_px(), min(dp(22), self._size[1] // 40))
        while px > min_px() and font(px).get_linesize() * len(lines) > box.height:
            px -= 1
        line_h = font(px).get_linesize()
        gap = max(0, min(line_h // 3, (box.height - line_h * len(lines)) // len(lines)))
        columns = [max(font(px, bold=header).size(cells[i])[0] for _t, cells, header in lines if cells) + px for i in range(3)]
        names = max(font(px, bold=header).size(title)[0] for title, _c, header in lines) + px
        width = min(box.width, names + sum(columns))
        name_w = width - sum(columns)
        y = box.top
        for title, cells, header in lines:
            colour = theme.BRASS_LIGHT if header else theme.CREAM
            text, tpx = fit_text(title, px, name_w - px // 2, bold=header)
            self._put(text, tpx, colour, bold=header, midleft=(box.left, y + line_h // 2))
            right = box.left + name_w
            for cell, column in zip(cells, columns):
                right += column
                text, cpx = fit_text(cell, px, column - px // 2, bold=header)
                self._put(text, cpx, colour, bold=header, midright=(right, y + line_h // 2))
            if header:
                self.rules.append(((box.left, y + line_h + gap // 2), (box.left + width, y + line_h + gap // 2)))
            y += line_h + gap
        return width

    def _layout_chart(self, box: pygame.Rect) -> None:
        px = max(min_px(), min(dp(20), self._size[1] // 48))
        shown = self.shown()
        if self.game == "thirteens":
            from game.games.thirteens.rules import CALLS

            latest = shown[-SCORE_CHART_GAMES:]
            games = [(o.score or 0, o.won) for o in latest]
            ends = (_day_label(latest[0].when), _day_label(latest[-1].when))
            chart: Chart = scores_chart(box.size, px, _("Scores"), games, CALLS, tuple(range(0, CALLS + 1, 13)),
                                        ends, (_("won"), _("not won")))
        else:
            days = [(_day_label(d.day), d.played, d.won) for d in records.by_day(shown)]
            chart = wins_chart(box.size, px, _("Wins over time"), days, (pgettext("games", "played"), _("won")),
                               ngettext("{n} day", "{n} days", len(days)).format(n=len(days)))
        self._panel = (chart.surface, box, chart.texts)

    def _layout_empty(self, margin: int, top: int, bottom: int) -> None:
        width, height = self._size
        text = _("No finished games yet. Play a game to its end and your record shows here.")
        px = max(dp(16), min(dp(30), height // 28))
        card_w = min(width - 2 * margin, max(dp(420), width // 2))
        lines = wrap_text(text, px, card_w - 2 * px)
        while px > min_px() and any(font(px).size(line)[0] > card_w - 2 * px for line in lines):
            px -= 1
            lines = wrap_text(text, px, card_w - 2 * px)
        line_h = font(px).get_linesize()
        card = pygame.Rect(0, 0, card_w, line_h * len(lines) + 2 * px)
        card.center = (width // 2, (top + bottom) // 2)
        self.empty_card = card
        for i, line in enumerate(lines):
            self._put(line, px, theme.INK, midtop=(card.centerx, card.top + px + i * line_h))

    def _keys_hint(self) -> str:
        if self.player is None:
            return _("Up / Down: a button    Enter: open    Esc: back")
        return _("Left / Right: another player    Up / Down: a game, then the buttons    E: export CSV    Esc: back")

    def _game_title(self, key: str) -> str:
        from game.registry import GAMES

        return _("All games") if key == ALL else _(GAMES[key].title) if key in GAMES else key

    def _preset_title(self, preset: str) -> str:
        from game.registry import GAMES

        spec = GAMES.get(self.game)
        return _(spec.preset_titles.get(preset, preset)) if spec is not None else preset

    # -- drawing -------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.marks.clear()
        surface.blit(theme.table_background(surface.get_size()), (0, 0))
        if self.player is None:
            paper(surface, self.empty_card.inflate(dp(24), dp(8)))
        for start, end in self.rules:
            pygame.draw.line(surface, theme.BRASS_DARK, start, end, dp(2))
        for image, rect, text in self._texts:
            self.marks.add(Kind.TEXT, surface.blit(image, rect), repr(text))
        if self._panel is not None:
            image, box, texts = self._panel
            pygame.draw.rect(surface, theme.SHADOW, box.move(dp(4), dp(5)), border_radius=dp(12))
            surface.blit(image, box)
            self.marks.add(Kind.CARD, box, CHART, group=CHART)
            for text, rect in texts:
                self.marks.add(Kind.TEXT, rect.move(box.topleft), f"{text!r} on the chart", on=CHART)
        for name, rect in self.buttons.items():
            focused = name == self.focus
            hovered = self.hover == name or name == f"game:{self.game}"
            if name in ("prev", "next"):
                draw_button(surface, rect, "", self.button_px, focused=False, hovered=self.hover == name)
                triangle(surface, rect, left=name == "prev")
            else:
                label = self._game_title(name[5:]) if name.startswith("game:") else _(dict(BUTTONS)[name])
                draw_button(surface, rect, label, self.button_px, focused, hovered)
            self.marks.add(Kind.BUTTON, rect, f"the {name} button")
        if self.message_is_error and self._message_texts:
            plaque = self._message_texts[0][1].unionall([r for _i, r, _t in self._message_texts]).inflate(dp(16), dp(4))
            pygame.draw.rect(surface, theme.CLARET, plaque, border_radius=dp(6))
        for image, rect, text in self._message_texts:
            self.marks.add(Kind.TEXT, surface.blit(image, rect), repr(text))


def _percent(rate: float | None) -> str:
    return "–" if rate is None else _("{percent} %").format(percent=round(rate * 100))


def _signed(coins: int) -> str:
    """Coins won with a plus sign, lost with a true minus sign: "+12", "−5"."""
    return f"+{coins}" if coins > 0 else f"−{-coins}" if coins < 0 else "0"


def _day_label(when: date) -> str:
    """A day (or a time's day) as the chart labels it: "25 Nov"."""
    return _("{day} {month}").format(day=when.day, month=_(MONTHS[when.month - 1]))
