"""Coin stacks: the coins show, the stack grows with the count up to a limit, the count is written
beside it, and the rect returned covers everything drawn."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.coin_art import coin, coin_step, dish, draw_stack, stack_height


def changed(before: pygame.Surface, after: pygame.Surface) -> list[tuple[int, int]]:
    w, h = before.get_size()
    return [(x, y) for x in range(w) for y in range(h) if before.get_at((x, y)) != after.get_at((x, y))]


def baize(size: tuple[int, int] = (200, 200)) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(theme.BAIZE)
    return surface


@pytest.mark.parametrize("count", [0, 1, 5, 20, 40])
def test_a_stack_draws_within_the_rect_it_returns(headless: None, count: int) -> None:
    target = baize()
    rect = draw_stack(target, (80, 180), count, 24)
    drawn = changed(baize(), target)
    assert drawn, "something is drawn, even for an empty stack"
    assert all(rect.collidepoint(p) for p in drawn)
    assert rect.bottom == 180 and rect.left <= 80 - 12


def test_a_stack_grows_with_its_count_up_to_max_shown(headless: None) -> None:
    assert stack_height(1, 24) < stack_height(5, 24) < stack_height(20, 24)
    assert stack_height(5, 24) - stack_height(4, 24) == coin_step(24) in (2, 3)
    assert stack_height(500, 24) == stack_height(30, 24), "very tall stacks stop growing"
    assert stack_height(25, 24, max_shown=20) == stack_height(20, 24)
    for count in (1, 12, 40):
        target = baize()
        rect = draw_stack(target, (60, 190), count, 24, label=False)
        assert rect.height == stack_height(count, 24)


def test_the_coins_show_where_the_stack_stands(headless: None) -> None:
    target = baize()
    draw_stack(target, (60, 180), 12, 24)
    colour = target.get_at((60, 175))
    assert colour[:3] != theme.BAIZE and colour.r > colour.g > colour.b, "brass, not cloth"


def test_the_count_is_written_beside_the_stack(headless: None) -> None:
    with_label, without = baize(), baize()
    labelled = draw_stack(with_label, (60, 180), 7, 24)
    bare = draw_stack(without, (60, 180), 7, 24, label=False)
    assert labelled.width > bare.width + 8
    to_the_right = [p for p in changed(without, with_label) if p[0] > bare.right]
    assert to_the_right, "the number stands to the right of the coins"
    assert any(with_label.get_at(p)[:3] == theme.CREAM for p in to_the_right)


def test_a_coin_is_a_brass_disc_on_a_clear_surface(headless: None) -> None:
    for diameter in (14, 21, 34):
        image = coin(diameter)
        w, h = image.get_size()
        assert w >= diameter and h >= diameter
        assert image.get_at((0, 0)).a == 0
        centre = image.get_at((w // 2, h // 2))
        assert centre.a == 255 and centre.r > centre.b
    assert coin(21) is coin(21)


def test_the_pool_dish_is_an_oval_wider_than_high(headless: None) -> None:
    image = dish(120)
    assert image.get_width() >= 120 > image.get_height()
    assert image.get_at((image.get_width() // 2, image.get_height() // 2)).a == 255
