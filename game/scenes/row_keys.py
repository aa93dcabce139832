"""Thirteens keys: each human's row keys and up key (game/input/row_keys.py), chosen anew by pressing them one
after another and saved at once; and Thirteens' key test (`row_key_test`), a `KeyTestScene` lit by row keys."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.i18n import N_, _
from game.input.bindings import key_label, seat_label
from game.input.row_keys import MAX_ROWS, ROW_SEATS, SLOTS, UP, RowBindings, RowSeatKeys, slot_label
from game.scenes.keys_menu import KeysScene
from game.scenes.keytest import KeyTestScene, Note, default_test_names
from game.ui import theme
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.stage.scene import Host
    from game.storage import Settings

SUBHEADING = N_("Choose a player, then press their new keys one after another")
INSTRUCTIONS = N_(
    "Everyone press one of your row keys at the same time. A lamp that stays dark means your keyboard dropped "
    "that key — choose another in Settings › Thirteens keys."
)


def summary(keys: RowSeatKeys | list[int], rows: int = MAX_ROWS, up: bool = True) -> str:
    """A human's keys in a line: "1 2 3 4 5  ·  up Q" (the first `rows` row keys, and the up key if `up`).
    A list of keys in slot order may stop short: the keys not yet pressed show as "_"."""
    slots = list(keys.slots()) if isinstance(keys, RowSeatKeys) else keys
    labels = [key_label(slots[slot]) if slot < len(slots) else "_" for slot in range(SLOTS)]
    keys = " ".join(labels[:rows])
    return _("{rows}  ·  up {up}").format(rows=keys, up=labels[UP]) if up else keys


class RowKeysUnderTest:
    """Thirteens' keys for the key test (`settings.row_keys`, read afresh each time): any of a human's first
    `rows` row keys, their pad's buttons or hat, and (if `up`, i.e. `auto_foundation` is off) their up key
    lights their lamp."""

    seats = ROW_SEATS
    instructions = INSTRUCTIONS

    def __init__(self, settings: Settings, rows: int, up: bool) -> None:
        self.settings = settings
        self.rows = rows
        self.up = up

    def pressed(self, event: pygame.event.Event, humans: int) -> tuple[int, bool] | None:
        pressed = self.settings.row_keys.resolve(event, humans, self.rows)
        if pressed is None or (pressed[1].row is None and not self.up):
            return None
        return pressed[0], True

    def released(self, event: pygame.event.Event, humans: int) -> int | None:
        return self.settings.row_keys.released(event, humans)

    def keys_in_use(self, humans: int) -> set[int]:
        return {code for keys in self.settings.row_keys.keys[:humans] for code in (*keys.rows[: self.rows], keys.up)}

    def lamp(self, human: int, humans: int, side_held: bool) -> tuple[str, list[Note]]:
        bindings = self.settings.row_keys
        notes: list[Note] = []
        if self.up:
            notes.append((_("Up: {key}").format(key=key_label(bindings.keys[human].up)), False))
        if bindings.pads and bindings.pad_connected(human):
            notes.append((_("or pad {n}").format(n=human + 1), False))
        return " ".join(bindings.labels(human, self.rows)), notes


def row_key_test(
    app: Host, names: list[str], rows: int = MAX_ROWS, up: bool = True, on_done: Callable[[], None] | None = None
) -> KeyTestScene:
    """The key test for Thirteens players `names` (the human seats in order, at most ROW_SEATS) with `rows`
    rows each and, if `up`, an up key (`auto_foundation` off). `on_done` as `KeyTestScene`'s."""
    return KeyTestScene(app, names, on_done=on_done, keys=RowKeysUnderTest(app.settings, rows, up))


class RowKeysScene(KeysScene[int]):
    """Player 1 … 4, each with their keys in a line ("1 2 3 4 5  ·  up Q"); game pads on or off; reset to
    defaults; the key test; back.

    The grid of six keys a player is too wide for a small window, so choosing a player asks for their keys
    one after another — row 1 … row 5, then up ("Press the new key for Player 2's row 3…") — and takes them
    all together at the end, so two of a player's keys can swap. A key that is reserved, another player's or
    pressed already is refused with a sentence; pressing a key's present key keeps it; Esc or a click cancels
    and keeps every key as it was. Every change is saved at once. `waiting` is the player whose new keys are
    being pressed.
    """

    heading = N_("Thirteens keys")
    usual_subheading = SUBHEADING

    def __init__(self, app: Host) -> None:
        self.chosen: list[int] = []
        """The waiting player's new keys pressed so far, in slot order."""
        super().__init__(app)

    @property
    def bindings(self) -> RowBindings:
        return self.app.settings.row_keys

    def rows(self) -> list[Row]:
        return [self._keys_row(human) for human in range(ROW_SEATS)] + self._menu_rows(
            _("Pad 1 is Player 1's …: the d-pad or first buttons pick rows, the rest put cards up"),
            _("Check that the keyboard takes everyone's row keys at once"),
        )

    def _keys_row(self, human: int) -> Row:
        """`human`'s row: their name, their keys in a line; choosing it asks for their new keys."""
        return Row(
            f"keys-{human}",
            seat_label(human),
            value=lambda: summary(self.bindings.keys[human]),
            on_activate=lambda: self.choose(human),
            hint=_("Enter or a click, then press {player}'s new keys: rows 1 to 5, then up").format(player=seat_label(human)),
        )

    # -- actions ---------------------------------------------------------------------------------

    def choose(self, human: int) -> None:
        """Wait for `human`'s new keys, pressed one after another."""
        self.waiting = human
        self.chosen = []
        self.refusal = ""

    def _take(self, key: int) -> None:
        assert self.waiting is not None
        human = self.waiting
        reason = self.bindings.refusal(human, self.chosen, key)
        if reason:
            self.refusal = reason
            return
        self.chosen.append(key)
        self.refusal = ""
        if len(self.chosen) < SLOTS:
            return
        self.bindings.set_keys(human, RowSeatKeys.from_slots(self.chosen))
        self.app.save_settings()
        self.waiting = None
        self.subheading = _("{player}'s keys are now {keys}").format(player=seat_label(human), keys=summary(self.bindings.keys[human]))

    def _kept(self, waiting: int) -> str:
        return _("{player} keeps {key}").format(player=seat_label(waiting), key=summary(self.bindings.keys[waiting]))

    def test(self) -> None:
        self.app.push(row_key_test(self.app, default_test_names(self.app.settings)))

    # -- drawing -----------------------------------------------------------------------------------

    def _panel(self, waiting: int) -> tuple[str, list[tuple[str, tuple[int, ...]]]]:
        name, slot = seat_label(waiting), len(self.chosen)
        if slot == UP:
            prompt = _("Press the new up key for {player}…").format(player=name)
        else:
            prompt = _("Press the new key for {player}'s {slot}…").format(player=name, slot=slot_label(slot))
        code = self.bindings.keys[waiting].slots()[slot]
        if code in self.chosen:  # taken by a key just chosen
            now = _("Now: {key}.  Esc cancels.").format(key=key_label(code))
        else:
            now = _("Now: {key} — press it again to keep it.  Esc cancels.").format(key=key_label(code))
        return prompt, [
            (now, theme.BRASS_LIGHT),
            (_("New keys: {keys}").format(keys=summary(self.chosen)), theme.CREAM),
        ]
