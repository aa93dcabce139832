"""The chosen game at a glance, for the setup screen's wide layout (issue 33): its one line (`GameSpec.summary`)
and a small picture of its table — the cards of the preset's first rules picture laid on a piece of baize, with
that picture's title under them. Lengths are at density 1, taken through `dp` (game/ui/density.py)."""

from __future__ import annotations

import pygame

from game.core.cards import parse_card
from game.core.spec import GameSpec
from game.i18n import _
from game.ui import theme
from game.ui.card_art import CARD_ASPECT, CardArt, PackStyle
from game.ui.density import dp
from game.ui.fonts import fit_text, font, min_px, render_text, smaller, wrap_text
from game.ui.marks import Kind, Marks

TALLEST_CARD = 120
"""The largest card of the picture (px at density 1): a glance, not a table."""
LEAST_CARD = 48
"""Below this (px at density 1) the picture is left out: the line alone says what the game is."""


def draw_game_card(surface: pygame.Surface, area: pygame.Rect, spec: GameSpec, preset: str, marks: Marks) -> None:
    """Draw `spec`'s line and the picture of `preset`'s table inside `area` (px), top first, as much as fits:
    the line wrapped to the width, then the picture if its cards can be at least `LEAST_CARD` tall. Nothing is
    drawn when not even the line fits."""
    pad, spacing = dp(12), dp(6)
    px = max(min_px(), min(dp(20), area.height // 9))
    line_h = max(int(px * 1.35), font(px).get_height())
    lines = wrap_text(_(spec.summary), px, area.width - 2 * pad) if spec.summary else []
    if not lines or len(lines) * line_h + 2 * pad > area.height:
        return
    examples = spec.rules_examples.get(preset, ())
    codes = [code for code in examples[0].cards if code] if examples else []
    title_h = line_h
    room = area.height - len(lines) * line_h - 3 * pad - title_h
    across = (area.width - 2 * pad - (len(codes) - 1) * spacing) / (max(1, len(codes)) * CARD_ASPECT)
    card_h = int(min(dp(TALLEST_CARD), room, across))
    show_cards = bool(codes) and card_h >= dp(LEAST_CARD)
    height = len(lines) * line_h + 2 * pad + (card_h + pad + title_h if show_cards else 0)
    panel = pygame.Rect(area.x, area.y, area.width, height)
    pygame.draw.rect(surface, theme.BAIZE_DARK, panel, border_radius=dp(10))
    pygame.draw.rect(surface, theme.BRASS_DARK, panel, width=dp(2), border_radius=dp(10))
    y = panel.y + pad
    for text in lines:
        image = render_text(text, px, theme.CREAM)
        marks.add(Kind.TEXT, surface.blit(image, (panel.x + pad, y)), "the game's line")
        y += line_h
    if not show_cards:
        return
    card_w = round(card_h * CARD_ASPECT)
    step = card_w + spacing
    left = panel.centerx - (len(codes) * step - spacing) // 2
    art = CardArt.shared(PackStyle(examples[0].pack))
    top = y + pad // 2
    for i, code in enumerate(codes):
        place = pygame.Rect(left + i * step, top, card_w, card_h)
        drawn = surface.blit(art.face(parse_card(code), card_h), place)
        marks.add(Kind.CARD, drawn, "a card of the game's picture", "the game's picture")
    title, title_px = fit_text(_(examples[0].title), smaller(px, 2), panel.width - 2 * pad)
    image = render_text(title, title_px, theme.GOLD, bold=True)
    at = image.get_rect(midtop=(panel.centerx, top + card_h + pad // 2))
    marks.add(Kind.TEXT, surface.blit(image, at), "the picture's title")

