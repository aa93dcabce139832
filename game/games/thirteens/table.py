"""The Thirteens table: the called patience raced at one screen (RULES.md §6; issue 12).

Data flows one way, as at every table: input (each human's row keys, pads and, for the first human, the
mouse; the computers' `Thinker`s; a replay) → a move → `Session.apply` → events → motion → drawing. What is
its own is that everyone moves at once: any seat still to place the call may move, in any order, and the
next number is called when nobody is left waiting (or, with a `pace`, when the time runs out: the clock
sends `Late` for everyone still waiting).

What is shown lags the rules by the motion only: events queue in `pending` and are shown in order; a call is
shown once every card in flight has landed, and nobody may place it before it is shown. A computer seat
places after a delay like a person's (its level's, scaled by the speed setting) and thinks in slices of the
frame meanwhile. The table draws only while something moves, a computer waits or the pace's clock runs.

Between homes (game/online/) the same table serves the host and each guest: seats played at another home are
neither this screen's humans nor its computers, and their moves come as the session's `news`. A guest's state
is a `Mirror` of the host's engine: the host's clock, not the guest's, times the calls.
"""

from __future__ import annotations

import random
import time
from collections import deque
from typing import TYPE_CHECKING, Any, Callable, Iterable

import pygame

from game.audio.player import Sound
from game.core.cards import Card
from game.core.rules import Called, Event, GameOver
from game.core.session import MoveRecord, Seat, Session
from game.core.spec import GameSpec
from game.core.thinker import Thinker
from game.games.thirteens.history import record_game
from game.games.thirteens.layout import ThirteensLayout, compute_layout
from game.games.thirteens.mirror import Mirror
from game.games.thirteens.narration import describe
from game.games.thirteens.rules import (
    CALLS,
    Founded,
    Laid,
    Late,
    Lift,
    Move,
    NumberCalled,
    Options,
    PatienceOut,
    Thirteens,
    ToFoundation,
    ToRow,
    number_set,
)
from game.games.thirteens.view import Banner, Flight, ThirteensView
from game.i18n import N_, _, pgettext
from game.stage.scene import Scene
from game.table.hint import HINT_KEY, HintSearch
from game.ui.card_art import CardArt, PackStyle
from game.ui.log_panel import LOG_KEY
from game.ui.sprites import Caption, CardSprite

if TYPE_CHECKING:
    from game.stage.scene import Host

Point = tuple[int, int]

# Timings, ms, scaled by the speed setting (a pace's seconds are the rules', and are not).
CALL_MS = 650.0
"""The least time between two calls shown: a call's cards fly at once, the next call waits this long."""
FLIGHT_MS = 280.0
FOLLOW_MS = 110.0
"""Between one card going up and the next that follows it."""
END_FOLLOW_MS = 60.0
"""The same after the last call, when the patience's last cards go up by themselves, a quicker flourish."""
THINKING_MS = {"easy": (1300.0, 700.0), "medium": (1000.0, 500.0), "hard": (850.0, 400.0)}
"""A computer seat places a call after base + up to spread ms, as a person would: a race, not a reflex."""
PACE_MARGIN_MS = 600.0
"""A computer seat places a timed call at least this long before the time runs out."""
REPLAY_MS = 420.0
"""A watched replay's moves follow each other this far apart."""
CAPTION_MS = 1400.0
GAME_OVER_MS = 2200.0
THINK_SLICE_MS = 2.5
"""The computers' thinking allowed inside one frame, so frames stay short."""


class ThirteensTable(ThirteensView, Scene):
    """A game of Thirteens in progress. Make one with `new_game`, `play_on` or `for_replay`."""

    def __init__(self, app: Host, session: Session, replay_moves: list[MoveRecord] | None = None) -> None:
        super().__init__(app)
        self.session = session
        state = session.state
        assert isinstance(state, Thirteens)
        self.state = state
        self.options = state.options
        self.names = [s.name for s in session.seats]
        self.replay_moves = deque(replay_moves) if replay_moves is not None else None
        watching = replay_moves is not None
        self.humans = [] if watching else [i for i, s in enumerate(session.seats) if s.controller.is_human and session.here(i)]
        self.alone = not watching and sum(s.controller.is_human for s in session.seats) == 1
        """Whether one person plays, here (the others computers): only then may they ask for a hint."""
        self.art = CardArt.shared(PackStyle.NUMBERS)
        self.layout: ThirteensLayout = compute_layout(app.size, len(self.names), self.options.rows)
        n = len(self.names)
        # What the table shows at rest: it follows the rules' state as the motion lands.
        self.shown_foundations: list[list[Card | None]] = [[None] * 4 for __ in range(n)]
        self.shown_rows: list[list[list[Card]]] = [[[] for __ in range(self.options.rows)] for __ in range(n)]
        self.shown_copy: list[Card | None] = [None] * n
        self.shown_call: Card | None = None
        self.copies: dict[int, Flight] = {}  # each seat's copy of the call, while it flies to its place
        self.laying: dict[tuple[int, Card], Flight | None] = {}  # (seat, card) on its way to a row
        self.landing: list[list[list[Card]]] = [[[] for __ in range(self.options.rows)] for __ in range(n)]
        self.shown_calls = 0  # how many calls have been shown
        self.call_words = ""
        self.pending: deque[Event] = deque()
        self.hold_ms = 0.0
        self.flights: list[Flight] = []
        self.follow_delay = [0.0] * n
        self.captions: list[Caption] = []
        self.banner: Banner | None = None
        self.log_lines: list[str] = []
        self.log_open = False
        self.rngs = [random.Random(f"{session.seed}:{i}") for i in range(n)]
        self.thinkers: dict[int, Thinker[Move]] = {}
        self.due_ms: dict[int, float] = {}
        self.call_ms = 0.0  # how long the call shown has stood (the pace's clock)
        self.replay_wait = 0.0
        self.over_ms: float | None = None
        self.finished = False
        self.finished_kept = False  # the finished game is among the replays
        self.catching_up = False
        self.dirty = True
        self._pictures = {}
        self.history: list[Event] = []  # a continued game's events so far, shown at once on `enter`
        self.connection = ""  # the link to another home's trouble, as the status bar says it
        self.hint: HintSearch | None = None  # the hint being thought of (H, playing alone)

    # -- making one -------------------------------------------------------------------------------------------

    @classmethod
    def new_game(cls, app: Host, spec: GameSpec, options: Any, seats: list[Seat], seed: int) -> ThirteensTable:
        """A new game with resolved `options` for `seats`, the calls shuffled with `seed`. Raises ValueError
        when the options do not allow that many seats."""
        return cls(app, Session.new(spec, options, seats, seed))

    @classmethod
    def play_on(cls, app: Host, session: Session, steps: Iterable[tuple[MoveRecord, list[Event]]]) -> ThirteensTable:
        """Play on a game in progress (game/autosave.py): `session` dealt before any move, `steps` making its
        moves on it (`game.replay.steps`), every card where they put it. Raises what `steps` raises
        (ReplayError when the moves do not re-play)."""
        scene = cls(app, session)
        scene.history = [e for __, events in steps for e in events]
        return scene

    @classmethod
    def for_replay(cls, app: Host, session: Session, moves: list[MoveRecord]) -> ThirteensTable:
        """Watch a recorded game: `session` dealt before any move, its `moves` one after another, every card
        flying."""
        return cls(app, session, moves)

    @classmethod
    def row_keys(cls, options: Options) -> tuple[int, bool]:
        """The keys each player needs under `options`: how many rows, and whether an up key (`auto_foundation`
        off). Before a game with two or more humans `game.scenes.start` opens the key test of these keys, where
        everyone presses them together and sees that the keyboard reports them all (issue 12)."""
        return options.rows, not options.auto_foundation

    @property
    def computers(self) -> list[int]:
        """The seats computer players play at this computer (one given a seat mid-game too); none in a replay."""
        if self.replay_moves is not None:
            return []
        return [i for i, s in enumerate(self.session.seats) if not s.controller.is_human and self.session.here(i)]

    def enter(self) -> None:
        faces = [*self.state.calls, *number_set()]  # a guest's mirror knows only the calls made so far
        self.art.prepare(faces, self.layout.call_h)
        for area in self.layout.areas:
            self.art.prepare(faces, area.card_h)
        self.pending.extend(self.session.opening)
        if self.history:
            self.pending.extend(self.history)
            self.catching_up = True
            self._show_pending()
            self.catching_up = False
            self._land_all()
            if self.options.pace is not None and self.humans:
                self._pause()  # a continued race waits for its players before the clock runs

    # -- input --------------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        away = event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED)
        timed = self.options.pace is not None and bool(self.humans) and not self.state.is_over()
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE) or (away and timed):
            self._pause()  # a call's time stops when nobody can see it
            return
        if self.finished:
            return
        if event.type == pygame.KEYDOWN and event.key == LOG_KEY:
            self.log_open = not self.log_open
            self.dirty = True
            return
        if not self.humans:
            return
        if event.type == pygame.KEYDOWN and event.key == HINT_KEY:
            self._ask_hint()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", None) == 1:
            self._click(event.pos)
            return
        pressed = self.app.settings.row_keys.resolve(event, len(self.humans), self.options.rows)
        if pressed is not None:
            human, press = pressed
            self.press(self.humans[human], press.row)

    def _click(self, pos: tuple[int, int]) -> None:
        """The first human's mouse: a row places the call on it; a foundation or the call's place puts it up."""
        seat = self.humans[0]
        area = self.layout.areas[seat]
        for row in range(self.options.rows):
            if pygame.Rect(area.row_box(row)).collidepoint(pos):
                self.press(seat, row)
                return
        if any(pygame.Rect(self.slot_rect(area, p)).collidepoint(pos) for p in (*area.foundations, area.called)):
            self.press(seat, None)

    def press(self, seat: int, row: int | None) -> None:
        """`seat` (a human) pressed its key for `row` (None: its up key). Ignored until the call is shown, and
        at a guest's table while its last move is on its way to the host (or the host has paused)."""
        if not self.showing_current() or self.state.is_over() or self.session.waiting():
            return
        move = self._move_for(seat, row)
        if move is not None:
            self._apply(move)

    def _move_for(self, seat: int, row: int | None) -> Move | None:
        waiting = self.state.waiting[seat]
        if row is not None:
            return ToRow(seat, row) if waiting else None
        if self.options.auto_foundation:
            return None
        legal = self.state.moves_for(seat)
        if waiting and ToFoundation(seat) in legal:
            return ToFoundation(seat)
        return next((m for m in legal if isinstance(m, Lift)), None)

    def _ask_hint(self) -> None:
        """H, playing alone: the hard player's row for the call shown, and why, as the log's newest line."""
        seat = self.humans[0]
        if self.alone and self.hint is None and self.showing_current() and self.state.waiting[seat]:
            self.hint = HintSearch(self.session.spec, self.state.observe(seat), self.state.called)

    def _hint_step(self) -> None:
        found = self.hint.step() if self.hint is not None else None
        if found is not None:
            self.hint = None
            words = _("Hint: {reason}").format(reason=found[1])
            self.log_lines = (self.log_lines + [words])[-60:]
            self._tell_reader(words, interrupt=True)
            self.dirty = True

    def showing_current(self) -> bool:
        """Whether the call the rules wait on is the one shown (presses before it count for nothing)."""
        return self.shown_calls == self.state.called

    def _apply(self, move: Move) -> None:
        if move.seat in self.humans:
            self.hint = None  # it was for a call now placed
        self.thinkers.pop(move.seat, None)
        self.due_ms.pop(move.seat, None)
        self._took(self.session.apply(move))

    def _took(self, events: list[Event]) -> None:
        """A move made here, or at another home, caused `events`: keep the game, and show them."""
        self.pending.extend(events)
        if self.replay_moves is None and self.session.kept_here and not self.finished:
            self.app.autosave.keep(self.session)
            if self.state.is_over():  # kept now, not after the banner: leaving during it loses nothing
                self._keep_end()
        self.dirty = True

    def _keep_end(self) -> None:
        """The game is over: kept among the replays, and a patience played alone joins its history."""
        self.app.autosave.end(self.session, finished=True)
        record_game(self.app.store.root, self.session)
        self.finished_kept = True

    def _pause(self) -> None:
        self.app.push(self.app.screens.pause(self.app, self.session, self._leave))

    def resume(self) -> None:
        self.dirty = True

    # -- the clock ------------------------------------------------------------------------------------------

    def animating(self) -> bool:
        computers_due = any(self.state.waiting[s] or self._lift_due(s) for s in self.computers)
        pace = self.options.pace is not None and any(self.state.waiting)
        return (
            self.dirty
            or bool(self.flights or self.pending or self.hold_ms > 0 or self.over_ms is not None)
            or any(c.animating for c in self.captions)
            or (computers_due and not self.state.is_over())
            or (pace and not self.state.is_over())
            or (self.replay_moves is not None and bool(self.replay_moves))
        )

    def thinking(self) -> bool:
        """True while a computer seat is still searching for its move, or the hint for yours (the next frame will
        think)."""
        return self.hint is not None or any(not thinker.done() for thinker in self.thinkers.values())

    def busy(self) -> bool:
        return bool(self.flights or self.pending or self.hold_ms > 0)

    def update(self, dt_ms: float) -> None:
        self.dirty = False
        if news := self.session.news():  # moves made at another home (game/online/); none in a local game
            self._took(news)
        if (connection := self.session.connection()) != self.connection:
            self.connection, self.dirty = connection, True
        self._fly(dt_ms)
        self.hold_ms = max(0.0, self.hold_ms - dt_ms)
        self._show_pending()
        for caption in self.captions:
            caption.update(dt_ms)
        self.captions = [c for c in self.captions if not c.finished]
        if self.banner is not None:
            self.banner.age += dt_ms
            if self.banner.age >= self.banner.hold_ms and self.over_ms is None:
                self.banner = None
        if self.over_ms is not None:
            self.over_ms -= dt_ms
            if self.over_ms <= 0 and not self.finished:
                self._finish()
            return
        if self.state.is_over() and not self.pending and not self.flights:
            self.over_ms = self._ms(GAME_OVER_MS)  # it stopped with no end to show: the host left
            return
        if not self.showing_current() or self.state.is_over():
            return
        self.call_ms += dt_ms
        if self.replay_moves is not None:
            self._replay_next(dt_ms)
            return
        self._computers(dt_ms)
        self._hint_step()
        timed_here = not isinstance(self.state, Mirror)  # a guest's calls are timed by the host's clock
        if timed_here and self.options.pace is not None and self.call_ms >= self.options.pace * 1000:
            for seat in self.state.waiting_seats():
                self._apply(Late(seat))

    def _fly(self, dt_ms: float) -> None:
        flying = []
        for flight in self.flights:
            flight.sprite.update(dt_ms)
            if flight.sprite.moving:
                flying.append(flight)
            else:
                flight.land()
        self.flights = flying

    def _computers(self, dt_ms: float) -> None:
        """Each computer seat with something to do thinks for its share of the frame and moves when its delay
        (like a person's) has passed and its thinking is done."""
        start = time.perf_counter()
        longest = 0.0  # the longest step so far: another starts only if one as long would end in the slice
        for seat in self.computers:
            if not (self.state.waiting[seat] or self._lift_due(seat)):
                continue
            thinker = self.thinkers.get(seat)
            if thinker is None:
                level = self.session.seats[seat].controller.level
                assert self.session.spec.think is not None
                thinker = self.thinkers[seat] = self.session.spec.think(level, self.state.observe(seat), self.rngs[seat])
                base, spread = THINKING_MS.get(level, (1000.0, 500.0))
                lift = isinstance(thinker.best(), Lift)  # a sure move is decided at once: no thinking to show
                due = self._ms(base * (0.4 if lift else 1.0) + self.rngs[seat].random() * spread)
                if self.options.pace is not None:  # a person racing the clock places in time
                    due = min(due, max(0.0, self.options.pace * 1000 - self.call_ms - PACE_MARGIN_MS))
                self.due_ms[seat] = due
            while not thinker.done() and (time.perf_counter() - start) * 1000 + longest <= THINK_SLICE_MS:
                before = time.perf_counter()
                thinker.step(1)
                longest = max(longest, (time.perf_counter() - before) * 1000)
            self.due_ms[seat] -= dt_ms
            if self.due_ms[seat] <= 0 and thinker.done():
                self._apply(thinker.best())

    def _lift_due(self, seat: int) -> bool:
        """Whether a computer seat has a free card to lift (with `auto_foundation` off)."""
        return not self.options.auto_foundation and any(isinstance(m, Lift) for m in self.state.moves_for(seat))

    def _replay_next(self, dt_ms: float) -> None:
        self.replay_wait += dt_ms
        if self.replay_moves and self.replay_wait >= self._ms(REPLAY_MS):
            self.replay_wait = 0.0
            record = self.replay_moves.popleft()
            self._apply(self.session.spec.parse_move(record.move))
        elif not self.replay_moves and not self.state.is_over() and self.over_ms is None:
            self.over_ms = GAME_OVER_MS  # an unfinished game's replay stops where the game stopped

    def _ms(self, ms: float) -> float:
        return 0.0 if self.catching_up else ms * self.app.settings.speed.scale

    # -- events into motion -----------------------------------------------------------------------------------

    def _show_pending(self) -> None:
        """Show the queued events in order: a call waits for every card in flight and stands alone a moment, and
        so does the end of the game ("Out!", the scores, the winners), so the last cards to go up by themselves
        (RULES.md §6, the end of the patience) are seen flying before the banner."""
        while self.pending:
            event = self.pending[0]
            waits = isinstance(event, (NumberCalled, PatienceOut, GameOver))
            if waits and (self.flights or self.hold_ms > 0) and not self.catching_up:
                return
            self.pending.popleft()
            self._show(event)
            self.dirty = True

    def _show(self, event: Event) -> None:
        line = describe(event, self.names)
        if line:
            self.log_lines = (self.log_lines + [line])[-60:]
        match event:
            case NumberCalled(card=called, call=call):
                self._land_all()
                self._speak(event.words, len(self.names))  # the caller's voice, after the players'
                self.shown_calls, self.call_ms, self.call_words = call, 0.0, _(event.words)
                self.follow_delay = [self._ms(FLIGHT_MS) * 0.7] * len(self.names)
                self.hold_ms = self._ms(CALL_MS)
                self._fly_card(called, self.layout.bag, self.layout.call_h, self.layout.call, self.layout.call_h,
                               lambda c=called: setattr(self, "shown_call", c), face_down_first=True)
                for seat, area in enumerate(self.layout.areas):
                    # The caller deals each player their copy from the stack, turning it face up on the way, at
                    # the copy's own size: no card is scaled in flight, so frames stay short.
                    self.copies[seat] = self._fly_card(called, self.layout.bag, area.card_h, area.called, area.card_h,
                                                       lambda s=seat, c=called: self._set_copy(s, c), face_down_first=True)
            case Founded(seat=seat, card=placed, foundation=pile, row=row):
                self._sound(Sound.PLAY)
                area = self.layout.areas[seat]
                land = lambda s=seat, p=pile, c=placed: self._set_foundation(s, p, c)  # noqa: E731
                if row is None:
                    self._send_copy(seat, placed, area.foundations[pile], land)
                    return
                laying = self.laying.pop((seat, placed), None)
                if laying is not None and laying in self.flights:  # lifted while still on its way to the row
                    self.landing[seat][row].remove(placed)
                    laying.sprite.move(area.foundations[pile], area.card_h, True, self._ms(FLIGHT_MS))
                    laying.land = land
                    return
                cards = self.shown_rows[seat][row]
                start = area.row_card(row, len(cards) - 1, len(cards))
                if cards:
                    cards.pop()
                self._fly_card(placed, start, area.card_h, area.foundations[pile], area.card_h, land,
                               delay=self.follow_delay[seat])
                self.follow_delay[seat] += self._ms(END_FOLLOW_MS if self.shown_calls == CALLS else FOLLOW_MS)
            case Laid(seat=seat, card=placed, row=row, late=late):
                self._sound(Sound.PLAY)
                area = self.layout.areas[seat]
                count = len(self.shown_rows[seat][row]) + len(self.landing[seat][row]) + 1
                self.landing[seat][row].append(placed)
                end = area.row_card(row, count - 1, count)
                land_row = lambda s=seat, r=row, c=placed: self._set_row(s, r, c)  # noqa: E731
                self.laying[(seat, placed)] = self._send_copy(seat, placed, end, land_row)
                if late:
                    late_words = _("the {number} goes on row {row}").format(number=placed.rank.value, row=row + 1)
                    self._say(seat, N_("Too late!"), late_words)
            case PatienceOut(seat=seat):
                self._say(seat, N_("Out!"), _("all {calls} on the foundations").format(calls=CALLS))
            case Called(seat=seat, words=words):  # a player at another home leaving, say
                self._say(seat, words)
            case GameOver(winners=winners):
                best = self.state.score(winners[0])
                self.banner = Banner(self._over_title(winners, best), _("{n} cards on the foundations").format(n=best),
                                     GAME_OVER_MS)
                self.over_ms = self._ms(GAME_OVER_MS)
                self._sound(Sound.GAME_OVER)

    def _fly_card(self, placed: Card, start: Point, start_h: int, end: Point, end_h: int, land: Callable[[], None],
                  delay: float = 0.0, face_down_first: bool = False) -> Flight | None:
        """A card glides from `start` to `end` (and `land`s there); None when it arrives at once."""
        sprite = CardSprite(placed, start, start_h, not face_down_first)
        sprite.move(end, end_h, True, self._ms(FLIGHT_MS), delay)
        if not sprite.moving:
            land()
            return None
        flight = Flight(sprite, land)
        self.flights.append(flight)
        return flight

    def _send_copy(self, seat: int, placed: Card, end: Point, land: Callable[[], None]) -> Flight | None:
        """`seat`'s copy of the call goes on to `end`: from where it rests, or turned there mid-flight. Returns
        its flight (None when it arrived at once)."""
        area = self.layout.areas[seat]
        flight = self.copies.pop(seat, None)
        if flight is not None and flight in self.flights:
            flight.sprite.move(end, area.card_h, True, self._ms(FLIGHT_MS))
            flight.land = land
            if not flight.sprite.moving:
                self.flights.remove(flight)
                land()
                return None
            return flight
        self.shown_copy[seat] = None
        return self._fly_card(placed, area.called, area.card_h, end, area.card_h, land)

    def _set_copy(self, seat: int, placed: Card) -> None:
        self.copies.pop(seat, None)
        self.shown_copy[seat] = placed

    def _set_row(self, seat: int, row: int, placed: Card) -> None:
        self.laying.pop((seat, placed), None)
        self.landing[seat][row].remove(placed)
        self.shown_rows[seat][row].append(placed)

    def _set_foundation(self, seat: int, pile: int, placed: Card) -> None:
        top = self.shown_foundations[seat][pile]
        if top is None or placed.rank > top.rank:  # cards may land out of order: the pile shows its highest
            self.shown_foundations[seat][pile] = placed

    def _land_all(self) -> None:
        for flight in self.flights:
            flight.land()
        self.flights = []

    def _over_title(self, winners: list[int], best: int) -> str:
        """The banner's heading at the end: who won, or alone the score ("Out!" for all 52)."""
        if len(self.names) == 1:
            return pgettext("patience", "Out!") if best == CALLS else _("{n} of {calls}").format(n=best, calls=CALLS)
        if len(winners) == 1:
            return _("{name} wins!").format(name=self.names[winners[0]])
        return _("{names} share the win!").format(names=_(" and ").join(self.names[w] for w in winners))

    def _say(self, seat: int, words: str, subline: str | None = None) -> None:
        """`seat` calls `words` (English, the recorded voice's key), shown in the language in use."""
        if self.catching_up:
            return
        self._speak(words, seat)
        shown = pgettext("patience", words) if words == "Out!" else _(words)  # the patience is out: a success
        self.captions = [c for c in self.captions if c.seat != seat]
        self.captions.append(Caption(seat, shown, CAPTION_MS, subline))

    # -- the end ----------------------------------------------------------------------------------------------

    def _finish(self) -> None:
        if self.replay_moves is None and self.session.kept_here and self.state.is_over() and not self.finished_kept:
            self._keep_end()  # a guest's game is kept once the host has shown the calls, maybe after its last move
        self.finished = True
        watching = self.replay_moves is not None
        self.app.push(self.app.screens.results(self.app, self.session, watching=watching))

    def _leave(self) -> None:
        """From the pause menu: the game is left by choice; its moves so far are kept as a replay."""
        if self.replay_moves is None and not self.state.is_over() and self.session.kept_here:
            self.app.autosave.end(self.session, finished=False)
        self.app.reset(self.app.screens.title(self.app))

    def resize(self, size: tuple[int, int]) -> None:
        layout = compute_layout(size, len(self.names), self.options.rows)
        if layout == self.layout:
            return  # the App says the size again when a scene over the table goes: nothing moves
        self._land_all()  # (a new size, or the same at another density: the window moved to another display)
        self.layout = layout
        for area in self.layout.areas:
            self.art.prepare(self.state.calls, area.card_h)
        self.art.prepare(self.state.calls, self.layout.call_h)
        self.dirty = True
