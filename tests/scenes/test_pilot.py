"""The real App driven by key presses and clicks, headless, through whole games (issue 2 "Keyboard-only play")."""

from __future__ import annotations

import json

import pygame
import pytest

from game import replay
from game.games.snip_snap_snorum.table import SnipSnapSnorumTable
from game.scenes.results import ResultsScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.storage import Speed
from game.table.handoff import HandoffScene
from tests.pilot import Pilot, make_app


def play_by_keys(pilot: Pilot, table: SnipSnapSnorumTable, max_frames: int = 60_000) -> int:
    """Press Enter whenever it is the human's turn (sometimes Right first), until the results show.
    Returns how many cards the human played."""
    played = 0
    for frame in range(max_frames):
        if isinstance(pilot.app.top, ResultsScene):
            return played
        if table._my_turn():
            if frame % 3 == 0:
                pilot.press(pygame.K_RIGHT)
            pilot.press(pygame.K_RETURN)
            played += 1
        else:
            pilot.wait(16)
    raise AssertionError("the game did not reach the results screen")


def default_game(store, speed: Speed) -> tuple[Pilot, SnipSnapSnorumTable]:
    """A fresh app at `speed`, and Enter pressed on the title and on the setup: the default game starts."""
    app = make_app(store, speed)
    app.push(TitleScene(app))
    pilot = Pilot(app)
    pilot.press(pygame.K_RETURN, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, SnipSnapSnorumTable)
    return pilot, table


def test_enter_enter_starts_the_default_game(pilot: Pilot) -> None:
    """From a fresh start, Enter on the title and Enter on the setup start: you + 3 medium computers, round-games."""
    pilot.press(pygame.K_RETURN)
    assert isinstance(pilot.app.top, SetupScene)
    pilot.press(pygame.K_RETURN)
    table = pilot.app.top
    assert isinstance(table, SnipSnapSnorumTable)
    seats = table.session.seats
    assert [s.controller.value for s in seats] == ["human", "ai:medium", "ai:medium", "ai:medium"]
    assert table.session.options.preset == "round-games"


def test_a_whole_default_game_by_keyboard_alone(store) -> None:
    """Enter, Enter, then only arrows and Enter: the game reaches the results and is saved and checkable."""
    pilot, table = default_game(store, Speed.INSTANT)
    played = play_by_keys(pilot, table)
    assert played > 0
    assert table.session.state.is_over()
    history = store.history()
    assert len(history) == 1 and history[0]["result"]["winners"]
    saved = store.replays_dir / history[0]["replay"]
    replay.check(replay.parse(json.loads(saved.read_text())))


def test_cards_move_rather_than_teleport(store) -> None:
    """At normal speed a played card is seen part-way between the hand and the table (DESIGN.md timing)."""
    pilot, table = default_game(store, Speed.NORMAL)
    pilot.wait_until(table._my_turn, max_ms=120_000)
    card = table.selection
    sprite = next(s for s in table.hands[table.viewer] if s.card == card)
    start = sprite.pos
    pilot.press(pygame.K_RETURN)
    pilot.wait(100)
    target = table._place_slot(table.viewer, len(table.places[table.viewer]) - 1, len(table.places[table.viewer]))[0]
    mid = sprite.pos
    assert mid != start and mid != target, "the card jumped instead of gliding"
    pilot.wait_for_animations()
    assert sprite.pos == target


def test_escape_leaves_through_the_pause_menu_and_saves_the_unfinished_game(pilot: Pilot, store) -> None:
    pilot.press(pygame.K_RETURN, pygame.K_RETURN)
    table = pilot.app.top
    pilot.wait_until(table._my_turn, max_ms=120_000)
    pilot.press(pygame.K_RETURN)
    pilot.press(pygame.K_ESCAPE)
    pilot.click("quit")
    assert isinstance(pilot.app.top, TitleScene)
    saved = list(store.replays_dir.glob("*.json"))
    assert len(saved) == 1
    unfinished = replay.parse(json.loads(saved[0].read_text()))
    assert unfinished.result["winners"] == []
    replay.check(unfinished)


@pytest.mark.parametrize("preset", ["all-dealt", "cavendish", "bump", "motor"])
def test_hot_seat_never_shows_a_hand_while_another_human_is_to_move(store, monkeypatch, preset: str) -> None:
    """Two humans and two computers: every frame, no card of the other human's hand is drawn face up
    while a human is to move, and a "Pass to <name>" screen hands over between them (issue 2 "Hot-seat"),
    in every shape of turn the family has (RULES.md §1.2, §1.4: Cavendish's play again, Bump's choice)."""
    from game.core.session import Controller, Seat
    from game.registry import game_spec
    from game.ui.card_art import CardArt

    app = make_app(store, Speed.INSTANT)
    spec = game_spec("snip-snap-snorum")
    seats = [Seat("Ann", Controller.HUMAN), Seat("Ada", Controller.EASY), Seat("Bob", Controller.HUMAN),
             Seat("Dora", Controller.EASY)]
    table = SnipSnapSnorumTable.new_game(app, spec, spec.preset(preset), seats, seed=11)
    app.push(table)
    pilot = Pilot(app)
    drawn: set = set()
    real_face = CardArt.face
    monkeypatch.setattr(CardArt, "face", lambda self, card, height: drawn.add(card) or real_face(self, card, height))
    handoffs = 0
    violations = []

    def check_frame() -> None:
        state = table.session.state
        mover = state.current_seat()
        if mover in (0, 2):
            other = 2 - mover
            # The cards drawn as the other human's hand (the table lags the rules while cards move).
            shown = drawn & {sprite.card for sprite in table.hands[other]}
            if shown:
                violations.append((mover, sorted(c.code for c in shown)))
        drawn.clear()

    last_human_move: tuple[int | None, int] = (None, -1)  # (who, how many moves had been made before it)
    for _ in range(80_000):
        top = app.top
        if isinstance(top, ResultsScene):
            break
        moves = len(table.session.moves)
        if isinstance(top, HandoffScene):
            handoffs += 1
            # Playing again, with nobody moving in between, keeps the device (RULES.md §1.4 `cavendish`).
            assert last_human_move != (table.session.state.current_seat(), moves - 1), "handed to themselves"
            pilot.press(pygame.K_RETURN)
        elif table._my_turn():
            pilot.press(pygame.K_RETURN)
            if len(table.session.moves) > moves:
                last_human_move = (table.session.moves[-1].seat, moves)
        else:
            pilot.wait(16)
        check_frame()
    assert isinstance(app.top, ResultsScene)
    assert handoffs >= 2
    assert violations == []


def test_a_hot_seat_pass_waits_for_its_player_to_take_the_device(store) -> None:
    """At Snip-Snap-Snorum a pass can cost coins (RULES.md §1.2 `pass_payment`), so even a pass that makes
    itself is made only once its player has confirmed the "Pass to <name>" screen."""
    from game.core.session import Controller, Seat
    from game.registry import game_spec

    app = make_app(store, Speed.INSTANT)
    spec = game_spec("snip-snap-snorum")
    seats = [Seat("Ann", Controller.HUMAN), Seat("Ada", Controller.EASY), Seat("Bob", Controller.HUMAN),
             Seat("Dora", Controller.EASY)]
    table = SnipSnapSnorumTable.new_game(app, spec, spec.options_for("all-dealt", {"pass_payment": "to_pool"}), seats, seed=3)
    app.push(table)
    pilot = Pilot(app)
    unseen_passes = []
    human_passes = 0
    real_apply = table._apply

    def apply(move) -> None:
        nonlocal human_passes
        mover = table.session.state.current_seat()
        if mover in (0, 2) and str(move) == "pass":
            human_passes += 1
            if table.revealed != mover:
                unseen_passes.append(mover)
        real_apply(move)

    table._apply = apply
    for _ in range(80_000):
        top = app.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, HandoffScene) or table._my_turn():
            pilot.press(pygame.K_RETURN)
        else:
            pilot.wait(16)
    assert isinstance(app.top, ResultsScene)
    assert human_passes >= 5
    assert unseen_passes == []


def test_a_card_is_played_by_clicking_it(pilot: Pilot) -> None:
    """The mouse works at the table too: a click on a legal card of your hand plays it."""
    pilot.press(pygame.K_RETURN, pygame.K_RETURN)
    table = pilot.app.top
    pilot.wait_until(table._my_turn, max_ms=120_000)
    card = table._legal_cards()[-1]
    pilot.click(f"card:{card.code}")
    last = table.session.moves[-1]
    assert (last.seat, last.move) == (table.viewer, card.code)


def test_closing_the_window_mid_game_keeps_the_game_so_far_to_continue(store) -> None:
    """The window's close button never loses a game: it stays in the autosave, every move of it, for the
    title's Continue (issue 9; tests/scenes/test_continue.py plays it on)."""
    pilot, table = default_game(store, Speed.FAST)
    pilot.wait_until(table._my_turn, max_ms=120_000)
    pilot.press(pygame.K_RETURN)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert pilot.app.run() == 0
    assert replay.check(replay.load(store.root / "autosave.json")).moves == table.session.moves
