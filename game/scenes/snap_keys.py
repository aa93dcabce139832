"""Snap keys: each human player's Snap key and Turn key, rebound by pressing the new key; saved at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.input.bindings import SEATS, Action, Bindings, key_label, seat_label
from game.scenes.menu import MenuScene
from game.ui import theme
from game.ui.fonts import fitting_size, render_text, wrap_text
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.app import App

SUBHEADING = "Choose a key to change it — no two players may share a key"


class SnapKeysScene(MenuScene):
    """Player 1 … 6 with their Snap key (left column) and Turn key (right column); game pads on or off;
    reset to defaults; the key test; back.

    Choosing a key waits for the next key press ("Press the new Snap key for Player 3…"); a key another
    player (or this player's other action) already has is refused with a sentence, and Esc or a click
    cancels. Every change is saved at once. Arrow keys move through the two columns like a grid.
    """

    heading = "Snap keys"

    def __init__(self, app: App) -> None:
        self.waiting: tuple[int, Action] | None = None
        self.refusal = ""
        self.subheading = SUBHEADING
        super().__init__(app)

    @property
    def bindings(self) -> Bindings:
        return self.app.settings.bindings

    def rows(self) -> list[Row]:
        rows = [
            Row("snap-heading", "Snap key", heading=True, column=0),
            Row("turn-heading", "Turn key", heading=True, column=1),
        ]
        for seat in range(SEATS):
            for column, action in enumerate(Action):
                rows.append(
                    Row(
                        f"{action.value}-{seat}",
                        seat_label(seat),
                        value=lambda seat=seat, action=action: key_label(self.bindings.keys[seat].key(action)),
                        on_activate=lambda seat=seat, action=action: self.choose(seat, action),
                        hint=(
                            f"The key {seat_label(seat)} presses to call Snap — Enter or a click changes it"
                            if action is Action.SNAP
                            else f"{seat_label(seat)} turns their card with it when each player turns their own"
                        ),
                        column=column,
                    )
                )
        rows += [
            Row(
                "pads",
                "Game pads",
                value=lambda: "On" if self.bindings.pads else "Off",
                on_change=self._toggle_pads,
                hint="Any button of pad 1 is Player 1's Snap, of pad 2 Player 2's …, in the order plugged in",
                column=0,
            ),
            Row("reset", "Reset to defaults", on_activate=self.reset, hint="Every player gets the keys the game came with", column=0),
            Row("test", "Test keys", on_activate=self.test, hint="Check that the keyboard takes everyone's Snap key at once", column=1),
            Row("back", "Back", on_activate=self.back, column=1),
        ]
        return rows

    # -- actions ---------------------------------------------------------------------------------

    def choose(self, seat: int, action: Action) -> None:
        """Wait for the next key press: it becomes `seat`'s key for `action`."""
        self.waiting = (seat, action)
        self.refusal = ""

    def _take(self, key: int) -> None:
        assert self.waiting is not None
        seat, action = self.waiting
        reason = self.bindings.refusal(seat, action, key)
        if reason:
            self.refusal = reason
            return
        self.bindings.rebind(seat, action, key)
        self.app.save_settings()
        self.waiting = None
        self.refusal = ""
        self.subheading = f"{seat_label(seat)}'s {action.label} key is now {key_label(key)}"

    def _cancel(self) -> None:
        if self.waiting is not None:
            seat, action = self.waiting
            self.subheading = f"{seat_label(seat)} keeps {key_label(self.bindings.keys[seat].key(action))}"
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
        from game.scenes.keytest import KeyTestScene, default_test_names

        self.app.push(KeyTestScene(self.app, default_test_names(self.app.settings)))

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
        if event.type == pygame.KEYDOWN and event.key in _ARROWS:
            row = self.form.focused
            sideways = event.key in (pygame.K_LEFT, pygame.K_RIGHT)
            if not (sideways and row.on_change):  # a choice row keeps Left/Right for its value
                self._move(*_ARROWS[event.key])
                return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.subheading = SUBHEADING
        super().handle(event)

    def _move(self, dx: int, dy: int) -> None:
        """Move the focus to the next row up, down (same column, wrapping) or across (the other column)."""
        here = self.form.focused
        rows = [r for r in self.form.rows if r.focusable and r is not here]
        if dy:
            same = [r for r in rows if r.column == here.column]
            ahead = [r for r in same if (r.rect.y - here.rect.y) * dy > 0]
            pool = ahead or same  # nothing further that way: wrap round to the other end
            if not pool:
                return
            target = min(pool, key=lambda r: r.rect.y * dy) if ahead else max(pool, key=lambda r: r.rect.y * dy)
        else:
            across = [r for r in rows if (r.column - here.column) * dx > 0]
            if not across:
                return
            target = min(across, key=lambda r: abs(r.rect.centery - here.rect.centery))
        self.form.focus_on(target.name)

    # -- layout and drawing -----------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.row_height = max(32, min(56, height // 15))
        box_width = min(width - 40, max(560, min(1100, int(width * 0.62))))
        top = self.content_top(height)
        box = pygame.Rect((width - box_width) // 2, top, box_width, height - top - self.row_height)
        self.form.layout(box, self.row_height, columns=2)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.waiting is None:
            return
        width, height = surface.get_size()
        veil = pygame.Surface((width, height), pygame.SRCALPHA)
        veil.fill(theme.VEIL)
        surface.blit(veil, (0, 0))
        seat, action = self.waiting
        panel_w = min(width - 40, max(480, width // 2))
        big = max(18, min(34, height // 24))
        small = max(15, min(24, height // 36))
        prompt = f"Press the new {action.label} key for {seat_label(seat)}…"
        current = f"Now: {key_label(self.bindings.keys[seat].key(action))}.  Esc cancels."
        refusal = wrap_text(self.refusal, small, panel_w - 40) if self.refusal else []
        panel_h = int(big * 1.6) + int(small * 1.5) * (1 + len(refusal)) + 48
        panel = pygame.Rect((width - panel_w) // 2, (height - panel_h) // 2, panel_w, panel_h)
        pygame.draw.rect(surface, theme.SHADOW, panel.move(0, 5), border_radius=14)
        pygame.draw.rect(surface, theme.WALNUT, panel, border_radius=14)
        pygame.draw.rect(surface, theme.HIGHLIGHT, panel, width=3, border_radius=14)
        y = panel.y + 20
        text = render_text(prompt, fitting_size(prompt, big, panel_w - 40, bold=True), theme.CREAM, bold=True)
        surface.blit(text, text.get_rect(midtop=(panel.centerx, y)))
        y += int(big * 1.6)
        text = render_text(current, fitting_size(current, small, panel_w - 40), theme.BRASS_LIGHT)
        surface.blit(text, text.get_rect(midtop=(panel.centerx, y)))
        y += int(small * 1.5)
        for line in refusal:
            text = render_text(line, small, theme.HIGHLIGHT, bold=False)
            surface.blit(text, text.get_rect(midtop=(panel.centerx, y)))
            y += int(small * 1.5)


_ARROWS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}
