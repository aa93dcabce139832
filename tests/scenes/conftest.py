"""Fixtures for driving the real App headless: SDL's dummy drivers, a throwaway data folder, a pilot."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app import App  # noqa: E402
from game.storage import Settings, Speed, Store  # noqa: E402
from tests.pilot import Pilot  # noqa: E402


@pytest.fixture
def store(tmp_path) -> Store:
    return Store(tmp_path / "home")


def make_app(store: Store, speed: Speed = Speed.FAST, size: tuple[int, int] = (1280, 720)) -> App:
    return App(store, Settings(speed=speed), size)


@pytest.fixture
def app(store: Store) -> Iterator[App]:
    app = make_app(store)
    yield app
    pygame.display.quit()


@pytest.fixture
def pilot(app: App) -> Pilot:
    from game.scenes.title import TitleScene

    app.push(TitleScene(app))
    return Pilot(app)
