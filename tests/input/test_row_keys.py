"""Thirteens' keys and pads (game/input/row_keys.py, RULES.md §6): which human pressed which row, changing the
keys, and saving them."""

from __future__ import annotations

import pygame
import pytest

from game.input.bindings import PadRegistry, key_code
from game.input.row_keys import (
    DEFAULT_ROW_KEYS,
    MAX_ROWS,
    RESERVED_ROW_KEYS,
    ROW_SEATS,
    RowBindings,
    RowPress,
    RowSeatKeys,
)


def keydown(key: int, repeat: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0, repeat=repeat)


def keyup(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


def pad_added(device_index: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.JOYDEVICEADDED, device_index=device_index)


def pad_button(instance_id: int, button: int, down: bool = True) -> pygame.event.Event:
    kind = pygame.JOYBUTTONDOWN if down else pygame.JOYBUTTONUP
    return pygame.event.Event(kind, instance_id=instance_id, joy=instance_id, button=button)


def hat(instance_id: int, value: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.JOYHATMOTION, instance_id=instance_id, joy=instance_id, hat=0, value=value)


@pytest.fixture
def bindings() -> RowBindings:
    """Default keys with a pad registry of their own; pads get instance ids 100, 101 … in the order opened."""
    opened: list[int] = []

    def opener(device_index: int) -> int:
        opened.append(device_index)
        return 100 + len(opened) - 1

    return RowBindings(registry=PadRegistry(opener))


def codes(*names: str) -> tuple[int, ...]:
    return tuple(key_code(name) for name in names)


# -- defaults -------------------------------------------------------------------------------------------


def test_the_default_keys_are_spread_over_the_keyboard_and_unshared() -> None:
    assert len(DEFAULT_ROW_KEYS) == ROW_SEATS
    assert DEFAULT_ROW_KEYS[0] == RowSeatKeys(codes("1", "2", "3", "4", "5"), pygame.K_q)
    assert DEFAULT_ROW_KEYS[1] == RowSeatKeys(codes("7", "8", "9", "0", "-"), pygame.K_p)
    assert DEFAULT_ROW_KEYS[2] == RowSeatKeys(codes("z", "x", "c", "v", "b"), pygame.K_a)
    assert DEFAULT_ROW_KEYS[3] == RowSeatKeys(codes("n", "m", ",", ".", "/"), pygame.K_k)
    every_key = [code for keys in DEFAULT_ROW_KEYS for code in keys.slots()]
    assert len(set(every_key)) == len(every_key) == ROW_SEATS * (MAX_ROWS + 1)
    assert not set(every_key) & RESERVED_ROW_KEYS
    assert {pygame.K_l, pygame.K_F1, pygame.K_ESCAPE, pygame.K_F11} <= RESERVED_ROW_KEYS


# -- keys -------------------------------------------------------------------------------------------------


def test_two_humans_pressing_in_the_same_frame_are_told_apart(bindings: RowBindings) -> None:
    frame = [keydown(pygame.K_3), keydown(pygame.K_9), keydown(pygame.K_a), keydown(pygame.K_k)]
    assert [bindings.resolve(e, humans=4, rows=4) for e in frame] == [
        (0, RowPress(2)),
        (1, RowPress(2)),
        (2, RowPress(None)),
        (3, RowPress(None)),
    ]


def test_a_fifth_rows_key_counts_only_with_five_rows(bindings: RowBindings) -> None:
    assert bindings.resolve(keydown(pygame.K_5), humans=2, rows=4) is None
    assert bindings.resolve(keydown(pygame.K_5), humans=2, rows=5) == (0, RowPress(4))
    assert bindings.resolve(keydown(pygame.K_MINUS), humans=2, rows=5) == (1, RowPress(4))
    assert bindings.resolve(keydown(pygame.K_q), humans=2, rows=4) == (0, RowPress(None))


def test_keys_of_humans_beyond_those_playing_repeats_and_releases_mean_nothing(bindings: RowBindings) -> None:
    assert bindings.resolve(keydown(pygame.K_z), humans=2, rows=4) is None
    assert bindings.resolve(keydown(pygame.K_z), humans=3, rows=4) == (2, RowPress(0))
    assert bindings.resolve(keydown(pygame.K_1, repeat=True), humans=2, rows=4) is None
    assert bindings.resolve(keyup(pygame.K_1), humans=2, rows=4) is None
    assert bindings.resolve(keydown(pygame.K_SPACE), humans=4, rows=5) is None
    assert bindings.released(keyup(pygame.K_8), humans=2) == 1
    assert bindings.released(keyup(pygame.K_z), humans=2) is None


def test_the_mouse_is_left_to_the_table(bindings: RowBindings) -> None:
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1)
    assert bindings.resolve(click, humans=1, rows=4) is None


@pytest.mark.parametrize(
    "event",
    [
        pygame.event.Event(pygame.KEYDOWN),  # no key at all
        pygame.event.Event(pygame.JOYBUTTONDOWN, button=0),  # no instance id
        pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=3),  # no button
        pygame.event.Event(pygame.JOYHATMOTION, instance_id=3, value=None),
        pygame.event.Event(pygame.JOYAXISMOTION, instance_id=3, axis=0, value=0.5),
        pygame.event.Event(pygame.TEXTINPUT, text="1"),
        pygame.event.Event(pygame.QUIT),
    ],
    ids=lambda e: pygame.event.event_name(e.type),
)
def test_odd_events_mean_nothing_and_never_raise(bindings: RowBindings, event: pygame.event.Event) -> None:
    assert bindings.resolve(event, humans=4, rows=5) is None
    assert bindings.released(event, humans=4) is None


# -- pads -------------------------------------------------------------------------------------------------


def test_a_pads_first_buttons_pick_rows_and_the_others_mean_up(bindings: RowBindings) -> None:
    bindings.resolve(pad_added(0), humans=2, rows=4)  # pad 1: instance 100
    bindings.resolve(pad_added(1), humans=2, rows=4)  # pad 2: instance 101
    assert [bindings.resolve(pad_button(101, b), humans=2, rows=4) for b in range(6)] == [
        (1, RowPress(0)),
        (1, RowPress(1)),
        (1, RowPress(2)),
        (1, RowPress(3)),
        (1, RowPress(None)),
        (1, RowPress(None)),
    ]
    assert bindings.resolve(pad_button(100, 4), humans=2, rows=5) == (0, RowPress(4))
    assert bindings.resolve(pad_button(100, 5), humans=2, rows=5) == (0, RowPress(None))
    assert bindings.released(pad_button(101, 2, down=False), humans=2) == 1
    assert bindings.pad_connected(1) and not bindings.pad_connected(2)


def test_a_pads_hat_picks_rows_one_to_four_round_the_compass(bindings: RowBindings) -> None:
    bindings.resolve(pad_added(0), humans=1, rows=4)
    directions = {(-1, 0): 0, (0, 1): 1, (1, 0): 2, (0, -1): 3}
    for value, row in directions.items():
        assert bindings.resolve(hat(100, value), humans=1, rows=4) == (0, RowPress(row)), value
    assert bindings.resolve(hat(100, (1, 1)), humans=1, rows=4) is None, "a diagonal is a thumb on its way"
    assert bindings.resolve(hat(100, (0, 0)), humans=1, rows=4) is None
    assert bindings.released(hat(100, (0, 0)), humans=1) == 0


def test_pads_beyond_the_humans_or_switched_off_mean_nothing(bindings: RowBindings) -> None:
    bindings.resolve(pad_added(0), humans=2, rows=4)
    bindings.resolve(pad_added(1), humans=2, rows=4)
    assert bindings.resolve(pad_button(101, 0), humans=1, rows=4) is None
    bindings.pads = False
    assert bindings.resolve(pad_button(100, 0), humans=2, rows=4) is None
    assert bindings.resolve(hat(100, (-1, 0)), humans=2, rows=4) is None


# -- changing keys ------------------------------------------------------------------------------------------


def test_labels_show_a_humans_row_keys(bindings: RowBindings) -> None:
    assert bindings.labels(0, 4) == ["1", "2", "3", "4"]
    assert bindings.labels(3, 5) == ["N", "M", ",", ".", "/"]


@pytest.mark.parametrize(
    ("human", "chosen", "key", "sentence"),
    [
        (1, (), pygame.K_q, "Q is already Player 1's up key — press another one."),
        (1, (), pygame.K_b, "B is already Player 3's row 5 key — press another one."),
        (1, (pygame.K_6, pygame.K_y), pygame.K_6, "6 is already this player's row 1 key — press another one."),
        (0, (), pygame.K_l, "L opens the log at the table, so it cannot be a Thirteens key — press another key."),
        (0, (), pygame.K_F1, "F1 is the table's own key, so it cannot be a Thirteens key — press another key."),
        (0, (), pygame.K_F11, "F11 switches full screen, so it cannot be a Thirteens key — press another key."),
        (0, (), pygame.K_ESCAPE, "Esc cannot be a Thirteens key — press another key."),
    ],
)
def test_a_key_that_cannot_be_taken_is_refused_in_one_sentence(
    bindings: RowBindings, human: int, chosen: tuple[int, ...], key: int, sentence: str
) -> None:
    assert bindings.refusal(human, chosen, key) == sentence


def test_a_humans_keys_are_chosen_together_so_two_can_swap(bindings: RowBindings) -> None:
    assert bindings.refusal(0, (), pygame.K_2) is None, "the present row 2 key is being replaced too"
    assert bindings.refusal(0, (), pygame.K_SPACE) is None, "Space is free in Thirteens"
    swapped = RowSeatKeys(codes("2", "1", "3", "4", "5"), pygame.K_SPACE)
    bindings.set_keys(0, swapped)
    assert bindings.keys[0] == swapped
    assert bindings.resolve(keydown(pygame.K_1), humans=1, rows=4) == (0, RowPress(1))
    assert bindings.resolve(keydown(pygame.K_SPACE), humans=1, rows=4) == (0, RowPress(None))
    with pytest.raises(ValueError, match="^P is already Player 2's up key — press another one.$"):
        bindings.set_keys(0, RowSeatKeys(codes("1", "2", "3", "4", "5"), pygame.K_p))
    with pytest.raises(ValueError, match="already this player's row 1 key"):
        bindings.set_keys(2, RowSeatKeys(codes("y", "y", "c", "v", "b"), pygame.K_a))
    assert bindings.keys[2] == DEFAULT_ROW_KEYS[2], "a refused set changes nothing"
    bindings.reset()
    assert bindings == RowBindings()


# -- JSON ---------------------------------------------------------------------------------------------------


def test_json_round_trip(bindings: RowBindings) -> None:
    bindings.set_keys(3, RowSeatKeys((pygame.K_KP_1, pygame.K_KP_2, pygame.K_KP_3, pygame.K_KP_4, pygame.K_KP_5), pygame.K_KP_0))
    bindings.pads = False
    data = bindings.to_json()
    assert RowBindings().to_json()["keys"][1] == {"rows": ["7", "8", "9", "0", "-"], "up": "p"}
    assert data["keys"][3] == {"rows": ["[1]", "[2]", "[3]", "[4]", "[5]"], "up": "[0]"}
    assert data["pads"] is False
    assert RowBindings.from_json(data) == bindings
    assert RowBindings.from_json({}) == RowBindings()


def _keys_with(human: int, **parts: object) -> dict:
    data = RowBindings().to_json()
    data["keys"][human].update(parts)
    return data


@pytest.mark.parametrize(
    ("data", "sentence"),
    [
        ([1, 2], "the Thirteens keys must be a JSON object"),
        ({"pads": 1}, "row_keys.pads must be true or false, not 1"),
        ({"keys": RowBindings().to_json()["keys"][:3]}, "row_keys.keys must be a list of 4 {rows, up} objects"),
        (_keys_with(1, rows=["7", "8", "9", "0"]), "Player 2's row keys must be a list of 5 key names"),
        (_keys_with(1, rows="7890-"), "Player 2's row keys must be a list of 5 key names"),
        (_keys_with(2, rows=["z", "x", "wibble", "v", "b"]), "Player 3's row 3 key 'wibble' is not a key name pygame knows"),
        (_keys_with(0, up=7), "Player 1's up key must be a key name, not 7"),
        (_keys_with(0, up="l"), "Player 1's up key may not be 'l', which the app or the table itself uses"),
        (_keys_with(3, up="q"), "Player 4's up key and Player 1's up key are both 'q'"),
        (_keys_with(0, rows=["1", "1", "3", "4", "5"]), "Player 1's row 2 key and Player 1's row 1 key are both '1'"),
    ],
)
def test_bad_json_is_refused_in_one_sentence(data: object, sentence: str) -> None:
    with pytest.raises(ValueError) as caught:
        RowBindings.from_json(data)
    message = str(caught.value)
    assert sentence in message
    assert "\n" not in message and message.count(". ") == 0
