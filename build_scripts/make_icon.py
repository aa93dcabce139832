"""Draw the app's icon (assets/icon.png, 256×256, and assets/icon.ico for Windows builds) with pygame:
two fanned card backs and a brass coin on baize. Run it again only to change the icon."""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.paths import asset_path  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.card_art import CardArt  # noqa: E402
from game.ui.coin_art import coin  # noqa: E402

SIZE = 256


def draw() -> pygame.Surface:
    icon = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    pygame.draw.rect(icon, theme.WALNUT, icon.get_rect(), border_radius=44)
    pygame.draw.rect(icon, theme.BAIZE, icon.get_rect().inflate(-20, -20), border_radius=36)
    back = CardArt().back(150)
    for angle, dx in ((14, -30), (-10, 24)):
        card = pygame.transform.rotozoom(back, angle, 1.0)
        icon.blit(card, card.get_rect(center=(SIZE // 2 + dx, SIZE // 2 - 8)))
    disc = coin(96)
    icon.blit(disc, disc.get_rect(center=(SIZE // 2 + 52, SIZE - 62)))
    return icon


def ico_bytes(png: bytes, size: int) -> bytes:
    """A one-image .ico file that holds `png` (Windows Vista and later read PNG inside ICO)."""
    header = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", 0 if size >= 256 else size, 0 if size >= 256 else size, 0, 0, 1, 32, len(png), 22)
    return header + entry + png


def main() -> None:
    pygame.display.init()
    icon = draw()
    png_path = asset_path("icon.png")
    pygame.image.save(icon, str(png_path))
    buffer = io.BytesIO()
    pygame.image.save(icon, buffer, "icon.png")
    asset_path("icon.ico").write_bytes(ico_bytes(buffer.getvalue(), SIZE))
    print(f"wrote {png_path} and {asset_path('icon.ico')}")


if __name__ == "__main__":
    main()
