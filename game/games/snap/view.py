"""The Snap table's view: where each seat's hand, face-up pile and nameplate lie, the centre and the cork,
and how the table is drawn — only the parts that changed, whose rectangles go to the display
(`update_rects`), so a frame stays short and input waits less (RULES.md §5; issue 3 "Input and timing").

`SnapTableView` is the half of `game.games.snap.table.SnapTableScene` that only reads: it changes nothing
but the record of what it drew (`damage`). `Flight` and `Banner` are the moving and passing things it draws.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.core.cards import Card
from game.games.snap.rules import Variant
from game.games.snap.words import level_words
from game.input.bindings import key_label
from game.ui import theme
from game.ui.card_art import CardArt
from game.ui.damage import Drawn
from game.ui.fonts import fitting_size, render_text, wrap_text
from game.ui.layout import TableLayout
from game.ui.sprites import CardSprite
from game.ui.table_pieces import draw_cork, draw_nameplate, render_banner
from game.ui.tween import ease_out_cubic, lerp

Point = tuple[float, float]

CORK_MS = 220.0  # the cork's flight to a grabber and back, at normal speed


@dataclass
class Flight:
    """A card (or a whole pile, shown by its top card) travelling between piles; `land` runs on arrival
    (None: the counts were already changed, and the flight is only there to be seen)."""

    sprite: CardSprite
    land: Callable[[], None] | None

    def arrive(self) -> None:
        if self.land is not None:
            self.land()


@dataclass
class Banner:
    """A line across the middle of the table ("Dead heat!", a photo finish, the winner, the countdown) for
    `hold_ms`."""

    text: str
    subline: str
    hold_ms: float
    age: float = 0.0


class SnapTableView:
    """Positions and drawing of the Snap table (see the module docstring); mixed into `SnapTableScene`,
    which owns the state it reads."""

    layout: TableLayout
    banner: Banner | None
    app: Any
    art: Any
    captions: Any
    centre: Any
    cork_age: float
    cork_from: Point
    cork_to: Point
    damage: Any
    dealing: Any
    dirty: bool
    flights: Any
    hand_counts: Any
    humans: list[int]
    log_lines: Any
    log_panel: Any
    names: list[str]
    options: Any
    pile_h: int
    piles: Any
    session: Any
    shown_pending: Any
    started: Any
    state: Any
    turned_sprite: Any
    umpire: Any
    viewer: int

    # -- geometry -------------------------------------------------------------------------------------------

    def _hand_pos(self, seat: int) -> Point:
        x, y = self.layout.spots[seat].hand
        return (float(x), float(y))

    def _pile_pos(self, seat: int) -> Point:
        x, y = self.layout.spots[seat].place
        return (float(x), float(y))

    def _plate_pos(self, seat: int) -> Point:
        x, y = self.layout.spots[seat].plate
        return (float(x), float(y))

    def _centre_pos(self) -> Point:
        x, y = self.layout.pool
        return (float(x), float(y))

    def _cork_home(self) -> Point:
        x, y = self._centre_pos()
        return (x + self.layout.card_w(self.pile_h) * 1.1, y)

    def _cork_pos(self) -> Point:
        if self.cork_to is None or self.cork_from is None:
            return self._cork_home()
        e = ease_out_cubic(min(1.0, self.cork_age / CORK_MS))
        return (lerp(self.cork_from[0], self.cork_to[0], e), lerp(self.cork_from[1], self.cork_to[1], e))

    def _midway(self, a: int, b: int) -> Point:
        (ax, ay), (bx, by) = self._plate_pos(a), self._plate_pos(b)
        cx, cy = self._centre_pos()
        return ((ax + bx + cx) / 3, (ay + by + cy) / 3)

    def _hand_h(self, seat: int) -> int:
        return self.layout.table_card_h if seat == self.viewer else self.layout.small_card_h

    # -- drawing --------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.dirty = False
        layout = self.layout
        surface.blit(theme.table_background(layout.size), (0, 0))
        to_turn = self.state.current_seat() if self.started else None
        drawn: Drawn = {}
        moving: list[pygame.Rect] = []
        for seat in range(len(self.names)):
            drawn[seat] = self._draw_seat(surface, seat, seat == to_turn)
        drawn["centre"] = self._draw_centre(surface)
        waiting = [f for f in self.flights if f.sprite.progress() <= 0]
        if self.dealing and waiting:  # the cards still to be dealt: the dealer's pack, in the middle
            moving.append(self._draw_stack(surface, self._centre_pos(), len(waiting), self.layout.small_card_h, None))
        for flight in self.flights:
            if self.dealing and flight.sprite.progress() <= 0:
                continue
            drawn_at = flight.sprite.draw(surface, self.art)
            moving.append(drawn_at.union(self._shadow_rect(drawn_at, flight.sprite.height)))
            if flight.sprite is self.turned_sprite and self.umpire.awaiting_show():
                self.shown_pending = True
        if self.options.variant is Variant.GRAB:
            moving.append(self._draw_cork(surface))
        for caption in self.captions:
            spot = layout.spots[caption.seat]
            moving.append(
                caption.draw(surface, spot.caption, spot.tail, int(layout.felt[2] * 0.3), layout.size[1] / 720)
            )
        if self.banner is not None:
            taken = [area for _, area in drawn.values()] + moving
            moving.append(self._draw_banner(surface, self.banner, taken))
        drawn["log"] = self._draw_log(surface)
        if self.umpire.awaiting_show() and self.turned_sprite is None:
            self.shown_pending = True  # the card has already landed on its pile, face up
        self.damage.frame(drawn, moving)

    def update_rects(self) -> list[pygame.Rect] | None:
        return self.damage.rects

    def _draw_stack(
        self, surface: pygame.Surface, pos: Point, count: int, height: int, top: Card | None
    ) -> pygame.Rect:
        """A pile of `count` cards at `pos`: a few edges beneath, and the top card (face up if `top`). Returns
        the rect it covered, its shadow and edges included."""
        back = self.art.back(height)
        rect = back.get_rect(center=(round(pos[0]), round(pos[1])))
        if count == 0:
            pygame.draw.rect(surface, theme.BAIZE_DARK, rect, width=2, border_radius=CardArt.corner_radius(height))
            return rect
        shadow = self._shadow_rect(rect, height)
        surface.blit(self.art.shadow(height), shadow)
        layers = min(4, (count - 1) // 8)
        for i in range(layers, 0, -1):
            surface.blit(back, rect.move(-i, -2 * i))
        image = self.art.face(top, height) if top is not None else back
        surface.blit(image, rect)
        return rect.union(shadow).union(rect.move(-layers, -2 * layers))

    def _shadow_rect(self, card: pygame.Rect, height: int) -> pygame.Rect:
        """Where the soft shadow of a card drawn at `card`, `height` px high, lies (as CardSprite draws it)."""
        dx, dy = CardArt.shadow_offset(height)
        return self.art.shadow(height).get_rect(center=(card.centerx + dx, card.centery + dy))

    def _draw_seat(self, surface: pygame.Surface, seat: int, to_turn: bool) -> tuple[object, pygame.Rect]:
        """A seat's hand, pile, counts, nameplate and keys; returns what they show (a signature) and where."""
        spot = self.layout.spots[seat]
        px = self.layout.text_px
        out = self.state.out[seat] and not self.flights
        hand = self._draw_stack(surface, self._hand_pos(seat), self.hand_counts[seat], self._hand_h(seat), None)
        pile = self.piles[seat]
        area = hand.union(
            self._draw_stack(surface, self._pile_pos(seat), len(pile), self.pile_h, pile[-1] if pile else None)
        )
        area.union_ip(self._badge(surface, str(self.hand_counts[seat]), (hand.right + 6, hand.centery)))
        if pile:
            x, y = self._pile_pos(seat)
            half = self.layout.card_w(self.pile_h) // 2
            area.union_ip(self._badge(surface, str(len(pile)), (round(x) + half + 6, round(y))))
        name = self.names[seat] + (" (out)" if out else "")
        size = fitting_size(name, px, self.layout.seat_w - px, bold=True)
        fill = theme.WALNUT_DARK if out else theme.WALNUT
        plate = draw_nameplate(surface, name, size, spot.plate, px, to_turn, fill)
        area.union_ip(plate)
        keys = self._keys_text(seat) or self._level_text(seat)
        if keys:
            felt = pygame.Rect(self.layout.felt)
            size = fitting_size(keys, max(14, px - 3), felt.width // 3, bold=True)
            label = render_text(keys, size, theme.GOLD, bold=True)
            at = label.get_rect(midtop=(plate.centerx, plate.bottom + 3))
            if spot.edge in ("bottom", "top"):  # beside the plate: above or below it lies the seat's pile
                at.midleft = (plate.right + px // 2, plate.centery)
            at = at.clamp(felt.inflate(-8, -8))
            surface.blit(label, at)
            area.union_ip(at)
        signature = (self.hand_counts[seat], pile[-1] if pile else None, len(pile), to_turn, out, keys)
        return signature, area

    def _level_text(self, seat: int) -> str:
        """What a computer seat is, shown by its nameplate: "casual, about 0.6 s" ("" for a human or a replay)."""
        controller = self.session.seats[seat].controller
        return "" if controller.is_human or not self.humans else level_words(controller.level)

    def _keys_text(self, seat: int) -> str:
        """The keys shown by a human's seat: their Snap key (and turn key when each turns their own)."""
        if seat not in self.humans:
            return ""
        index = self.humans.index(seat)
        keys = self.app.settings.bindings.keys[index]
        word = "Grab" if self.options.variant is Variant.GRAB else "Snap"
        text = f"{word}: {key_label(keys.snap)}"
        if len(self.humans) == 1:
            text += " / click the felt" if pygame.K_SPACE in (keys.snap, keys.turn) else " / Space / click the felt"
        if self.app.settings.turn_by_key:
            text += f" · Turn: {key_label(keys.turn)}"
        return text

    def on_felt(self, pos: tuple[int, int]) -> bool:
        """Whether `pos` (px) is on the felt, where a click calls Snap: not on the log panel, the frame round
        the table or anything outside it (issue 10: a click on a panel is not a call)."""
        x, y, w, h = self.layout.felt
        rim = theme.rim_width(self.layout.size)
        return pygame.Rect(x + rim, y + rim, w - 2 * rim, h - 2 * rim).collidepoint(pos)

    def _badge(self, surface: pygame.Surface, text: str, midleft: tuple[int, int]) -> pygame.Rect:
        """A card count in a dark lozenge, starting at `midleft`; returns its rect."""
        badge = render_text(text, max(14, self.layout.text_px - 2), theme.CREAM, bold=True)
        rect = badge.get_rect(midleft=(midleft[0] + 5, midleft[1]))
        pygame.draw.rect(surface, theme.INK, rect.inflate(10, 2), border_radius=8)
        surface.blit(badge, rect)
        return rect.inflate(10, 2)

    def _draw_centre(self, surface: pygame.Surface) -> tuple[object, pygame.Rect]:
        """The centre pile and its label; returns what they show (a signature) and where."""
        pos = self._centre_pos()
        top = self.centre[-1] if self.centre else None
        rect = self._draw_stack(surface, pos, len(self.centre), self.pile_h, top)
        label = f"Centre · {len(self.centre)}" if self.centre else "Centre"
        text = render_text(label, max(14, self.layout.text_px - 2), theme.CREAM, bold=True)
        at = text.get_rect(midtop=(rect.centerx, rect.bottom + 4))
        surface.blit(text, at)
        return (len(self.centre), top), rect.union(at)

    def _draw_cork(self, surface: pygame.Surface) -> pygame.Rect:
        return draw_cork(surface, self._cork_pos(), max(9, self.pile_h // 5))

    def _draw_banner(self, surface: pygame.Surface, banner: Banner, taken: list[pygame.Rect]) -> pygame.Rect:
        """The banner beside the centre pile where it covers least of the `taken` rects (piles, hands, names,
        bubbles) — nothing, wherever there is room: right of the centre, left of it, the four corners round
        it, above, below, the first of equals winning. Returns its rect."""
        rim = theme.rim_width(self.layout.size)
        felt = pygame.Rect(self.layout.felt).inflate(-2 * rim, -2 * rim)
        image = render_banner(banner.text, banner.subline, self.layout.text_px, felt.width)
        cx, cy = (round(v) for v in self._centre_pos())
        gap = self.layout.card_w(self.pile_h) // 2 + 16
        spots = [
            {"midleft": (cx + gap, cy)}, {"midright": (cx - gap, cy)},
            {"bottomleft": (cx + gap, cy - gap)}, {"topleft": (cx + gap, cy + gap)},
            {"bottomright": (cx - gap, cy - gap)}, {"topright": (cx - gap, cy + gap)},
            {"midbottom": (cx, cy - self.pile_h // 2 - 8)}, {"midtop": (cx, cy + self.pile_h // 2 + 8)},
        ]
        candidates = [image.get_rect(**spot).clamp(felt) for spot in spots]
        rect = min(candidates, key=lambda c: sum(c.clip(t).width * c.clip(t).height for t in taken))
        surface.blit(image, rect)
        return rect

    def _draw_log(self, surface: pygame.Surface) -> tuple[object, pygame.Rect]:
        """The log panel, drawn again only when a line is added or the window changes (it is a large fill
        and a dozen wrapped lines: most of a frame's cost otherwise); returns its signature and rect."""
        x, y, w, h = self.layout.log
        key = (self.layout.log, len(self.log_lines), self.log_lines[-1:], self.app.settings.tempo)
        if self.log_panel is None or self.log_panel[0] != key:
            panel = pygame.Surface((w, h))
            self._draw_log_lines(panel, pygame.Rect(0, 0, w, h))
            self.log_panel = (key, theme.for_display(panel, alpha=False))
        surface.blit(self.log_panel[1], (x, y))
        return key, pygame.Rect(x, y, w, h)

    def _draw_log_lines(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        x, y, w, h = box
        px = self.layout.text_px
        pygame.draw.rect(surface, theme.LOG_PANEL, box)
        tempo = self.app.settings.tempo.value
        keys = f"Tempo: {tempo}. Esc: menu"
        if self.layout.log_lines == 1:
            if self.log_lines:
                line = self.log_lines[-1]
                size = fitting_size(line, px, w // 2, bold=True)
                text = render_text(line, size, theme.CREAM, bold=True)
                surface.blit(text, text.get_rect(midleft=(x + 8, y + h // 2)))
            text = render_text(keys, max(14, px - 2), theme.GOLD)
            surface.blit(text, text.get_rect(midright=(x + w - 8, y + h // 2)))
            return
        heading = self.session.spec.title if self.options.variant is Variant.SNAP else "Grab"
        title = render_text(
            heading, fitting_size(heading, px + 2, w - 28, bold=True, serif=True), theme.GOLD, bold=True, serif=True
        )
        surface.blit(title, (x + 14, y + 12))
        top = y + 24 + px * 2
        line_h = int(px * 1.45)
        rows: list[str] = []
        for line in self.log_lines[-12:]:
            rows.extend(wrap_text(line, px - 2, w - 28))
        room = (h - (top - y) - 2 * line_h - 12) // line_h
        for i, row in enumerate(rows[-room:] if room > 0 else []):
            surface.blit(render_text(row, px - 2, theme.CREAM), (x + 14, top + i * line_h))
        hint = render_text(keys, max(14, px - 2), theme.GOLD)
        surface.blit(hint, (x + 14, y + h - 12 - line_h))


def pile_height(layout: TableLayout, seats: int) -> int:
    """Face-up piles are what everyone watches, so they are drawn larger than the other game's played cards
    where the table has room (px): more at a small table, less at a crowded one, and never so large that a
    pile reaches its own nameplate or the viewer's hand."""
    wanted = layout.table_card_h * (1.35 if seats <= 4 else 1.15)
    room = [wanted]
    for spot in layout.spots:
        if spot.edge == "top":
            room.append(2 * (spot.place[1] - spot.plate[1] - layout.text_px))
        elif spot.edge == "bottom":
            room.append(2 * (spot.hand[1] - layout.table_card_h / 2 - spot.place[1] - 6))
    return max(layout.table_card_h, round(min(room)))
