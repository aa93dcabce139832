"""Who pressed what in the real-time games (Snap, RULES.md §5): each human seat's keys, game pads, the mouse.

Human seats are numbered 0, 1, 2 … in seat order among the *human* seats only (computer seats have no keys).
`Bindings.resolve(event, humans)` turns one pygame event into (human, Action) or None:

- a key: human i's Snap key or Turn key (only for i < humans);
- a game pad: any button of pad k means Snap for human k; pushing its hat (d-pad) means Turn. Pads are
  numbered in the order they were plugged in; an unplugged pad frees its number and the next pad plugged in
  takes the lowest free one. (SDL numbers pad buttons differently on every make of pad, so "any button" is
  the only layout-free choice; the hat is the same on all pads that have one.)
- with a single human only: a left click, and Space, also mean Snap (the Snap table hears clicks on its felt only).

This module must not import game.storage (storage imports it for the Settings).
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, Callable, Collection

import pygame

from game.i18n import _

SEATS = 6
"""How many human seats have keys (Snap has 2–6 players)."""


class Action(Enum):
    SNAP = "snap"
    TURN = "turn"

    @property
    def label(self) -> str:
        return self.value.capitalize()


@dataclass(frozen=True)
class SeatKeys:
    """One human seat's keys (pygame key codes)."""

    snap: int
    turn: int

    def key(self, action: Action) -> int:
        return self.snap if action is Action.SNAP else self.turn


# The defaults are spread over the keyboard, so that the players sit round it without elbowing each other
# and the keys pressed together are unlikely to ghost (cheap keyboards wire keys in a grid and drop a third
# key that shares a row and a column with two held ones):
# - the Shift keys are modifiers, which nearly every keyboard wires outside the grid, so they never ghost:
#   the two players most likely to play (a pair) get them, at the two bottom corners;
# - B sits alone in the middle of the bottom row, Return at the right edge of the middle rows;
# - Q and P are the far ends of the top letter row, for a fifth and sixth player;
# - each Turn key is the Snap key's neighbour, so one hand rests on both: Z by Left Shift, / by Right
#   Shift, V by B, Backspace above Return (Backspace, not Backslash: on European keyboards Backslash is
#   beside Left Shift, Backspace is above Return everywhere), 1 above Q and 0 above P.
# Space is left free: with one human it is a Snap key of its own. Letters, not punctuation, wherever
# possible, as they sit in the same place on most layouts.
DEFAULT_KEYS: tuple[SeatKeys, ...] = (
    SeatKeys(pygame.K_LSHIFT, pygame.K_z),
    SeatKeys(pygame.K_RSHIFT, pygame.K_SLASH),
    SeatKeys(pygame.K_b, pygame.K_v),
    SeatKeys(pygame.K_RETURN, pygame.K_BACKSPACE),
    SeatKeys(pygame.K_q, pygame.K_1),
    SeatKeys(pygame.K_p, pygame.K_0),
)

RESERVED_KEYS = frozenset({pygame.K_ESCAPE, pygame.K_F11, pygame.K_UNKNOWN})
"""Keys no seat may have: Esc pauses and goes back everywhere, F11 switches full screen."""

_KEY_CODES: dict[str, int] = {}


def key_name(code: int) -> str:
    """The name settings.json stores for key `code`: pygame's name ("left shift", "b", "return", "[1]");
    for a key pygame has no constant for (ä, é …) SDL's name ("ä"), or "key 228" when SDL cannot be
    asked (no window yet)."""
    name = pygame.key.name(code)
    if name:
        return name
    try:
        name = pygame.key.name(code, use_compat=False)
    except pygame.error:
        name = ""
    return name or f"key {code}"


def key_code(name: str) -> int:
    """The key code for a `key_name` ("left shift", "b", "return", "ä", "key 228"). Raises ValueError."""
    if not _KEY_CODES:
        for attr in dir(pygame):
            if attr.startswith("K_"):
                code = getattr(pygame, attr)
                if pygame.key.name(code):
                    _KEY_CODES.setdefault(pygame.key.name(code), code)
    if name in _KEY_CODES:
        return _KEY_CODES[name]
    number = name.removeprefix("key ")
    if number != name and number.isdigit() and int(number) < 2**30:  # SDL key codes fit in 30 bits
        return int(number)
    # Keys without a pygame constant: SDL knows their names. (It warns when pygame.init() has not been
    # called, though names need no initialisation.)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            code = pygame.key.key_code(name) if name else pygame.K_UNKNOWN
        except (ValueError, pygame.error):
            code = pygame.K_UNKNOWN
    if code == pygame.K_UNKNOWN:
        raise ValueError(f"unknown key name {name!r}")
    return code


_LABELS = {
    "return": "Enter",
    "enter": "Keypad Enter",
    "escape": "Esc",
    "left meta": "Left Windows/Cmd",
    "right meta": "Right Windows/Cmd",
    "up": "Up Arrow",
    "down": "Down Arrow",
    "left": "Left Arrow",
    "right": "Right Arrow",
    "ctrl": "Ctrl",
    "left ctrl": "Left Ctrl",
    "right ctrl": "Right Ctrl",
    "alt gr": "AltGr",
}


def key_label(code: int) -> str:
    """A readable label for key `code`: "Left Shift", "B", "Enter", "/", "Keypad 1", "F5", "Ä"."""
    name = key_name(code)
    if name.startswith("key "):
        return name.capitalize()
    if name in _LABELS:
        return _LABELS[name]
    if len(name) == 3 and name[0] == "[" and name[2] == "]":  # the keypad: "[1]", "[+]"
        return f"Keypad {name[1]}"
    if len(name) == 1:
        return name.upper()
    return " ".join(word[0].upper() + word[1:] for word in name.split())


def read_key(name: Any, what: str, seen: dict[int, str], reserved: Collection[int], user: str, clash: str) -> int:
    """The key code of `name`, a key name read from settings.json for `what` ("Player 1's Snap key"); `seen`
    maps the codes read so far to what they are and gains this one. Raises ValueError (one sentence) if `name`
    is not a key name pygame knows, is one of the `reserved` keys (which `user`, "the app", itself uses) or
    is in `seen` (`clash` ends that sentence: "two seats may not share a key")."""
    if not isinstance(name, str):
        raise ValueError(f"{what} must be a key name, not {name!r}")
    try:
        code = key_code(name)
    except ValueError:
        raise ValueError(f"{what} {name!r} is not a key name pygame knows") from None
    if code in reserved:
        raise ValueError(f"{what} may not be {name!r}, which {user} itself uses")
    if code in seen:
        raise ValueError(f"{what} and {seen[code]} are both {name!r}, but {clash}")
    seen[code] = what
    return code


def seat_label(seat: int) -> str:
    """A human seat as the keys' screens name it, in the language shown: "Player 3"."""
    return _("Player {n}").format(n=seat + 1)


class PadRegistry:
    """Which connected game pad has which number (0-based): the k-th pad plugged in is pad k.

    SDL gives each pad an instance id when it is opened; button events carry it. A pad that is unplugged
    frees its number; the next one plugged in takes the lowest free number. A pad never seen being
    plugged in (its event went elsewhere) gets a number when its first button is pressed.
    `opener(device_index)` opens a pad and returns its instance id (None if it cannot be opened).
    """

    def __init__(self, opener: Callable[[int], int | None] | None = None) -> None:
        self._slots: list[int | None] = []  # slot → instance id
        self._open: dict[int, Any] = {}  # instance id → the open pygame Joystick (kept open, or it goes quiet)
        self.opener = opener or self._open_pad

    def _open_pad(self, device_index: int) -> int | None:
        try:
            if not pygame.joystick.get_init():
                pygame.joystick.init()
            pad = pygame.joystick.Joystick(device_index)
            instance = pad.get_instance_id()
        except (pygame.error, ValueError, TypeError):
            return None
        self._open[instance] = pad
        return instance

    def note(self, event: pygame.event.Event) -> None:
        """Update the numbering for a JOYDEVICEADDED / JOYDEVICEREMOVED event; other events are ignored.
        Calling it twice for the same event does no harm."""
        if event.type == pygame.JOYDEVICEADDED:
            instance = getattr(event, "instance_id", None)  # SDL sends only device_index; tests may send both
            if not isinstance(instance, int):
                index = getattr(event, "device_index", None)
                instance = self.opener(index) if isinstance(index, int) else None
            if isinstance(instance, int):
                self.slot_of(instance, assign=True)
        elif event.type == pygame.JOYDEVICEREMOVED:
            instance = getattr(event, "instance_id", None)
            if instance in self._slots:
                self._slots[self._slots.index(instance)] = None
            self._open.pop(instance, None)  # type: ignore[arg-type]

    def slot_of(self, instance: int, assign: bool = True) -> int | None:
        """The number of the pad with SDL instance id `instance`; an unknown pad gets the lowest free
        number if `assign`, else None."""
        if instance in self._slots:
            return self._slots.index(instance)
        if not assign:
            return None
        if None in self._slots:
            slot = self._slots.index(None)
            self._slots[slot] = instance
            return slot
        self._slots.append(instance)
        return len(self._slots) - 1

    def owner(self, event: pygame.event.Event, humans: int, assign: bool) -> int | None:
        """The human (0-based, below `humans`) whose pad sent `event` (pad k is human k), or None: no pad
        event, or a pad numbered past the humans. An unknown pad gets a number if `assign`."""
        instance = getattr(event, "instance_id", None)
        if not isinstance(instance, int):
            return None
        slot = self.slot_of(instance, assign=assign)
        return slot if slot is not None and slot < humans else None

    def connected(self) -> list[int]:
        """The numbers of the pads plugged in now."""
        return [slot for slot, instance in enumerate(self._slots) if instance is not None]

    def clear(self) -> None:
        self._slots.clear()
        self._open.clear()


PADS = PadRegistry()
"""The pads of this computer: every Bindings shares it unless given its own (tests)."""


def _default_keys() -> list[SeatKeys]:
    return list(DEFAULT_KEYS)


@dataclass
class Bindings:
    """Every human seat's keys (`keys[i]` for human i, SEATS entries) and whether game pads play
    (`pads`: pad k belongs to human k). `registry` numbers the pads; it is not a setting."""

    keys: list[SeatKeys] = field(default_factory=_default_keys)
    pads: bool = True
    registry: PadRegistry = field(default_factory=lambda: PADS, compare=False, repr=False)

    # -- reading events ---------------------------------------------------------------------------

    def note_device(self, event: pygame.event.Event) -> None:
        """Keep the pad numbering up to date: pass every JOYDEVICEADDED / JOYDEVICEREMOVED event here
        (`resolve` does it too)."""
        self.registry.note(event)

    def resolve(self, event: pygame.event.Event, humans: int) -> tuple[int, Action] | None:
        """Which human (0-based among the `humans` human seats) did what with `event` — a key, pad or
        mouse press — or None if it means nothing here. Releases, key repeats and unknown events give None."""
        kind = event.type
        if kind == pygame.KEYDOWN:
            if getattr(event, "repeat", False):
                return None
            return self._key_owner(getattr(event, "key", None), humans)
        if kind == pygame.JOYBUTTONDOWN:
            slot = self._pad_slot(event, humans, assign=True)
            return (slot, Action.SNAP) if slot is not None else None
        if kind == pygame.JOYHATMOTION:
            if getattr(event, "value", (0, 0)) == (0, 0):
                return None
            slot = self._pad_slot(event, humans, assign=True)
            return (slot, Action.TURN) if slot is not None else None
        if kind == pygame.MOUSEBUTTONDOWN:
            return (0, Action.SNAP) if humans == 1 and getattr(event, "button", None) == 1 else None
        if kind in (pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED):
            self.note_device(event)
        return None

    def released(self, event: pygame.event.Event, humans: int) -> tuple[int, Action] | None:
        """Like `resolve`, for letting go: KEYUP, JOYBUTTONUP, the hat back in the middle, MOUSEBUTTONUP."""
        kind = event.type
        if kind == pygame.KEYUP:
            return self._key_owner(getattr(event, "key", None), humans)
        if kind == pygame.JOYBUTTONUP:
            slot = self._pad_slot(event, humans, assign=False)
            return (slot, Action.SNAP) if slot is not None else None
        if kind == pygame.JOYHATMOTION and getattr(event, "value", None) == (0, 0):
            slot = self._pad_slot(event, humans, assign=False)
            return (slot, Action.TURN) if slot is not None else None
        if kind == pygame.MOUSEBUTTONUP:
            return (0, Action.SNAP) if humans == 1 and getattr(event, "button", None) == 1 else None
        return None

    def _key_owner(self, key: Any, humans: int) -> tuple[int, Action] | None:
        if not isinstance(key, int):
            return None
        for seat, keys in enumerate(self.keys[: max(0, humans)]):
            if key == keys.snap:
                return seat, Action.SNAP
            if key == keys.turn:
                return seat, Action.TURN
        if humans == 1 and key == pygame.K_SPACE:
            return 0, Action.SNAP
        return None

    def _pad_slot(self, event: pygame.event.Event, humans: int, assign: bool) -> int | None:
        return self.registry.owner(event, humans, assign) if self.pads else None

    def pad_connected(self, seat: int) -> bool:
        """True if a game pad with number `seat` is plugged in now."""
        return seat in self.registry.connected()

    # -- changing keys ----------------------------------------------------------------------------

    def owner(self, key: int) -> tuple[int, Action] | None:
        """Which seat (of all SEATS) has `key`, as which action, or None."""
        for seat, keys in enumerate(self.keys):
            for action in Action:
                if keys.key(action) == key:
                    return seat, action
        return None

    def refusal(self, seat: int, action: Action, key: int) -> str | None:
        """Why `key` cannot become `seat`'s key for `action` (one sentence), or None if it can."""
        if key in RESERVED_KEYS:
            if key == pygame.K_F11:
                return _("F11 switches full screen, so it cannot be a Snap key — press another key.")
            return _("{key} cannot be a Snap key — press another key.").format(key=key_label(key))
        holder = self.owner(key)
        if holder is not None and holder != (seat, action):
            other, other_action = holder
            snap = other_action is Action.SNAP
            if other == seat:
                mine = _("{key} is already this player's Snap key — press another one.") if snap else _(
                    "{key} is already this player's Turn key — press another one."
                )
                return mine.format(key=key_label(key))
            theirs = _("{key} is already {player}'s Snap key — press another one.") if snap else _(
                "{key} is already {player}'s Turn key — press another one."
            )
            return theirs.format(key=key_label(key), player=seat_label(other))
        return None

    def rebind(self, seat: int, action: Action, key: int) -> None:
        """Give `seat` the key `key` for `action`. Raises ValueError (the `refusal` sentence) if it is
        reserved or already someone's."""
        reason = self.refusal(seat, action, key)
        if reason:
            raise ValueError(reason)
        current = self.keys[seat]
        self.keys[seat] = replace(current, snap=key) if action is Action.SNAP else replace(current, turn=key)

    def reset(self) -> None:
        """Every seat back to its default keys (pads stay as they are)."""
        self.keys[:] = _default_keys()

    # -- saving ---------------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """{"pads": bool, "keys": [{"snap": name, "turn": name}, …]} with `key_name`s ("left shift")."""
        return {
            "pads": self.pads,
            "keys": [{"snap": key_name(k.snap), "turn": key_name(k.turn)} for k in self.keys],
        }

    @classmethod
    def from_json(cls, data: Any) -> Bindings:
        """Bindings from `to_json` output; a missing part takes its default. Raises ValueError (one
        sentence) on a bad value, an unknown key name, a reserved key or a key two seats share."""
        if not isinstance(data, dict):
            raise ValueError(f"the Snap keys must be a JSON object, not {data!r}")
        bindings = cls()
        if "pads" in data:
            if type(data["pads"]) is not bool:
                raise ValueError(f"bindings.pads must be true or false, not {data['pads']!r}")
            bindings.pads = data["pads"]
        if "keys" in data:
            entries = data["keys"]
            if not (isinstance(entries, list) and len(entries) == SEATS and all(isinstance(e, dict) for e in entries)):
                raise ValueError(f"bindings.keys must be a list of {SEATS} {{snap, turn}} objects, not {entries!r}")
            keys = []
            seen: dict[int, str] = {}
            for seat, entry in enumerate(entries):
                codes = []
                for action in Action:
                    name, what = entry.get(action.value), f"Player {seat + 1}'s {action.label} key"  # (the log's words)
                    codes.append(read_key(name, what, seen, RESERVED_KEYS, "the app", "two seats may not share a key"))
                keys.append(SeatKeys(*codes))
            bindings.keys = keys
        return bindings
