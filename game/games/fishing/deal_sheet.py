"""A deal's score sheet over the table (issue 11, "End of a deal"): a column for each side, a line for each thing
counted (Cassino: cards, spades, the cassinos, aces, sweeps; Snitch'ems: cards), what each side had and the points
it gave, the deal's points and the match's score; Continue (Enter, Esc or a click) goes back to the table, which
deals the next deal or shows the results. At a table with no human player (computers playing, a replay watched)
it goes by itself after a while. Its bounds and paddings are lengths designed at density 1, taken through `dp`
(game/ui/density.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

import pygame

from game.games.fishing.narration import verdict
from game.i18n import _
from game.stage.menu import MenuScene
from game.table.narration import shown_name
from game.ui import theme
from game.ui.density import dp
from game.ui.fonts import fit_text, font, render_text, scaled
from game.ui.marks import Kind
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.core.spec import GameSpec
    from game.games.fishing.rules import DealSheet
    from game.stage.scene import Host


class DealSheetScene(MenuScene):
    """The score sheet of one deal, drawn over the table (which stands still meanwhile)."""

    opaque = False

    def __init__(
        self, app: Host, spec: GameSpec, sheet: DealSheet, names: Sequence[str], options: Any, close_after_ms: float | None = None
    ) -> None:
        self.sheet, self.names, self.spec, self.options = sheet, list(names), spec, options
        self.close_after_ms = close_after_ms
        """With nobody to dismiss it, the sheet closes itself after this long (ms); None: it waits."""
        self.sides = [" & ".join(shown_name(self.names[s]) for s in side) for side in sheet.sides]
        super().__init__(app)

    def rows(self) -> list[Row]:
        self.heading = _("Deal {deal}").format(deal=self.sheet.deal)
        return [Row("continue", _("Continue"), on_activate=self.back, hint=self._match_words())]

    def update(self, dt_ms: float) -> None:
        if self.close_after_ms is None:
            return
        self.close_after_ms -= dt_ms
        if self.close_after_ms <= 0:
            self.close_after_ms = None
            self.back()

    def animating(self) -> bool:
        return self.close_after_ms is not None

    def _match_words(self) -> str:
        """What the match stands at, in words: "First to win 3 deals", "Game to 21 points"."""
        if hasattr(self.options, "wins"):
            return _("The first to win {wins} deals wins the match").format(wins=self.options.wins)
        return _("The first side to {target} points wins the game").format(target=self.options.target)

    def _table_rows(self) -> list[tuple[str, list[str], bool]]:
        """The sheet's lines as (label, a cell per side, stands out): what each side had and the points it
        scored, then the deal's points and the match's score."""
        sheet = self.sheet
        unit = self.spec.score_unit
        rows = []
        for line in sheet.lines:
            had = [_(h) if h else h for h in line.had]  # "yes" and "—" are words; numbers stay as they are
            if unit == "deals won":
                rows.append((_(line.label), had, False))
            else:
                rows.append((_(line.label), [f"{h}  ({pts})" if pts else h for h, pts in zip(had, line.points)], False))
        if unit == "deals won":
            took = [sheet.points[side[0]] for side in sheet.sides]
            most = max(took)
            won = _("wins the deal") if took.count(most) == 1 else _("a draw")
            rows.append((_("This deal"), [won if n == most else "—" for n in took], True))
            rows.append((_("Deals won"), [str(sheet.totals[side[0]]) for side in sheet.sides], True))
        else:
            rows.append((_("Points this deal"), [str(sheet.points[side[0]]) for side in sheet.sides], True))
            rows.append((_("The game"), [str(sheet.totals[side[0]]) for side in sheet.sides], True))
        return rows

    def _verdict(self) -> str | None:
        """Who won the deal in a sentence, for a game that counts deals won: "Ann wins the deal with 28 cards",
        "A draw: Ann and Bob both took 14" (RULES.md §3 "End"); None for a game of points."""
        if self.spec.score_unit != "deals won":
            return None
        said = verdict(self.sheet, [shown_name(n) for n in self.names])
        return said[:1].upper() + said[1:]

    def _lines(self) -> int:
        """The sheet's lines: the heads of the columns, the table's rows, and the verdict if there is one."""
        return 1 + len(self._table_rows()) + (self._verdict() is not None)

    def content_top(self, height: int) -> int:
        line, __ = self._metrics(height)
        return int(height * 0.2) + self._lines() * line + line // 2

    def _metrics(self, height: int) -> tuple[int, int]:
        """The sheet's line height and text size (px) in a window `height` px high."""
        line = max(dp(22), min(dp(44), height // 22))
        px = scaled(max(dp(16), line * 3 // 4))
        return max(line, font(px, bold=True).get_linesize()), px  # the lines grow with the text

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(theme.VEIL)
        surface.blit(veil, (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        width, height = surface.get_size()
        line, size = self._metrics(height)
        rows = self._table_rows()
        sheet_w = min(width - dp(40), max(dp(520), width * 2 // 3))
        x0 = (width - sheet_w) // 2
        label_w = max(render_text(label, size, theme.CREAM, bold=True).get_width() for label, __, ___ in rows) + size
        label_w = min(label_w, sheet_w // 3)
        col_w = (sheet_w - label_w) // max(1, len(self.sides))
        top = int(height * 0.2)
        panel = pygame.Rect(x0 - size // 2, top - line // 4, sheet_w + size, self._lines() * line + line // 2)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=dp(10))
        pygame.draw.rect(surface, theme.BRASS_DARK, panel, width=dp(2), border_radius=dp(10))
        pad = dp(8)  # the words keep clear of their cell's edge
        for column, name in enumerate(self.sides):
            text, px = fit_text(name, size, col_w - pad)
            image = render_text(text, px, theme.GOLD, bold=True)
            at = image.get_rect(center=(x0 + label_w + column * col_w + col_w // 2, top + line // 2))
            self.marks.add(Kind.TEXT, surface.blit(image, at), f"{name}'s column")
        for row, (label, cells, strong) in enumerate(rows, start=1):
            y = top + row * line + line // 2
            colour = theme.GOLD if strong else theme.CREAM
            text, px = fit_text(label, size, label_w - pad)
            image = render_text(text, px, colour, bold=True)
            self.marks.add(Kind.TEXT, surface.blit(image, image.get_rect(midleft=(x0, y))), f"the line {label}")
            for column, cell in enumerate(cells):
                text, px = fit_text(cell, size, col_w - pad, bold=strong)
                image = render_text(text, px, colour, bold=strong)
                at = image.get_rect(center=(x0 + label_w + column * col_w + col_w // 2, y))
                self.marks.add(Kind.TEXT, surface.blit(image, at), f"{label} for {self.sides[column]}")
        said = self._verdict()
        if said is not None:
            text, px = fit_text(said, size, sheet_w - pad)
            image = render_text(text, px, theme.GOLD, bold=True)
            at = image.get_rect(center=(x0 + sheet_w // 2, top + (len(rows) + 1) * line + line // 2))
            self.marks.add(Kind.TEXT, surface.blit(image, at), "the deal's verdict")
