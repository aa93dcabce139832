"""How Jig's rows are drawn: at rest, as one picture kept from frame to frame (issue 10: the rows grew to a
hundred large cards and slots, too many to draw every frame within the frame-time targets).

A stop is never told by colour alone (issue 15): its slot is hatched with red bars inside a thick red edge.

A frame blits the picture once. When slots change — a card lands, a stop turns red, a sequence's outline
goes — only the part of the picture those slots cover is painted again: everything that touches it is
drawn once more in the rows' order, clipped to it, so the overlaps come out as a full painting would.

A slot's corners, edges and bars are lengths designed at density 1, taken through `dp` (game/ui/density.py).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core.cards import Card, card
from game.games.jig.layout import ROW_SUITS, RowsLayout
from game.ui import theme
from game.ui.card_faces import suit_colour
from game.ui.density import density, dp
from game.ui.fonts import fitting_size, min_px, render_text

if TYPE_CHECKING:
    from game.ui.card_art import CardArt
    from game.ui.sprites import CardSprite

STOP_TEXT = (240, 120, 120)
"""A stop's rank: a light red that reads on the dark slot."""


@dataclass(frozen=True)
class SlotLook:
    """How one slot looks: its card at rest (`laid`; else the empty slot, red for a `stop`), gold-outlined
    while in the sequence being played, `dim` when it is a dead card."""

    laid: bool
    stop: bool
    outline: bool
    dim: bool


class RowsPicture:
    """The picture of the rows: `image`, to blit with its top left at `at` (px in the window)."""

    def __init__(self) -> None:
        self.image = pygame.Surface((0, 0))
        self.at = (0, 0)
        self._geometry: tuple[object, ...] | None = None  # the rows, their labels' px, the faces, the palette, the density
        self._looks: dict[Card, SlotLook] = {}

    def update(self, rows: RowsLayout, px: int, looks: dict[Card, SlotLook], laid: dict[Card, CardSprite],
               art: CardArt) -> None:
        """Bring the picture up to date: `rows` with labels `px` high, each slot as `looks` says, the cards
        at rest from `laid` (each already at its slot). Paints all of it after a change of size, else only
        where a slot's look changed; nothing when none did."""
        clip: pygame.Rect | None = None
        geometry = (rows, px, art.deck, theme.high_contrast(), density())
        if geometry != self._geometry:
            self._geometry = geometry
            self._new_image(rows, px, art)
        else:
            changed = [slot for slot, look in looks.items() if self._looks.get(slot) != look]
            if not changed:
                return
            clip = self._extent(rows, changed[0], art).unionall([self._extent(rows, s, art) for s in changed[1:]])
        self._looks = dict(looks)
        self._paint(rows, px, laid, art, clip)

    def _new_image(self, rows: RowsLayout, px: int, art: CardArt) -> None:
        """A clear picture the size of the rows, their labels and their cards' shadows and outlines."""
        slots = pygame.Rect(rows.slots_rect())
        labels = pygame.Rect(rows.label_x - px, slots.top, 2 * px, slots.height)
        area = slots.union(labels).inflate(2 * _reach(rows, art), 2 * _reach(rows, art))
        self.image = pygame.Surface(area.size, pygame.SRCALPHA)
        self.at = area.topleft

    def _extent(self, rows: RowsLayout, slot: Card, art: CardArt) -> pygame.Rect:
        """What a slot's card may cover, with its shadow and outline, in the picture's px."""
        rect = pygame.Rect(0, 0, rows.card_w, rows.card_h)
        x, y = rows.slot(slot)
        rect.center = (x - self.at[0], y - self.at[1])
        return rect.inflate(2 * _reach(rows, art), 2 * _reach(rows, art))

    def _paint(self, rows: RowsLayout, px: int, laid: dict[Card, CardSprite], art: CardArt,
               clip: pygame.Rect | None) -> None:
        """Paint the labels, then row by row the empty slots and the cards at rest, inside `clip` (all of the
        picture when None)."""
        image, (left, top) = self.image, self.at
        image.set_clip(clip)
        image.fill((0, 0, 0, 0))
        for suit in ROW_SUITS:
            y = rows.label_y(suit) - top
            colour = suit_colour(suit, True) if art.deck.four_colour else theme.RED_SUIT if suit.is_red else theme.INK
            pygame.draw.circle(image, theme.CREAM, (rows.label_x - left, y), px)
            symbol = render_text(suit.symbol, int(px * 1.3), colour, bold=True)
            image.blit(symbol, symbol.get_rect(center=(rows.label_x - left, y)))
            row = [card(rank, suit) for rank in rows.ranks]
            for slot in row:
                look = self._looks[slot]
                if not look.laid:
                    x, y = rows.slot(slot)
                    empty = _slot_image(
                        slot.rank.code, look.stop, rows.card_w, rows.card_h, px, 2 * rows.step - rows.card_w, rows.shown_h,
                        theme.high_contrast(),
                    )
                    image.blit(empty, empty.get_rect(center=(x - left, y - top)))
            for slot in row:
                look = self._looks[slot]
                if look.laid:
                    outline = theme.GOLD if look.outline else None
                    laid[slot].draw(image, art, outline=outline, dim=look.dim, origin=(left, top))
        image.set_clip(None)


def _reach(rows: RowsLayout, art: CardArt) -> int:
    """How far (px) a card of the rows, its shadow or its gold outline, reaches beyond the card."""
    return art.shadow_reach(rows.card_h) + theme.outline_width() + dp(1)


def _slot_image(rank: str, stop: bool, width: int, height: int, px: int, middle: int, shown: int,
                high_contrast: bool) -> pygame.Surface:
    """An empty slot `width` × `height` px with `rank` written in its `middle` px (the part the cards either
    side leave showing) and its top `shown` px (the part the next row leaves showing); a stop is red, with
    a thick edge and hatched with bars, so it shows without its colour. `high_contrast` (the palette in use)
    only keys the cache."""
    return _drawn_slot(rank, stop, width, height, px, middle, shown, high_contrast, density())


@functools.lru_cache(maxsize=256)
def _drawn_slot(rank: str, stop: bool, width: int, height: int, px: int, middle: int, shown: int,
                high_contrast: bool, at_density: float) -> pygame.Surface:
    """`_slot_image`, cached; `at_density` (the density it was drawn at) keys the cache, as its edges follow it."""
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = image.get_rect()
    radius = max(dp(3), width // 10)
    pygame.draw.rect(image, theme.BAIZE_DARK, rect, border_radius=radius)
    size = fitting_size(rank, px, max(min_px(), middle - dp(4)), bold=True)
    text = render_text(rank, size, STOP_TEXT if stop else theme.BAIZE_LIGHT, bold=True)
    at = text.get_rect(center=(rect.centerx, shown // 2))
    if stop:
        inset = dp(2)
        _hatch(image, rect.inflate(-2 * inset, -2 * inset), max(dp(6), width // 5), max(dp(2), width // 24))
        # The rank stays readable on a plate of its own.
        pygame.draw.rect(image, theme.BAIZE_DARK, at.inflate(dp(6), dp(2)), border_radius=dp(3))
    edge = max(dp(4), width // 14) if stop else dp(2)
    pygame.draw.rect(image, theme.RED_SUIT if stop else theme.BAIZE_LIGHT, rect, width=edge, border_radius=radius)
    image.blit(text, at)
    return image


def _hatch(image: pygame.Surface, area: pygame.Rect, step: int, thickness: int) -> None:
    """Red bars slanting up to the right every `step` px across `area` (a stop's pattern)."""
    image.set_clip(area)
    for x in range(area.left - area.height, area.right, step):
        pygame.draw.line(image, theme.RED_SUIT, (x, area.bottom), (x + area.height, area.top), thickness)
    image.set_clip(None)
