"""What the fishing games share (RULES.md §3 Snitch'ems, §4 Cassino): a face-up **layout** of cards (and, in
Cassino, builds) on the table, a card played from hand that **captures** from it, **builds** on it or is
**trailed** onto it; hands dealt in rounds from the stock until the pack is used; the last capturer taking what
is left; the deal scored; a match of deals.

A game is a subclass of `FishingState` saying which moves are legal (`_moves`), what its captures and builds
are called (`describe`), how a deal is scored (`_score_deal`) and when the match is over. The flow of a deal
is here, once:
- the dealer deals `hand_size` cards to each player, one at a time from their left, then the layout face up
  from the next cards (an engine decision: [000] allows the layout "taken all at one time from the top of the
  pack, after the players have received their cards"); the rest is the stock;
- the player on the dealer's left plays first; turns pass to the left, one card a turn;
- when every hand is empty the dealer deals another round from the stock (none to the table); when the stock
  too is empty, the last player to capture takes whatever is left on the table (RULES.md §3 "End", §4);
- the deal is scored; unless the match is over, the deal passes to the left.
The first dealer is the last seat, so seat 0 plays first (as in Jig).

The moves, the table's builds and their replay notation are in `game.games.fishing.moves`.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Sequence

from game.core.cards import Card, full_pack
from game.core.rules import (
    DealScored,
    Dealt,
    Event,
    GameOver,
    IllegalMove,
    PackSource,
    Result,
    next_seat,
)
# The moves are part of the state's language: the games, the players and the table take them from here too.
from game.games.fishing.moves import (
    Build,
    Building,
    Capture,
    Item,
    Move,
    Trail,
    building,
    building_call,
    capture,
    format_move,
    item_cards,
    parse_move,
    value_call,
    value_plural,
    value_word,
)
from game.i18n import N_, _


# --- events --------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LaidOut(Event):
    """The layout: `cards` dealt face up to the table at the start of a deal, after the hands."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class RoundDealt(Event):
    """Another round from the stock (RULES.md §3 "Deal"): `cards` as (seat, card) in the order dealt; `stock`
    cards are left."""

    round: int
    dealer: int
    cards: tuple[tuple[int, Card], ...]
    stock: int


@dataclass(frozen=True, slots=True)
class Captured(Event):
    """`seat` played `card` and took the table cards `taken` (loose cards and builds' cards) to its pile.
    `call` is what the player says ("Eight!", "Sweep!", or "" for nothing), `words` what was done, for the log
    ("makes eight: 3 + 5, lifting the 8"); `sweep` is True when it cleared the table and scores a sweep."""

    seat: int
    card: Card
    taken: tuple[Card, ...]
    call: str
    words: str
    sweep: bool = False


@dataclass(frozen=True, slots=True)
class Built(Event):
    """`seat` played `card` onto the table cards `used` and made `build` (it replaces them on the table);
    `call` ("Building nines") and `words` ("5 on 4") as for `Captured`."""

    seat: int
    card: Card
    used: tuple[Card, ...]
    build: Build
    call: str
    words: str


@dataclass(frozen=True, slots=True)
class Trailed(Event):
    """`seat` played `card` face up onto the table, taking nothing."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TableTaken(Event):
    """At the end of a deal, the last player to capture, `seat`, takes the `cards` left on the table (RULES.md
    §3 "End", §4); not a sweep."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class SheetLine:
    """One line of a deal's score sheet: what it counts (`label`: "Cards", "Spades", "Big cassino (10♦)"), what
    each side had (`had`, by side, as shown: "27", "yes", "—") and the points it gave each side (`points`)."""

    label: str
    had: tuple[str, ...]
    points: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DealSheet(DealScored):
    """A fishing deal's score sheet: `sides` lists the seats of each side (one seat a side unless partners
    play), `lines` what each side had and scored, `totals` each seat's match score after the deal. `points`
    (by seat, from `DealScored`) is what the deal scored for each seat: Cassino's points (what it added to
    the match score), Snitch'ems' cards taken (its match score counts deals won: the most cards wins one)."""

    sides: tuple[tuple[int, ...], ...] = ()
    lines: tuple[SheetLine, ...] = ()
    totals: tuple[int, ...] = ()


# --- what a seat sees ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeenTrail:
    """A trail as every seat saw it: `seat` trailed `card` onto the table as it was then, `table` (its loose cards
    and builds, oldest first, before the trail). Where capture is compulsory (Snitch'ems, RULES.md §3) it proves
    that no card in the player's hand then could capture from `table`."""

    seat: int
    card: Card
    table: tuple[Item, ...]


@dataclass(frozen=True)
class Observation:
    """What `seat` may know now: its own hand and everything that has been face up. `table` lists the loose
    cards and builds on the table, oldest first; `piles` each seat's captured cards (face down, but everyone saw
    them taken); `seen` every card that has been face up this deal (the table and the piles); `stock` counts the
    cards not yet dealt; `scores` each seat's match score; `sweeps` each seat's sweeps this deal; `trails` the
    trails of this round, oldest first (a round's hands are only played from until the next round is dealt, so
    a trail speaks of cards its player may still hold)."""

    seat: int
    options: Any
    num_seats: int
    deal: int
    dealer: int
    to_move: int | None
    hand: tuple[Card, ...]
    table: tuple[Item, ...]
    piles: tuple[tuple[Card, ...], ...]
    hand_sizes: tuple[int, ...]
    stock: int
    last_capturer: int | None
    seen: frozenset[Card]
    scores: tuple[int, ...]
    sweeps: tuple[int, ...]
    trails: tuple[SeenTrail, ...] = ()

    def unseen(self) -> list[Card]:
        """The cards this seat has not seen: the other hands and the stock, in pack order."""
        known = self.seen | set(self.hand)
        return [c for c in full_pack(52) if c not in known]


# --- the state -----------------------------------------------------------------------------------------------


class FishingState:
    """A match of a fishing game in progress for `num_seats` players, each deal's pack from `packs`, the first
    dealt by `dealer` (default: the last seat). Subclasses give the game's moves and scoring (see the module
    docstring). Raises ValueError for a seat count the options do not allow."""

    title = "A fishing game"
    sweeps_score = False
    """Whether clearing the table scores a sweep (Cassino), or nothing extra (Snitch'ems)."""

    def __init__(self, options: Any, num_seats: int, packs: PackSource, dealer: int | None = None) -> None:
        low, high = options.seat_range()
        if not low <= num_seats <= high:
            raise ValueError(f"{self.title} is for {low} to {high} players, not {num_seats}")
        self.options = options
        self.packs = packs
        self._n = num_seats
        self.dealer = num_seats - 1 if dealer is None else dealer
        self.deal_no = 0
        self.round_no = 0
        self.hands: list[list[Card]] = [[] for __ in range(num_seats)]
        self.table: list[Item] = []
        self.piles: list[list[Card]] = [[] for __ in range(num_seats)]
        self.stock: list[Card] = []
        self.seen: set[Card] = set()
        self.trails: list[SeenTrail] = []
        self.turn: int | None = None
        self.last_capturer: int | None = None
        self.sweeps = [0] * num_seats
        self.scores = [0] * num_seats
        self.deals_won = [0] * num_seats
        self.winners: tuple[int, ...] = ()
        self.pack_orders: list[tuple[int, tuple[Card, ...]]] = []
        self._legal: list[Move] | None = None
        self.stop_after_deal = False
        """True in a position made `from_observation`: play stops when the deal ends."""

    @classmethod
    def from_observation(
        cls, obs: Observation, hands: Sequence[Sequence[Card]] | None = None, stock: Sequence[Card] = ()
    ) -> Any:
        """A position `obs`'s seat cannot tell from the real one: its own hand and everything it has seen, the
        other seats' hands `hands` (by seat; the seat's own entry is ignored; default: empty) and the `stock`
        still to deal. The state stops when this deal ends (its `current_seat` is None; the deal is scored but
        no match is decided): for a computer player's legal moves and its searches."""
        state = cls(obs.options, obs.num_seats, _NoMorePacks(), obs.dealer)
        state.deal_no = obs.deal
        state.round_no = (52 - state.layout_size() - obs.stock) // (obs.num_seats * state.hand_size)
        state.hands = [list(h) for h in hands] if hands is not None else [[] for __ in range(obs.num_seats)]
        state.hands[obs.seat] = list(obs.hand)
        state.table = list(obs.table)
        state.piles = [list(p) for p in obs.piles]
        state.stock = list(stock)
        state.seen = set(obs.seen)
        state.trails = list(obs.trails)
        state.turn = obs.to_move if obs.to_move is not None else obs.seat
        state.last_capturer = obs.last_capturer
        state.sweeps = list(obs.sweeps)
        state.scores = list(obs.scores)
        state.stop_after_deal = True
        return state

    @property
    def num_seats(self) -> int:
        return self._n

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player a round."""
        return int(self.options.hand_size)

    def layout_size(self) -> int:
        """Cards dealt face up to the table at the start of a deal."""
        return int(self.options.layout_size(self._n))

    # -- the protocol -----------------------------------------------------------------------------------------

    def start(self) -> list[Event]:
        """Deal the first deal."""
        return self._deal()

    def current_seat(self) -> int | None:
        return self.turn

    def seat_of(self, move: Move) -> int:
        if self.turn is None:
            raise IllegalMove("the match is over")
        return self.turn

    def legal_moves(self) -> list[Move]:
        """Every move the seat to play may make now (empty when the match is over)."""
        if self.turn is None:
            return []
        if self._legal is None:
            self._legal = self._moves(self.turn)
        return list(self._legal)

    def is_over(self) -> bool:
        return bool(self.winners)

    def result(self) -> Result:
        return Result(tuple(self.scores), 0, self.winners, tuple(self.deals_won))

    def clone(self) -> Any:
        twin = copy.copy(self)
        twin.packs = self.packs.clone()
        twin.hands = [h[:] for h in self.hands]
        twin.table = self.table[:]
        twin.piles = [p[:] for p in self.piles]
        twin.stock = self.stock[:]
        twin.seen = set(self.seen)
        twin.trails = self.trails[:]
        twin.sweeps = self.sweeps[:]
        twin.scores = self.scores[:]
        twin.deals_won = self.deals_won[:]
        twin.pack_orders = self.pack_orders[:]
        return twin

    def observe(self, seat: int) -> Observation:
        """What `seat` may see now (see `Observation`)."""
        return Observation(
            seat=seat,
            options=self.options,
            num_seats=self._n,
            deal=self.deal_no,
            dealer=self.dealer,
            to_move=self.turn,
            hand=tuple(self.hands[seat]),
            table=tuple(self.table),
            piles=tuple(tuple(p) for p in self.piles),
            hand_sizes=tuple(len(h) for h in self.hands),
            stock=len(self.stock),
            last_capturer=self.last_capturer,
            seen=frozenset(self.seen),
            scores=tuple(self.scores),
            sweeps=tuple(self.sweeps),
            trails=tuple(self.trails),
        )

    def apply(self, move: Move) -> list[Event]:
        """Play `move` for the seat to play; returns its events. Raises IllegalMove (nothing changes) for a move
        the rules do not allow now, saying why."""
        if self.turn is None:
            raise IllegalMove("the match is over")
        if self._legal is None:
            self._legal = self._moves(self.turn)
        try:
            chosen = self._legal[self._legal.index(move)]  # the engine's own form of it, grouped as the rules see it
        except ValueError:
            if not self._allows(self.turn, move):
                raise IllegalMove(self._refusal(self.turn, move)) from None
            chosen = move
        return self._play(self.turn, chosen)

    # -- what a game says -------------------------------------------------------------------------------------

    def _moves(self, seat: int) -> list[Move]:
        """Every legal move of `seat`, the captures first."""
        raise NotImplementedError

    def describe(self, seat: int, move: Move) -> tuple[str, str]:
        """What `seat` would say and do with `move` now, as the log and the table tell it: the call ("Eight!",
        "Building nines", or "" for none; in English, the voice's key, shown through `_`) and the words, a verb
        phrase in the language in use ("makes eight: 3 + 5, lifting the 8", "trails the 9♣"). Reads the table as
        it is before the move."""
        if isinstance(move, Trail):
            return "", _("trails the {card}").format(card=move.card.label)
        return self._describe(seat, move)

    def _describe(self, seat: int, move: Capture | Building) -> tuple[str, str]:
        """The call and the words for a capture or a build (see `describe`)."""
        raise NotImplementedError

    def _score_deal(self) -> list[Event]:
        """Score the deal just ended: its `DealSheet` and `DealOver`, the match scores updated."""
        raise NotImplementedError

    def _match_winners(self) -> tuple[int, ...]:
        """The seats that have won the match once a deal is scored, or () to deal again."""
        raise NotImplementedError

    def _allows(self, seat: int, move: Any) -> bool:
        """Whether `move`, not among the moves listed, is legal all the same: a game whose listing is cut short
        on a crowded table says so (Cassino); by default every legal move is listed."""
        return False

    def _refusal(self, seat: int, move: Any) -> str:
        """Why `move` is not legal for `seat` now, in one sentence."""
        card = getattr(move, "card", None)
        if card is None or card not in self.hands[seat]:
            return f"seat {seat} does not hold {card}" if card is not None else f"{move!r} is not a move here"
        return f"{move} is not a legal play now"

    # -- playing ----------------------------------------------------------------------------------------------

    def _play(self, seat: int, move: Move) -> list[Event]:
        call, words = self.describe(seat, move)
        self._legal = None
        self.hands[seat].remove(move.card)
        self.seen.add(move.card)
        event: Event
        if isinstance(move, Capture):
            taken = tuple([c for g in move.groups for c in g])
            self._remove(move.taken)
            self.piles[seat] += taken
            self.piles[seat].append(move.card)
            self.last_capturer = seat
            sweep = self.sweeps_score and not self.table and not self._last_play()
            if sweep:
                self.sweeps[seat] += 1
            event = Captured(seat, move.card, taken, N_("Sweep!") if sweep else call, words, sweep)
        elif isinstance(move, Building):
            at = next(i for i, item in enumerate(self.table) if not move.used.isdisjoint(item_cards(item)))
            made = self._new_build(seat, move)
            self._remove(move.used)
            self.table.insert(at, made)
            event = Built(seat, move.card, tuple(c for g in move.groups for c in g), made, call, words)
        else:
            self.trails.append(SeenTrail(seat, move.card, tuple(self.table)))
            self.table.append(move.card)
            event = Trailed(seat, move.card)
        return [event, *self._next_turn(seat)]

    def _new_build(self, seat: int, move: Building) -> Build:
        """The build `move` makes (Cassino's rules say when it is multiple)."""
        raise NotImplementedError

    def _remove(self, cards: frozenset[Card]) -> None:
        """Take the table items whose cards are among `cards` off the table."""
        self.table = [
            item
            for item in self.table
            if (item not in cards if isinstance(item, Card) else not cards.issuperset(item.cards))
        ]

    def _last_play(self) -> bool:
        """Whether the card just played was the last of the deal (every hand and the stock empty)."""
        return not self.stock and not any(self.hands)

    def _next_turn(self, seat: int) -> list[Event]:
        if any(self.hands):
            self.turn = next_seat(seat, self._n)
            return []
        if self.stock:
            return self._deal_round()
        return self._end_deal()

    def _end_deal(self) -> list[Event]:
        events: list[Event] = []
        left = tuple(c for item in self.table for c in item_cards(item))
        if left and self.last_capturer is not None:
            self.piles[self.last_capturer] += left
            events.append(TableTaken(self.last_capturer, left))
            self.table = []
        events += self._score_deal()
        if self.stop_after_deal:
            self.turn = None
            return events
        self.winners = self._match_winners()
        if self.winners:
            self.turn = None
            return events + [GameOver(self.winners)]
        self.dealer = next_seat(self.dealer, self._n)
        return events + self._deal()

    def _deal(self) -> list[Event]:
        """A new deal: the hands one card at a time from the dealer's left, then the layout face up."""
        self.deal_no += 1
        self.round_no = 1
        pack = self.packs.next_pack(full_pack(52))
        self.pack_orders.append((self.dealer, tuple(pack)))
        self.piles = [[] for __ in range(self._n)]
        self.sweeps = [0] * self._n
        self.last_capturer = None
        dealt, rest = self._round_from(pack)
        layout = rest[: self.layout_size()]
        self.stock = rest[self.layout_size() :]
        self.table = list(layout)
        self.seen = set(layout)
        self.trails = []
        self.turn = next_seat(self.dealer, self._n)
        self._legal = None
        return [Dealt(self.deal_no, self.dealer, tuple(dealt), None, len(self.stock)), LaidOut(tuple(layout))]

    def _deal_round(self) -> list[Event]:
        """Another round from the stock, none to the table."""
        self.round_no += 1
        dealt, self.stock = self._round_from(self.stock)
        self.trails = []
        self.turn = next_seat(self.dealer, self._n)
        self._legal = None
        return [RoundDealt(self.round_no, self.dealer, tuple(dealt), len(self.stock))]

    def _round_from(self, cards: list[Card]) -> tuple[list[tuple[int, Card]], list[Card]]:
        """Deal `hand_size` cards to each player one at a time from the dealer's left off the top of `cards`;
        returns what was dealt, as (seat, card), and the cards left."""
        self.hands = [[] for __ in range(self._n)]
        dealt = []
        seat = self.dealer
        count = self.hand_size * self._n
        for c in cards[:count]:
            seat = next_seat(seat, self._n)
            self.hands[seat].append(c)
            dealt.append((seat, c))
        return dealt, list(cards[count:])


class _NoMorePacks:
    """The pack source of a position made from an observation: it never deals again."""

    def next_pack(self, cards: Sequence[Card]) -> list[Card]:
        raise ValueError("a position made from an observation deals no new deal")

    def clone(self) -> _NoMorePacks:
        return self
