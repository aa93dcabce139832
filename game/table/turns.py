"""The table: where a game is played and watched.

Data flows one way (DESIGN.md): a seat's driver (a human's keys or clicks, a computer player, a replay)
chooses a move → `Session.apply` → events → this scene turns each event, in order, into motion (cards
glide, coins fly, captions pop) → drawing. The scene reads the rules only through the session's public
state (`current_seat`, `legal_moves`, `observe`) and the events; what it shows lags behind the rules
while animations play, and no move is taken until everything has caught up.

Hot seat: with two or more humans, no human's hand is face up unless that human is to move and has
confirmed the "Pass to <name>" screen; with exactly one human, their hand is always face up.
"""

from __future__ import annotations

import logging
import random
import time
from collections import deque
from typing import TYPE_CHECKING, Any, Iterable

from game.audio.player import Sound
from game.core.cards import Card
from game.core.rules import (
    Called,
    DealOver,
    Dealt,
    Event,
    GameOver,
    Paid,
    Passed,
    PayReason,
    Played,
    PlayerOut,
    Pot,
    WentOut,
)
from game.core.session import MoveRecord, Seat, Session
from game.core.spec import GameSpec
from game.i18n import N_, _
from game.stage.scene import Scene
from game.table.hand_input import HandInput
from game.table.handoff import HandoffScene, SeatMap
from game.table.hint import HintMixin
from game.table.narration import Narrator, payment_words
from game.table.reading import turn_words
from game.table.spoken import spoken_payment, spoken_takings
from game.table.view import HandPicture, TableView
from game.ui.card_art import CardArt
from game.ui.layout import TableLayout
from game.ui.sprites import Caption, CardSprite, CoinSprite

if TYPE_CHECKING:
    from game.stage.scene import Host

log = logging.getLogger(__name__)

# Timings at normal speed, ms (DESIGN.md "Timing"); the speed setting scales them.
SPOKEN_LOG_AFTER_MS = 600.0  # a payment is said after the call that caused it
DEAL_MS = 70.0
PLAY_MS = 250.0
COIN_MS = 300.0
COIN_STAGGER_MS = 60.0
COMPUTER_PAUSE_MS = 600.0
CAPTION_MS = 1600.0
GATHER_MS = 350.0
THINK_LIMIT_MS = 100.0  # a hard player's wall-clock budget per move
THINK_SLICE_MS = 2.5  # thinking allowed inside one frame, so frames stay short
RECAP_LINES = 8  # hot seat: the most log lines the "Pass to" screen tells of what happened meanwhile
# Payments told under the caption of the seat that caused them ("Ann pays 1").
CAPTIONED = (
    PayReason.SNIPPED,
    PayReason.SNAPPED,
    PayReason.SNORUMED,
    PayReason.TURN_UP,
    PayReason.REVOKE,
    PayReason.PASS,
)


class TableScene(HandInput, HintMixin, TableView, Scene):
    """A game at the table. Make it with `new_game` (seats play), `play_on` (a game in progress plays on) or
    `for_replay` (a replay is watched)."""

    def __init__(self, app: Host, session: Session, replay_moves: list[MoveRecord] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.state = session.state
        self.names = [s.name for s in session.seats]
        self.replay_moves = deque(replay_moves) if replay_moves is not None else None
        watching = replay_moves is not None
        humans = [i for i, s in enumerate(session.seats) if s.controller.is_human and session.here(i)]
        self.humans = [] if watching else humans
        self.viewer = self.humans[0] if self.humans else 0
        self.revealed: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.art = CardArt.shared()
        self.narrator = self._narrator()
        self.rngs = [random.Random(f"{session.seed}:{i}") for i in range(len(self.names))]
        n = len(self.names)
        self.hands: list[list[CardSprite]] = [[] for _i in range(n)]
        self.places: list[list[CardSprite]] = [[] for _i in range(n)]
        self.leaving: list[CardSprite] = []
        self.stock = 0
        self.dealer = 0
        self.last_played: CardSprite | None = None
        result = self.state.result()
        self.shown_stacks = list(result.stacks)
        self.shown_pool = result.pool
        self.coins: list[CoinSprite] = []
        self.captions: list[Caption] = []
        self.pending: deque[Event] = deque()
        self.deal_order: dict[Card, int] = {}  # each card of the deal by when it was dealt
        self.wait_ms = 0.0
        self.game_over_shown = False
        self.finished = False
        self.selection: Card | None = None
        self.dragged: CardSprite | None = None
        """The card of your hand being dragged to the table, if any (it follows the pointer)."""
        self.press: tuple[Card, tuple[int, int]] | None = None
        """The card of your hand the mouse button went down on, and where."""
        self.log_open = False
        """Whether the log's panel shows (L)."""
        self.hand_pictures: dict[int, HandPicture] = {}
        """Each seat's hand at rest as one picture, kept while it does not change (TableView._draw_hand)."""
        self.thinker: Any = None
        self.think_spent_ms = 0.0
        self.pause_ms = 0.0
        self.catching_up = False
        """True while the moves of a resumed game are shown at once (`play_on`)."""
        self.looked: dict[int, int] = {}
        """Hot seat: each human seat's mark in the log (`Narrator.told`) when their cards last showed."""
        self.layout: TableLayout
        self.drawn_shown: tuple[Any, ...] = ()
        """What `_shown` was when the table was last drawn."""
        self._relayout(app.size)
        # The money shown starts from before the opening events and catches up coin by coin.
        for event in session.opening:
            if isinstance(event, Paid):
                self._count(event.payer, event.coins)
                self._count(event.payee, -event.coins)
        self.pending.extend(session.opening)

    @classmethod
    def new_game(cls, app: Host, spec: GameSpec, options: Any, seats: list[Seat], seed: int) -> TableScene:
        """A new game of `spec` with resolved `options` for `seats`, shuffled with `seed`.
        Raises ValueError when the options do not allow that many seats."""
        return cls(app, Session.new(spec, options, seats, seed))

    @classmethod
    def for_replay(cls, app: Host, session: Session, moves: list[MoveRecord]) -> TableScene:
        """Watch a recorded game: `session` dealt from its packs before any move, its `moves` played back at
        the chosen speed, every hand face up (`game.scenes.start.watching` reads them from a replay)."""
        return cls(app, session, moves)

    @classmethod
    def play_on(cls, app: Host, session: Session, steps: Iterable[tuple[MoveRecord, list[Event]]]) -> TableScene:
        """Play on a game in progress (game/autosave.py): `session` dealt from its packs before any move, and
        `steps` making its moves on it one by one, each with its events (`game.replay.steps`). The table shows
        it exactly as it stood after the last move — hands, cards played, coins, the deal, whose turn — with no
        motion and no caption, and its seats play on from there; a hot-seat game starts behind its "Pass to
        <name>" screen. Raises what `steps` raises (ReplayError when the moves do not re-play)."""
        scene = cls(app, session)
        for _record, events in steps:
            scene.pending.extend(events)
        scene._catch_up()
        return scene

    def _catch_up(self) -> None:
        """Turn every pending event into motion that ends at once, and drop the captions it raised: they
        spoke of moves made before the game was resumed. The log keeps every line."""
        self.catching_up = True
        while self.pending:
            self._process(self.pending.popleft())
        for coin in self.coins:
            coin.update(0.0)
        self.coins, self.leaving, self.captions = [], [], []
        self.catching_up = False
        self._prepare_faces()

    def _narrator(self) -> Narrator:
        """The log's narrator, in this game's words."""
        return Narrator(self.names)

    # -- events into motion ---------------------------------------------------------------------

    @property
    def speed(self) -> float:
        """The factor on every animation time: the speed setting's, or 0 (no motion) while catching up."""
        return 0.0 if self.catching_up else self.app.settings.speed.scale

    def _process(self, event: Event) -> float:
        """Start the motion for `event`; returns how long (ms, normal speed) the next event waits."""
        for line in self.narrator.add(event):
            self._tell_reader(line)
        match event:
            case Dealt():
                return self._deal(event)
            case Played(seat=seat, card=card):
                return self._play(seat, card)
            case Called(seat=seat, words=words):
                self._say(seat, words)
                return 80.0
            case Passed():
                return 150.0
            case Paid():
                return self._pay(event)
            case PlayerOut(seat=seat):
                self._say(seat, N_("Out of lives") if self._coins_word() == "lives" else N_("Out of coins"))
                self._gather(self.hands[seat])
                self.hands[seat] = []
                return 500.0
            case WentOut():
                return 300.0
            case DealOver():
                return 700.0
            case GameOver():
                self.game_over_shown = True
                self._sound(Sound.GAME_OVER)
                return 1400.0
        return 0.0

    def _deal(self, event: Dealt) -> float:
        self.dealer = event.dealer
        gathered = self._table_sprites() + [s for pile in self.hands for s in pile]
        self._gather(gathered)
        self._clear_table()
        self.hands = [[] for _i in self.names]
        self.last_played = None
        self.stock = event.stock
        start = GATHER_MS if gathered else 0.0
        deck = self._deck_pos()
        dealt_at: dict[int, int] = {}  # by sprite: a card another home holds comes face down, as None
        for number, (seat, card) in enumerate(event.cards):
            sprite = CardSprite(card, deck, self.layout.small_card_h, False)
            self.hands[seat].append(sprite)
            dealt_at[id(sprite)] = number
        for seat in range(len(self.names)):
            self.hands[seat].sort(key=self._hand_key)
        self.deal_order = {card: i for i, (_, card) in enumerate(event.cards) if card is not None}
        for seat in range(len(self.names)):
            for sprite, (pos, height, face) in zip(self.hands[seat], self._hand_slots(seat)):
                delay = start + dealt_at[id(sprite)] * DEAL_MS
                sprite.move(pos, height, face, self._ms(PLAY_MS), self._ms(delay))
                self._sound(Sound.DEAL, self._ms(delay))
        total = self._lay_turn_up(event, start + len(event.cards) * DEAL_MS + PLAY_MS)
        if not self.catching_up:
            self._prepare_faces()
        return total + 150

    def _lay_turn_up(self, event: Dealt, start: float) -> float:
        """Lay the deal's face-up card, for a game that turns one up, after `start` ms; returns when it lies
        (ms). The base table turns none up."""
        return start

    def _table_sprites(self) -> list[CardSprite]:
        """The cards lying on the table (not in a hand): each seat's played cards."""
        return [s for pile in self.places for s in pile]

    def _clear_table(self) -> None:
        """Forget the cards on the table (they have been gathered for a new deal)."""
        self.places = [[] for _i in self.names]

    def _hand_key(self, sprite: CardSprite) -> tuple[Any, ...]:
        """The order of a hand, left to right: by rank, then suit (matching goes by rank)."""
        card = sprite.card
        return (0, "") if card is None else (int(card.rank), card.suit.value)

    def _play(self, seat: int, card: Card) -> float:
        sprite = self._take_from_hand(seat, card)
        self.places[seat].append(sprite)
        self.last_played = sprite
        self._reflow_place(seat, self._ms(PLAY_MS))
        self._sound(Sound.PLAY, self._ms(PLAY_MS) * 0.85)  # as it lands
        return PLAY_MS + 60

    def _take_from_hand(self, seat: int, card: Card) -> CardSprite:
        """`card`'s sprite, taken out of `seat`'s hand (the rest close up): the card, or one held face down at
        another home (it turns over as it goes); a new one at the hand if there is none (a hand not yet shown)."""
        hand = self.hands[seat]
        sprite = next((s for s in hand if s.card in (card, None)), None)  # a hand is all known or all face down
        if sprite is None:
            sprite = CardSprite(card, self.layout.spots[seat].hand, self.layout.small_card_h, False)
        else:
            sprite.card = card
            hand.remove(sprite)
        self._reflow_hand(seat, self._ms(PLAY_MS))
        if self.selection == card:
            self.selection = None
        return sprite

    def _say(self, seat: int, words: str) -> None:
        """`seat` says `words`: spoken as they are (a recording is looked up by its English words, game/audio)
        and shown in a bubble in the language shown. Callers pass the English call, marked for the catalogue
        where it is written: `self._say(seat, N_("Snip!"))`."""
        self._speak(words, seat)
        hold = CAPTION_MS * max(self.speed, 0.6)
        self.captions = [c for c in self.captions if c.seat != seat]
        self.captions.append(Caption(seat, _(words), hold))

    def _payment_words(self, paid: Paid) -> str:
        """The small line a payment adds under its caption ("Ann pays 1"); a game may word it its own way."""
        return payment_words(paid, self.names)

    def _pay(self, paid: Paid) -> float:
        if paid.reason is PayReason.REVOKE and paid.by is not None:
            self._say(paid.by, N_("Revoke!"))  # nobody calls a revoke, but everyone should see it
        if paid.reason in CAPTIONED and paid.by is not None:
            caption = next((c for c in reversed(self.captions) if c.seat == paid.by), None)
            if caption is not None:
                words = self._payment_words(paid)
                caption.subline = words if caption.subline is None else _("{earlier}; {later}").format(earlier=caption.subline, later=words)
        self._speak_payment(paid)
        stagger = min(COIN_STAGGER_MS, 1200.0 / paid.coins)
        start, end = self._coin_pos(paid.payer), self._coin_pos(paid.payee)
        for i in range(paid.coins):
            self.coins.append(
                CoinSprite(
                    start,
                    end,
                    self._ms(COIN_MS),
                    self._ms(i * stagger),
                    on_leave=lambda a=paid.payer: self._count(a, -1),
                    on_land=lambda a=paid.payee: self._count(a, 1),
                )
            )
        return COIN_MS + (paid.coins - 1) * stagger + 60

    def _speak_payment(self, paid: Paid) -> None:
        """With Settings "Speak the log", the payer says what they pay ("I pay two"), or the taker what they
        take ("I take the pool"), in their voice, after the call that caused it."""
        if not self.app.settings.speak_log:
            return
        if isinstance(paid.payer, int):
            seat, words = paid.payer, spoken_payment(paid.coins, lives=self._coins_word() == "lives")
        elif isinstance(paid.payee, int):
            seat, words = paid.payee, spoken_takings(paid.coins, whole_pool=paid.reason is PayReason.POOL)
        else:
            return
        if words is not None:
            self._speak(words, seat, SPOKEN_LOG_AFTER_MS)

    def _count(self, account: Any, step: int) -> None:
        if step > 0:
            self._sound(Sound.POOL if account is Pot.POOL else Sound.COIN)
        if account is Pot.POOL:
            self.shown_pool += step
        else:
            self.shown_stacks[account] += step

    def _gather(self, sprites: list[CardSprite]) -> None:
        """Sprites leave the table: they glide face down to the dealer's pack and vanish there."""
        deck = self._deck_pos()
        for sprite in sprites:
            sprite.move(deck, self.layout.small_card_h, False, self._ms(GATHER_MS))
            self.leaving.append(sprite)

    def _ms(self, ms: float) -> float:
        return ms * self.speed

    # -- the clock ------------------------------------------------------------------------------

    def busy(self) -> bool:
        return bool(self.pending) or self.wait_ms > 0 or bool(self.coins) or any(
            s.moving for s in self._all_sprites()
        )

    def animating(self) -> bool:
        """Still only while a human chooses their card (or the game is over and its results are shown)."""
        if self.busy() or self.captions or self.thinker is not None and not self.thinker.done() or self.hint_search is not None:
            return True
        if (seat := self.state.current_seat()) is None:
            return not self.finished
        return not self._my_turn() and self.session.here(seat) and not self.session.waiting()  # news wakes the loop

    def needs_redraw(self) -> bool:
        """True when this frame would not look like the last one drawn: something moves (a card, a coin, a
        caption popping or fading), or what the table shows changed (an event, a turn, a selection)."""
        if self.coins or any(c.animating for c in self.captions) or any(s.moving for s in self._all_sprites()):
            return True
        return self._shown() != self.drawn_shown

    def _shown(self) -> tuple[Any, ...]:
        """Everything besides moving things that `draw` depends on, to tell whether a frame would differ."""
        lines = self.narrator.lines
        return (
            len(self.pending), self.state.current_seat(), self._my_turn(), self.selection, tuple(self.shown_stacks),
            self.shown_pool, len(lines), lines[-1] if lines else None, self.stock, self.dealer, self.viewer,
            self.revealed, len(self.captions), self.layout.size, len(self.leaving), self.last_played, self.log_open,
            self.dragged.pos if self.dragged else None, self.hint_words, self.hint_search is not None,
            self.session.connection(),
        )

    def _all_sprites(self) -> list[CardSprite]:
        return [s for pile in self.hands for s in pile] + self._table_sprites() + self.leaving

    def update(self, dt_ms: float) -> None:
        mover = self.state.current_seat()
        if news := self.session.news():  # moves made at another home (game/online/); none in a local game
            self._moved(mover, news)
        for sprite in self._all_sprites():
            sprite.update(dt_ms)
        self.leaving = [s for s in self.leaving if s.moving]
        for coin in self.coins:
            coin.update(dt_ms)
        self.coins = [c for c in self.coins if not c.landed]
        for caption in self.captions:
            caption.update(dt_ms)
        self.captions = [c for c in self.captions if not c.finished]
        self.wait_ms = max(self.wait_ms - dt_ms, 0.0) if not self.pending else self.wait_ms - dt_ms
        while self.pending and self.wait_ms <= 0:
            self.wait_ms += self._ms(self._process(self.pending.popleft()))
        self._think()
        self._hint_step()
        if self.pending or self.wait_ms > 0 or self.coins:
            return
        if self.game_over_shown:
            if not self.finished:
                self._finish()
            return
        self._drive(dt_ms)

    def _played_card_h(self) -> int:
        """The height (px) of the cards played to the table."""
        return self.layout.table_card_h

    def _prepare_faces(self) -> None:
        """Have every face this deal may show rasterised in the background, before it is needed: first each
        hand shown face up at its own size (the deal shows them at once), then each card at the table's size."""
        layout = self.layout
        shown = []
        for seat, pile in enumerate(self.hands):
            if self.hand_face_up(seat):
                height = layout.my_card_h if self._shown_big(seat) else layout.small_card_h
                shown += [(s.card, height) for s in pile if s.card]
        shown.sort(key=lambda face: self.deal_order.get(face[0], 0))  # the deal shows them in this order
        for card, height in shown:
            self.art.prepare((card,), height)
        in_play = [s.card for s in self._all_sprites() if s.card]
        self.art.prepare(in_play, self._played_card_h())

    def thinking(self) -> bool:
        """True while a computer player is still searching for its move (the next frame will think)."""
        return (
            self.thinker is not None
            and not self.thinker.done()
            and self.think_spent_ms < THINK_LIMIT_MS
            and self.replay_moves is None
        )

    def _think(self) -> None:
        """Let a computer player to move think for a slice of this frame: steps of its search while one as long
        as the longest so far still ends within THINK_SLICE_MS (at least one step a frame)."""
        seat = self.state.current_seat()
        if seat is None or self.replay_moves is not None or self.session.seats[seat].controller.is_human:
            return
        if not self.session.here(seat):
            return
        if self.thinker is None:
            level = self.session.seats[seat].controller.level
            assert self.session.spec.think is not None, "a turn-based game's computer seats think"
            self.thinker = self.session.spec.think(level, self.state.observe(seat), self.rngs[seat])
            self.think_spent_ms = 0.0
        if self.thinker.done() or self.think_spent_ms >= THINK_LIMIT_MS:
            return
        start = time.perf_counter()
        slice_ms = THINK_LIMIT_MS if self.speed == 0 else THINK_SLICE_MS
        longest = 0.0  # the longest step so far: another starts only if one as long would end in the slice
        elapsed = 0.0
        while not self.thinker.done() and (elapsed == 0.0 or elapsed + longest <= slice_ms):
            before = time.perf_counter()
            self.thinker.step(1)
            longest = max(longest, (time.perf_counter() - before) * 1000)
            elapsed = (time.perf_counter() - start) * 1000
        self.think_spent_ms += elapsed

    def _drive(self, dt_ms: float) -> None:
        """Everything shown has caught up: let the seat to move move."""
        seat = self.state.current_seat()
        if seat is None:
            if self.replay_moves is not None and not self.finished:
                self._finish()
            return
        if self.replay_moves is not None:
            if self._computer_pause(dt_ms):
                self._replay_next()
            return
        if not self.session.here(seat) or self.session.waiting():
            return  # the move comes from another home, as news (`update`)
        controller = self.session.seats[seat].controller
        if not controller.is_human:
            if self._computer_pause(dt_ms) and (self.thinker.done() or self.think_spent_ms >= THINK_LIMIT_MS):
                self._apply(self.thinker.best())
            return
        legal = self.state.legal_moves()
        automatic = self._automatic_move(legal)
        hand_off = len(self.humans) >= 2 and self.revealed != seat
        if hand_off and (automatic is None or self.automatic_needs_hand_off):
            recap = self.narrator.since(self.looked.get(seat, 0))[-RECAP_LINES:]
            seat_map = SeatMap(tuple(self.names), *self._seat_places(), to_move=seat)
            self.app.push(
                HandoffScene(self.app, self.names[seat], lambda: self._reveal(seat), self._pause, recap, seat_map)
            )
            return
        if automatic is not None:
            if self._computer_pause(dt_ms):
                self._apply(automatic)
            return
        if self.selection is None or all(getattr(m, "card", None) != self.selection for m in legal):
            self.selection = self._legal_cards()[0]
            self._tell_reader(turn_words(*self._prompt(), self._legal_cards(), self.selection))

    automatic_needs_hand_off = True
    """Whether, in a hot-seat game, a move that makes itself waits for its player to take the device: a pass
    can cost coins, so its player sees it made."""

    def _automatic_move(self, legal: list[Any]) -> Any | None:
        """The move a human to move makes without choosing, or None: holding no card of the rank in play,
        the only move is to pass (RULES.md §1)."""
        return legal[0] if not any(hasattr(m, "card") for m in legal) else None

    def _computer_pause(self, dt_ms: float) -> bool:
        """True once the pause between moves (so people can follow) has passed."""
        self.pause_ms += dt_ms
        return self.pause_ms >= self._ms(self._pause_before_move())

    def _pause_before_move(self) -> float:
        """How long (ms at normal speed) the table waits before the next move is made for a seat."""
        return COMPUTER_PAUSE_MS

    def _replay_next(self) -> None:
        assert self.replay_moves is not None
        if not self.replay_moves:
            self._finish()
            return
        record = self.replay_moves.popleft()
        self._apply(self.session.spec.parse_move(record.move))

    def _reveal(self, seat: int) -> None:
        self.revealed = seat
        self.looked[seat] = self.narrator.told
        self._set_viewer(seat)
        self._prepare_faces()
        self._reflow_hand(seat, self._ms(PLAY_MS))

    def _apply(self, move: Any) -> None:
        mover = self.state.current_seat()
        self._moved(mover, self.session.apply(move))

    def _moved(self, mover: int | None, events: list[Event]) -> None:
        """`mover` made a move (here, or at another home) that caused `events`: keep the game, and show them."""
        if self.replay_moves is None and self.session.kept_here:
            self.app.autosave.keep(self.session)
        self.thinker = None
        self.pause_ms = 0.0
        self.selection = None
        self._forget_hint()
        # The same player moving again (Cavendish's "plays again", Jig's stop) keeps the device: nobody else
        # moved in between, so there is nothing to hide and nobody to hand it to.
        if len(self.humans) >= 2 and mover in self.humans and self.state.current_seat() != mover:
            self._hide_hands()
        self.pending.extend(events)

    def _legal_cards(self) -> list[Card]:
        cards = {m.card for m in self.state.legal_moves() if hasattr(m, "card")}
        return [s.card for s in self.hands[self.viewer] if s.card is not None and s.card in cards]

    def _my_turn(self) -> bool:
        seat = self.state.current_seat()
        return (
            seat is not None
            and seat in self.humans
            and self.revealed == seat
            and not self.busy()
            and self.replay_moves is None
            and self.selection is not None and not self.session.waiting()
        )

    # -- input ----------------------------------------------------------------------------------

    def _pause(self) -> None:
        self.app.push(self.app.screens.pause(self.app, self.session, self._leave))

    def _play_card(self, card: Card) -> None:
        move = next(m for m in self.state.legal_moves() if getattr(m, "card", None) == card)
        self._apply(move)

    # -- the end --------------------------------------------------------------------------------

    def _finish(self) -> None:
        """The game is over (or the replay ran out): save it, then show the results."""
        self.finished = True
        if self.replay_moves is None and self.session.kept_here:
            self.app.autosave.end(self.session, finished=True)
        self.app.push(self.app.screens.results(self.app, self.session, watching=self.replay_moves is not None))

    def _leave(self) -> None:
        """From the pause menu: the game is left by choice. Its moves so far are saved as a replay, it is no
        longer the game to continue, and the title shows. (Closing the window keeps it to continue.)"""
        if self.replay_moves is None and not self.finished and self.session.kept_here:
            self.app.autosave.end(self.session, finished=False)
        self.app.reset(self.app.screens.title(self.app))
