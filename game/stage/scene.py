"""The scene contract: one class per screen, stacked by the App (after Tuxemon's state stack, DESIGN.md model 3).

A scene holds its App as a `Host`: what a scene may ask of the App that runs it (the frame loop's side of the
contract), so the scene base, the tables and the games' rooms name no module above them. The screens every
game shares that a table opens (`Screens`: the pause menu, the results, the title) are the App's to hand out
(game/scenes/routes.py), so a table never imports a screen (docs/ARCHITECTURE.md).

Lifecycle, in the order the App calls it:
- `enter()` once, when the scene is pushed (the App is set; the window size is known).
- `handle(event)` for each input event while the scene is on top.
- `update(dt_ms)` once per frame while on top: advance time by `dt_ms` milliseconds (never read a clock).
- `draw(surface)` once per frame for every visible scene, bottom first; it must change nothing.
- `resize(size)` when the window changes size (px); layouts reflow here.
- `resume()` when the scene above it is popped; `leave()` when it is popped itself.
- `presented(now_ns)` right after each display flip that showed the scene (the reaction game times calls
  from the flip that first showed a card).
A scene that does not cover the whole window (a pause menu) sets `opaque = False`, so the scene below it is drawn first.
A `realtime` scene (the reaction game) is polled between frames: while it is on top the App dequeues input
about once a millisecond, stamps each event (`event.stamp_ns`, from `App.clock_ns`), dispatches it at once,
calls `poll(now_ns)`, redraws only when `needs_redraw()` says so (at most 60 times a second), and sends the
display only the `update_rects()` that changed.
The App draws a non-realtime scene only when it has input for it or when `animating()` says something moves
on its own (a tween, a caption fading, a computer about to play, a clock running); otherwise it sleeps and
draws nothing, so the app sits near 0 % CPU while people think.
A table that re-plays the moves of a game being continued sets `catching_up` meanwhile: its `_sound` and
`_speak` stay silent then, so only what happens from now on is heard.
Scenes name their clickable widgets: `widget_rect(name)` lets tests click them by name. Each `draw` notes
what it put where in `self.marks` (game/ui/marks.py), so tests can tell nothing is cut off or covered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

import pygame

from game.ui.marks import Marks

if TYPE_CHECKING:
    from game.audio.player import Audio, Sound
    from game.audio.reader import Reader
    from game.core.session import Session
    from game.storage import Settings, Store


class Scene:
    """Base class of every screen; subclasses override the hooks they need (see the module docstring)."""

    opaque = True
    realtime = False
    catching_up = False

    def __init__(self, app: Host) -> None:
        self.app = app
        self.marks = Marks()
        """What the last `draw` put where."""

    def enter(self) -> None:
        """Called once when pushed."""

    def leave(self) -> None:
        """Called once when popped."""

    def resume(self) -> None:
        """Called when the scene above this one is popped."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event (keys, mouse, text)."""

    def update(self, dt_ms: float) -> None:
        """Advance this scene's time by `dt_ms` milliseconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto `surface`; must not change the scene."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window is now `size` (width, height) px."""

    def presented(self, now_ns: int) -> None:
        """The display has just been flipped at `now_ns` (ns, `App.clock_ns`) with this scene on top."""

    def poll(self, now_ns: int) -> None:
        """A realtime scene's work between frames at `now_ns` (ns)."""

    def needs_redraw(self) -> bool:
        """False when the last frame drawn still shows this scene exactly (realtime scenes skip the redraw)."""
        return True

    def update_rects(self) -> list[pygame.Rect] | None:
        """The parts of the window (px) the last `draw` changed, for a realtime scene that knows them; None
        means the whole window. Sending the display only those keeps the frame short, so input waits less."""
        return None

    def widget_rect(self, name: str) -> pygame.Rect | None:
        """Where the widget called `name` is on screen, or None if this scene has none by that name."""
        return None

    def animating(self) -> bool:
        """True while the next frame would differ from the last without any input (something moves on its
        own); False lets the App sleep until input comes. Menus are still."""
        return False

    def _sound(self, sound: Sound, after_ms: float = 0.0) -> None:
        """Play `sound` in `after_ms` ms, when the motion that makes it happens; silent while `catching_up`."""
        if not self.catching_up:
            self.app.audio.play(sound, after_ms)

    def _speak(self, words: str, voice: int, after_ms: float = 0.0) -> None:
        """Say `words` in voice `voice` (a seat's; the caller's or umpire's after the players') in `after_ms`
        ms; silent while `catching_up`. `words` are the English call, never translated: the recordings are
        looked up by them (game/audio); what is shown of them on screen is `_(words)`."""
        if not self.catching_up:
            self.app.audio.say(words, voice, after_ms)

    def _tell_reader(self, text: str, interrupt: bool = False) -> None:
        """Send `text` to the system's screen reader (Settings › Screen reader), cutting short what it is
        saying if `interrupt`; silent while `catching_up`."""
        if not self.catching_up:
            self.app.reader.speak(text, interrupt)

    def busy(self) -> bool:
        """True while something is still moving (tests wait for this to become False)."""
        return False


class Screens(Protocol):
    """The screens every game shares that a table opens: each returns a new scene for `host` to push."""

    def pause(self, host: Host, session: Session, on_quit: Callable[[], None]) -> Scene:
        """The pause menu over the table of `session`; `on_quit` leaves the game."""
        ...

    def results(self, host: Host, session: Session, watching: bool) -> Scene:
        """The results of `session` (finished, or left); `watching` when it was a replay watched."""
        ...

    def title(self, host: Host) -> Scene:
        """The title screen, where every game ends up."""
        ...


class Keeper(Protocol):
    """The game in progress as a table keeps it (game/autosave.py's `Autosave`; the title and the start of a new
    game, which find and retire it, ask that class itself)."""

    def keep(self, session: Session) -> None:
        """Have `session` as it stands now written (after each move); returns at once."""
        ...

    def end(self, session: Session, finished: bool) -> None:
        """`session`'s game ended, played out (`finished`) or left: it goes among the replays."""
        ...


class Host(Protocol):
    """What the App gives its scenes: the window's size (px), the scene stack, the settings and the user's
    folder, the game in progress, the sound, the screen reader, the clock (ns) and the shared screens."""

    settings: Settings
    store: Store
    autosave: Keeper
    audio: Audio
    reader: Reader
    screens: Screens
    clock_ns: Callable[[], int]

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def top(self) -> Scene: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> None: ...

    def replace(self, scene: Scene) -> None: ...

    def reset(self, scene: Scene) -> None: ...

    def quit(self, status: int = 0) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def save_settings(self) -> None: ...
