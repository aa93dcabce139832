"""How the fishing games' table is drawn (issue 11, "The table"): the layout's cards and builds in their slots (a
build as an overlapped stack labelled with its value and owner), what the chosen move would take outlined in
gold, the slot a trail would take, the stock with its count, each seat's pile of captured cards with its count,
the match's score above the layout and the chosen move in words below it.

`FishingView` is mixed into `game.games.fishing.table.FishingTable`, which owns the attributes it reads; it
changes nothing. Its lifts, edges, corners and paddings are lengths designed at density 1, taken through `dp`
(game/ui/density.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.cards import Card
from game.core.rules import StackedPacks
from game.games.fishing.layout import LIFT_PX
from game.games.fishing.rules import Build, Building, Capture, FishingState, Move, Trail, value_plural
from game.i18n import _
from game.ui import theme
from game.ui.density import dp
from game.ui.fonts import fit_text, render_text, smaller
from game.ui.marks import Kind
from game.ui.table_pieces import draw_count

if TYPE_CHECKING:
    from game.games.fishing.layout import LayoutArea
    from game.ui.layout import SeatSpot
    from game.ui.sprites import CardSprite

HALO_PX = 9
"""How far (px at density 1) the glow round a chosen item reaches beyond its cards."""

LAYOUT = "the layout"
"""The mark group of the layout's cards: bubbles keep off them (everyone must see what can be taken)."""


@dataclass
class LaidItem:
    """An item of the layout as shown: its card's sprite, or a build's sprites bottom first with the `build`."""

    sprites: list[CardSprite]
    build: Build | None = None

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(s.card for s in self.sprites if s.card is not None)


class FishingView:
    """The fishing table's drawing (see the module docstring)."""

    items: list[LaidItem]
    area: LayoutArea
    pile_counts: list[int]
    to_pile: list[tuple[int, CardSprite]]
    names: list[str]
    layout: Any
    art: Any
    stock: int
    marks: Any
    session: Any
    state: Any
    last_played: CardSprite | None

    bubbles_clear_of = (LAYOUT,)

    if TYPE_CHECKING:

        def _my_turn(self) -> bool: ...
        def _current(self) -> Move | None: ...
        def _options(self, card: Card | None) -> list[Move]: ...
        def _pile_spot(self, seat: int) -> tuple[tuple[float, float], int]: ...
        def _deck_pos(self) -> tuple[float, float]: ...

    def _pile_shown(self, seat: int) -> int:
        """The cards in `seat`'s pile that have arrived there."""
        return self.pile_counts[seat] - sum(1 for s, sprite in self.to_pile if s == seat and sprite.moving)

    # -- the layout ---------------------------------------------------------------------------------------------

    def _draw_table(self, surface: pygame.Surface) -> list[CardSprite]:
        """The layout's items at rest (the chosen move's outlined in gold), build labels, the trail's slot, the
        score line and the choice line; returns the sprites still moving, drawn last by the table."""
        moving: list[CardSprite] = []
        move = self._current() if self._my_turn() else None
        chosen = table_cards(move)
        for index, item in enumerate(self.items):
            lit = bool(chosen) and set(item.cards) <= chosen
            if lit:
                self._draw_halo(surface, item)
            for sprite in item.sprites:
                if sprite.moving:
                    moving.append(sprite)
                    continue
                outline = theme.HIGHLIGHT if lit else (theme.GOLD if sprite is self.last_played else None)
                rect = sprite.draw(surface, self.art, outline=outline, lift=dp(LIFT_PX) if lit else 0)
                self.marks.add(Kind.CARD, rect, "a card of the layout", LAYOUT)
            if item.build is not None and not any(s.moving for s in item.sprites):
                self._draw_build_label(surface, index, item.build)
        if isinstance(move, Trail):
            self._draw_trail_slot(surface, len(self.items))
        self._draw_score_line(surface)
        if move is not None:
            self._draw_choice_line(surface, move)
        return moving

    def _draw_halo(self, surface: pygame.Surface, item: LaidItem) -> None:
        """A soft gold glow round an item the chosen move takes or builds on, so it shows from across the room."""
        resting = [s for s in item.sprites if not s.moving]
        if not resting:
            return
        rects = []
        for sprite in resting:
            rect = pygame.Rect(0, 0, self.area.card_w, sprite.height)
            rect.center = (round(sprite.pos[0]), round(sprite.pos[1]) - dp(LIFT_PX))
            rects.append(rect)
        halo = dp(HALO_PX)
        glow = rects[0].unionall(rects).inflate(halo * 2, halo * 2)
        layer = pygame.Surface(glow.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*theme.HIGHLIGHT, 110), layer.get_rect(), border_radius=halo * 2)
        surface.blit(layer, glow)

    def _draw_build_label(self, surface: pygame.Surface, index: int, build: Build) -> None:
        """"Eights · Ann" under a build: what captures it, and whose it is ("8s · Ann", or "8s", where the slot
        is narrow)."""
        area = self.area
        owner = self.names[build.owner]
        values = _(value_plural(build.value))
        short = _("{value}s").format(value=build.value)
        for words in (f"{values[:1].upper()}{values[1:]} · {owner}", f"{short} · {owner}", short):
            text, size = fit_text(words, area.label_px, area.slot_w - dp(4), bold=True)
            if text == words:
                break
        image = render_text(text, size, theme.CREAM, bold=True)
        at = image.get_rect(center=area.label_at(index))
        pygame.draw.rect(surface, theme.INK, at.inflate(dp(8), dp(2)), border_radius=dp(6))
        self.marks.add(Kind.TEXT, surface.blit(image, at), "a build's label", on=LAYOUT)

    def _draw_trail_slot(self, surface: pygame.Surface, index: int) -> None:
        """The free slot where a trail would lie, outlined, with "trail" in it."""
        area = self.area
        x, y = area.slot(index)
        rect = pygame.Rect(0, 0, area.card_w, area.card_h)
        rect.center = (x, y)
        pygame.draw.rect(surface, theme.HIGHLIGHT, rect, width=dp(3), border_radius=dp(8))
        label = render_text(_("trail"), area.label_px, theme.HIGHLIGHT, bold=True)
        self.marks.add(Kind.TEXT, surface.blit(label, label.get_rect(center=rect.center)), "the trail's slot")

    def _draw_score_line(self, surface: pygame.Surface) -> None:
        """The match's score above the layout: "First to win 3 deals — You 1 · Ada 0", "Game to 21 — …"."""
        area = self.area
        text, size = fit_text(self._score_words(), self.layout.text_px, area.region[2] - dp(8), bold=True)
        image = render_text(text, size, theme.CREAM, bold=True)
        self.marks.add(Kind.TEXT, surface.blit(image, image.get_rect(center=area.score)), "the score line")

    def _score_words(self) -> str:
        """The score line's words, from the sides' match scores as the last deal left them."""
        options = self.session.options
        totals = self.state.result().stacks
        sides = self._sides()
        scores = " · ".join(
            _("{name} {score}").format(name=" & ".join(self.names[s] for s in side), score=totals[side[0]]) for side in sides
        )
        if hasattr(options, "wins"):
            return _("First to win {wins} deals — deals won: {scores}").format(wins=options.wins, scores=scores)
        return _("Game to {target} — {scores}").format(target=options.target, scores=scores)

    def _rules(self) -> FishingState:
        """The game's rules as this table knows them: its state in a local game; at a guest's table between
        homes, which holds no engine (game/online/), the same rules over the table as the viewer last saw it —
        all that wording a move (`describe`) and naming the sides read."""
        if isinstance(self.state, FishingState):
            return self.state
        rules: FishingState = self.session.spec.new_state(self.session.options, len(self.names), StackedPacks([]), None)
        seen = self.state.observe(self.viewer)
        if seen is not None:
            rules.table = list(seen.table)
        return rules

    def _sides(self) -> tuple[tuple[int, ...], ...]:
        sides = getattr(self._rules(), "sides", None)
        return sides() if sides is not None else tuple((s,) for s in range(len(self.names)))

    def _draw_choice_line(self, surface: pygame.Surface, move: Move) -> None:
        """The chosen move in the rules' words under the layout: "↑↓ 2 of 3 · makes eight: 2 + 6, lifting the 8
        · Enter plays"."""
        options = self._options(move.card)
        __, said = self._rules().describe(self.state.current_seat(), move)
        if len(options) > 1:
            words = _("↑↓ {n} of {count} · {move} · Enter plays").format(
                n=options.index(move) + 1, count=len(options), move=said
            )
        else:
            words = _("{move} · Enter plays").format(move=said)
        text, size = fit_text(words, self.layout.text_px, self.area.region[2] - dp(8))
        image = render_text(text, size, theme.HIGHLIGHT, bold=True)
        at = image.get_rect(center=self.area.choice)
        pygame.draw.rect(surface, theme.LOG_PANEL, at.inflate(dp(14), dp(4)), border_radius=dp(8))
        self.marks.add(Kind.TEXT, surface.blit(image, at), "the choice line")

    # -- the stock and the piles --------------------------------------------------------------------------------

    def _draw_deck(self, surface: pygame.Surface) -> None:
        """The stock at the left of the layout, with the cards left to deal ("16 left": a pile has its count on it)."""
        if self.stock <= 0:
            return
        x, y = self._deck_pos()
        back = self.art.back(self.area.stock_h)
        rects = []
        for i in range(min(4, 1 + self.stock // 8)):  # each card 1 px left and 2 up of the one below, at density 1
            rects.append(surface.blit(back, back.get_rect(center=(round(x) - dp(i), round(y) - dp(i * 2)))))
            self.marks.add(Kind.CARD, rects[-1], "the stock", "the stock")
        pile = rects[0].unionall(rects)
        label = render_text(_("{n} left").format(n=self.stock), smaller(self.layout.text_px, 2), theme.CREAM, bold=True)
        at = label.get_rect(midtop=(pile.centerx, pile.bottom + dp(4)))
        plate = at.inflate(dp(10), dp(2))
        pygame.draw.rect(surface, theme.INK, plate, border_radius=dp(8))
        surface.blit(label, at)
        self.marks.add(Kind.TEXT, plate, "the stock's count")

    def _draw_seat(self, surface: pygame.Surface, spot: SeatSpot, to_move: bool) -> None:
        super()._draw_seat(surface, spot, to_move)  # type: ignore[misc]
        count = self._pile_shown(spot.seat)
        if count <= 0:
            return
        (x, y), height = self._pile_spot(spot.seat)
        back = self.art.back(height)
        rect = surface.blit(back, back.get_rect(center=(round(x), round(y))))
        group = f"{self.names[spot.seat]}'s pile"
        self.marks.add(Kind.CARD, rect, group, group)
        pill = draw_count(surface, count, self.layout.text_px, center=rect.center)
        self.marks.add(Kind.TEXT, pill, f"{self.names[spot.seat]}'s pile count", on=group)


def table_cards(move: Move | None) -> set[Card]:
    """The table cards a move takes or builds on."""
    if isinstance(move, Capture):
        return set(move.taken)
    if isinstance(move, Building):
        return set(move.used)
    return set()

