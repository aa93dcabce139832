"""The turn-based table's view: where each seat's hand, played cards, coins and pack lie for the window's
size, and how the table is drawn (baize, pool, nameplates, cards, coins, captions, the log panel, the hints).

`TableView` is the half of `game.table.turns.TableScene` that only reads: it turns the scene's sprites,
shown coins and narrator into pictures and positions, and changes nothing. Games with tables unlike the
first (Jig's rows, a fishing layout, Thirteens' foundations) override the `_draw_table`, `_table_sprites`,
`_deck_pos` and `_pool_pos` hooks, and may add regions beside the felt.
"""

from __future__ import annotations

import math
from collections import deque
from typing import TYPE_CHECKING, Any

import pygame

from game.core.rules import Pot
from game.ui import theme
from game.ui.coin_art import dish, draw_stack
from game.ui.fonts import fitting_size, font, render_text, wrap_text
from game.ui.layout import SeatSpot, TableLayout, compute_layout
from game.ui.sprites import CardSprite
from game.ui.table_pieces import draw_nameplate

if TYPE_CHECKING:
    from game.app import App
    from game.core.cards import Card
    from game.core.session import Session
    from game.table.narration import Narrator
    from game.ui.card_art import CardArt
    from game.ui.sprites import Caption, CoinSprite


class TableView:
    """Positions and drawing of the turn-based table (see the module docstring); mixed into `TableScene`,
    which owns the attributes declared here."""

    app: App
    state: Any
    layout: TableLayout
    names: list[str]
    session: Session
    art: CardArt
    hands: list[list[CardSprite]]
    places: list[list[CardSprite]]
    leaving: list[CardSprite]
    coins: list[CoinSprite]
    captions: list[Caption]
    narrator: Narrator
    humans: list[int]
    viewer: int
    revealed: int | None
    dealer: int
    stock: int
    last_played: CardSprite | None
    shown_stacks: list[int]
    shown_pool: int
    selection: Card | None
    pending: deque[Any]
    replay_moves: deque[Any] | None
    drawn_shown: tuple[Any, ...]

    # -- geometry -------------------------------------------------------------------------------

    def _deck_pos(self) -> tuple[float, float]:
        """The dealer's pack: just beyond the dealer's played cards, towards the pool, so everyone sees who deals."""
        layout = self.layout
        spot = layout.spots[self.dealer]
        (px, py), (dx, dy) = layout.pool, spot.place
        if spot.edge == "bottom":  # your pack lies left of your played cards, clear of the pool's label
            return (dx - layout.place_width() / 2 - layout.card_w(layout.small_card_h), float(dy))
        distance = math.hypot(px - dx, py - dy) or 1.0
        reach = layout.place_width() / 2 + layout.card_w(layout.small_card_h) / 2 + layout.text_px
        if abs(py - dy) > abs(px - dx):  # above or below the pool: the pile's height is what to clear
            reach = layout.table_card_h / 2 + layout.small_card_h / 2 + layout.text_px
        clear_of_pool = layout.coin_d * 2.4 + layout.card_w(layout.small_card_h)
        reach = max(0.0, min(reach, distance - clear_of_pool))
        return (dx + (px - dx) * reach / distance, dy + (py - dy) * reach / distance)

    def _pool_pos(self) -> tuple[int, int]:
        """The centre of the pool's dish (px)."""
        return self.layout.pool

    def _coin_pos(self, account: Any) -> tuple[float, float]:
        if account is Pot.POOL:
            x, y = self._pool_pos()
            return (x, y - self.layout.coin_d)
        x, y = self.layout.spots[account].coins
        return (x, y - self.layout.coin_d)

    def hand_face_up(self, seat: int) -> bool:
        """Whether `seat`'s hand may show: see the module docstring (hot seat)."""
        if not self.humans:
            return True
        if len(self.humans) == 1:
            return seat == self.humans[0]
        return seat == self.revealed

    def _hand_slots(self, seat: int) -> list[tuple[tuple[float, float], int, bool]]:
        spot: SeatSpot = self.layout.spots[seat]
        count = len(self.hands[seat])
        mine = seat == self.viewer
        height = self.layout.my_card_h if mine else self.layout.small_card_h
        spacing = self.layout.hand_spacing(count, mine)
        face = self.hand_face_up(seat)
        return [
            ((spot.hand[0] + (i - (count - 1) / 2) * spacing, float(spot.hand[1])), height, face)
            for i in range(count)
        ]

    def _place_slot(self, seat: int, index: int, count: int) -> tuple[tuple[float, float], int]:
        spot = self.layout.spots[seat]
        height = self.layout.table_card_h
        shown = max(0, index - max(0, count - 5))  # only the last five fan out; older ones lie beneath
        dx = self.layout.card_w(height) * 0.24
        span = min(count, 5) - 1
        return ((spot.place[0] + (shown - span / 2) * dx, float(spot.place[1])), height)

    def _reflow_hand(self, seat: int, duration: float) -> None:
        for sprite, (pos, height, face) in zip(self.hands[seat], self._hand_slots(seat)):
            sprite.move(pos, height, face, duration)

    def _reflow_place(self, seat: int, duration: float) -> None:
        pile = self.places[seat]
        for i, sprite in enumerate(pile):
            pos, height = self._place_slot(seat, i, len(pile))
            sprite.move(pos, height, True, duration)

    def _relayout(self, size: tuple[int, int]) -> None:
        """Lay the table out (`self.layout`) for a window of `size` (px) with the current viewer at the bottom."""
        self.layout = compute_layout(size, len(self.names), self.viewer)

    def resize(self, size: tuple[int, int]) -> None:
        self._relayout(size)
        self._snap_all()
        self.art.cancel_prepared()  # faces for the old size are no longer wanted
        self._prepare_faces()

    def _snap_all(self) -> None:
        for seat in range(len(self.names)):
            for sprite, (pos, height, face) in zip(self.hands[seat], self._hand_slots(seat)):
                sprite.snap(pos, height, face)
        self._snap_table()
        for sprite in self.leaving:
            sprite.snap(self._deck_pos(), self.layout.small_card_h, False)

    def _snap_table(self) -> None:
        """Put the cards on the table in their places at once (after a reflow)."""
        for seat, pile in enumerate(self.places):
            for i, sprite in enumerate(pile):
                pos, height = self._place_slot(seat, i, len(pile))
                sprite.snap(pos, height, True)

    def _set_viewer(self, seat: int) -> None:
        self.viewer = seat
        self._relayout(self.app.size)
        self._snap_all()

    def _hide_hands(self) -> None:
        """Hot seat: turn every hand face down at once (no turning animation that would show faces)."""
        self.revealed = None
        for seat in range(len(self.names)):
            for sprite, (pos, height, face) in zip(self.hands[seat], self._hand_slots(seat)):
                sprite.snap(sprite.pos, sprite.height, False)
                sprite.move(pos, height, face, 0)

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn_shown = self._shown()  # the one thing drawing records: what this frame showed
        layout = self.layout
        surface.blit(theme.table_background(layout.size), (0, 0))
        if self._shows_pool():
            self._draw_pool(surface)
        self._draw_deck(surface)
        to_move = self.state.current_seat() if not self.pending else None
        for spot in layout.spots:
            self._draw_seat(surface, spot, spot.seat == to_move)
        moving = self._draw_table(surface)
        my_turn = self._my_turn()
        legal = self._legal_cards() if my_turn else []
        for seat, pile in enumerate(self.hands):
            for sprite in pile:
                if sprite.moving:
                    moving.append(sprite)
                elif seat == self.viewer and my_turn:
                    sprite.draw(
                        surface,
                        self.art,
                        lift=self._lift(sprite, legal),
                        outline=theme.HIGHLIGHT if sprite.card == self.selection else None,
                        dim=sprite.card not in legal,
                    )
                else:
                    sprite.draw(surface, self.art)
            if seat != self.viewer and pile:
                self._draw_count(surface, seat, len(pile))
        for sprite in self.leaving + moving:
            sprite.draw(surface, self.art)
        for coin in self.coins:
            coin.draw(surface, layout.coin_d)
        self._draw_captions(surface)
        self._draw_log(surface)
        self._draw_hint(surface, my_turn)

    def _draw_table(self, surface: pygame.Surface) -> list[CardSprite]:
        """Draw the cards lying on the table (the last played outlined in gold); returns those still moving,
        which are drawn last, above everything."""
        moving: list[CardSprite] = []
        for sprite in self._table_sprites():
            if sprite.moving:
                moving.append(sprite)
            else:
                sprite.draw(surface, self.art, outline=theme.GOLD if sprite is self.last_played else None)
        return moving

    def _shows_pool(self) -> bool:
        return True

    def _draw_captions(self, surface: pygame.Surface) -> None:
        """The speech bubbles, oldest first; one that a newer bubble would overlap is not drawn (the newer
        call is the one to read)."""
        layout = self.layout
        width, scale = int(layout.felt[2] * 0.3), layout.size[1] / 720
        taken: list[pygame.Rect] = []
        shown = []
        for caption in reversed(self.captions):
            spot = layout.spots[caption.seat]
            rect = caption.place(surface.get_rect(), spot.caption, spot.tail, width, scale)
            if rect.collidelist(taken) < 0:
                shown.append(caption)
                taken.append(rect)
        for caption in reversed(shown):
            spot = layout.spots[caption.seat]
            caption.draw(surface, spot.caption, spot.tail, width, scale)

    def _draw_pool(self, surface: pygame.Surface) -> None:
        x, y = self._pool_pos()
        plate = dish(int(self.layout.coin_d * 4.4))
        rect = plate.get_rect(center=(x, y))
        surface.blit(plate, rect)
        draw_stack(surface, (x, rect.centery + rect.height // 6), self.shown_pool, self.layout.coin_d)
        label = render_text("Pool", self.layout.text_px, theme.CREAM, bold=True)
        surface.blit(label, label.get_rect(midtop=(x, rect.bottom + 2)))

    def _draw_deck(self, surface: pygame.Surface) -> None:
        if self.stock <= 0:
            return
        x, y = self._deck_pos()
        back = self.art.back(self.layout.small_card_h)
        for i in range(min(4, 1 + self.stock // 8)):
            surface.blit(back, back.get_rect(center=(round(x) - i, round(y) - i * 2)))

    def _draw_seat(self, surface: pygame.Surface, spot: SeatSpot, to_move: bool) -> None:
        """Nameplate (gold for the seat to move, dark for a player who is out), dealer's chip, coin stack."""
        seat = spot.seat
        px = self.layout.text_px
        out = self._is_out(seat)
        room = self.layout.seat_w - self.layout.coin_room() - px
        if spot.edge == "bottom":
            room = self.layout.viewer_plate_w - px
        name, size = _fit(self.names[seat], px, room)
        plate = draw_nameplate(surface, name, size, spot.plate, px, to_move, theme.SHADOW if out else theme.WALNUT)
        if seat == self.dealer:
            chip = render_text("D", max(14, px - 4), theme.INK, bold=True)
            centre = (plate.left - px // 2 - 4, plate.centery)
            pygame.draw.circle(surface, theme.CREAM, centre, px // 2 + 3)
            pygame.draw.circle(surface, theme.BRASS_DARK, centre, px // 2 + 3, 2)
            surface.blit(chip, chip.get_rect(center=centre))
        if self._for_coins():
            draw_stack(surface, spot.coins, self.shown_stacks[seat], self.layout.coin_d, max_shown=20)

    def _is_out(self, seat: int) -> bool:
        """Out of the game: no coins left in a preset where that puts a player out (RULES.md §1.1)."""
        eliminates = getattr(self.session.options, "hand_size", None) is not None
        return eliminates and self._for_coins() and self.shown_stacks[seat] == 0

    def _for_coins(self) -> bool:
        """Whether the game is played for coins (each seat shows its stack)."""
        return bool(self.session.options.coins)

    def _draw_count(self, surface: pygame.Surface, seat: int, count: int) -> None:
        spot = self.layout.spots[seat]
        badge = render_text(str(count), max(14, self.layout.text_px - 2), theme.CREAM, bold=True)
        rect = badge.get_rect(center=(spot.hand[0], spot.hand[1] + self.layout.small_card_h // 2 + 2))
        pygame.draw.rect(surface, theme.INK, rect.inflate(10, 2), border_radius=8)
        surface.blit(badge, rect)

    def _draw_log(self, surface: pygame.Surface) -> None:
        x, y, w, h = self.layout.log
        px = self.layout.text_px
        panel = pygame.Rect(x, y, w, h)
        pygame.draw.rect(surface, theme.LOG_PANEL, panel)
        lines = list(self.narrator.lines)
        if self.layout.log_lines == 1:
            # A one-line strip: the latest line on the left, the keys (drawn by _draw_hint) on the right.
            if lines:
                line, size = _fit(lines[-1], px, w // 2)
                text = render_text(line, size, theme.CREAM, bold=True)
                surface.blit(text, text.get_rect(midleft=(x + 8, y + h // 2)))
            return
        heading = self._heading()
        size = fitting_size(heading, px + 2, w - 28, bold=True, serif=True)
        title = render_text(heading, size, theme.GOLD, bold=True, serif=True)
        surface.blit(title, (x + 14, y + 12))
        top = y + 24 + px * 2
        line_h = int(px * 1.45)
        rows: list[str] = []
        for line in lines[-self.layout.log_lines:]:
            rows.extend(wrap_text(line, px - 2, w - 28))
        room_for_keys = 3 * line_h + 12  # _draw_hint writes up to two lines of keys at the foot
        rows = rows[-((h - (top - y) - room_for_keys) // line_h):]
        for i, row in enumerate(rows):
            text = render_text(row, px - 2, theme.CREAM)
            surface.blit(text, (x + 14, top + i * line_h))

    def _heading(self) -> str:
        """The log panel's heading: the game's title."""
        return self.session.spec.title

    def _draw_hint(self, surface: pygame.Surface, my_turn: bool) -> None:
        """What to do now: a prompt above your hand on your turn, the keys at the foot of the log panel."""
        px = self.layout.text_px
        if my_turn:
            self._draw_prompt(surface)
        if self.replay_moves is not None:
            keys = "Watching a replay. Esc: menu"
        elif self.humans and all(self._is_out(h) for h in self.humans):
            keys = "Out of coins: watch the others finish, or Esc for the menu"
        elif my_turn:
            keys = "Left/Right: choose a card. Enter: play it. Esc: menu"
        else:
            keys = "Esc: menu"
        x, y, w, h = self.layout.log
        if self.layout.log_lines == 1:
            text = render_text(keys, max(14, px - 2), theme.GOLD)
            surface.blit(text, text.get_rect(midright=(x + w - 8, y + h // 2)))
            return
        lines = wrap_text(keys, max(14, px - 2), w - 28)
        line_h = int(px * 1.35)
        for i, line in enumerate(lines):
            text = render_text(line, max(14, px - 2), theme.GOLD)
            surface.blit(text, (x + 14, y + h - 12 - (len(lines) - i) * line_h))

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        """A gold label beside your nameplate: "Your turn" and what the rules ask of you, its words wrapped
        to the felt left of your hand, so it never lies over a card."""
        heading, task = self._prompt()
        px = self.layout.text_px
        felt = pygame.Rect(self.layout.felt).inflate(-2 * theme.rim_width(self.layout.size), 0)
        slots = self._hand_slots(self.viewer)
        hand_left = slots[0][0][0] - self.layout.card_w(slots[0][1]) / 2 if slots else felt.right
        room = max(120, int(hand_left - felt.left - 12) - 20)
        lines = [render_text(heading, px + 2, theme.INK, bold=True)]
        lines += [render_text(line, px, theme.INK) for line in wrap_text(task, px, room)]
        width = max(t.get_width() for t in lines) + 20
        height = sum(t.get_height() for t in lines) + 10
        spot = self.layout.spots[self.viewer]
        box = pygame.Rect(0, 0, width, height)
        box.midbottom = (spot.plate[0], spot.coins[1] - self.layout.coin_d * 3)
        box.clamp_ip(felt)
        pygame.draw.rect(surface, theme.GOLD, box, border_radius=10)
        y = box.top + 5
        for text in lines:
            surface.blit(text, text.get_rect(midtop=(box.centerx, y)))
            y += text.get_height()

    def _prompt(self) -> tuple[str, str]:
        """The prompt's two lines: "Your turn", and what the rules ask of you."""
        return "Your turn", "play any card"


def _fit(text: str, size_px: int, width_px: int) -> tuple[str, int]:
    """`text` and a font size (px) at which it fits `width_px` in bold: smaller type first, down to 14 px,
    then shortened with an ellipsis."""
    size_px = fitting_size(text, size_px, width_px, bold=True)
    f = font(size_px, bold=True)
    if f.size(text)[0] <= width_px:
        return text, size_px
    while len(text) > 1 and f.size(text + "…")[0] > width_px:
        text = text[:-1]
    return text + "…", size_px

