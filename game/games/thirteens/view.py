"""Drawing the Thirteens table (RULES.md §6; issue 12): the caller's column, each player's area, the cards in
flight, the captions, the banner, the status bar and the log. Mixed into `ThirteensTable`, which owns the state
it reads; drawing changes nothing.

Each area says whose it is, their score and whether they still have the call to place (a gold rim while a
human must place it); a human's keys stand over their rows as key caps, so nobody has to remember them.
Lengths designed at density 1 (a gap, an edge, a corner) are taken through `dp` (game/ui/density.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.core.cards import Card
from game.games.thirteens.layout import Area, ThirteensLayout
from game.games.thirteens.rules import CALLS, Thirteens
from game.i18n import _
from game.input.bindings import key_label
from game.ui import theme
from game.ui.card_art import CARD_ASPECT, CardArt
from game.ui.density import dp
from game.ui.fonts import fitting_size, min_px, render_text, shorten, smaller
from game.ui.log_panel import draw_log_panel, draw_status_bar
from game.ui.marks import Kind, Mark, Marks
from game.ui.sprites import CardSprite, Caption
from game.ui.table_pieces import away_radius, draw_away_mark, render_banner

if TYPE_CHECKING:
    from game.core.session import Session
    from game.stage.scene import Host


@dataclass
class Flight:
    """A card on its way; `land` runs on arrival (puts it where the table shows it at rest)."""

    sprite: CardSprite
    land: Callable[[], None]


@dataclass
class Banner:
    """A line across the middle of the table (the winner, the score of a patience) for `hold_ms`."""

    text: str
    subline: str
    hold_ms: float
    age: float = 0.0


class ThirteensView:
    """Positions and drawing of the Thirteens table; see the module docstring."""

    app: Host
    session: Session
    state: Thirteens
    marks: Marks
    art: CardArt
    layout: ThirteensLayout
    names: list[str]
    humans: list[int]
    alone: bool
    shown_foundations: list[list[Card | None]]
    shown_rows: list[list[list[Card]]]
    shown_copy: list[Card | None]
    shown_call: Card | None
    shown_calls: int
    call_words: str
    call_ms: float
    flights: list[Flight]
    captions: list[Caption]
    banner: Banner | None
    log_lines: list[str]
    log_open: bool
    _pictures: dict[int, tuple[tuple[object, ...], pygame.Surface, list[Mark]]]

    def slot_rect(self, area: Area, centre: tuple[int, int]) -> pygame.Rect:
        """The rect (px) of a card of `area` centred on `centre`."""
        w, h = CardArt.size(area.card_h)
        return pygame.Rect(centre[0] - w // 2, centre[1] - h // 2, w, h)

    def _up_label(self, seat: int) -> str:
        """The label of a human `seat`'s up key when the game has one (`auto_foundation` off), else ""."""
        if seat not in self.humans or self.state.options.auto_foundation:
            return ""
        return key_label(self.app.settings.row_keys.keys[self.humans.index(seat)].up)

    def key_labels(self, seat: int) -> list[str]:
        """The labels of `seat`'s row keys (a human's), or [] for a computer seat or a replay."""
        if seat not in self.humans:
            return []
        return self.app.settings.row_keys.labels(self.humans.index(seat), self.state.options.rows)

    # -- drawing ----------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.marks.clear()
        surface.blit(theme.table_background(surface.get_size()), (0, 0))
        self._draw_caller(surface)
        for area in self.layout.areas:
            self._draw_area(surface, area)
        for flight in self.flights:
            flight.sprite.draw(surface, self.art)
        self._draw_captions(surface)
        if self.banner is not None:
            felt = pygame.Rect(self.layout.felt)
            image = render_banner(self.banner.text, self.banner.subline, self.layout.text_px, min(dp(640), felt.width - dp(40)))
            rect = surface.blit(image, image.get_rect(center=felt.center))
            self.marks.add(Kind.BUBBLE, rect, "the banner")
        self._draw_words(surface)

    def _draw_caller(self, surface: pygame.Surface) -> None:
        lay = self.layout
        column = pygame.Rect(lay.caller)
        px = lay.text_px
        heading = render_text(_("The caller"), px, theme.GOLD, bold=True, serif=True)
        self.marks.add(Kind.TEXT, surface.blit(heading, heading.get_rect(midtop=(column.centerx, column.y))), "the caller's heading")
        left = CALLS - self.shown_calls  # (a guest's mirror holds only the calls made so far)
        bag_h = lay.call_h // 2
        if left:
            back = self.art.back(bag_h)
            for i in range(min(4, (left + 12) // 13)):  # each card 3 px up and left of the one below, at density 1
                rect = surface.blit(back, back.get_rect(center=(lay.bag[0] - dp(3 * i), lay.bag[1] - dp(3 * i))))
            self.marks.add(Kind.CARD, rect, "the calls to come", group="caller")
        count = render_text(_("{n} to come").format(n=left), smaller(px, 2), theme.CREAM, bold=True)
        at = count.get_rect(midtop=(lay.bag[0], lay.bag[1] + bag_h // 2 + dp(4)))
        self.marks.add(Kind.TEXT, surface.blit(count, at), "the calls to come's count")
        call_rect = pygame.Rect((0, 0), CardArt.size(lay.call_h))
        call_rect.center = lay.call
        if self.shown_call is not None:
            face = self.art.face(self.shown_call, lay.call_h)
            shadow = self.art.shadow(lay.call_h)
            dx, dy = self.art.shadow_offset(lay.call_h)
            surface.blit(shadow, shadow.get_rect(center=(call_rect.centerx + dx, call_rect.centery + dy)))
            self.marks.add(Kind.CARD, surface.blit(face, call_rect), "the call", group="caller")
        else:
            pygame.draw.rect(surface, theme.BRASS_DARK, call_rect, width=dp(2), border_radius=CardArt.corner_radius(lay.call_h))
        if self.call_words:
            size = fitting_size(self.call_words, px * 2, column.width - dp(8), bold=True, serif=True)
            words = render_text(self.call_words, size, theme.CREAM, bold=True, serif=True)
            at = words.get_rect(midtop=(column.centerx, call_rect.bottom + px // 2))
            self.marks.add(Kind.TEXT, surface.blit(words, at), "the call's words")
            pace = self.state.options.pace
            if pace is not None and any(self.state.waiting) and not self.state.is_over():
                bar = pygame.Rect(column.x + column.width // 8, at.bottom + px // 2, column.width * 3 // 4, max(dp(6), px // 2))
                share = max(0.0, 1 - self.call_ms / (pace * 1000))
                pygame.draw.rect(surface, theme.WALNUT_DARK, bar, border_radius=bar.height // 2)
                pygame.draw.rect(surface, theme.GOLD, (bar.x, bar.y, round(bar.width * share), bar.height), border_radius=bar.height // 2)
                self.marks.add(Kind.TEXT, bar, "the time left")

    def _draw_area(self, surface: pygame.Surface, area: Area) -> None:
        """`area` as one picture, painted again only when something in it changed (a card landed, the call
        came, the keys changed): a frame of four full areas is then four blits, not hundreds."""
        seat = area.seat
        waiting = self._waiting(seat)
        key = (area, self._area_state(seat, waiting))
        cached = self._pictures.get(seat)
        if cached is None or cached[0] != key:
            x, y, w, h = area.box
            # Painted on the felt it covers, so the picture is opaque: an opaque blit is several times faster.
            picture = theme.table_background(surface.get_size()).subsurface(pygame.Rect(area.box)).copy()
            marks = Marks()
            self._paint_area(picture, area.moved(-x, -y), waiting, marks)
            placed = [Mark(m.kind, (m.rect[0] + x, m.rect[1] + y, m.rect[2], m.rect[3]), m.what, m.group, m.on) for m in marks.items]
            cached = self._pictures[seat] = (key, picture, placed)
        surface.blit(cached[1], area.box[:2])
        self.marks.items.extend(cached[2])

    def _waiting(self, seat: int) -> bool:
        """Whether `seat` has the call shown still to place."""
        return self.state.waiting[seat] and self.shown_calls == self.state.called and not self.state.is_over()

    def _area_state(self, seat: int, waiting: bool) -> tuple[object, ...]:
        """Everything an area's picture shows, to tell when it must be painted again."""
        return (
            tuple(self.shown_foundations[seat]),
            tuple(tuple(row) for row in self.shown_rows[seat]),
            self.shown_copy[seat],
            waiting,
            tuple(self.key_labels(seat)),
            self._up_label(seat),
        )

    def _paint_area(self, surface: pygame.Surface, area: Area, waiting: bool, marks: Marks) -> None:
        seat = area.seat
        box = pygame.Rect(area.box)
        human = seat in self.humans
        corner = dp(12)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=corner)
        rim = theme.HIGHLIGHT if waiting and human else theme.BRASS_DARK
        pygame.draw.rect(surface, rim, box, width=dp(4) if waiting and human else dp(2), border_radius=corner)
        self._draw_header(surface, area, waiting, marks)
        group = f"{self.names[seat]}'s cards"
        radius = CardArt.corner_radius(area.card_h)
        for pile, centre in enumerate(area.foundations):
            rect = self.slot_rect(area, centre)
            top = self.shown_foundations[seat][pile]
            if top is None:
                pygame.draw.rect(surface, theme.BRASS_DARK, rect, width=dp(2), border_radius=radius)
            else:
                marks.add(Kind.CARD, surface.blit(self.art.face(top, area.card_h), rect), f"{self.names[seat]}'s foundation", group=group)
        rect = self.slot_rect(area, area.called)
        copy = self.shown_copy[seat]
        if copy is None:
            pygame.draw.rect(surface, theme.WALNUT_LIGHT, rect, width=dp(2), border_radius=radius)
        else:
            marks.add(Kind.CARD, surface.blit(self.art.face(copy, area.card_h), rect), f"{self.names[seat]}'s call", group=group)
            if waiting:
                ring = dp(4)  # round the call to place, outside the card
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(2 * ring, 2 * ring), width=dp(3), border_radius=radius + ring)
        labels = self.key_labels(seat)
        for row, centre in enumerate(area.keys):
            self._draw_key(surface, area, centre, labels[row] if labels else str(row + 1), bool(labels), group, marks)
        for row, cards in enumerate(self.shown_rows[seat]):
            for index, card in enumerate(cards):
                rect = self.slot_rect(area, area.row_card(row, index, len(cards)))
                shadow = self.art.shadow(area.card_h)
                dx, dy = self.art.shadow_offset(area.card_h)
                surface.blit(shadow, shadow.get_rect(center=(rect.centerx + dx, rect.centery + dy)))
                marks.add(Kind.CARD, surface.blit(self.art.face(card, area.card_h), rect), f"{self.names[seat]}'s row", group=group)

    def _draw_header(self, surface: pygame.Surface, area: Area, waiting: bool, marks: Marks) -> None:
        seat = area.seat
        x, y, w, h = area.header
        px = max(min_px(), min(self.layout.text_px, int(h * 0.62)))
        inset, middle = dp(12), y + h // 2 + dp(2)  # off the area's edges; the words' middle, a little low
        score = _("{n} up").format(n=self._shown_score(seat))
        right = render_text(score, px, theme.GOLD, bold=True)
        right_at = right.get_rect(midright=(x + w - inset, middle))
        marks.add(Kind.TEXT, surface.blit(right, right_at), f"{self.names[seat]}'s score")
        controller = self.session.seats[seat].controller
        parts = [self.names[seat]] if controller.is_human else [self.names[seat], _(controller.level)]
        if self._up_label(seat):  # before the reminder, so a narrow header shortens the reminder, not the key
            parts.append(_("up: {key}").format(key=self._up_label(seat)))
        if waiting and controller.is_human and self.session.here(seat):
            parts.append(_("your turn to place"))
        away = not self.session.here(seat) and controller.is_human  # a player at another home: a house after the name
        mark_w = 2 * away_radius(px) + inset if away else 0
        room = right_at.left - x - 2 * inset - mark_w
        name = shorten(" · ".join(parts), px, room, bold=True)
        text = render_text(name, px, theme.CREAM, bold=True)
        plate = surface.blit(text, text.get_rect(midleft=(x + inset, middle)))
        marks.add(Kind.TEXT, plate, f"{self.names[seat]}'s name")
        if away:
            badge = draw_away_mark(surface, (plate.right + inset // 2 + away_radius(px), plate.centery), px)
            marks.add(Kind.TEXT, badge, f"{self.names[seat]} plays from another home")

    def _shown_score(self, seat: int) -> int:
        return sum(c.rank.value for c in self.shown_foundations[seat] if c is not None)

    def _draw_key(self, surface: pygame.Surface, area: Area, centre: tuple[int, int], label: str, keycap: bool, group: str,
                  marks: Marks) -> None:
        h = area.key_h
        px = max(min_px(), int(h * 0.6))
        width = round(area.card_h * CARD_ASPECT)
        text = render_text(shorten(label, px, width - dp(8), bold=True), px, theme.INK if keycap else theme.CREAM, bold=True)
        cap = pygame.Rect(0, 0, min(width, max(h, text.get_width() + h // 2)), h)
        cap.center = centre
        if keycap:
            corner = dp(6)
            pygame.draw.rect(surface, theme.BRASS_DARK, cap.move(0, dp(2)), border_radius=corner)
            pygame.draw.rect(surface, theme.PAPER, cap, border_radius=corner)
            pygame.draw.rect(surface, theme.BRASS, cap, width=dp(2), border_radius=corner)
        surface.blit(text, text.get_rect(center=cap.center))
        marks.add(Kind.TEXT, cap, f"a key of {group}")

    def _draw_captions(self, surface: pygame.Surface) -> None:
        felt = pygame.Rect(self.layout.felt)
        for caption in self.captions:
            area = self.layout.areas[caption.seat]
            anchor = (area.box[0] + area.box[2] // 2, area.keys[0][1])
            rect = caption.draw(surface, anchor, "down", max(dp(160), area.box[2] // 2), self.layout.text_px / 20, felt)
            self.marks.add(Kind.BUBBLE, rect, f"{self.names[caption.seat]}'s bubble")

    def _draw_words(self, surface: pygame.Surface) -> None:
        px = self.layout.text_px
        news = self.session.connection() or (self.log_lines[-1] if self.log_lines else "")
        if not self.humans:
            keys = _("L: log · Esc: menu")
        elif self.alone:  # a hint only for a patience played alone: in a race it would be unfair
            keys = _("Your keys are over your rows · H: hint · L: log · Esc: pause")
        else:
            keys = _("Your keys are over your rows · L: log · Esc: pause")
        draw_status_bar(surface, pygame.Rect(self.layout.status), news, keys, px, self.marks)
        if self.log_open:
            rect = pygame.Rect(self.layout.log)
            self.marks.cover(rect)
            draw_log_panel(surface, rect, self.session.spec.title, self.log_lines, px, self.marks)
