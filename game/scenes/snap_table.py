"""The Snap table: the reaction game in real time (RULES.md §5; issue 3 "Input and timing").

Data flows one way, as at the other table: input (keys, pads, a click; the computers through the umpire)
→ `Umpire` → `Session.apply` → events → motion → drawing. What differs is time:

- The app polls input at about 1 kHz while this scene is on top (`realtime`), stamps each event with
  `time.perf_counter_ns()` when it is dequeued, and hands calls to the umpire at once (`poll`).
- A turned card is drawn face up from its first frame; `presented(now_ns)` — called right after the display
  flip — tells the umpire when it was first shown, and every call is timed from that moment.
- The table redraws only when something changed: between events nothing is drawn, so polling stays fast.

What is drawn lags the rules only by card flights; before anything moves cards between piles, every flight
lands, so the piles shown always add up to the 52 cards the rules hold.
"""

from __future__ import annotations

import logging
import random
from collections import deque
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Callable

import pygame

from game.app import App
from game.bindings import Action, key_label
from game.cards import Card
from game.reaction_log import CallKind, CallRecord, ReactionLog
from game.replay import Replay, from_session, rebuild
from game.rules.base import Dealt, Event, GameOver, PlayerOut
from game.rules.registry import GameSpec
from game.rules.snap import (
    Calls,
    DeadHeat,
    MatchKind,
    FalseSnap,
    Snap,
    SnapCentre,
    Snapped,
    TooSlow,
    Turned,
    TurnedOver,
    Variant,
)
from game.scenes.base import Scene
from game.session import MoveRecord, Seat, Session
from game.snap_words import call_word, cards, describe
from game.ui import theme
from game.ui.card_art import CardArt, PackStyle
from game.ui.damage import Damage, Drawn
from game.ui.fonts import fitting_size, render_text, wrap_text
from game.ui.layout import TableLayout, compute_layout
from game.ui.sprites import Caption, CardSprite
from game.ui.table_pieces import draw_banner, draw_cork, draw_nameplate
from game.ui.tween import ease_out_cubic, lerp
from game.umpire import PHOTO_FINISH_MS, Umpire

log = logging.getLogger(__name__)

Point = tuple[float, float]

# Timings, ms. The deal and the moves of piles follow the speed setting; a turned card does not: it is shown
# face up from its first frame, and its short slide is only there so nothing teleports.
DEAL_MS = 22.0
FLIGHT_MS = 260.0
TURN_MS = 110.0
CAPTION_MS = 1300.0
BANNER_MS = 2000.0
CORK_MS = 220.0
CORK_HOLD_MS = 700.0
GAME_OVER_MS = 1800.0
FRAME_MS = 1000.0 / 60


@dataclass
class Flight:
    """A card (or a whole pile, shown by its top card) travelling between piles; `land` runs on arrival
    (None: the counts were already changed, and the flight is only there to be seen)."""

    sprite: CardSprite
    land: Callable[[], None] | None

    def arrive(self) -> None:
        if self.land is not None:
            self.land()


@dataclass
class Banner:
    """A line across the middle of the table ("Dead heat!", a photo finish, the winner) for `hold_ms`."""

    text: str
    subline: str
    hold_ms: float
    age: float = 0.0


class SnapTableScene(Scene):
    """A game of Snap or Grab in progress. Make one with `new_game`. Time comes from `app.clock_ns`."""

    realtime = True

    def __init__(self, app: App, session: Session, seed: int, replay_moves: list[MoveRecord] | None = None) -> None:
        super().__init__(app)
        self.replay_moves = deque(replay_moves) if replay_moves is not None else None
        self.replay_due_ns: int | None = None
        self.paused_ns: int | None = None
        self.session = session
        state = session.state
        assert isinstance(state, Snap)
        self.state = state
        self.options = state.options
        self.clock = app.clock_ns
        self.names = [s.name for s in session.seats]
        watching = replay_moves is not None
        self.humans = [] if watching else [i for i, s in enumerate(session.seats) if s.controller.is_human]
        self.viewer = self.humans[0] if self.humans else 0
        settings = app.settings
        self.umpire = Umpire(
            session, settings.tempo.interval_ms, random.Random(f"{seed}:umpire"), turn_by_key=settings.turn_by_key
        )
        if not watching:
            self._warm_up_adaptive()
        self.art = CardArt.shared(PackStyle.SNAP if self.options.twins else PackStyle.STANDARD)
        self.layout: TableLayout = compute_layout(app.size, len(self.names), self.viewer)
        self.pile_h = _pile_height(self.layout, len(self.names))
        n = len(self.names)
        self.hand_counts = [0] * n
        self.piles: list[list[Card]] = [[] for _ in range(n)]
        self.centre: list[Card] = []
        self.flights: list[Flight] = []
        self.captions: list[Caption] = []
        self.banner: Banner | None = None
        self.log_lines: list[str] = []
        self.cork_from: Point | None = None
        self.cork_to: Point | None = None
        self.cork_age = 0.0
        self.cork_hold = 0.0
        self.dealing = True
        self.started = False
        self.shown_pending = False  # a turned card has been drawn face up; the next flip shows it
        self.turned_sprite: CardSprite | None = None
        self.last_win: tuple[int, float] | None = None  # (seat, ms) of this card's winning call
        self.over_ms: float | None = None
        self.finished = False
        self.dirty = True
        self.session_id = datetime.now().isoformat(timespec="seconds")
        self.records: list[CallRecord] = []  # every human call of this game, for the statistics
        self.against = "+".join(sorted({s.controller.level for s in session.seats if not s.controller.is_human}))
        self.records_saved = 0
        self.log_panel: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self.damage = Damage()  # what each frame changed: the display is sent only that (`update_rects`)

    def enter(self) -> None:
        """The deal starts once the table knows its size, so its flights go where the seats are."""
        for height in (self.pile_h, self.layout.table_card_h, self.layout.small_card_h):
            self.art.back(height)
            self.art.shadow(height)
        for event in self.session.opening:
            self._process(event)

    def _warm_up_adaptive(self) -> None:
        """An adaptive computer starts where the last game left it: it follows the human's latest valid
        reaction times from the statistics, when there is one human at the table."""
        adaptive = any(s.controller.level == "adaptive" for s in self.session.seats)
        if not adaptive or len(self.humans) != 1:
            return
        player = self.names[self.humans[0]]
        try:
            records = ReactionLog(self.app.store.root).load()
        except OSError as e:
            log.warning("could not read the reaction times: %s", e)
            return
        for record in records:
            if record.player == player and record.kind in (CallKind.VALID, CallKind.TOO_SLOW, CallKind.DEAD_HEAT):
                self.umpire.adaptive.observe(max(0.0, record.ms))

    @classmethod
    def new_game(cls, app: App, spec: GameSpec, options: Any, seats: list[Seat], seed: int) -> SnapTableScene:
        """A new game of Snap with resolved `options` for `seats`, shuffled with `seed`.
        Raises ValueError when the options do not allow that many seats."""
        return cls(app, Session.new(spec, options, seats, seed), seed)

    @classmethod
    def for_replay(cls, app: App, replay: Replay) -> SnapTableScene:
        """Watch `replay`: cards are turned at the tempo setting and each batch of calls comes at the time
        it was made after its card was shown. Raises ReplayError when the replay cannot be dealt."""
        return cls(app, rebuild(replay), replay.seed or 0, list(replay.moves))

    # -- input --------------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE):
            self.dirty = True  # the window system lost what was shown: send it all again
            self.damage.invalidate()
            return
        away = event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED)
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE) or (away and not self.finished):
            self._pause()  # a game in real time stops when nobody can see it
            return
        if self.finished:
            return
        resolved = self.app.settings.bindings.resolve(event, len(self.humans))
        if resolved is None:
            return
        index, action = resolved
        seat = self.humans[index]
        stamp = getattr(event, "stamp_ns", None) or self.clock()
        if action is Action.SNAP and self.started:
            self.umpire.call(seat, stamp)
            self._take(self.umpire.tick(stamp, turn=False))
        elif action is Action.TURN and self.started:
            self._take(self.umpire.turn_key(seat, stamp))

    def poll(self, now_ns: int) -> None:
        """Between frames: let the umpire do what is due (computer calls, judging, the next turn), or when
        watching a replay, apply its next move once it is due."""
        if not self.started or self.finished:
            return
        if self.replay_moves is None:
            self._take(self.umpire.tick(now_ns, turn=False))
            return
        if self.replay_due_ns is None:
            self.replay_due_ns = self._replay_due(now_ns)
        if self.replay_due_ns is not None and now_ns >= self.replay_due_ns and not self.umpire.awaiting_show():
            record = self.replay_moves.popleft()
            self.replay_due_ns = None
            self._take(self.umpire.replay(self.session.spec.parse_move(record.move)))
            if not self.replay_moves and not self.state.is_over():
                self.over_ms = GAME_OVER_MS  # an unfinished game's replay stops where the game stopped

    def _replay_due(self, now_ns: int) -> int | None:
        """When the replay's next move should happen: a turn one tempo interval after the last card was
        shown (or now, at the start), a batch of calls at its last call's time after the card was shown."""
        if not self.replay_moves or self.umpire.awaiting_show():
            return None
        move = self.session.spec.parse_move(self.replay_moves[0].move)
        shown = self.umpire.shown_ns if self.umpire.shown_ns is not None else now_ns
        if isinstance(move, Calls):  # (a call is never more than a minute after its card, even in a bad file)
            return shown + round(min(60_000.0, max(c.ms for c in move.calls)) * 1e6)
        return max(now_ns, shown + round(self.app.settings.tempo.interval_ms * 1e6))

    def presented(self, now_ns: int) -> None:
        """The display has just flipped: a turned card drawn in that frame was first shown at `now_ns`."""
        if self.shown_pending:
            self.shown_pending = False
            self.umpire.shown(now_ns)

    def needs_redraw(self) -> bool:
        """Only while something moves or changes: a caption holding still or a banner costs no frames."""
        return self.dirty or bool(self.flights) or any(c.animating for c in self.captions) or self._cork_moving()

    def resume(self) -> None:
        """Back from the pause menu: the umpire's clock skips the time the game stood still, the settings
        changed there apply, and the card showing is timed afresh from the next frame — the menu let
        everyone look at it, so the reaction times start again."""
        self.dirty = True
        self.damage.invalidate()  # the menu covered the table
        self.umpire.interval_ms = self.app.settings.tempo.interval_ms
        self.umpire.turn_by_key = self.app.settings.turn_by_key
        if self.paused_ns is not None:
            self.umpire.shift(self.clock() - self.paused_ns)
            self.paused_ns = None
            if self.umpire.shown_ns is not None and self.replay_moves is None:
                self.shown_pending = True

    def _pause(self) -> None:
        from game.scenes.pause import PauseScene

        self.paused_ns = self.clock()
        self.app.push(PauseScene(self.app, self.session.spec.key, self.options.preset, self._leave))

    # -- events into motion -------------------------------------------------------------------------------

    def _take(self, events: list[Event]) -> None:
        for event in events:
            self._process(event)
        self._save_records()  # at once, so a crash mid-game loses no call

    def _process(self, event: Event) -> None:
        self.dirty = True
        line = describe(event, self.names, self.options.variant)
        if line:
            self.log_lines = (self.log_lines + [line])[-40:]
        self._record(event)
        match event:
            case Dealt():
                self._deal(event)
            case Turned(seat=seat, card=card):
                self._turned(seat, card)
            case TurnedOver(seat=seat):
                self._land_all()
                pile, self.piles[seat] = self.piles[seat], []
                self._add_hand(seat, len(pile))  # counted at once: the turned card comes off it next
                self._pile_to_hand(pile, self._pile_pos(seat), seat, counted=True)
            case Snapped(seat=seat, ms=ms, piles=piles, cards=count):
                self._land_all()
                self._say(seat, call_word(self.options.variant, False), f"{ms:.0f} ms — takes {cards(count)}")
                for s in piles:
                    pile, self.piles[s] = self.piles[s], []
                    self._pile_to_hand(pile, self._pile_pos(s), seat)
                self._won(seat, ms)
            case SnapCentre(seat=seat, ms=ms, turner=turner, cards=count):
                self._land_all()
                self._say(seat, call_word(self.options.variant, True), f"{ms:.0f} ms — takes {cards(count)}")
                centre, self.centre = self.centre, []
                pile, self.piles[turner] = self.piles[turner], []
                self._pile_to_hand(centre, self._centre_pos(), seat)
                self._pile_to_hand(pile, self._pile_pos(turner), seat)
                self._won(seat, ms)
            case DeadHeat(seats=(a, b), ms=(ms_a, ms_b)):
                centre = self.state.match is not None and self.state.match.kind is MatchKind.CENTRE
                word = call_word(self.options.variant, centre)
                self._say(a, word, f"{ms_a:.0f} ms")
                self._say(b, word, f"{ms_b:.0f} ms")
                self.banner = Banner(
                    "Dead heat!",
                    f"{self.names[a]} {ms_a:.0f} ms · {self.names[b]} {ms_b:.0f} ms — play goes on",
                    BANNER_MS,
                )
                if self.options.variant is Variant.GRAB:
                    self._cork_to(self._midway(a, b))
            case FalseSnap(seat=seat, ms=ms, cards=count):
                self._land_all()
                word = call_word(self.options.variant, False)
                self._say(seat, word, f"False snap — {cards(count)} to the centre" if count else "No match")
                pile, self.piles[seat] = self.piles[seat], []
                self._pile_to_centre(pile, self._pile_pos(seat))
            case TooSlow(seat=seat, ms=ms):
                self._say(seat, call_word(self.options.variant, False), f"too slow ({ms:.0f} ms)")
                if self.last_win is not None and ms - self.last_win[1] < PHOTO_FINISH_MS:
                    winner, won_ms = self.last_win
                    self.banner = Banner(
                        "Photo finish!",
                        f"{self.names[winner]} {won_ms:.0f} ms · {self.names[seat]} {ms:.0f} ms",
                        BANNER_MS,
                    )
            case PlayerOut(seat=seat):
                self._say(seat, "Out!", f"{self.names[seat]} is out")
            case GameOver(winners=winners):
                text = f"{self.names[winners[0]]} wins!" if len(winners) == 1 else "A shared win!"
                held = self.state.held(winners[0])
                if held == 52:
                    why = "holding every card"
                elif held == 0:
                    why = "the last one holding cards"
                else:
                    why = f"the safety limit: most cards ({held})"
                self.banner = Banner(text, why, GAME_OVER_MS)
                self.over_ms = GAME_OVER_MS

    def _deal(self, event: Dealt) -> None:
        start = self._centre_pos()
        for i, (seat, card) in enumerate(event.cards):
            sprite = CardSprite(None, start, self.layout.small_card_h, False)
            sprite.move(self._hand_pos(seat), self._hand_h(seat), False, self._ms(FLIGHT_MS), self._ms(i * DEAL_MS))
            self.flights.append(Flight(sprite, lambda s=seat: self._add_hand(s, 1)))
        self.art.prepare((card for _, card in event.cards), self.pile_h)

    def _turned(self, seat: int, card: Card) -> None:
        self._land_all()
        self.hand_counts[seat] -= 1
        # Face up from its first frame, so the moment it is first drawn is the moment it is shown.
        sprite = CardSprite(card, self._hand_pos(seat), self.pile_h, True)
        sprite.move(self._pile_pos(seat), self.pile_h, True, TURN_MS)
        self.flights.append(Flight(sprite, lambda: self.piles[seat].append(card)))
        self.turned_sprite = sprite
        self.last_win = None

    def _won(self, seat: int, ms: float) -> None:
        self.last_win = (seat, ms)
        if self.options.variant is Variant.GRAB:
            x, y = self._plate_pos(seat)
            self._cork_to((x + self.layout.text_px * 3, y))

    def _pile_to_hand(self, pile: list[Card], start: Point, seat: int, counted: bool = False) -> None:
        """A whole pile goes under `seat`'s hand: its top card travels from `start`, turning face down, and the
        rest go with it. The hand's count grows when it arrives (already, if `counted`)."""
        if not pile:
            return
        sprite = CardSprite(pile[-1], start, self.pile_h, True)
        sprite.move(self._hand_pos(seat), self._hand_h(seat), False, self._ms(FLIGHT_MS))
        self.flights.append(Flight(sprite, None if counted else lambda: self._add_hand(seat, len(pile))))

    def _pile_to_centre(self, pile: list[Card], start: Point) -> None:
        """A whole pile goes face up onto the centre (a false snap); the centre shows it when it arrives."""
        if not pile:
            return
        sprite = CardSprite(pile[-1], start, self.pile_h, True)
        sprite.move(self._centre_pos(), self.pile_h, True, self._ms(FLIGHT_MS))
        self.flights.append(Flight(sprite, lambda: self.centre.extend(pile)))

    def _add_hand(self, seat: int, count: int) -> None:
        self.hand_counts[seat] += count

    def _land_all(self) -> None:
        """Finish every flight now, so the piles shown match the rules before cards move again."""
        for flight in self.flights:
            flight.arrive()
        self.flights = [f for f in self.flights if f.land is None]
        self.turned_sprite = None

    def _say(self, seat: int, words: str, subline: str | None = None) -> None:
        self.captions = [c for c in self.captions if c.seat != seat]
        self.captions.append(Caption(seat, words, CAPTION_MS, subline))

    def _cork_to(self, target: Point) -> None:
        self.cork_from, self.cork_to = self._cork_pos(), target
        self.cork_age, self.cork_hold = 0.0, CORK_HOLD_MS

    def _ms(self, ms: float) -> float:
        return ms * self.app.settings.speed.scale

    # -- statistics -----------------------------------------------------------------------------------------

    def _record(self, event: Event) -> None:
        """Every human call becomes a `CallRecord` for the reaction statistics (issue 3)."""
        entries: list[tuple[int, float, CallKind, bool]] = []
        match event:
            case Snapped(seat=seat, ms=ms) | SnapCentre(seat=seat, ms=ms):
                entries.append((seat, ms, CallKind.VALID, True))
            case DeadHeat(seats=seats, ms=times):
                entries.extend((s, t, CallKind.DEAD_HEAT, False) for s, t in zip(seats, times))
            case TooSlow(seat=seat, ms=ms):
                entries.append((seat, ms, CallKind.TOO_SLOW, False))
            case FalseSnap(seat=seat, ms=ms):
                entries.append((seat, ms, CallKind.FALSE, False))
        for seat, ms, kind, won in entries:
            if seat in self.humans:
                self.records.append(
                    CallRecord(
                        date=datetime.now().isoformat(timespec="seconds"),
                        session=self.session_id,
                        player=self.names[seat],
                        game=self.options.variant.value,
                        ms=ms,
                        kind=kind,
                        won=won,
                        against=self.against,
                    )
                )

    def _save_records(self) -> None:
        """Append the calls not yet in the reaction log (every call of the game stays in `records`)."""
        new = self.records[self.records_saved :]
        if not new:
            return
        try:
            ReactionLog(self.app.store.root).append(new)
        except OSError as e:
            log.error("could not save the reaction times: %s", e)
        self.records_saved = len(self.records)

    # -- the clock ----------------------------------------------------------------------------------------

    def busy(self) -> bool:
        return bool(self.flights) or self.dealing

    def update(self, dt_ms: float) -> None:
        flying = []
        for flight in self.flights:
            flight.sprite.update(dt_ms)
            if flight.sprite.moving:
                flying.append(flight)
            else:
                flight.arrive()
                self.dirty = True
                if flight.sprite is self.turned_sprite:
                    self.turned_sprite = None
        self.flights = flying
        for caption in self.captions:
            popping = caption.animating
            caption.update(dt_ms)
            if caption.finished or popping != caption.animating:  # gone, or its last step of popping in
                self.dirty = True
        self.captions = [c for c in self.captions if not c.finished]
        if self.banner is not None:
            self.banner.age += dt_ms
            if self.banner.age >= self.banner.hold_ms:
                self.banner = None
                self.dirty = True
        self._update_cork(dt_ms)
        if self.dealing and not self.flights:
            self.dealing = False
            self.started = True
            self.umpire.start(self.clock())
        if self.over_ms is not None:
            self.over_ms -= dt_ms
            if self.over_ms <= 0 and not self.finished:
                self._finish()
            return
        if self.started and not self.finished and self.replay_moves is None:
            self._take(self.umpire.tick(self.clock()))  # the only place a card is turned: just before drawing
        else:
            self.poll(self.clock())

    def _update_cork(self, dt_ms: float) -> None:
        if self.cork_to is None:
            return
        self.cork_age += dt_ms
        if self.cork_age >= CORK_MS:
            self.cork_hold -= dt_ms
            if self.cork_hold <= 0:
                if self.cork_to == self._cork_home():
                    self.cork_from = self.cork_to = None
                else:
                    self.cork_from, self.cork_to = self.cork_to, self._cork_home()
                    self.cork_age, self.cork_hold = 0.0, 0.0
                self.dirty = True

    def _cork_moving(self) -> bool:
        return self.cork_to is not None and self.cork_age < CORK_MS

    # -- the end --------------------------------------------------------------------------------------------

    def _finish(self) -> None:
        from game.scenes.results import ResultsScene

        self.finished = True
        watching = self.replay_moves is not None
        if not watching:
            self._save(finished=True)
        self.app.push(ResultsScene(self.app, self.session, watching=watching))

    def _leave(self) -> None:
        from game.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def leave(self) -> None:
        """Leaving an unfinished game saves it as a replay, and the reaction times so far."""
        if self.replay_moves is None and not self.finished and self.session.moves:
            self._save(finished=False)
        self._save_records()

    def _save(self, finished: bool) -> None:
        """Save the game as a replay (a finished one into the history too) and the reaction times so far."""
        self.app.store.save_game(from_session(self.session), finished)
        self._save_records()

    # -- geometry -------------------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = compute_layout(size, len(self.names), self.viewer)
        self.pile_h = _pile_height(self.layout, len(self.names))
        self._land_all()
        self.dirty = True
        self.damage.invalidate()
        self.art.prepare((c for c in self.state.pack_orders[0][1]), self.pile_h)

    def _hand_pos(self, seat: int) -> Point:
        x, y = self.layout.spots[seat].hand
        return (float(x), float(y))

    def _pile_pos(self, seat: int) -> Point:
        x, y = self.layout.spots[seat].place
        return (float(x), float(y))

    def _plate_pos(self, seat: int) -> Point:
        x, y = self.layout.spots[seat].plate
        return (float(x), float(y))

    def _centre_pos(self) -> Point:
        x, y = self.layout.pool
        return (float(x), float(y))

    def _cork_home(self) -> Point:
        x, y = self._centre_pos()
        return (x + self.layout.card_w(self.pile_h) * 1.1, y)

    def _cork_pos(self) -> Point:
        if self.cork_to is None or self.cork_from is None:
            return self._cork_home()
        e = ease_out_cubic(min(1.0, self.cork_age / CORK_MS))
        return (lerp(self.cork_from[0], self.cork_to[0], e), lerp(self.cork_from[1], self.cork_to[1], e))

    def _midway(self, a: int, b: int) -> Point:
        (ax, ay), (bx, by) = self._plate_pos(a), self._plate_pos(b)
        cx, cy = self._centre_pos()
        return ((ax + bx + cx) / 3, (ay + by + cy) / 3)

    def _hand_h(self, seat: int) -> int:
        return self.layout.table_card_h if seat == self.viewer else self.layout.small_card_h

    # -- drawing --------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.dirty = False
        layout = self.layout
        surface.blit(theme.table_background(layout.size), (0, 0))
        to_turn = self.state.current_seat() if self.started else None
        drawn: Drawn = {}
        moving: list[pygame.Rect] = []
        for seat in range(len(self.names)):
            drawn[seat] = self._draw_seat(surface, seat, seat == to_turn)
        drawn["centre"] = self._draw_centre(surface)
        waiting = [f for f in self.flights if f.sprite.progress() <= 0]
        if self.dealing and waiting:  # the cards still to be dealt: the dealer's pack, in the middle
            moving.append(self._draw_stack(surface, self._centre_pos(), len(waiting), self.layout.small_card_h, None))
        for flight in self.flights:
            if self.dealing and flight.sprite.progress() <= 0:
                continue
            drawn_at = flight.sprite.draw(surface, self.art)
            moving.append(drawn_at.union(self._shadow_rect(drawn_at, flight.sprite.height)))
            if flight.sprite is self.turned_sprite and self.umpire.awaiting_show():
                self.shown_pending = True
        if self.options.variant is Variant.GRAB:
            moving.append(self._draw_cork(surface))
        for caption in self.captions:
            spot = layout.spots[caption.seat]
            moving.append(
                caption.draw(surface, spot.caption, spot.tail, int(layout.felt[2] * 0.3), layout.size[1] / 720)
            )
        if self.banner is not None:
            moving.append(self._draw_banner(surface, self.banner))
        drawn["log"] = self._draw_log(surface)
        if self.umpire.awaiting_show() and self.turned_sprite is None:
            self.shown_pending = True  # the card has already landed on its pile, face up
        self.damage.frame(drawn, moving)

    def update_rects(self) -> list[pygame.Rect] | None:
        return self.damage.rects

    def _draw_stack(
        self, surface: pygame.Surface, pos: Point, count: int, height: int, top: Card | None
    ) -> pygame.Rect:
        """A pile of `count` cards at `pos`: a few edges beneath, and the top card (face up if `top`). Returns
        the rect it covered, its shadow and edges included."""
        back = self.art.back(height)
        rect = back.get_rect(center=(round(pos[0]), round(pos[1])))
        if count == 0:
            pygame.draw.rect(surface, theme.BAIZE_DARK, rect, width=2, border_radius=CardArt.corner_radius(height))
            return rect
        shadow = self._shadow_rect(rect, height)
        surface.blit(self.art.shadow(height), shadow)
        layers = min(4, (count - 1) // 8)
        for i in range(layers, 0, -1):
            surface.blit(back, rect.move(-i, -2 * i))
        image = self.art.face(top, height) if top is not None else back
        surface.blit(image, rect)
        return rect.union(shadow).union(rect.move(-layers, -2 * layers))

    def _shadow_rect(self, card: pygame.Rect, height: int) -> pygame.Rect:
        """Where the soft shadow of a card drawn at `card`, `height` px high, lies (as CardSprite draws it)."""
        dx, dy = CardArt.shadow_offset(height)
        return self.art.shadow(height).get_rect(center=(card.centerx + dx, card.centery + dy))

    def _draw_seat(self, surface: pygame.Surface, seat: int, to_turn: bool) -> tuple[object, pygame.Rect]:
        """A seat's hand, pile, counts, nameplate and keys; returns what they show (a signature) and where."""
        spot = self.layout.spots[seat]
        px = self.layout.text_px
        out = self.state.out[seat] and not self.flights
        hand = self._draw_stack(surface, self._hand_pos(seat), self.hand_counts[seat], self._hand_h(seat), None)
        pile = self.piles[seat]
        area = hand.union(
            self._draw_stack(surface, self._pile_pos(seat), len(pile), self.pile_h, pile[-1] if pile else None)
        )
        area.union_ip(self._badge(surface, str(self.hand_counts[seat]), (hand.right + 6, hand.centery)))
        if pile:
            x, y = self._pile_pos(seat)
            half = self.layout.card_w(self.pile_h) // 2
            area.union_ip(self._badge(surface, str(len(pile)), (round(x) + half + 6, round(y))))
        name = self.names[seat] + (" (out)" if out else "")
        size = fitting_size(name, px, self.layout.seat_w - px, bold=True)
        fill = theme.WALNUT_DARK if out else theme.WALNUT
        plate = draw_nameplate(surface, name, size, spot.plate, px, to_turn, fill)
        area.union_ip(plate)
        keys = self._keys_text(seat)
        if keys:
            felt = pygame.Rect(self.layout.felt)
            size = fitting_size(keys, max(14, px - 3), felt.width // 3, bold=True)
            label = render_text(keys, size, theme.GOLD, bold=True)
            at = label.get_rect(midtop=(plate.centerx, plate.bottom + 3))
            if spot.edge in ("bottom", "top"):  # beside the plate: above or below it lies the seat's pile
                at.midleft = (plate.right + px // 2, plate.centery)
            at = at.clamp(felt.inflate(-8, -8))
            surface.blit(label, at)
            area.union_ip(at)
        signature = (self.hand_counts[seat], pile[-1] if pile else None, len(pile), to_turn, out, keys)
        return signature, area

    def _keys_text(self, seat: int) -> str:
        """The keys shown by a human's seat: their Snap key (and turn key when each turns their own)."""
        if seat not in self.humans:
            return ""
        index = self.humans.index(seat)
        keys = self.app.settings.bindings.keys[index]
        word = "Grab" if self.options.variant is Variant.GRAB else "Snap"
        text = f"{word}: {key_label(keys.snap)}"
        if len(self.humans) == 1:
            text += " / click" if pygame.K_SPACE in (keys.snap, keys.turn) else " / Space / click"
        if self.app.settings.turn_by_key:
            text += f" · Turn: {key_label(keys.turn)}"
        return text

    def _badge(self, surface: pygame.Surface, text: str, midleft: tuple[int, int]) -> pygame.Rect:
        """A card count in a dark lozenge, starting at `midleft`; returns its rect."""
        badge = render_text(text, max(14, self.layout.text_px - 2), theme.CREAM, bold=True)
        rect = badge.get_rect(midleft=(midleft[0] + 5, midleft[1]))
        pygame.draw.rect(surface, theme.INK, rect.inflate(10, 2), border_radius=8)
        surface.blit(badge, rect)
        return rect.inflate(10, 2)

    def _draw_centre(self, surface: pygame.Surface) -> tuple[object, pygame.Rect]:
        """The centre pile and its label; returns what they show (a signature) and where."""
        pos = self._centre_pos()
        top = self.centre[-1] if self.centre else None
        rect = self._draw_stack(surface, pos, len(self.centre), self.pile_h, top)
        label = f"Centre · {len(self.centre)}" if self.centre else "Centre"
        text = render_text(label, max(14, self.layout.text_px - 2), theme.CREAM, bold=True)
        at = text.get_rect(midtop=(rect.centerx, rect.bottom + 4))
        surface.blit(text, at)
        return (len(self.centre), top), rect.union(at)

    def _draw_cork(self, surface: pygame.Surface) -> pygame.Rect:
        return draw_cork(surface, self._cork_pos(), max(9, self.pile_h // 5))

    def _draw_banner(self, surface: pygame.Surface, banner: Banner) -> pygame.Rect:
        cx, cy = self._centre_pos()
        stand = (round(cx), round(cy) - self.pile_h // 2 - 8)
        return draw_banner(
            surface, banner.text, banner.subline, self.layout.text_px, pygame.Rect(self.layout.felt), stand
        )

    def _draw_log(self, surface: pygame.Surface) -> tuple[object, pygame.Rect]:
        """The log panel, drawn again only when a line is added or the window changes (it is a large fill
        and a dozen wrapped lines: most of a frame's cost otherwise); returns its signature and rect."""
        x, y, w, h = self.layout.log
        key = (self.layout.log, len(self.log_lines), self.log_lines[-1:], self.app.settings.tempo)
        if self.log_panel is None or self.log_panel[0] != key:
            panel = pygame.Surface((w, h))
            self._draw_log_lines(panel, pygame.Rect(0, 0, w, h))
            self.log_panel = (key, theme.for_display(panel, alpha=False))
        surface.blit(self.log_panel[1], (x, y))
        return key, pygame.Rect(x, y, w, h)

    def _draw_log_lines(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        x, y, w, h = box
        px = self.layout.text_px
        pygame.draw.rect(surface, theme.LOG_PANEL, box)
        tempo = self.app.settings.tempo.value
        keys = f"Tempo: {tempo}. Esc: menu"
        if self.layout.log_lines == 1:
            if self.log_lines:
                line = self.log_lines[-1]
                size = fitting_size(line, px, w // 2, bold=True)
                text = render_text(line, size, theme.CREAM, bold=True)
                surface.blit(text, text.get_rect(midleft=(x + 8, y + h // 2)))
            text = render_text(keys, max(14, px - 2), theme.GOLD)
            surface.blit(text, text.get_rect(midright=(x + w - 8, y + h // 2)))
            return
        heading = self.session.spec.title if self.options.variant is Variant.SNAP else "Grab"
        title = render_text(
            heading, fitting_size(heading, px + 2, w - 28, bold=True, serif=True), theme.GOLD, bold=True, serif=True
        )
        surface.blit(title, (x + 14, y + 12))
        top = y + 24 + px * 2
        line_h = int(px * 1.45)
        rows: list[str] = []
        for line in self.log_lines[-12:]:
            rows.extend(wrap_text(line, px - 2, w - 28))
        room = (h - (top - y) - 2 * line_h - 12) // line_h
        for i, row in enumerate(rows[-room:] if room > 0 else []):
            surface.blit(render_text(row, px - 2, theme.CREAM), (x + 14, top + i * line_h))
        hint = render_text(keys, max(14, px - 2), theme.GOLD)
        surface.blit(hint, (x + 14, y + h - 12 - line_h))


def _pile_height(layout: TableLayout, seats: int) -> int:
    """Face-up piles are what everyone watches, so they are drawn larger than the other game's played cards
    where the table has room (px): more at a small table, less at a crowded one, and never so large that a
    pile reaches its own nameplate or the viewer's hand."""
    wanted = layout.table_card_h * (1.35 if seats <= 4 else 1.15)
    room = [wanted]
    for spot in layout.spots:
        if spot.edge == "top":
            room.append(2 * (spot.place[1] - spot.plate[1] - layout.text_px))
        elif spot.edge == "bottom":
            room.append(2 * (spot.hand[1] - layout.table_card_h / 2 - spot.place[1] - 6))
    return max(layout.table_card_h, round(min(room)))
