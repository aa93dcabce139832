"""Settings: game speed and full screen, saved at once."""

from __future__ import annotations

from game.scenes.menu import MenuScene
from game.storage import Speed
from game.ui.widgets import Row


class SettingsScene(MenuScene):
    """Game speed (slow / normal / fast / instant) and full screen (also F11). Esc goes back."""

    heading = "Settings"

    def rows(self) -> list[Row]:
        return [
            Row(
                "speed",
                "Game speed",
                value=lambda: self.app.settings.speed.value.capitalize(),
                on_change=self._change_speed,
                hint="How fast cards and coins move and computer players play (Left/Right)",
            ),
            Row(
                "fullscreen",
                "Full screen",
                value=lambda: "On" if self.app.settings.fullscreen else "Off",
                on_change=lambda step: self.app.toggle_fullscreen(),
                hint="F11 switches at any time",
            ),
            Row("back", "Back", on_activate=self.back),
        ]

    def _change_speed(self, step: int) -> None:
        speeds = list(Speed)
        self.app.settings.speed = speeds[(speeds.index(self.app.settings.speed) + step) % len(speeds)]
        self.app.save_settings()

    def back(self) -> None:
        self.app.save_settings()
        self.app.pop()
