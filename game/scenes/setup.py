"""New-game setup: the game, its preset and options, and who sits at the table.

The focus starts on "Start the game", so pressing Enter on the title and again here starts the default
game: you against three medium computer players at Snip-Snap-Snorum, round-games (issue 2).

Thirteens played alone is a patience with a deal of the day (issue 12): with one seat a "Deal" row chooses it or
a free deal, and the deal of the day starts with that day's seed (game/games/thirteens/history.py). It is the
one game with such a deal, so this is a special case here rather than a hook every game would carry.
"""

from __future__ import annotations

import re
import secrets
from datetime import date
from typing import TYPE_CHECKING, Any

import pygame

from game.core.session import Controller, Seat
from game.core.spec import GameSpec, OptionError
from game.games.thirteens import history
from game.games.thirteens.rules import GAME as THIRTEENS
from game.i18n import N_, _
from game.registry import GAMES, game_spec
from game.scenes.levels import level_word
from game.stage.menu import MenuScene
from game.table.narration import INVITED, YOU, shown_name
from game.ui import theme
from game.ui.density import dp
from game.ui.fonts import min_px, render_text, wrap_text
from game.ui.game_card import draw_game_card
from game.ui.marks import Kind
from game.ui.widgets import Form, Row

if TYPE_CHECKING:
    from game.stage.scene import Host

WIDE_PX = 1200
"""From this window width (px at density 1) the players stand beside the game instead of below it."""

COMPUTER_NAMES = ("Ada", "Bertie", "Clara", "Dora", "Edmund", "Florence", "George", "Harriet", "Ivo", "Jemima")


def controller_name(controller: Controller) -> str:
    """Who plays a seat, as the setup shows it: "Human", "Computer: medium"."""
    if controller.is_human:
        return _("Human")
    if controller is Controller.REMOTE:
        return _("Invited player")
    return _("Computer: {level}").format(level=level_word(controller.level))


def _given_name(name: str) -> bool:
    """Whether `name` is one the setup gives (not one a person typed)."""
    return name in (YOU, INVITED) or name in COMPUTER_NAMES or re.fullmatch(r"Player \d+", name) is not None


def default_seats(count: int = 4) -> list[Seat]:
    """You (human) and `count - 1` medium computer players."""
    return [Seat(YOU, Controller.HUMAN)] + [Seat(COMPUTER_NAMES[i], Controller.MEDIUM) for i in range(count - 1)]


class SetupScene(MenuScene):
    """Choose game, preset, options and seats (names, human/computer, level), then start."""

    heading = N_("New game")
    wide = False
    """Whether the window is wide enough for the players beside the game (`resize`)."""

    def __init__(self, app: Host) -> None:
        settings = app.settings
        self.game = settings.game if settings.game in GAMES else next(iter(GAMES))
        spec = game_spec(self.game)
        self.preset = settings.preset if settings.preset in spec.presets else spec.default_preset
        self.changes: dict[str, Any] = {}
        self.seats = self._remembered_seats(settings.seats) or default_seats()
        self.scores = history.History(app.store.root)
        """The Thirteens history, read once: whether a lone player has had today's deal decides the default."""
        self.daily: bool | None = None
        """The "Deal" row's choice (Thirteens alone): the deal of the day, a free deal, or None for the default."""
        super().__init__(app)
        self._fit_seat_count()
        self.form.focus_on("start")

    @property
    def spec(self) -> GameSpec:
        return game_spec(self.game)

    def _remembered_seats(self, saved: list[dict[str, str]]) -> list[Seat]:
        try:
            return [Seat(str(s["name"]), Controller(s["controller"])) for s in saved]
        except (KeyError, ValueError, TypeError):
            return []

    # -- rows -----------------------------------------------------------------------------------

    def rows(self) -> list[Row]:
        """The buttons, the game and its options, then the players; where the window is wide the buttons close
        the game's column instead, so the game's heading stands level with the players'."""
        buttons = [
            Row("start", _("Start the game"), on_activate=self._start, hint=_("Enter starts, from any row; arrows change the choices")),
            Row("rules", _("How to play"), on_activate=self._rules),
            Row("back", _("Back"), on_activate=self.back),
        ]
        game = self._game_rows()
        if self.wide:
            return [*game, Row("gap", "", heading=True), *buttons, *self._player_rows()]
        return [*buttons, *game, *self._player_rows()]

    def _game_rows(self) -> list[Row]:
        rows = [
            Row("game-heading", _("Game"), heading=True),
            Row("game", _("Game"), value=lambda: _(self.spec.title), on_change=self._change_game),
            Row(
                "preset",
                _("Rules"),
                value=lambda: _(self.spec.preset_title(self.preset)),
                on_change=self._change_preset,
                hint=self._preset_hint(),
            ),
        ]
        options = self._options()
        for name in self.spec.settable[self.preset]:
            spec = self.spec.option_spec(self.preset, name)
            if not spec.applies(options):
                continue  # (it comes back when the option it depends on is changed)
            rows.append(
                Row(
                    f"option-{name}",
                    _(spec.label),
                    value=lambda name=name: self._show_option(name),
                    on_change=lambda step, name=name: self._change_option(name, step),
                    hint=_(spec.help),
                )
            )
        if self._offers_daily():
            rows.append(
                Row(
                    "deal",
                    _("Deal"),
                    value=lambda: history.deal_words(date.today() if self._daily() else None),
                    on_change=self._change_deal,
                    hint=self._deal_hint(),
                )
            )
        return rows

    def _player_rows(self) -> list[Row]:
        # The players stand in a column of their own beside the game where the window is wide (`resize`).
        rows = [Row("players-heading", _("Players"), heading=True, column=1)]
        rows.append(
            Row(
                "players",
                _("Players"),
                value=lambda: str(len(self.seats)),
                on_change=self._change_count,
                hint=_("Left/Right: how many sit at the table"),
                column=1,
            )
        )
        for i in range(len(self.seats)):
            rows.append(
                Row(
                    f"seat-{i}",
                    f"{i + 1}.",
                    text=lambda i=i: shown_name(self.seats[i].name),
                    on_text=lambda text, i=i: self._rename(i, text),
                    value=lambda i=i: controller_name(self.seats[i].controller),
                    on_change=lambda step, i=i: self._change_controller(i, step),
                    hint=self._seat_hint(i),
                    column=1,
                )
            )
        return rows

    def _seat_hint(self, i: int) -> str:
        """A seat's help: what its computer level does in this game, in plain words (issue 33), then how to
        change the seat."""
        how = _("Type a name; Left/Right: human or computer, and how strong")
        controller, words = self.seats[i].controller, self.spec.level_words
        if controller is Controller.REMOTE:
            return _("Someone at another computer, who joins with the code the next screen shows. {how}").format(how=how)
        if controller.is_human or words is None:
            return how
        return _("{level} {how}").format(level=_(words(self._options(), controller.level)), how=how)

    def _preset_hint(self) -> str:
        """The Rules row's help: the family's line on the preset chosen, or how to change it."""
        note = self.spec.preset_notes.get(self.preset)
        return _(note) if note else _("Left/Right: the ways of playing the game")

    def handle(self, event: pygame.event.Event) -> None:
        """Enter on a row that is not a button (a choice, a name) starts the game, as the hint says."""
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and self.form.focused.on_activate is None:
            self._start()
            return
        super().handle(event)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.row_height = max(dp(32), min(dp(52), height // 16))
        wide = width >= dp(WIDE_PX)
        if wide != self.wide:  # the buttons move: the rows are made anew in their order
            self.wide = wide
            self.form = Form(self.rows(), focus=self.form.focused.name)
        if self.wide:
            self._lay_out_wide(width, height)
            return
        # Beside the form, a column for the focused row's help, level with it (issue 10), where there is room.
        self.help_w = min(dp(340), max(dp(220), width // 4)) if width >= dp(760) else 0
        margin = dp(20)
        room = width - 2 * margin - (self.help_w + dp(24) if self.help_w else 0)
        box_width = min(room, dp(560))
        top = int(height * 0.17)
        left = margin + (room - box_width) // 2
        box = pygame.Rect(left, top, box_width, height - top - self.row_height)
        self.form.layout(box, self.row_height)

    def _lay_out_wide(self, width: int, height: int) -> None:
        """The game and its options on the left, the players on the right, the focused row's help between
        them (level with it, pointing at it from either side), and under the players the chosen game at a
        glance (`draw`); nothing scrolls for four players at 1280×720."""
        gap, margin = dp(24), dp(36)
        self.help_w = min(dp(320), max(dp(240), width // 5))
        column = min(dp(600), (width - 2 * margin - self.help_w - 2 * gap) // 2)
        self.row_height = max(dp(32), min(dp(58), height // 16))
        inner = self.help_w + 2 * gap
        top = int(height * 0.17)
        left = (width - 2 * column - inner) // 2
        box = pygame.Rect(left, top, 2 * column + inner, height - top - self.row_height // 2)
        self.form.layout(box, self.row_height, columns=2, gap=inner)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        last = self.form.rect_of(f"seat-{len(self.seats) - 1}")
        if self.wide and last is not None:
            top = last.bottom + dp(20)
            area = pygame.Rect(last.x, top, last.width, self.form.box.bottom - top)
            draw_game_card(surface, area, self.spec, self.preset, self.marks)

    def draw_hint(self, surface: pygame.Surface, hint: str) -> None:
        """The focused row's help beside it, level with the row, with a pointer to it (in the wide layout, in
        the column between the game's and the players'); in a narrow window along the foot of the screen."""
        row = self.form.rect_of(self.form.focused.name)
        if not self.help_w or row is None:
            super().draw_hint(surface, hint)
            return
        width, height = surface.get_size()
        px = max(min_px(), min(dp(20), height // 40))
        pad_x, pad_y, tip_h = dp(12), dp(8), dp(8)
        lines = wrap_text(hint, px, self.help_w - 2 * pad_x)
        line_h = int(px * 1.35)
        box = pygame.Rect(0, 0, self.help_w, len(lines) * line_h + 2 * pad_y)
        # Beside the form on its right; in the wide layout between the columns, pointing at either.
        on_left = self.wide and row.left > self.form.box.centerx
        if on_left:
            box.midright = (row.left - dp(24), row.centery)
            tip, base_x = (row.left - dp(8), row.centery), box.right - dp(1)
        else:
            edge_x = row.right if self.wide else self.form.box.right
            box.midleft = (edge_x + dp(24), row.centery)
            tip, base_x = (edge_x + dp(8), row.centery), box.left + dp(1)  # the pointer's base, just inside the box
        edge = dp(10)  # kept off the window's right and bottom edges
        box = box.clamp(pygame.Rect(0, int(height * 0.15), width - edge, height - int(height * 0.15) - edge))
        pygame.draw.polygon(surface, theme.CREAM, [tip, (base_x, row.centery - tip_h), (base_x, row.centery + tip_h)])
        pygame.draw.rect(surface, theme.CREAM, box, border_radius=dp(8))
        pygame.draw.rect(surface, theme.BRASS_DARK, box, width=dp(2), border_radius=dp(8))
        for i, line in enumerate(lines):
            surface.blit(render_text(line, px, theme.INK), (box.x + pad_x, box.y + pad_y + i * line_h))
        self.marks.add(Kind.TEXT, box, "the hint")

    # -- changes --------------------------------------------------------------------------------

    def _options(self) -> Any:
        return self.spec.options_for(self.preset, self.changes)

    def _show_option(self, name: str) -> str:
        """The option's value in the language shown: "on"/"off", a number, or the family's words for it
        (`OptionSpec.show`: `none_means` and an enum value's words, which the family marks for the catalogue)."""
        value = getattr(self._options(), name)
        if isinstance(value, bool):
            return _("on") if value else _("off")
        if isinstance(value, int):
            return str(value)
        return _(self.spec.option_spec(self.preset, name).show(value))

    def _change_option(self, name: str, step: int) -> None:
        spec = self.spec.option_spec(self.preset, name)
        current = getattr(self._options(), name)
        self.changes[name] = spec.choices[(spec.choices.index(current) + step) % len(spec.choices)]
        self._fit_seat_count()

    def _change_game(self, step: int) -> None:
        keys = list(GAMES)
        self.game = keys[(keys.index(self.game) + step) % len(keys)]
        self.preset = self.spec.default_preset
        self.changes = {}
        if self.spec.players is not None:
            del self.seats[self.spec.players :]
            while len(self.seats) < self.spec.players:
                self.seats.append(Seat(self._free_name(), self._computer()))
            self._name_humans()
        self._fit_seat_count()

    def _change_preset(self, step: int) -> None:
        presets = list(self.spec.presets)
        self.preset = presets[(presets.index(self.preset) + step) % len(presets)]
        self.changes = {}
        self._fit_seat_count()

    def _computer(self) -> Controller:
        return Controller("ai:" + self.spec.default_level)

    def _fit_seat_count(self) -> None:
        """Keep the seats to the number and the computer levels the chosen game allows."""
        levels = self._controllers()
        self.seats = [s if s.controller in levels else Seat(s.name, self._computer()) for s in self.seats]
        low, high = self._options().seat_range()
        while len(self.seats) < low:
            self.seats.append(Seat(self._free_name(), self._computer()))
        del self.seats[high:]
        self.rebuild()

    def _change_count(self, step: int) -> None:
        low, high = self._options().seat_range()
        if step > 0 and len(self.seats) < high:
            self.seats.append(Seat(self._free_name(), self._computer()))
        elif step < 0 and len(self.seats) > low:
            self.seats.pop()
        self._name_humans()
        self.rebuild()

    def _free_name(self) -> str:
        taken = {s.name for s in self.seats}
        return next((n for n in COMPUTER_NAMES if n not in taken), f"Player {len(self.seats) + 1}")

    def _rename(self, i: int, text: str) -> None:
        self.seats[i] = Seat(text, self.seats[i].controller)

    def _controllers(self) -> list[Controller]:
        """Who may play a seat, in the order Left/Right goes through them."""
        return Controller.for_game(self.spec)

    def _change_controller(self, i: int, step: int) -> None:
        order = self._controllers()
        current = self.seats[i].controller
        index = order.index(current) if current in order else 0
        self.seats[i] = Seat(self.seats[i].name, order[(index + step) % len(order)])
        self._name_humans()
        self.rebuild()  # the seat's help says what its new level does

    def _name_humans(self) -> None:
        """Names left as the setup gave them follow who plays: a lone human is "You", two or more humans are
        "Player 1", "Player 2" … in seat order (so the "Pass the screen to" screen names each), and a seat
        made a computer takes a computer's name. Names people typed are kept."""
        humans = [i for i, s in enumerate(self.seats) if s.controller.is_human]
        for i, seat in enumerate(self.seats):
            if not _given_name(seat.name):
                continue
            if seat.controller.is_human:
                name = YOU if len(humans) == 1 else f"Player {humans.index(i) + 1}"
            else:
                name = seat.name if seat.name in COMPUTER_NAMES else self._free_name()
            self.seats[i] = Seat(name, seat.controller)

    def _offers_daily(self) -> bool:
        """Whether the "Deal" row is offered: Thirteens with one human seat, a patience (RULES.md §6)."""
        return self.game == THIRTEENS and len(self.seats) == 1 and self.seats[0].controller.is_human

    def _daily(self) -> bool:
        """Whether the deal of the day is chosen. By default it is until the player has played today's: it is
        the game to come back for each day, and a second go at it knows the calls, so then a free deal is."""
        if self.daily is not None:
            return self.daily
        return self.scores.daily_score(self.seats[0].name.strip(), date.today()) is None

    def _change_deal(self, step: int) -> None:
        self.daily = not self._daily()
        self.rebuild()  # the hint follows the choice

    def _deal_hint(self) -> str:
        """The Deal row's help for the deal chosen, with the score of today's deal once it is played."""
        if not self._daily():
            return _("A new shuffle; Left/Right: the deal of the day, the same calls for everyone today")
        score = self.scores.daily_score(self.seats[0].name.strip(), date.today())
        if score is not None:
            return _(
                "The same calls for everyone today; you scored {score} on it (only a first go counts as the day's); "
                "Left/Right: a free deal"
            ).format(score=score)
        return _("The same calls for everyone today; Left/Right: a free deal")

    # -- leaving --------------------------------------------------------------------------------

    def _start(self) -> None:
        seats = [Seat(s.name.strip() or f"Player {i + 1}", s.controller) for i, s in enumerate(self.seats)]
        try:
            options = self._options()
        except OptionError as e:
            self.subheading = str(e)
            return
        low, high = options.seat_range()
        if not low <= len(seats) <= high:
            self.subheading = _("This game needs {low}–{high} players.").format(low=low, high=high)
            return
        self.app.settings.game, self.app.settings.preset = self.game, self.preset
        self.app.settings.seats = [{"name": s.name, "controller": s.controller.value} for s in seats]
        self.app.save_settings()
        daily = self._offers_daily() and self._daily()
        seed = history.daily_seed(date.today()) if daily else secrets.randbelow(2**31)
        self._begin(options, seats, seed)

    def _begin(self, options: Any, seats: list[Seat], seed: int) -> None:
        """Start the game chosen: `options` resolved, `seats` named, shuffled with `seed`."""
        from game.scenes.start import start_game

        start_game(self.app, self.spec, options, seats, seed)

    def _rules(self) -> None:
        from game.scenes.rules import RulesScene

        try:
            options = self._options()
        except OptionError:  # a combination the setup refuses anyway: the preset's own rules
            options = None
        self.app.push(RulesScene(self.app, self.game, self.preset, options))
