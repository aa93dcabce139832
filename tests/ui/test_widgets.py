"""The form's choice rows (game/ui/widgets.py): a value always fits between its arrows."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from game.ui.fonts import min_px
from game.ui.widgets import fitted_value


def test_a_value_too_long_for_its_row_is_cut_with_an_ellipsis_not_drawn_under_the_arrows() -> None:
    pygame.init()
    long_name = "Cavendish (play until matched)"
    value = fitted_value(long_name, 22, 120)
    assert value.get_width() <= 120
    assert fitted_value("first out", 22, 400).get_width() == fitted_value("first out", 22, 1000).get_width()
    assert fitted_value(long_name, 22, 1000).get_height() >= fitted_value(long_name, 22, 120).get_height()
    assert fitted_value(long_name, min_px(), 120).get_width() <= 120
