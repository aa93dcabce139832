"""Fixtures for the drawing pieces: a headless display (SDL's dummy driver, set in tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest


@pytest.fixture
def display() -> Iterator[pygame.Surface]:
    """A small dummy window, so pieces that convert their surfaces to the display's format do so."""
    pygame.display.init()
    screen = pygame.display.set_mode((320, 200))
    yield screen
    pygame.display.quit()


@pytest.fixture
def headless() -> Iterator[None]:
    """No display mode at all, as at start-up before the window opens."""
    pygame.display.quit()
    pygame.font.init()
    yield
