"""The umpire of Snap: the real-time half of the reaction game, driven by a clock it is given.

"As it is sometimes difficult for the players to distinguish which says 'Snap' first, it is well to have an
umpire" ([004]). The rules (`game.games.snap.rules`) judge a batch of timed calls; the umpire decides *when*:

- it turns the next card at a steady tempo (or lets each human turn their own with their turn key);
- it learns from the table scene when the card just turned was first shown (the display flip), and measures
  every call from that moment — a human's when their key was dequeued, a computer's when its reaction time,
  drawn at that same moment, runs out — so both sides are timed alike (issue 3 "Input and timing");
- it holds a valid call back for `dead_heat_ms`, so a rival call inside the window makes a dead heat, then
  sends the calls to the rules in time order, each timed to 0.01 ms as the replay records it (calls at the same
  recorded time in the order it heard them);
- the record alone must judge as the umpire did (`replay --check`): a call heard after a batch was judged on
  the same card is recorded no earlier than that batch's calls, and, once a call has won or spent the match,
  more than `dead_heat_ms` after it. Both can only move a call by a hair (a key stamped before a batch it
  missed, a call that just missed the window but rounds onto its edge) or after the pause menu, when the card
  is timed afresh;
- it does not hear a player's calls for a while after a false snap (see `call`): RULES.md is silent, but a
  call that costs nothing must not be worth making on every card;
- between homes (issue 35), a seat at another home calls with the reaction time its own app measured on its own
  screen (`call_after`), and a valid call is held, besides the window, until every rival at another home
  entitled to the match has had its `remote_waits` to be heard (game/games/snap/distance.py's measure of its
  link): network delay then decides nothing, and a report slower than that is merely slow.

Pure: no pygame and no clock of its own. Every method takes the time `now_ns` (ns, any monotonic origin):
the table scene passes `time.perf_counter_ns()`, `simulate` and the tests pass simulated time.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.core.rules import Event
from game.core.session import Session
from game.games.snap.reaction import (
    LEVELS,
    Adaptive,
    ReactionLevel,
    Sight,
    near_miss,
    react,
)
from game.games.snap.rules import (
    TURN,
    Call,
    Calls,
    DeadHeat,
    FalseSnap,
    Observation,
    Snap,
    SnapCentre,
    Snapped,
    TooSlow,
    Turn,
    Turned,
)

NS_PER_MS = 1_000_000
NS_PER_RECORDED = 10_000
"""Calls are recorded in hundredths of a ms (the replay format, game/replay.py)."""
PHOTO_FINISH_MS = 100.0
"""Two calls closer than this (ms) make a "photo finish": the table shows both times (issue 3)."""

FREE_CALL_SILENCE = 3
"""Cards after the current one on which a false snap that cost nothing keeps the caller unheard."""

MIN_TURN_GAP_MS = 500.0
"""With turn keys, the least time (ms) between a card being shown and a human turning the next: everyone
gets a fair chance to call it."""

AFTER_TAKE_MS = 900.0
"""The pause (ms) after cards change hands before the next card is turned, so everyone sees where they went."""



@dataclass
class PendingCall:
    seat: int
    at_ns: int


@dataclass
class Umpire:
    """Runs one game of Snap in `session` against the clock.

    `interval_ms` is the time between automatic turns (the tempo); with `turn_by_key`, human seats turn their
    own cards (`turn_key`) and only computer seats are turned automatically. `rng` draws the computers'
    reactions (seeded: the same seed and the same human calls give the same game). `adaptive` is the
    adaptive level's state (shared by every adaptive seat), which follows the humans' valid reaction times.
    """

    session: Session
    interval_ms: float
    rng: random.Random
    turn_by_key: bool = False
    adaptive: Adaptive = field(default_factory=Adaptive)
    after_take_ms: float = AFTER_TAKE_MS
    shown_ns: int | None = None
    next_turn_ns: int | None = None
    pending: list[PendingCall] = field(default_factory=list)
    planned: dict[int, int] = field(default_factory=dict)  # computer seat → when its call is due (ns)
    silenced: dict[int, int] = field(default_factory=dict)  # seat → cards (this one included) its calls go unheard
    moved_ns: int | None = None  # when cards last changed hands (a take, or a pile sent to the centre)
    floor: int = 0  # the earliest time (hundredths of a ms) a call on the card showing may now be recorded at
    remote_waits: dict[int, float] = field(default_factory=dict)
    """Every seat played at another home → how long (ms) a call of theirs may take to reach this umpire after
    it was made (`LinkTimes.wait_ms`, game/games/snap/distance.py); empty in a local game."""

    @property
    def state(self) -> Snap:
        state = self.session.state
        assert isinstance(state, Snap)
        return state

    @property
    def over(self) -> bool:
        return self.state.is_over()

    def start(self, now_ns: int) -> None:
        """The deal has been shown: the first card is turned one interval from `now_ns`."""
        self.next_turn_ns = now_ns + self._ns(self.interval_ms)

    # -- what the table scene and the players tell the umpire ---------------------------------------------

    def shown(self, now_ns: int) -> None:
        """The card turned last was first on screen at `now_ns` (the display flip that first showed it). Calls
        are timed from here, the computers draw their reaction times now, and the tempo counts from here."""
        self.shown_ns = now_ns
        self.next_turn_ns = now_ns + self._ns(self.interval_ms)
        self.planned = {}
        table = self.state.observe()  # the same for every seat: Snap hides nothing on the table
        for seat, player in enumerate(self.session.seats):
            if player.controller.is_human:
                continue
            delay = react(self._level(player.controller.level), self.sight(seat, table), self.rng)
            if delay is not None:
                self.planned[seat] = now_ns + self._ns(delay)

    def call(self, seat: int, now_ns: int) -> None:
        """`seat` called "Snap" (or snatched the cork) at `now_ns`; judged once any dead-heat window has passed.
        After a false snap a seat's calls are not heard until the next card, so pressing again and again
        cannot win a Snap Centre; after a false snap that cost nothing (no pile to lose: a player who is
        out), not for FREE_CALL_SILENCE cards more, so calling on every card does not pay either."""
        if not self.over and seat not in self.silenced:
            self.pending.append(PendingCall(seat, now_ns))

    def call_after(self, seat: int, reaction_ms: float) -> None:
        """`seat`, at another home, called `reaction_ms` after the card showing was first shown on its own
        screen: the call is placed that long after it showed here (and heard as `call` hears one). Its report
        may come late: it is then recorded no earlier than what was judged, merely slow (RULES.md §5)."""
        if self.shown_ns is not None:
            self.call(seat, self.shown_ns + self._ns(max(0.0, reaction_ms)))

    def turn_key(self, seat: int, now_ns: int) -> list[Event]:
        """A human pressed their turn key: with `turn_by_key`, the seat to turn turns now, once the last card has
        been shown and no call is waiting to be judged. Returns the events (none when it is not their turn)."""
        if not self.turn_by_key or self.over or self.state.current_seat() != seat:
            return []
        if self.shown_ns is not None and now_ns < self.shown_ns + self._ns(MIN_TURN_GAP_MS):
            return []  # the others must have a fair chance to call the card just shown
        events = self._judge_due(now_ns)
        if self.over or not self._may_turn(now_ns):
            return events
        return events + self._turn()

    def awaiting_show(self) -> bool:
        """True between a turn and the `shown` call for its card."""
        return self.shown_ns is None and self.state.turns > 0

    # -- the clock ------------------------------------------------------------------------------------------

    def tick(self, now_ns: int, turn: bool = True) -> list[Event]:
        """Do whatever is due at `now_ns`: computer calls, judging calls whose dead-heat window has passed, and
        (unless `turn` is False) the next automatic turn. Returns the rules' events in order. The table turns
        cards only just before it draws, so a card never changes between two frames while a call is on its way."""
        events: list[Event] = []
        if self.over:
            return events
        for caller, due in sorted(self.planned.items(), key=lambda item: item[1]):
            if due <= now_ns:
                del self.planned[caller]
                if caller not in self.silenced:  # a computer is silenced after a false snap as a human is
                    self.pending.append(PendingCall(caller, due))
        events += self._judge_due(now_ns)
        if self.over:
            return events
        turner = self.state.current_seat()
        automatic = not (turner is not None and self._turns_by_key(turner))
        if (
            turn
            and automatic
            and self.next_turn_ns is not None
            and now_ns >= self.next_turn_ns
            and self._may_turn(now_ns)
        ):
            events += self._turn()
        return events

    def next_due_ns(self) -> int | None:
        """The earliest time (ns) at which `tick` will have something to do, or None (waiting for `shown`, a
        human's turn key, or the game is over). Simulated time jumps straight there."""
        if self.over:
            return None
        times = list(self.planned.values())
        first_valid = self._first_valid()
        if first_valid is not None:
            times.append(self._judged_ns(first_valid))
        elif self.pending:
            times.append(min(p.at_ns for p in self.pending))
        seat = self.state.current_seat()
        human_turns = seat is not None and self._turns_by_key(seat)
        # A valid call waiting out its dead-heat window holds the turn back (`_may_turn`): the turn is not due
        # before that call is judged, and its time is then asked for again.
        if not human_turns and self.next_turn_ns is not None and not self.awaiting_show() and first_valid is None:
            times.append(self._turn_allowed_ns(self.next_turn_ns))
        return min(times) if times else None

    # -- what the computers see ----------------------------------------------------------------------------

    def sight(self, seat: int, table: Observation | None = None) -> Sight:
        """What computer `seat` makes of the table after the last turn: a match it may call, a near miss it may
        mistake for one (same colour and neighbouring rank; in the Snap pack, a near-twin picture), or
        nothing. Uses only what everyone sees: `table`, the state's observation (made now if not given)."""
        state = self.state
        if state.call_is_valid(seat):
            return Sight.MATCH
        if state.last_turned is None:
            return Sight.NOTHING
        turner, card = state.last_turned
        twins = state.options.twins
        obs = table if table is not None else state.observe(seat)
        if obs.centre_top is not None and near_miss(card, obs.centre_top, twins):
            return Sight.NEAR_MISS
        if obs.out[seat]:
            return Sight.NOTHING
        others = [
            s
            for s, top in enumerate(obs.tops)
            if s != turner and top is not None and top is not card and near_miss(card, top, twins)
        ]
        if others and (seat == turner or seat in others or state.options.anyone_may_call):
            return Sight.NEAR_MISS
        return Sight.NOTHING

    # -- inside ----------------------------------------------------------------------------------------------

    def _turns_by_key(self, seat: int) -> bool:
        """Whether `seat`'s cards wait for its turn key: a person's here, with `turn_by_key` (a person at another
        home has the tempo turn theirs: a key from afar would wait on the network)."""
        return self.turn_by_key and self.session.seats[seat].controller.is_human and seat not in self.remote_waits

    def _level(self, name: str) -> ReactionLevel:
        return self.adaptive.level if name == "adaptive" else LEVELS[name]

    def _may_turn(self, now_ns: int) -> bool:
        if self.awaiting_show() or self._first_valid() is not None:
            return False
        return now_ns >= self._turn_allowed_ns(now_ns)

    def _turn_allowed_ns(self, wanted_ns: int) -> int:
        """`wanted_ns`, or later if cards have just changed hands and everyone should see where they went."""
        if self.moved_ns is None:
            return wanted_ns
        return max(wanted_ns, self.moved_ns + self._ns(self.after_take_ms))

    def _turn(self) -> list[Event]:
        events = self.session.apply(TURN)
        self.silenced = {seat: cards - 1 for seat, cards in self.silenced.items() if cards > 1}
        self.shown_ns = None
        self.moved_ns = None
        self.floor = 0
        self.planned = {}  # the computers see the card they were reacting to covered, and keep quiet
        if self.over:
            self.next_turn_ns = None
        return events

    def _timed(self) -> list[tuple[PendingCall, int]]:
        """The pending calls with the times they will be recorded at (hundredths of a ms after the card was
        shown), in time order; calls at the same time in the order they were heard."""
        shown = self.shown_ns if self.shown_ns is not None else min(p.at_ns for p in self.pending)
        # A call stamped before its card was shown (a key pressed between the turn and the display flip, or
        # queued before the turn) is a guess: it counts as 0 ms, never a negative reaction time.
        half = NS_PER_RECORDED // 2
        timed = [(p, max(self.floor, (max(0, p.at_ns - shown) + half) // NS_PER_RECORDED)) for p in self.pending]
        return sorted(timed, key=lambda item: item[1])

    def _first_valid(self) -> PendingCall | None:
        if not self.pending:
            return None
        return next((p for p, _at in self._timed() if self.state.call_is_valid(p.seat)), None)

    def _judge_due(self, now_ns: int) -> list[Event]:
        if not self.pending:
            return []
        first_valid = self._first_valid()
        window_ms = self.state.options.dead_heat_ms
        if first_valid is not None and now_ns < self._judged_ns(first_valid):
            return []
        timed = self._timed()
        self.pending = []
        self.floor = timed[-1][1]
        if first_valid is not None:
            # It wins the match or makes a dead heat: a call heard from now on is recorded outside its window.
            first_at = next(at for p, at in timed if p is first_valid)
            self.floor = max(self.floor, first_at + window_ms * NS_PER_MS // NS_PER_RECORDED + 1)
        events = self.session.apply(Calls(tuple(Call(p.seat, at / 100) for p, at in timed)))
        for event in events:
            if isinstance(event, (Snapped, SnapCentre, DeadHeat)):
                # Computers still mid-reaction call ("too slow") only when close behind — a photo finish; the
                # rest see the match is gone and keep quiet.
                limit = now_ns + self._ns(PHOTO_FINISH_MS)
                self.planned = {s: due for s, due in self.planned.items() if due <= limit}
            if isinstance(event, (Snapped, SnapCentre)) or (isinstance(event, FalseSnap) and event.cards):
                self.moved_ns = now_ns
            if isinstance(event, FalseSnap):
                self.silenced[event.seat] = 1 if event.cards else 1 + FREE_CALL_SILENCE
            if isinstance(event, (Snapped, SnapCentre)) and self.session.seats[event.seat].controller.is_human:
                self.adaptive.observe(event.ms)
            if isinstance(event, (DeadHeat, TooSlow)):
                for seat, ms in _timed(event):
                    if self.session.seats[seat].controller.is_human:
                        self.adaptive.observe(ms)
        if self.over:
            self.next_turn_ns = None
        return events

    def _judged_ns(self, first_valid: PendingCall) -> int:
        """When `first_valid` may be judged: after the dead-heat window, and after the longest wait of a rival at
        another home who may call this match and has not yet been heard on it."""
        heard = {p.seat for p in self.pending}
        rivals = [
            ms for seat, ms in self.remote_waits.items() if seat not in heard and self.state.call_is_valid(seat)
        ]
        return first_valid.at_ns + self._ns(self.state.options.dead_heat_ms + max(rivals, default=0.0))

    @staticmethod
    def _ns(ms: float) -> int:
        return round(ms * NS_PER_MS)

    # -- pausing and replays --------------------------------------------------------------------------------

    def shift(self, ns: int) -> None:
        """The game stood still for `ns` ns (the pause menu): every time the umpire is waiting for moves on by
        that much, so nothing falls due the moment play resumes and no reaction time includes the pause."""
        if self.shown_ns is not None:
            self.shown_ns += ns
        if self.next_turn_ns is not None:
            self.next_turn_ns += ns
        if self.moved_ns is not None:
            self.moved_ns += ns
        self.planned = {seat: due + ns for seat, due in self.planned.items()}
        for call in self.pending:
            call.at_ns += ns

    def replay(self, move: Turn | Calls) -> list[Event]:
        """Apply a recorded move (watching a replay) as if it had happened now; returns its events. A turn waits
        for `shown` like any other. Raises IllegalMove as the rules do."""
        if isinstance(move, Turn):
            return self._turn()
        return self.session.apply(move)


def _timed(event: DeadHeat | TooSlow) -> list[tuple[int, float]]:
    if isinstance(event, DeadHeat):
        return list(zip(event.seats, event.ms))
    return [(event.seat, event.ms)]


def turned_in(events: list[Event]) -> Turned | None:
    """The `Turned` event among `events`, if a card was turned."""
    return next((e for e in events if isinstance(e, Turned)), None)
