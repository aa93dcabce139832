"""Every test runs headless: SDL's dummy video and audio drivers, and no pygame greeting on stdout.
And no test sees another's card faces still being rasterised in the background."""

import os
import time
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The app follows the system's language unless set: the tests read English unless they choose another.
os.environ["LANGUAGE"] = "en"


@pytest.fixture(autouse=True)
def english_after_each_test():
    """A test that switches the language (game/i18n.py) leaves the next one in English."""
    yield
    from game.i18n import set_language

    set_language("en")


@pytest.fixture(autouse=True)
def full_motion_and_normal_look_after_each_test():
    """A test that turns on reduced motion or the high-contrast table (game/ui/motion.py, theme.py) leaves
    the next one with full motion and the parlour's colours."""
    yield
    from game.ui import motion, theme

    motion.set_reduced(False)
    theme.set_high_contrast(False)


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


@pytest.fixture
def store(tmp_path):
    """A throwaway user-data folder."""
    from game.storage import Store

    return Store(tmp_path / "home")


@pytest.fixture
def app(store) -> Iterator[object]:
    """A real App, headless (the dummy drivers above), at 1280×720 and fast speed."""
    import pygame

    from tests.pilot import make_app

    app = make_app(store)
    yield app
    pygame.display.quit()


@pytest.fixture
def pilot(app):
    """A pilot driving `app`, which shows the title screen."""
    from game.scenes.title import TitleScene
    from tests.pilot import Pilot

    app.push(TitleScene(app))
    return Pilot(app)


@pytest.fixture
def display():
    """A small dummy window, so drawing pieces that convert their surfaces to the display's format do so."""
    import pygame

    pygame.display.init()
    screen = pygame.display.set_mode((320, 200))
    yield screen
    pygame.display.quit()


@pytest.fixture
def headless() -> Iterator[None]:
    """No display mode at all, as at start-up before the window opens."""
    import pygame

    pygame.display.quit()
    pygame.font.init()
    yield
