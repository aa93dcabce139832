"""The table background fits the window and is opaque, with or without a display; assets are found
from the source tree and from a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game import paths
from game.ui import theme


@pytest.mark.parametrize("size", [(640, 480), (1280, 720), (333, 777)])
def test_the_table_background_has_the_window_size_before_a_display_exists(headless: None, size: tuple[int, int]) -> None:
    surface = theme.table_background(size)
    assert surface.get_size() == size
    assert not surface.get_flags() & pygame.SRCALPHA, "opaque: a single fast blit"


def test_the_table_background_is_converted_and_cached_once_a_display_exists(display: pygame.Surface) -> None:
    surface = theme.table_background((400, 300))
    assert surface.get_size() == (400, 300)
    assert surface.get_bitsize() == display.get_bitsize()
    assert theme.table_background((400, 300)) is surface


def test_the_baize_is_lit_in_the_middle_inside_a_walnut_rim(headless: None) -> None:
    surface = theme.table_background((800, 450))
    middle = surface.get_at((400, 225))
    near_edge = surface.get_at((40, 225))
    rim = surface.get_at((theme.rim_width((800, 450)) // 2, 225))
    assert middle.g > middle.r and middle.g > middle.b, "green baize"
    assert middle.g > near_edge.g, "lighter in the middle than at the edges"
    assert rim.r > rim.g > rim.b and rim.g < 100, "dark walnut"


def test_assets_are_found_in_the_source_tree() -> None:
    assert paths.asset_path("fonts", "DejaVuSans.ttf").is_file()
    assert paths.asset_path() == Path(paths.__file__).resolve().parent.parent / "assets"


def test_assets_are_found_in_a_pyinstaller_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.asset_path("cards", "QS.svg") == tmp_path / "assets" / "cards" / "QS.svg"
