"""The rules screen: the chosen game and preset explained in plain words, scrollable."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.registry import game_spec
from game.scenes.base import Scene
from game.ui import theme
from game.ui.fonts import fitting_size, render_text, wrap_text
from game.ui.widgets import draw_button

if TYPE_CHECKING:
    from game.app import App


class RulesScene(Scene):
    """Paragraphs of rules; Up/Down/PageUp/PageDown or the wheel scroll; Esc, Enter or "Back" returns."""

    def __init__(self, app: App, game: str, preset: str) -> None:
        super().__init__(app)
        spec = game_spec(game)
        self.title = f"{spec.title}: {spec.preset_title(preset)}"
        self.paragraphs = spec.rules_for(preset)
        self.scroll = 0
        self.lines: list[str | None] = []
        self.back_rect = pygame.Rect(0, 0, 0, 0)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.text_size = max(16, min(26, height // 32))
        self.text_box = pygame.Rect(width // 10, int(height * 0.18), width * 8 // 10, int(height * 0.64))
        self.lines = []
        for paragraph in self.paragraphs:
            self.lines.extend(wrap_text(paragraph, self.text_size, self.text_box.width))
            self.lines.append(None)
        self.line_height = int(self.text_size * 1.45)
        if self.max_scroll():
            # Keep the paper's last line for the scrolling hint.
            self.text_box.height -= self.line_height
        self.scroll = min(self.scroll, self.max_scroll())
        bw, bh = max(160, width // 6), max(36, height // 16)
        self.back_rect = pygame.Rect(0, 0, bw, bh)
        self.back_rect.center = (width // 2, int(height * 0.9))

    def max_scroll(self) -> int:
        content = sum(self.line_height if line else self.line_height // 2 for line in self.lines)
        return max(0, content - self.text_box.height)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8}
            if event.key in steps:
                self.scroll = max(0, min(self.max_scroll(), self.scroll + steps[event.key] * self.line_height))
            elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_BACKSPACE):
                self.app.pop()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll(), self.scroll - event.y * self.line_height * 2))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.back_rect.collidepoint(event.pos):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(theme.table_background((width, height)), (0, 0))
        size = fitting_size(self.title, max(24, height // 16), int(width * 0.94), bold=True, serif=True)
        title = render_text(self.title, size, theme.CREAM, bold=True, serif=True)
        surface.blit(title, title.get_rect(center=(width // 2, int(height * 0.09))))
        paper = self.text_box.inflate(40, 30)
        if self.max_scroll():
            paper.height += self.line_height
        pygame.draw.rect(surface, theme.SHADOW, paper.move(4, 5), border_radius=12)
        pygame.draw.rect(surface, theme.CREAM, paper, border_radius=12)
        clip = surface.get_clip()
        surface.set_clip(self.text_box)
        y = self.text_box.top - self.scroll
        for line in self.lines:
            if line:
                text = render_text(line, self.text_size, theme.INK)
                surface.blit(text, (self.text_box.left, y))
                y += self.line_height
            else:
                y += self.line_height // 2
        surface.set_clip(clip)
        if self.max_scroll():
            more = "▼ more below: Down or the wheel" if self.scroll < self.max_scroll() else "▲ Up for the start"
            hint = render_text(more, max(14, self.text_size - 4), theme.BRASS_DARK, bold=True)
            surface.blit(hint, hint.get_rect(bottomright=(self.text_box.right, paper.bottom - 8)))
        draw_button(surface, self.back_rect, "Back", max(16, height // 36), focused=True)

    def widget_rect(self, name: str) -> pygame.Rect | None:
        return self.back_rect if name == "back" else None
