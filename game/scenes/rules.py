"""The rules screen: a game and preset explained in plain words, with small pictures of real cards beside them,
scrollable; Left and Right (or the arrows by the title) go through every game and preset (issue 10). Sizes
follow the window within bounds designed at density 1, taken through `dp` (game/ui/density.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.spec import RulesExample
from game.i18n import _
from game.registry import GAMES, game_spec
from game.stage.scene import Scene
from game.ui import theme
from game.ui.density import dp
from game.ui.fonts import fitting_size, min_px, render_text, scaled, smaller, wrap_text
from game.ui.marks import Kind
from game.ui.rules_example import LEAST_CARD_H, card_height, draw_example, example_height, gap
from game.ui.widgets import draw_button

if TYPE_CHECKING:
    from game.stage.scene import Host

CHOICES = [(key, preset) for key, spec in GAMES.items() for preset in spec.presets]
"""Every game and preset a rules screen can show, in the order Left and Right go through them."""
MARGIN = 20
"""How far (px at density 1) the paper reaches beyond the words, and the rule between the words and the
pictures stands from either."""


class RulesScene(Scene):
    """Paragraphs of rules and their pictures; Up/Down/PageUp/PageDown or the wheel scroll, Left/Right go to
    the previous or next game or preset; Esc, Enter or "Back" returns."""

    def __init__(self, app: Host, game: str, preset: str, options: Any = None) -> None:
        """The rules of `game`'s `preset`, as played with `options` when given (the setup's choices, the game
        paused); the other games and presets Left/Right reach show their own defaults."""
        super().__init__(app)
        self.opened, self.options = (game, preset), options
        self.index = CHOICES.index((game, preset)) if (game, preset) in CHOICES else 0
        self.scroll = 0
        self.lines: list[str | None] = []
        self.back_rect = pygame.Rect(0, 0, 0, 0)
        self.arrows = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))
        self._choose(self.index)

    def _choose(self, index: int) -> None:
        self.index = index % len(CHOICES)
        game, preset = CHOICES[self.index]
        spec = game_spec(game)
        self.title = _("{game}: {rules}").format(game=_(spec.title), rules=_(spec.preset_title(preset)))
        options = self.options if (game, preset) == self.opened else None
        self.paragraphs = [_(paragraph) if paragraph else "" for paragraph in spec.rules_for(preset, options)]
        self.examples: tuple[RulesExample, ...] = spec.rules_examples.get(preset, ())
        self.scroll = 0
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        # A 32nd of the height, in whole px at density 1 (22 in 720 px), so that density 2 doubles it (44 in
        # 1440 px, where a 32nd is 45) and the lines wrap where they did.
        self.text_size = scaled(max(dp(16), min(dp(26), dp(height // dp(32)))))
        box = pygame.Rect(width // 14, int(height * 0.2), width * 12 // 14, int(height * 0.62))
        # A wide window shows the pictures in a column beside the words; a narrow one above them, scrolling.
        self.side = bool(self.examples) and width >= height * 1.25
        self.side_box = pygame.Rect(0, 0, 0, 0)
        between = 2 * dp(MARGIN)  # the words and the pictures, either side of the rule
        if self.side:
            self.side_box = pygame.Rect(0, box.y, box.width * 2 // 5, box.height)
            self.side_box.right = box.right
            box.width -= self.side_box.width + between
        self.text_box = box
        self.example_px = smaller(self.text_size, 4)
        self.card_h = self._card_h()
        if self.side and self._pictures_height(self.side_box.width, self.card_h) > self.side_box.height:
            self.side = False  # the column is too short for them: they go above the words
            self.text_box.width += self.side_box.width + between
            self.card_h = self._card_h()
        self.lines = []
        for paragraph in self.paragraphs:
            self.lines.extend(wrap_text(paragraph, self.text_size, self.text_box.width))
            self.lines.append(None)
        self.line_height = int(self.text_size * 1.45)
        if self.max_scroll():
            self.text_box.height -= self.line_height  # the paper's last line holds the scrolling hint
        self.scroll = min(self.scroll, self.max_scroll())
        bw, bh = max(dp(160), width // 6), max(dp(36), height // 16)
        self.back_rect = pygame.Rect(0, 0, bw, bh)
        self.back_rect.center = (width // 2, int(height * 0.91))
        side = max(dp(36), height // 14)
        left, right = pygame.Rect(0, 0, side, side), pygame.Rect(0, 0, side, side)
        left.center, right.center = (side, int(height * 0.09)), (width - side, int(height * 0.09))
        self.arrows = (left, right)

    def _card_h(self) -> int:
        """The pictures' card height (px): as tall as lets them all fit the side column, or in a narrow
        window a fifth of the text box."""
        if not self.examples:
            return 0
        if not self.side:
            return min(card_height(e, self.text_box.width, self.text_box.height // 4) for e in self.examples)
        tallest, least = self.side_box.height // 3, dp(LEAST_CARD_H)
        for card_h in range(tallest, least - 1, -dp(4)):  # the heights tried at density 2 are those at 1, doubled
            fitted = min(card_height(e, self.side_box.width, card_h) for e in self.examples)
            if self._pictures_height(self.side_box.width, fitted) <= self.side_box.height:
                return fitted
        return least  # (too short even so: `resize` moves them above the words)

    def _pictures_height(self, width: int, card_h: int) -> int:
        heights = [example_height(e, width, card_h, self.example_px) for e in self.examples]
        return sum(heights) + 2 * gap() * (len(heights) - 1)

    def _content_height(self) -> int:
        pictures = 0 if self.side or not self.examples else self._pictures_height(self.text_box.width, self.card_h) + 2 * gap()
        return pictures + sum(self.line_height if line else self.line_height // 2 for line in self.lines)

    def max_scroll(self) -> int:
        return max(0, self._content_height() - self.text_box.height)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8}
            if event.key in steps:
                self.scroll = max(0, min(self.max_scroll(), self.scroll + steps[event.key] * self.line_height))
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self._choose(self.index + (1 if event.key == pygame.K_RIGHT else -1))
            elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_BACKSPACE):
                self.app.pop()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll(), self.scroll - event.y * self.line_height * 2))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.back_rect.collidepoint(event.pos):
                self.app.pop()
            elif self.arrows[0].collidepoint(event.pos) or self.arrows[1].collidepoint(event.pos):
                self._choose(self.index + (1 if self.arrows[1].collidepoint(event.pos) else -1))

    def draw(self, surface: pygame.Surface) -> None:
        self.marks.clear()
        width, height = surface.get_size()
        surface.blit(theme.table_background((width, height)), (0, 0))
        self._draw_title(surface)
        edge = dp(MARGIN)
        paper = self.text_box.inflate(2 * edge, dp(30))
        if self.max_scroll():
            paper.height += self.line_height
        if self.side:
            paper.width = self.side_box.right + edge - paper.x
        pygame.draw.rect(surface, theme.SHADOW, paper.move(dp(4), dp(5)), border_radius=dp(12))
        pygame.draw.rect(surface, theme.CREAM, paper, border_radius=dp(12))
        if self.side:
            rule_x, inset = self.side_box.x - edge, dp(16)
            pygame.draw.line(surface, theme.BRASS, (rule_x, paper.y + inset), (rule_x, paper.bottom - inset), dp(2))
            self._draw_pictures(surface, self.side_box.topleft, self.side_box.width)
        clip = surface.get_clip()
        surface.set_clip(self.text_box)
        y = self.text_box.top - self.scroll
        if self.examples and not self.side:
            y = self._draw_pictures(surface, (self.text_box.x, y), self.text_box.width) + 2 * gap()
        for line in self.lines:
            if line:
                text = render_text(line, self.text_size, theme.INK)
                at = surface.blit(text, (self.text_box.left, y))
                if at.width and at.height:
                    self.marks.add(Kind.TEXT, at, "a line of the rules")
                y += self.line_height
            else:
                y += self.line_height // 2
        surface.set_clip(clip)
        if self.max_scroll():
            more = _("▼ more below: Down or the wheel") if self.scroll < self.max_scroll() else _("▲ Up for the start")
            hint = render_text(more, smaller(self.text_size, 4), theme.BRASS_DARK, bold=True)
            at = hint.get_rect(bottomright=(self.text_box.right, paper.bottom - dp(8)))
            self.marks.add(Kind.TEXT, surface.blit(hint, at), "the scrolling hint")
        draw_button(surface, self.back_rect, _("Back"), scaled(max(dp(16), height // 36)), focused=True)
        self.marks.add(Kind.BUTTON, self.back_rect, "Back")

    def _draw_title(self, surface: pygame.Surface) -> None:
        """The title between the arrows, and under it which of the games and presets this is."""
        width, height = surface.get_size()
        left, right = self.arrows
        room = right.left - left.right - dp(16)
        size = fitting_size(self.title, max(dp(24), height // 16), room, bold=True, serif=True, max_height_px=left.height + dp(8))
        title = render_text(self.title, size, theme.CREAM, bold=True, serif=True)
        self.marks.add(Kind.TEXT, surface.blit(title, title.get_rect(center=(width // 2, left.centery))), "the title")
        for rect, arrow in ((left, "◀"), (right, "▶")):
            pygame.draw.circle(surface, theme.WALNUT, rect.center, rect.width // 2)
            pygame.draw.circle(surface, theme.BRASS, rect.center, rect.width // 2, width=dp(2))
            glyph = render_text(arrow, max(min_px(), rect.height // 2), theme.CREAM, bold=True)
            surface.blit(glyph, glyph.get_rect(center=rect.center))
            self.marks.add(Kind.BUTTON, rect, f"the {arrow} arrow")
        where = _("Left and Right: the other games and versions ({n} of {all})").format(n=self.index + 1, all=len(CHOICES))
        small = scaled(height // 45)
        tallest = self.text_box.top - dp(15) - left.bottom - dp(6)  # clear of the paper's top edge
        line = render_text(where, fitting_size(where, small, room, max_height_px=tallest), theme.GOLD)
        at = line.get_rect(midtop=(width // 2, left.bottom + dp(4)))
        self.marks.add(Kind.TEXT, surface.blit(line, at), "where this is")

    def _draw_pictures(self, surface: pygame.Surface, topleft: tuple[int, int], width: int) -> int:
        """The examples one under another from `topleft`, `width` px wide; returns the y (px) under them."""
        x, y = topleft
        between = 2 * gap()
        for example in self.examples:
            h = example_height(example, width, self.card_h, self.example_px)
            draw_example(surface, pygame.Rect(x, y, width, h), example, self.card_h, self.example_px, self.marks)
            y += h + between
        return y - between

    def widget_rect(self, name: str) -> pygame.Rect | None:
        return {"back": self.back_rect, "previous": self.arrows[0], "next": self.arrows[1]}.get(name)
