"""A small picture on a rules screen (issue 10: "small drawn examples with real card faces (a snip, a Jig
stop, a snap, a false snap) beside the words"): a title, a row of real cards with a word under each, and a
caption. Drawn where it is asked; it notes what it drew in the scene's `Marks`. Its gaps and least sizes are
lengths designed at density 1, taken through `dp` (game/ui/density.py).
"""

from __future__ import annotations

import pygame

from game.core.cards import parse_card
from game.core.spec import RulesExample
from game.i18n import _
from game.ui import theme
from game.ui.card_art import CARD_ASPECT, CardArt, PackStyle
from game.ui.density import dp
from game.ui.fonts import fit_text, font, render_text, smaller, wrap_text
from game.ui.marks import Kind, Marks

GAP = 8
"""Space (px at density 1) between the parts of an example: `gap()` in window pixels."""

LEAST_CARD_H = 40
"""The lowest an example's cards are drawn (px at density 1)."""


def gap() -> int:
    """Space (px) between the parts of an example: `GAP` at the window's density."""
    return dp(GAP)


def card_height(example: RulesExample, width: int, tallest: int) -> int:
    """The height (px) of the example's cards so its row fits `width` px: at most `tallest`, at least
    `LEAST_CARD_H`."""
    count = max(1, len(example.cards))
    return max(dp(LEAST_CARD_H), min(tallest, int((width - gap() * (count - 1)) / count / CARD_ASPECT)))


def _line_px(text_px: int) -> int:
    """The step (px) from one line of text to the next: 1.3 × the size, or the font's own line if taller (the
    Japanese font's lines are)."""
    return max(int(text_px * 1.3), font(text_px).get_height())


def shown(text: str) -> str:
    """An example's words (English msgids the family marks) in the language shown; "" stays ""."""
    return _(text) if text else ""


def example_height(example: RulesExample, width: int, card_h: int, text_px: int) -> int:
    """The height (px) the example takes drawn `width` px wide with `card_h` px cards and `text_px` text."""
    line = _line_px(text_px)
    caption = len(wrap_text(shown(example.caption), text_px, width))
    return line + 3 * gap() + card_h + line + caption * line


def draw_example(
    surface: pygame.Surface, rect: pygame.Rect, example: RulesExample, card_h: int, text_px: int, marks: Marks
) -> None:
    """The example in `rect` (its width; it takes `example_height`): the title in bold, the cards centred in a
    row (an empty place is an outline), a word under each, the caption wrapped under them."""
    line = _line_px(text_px)
    title = render_text(shown(example.title), text_px, theme.CLARET, bold=True)
    marks.add(Kind.TEXT, surface.blit(title, (rect.x, rect.y)), f"the title of {example.title}")
    card_w = round(card_h * CARD_ASPECT)
    count = len(example.cards)
    word_px = smaller(text_px, 2)
    space = gap()
    widest = max(render_text(shown(word), word_px, theme.INK, bold=True).get_width() for word in example.labels)
    step = min(max(card_w, widest) + space, (rect.width + space) // max(1, count))  # the cards spread for their words
    left = rect.centerx - (count * step - space) // 2 + (step - space - card_w) // 2
    top = rect.y + line + space
    art = CardArt.shared(PackStyle(example.pack))
    for i, (code, word) in enumerate(zip(example.cards, example.labels)):
        place = pygame.Rect(left + i * step, top, card_w, card_h)
        if code:
            marks.add(Kind.CARD, surface.blit(art.face(parse_card(code), card_h), place), f"a card of {example.title}")
        else:
            pygame.draw.rect(surface, theme.BRASS_DARK, place, width=dp(2), border_radius=CardArt.corner_radius(card_h))
        label, px = fit_text(shown(word), word_px, step - dp(2))
        text = render_text(label, px, theme.INK, bold=True)
        at = surface.blit(text, text.get_rect(midtop=(place.centerx, place.bottom + space // 2)))
        marks.add(Kind.TEXT, at, f"a word of {example.title}")
    y = top + card_h + space + line + space
    for row in wrap_text(shown(example.caption), text_px, rect.width):
        text = render_text(row, text_px, theme.INK)
        marks.add(Kind.TEXT, surface.blit(text, (rect.x, y)), f"the caption of {example.title}")
        y += line
