"""Snap's keys, pads and mouse (game/input/bindings.py): which human did what, and saving the keys."""

from __future__ import annotations

import pygame
import pytest

from game.input.tempo import Tempo
from game.input.bindings import (
    DEFAULT_KEYS,
    SEATS,
    Action,
    Bindings,
    PadRegistry,
    SeatKeys,
    key_code,
    key_label,
)


def keydown(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def keyup(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


def pad_added(device_index: int, instance_id: int | None = None) -> pygame.event.Event:
    extra = {} if instance_id is None else {"instance_id": instance_id}
    return pygame.event.Event(pygame.JOYDEVICEADDED, device_index=device_index, **extra)


def pad_removed(instance_id: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=instance_id)


def pad_button(instance_id: int, button: int = 0, down: bool = True) -> pygame.event.Event:
    kind = pygame.JOYBUTTONDOWN if down else pygame.JOYBUTTONUP
    return pygame.event.Event(kind, instance_id=instance_id, joy=instance_id, button=button)


@pytest.fixture
def bindings() -> Bindings:
    """Default keys with a pad registry of their own, as SDL does it: pads are opened by device index and
    get instance ids 100, 101 … in the order they are opened."""
    opened: list[int] = []

    def opener(device_index: int) -> int:
        opened.append(device_index)
        return 100 + len(opened) - 1

    return Bindings(registry=PadRegistry(opener))


# -- tempo and defaults ----------------------------------------------------------------------------


def test_tempos_go_from_slow_to_frantic() -> None:
    assert [t.interval_ms for t in Tempo] == [2000, 1400, 1000, 700]
    assert Tempo("frantic") is Tempo.FRANTIC


def test_the_default_keys_are_spread_and_unshared() -> None:
    assert len(DEFAULT_KEYS) == SEATS
    assert [k.snap for k in DEFAULT_KEYS[:4]] == [pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_b, pygame.K_RETURN]
    every_key = [code for k in DEFAULT_KEYS for code in (k.snap, k.turn)]
    assert len(set(every_key)) == len(every_key)
    assert pygame.K_SPACE not in every_key, "Space is the lone human's extra Snap key"


# -- keys ---------------------------------------------------------------------------------------------


def test_each_humans_keys_resolve_to_them(bindings: Bindings) -> None:
    assert bindings.resolve(keydown(pygame.K_LSHIFT), humans=4) == (0, Action.SNAP)
    assert bindings.resolve(keydown(pygame.K_z), humans=4) == (0, Action.TURN)
    assert bindings.resolve(keydown(pygame.K_RSHIFT), humans=4) == (1, Action.SNAP)
    assert bindings.resolve(keydown(pygame.K_b), humans=4) == (2, Action.SNAP)
    assert bindings.resolve(keydown(pygame.K_RETURN), humans=4) == (3, Action.SNAP)
    assert bindings.resolve(keydown(pygame.K_BACKSPACE), humans=4) == (3, Action.TURN)


def test_keys_of_seats_beyond_the_humans_mean_nothing(bindings: Bindings) -> None:
    assert bindings.resolve(keydown(pygame.K_RETURN), humans=3) is None
    assert bindings.resolve(keydown(pygame.K_q), humans=4) is None
    assert bindings.resolve(keydown(pygame.K_q), humans=5) == (4, Action.SNAP)
    assert bindings.resolve(keydown(pygame.K_LSHIFT), humans=0) is None


def test_releases_repeats_and_other_keys_mean_nothing(bindings: Bindings) -> None:
    assert bindings.resolve(keyup(pygame.K_LSHIFT), humans=2) is None
    repeat = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0, repeat=True)
    assert bindings.resolve(repeat, humans=2) is None
    assert bindings.resolve(keydown(pygame.K_x), humans=2) is None
    assert bindings.released(keyup(pygame.K_RSHIFT), humans=2) == (1, Action.SNAP)


def test_space_and_a_click_snap_only_for_a_lone_human(bindings: Bindings) -> None:
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 200), button=1)
    right_click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 200), button=3)
    assert bindings.resolve(click, humans=1) == (0, Action.SNAP)
    assert bindings.resolve(keydown(pygame.K_SPACE), humans=1) == (0, Action.SNAP)
    assert bindings.resolve(keydown(pygame.K_LSHIFT), humans=1) == (0, Action.SNAP)
    assert bindings.resolve(right_click, humans=1) is None
    assert bindings.resolve(click, humans=2) is None
    assert bindings.resolve(keydown(pygame.K_SPACE), humans=2) is None


@pytest.mark.parametrize(
    "event",
    [
        pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 2), rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.TEXTINPUT, text="b"),
        pygame.event.Event(pygame.USEREVENT, whatever=1),
        pygame.event.Event(pygame.KEYDOWN),  # no key at all
        pygame.event.Event(pygame.JOYBUTTONDOWN, button=0),  # no instance id
        pygame.event.Event(pygame.JOYAXISMOTION, instance_id=3, axis=0, value=0.5),
        pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=42),  # a pad never seen
        pygame.event.Event(pygame.QUIT),
    ],
    ids=lambda e: pygame.event.event_name(e.type),
)
def test_unknown_events_mean_nothing_and_never_raise(bindings: Bindings, event: pygame.event.Event) -> None:
    assert bindings.resolve(event, humans=1) is None
    assert bindings.resolve(event, humans=4) is None
    assert bindings.released(event, humans=4) is None


# -- pads -------------------------------------------------------------------------------------------


def test_pads_belong_to_humans_in_the_order_they_were_plugged_in(bindings: Bindings) -> None:
    bindings.note_device(pad_added(0))  # opened as instance 100
    bindings.note_device(pad_added(1))  # 101
    assert bindings.resolve(pad_button(101, button=7), humans=2) == (1, Action.SNAP)
    assert bindings.resolve(pad_button(100, button=0), humans=2) == (0, Action.SNAP)
    assert bindings.released(pad_button(100, down=False), humans=2) == (0, Action.SNAP)
    hat = pygame.event.Event(pygame.JOYHATMOTION, instance_id=101, joy=101, hat=0, value=(0, -1))
    assert bindings.resolve(hat, humans=2) == (1, Action.TURN)
    assert bindings.pad_connected(1) and not bindings.pad_connected(2)


def test_an_unplugged_pad_frees_its_number_for_the_next(bindings: Bindings) -> None:
    for event in (pad_added(0, instance_id=7), pad_added(1, instance_id=8), pad_removed(7)):
        bindings.resolve(event, humans=3)  # resolve keeps the registry up to date too
    assert bindings.resolve(pad_button(8), humans=3) == (1, Action.SNAP), "pad 2 keeps its number"
    assert bindings.resolve(pad_button(7), humans=3) == (0, Action.SNAP), "a pad first seen pressing takes the free number"
    bindings.note_device(pad_added(2, instance_id=9))
    assert bindings.resolve(pad_button(9), humans=3) == (2, Action.SNAP)
    bindings.note_device(pad_added(2, instance_id=9))  # told twice: no harm
    assert bindings.registry.connected() == [0, 1, 2]


def test_pads_beyond_the_humans_or_switched_off_mean_nothing(bindings: Bindings) -> None:
    bindings.note_device(pad_added(0))
    bindings.note_device(pad_added(1))
    assert bindings.resolve(pad_button(101), humans=1) is None
    bindings.pads = False
    assert bindings.resolve(pad_button(100), humans=2) is None


def test_a_pad_that_cannot_be_opened_is_skipped() -> None:
    bindings = Bindings(registry=PadRegistry(lambda index: None))
    assert bindings.resolve(pad_added(0), humans=2) is None
    assert bindings.registry.connected() == []


# -- labels, changing keys -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "label"),
    [
        (pygame.K_LSHIFT, "Left Shift"),
        (pygame.K_RSHIFT, "Right Shift"),
        (pygame.K_b, "B"),
        (pygame.K_RETURN, "Enter"),
        (pygame.K_SLASH, "/"),
        (pygame.K_KP_1, "Keypad 1"),
        (pygame.K_F5, "F5"),
        (pygame.K_BACKSPACE, "Backspace"),
        (pygame.K_UP, "Up Arrow"),
    ],
)
def test_key_labels_read_well(code: int, label: str) -> None:
    assert key_label(code) == label


def test_rebinding_refuses_a_key_someone_has(bindings: Bindings) -> None:
    bindings.rebind(2, Action.SNAP, pygame.K_n)
    assert bindings.keys[2] == SeatKeys(pygame.K_n, pygame.K_v)
    assert bindings.resolve(keydown(pygame.K_n), humans=3) == (2, Action.SNAP)
    assert bindings.resolve(keydown(pygame.K_b), humans=3) is None
    with pytest.raises(ValueError, match="Right Shift is already Player 2's Snap key"):
        bindings.rebind(2, Action.TURN, pygame.K_RSHIFT)
    with pytest.raises(ValueError, match="already this player's Snap key"):
        bindings.rebind(2, Action.TURN, pygame.K_n)
    with pytest.raises(ValueError, match="Esc"):
        bindings.rebind(0, Action.SNAP, pygame.K_ESCAPE)
    bindings.rebind(2, Action.SNAP, pygame.K_n)  # its own key again: allowed, nothing changes
    bindings.reset()
    assert bindings == Bindings()


# -- JSON -------------------------------------------------------------------------------------------


def test_json_round_trip(bindings: Bindings) -> None:
    bindings.rebind(0, Action.SNAP, pygame.K_a)
    bindings.rebind(5, Action.TURN, pygame.K_KP_5)
    bindings.pads = False
    data = bindings.to_json()
    assert data["keys"][0] == {"snap": "a", "turn": "z"}
    assert Bindings.to_json(Bindings())["keys"][0] == {"snap": "left shift", "turn": "z"}
    assert data["keys"][5]["turn"] == "[5]"
    assert Bindings.from_json(data) == bindings
    assert Bindings.from_json({}) == Bindings()


def test_key_names_round_trip_for_every_key() -> None:
    for attr in dir(pygame):
        if attr.startswith("K_") and getattr(pygame, attr) != pygame.K_UNKNOWN:
            code = getattr(pygame, attr)
            assert key_code(pygame.key.name(code)) == code, attr


def test_a_key_without_a_pygame_constant_is_saved_too() -> None:
    """ä (228) on a German keyboard has no pygame constant and no pygame name: SDL's name is stored, or its
    number before a window exists — never an empty name that would break settings.json."""
    pygame.display.quit()  # an earlier test may have left the video system up
    bindings = Bindings(registry=PadRegistry())
    bindings.rebind(1, Action.TURN, 228)
    assert Bindings.from_json(bindings.to_json()) == bindings  # no window: "key 228"
    assert bindings.to_json()["keys"][1]["turn"] == "key 228"
    pygame.display.init()
    try:
        assert bindings.to_json()["keys"][1]["turn"] == "ä"
        assert key_label(228) == "Ä"
    finally:
        pygame.display.quit()
    assert key_code("ä") == 228
    assert Bindings.from_json(_keys_with(1, turn="ä")).keys[1].turn == 228


def _keys_with(seat: int, **names: str) -> dict:
    data = Bindings().to_json()
    data["keys"][seat].update(names)
    return data


@pytest.mark.parametrize(
    ("data", "sentence"),
    [
        ([1, 2], "must be a JSON object"),
        ({"pads": "yes"}, "bindings.pads must be true or false"),
        ({"keys": "left shift"}, "must be a list of 6"),
        ({"keys": Bindings().to_json()["keys"][:5]}, "must be a list of 6"),
        (_keys_with(2, snap="wibble"), "Player 3's Snap key 'wibble' is not a key name pygame knows"),
        (_keys_with(1, turn=7), "Player 2's Turn key must be a key name"),
        (_keys_with(2, snap="left shift"), "Player 3's Snap key and Player 1's Snap key are both 'left shift'"),
        (_keys_with(0, turn="left shift"), "Player 1's Turn key and Player 1's Snap key are both"),
        (_keys_with(4, snap="escape"), "Player 5's Snap key may not be 'escape'"),
    ],
)
def test_bad_json_is_refused_in_one_sentence(data: object, sentence: str) -> None:
    with pytest.raises(ValueError) as caught:
        Bindings.from_json(data)
    message = str(caught.value)
    assert sentence in message
    assert "\n" not in message and message.count(". ") == 0
