"""Small things on the tables: a seat's nameplate, a card count, a computer player's face, Grab's cork, and the banner across
the middle of the Snap table ("Dead heat!", a photo finish, the winner). Each is drawn where it is asked and returns the rect it
covered (px). Lengths designed at density 1 (edges, paddings) go through `dp` (game/ui/density.py)."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.density import dp
from game.ui.fonts import fitting_size, min_px, render_text, smaller, wrap_text


def draw_nameplate(
    surface: pygame.Surface,
    name: str,
    size_px: int,
    centre: tuple[int, int],
    text_px: int,
    lit: bool,
    fill: tuple[int, ...] | None = None,
) -> pygame.Rect:
    """A seat's nameplate: `name` in bold `size_px` type on `fill` (default `theme.WALNUT`) inside a brass rim,
    centred on `centre`, padded by `text_px`; `lit` (the seat whose turn it is) makes it gold with dark ink and
    a thick dark edge inside the rim, so it shows by its shape as well as its colour (issue 15). Returns its rect."""
    text = render_text(name, size_px, theme.INK if lit else theme.CREAM, bold=True)
    plate = text.get_rect(center=centre).inflate(text_px, text_px // 2)
    pygame.draw.rect(surface, theme.GOLD if lit else (fill or theme.WALNUT), plate, border_radius=text_px // 2)
    rim = dp(2)
    if lit:
        edge = max(dp(3), text_px // 6)
        pygame.draw.rect(surface, theme.INK, plate.inflate(-2 * rim, -2 * rim), width=edge, border_radius=max(1, text_px // 2 - rim))
    pygame.draw.rect(surface, theme.BRASS_DARK, plate, width=rim, border_radius=text_px // 2)
    surface.blit(text, text.get_rect(center=plate.center))
    return plate


def away_radius(text_px: int) -> int:
    """The radius (px) of the mark of a player at another home beside text of `text_px`."""
    return max(dp(9), text_px // 2)


def draw_away_badge(surface: pygame.Surface, plate: pygame.Rect, text_px: int) -> pygame.Rect:
    """The mark of a player at another home (issue 35), pinned to the bottom right corner of their nameplate
    `plate` (the top is under their hand). Returns the disc's rect."""
    radius = away_radius(text_px)
    return draw_away_mark(surface, (plate.right - radius // 2, plate.bottom + radius // 3), text_px)


def draw_away_mark(surface: pygame.Surface, centre: tuple[int, int], text_px: int) -> pygame.Rect:
    """The mark of a player at another home: a small house, ink on a cream disc with a brass rim, of
    `away_radius(text_px)`, centred on `centre`. Returns the disc's rect."""
    radius = away_radius(text_px)
    pygame.draw.circle(surface, theme.CREAM, centre, radius)
    pygame.draw.circle(surface, theme.BRASS_DARK, centre, radius, max(1, dp(1)))
    x, y, r = centre[0], centre[1], radius * 0.55
    pygame.draw.polygon(surface, theme.INK, [(x - r, y), (x, y - r), (x + r, y)])  # the roof
    pygame.draw.rect(surface, theme.INK, pygame.Rect(round(x - r * 0.65), round(y), round(r * 1.3), round(r * 0.8)))
    return pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius)


def draw_count(surface: pygame.Surface, count: int, text_px: int, **place: tuple[int, int]) -> pygame.Rect:
    """A card count in cream on a dark lozenge, the number placed by `place` (a pygame.Rect position, e.g.
    midleft=(x, y)), at `text_px` − 2 px at density 1 (at least `min_px()`). Returns the lozenge's rect."""
    badge = render_text(str(count), smaller(text_px, 2), theme.CREAM, bold=True)
    rect = badge.get_rect(**place)
    pill = rect.inflate(dp(10), dp(2))
    pygame.draw.rect(surface, theme.INK, pill, border_radius=dp(8))
    surface.blit(badge, rect)
    return pill


def draw_cork(surface: pygame.Surface, centre: tuple[float, float], radius: int) -> pygame.Rect:
    """Grab's cork [004] standing at `centre`, `radius` px across its top: a short copper cylinder with a
    brass top and a shadow on the baize. Returns the rect it covers."""
    r = radius
    body = pygame.Rect(0, 0, r * 2, int(r * 1.6))
    body.midbottom = (round(centre[0]), round(centre[1]) + r)
    shadow = pygame.Rect(body.left + dp(3), body.bottom - r // 2 + dp(4), body.width + dp(2), r)
    base = pygame.Rect(body.left, body.bottom - r // 2, body.width, r)
    top = pygame.Rect(body.left, body.top - r // 2, body.width, r)
    pygame.draw.ellipse(surface, theme.BAIZE_DARK, shadow)
    pygame.draw.rect(surface, theme.COPPER, body)
    pygame.draw.ellipse(surface, theme.WALNUT, base)
    pygame.draw.ellipse(surface, theme.BRASS_LIGHT, top)
    pygame.draw.ellipse(surface, theme.BRASS_DARK, top, dp(2))
    return body.unionall([shadow, base, top])


def render_banner(text: str, subline: str, text_px: int, max_width: int, scale: float = 1.0) -> pygame.Surface:
    """A paper banner with `text` in large serif (twice `text_px` × `scale`) and `subline` wrapped beneath
    (`text_px` × `scale`, never under `min_px()`), at most `max_width` px wide, on a transparent surface of its own
    (the caller places it where it hides nothing)."""
    pad_x, pad_y, corner = dp(20), dp(10), dp(12)
    size = fitting_size(text, round(text_px * 2 * scale), max_width - 2 * pad_x, bold=True, serif=True)
    small = max(min_px(), round(text_px * scale))
    lines = [render_text(text, size, theme.INK, bold=True, serif=True)]
    if subline:
        lines += [render_text(line, small, theme.INK) for line in wrap_text(subline, small, max_width - 3 * pad_x)]
    box = pygame.Rect(0, 0, max(t.get_width() for t in lines) + 2 * pad_x, sum(t.get_height() for t in lines) + 2 * pad_y)
    image = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(image, theme.PAPER, box, border_radius=corner)
    pygame.draw.rect(image, theme.BRASS_DARK, box, width=dp(3), border_radius=corner)
    y = pad_y
    for line in lines:
        image.blit(line, line.get_rect(midtop=(box.centerx, y)))
        y += line.get_height()
    return image


FACE_SKIN = ((241, 200, 160), (224, 172, 128), (190, 132, 92), (141, 94, 62))
FACE_HAIR = ((60, 40, 24), (150, 96, 40), (214, 170, 90), (30, 26, 24), (170, 60, 30), (200, 200, 196))


def draw_face(surface: pygame.Surface, centre: tuple[int, int], radius: int, name: str) -> pygame.Rect:
    """A small round portrait of a computer player, `radius` px, centred on `centre`: a face with eyes, a
    smile and hair whose colours follow `name` (the same name, the same face). Returns the rect it covers."""
    x, y = centre
    pick = sum(ord(c) * (i + 1) for i, c in enumerate(name))
    skin, hair = FACE_SKIN[pick % len(FACE_SKIN)], FACE_HAIR[(pick // 7) % len(FACE_HAIR)]
    rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    rect.center = centre
    pygame.draw.circle(surface, theme.BRASS_DARK, centre, radius)
    pygame.draw.circle(surface, theme.PAPER, centre, radius - dp(2))
    head = max(3, int(radius * 0.62))
    face_y = y + radius // 8
    pygame.draw.circle(surface, hair, (x, face_y - head // 4), head + max(1, radius // 10))
    pygame.draw.circle(surface, skin, (x, face_y), head)
    eye = max(1, radius // 9)
    for dx in (-head // 3, head // 3):
        pygame.draw.circle(surface, theme.INK, (x + dx, face_y - head // 5), eye)
    smile = pygame.Rect(0, 0, head, head // 2 + 2)
    smile.midtop = (x, face_y)
    pygame.draw.arc(surface, theme.INK, smile, 3.5, 5.9, max(1, radius // 12))
    return rect
