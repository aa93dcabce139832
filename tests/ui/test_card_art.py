"""Card pictures: every face of the pack is there and drawn at the size asked for, rasterised once per
size however it is asked for (now, a few per frame, or in the background), and the back, shadow and
veil match the card's shape."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pygame
import pytest

from game.core.cards import full_pack, parse_card, parse_cards
from game.paths import asset_path
from game.ui import theme
from game.ui.card_art import CARD_ASPECT, CardArt


@pytest.fixture
def loads(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, tuple[int, int]]]:
    """Every call to pygame's SVG loader, as (file name, size asked for)."""
    calls: list[tuple[str, tuple[int, int]]] = []
    real: Callable[..., pygame.Surface] = pygame.image.load_sized_svg
    lock = threading.Lock()

    def counting(path: str, size: tuple[int, int]) -> pygame.Surface:
        with lock:
            calls.append((path.replace("\\", "/").rsplit("/", 1)[-1], tuple(size)))
        return real(path, size)

    monkeypatch.setattr(pygame.image, "load_sized_svg", counting)
    return calls


def wait_until_idle(art: CardArt) -> None:
    deadline = time.monotonic() + 20
    while art.busy() and time.monotonic() < deadline:
        time.sleep(0.005)
    assert not art.busy(), "the background rasteriser never finished"


def test_every_card_of_the_pack_has_a_face_that_rasterises_at_the_size_asked_for(headless: None) -> None:
    art = CardArt()
    for card in full_pack(52):
        assert asset_path("cards", f"{card.code}.svg").is_file(), card.code
        face = art.face(card, 48)
        assert face.get_size() == art.size(48) == (round(48 * CARD_ASPECT), 48), card.code
        middle = face.get_at((face.get_width() // 2, face.get_height() // 2))
        assert middle.a == 255, f"{card.code} is not drawn"


@pytest.mark.parametrize("height", [60, 144, 250])
def test_a_face_is_rasterised_at_its_own_size_never_scaled_up(display: pygame.Surface, loads: list, height: int) -> None:
    art = CardArt()
    face = art.face(parse_card("QS"), height)
    assert loads == [("QS.svg", art.size(height))]
    assert face.get_size() == art.size(height)
    assert face.get_flags() & pygame.SRCALPHA


def test_a_face_has_rounded_corners_and_an_edge(headless: None) -> None:
    art = CardArt()
    face = art.face(parse_card("5D"), 200)
    w, h = face.get_size()
    assert face.get_at((0, 0)).a == 0 and face.get_at((w - 1, h - 1)).a == 0, "corners are cut round"
    edge = face.get_at((w // 2, 0))
    assert edge.a > 200 and max(edge.r, edge.g, edge.b) < 160, "a dark edge so the white reads on baize"
    assert face.get_at((w // 2, 8)).r > 240, "inside, the paper"


def test_a_face_shows_the_card_not_a_blank(headless: None) -> None:
    """The ace of hearts has red in it; the ace of spades has none: the right file was drawn."""
    art = CardArt()

    def reds(code: str) -> int:
        face = art.face(parse_card(code), 144)
        w, h = face.get_size()
        return sum(1 for x in range(0, w, 3) for y in range(0, h, 3) if (c := face.get_at((x, y))).r > 150 and c.g < 80)

    assert reds("AH") > 20
    assert reds("AS") == 0


def test_a_face_is_rasterised_once_per_size(headless: None, loads: list) -> None:
    art = CardArt()
    card = parse_card("7H")
    first = art.face(card, 100)
    assert art.face(card, 100) is first
    art.face(card, 120)
    assert loads == [("7H.svg", art.size(100)), ("7H.svg", art.size(120))]
    assert art.rasterised == 2
    assert art.is_cached(card, 100) and art.is_cached(card, 120) and not art.is_cached(card, 140)


def test_prepared_faces_are_rasterised_in_the_background_once_each(display: pygame.Surface, loads: list) -> None:
    art = CardArt()
    cards = parse_cards("AS KH 10D QC 3S JD")
    art.prepare(cards, 90)
    # Asking for the faces straight away, while the worker is busy with them, must not draw any twice.
    faces = [art.face(c, 90) for c in reversed(cards)]
    wait_until_idle(art)
    assert sorted(loads) == sorted((f"{c.code}.svg", art.size(90)) for c in cards)
    assert all(f.get_size() == art.size(90) for f in faces)
    art.prepare(cards, 90)
    assert not art.busy(), "faces already cached are not queued again"


def test_prepared_faces_are_ready_without_rasterising_on_the_caller(display: pygame.Surface, loads: list) -> None:
    art = CardArt()
    cards = parse_cards("AS KH 10D")
    art.prepare(cards, 70)
    wait_until_idle(art)
    assert all(art.is_cached(c, 70) for c in cards)
    before = len(loads)
    art.face(cards[0], 70)
    assert len(loads) == before


def test_cancelled_preparation_stops_and_leaves_faces_to_be_drawn_on_demand(headless: None, monkeypatch: pytest.MonkeyPatch) -> None:
    art = CardArt()
    gate = threading.Event()
    real = pygame.image.load_sized_svg

    def slow(path: str, size: tuple[int, int]) -> pygame.Surface:
        gate.wait(5)
        return real(path, size)

    monkeypatch.setattr(pygame.image, "load_sized_svg", slow)
    cards = full_pack(52)[:10]
    art.prepare(cards, 50)
    art.cancel_prepared()
    gate.set()
    wait_until_idle(art)
    assert sum(art.is_cached(c, 50) for c in cards) <= 1, "only the face already in progress was finished"
    assert art.face(cards[-1], 50).get_size() == art.size(50)


@pytest.mark.parametrize("height", [28, 90, 181])
def test_back_shadow_and_veil_fit_the_card(headless: None, height: int) -> None:
    art = CardArt()
    w, h = art.size(height)
    back = art.back(height)
    assert back.get_size() == (w, h)
    assert back.get_at((0, 0)).a < 255 and back.get_at((w // 2, h // 2)).a == 255, "rounded corners, opaque paper"
    shadow = art.shadow(height)
    assert shadow.get_width() > w and shadow.get_height() > h, "the blur spreads beyond the card"
    assert 0 < shadow.get_at((shadow.get_width() // 2, shadow.get_height() // 2)).a < 255, "translucent"
    veil = art.veil(height)
    assert veil.get_size() == (w, h) and veil.get_at((w // 2, h // 2)).a == theme.DIM[3]
    assert art.back(height) is back and art.shadow(height) is shadow, "cached"


def test_the_back_is_the_claret_design(headless: None) -> None:
    back = CardArt().back(200)
    w, h = back.get_size()
    border = back.get_at((w // 2, 6))
    assert border.r > 230 and border.g > 220, "a cream border"
    reds = sum(1 for x in range(0, w, 4) for y in range(0, h, 4) if (c := back.get_at((x, y))).r > 90 and c.g < 60 and c.b < 70)
    assert reds > w * h / 16 / 4, "a claret field"
