"""The ordinary pack's faces in the styles of `game.ui.deck.Deck`, for `CardArt` (game/ui/card_art.py).

Four colours: the public-domain SVG is recoloured as it is read (`recoloured_svg`): the corner indices
and the suit marks (every pip, and the small marks beside a court's picture) turn ♦ blue and ♣ green;
the court pictures keep their own colours. The SVGs name those parts alike in all 52 files: the index
is a group `text3788…`, each suit mark a path `cl…`, `dl…`, `hl…` or `sl…`.

Large index: the face is drawn with pygame from the bundled DejaVu Sans Bold (`draw_large_index`), crisp
at any size: the rank and suit in the top-left and (turned round) the bottom-right corner, the rank's
glyph about a fifth of the card's height and at most about a third of its width, so a card 60 px high
still shows a rank 12 px tall; in the middle one big suit mark, or for a court its picture, small.
"""

from __future__ import annotations

import io
import re
import threading
from pathlib import Path

import pygame

from game.core.cards import Card, Rank, Suit
from game.paths import asset_path

CLASSIC_COLOURS = {Suit.SPADES: (0, 0, 0), Suit.HEARTS: (223, 0, 0), Suit.DIAMONDS: (223, 0, 0), Suit.CLUBS: (0, 0, 0)}
"""The suits' colours in the SVGs (#000000 and #df0000), as (r, g, b)."""

FOUR_COLOURS = {**CLASSIC_COLOURS, Suit.DIAMONDS: (0, 78, 190), Suit.CLUBS: (0, 128, 44)}
"""The four-colour pack: ♠ black, ♥ red, ♦ blue, ♣ green (as in the four-colour packs of whist and poker)."""

RANK_HEIGHT = 0.21
"""The large index's rank glyph, as a share of the card's height (a card 60 px high: 12–13 px)."""

INDEX_WIDTH = 0.36
"""The widest the large index's rank may be, as a share of the card's width ("10" is squeezed to fit)."""

COURT_PICTURE = (0.13, 0.09, 0.74, 0.82)
"""Where a court's picture lies in its SVG, as shares (x, y, w, h) of the face: its frame, inside the
corner indices."""

_MARK_TAG = re.compile(r'<(?:g|path)\b[^>]*\bid="(?:text3788|[cdhs]l)(?:-[\w-]*)?"[^>]*>')
_FILL = re.compile(r"fill:[^;\"]*;?")
_FONT = "DejaVuSans-Bold.ttf"
_CAP_HEIGHT = 0.73  # DejaVu Sans Bold's capitals and digits, as a share of the font's size
# pygame's fonts are drawn by one FreeType library: faces built on the worker thread take turns.
_font_lock = threading.Lock()


def suit_colour(suit: Suit, four_colour: bool) -> tuple[int, int, int]:
    """The colour (r, g, b) a suit's marks are drawn in: two colours, or ♦ blue and ♣ green with four."""
    return (FOUR_COLOURS if four_colour else CLASSIC_COLOURS)[suit]


def recoloured_svg(path: Path, suit: Suit) -> bytes:
    """The SVG at `path` (a face of `suit` from assets/cards/) with its index and suit marks in the
    four-colour pack's colour for `suit`; the court pictures keep their colours."""
    text = path.read_text(encoding="utf-8")
    r, g, b = FOUR_COLOURS[suit]
    fill = f"fill:#{r:02x}{g:02x}{b:02x};"

    def mark(match: re.Match[str]) -> str:
        tag = match.group(0)
        if 'style="' in tag:
            return re.sub(r'style="([^"]*)"', lambda m: f'style="{fill}{_FILL.sub("", m.group(1))}"', tag, count=1)
        return tag.replace(' id="', f' style="{fill}" id="', 1)

    return _MARK_TAG.sub(mark, text).encode("utf-8")


def load_face_svg(path: Path, suit: Suit, four_colour: bool, size: tuple[int, int]) -> pygame.Surface:
    """The SVG face at `path` rasterised at `size` (w, h px), recoloured when `four_colour`."""
    if four_colour and suit in (Suit.DIAMONDS, Suit.CLUBS):
        return pygame.image.load_sized_svg(io.BytesIO(recoloured_svg(path, suit)), size)
    return pygame.image.load_sized_svg(str(path), size)


def draw_large_index(card: Card, size: tuple[int, int], four_colour: bool, picture: pygame.Surface | None) -> pygame.Surface:
    """A large-index face of `card`, `size` (w, h px), on white: the big index in two corners and in the
    middle a big suit mark, or `picture` (a court's face as the SVG draws it, any size) cut to its frame
    and scaled to fit between the indices. The caller rounds the corners and tones the white."""
    w, h = size
    colour = suit_colour(card.suit, four_colour)
    face = pygame.Surface(size, pygame.SRCALPHA)
    face.fill((255, 255, 255, 255))
    with _font_lock:
        rank = _glyph(card.rank.code, max(1, round(h * RANK_HEIGHT)), colour, max(1, round(w * INDEX_WIDTH)))
        suit = _glyph(card.suit.symbol, max(1, round(h * 0.14)), colour, max(1, round(w * INDEX_WIDTH)))
        middle = None if picture is not None else _glyph(card.suit.symbol, max(1, round(h * 0.26)), colour, round(w * 0.45))
    corner = pygame.Surface((max(rank.get_width(), suit.get_width()), rank.get_height() + suit.get_height() + max(1, h // 40)), pygame.SRCALPHA)
    corner.blit(rank, rank.get_rect(midtop=(corner.get_width() // 2, 0)))
    corner.blit(suit, suit.get_rect(midbottom=(corner.get_width() // 2, corner.get_height())))
    if picture is not None:
        _blit_court(face, picture)
    else:
        face.blit(middle, middle.get_rect(center=(w // 2, h // 2)))
    inset = (max(1, round(w * 0.06)), max(1, round(h * 0.04)))
    face.blit(corner, inset)
    face.blit(pygame.transform.rotate(corner, 180), corner.get_rect(bottomright=(w - inset[0], h - inset[1])))
    return face


def _blit_court(face: pygame.Surface, picture: pygame.Surface) -> None:
    """The court's picture, cut to its frame, centred on `face` in the room the corner indices leave."""
    pw, ph = picture.get_size()
    x, y, fw, fh = COURT_PICTURE
    frame = picture.subsurface(pygame.Rect(round(pw * x), round(ph * y), round(pw * fw), round(ph * fh)))
    w, h = face.get_size()
    scale = min(w * 0.32 / frame.get_width(), h * 0.36 / frame.get_height())
    small = pygame.transform.smoothscale(frame, (max(1, round(frame.get_width() * scale)), max(1, round(frame.get_height() * scale))))
    face.blit(small, small.get_rect(center=(w // 2, h // 2)))


def _glyph(text: str, cap_px: int, colour: tuple[int, int, int], max_w: int) -> pygame.Surface:
    """`text` in DejaVu Sans Bold with its capitals `cap_px` high, cut to its ink, squeezed to `max_w` px
    wide if wider."""
    rendered = _font(max(1, round(cap_px / _CAP_HEIGHT))).render(text, True, colour)
    ink = rendered.subsurface(rendered.get_bounding_rect()).copy()
    if ink.get_width() > max_w:
        ink = pygame.transform.smoothscale(ink, (max_w, ink.get_height()))
    return ink


def _font(size_px: int) -> pygame.font.Font:
    """DejaVu Sans Bold at `size_px`, loaded afresh (a font kept would die with a `pygame.quit()`)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset_path("fonts", _FONT)), size_px)


def court(card: Card) -> bool:
    """True for a Jack, Queen or King (faces with a picture)."""
    return card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING)
