"""Which parts of the window a frame changed, so the display is sent only those (the reaction game's table:
a short present keeps input waiting less).

Each frame the scene reports the things it drew that stay put — by a key, with a signature of what they
show and their rect — and the rects of the things that move. A part needs sending when it moves (where it
was last frame and where it is now) or when its signature changed.
"""

from __future__ import annotations

import pygame

Drawn = dict[object, tuple[object, pygame.Rect]]


class Damage:
    """The parts (px rects) of the window the last frame changed; `rects` is None when it must all be sent
    (the first frame, or after `invalidate`)."""

    def __init__(self) -> None:
        self._drawn: Drawn = {}
        self._moving: list[pygame.Rect] = []
        self._whole = True
        self.rects: list[pygame.Rect] | None = None

    def invalidate(self) -> None:
        """The whole window must be sent with the next frame (a resize, a menu that covered it)."""
        self._whole = True

    def frame(self, drawn: Drawn, moving: list[pygame.Rect]) -> None:
        """Note a frame: `drawn` maps each still thing's key to (signature, rect); `moving` are the rects
        of the things that move. Sets `rects`."""
        rects = moving + self._moving
        for key, (signature, rect) in drawn.items():
            before = self._drawn.get(key)
            if before is None or before[0] != signature:
                rects.append(rect if before is None else rect.union(before[1]))
        self._drawn, self._moving = drawn, moving
        self.rects = None if self._whole else rects
        self._whole = False
