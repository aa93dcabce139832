"""The loop that sleeps (issue 9 "A loop that sleeps"): while nothing moves, the App draws no frame and waits
for input; input, a scene coming or going, or a scene that moves brings frames back. The CPU figures
themselves are measured by `snipsnap bench` (game/process_bench.py), never here."""

from __future__ import annotations

import threading

import pygame

from game.app import App
from game.stage.scene import Scene
from game.storage import Speed, Store
from tests.pilot import FRAME_MS, Pilot, make_app


class Counting(Scene):
    """A scene that counts its frames and moves only while `moving` is set."""

    def __init__(self, app: App, moving: bool) -> None:
        super().__init__(app)
        self.moving = moving
        self.drawn = 0

    def animating(self) -> bool:
        return self.moving

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn += 1


def run_for(app: App, seconds: float, post: list[pygame.event.Event] = ()) -> None:
    """Run the real loop for `seconds`, posting `post` halfway, then quit."""

    def later() -> None:
        threading.Event().wait(seconds / 2)
        for event in post:
            pygame.event.post(event)
        threading.Event().wait(seconds / 2)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=later, daemon=True).start()
    app.run()


def test_a_still_scene_is_drawn_once_and_then_never_again_until_input(store: Store) -> None:
    app = make_app(store)
    try:
        still = Counting(app, moving=False)
        app.push(still)
        pygame.event.clear()
        run_for(app, 0.4)
        assert still.drawn == 1
    finally:
        pygame.display.quit()


def test_input_draws_a_still_scene_again(store: Store) -> None:
    app = make_app(store)
    try:
        still = Counting(app, moving=False)
        app.push(still)
        pygame.event.clear()
        run_for(app, 0.4, post=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")])
        assert still.drawn == 2
    finally:
        pygame.display.quit()


def test_a_moving_scene_is_drawn_every_frame(store: Store) -> None:
    app = make_app(store)
    try:
        moving = Counting(app, moving=True)
        app.push(moving)
        run_for(app, 0.4)
        assert moving.drawn >= 10, "about 60 frames a second while something moves"
    finally:
        pygame.display.quit()


def test_the_table_waiting_for_your_card_is_still_and_redraws_for_a_new_selection(store: Store) -> None:
    from game.core.session import Controller, Seat
    from game.registry import game_spec
    from game.scenes.start import table_class

    app = make_app(store, speed=Speed.FAST)
    try:
        spec = game_spec("snip-snap-snorum")
        seats = [Seat("You", Controller.HUMAN)] + [Seat(f"P{i}", Controller.EASY) for i in range(3)]
        table = table_class(spec).new_game(app, spec, spec.preset("round-games"), seats, seed=4)
        app.push(table)
        pilot = Pilot(app)
        for _ in range(5000):
            if table._my_turn() and not table.animating():
                break
            pilot.step()
        assert table._my_turn() and not table.animating(), "your turn, and nothing moving"
        pilot.step()
        assert not table.needs_redraw() and not app.step(FRAME_MS), "the frame drawn still shows the table"
        legal = table._legal_cards()
        if len(legal) > 1:
            app.step(FRAME_MS, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")])
            assert table.selection == legal[1]
        table.captions.clear()
        table.hands[0][0].move((0.0, 0.0), 50, True, 200)
        assert table.animating() and table.needs_redraw(), "a card moving brings frames back"
    finally:
        pygame.display.quit()
