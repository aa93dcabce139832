"""Speech bubbles keep to the width they are given, wrap long calls, and put the tail's tip at the
middle of the side it comes from (where the caption is anchored)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.bubble import TAILS, speech_bubble

EARL = "And there's the Earl of Coventree!"


@pytest.mark.parametrize("tail", TAILS)
@pytest.mark.parametrize("max_width", [120, 220, 400])
def test_a_bubble_keeps_to_its_width(headless: None, tail: str, max_width: int) -> None:
    for words, subline in (("Snip!", "Ann pays 1"), (EARL, "Bertie pays 3 and the pool takes 1"), ("Snorum!", None)):
        assert speech_bubble(words, subline, max_width, tail).get_width() <= max_width


def test_a_long_call_wraps_onto_more_lines(headless: None) -> None:
    short = speech_bubble("Snip!", None, 300)
    long = speech_bubble(EARL, None, 300)
    assert long.get_height() > short.get_height() * 1.8
    assert speech_bubble("Snip!", "Ann pays 1", 300).get_height() > short.get_height(), "room for the small print"


def test_the_call_is_large_at_scale_1(headless: None) -> None:
    """DESIGN.md: a large serif call; at least 28 px type for a 720 px window."""
    at_1 = speech_bubble("Snip!", None, 400, scale=1.0)
    at_half = speech_bubble("Snip!", None, 400, scale=0.5)
    assert at_1.get_height() >= 28 + 2 * 9
    assert at_half.get_height() < at_1.get_height()


@pytest.mark.parametrize("tail", TAILS)
def test_the_tail_tip_is_the_middle_of_its_side(headless: None, tail: str) -> None:
    image = speech_bubble("Snap!", "Ann pays 2", 300, tail)
    w, h = image.get_size()
    near_tip = {"down": (w // 2, h - 3), "up": (w // 2, 2), "left": (2, h // 2), "right": (w - 3, h // 2)}[tail]
    corner = {"down": (1, h - 1), "up": (1, 0), "left": (0, 1), "right": (w - 1, 1)}[tail]
    assert image.get_at(near_tip).a > 100
    assert image.get_at(corner).a == 0
    assert image.get_flags() & pygame.SRCALPHA


def test_bubbles_are_cached_and_reject_an_unknown_tail(headless: None) -> None:
    assert speech_bubble("Snip!", "Ann pays 1", 300) is speech_bubble("Snip!", "Ann pays 1", 300)
    with pytest.raises(ValueError):
        speech_bubble("Snap!", None, 200, tail="sideways")
