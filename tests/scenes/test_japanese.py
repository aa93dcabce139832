"""The shared screens in Japanese (issue 15): every screen every game shares, walked at 800×600 and 1280×720
with the language set to Japanese, draws no English word of its own and nothing cut off or overlapping; and
a change of language in the settings shows at once on the screens beneath them.

The games' own words (titles, presets, options, rules, the deal sheet's lines) come from the family folders,
which their own helpers translate: a text drawn whole from a family's `GameSpec` or rules is left out of the
check here (`family_texts`), so it is this branch's strings that are checked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import pygame
import pytest

from game.calls import calls_by_game
from game.core.session import Controller, Seat, Session
from game.games.fishing.deal_sheet import DealSheetScene
from game.i18n import set_language
from game.input.bindings import Action
from game.registry import GAMES, game_spec
from game.scenes.keytest import KeyTestScene
from game.scenes.pause import PauseScene
from game.scenes.results import ResultsScene
from game.scenes.row_keys import RowKeysScene, row_key_test
from game.scenes.rules import RulesScene
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.snap_keys import SnapKeysScene
from game.scenes.title import TitleScene
from game.storage import Speed
from game.table.handoff import HandoffScene, SeatMap
from tests.pilot import Pilot, make_app
from tests.words import drawn_words, english_left

SIZES = [(800, 600), (1280, 720)]
NAMES = ["Ann", "Bob", "Cy", "Dot"]
COMPUTER_NAMES = {"Ada", "Bertie", "Clara", "Dora", "Edmund", "Kit"}
"""The computer players' names stay as they are (COMMON glossary)."""


def family_texts() -> list[str]:
    """Every string the families give the shared screens: game and preset titles, preset notes, options'
    labels, help and values, rules paragraphs and their pictures' words. The family helpers translate these."""
    texts: list[str] = []
    for spec in GAMES.values():
        texts += [spec.title, *spec.preset_titles.values(), *spec.preset_notes.values()]
        for paragraphs in spec.rules_text.values():
            texts += paragraphs
        for examples in spec.rules_examples.values():
            for example in examples:
                texts += [example.title, example.caption, *example.labels]
        options = [*spec.option_specs.values(), *(o for by in spec.preset_option_specs.values() for o in by.values())]
        for option in options:
            texts += [option.label, option.help, *(option.show(c) for c in option.choices)]
    return [t for t in texts if t]


FAMILY = family_texts()
FAMILY_WORDS = {w for text in FAMILY for w in re.findall(r"[A-Za-z][A-Za-z']{2,}", text)}
CALL_WORDS = {w for calls in calls_by_game().values() for call in calls for w in re.findall(r"[A-Za-z']+", call)}
"""The calls keep their traditional words, with the Japanese beside ("Snip!（スニップ）")."""


def own(texts: Iterable[str]) -> list[str]:
    """The texts drawn that are not a family's strings (whole, or a wrapped or shortened piece of one)."""
    return [t for t in texts if not any(t.rstrip("…").strip() in family for family in FAMILY)]


def english(texts: Iterable[str], allowed: Iterable[str] = ()) -> list[str]:
    """The texts of this branch's strings that still hold English: names and the games' titles (a title
    joined into a sentence of ours, "{game}: {rules}") aside."""
    titles = {w for spec in GAMES.values() for t in (spec.title, *spec.preset_titles.values()) for w in re.findall(r"[A-Za-z']+", t)}
    return english_left(own(texts), allowed={*NAMES, *COMPUTER_NAMES, *titles, *CALL_WORDS, *allowed})


def check(app, scene, size: tuple[int, int], allowed: Iterable[str] = ()) -> None:  # type: ignore[no-untyped-def]
    """Draw the stack with `scene` on top at `size`: no English of ours, nothing cut off or overlapping."""
    app.surface = pygame.display.set_mode(size)
    for s in app.scenes:
        s.resize(size)
    last_opaque = max(i for i, s in enumerate(app.scenes) if s.opaque)
    with drawn_words() as texts:
        for s in app.scenes[last_opaque:]:  # what the window shows, as the App draws it
            s.draw(app.surface)
    assert english(texts, allowed) == [], type(scene).__name__
    assert scene.marks.problems(size) == [], type(scene).__name__


@pytest.fixture
def japanese(store):  # type: ignore[no-untyped-def]
    """A headless App in Japanese, over a throwaway data folder."""
    app = make_app(store, Speed.INSTANT)
    app.settings.language = "ja"
    set_language("ja")
    yield app
    pygame.display.quit()


def finished(spec_key: str, preset: str | None = None) -> Session:
    """A whole game of `spec_key`, each seat playing its first legal move."""
    spec = game_spec(spec_key)
    seats = [Seat(n, Controller("ai:" + spec.levels[0])) for n in NAMES[: spec.preset(preset or spec.default_preset).seat_range()[0] + 1]]
    session = Session.new(spec, spec.preset(preset or spec.default_preset), seats, 7)
    while session.state.current_seat() is not None:
        session.apply(session.state.legal_moves()[0])
    return session


@pytest.mark.parametrize("size", SIZES)
def test_the_title_settings_and_keys_screens_speak_japanese(japanese, size) -> None:  # type: ignore[no-untyped-def]
    app = japanese
    app.push(TitleScene(app))
    check(app, app.top, size)
    for scene in (SettingsScene(app), SnapKeysScene(app), RowKeysScene(app)):
        app.push(scene)
        check(app, scene, size)
        app.pop()
    keys = SnapKeysScene(app)
    app.push(keys)
    keys.choose(2, Action.TURN)
    keys.refusal = keys.bindings.refusal(2, Action.TURN, pygame.K_F11) or ""
    check(app, keys, size)
    app.pop()
    rows = RowKeysScene(app)
    app.push(rows)
    rows.choose(1)
    check(app, rows, size)


@pytest.mark.parametrize("size", SIZES)
def test_the_key_tests_speak_japanese(japanese, size) -> None:  # type: ignore[no-untyped-def]
    app = japanese
    app.push(TitleScene(app))
    for scene in (KeyTestScene(app, ["Player 1", "Player 2", "Ann"], on_done=lambda: None), row_key_test(app, ["You", "Bob"])):
        app.push(scene)
        scene.notice = ""
        check(app, scene, size)
        app.pop()


@pytest.mark.parametrize("size", SIZES)
def test_the_setup_of_every_game_speaks_japanese(japanese, size) -> None:  # type: ignore[no-untyped-def]
    app = japanese
    app.push(TitleScene(app))
    setup = SetupScene(app)
    app.push(setup)
    seen = set()
    for _i in range(len(GAMES)):
        seen.add(setup.game)
        for row in ("game", "preset", "players", "seat-0"):
            setup.form.focus_on(row)
            check(app, setup, size)
        setup._change_game(1)
    assert seen == set(GAMES)


@pytest.mark.parametrize("size", SIZES)
def test_the_rules_screens_frame_speaks_japanese(japanese, size) -> None:  # type: ignore[no-untyped-def]
    app = japanese
    app.push(TitleScene(app))
    for game in GAMES:
        rules = RulesScene(app, game, game_spec(game).default_preset)
        app.push(rules)
        check(app, rules, size)
        app.pop()


@pytest.mark.parametrize("size", SIZES)
def test_the_table_its_pause_menu_and_the_hand_over_speak_japanese(japanese, size) -> None:  # type: ignore[no-untyped-def]
    from game.scenes.start import table_for

    app = japanese
    app.push(TitleScene(app))
    spec = game_spec("snip-snap-snorum")
    seats = [Seat("You", Controller.HUMAN), Seat("Ada", Controller.EASY), Seat("Bertie", Controller.EASY)]
    table = table_for(app, spec, spec.preset("all-dealt"), seats, 3)
    app.push(table)
    Pilot(app).wait(3_000)
    with drawn_words() as texts:
        table.draw(app.surface)
    prompt = table._prompt()  # the family's ("Your turn", "match the eight"): its helper translates it
    assert [t for t in english(texts) if not any(t in p for p in prompt)] == []
    assert "L：記録 · Esc：メニュー" in texts or "矢印：選ぶ · Enterかドラッグ：出す · H：ヒント · L：記録 · Esc：メニュー" in texts
    pause = PauseScene(app, spec.key, "all-dealt", on_quit=lambda: None)
    app.push(pause)
    # The table beneath shows the family's prompt ("play a card …"): only the menu's own words are checked here.
    app.surface = pygame.display.set_mode(size)
    for s in app.scenes:
        s.resize(size)
    with drawn_words() as texts:
        pause.draw(app.surface)
    assert english(texts) == []
    assert pause.marks.problems(size) == []
    app.pop()
    seat_map = SeatMap(("Player 1", "Ada", "Player 2"), ((0.5, 1.0), (0.1, 0.3), (0.9, 0.3)), (0.5, 1.0), 2)
    recap = app.top.narrator.since(0)
    assert recap, "the table told something"
    for name in ("Player 2", "You"):
        handoff = HandoffScene(app, name, lambda: None, lambda: None, recap=recap, seat_map=seat_map)
        app.push(handoff)
        check(app, handoff, size)
        app.pop()


@pytest.mark.parametrize("size", SIZES)
def test_the_results_and_a_deal_sheet_speak_japanese(japanese, size) -> None:  # type: ignore[no-untyped-def]
    from game.games.fishing.rules import DealSheet

    app = japanese
    app.push(TitleScene(app))
    for key in ("snip-snap-snorum", "cassino", "snitchems"):
        results = ResultsScene(app, finished(key))
        app.push(results)
        results.update(60_000)
        check(app, results, size)
        app.pop()
    for key in ("cassino", "snitchems"):
        spec = game_spec(key)
        session = Session.new(spec, spec.preset(spec.default_preset), [Seat(n, Controller("ai:" + spec.levels[0])) for n in NAMES[:2]], 5)
        sheet = None
        while sheet is None:
            sheet = next((e for e in session.apply(session.state.legal_moves()[0]) if isinstance(e, DealSheet)), None)
        scene = DealSheetScene(app, spec, sheet, ["You", "Bob"], session.options)
        app.push(scene)
        # The sheet's lines ("Cards", "Spades", "yes") are Cassino's and Snitch'ems' words (their helpers').
        check(app, scene, size, allowed={w for line in sheet.lines for t in (line.label, *line.had) for w in re.findall(r"[A-Za-z']+", t)})
        app.pop()


def test_a_language_chosen_in_the_settings_shows_at_once_on_the_screens_beneath(store) -> None:  # type: ignore[no-untyped-def]
    app = make_app(store, Speed.INSTANT)
    try:
        app.settings.language = "en"
        set_language("en")
        app.push(TitleScene(app))
        pilot = Pilot(app)
        assert app.top.form.row("new").label == "New game"
        pilot.click("settings")
        assert isinstance(app.top, SettingsScene)
        app.top.form.focus_on("language")
        pilot.press(pygame.K_RIGHT)
        assert app.settings.language == "ja"
        assert app.top.form.row("language").label == "言語", "the settings screen itself"
        pilot.press(pygame.K_ESCAPE)
        title = app.top
        assert isinstance(title, TitleScene)
        assert title.form.row("new").label == "新しいゲーム"
        with drawn_words() as texts:
            title.draw(app.surface)
        assert english(texts) == []
        assert "新しいゲーム" in texts
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", SIZES)
def test_the_play_online_screens_speak_japanese(japanese, size) -> None:  # type: ignore[no-untyped-def]
    """Play online, Host a table (its setup and its lobby, with a guest in) and Join a table (issue 35)."""
    from game.online.lobby import Arrived
    from game.online.nearby import Nearby
    from game.online.link import BrokerAddress
    from game.online.referee import Remote
    from game.online.channel import Handshake, Side
    from game.scenes.host_setup import HostSetupScene
    from game.scenes.host_table import HostTableScene
    from game.scenes.join_table import JoinScene
    from game.scenes.play_online import PlayOnlineScene

    app = japanese
    app.push(TitleScene(app))
    for scene in (PlayOnlineScene(app), HostSetupScene(app)):
        app.push(scene)
        check(app, scene, size)
    spec = game_spec("jig")
    seats = [Seat("You", Controller.HUMAN), Seat("Guest", Controller.REMOTE), Seat("Guest", Controller.REMOTE)]
    lobby = HostTableScene(app, spec, spec.preset("peel"), seats, [1, 2], seed=1)
    lobby.address = "192.168.1.20:1883"
    lobby.lobby = object()  # type: ignore[assignment]  # as if open: the code and the address show
    channel = Handshake(lobby.code, Side.HOST).finish(Handshake(lobby.code, Side.GUEST).message)
    lobby.guests[1] = Remote.seated(Arrived(bytes(16), "Ann", channel), 1)
    lobby.subheading = "Read out the code and this computer's address to your guests"
    app.scenes.append(lobby)
    lobby.rebuild()
    check(app, lobby, size, allowed=re.findall(r"[a-z]+", str(lobby.code)))
    app.scenes.pop()
    join = JoinScene(app)
    join.nearby = [Nearby(7, "Snip-Snap-Snorum", BrokerAddress("192.168.1.20"))]
    app.push(join)
    join.rebuild()
    from game.i18n import _

    join.subheading = _("Knocking at table {table}…").format(table=7)
    check(app, join, size, allowed=["amber", "otter"])  # the example code's words
    join.leave()
