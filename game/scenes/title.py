"""The title screen: where the app opens. Enter continues the game in progress, if there is one, else starts a
new game."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

import pygame

from game.autosave import autosave_of
from game.games.snap.opponents import OPPONENTS
from game.i18n import N_, _, listing
from game.name import TAGLINE, TITLE
from game.scenes.levels import level_word
from game.stage.menu import MenuScene
from game.table.narration import shown_name
from game.ui import theme
from game.ui.card_art import CardArt
from game.ui.density import dp
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.autosave import SavedGame
    from game.stage.scene import Host


class TitleScene(MenuScene):
    """Continue (first, when a game is in progress), New game, Play online, Practise Snap, How to play,
    Statistics, Settings, Quit. The game in progress is looked for in the autosave when the title is made."""

    heading = TITLE
    subheading = TAGLINE  # (marked in game/name.py)

    frames_drawn = 0

    def __init__(self, app: Host) -> None:
        self.saved: SavedGame | None = autosave_of(app).find()
        super().__init__(app)

    def update(self, dt_ms: float) -> None:
        # Once the first frame is out, use the time people spend in the menus to rasterise card faces.
        self.frames_drawn += 1
        if self.frames_drawn == 2:
            from game.ui.layout import prepare_faces_for

            prepare_faces_for(self.app.size)

    def animating(self) -> bool:
        return self.frames_drawn < 2  # one more frame after the first, to start the faces' rasterising

    def rows(self) -> list[Row]:
        saved = self.saved
        rows = []
        if saved is not None:
            label = _("Continue {game}").format(game=_(saved.title))
            rows.append(Row("continue", label, on_activate=self._continue, hint=continue_hint(saved, datetime.now())))
        return rows + [
            Row("new", _("New game"), on_activate=self._new_game, hint=_("Choose the game, the players and the rules")),
            Row("online", _("Play online"), on_activate=self._online, hint=_("Host a table for family at other computers, or join one")),
            Row(
                "practise",
                _("Practise Snap"),
                on_activate=self._practise,
                value=lambda: practice_opponent(self.app.settings.practice_level),
                on_change=self._change_practice_level,
                hint=self._practice_hint(),
            ),
            Row("rules", _("How to play"), on_activate=self._rules, hint=_("The rules of every game, in plain words and pictures")),
            Row("stats", _("Statistics"), on_activate=self._stats, hint=_("Every player's wins at every game, Snap's reaction times, and CSV export")),
            Row("settings", _("Settings"), on_activate=self._settings, hint=_("Game speed, full screen, Snap keys and tempo")),
            Row("quit", _("Quit"), on_activate=self.app.quit),
        ]

    def back(self) -> None:
        self.app.quit()

    def _practice_hint(self) -> str:
        """The Practise Snap row's help, with the ladder climbed so far (issue 33)."""
        from game.games.snap import practice_progress

        how = _("You against one computer player at once. Left/Right: its level")
        ladder = practice_progress.progress_words(practice_progress.load(self.app.store.root))
        return _("{hint} · {ladder}").format(hint=how, ladder=ladder)

    def _continue(self) -> None:
        from game.scenes.start import continue_game

        assert self.saved is not None  # (`find` re-played it: it plays)
        continue_game(self.app, self.saved)

    def _new_game(self) -> None:
        from game.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app))

    def _online(self) -> None:
        from game.scenes.play_online import PlayOnlineScene

        self.app.push(PlayOnlineScene(self.app))

    def _practise(self) -> None:
        """Straight to a game of Snap: you against one computer player at the chosen level (issue 3)."""
        import secrets

        from game.core.session import Controller, Seat
        from game.registry import game_spec
        from game.scenes.start import start_game

        level = self.app.settings.practice_level
        spec = game_spec("snap")
        seats = [Seat(_player_name(self.app.settings.seats), Controller.HUMAN), Seat(OPPONENTS[level], Controller("ai:" + level))]
        start_game(self.app, spec, spec.preset("snap"), seats, secrets.randbelow(2**31), replace=False)

    def _change_practice_level(self, step: int) -> None:
        from game.storage import PRACTICE_LEVELS

        levels = list(PRACTICE_LEVELS)
        current = self.app.settings.practice_level
        self.app.settings.practice_level = levels[(levels.index(current) + step) % len(levels)]
        self.app.save_settings()

    def _stats(self) -> None:
        from game.scenes.records import RecordsScene

        self.app.push(RecordsScene(self.app))

    def _rules(self) -> None:
        from game.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.app.settings.game, self.app.settings.preset))

    def _settings(self) -> None:
        from game.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        width, height = size
        box_width = min(width - dp(40), max(dp(320), width // 3))
        box = pygame.Rect((width - box_width) // 2, int(height * 0.42), box_width, height - int(height * 0.42) - dp(30))
        self.form.layout(box, self.row_height)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        # A fan of card backs between the heading and the menu: decoration that costs no SVG rasterising.
        width, height = surface.get_size()
        card_height = max(dp(60), int(height * 0.16))
        back = CardArt.shared().back(card_height)
        centre_x, top = width // 2, int(height * 0.22)
        for i in range(-2, 3):
            rotated = pygame.transform.rotate(back, -i * 9)
            surface.blit(rotated, rotated.get_rect(midtop=(centre_x + i * card_height // 4, top + dp(abs(i) * 6))))
        pygame.draw.line(surface, theme.BRASS_DARK, (width // 4, int(height * 0.4)), (width * 3 // 4, int(height * 0.4)), dp(2))


MONTHS = (
    N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"),
    N_("July"), N_("August"), N_("September"), N_("October"), N_("November"), N_("December"),
)
"""The months' names, for when a game in progress was saved."""

def practice_opponent(level: str) -> str:
    """The computer player "Practise Snap" sets against you at `level`, by name: "Kit (casual)"."""
    return _("{name} ({level})").format(name=OPPONENTS[level], level=level_word(level))


def continue_hint(saved: SavedGame, now: datetime) -> str:
    """The Continue row's hint: when the game was saved, relative to `now`, and who plays it
    ("Saved today at 15:05 · Ann, Bob and Easy")."""
    when = saved.saved_at
    days = (now.date() - when.date()).days
    time = f"{when:%H:%M}"
    players = listing([shown_name(s.name) for s in saved.replay.seats])
    if days == 0:
        return _("Saved today at {time} · {players}").format(time=time, players=players)
    if days == 1:
        return _("Saved yesterday at {time} · {players}").format(time=time, players=players)
    month = _(MONTHS[when.month - 1])
    if when.year != now.year:
        return _("Saved on {day} {month} {year} at {time} · {players}").format(
            day=when.day, month=month, year=when.year, time=time, players=players
        )
    return _("Saved on {day} {month} at {time} · {players}").format(day=when.day, month=month, time=time, players=players)


def _player_name(saved_seats: list[dict[str, str]]) -> str:
    """The name of the first human of the last setup (so practice statistics file under it), else "You"."""
    return next((s["name"] for s in saved_seats if s.get("controller") == "human"), "You")
