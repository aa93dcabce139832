"""Every test runs headless: SDL's dummy video and audio drivers, and no pygame greeting on stdout.
And no test sees another's card faces still being rasterised in the background."""

import os
import time

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def quiet_card_faces():
    """After each test, the app-wide card artists drop the faces queued for their background thread and
    finish the one in hand (tests of the SVG loader count its calls)."""
    yield
    from game.ui.card_art import CardArt

    for art in CardArt._shared.values():
        art.cancel_prepared()
        deadline = time.monotonic() + 5
        while art.busy() and time.monotonic() < deadline:
            time.sleep(0.005)
