"""Reduced motion (Settings › Motion, issue 15: "no flying cards or bouncing captions (cards fade in place),
for people who get dizzy"): with it on, every card stands at its destination from the moment it sets off and
only its opacity changes, at a turn-based table, at Snap and at Thirteens; coins fade out at the payer and in
at the payee; a caption fades in at its full size. With it off the cards glide, so these tests can fail."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.app import App
from game.core.cards import parse_card
from game.core.rules import StackedPacks
from game.core.session import Controller, Seat, Session
from game.games.snap.table import SnapTableScene
from game.games.thirteens.table import ThirteensTable
from game.registry import game_spec
from game.scenes.start import table_class
from game.storage import Settings, Speed
from game.ui import motion
from game.ui.sprites import Caption, CardSprite, CoinSprite
from tests.pilot import FRAME_MS, Pilot

COMPUTERS = [Seat("Ada", Controller.MEDIUM), Seat("Bob", Controller.MEDIUM), Seat("Kit", Controller.MEDIUM)]

Sample = dict[int, tuple[tuple[float, float], tuple[float, float], int]]
"""One frame's cards: id → (centre, destination, opacity)."""


def watch(pilot: Pilot, sprites: Callable[[], list[CardSprite]], frames: int) -> list[Sample]:
    """Each of `frames` frames' cards, as drawn."""
    samples = []
    for _i in range(frames):
        pilot.step()
        samples.append({id(s): (s.pos, s.destination, s.alpha()) for s in sprites()})
    return samples


def faded_in_place(samples: list[Sample]) -> bool:
    """Every card drawn stood at its destination, and some card's opacity changed from one frame to the next
    while it stood still."""
    if any(pos != to for sample in samples for pos, to, _alpha in sample.values()):
        return False
    return any(
        before[key][0] == after[key][0] and before[key][2] != after[key][2]
        for before, after in zip(samples, samples[1:])
        for key in before.keys() & after.keys()
    )


def flew(samples: list[Sample]) -> bool:
    """Some card moved between two frames on its way somewhere, fully opaque."""
    return any(
        before[key][0] != after[key][0] and after[key][0] != after[key][1] and after[key][2] == 255
        for before, after in zip(samples, samples[1:])
        for key in before.keys() & after.keys()
    )


def app_with(store, reduce_motion: bool) -> App:
    """A real App at normal speed whose saved settings say `reduce_motion`: the App puts it to use."""
    return App(store, Settings(speed=Speed.NORMAL, reduce_motion=reduce_motion), (1280, 720))


@pytest.fixture(params=[True, False], ids=["reduced", "full"])
def reduced(request):
    yield request.param
    pygame.display.quit()


def test_a_turn_based_deal_and_play_fade_in_place_under_reduced_motion(store, reduced) -> None:
    app = app_with(store, reduced)
    spec = game_spec("snip-snap-snorum")
    scene = table_class(spec).new_game(app, spec, spec.preset(spec.default_preset), COMPUTERS, 7)
    app.push(scene)
    samples = watch(Pilot(app), scene._all_sprites, 120)
    assert faded_in_place(samples) if reduced else flew(samples)


def test_snap_deals_and_turns_cards_fading_in_place_under_reduced_motion(store, reduced) -> None:
    app = app_with(store, reduced)
    spec = game_spec("snap")
    session = Session.new(spec, spec.preset("snap"), [Seat("Tot", Controller.TODDLER), Seat("Kit", Controller.TODDLER)], 3)
    scene = SnapTableScene(app, session, seed=1)
    app.push(scene)
    samples = watch(Pilot(app), lambda: [f.sprite for f in scene.flights], 150)
    assert faded_in_place(samples) if reduced else flew(samples)


def test_thirteens_calls_and_places_cards_fading_in_place_under_reduced_motion(store, reduced) -> None:
    app = app_with(store, reduced)
    spec = game_spec("thirteens")
    session = Session.new(spec, spec.options_for("thirteens", {}), COMPUTERS[:2], 5)
    scene = ThirteensTable(app, session)
    app.push(scene)
    samples = watch(Pilot(app), lambda: [f.sprite for f in scene.flights], 200)
    assert faded_in_place(samples) if reduced else flew(samples)


def test_a_faded_card_is_drawn_at_both_ends_and_lands_turned(display) -> None:
    from game.ui.card_art import CardArt

    motion.set_reduced(True)
    sprite = CardSprite(parse_card("9C"), (40, 50), 80, False)
    sprite.move((250, 120), 80, True, 200)
    surface = pygame.Surface((320, 200), pygame.SRCALPHA)
    sprite.update(100)
    rect = sprite.draw(surface, CardArt.shared())
    assert sprite.pos == (250, 120) and 100 < sprite.alpha() < 160
    assert rect.collidepoint(40, 50) and rect.collidepoint(250, 120), "drawn where it was and where it goes"
    assert surface.get_at((40, 50)).a > 0 and surface.get_at((250, 120)).a > 0
    sprite.update(100)
    assert not sprite.moving and sprite.shown_face_up() and sprite.alpha() == 255


def test_a_coin_fades_from_payer_to_payee_without_flying() -> None:
    motion.set_reduced(True)
    faded = CoinSprite((0, 0), (300, 100), 400, 0, lambda: None, lambda: None)
    motion.set_reduced(False)
    thrown = CoinSprite((0, 0), (300, 100), 400, 0, lambda: None, lambda: None)
    for coin in (faded, thrown):
        coin.update(200)
    assert faded.fade and faded.pos() == (300, 100)
    assert not thrown.fade and thrown.pos() != (300, 100)


def test_a_caption_appears_at_its_full_size_without_popping(display) -> None:
    surface = pygame.Surface((320, 200), pygame.SRCALPHA)
    sizes = {}
    for reduced in (True, False):
        motion.set_reduced(reduced)
        caption = Caption(0, "Snip!", 1000)
        caption.update(40)
        sizes[reduced] = caption.draw(surface, (160, 150), "down", 200, 0.6).size
    caption.update(1000)
    assert sizes[True] == caption.draw(surface, (160, 150), "down", 200, 0.6).size
    assert sizes[False] != sizes[True], "at full motion a caption pops in from small"
