"""Things that move on the table: cards, coins and speech captions, each driven by elapsed time (ms).

Nothing teleports: a card told to go somewhere glides there (and turns over on the way when its face
changes); a coin flies from payer to payee; a caption pops in, holds and fades. With a duration of 0
(the "instant" speed) they arrive at once. Drawing changes nothing.

Under reduced motion (game/ui/motion.py, read as each move starts) nothing flies and nothing bounces: a card
stands at its destination at once and fades in there over the same time while it fades out where it was,
a coin likewise, and a caption fades in instead of popping.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from game.core.cards import Card
from game.ui import motion, theme
from game.ui.bubble import speech_bubble
from game.ui.card_art import CardArt
from game.ui.coin_art import coin
from game.ui.density import dp
from game.ui.tween import ease_in_out_cubic, ease_out_back, ease_out_cubic, lerp

Vec = tuple[float, float]


class CardSprite:
    """One card on the table: `card` (None for an anonymous back), its centre `pos` (px), `height` (px)
    and whether its face shows. `move()` starts a glide (a fade in place under reduced motion);
    `update(dt_ms)` advances it."""

    def __init__(self, card: Card | None, pos: Vec, height: int, face_up: bool) -> None:
        self.card = card
        self.pos = pos
        self.height = height
        self.face_up = face_up
        self._start: Vec = pos
        self._target: Vec = pos
        self._h0 = self._h1 = height
        self._elapsed = 0.0
        self._duration = 0.0
        self._delay = 0.0
        self._flip = False
        self._fade = False  # fading from `_start` to `_target` in place of a glide (reduced motion)

    def move(self, to: Vec, height: int, face_up: bool, duration_ms: float, delay_ms: float = 0.0) -> None:
        """Glide to `to` at `height`, showing the face if `face_up`; turns over half-way when that changes.
        Under reduced motion the card is at `to` at once and fades in there (and out where it was)."""
        if (to, height, face_up) == (self._target, self._h1, self.face_up if not self._flip else not self.face_up):
            return
        shown = self.shown_face_up()
        self.face_up = shown
        self._flip = face_up != shown
        self._start, self._target = self.pos, to
        self._h0, self._h1 = self.height, height
        self._elapsed, self._duration, self._delay = 0.0, duration_ms, delay_ms
        self._fade = motion.reduced()
        if self._fade:
            self.pos, self.height = to, height
        if duration_ms <= 0 and delay_ms <= 0:
            self._finish()

    def snap(self, to: Vec, height: int, face_up: bool) -> None:
        """Be at `to` at once (after a window resize: a reflow, not a move)."""
        self.pos = self._start = self._target = to
        self.height = self._h0 = self._h1 = height
        self.face_up = face_up
        self._flip = self._fade = False
        self._duration = self._elapsed = self._delay = 0.0

    def shown_face_up(self) -> bool:
        """Whether the face shows right now (a turning card shows its new side after half-way)."""
        return self.face_up != (self._flip and self.progress() >= 0.5)

    def progress(self) -> float:
        if self._duration <= 0:
            return 1.0 if self._elapsed >= self._delay else 0.0
        return max(0.0, min(1.0, (self._elapsed - self._delay) / self._duration))

    @property
    def moving(self) -> bool:
        return self.pos != self._target or self._flip or self.height != self._h1 or self._fade

    @property
    def destination(self) -> Vec:
        """Where the card is going (or lies, at rest), px."""
        return self._target

    def alpha(self) -> int:
        """How opaque (0–255) the card is drawn at `pos`: below 255 only while it fades in (reduced motion)."""
        return round(255 * self.progress()) if self._fade else 255

    def update(self, dt_ms: float) -> None:
        if not self.moving:
            return
        self._elapsed += dt_ms
        p = self.progress()
        if p >= 1.0:
            self._finish()
            return
        if self._fade:
            return  # it stands at its destination: only its opacity changes, in draw
        e = ease_out_cubic(p)
        self.pos = (lerp(self._start[0], self._target[0], e), lerp(self._start[1], self._target[1], e))
        self.height = round(lerp(self._h0, self._h1, e))

    def _finish(self) -> None:
        if self._flip:
            self.face_up = not self.face_up
        self._flip = self._fade = False
        self.pos, self.height = self._target, self._h1

    def draw(self, surface: pygame.Surface, art: CardArt, *, lift: int = 0, outline: tuple[int, int, int] | None = None,
             dim: bool = False, origin: tuple[int, int] = (0, 0)) -> pygame.Rect:
        """Draw the card centred on `pos` raised by `lift` px, on a `surface` whose top left lies at `origin`
        in the window (px: a picture of part of the table kept for many frames); returns the rect drawn, in
        the surface's px (while fading, with the rect it fades out of)."""
        if self._fade:
            return self._draw_fading(surface, art, lift, outline, origin)
        face = self.shown_face_up() and self.card is not None
        resting = not self.moving
        height = self.height if resting else max(self._h0, self._h1)
        image = art.face(self.card, height) if face and self.card is not None else art.back(height)
        width = image.get_width()
        if not resting:
            # Mid-flight: scale from the larger resting size; squash horizontally while turning over.
            squash = abs(1 - 2 * self.progress()) if self._flip else 1.0
            size = (max(1, round(width * self.height / height * squash)), self.height)
            image = pygame.transform.smoothscale(image, size) if size != image.get_size() else image
        rect = image.get_rect(center=(round(self.pos[0]) - origin[0], round(self.pos[1]) - lift - origin[1]))
        if not (self._flip and not resting):
            shadow = art.shadow(self.height)
            dx, dy = art.shadow_offset(self.height)
            surface.blit(shadow, shadow.get_rect(center=(rect.centerx + dx, rect.centery + dy)))
        surface.blit(image, rect)
        if dim and resting:
            surface.blit(art.veil(self.height, theme.DIM), rect)
        if outline is not None:
            _draw_outline(surface, outline, rect, art.corner_radius(self.height))
        return rect

    def _draw_fading(self, surface: pygame.Surface, art: CardArt, lift: int, outline: tuple[int, int, int] | None,
                     origin: tuple[int, int]) -> pygame.Rect:
        """The card as it was, fading out at `_start`, under the card as it will be, fading in at `_target`."""
        p = self.progress()
        before = self._blit_faded(surface, art, self.face_up, self._start, self._h0, 1 - p, lift, origin)
        after = self._blit_faded(surface, art, self.face_up != self._flip, self._target, self._h1, p, lift, origin)
        # With both shadows, so a table that repaints only what changed also clears where the card was.
        rect = before.inflate(2 * art.shadow_reach(self._h0), 2 * art.shadow_reach(self._h0))
        rect = rect.union(after.inflate(2 * art.shadow_reach(self._h1), 2 * art.shadow_reach(self._h1)))
        if outline is not None and p > 0:
            shown = pygame.Rect((0, 0), art.size(self._h1))
            shown.center = (round(self._target[0]) - origin[0], round(self._target[1]) - lift - origin[1])
            _draw_outline(surface, outline, shown, art.corner_radius(self._h1))
        return rect

    def _blit_faded(self, surface: pygame.Surface, art: CardArt, face_up: bool, pos: Vec, height: int, opacity: float,
                    lift: int, origin: tuple[int, int]) -> pygame.Rect:
        """The card (face or back) and its shadow centred on `pos`, `opacity` (0–1) opaque; returns its rect."""
        image = art.face(self.card, height) if face_up and self.card is not None else art.back(height)
        rect = image.get_rect(center=(round(pos[0]) - origin[0], round(pos[1]) - lift - origin[1]))
        if opacity <= 0:
            return rect
        shadow = art.shadow(height).copy()
        dx, dy = art.shadow_offset(height)
        shadow.set_alpha(round(255 * opacity))
        surface.blit(shadow, shadow.get_rect(center=(rect.centerx + dx, rect.centery + dy)))
        image = image.copy()
        image.set_alpha(round(255 * opacity))
        surface.blit(image, rect)
        return rect


def _draw_outline(surface: pygame.Surface, colour: tuple[int, int, int], card: pygame.Rect, radius: int) -> None:
    """An outline `theme.outline_width()` px thick just outside `card` (px), whose corners are `radius` px: a
    dark line against the card, then `colour`. The dark line keeps it showing where `colour` does not stand
    out from a cream card (a gold outline under tritanopia, issue 15)."""
    width = theme.outline_width()
    pygame.draw.rect(surface, colour, card.inflate(2 * width, 2 * width), width=width, border_radius=radius + width)
    ink = max(1, width // 3)
    pygame.draw.rect(surface, theme.INK, card.inflate(2 * ink, 2 * ink), width=ink, border_radius=radius + ink)


@dataclass
class CoinSprite:
    """A coin flying from `start` to `end` (px) after `delay_ms`, for `duration_ms`.

    `on_leave` runs when it sets off (the payer's count drops), `on_land` when it arrives (the payee's rises).
    `fade` (reduced motion, when made): it fades out at `start` and in at `end` instead of flying.
    """

    start: Vec
    end: Vec
    duration_ms: float
    delay_ms: float
    on_leave: Callable[[], None]
    on_land: Callable[[], None]
    elapsed: float = 0.0
    left: bool = False
    landed: bool = False
    fade: bool = field(default_factory=motion.reduced)

    def update(self, dt_ms: float) -> None:
        self.elapsed += dt_ms
        if not self.left and self.elapsed >= self.delay_ms:
            self.left = True
            self.on_leave()
        if self.left and not self.landed and self.elapsed >= self.delay_ms + self.duration_ms:
            self.landed = True
            self.on_land()

    def progress(self) -> float:
        """How far along (0–1) its way the coin is."""
        return 1.0 if self.duration_ms <= 0 else min(1.0, max(0.0, (self.elapsed - self.delay_ms) / self.duration_ms))

    def pos(self) -> Vec:
        if self.fade:
            return self.end
        e = ease_in_out_cubic(self.progress())
        arc = -dp(40) * 4 * e * (1 - e)  # a little hop (40 px high at density 1), so coins read as thrown rather than slid
        return (lerp(self.start[0], self.end[0], e), lerp(self.start[1], self.end[1], e) + arc)

    def draw(self, surface: pygame.Surface, diameter: int) -> None:
        if self.left and not self.landed:
            image = coin(diameter)
            if self.fade:
                p = self.progress()
                for at, opacity in ((self.start, 1 - p), (self.end, p)):
                    faded = image.copy()
                    faded.set_alpha(round(255 * opacity))
                    surface.blit(faded, faded.get_rect(center=(round(at[0]), round(at[1]))))
                return
            x, y = self.pos()
            surface.blit(image, image.get_rect(center=(round(x), round(y))))


POP_MS = 150.0
FADE_MS = 300.0


@dataclass
class Caption:
    """A spoken call shown as a speech bubble at a seat: pops in (~150 ms, slight overshoot; under reduced
    motion it fades in instead), holds `hold_ms`, fades out (~300 ms) (DESIGN.md "Captions"). `subline` is
    the small print ("Ann pays 1")."""

    seat: int
    words: str
    hold_ms: float
    subline: str | None = None
    age: float = 0.0
    waiting: bool = False  # set by a table with no room for it yet: it keeps its time until it is shown

    @property
    def finished(self) -> bool:
        return self.age >= POP_MS + self.hold_ms + FADE_MS

    @property
    def animating(self) -> bool:
        """True while popping in or fading out; while it holds, each frame draws it the same."""
        return self.age < POP_MS or self.age > POP_MS + self.hold_ms

    def update(self, dt_ms: float) -> None:
        if not self.waiting:
            self.age += dt_ms

    def place(self, bounds: pygame.Rect, anchor: tuple[int, int], tail: str, max_width: int, scale: float) -> pygame.Rect:
        """Where the bubble stands at its full size (px), its tail touching `anchor`, kept inside `bounds`."""
        return _anchored(speech_bubble(self.words, self.subline, max_width, tail, scale).get_rect(), anchor, tail).clamp(bounds)

    def draw(
        self,
        surface: pygame.Surface,
        anchor: tuple[int, int],
        tail: str,
        max_width: int,
        scale: float,
        bounds: pygame.Rect | None = None,
    ) -> pygame.Rect:
        """Draw the bubble with its tail touching `anchor`, kept inside `bounds` (default: the surface);
        returns the rect drawn (px)."""
        image = speech_bubble(self.words, self.subline, max_width, tail, scale)
        if self.age < POP_MS and motion.reduced():
            image = image.copy()
            image.set_alpha(round(255 * self.age / POP_MS))
        elif self.age < POP_MS:
            k = max(0.05, ease_out_back(self.age / POP_MS))
            image = pygame.transform.smoothscale(image, (max(1, int(image.get_width() * k)), max(1, int(image.get_height() * k))))
        elif self.age > POP_MS + self.hold_ms:
            alpha = 1 - (self.age - POP_MS - self.hold_ms) / FADE_MS
            image = image.copy()
            image.set_alpha(max(0, int(255 * alpha)))
        rect = _anchored(image.get_rect(), anchor, tail).clamp(bounds or surface.get_rect())
        surface.blit(image, rect)
        return rect


Spot = tuple[tuple[int, int], str, int]
"""Where a bubble may stand: the point its tail touches, the side the tail comes from, its widest (px)."""


def place_captions(
    captions: list[Caption],
    spots: Callable[[Caption], list[Spot]],
    blocked: Callable[[Caption], list[pygame.Rect]],
    bounds: pygame.Rect,
    scale: float,
) -> list[tuple[Caption, Spot, pygame.Rect]]:
    """Where each of `captions` stands: newest first, each in the first of its `spots` that lies on none of
    its `blocked` rects nor on a bubble placed before it, kept inside `bounds`; a caption with no such spot is
    left out. Returned oldest first, the order to draw them in, with each one's spot and full-size rect."""
    taken: list[pygame.Rect] = []
    placed = []
    for caption in reversed(captions):
        others = blocked(caption)
        for spot in spots(caption):
            anchor, tail, width = spot
            rect = caption.place(bounds, anchor, tail, width, scale)
            if rect.collidelist(taken) < 0 and rect.collidelist(others) < 0:
                placed.append((caption, spot, rect))
                taken.append(rect)
                break
    return placed[::-1]


def _anchored(rect: pygame.Rect, anchor: tuple[int, int], tail: str) -> pygame.Rect:
    """`rect` moved so the middle of its `tail` side touches `anchor`."""
    x, y = anchor
    if tail == "down":
        rect.midbottom = (x, y)
    elif tail == "up":
        rect.midtop = (x, y)
    elif tail == "left":
        rect.midleft = (x, y)
    else:
        rect.midright = (x, y)
    return rect
