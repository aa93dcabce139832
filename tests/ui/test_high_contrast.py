"""The high-contrast table and the cues that never rest on colour alone (issue 15: "High-contrast table
option. Every colour cue (legal cards, stops, the player to move) is also a shape or outline, never colour
alone"): the setting is saved and checked like the others and sits right after Motion in the settings; with
it on every table is drawn on a plain black felt and still lays out with nothing cut off or covered; the
player to move has a thick dark edge inside their nameplate, a stop in Jig's rows is hatched with bars, and
an outlined card has a dark line against its edge, all of which show in grey."""

from __future__ import annotations

import pygame
import pytest

from game.games.jig.view import _slot_image
from game.scenes.settings import SettingsScene
from game.storage import Settings
from game.ui import motion, theme
from game.ui.card_art import CardArt
from game.ui.table_pieces import draw_nameplate
from tests.games.snap.test_snap_layout import problems as snap_problems
from tests.games.snap.test_snap_layout import table_in_play
from tests.pilot import make_app
from tests.table.test_table_layout import TURN_BASED, drawn, table_at_your_turn, with_a_bubble_over_every_seat


def test_the_setting_is_saved_and_a_bad_value_is_named() -> None:
    assert Settings.from_json(Settings(high_contrast=True).to_json()).high_contrast is True
    assert Settings.from_json({}).high_contrast is False
    with pytest.raises(ValueError, match="high_contrast"):
        Settings.from_json({"high_contrast": "yes"})


def test_the_settings_offer_high_contrast_right_after_motion_and_both_act_at_once(store) -> None:
    app = make_app(store)
    scene = SettingsScene(app)
    app.push(scene)
    names = [row.name for row in scene.rows()]
    assert names[names.index("motion") + 1] == "high-contrast"
    for name, now in (("high-contrast", theme.high_contrast), ("motion", motion.reduced)):
        row = scene.form.row(name)
        assert row is not None and row.on_change is not None
        row.on_change(1)
        assert now(), f"{name} takes effect at once"
    saved = store.load_settings()
    assert saved.high_contrast and saved.reduce_motion
    pygame.display.quit()


def felt_at(surface: pygame.Surface, y: int | None = None) -> tuple[int, int, int]:
    """The colour of the felt just inside the rim on the left side, `y` px down (default: half-way)."""
    x = theme.rim_width(surface.get_size()) + 12
    return tuple(surface.get_at((x, surface.get_height() // 2 if y is None else y)))[:3]


def test_a_table_drawn_in_high_contrast_has_a_black_felt(store) -> None:
    scene = table_at_your_turn(store, "snip-snap-snorum", 3, (1280, 720))
    scene.draw(scene.app.surface)
    r, g, b = felt_at(scene.app.surface)
    assert g > r + 30, "the parlour's baize is green"
    theme.set_high_contrast(True)
    scene.draw(scene.app.surface)
    assert max(felt_at(scene.app.surface)) < 30, "the high-contrast felt is plain black"
    pygame.display.quit()


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", TURN_BASED)
def test_every_turn_based_table_lays_out_in_high_contrast(store, game: str, size: tuple[int, int]) -> None:
    scene = with_a_bubble_over_every_seat(table_at_your_turn(store, game, 4 if game != "snitchems" else 2, size))
    theme.set_high_contrast(True)  # after the App is made: it puts its own settings' palette to use
    problems = drawn(scene)
    assert not problems, "\n".join(problems)
    assert max(felt_at(scene.app.surface, theme.rim_width(size) + 12)) < 30
    pygame.display.quit()


def test_snap_lays_out_in_high_contrast(store) -> None:
    table = table_in_play(store, "grab", 4, (800, 600))
    theme.set_high_contrast(True)
    assert snap_problems(table) == []
    assert max(felt_at(table.app.surface, theme.rim_width(table.app.size) + 12)) < 30
    pygame.display.quit()


def grey(colour: pygame.Color) -> float:
    return 0.299 * colour.r + 0.587 * colour.g + 0.114 * colour.b


def test_the_player_to_move_has_a_thick_dark_edge_not_only_a_gold_plate(display) -> None:
    surface = pygame.Surface((320, 200))
    lit = draw_nameplate(surface, "Ada", 20, (80, 60), 20, True)
    plain = draw_nameplate(surface, "Bob", 20, (240, 60), 20, False)
    inside = 2 + max(3, 20 // 6) // 2  # within the edge drawn inside the rim
    for x, y in ((lit.centerx, lit.top + inside), (lit.left + inside, lit.centery)):
        assert grey(surface.get_at((x, y))) < 60, "a dark edge inside the lit plate"
    assert surface.get_at((plain.centerx, plain.top + inside))[:3] == theme.WALNUT, "no edge on the others"


def test_a_stop_is_hatched_with_bars_across_its_slot(display) -> None:
    def red_inside(stop: bool) -> int:
        image = _slot_image("8", stop, 60, 84, 16, 30, 30, False)
        inner = pygame.Rect(10, 40, 40, 40)  # below the rank, clear of the edge
        return sum(1 for x in range(inner.left, inner.right) for y in range(inner.top, inner.bottom)
                   if image.get_at((x, y))[:3] == theme.RED_SUIT)

    assert red_inside(True) > 100, "bars cross a stop's slot"
    assert red_inside(False) == 0


def test_an_outlined_card_has_a_dark_line_against_its_edge(display) -> None:
    from game.core.cards import parse_card
    from game.ui.sprites import CardSprite

    surface = pygame.Surface((320, 200))
    surface.fill(theme.BAIZE)
    rect = CardSprite(parse_card("9C"), (160, 100), 120, True).draw(surface, CardArt.shared(), outline=theme.GOLD)
    assert grey(surface.get_at((rect.centerx, rect.top - 1))) < 60
    assert surface.get_at((rect.centerx, rect.top - theme.outline_width() + 1))[:3] == theme.GOLD
