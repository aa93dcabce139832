"""Reduced motion in play (issue 15, done when "a person switches on reduced motion and plays on, every
game"): switched on from the pause menu in the middle of a game, the next card played fades in at its place
instead of flying, and the game goes on; and every game, played by its computers at a table with reduced
motion, goes on move after move."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.session import Controller, Seat
from game.registry import GAMES
from game.scenes.pause import PauseScene
from game.scenes.settings import SettingsScene
from game.scenes.start import table_for
from game.storage import Settings, Speed
from tests.pilot import Pilot
from tests.scenes.test_pilot import default_game


def test_reduced_motion_switched_on_mid_game_fades_the_next_card_played(store) -> None:
    pilot, table = default_game(store, Speed.NORMAL)
    pilot.wait_until(table._my_turn, max_ms=120_000)
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.app.top, PauseScene)
    pilot.click("settings")
    assert isinstance(pilot.app.top, SettingsScene)
    pilot.click("motion")
    assert pilot.app.settings.reduce_motion
    pilot.press(pygame.K_ESCAPE, pygame.K_ESCAPE)
    assert pilot.app.top is table
    card = table.selection
    sprite = next(s for s in table.hands[table.viewer] if s.card == card)
    played_before = len(table.session.moves)
    pilot.press(pygame.K_RETURN)
    pilot.wait(100)
    assert len(table.session.moves) > played_before
    assert sprite.pos == sprite.destination and sprite.alpha() < 255, "the card fades in at its place"
    pilot.wait_until(lambda: len(table.session.moves) >= played_before + 4, max_ms=60_000)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_goes_on_under_reduced_motion(store, game: str) -> None:
    spec = GAMES[game]
    options = spec.preset(spec.default_preset)
    low, _high = spec.seat_range(options)
    seats = [Seat(f"Seat {i + 1}", Controller(f"ai:{spec.levels[0]}")) for i in range(max(2, low))]
    app = App(store, Settings(speed=Speed.FAST, reduce_motion=True), (1280, 720))
    pilot = Pilot(app)  # first: the table reads the simulated clock from the start
    table = table_for(app, spec, options, seats, 5)
    app.push(table)
    # Snap's cards are turned by the table's clock, not as moves: its state counts the turns.
    played = lambda: max(len(table.session.moves), getattr(table.state, "turns", 0))  # noqa: E731
    pilot.wait_until(lambda: played() >= 6 or table.session.state.is_over(), max_ms=120_000)
    pygame.display.quit()
