"""The rules screens' text (each family's game/games/<family>/text.py, in its GameSpec): every preset of every game explained and titled, and Jig's
texts agreeing with the presets' options (RULES.md §2)."""

from __future__ import annotations

import pygame
import pytest

from game.games.jig import rules as jig
from game.registry import GAMES, game_spec
from game.scenes.rules import RulesScene
from game.scenes.settings import SettingsScene
from game.storage import Store
from tests.pilot import FRAME_MS, make_app

EVERY_PRESET = [(key, preset) for key, spec in GAMES.items() for preset in spec.presets]
RULES = {key: spec.rules_text for key, spec in GAMES.items()}
PRESET_TITLES = {preset: title for spec in GAMES.values() for preset, title in spec.preset_titles.items()}


def rules_for(game: str, preset: str) -> list[str]:
    return game_spec(game).rules_for(preset)


@pytest.fixture
def store(tmp_path) -> Store:
    return Store(tmp_path / "home")


def jig_text(preset: str) -> str:
    return "\n".join(rules_for(jig.GAME, preset))


@pytest.mark.parametrize(("game", "preset"), EVERY_PRESET)
def test_every_preset_of_every_game_has_its_own_rules_text_and_a_title(game: str, preset: str) -> None:
    assert preset in RULES[game], f"{game} {preset} would show another preset's rules"
    assert rules_for(game, preset) == RULES[game][preset]  # == : some are written afresh in the language in use
    assert all(paragraph.strip() for paragraph in RULES[game][preset])
    assert PRESET_TITLES[preset] and PRESET_TITLES[preset] != preset


def test_there_are_rules_texts_only_for_the_games_and_presets_there_are() -> None:
    assert {game: list(texts) for game, texts in RULES.items()} == {
        key: list(spec.presets) for key, spec in GAMES.items()
    }, "the same games and presets, each game's default first"


def test_no_two_games_share_a_preset_name_so_a_title_is_never_ambiguous() -> None:
    names = [preset for _, preset in EVERY_PRESET]
    assert len(names) == len(set(names))
    assert set(PRESET_TITLES) == set(names)
    assert len(set(PRESET_TITLES.values())) == len(PRESET_TITLES), "no two presets read the same"


def test_an_unknown_preset_shows_its_games_default_rules() -> None:
    assert rules_for(jig.GAME, "no-such-preset") is RULES[jig.GAME]["peel"]
    assert rules_for("snap", "no-such-preset") == RULES["snap"]["snap"]


@pytest.mark.parametrize("preset", list(jig.PRESETS))
def test_jigs_rules_name_the_presets_calls_in_order_and_no_other_presets_calls(preset: str) -> None:
    calls = jig.PRESETS[preset].calls
    text = jig_text(preset)
    where = [text.find(f'"{call}"') for call in calls]
    assert -1 not in where, f"{preset} does not name every call of {calls}"
    assert where == sorted(where), f"{preset} names the calls out of order"
    assert f"{len(calls)} cards make a full sequence" in text
    # "Jig" is everyone's stop word ("Snap-Jig"), so only the other calls must be absent.
    others = {call for options in jig.PRESETS.values() for call in options.calls} - set(calls) - {"Jig"}
    assert not [call for call in others if f'"{call}"' in text], f"{preset} names another preset's calls"
    assert f'"{calls[1]}-Jig"' in text, "a stop is shown with this preset's own call"


@pytest.mark.parametrize("preset", list(jig.PRESETS))
def test_jigs_rules_give_the_stops_and_options_of_the_preset(preset: str) -> None:
    options = jig.PRESETS[preset]
    text = jig_text(preset)
    assert ("the card just played is a King" in text) is not options.cyclic
    assert ("no top" in text) is options.cyclic
    assert f"{options.pack} cards" in text
    assert ('"Rex"' in text) is ("rex" in jig.SETTABLE[preset])
    for option in ("pool", "dead cards", "coins each player starts with", "number of deals"):
        assert option in text


@pytest.mark.parametrize("preset", list(jig.PRESETS))
def test_the_rules_screen_shows_each_jig_preset_with_its_title(store: Store, preset: str) -> None:
    app = make_app(store, size=(640, 480))
    try:
        scene = RulesScene(app, jig.GAME, preset)
        app.push(scene)
        app.step(FRAME_MS)
        assert scene.title == f"{game_spec(jig.GAME).title}: {PRESET_TITLES[preset]}"
        assert scene.paragraphs == rules_for(jig.GAME, preset)
        assert scene.max_scroll() > 0, "the long text scrolls on a small window"
        # The setting the text sends people to is there, under the name the text gives it.
        app.settings.play_forced = False
        row = SettingsScene(app).form.row("play-forced")
        assert row is not None and row.value is not None
        assert f'Settings › {row.label} to "{row.value()}"' in jig_text(preset)
    finally:
        pygame.display.quit()
