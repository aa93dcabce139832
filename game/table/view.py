"""The turn-based table's view: where each seat's hand, played cards, coins and pack lie for the window's
size, and how the table is drawn (baize, pool, nameplates, cards, coins, captions, the log panel, the hints).

`TableView` is the half of `game.table.turns.TableScene` that only reads: it turns the scene's sprites,
shown coins and narrator into pictures and positions, and changes nothing. Games with tables unlike the
first (Jig's rows, a fishing layout, Thirteens' foundations) override the `_draw_table`, `_table_sprites`,
`_deck_pos` and `_pool_pos` hooks, and may add regions beside the felt. Lengths designed at density 1 (a gap,
a line, a corner) are taken through `dp` (game/ui/density.py), so a high-density window draws as at 1.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.rules import Dealt, Pot
from game.i18n import _
from game.table.narration import YOU, Narrator, shown_name
from game.ui import theme
from game.ui.coin_art import dish, draw_stack
from game.ui.density import dp
from game.ui.fonts import fit_text, min_px, render_text, smaller, wrap_text
from game.ui.layout import PLACE_SPREAD, SEAT_SHARE, SeatSpot, TableLayout, compute_layout
from game.ui.log_panel import draw_log_panel, draw_status_bar
from game.ui.marks import Kind, Marks
from game.ui.sprites import CardSprite, Spot, place_captions
from game.ui.table_pieces import draw_away_badge, draw_count, draw_nameplate

if TYPE_CHECKING:
    from game.core.cards import Card
    from game.core.session import Session
    from game.stage.scene import Host
    from game.ui.card_art import CardArt
    from game.ui.sprites import Caption, CoinSprite


class TableView:
    """Positions and drawing of the turn-based table (see the module docstring); mixed into `TableScene`,
    which owns the attributes declared here."""

    app: Host
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
    dragged: CardSprite | None
    log_open: bool
    marks: Marks
    hand_pictures: dict[int, HandPicture]
    hint_rect: pygame.Rect | None

    if TYPE_CHECKING:  # provided by the scene (game/table/hint.py)

        def _hinted(self, prompt: tuple[str, str]) -> list[tuple[str, str]]: ...

    bubbles_clear_of: tuple[str, ...] = ()
    """The groups of cards (as marked) a speech bubble may not lie on even for a moment: cards everyone
    must keep seeing."""

    # -- geometry -------------------------------------------------------------------------------

    def _deck_pos(self) -> tuple[float, float]:
        """The dealer's pack: just beyond the dealer's played cards, towards the pool, so everyone sees who
        deals; where that would lie on someone's played cards or the pool, beside the pool."""
        layout = self.layout
        spot = layout.spots[self.dealer]
        (px, py), (dx, dy) = layout.pool, spot.place
        pack_w, pack_h = layout.card_w(layout.small_card_h), layout.small_card_h
        if spot.edge == "bottom":  # your pack lies left of your played cards, clear of the pool's label
            wanted = (dx - layout.place_width() / 2 - pack_w, float(dy))
        else:
            distance = math.hypot(px - dx, py - dy) or 1.0
            reach = layout.place_width() / 2 + pack_w / 2 + layout.text_px
            if abs(py - dy) > abs(px - dx):  # above or below the pool: the pile's height is what to clear
                reach = spot.place_h / 2 + pack_h / 2 + layout.text_px
            wanted = (dx + (px - dx) * reach / distance, dy + (py - dy) * reach / distance)
        clear = dp(8)  # between the pack and what it must not lie on
        beside = self._pool_rect().width / 2 + pack_w / 2 + clear
        for x, y in (wanted, (px - beside, float(py)), (px + beside, float(py))):
            pack = pygame.Rect(0, 0, pack_w + clear, pack_h + clear)
            pack.center = (round(x), round(y))
            if pack.collidelist(self._places_and_pool()) < 0:
                return (x, y)
        return (float(dx), float(dy))  # a crowded table: under the dealer's played cards

    def _deck_group(self, pos: tuple[float, float]) -> str:
        """The group the pack at `pos` is marked with (game/ui/marks.py): the dealer's played cards when it
        lies under them, else its own."""
        if pos == tuple(map(float, self.layout.spots[self.dealer].place)):
            return f"the cards {self.names[self.dealer]} played"
        return "the pack"

    def _places_and_pool(self) -> list[pygame.Rect]:
        """Where every seat's played cards may lie (five fanned) and the pool's dish with its label (px)."""
        layout = self.layout
        rects = []
        for spot in layout.spots:
            rect = pygame.Rect(0, 0, layout.card_w(spot.place_h) * PLACE_SPREAD, spot.place_h)
            rect.center = spot.place
            rects.append(rect)
        if self._shows_pool():
            rects.append(self._pool_rect())
        return rects

    def _pool_rect(self) -> pygame.Rect:
        """The pool's dish, its label below and room above for a tall stack of coins (px)."""
        layout = self.layout
        w, h = dish(int(layout.coin_d * 4.4)).get_size()
        x, y = self._pool_pos()
        top = y - h // 2 - layout.coin_d * 3
        return pygame.Rect(x - w // 2, top, w, y + h // 2 + int(layout.text_px * 1.4) - top)

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
        mine = self._shown_big(seat)
        spot: SeatSpot = self._hand_spot() if mine else self.layout.spots[seat]
        count = len(self.hands[seat])
        height = self.layout.my_card_h if mine else self.layout.small_card_h
        spacing = self.layout.hand_spacing(count, mine)
        face = self.hand_face_up(seat)
        if mine:  # beside your nameplate, growing to the right
            left = self.layout.my_hand_left()
            return [((left + i * spacing, float(spot.hand[1])), height, face) for i in range(count)]
        return [
            ((spot.hand[0] + (i - (count - 1) / 2) * spacing, float(spot.hand[1])), height, face)
            for i in range(count)
        ]

    def _place_slot(self, seat: int, index: int, count: int) -> tuple[tuple[float, float], int]:
        spot = self.layout.spots[seat]
        height = spot.place_h
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
        self.layout = self._seat_layout(size)

    def _seat_layout(self, size: tuple[int, int], seat_share: float = SEAT_SHARE, top_seat_em: float = 0.0) -> TableLayout:
        """The seats' places for a window of `size` (px): the viewer at the bottom, or in a hot-seat game
        every seat round the top and sides, where it stays all game, and at the bottom the tray where the
        hand of the human to play shows (`_hand_spot`). `seat_share` and `top_seat_em` as `compute_layout`."""
        n = len(self.names)
        if self._tray():
            return compute_layout(size, n + 1, n, seat_share, self._most_cards(), top_seat_em)
        return compute_layout(size, n, self.viewer, seat_share, self._most_cards(), top_seat_em)

    def _tray(self) -> bool:
        """Whether this is a hot-seat game, whose seats stay put round a tray for the hand of the human to play."""
        return len(self.humans) >= 2

    def _hand_spot(self) -> SeatSpot:
        """Where the hand shown big lies: your seat's, or in a hot-seat game the tray at the bottom."""
        return self.layout.spots[len(self.names) if self._tray() else self.viewer]

    def _seat_places(self) -> tuple[tuple[tuple[float, float], ...], tuple[float, float]]:
        """Where each seat's box and the tray (or your hand) lie, as shares (0–1) of the window's width and
        height: for the picture of the table on the hand-over screen."""
        w, h = self.layout.size
        places = tuple(((x + bw / 2) / w, (y + bh / 2) / h) for x, y, bw, bh in (s.box for s in self.layout.spots))
        tx, ty = self._hand_spot().hand
        return places[: len(self.names)], (tx / w, ty / h)

    def _shown_big(self, seat: int) -> bool:
        """Whether `seat`'s hand lies big at the bottom: the viewer's (in a hot-seat game, once revealed)."""
        return seat == self.viewer and (not self._tray() or seat == self.revealed)

    def _most_cards(self) -> int:
        """The most cards a seat holds at the table: the largest hand of the first deal."""
        counts = [0] * len(self.names)
        for event in self.session.opening:
            if isinstance(event, Dealt):
                for seat, __ in event.cards:
                    counts[seat] += 1
        return max(counts) or 13

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
        """Show `seat`'s hand big: at the bottom, the table turned so it sits there; or in a hot-seat game,
        in the tray, while every seat stays in its place (the hand's move to the tray is animated by the
        caller)."""
        self.viewer = seat
        if self._tray():
            return
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
        self.marks.clear()
        layout = self.layout
        surface.blit(theme.table_background(layout.felt[2:]), layout.felt[:2])
        if self._shows_pool():
            self._draw_pool(surface)
        self._draw_deck(surface)
        to_move = self.state.current_seat() if not self.pending else None
        for spot in layout.spots:
            if spot.seat < len(self.names):
                self._draw_seat(surface, spot, spot.seat == to_move)
            elif self.revealed is not None:  # the hot-seat tray: whose cards these are
                whose = shown_cards(self.names[self.revealed])
                name, size = fit_text(whose, layout.text_px, layout.plate_w)
                plate = draw_nameplate(surface, name, size, spot.plate, layout.text_px, True)
                self.marks.add(Kind.TEXT, plate, "the tray's label")
        moving = self._draw_table(surface)
        my_turn = self._my_turn()
        legal = self._legal_cards() if my_turn else []
        for seat, pile in enumerate(self.hands):
            group = f"{self.names[seat]}'s hand"
            resting = [s for s in pile if not (s.moving or s is self.dragged)]
            moving += [s for s in pile if s.moving or s is self.dragged]
            if seat == self.viewer and my_turn:
                for sprite in resting:
                    rect = sprite.draw(
                        surface,
                        self.art,
                        lift=self._lift(sprite, legal),
                        outline=theme.HIGHLIGHT if sprite.card == self.selection else None,
                        dim=sprite.card not in legal,
                    )
                    self.marks.add(Kind.CARD, rect, f"a card of {group}", group)
            else:
                self._draw_hand(surface, seat, resting, group)
            if pile and not self._shown_big(seat):
                self._draw_count(surface, seat, len(pile), group)
        for sprite in self.leaving + moving:
            sprite.draw(surface, self.art)
        for coin in self.coins:
            coin.draw(surface, layout.coin_d)
        if my_turn:
            self._draw_prompt(surface)
        self._draw_status(surface, my_turn)
        self._draw_captions(surface)
        if self.log_open:
            panel = pygame.Rect(layout.log)
            self.marks.cover(panel)
            draw_log_panel(surface, panel, self._heading(), list(self.narrator.lines), layout.text_px, self.marks)

    def _draw_hand(self, surface: pygame.Surface, seat: int, sprites: list[CardSprite], group: str) -> None:
        """`seat`'s cards at rest, from a picture of them painted again only when one of them changes: a
        frame blits one picture for a fan of ten cards and their shadows."""
        key = (self.art.deck, *((s.card if s.shown_face_up() else None, s.pos, s.height) for s in sprites))
        picture = self.hand_pictures.get(seat)
        if picture is None or picture.key != key:
            picture = self.hand_pictures[seat] = _paint_hand(key, sprites, self.art)
        surface.blit(picture.image, picture.at)
        for rect in picture.rects:
            self.marks.add(Kind.CARD, rect, f"a card of {group}", group)

    def _draw_table(self, surface: pygame.Surface) -> list[CardSprite]:
        """Draw the cards lying on the table (the last played outlined in gold); returns those still moving,
        which are drawn last, above everything."""
        moving: list[CardSprite] = []
        for seat, pile in enumerate(self.places):
            for sprite in pile:
                if sprite.moving:
                    moving.append(sprite)
                    continue
                rect = sprite.draw(surface, self.art, outline=theme.GOLD if sprite is self.last_played else None)
                group = f"the cards {self.names[seat]} played"
                self.marks.add(Kind.CARD, rect, f"a card of {group}", group)
        return moving

    def _shows_pool(self) -> bool:
        return True

    def _draw_captions(self, surface: pygame.Surface) -> None:
        """The speech bubbles, oldest first; one that a newer bubble would overlap is not drawn (the newer
        call is the one to read), nor one that would lie on a word already on the table. A bubble keeps off
        the cards of `bubbles_clear_of` and your hand while you choose where it can, and lies on them only
        where it would otherwise not show."""
        layout = self.layout
        width, scale = int(layout.felt[2] * 0.26), layout.size[1] / 720
        bounds = pygame.Rect(layout.felt).inflate(-2 * theme.rim_width(layout.size), -2 * theme.rim_width(layout.size))
        # Never on a word, nor on your hand while you choose from it.
        mine = f"{self.names[self.viewer]}'s hand" if self._my_turn() else None
        words = [pygame.Rect(m.rect) for m in self.marks.items if m.kind is not Kind.CARD or m.group == mine]
        kept_clear = [pygame.Rect(m.rect) for m in self.marks.items if m.kind is Kind.CARD and m.group in self.bubbles_clear_of]

        def spots(caption: Caption) -> list[Spot]:
            spot = layout.spots[caption.seat]
            return _bubble_spots(spot, width) + self._more_bubble_spots(spot, width)

        # Clear of every card to keep seeing where it can be; else on those cards; else on your hand.
        texts = [pygame.Rect(m.rect) for m in self.marks.items if m.kind is not Kind.CARD]
        placed: list[tuple[Caption, Spot, pygame.Rect]] = []
        for blocked in (words + kept_clear, words, texts):
            unplaced = [caption for caption in self.captions if all(caption is not p[0] for p in placed)]
            taken = [rect for _, _, rect in placed]
            placed += place_captions(unplaced, spots, lambda caption: blocked + taken, bounds, scale)
        placed.sort(key=lambda p: self.captions.index(p[0]))
        for caption, (anchor, tail, width), rect in placed:
            caption.draw(surface, anchor, tail, width, scale, bounds)
            self.marks.add(Kind.BUBBLE, rect, f"{self.names[caption.seat]}'s bubble")

    def _more_bubble_spots(self, spot: SeatSpot, width: int) -> list[Spot]:
        """Where else `spot`'s bubble (at most `width` px wide) may stand when none of its usual places is
        free (`_bubble_spots`): a table whose middle is full says where its felt is free."""
        return []

    def _draw_pool(self, surface: pygame.Surface) -> None:
        x, y = self._pool_pos()
        plate = dish(int(self.layout.coin_d * 4.4))
        rect = plate.get_rect(center=(x, y))
        surface.blit(plate, rect)
        coins = draw_stack(surface, (x, rect.centery + rect.height // 6), self.shown_pool, self.layout.coin_d)
        label = render_text(_("Pool"), self.layout.text_px, theme.CREAM, bold=True)
        label_rect = surface.blit(label, label.get_rect(midtop=(x, rect.bottom + dp(2))))
        self.marks.add(Kind.TEXT, coins, "the pool's coins")
        self.marks.add(Kind.TEXT, label_rect, "the pool's label")

    def _draw_deck(self, surface: pygame.Surface) -> None:
        if self.stock <= 0:
            return
        x, y = self._deck_pos()
        group = self._deck_group((x, y))
        back = self.art.back(self.layout.small_card_h)
        for i in range(min(4, 1 + self.stock // 8)):
            rect = surface.blit(back, back.get_rect(center=(round(x) - dp(i), round(y) - dp(i * 2))))
            self.marks.add(Kind.CARD, rect, "the pack", group)

    def _draw_seat(self, surface: pygame.Surface, spot: SeatSpot, to_move: bool) -> None:
        """Nameplate (gold for the seat to move, dark for a player who is out), dealer's chip, coin stack."""
        seat = spot.seat
        px = self.layout.text_px
        out = self._is_out(seat)
        dealer = seat == self.dealer
        radius = px // 2 + dp(3)  # the dealer's chip, left of the nameplate
        column = self.layout.seat_w - self.layout.coin_room()  # the plate's room, left of the coins
        room = column - px - dp(2) - (2 * radius + dp(2) if dealer else 0)  # an odd `px` rounds the plate a pixel wider
        if spot.edge == "bottom":
            room = self.layout.plate_w - 2 * px
        name, size = fit_text(shown_name(self.names[seat]), px, room)
        centre = spot.plate
        if dealer and spot.edge != "bottom":  # the chip and the plate centred together, in the column
            plate_w = render_text(name, size, theme.CREAM, bold=True).get_width() + px
            right = spot.box[0] + column - plate_w // 2 - dp(4)  # clear of the coin stack
            centre = (max(spot.plate[0], min(spot.plate[0] + radius + dp(1), right)), spot.plate[1])
        plate = draw_nameplate(surface, name, size, centre, px, to_move, theme.SHADOW if out else theme.WALNUT)
        self.marks.add(Kind.TEXT, plate, f"{self.names[seat]}'s nameplate", f"{self.names[seat]}'s plate")
        if not self.session.here(seat) and self.session.seats[seat].controller.is_human:  # at another home
            badge = draw_away_badge(surface, plate, px)
            self.marks.add(Kind.TEXT, badge, f"{self.names[seat]} plays from another home", on=f"{self.names[seat]}'s plate")
        if dealer:
            centre = (plate.left - radius - dp(1), plate.centery)
            chip = render_text("D", smaller(px, 4), theme.INK, bold=True)
            pygame.draw.circle(surface, theme.CREAM, centre, radius)
            pygame.draw.circle(surface, theme.BRASS_DARK, centre, radius, dp(2))
            surface.blit(chip, chip.get_rect(center=centre))
            chip_rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
            chip_rect.center = centre
            self.marks.add(Kind.TEXT, chip_rect, f"{self.names[seat]}'s dealer chip")
        if self._for_coins():
            stack = draw_stack(surface, spot.coins, self.shown_stacks[seat], self.layout.coin_d, max_shown=20)
            self.marks.add(Kind.TEXT, stack, f"{self.names[seat]}'s coins")

    def _is_out(self, seat: int) -> bool:
        """Out of the game: no coins left in a preset where that puts a player out (RULES.md §1.1)."""
        eliminates = bool(getattr(self.session.options, "out_at_zero", False))
        return eliminates and self._for_coins() and self.shown_stacks[seat] == 0

    def _coins_word(self) -> str:
        """What this game calls its coins, for "Out of coins" (Motor's are lives, RULES.md §1.4)."""
        return "coins"

    def _for_coins(self) -> bool:
        """Whether the game is played for coins (each seat shows its stack)."""
        return bool(self.session.options.coins)

    def _draw_count(self, surface: pygame.Surface, seat: int, count: int, group: str) -> None:
        """How many cards `seat` holds, on the top left corner of its fan of backs (its coins are right of it)."""
        (x, y), height, __ = self._hand_slots(seat)[0]
        corner = (round(x - self.layout.card_w(height) / 2) + dp(5), round(y - height / 2) + dp(3))
        pill = draw_count(surface, count, self.layout.text_px, topleft=corner)
        self.marks.add(Kind.TEXT, pill, f"{self.names[seat]}'s card count", on=group)

    def _heading(self) -> str:
        """The log panel's heading: the game's title."""
        return _(self.session.spec.title)

    def _keys(self, my_turn: bool) -> str:
        """What may be pressed now, for the status bar."""
        if self.replay_moves is not None:
            return _("Watching a replay · L: log · Esc: menu")
        if self.humans and all(self._is_out(h) for h in self.humans):
            if self._coins_word() == "lives":
                return _("Out of lives: watch the others finish · L: log · Esc: menu")
            return _("Out of coins: watch the others finish · L: log · Esc: menu")
        if my_turn:
            return _("Arrows: choose · Enter or drag: play · H: hint · L: log · Esc: menu")
        return _("L: log · Esc: menu")

    def _draw_status(self, surface: pygame.Surface, my_turn: bool) -> None:
        """The status bar: the newest line of the log (or a link to another home that is lost), and the keys."""
        lines = self.narrator.lines
        news = self.session.connection() or (lines[-1] if lines else "")
        rect = pygame.Rect(self.layout.status)
        draw_status_bar(surface, rect, news, self._keys(my_turn), self.layout.text_px, self.marks)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        """A gold label over your nameplate: "Your turn" and what the rules ask of you (or the hint), its words
        wrapped to the room beside your hand, so it never lies over a card: the fullest wording that fits."""
        layout = self.layout
        spot = self._hand_spot()
        block = pygame.Rect(spot.box)
        # Above your nameplate and coins, whatever of them stands in the block beside your hand.
        below = min((m.rect[1] for m in self.marks.items if block.colliderect(m.rect)), default=block.bottom) - dp(6)
        pad = dp(10)  # round the words, each side
        for heading, task in self._hinted(self._prompt()):
            size = layout.text_px
            while True:
                lines = [render_text(heading, size + dp(2), theme.INK, bold=True)]
                lines += [render_text(line, size, theme.INK) for line in wrap_text(task, size, block.width - 2 * pad)]
                height = sum(t.get_height() for t in lines) + pad
                if height <= below - block.top or size <= min_px():
                    break
                size -= 1
            if height <= below - block.top:
                break
        box = pygame.Rect(0, 0, max(t.get_width() for t in lines) + 2 * pad, height)
        box.midbottom = (block.centerx, below)
        box.clamp_ip(block)
        pygame.draw.rect(surface, theme.GOLD, box, border_radius=pad)
        y = box.top + pad // 2
        for text in lines:
            surface.blit(text, text.get_rect(midtop=(box.centerx, y)))
            y += text.get_height()
        self.marks.add(Kind.TEXT, box, "the prompt")
        self.hint_rect = box

    def _prompt(self) -> tuple[str, str]:
        """The prompt's two lines: "Your turn", and what the rules ask of you."""
        return _("Your turn"), _("play any card")


def shown_cards(name: str) -> str:
    """The hot-seat tray's label: whose cards show there ("Ann's cards", "Your cards")."""
    return _("Your cards") if name == YOU else _("{name}'s cards").format(name=name)


@dataclass(frozen=True)
class HandPicture:
    """A hand at rest painted once: `image` goes with its top left `at` (px) in the window; `rects` are its
    cards' rects there; `key` is what it shows (each card's face or None for a back, centre, height)."""

    key: tuple[Any, ...]
    image: pygame.Surface
    at: tuple[int, int]
    rects: tuple[pygame.Rect, ...]


def _paint_hand(key: tuple[Any, ...], sprites: list[CardSprite], art: CardArt) -> HandPicture:
    """The picture of `sprites` (at rest, drawn in order) with room round them for their shadows."""
    if not sprites:
        return HandPicture(key, pygame.Surface((0, 0)), (0, 0), ())
    cards = []
    for sprite in sprites:
        card = pygame.Rect(0, 0, *art.size(sprite.height))
        card.center = (round(sprite.pos[0]), round(sprite.pos[1]))
        reach = art.shadow_reach(sprite.height)
        cards.append(card.inflate(2 * reach, 2 * reach))
    area = cards[0].unionall(cards[1:])
    image = pygame.Surface(area.size, pygame.SRCALPHA)
    rects = tuple(sprite.draw(image, art, origin=area.topleft).move(area.topleft) for sprite in sprites)
    return HandPicture(key, image, area.topleft, rects)


def _bubble_spots(spot: SeatSpot, width: int) -> list[Spot]:
    """Where a seat's bubble may stand, best first: its own spot, then above, beside and below its box, at
    most `width` px wide (above and below, no wider than the box). Each is the point the tail touches, the
    side of the bubble the tail comes from, and the bubble's widest."""
    box = pygame.Rect(spot.box)
    narrow = min(width, box.width)
    off = dp(4)  # the tail's tip, off the box's edge
    return [
        (spot.caption, spot.tail, width),
        ((box.centerx, box.top - off), "down", narrow),
        ((box.right + off, box.centery), "left", width),
        ((box.left - off, box.centery), "right", width),
        ((box.centerx, box.bottom + off), "up", narrow),
    ]
