"""The winner's moment on the results screen (issue 10: "the winner's coins shower into their stack, a short
flourish; gentle under reduced motion"): coins drop one after another from above the window and land on a
stack that grows as they arrive. Under reduced motion nothing falls: the stack fades in where it stands.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui.coin_art import coin, draw_stack, stack_height
from game.ui.tween import ease_in_out_cubic

FALL_MS = 520.0
"""How long one coin takes to fall."""

GAP_MS = 55.0
"""The time between two coins setting off."""

FADE_MS = 450.0
"""Under reduced motion, how long the stack takes to fade in."""

MOST_FALLING = 24
"""At most this many coins fall (a larger win still shows its whole stack at the end)."""


@dataclass
class CoinShower:
    """`coins` coins (the stack at the end) falling onto a stack, or fading in when `gentle`; `age` in ms."""

    coins: int
    gentle: bool
    age: float = 0.0
    _whole: tuple[object, pygame.Rect] | None = field(default=None, repr=False)  # the final stack's rect, by place

    @property
    def falling(self) -> int:
        """How many coins fall: the rest of the stack stands there from the start."""
        return min(self.coins, MOST_FALLING)

    @property
    def duration_ms(self) -> float:
        if self.gentle:
            return FADE_MS
        return (self.falling - 1) * GAP_MS + FALL_MS if self.falling else 0.0

    @property
    def done(self) -> bool:
        return self.age >= self.duration_ms

    def update(self, dt_ms: float) -> None:
        self.age = min(self.duration_ms, self.age + dt_ms)

    def finish(self) -> None:
        """Jump to the end (a key pressed: the screen should not make anyone wait)."""
        self.age = self.duration_ms

    def draw(self, surface: pygame.Surface, midbottom: tuple[int, int], diameter: int) -> pygame.Rect:
        """The stack standing on `midbottom` (px), `diameter` px coins, with what has landed on it so far and
        the coins still in the air; returns the rect of the stack as it will stand at the end."""
        if self._whole is None or self._whole[0] != (midbottom, diameter):
            scratch = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._whole = ((midbottom, diameter), draw_stack(scratch, midbottom, self.coins, diameter))
        whole = self._whole[1]
        if self.gentle:
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            draw_stack(layer, midbottom, self.coins, diameter)
            layer.set_alpha(round(255 * min(1.0, self.age / FADE_MS)))
            surface.blit(layer, (0, 0))
            return whole
        landed = [self._progress(i) >= 1.0 for i in range(self.falling)]
        draw_stack(surface, midbottom, self.coins - self.falling + sum(landed), diameter)
        face = coin(diameter)
        x, bottom = midbottom
        for i, done in enumerate(landed):
            t = self._progress(i)
            if done or t <= 0.0:
                continue
            # Each coin falls onto the top of the stack as it will be when the coin lands.
            top = bottom - stack_height(self.coins - self.falling + i + 1, diameter)
            drift = ((i * 37) % 41 - 20) * diameter / 40 * (1 - t)
            y = -diameter + (top + diameter) * ease_in_out_cubic(t)
            surface.blit(face, face.get_rect(midtop=(round(x + drift), round(y))))
        return whole

    def _progress(self, i: int) -> float:
        """How far (0–1) coin `i` has fallen."""
        return max(0.0, min(1.0, (self.age - i * GAP_MS) / FALL_MS))
