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
import math
import random
import time
from collections import deque
from typing import Any

import pygame

from game.app import App
from game.cards import Card
from game.narration import Narrator, payment_words
from game.replay import Replay, from_session, rebuild
from game.rules.base import (
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
from game.rules.registry import GameSpec
from game.scenes.base import Scene
from game.session import MoveRecord, Seat, Session
from game.ui import theme
from game.ui.card_art import CardArt
from game.ui.coin_art import dish, draw_stack
from game.ui.fonts import fitting_size, font, render_text, wrap_text
from game.ui.layout import SeatSpot, TableLayout, compute_layout
from game.ui.sprites import Caption, CardSprite, CoinSprite
from game.ui.table_pieces import draw_nameplate

log = logging.getLogger(__name__)

# Timings at normal speed, ms (DESIGN.md "Timing"); the speed setting scales them.
DEAL_MS = 70.0
PLAY_MS = 250.0
COIN_MS = 300.0
COIN_STAGGER_MS = 60.0
COMPUTER_PAUSE_MS = 600.0
CAPTION_MS = 1600.0
GATHER_MS = 350.0
THINK_LIMIT_MS = 100.0  # a hard player's wall-clock budget per move
THINK_SLICE_MS = 2.5  # thinking allowed inside one frame, so frames stay short
# Payments told under the caption of the seat that caused them ("Ann pays 1").
CAPTIONED = (
    PayReason.SNIPPED,
    PayReason.SNAPPED,
    PayReason.SNORUMED,
    PayReason.TURN_UP,
    PayReason.REVOKE,
    PayReason.PASS,
)


def prepare_faces_for(size: tuple[int, int]) -> None:
    """Get the table's pictures ready for a window of `size` (px): every face at the sizes the table uses,
    rasterised in the background, and the backs and shadows (a few ms each) drawn now. The title screen
    calls this, so a game's first frame finds them all made."""
    from game.cards import full_pack

    layout = compute_layout(size, 4, 0)
    art = CardArt.shared()
    for height in (layout.my_card_h, layout.table_card_h):
        art.prepare(full_pack(52), height)
    for height in (layout.my_card_h, layout.table_card_h, layout.small_card_h):
        art.back(height)
        art.shadow(height)


class TableScene(Scene):
    """A game at the table. Make it with `new_game` (seats play) or `for_replay` (a replay is watched)."""

    def __init__(self, app: App, session: Session, replay_moves: list[MoveRecord] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.state = session.state
        self.names = [s.name for s in session.seats]
        self.replay_moves = deque(replay_moves) if replay_moves is not None else None
        watching = replay_moves is not None
        self.humans = [] if watching else [i for i, s in enumerate(session.seats) if s.controller.is_human]
        self.viewer = self.humans[0] if self.humans else 0
        self.revealed: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.art = CardArt.shared()
        self.narrator = self._narrator()
        self.rngs = [random.Random(f"{session.seed}:{i}") for i in range(len(self.names))]
        n = len(self.names)
        self.hands: list[list[CardSprite]] = [[] for _ in range(n)]
        self.places: list[list[CardSprite]] = [[] for _ in range(n)]
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
        self.thinker: Any = None
        self.think_spent_ms = 0.0
        self.pause_ms = 0.0
        self.layout: TableLayout
        self._relayout(app.size)
        # The money shown starts from before the opening events and catches up coin by coin.
        for event in session.opening:
            if isinstance(event, Paid):
                self._count(event.payer, event.coins)
                self._count(event.payee, -event.coins)
        self.pending.extend(session.opening)

    @classmethod
    def new_game(cls, app: App, spec: GameSpec, options: Any, seats: list[Seat], seed: int) -> TableScene:
        """A new game of `spec` with resolved `options` for `seats`, shuffled with `seed`.
        Raises ValueError when the options do not allow that many seats."""
        return cls(app, Session.new(spec, options, seats, seed))

    @classmethod
    def for_replay(cls, app: App, replay: Replay) -> TableScene:
        """Watch `replay`: its moves are played back at the chosen speed, every hand face up."""
        return cls(app, rebuild(replay), list(replay.moves))

    def _narrator(self) -> Narrator:
        """The log's narrator, in this game's words."""
        return Narrator(self.names)

    # -- events into motion ---------------------------------------------------------------------

    @property
    def speed(self) -> float:
        return self.app.settings.speed.scale

    def _process(self, event: Event) -> float:
        """Start the motion for `event`; returns how long (ms, normal speed) the next event waits."""
        self.narrator.add(event)
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
                self._say(seat, "Out of coins")
                self._gather(self.hands[seat])
                self.hands[seat] = []
                return 500.0
            case WentOut():
                return 300.0
            case DealOver():
                return 700.0
            case GameOver():
                self.game_over_shown = True
                return 1400.0
        return 0.0

    def _deal(self, event: Dealt) -> float:
        self.dealer = event.dealer
        gathered = self._table_sprites() + [s for pile in self.hands for s in pile]
        self._gather(gathered)
        self._clear_table()
        self.hands = [[] for _ in self.names]
        self.last_played = None
        self.stock = event.stock
        start = GATHER_MS if gathered else 0.0
        deck = self._deck_pos()
        for seat, card in event.cards:
            sprite = CardSprite(card, deck, self.layout.small_card_h, False)
            self.hands[seat].append(sprite)
        for seat in range(len(self.names)):
            self.hands[seat].sort(key=self._hand_key)
        self.deal_order = {card: i for i, (_, card) in enumerate(event.cards)}
        for seat in range(len(self.names)):
            for sprite, (pos, height, face) in zip(self.hands[seat], self._hand_slots(seat)):
                assert sprite.card is not None
                delay = start + self.deal_order[sprite.card] * DEAL_MS
                sprite.move(pos, height, face, self._ms(PLAY_MS), self._ms(delay))
        total = self._lay_turn_up(event, start + len(event.cards) * DEAL_MS + PLAY_MS)
        self._prepare_faces()
        return total + 150

    def _lay_turn_up(self, event: Dealt, start: float) -> float:
        """Lay the deal's turn-up (if any) face up by the dealer after `start` ms; returns when it lies (ms)."""
        if not event.turn_up:
            return start
        sprite = CardSprite(event.turn_up, self._deck_pos(), self.layout.table_card_h, False)
        self.places[event.dealer].append(sprite)
        pos, height = self._place_slot(event.dealer, 0, 1)
        sprite.move(pos, height, True, self._ms(PLAY_MS), self._ms(start))
        self.last_played = sprite
        return start + PLAY_MS

    def _table_sprites(self) -> list[CardSprite]:
        """The cards lying on the table (not in a hand): each seat's played cards."""
        return [s for pile in self.places for s in pile]

    def _clear_table(self) -> None:
        """Forget the cards on the table (they have been gathered for a new deal)."""
        self.places = [[] for _ in self.names]

    def _hand_key(self, sprite: CardSprite) -> tuple[Any, ...]:
        """The order of a hand, left to right: by rank, then suit (matching goes by rank)."""
        card = sprite.card
        return (0, "") if card is None else (int(card.rank), card.suit.value)

    def _play(self, seat: int, card: Card) -> float:
        sprite = self._take_from_hand(seat, card)
        self.places[seat].append(sprite)
        self.last_played = sprite
        self._reflow_place(seat, self._ms(PLAY_MS))
        return PLAY_MS + 60

    def _take_from_hand(self, seat: int, card: Card) -> CardSprite:
        """`card`'s sprite, taken out of `seat`'s hand (the rest close up); a new one at the hand if it is
        not there (a hand not yet shown)."""
        hand = self.hands[seat]
        sprite = next((s for s in hand if s.card == card), None)
        if sprite is None:
            sprite = CardSprite(card, self.layout.spots[seat].hand, self.layout.small_card_h, False)
        else:
            hand.remove(sprite)
        self._reflow_hand(seat, self._ms(PLAY_MS))
        if self.selection == card:
            self.selection = None
        return sprite

    def _say(self, seat: int, words: str) -> None:
        hold = CAPTION_MS * max(self.speed, 0.6)
        self.captions = [c for c in self.captions if c.seat != seat]
        self.captions.append(Caption(seat, words, hold))

    def _pay(self, paid: Paid) -> float:
        if paid.reason is PayReason.REVOKE and paid.by is not None:
            self._say(paid.by, "Revoke!")  # nobody calls a revoke, but everyone should see it
        if paid.reason in CAPTIONED and paid.by is not None:
            caption = next((c for c in reversed(self.captions) if c.seat == paid.by), None)
            if caption is not None:
                words = payment_words(paid, self.names)
                caption.subline = words if caption.subline is None else f"{caption.subline}; {words}"
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

    def _count(self, account: Any, step: int) -> None:
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

    # -- geometry -------------------------------------------------------------------------------

    def _deck_pos(self) -> tuple[float, float]:
        """The dealer's pack: just beyond the dealer's played cards, towards the pool, so everyone sees who deals."""
        layout = self.layout
        spot = layout.spots[self.dealer]
        (px, py), (dx, dy) = layout.pool, spot.place
        if spot.edge == "bottom":  # your pack lies left of your played cards, clear of the pool's label
            return (dx - layout.place_width() / 2 - layout.card_w(layout.small_card_h), float(dy))
        distance = math.hypot(px - dx, py - dy) or 1.0
        reach = layout.place_width() / 2 + layout.card_w(layout.small_card_h) / 2 + layout.text_px
        if abs(py - dy) > abs(px - dx):  # above or below the pool: the pile's height is what to clear
            reach = layout.table_card_h / 2 + layout.small_card_h / 2 + layout.text_px
        clear_of_pool = layout.coin_d * 2.4 + layout.card_w(layout.small_card_h)
        reach = max(0.0, min(reach, distance - clear_of_pool))
        return (dx + (px - dx) * reach / distance, dy + (py - dy) * reach / distance)

    def _pool_pos(self) -> tuple[int, int]:
        """The centre of the pool's dish (px)."""
        return self.layout.pool

    def _coin_pos(self, account: Any) -> tuple[float, float]:
        if account is Pot.POOL:
            x, y = self._pool_pos()
            return (x, y - self.layout.coin_d)
        x, y = self.layout.spots[account].coins
        return (x, y - self.layout.coin_d)

    def hand_face_up(self, seat: int) -> bool:
        """Whether `seat`'s hand may show: see the module docstring (hot seat)."""
        if not self.humans:
            return True
        if len(self.humans) == 1:
            return seat == self.humans[0]
        return seat == self.revealed

    def _hand_slots(self, seat: int) -> list[tuple[tuple[float, float], int, bool]]:
        spot: SeatSpot = self.layout.spots[seat]
        count = len(self.hands[seat])
        mine = seat == self.viewer
        height = self.layout.my_card_h if mine else self.layout.small_card_h
        spacing = self.layout.hand_spacing(count, mine)
        face = self.hand_face_up(seat)
        return [
            ((spot.hand[0] + (i - (count - 1) / 2) * spacing, float(spot.hand[1])), height, face)
            for i in range(count)
        ]

    def _place_slot(self, seat: int, index: int, count: int) -> tuple[tuple[float, float], int]:
        spot = self.layout.spots[seat]
        height = self.layout.table_card_h
        shown = max(0, index - max(0, count - 5))  # only the last five fan out; older ones lie beneath
        dx = self.layout.card_w(height) * 0.24
        span = min(count, 5) - 1
        return ((spot.place[0] + (shown - span / 2) * dx, float(spot.place[1])), height)

    def _reflow_hand(self, seat: int, duration: float) -> None:
        for sprite, (pos, height, face) in zip(self.hands[seat], self._hand_slots(seat)):
            sprite.move(pos, height, face, duration)

    def _reflow_place(self, seat: int, duration: float) -> None:
        pile = self.places[seat]
        for i, sprite in enumerate(pile):
            pos, height = self._place_slot(seat, i, len(pile))
            sprite.move(pos, height, True, duration)

    def _relayout(self, size: tuple[int, int]) -> None:
        """Lay the table out (`self.layout`) for a window of `size` (px) with the current viewer at the bottom."""
        self.layout = compute_layout(size, len(self.names), self.viewer)

    def resize(self, size: tuple[int, int]) -> None:
        self._relayout(size)
        self._snap_all()
        self.art.cancel_prepared()  # faces for the old size are no longer wanted
        self._prepare_faces()

    def _snap_all(self) -> None:
        for seat in range(len(self.names)):
            for sprite, (pos, height, face) in zip(self.hands[seat], self._hand_slots(seat)):
                sprite.snap(pos, height, face)
        self._snap_table()
        for sprite in self.leaving:
            sprite.snap(self._deck_pos(), self.layout.small_card_h, False)

    def _snap_table(self) -> None:
        """Put the cards on the table in their places at once (after a reflow)."""
        for seat, pile in enumerate(self.places):
            for i, sprite in enumerate(pile):
                pos, height = self._place_slot(seat, i, len(pile))
                sprite.snap(pos, height, True)

    def _set_viewer(self, seat: int) -> None:
        self.viewer = seat
        self._relayout(self.app.size)
        self._snap_all()

    def _hide_hands(self) -> None:
        """Hot seat: turn every hand face down at once (no turning animation that would show faces)."""
        self.revealed = None
        for seat in range(len(self.names)):
            for sprite, (pos, height, face) in zip(self.hands[seat], self._hand_slots(seat)):
                sprite.snap(sprite.pos, sprite.height, False)
                sprite.move(pos, height, face, 0)

    # -- the clock ------------------------------------------------------------------------------

    def busy(self) -> bool:
        return bool(self.pending) or self.wait_ms > 0 or bool(self.coins) or any(
            s.moving for s in self._all_sprites()
        )

    def _all_sprites(self) -> list[CardSprite]:
        return [s for pile in self.hands for s in pile] + self._table_sprites() + self.leaving

    def update(self, dt_ms: float) -> None:
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
                height = layout.my_card_h if seat == self.viewer else layout.small_card_h
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
        """Let a computer player to move think for a slice of this frame (never more than THINK_SLICE_MS)."""
        seat = self.state.current_seat()
        if seat is None or self.replay_moves is not None or self.session.seats[seat].controller.is_human:
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
        while not self.thinker.done() and (time.perf_counter() - start) * 1000 < slice_ms:
            self.thinker.step(1)
        self.think_spent_ms += (time.perf_counter() - start) * 1000

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
        controller = self.session.seats[seat].controller
        if not controller.is_human:
            if self._computer_pause(dt_ms) and (self.thinker.done() or self.think_spent_ms >= THINK_LIMIT_MS):
                self._apply(self.thinker.best())
            return
        legal = self.state.legal_moves()
        automatic = self._automatic_move(legal)
        hand_off = len(self.humans) >= 2 and self.revealed != seat
        if hand_off and (automatic is None or self.automatic_needs_hand_off):
            from game.scenes.handoff import HandoffScene

            self.app.push(HandoffScene(self.app, self.names[seat], lambda: self._reveal(seat), self._pause))
            return
        if automatic is not None:
            if self._computer_pause(dt_ms):
                self._apply(automatic)
            return
        if self.selection is None or all(getattr(m, "card", None) != self.selection for m in legal):
            self.selection = self._legal_cards()[0]

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
        self._set_viewer(seat)
        self._prepare_faces()
        self._reflow_hand(seat, self._ms(PLAY_MS))

    def _apply(self, move: Any) -> None:
        mover = self.state.current_seat()
        events = self.session.apply(move)
        self.thinker = None
        self.pause_ms = 0.0
        self.selection = None
        if len(self.humans) >= 2 and mover in self.humans:
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
            and self.selection is not None
        )

    # -- input ----------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._pause()
            return
        if not self._my_turn():
            return
        legal = self._legal_cards()
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.selection in legal:
                step = -1 if event.key == pygame.K_LEFT else 1
                self.selection = legal[(legal.index(self.selection) + step) % len(legal)]
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.selection in legal:
                self._play_card(self.selection)
        elif event.type == pygame.MOUSEMOTION:
            card = self._card_at(event.pos, legal)
            if card in legal:
                self.selection = card
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = self._card_at(event.pos, legal)
            if card in legal:
                self._play_card(card)

    def _pause(self) -> None:
        from game.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self.session.spec.key, self.session.options.preset, self._leave))

    def _play_card(self, card: Card) -> None:
        move = next(m for m in self.state.legal_moves() if getattr(m, "card", None) == card)
        self._apply(move)

    def _card_at(self, pos: tuple[int, int], legal: list[Card]) -> Card | None:
        """The card of your hand under the mouse (the topmost, i.e. rightmost, of overlapping cards)."""
        for sprite in reversed(self.hands[self.viewer]):
            if self._hand_rect(sprite, legal).collidepoint(pos):
                return sprite.card
        return None

    def _hand_rect(self, sprite: CardSprite, legal: list[Card]) -> pygame.Rect:
        w = self.layout.card_w(sprite.height)
        rect = pygame.Rect(0, 0, w, sprite.height)
        rect.center = (round(sprite.pos[0]), round(sprite.pos[1]) - self._lift(sprite, legal))
        return rect

    def _lift(self, sprite: CardSprite, legal: list[Card]) -> int:
        """How far (px) a card of your hand stands raised: legal cards a little, the chosen one more."""
        if sprite.card not in legal:
            return 0
        return int(self.layout.my_card_h * (0.16 if sprite.card == self.selection else 0.07))

    def widget_rect(self, name: str) -> pygame.Rect | None:
        """`card:9H` is the part of that card in your hand that shows: the next card covers the rest."""
        legal = self._legal_cards() if self._my_turn() else []
        hand = self.hands[self.viewer]
        for i, sprite in enumerate(hand):
            if sprite.card is not None and name == f"card:{sprite.card.code}":
                rect = self._hand_rect(sprite, legal)
                if i + 1 < len(hand):
                    rect.width = max(1, min(rect.width, self._hand_rect(hand[i + 1], legal).left - rect.left))
                return rect
        return None

    # -- the end --------------------------------------------------------------------------------

    def _finish(self) -> None:
        """The game is over (or the replay ran out): save it, then show the results."""
        from game.scenes.results import ResultsScene

        self.finished = True
        if self.replay_moves is None:
            self._save(finished=True)
        self.app.push(ResultsScene(self.app, self.session, watching=self.replay_moves is not None))

    def _leave(self) -> None:
        """From the pause menu: back to the title (`leave` saves the game so far)."""
        from game.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def leave(self) -> None:
        """Leaving an unfinished game (pause menu, or the window closed) saves it as a replay, so it is never lost."""
        if self.replay_moves is None and not self.finished and self.session.moves:
            self._save(finished=False)

    def _save(self, finished: bool) -> None:
        """Save the game as a replay; a finished one goes into the history too. Never lets an error stop play."""
        self.app.store.save_game(from_session(self.session), finished)

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.layout
        surface.blit(theme.table_background(layout.size), (0, 0))
        if self._shows_pool():
            self._draw_pool(surface)
        self._draw_deck(surface)
        to_move = self.state.current_seat() if not self.pending else None
        for spot in layout.spots:
            self._draw_seat(surface, spot, spot.seat == to_move)
        moving = self._draw_table(surface)
        my_turn = self._my_turn()
        legal = self._legal_cards() if my_turn else []
        for seat, pile in enumerate(self.hands):
            for sprite in pile:
                if sprite.moving:
                    moving.append(sprite)
                elif seat == self.viewer and my_turn:
                    sprite.draw(
                        surface,
                        self.art,
                        lift=self._lift(sprite, legal),
                        outline=theme.HIGHLIGHT if sprite.card == self.selection else None,
                        dim=sprite.card not in legal,
                    )
                else:
                    sprite.draw(surface, self.art)
            if seat != self.viewer and pile:
                self._draw_count(surface, seat, len(pile))
        for sprite in self.leaving + moving:
            sprite.draw(surface, self.art)
        for coin in self.coins:
            coin.draw(surface, layout.coin_d)
        self._draw_captions(surface)
        self._draw_log(surface)
        self._draw_hint(surface, my_turn)

    def _draw_table(self, surface: pygame.Surface) -> list[CardSprite]:
        """Draw the cards lying on the table (the last played outlined in gold); returns those still moving,
        which are drawn last, above everything."""
        moving: list[CardSprite] = []
        for sprite in self._table_sprites():
            if sprite.moving:
                moving.append(sprite)
            else:
                sprite.draw(surface, self.art, outline=theme.GOLD if sprite is self.last_played else None)
        return moving

    def _shows_pool(self) -> bool:
        return True

    def _draw_captions(self, surface: pygame.Surface) -> None:
        """The speech bubbles, oldest first; one that a newer bubble would overlap is not drawn (the newer
        call is the one to read)."""
        layout = self.layout
        width, scale = int(layout.felt[2] * 0.3), layout.size[1] / 720
        taken: list[pygame.Rect] = []
        shown = []
        for caption in reversed(self.captions):
            spot = layout.spots[caption.seat]
            rect = caption.place(surface.get_rect(), spot.caption, spot.tail, width, scale)
            if rect.collidelist(taken) < 0:
                shown.append(caption)
                taken.append(rect)
        for caption in reversed(shown):
            spot = layout.spots[caption.seat]
            caption.draw(surface, spot.caption, spot.tail, width, scale)

    def _draw_pool(self, surface: pygame.Surface) -> None:
        x, y = self._pool_pos()
        plate = dish(int(self.layout.coin_d * 4.4))
        rect = plate.get_rect(center=(x, y))
        surface.blit(plate, rect)
        draw_stack(surface, (x, rect.centery + rect.height // 6), self.shown_pool, self.layout.coin_d)
        label = render_text("Pool", self.layout.text_px, theme.CREAM, bold=True)
        surface.blit(label, label.get_rect(midtop=(x, rect.bottom + 2)))

    def _draw_deck(self, surface: pygame.Surface) -> None:
        if self.stock <= 0:
            return
        x, y = self._deck_pos()
        back = self.art.back(self.layout.small_card_h)
        for i in range(min(4, 1 + self.stock // 8)):
            surface.blit(back, back.get_rect(center=(round(x) - i, round(y) - i * 2)))

    def _draw_seat(self, surface: pygame.Surface, spot: SeatSpot, to_move: bool) -> None:
        """Nameplate (gold for the seat to move, dark for a player who is out), dealer's chip, coin stack."""
        seat = spot.seat
        px = self.layout.text_px
        out = self._is_out(seat)
        room = self.layout.seat_w - self.layout.coin_room() - px
        if spot.edge == "bottom":
            room = self.layout.viewer_plate_w - px
        name, size = _fit(self.names[seat], px, room)
        plate = draw_nameplate(surface, name, size, spot.plate, px, to_move, theme.SHADOW if out else theme.WALNUT)
        if seat == self.dealer:
            chip = render_text("D", max(14, px - 4), theme.INK, bold=True)
            centre = (plate.left - px // 2 - 4, plate.centery)
            pygame.draw.circle(surface, theme.CREAM, centre, px // 2 + 3)
            pygame.draw.circle(surface, theme.BRASS_DARK, centre, px // 2 + 3, 2)
            surface.blit(chip, chip.get_rect(center=centre))
        if self._for_coins():
            draw_stack(surface, spot.coins, self.shown_stacks[seat], self.layout.coin_d, max_shown=20)

    def _is_out(self, seat: int) -> bool:
        """Out of the game: no coins left in a preset where that puts a player out (RULES.md §1.1)."""
        eliminates = getattr(self.session.options, "hand_size", None) is not None
        return eliminates and self._for_coins() and self.shown_stacks[seat] == 0

    def _for_coins(self) -> bool:
        """Whether the game is played for coins (each seat shows its stack)."""
        return bool(self.session.options.coins)

    def _draw_count(self, surface: pygame.Surface, seat: int, count: int) -> None:
        spot = self.layout.spots[seat]
        badge = render_text(str(count), max(14, self.layout.text_px - 2), theme.CREAM, bold=True)
        rect = badge.get_rect(center=(spot.hand[0], spot.hand[1] + self.layout.small_card_h // 2 + 2))
        pygame.draw.rect(surface, theme.INK, rect.inflate(10, 2), border_radius=8)
        surface.blit(badge, rect)

    def _draw_log(self, surface: pygame.Surface) -> None:
        x, y, w, h = self.layout.log
        px = self.layout.text_px
        panel = pygame.Rect(x, y, w, h)
        pygame.draw.rect(surface, theme.LOG_PANEL, panel)
        lines = list(self.narrator.lines)
        if self.layout.log_lines == 1:
            # A one-line strip: the latest line on the left, the keys (drawn by _draw_hint) on the right.
            if lines:
                line, size = _fit(lines[-1], px, w // 2)
                text = render_text(line, size, theme.CREAM, bold=True)
                surface.blit(text, text.get_rect(midleft=(x + 8, y + h // 2)))
            return
        heading = self._heading()
        size = fitting_size(heading, px + 2, w - 28, bold=True, serif=True)
        title = render_text(heading, size, theme.GOLD, bold=True, serif=True)
        surface.blit(title, (x + 14, y + 12))
        top = y + 24 + px * 2
        line_h = int(px * 1.45)
        rows: list[str] = []
        for line in lines[-self.layout.log_lines:]:
            rows.extend(wrap_text(line, px - 2, w - 28))
        room_for_keys = 3 * line_h + 12  # _draw_hint writes up to two lines of keys at the foot
        rows = rows[-((h - (top - y) - room_for_keys) // line_h):]
        for i, row in enumerate(rows):
            text = render_text(row, px - 2, theme.CREAM)
            surface.blit(text, (x + 14, top + i * line_h))

    def _heading(self) -> str:
        """The log panel's heading: the game's title."""
        return self.session.spec.title

    def _draw_hint(self, surface: pygame.Surface, my_turn: bool) -> None:
        """What to do now: a prompt above your hand on your turn, the keys at the foot of the log panel."""
        px = self.layout.text_px
        if my_turn:
            self._draw_prompt(surface)
        if self.replay_moves is not None:
            keys = "Watching a replay. Esc: menu"
        elif self.humans and all(self._is_out(h) for h in self.humans):
            keys = "Out of coins: watch the others finish, or Esc for the menu"
        elif my_turn:
            keys = "Left/Right: choose a card. Enter: play it. Esc: menu"
        else:
            keys = "Esc: menu"
        x, y, w, h = self.layout.log
        if self.layout.log_lines == 1:
            text = render_text(keys, max(14, px - 2), theme.GOLD)
            surface.blit(text, text.get_rect(midright=(x + w - 8, y + h // 2)))
            return
        lines = wrap_text(keys, max(14, px - 2), w - 28)
        line_h = int(px * 1.35)
        for i, line in enumerate(lines):
            text = render_text(line, max(14, px - 2), theme.GOLD)
            surface.blit(text, (x + 14, y + h - 12 - (len(lines) - i) * line_h))

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        """A gold label beside your nameplate: "Your turn" and what the rules ask of you."""
        heading, task = self._prompt()
        px = self.layout.text_px
        lines = [render_text(heading, px + 2, theme.INK, bold=True), render_text(task, px, theme.INK)]
        width = max(t.get_width() for t in lines) + 20
        height = sum(t.get_height() for t in lines) + 10
        spot = self.layout.spots[self.viewer]
        box = pygame.Rect(0, 0, width, height)
        box.midbottom = (spot.plate[0], spot.coins[1] - self.layout.coin_d * 3)
        box.clamp_ip(pygame.Rect(self.layout.felt))
        pygame.draw.rect(surface, theme.GOLD, box, border_radius=10)
        y = box.top + 5
        for text in lines:
            surface.blit(text, text.get_rect(midtop=(box.centerx, y)))
            y += text.get_height()

    def _prompt(self) -> tuple[str, str]:
        """The prompt's two lines: "Your turn", and what the rules ask of you."""
        rank = self._rank_to_match()
        return "Your turn", f"match the {rank.noun}" if rank else "play any card"

    def _rank_to_match(self) -> Any:
        """The rank the legal cards share when the rules force a match, else None (for the prompt)."""
        legal = self._legal_cards()
        hand = [s.card for s in self.hands[self.viewer]]
        if legal and len(legal) < len(hand) and len({c.rank for c in legal}) == 1:
            return legal[0].rank
        return None


def _fit(text: str, size_px: int, width_px: int) -> tuple[str, int]:
    """`text` and a font size (px) at which it fits `width_px` in bold: smaller type first, down to 14 px,
    then shortened with an ellipsis."""
    size_px = fitting_size(text, size_px, width_px, bold=True)
    f = font(size_px, bold=True)
    if f.size(text)[0] <= width_px:
        return text, size_px
    while len(text) > 1 and f.size(text + "…")[0] > width_px:
        text = text[:-1]
    return text + "…", size_px

