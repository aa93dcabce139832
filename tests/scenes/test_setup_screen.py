"""The setup screen's help (issue 10: "each option's help shown beside it")."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.setup import SetupScene
from tests.pilot import make_app


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_setup_screen_shows_each_rows_help_beside_it(store, size):
    """Issue 10: "each option's help shown beside it", not in small print at the foot of the screen."""
    app = make_app(store, size=size)
    setup = SetupScene(app)
    app.push(setup)
    for name in ("start", "preset", "players", "seat-1"):
        setup.form.focus_on(name)
        setup.draw(app.surface)
        row = setup.form.rect_of(name)
        hint = next(pygame.Rect(m.rect) for m in setup.marks.items if m.what == "the hint")
        assert hint.left > setup.form.box.right and hint.top <= row.centery <= hint.bottom, name
        assert pygame.Rect(0, 0, *size).contains(hint)
