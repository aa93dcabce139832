"""Your hand under the mouse and the keys every table answers (issue 10): a card dragged up to the table is
played, one let go over your hand slides back; L opens and closes the log."""

from __future__ import annotations

import pygame

from tests.pilot import Pilot


def your_turn(pilot: Pilot):
    pilot.press(pygame.K_RETURN, pygame.K_RETURN)  # the title, then the setup: the default game
    table = pilot.app.top
    pilot.wait_until(table._my_turn, max_ms=120_000)
    return table


def drag(pilot: Pilot, start: tuple[int, int], end: tuple[int, int]) -> None:
    pilot.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))])
    pilot.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    for k in range(1, 6):
        pos = (start[0] + (end[0] - start[0]) * k // 5, start[1] + (end[1] - start[1]) * k // 5)
        pilot.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))])
    pilot.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def test_a_card_dragged_to_the_table_is_played(pilot: Pilot) -> None:
    table = your_turn(pilot)
    card = table._legal_cards()[0]
    start = table.widget_rect(f"card:{card.code}").center
    moves = len(table.session.moves)
    pilot.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))])
    pilot.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    pilot.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 40, start[1] - 120), rel=(0, 0), buttons=(1, 0, 0))])
    dragged = table.dragged
    assert dragged is not None and dragged.card == card, "the card follows the pointer"
    assert dragged.pos == (start[0] + 40, start[1] - 120)
    assert len(table.session.moves) == moves, "nothing is played while the card is held"
    pilot.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0] + 40, start[1] - 120), button=1)])
    last = table.session.moves[-1]
    assert (len(table.session.moves), last.seat, last.move) == (moves + 1, table.viewer, card.code)


def test_a_card_let_go_over_your_hand_slides_back_unplayed(pilot: Pilot) -> None:
    table = your_turn(pilot)
    card = table._legal_cards()[0]
    start = table.widget_rect(f"card:{card.code}").center
    moves = len(table.session.moves)
    drag(pilot, start, (start[0] + 30, start[1] + 10))
    assert len(table.session.moves) == moves
    assert table.dragged is None
    pilot.wait_for_animations()
    sprite = next(s for s in table.hands[table.viewer] if s.card == card)
    slot = table._hand_slots(table.viewer)[table.hands[table.viewer].index(sprite)][0]
    assert sprite.pos == slot, "back in its place in the hand"


def test_l_opens_and_closes_the_log(pilot: Pilot) -> None:
    table = your_turn(pilot)
    pilot.press(pygame.K_l)
    assert table.log_open and any(m.what == "the log" for m in table.marks.items)
    pilot.press(pygame.K_l)
    assert not table.log_open and not any(m.what == "the log" for m in table.marks.items)
    assert any(m.what == "the status line" for m in table.marks.items), "the last event shows on the felt"
