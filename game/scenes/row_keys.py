"""Thirteens keys: each human's row keys and up key (game/input/row_keys.py), chosen anew by pressing them one
after another and saved at once; and Thirteens' key test (`row_key_test`), a `KeyTestScene` lit by row keys."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.input.bindings import key_label, seat_label
from game.input.row_keys import MAX_ROWS, ROW_SEATS, SLOTS, UP, RowBindings, RowSeatKeys, slot_label
from game.scenes.keytest import KeyTestScene, Note, default_test_names
from game.scenes.menu import MenuScene
from game.ui import theme
from game.ui.fonts import fitting_size, render_text, wrap_text
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.app import App
    from game.storage import Settings

SUBHEADING = "Choose a player, then press their new keys one after another"
INSTRUCTIONS = (
    "Everyone press one of your row keys at the same time. A lamp that stays dark means your keyboard dropped "
    "that key — choose another in Settings › Thirteens keys."
)


def summary(keys: RowSeatKeys | list[int], rows: int = MAX_ROWS, up: bool = True) -> str:
    """A human's keys in a line: "1 2 3 4 5  ·  up Q" (the first `rows` row keys, and the up key if `up`).
    A list of keys in slot order may stop short: the keys not yet pressed show as "_"."""
    slots = list(keys.slots()) if isinstance(keys, RowSeatKeys) else keys
    labels = [key_label(slots[slot]) if slot < len(slots) else "_" for slot in range(SLOTS)]
    return " ".join(labels[:rows]) + (f"  ·  up {labels[UP]}" if up else "")


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
            notes.append((f"Up: {key_label(bindings.keys[human].up)}", False))
        if bindings.pads and bindings.pad_connected(human):
            notes.append((f"or pad {human + 1}", False))
        return " ".join(bindings.labels(human, self.rows)), notes


def row_key_test(
    app: App, names: list[str], rows: int = MAX_ROWS, up: bool = True, on_done: Callable[[], None] | None = None
) -> KeyTestScene:
    """The key test for Thirteens players `names` (the human seats in order, at most ROW_SEATS) with `rows`
    rows each and, if `up`, an up key (`auto_foundation` off). `on_done` as `KeyTestScene`'s."""
    return KeyTestScene(app, names, on_done=on_done, keys=RowKeysUnderTest(app.settings, rows, up))


class RowKeysScene(MenuScene):
    """Player 1 … 4, each with their keys in a line ("1 2 3 4 5  ·  up Q"); game pads on or off; reset to
    defaults; the key test; back.

    The grid of six keys a player is too wide for a small window, so choosing a player asks for their keys
    one after another — row 1 … row 5, then up ("Press the new key for Player 2's row 3…") — and takes them
    all together at the end, so two of a player's keys can swap. A key that is reserved, another player's or
    pressed already is refused with a sentence; pressing a key's present key keeps it; Esc or a click cancels
    and keeps every key as it was. Every change is saved at once.
    """

    heading = "Thirteens keys"

    def __init__(self, app: App) -> None:
        self.waiting: int | None = None
        """The player whose new keys are being pressed, or None."""
        self.chosen: list[int] = []
        """Their new keys pressed so far, in slot order."""
        self.refusal = ""
        self.subheading = SUBHEADING
        super().__init__(app)

    @property
    def bindings(self) -> RowBindings:
        return self.app.settings.row_keys

    def rows(self) -> list[Row]:
        rows = [self._keys_row(human) for human in range(ROW_SEATS)]
        rows += [
            Row(
                "pads",
                "Game pads",
                value=lambda: "On" if self.bindings.pads else "Off",
                on_change=self._toggle_pads,
                hint="Pad 1 is Player 1's …: the d-pad or first buttons pick rows, the rest put cards up",
            ),
            Row("reset", "Reset to defaults", on_activate=self.reset, hint="Every player gets the keys the game came with"),
            Row("test", "Test keys", on_activate=self.test, hint="Check that the keyboard takes everyone's row keys at once"),
            Row("back", "Back", on_activate=self.back),
        ]
        return rows

    def _keys_row(self, human: int) -> Row:
        """`human`'s row: their name, their keys in a line; choosing it asks for their new keys."""
        return Row(
            f"keys-{human}",
            seat_label(human),
            value=lambda: summary(self.bindings.keys[human]),
            on_activate=lambda: self.choose(human),
            hint=f"Enter or a click, then press {seat_label(human)}'s new keys: rows 1 to 5, then up",
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
        self.subheading = f"{seat_label(human)}'s keys are now {summary(self.bindings.keys[human])}"

    def _cancel(self) -> None:
        if self.waiting is not None:
            self.subheading = f"{seat_label(self.waiting)} keeps {summary(self.bindings.keys[self.waiting])}"
        self.waiting = None
        self.refusal = ""

    def _toggle_pads(self, step: int) -> None:
        self.bindings.pads = not self.bindings.pads
        self.app.save_settings()

    def reset(self) -> None:
        self.bindings.reset()
        self.app.save_settings()
        self.subheading = "Every player has the default keys again"

    def test(self) -> None:
        self.app.push(row_key_test(self.app, default_test_names(self.app.settings)))

    def back(self) -> None:
        self.app.save_settings()
        self.app.pop()

    # -- input -----------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if self.waiting is not None:
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_ESCAPE:
                    self._cancel()
                else:
                    self._take(event.key)
            elif event.type == pygame.MOUSEBUTTONDOWN:
                self._cancel()
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.subheading = SUBHEADING
        super().handle(event)

    # -- drawing -----------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.row_height = max(32, min(56, height // 15))
        box_width = min(width - 40, max(560, min(900, int(width * 0.55))))
        top = self.content_top(height)
        box = pygame.Rect((width - box_width) // 2, top, box_width, height - top - self.row_height)
        self.form.layout(box, self.row_height)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.waiting is None:
            return
        width, height = surface.get_size()
        veil = pygame.Surface((width, height), pygame.SRCALPHA)
        veil.fill(theme.VEIL)
        surface.blit(veil, (0, 0))
        human, slot = self.waiting, len(self.chosen)
        name = seat_label(human)
        panel_w = min(width - 40, max(480, width // 2))
        big = max(18, min(34, height // 24))
        small = max(15, min(24, height // 36))
        prompt = f"Press the new up key for {name}…" if slot == UP else f"Press the new key for {name}'s {slot_label(slot)}…"
        now = key_label(self.bindings.keys[human].slots()[slot])
        lines = [
            (f"Now: {now} — press it again to keep it.  Esc cancels.", theme.BRASS_LIGHT),
            (f"New keys: {summary(self.chosen)}", theme.CREAM),
        ]
        refusal = wrap_text(self.refusal, small, panel_w - 40) if self.refusal else []
        step = int(small * 1.5)
        panel_h = int(big * 1.6) + step * (len(lines) + len(refusal)) + 48
        panel = pygame.Rect((width - panel_w) // 2, (height - panel_h) // 2, panel_w, panel_h)
        pygame.draw.rect(surface, theme.SHADOW, panel.move(0, 5), border_radius=14)
        pygame.draw.rect(surface, theme.WALNUT, panel, border_radius=14)
        pygame.draw.rect(surface, theme.HIGHLIGHT, panel, width=3, border_radius=14)
        y = panel.y + 20
        text = render_text(prompt, fitting_size(prompt, big, panel_w - 40, bold=True), theme.CREAM, bold=True)
        surface.blit(text, text.get_rect(midtop=(panel.centerx, y)))
        y += int(big * 1.6)
        for words, colour in lines:
            text = render_text(words, fitting_size(words, small, panel_w - 40), colour)
            surface.blit(text, text.get_rect(midtop=(panel.centerx, y)))
            y += step
        for line in refusal:
            text = render_text(line, small, theme.HIGHLIGHT)
            surface.blit(text, text.get_rect(midtop=(panel.centerx, y)))
            y += step
