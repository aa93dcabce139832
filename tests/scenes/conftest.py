"""Fixtures for driving the real App headless (tests/conftest.py sets the dummy drivers): a throwaway data
folder, an App, a pilot."""

from __future__ import annotations

from typing import Iterator

import pygame
import pytest

from game.app import App
from game.storage import Settings, Speed, Store
from tests.pilot import Pilot


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
