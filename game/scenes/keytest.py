"""The key test: everyone presses their key together and sees which presses the computer got.

Many keyboards cannot report more than two or three keys held at once (or a third key in the same row
and column of their wiring): a player whose lamp stays dark while the others are lit has a key the
keyboard drops, and should choose another one (Settings › Snap keys, Settings › Thirteens keys). Opened
from the settings and, before a hot-seat game of Snap or Thirteens, by the setup (with `on_done` starting
the game). Which keys a game tests is a `KeysUnderTest`: Snap's (`SnapKeysUnderTest`, the default) or
Thirteens' (game/scenes/row_keys.py). Sizes follow the window within bounds designed at density 1, taken
through `dp` (game/ui/density.py).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable, Hashable, Protocol

import pygame

from game.i18n import N_, _
from game.input.bindings import SEATS, Action, key_label
from game.stage.scene import Scene
from game.table.narration import shown_name
from game.ui import theme
from game.ui.density import dp
from game.ui.fonts import fitting_size, font, min_px, render_text, wrap_text
from game.ui.widgets import draw_button
from game.window import is_mac

if TYPE_CHECKING:
    from game.stage.scene import Host
    from game.storage import Settings

INSTRUCTIONS = N_(
    "Everyone press your Snap key at the same time. A lamp that stays dark means your keyboard dropped "
    "that key — choose another in Settings › Snap keys."
)
def done_keys(platform: str | None = None) -> tuple[int, ...]:
    """The keyboard's ways to finish the test on `platform` (default: this one), in order: the first that is
    not one of the players' keys finishes it. F1 comes last, and not on a Mac, where it needs Fn."""
    keys = (pygame.K_RETURN, pygame.K_TAB, pygame.K_SPACE)
    return keys if is_mac(platform) else (*keys, pygame.K_F1)

_LAMP_OFF = (58, 46, 30)
_LAMP_WAS_LIT = (128, 96, 40)
_TICK = (150, 230, 140)
_MIN_CARD_WIDTH = 180  # px at density 1: room for a 16-letter name at the smallest text size
_MIN_TEXT_WIDTH = 150  # px at density 1 beside the lamp for a card's words; less, and they go under the lamp
_LARGEST_CARD = (480, 400)  # px at density 1: a lamp card's widest and tallest


Note = tuple[str, bool]
"""A line under a lamp's keycap, and whether it names a key held now (drawn bright)."""


class KeysUnderTest(Protocol):
    """What one game's key test listens for. Humans are numbered 0, 1 … among the human seats, as the game's
    keys are; `humans` is how many take part."""

    seats: int
    """The most humans the game has keys for."""
    instructions: str
    """The sentence over the lamps: what to press, and where to choose other keys (an English msgid, marked
    with `N_`; the test shows it translated)."""

    def pressed(self, event: pygame.event.Event, humans: int) -> tuple[int, bool] | None:
        """(human, lights) if `event` presses one of a human's keys or pad buttons, else None; `lights` is
        False for a key of theirs that is not tested but shows on their lamp when held (Snap's Turn key)."""
        ...

    def released(self, event: pygame.event.Event, humans: int) -> int | None:
        """The human who let go of one of their keys or pad buttons with `event`, or None."""
        ...

    def keys_in_use(self, humans: int) -> set[int]:
        """Every key the `humans` players press (the test finishes with a key none of them has)."""
        ...

    def lamp(self, human: int, humans: int, side_held: bool) -> tuple[str, list[Note]]:
        """The keycap on `human`'s lamp ("Left Shift", "1 2 3 4") and the notes under it; `side_held`: a key
        that does not light the lamp is held now."""
        ...


class SnapKeysUnderTest:
    """Snap's keys (`settings.bindings`, read afresh each time): each human's Snap key (or pad button, and
    Space or a click for a lone human) lights their lamp; their Turn key shows under it when turns are by key."""

    seats = SEATS
    instructions = INSTRUCTIONS

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def pressed(self, event: pygame.event.Event, humans: int) -> tuple[int, bool] | None:
        pressed = self.settings.bindings.resolve(event, humans)
        return (pressed[0], pressed[1] is Action.SNAP) if pressed else None

    def released(self, event: pygame.event.Event, humans: int) -> int | None:
        released = self.settings.bindings.released(event, humans)
        return released[0] if released else None

    def keys_in_use(self, humans: int) -> set[int]:
        keys = {k for seat in self.settings.bindings.keys[:humans] for k in (seat.snap, seat.turn)}
        if humans == 1:
            keys.add(pygame.K_SPACE)
        return keys

    def lamp(self, human: int, humans: int, side_held: bool) -> tuple[str, list[Note]]:
        bindings = self.settings.bindings
        keys = bindings.keys[human]
        notes: list[Note] = []
        if human == 0 and humans == 1:
            notes.append((_("or Space, or a click"), False))
        if bindings.pads and bindings.pad_connected(human):
            notes.append((_("or pad {n}").format(n=human + 1), False))
        if self.settings.turn_by_key:
            notes.append((_("Turn: {key}").format(key=key_label(keys.turn)), side_held))
        return key_label(keys.snap), notes


def default_test_names(settings: object) -> list[str]:
    """The players to test from the settings: the human seats of the last setup if it had two or more,
    else "Player 1" … "Player 4"."""
    seats = getattr(settings, "seats", []) or []
    humans = [s.get("name") or f"Player {i + 1}" for i, s in enumerate(s for s in seats if s.get("controller") == "human")]
    if len(humans) >= 2:
        return humans[:SEATS]
    return [f"Player {i + 1}" for i in range(4)]


class KeyTestScene(Scene):
    """A lamp for each of `names` (the human seats in order) that lights while one of the keys `keys` tests
    for that human is held (Snap's by default: human i's Snap key `settings.bindings.keys[i]`, or pad button)
    and gets a tick once it has lit.

    The "Start" button (with `on_done`) or "Done" button finishes; so does Enter once every lamp has lit —
    unless Enter is one of these players' keys, then Tab (or Space, or F1 but on a Mac). Finishing calls `on_done` if given (it
    should replace this scene, e.g. `app.replace(table)`), else pops. Esc goes back (pops).
    """

    def __init__(
        self, app: Host, names: list[str], on_done: Callable[[], None] | None = None, keys: KeysUnderTest | None = None
    ) -> None:
        super().__init__(app)
        self.keys = keys or SnapKeysUnderTest(app.settings)
        self.names = list(names)[: self.keys.seats]
        self.on_done = on_done
        count = len(self.names)
        self.held: list[set[Hashable]] = [set() for _i in range(count)]
        self.side_held: list[set[Hashable]] = [set() for _i in range(count)]  # keys shown but not lighting the lamp
        self.lit_once = [False] * count
        self.best = 0
        self.notice = ""
        self.hover: str | None = None
        self.buttons: dict[str, pygame.Rect] = {}
        self.lamps: list[pygame.Rect] = []
        self.resize(app.size)

    # -- state -----------------------------------------------------------------------------------

    @property
    def humans(self) -> int:
        return len(self.names)

    def done_key(self) -> int | None:
        """The key that finishes the test (when every lamp has lit), or None if all of them are taken."""
        used = self.keys.keys_in_use(self.humans)
        return next((k for k in done_keys() if k not in used), None)

    def held_together(self) -> int:
        return sum(1 for h in self.held if h)

    def all_lit(self) -> bool:
        return all(self.lit_once)

    @property
    def done_label(self) -> str:
        """The finishing button's words: "Start" when the game follows, else "Done"."""
        return _("Start") if self.on_done else _("Done")

    def status_text(self) -> str:
        """"3 of 4 held together" (now)."""
        return _("{held} of {all} held together").format(held=self.held_together(), all=self.humans)

    def best_text(self) -> str:
        return _("Best so far: {best} of {all}").format(best=self.best, all=self.humans)

    def done_key_text(self) -> str:
        key = self.done_key()
        button = self.done_label
        if key is None:
            return _("When every lamp has lit, click {button}.").format(button=button)
        if key != pygame.K_RETURN:
            return _("Enter is a player's key here: when every lamp has lit, press {key} or click {button}.").format(
                key=key_label(key), button=button
            )
        return _("When every lamp has lit, press {key} or click {button}.").format(key=key_label(key), button=button)

    # -- input -------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        kind = event.type
        if kind == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if kind == pygame.MOUSEMOTION:
            self.hover = self._button_at(event.pos)
            return
        if kind == pygame.MOUSEBUTTONDOWN and getattr(event, "button", None) == 1:
            hit = self._button_at(event.pos)
            if hit == "back":
                self.app.pop()
                return
            if hit == "done":
                self.finish()
                return
        if kind in (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED):
            # The keys let go while another window had the keyboard never send their KEYUP.
            for sets in (self.held, self.side_held):
                for held in sets:
                    held.clear()
            return
        pressed = self.keys.pressed(event, self.humans)
        if pressed is not None:
            self._press(pressed[0], pressed[1], _source(event))
            return
        released = self.keys.released(event, self.humans)
        if released is not None:
            self.held[released].discard(_source(event))
            self.side_held[released].discard(_source(event))
            return
        if kind == pygame.KEYDOWN and event.key == self.done_key():
            if self.all_lit():
                self.finish()
            else:
                self.notice = _("Not every lamp has lit yet — press your keys, or click {button} to go on anyway.").format(
                    button=self.done_label
                )

    def _press(self, seat: int, lights: bool, source: Hashable) -> None:
        if not lights:
            self.side_held[seat].add(source)
            return
        self.held[seat].add(source)
        self.lit_once[seat] = True
        self.best = max(self.best, self.held_together())
        self.notice = ""

    def finish(self) -> None:
        if self.on_done is not None:
            self.on_done()
        else:
            self.app.pop()

    def _button_at(self, pos: tuple[int, int]) -> str | None:
        return next((name for name, rect in self.buttons.items() if rect.collidepoint(pos)), None)

    def widget_rect(self, name: str) -> pygame.Rect | None:
        """"back", "done", or "lamp-<i>" for player i's lamp."""
        if name.startswith("lamp-") and name[5:].isdigit() and int(name[5:]) < len(self.lamps):
            return pygame.Rect(self.lamps[int(name[5:])])
        rect = self.buttons.get(name)
        return pygame.Rect(rect) if rect else None

    # -- layout ------------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        rim = theme.rim_width(size)
        self.margin = rim + max(dp(10), width // 64)
        inner = width - 2 * self.margin
        self.heading_px = max(dp(26), min(dp(64), height // 13))
        self.heading_y = rim + max(dp(8), height // 40)
        self.text_px = max(dp(15), min(dp(26), height // 34))
        self.instructions = wrap_text(_(self.keys.instructions), self.text_px, min(inner, max(dp(560), int(width * 0.7))))
        line_h = int(self.text_px * 1.3)
        self.instructions_y = self.heading_y + int(self.heading_px * 1.35)
        lamps_top = self.instructions_y + line_h * len(self.instructions) + max(dp(10), height // 40)

        button_h = max(dp(36), min(dp(58), height // 14))
        button_w = min(dp(260), max(dp(150), width // 6))
        bottom = height - self.margin
        gap = max(dp(16), width // 40)
        self.buttons = {
            "back": pygame.Rect(width // 2 - gap // 2 - button_w, bottom - button_h, button_w, button_h),
            "done": pygame.Rect(width // 2 + gap // 2, bottom - button_h, button_w, button_h),
        }
        self.small_px = max(min_px(), min(dp(22), height // 40))
        self.status_px = max(dp(18), min(dp(34), height // 26))
        self.done_line_y = bottom - button_h - max(dp(8), height // 70) - int(self.small_px * 1.25)
        self.status_y = self.done_line_y - int(self.status_px * 1.35)
        lamps_bottom = self.status_y - max(dp(8), height // 60)
        self.lamps = _grid(pygame.Rect(self.margin, lamps_top, inner, lamps_bottom - lamps_top), self.humans, width)

    # -- drawing -----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        width = surface.get_width()
        surface.blit(theme.table_background(surface.get_size()), (0, 0))
        title = _("Key test")
        size = fitting_size(title, self.heading_px, width - 2 * self.margin, bold=True, serif=True)
        heading = render_text(title, size, theme.CREAM, bold=True, serif=True)
        surface.blit(heading, heading.get_rect(midtop=(width // 2, self.heading_y)))
        y = self.instructions_y
        for line in self.instructions:
            text = render_text(line, self.text_px, theme.CREAM)
            surface.blit(text, text.get_rect(midtop=(width // 2, y)))
            y += int(self.text_px * 1.3)

        for seat, rect in enumerate(self.lamps):
            self._draw_lamp(surface, seat, rect)

        status = _("{now}   ·   {best}").format(now=self.status_text(), best=self.best_text())
        px = fitting_size(status, self.status_px, width - 2 * self.margin, bold=True)
        text = render_text(status, px, theme.GOLD, bold=True)
        surface.blit(text, text.get_rect(midtop=(width // 2, self.status_y)))

        line = self.notice or self.done_key_text()
        px = fitting_size(line, self.small_px, width - 2 * self.margin)
        text = render_text(line, px, theme.HIGHLIGHT if self.notice else theme.CREAM)
        surface.blit(text, text.get_rect(midtop=(width // 2, self.done_line_y)))

        button_px = max(dp(15), int(self.buttons["done"].height * 0.42))
        draw_button(surface, self.buttons["back"], _("Back"), button_px, False, self.hover == "back")
        draw_button(surface, self.buttons["done"], self.done_label, button_px, self.all_lit(), self.hover == "done")

    def _draw_lamp(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        held = bool(self.held[seat])
        corner = dp(14)
        pygame.draw.rect(surface, theme.SHADOW, rect.move(0, dp(4)), border_radius=corner)
        pygame.draw.rect(surface, theme.PANEL_FOCUS if held else theme.PANEL, rect, border_radius=corner)
        edge = dp(4) if held else dp(2)
        pygame.draw.rect(surface, theme.HIGHLIGHT if held else theme.BRASS_DARK, rect, width=edge, border_radius=corner)

        keycap, notes = self.keys.lamp(seat, self.humans, bool(self.side_held[seat]))
        lines: list[tuple[str, int, tuple[int, int, int], bool, bool]] = []  # text, px, colour, bold, keycap
        wide = rect.width >= rect.height * 1.7
        scale = min(rect.height / (2.2 if wide else 3.4), rect.width / (6.5 if wide else 5.2))
        name_px = max(dp(15), min(dp(34), int(scale * 0.55)))
        key_px = max(min_px(), min(dp(30), int(scale * 0.45)))
        note_px = max(min_px(), min(dp(22), int(scale * 0.34)))
        lines.append((shown_name(self.names[seat]), name_px, theme.CREAM, True, False))
        lines.append((keycap, key_px, theme.INK, True, True))
        pad = max(dp(6), rect.height // 14)
        note_lines = [_note_line(words, note_px, held) for words, held in notes]
        if len(notes) > 1 and _block_height(lines + note_lines) > rect.height - 4 * pad - dp(20):
            # Tight: the notes go on one line, bright if any of them is.
            note_lines = [_note_line(" · ".join(words for words, __ in notes), note_px, any(held for __, held in notes))]
        lines += note_lines

        least = dp(10)  # the lamp's radius
        radius = max(least, min(int(rect.height * 0.32), rect.width // 7))
        text_left = rect.x + pad * 4 + radius * 2
        text_width = rect.right - pad - text_left
        clip = surface.get_clip()
        surface.set_clip(rect)
        tick_px = max(dp(16), min(dp(40), radius))
        if wide and text_width >= dp(_MIN_TEXT_WIDTH):
            centre = (rect.x + pad * 2 + radius, rect.centery)
            block = _block_height(lines)
            y = rect.centery - block // 2
            tick_room = tick_px + pad  # the name, on top, keeps clear of the tick's corner
            for i, line in enumerate(lines):
                y = _draw_line(surface, line, text_left, y, text_width - (tick_room if i == 0 else 0), centred=False)
        else:
            block = _block_height(lines)
            radius = max(least, min((rect.height - block - 3 * pad) // 2, rect.width // 4))
            tick_px = max(dp(16), min(dp(40), radius))
            top = max(rect.y + pad, rect.y + (rect.height - (2 * radius + pad + block)) // 2)
            centre = (rect.centerx, top + radius)
            y = centre[1] + radius + pad
            for line in lines:
                y = _draw_line(surface, line, rect.centerx, y, rect.width - 2 * pad, centred=True)
        _draw_bulb(surface, centre, radius, held, self.lit_once[seat])
        if self.lit_once[seat]:
            tick = render_text("✓", tick_px, _TICK, bold=True)
            surface.blit(tick, tick.get_rect(topright=(rect.right - pad, rect.y + pad // 2)))
        surface.set_clip(clip)


def _note_line(words: str, px: int, held: bool) -> tuple[str, int, tuple[int, int, int], bool, bool]:
    """A note under a lamp's keycap at `px`: bright and bold while the key it names is `held`."""
    return (words, px, theme.HIGHLIGHT if held else theme.CREAM, held, False)


def _source(event: pygame.event.Event) -> Hashable:
    """What was pressed, so that letting it go puts out the right lamp: a key, a pad button, the hat, the mouse."""
    kind = event.type
    if kind in (pygame.KEYDOWN, pygame.KEYUP):
        return ("key", getattr(event, "key", None))
    if kind in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
        return ("pad", getattr(event, "instance_id", None), getattr(event, "button", None))
    if kind == pygame.JOYHATMOTION:
        return ("hat", getattr(event, "instance_id", None))
    return ("mouse",)


def _grid(area: pygame.Rect, count: int, width: int) -> list[pygame.Rect]:
    """`count` lamp cards in `area`, in the arrangement that makes them largest, centred."""
    if count == 0 or area.width <= 0 or area.height <= 0:
        return []
    gap = max(dp(10), width // 60)
    widest, tallest = (dp(side) for side in _LARGEST_CARD)
    best: tuple[float, int, int, int, int] | None = None
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        w = (area.width - gap * (cols - 1)) // cols
        h = (area.height - gap * (rows - 1)) // rows
        w, h = min(w, widest), min(h, tallest)
        score = min(w / 1.25, h)  # a card a little wider than tall reads best
        if w < dp(_MIN_CARD_WIDTH):  # too narrow for a 16-letter name at the smallest text size
            score /= 2
        if best is None or score > best[0]:
            best = (score, cols, rows, w, h)
    assert best is not None, "a key test has at least one player"
    _, cols, rows, w, h = best
    total_h = rows * h + (rows - 1) * gap
    rects = []
    for row in range(rows):
        in_row = min(cols, count - row * cols)
        total_w = in_row * w + (in_row - 1) * gap
        x0 = area.centerx - total_w // 2
        y = area.y + (area.height - total_h) // 2 + row * (h + gap)
        for col in range(in_row):
            rects.append(pygame.Rect(x0 + col * (w + gap), y, w, h))
    return rects


def _block_height(lines: list[tuple[str, int, tuple[int, int, int], bool, bool]]) -> int:
    return sum(int(px * (1.9 if keycap else 1.3)) for _, px, _, _, keycap in lines)


def _draw_line(
    surface: pygame.Surface,
    line: tuple[str, int, tuple[int, int, int], bool, bool],
    x: int,
    y: int,
    max_width: int,
    centred: bool,
) -> int:
    """Draw one line of a lamp card at `y` (left edge or centre `x`); returns the next line's y."""
    words, px, colour, bold, keycap = line
    room = max_width - (int(px * 1.2) if keycap else 0)
    px_fit = fitting_size(words, px, room, bold=bold)
    text = render_text(_shortened(words, px_fit, room, bold), px_fit, colour, bold=bold)
    if keycap:
        height = int(px * 1.9)
        cap = pygame.Rect(0, 0, min(max_width, text.get_width() + int(px * 1.2)), int(px * 1.6))
        if centred:
            cap.midtop = (x, y + (height - cap.height) // 2)
        else:
            cap.topleft = (x, y + (height - cap.height) // 2)
        corner = dp(8)
        pygame.draw.rect(surface, theme.BRASS_DARK, cap.move(0, dp(3)), border_radius=corner)
        pygame.draw.rect(surface, theme.PAPER, cap, border_radius=corner)
        pygame.draw.rect(surface, theme.BRASS, cap, width=dp(2), border_radius=corner)
        surface.blit(text, text.get_rect(center=cap.center))
        return y + height
    height = int(px * 1.3)
    if centred:
        surface.blit(text, text.get_rect(midtop=(x, y + (height - text.get_height()) // 2)))
    else:
        surface.blit(text, text.get_rect(topleft=(x, y + (height - text.get_height()) // 2)))
    return y + height


def _shortened(words: str, px: int, room: int, bold: bool) -> str:
    """`words`, cut short with "…" if they are wider than `room` px even at `px`."""
    shown = words
    while len(shown) > 1 and font(px, bold=bold).size(shown if shown == words else shown + "…")[0] > room:
        shown = shown[:-1]
    return shown if shown == words else shown + "…"


def _draw_bulb(surface: pygame.Surface, centre: tuple[int, int], radius: int, held: bool, was_lit: bool) -> None:
    """The lamp: a brass-rimmed glass that glows gold while held, stays amber once it has lit, else dark."""
    if held:
        glow = pygame.Surface((radius * 4, radius * 4), pygame.SRCALPHA)
        for step in range(6, 0, -1):
            pygame.draw.circle(glow, (*theme.GOLD, 14 * (7 - step)), (radius * 2, radius * 2), int(radius * (1 + step * 0.16)))
        surface.blit(glow, glow.get_rect(center=centre))
    colour = theme.GOLD if held else (_LAMP_WAS_LIT if was_lit else _LAMP_OFF)
    pygame.draw.circle(surface, colour, centre, radius)
    if held:
        pygame.draw.circle(surface, theme.BRASS_LIGHT, (centre[0] - radius // 3, centre[1] - radius // 3), max(dp(3), radius // 3))
    pygame.draw.circle(surface, theme.BRASS, centre, radius, width=max(dp(2), radius // 8))
