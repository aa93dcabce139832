"""What the last frame put where: the rectangles (px) of the cards, words, bubbles and buttons a scene drew,
so a test can tell that nothing lies outside the window or on top of something it would hide (issue 10).

A scene clears its `Marks` at the start of `draw` and adds one `Mark` for each thing at rest it draws;
things in flight (a card being dealt, a coin on its way) are not marked. `problems()` names, in sentences,
every mark that sticks out of the window and every pair that collides: words, bubbles and buttons may not
lie on each other, and words and buttons not on a card. Cards may lie on cards of their own group (a hand is
a fan; a card marked with no group may lie on any), a speech bubble for a moment on a card (it floats above
the table), and a mark on the one group it belongs to (`on`: a pile's count on that pile).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from enum import Enum

import pygame


class Kind(Enum):
    CARD = "card"
    TEXT = "text"
    BUBBLE = "bubble"
    BUTTON = "button"


@dataclass(frozen=True)
class Mark:
    """One thing drawn: its `kind`, its `rect` (x, y, w, h px), what it is in words (`what`, for the
    message), and the group (`group`) it is part of or lies `on` (a card of "Ann's hand", a count on it)."""

    kind: Kind
    rect: tuple[int, int, int, int]
    what: str
    group: str = ""
    on: str = ""


class Marks:
    """The marks of one frame, in drawing order."""

    def __init__(self) -> None:
        self.items: list[Mark] = []

    def clear(self) -> None:
        self.items = []

    def add(self, kind: Kind, rect: pygame.Rect | tuple[int, int, int, int], what: str, group: str = "", on: str = "") -> None:
        """Note that `what` was drawn at `rect` (px). An empty rect — a blit clipped wholly away, as a picture
        scrolled out of its box — showed nothing and is not noted."""
        r = pygame.Rect(rect)
        if not (r.width and r.height):
            return
        self.items.append(Mark(kind, (r.x, r.y, r.width, r.height), what, group, on))

    def cover(self, rect: pygame.Rect) -> None:
        """Something opaque (the open log) is drawn over `rect`: what it hides no longer shows."""
        self.items = [m for m in self.items if not rect.colliderect(m.rect)]

    def problems(self, window: tuple[int, int], slack: int = 0) -> list[str]:
        """Every mark outside the `window` (w, h px), and every pair that collides (see the module
        docstring), as sentences; overlaps of at most `slack` px either way are let pass."""
        screen = pygame.Rect(0, 0, *window)
        found = [
            f"{m.what} at {pygame.Rect(m.rect)} is cut off by the window's edge"
            for m in self.items
            if not screen.contains(pygame.Rect(m.rect).inflate(-2 * slack, -2 * slack))
        ]
        for a, b in itertools.combinations(self.items, 2):
            kinds = {a.kind, b.kind}
            if kinds == {Kind.CARD} and (a.group == b.group or not a.group or not b.group):
                continue
            if kinds == {Kind.CARD, Kind.BUBBLE}:
                continue
            if _related(a, b):
                continue
            overlap = pygame.Rect(a.rect).clip(b.rect)
            if overlap.width > slack and overlap.height > slack:
                found.append(f"{a.what} at {pygame.Rect(a.rect)} and {b.what} at {pygame.Rect(b.rect)} overlap")
        return found


def _related(a: Mark, b: Mark) -> bool:
    """Whether `a` may lie on `b` or `b` on `a`: one is part of, or lies on, the other's group."""
    groups_a = {g for g in (a.group, a.on) if g}
    groups_b = {g for g in (b.group, b.on) if g}
    return bool(groups_a & groups_b) and (a.on in groups_b or b.on in groups_a)
