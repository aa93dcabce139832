"""Settings: game speed, full screen, motion, Jig's forced cards, and Snap's tempo, turning and keys, saved at
once."""

from __future__ import annotations

from game.games.snap.tempo import Tempo
from game.scenes.menu import MenuScene
from game.storage import Speed
from game.ui.widgets import Row


class SettingsScene(MenuScene):
    """Game speed (slow / normal / fast / instant), full screen (also F11), full or reduced motion, whether
    Jig's forced cards play themselves, and for Snap: the tempo of the automatic turns, who turns the cards,
    the players' keys and the key test. Esc goes back."""

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
            Row(
                "motion",
                "Motion",
                value=lambda: "Reduced" if self.app.settings.reduce_motion else "Full",
                on_change=self._change_motion,
                hint="Reduced: the winner's coins fade in instead of falling",
            ),
            Row(
                "play-forced",
                "Jig forced cards",
                value=lambda: "Play themselves" if self.app.settings.play_forced else "You play them",
                on_change=self._change_play_forced,
                hint="Jig: the next card of a sequence plays itself, or you play every card yourself",
            ),
            Row(
                "tempo",
                "Snap tempo",
                value=lambda: self.app.settings.tempo.value.capitalize(),
                on_change=self._change_tempo,
                hint="How fast Snap turns up the cards by itself (Left/Right)",
            ),
            Row(
                "turning",
                "Snap turning",
                value=lambda: "Each turns their own" if self.app.settings.turn_by_key else "Automatic",
                on_change=self._change_turning,
                hint="Automatic at the tempo, or each player turns their own card with their Turn key",
            ),
            Row("snap-keys", "Snap keys", on_activate=self._snap_keys, hint="Each player's Snap and Turn keys, and game pads"),
            Row("test-keys", "Test keys", on_activate=self._test_keys, hint="Check that the keyboard takes everyone's Snap key at once"),
            Row("back", "Back", on_activate=self.back),
        ]

    def _change_speed(self, step: int) -> None:
        speeds = list(Speed)
        self.app.settings.speed = speeds[(speeds.index(self.app.settings.speed) + step) % len(speeds)]
        self.app.save_settings()

    def _change_tempo(self, step: int) -> None:
        tempos = list(Tempo)
        self.app.settings.tempo = tempos[(tempos.index(self.app.settings.tempo) + step) % len(tempos)]
        self.app.save_settings()

    def _change_turning(self, step: int) -> None:
        self.app.settings.turn_by_key = not self.app.settings.turn_by_key
        self.app.save_settings()

    def _change_motion(self, step: int) -> None:
        self.app.settings.reduce_motion = not self.app.settings.reduce_motion
        self.app.save_settings()

    def _change_play_forced(self, step: int) -> None:
        self.app.settings.play_forced = not self.app.settings.play_forced
        self.app.save_settings()

    def _snap_keys(self) -> None:
        from game.scenes.snap_keys import SnapKeysScene

        self.app.push(SnapKeysScene(self.app))

    def _test_keys(self) -> None:
        from game.scenes.keytest import KeyTestScene, default_test_names

        self.app.push(KeyTestScene(self.app, default_test_names(self.app.settings)))

    def back(self) -> None:
        self.app.save_settings()
        self.app.pop()
