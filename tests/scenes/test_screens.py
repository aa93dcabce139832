"""Every screen has a way back, and the setup screen's choices reach the game (issue 2 "The table")."""

from __future__ import annotations

import pygame

from game.core.session import Controller
from game.games.snip_snap_snorum.table import SnipSnapSnorumTable
from game.scenes.pause import PauseScene
from game.scenes.rules import RulesScene
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.start import watching
from game.scenes.title import TitleScene
from game.storage import Speed
from game.table.handoff import HandoffScene
from tests.pilot import Pilot


def test_every_menu_screen_goes_back_with_escape(pilot: Pilot) -> None:
    for name, scene in (("rules", RulesScene), ("settings", SettingsScene), ("new", SetupScene)):
        pilot.click(name)
        assert isinstance(pilot.app.top, scene)
        pilot.press(pygame.K_ESCAPE)
        assert isinstance(pilot.app.top, TitleScene), f"Esc on {scene.__name__} did not go back"


def test_the_table_pauses_and_resumes(pilot: Pilot) -> None:
    pilot.press(pygame.K_RETURN, pygame.K_RETURN)
    table = pilot.app.top
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.app.top, PauseScene)
    moves = len(table.session.moves)
    pilot.wait(3000)
    assert len(table.session.moves) == moves, "the table stands still while paused"
    pilot.press(pygame.K_ESCAPE)
    assert pilot.app.top is table


def test_the_hand_over_screen_has_a_way_to_the_menu(pilot: Pilot) -> None:
    pilot.press(pygame.K_RETURN)
    setup = pilot.app.top
    setup.form.focus_on("seat-1")
    pilot.press(pygame.K_LEFT, pygame.K_LEFT)  # Ada: medium → easy → human
    assert setup.seats[1].controller is Controller.HUMAN
    pilot.press(pygame.K_RETURN)  # Enter starts from the seat row (the Start row has scrolled away)
    pilot.wait_until(lambda: isinstance(pilot.app.top, HandoffScene), max_ms=60_000)
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.app.top, PauseScene)
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.app.top, HandoffScene)


def test_setup_choices_reach_the_game(pilot: Pilot) -> None:
    """Choosing "All cards dealt" raises the player count to its minimum of 3 (RULES.md §1.2) and starts that game."""
    pilot.press(pygame.K_RETURN)
    setup = pilot.app.top
    setup.form.focus_on("players")
    pilot.press(pygame.K_LEFT, pygame.K_LEFT)
    assert len(setup.seats) == 2
    setup.form.focus_on("preset")
    pilot.press(pygame.K_RIGHT)
    assert setup.preset == "all-dealt" and len(setup.seats) == 3
    setup.form.focus_on("seat-0")
    pilot.press(*[pygame.K_BACKSPACE] * 3)
    pilot.type("Ann")
    pilot.click("start")
    table = pilot.app.top
    assert isinstance(table, SnipSnapSnorumTable)
    assert table.session.options.preset == "all-dealt"
    assert [s.name for s in table.session.seats][0] == "Ann"
    assert pilot.app.settings.seats[0]["name"] == "Ann", "the setup is remembered"


def test_enter_starts_the_game_from_any_row_of_the_setup(pilot: Pilot) -> None:
    """Issue 10: the hint says Enter starts; on a name or a choice it does too (buttons still do their own)."""
    pilot.press(pygame.K_RETURN)
    setup = pilot.app.top
    setup.form.focus_on("seat-2")
    pilot.press(pygame.K_RETURN)
    assert isinstance(pilot.app.top, SnipSnapSnorumTable)


def test_the_arrows_stop_at_the_ends_of_a_menu(pilot: Pilot) -> None:
    """Issue 10: Up from the first row stays there (it used to wrap round to the last); Tab still goes round."""
    pilot.press(pygame.K_RETURN)
    form = pilot.app.top.form
    assert form.focused.name == "start"
    first, *__, last = [r.name for r in form.rows if r.focusable]
    form.focus_on(first)
    pilot.press(pygame.K_UP)
    assert form.focused.name == first
    form.focus_on(last)
    pilot.press(pygame.K_DOWN)
    assert form.focused.name == last
    pilot.press(pygame.K_TAB)
    assert form.focused.name == first


def test_an_option_that_does_not_apply_is_not_offered(pilot: Pilot) -> None:
    """Issue 10: who pays the turn-up is asked only with Turn-up Snip on (RULES.md §1.1); the stake and a
    pass's cost only when playing for coins (§1.2)."""
    pilot.press(pygame.K_RETURN)
    setup = pilot.app.top
    def names() -> list[str]:
        return [r.name for r in setup.form.rows]

    assert "option-turn_up" in names() and "option-turn_up_payer" not in names()
    setup.form.focus_on("option-turn_up")
    pilot.press(pygame.K_RIGHT)
    assert "option-turn_up_payer" in names()
    assert setup.form.focused.name == "option-turn_up"
    setup.form.focus_on("preset")
    pilot.press(pygame.K_RIGHT)
    assert {"option-stake", "option-pass_payment"} <= set(names())
    setup.form.focus_on("option-coins")
    pilot.press(pygame.K_RIGHT)
    assert not {"option-stake", "option-pass_payment"} & set(names())


def test_the_speed_setting_is_saved(pilot: Pilot, store) -> None:
    pilot.click("settings")
    pilot.app.scenes[-1].form.focus_on("speed")
    pilot.press(pygame.K_RIGHT)
    assert pilot.app.settings.speed is Speed.INSTANT  # the fixture plays at fast; the next is instant
    pilot.press(pygame.K_ESCAPE)
    assert store.load_settings().speed is Speed.INSTANT


def test_a_replay_is_watched_to_its_results_and_not_saved_again(store) -> None:
    """`snipsnap replay FILE`: the recorded moves play back at the table, every hand face up, to the results."""
    import random

    from game import replay as replays
    from game.core.session import Seat, Session
    from game.registry import SNIP_SNAP_SNORUM as SPEC
    from game.scenes.results import ResultsScene
    from tests.pilot import make_app

    session = Session.new(SPEC, SPEC.preset("all-dealt"), [Seat(n, Controller.EASY) for n in "ABC"], seed=2)
    policy = random.Random(2)
    while not session.state.is_over():
        session.apply(policy.choice(session.state.legal_moves()))
    recorded = replays.parse(replays.from_session(session))
    app = make_app(store, Speed.INSTANT)
    table = watching(app, recorded)
    app.push(table)
    for _ in range(50_000):
        app.step(16.0)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    assert table.session.state.result() == session.state.result()
    assert all(table.hand_face_up(s) for s in range(3))
    assert not store.replays_dir.exists() or not list(store.replays_dir.iterdir())


def test_the_table_reflows_when_the_window_changes_size(pilot: Pilot) -> None:
    pilot.press(pygame.K_RETURN, pygame.K_RETURN)
    table = pilot.app.top
    pilot.wait_for_animations()
    pygame.display.set_mode((800, 600), pygame.RESIZABLE)
    pilot.app.step(16.0, [pygame.event.Event(pygame.WINDOWSIZECHANGED, x=800, y=600)])
    assert table.layout.size == (800, 600)
    window = pygame.Rect(0, 0, 800, 600)
    for pile in table.hands + table.places:
        for sprite in pile:
            w = table.layout.card_w(sprite.height)
            card = pygame.Rect(0, 0, w, sprite.height)
            card.center = (round(sprite.pos[0]), round(sprite.pos[1]))
            assert window.contains(card), f"{sprite.card} is cut off at {card}"


def test_two_humans_get_distinct_names_and_the_pass_screen_names_each(pilot: Pilot) -> None:
    """Issue 10 "Hot seat": with two humans the setup's names are "Player 1" and "Player 2" (a lone human is
    "You"), names people typed are kept, and the hand-over screen names the player it waits for."""
    pilot.press(pygame.K_RETURN)
    setup = pilot.app.top
    setup.form.focus_on("seat-2")
    pilot.press(pygame.K_LEFT, pygame.K_LEFT)  # Bertie: medium → easy → human
    assert [s.name for s in setup.seats] == ["Player 1", "Ada", "Player 2", "Clara"]
    pilot.press(pygame.K_RIGHT)  # back to a computer (easy)
    assert setup.seats[0].name == "You" and setup.seats[2].name not in ("Player 2", "You")
    setup.form.focus_on("seat-1")
    pilot.press(*[pygame.K_BACKSPACE] * 3)
    pilot.type("Gran")
    pilot.press(pygame.K_LEFT, pygame.K_LEFT)  # Gran: medium → easy → human
    assert [s.name for s in setup.seats][:2] == ["Player 1", "Gran"]
    pilot.press(pygame.K_RETURN)  # Enter starts from the seat row (the Start row has scrolled away)
    pilot.wait_until(lambda: isinstance(pilot.app.top, HandoffScene), max_ms=60_000)
    assert pilot.app.top.heading in ("Pass the screen to Player 1", "Pass the screen to Gran")


def test_the_pass_screen_tells_what_happened_since_the_players_last_turn(store) -> None:
    from game.core.session import Controller, Seat
    from game.registry import game_spec
    from game.table.handoff import HandoffScene as Handoff
    from tests.pilot import make_app

    app = make_app(store, Speed.INSTANT)
    spec = game_spec("snip-snap-snorum")
    seats = [Seat("Ann", Controller.HUMAN), Seat("Ada", Controller.EASY), Seat("Bob", Controller.HUMAN)]
    table = SnipSnapSnorumTable.new_game(app, spec, spec.preset("all-dealt"), seats, seed=11)
    app.push(table)
    pilot = Pilot(app)
    recaps: dict[str, list[list[str]]] = {"Ann": [], "Bob": []}
    marks: dict[str, int] = {}
    for _ in range(3_000):
        if isinstance(app.top, Handoff):
            name = app.top.name
            if name in marks:  # exactly what was told since their cards last showed
                assert app.top.recap == table.narrator.since(marks[name])[-8:]
            recaps[name].append(app.top.recap)
            pilot.press(pygame.K_RETURN)
            marks[name] = table.narrator.told
        elif table._my_turn():
            pilot.press(pygame.K_RETURN)
        else:
            pilot.wait(16)
        if len(recaps["Ann"]) >= 3 and len(recaps["Bob"]) >= 3:
            break
    for name, other in (("Ann", "Bob"), ("Bob", "Ann")):
        later = recaps[name][1]
        assert any(line.startswith((f"{other} plays", f"{other} passes")) for line in later), later
        assert any(line.startswith((f"{name} plays", f"{name} passes")) for line in later), later


def test_the_results_say_when_a_place_is_shared() -> None:
    """Issue 10: three players on 0 coins share second place; they are not numbered 2 to 4."""
    from game.scenes.results import places

    assert places([5, 0, 0, 0]) == ["1.", "=2.", "=2.", "=2."]
    assert places([3, 3, 1]) == ["=1.", "=1.", "3."]
    assert places([1, 4, 2]) == ["3.", "1.", "2."]


def test_the_results_offer_to_watch_the_game_again(store) -> None:
    """Issue 10: "Watch the replay" plays the game just finished back at the table, every hand face up."""
    from game.core.session import Controller, Seat
    from game.registry import game_spec
    from game.scenes.results import ResultsScene
    from tests.pilot import make_app

    app = make_app(store, Speed.INSTANT)
    spec = game_spec("snip-snap-snorum")
    seats = [Seat(f"P{i}", Controller.EASY) for i in range(3)]
    table = SnipSnapSnorumTable.new_game(app, spec, spec.preset("round-games"), seats, seed=4)
    app.push(table)
    pilot = Pilot(app)
    pilot.wait_until(lambda: isinstance(app.top, ResultsScene), max_ms=2_000_000)
    played = table.session.moves
    pilot.click("watch")
    watched = app.top
    assert isinstance(watched, SnipSnapSnorumTable) and watched.replay_moves is not None
    pilot.wait_until(lambda: isinstance(app.top, ResultsScene), max_ms=2_000_000)
    assert app.top.watching and watched.session.moves == played
    assert [type(s).__name__ for s in app.scenes][0] == "TitleScene"
