"""A game between homes survives the host's app being killed (issue 35 "Faults survived"): the autosave says which
table it was (game/replay.py "hosted"), Continue opens the table again with the same code (game/scenes/
host_continue.py), the guest joins again with the code and takes its own seat back — in the table's lobby, or
during the game — sees the whole game so far, and plays on to the end; the host's replay re-plays move by move
and keeps no code. When the table cannot open again, the game goes on at the host's screen alone."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from game.autosave import autosave_of
from game.core.session import Controller, Seat, Session
from game.online.link import BrokerAddress, Link
from game.online.play import join_game
from game.registry import game_spec
from game.replay import ReplayError, check, from_session, load, parse
from game.scenes.host_continue import ContinuedTableScene
from game.scenes.host_table import HostTableScene
from game.scenes.title import TitleScene
from game.storage import Store
from game.table.turns import TableScene
from tests.online.test_screens import LIMIT_MS, in_thread, play_to_results
from tests.pilot import Pilot, make_app

MOVES_BEFORE = 8
"""Moves made before the host's app is killed."""


def at_the_title(store: Store) -> Pilot:
    """The app started on `store`'s data folder, at its title."""
    app = make_app(store)
    app.push(TitleScene(app))
    return Pilot(app)


def killed_mid_game(store: Store) -> tuple[str, int, dict[str, Any], Link]:
    """A host (a person, an invited guest who joins as Grandma, a computer) plays MOVES_BEFORE moves; then its
    app dies with no goodbye: broker, link and announcement gone, the autosave as the last move left it. Returns
    the code, the moves made, the first guest's results and its link."""
    pilot = at_the_title(store)
    app = pilot.app
    pilot.click("online")
    pilot.click("host")
    pilot.click("start")
    lobby = app.top
    assert isinstance(lobby, HostTableScene) and lobby.broker is not None
    link = Link(BrokerAddress("127.0.0.1", lobby.broker.address[1]))
    link.connect()
    first: dict[str, Any] = {}
    in_thread(lambda: join_game(link, lobby.code, "Grandma", "easy", seed=3, wait_s=20), first)
    pilot.wait_until(lambda: len(lobby.guests) == 1, max_ms=LIMIT_MS, on_frame=lambda: link.wait(0.01))
    pilot.click("start")
    table = app.top
    assert isinstance(table, TableScene)
    play_to_results(pilot, table, until=lambda: len(table.session.moves) >= MOVES_BEFORE)
    made = len(table.session.moves)
    assert autosave_of(app).flush()
    assert lobby.announcement is not None and lobby.link is not None
    lobby.announcement.close()
    lobby.link.close()
    lobby.broker.stop()  # the host's app is gone: no goodbye to the guest
    return str(lobby.code), made, first, link


@pytest.fixture
def continued(store: Store) -> Iterator[tuple[Pilot, ContinuedTableScene, str, int]]:
    """The host's app killed mid-game, then started again: Continue opens the table again."""
    code, made, first, old_link = killed_mid_game(store)
    pilot = at_the_title(store)
    app = pilot.app
    title = app.top
    assert isinstance(title, TitleScene) and title.saved is not None, "the title offers to continue the game"
    assert json.loads((store.root / "autosave.json").read_text())["hosted"]["code"] == code
    pilot.click("continue")
    scene = app.top
    assert isinstance(scene, ContinuedTableScene), type(scene).__name__
    try:
        yield pilot, scene, code, made
    finally:
        scene.leave()
        old_link.close()


def guest_back(scene: ContinuedTableScene, results: dict[str, Any]) -> Link:
    """Grandma joins again with the code, from a new app (a thread here), and plays her seat to the end."""
    assert scene.broker is not None
    link = Link(BrokerAddress("127.0.0.1", scene.broker.address[1]))
    link.connect()
    in_thread(lambda: join_game(link, scene.code, "Grandma", "easy", seed=4, wait_s=60), results)
    return link


def the_end(pilot: Pilot, made: int, results: dict[str, Any], link: Link) -> None:
    """Play on to the results; the guest ends with the host, and the host's replay keeps the game and no code."""
    table = pilot.app.top
    assert isinstance(table, TableScene) and len(table.session.moves) == made, "the table as it stood"
    play_to_results(pilot, table)
    pilot.wait_until(lambda: "done" in results, max_ms=LIMIT_MS, on_frame=lambda: link.wait(0.01))
    link.close()
    over = results["done"]
    assert isinstance(over, dict), over
    assert over["winners"] == list(table.session.state.result().winners)
    kept = pilot.app.store.history()[-1]
    replay = pilot.app.store.replays_dir / kept["replay"]
    assert "hosted" not in json.loads(replay.read_text()), "a kept replay holds no invite code"
    session = check(load(replay))
    assert len(session.moves) > made and session.moves[:made] == table.session.moves[:made]


def test_the_host_killed_mid_game_continues_and_its_guest_takes_its_seat_back_in_the_lobby(continued: Any) -> None:
    pilot, scene, code, made = continued
    rows = {row.name: row.label for row in scene.form.rows}
    assert code in rows["code"] and "waiting for Grandma to come back" in rows["seat-1"]
    results: dict[str, Any] = {}
    link = guest_back(scene, results)
    pilot.wait_until(lambda: len(scene.guests) == 1, max_ms=LIMIT_MS, on_frame=lambda: link.wait(0.01))
    assert "Grandma is back" in {row.name: row.label for row in scene.form.rows}["seat-1"]
    pilot.click("start")
    the_end(pilot, made, results, link)


def test_a_guest_not_back_when_the_host_plays_on_takes_its_seat_back_during_the_game(continued: Any) -> None:
    pilot, scene, code, made = continued
    pilot.click("start")  # Grandma is not back yet
    table = pilot.app.top
    assert isinstance(table, TableScene)
    pilot.step()
    assert table.session.connection() == "Grandma is reconnecting…", "her seat waits for her"
    results: dict[str, Any] = {}
    link = guest_back(scene, results)
    pilot.wait_until(lambda: table.session.connection() == "", max_ms=LIMIT_MS, on_frame=lambda: link.wait(0.01))
    the_end(pilot, made, results, link)


def test_when_the_table_cannot_open_again_the_game_goes_on_at_this_screen(store: Store) -> None:
    code, made, first, old_link = killed_mid_game(store)
    old_link.close()
    saved = json.loads((store.root / "autosave.json").read_text())
    saved["hosted"]["broker"] = "mqtt://127.0.0.1:9"  # nothing listens there
    (store.root / "autosave.json").write_text(json.dumps(saved))
    pilot = at_the_title(store)
    pilot.click("continue")
    scene = pilot.app.top
    assert isinstance(scene, ContinuedTableScene)
    pilot.wait_until(lambda: scene.link is None, max_ms=60_000)
    assert [row.name for row in scene.form.rows if row.on_activate] == ["here", "back"]
    assert "could not open" in scene.subheading
    pilot.click("here")
    table = next(scene for scene in pilot.app.scenes if isinstance(scene, TableScene))  # maybe behind "Pass to…"
    assert len(table.session.moves) == made
    assert all(table.session.here(seat) for seat in range(len(table.session.seats))), "everyone plays here now"


def test_the_autosave_names_the_table_and_a_replay_kept_does_not(store: Store) -> None:
    data = {"format": "snipsnap-replay", "version": 1, "game": "jig", "preset": "peel", "options": {}, "seed": 1,
            "seats": [{"name": n, "controller": "human"} for n in ("Ann", "Bo", "Cy")],
            "deals": [], "moves": [], "result": {"stacks": [0, 0, 0], "pool": 0, "winners": []},
            "hosted": {"code": "7-amber-otter", "broker": "", "remote": [1]}}
    assert parse(data).hosted == {"code": "7-amber-otter", "broker": "", "remote": [1]}
    for wrong in ({"code": 7, "broker": "", "remote": [1]}, {"code": "7-amber-otter", "broker": "", "remote": [3]},
                  {"code": "7-amber-otter", "broker": "", "remote": [1, 1]}, {"code": "7-amber-otter"}):
        with pytest.raises(ReplayError):
            parse({**data, "hosted": wrong})
    kept = store.save_replay(data)
    assert "hosted" not in json.loads(kept.read_text())


def test_an_autosave_whose_code_does_not_read_goes_on_at_this_screen(store: Store) -> None:
    spec = game_spec("snip-snap-snorum")
    session = Session.new(spec, spec.preset("round-games"), [Seat("You", Controller.HUMAN),
                          Seat("Grandma", Controller.HUMAN), Seat("Clara", Controller.EASY)], 5)
    data = {**from_session(session), "hosted": {"code": "no code at all", "broker": "", "remote": [1]}}
    store.root.mkdir(parents=True, exist_ok=True)
    (store.root / "autosave.json").write_text(json.dumps(data))
    pilot = at_the_title(store)
    pilot.click("continue")
    scene = pilot.app.top
    assert isinstance(scene, ContinuedTableScene) and "invite code does not read" in scene.subheading
    assert [row.name for row in scene.form.rows if row.on_activate] == ["here", "back"]
    pilot.click("here")
    assert any(isinstance(scene, TableScene) for scene in pilot.app.scenes)
