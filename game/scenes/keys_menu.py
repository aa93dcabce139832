"""A keys settings screen (Snap keys, Thirteens keys): a menu of the players' keys whose chosen key waits for
the next key press over the menu, a game pads switch, reset to defaults and back; every change saved at once.
Its rows and panel follow the window within bounds designed at density 1 (`dp`, game/ui/density.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar

import pygame

from game.i18n import _
from game.stage.menu import MenuScene
from game.ui import theme
from game.ui.density import dp
from game.ui.fonts import fitting_size, render_text, wrap_text
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.input.bindings import Bindings
    from game.input.row_keys import RowBindings
    from game.stage.scene import Host

Waiting = TypeVar("Waiting")
"""What a key press is awaited for: a player (Thirteens), or a player and their action (Snap)."""


class KeysScene(MenuScene, Generic[Waiting]):
    """A menu of keys, with `usual_subheading` under the heading until a change says what it did.

    While `waiting` is set, the menu is veiled by a panel (`_panel`) and hears nothing else: Esc or a click
    cancels (`_cancel`), any other key goes to `_take`, which may refuse it with a sentence in `refusal`.
    """

    usual_subheading = ""
    box_widest = 900
    """The menu's width: `box_share` of the window's, at most `box_widest` px at density 1; in `columns` columns."""
    box_share = 0.55
    columns = 1

    def __init__(self, app: Host) -> None:
        self.waiting: Waiting | None = None
        """What the next key press is for, or None while the menu is in use."""
        self.refusal = ""
        """Why the last key pressed while waiting was refused, or ""."""
        self.subheading = self.usual_subheading
        super().__init__(app)

    @property
    def bindings(self) -> Bindings | RowBindings:
        """The keys this screen changes (in the settings)."""
        raise NotImplementedError

    def _menu_rows(self, pads_hint: str, test_hint: str) -> list[Row]:
        """The rows under the keys: game pads on or off (`pads_hint`) and reset to defaults in the left column,
        the key test (`test_hint`) and back in the right (with one column, all four in it)."""
        return [
            Row(
                "pads",
                _("Game pads"),
                value=lambda: _("On") if self.bindings.pads else _("Off"),
                on_change=self._toggle_pads,
                hint=pads_hint,
                column=0,
            ),
            Row("reset", _("Reset to defaults"), on_activate=self.reset, hint=_("Every player gets the keys the game came with"), column=0),
            Row("test", _("Test keys"), on_activate=self.test, hint=test_hint, column=1),
            Row("back", _("Back"), on_activate=self.back, column=1),
        ]

    # -- hooks ------------------------------------------------------------------------------------

    def test(self) -> None:
        """Open the key test for these keys."""
        raise NotImplementedError

    def _take(self, key: int) -> None:
        """Key `key` was pressed while `waiting`: take it (saving the settings and ending the wait when the
        keys are complete) or set `refusal`."""
        raise NotImplementedError

    def _kept(self, waiting: Waiting) -> str:
        """The subheading when the wait for `waiting` is cancelled: the keys the player keeps."""
        raise NotImplementedError

    def _panel(self, waiting: Waiting) -> tuple[str, list[tuple[str, tuple[int, ...]]]]:
        """The panel's prompt while waiting for `waiting`, and the lines below it, each with its colour."""
        raise NotImplementedError

    # -- actions ---------------------------------------------------------------------------------

    def _cancel(self) -> None:
        if self.waiting is not None:
            self.subheading = self._kept(self.waiting)
        self.waiting = None
        self.refusal = ""

    def _toggle_pads(self, step: int) -> None:
        self.bindings.pads = not self.bindings.pads
        self.app.save_settings()

    def reset(self) -> None:
        self.bindings.reset()
        self.app.save_settings()
        self.subheading = _("Every player has the default keys again")

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
            self.subheading = self.usual_subheading
        super().handle(event)

    # -- layout and drawing -----------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.row_height = max(dp(32), min(dp(56), height // 15))
        box_width = min(width - dp(40), max(dp(560), min(dp(self.box_widest), int(width * self.box_share))))
        top = self.content_top(height)
        box = pygame.Rect((width - box_width) // 2, top, box_width, height - top - self.row_height)
        self.form.layout(box, self.row_height, columns=self.columns)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.waiting is None:
            return
        width, height = surface.get_size()
        veil = pygame.Surface((width, height), pygame.SRCALPHA)
        veil.fill(theme.VEIL)
        surface.blit(veil, (0, 0))
        pad = dp(20)  # inside the panel, each side and at the top
        panel_w = min(width - 2 * pad, max(dp(480), width // 2))
        big = max(dp(18), min(dp(34), height // 24))
        small = max(dp(15), min(dp(24), height // 36))
        prompt, lines = self._panel(self.waiting)
        room = panel_w - 2 * pad
        refusal = wrap_text(self.refusal, small, room) if self.refusal else []
        step = int(small * 1.5)
        panel_h = int(big * 1.6) + step * (len(lines) + len(refusal)) + dp(48)
        panel = pygame.Rect((width - panel_w) // 2, (height - panel_h) // 2, panel_w, panel_h)
        corner = dp(14)
        pygame.draw.rect(surface, theme.SHADOW, panel.move(0, dp(5)), border_radius=corner)
        pygame.draw.rect(surface, theme.WALNUT, panel, border_radius=corner)
        pygame.draw.rect(surface, theme.HIGHLIGHT, panel, width=dp(3), border_radius=corner)
        y = panel.y + pad
        text = render_text(prompt, fitting_size(prompt, big, room, bold=True), theme.CREAM, bold=True)
        surface.blit(text, text.get_rect(midtop=(panel.centerx, y)))
        y += int(big * 1.6)
        for words, colour in lines:
            text = render_text(words, fitting_size(words, small, room), colour)
            surface.blit(text, text.get_rect(midtop=(panel.centerx, y)))
            y += step
        for line in refusal:
            text = render_text(line, small, theme.HIGHLIGHT)
            surface.blit(text, text.get_rect(midtop=(panel.centerx, y)))
            y += step
