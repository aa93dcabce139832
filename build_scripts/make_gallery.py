"""Screenshots of every screen for the README's gallery (issue 10), drawn headless at 800×600, 1280×720 and
1920×1080 into `docs/gallery/<size>/<screen>.jpg` (JPEG: the gallery is for reading, and kept out of
`assets/`, which the app bundles).

    python build_scripts/make_gallery.py [--out DIR] [--sizes 800x600,1280x720] [--screens table,jig]

Every screen is reached the way a player reaches it (the same scenes, the same moves), with a fixed seed, in
simulated time: the pictures change only when the game does. Exit status 1 names a screen that could not be
reached.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any, Callable
from unittest import mock

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.core.session import Controller, Seat  # noqa: E402
from game.launch import use_card_settings  # noqa: E402
from game.games.snap.reaction_log import ReactionLog  # noqa: E402
from game.registry import game_spec  # noqa: E402
from game.storage import Settings, Speed, Store  # noqa: E402
from game.ui.card_art import CardArt  # noqa: E402
from tests.games.snap.practice import practice  # noqa: E402
from tests.pilot import Pilot  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SIZES = [(800, 600), (1280, 720), (1920, 1080)]
SEED = 7


class Driver(Pilot):
    """The tests' pilot (simulated time, frame by frame, as the frame loop runs), which also takes pictures."""

    def shot(self, path: Path) -> None:
        """Wait for the card faces being drawn in the background, then save the window as it looks."""
        art = CardArt.shared()
        deadline = time.monotonic() + 20
        while art.busy() and time.monotonic() < deadline:
            time.sleep(0.01)
        self.app.stale = True
        self.step()
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.app.surface, str(path))


def _title(d: Driver) -> None:
    from game.scenes.title import TitleScene

    d.app.push(TitleScene(d.app))


def _setup(d: Driver) -> None:
    from game.scenes.setup import SetupScene

    _title(d)
    d.app.push(SetupScene(d.app))


def _start(d: Driver, game: str, seats: list[Seat], preset: str | None = None) -> None:
    from game.scenes.start import start_game

    spec = game_spec(game)
    _title(d)
    start_game(d.app, spec, spec.preset(preset or spec.default_preset), seats, SEED, replace=False)


def _computers(n: int, level: str = "medium") -> list[Seat]:
    names = ["Ada", "Bertie", "Clara", "Dot", "Ezra", "Flo", "Gus", "Hal", "Ida"]
    return [Seat(names[i], Controller("ai:" + level)) for i in range(n)]


def _table(d: Driver) -> None:
    """Snip-Snap-Snorum, you and three computers, a few moves in, a call in the air."""
    _start(d, "snip-snap-snorum", [Seat("You", Controller.HUMAN)] + _computers(3))
    d.wait_until(lambda: getattr(d.app.top, "_my_turn", lambda: False)())
    for _ in range(3):
        d.press(pygame.K_RETURN)
        d.wait_until(lambda: bool(d.app.top.captions) or d.app.top._my_turn())
        if d.app.top.captions:
            break
    d.wait(300)


def _pause(d: Driver) -> None:
    """The table above, paused: the menu over it."""
    _table(d)
    d.press(pygame.K_ESCAPE)
    d.wait(300)


def _big_table(d: Driver) -> None:
    """Snip-Snap-Snorum for eight, watched: every seat a computer."""
    _start(d, "snip-snap-snorum", _computers(8))
    d.wait(9000)


def _jig(d: Driver) -> None:
    _start(d, "jig", [Seat("You", Controller.HUMAN)] + _computers(3))
    for _ in range(3):
        d.wait_until(lambda: d.app.top._my_turn())
        d.press(pygame.K_RETURN)
    d.wait_until(lambda: d.app.top._my_turn())


def _snitchems(d: Driver) -> None:
    """Snitch'ems, you against Ada, a few turns in, a capture chosen and shown on the layout."""
    _start(d, "snitchems", [Seat("You", Controller.HUMAN)] + _computers(1))
    _choosing(d, 4, lambda table: len(table._options(table.selection)) > 1)


def _cassino(d: Driver) -> None:
    """Cassino for four, partners opposite, once a build lies on the table, a move chosen."""
    from game.games.fishing.rules import Build

    _start(d, "cassino", [Seat("You", Controller.HUMAN)] + _computers(3))
    _choosing(d, 12, lambda table: any(isinstance(i.build, Build) for i in table.items))


def _choosing(d: Driver, turns: int, wanted: Callable[[object], bool]) -> None:
    """Play your turns (the first move offered) until `wanted(table)` holds at your turn or `turns` have gone,
    then choose the card with the most moves and its second move, if it has one."""
    for _ in range(turns):
        d.wait_until(lambda: d.app.top._my_turn())
        if wanted(d.app.top):
            break
        d.press(pygame.K_RETURN)
    d.wait_until(lambda: d.app.top._my_turn())
    table = d.app.top
    table.selection = max(table._legal_cards(), key=lambda card: len(table._options(card)))
    if len(table._options(table.selection)) > 1:
        d.press(pygame.K_DOWN)
    d.wait(300)


def _deal_sheet(d: Driver) -> None:
    """The score sheet after a deal of Cassino for four."""
    _start(d, "cassino", _computers(4))
    d.wait_until(lambda: type(d.app.top).__name__ == "DealSheetScene", max_ms=1_200_000)
    d.wait(200)


def _snap(d: Driver) -> None:
    _start(d, "snap", [Seat("You", Controller.HUMAN)] + _computers(2, "casual"))
    d.wait(9000)


def _practise(d: Driver) -> None:
    _title(d)
    with mock.patch("secrets.randbelow", return_value=7):  # the title shuffles a practice game afresh each time
        d.app.top._practise()
    d.wait(7000)


def _handoff(d: Driver) -> None:
    _start(d, "snip-snap-snorum", [Seat("Ann", Controller.HUMAN), Seat("Ben", Controller.HUMAN)] + _computers(2))
    d.wait_until(lambda: type(d.app.top).__name__ == "HandoffScene")
    d.press(pygame.K_RETURN)
    d.wait_until(lambda: d.app.top._my_turn())
    d.press(pygame.K_RETURN)
    d.wait_until(lambda: type(d.app.top).__name__ == "HandoffScene")


def _hot_seat(d: Driver) -> None:
    """Two humans and two computers: the second human's cards in the tray, every seat in its place."""
    _handoff(d)
    d.press(pygame.K_RETURN)
    d.wait_until(lambda: d.app.top._my_turn())


def _results(d: Driver) -> None:
    _start(d, "snip-snap-snorum", _computers(4))
    d.wait_until(lambda: type(d.app.top).__name__ == "ResultsScene", max_ms=1_200_000)
    d.wait(3000)


def _rules(d: Driver) -> None:
    from game.scenes.rules import RulesScene

    _title(d)
    d.app.push(RulesScene(d.app, "snip-snap-snorum", game_spec("snip-snap-snorum").default_preset))


def _settings(d: Driver) -> None:
    from game.scenes.settings import SettingsScene

    _title(d)
    d.app.push(SettingsScene(d.app))


def _snap_keys(d: Driver) -> None:
    """Settings › Snap keys: each player's key to call and to turn."""
    from game.scenes.snap_keys import SnapKeysScene

    _settings(d)
    d.app.push(SnapKeysScene(d.app))


def _key_test(d: Driver) -> None:
    """The key test before a Snap game for two at one keyboard: Ann holds her Snap key down, Ben not yet."""
    from game.scenes.keytest import KeyTestScene

    _title(d)
    d.app.push(KeyTestScene(d.app, ["Ann", "Ben"]))
    d.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=pygame.KMOD_LSHIFT, unicode="", scancode=225)])
    d.wait(300)


def _snap_stats(d: Driver) -> None:
    """Snap statistics after eight practice games a few days apart, each a little quicker than the last."""
    from game.games.snap.stats import StatsScene

    ReactionLog(d.app.store.root).append(practice("You", 8, datetime(2026, 10, 3, 18, 0)))
    _title(d)
    d.app.push(StatsScene(d.app))


def _thirteens(d: Driver) -> None:
    """Thirteens: Ann and Bob at one keyboard against Ada, after the key test, nine calls placed, the next waiting."""
    _start(d, "thirteens", [Seat("Ann", Controller.HUMAN), Seat("Bob", Controller.HUMAN)] + _computers(1, "hard"))
    d.app.top.finish()  # past the key test
    table = d.app.top
    keys = [(pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4), (pygame.K_7, pygame.K_8, pygame.K_9, pygame.K_0)]
    for call in range(9):
        d.wait_until(lambda: table.showing_current() and any(table.state.waiting[:2]))
        for human in (0, 1):
            if table.state.waiting[human]:
                d.press(keys[human][(call * (human + 2)) % 4])
    d.wait_until(lambda: table.showing_current() and all(table.state.waiting[:2]) and not table.busy())


def _patience(d: Driver) -> None:
    """The results of a patience played alone: the score, the player's record and the chart of their games."""
    from datetime import date, datetime, timedelta

    from game.core.session import Session
    from game.games.thirteens.history import History, Record, daily_seed, record_game
    from game.scenes.results import ResultsScene

    spec = game_spec("thirteens")
    history = History(d.app.store.root)
    start = datetime(2026, 11, 1, 19, 0)
    for i, score in enumerate([22, 31, 18, 40, 27, 35, 15, 29, 44, 33, 26, 38, 52, 30]):
        when = start + timedelta(days=i)
        day = when.date() if i % 3 == 0 else None
        history.append(Record(when, "You", daily_seed(day) if day else i, day, score, 4, True, None))
    session = Session.new(spec, spec.preset("thirteens"), [Seat("You", Controller.HUMAN)], daily_seed(date(2026, 11, 25)))
    while (seat := session.state.current_seat()) is not None:
        session.apply(session.state.moves_for(seat)[-1])
    record_game(d.app.store.root, session, now=datetime(2026, 11, 25, 19, 0))
    _title(d)
    d.app.push(ResultsScene(d.app, session))


def _japanese(d: Driver) -> None:
    """From here on the words are Japanese and the cards four-coloured with large indices (Settings)."""
    from game.i18n import set_language
    from game.ui.deck import Deck

    d.app.settings.language, d.app.settings.deck = "ja", Deck.FOUR_COLOUR_LARGE_INDEX
    set_language("ja")
    use_card_settings(d.app)


def _table_ja(d: Driver) -> None:
    """The table in Japanese, with four-colour large-index faces, on your turn with the hint (H) shown."""
    _japanese(d)
    _start(d, "snip-snap-snorum", [Seat("You", Controller.HUMAN)] + _computers(3))
    d.wait_until(lambda: d.app.top._my_turn() and d.app.top.selection is not None)
    d.press(pygame.K_h)
    d.wait_until(lambda: bool(d.app.top.hint_words))


def _rules_ja(d: Driver) -> None:
    """How to play, in Japanese: Snip-Snap-Snorum's round games, the calls with their Japanese names."""
    from game.scenes.rules import RulesScene

    _japanese(d)
    _title(d)
    d.app.push(RulesScene(d.app, "snip-snap-snorum", "round-games"))


def _statistics(d: Driver) -> None:
    """Statistics: a fortnight of games against the computer, the figures, the table by level and the chart."""
    import json
    import random as chance

    from game.scenes.records import RecordsScene

    rng = chance.Random(SEED)
    lines = []
    for day in range(1, 15):
        for game, preset, level in (("snip-snap-snorum", "round-games", "medium"), ("jig", "peel", "hard")):
            if rng.random() < 0.7:
                won = rng.random() < (0.45 if level == "medium" else 0.3)
                seats = [{"name": "You", "controller": "human"}] + [
                    {"name": n, "controller": f"ai:{level}"} for n in ("Ada", "Bertie", "Clara")
                ]
                stake = 20 if game == "jig" else 5
                mine = stake + rng.randrange(stake // 2, stake * 2) if won else rng.randrange(0, stake)
                stacks = [mine, 0, rng.randrange(0, stake), stake * 4 - mine]
                lines.append({"date": f"2026-11-{day:02d}T19:00:00", "game": game, "preset": preset, "seats": seats,
                              "result": {"stacks": stacks, "pool": 0, "winners": [0] if won else [3]},
                              "replay": "", "options": {"stake": stake}})
    d.app.store.root.mkdir(parents=True, exist_ok=True)
    (d.app.store.root / "history.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    _title(d)
    d.app.push(RecordsScene(d.app, "You"))


def _online_lobby(d: Driver) -> None:
    """Host a table's lobby with Ann in, as the host sees it once she has joined (no network: the code and the
    address are fixed for the picture)."""
    import random
    from types import SimpleNamespace

    from game.online.channel import Handshake, Side
    from game.online.lobby import Arrived
    from game.online.referee import Remote
    from game.scenes.host_table import HostTableScene

    _title(d)
    spec = game_spec("snip-snap-snorum")
    seats = [Seat("You", Controller.HUMAN), Seat("Guest", Controller.REMOTE), Seat("Guest", Controller.REMOTE)]
    seats.append(Seat("Clara", Controller.MEDIUM))
    with mock.patch("random.SystemRandom", lambda: random.Random(SEED)):
        lobby = HostTableScene(d.app, spec, spec.preset(spec.default_preset), seats, [1, 2], SEED)
    lobby.address, lobby.lobby = "192.168.1.20:1883", SimpleNamespace(poll=list)  # type: ignore[assignment]
    channel = Handshake(lobby.code, Side.HOST).finish(Handshake(lobby.code, Side.GUEST).message)
    lobby.guests[1] = Remote.seated(Arrived(bytes(16), "Ann", channel), 1)
    lobby.subheading = "Read out the code and this computer's address to your guests"
    d.app.scenes.append(lobby)
    lobby.resize(d.app.size)
    lobby.rebuild("start")


def _online_join(d: Driver) -> None:
    """Join a table with the code typed and the host's table found on this network."""
    from types import SimpleNamespace

    from game.online.link import BrokerAddress
    from game.online.nearby import Nearby
    from game.scenes.join_table import JoinScene

    _title(d)
    join = JoinScene(d.app)
    join.code_text, join.name = "7 amb ott", "Ann"
    found = [Nearby(7, "Snip-Snap-Snorum", BrokerAddress("192.168.1.20"))]
    join.looking = SimpleNamespace(tables=lambda: found, close=lambda: None)  # type: ignore[assignment]
    join.nearby = found
    d.app.scenes.append(join)
    join.resize(d.app.size)
    join.rebuild("join")


def _online_continue(d: Driver) -> None:
    """Continue › a game hosted between homes: the table opens again, Grandma back (no network, as
    `_online_lobby`: the code the autosave kept and the address are fixed for the picture)."""
    import random
    from types import SimpleNamespace

    from game.core.session import Session
    from game.online.channel import Handshake, Side
    from game.online.lobby import Arrived
    from game.online.referee import Remote
    from game.replay import from_session, parse
    from game.scenes.host_continue import ContinuedTableScene

    _title(d)
    spec = game_spec("snip-snap-snorum")
    seats = [Seat("You", Controller.HUMAN), Seat("Grandma", Controller.HUMAN), Seat("Clara", Controller.MEDIUM)]
    session, rng = Session.new(spec, spec.preset(spec.default_preset), seats, SEED), random.Random(SEED)
    for _ in range(6):  # a game in progress, as its autosave kept it
        seat = session.state.current_seat()
        session.apply(spec.choose("easy", session.state.observe(seat), rng))
    hosted = {"code": "332-oasis-echo", "broker": "", "remote": [1]}  # the lobby picture's code
    scene = ContinuedTableScene(d.app, parse(from_session(session) | {"hosted": hosted}))
    scene.address, scene.lobby = "192.168.1.20:1883", SimpleNamespace(poll=list)  # type: ignore[assignment]
    channel = Handshake(scene.code, Side.HOST).finish(Handshake(scene.code, Side.GUEST).message)
    scene.guests[1] = Remote.seated(Arrived(bytes(16), "Grandma", channel), 1)
    scene.subheading = scene.open_words
    d.app.scenes.append(scene)
    scene.resize(d.app.size)
    scene.rebuild("start")


class _Wires:
    """A broker in memory for the pictures, with game/online/link.py's `listen`, `send`, `receive` and `wait`:
    each `link()` shares one dict of topic → listening links, and what is sent reaches them at once."""

    def __init__(self, topics: dict[str, list[_Wires]] | None = None) -> None:
        self.topics: dict[str, list[_Wires]] = {} if topics is None else topics
        self.inbox: list[tuple[str, bytes]] = []

    def link(self) -> _Wires:
        return _Wires(self.topics)

    def listen(self, topic: str) -> None:
        if self not in self.topics.setdefault(topic, []):
            self.topics[topic].append(self)

    def send(self, topic: str, payload: bytes) -> None:
        for link in self.topics.get(topic, []):
            link.inbox.append((topic, payload))

    def receive(self) -> list[tuple[str, bytes]]:
        arrived, self.inbox = self.inbox, []
        return arrived

    def wait(self, timeout_s: float) -> None:
        """Nothing to wait for: a message is delivered as it is sent."""


def _online_thirteens(d: Driver) -> None:
    """Thirteens between homes, at the guest's table (Kit's): Ann (a computer) and Bo play at the host's, Bo's
    name with the house of a player at another home; twelve calls placed, Kit's turn to place the next. Host
    and guest are the real ones, joined through `_Wires` (keys agreed directly, as the lobby would)."""
    import random

    from game.online.channel import Handshake, Side
    from game.online.codes import parse_code
    from game.online.guest import Seated
    from game.online.lobby import Arrived
    from game.online.referee import Referee, Remote
    from game.online.sessions import GuestSession, HostedSession
    from game.scenes.tables import table_class

    spec = game_spec("thirteens")
    seats = [Seat("Ann", Controller.EASY), Seat("Kit", Controller.HUMAN), Seat("Bo", Controller.HUMAN)]
    host = HostedSession.new(spec, spec.preset("thirteens"), seats, SEED)
    assert isinstance(host, HostedSession)
    wires, code = _Wires(), parse_code("332-oasis-echo")
    host_side, guest_side = Handshake(code, Side.HOST), Handshake(code, Side.GUEST)
    kit = Remote.seated(Arrived(bytes(16), "Kit", host_side.finish(guest_side.message)), 1)
    seated = Seated(wires.link(), guest_side.finish(host_side.message), now_ms=lambda: 0.0)  # nothing is lost
    seated.link.listen(seated.to_guest)
    host.referee = Referee(wires.link(), host, [kit], now_ms=lambda: 0.0)
    host.referee.start()
    start, opening, *later = seated.poll()  # the deal, then the host's ask of Kit's seat for the first call
    guest = GuestSession.joined(spec, seated, start["start"], opening, later)
    _title(d)
    table = table_class(spec)(d.app, guest)
    d.app.push(table)
    rng = random.Random(SEED)
    mirror: Any = guest.state  # the guest's `Mirror` of the race

    def frame() -> None:
        host.news()  # Kit's placing taken at the host's
        for seat in (0, 2):  # Ann and Bo place at the host's
            if host.state.moves_for(seat):  # type: ignore[attr-defined]
                host.apply(spec.choose("easy", host.state.observe(seat), rng))
        if mirror.called <= 12 and table.showing_current() and mirror.waiting[1] and not guest.waiting():
            table.press(1, rng.randrange(4))

    def kit_to_place() -> bool:  # twelve calls placed, the thirteenth Kit's to place, the cards landed
        return mirror.called == 13 and table.showing_current() and mirror.waiting[1] and not guest.waiting()

    d.wait_until(lambda: kit_to_place() and not table.busy(), on_frame=frame)


def _online_lobby_ja(d: Driver) -> None:
    """Host a table's lobby in Japanese, Ann in (as `_online_lobby`)."""
    _japanese(d)
    _online_lobby(d)


def _online_join_ja(d: Driver) -> None:
    """Join a table in Japanese, the code typed and the host's table found (as `_online_join`)."""
    _japanese(d)
    _online_join(d)


SCREENS: dict[str, Callable[[Driver], None]] = {
    "title": _title,
    "setup": _setup,
    "table": _table,
    "table-8": _big_table,
    "pause": _pause,
    "jig": _jig,
    "snitchems": _snitchems,
    "cassino": _cassino,
    "deal-sheet": _deal_sheet,
    "thirteens": _thirteens,
    "patience": _patience,
    "snap": _snap,
    "practise": _practise,
    "handoff": _handoff,
    "hot-seat": _hot_seat,
    "results": _results,
    "rules": _rules,
    "settings": _settings,
    "snap-keys": _snap_keys,
    "key-test": _key_test,
    "snap-stats": _snap_stats,
    "statistics": _statistics,
    "table-ja": _table_ja,
    "rules-ja": _rules_ja,
    "online-lobby": _online_lobby,
    "online-join": _online_join,
    "online-continue": _online_continue,
    "online-thirteens": _online_thirteens,
    "online-lobby-ja": _online_lobby_ja,
    "online-join-ja": _online_join_ja,
}


def _size(text: str) -> tuple[int, int]:
    w, _, h = text.partition("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "gallery")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--screens", default=",".join(SCREENS))
    args = parser.parse_args(argv)
    pygame.init()
    failed = []
    for size in map(_size, args.sizes.split(",")):
        for name in args.screens.split(","):
            with tempfile.TemporaryDirectory() as home:
                app = App(Store(Path(home)), Settings(speed=Speed.FAST, language="en"), size)
                use_card_settings(app)  # the card art is shared: a screen before may have changed its faces
                driver = Driver(app)
                try:
                    SCREENS[name](driver)
                    driver.shot(args.out / f"{size[0]}x{size[1]}" / f"{name}.jpg")
                except (TimeoutError, AttributeError, KeyError) as e:
                    print(f"{name} at {size[0]}×{size[1]}: {e}", file=sys.stderr)
                    failed.append(name)
                finally:
                    app.autosave.flush()
                    pygame.display.quit()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
