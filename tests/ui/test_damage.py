"""The parts of the window a frame changed (game/ui/damage.py)."""

from pygame import Rect

from game.ui.damage import Damage

SEAT = Rect(0, 0, 100, 100)
CENTRE = Rect(200, 200, 80, 120)


def test_the_first_frame_and_one_after_invalidate_are_sent_whole() -> None:
    damage = Damage()
    damage.frame({"seat": ("7H", SEAT)}, [])
    assert damage.rects is None
    damage.frame({"seat": ("7H", SEAT)}, [])
    assert damage.rects == []
    damage.invalidate()
    damage.frame({"seat": ("7H", SEAT)}, [])
    assert damage.rects is None


def test_a_still_thing_is_sent_only_when_what_it_shows_changes_old_place_and_new() -> None:
    damage = Damage()
    damage.frame({"seat": ("7H", SEAT), "centre": (0, CENTRE)}, [])
    damage.frame({"seat": ("7H", SEAT), "centre": (1, CENTRE.move(10, 0))}, [])
    assert damage.rects == [CENTRE.union(CENTRE.move(10, 0))]


def test_a_moving_thing_is_sent_where_it_is_and_where_it_was() -> None:
    damage = Damage()
    damage.frame({}, [Rect(0, 0, 10, 10)])
    damage.frame({}, [Rect(5, 0, 10, 10)])
    assert damage.rects == [Rect(5, 0, 10, 10), Rect(0, 0, 10, 10)]
    damage.frame({}, [])
    assert damage.rects == [Rect(5, 0, 10, 10)], "once it has gone, its last place is cleaned up"
