"""The statistics screen (game/scenes/records.py): reached from the title, walked by keys at small and large
windows with nothing cut off, exporting CSV, opening Snap's reaction charts, and counting a game just played."""

from __future__ import annotations

import csv

import pygame
import pytest

from game.games.snap.stats import StatsScene
from game.scenes.records import CHART, RecordsScene
from game.scenes.title import TitleScene
from game.storage import Speed, Store
from tests.pilot import Pilot, make_app
from tests.scenes.test_pilot import default_game, play_by_keys
from tests.test_records import ANN, JIG, ai, line

HISTORY = [
    *JIG,
    line("04T10:00:00", "thirteens", "thirteens", [ANN], [30], [0]),
    line("05T10:00:00", "thirteens", "thirteens", [ANN], [52], [0]),
    line("06T10:00:00", "snip-snap-snorum", "cavendish", [ANN, ai("Ada", "hard"), ai("Bob", "easy")], [12, -3, 6], [0],
         options={"stake": 5}),
    line("07T10:00:00", "snap", "snap", [ANN, ai("Kit", "casual")], [52, 0], [0]),
    *(line(f"{10 + i:02d}T10:00:00", "jig", "german", [ANN, ai("Ada", "medium")], [40, 0] if i % 3 else [0, 40], [0 if i % 3 else 1])
      for i in range(15)),
]


def open_statistics(store: Store, size: tuple[int, int]) -> Pilot:
    """The app at `size` on the title, and the Statistics row chosen."""
    app = make_app(store, Speed.FAST, size)
    app.push(TitleScene(app))
    pilot = Pilot(app)
    pilot.click("stats")
    assert isinstance(app.top, RecordsScene)
    return pilot


def fits(pilot: Pilot) -> None:
    pilot.step()
    scene = pilot.app.top
    assert scene.marks.items, "the screen drew nothing"
    assert scene.marks.problems(pilot.app.size) == [], f"{scene.game} for {scene.player}"
    charts = [pygame.Rect(m.rect) for m in scene.marks.items if m.group == CHART]
    for mark in (m for m in scene.marks.items if m.on == CHART):
        assert charts[0].inflate(-8, -8).contains(mark.rect), f"{mark.what} runs off the chart's paper"


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_every_game_of_every_player_is_walked_by_keys_and_fits(store: Store, size: tuple[int, int]) -> None:
    store.root.mkdir(parents=True)
    store.history_path.write_text("\n".join(HISTORY) + "\n", encoding="utf-8")
    pilot = open_statistics(store, size)
    scene = pilot.app.top
    assert scene.player == "Ann" and scene.game == "all"
    assert scene.games() == ["all", "snip-snap-snorum", "snap", "jig", "thirteens"]
    seen = []
    for _i in range(len(scene.games()) + 3):
        fits(pilot)
        seen.append(scene.focus)
        pilot.press(pygame.K_DOWN)
    assert seen == ["game:all", "game:snip-snap-snorum", "game:snap", "game:jig", "game:thirteens", "reactions", "export", "back"]
    assert scene.game == "thirteens", "the buttons keep the game last chosen"
    pilot.press(pygame.K_RIGHT)
    assert scene.player == "Bea" and scene.game == "all", "Bea never played Thirteens"
    fits(pilot)
    pilot.press(pygame.K_UP, pygame.K_UP, pygame.K_UP)  # from Back past Export and Snap reactions
    assert scene.game == "jig"
    fits(pilot)
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.app.top, TitleScene)


def test_the_figures_shown_are_the_players_record(store: Store) -> None:
    store.root.mkdir(parents=True)
    store.history_path.write_text("\n".join(JIG) + "\n", encoding="utf-8")
    pilot = open_statistics(store, (1280, 720))
    pilot.step()
    words = [m.what for m in pilot.app.top.marks.items]
    for shown in ("'5'", "'4'", "'won, 1 shared'", "'70 %'", "'+70'", "'coins'", "'Against'", "'people only'", "'Jig'"):
        assert shown in words, f"{shown} is not on the screen"


def test_export_writes_the_players_games_and_says_where(store: Store) -> None:
    store.root.mkdir(parents=True)
    store.history_path.write_text("\n".join(JIG) + "\n", encoding="utf-8")
    pilot = open_statistics(store, (800, 600))
    pilot.press(pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN)  # All games, Jig, Snap reactions, Export
    [path] = (store.root / "exports").iterdir()
    assert path.name.startswith("games-Ann-") and path.suffix == ".csv"
    with path.open(encoding="utf-8-sig", newline="") as f:
        assert len(list(csv.reader(f))) == 1 + 5
    scene = pilot.app.top
    assert scene.message == f"Saved to {path}"
    fits(pilot)


def test_snap_reactions_open_the_snap_statistics(store: Store) -> None:
    pilot = open_statistics(store, (1280, 720))
    fits(pilot)  # nobody has a finished game yet: the empty screen
    assert pilot.app.top.focus == "back"
    pilot.press(pygame.K_UP, pygame.K_RETURN)
    assert isinstance(pilot.app.top, StatsScene)
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.app.top, RecordsScene)


def test_a_broken_history_is_set_aside_and_said(store: Store) -> None:
    store.root.mkdir(parents=True)
    store.history_path.write_text("this is not a history\n", encoding="utf-8")
    pilot = open_statistics(store, (800, 600))
    assert "history.jsonl.bad" in pilot.app.top.message
    assert (store.root / "history.jsonl.bad").read_text() == "this is not a history\n"
    fits(pilot)


def test_a_game_played_to_the_end_is_counted(store: Store) -> None:
    pilot, table = default_game(store, Speed.INSTANT)
    play_by_keys(pilot, table)
    won = 0 in table.session.state.result().winners
    pilot.app.reset(TitleScene(pilot.app))
    pilot.click("stats")
    scene = pilot.app.top
    assert scene.player == "You" and scene.games() == ["all", "snip-snap-snorum"]
    record = scene.figures()
    assert (record.played, record.won + record.shared) == (1, int(won))
    assert record.coins == table.session.state.result().stacks[0] - table.session.options.stake
    assert set(record.by_level) == {"medium"}
    fits(pilot)
