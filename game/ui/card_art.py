"""Card pictures: the public-domain faces (SVG, rasterised at the size shown), the project's own back,
and a soft shadow.

Rasterising a face takes 1–80 ms (court cards are the slow ones), so it never happens at start-up: the
table asks for the faces it will need with `prepare()`, and a background thread rasterises them
(pygame's SVG loader releases the GIL while it works) while frames go on being drawn. `face()` returns a
ready face at once, or rasterises it on the spot if it was not prepared.
"""

from __future__ import annotations

import math
import queue
import threading
from collections import OrderedDict
from typing import Iterable

import pygame

from game.cards import Card
from game.paths import asset_path
from game.ui import theme

CARD_ASPECT = 169.075 / 244.64
"""Width / height of a card (the SVGs' own proportions)."""

_FACE_CACHE_SIZE = 3 * 54  # three sizes of the whole pack: the hand, the table, one in flight


class CardArt:
    """Card faces, backs and shadows at any height (px), cached. Use `CardArt.shared()` in the app."""

    _shared: CardArt | None = None

    def __init__(self) -> None:
        self._faces: OrderedDict[tuple[Card, int], pygame.Surface] = OrderedDict()
        self._backs: dict[int, pygame.Surface] = {}
        self._shadows: dict[int, pygame.Surface] = {}
        self._raw: dict[tuple[Card, int], pygame.Surface] = {}  # filled by the worker thread
        self._jobs: queue.Queue[tuple[Card, int]] = queue.Queue()
        self._queued: set[tuple[Card, int]] = set()
        self._worker: threading.Thread | None = None
        self.rasterised = 0

    @classmethod
    def shared(cls) -> CardArt:
        """The one instance the scenes share, so a face is rasterised once per size for the whole app."""
        if cls._shared is None:
            cls._shared = CardArt()
        return cls._shared

    @staticmethod
    def size(height: int) -> tuple[int, int]:
        """A card's (width, height) in px when drawn `height` px high."""
        return (max(1, round(height * CARD_ASPECT)), max(1, height))

    # -- faces ----------------------------------------------------------------------------------

    def face(self, card: Card, height: int) -> pygame.Surface:
        """The face of `card`, `height` px high, crisp (rasterised at that size, never scaled up)."""
        key = (card, height)
        surface = self._faces.get(key)
        if surface is not None:
            self._faces.move_to_end(key)
            return surface
        raw = self._raw.pop(key, None) or self._rasterise(card, height)
        surface = raw.convert_alpha() if pygame.display.get_surface() is not None else raw
        self._faces[key] = surface
        if len(self._faces) > _FACE_CACHE_SIZE:
            self._faces.popitem(last=False)
        return surface

    def is_cached(self, card: Card, height: int) -> bool:
        """True when `face(card, height)` will not need to rasterise."""
        return (card, height) in self._faces or (card, height) in self._raw

    def prepare(self, cards: Iterable[Card], height: int) -> None:
        """Have the faces of `cards` at `height` rasterised in the background, ready before they are shown."""
        for card in cards:
            key = (card, height)
            if key not in self._queued and not self.is_cached(card, height):
                self._queued.add(key)
                self._jobs.put(key)
        if self._worker is None and not self._jobs.empty():
            self._worker = threading.Thread(target=self._work, name="card-faces", daemon=True)
            self._worker.start()

    def busy(self) -> bool:
        """True while faces asked for with `prepare()` are still being rasterised."""
        return bool(self._queued)

    def _work(self) -> None:
        while True:
            card, height = self._jobs.get()
            if not self.is_cached(card, height):
                self._raw[(card, height)] = self._rasterise(card, height)
            self._queued.discard((card, height))

    def _rasterise(self, card: Card, height: int) -> pygame.Surface:
        self.rasterised += 1
        path = asset_path("cards", f"{card.code}.svg")
        return pygame.image.load_sized_svg(str(path), self.size(height))

    # -- backs and shadows ----------------------------------------------------------------------

    def back(self, height: int) -> pygame.Surface:
        """The project's card back, `height` px high: a claret lattice in a cream border round a brass medallion."""
        surface = self._backs.get(height)
        if surface is None:
            surface = _draw_back(self.size(height))
            if pygame.display.get_surface() is not None:
                surface = surface.convert_alpha()
            self._backs[height] = surface
        return surface

    def shadow(self, height: int) -> pygame.Surface:
        """A soft, translucent card-shaped shadow, a little larger than the card (blit it offset under the card)."""
        surface = self._shadows.get(height)
        if surface is None:
            w, h = self.size(height)
            pad = max(2, height // 24)
            small = pygame.Surface((max(1, (w + 2 * pad) // 4), max(1, (h + 2 * pad) // 4)), pygame.SRCALPHA)
            inner = small.get_rect().inflate(-max(1, pad // 2), -max(1, pad // 2))
            pygame.draw.rect(small, (0, 0, 0, 80), inner, border_radius=max(1, w // 40))
            surface = pygame.transform.smoothscale(small, (w + 2 * pad, h + 2 * pad))
            self._shadows[height] = surface
        return surface


def _draw_back(size: tuple[int, int]) -> pygame.Surface:
    """Draw the back at twice `size` and scale it down, for smooth lines."""
    w, h = size[0] * 2, size[1] * 2
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 14)
    card = big.get_rect()
    pygame.draw.rect(big, theme.CREAM, card, border_radius=radius)
    pygame.draw.rect(big, (120, 110, 96), card, width=max(1, w // 90), border_radius=radius)
    inset = max(3, w // 12)
    field = card.inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(big, theme.CLARET, field, border_radius=max(2, radius // 2))
    pattern = pygame.Surface(field.size, pygame.SRCALPHA)
    step = max(6, w // 9)
    line = max(1, w // 70)
    for x in range(-field.height, field.width + field.height, step):
        pygame.draw.line(pattern, (168, 62, 72), (x, 0), (x + field.height, field.height), line)
        pygame.draw.line(pattern, (168, 62, 72), (x + field.height, 0), (x, field.height), line)
    for x in range(-field.height, field.width + field.height, step):
        for y in range(0, field.height + step, step):
            pygame.draw.circle(pattern, theme.BRASS, (x + y, y), max(1, line))
    big.blit(pattern, field.topleft)
    pygame.draw.rect(big, theme.BRASS, field, width=max(1, w // 60), border_radius=max(2, radius // 2))
    inner = field.inflate(-2 * max(2, w // 30), -2 * max(2, w // 30))
    pygame.draw.rect(big, theme.BRASS_DARK, inner, width=max(1, w // 120), border_radius=max(2, radius // 3))
    # The medallion: a brass oval with a four-petalled rosette, one petal per suit colour in turn.
    cx, cy = field.center
    rx, ry = field.width * 0.26, field.height * 0.17
    oval = pygame.Rect(0, 0, int(2 * rx), int(2 * ry))
    oval.center = (cx, cy)
    pygame.draw.ellipse(big, theme.CREAM, oval.inflate(line * 4, line * 4))
    pygame.draw.ellipse(big, theme.BRASS, oval)
    pygame.draw.ellipse(big, theme.BRASS_DARK, oval, width=max(1, line))
    petal = min(rx, ry) * 0.62
    for i in range(4):
        a = math.pi / 4 + i * math.pi / 2
        px, py = cx + math.cos(a) * petal * 0.55, cy + math.sin(a) * petal * 0.55
        pygame.draw.circle(big, theme.CLARET if i % 2 == 0 else theme.INK, (int(px), int(py)), max(2, int(petal * 0.42)))
    pygame.draw.circle(big, theme.CREAM, (cx, cy), max(2, int(petal * 0.3)))
    return pygame.transform.smoothscale(big, size)
