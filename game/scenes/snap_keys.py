"""Snap keys: each human player's Snap key and Turn key, rebound by pressing the new key; saved at once."""

from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.input.bindings import SEATS, Action, Bindings, key_label, seat_label
from game.scenes.keys_menu import KeysScene
from game.ui import theme
from game.ui.widgets import Row

SUBHEADING = N_("Choose a key to change it — no two players may share a key")


class SnapKeysScene(KeysScene[tuple[int, Action]]):
    """Player 1 … 6 with their Snap key (left column) and Turn key (right column); game pads on or off;
    reset to defaults; the key test; back.

    Choosing a key waits for the next key press ("Press the new Snap key for Player 3…"); a key another
    player (or this player's other action) already has is refused with a sentence, and Esc or a click
    cancels. Every change is saved at once. Arrow keys move through the two columns like a grid.
    """

    heading = N_("Snap keys")
    usual_subheading = SUBHEADING
    box_widest = 1100
    box_share = 0.62
    columns = 2

    @property
    def bindings(self) -> Bindings:
        return self.app.settings.bindings

    def rows(self) -> list[Row]:
        rows = [
            Row("snap-heading", _("Snap key"), heading=True, column=0),
            Row("turn-heading", _("Turn key"), heading=True, column=1),
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
                            _("The key {player} presses to call Snap — Enter or a click changes it")
                            if action is Action.SNAP
                            else _("{player} turns their card with it when each player turns their own")
                        ).format(player=seat_label(seat)),
                        column=column,
                    )
                )
        return rows + self._menu_rows(
            _("Any button of pad 1 is Player 1's Snap, of pad 2 Player 2's …, in the order plugged in"),
            _("Check that the keyboard takes everyone's Snap key at once"),
        )

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
        now = _("{player}'s Snap key is now {key}") if action is Action.SNAP else _("{player}'s Turn key is now {key}")
        self.subheading = now.format(player=seat_label(seat), key=key_label(key))

    def _kept(self, waiting: tuple[int, Action]) -> str:
        seat, action = waiting
        return _("{player} keeps {key}").format(player=seat_label(seat), key=key_label(self.bindings.keys[seat].key(action)))

    def test(self) -> None:
        from game.scenes.keytest import KeyTestScene, default_test_names

        self.app.push(KeyTestScene(self.app, default_test_names(self.app.settings)))

    # -- input -----------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if self.waiting is None and event.type == pygame.KEYDOWN and event.key in _ARROWS:
            row = self.form.focused
            sideways = event.key in (pygame.K_LEFT, pygame.K_RIGHT)
            if not (sideways and row.on_change):  # a choice row keeps Left/Right for its value
                self._move(*_ARROWS[event.key])
                return
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

    # -- drawing -----------------------------------------------------------------------------------

    def _panel(self, waiting: tuple[int, Action]) -> tuple[str, list[tuple[str, tuple[int, ...]]]]:
        seat, action = waiting
        current = _("Now: {key}.  Esc cancels.").format(key=key_label(self.bindings.keys[seat].key(action)))
        prompt = _("Press the new Snap key for {player}…") if action is Action.SNAP else _("Press the new Turn key for {player}…")
        return prompt.format(player=seat_label(seat)), [(current, theme.BRASS_LIGHT)]


_ARROWS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}
