"""Card pictures: the public-domain faces (SVG, rasterised at the size shown), the project's own back,
a soft shadow, and a card-shaped veil for dimming.

Three packs can be drawn (`PackStyle`): the standard pack (assets/cards/), the project's own Snap pack of
RULES.md §5 "Snap pack" (assets/snap_pack/, drawn by build_scripts/make_snap_pack.py), 13 picture designs
of which a card's rank is the design, and the project's numbered pack of RULES.md §6 "Patience, or
Thirteens" (assets/numbers/, drawn by build_scripts/make_number_pack.py), cards numbered 1–13 with no
suits, a card's rank giving its number (Ace = 1 … King = 13). In those two the four suits are four
identical copies, so they share one face.

Rasterising a face takes 1–3 ms for a pip card, 30–60 ms for a court card (their SVGs are large) and
6–13 ms for a Snap-pack picture (140–250 px high; a numbered card takes about a third longer), so it
never happens for the whole pack at start-up, nor inside a frame if it can be helped: `prepare(cards,
height)` has a background thread rasterise them (pygame's SVG loader releases the GIL while it works), so
frames go on being drawn; `busy()` says whether it is still at work.
`face()` returns a ready face at once, or rasterises it on the spot if nobody prepared it.

The standard pack's faces come in the styles of the Deck setting (`CardArt.deck`, game/ui/deck.py and
game/ui/card_faces.py): classic, four colours, large index, or both; a face is cached per style, so a
switch shows on the next frame and switching back finds the old faces. `CardArt.scale` is the Card size
setting's factor, read by the layouts where they pick card heights.

Every picture is drawn at the height asked for (never a small bitmap scaled up), has per-pixel alpha,
and is cached; the surfaces are shared, so draw them, never draw on them.
"""

from __future__ import annotations

import math
import queue
import threading
from collections import OrderedDict
from collections.abc import Iterable
from enum import Enum
from pathlib import Path

import pygame

from game.core.cards import Card, Rank, Suit
from game.core.cards import card as _card
from game.paths import asset_path
from game.ui import theme
from game.ui.card_faces import court, draw_large_index, load_face_svg
from game.ui.deck import CardSize, Deck

CARD_ASPECT = 169.075 / 244.64
"""Width / height of a card as the app draws it. (The SVGs' viewBox, 167.09 × 242.67, is 0.4 % narrower:
they are rasterised straight to this size, a stretch no one can see.)"""

CORNER = 6.87 / 167.09
"""Corner radius as a fraction of the card's width, as drawn in the SVGs."""

EDGE = (96, 84, 68)
"""The thin line round every card, so white faces stand out on the baize."""

IVORY = (255, 251, 241)
"""Multiplied into the faces: paper white turns to the ivory of old pasteboard."""

_FACE_CACHE_SIZE = 5 * 54  # five sizes of the whole pack: your hand, the others' shown hands, the table, Jig's rows, one in flight
# Shapes are drawn this many times larger, then scaled down: smooth edges. (Not 3: smoothscale by
# exactly 1/3 turns full alpha into 253, leaving the card faintly see-through.)
_SUPERSAMPLE = 4

Key = tuple[Card, int, Deck]


class PackStyle(Enum):
    """Which pack's faces a `CardArt` draws.

    STANDARD: the ordinary pack, one picture per card, `assets/cards/{card.code}.svg` (e.g. `10H.svg`).
    SNAP: the Snap pack of RULES.md §5 "Snap pack", one picture per rank (the rank is the design),
    `assets/snap_pack/{rank code}.svg` (e.g. `10.svg`).
    NUMBERS: the numbered pack of RULES.md §6 "Patience, or Thirteens", one card per rank showing the
    rank's number, `assets/numbers/{1 … 13}.svg` (Ace `1.svg` … King `13.svg`).
    In SNAP and NUMBERS the suit only tells the four identical copies apart (`one_face_per_rank`), so
    every suit of a rank shows the same face, with no suit mark.
    """

    STANDARD = "standard"
    SNAP = "snap"
    NUMBERS = "numbers"

    @property
    def one_face_per_rank(self) -> bool:
        """True when the pack's four suits of a rank are identical copies of one face."""
        return self is not PackStyle.STANDARD

    def face_file(self, card: Card) -> Path:
        """The SVG file holding `card`'s face in this pack (it may be missing; the loader then raises)."""
        if self is PackStyle.SNAP:
            return asset_path("snap_pack", f"{card.rank.code}.svg")
        if self is PackStyle.NUMBERS:
            return asset_path("numbers", f"{int(card.rank)}.svg")
        return asset_path("cards", f"{card.code}.svg")


# In a pack of one face per rank the four copies share one face: each is cached under its spade.
_RANK_FACE = {rank: _card(rank, Suit.SPADES) for rank in Rank}


class CardArt:
    """Card faces, backs, shadows and veils at any height (px), cached. Use `CardArt.shared()` in the app
    (`CardArt.shared(PackStyle.SNAP)` for the Snap pack, `CardArt.shared(PackStyle.NUMBERS)` for the
    numbered pack), so each face is rasterised once per size for the whole app.

    `style` picks the pack whose faces are drawn (default the standard pack); backs, shadows and veils
    are the same in all. `rasterised` counts SVG rasterisations (both threads), for tests and the bench.
    `deck` is the style of the standard pack's faces (the Deck setting; the other packs ignore it).
    """

    _shared: dict[PackStyle, CardArt] = {}
    scale: float = 1.0
    """The Card size setting's factor (`CardSize.scale`) on the card heights the table layouts pick; one
    for the whole app, set by `use_card_settings`."""

    def __init__(self, style: PackStyle = PackStyle.STANDARD) -> None:
        self.style = style
        self.deck = Deck.CLASSIC
        self._faces: OrderedDict[Key, pygame.Surface] = OrderedDict()
        self._backs: dict[int, pygame.Surface] = {}
        self._shadows: dict[int, pygame.Surface] = {}
        self._veils: dict[tuple[int, tuple[int, ...]], pygame.Surface] = {}
        self._lock = threading.Lock()
        self._ready: OrderedDict[Key, pygame.Surface] = OrderedDict()  # built by the worker, not yet converted
        self._pending: dict[Key, threading.Event] = {}  # queued for the worker, or being built by it
        self._working: Key | None = None
        self._jobs: queue.Queue[Key] = queue.Queue()
        self._worker: threading.Thread | None = None
        self.rasterised = 0

    @classmethod
    def shared(cls, style: PackStyle = PackStyle.STANDARD) -> CardArt:
        """The one instance the scenes share for `style`'s pack: `shared()` draws the standard pack,
        `shared(PackStyle.SNAP)` the Snap pack of RULES.md §5 "Snap pack", `shared(PackStyle.NUMBERS)`
        the numbered pack of RULES.md §6 (each its own face cache)."""
        art = cls._shared.get(style)
        if art is None:
            art = cls._shared[style] = CardArt(style)
        return art

    @staticmethod
    def size(height: int) -> tuple[int, int]:
        """A card's (width, height) in px when drawn `height` px high."""
        return (max(1, round(height * CARD_ASPECT)), max(1, height))

    @staticmethod
    def corner_radius(height: int) -> int:
        """The radius (px) of a card's rounded corners at `height` px, e.g. for an outline drawn round it."""
        return max(1, round(CardArt.size(height)[0] * CORNER))

    @staticmethod
    def shadow_offset(height: int) -> tuple[int, int]:
        """How far (px, right and down) to move a card's shadow from the card's centre, at `height` px."""
        return (max(2, height // 48), max(3, height // 32))

    # -- faces ----------------------------------------------------------------------------------

    def face(self, card: Card, height: int) -> pygame.Surface:
        """The face of `card`, `height` px high: the SVG rasterised at exactly that size, with rounded
        corners, a thin edge and an ivory tone. Rasterises it now (1–60 ms) unless it is cached or
        prepared; a face the background thread is working on is waited for, never drawn twice.
        In the Snap and numbered packs the four copies of a rank return the very same surface."""
        key = self._key(card, height)
        surface = self._faces.get(key)
        if surface is not None:
            self._faces.move_to_end(key)
            return surface
        built = self._take_ready(key)
        if built is None:
            built = self._claim_or_wait(key)
        if built is None:
            built = self._build_face(*key)
        return self._keep(key, built)

    def is_cached(self, card: Card, height: int) -> bool:
        """True when `face(card, height)` will not need to rasterise."""
        key = self._key(card, height)
        return key in self._faces or key in self._ready

    def prepare(self, cards: Iterable[Card], height: int) -> None:
        """Have the faces of `cards` at `height` px rasterised on a background thread, in order, so they
        are ready before they are shown. Returns at once."""
        with self._lock:
            for card in cards:
                key = self._key(card, height)
                if key in self._faces or key in self._ready or key in self._pending:
                    continue
                self._pending[key] = threading.Event()
                self._jobs.put(key)
            if self._worker is None and self._pending:
                self._worker = threading.Thread(target=self._work, name="card-faces", daemon=True)
                self._worker.start()

    def busy(self) -> bool:
        """True while faces asked for with `prepare()` are still being rasterised."""
        return bool(self._pending)

    def cancel_prepared(self) -> None:
        """Forget the faces `prepare()` was asked for and has not started (e.g. after a resize made
        their size useless); the one in progress finishes."""
        with self._lock:
            for key in [k for k in self._pending if k != self._working]:
                self._pending.pop(key).set()

    def _key(self, card: Card, height: int) -> Key:
        """The cache key of `card`'s face at `height` px in the current `deck`: in a pack of one face per
        rank, the rank's (its spade), which has one style only."""
        if self.style.one_face_per_rank:
            return (_RANK_FACE[card.rank], height, Deck.CLASSIC)
        return (card, height, self.deck)

    def _work(self) -> None:
        while True:
            key = self._jobs.get()
            with self._lock:
                if key not in self._pending:
                    continue  # cancelled, or taken over by face() on the main thread
                self._working = key
            built = self._build_face(*key)
            with self._lock:
                self._ready[key] = built
                if len(self._ready) > _FACE_CACHE_SIZE:
                    self._ready.popitem(last=False)
                self._working = None
                self._pending.pop(key).set()

    def _take_ready(self, key: Key) -> pygame.Surface | None:
        with self._lock:
            return self._ready.pop(key, None)

    def _claim_or_wait(self, key: Key) -> pygame.Surface | None:
        """If the worker is building `key`, wait for it and return it; if it is only queued, take it off
        the worker's list (the caller builds it) and return None."""
        with self._lock:
            event = self._pending.get(key)
            if event is None:
                return None
            if key != self._working:
                self._pending.pop(key).set()
                return None
        event.wait()
        return self._take_ready(key)

    def _keep(self, key: Key, built: pygame.Surface) -> pygame.Surface:
        surface = theme.for_display(built)
        self._faces[key] = surface
        if len(self._faces) > _FACE_CACHE_SIZE:
            self._faces.popitem(last=False)
        return surface

    def _build_face(self, card: Card, height: int, deck: Deck) -> pygame.Surface:
        """Rasterise and finish one face of this art's pack (`PackStyle.face_file`) in the style `deck`;
        safe on the worker thread (touches no shared surface)."""
        size = self.size(height)
        path = self.style.face_file(card)
        if deck.large_index:
            picture = load_face_svg(path, card.suit, deck.four_colour, size) if court(card) else None
            raw = draw_large_index(card, size, deck.four_colour, picture)
        else:
            raw = load_face_svg(path, card.suit, deck.four_colour, size)
        with self._lock:
            self.rasterised += 1
        radius = size[0] * CORNER
        face = _rounded_shape(size, radius, EDGE)
        raw.fill((*IVORY, 255), special_flags=pygame.BLEND_RGBA_MULT)
        raw.blit(_rounded_shape(size, radius - 1, (255, 255, 255), inset=1), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        face.blit(raw, (0, 0))
        return face

    # -- backs, shadows, veils ------------------------------------------------------------------

    def back(self, height: int) -> pygame.Surface:
        """The project's card back, `height` px high: a claret trellis with brass studs inside a double
        brass rule and a cream border, and a cream medallion with a guilloché rosette in the middle."""
        surface = self._backs.get(height)
        if surface is None:
            surface = theme.for_display(_draw_back(self.size(height)))
            self._backs[height] = surface
        return surface

    def shadow(self, height: int) -> pygame.Surface:
        """A soft translucent card-shaped shadow for a card `height` px high, larger than the card by a
        blur margin on every side. Blit it centred on the card's centre moved by `shadow_offset(height)`."""
        surface = self._shadows.get(height)
        if surface is None:
            surface = theme.for_display(_draw_shadow(self.size(height)))
            self._shadows[height] = surface
        return surface

    def shadow_reach(self, height: int) -> int:
        """How far (px) a card `height` px high, drawn with its shadow, may reach beyond the card's edges:
        the room a picture of resting cards keeps round them."""
        shadow_w, shadow_h = self.shadow(height).get_size()
        card_w, card_h = self.size(height)
        return (max(shadow_w - card_w, shadow_h - card_h) + 1) // 2 + max(self.shadow_offset(height))

    def veil(self, height: int, color: tuple[int, ...] = theme.DIM) -> pygame.Surface:
        """A card-shaped layer of `color` (r, g, b, a) to blit over a card `height` px high: `theme.DIM`
        greys out a card that may not be played, keeping it visible."""
        key = (height, tuple(color))
        surface = self._veils.get(key)
        if surface is None:
            w, _ = size = self.size(height)
            alpha = color[3] if len(color) > 3 else 255
            surface = _rounded_shape(size, w * CORNER, (color[0], color[1], color[2]))
            surface.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            self._veils[key] = surface
        return surface


def use_card_settings(deck: Deck, size: CardSize) -> None:
    """Draw the standard pack app-wide in the style `deck` and the tables' cards at `size`: from the next
    frame on (a table lays itself out again when it is shown again, as after a resize). The faces already
    asked for in the old style are no longer wanted."""
    art = CardArt.shared()
    if art.deck is not deck:
        art.cancel_prepared()
        art.deck = deck
    CardArt.scale = size.scale


def _rounded_shape(size: tuple[int, int], radius: float, color: tuple[int, int, int], inset: int = 0) -> pygame.Surface:
    """A new surface of `size` holding a rounded rectangle of `color`, `inset` px in from the edges,
    with antialiased edges (drawn large, scaled down)."""
    k = _SUPERSAMPLE
    big = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
    rect = big.get_rect().inflate(-2 * inset * k, -2 * inset * k)
    pygame.draw.rect(big, (*color, 255), rect, border_radius=max(1, round(radius * k)))
    return pygame.transform.smoothscale(big, size)


def _draw_shadow(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    blur = max(2, h // 28)
    full = (w + 4 * blur, h + 4 * blur)
    shape = pygame.Surface(full, pygame.SRCALPHA)
    pygame.draw.rect(shape, (0, 0, 0, 105), pygame.Rect(2 * blur, 2 * blur, w, h), border_radius=max(1, round(w * CORNER)))
    # Scaling down and back up spreads the edge over about `blur` px: a cheap, soft blur.
    small = pygame.transform.smoothscale(shape, (max(1, full[0] // blur), max(1, full[1] // blur)))
    return pygame.transform.smoothscale(small, full)


# The back's colours: claret and brass on cream, as on a parlour pack of the 1870s.
_FIELD = (106, 20, 38)
_TRELLIS = (150, 46, 62)
_TRELLIS_DARK = (78, 12, 28)
_STUD = (226, 188, 100)
_ROSETTE = (128, 30, 48)


def _draw_back(size: tuple[int, int]) -> pygame.Surface:
    """Draw the back four times larger than `size` and scale it down, for smooth lines at any size."""
    k = _SUPERSAMPLE
    w, h = size[0] * k, size[1] * k
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    card = big.get_rect()
    radius = round(w * CORNER)
    edge = max(1, k)
    pygame.draw.rect(big, (*EDGE, 255), card, border_radius=radius)
    pygame.draw.rect(big, (*theme.PAPER, 255), card.inflate(-2 * edge, -2 * edge), border_radius=max(1, radius - edge))
    margin = max(2 * k, round(w * 0.075))
    field = card.inflate(-2 * margin, -2 * margin)
    field_radius = max(k, radius // 2)
    big.blit(_trellis(field.size, field_radius, w), field.topleft)
    rule = max(1, round(w * 0.012))
    pygame.draw.rect(big, theme.BRASS, field, width=rule, border_radius=field_radius)
    inner = field.inflate(-2 * max(rule * 3, round(w * 0.04)), -2 * max(rule * 3, round(w * 0.04)))
    pygame.draw.rect(big, theme.BRASS, inner, width=max(1, rule // 2), border_radius=max(1, field_radius // 2))
    _draw_medallion(big, field, w)
    return pygame.transform.smoothscale(big, size)


def _trellis(size: tuple[int, int], radius: int, card_w: int) -> pygame.Surface:
    """The claret field: a diagonal trellis with a brass stud where the laths cross, clipped to a
    rounded rectangle of `size`."""
    fw, fh = size
    field = pygame.Surface(size, pygame.SRCALPHA)
    field.fill((*_FIELD, 255))
    step = max(6, round(card_w / 7))
    lath = max(2, round(card_w * 0.022))
    cx, cy = fw / 2, fh / 2
    # Laths run at ±45° through points spaced `step` apart, centred so the pattern is symmetric.
    n = int((fw + fh) / step) + 2
    for i in range(-n, n + 1):
        c = i * step
        for sign in (1, -1):
            a = (cx + c - sign * fh, cy - fh)
            b = (cx + c + sign * fh, cy + fh)
            pygame.draw.line(field, _TRELLIS_DARK, (a[0] + lath // 2, a[1] + lath // 2), (b[0] + lath // 2, b[1] + lath // 2), lath)
            pygame.draw.line(field, _TRELLIS, a, b, lath)
    stud = max(2, round(lath * 0.9))
    for i in range(-n, n + 1):
        for j in range(-n, n + 1):
            # Crossings of the two families: half-way between their offsets.
            x = cx + (i + j) * step / 2
            y = cy + (j - i) * step / 2
            if -stud <= x <= fw + stud and -stud <= y <= fh + stud:
                pygame.draw.circle(field, _TRELLIS_DARK, (x + 1, y + 1), stud)
                pygame.draw.circle(field, _STUD, (x, y), stud)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return field


def _draw_medallion(big: pygame.Surface, field: pygame.Rect, card_w: int) -> None:
    """A cream oval framed in brass, holding a guilloché rosette (the engraved pattern of old banknotes)."""
    cx, cy = field.center
    rx, ry = field.width * 0.34, field.width * 0.34 * 1.18
    frame = max(2, round(card_w * 0.018))
    oval = pygame.Rect(0, 0, round(2 * rx), round(2 * ry))
    oval.center = (cx, cy)
    pygame.draw.ellipse(big, _TRELLIS_DARK, oval.inflate(4 * frame, 4 * frame))
    pygame.draw.ellipse(big, theme.BRASS, oval.inflate(3 * frame, 3 * frame))
    pygame.draw.ellipse(big, theme.PAPER, oval)
    pygame.draw.ellipse(big, _ROSETTE, oval.inflate(-2 * frame, -2 * frame), width=max(1, frame // 2))
    # The rosette: closed wavy rings, each turned a little from the last, so their crossings weave.
    line = max(1, round(card_w * 0.008))
    r_out = min(rx, ry) * 0.78
    waves = 9
    for turn in range(4):
        phase = turn * math.pi / (waves * 2)
        points = []
        for step in range(241):
            t = step * 2 * math.pi / 240
            r = r_out * (0.70 + 0.30 * math.cos(waves * (t + phase)))
            points.append((cx + r * math.cos(t) * rx / min(rx, ry), cy + r * math.sin(t) * ry / min(rx, ry)))
        pygame.draw.lines(big, _ROSETTE, True, points, line)
    heart = max(2, round(r_out * 0.22))
    pygame.draw.circle(big, theme.BRASS, (cx, cy), heart)
    pygame.draw.circle(big, _ROSETTE, (cx, cy), heart, width=max(1, line))
    pygame.draw.circle(big, _ROSETTE, (cx, cy), max(1, heart // 3))
