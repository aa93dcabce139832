"""The numbered pack of "Patience, or Thirteens" (RULES.md §6): 13 cards numbered 1–13 with no suits, drawn
by build_scripts/make_number_pack.py into assets/numbers/. Every number has a face that renders small and
large; the four suits of a number share one face; the faces of different numbers differ, in the shape of
their numerals and not only in colour; and the committed files are the generator's output, byte for byte.

How different two faces are is measured on the faces as the app draws them. Whole faces, 140 px high:
the fraction of pixels in which some channel differs by more than `TOLERANCE`; with the art as committed
the closest two numbers (5 and 13, teal and steel blue) differ in 18 %, hence the bound of 10 %.
Numerals, 60 px high (the size the game must be playable at): the dark ink (luminance under `DARK`) in
the middle of the card, where the big numeral stands, compared as a shape with the colour left out; the
closest two (12 and 13) differ in 10 % of that middle, hence the bound of 6 %, and the smallest numeral
(7) covers 17 % of it, hence the bound of 12 % for "a very large numeral".
"""

from __future__ import annotations

import importlib.util
import itertools
import threading
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from game.core.cards import Rank, Suit, card
from game.paths import asset_path
from game.ui.card_art import CardArt, PackStyle

SMALL, LARGE = 60, 200
"""The heights (px) the faces must render at: the smallest the game draws a card, and a large one."""

TOLERANCE = 24
"""A pixel differs when one of its channels (0–255) differs by more than this."""

FACES_DIFFER = 0.10
DARK = 128
"""Luminance (0–255) under which a pixel is the numeral's ink: the numerals are dark, their tablet pale."""

NUMERALS_DIFFER = 0.06
NUMERAL_COVERS = 0.12

SCRIPT = asset_path().parent / "build_scripts" / "make_number_pack.py"


def differing(a: pygame.Surface, b: pygame.Surface) -> float:
    """The fraction (0–1) of pixels of two same-sized faces in which a channel (alpha too) differs by
    more than TOLERANCE."""
    assert a.get_size() == b.get_size()
    x, y = pygame.image.tobytes(a, "RGBA"), pygame.image.tobytes(b, "RGBA")
    count = sum(1 for i in range(0, len(x), 4) if max(abs(x[i + k] - y[i + k]) for k in range(4)) > TOLERANCE)
    return count / (len(x) // 4)


def numeral_ink(face: pygame.Surface) -> tuple[set[tuple[int, int]], int]:
    """The dark pixels in the middle of `face` (the middle 60 % of its width and 46 % of its height, inside
    the tablet the big numeral stands on), and how many pixels that middle has."""
    w, h = face.get_size()
    middle = pygame.Rect(round(w * 0.2), round(h * 0.27), round(w * 0.6), round(h * 0.46))
    ink = {
        (x, y)
        for x in range(middle.left, middle.right)
        for y in range(middle.top, middle.bottom)
        if 0.299 * (c := face.get_at((x, y))).r + 0.587 * c.g + 0.114 * c.b < DARK
    }
    return ink, middle.width * middle.height


def generator(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """build_scripts/make_number_pack.py as a module, its folder on sys.path as when it is run (it imports
    its sibling make_snap_pack)."""
    monkeypatch.syspath_prepend(str(SCRIPT.parent))
    spec = importlib.util.spec_from_file_location("make_number_pack", SCRIPT)
    assert spec is not None and spec.loader is not None
    maker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(maker)
    return maker


@pytest.fixture
def loads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every call to pygame's SVG loader, as "folder/file.svg"."""
    calls: list[str] = []
    real: Callable[..., pygame.Surface] = pygame.image.load_sized_svg
    lock = threading.Lock()

    def counting(path: str, size: tuple[int, int]) -> pygame.Surface:
        with lock:
            calls.append("/".join(path.replace("\\", "/").rsplit("/", 2)[-2:]))
        return real(path, size)

    monkeypatch.setattr(pygame.image, "load_sized_svg", counting)
    return calls


@pytest.mark.parametrize("height", [SMALL, LARGE])
def test_every_number_has_a_face_that_renders_at_the_size_asked_for(headless: None, height: int) -> None:
    art = CardArt(PackStyle.NUMBERS)
    for rank in Rank:
        path = asset_path("numbers", f"{int(rank)}.svg")
        assert path.is_file(), f"no face for the number {int(rank)}"
        assert PackStyle.NUMBERS.face_file(card(rank, Suit.HEARTS)) == path, f"{rank.noun} is not drawn as {int(rank)}"
        face = art.face(card(rank, Suit.HEARTS), height)
        w, h = face.get_size()
        assert (w, h) == art.size(height), int(rank)
        assert face.get_at((w // 2, h // 2)).a == 255, f"{int(rank)} is not drawn"
        ink, middle = numeral_ink(face)
        assert len(ink) / middle > NUMERAL_COVERS, f"the numeral {int(rank)} covers only {len(ink) / middle:.0%} of the middle"


def test_the_four_suits_of_a_number_share_one_face_rasterised_once(headless: None, loads: list[str]) -> None:
    art = CardArt(PackStyle.NUMBERS)
    faces = [art.face(card(Rank.SEVEN, suit), 100) for suit in Suit]
    assert all(f is faces[0] for f in faces), "one shared surface"
    assert loads == ["numbers/7.svg"] and art.rasterised == 1
    assert all(art.is_cached(card(Rank.SEVEN, suit), 100) for suit in Suit)
    art.prepare([card(Rank.KING, suit) for suit in Suit], 100)
    deadline = time.monotonic() + 20
    while art.busy() and time.monotonic() < deadline:
        time.sleep(0.005)
    assert not art.busy(), "the background rasteriser never finished"
    assert loads == ["numbers/7.svg", "numbers/13.svg"], "prepared copies are rasterised once too"


def test_faces_of_different_numbers_differ(headless: None) -> None:
    art = CardArt(PackStyle.NUMBERS)
    faces = {rank: art.face(card(rank, Suit.SPADES), 140) for rank in Rank}
    too_close = [(int(a), int(b), f"{s:.1%}") for a, b in itertools.combinations(Rank, 2) if (s := differing(faces[a], faces[b])) <= FACES_DIFFER]
    assert not too_close, f"faces too much alike (pixels differing): {too_close}"


def test_the_numerals_differ_in_shape_not_only_in_colour_at_the_smallest_size(headless: None) -> None:
    art = CardArt(PackStyle.NUMBERS)
    inks = {rank: numeral_ink(art.face(card(rank, Suit.SPADES), SMALL)) for rank in Rank}
    middle = inks[Rank.ACE][1]
    too_close = [
        (int(a), int(b), f"{s:.1%}")
        for a, b in itertools.combinations(Rank, 2)
        if (s := len(inks[a][0] ^ inks[b][0]) / middle) <= NUMERALS_DIFFER
    ]
    assert not too_close, f"numerals too much alike at {SMALL} px (dark pixels differing): {too_close}"


def test_the_svgs_use_only_what_the_renderer_draws() -> None:
    """nanosvg (pygame's SVG loader) ignores text, filters, masks, clip paths, <use> and images: the
    faces must not lean on any of them."""
    for n in range(1, 14):
        text = asset_path("numbers", f"{n}.svg").read_text(encoding="utf-8")
        for tag in ("<text", "<filter", "<mask", "<clipPath", "<use", "<image", "<pattern"):
            assert tag not in text, f"{n}.svg uses {tag}>"


def test_the_committed_faces_are_what_the_generator_writes(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """assets/numbers/ is the output of build_scripts/make_number_pack.py, unedited: its main function,
    writing to a scratch folder, reproduces every committed file byte for byte, and nothing else."""
    maker = generator(monkeypatch)
    assert maker.main(tmp_path) == 0
    committed = asset_path("numbers")
    written = sorted(p.name for p in tmp_path.iterdir())
    assert written == sorted(f"{n}.svg" for n in range(1, 14))
    assert sorted(p.name for p in committed.iterdir()) == written, "assets/numbers/ holds the 13 faces and nothing else"
    for name in written:
        assert (tmp_path / name).read_bytes() == (committed / name).read_bytes(), f"{name} is not the generator's output: run the script"


def test_shared_art_is_one_instance_per_pack() -> None:
    numbers = CardArt.shared(PackStyle.NUMBERS)
    assert numbers is CardArt.shared(PackStyle.NUMBERS) and numbers.style is PackStyle.NUMBERS
    assert numbers is not CardArt.shared() and numbers is not CardArt.shared(PackStyle.SNAP)
    assert PackStyle("numbers") is PackStyle.NUMBERS
