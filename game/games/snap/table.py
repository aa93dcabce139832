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
import math
import random
from collections import deque
from datetime import datetime
from typing import TYPE_CHECKING, Any, Iterable

import pygame

from game.audio.player import Sound
from game.core.cards import Card
from game.core.rules import Called, Dealt, Event, GameOver, PlayerOut
from game.core.session import MoveRecord, Seat, Session
from game.core.spec import GameSpec
from game.games.snap.layout import SnapLayout, compute_snap_layout
from game.games.snap import practice_progress
from game.games.snap.practice import Reactions, shows_reactions
from game.games.snap.reaction_log import CallRecord, ReactionLog, human_calls, warm_up
from game.games.snap.rules import (
    Calls,
    DeadHeat,
    FalseSnap,
    MatchKind,
    Snap,
    SnapCentre,
    Snapped,
    TooSlow,
    Turned,
    TurnedOver,
    Variant,
)
from game.games.snap.afar import GuestUmpire, HostEars
from game.games.snap.mirror import Mirror
from game.games.snap.umpire import PHOTO_FINISH_MS, Umpire
from game.games.snap.view import CORK_MS, Banner, Flight, SnapTableView
from game.games.snap.words import call_word, cards, describe, in_ms, taken
from game.i18n import N_, _, pgettext
from game.input.bindings import Action
from game.stage.scene import Scene
from game.ui.card_art import CardArt, PackStyle
from game.ui.damage import Damage
from game.ui.log_panel import LOG_KEY
from game.ui.sprites import Caption, CardSprite

if TYPE_CHECKING:
    from game.stage.scene import Host

log = logging.getLogger(__name__)

Point = tuple[float, float]

# Timings, ms. The deal and the moves of piles follow the speed setting; a turned card does not: it is shown
# face up from its first frame, and its short slide is only there so nothing teleports.
DEAL_MS = 22.0
FLIGHT_MS = 260.0
TURN_MS = 110.0
CAPTION_MS = 1300.0
BANNER_MS = 2000.0
CORK_HOLD_MS = 700.0
GAME_OVER_MS = 1800.0
COUNTDOWN_S = 3
"""A game played (not a replay watched) starts with a countdown of this many seconds after the deal: 3, 2, 1."""
FRAME_MS = 1000.0 / 60


class SnapTableScene(SnapTableView, Scene):
    """A game of Snap or Grab in progress. Make one with `new_game`, `play_on` or `for_replay`. Time comes from
    `app.clock_ns`."""

    realtime = True

    def __init__(
        self, app: Host, session: Session, seed: int | None = None, replay_moves: list[MoveRecord] | None = None
    ) -> None:
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
        self.humans = [] if watching else [i for i, s in enumerate(session.seats) if s.controller.is_human and session.here(i)]
        self.viewer = self.humans[0] if self.humans else 0
        settings = app.settings
        seed = (session.seed or 0) if seed is None else seed
        afar = frozenset(i for i in range(len(self.names)) if not session.here(i))  # between homes (afar.py)
        self.umpire: Umpire | GuestUmpire = GuestUmpire(session) if isinstance(state, Mirror) else Umpire(
            session, settings.tempo.interval_ms, random.Random(f"{seed}:umpire"), turn_by_key=settings.turn_by_key
        )
        self.ears = HostEars(session, afar) if afar and isinstance(self.umpire, Umpire) else None
        if not watching and len(self.humans) == 1 and any(s.controller.level == "adaptive" for s in session.seats):
            warm_up(self.umpire.adaptive, app.store.root, self.names[self.humans[0]])  # where the last game left it
        self.art = CardArt.shared(PackStyle.SNAP if self.options.twins else PackStyle.STANDARD)
        self.layout: SnapLayout = compute_snap_layout(app.size, len(self.names), self.viewer, self._grab())
        n = len(self.names)
        self.hand_counts = [0] * n
        self.piles: list[list[Card]] = [[] for __ in range(n)]
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
        self.countdown_ms: float | None = None  # the time left before the first card, once the deal is done
        self.started = False
        self.shown_pending = False  # a turned card has been drawn face up; the next flip shows it
        self.turned_sprite: CardSprite | None = None
        self.last_win: tuple[int, float] | None = None  # (seat, ms) of this card's winning call
        self.over_ms: float | None = None
        self.finished = False
        self.dirty = True
        self.session_id = datetime.now().isoformat(timespec="seconds")
        self.records: list[CallRecord] = []  # every human call of this game, for the statistics
        self.reactions = Reactions(n)  # every seat's, for the practice's panel
        self.against = "+".join(sorted({s.controller.level for s in session.seats if not s.controller.is_human}))
        self.records_saved = 0
        self.log_open = False
        self.damage = Damage()  # what each frame changed: the display is sent only that (`update_rects`)
        self.history: list[Event] = []  # a resumed game's events so far, shown at once on `enter`
        self.connection_shown = ""
        self.catching_up = False

    def enter(self) -> None:
        """The deal starts once the table knows its size, so its flights go where the seats are."""
        for height in (self.pile_h, self.layout.hand_h):
            self.art.back(height)
            self.art.shadow(height)
        for event in self.session.opening:
            self._process(event)
        if self.session.moves:
            self._catch_up()

    def _catch_up(self) -> None:
        """A resumed game: show every card where its moves so far put it, at once (no flight, no caption, no
        reaction time recorded twice), and stand paused at the next card, so nobody is caught unready."""
        self.catching_up = True
        for event in self.history:
            self._process(event)
        self.catching_up = False
        self._land_all()
        self.flights, self.captions, self.banner = [], [], None
        self.cork_from = self.cork_to = None
        self.dealing = False
        self._start()
        self._pause()

    @classmethod
    def new_game(cls, app: Host, spec: GameSpec, options: Any, seats: list[Seat], seed: int) -> SnapTableScene:
        """A new game of Snap with resolved `options` for `seats`, shuffled with `seed`.
        Raises ValueError when the options do not allow that many seats."""
        return cls(app, Session.new(spec, options, seats, seed), seed)

    @classmethod
    def play_on(cls, app: Host, session: Session, steps: Iterable[tuple[MoveRecord, list[Event]]]) -> SnapTableScene:
        """Play on a game in progress (game/autosave.py): `session` dealt before any move, `steps` making its
        moves on it (`game.replay.steps`); the piles, hands and centre as they stood after the last move, paused
        at its next card. Raises what `steps` raises (ReplayError when the moves do not re-play)."""
        scene = cls(app, session, session.seed or 0)
        for __, events in steps:
            scene.history.extend(events)
        return scene

    @classmethod
    def for_replay(cls, app: Host, session: Session, moves: list[MoveRecord]) -> SnapTableScene:
        """Watch a recorded game: `session` dealt before any move, its `moves` played back: cards are turned at
        the tempo setting and each batch of calls comes at the time it was made after its card was shown."""
        return cls(app, session, session.seed or 0, moves)

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
        if event.type == pygame.KEYDOWN and event.key == LOG_KEY:
            self.log_open = not self.log_open
            self.dirty = True
            self.damage.invalidate()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and not self.on_felt(event.pos):
            return  # a click calls only on the felt: never on the log, the status bar or the frame
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
            self._tick(now_ns, turn=False)
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
        self.paused_ns = self.clock()
        self.app.push(self.app.screens.pause(self.app, self.session, self._leave))

    # -- events into motion -------------------------------------------------------------------------------

    def _take(self, events: list[Event]) -> None:
        for event in events:
            self._process(event)
        if self.ears is not None:
            self.ears.turned(events, self.clock())
        if events and self.replay_moves is None and self.session.kept_here:
            self.app.autosave.keep(self.session)  # events come only from a move
        self._save_records()  # at once, so a crash mid-game loses no call

    def _process(self, event: Event) -> None:
        self.dirty = True
        line = describe(event, self.names, self.options.variant)
        if line:
            self.log_lines = (self.log_lines + [line])[-40:]
        self._record(event)
        self.reactions.add(event)
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
                self._say(seat, call_word(self.options.variant, False), taken(ms, count))
                for s in piles:
                    pile, self.piles[s] = self.piles[s], []
                    self._pile_to_hand(pile, self._pile_pos(s), seat)
                self._won(seat, ms)
            case SnapCentre(seat=seat, ms=ms, turner=turner, cards=count):
                self._land_all()
                self._say(seat, call_word(self.options.variant, True), taken(ms, count))
                centre, self.centre = self.centre, []
                pile, self.piles[turner] = self.piles[turner], []
                self._pile_to_hand(centre, self._centre_pos(), seat)
                self._pile_to_hand(pile, self._pile_pos(turner), seat)
                self._won(seat, ms)
            case DeadHeat(seats=(a, b), ms=(ms_a, ms_b)):
                centre = self.state.match is not None and self.state.match.kind is MatchKind.CENTRE
                word = call_word(self.options.variant, centre)
                self._say(a, word, in_ms(ms_a))
                self._say(b, word, in_ms(ms_b))
                self._announce(N_("Dead heat!"))
                self.banner = Banner(
                    _("Dead heat!"),
                    _("{a} {ms_a} ms · {b} {ms_b} ms — play goes on").format(
                        a=self.names[a], ms_a=f"{ms_a:.0f}", b=self.names[b], ms_b=f"{ms_b:.0f}"
                    ),
                    BANNER_MS,
                )
                if self.options.variant is Variant.GRAB:
                    self._cork_to(self._midway(a, b))
            case FalseSnap(seat=seat, ms=ms, cards=count):
                self._land_all()
                word = call_word(self.options.variant, False)
                lost = _("False snap — {cards} to the centre").format(cards=cards(count)) if count else _("No match")
                self._say(seat, word, lost)
                self._sound(Sound.FALSE_SNAP, 250.0)  # after the call it answers
                pile, self.piles[seat] = self.piles[seat], []
                self._pile_to_centre(pile, self._pile_pos(seat))
            case TooSlow(seat=seat, ms=ms):
                self._say(seat, call_word(self.options.variant, False), _("too slow ({ms} ms)").format(ms=f"{ms:.0f}"))
                if self.last_win is not None and ms - self.last_win[1] < PHOTO_FINISH_MS:
                    winner, won_ms = self.last_win
                    self._announce(N_("Photo finish!"))
                    self.banner = Banner(
                        _("Photo finish!"),
                        _("{a} {ms_a} ms · {b} {ms_b} ms").format(
                            a=self.names[winner], ms_a=f"{won_ms:.0f}", b=self.names[seat], ms_b=f"{ms:.0f}"
                        ),
                        BANNER_MS,
                    )
            case Called(seat=seat, words=words):  # a player at another home leaving, or the host
                self._say(seat, words)
            case PlayerOut(seat=seat):
                self._say(
                    seat, N_("Out!"), _("{name} is out").format(name=self.names[seat]),
                    shown=pgettext("out of cards, so out of the game", "Out!"),
                )
            case GameOver(winners=winners):
                text = _("{name} wins!").format(name=self.names[winners[0]]) if len(winners) == 1 else _("A shared win!")
                held = self.state.held(winners[0])
                if held == 52:
                    why = _("holding every card")
                elif held == 0:
                    why = _("the last one holding cards")
                else:
                    why = _("the safety limit: most cards ({held})").format(held=held)
                self.banner = Banner(text, why, GAME_OVER_MS)
                self.over_ms = GAME_OVER_MS
                self._sound(Sound.GAME_OVER)

    def _deal(self, event: Dealt) -> None:
        start = self._centre_pos()
        for i, (seat, card) in enumerate(event.cards):
            sprite = CardSprite(None, start, self.layout.hand_h, False)
            sprite.move(self._hand_pos(seat), self.layout.hand_h, False, self._ms(FLIGHT_MS), self._ms(i * DEAL_MS))
            self.flights.append(Flight(sprite, lambda s=seat: self._add_hand(s, 1)))
            self._sound(Sound.DEAL, self._ms(i * DEAL_MS))
        self.art.prepare((card for __, card in event.cards if card is not None), self.pile_h)  # (none afar)

    def _turned(self, seat: int, card: Card) -> None:
        self._land_all()
        self.hand_counts[seat] -= 1
        # Face up from its first frame, so the moment it is first drawn is the moment it is shown.
        sprite = CardSprite(card, self._hand_pos(seat), self.pile_h, True)
        sprite.move(self._pile_pos(seat), self.pile_h, True, TURN_MS)
        self.flights.append(Flight(sprite, lambda: self.piles[seat].append(card)))
        self.turned_sprite = sprite
        self.last_win = None
        self._sound(Sound.TURN)

    def _won(self, seat: int, ms: float) -> None:
        self.last_win = (seat, ms)
        self._sound(Sound.SWEEP)  # the piles gathered up
        if self.options.variant is Variant.GRAB:
            self._sound(Sound.CORK)
            x, y = self._plate_pos(seat)
            self._cork_to((x + self.layout.text_px * 3, y))

    def _pile_to_hand(self, pile: list[Card], start: Point, seat: int, counted: bool = False) -> None:
        """A whole pile goes under `seat`'s hand: its top card travels from `start`, turning face down, and the
        rest go with it. The hand's count grows when it arrives (already, if `counted`)."""
        if not pile:
            return
        sprite = CardSprite(pile[-1], start, self.pile_h, True)
        sprite.move(self._hand_pos(seat), self.layout.hand_h, False, self._ms(FLIGHT_MS))
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

    def _say(self, seat: int, words: str, subline: str | None = None, shown: str | None = None) -> None:
        """`seat` calls `words` (English, the recorded voice's key), shown as `shown` or else translated."""
        self._speak(words, seat)  # as the call is registered, on the audio thread: no frame waits
        self.captions = [c for c in self.captions if c.seat != seat]
        self.captions.append(Caption(seat, shown or _(words), CAPTION_MS, subline))

    def _announce(self, words: str) -> None:
        """The umpire says `words` (a banner's), in the voice after the players'; not when resuming."""
        self._speak(words, len(self.names), 300.0)  # after the calls it judges

    def _cork_to(self, target: Point) -> None:
        self.cork_from, self.cork_to = self._cork_pos(), target
        self.cork_age, self.cork_hold = 0.0, CORK_HOLD_MS

    def _ms(self, ms: float) -> float:
        return ms * self.app.settings.speed.scale

    # -- statistics -----------------------------------------------------------------------------------------

    def _record(self, event: Event) -> None:
        """Every human call becomes a `CallRecord` for the reaction statistics (issue 3)."""
        if not self.catching_up:
            made = datetime.now().isoformat(timespec="seconds")
            game = self.options.variant.value
            self.records += human_calls(event, self.humans, self.names, made, self.session_id, game, self.against)

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
        return bool(self.flights) or self.dealing or self.countdown_ms is not None

    def update(self, dt_ms: float) -> None:
        self.dirty |= self.session.connection() != self.connection_shown  # between homes: "Ann is reconnecting…"
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
            if self.replay_moves is None:
                self._count_down(COUNTDOWN_S * 1000.0)
            else:
                self._start()
        elif self.countdown_ms is not None:
            self._count_down(self.countdown_ms - dt_ms)
        if self.over_ms is not None:
            self.over_ms -= dt_ms
            if self.over_ms <= 0 and not self.finished:
                self._finish()
            return
        if self.started and not self.finished and self.replay_moves is None:
            self._tick(self.clock(), turn=True)  # the only place a card is turned: just before drawing
        else:
            self.poll(self.clock())

    def _tick(self, now_ns: int, turn: bool) -> None:
        """What is due at `now_ns`: the calls from other homes heard (afar.py), then the umpire's work."""
        if self.ears is not None:
            self._take(self.ears.hear(self.umpire, now_ns))  # type: ignore[arg-type]
        self._take(self.umpire.tick(now_ns, turn=turn))
        if self.state.is_over() and self.over_ms is None:  # it stopped with no end to show: the host left
            self.over_ms = GAME_OVER_MS

    def _count_down(self, left_ms: float) -> None:
        """The countdown before the first card (issue 10): a banner with each whole second left, then play."""
        if left_ms <= 0:
            self.countdown_ms, self.banner = None, None
            self.dirty = True
            self._start()
            return
        second = math.ceil(left_ms / 1000)
        if self.countdown_ms is None or math.ceil(self.countdown_ms / 1000) != second:
            self.banner = Banner(str(second), _("Get ready"), 1000.0)
            self.dirty = True
        self.countdown_ms = left_ms

    def _start(self) -> None:
        self.started = True
        self.umpire.start(self.clock())

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
        self.finished = True
        watching = self.replay_moves is not None
        if not watching and self.session.kept_here:
            self.app.autosave.end(self.session, finished=True)
            if shows_reactions(len(self.names), len(self.humans)) and not self.ears:
                self._climb()
        self.app.push(self.app.screens.results(self.app, self.session, watching=watching))

    def _climb(self) -> None:
        """A practice ends: the ladder takes it in, and a first win over an opponent suggests the next."""
        you, level = self.humans[0], self.session.seats[1 - self.humans[0]].controller.level
        won = self.state.result().winners == (you,)
        outcome = practice_progress.record(self.app.store.root, level, won, self.reactions.typical(you))
        if outcome.next_level is not None and self.app.settings.practice_level == level:
            self.app.settings.practice_level = outcome.next_level
            self.app.save_settings()

    def _leave(self) -> None:
        """From the pause menu: the game is left by choice. Its moves so far are saved as a replay, it is no
        longer the game to continue, and the title shows. (Closing the window keeps it to continue.)"""
        if self.replay_moves is None and not self.finished and self.session.kept_here:
            self.app.autosave.end(self.session, finished=False)
        self.app.reset(self.app.screens.title(self.app))

    def leave(self) -> None:
        """The table goes (the game left, or the window closed): the reaction times so far are saved."""
        self._save_records()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = compute_snap_layout(size, len(self.names), self.viewer, self._grab())
        self._land_all()
        self.dirty = True
        self.damage.invalidate()
        self.art.prepare((c for __, pack in self.state.pack_orders[:1] for c in pack), self.pile_h)
