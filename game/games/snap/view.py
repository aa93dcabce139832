"""The Snap table's view: where each seat's hand, face-up pile and nameplate lie (game/games/snap/layout.py),
the centre and the cork, and how the table is drawn — only the parts that changed, whose rectangles go to the
display (`update_rects`), so a frame stays short and input waits less (RULES.md §5; issue 3 "Input and
timing"). What it draws is noted in the scene's `marks`, so a test can tell nothing collides (issue 10).

`SnapTableView` is the half of `game.games.snap.table.SnapTableScene` that only reads: it changes nothing
but the record of what it drew (`damage`, `marks`) and which captions wait for room (`Caption.waiting`). `Flight` and `Banner` are the moving and passing things it draws.
Lengths designed at density 1 (a gap, an edge, a line) are taken through `dp` (game/ui/density.py), so a
high-density window draws as at 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.core.cards import Card
from game.games.snap.layout import SnapLayout, cork_radius
from game.games.snap.practice import Reactions, shows_reactions
from game.games.snap.practice_panel import draw_reactions, panel_rect
from game.games.snap.rules import Variant
from game.games.snap.words import level_words
from game.i18n import _
from game.input.bindings import key_label
from game.table.narration import shown_name
from game.ui import motion, theme
from game.ui.card_art import CardArt
from game.ui.damage import Drawn
from game.ui.density import dp
from game.ui.fonts import fit_text, render_text, smaller
from game.ui.log_panel import draw_log_panel, draw_status_bar
from game.ui.marks import Kind, Marks
from game.ui.sprites import Caption, CardSprite, place_captions
from game.ui.table_pieces import draw_away_badge, draw_cork, draw_count, draw_face, draw_nameplate, render_banner
from game.ui.tween import ease_out_cubic, lerp

Point = tuple[float, float]

CORK_MS = 220.0  # the cork's flight to a grabber and back, at normal speed
BANNER_SIZES = ((1.0, 1.0), (0.8, 1.0), (0.6, 1.0), (0.6, 0.3))
"""The sizes a banner is tried at, smaller only where a larger would hide words: its text's size, of the
table's, and its widest, of the felt's width (narrower, its small print wraps onto more lines)."""
CENTRE = "the centre"
"""The centre pile's group in the marks."""


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

    layout: SnapLayout
    banner: Banner | None
    app: Any
    art: Any
    captions: list[Caption]
    centre: Any
    cork_age: float
    cork_from: Point | None
    cork_to: Point | None
    damage: Any
    dealing: Any
    dirty: bool
    flights: Any
    hand_counts: Any
    humans: list[int]
    log_lines: list[str]
    log_open: bool
    marks: Marks
    names: list[str]
    options: Any
    piles: Any
    reactions: Reactions
    reactions_at: pygame.Rect | None = None
    session: Any
    connection_shown: str
    shown_pending: Any
    started: Any
    state: Any
    turned_sprite: Any
    umpire: Any
    viewer: int

    # -- geometry -------------------------------------------------------------------------------------------

    @property
    def pile_h(self) -> int:
        return self.layout.pile_h

    def _hand_pos(self, seat: int) -> Point:
        x, y = self.layout.spots[seat].hand
        return (float(x), float(y))

    def _pile_pos(self, seat: int) -> Point:
        x, y = self.layout.spots[seat].pile
        return (float(x), float(y))

    def _plate_pos(self, seat: int) -> Point:
        x, y = self.layout.spots[seat].plate
        return (float(x), float(y))

    def _centre_pos(self) -> Point:
        x, y = self.layout.centre
        return (float(x), float(y))

    def _cork_home(self) -> Point:
        x, y = self._centre_pos()
        return (x + self.layout.card_w(self.pile_h) * 1.1, y)

    def _cork_pos(self) -> Point:
        if self.cork_to is None or self.cork_from is None:
            return self._cork_home()
        e = 1.0 if motion.reduced() else ease_out_cubic(min(1.0, self.cork_age / CORK_MS))  # reduced: no flight
        return (lerp(self.cork_from[0], self.cork_to[0], e), lerp(self.cork_from[1], self.cork_to[1], e))

    def _midway(self, a: int, b: int) -> Point:
        (ax, ay), (bx, by) = self._plate_pos(a), self._plate_pos(b)
        cx, cy = self._centre_pos()
        return ((ax + bx + cx) / 3, (ay + by + cy) / 3)

    # -- drawing --------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.dirty = False
        self.marks.clear()
        layout = self.layout
        surface.blit(theme.table_background(layout.felt[2:]), layout.felt[:2])
        to_turn = self.state.current_seat() if self.started else None
        drawn: Drawn = {}
        moving: list[pygame.Rect] = []
        for seat in range(len(self.names)):
            drawn[seat] = self._draw_seat(surface, seat, seat == to_turn)
        drawn["centre"] = self._draw_centre(surface)
        self.reactions_at = panel_rect(layout) if shows_reactions(len(self.names), len(self.humans)) else None
        if self.reactions_at is not None:  # before what moves: a banner keeps clear of it
            you, names = self.humans[0], [shown_name(name) for name in self.names]
            draw_reactions(surface, self.reactions_at, self.reactions, (you, 1 - you), names, layout.text_px, self.marks)
            drawn["reactions"] = (self.reactions.version, self.reactions_at)
        waiting = [f for f in self.flights if f.sprite.progress() <= 0]
        if self.dealing and waiting:  # the cards still to be dealt: the dealer's pack, in the middle
            moving.append(self._draw_stack(surface, self._centre_pos(), len(waiting), layout.hand_h, None, ""))
        for flight in self.flights:
            if self.dealing and flight.sprite.progress() <= 0:
                continue
            drawn_at = flight.sprite.draw(surface, self.art)
            moving.append(drawn_at.union(self._shadow_rect(drawn_at, flight.sprite.height)))
            if flight.sprite is self.turned_sprite and self.umpire.awaiting_show():
                self.shown_pending = True
        if self.options.variant is Variant.GRAB:
            moving.append(self._draw_cork(surface))
        moving.extend(self._draw_captions(surface))
        if self.banner is not None:
            moving.append(self._draw_banner(surface, self.banner))
        drawn["status"] = self._draw_status(surface)
        if self.log_open:
            drawn["log"] = self._draw_log(surface)
        if self.umpire.awaiting_show() and self.turned_sprite is None:
            self.shown_pending = True  # the card has already landed on its pile, face up
        self.damage.frame(drawn, moving)

    def update_rects(self) -> list[pygame.Rect] | None:
        return self.damage.rects

    def _draw_stack(
        self, surface: pygame.Surface, pos: Point, count: int, height: int, top: Card | None, group: str
    ) -> pygame.Rect:
        """A pile of `count` cards at `pos`: a few edges beneath, and the top card (face up if `top`); marked
        as `group`'s cards (not at all when `group` is empty: the pack being dealt). Returns the rect it
        covered, its shadow and edges included."""
        back = self.art.back(height)
        rect = back.get_rect(center=(round(pos[0]), round(pos[1])))
        if count == 0:
            pygame.draw.rect(surface, theme.BAIZE_DARK, rect, width=dp(2), border_radius=CardArt.corner_radius(height))
            return rect
        shadow = self._shadow_rect(rect, height)
        surface.blit(self.art.shadow(height), shadow)
        layers = min(4, (count - 1) // 8)
        for i in range(layers, 0, -1):  # each edge beneath 1 px left and 2 up of the one above, at density 1
            surface.blit(back, rect.move(-dp(i), -dp(2 * i)))
        image = self.art.face(top, height) if top is not None else back
        surface.blit(image, rect)
        covered = rect.union(rect.move(-dp(layers), -dp(2 * layers)))
        if group:
            self.marks.add(Kind.CARD, covered, group, group)
        return covered.union(shadow)

    def _shadow_rect(self, card: pygame.Rect, height: int) -> pygame.Rect:
        """Where the soft shadow of a card drawn at `card`, `height` px high, lies (as CardSprite draws it)."""
        dx, dy = CardArt.shadow_offset(height)
        return self.art.shadow(height).get_rect(center=(card.centerx + dx, card.centery + dy))

    def _draw_seat(self, surface: pygame.Surface, seat: int, to_turn: bool) -> tuple[object, pygame.Rect]:
        """A seat's hand, pile, counts, nameplate and line (a computer's level and face, a hot-seat player's
        keys); returns what they show (a signature) and where."""
        spot = self.layout.spots[seat]
        px = self.layout.text_px
        name = self.names[seat]
        out = self.state.out[seat] and not self.flights
        hand_group, pile_group = f"{name}'s hand", f"{name}'s pile"
        count = self.hand_counts[seat]
        hand = self._draw_stack(surface, self._hand_pos(seat), count, self.layout.hand_h, None, hand_group)
        pile = self.piles[seat]
        area = hand.union(
            self._draw_stack(surface, self._pile_pos(seat), len(pile), self.pile_h, pile[-1] if pile else None, pile_group)
        )
        half = self.layout.card_w(self.layout.hand_h) // 2
        area.union_ip(self._badge(surface, count, (spot.hand[0] + half, spot.hand[1]), f"{name}'s hand"))
        if pile:
            half = self.layout.card_w(self.pile_h) // 2
            area.union_ip(self._badge(surface, len(pile), (spot.pile[0] + half, spot.pile[1]), f"{name}'s pile"))
        face = self._shows_face(seat)
        beside = dp(4)  # between the face and the plate
        room = self.layout.name_w - px - (spot_face_d(px) + beside if face else 0)
        label, size = fit_text(_("{name} (out)").format(name=name) if out else name, px, room)
        fill = theme.WALNUT_DARK if out else theme.WALNUT
        centre = spot.plate
        if face:  # the face and the plate share the nameplate's room, centred together
            centre = (spot.plate[0] + (spot_face_d(px) + beside) // 2, spot.plate[1])
        plate = draw_nameplate(surface, label, size, centre, px, to_turn, fill)
        self.marks.add(Kind.TEXT, plate, f"{name}'s nameplate")
        area.union_ip(plate)
        if not self.session.here(seat) and self.session.seats[seat].controller.is_human:  # at another home
            badge = draw_away_badge(surface, plate, px)
            self.marks.add(Kind.TEXT, badge, f"{name} plays from another home", on=f"{name}'s nameplate")
            area.union_ip(badge)
        if face:
            d = spot_face_d(px)
            at = draw_face(surface, (plate.left - beside - d // 2, plate.centery), d // 2, name)
            self.marks.add(Kind.TEXT, at, f"{name}'s face")
            area.union_ip(at)
        line = self._keys_text(seat) if len(self.humans) > 1 else self._level_text(seat)
        if line:
            line, size = fit_text(line, smaller(px, 3), self.layout.line_w)
            text = render_text(line, size, theme.GOLD, bold=True)
            at = surface.blit(text, text.get_rect(midtop=spot.line))
            self.marks.add(Kind.TEXT, at, f"{name}'s line", on=_details(name))
            area.union_ip(at)
        signature = (count, pile[-1] if pile else None, len(pile), to_turn, out, line)
        return signature, area

    def _shows_face(self, seat: int) -> bool:
        """A computer seat playing people shows a face by its name (issue 10: "Kit" is somebody)."""
        return bool(self.humans) and not self.session.seats[seat].controller.is_human

    def _level_text(self, seat: int) -> str:
        """What a computer seat is, shown by its nameplate: "casual, about 0.6 s" ("" for a human or a replay)."""
        controller = self.session.seats[seat].controller
        return "" if controller.is_human or not self.humans else level_words(controller.level)

    def _keys_text(self, seat: int) -> str:
        """The keys shown by a human's seat in a hot-seat game: their Snap key (and turn key when each turns
        their own); for a computer seat, its level."""
        if seat not in self.humans:
            return self._level_text(seat)
        keys = self.app.settings.bindings.keys[self.humans.index(seat)]
        if self.app.settings.turn_by_key:
            return self._call_keys().format(key=key_label(keys.snap), turn=key_label(keys.turn))
        return self._call_key().format(key=key_label(keys.snap))

    def _grab(self) -> bool:
        return self.options.variant is Variant.GRAB

    def _call_key(self) -> str:
        """ "Snap: {key}" in the language in use, to be given the call key."""
        return _("Grab: {key}") if self._grab() else _("Snap: {key}")

    def _call_keys(self) -> str:
        """ "Snap: {key} · Turn: {turn}" in the language in use, to be given the call and turn keys."""
        return _("Grab: {key} · Turn: {turn}") if self._grab() else _("Snap: {key} · Turn: {turn}")

    def _status_keys(self) -> str:
        """The keys the status bar shows: a lone player's call keys and the click on the felt (issue 10:
        only the felt calls), pause and log; in a hot-seat game each player's keys stand by their name."""
        if not self.humans:
            return _("Esc: menu · L: log")
        if len(self.humans) > 1:
            return _("Your keys are by your name · Esc: pause · L: log")
        keys = self.app.settings.bindings.keys[0]
        key = key_label(keys.snap) if keys.turn == pygame.K_SPACE else "Space"  # (Space calls for a lone player)
        grab = self._grab()
        if self.app.settings.turn_by_key:
            if grab:
                line = _("Grab: {key} or click the felt · Turn: {turn} · Esc: pause · L: log")
            else:
                line = _("Snap: {key} or click the felt · Turn: {turn} · Esc: pause · L: log")
            return line.format(key=key, turn=key_label(keys.turn))
        if grab:
            return _("Grab: {key} or click the felt · Esc: pause · L: log").format(key=key)
        return _("Snap: {key} or click the felt · Esc: pause · L: log").format(key=key)

    def on_felt(self, pos: tuple[int, int]) -> bool:
        """Whether `pos` (px) is on the felt, where a click calls Snap: not on the open log, the status bar,
        the frame round the table or anything outside it (issue 10: a click on a panel is not a call)."""
        x, y, w, h = self.layout.felt
        rim = theme.rim_width(self.layout.size)
        if self.log_open and pygame.Rect(self.layout.log).collidepoint(pos):
            return False
        return pygame.Rect(x + rim, y + rim, w - 2 * rim, h - 2 * rim).collidepoint(pos)

    def _badge(self, surface: pygame.Surface, count: int, midleft: tuple[int, int], whose: str) -> pygame.Rect:
        """The count of `whose` cards ("Ann's pile") in a dark lozenge, starting at `midleft`; returns its
        rect."""
        pill = draw_count(surface, count, self.layout.text_px, midleft=(midleft[0] + dp(10), midleft[1]))
        self.marks.add(Kind.TEXT, pill, f"{whose} count", on=_details(whose.split("'s ")[0]))
        return pill

    def _draw_centre(self, surface: pygame.Surface) -> tuple[object, pygame.Rect]:
        """The centre pile and its label; returns what they show (a signature) and where."""
        pos = self._centre_pos()
        top = self.centre[-1] if self.centre else None
        rect = self._draw_stack(surface, pos, len(self.centre), self.pile_h, top, CENTRE)
        label = _("Centre · {n}").format(n=len(self.centre)) if self.centre else _("Centre")
        text = render_text(label, smaller(self.layout.text_px, 2), theme.CREAM, bold=True)
        if self.layout.centre_label_side == "left":
            at = text.get_rect(midright=self.layout.centre_label)
        else:
            at = text.get_rect(midtop=self.layout.centre_label)
        surface.blit(text, at)
        self.marks.add(Kind.TEXT, at, "the centre's label", on=CENTRE)
        return (len(self.centre), top), rect.union(at)

    def _draw_cork(self, surface: pygame.Surface) -> pygame.Rect:
        return draw_cork(surface, self._cork_pos(), cork_radius(self.pile_h))

    def _draw_captions(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Each seat's bubble by its block, in the first place where it covers no words and no other bubble
        (for the moment it shows it may hide its own counts and line and the centre's label), the newest placed first;
        one with nowhere to go yet waits, unseen and keeping its time, until there is room (issue 10: bubbles
        queue instead of colliding). Returns their rects."""
        rim = theme.rim_width(self.layout.size)
        bounds = pygame.Rect(self.layout.felt).inflate(-2 * rim, -2 * rim)
        scale = self.layout.size[1] / 720
        words = [m for m in self.marks.items if m.kind is not Kind.CARD]

        def blocked(caption: Caption) -> list[pygame.Rect]:
            # For the moment it shows, a bubble may hide its own seat's details and the centre's label.
            own = (_details(self.names[caption.seat]), CENTRE)
            return [pygame.Rect(m.rect) for m in words if m.on not in own]

        placed = place_captions(self.captions, lambda c: _bubble_spots(self.layout, c.seat), blocked, bounds, scale)
        shown = {id(caption) for caption, __, __ in placed}
        for caption in self.captions:
            caption.waiting = id(caption) not in shown
        drawn = []
        for caption, (anchor, tail, width), rect in placed:
            drawn.append(caption.draw(surface, anchor, tail, width, scale, bounds))
            name = self.names[caption.seat]
            self.marks.add(Kind.BUBBLE, rect, f"{name}'s bubble", _details(name), on=CENTRE)
        return drawn

    def _draw_banner(self, surface: pygame.Surface, banner: Banner) -> pygame.Rect:
        """The banner where it covers no words, no bubble and not the centre pile, and as few cards as it
        can: beside the centre pile, the corners round it, above and below it, then anywhere on the felt —
        at full size if it fits somewhere, else smaller; not at all when even the smallest would hide words
        (a crowded table in a small window: the status line tells the news). Returns its rect."""
        rim = theme.rim_width(self.layout.size)
        felt = pygame.Rect(self.layout.felt).inflate(-2 * rim, -2 * rim)
        box = pygame.Rect(self.layout.centre_box).inflate(dp(12), dp(12))
        spots = [
            {"midleft": box.midright}, {"midright": box.midleft},
            {"bottomleft": box.topright}, {"topleft": box.bottomright},
            {"bottomright": box.topleft}, {"topright": box.bottomleft},
            {"midbottom": box.midtop}, {"midtop": box.midbottom},
        ]
        steps = 8
        spots += [
            {"center": (felt.left + felt.width * i // steps, felt.top + felt.height * j // steps)}
            for j in range(1, steps) for i in range(1, steps)
        ]
        words = [pygame.Rect(m.rect) for m in self.marks.items if m.kind is not Kind.CARD]
        words.append(pygame.Rect(self.layout.centre_box))
        if self.reactions_at is not None:
            words.append(self.reactions_at)
        cards = [pygame.Rect(m.rect) for m in self.marks.items if m.kind is Kind.CARD]

        def cost(c: pygame.Rect) -> tuple[int, int]:
            return sum(_area(c.clip(t)) for t in words), sum(_area(c.clip(t)) for t in cards)

        for scale, width in BANNER_SIZES:
            image = render_banner(banner.text, banner.subline, self.layout.text_px, int(felt.width * width), scale)
            rect = min((image.get_rect(**spot).clamp(felt) for spot in spots), key=cost)
            if cost(rect)[0] == 0:
                surface.blit(image, rect)
                self.marks.add(Kind.BUBBLE, rect, "the banner")
                return rect
        return pygame.Rect(felt.center, (0, 0))

    def _draw_status(self, surface: pygame.Surface) -> tuple[object, pygame.Rect]:
        """The status bar: the newest line of the log and the keys; returns its signature and rect."""
        rect = pygame.Rect(self.layout.status)
        self.connection_shown = self.session.connection()  # a link to another home in trouble says so first
        news = self.connection_shown or (self.log_lines[-1] if self.log_lines else "")
        keys = self._status_keys()
        draw_status_bar(surface, rect, news, keys, self.layout.text_px, self.marks)
        return (news, keys), rect

    def _draw_log(self, surface: pygame.Surface) -> tuple[object, pygame.Rect]:
        """The open log over the right of the felt; returns its signature and rect."""
        rect = pygame.Rect(self.layout.log)
        self.marks.cover(rect)
        tempo = self.app.settings.tempo.value
        if self.options.variant is Variant.SNAP:
            heading = _("Snap · tempo {tempo}").format(tempo=_(tempo))
        else:
            heading = _("Grab · tempo {tempo}").format(tempo=_(tempo))
        draw_log_panel(surface, rect, heading, self.log_lines, self.layout.text_px, self.marks)
        return (len(self.log_lines), self.log_lines[-1:], tempo), rect


def _details(name: str) -> str:
    """The group in the marks of a seat's small print (its counts, the line under its name): its own bubble
    may lie on them for the moment it shows."""
    return f"{name}'s details"


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def spot_face_d(text_px: int) -> int:
    """The diameter (px) of a computer player's face beside its nameplate, for body text of `text_px` (px)."""
    return int(text_px * 1.7) + dp(2)


def _bubble_spots(layout: SnapLayout, seat: int) -> list[tuple[tuple[int, int], str, int]]:
    """Where `seat`'s bubble may stand, best first: in its block's slot beside its pile; beside the block;
    over its own cards, towards the middle, then away from it; beyond the block. Each is the point the tail
    touches, the side of the bubble the tail comes from and the widest (px) the bubble may be there."""
    spot = layout.spots[seat]
    box = pygame.Rect(spot.box)
    x, y = spot.pile
    half = layout.card_w(layout.pile_h) // 2
    hand_x = spot.hand[0] - layout.card_w(layout.hand_h) // 2
    off = dp(4)  # the tail's tip, off the block's edge
    sides = [((box.right + off, y), "left"), ((box.left - off, y), "right")]
    sides += [((x + half, y), "left"), ((hand_x, y), "right")]
    up, down = ((x, y - layout.pile_h // 2), "down"), ((x, y + layout.pile_h // 2), "up")
    over = [up, down] if spot.outer == "bottom" else [down, up]
    inward = (box.midtop, "down") if spot.outer == "bottom" else (box.midbottom, "up")
    outward = (box.midbottom, "up") if spot.outer == "bottom" else (box.midtop, "down")
    wide = int(layout.felt[2] * 0.28)
    slot = [(spot.bubble, spot.tail, layout.bubble_w)] if spot.bubble is not None else []
    return slot + [(anchor, tail, wide) for anchor, tail in [*sides, *over, inward, outward]]
