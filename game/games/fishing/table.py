"""The fishing games' table (RULES.md §3 Snitch'ems, §4 Cassino): the turn-based table with a face-up layout in
the middle to capture from, build on and trail to, each seat's pile of captured cards, and a chooser for the
capture (issue 11, "The table").

Everything the turn-based table does — hands, captions, the log, hot seat, computer seats, replays, Continue —
works here as in the other games. What differs:
- a card played glides onto the layout: a trail takes the next slot; a capture lies on what it takes, which
  then flies with it face down to the capturer's pile (a count on it); a build gathers its cards into one
  overlapped stack in one slot, labelled with its value and owner;
- choosing a move is two choices: a card of your hand (Left/Right, or a click), then what it does (Up/Down
  through its captures, the biggest first, then its builds and the trail, each shown on the layout; or a click
  on the highlighted cards). Enter plays. A card with only one move plays with a single click;
- after each deal a score sheet (game/games/fishing/deal_sheet.py) stands over the table until it is dismissed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.audio.player import Sound
from game.core.cards import Card
from game.core.rules import Dealt, Event
from game.core.session import MoveRecord, Session
from game.games.fishing.deal_sheet import DealSheetScene
from game.games.fishing.layout import LEAST_CARD_H, LayoutArea, layout_area
from game.games.fishing.narration import FishingNarrator
from game.games.fishing.rules import (
    Build,
    Building,
    Built,
    Capture,
    Captured,
    DealSheet,
    LaidOut,
    Move,
    RoundDealt,
    TableTaken,
    Trail,
    Trailed,
)
from game.games.fishing.view import FishingView, LaidItem, table_cards
from game.i18n import _
from game.table.narration import Narrator
from game.table.turns import DEAL_MS, PLAY_MS, TableScene
from game.ui.card_art import CARD_ASPECT
from game.ui.density import dp
from game.ui.sprites import CardSprite

if TYPE_CHECKING:
    from game.stage.scene import Host

SHEET_MS = 4000.0
"""How long (ms at normal speed) a deal's score sheet stands when no human is there to dismiss it."""
SHOW_MS = 550.0
"""How long (ms at normal speed) a capture lies on what it takes before they go to the pile: long enough to see."""
TO_PILE_MS = 380.0
TO_PILE_STAGGER_MS = 45.0


@dataclass(frozen=True, slots=True)
class _ToPile(Event):
    """The table's own step after a capture has been shown: the card `played` and the items it took, at `slots`
    of the layout, go to `seat`'s pile."""

    seat: int
    slots: tuple[int, ...]
    played: CardSprite


class FishingTable(FishingView, TableScene):
    """A game of Snitch'ems or Cassino at the table. Make it with `new_game`, `play_on` or `for_replay` (see
    `TableScene`)."""

    def __init__(self, app: Host, session: Session, replay_moves: list[MoveRecord] | None = None) -> None:
        n = len(session.seats)
        self.items: list[LaidItem] = []
        """The layout as shown, in the rules' order: loose cards and builds."""
        self.pile_counts = [0] * n
        """Cards in each seat's pile, flying ones included."""
        self.to_pile: list[tuple[int, CardSprite]] = []
        """Cards on their way to a seat's pile."""
        self.choice = 0
        """Which of the chosen card's moves is chosen (an index into `_options(selection)`)."""
        self.choice_card: Card | None = None
        self.deal_shown = 0
        self.area: LayoutArea
        super().__init__(app, session, replay_moves)

    def _narrator(self) -> Narrator:
        return FishingNarrator(self.names, self.session.spec.score_unit)

    # -- geometry -----------------------------------------------------------------------------------------------

    def _relayout(self, size: tuple[int, int]) -> None:
        self.layout = self._seat_layout(size)
        self.area = self._area()

    def _area(self) -> LayoutArea:
        return layout_area(self.layout, len(self.items), self._hand_spot().box[1])

    def _refit(self, duration: float) -> None:
        """Lay the items out again for their number (the grid grows or shrinks), gliding over `duration` ms."""
        self.area = self._area()
        for index, item in enumerate(self.items):
            for position, sprite in enumerate(item.sprites):
                sprite.move(self._item_pos(index, position, len(item.sprites)), self.area.card_h, True, duration)

    def _item_pos(self, index: int, position: int, count: int) -> tuple[float, float]:
        if count == 1:
            x, y = self.area.slot(index)
            return (float(x), float(y))
        return self.area.build_card(index, position, count)

    def _deck_pos(self) -> tuple[float, float]:
        x, y = self.area.stock
        return (float(x), float(y))

    def _played_card_h(self) -> int:
        return self.area.card_h

    def _pile_spot(self, seat: int) -> tuple[tuple[float, float], int]:
        """The centre (px) and height (px) of `seat`'s pile: in the seat's coin room, beside its nameplate."""
        layout = self.layout
        spot = layout.spots[seat]
        room = layout.coin_room()
        height = max(dp(LEAST_CARD_H), min(layout.small_card_h, int((room - dp(8)) / CARD_ASPECT)))
        x = spot.coins[0] - layout.coin_d // 2 - dp(2) + room // 2  # (the coins stand 2 px into the room, at density 1)
        return ((float(x), float(spot.coins[1] - height // 2)), height)

    def _table_sprites(self) -> list[CardSprite]:
        return [s for item in self.items for s in item.sprites]

    def _clear_table(self) -> None:
        self.items = []
        self.pile_counts = [0] * len(self.names)
        self.to_pile = []
        self.area = self._area()

    def _snap_table(self) -> None:
        for index, item in enumerate(self.items):
            for position, sprite in enumerate(item.sprites):
                sprite.snap(self._item_pos(index, position, len(item.sprites)), self.area.card_h, True)
        for seat, sprite in self.to_pile:
            pos, height = self._pile_spot(seat)
            sprite.snap(pos, height, False)

    def _for_coins(self) -> bool:
        return False

    def _shows_pool(self) -> bool:
        return False

    # -- events into motion -------------------------------------------------------------------------------------

    def _process(self, event: Event) -> float:
        if isinstance(event, Dealt):
            self.deal_shown = event.deal
        wait = super()._process(event)  # the log's line, and the deal itself
        match event:
            case LaidOut(cards=cards):
                return self._lay_out(cards)
            case RoundDealt():
                return self._deal_round(event)
            case Captured():
                return self._captured(event)
            case _ToPile():
                return self._to_pile(event)
            case Built():
                return self._built(event)
            case Trailed(seat=seat, card=card):
                return self._trailed(seat, card)
            case TableTaken(seat=seat):
                return self._send_to_pile(seat, list(range(len(self.items))), [])
            case DealSheet():
                self._show_sheet(event)
                return 200.0
        return wait

    def _lay_out(self, cards: tuple[Card, ...]) -> float:
        """The layout comes off the pack face up, one card at a time."""
        deck = self._deck_pos()
        self.items = [LaidItem([CardSprite(card, deck, self.layout.small_card_h, False)]) for card in cards]
        self.area = self._area()
        for index, item in enumerate(self.items):
            item.sprites[0].move(self._item_pos(index, 0, 1), self.area.card_h, True, self._ms(PLAY_MS), self._ms(index * DEAL_MS))
            self._sound(Sound.DEAL, self._ms(index * DEAL_MS))
        return len(cards) * DEAL_MS + PLAY_MS

    def _deal_round(self, event: RoundDealt) -> float:
        """Another round from the stock to the hands, none to the table."""
        self.stock = event.stock
        deck = self._deck_pos()
        order = {card: i for i, (__, card) in enumerate(event.cards)}
        for seat, card in event.cards:
            self.hands[seat].append(CardSprite(card, deck, self.layout.small_card_h, False))
        for seat in range(len(self.names)):
            self.hands[seat].sort(key=self._hand_key)
            for sprite, (pos, height, face) in zip(self.hands[seat], self._hand_slots(seat)):
                delay = order[sprite.card] * DEAL_MS if sprite.card in order else 0.0
                sprite.move(pos, height, face, self._ms(PLAY_MS), self._ms(delay))
                if sprite.card in order:
                    self._sound(Sound.DEAL, self._ms(delay))
        if not self.catching_up:
            self._prepare_faces()
        return len(event.cards) * DEAL_MS + PLAY_MS

    def _slots_of(self, cards: set[Card]) -> list[int]:
        """The slots of the items made only of `cards` (what a capture takes)."""
        return [i for i, item in enumerate(self.items) if set(item.cards) <= cards]

    def _captured(self, event: Captured) -> float:
        """The card played lies on what it takes, the call goes up; then they go to the pile together."""
        sprite = self._take_from_hand(event.seat, event.card)
        slots = self._slots_of(set(event.taken))
        x, y = self.area.slot(slots[0]) if slots else self.area.slot(len(self.items))
        sprite.move((x + self.area.card_w * 0.3, y + self.area.card_h * 0.12), self.area.card_h, True, self._ms(PLAY_MS))
        self.last_played = sprite
        self._sound(Sound.PLAY, self._ms(PLAY_MS) * 0.85)
        self._announce(event.seat, event.call, event.words)
        self.pending.appendleft(_ToPile(event.seat, tuple(slots), sprite))
        return PLAY_MS + SHOW_MS

    def _to_pile(self, event: _ToPile) -> float:
        return self._send_to_pile(event.seat, list(event.slots), [event.played])

    def _send_to_pile(self, seat: int, slots: list[int], extra: list[CardSprite]) -> float:
        """The items at `slots` and the `extra` cards go face down to `seat`'s pile; the rest close up."""
        flying = extra + [s for i in slots for s in self.items[i].sprites]
        self.items = [item for i, item in enumerate(self.items) if i not in slots]
        if self.last_played in flying:
            self.last_played = None
        pos, height = self._pile_spot(seat)
        for k, sprite in enumerate(flying):
            sprite.move(pos, height, False, self._ms(TO_PILE_MS), self._ms(k * TO_PILE_STAGGER_MS))
            self.leaving.append(sprite)
            self.to_pile.append((seat, sprite))
        self.pile_counts[seat] += len(flying)
        self._refit(self._ms(PLAY_MS))
        self._sound(Sound.SWEEP)
        return TO_PILE_MS + len(flying) * TO_PILE_STAGGER_MS

    def _built(self, event: Built) -> float:
        """The card played joins the cards it builds on: one stack in the slot of the first of them."""
        sprite = self._take_from_hand(event.seat, event.card)
        used = set(event.used)
        slots = [i for i, item in enumerate(self.items) if set(item.cards) & used]
        by_card = {s.card: s for i in slots for s in self.items[i].sprites}
        by_card[event.card] = sprite
        made = LaidItem([by_card[c] for c in event.build.cards], event.build)
        at = slots[0]
        self.items = [item for i, item in enumerate(self.items) if i not in slots]
        self.items.insert(at, made)
        self.last_played = sprite
        self._refit(self._ms(PLAY_MS))
        self._sound(Sound.PLAY, self._ms(PLAY_MS) * 0.85)
        self._announce(event.seat, event.call, event.words)
        return PLAY_MS + 250

    def _trailed(self, seat: int, card: Card) -> float:
        sprite = self._take_from_hand(seat, card)
        self.items.append(LaidItem([sprite]))
        self.last_played = sprite
        self._refit(self._ms(PLAY_MS))
        self._sound(Sound.PLAY, self._ms(PLAY_MS) * 0.85)
        return PLAY_MS + 60

    def _announce(self, seat: int, call: str, words: str) -> None:
        """A bubble at `seat`: the call with what was done under it, or what was done."""
        if call:
            self._say(seat, call)
            self.captions[-1].subline = words
        else:
            self._say(seat, words[:1].upper() + words[1:])

    def _show_sheet(self, sheet: DealSheet) -> None:
        """The deal's score sheet over the table, until it is dismissed (not while a saved game catches up)."""
        if self.catching_up:
            return
        close = None if self.humans else self._ms(SHEET_MS)
        self.app.push(DealSheetScene(self.app, self.session.spec, sheet, self.names, self.session.options, close))

    def update(self, dt_ms: float) -> None:
        super().update(dt_ms)
        self.to_pile = [(seat, s) for seat, s in self.to_pile if s.moving]

    # -- choosing a move ----------------------------------------------------------------------------------------

    def _options(self, card: Card | None) -> list[Move]:
        """What `card` may do now, as the chooser offers it: captures (the most cards first), builds, the trail."""
        moves = [m for m in self.state.legal_moves() if m.card == card]
        return sorted(moves, key=_option_order)

    def _current(self) -> Move | None:
        """The move chosen now: the chosen card's chosen option."""
        if self.selection != self.choice_card:
            self.choice_card, self.choice = self.selection, 0
        options = self._options(self.selection)
        return options[min(self.choice, len(options) - 1)] if options else None

    def _play_card(self, card: Card) -> None:
        if card != self.selection:
            self.selection = card
        move = self._current()
        if move is not None:
            self._apply(move)

    def _show_hint(self, move: Any, reason: str) -> None:
        """The hinted card is chosen and, of its moves, the hinted capture, build or trail (shown on the layout)."""
        super()._show_hint(move, reason)
        options = self._options(move.card)
        if move in options:
            self.choice_card, self.choice = move.card, options.index(move)

    def handle(self, event: pygame.event.Event) -> None:
        if self._my_turn() and self._handle_choice(event):
            return
        super().handle(event)

    def _handle_choice(self, event: pygame.event.Event) -> bool:
        """Up/Down through the chosen card's moves; a click on the layout chooses or plays. True if taken."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self._current()
            count = len(self._options(self.selection))
            if count:
                self.choice = (self.choice + (1 if event.key == pygame.K_DOWN else -1)) % count
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = self._card_at(event.pos, self._legal_cards())
            if card is not None:
                self.press = (card, event.pos)
                return True
            return self._clicked_layout(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragged is None and self.press is not None:
            card, __ = self.press
            self.press = None
            if self._card_at(event.pos, self._legal_cards()) == card:
                self._picked(card)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragged is not None:
            sprite, self.dragged = self.dragged, None
            self.press = None
            if event.pos[1] < self._hand_spot().box[1] and sprite.card in self._legal_cards():
                assert sprite.card is not None
                self.selection = sprite.card
                self._choose_at(event.pos)
                move = self._current()
                if move is not None:
                    self._apply(move)
                    return True
            self._reflow_hand(self.viewer, self._ms(150))
            return True
        return False

    def _pointer_moved(self, event: Any, legal: list[Card]) -> None:
        """Hovering chooses nothing here (a card is chosen by a click or the keys, then its move on the layout);
        moving with the button down on a card drags it."""
        if self.dragged is not None or self.press is not None:
            super()._pointer_moved(event, legal)

    def _picked(self, card: Card) -> None:
        """A click on a card of your hand: the card is chosen; clicked again, or with one move only, it plays."""
        options = self._options(card)
        if card == self.selection and self.choice_card == card or len(options) == 1:
            self._play_card(card)
            return
        self.selection = card
        self._current()

    def _clicked_layout(self, pos: tuple[int, int]) -> bool:
        """A click on the layout: on what the chosen move takes (or its trail slot), it plays; on what another move
        of the chosen card takes, that move is chosen. True if the click was on the layout."""
        move = self._current()
        if move is None or not pygame.Rect(self.area.region).collidepoint(pos):
            return False
        if self._choice_at(pos) == move:
            self._apply(move)
        else:
            self._choose_at(pos)
        return True

    def _choice_at(self, pos: tuple[int, int]) -> Move | None:
        """The chosen card's move that the layout point `pos` shows: the chosen move if it takes or builds on
        the card there, else its first that does; the trail on the next free slot or bare felt."""
        options = self._options(self.selection)
        current = self._current()
        slot = self._slot_at(pos)
        if slot is None or slot >= len(self.items):
            return next((m for m in options if isinstance(m, Trail)), None)
        cards = set(self.items[slot].cards)
        touching = [m for m in options if not isinstance(m, Trail) and cards & table_cards(m)]
        if current in touching:
            return current
        return touching[0] if touching else None

    def _choose_at(self, pos: tuple[int, int]) -> None:
        move = self._choice_at(pos)
        options = self._options(self.selection)
        if move is not None and move in options:
            self.choice = options.index(move)

    def _slot_at(self, pos: tuple[int, int]) -> int | None:
        """The layout slot under `pos`, or None off the grid."""
        for index in range(self.area.capacity):
            if pygame.Rect(self.area.slot_rect(index)).collidepoint(pos):
                return index
        return None

    def _prompt(self) -> tuple[str, str]:
        """"Your turn" and what the rules ask: capture is compulsory in Snitch'ems (RULES.md §3); the owner of a
        build may not trail in Cassino (§4)."""
        legal = self.state.legal_moves()
        if any(isinstance(m, Trail) for m in legal):
            return _("Your turn"), _("pick a card, then its move")
        if any(isinstance(item, Build) and item.owner == self.viewer for item in self.state.observe(self.viewer).table):
            return _("Your turn"), _("you own a build: no trailing")
        return _("Your turn"), _("you must capture")

    def _shown(self) -> tuple[Any, ...]:
        piles = tuple(self._pile_shown(s) for s in range(len(self.names)))
        return super()._shown() + (self.choice, self.choice_card, piles, tuple(i.cards for i in self.items), self.area)

    def widget_rect(self, name: str) -> pygame.Rect | None:
        """`item:7C` is that card's place on the layout; `trail` the next free slot; else as `HandInput`."""
        if name == "trail":
            return pygame.Rect(self.area.slot_rect(len(self.items)))
        if name.startswith("item:"):
            for index, item in enumerate(self.items):
                if name[5:] in (c.code for c in item.cards):
                    return pygame.Rect(self.area.slot_rect(index))
            return None
        return super().widget_rect(name)

    def _heading(self) -> str:
        title = _(self.session.spec.title)
        return _("{game} · deal {deal}").format(game=title, deal=self.deal_shown) if self.deal_shown else title


def _option_order(move: Move) -> tuple[int, int]:
    """Captures first, the most cards first; then builds; then the trail."""
    if isinstance(move, Capture):
        return (0, -len(move.taken))
    if isinstance(move, Building):
        return (1, -len(move.used))
    return (2, 0)

