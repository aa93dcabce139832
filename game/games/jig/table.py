"""Jig's table (RULES.md §2): the turn-based table, with the cards played laid out in one row per suit.

Everything the turn-based table does — hands, coins, captions, the log, hot seat, computer seats, replays —
works here as for Snip-Snap-Snorum. What differs is where a played card goes: to its slot, in its suit's row
and its rank's column (game/games/jig/layout.py), so everyone can see which cards are out. An empty slot whose
card is a **stop** — the top of a non-cyclic suit, or a card whose next is already out — has its rank in red:
a sequence that reaches it ends there. The cards of the sequence being played are outlined in gold.

Only a lead is a decision. The next card of a sequence is forced: it plays itself, for a computer or a human
alike, after a short pause and without a hot-seat hand-off, since no hand needs to show (the setting
`play_forced` off makes a human play their own). A dead card turned up at the deal lies dimmed in its slot;
the face-down dead cards lie below the rows until a stop shows one — the call "…-Jig" on a card whose next
is not played tells everyone that card is dead, and it turns up in its slot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.audio.player import Sound
from game.core.cards import Card, card, full_pack
from game.core.rules import Called, Dealt, Event
from game.core.session import MoveRecord, Session
from game.games.jig.layout import ROW_SUITS, TOP_SEAT_EM, RowsLayout, rows_layout
from game.games.jig.rules import OUT_CALL, STOP_CALL, Options, deals_in_match, next_card
from game.games.jig.view import RowsPicture, SlotLook
from game.i18n import N_, _, ngettext
from game.table.narration import Narrator
from game.table.turns import PLAY_MS, TableScene
from game.ui import theme
from game.ui.density import dp
from game.ui.fonts import min_px, render_text, smaller
from game.ui.layout import SeatSpot
from game.ui.marks import Kind
from game.ui.sprites import CardSprite, Spot

if TYPE_CHECKING:
    from game.stage.scene import Host

FORCED_PAUSE_MS = 350.0
"""The pause (ms at normal speed) before a forced card plays itself: long enough to follow, short enough that
a sequence runs on."""

SEAT_SHARE = 0.2
"""Each other seat's box is at most this share of the felt's width (less than `layout.SEAT_SHARE`): Jig's
rows need the middle."""


class JigTableScene(TableScene):
    """A game of Jig at the table. Make it with `new_game` or `for_replay` (see `TableScene`)."""

    def __init__(self, app: Host, session: Session, replay_moves: list[MoveRecord] | None = None) -> None:
        self.options: Options = session.options
        self.laid: dict[Card, CardSprite] = {}  # the cards in the rows: played, or known to be dead
        self.known_dead: set[Card] = set()
        self.dead_pile: list[CardSprite] = []  # the face-down dead cards nobody knows yet
        self.sequence: list[Card] = []  # the sequence being played, as shown (empty once it has ended)
        self.deal_shown = 0
        self.rows_picture = RowsPicture()  # the rows at rest, painted again where they change
        self._rows_key: tuple[Any, ...] = ()  # what it shows
        super().__init__(app, session, replay_moves)

    def _forced(self) -> Card | None:
        """The card the seat to move must play, if any, as that seat sees it (a guest's table between homes
        knows no more: game/online/)."""
        seat = self.state.current_seat()
        return None if seat is None else self.state.observe(seat).forced

    def _narrator(self) -> Narrator:
        return Narrator(self.names, turn_up=N_("the dead card"))

    # -- geometry ---------------------------------------------------------------------------------------------

    def _relayout(self, size: tuple[int, int]) -> None:
        """Lay out the seats (narrower than the turn-based table's) and the rows between them."""
        self.layout = self._seat_layout(size, SEAT_SHARE, TOP_SEAT_EM)
        self.rows: RowsLayout = rows_layout(self.layout, self.options.ranks, self.options.pool, self.options.dead_cards > 1)

    def _pool_pos(self) -> tuple[int, int]:
        return self.rows.pool()

    def _shows_pool(self) -> bool:
        return self.options.pool

    def _for_coins(self) -> bool:
        return True

    def _played_card_h(self) -> int:
        return self.rows.card_h

    def _dead_pile_pos(self, index: int) -> tuple[float, float]:
        x, y = self.rows.dead_pile()
        return (x - index * dp(2), y - index * dp(3))  # fanned up and left, 2 and 3 px a card at density 1

    def _table_sprites(self) -> list[CardSprite]:
        return list(self.laid.values()) + self.dead_pile

    def _clear_table(self) -> None:
        self.laid = {}
        self.known_dead = set()
        self.dead_pile = []
        self.sequence = []

    def _deck_pos(self) -> tuple[float, float]:
        """The dealer's pack: on the felt just inside the dealer's seat, towards the middle."""
        spot = self.layout.spots[self.dealer]
        x, y, w, h = self.rows.region
        middle = (x + w / 2, y + h / 2)
        hx, hy = spot.hand
        return (hx + (middle[0] - hx) * 0.25, hy + (middle[1] - hy) * 0.25)

    def _prepare_faces(self) -> None:
        """Every face the rows may show, the dead ones too (that reveals nothing: it is the whole pack)."""
        super()._prepare_faces()
        self.art.prepare(full_pack(self.options.pack), self.rows.card_h)

    def _snap_table(self) -> None:
        for slot, sprite in self.laid.items():
            sprite.snap(self.rows.slot(slot), self.rows.card_h, True)
        for i, sprite in enumerate(self.dead_pile):
            sprite.snap(self._dead_pile_pos(i), self.layout.small_card_h, False)

    def _hand_key(self, sprite: CardSprite) -> tuple[Any, ...]:
        """A hand is sorted as the rows are: by suit, then rank, so its runs show."""
        held = sprite.card
        if held is None:
            return (0, 0)
        return (ROW_SUITS.index(held.suit), self.options.ranks.index(held.rank))

    # -- events into motion -----------------------------------------------------------------------------------

    def _process(self, event: Event) -> float:
        if isinstance(event, Dealt):
            self.deal_shown = event.deal
        wait = super()._process(event)
        if isinstance(event, Called):
            self._called(event)
        return wait

    def _lay_turn_up(self, event: Dealt, start: float) -> float:
        """The dead cards leave the pack: the turned-up one face up to its slot (dimmed), the others face down
        below the rows (RULES.md §2.2 `dead_cards`)."""
        deck = self._deck_pos()
        for i in range(event.stock):
            sprite = CardSprite(None, deck, self.layout.small_card_h, False)
            sprite.move(self._dead_pile_pos(i), self.layout.small_card_h, False, self._ms(PLAY_MS), self._ms(start))
            self.dead_pile.append(sprite)
        if event.turn_up is None:
            return start + (PLAY_MS if event.stock else 0.0)
        sprite = CardSprite(event.turn_up, deck, self.layout.small_card_h, False)
        self._lay(event.turn_up, sprite, self._ms(start))
        self.known_dead.add(event.turn_up)
        return start + PLAY_MS

    def _lay(self, card: Card, sprite: CardSprite, delay_ms: float = 0.0) -> None:
        """Send `sprite` (showing `card`) face up to `card`'s slot in the rows."""
        self.laid[card] = sprite
        sprite.move(self.rows.slot(card), self.rows.card_h, True, self._ms(PLAY_MS), delay_ms)

    def _play(self, seat: int, card: Card) -> float:
        sprite = self._take_from_hand(seat, card)
        self.sequence.append(card)
        self._lay(card, sprite)
        self._sound(Sound.PLAY, self._ms(PLAY_MS) * 0.85)
        return PLAY_MS + 60

    def _called(self, called: Called) -> None:
        """A call ends the sequence when it is its last card or a stop. A stop whose next card nobody played
        shows that card is dead: it turns up in its slot (RULES.md §2.1 "stop", §2.2 `dead_cards`)."""
        if called.words == OUT_CALL or not self.sequence:
            return
        last = self.sequence[-1]
        stop = called.words.endswith(STOP_CALL)
        if stop or len(self.sequence) == self.options.sequence_length:
            self.sequence = []
        following = next_card(self.options, last)
        if not stop or following is None or following in self.laid:
            return
        assert self.dead_pile, "a stop before a card nobody played: that card lies among the dead"
        sprite = self.dead_pile.pop()
        sprite.card = following
        self._lay(following, sprite)
        self.known_dead.add(following)
        self.narrator.note(_("{card} is a dead card: the sequence stops.").format(card=following.label))

    # -- who moves, and when ----------------------------------------------------------------------------------

    automatic_needs_hand_off = False

    def _automatic_move(self, legal: list[Any]) -> Any | None:
        """The forced card plays itself unless the player asked to play every card (Settings)."""
        return legal[0] if self._forced() is not None and self.app.settings.play_forced else None

    def _pause_before_move(self) -> float:
        if self._forced() is not None:
            return FORCED_PAUSE_MS
        return super()._pause_before_move()

    def _prompt(self) -> tuple[str, str]:
        if (forced := self._forced()) is not None:
            return _("Your turn"), _("play the {card}").format(card=forced.label)
        return _("Your lead"), _("play any card")

    def _heading(self) -> str:
        total = deals_in_match(self.session.options, len(self.names))
        if not self.deal_shown:
            return _("Jig")
        return _("Jig · deal {deal} of {total}").format(deal=self.deal_shown, total=total)

    # -- drawing ----------------------------------------------------------------------------------------------

    bubbles_clear_of = ("the rows",)  # a call goes up by the caller's seat, never over what is out

    def _more_bubble_spots(self, spot: SeatSpot, width: int) -> list[Spot]:
        """The felt either side of the rows, the caller's side first: under a seat above the rows, over a seat
        below them (your corner), as wide as that strip of felt."""
        rows, layout = self.rows, self.layout
        fx, __, fw, __ = layout.felt
        off = dp(4)  # clear of the rim; the tail's tip off the box
        pad = theme.rim_width(layout.size) + off
        left = (fx + pad, rows.label_x - layout.text_px - pad)
        slots_x, __, slots_w, __ = rows.slots_rect()
        right = (slots_x + slots_w + pad, fx + fw - pad)
        box = pygame.Rect(spot.box)
        sides = [left, right] if box.centerx < fx + fw / 2 else [right, left]
        above = box.bottom <= rows.origin[1]
        anchor_y, tail = (box.bottom + off, "up") if above else (box.top - off, "down")
        return [
            (((x0 + x1) // 2, anchor_y), tail, min(width, x1 - x0))
            for x0, x1 in sides
            if x1 - x0 >= layout.text_px * 6
        ]

    def _draw_deck(self, surface: pygame.Surface) -> None:
        """All the pack is dealt: the only cards left off the hands are the dead ones, drawn with the rows."""

    def _draw_table(self, surface: pygame.Surface) -> list[CardSprite]:
        """The rows: each suit's label, its empty slots (a stop's rank in red), then its cards left to right,
        so each card's index shows; the face-down dead cards below. The rows at rest are one picture, painted
        again only when they change: a frame blits it once instead of a hundred cards. Returns the sprites
        still moving."""
        rows = self.rows
        px = max(min_px(), min(self.layout.text_px, rows.card_h // 4))
        moving = [s for s in self._table_sprites() if s.moving]
        settled = {slot: sprite for slot, sprite in self.laid.items() if not sprite.moving}
        key = (rows, px, frozenset(self.laid), frozenset(settled), tuple(self.sequence), frozenset(self.known_dead))
        if key != self._rows_key:
            self._rows_key = key
            looks = {
                slot: SlotLook(slot in settled, slot not in settled and self._is_stop(slot), slot in self.sequence,
                               slot in self.known_dead)
                for slot in (card(rank, suit) for suit in ROW_SUITS for rank in rows.ranks)
            }
            self.rows_picture.update(rows, px, looks, settled, self.art)
        surface.blit(self.rows_picture.image, self.rows_picture.at)
        for suit in ROW_SUITS:
            y = rows.label_y(suit)
            self.marks.add(Kind.TEXT, (rows.label_x - px, y - px, 2 * px, 2 * px), f"the {suit.name.lower()} row's label")
        self.marks.add(Kind.CARD, rows.slots_rect(), "the rows", "the rows")
        legend = render_text(_("Red bars: a stop — a sequence ends on that card"), smaller(px, 2), theme.CREAM)
        if rows.legend is not None and legend.get_width() <= self.rows.region[2]:
            self.marks.add(Kind.TEXT, surface.blit(legend, legend.get_rect(center=rows.legend)), "the rows' legend")
        for sprite in self.dead_pile:
            if not sprite.moving:
                self.marks.add(Kind.CARD, sprite.draw(surface, self.art), "a dead card", "the dead cards")
        if self.dead_pile and not any(s.moving for s in self.dead_pile):
            pile_x, pile_y = self._dead_pile_pos(0)
            count = len(self.dead_pile)
            words = ngettext("{n} dead card", "{n} dead cards", count).format(n=count)
            label = render_text(words, smaller(self.layout.text_px, 2), theme.CREAM, bold=True)
            under = round(pile_y) + self.layout.small_card_h // 2 + dp(4)
            rect = surface.blit(label, label.get_rect(midtop=(round(pile_x), under)))
            self.marks.add(Kind.TEXT, rect, "the dead cards' label")
        return moving

    def _is_stop(self, card: Card) -> bool:
        """Whether a sequence must end on `card`, as everyone at the table can know it: no next card, or the
        next is played or known to be dead (RULES.md §2.1 "stop")."""
        following = next_card(self.options, card)
        return following is None or following in self.laid
