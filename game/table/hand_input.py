"""Your hand under your fingers: choosing and playing a card with the keys, a click or a drag, and the keys
every turn-based table answers (Esc: the pause menu; L: the log).

`HandInput` is the half of `game.table.turns.TableScene` that turns input into a move; it is mixed into the
scene, which owns the attributes declared here. A card is played by Enter on the chosen card, by a click on
it, or by dragging it up out of your hand and letting go over the table (as in every solitaire); let go over
your hand and it slides back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.table.hint import HINT_KEY
from game.table.reading import card_words
from game.ui.density import dp
from game.ui.log_panel import LOG_KEY
from game.ui.sprites import CardSprite

if TYPE_CHECKING:
    from game.core.cards import Card
    from game.ui.layout import SeatSpot, TableLayout

DRAG_START_PX = 8
"""How far (px at density 1, `dp` of it in the window) the pointer moves with the button down before a press
becomes a drag."""

PLAY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HandInput:
    """Input at the turn-based table (see the module docstring)."""

    layout: TableLayout
    hands: list[list[CardSprite]]
    viewer: int
    selection: Card | None
    dragged: CardSprite | None
    press: tuple[Card, tuple[int, int]] | None
    log_open: bool
    hint_rect: pygame.Rect | None

    if TYPE_CHECKING:  # provided by the scene and its view

        def _my_turn(self) -> bool: ...
        def _legal_cards(self) -> list[Card]: ...
        def _play_card(self, card: Card) -> None: ...
        def _pause(self) -> None: ...
        def _reflow_hand(self, seat: int, duration: float) -> None: ...
        def _ms(self, ms: float) -> float: ...
        def _hand_spot(self) -> SeatSpot: ...
        def _ask_hint(self) -> None: ...
        def _tell_reader(self, text: str, interrupt: bool = False) -> None: ...

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._drop_back()
            self._pause()
            return
        if event.type == pygame.KEYDOWN and event.key == LOG_KEY:
            self.log_open = not self.log_open
            return
        if not self._my_turn():
            self._drop_back()
            return
        legal = self._legal_cards()
        if event.type == pygame.KEYDOWN and event.key == HINT_KEY:
            self._ask_hint()
            return
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.hint_rect is not None
            and self.hint_rect.collidepoint(event.pos)
        ):
            self._ask_hint()
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.selection in legal:
                step = -1 if event.key == pygame.K_LEFT else 1
                self.selection = legal[(legal.index(self.selection) + step) % len(legal)]
                self._tell_reader(card_words(self.selection), interrupt=True)
            elif event.key in PLAY_KEYS and self.selection in legal:
                self._play_card(self.selection)
        elif event.type == pygame.MOUSEMOTION:
            self._pointer_moved(event, legal)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = self._card_at(event.pos, legal)
            self.press = (card, event.pos) if card in legal else None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._released(event.pos, legal)

    def _pointer_moved(self, event: Any, legal: list[Card]) -> None:
        """Hovering chooses a card; moving with the button down on one drags it."""
        if self.dragged is not None:
            self.dragged.snap(event.pos, self.dragged.height, True)
            return
        if self.press is not None:
            card, (x, y) = self.press
            if abs(event.pos[0] - x) + abs(event.pos[1] - y) >= dp(DRAG_START_PX):
                self.dragged = next(s for s in self.hands[self.viewer] if s.card == card)
                self.selection = card
                self.dragged.snap(event.pos, self.dragged.height, True)
            return
        card = self._card_at(event.pos, legal)
        if card in legal:
            self.selection = card

    def _released(self, pos: tuple[int, int], legal: list[Card]) -> None:
        """A click on a card plays it; a drag plays its card when let go above your hand."""
        press, self.press = self.press, None
        if self.dragged is not None:
            sprite, self.dragged = self.dragged, None
            if pos[1] < self._hand_spot().box[1] and sprite.card in legal:
                assert sprite.card is not None
                self._play_card(sprite.card)
            else:
                self._reflow_hand(self.viewer, self._ms(150))
            return
        if press is not None and self._card_at(pos, legal) == press[0]:
            self._play_card(press[0])

    def _drop_back(self) -> None:
        """A drag interrupted (the menu, the turn passing): the card goes back to its place in the hand."""
        self.press = None
        if self.dragged is not None:
            self.dragged = None
            self._reflow_hand(self.viewer, self._ms(150))

    def _card_at(self, pos: tuple[int, int], legal: list[Card]) -> Card | None:
        """The card of your hand under the mouse (the topmost, i.e. rightmost, of overlapping cards)."""
        for sprite in reversed(self.hands[self.viewer]):
            if self._hand_rect(sprite, legal).collidepoint(pos):
                return sprite.card
        return None

    def _hand_rect(self, sprite: CardSprite, legal: list[Card]) -> pygame.Rect:
        w = self.layout.card_w(sprite.height)
        rect = pygame.Rect(0, 0, w, sprite.height)
        rect.center = (round(sprite.pos[0]), round(sprite.pos[1]) - self._lift(sprite, legal))
        return rect

    def _lift(self, sprite: CardSprite, legal: list[Card]) -> int:
        """How far (px) a card of your hand stands raised: legal cards a little, the chosen one more."""
        if sprite.card not in legal or sprite is self.dragged:
            return 0
        return int(self.layout.my_card_h * (0.16 if sprite.card == self.selection else 0.07))

    def widget_rect(self, name: str) -> pygame.Rect | None:
        """`card:9H` is the part of that card in your hand that shows: the next card covers the rest."""
        legal = self._legal_cards() if self._my_turn() else []
        hand = self.hands[self.viewer]
        for i, sprite in enumerate(hand):
            if sprite.card is not None and name == f"card:{sprite.card.code}":
                rect = self._hand_rect(sprite, legal)
                if i + 1 < len(hand):
                    rect.width = max(1, min(rect.width, self._hand_rect(hand[i + 1], legal).left - rect.left))
                return rect
        return None
