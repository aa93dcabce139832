"""Settings: the language, game speed, full screen, motion, high contrast, sound (volume, sounds, voices), Jig's forced cards, Snap's tempo, turning and keys, and Thirteens'
keys, saved at once."""

from __future__ import annotations

from typing import Any, Callable

from game.i18n import LANGUAGES, N_, _, language, set_language
from game.input.tempo import Tempo
from game.scenes.card_rows import card_rows
from game.stage.menu import MenuScene
from game.storage import MAX_BROKER, TEXT_SCALES, VOLUMES, Speed
from game.ui import motion, theme
from game.ui.fonts import set_text_scale
from game.ui.widgets import Row
from game.window import full_screen_key

SPEED_WORDS = {Speed.SLOW: N_("Slow"), Speed.NORMAL: N_("Normal"), Speed.FAST: N_("Fast"), Speed.INSTANT: N_("Instant")}
"""How each game speed reads on screen."""
TEMPO_WORDS = {Tempo.SLOW: N_("Slow"), Tempo.NORMAL: N_("Normal"), Tempo.FAST: N_("Fast"), Tempo.FRANTIC: N_("Frantic")}
"""How each Snap tempo reads on screen."""


def on_off(on: bool) -> str:
    """A setting that is on or off, in the language shown."""
    return _("On") if on else _("Off")


class SettingsScene(MenuScene):
    """Game speed (slow / normal / fast / instant), full screen (also F11, or Ctrl+Cmd+F on a Mac), full or reduced motion, the
    master volume and whether sounds and voices play (issue 14), whether
    Jig's forced cards play themselves, for Snap: the tempo of the automatic turns, who turns the cards,
    the players' keys and the key test, and the Thirteens players' keys. Esc goes back."""

    heading = N_("Settings")

    def rows(self) -> list[Row]:
        return [
            Row(
                "language",
                _("Language"),
                value=lambda: LANGUAGES[language()],
                on_change=self._step_language,
                hint=_("The language of every word the app shows (Left/Right)"),
            ),
            *card_rows(self.app),
            Row(
                "text-size",
                _("Text size"),
                value=lambda: f"{self.app.settings.text_scale} %",
                on_change=self._step_text_scale,
                hint=_("How large every word on every screen is drawn, from 100 to 200 % (Left/Right)"),
            ),
            Row(
                "speed",
                _("Game speed"),
                value=lambda: _(SPEED_WORDS[self.app.settings.speed]),
                on_change=self._cycle("speed", list(Speed)),
                hint=_("How fast cards and coins move and computer players play (Left/Right)"),
            ),
            Row(
                "fullscreen",
                _("Full screen"),
                value=lambda: on_off(self.app.settings.fullscreen),
                on_change=lambda step: self.app.toggle_fullscreen(),
                hint=_("{key} switches at any time").format(key=full_screen_key()),
            ),
            Row(
                "motion",
                _("Motion"),
                value=lambda: _("Reduced") if self.app.settings.reduce_motion else _("Full"),
                on_change=self._toggle("reduce_motion", motion.set_reduced),
                hint=_("Reduced: cards and coins fade in place instead of flying; nothing bounces"),
            ),
            Row(
                "high-contrast",
                _("High contrast"),
                value=lambda: _("On") if self.app.settings.high_contrast else _("Off"),
                on_change=self._toggle("high_contrast", theme.set_high_contrast),
                hint=_("A plain black table, white words on black plates, thick outlines"),
            ),
            Row(
                "volume",
                _("Volume"),
                value=lambda: _("{percent} %").format(percent=self.app.settings.volume) if self.app.settings.volume else _("Silent"),
                on_change=self._step_volume,
                hint=_("How loud the sounds and the voices are (Left/Right)"),
            ),
            Row(
                "sounds",
                _("Sounds"),
                value=lambda: on_off(self.app.settings.sounds),
                on_change=self._toggle("sounds"),
                hint=_("Cards dealt and played, coins paid, the end of a game"),
            ),
            Row(
                "voices",
                _("Voices"),
                value=lambda: on_off(self.app.settings.voices),
                on_change=self._toggle("voices"),
                hint=_("Every call spoken aloud, in a voice of its own for each seat"),
            ),
            Row(
                "speak-log",
                _("Speak the log"),
                value=lambda: _("Payments aloud") if self.app.settings.speak_log else _("Off"),
                on_change=self._toggle("speak_log"),
                hint=_("Each payment said aloud by its payer in their voice: \"I pay two\" (needs Voices on)"),
            ),
            Row(
                "screen-reader",
                _("Screen reader"),
                value=lambda: _("On") if self.app.settings.screen_reader else _("Off"),
                on_change=self._toggle("screen_reader"),
                hint=_("Sends the log, your turn and the menus to NVDA, JAWS, VoiceOver or Orca"),
            ),
            Row(
                "play-forced",
                _("Jig forced cards"),
                value=lambda: _("Play themselves") if self.app.settings.play_forced else _("You play them"),
                on_change=self._toggle("play_forced"),
                hint=_("Jig: the next card of a sequence plays itself, or you play every card yourself"),
            ),
            Row(
                "tempo",
                _("Snap tempo"),
                value=lambda: _(TEMPO_WORDS[self.app.settings.tempo]),
                on_change=self._cycle("tempo", list(Tempo)),
                hint=_("How fast Snap turns up the cards by itself (Left/Right)"),
            ),
            Row(
                "turning",
                _("Snap turning"),
                value=lambda: _("Each turns their own") if self.app.settings.turn_by_key else _("Automatic"),
                on_change=self._toggle("turn_by_key"),
                hint=_("Automatic at the tempo, or each player turns their own card with their Turn key"),
            ),
            Row("snap-keys", _("Snap keys"), on_activate=self._snap_keys, hint=_("Each player's Snap and Turn keys, and game pads")),
            Row("test-keys", _("Test keys"), on_activate=self._test_keys, hint=_("Check that the keyboard takes everyone's Snap key at once")),
            Row(
                "broker",
                _("Online broker"),
                text=lambda: self.app.settings.broker,
                on_text=self._set_broker,
                max_chars=MAX_BROKER,
                hint=_("Empty: your computer serves players on your network. Else a broker, like mqtts://broker.example.org"),
            ),
            Row(
                "thirteens-keys",
                _("Thirteens keys"),
                on_activate=self._thirteens_keys,
                hint=_("Each player's row keys and up key in Thirteens, and game pads"),
            ),
            Row("back", _("Back"), on_activate=self.back),
        ]

    def _toggle(self, name: str, apply: Callable[[bool], None] | None = None) -> Callable[[int], None]:
        """A row's change that turns the on/off setting `name` over, puts it to use with `apply` (if given) and
        saves the settings."""

        def change(step: int) -> None:
            setattr(self.app.settings, name, not getattr(self.app.settings, name))
            if apply is not None:
                apply(getattr(self.app.settings, name))
            self.app.save_settings()

        return change

    def _cycle(self, name: str, choices: list[Any]) -> Callable[[int], None]:
        """A row's change that moves the setting `name` `step` places round `choices` and saves the settings."""

        def change(step: int) -> None:
            now = choices.index(getattr(self.app.settings, name))
            setattr(self.app.settings, name, choices[(now + step) % len(choices)])
            self.app.save_settings()

        return change

    def _set_broker(self, text: str) -> None:
        """Where a host's table meets its guests across the internet, and the Join screen's address to begin
        with (Play online, docs/ONLINE.md); checked when a table opens."""
        self.app.settings.broker = text.strip()
        self.app.save_settings()

    def _step_volume(self, step: int) -> None:
        """Ten per cent louder or softer, stopping at silent and at full (a volume never wraps round)."""
        now = VOLUMES.index(self.app.settings.volume)
        self.app.settings.volume = VOLUMES[max(0, min(len(VOLUMES) - 1, now + step))]
        self.app.save_settings()

    def _step_text_scale(self, step: int) -> None:
        """The next text size up or down (100–200 %, stopping at either end), at once on every screen."""
        now = TEXT_SCALES.index(self.app.settings.text_scale)
        self.app.settings.text_scale = TEXT_SCALES[max(0, min(len(TEXT_SCALES) - 1, now + step))]
        set_text_scale(self.app.settings.text_scale)
        self.app.save_settings()
        self.rebuild()

    def _step_language(self, step: int) -> None:
        """The next language (or the one before), at once on every screen."""
        codes = list(LANGUAGES)
        code = codes[(codes.index(language()) + step) % len(codes)]
        self.app.settings.language = code
        set_language(code)
        self.app.save_settings()
        self.rebuild()

    def _snap_keys(self) -> None:
        from game.scenes.snap_keys import SnapKeysScene

        self.app.push(SnapKeysScene(self.app))

    def _test_keys(self) -> None:
        from game.scenes.keytest import KeyTestScene, default_test_names

        self.app.push(KeyTestScene(self.app, default_test_names(self.app.settings)))

    def _thirteens_keys(self) -> None:
        from game.scenes.row_keys import RowKeysScene

        self.app.push(RowKeysScene(self.app))

    def back(self) -> None:
        self.app.save_settings()
        self.app.pop()
