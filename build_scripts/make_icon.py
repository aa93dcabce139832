"""Draw the app's icon with pygame: a pair of aces fanned on baize in a walnut frame, with a brass coin.

Writes assets/icon.png (256×256) and assets/icon.ico (256, 128, 64, 48, 32, 24 and 16 px, each stored
as PNG, which Windows Vista and later read; the Windows PyInstaller build uses it). Run it again only
to change the icon:  python build_scripts/make_icon.py
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.core.cards import parse_card  # noqa: E402
from game.paths import asset_path  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.card_art import CardArt  # noqa: E402
from game.ui.coin_art import coin  # noqa: E402

SIZE = 256
ICO_SIZES = (256, 128, 64, 48, 32, 24, 16)
_DRAW = 2  # drawn at twice the size, then scaled down: smooth edges


def draw() -> pygame.Surface:
    """The icon, SIZE px square, with transparent rounded corners."""
    n = SIZE * _DRAW
    icon = pygame.Surface((n, n), pygame.SRCALPHA)
    frame = icon.get_rect()
    corner = n // 6
    pygame.draw.rect(icon, theme.WALNUT_DARK, frame, border_radius=corner)
    pygame.draw.rect(icon, theme.WALNUT, frame.inflate(-8, -8), border_radius=corner - 4)
    felt_rect = frame.inflate(-n // 9, -n // 9)
    pygame.draw.rect(icon, theme.BRASS, felt_rect.inflate(10, 10), border_radius=corner - n // 18 + 5)
    felt = pygame.Surface(felt_rect.size, pygame.SRCALPHA)
    felt.blit(pygame.transform.smoothscale(theme.table_background((64, 64)).subsurface((8, 8, 48, 48)), felt_rect.size), (0, 0))
    mask = pygame.Surface(felt_rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=corner - n // 18)
    felt.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    icon.blit(felt, felt_rect)
    art = CardArt()
    height = int(n * 0.62)
    cx, cy = n // 2, int(n * 0.47)
    for code, angle, dx in (("AH", 16, -int(n * 0.12)), ("AS", -12, int(n * 0.1))):
        face = pygame.transform.rotozoom(art.face(parse_card(code), height), angle, 1.0)
        shadow = pygame.transform.rotozoom(art.shadow(height), angle, 1.0)
        sx, sy = art.shadow_offset(height)
        icon.blit(shadow, shadow.get_rect(center=(cx + dx + sx, cy + sy)))
        icon.blit(face, face.get_rect(center=(cx + dx, cy)))
    disc = coin(int(n * 0.36))
    icon.blit(disc, disc.get_rect(center=(int(n * 0.72), int(n * 0.75))))
    return pygame.transform.smoothscale(icon, (SIZE, SIZE))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(images: list[tuple[int, bytes]]) -> bytes:
    """An .ico file holding `images`, each (size px, PNG data); the ICONDIR header, one 16-byte entry
    per image, then the PNG data in order. A size of 256 is written as 0, as the format asks."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, png in images:
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
        blobs += png
    return header + entries + blobs


def main() -> None:
    pygame.display.init()
    icon = draw()
    png_path = asset_path("icon.png")
    pygame.image.save(icon, str(png_path))
    images = [(size, png_bytes(icon if size == SIZE else pygame.transform.smoothscale(icon, (size, size)))) for size in ICO_SIZES]
    asset_path("icon.ico").write_bytes(ico_bytes(images))
    print(f"wrote {png_path} and {asset_path('icon.ico')}")


if __name__ == "__main__":
    main()
