"""Who pressed what in Thirteens (RULES.md §6): each human's row keys and up key, and game pads.

Up to ROW_SEATS humans race at one screen. Each places the called card on one of their rows (4, or 5 with the
option `rows`) with one key per row and, with `auto_foundation` off, puts a card up on a foundation with their
up key. Humans are numbered 0, 1, 2 … among the *human* seats only, as in Snap (game/input/bindings.py, whose
pad numbering and key names this module shares). `RowBindings.resolve(event, humans, rows)` turns one pygame
event into (human, RowPress) or None:

- a key: one of human i's first `rows` row keys picks that row, their up key means up (only for i < humans);
- a game pad: pad k belongs to human k (numbered as in Snap: in the order plugged in). Button b picks row b
  when b < rows, and every other button means up: SDL numbers buttons differently on every make of pad, but
  on nearly all of them the first four are the face buttons and the fifth a shoulder button, and a stray up
  never hurts (it only puts a card on a foundation where one fits). The hat (d-pad) left / up / right / down
  picks rows 1 / 2 / 3 / 4; a diagonal means nothing, as a thumb rolling from one direction to the next
  passes through one.
- the mouse is not resolved here: the table hit-tests the first human's clicks on their rows.

Key repeats, releases and other events give None; `released` tells whose key or pad was let go (the key test).
A human's keys are chosen anew all together, one after another (Settings › Thirteens keys), so two of their
keys can swap places: `refusal` checks each next key, `set_keys` the whole set.

This module must not import game.storage (storage imports it for the Settings).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

import pygame

from game.i18n import _, pgettext

from game.input.bindings import PADS, RESERVED_KEYS, PadRegistry, key_label, key_name, read_key, seat_label

ROW_SEATS = 4
"""How many humans have Thirteens keys (four fit round one keyboard)."""

MAX_ROWS = 5
"""Rows a player may have (option `rows`: 4, or 5); every human has a key for each."""

UP = MAX_ROWS
"""The up key's place among a human's keys in slot order (`RowSeatKeys.slots`): after the rows."""

SLOTS = MAX_ROWS + 1
"""Keys a human has: one per row, then up."""


@dataclass(frozen=True)
class RowPress:
    """What a human pressed: `row` (0-based) to place the called card there, or None for up — put the called
    card on a foundation when it fits, else lift the first free row card that fits (the table decides)."""

    row: int | None


@dataclass(frozen=True)
class RowSeatKeys:
    """One human's keys (pygame key codes): `rows`, MAX_ROWS of them, row 1 first; and `up`."""

    rows: tuple[int, ...]
    up: int

    def slots(self) -> tuple[int, ...]:
        """Every key in slot order: row 1 … row 5, then up (slot UP)."""
        return (*self.rows, self.up)

    @classmethod
    def from_slots(cls, keys: Sequence[int]) -> RowSeatKeys:
        """The keys `keys` in slot order (SLOTS of them)."""
        return cls(tuple(keys[:MAX_ROWS]), keys[UP])


# Four people sit round one keyboard, one at each corner, so each human's keys are a run along the edge of
# the keyboard nearest them, row 1 leftmost as the rows lie on screen, with the up key just inside the run:
# - human 1 the number row's left half (1 … 5, up Q below 1), human 2 its right half (7 … −, up P below 0),
#   leaving 6 free between them so that their hands do not meet;
# - human 3 the bottom letter row's left half (Z … B, up A above Z), human 4 its right half (N … /, up K).
#   Keys in different rows and halves of the board rarely share a line of a cheap keyboard's wiring, so
#   four keys pressed together are unlikely to ghost (the key test shows it).
# The fifth rows' keys (5, −, B, /) are used only with the option of five rows. − and / are punctuation,
# which moves between layouts (on a German keyboard / needs Shift): a player without one rebinds it.
# Esc and F11 are the app's, L and F1 the table's (the log, and a key it keeps), so no human may have them.
DEFAULT_ROW_KEYS: tuple[RowSeatKeys, ...] = (
    RowSeatKeys((pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5), pygame.K_q),
    RowSeatKeys((pygame.K_7, pygame.K_8, pygame.K_9, pygame.K_0, pygame.K_MINUS), pygame.K_p),
    RowSeatKeys((pygame.K_z, pygame.K_x, pygame.K_c, pygame.K_v, pygame.K_b), pygame.K_a),
    RowSeatKeys((pygame.K_n, pygame.K_m, pygame.K_COMMA, pygame.K_PERIOD, pygame.K_SLASH), pygame.K_k),
)

TABLE_KEYS = frozenset({pygame.K_l, pygame.K_F1})
"""Keys the Thirteens table itself uses: L opens the log; F1 is kept for the table too."""

RESERVED_ROW_KEYS = RESERVED_KEYS | TABLE_KEYS
"""Keys no human may have in Thirteens."""

_HAT_ROWS = {(-1, 0): 0, (0, 1): 1, (1, 0): 2, (0, -1): 3}
"""The hat's directions (pygame's (x, y), y up) → rows: left, up, right, down."""


def slot_label(slot: int) -> str:
    """"row 3" for slot 2, "up" for slot UP, in the language shown."""
    return pgettext("the up key", "up") if slot == UP else _("row {n}").format(n=slot + 1)


def _slot_words(slot: int) -> str:
    """`slot_label` in English, for the messages that go to the log."""
    return "up" if slot == UP else f"row {slot + 1}"


def _default_keys() -> list[RowSeatKeys]:
    return list(DEFAULT_ROW_KEYS)


@dataclass
class RowBindings:
    """Every human's Thirteens keys (`keys[i]` for human i, ROW_SEATS entries) and whether game pads play
    (`pads`: pad k belongs to human k). `registry` numbers the pads (Snap's too); it is not a setting."""

    keys: list[RowSeatKeys] = field(default_factory=_default_keys)
    pads: bool = True
    registry: PadRegistry = field(default_factory=lambda: PADS, compare=False, repr=False)

    # -- reading events ---------------------------------------------------------------------------

    def resolve(self, event: pygame.event.Event, humans: int, rows: int) -> tuple[int, RowPress] | None:
        """Which human (0-based among the `humans` human seats) pressed what with `event`, when each has
        `rows` rows (1 … MAX_ROWS), or None if it means nothing here (see the module docstring)."""
        kind = event.type
        if kind == pygame.KEYDOWN:
            if getattr(event, "repeat", False):
                return None
            return self._key_owner(getattr(event, "key", None), humans, rows)
        if kind == pygame.JOYBUTTONDOWN:
            button = getattr(event, "button", None)
            if not isinstance(button, int):
                return None
            human = self._pad_owner(event, humans, assign=True)
            return (human, RowPress(button if button < min(rows, MAX_ROWS) else None)) if human is not None else None
        if kind == pygame.JOYHATMOTION:
            value = getattr(event, "value", None)
            row = _HAT_ROWS.get(tuple(value)) if isinstance(value, tuple) else None
            human = self._pad_owner(event, humans, assign=True) if row is not None and row < rows else None
            return (human, RowPress(row)) if human is not None else None
        if kind in (pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED):
            self.registry.note(event)
        return None

    def released(self, event: pygame.event.Event, humans: int) -> int | None:
        """Which human let go of one of their keys or pad buttons, or centred their pad's hat, with `event`
        (KEYUP, JOYBUTTONUP, JOYHATMOTION back to (0, 0)); None for anything else."""
        kind = event.type
        if kind == pygame.KEYUP:
            key = getattr(event, "key", None)
            return next((h for h, keys in enumerate(self.keys[: max(0, humans)]) if key in keys.slots()), None)
        if kind == pygame.JOYBUTTONUP or (kind == pygame.JOYHATMOTION and getattr(event, "value", None) == (0, 0)):
            return self._pad_owner(event, humans, assign=False)
        return None

    def _key_owner(self, key: Any, humans: int, rows: int) -> tuple[int, RowPress] | None:
        if not isinstance(key, int):
            return None
        for human, keys in enumerate(self.keys[: max(0, humans)]):
            if key in keys.rows[:rows]:
                return human, RowPress(keys.rows.index(key))
            if key == keys.up:
                return human, RowPress(None)
        return None

    def _pad_owner(self, event: pygame.event.Event, humans: int, assign: bool) -> int | None:
        return self.registry.owner(event, humans, assign) if self.pads else None

    def pad_connected(self, human: int) -> bool:
        """True if the game pad numbered `human` is plugged in now."""
        return human in self.registry.connected()

    def labels(self, human: int, rows: int) -> list[str]:
        """The labels of `human`'s first `rows` row keys, row 1 first ("1", "2", …), to show in their area."""
        return [key_label(code) for code in self.keys[human].rows[:rows]]

    # -- changing keys ----------------------------------------------------------------------------

    def owner(self, key: int) -> tuple[int, int] | None:
        """Which human (of all ROW_SEATS) has `key`, in which slot (row 0 … 4, or UP), or None."""
        for human, keys in enumerate(self.keys):
            if key in keys.slots():
                return human, keys.slots().index(key)
        return None

    def refusal(self, human: int, chosen: Sequence[int], key: int) -> str | None:
        """Why `key` cannot be the next of `human`'s new keys after `chosen` (their new keys so far, in slot
        order: row 1 … row 5, then up), in one sentence; None if it can. The human's present keys do not
        count: their new keys replace them all together."""
        if key in RESERVED_ROW_KEYS:
            if key == pygame.K_F11:
                return _("F11 switches full screen, so it cannot be a Thirteens key — press another key.")
            if key == pygame.K_l:
                return _("L opens the log at the table, so it cannot be a Thirteens key — press another key.")
            if key in TABLE_KEYS:
                return _("{key} is the table's own key, so it cannot be a Thirteens key — press another key.").format(key=key_label(key))
            return _("{key} cannot be a Thirteens key — press another key.").format(key=key_label(key))
        if key in chosen:
            return _("{key} is already this player's {slot} key — press another one.").format(
                key=key_label(key), slot=slot_label(list(chosen).index(key))
            )
        holder = self.owner(key)
        if holder is not None and holder[0] != human:
            other, slot = holder
            return _("{key} is already {player}'s {slot} key — press another one.").format(
                key=key_label(key), player=seat_label(other), slot=slot_label(slot)
            )
        return None

    def set_keys(self, human: int, keys: RowSeatKeys) -> None:
        """Give `human` the keys `keys`. Raises ValueError (the first `refusal` sentence) if one is reserved,
        another human's, or twice among them."""
        new = keys.slots()
        for slot, key in enumerate(new):
            reason = self.refusal(human, new[:slot], key)
            if reason:
                raise ValueError(reason)
        self.keys[human] = keys

    def reset(self) -> None:
        """Every human back to their default keys (pads stay as they are)."""
        self.keys[:] = _default_keys()

    # -- saving ---------------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """{"pads": bool, "keys": [{"rows": [name × 5], "up": name} × 4]} with `key_name`s ("1", "q", "[5]")."""
        return {
            "pads": self.pads,
            "keys": [{"rows": [key_name(code) for code in k.rows], "up": key_name(k.up)} for k in self.keys],
        }

    @classmethod
    def from_json(cls, data: Any) -> RowBindings:
        """RowBindings from `to_json` output; a missing part takes its default. Raises ValueError (one
        sentence) on a bad value, an unknown key name, a key the app or the table uses, or a key used twice."""
        if not isinstance(data, dict):
            raise ValueError(f"the Thirteens keys must be a JSON object, not {data!r}")
        bindings = cls()
        if "pads" in data:
            if type(data["pads"]) is not bool:
                raise ValueError(f"row_keys.pads must be true or false, not {data['pads']!r}")
            bindings.pads = data["pads"]
        if "keys" in data:
            entries = data["keys"]
            if not (isinstance(entries, list) and len(entries) == ROW_SEATS and all(isinstance(e, dict) for e in entries)):
                raise ValueError(f"row_keys.keys must be a list of {ROW_SEATS} {{rows, up}} objects, not {entries!r}")
            seen: dict[int, str] = {}
            bindings.keys = [RowSeatKeys.from_slots(_seat_codes(human, entry, seen)) for human, entry in enumerate(entries)]
        return bindings


def _seat_codes(human: int, entry: dict[str, Any], seen: dict[int, str]) -> list[int]:
    """Human `human`'s key codes in slot order from their saved `entry` ({"rows": [names], "up": name}); `seen`
    maps the codes read so far to what they are ("Player 1's row 2 key") and gains these. Raises ValueError."""
    rows = entry.get("rows")
    if not (isinstance(rows, list) and len(rows) == MAX_ROWS):
        raise ValueError(f"Player {human + 1}'s row keys must be a list of {MAX_ROWS} key names, not {rows!r}")
    codes: list[int] = []
    clash = "no two Thirteens keys may be the same"
    for slot, name in enumerate([*rows, entry.get("up")]):
        what = f"Player {human + 1}'s {_slot_words(slot)} key"
        codes.append(read_key(name, what, seen, RESERVED_ROW_KEYS, "the app or the table", clash))
    return codes
