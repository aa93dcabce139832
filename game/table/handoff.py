"""Hot-seat hand-over: a screen that hides the table while the device passes to the next human player, and
tells them what happened since their cards last showed. Lengths at density 1 go through `dp`
(game/ui/density.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from game.i18n import _
from game.stage.menu import MenuScene
from game.table.narration import YOU, shown_name
from game.ui import theme
from game.ui.density import dp
from game.ui.fonts import fit_text, fitting_size, min_px, render_text, wrap_text
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.stage.scene import Host


@dataclass(frozen=True)
class SeatMap:
    """Where the seats sit at the table, for the picture on the hand-over screen: each seat's `names` and the
    centre of its place as a share (0–1) of the window's width and height (`places`), the tray at the foot of
    the table where the cards of the player to move will show (`tray`), and whose turn it is (`to_move`)."""

    names: tuple[str, ...]
    places: tuple[tuple[float, float], ...]
    tray: tuple[float, float]
    to_move: int


class HandoffScene(MenuScene):
    """"Pass the screen to <name>": opaque, so no hand shows; Enter or a click says the named player is ready.

    `recap` is what happened since that player's cards last showed (log lines, oldest first; empty on their
    first turn); `seat_map`, where the seats sit, is drawn as a small picture of the table with the seat to
    play lit (issue 10: "shows whose turn it is at the table"). Esc runs `on_escape` (the table's pause menu, drawn over this screen, never over the cards).
    """

    def __init__(
        self,
        app: Host,
        name: str,
        on_ready: Callable[[], None],
        on_escape: Callable[[], None],
        recap: Sequence[str] = (),
        seat_map: SeatMap | None = None,
    ) -> None:
        self.name, self.on_ready, self.on_escape = name, on_ready, on_escape
        self.recap = list(recap)
        self.seat_map = seat_map
        super().__init__(app)

    def rows(self) -> list[Row]:
        """The one button; the words about the player are made here too, so they follow the language."""
        you, name = self.name == YOU, shown_name(self.name)  # "You": a lone human, spoken to, not about
        self.heading = _("Your turn") if you else _("Pass the screen to {name}").format(name=name)
        if you:
            self.subheading = _("Everyone else, look away — your cards are about to show")
        else:
            self.subheading = _("Everyone else, look away — {name}'s cards are about to show").format(name=name)
        ready_label = _("Show my cards") if you else _("I'm {name}: show my cards").format(name=name)
        self.recap_title = _("Since your last turn") if you else _("Since {name}'s last turn").format(name=name)
        return [Row("ready", ready_label, on_activate=self._ready, hint=_("Esc: the menu"))]

    def _ready(self) -> None:
        self.app.pop()
        self.on_ready()

    def back(self) -> None:
        self.on_escape()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        width, height = size
        box_width = min(width - dp(40), max(dp(420), width // 2))
        top = int(height * 0.74) if self.recap or self.seat_map else int(height * 0.5)
        self.form.layout(pygame.Rect((width - box_width) // 2, top, box_width, self.row_height + dp(8)), self.row_height)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        width, height = surface.get_size()
        margin = dp(20)  # from the window's sides, and between the picture and the recap
        band = pygame.Rect(margin, int(height * 0.29), width - 2 * margin, int(height * 0.4))
        if self.seat_map is not None:
            side = min(band.height * 3 // 2, band.width // 2 - margin // 2 if self.recap else band.width)
            picture = pygame.Rect(0, 0, side, band.height)
            if self.recap:
                picture.topright = band.topright
                band.width -= side + margin
            else:
                picture.midtop = band.midtop
            draw_seat_map(surface, picture, self.seat_map)
        if self.recap:
            self._draw_recap(surface, band)

    def _draw_recap(self, surface: pygame.Surface, band: pygame.Rect) -> None:
        """The recap in a panel in `band`, between the subheading and the button: a title, then the newest
        lines that fit."""
        height = surface.get_height()
        box = pygame.Rect(0, 0, min(band.width, max(dp(420), int(surface.get_width() * 0.6))), band.height)
        box.midtop = band.midtop
        corner, pad_x, pad_y = dp(10), dp(12), dp(10)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=corner)
        pygame.draw.rect(surface, theme.BRASS_DARK, box, width=dp(2), border_radius=corner)
        size = max(min_px(), min(dp(24), height // 30))
        title = render_text(self.recap_title, fitting_size(self.recap_title, size, box.width - 2 * pad_x, bold=True), theme.GOLD, bold=True)
        surface.blit(title, (box.x + pad_x, box.y + pad_y))
        lines = [part for line in self.recap for part in wrap_text(line, size, box.width - 2 * pad_x)]
        step = int(size * 1.35)
        room = max(0, (box.height - 2 * pad_y - title.get_height()) // step)
        y = box.y + dp(16) + title.get_height()
        for line in lines[-room:] if room else []:
            text = render_text(line, size, theme.CREAM)
            surface.blit(text, (box.x + pad_x, y))
            y += step


def draw_seat_map(surface: pygame.Surface, area: pygame.Rect, seat_map: SeatMap) -> None:
    """A small picture of the table in `area`: the felt, a chair for each seat where it sits with the
    player's name under it, the seat to play in gold, and the tray where their cards will show."""
    felt = area.inflate(-dp(8), -dp(8))
    pygame.draw.rect(surface, theme.WALNUT, felt, border_radius=felt.height // 5)
    inner = felt.inflate(-dp(10), -dp(10))
    pygame.draw.rect(surface, theme.BAIZE, inner, border_radius=inner.height // 5)
    size = max(min_px(), min(dp(20), area.height // 12))
    radius = size * 3 // 4
    line = dp(2)
    tray = pygame.Rect(0, 0, inner.width // 3, size + dp(8))
    tray.center = (inner.x + round(seat_map.tray[0] * inner.width), inner.bottom - size)
    pygame.draw.rect(surface, theme.BAIZE_DARK, tray, border_radius=dp(6))
    pygame.draw.rect(surface, theme.GOLD, tray, width=line, border_radius=dp(6))
    label = render_text(_("cards"), min_px(), theme.GOLD, bold=True)
    surface.blit(label, label.get_rect(center=tray.center))
    name_w = inner.width // max(3, (len(seat_map.names) + 1) // 2)
    for seat, (name, (fx, fy)) in enumerate(zip(seat_map.names, seat_map.places)):
        lit = seat == seat_map.to_move
        centre = (inner.x + round(fx * inner.width), inner.y + radius + round(fy * (inner.height - 4 * size)))
        pygame.draw.circle(surface, theme.GOLD if lit else theme.WALNUT, centre, radius)
        pygame.draw.circle(surface, theme.BRASS_DARK, centre, radius, width=line)
        shown, px = fit_text(shown_name(name), size, name_w, bold=lit)
        text = render_text(shown, px, theme.GOLD if lit else theme.CREAM, bold=lit)
        surface.blit(text, text.get_rect(midtop=(centre[0], centre[1] + radius + line)).clamp(inner))
