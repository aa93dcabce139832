"""Cassino (RULES.md §4): the start of it in Peel [000 "Cassino"], completed with the standard game as pagat.com
and Parlett give it; Peel's own scoring and Royal Casino are options.

Four cards to each player and four face up to the table; four more each whenever every hand is empty, until the
pack is used. In turn each player plays one card and with it does exactly one of:

1. **Capture**: take every loose table card of its rank (pairing) and any number of separate sets of table cards,
   or builds, that each total its value (combining) — all at once. Without `royal`, a Jack, Queen or King
   captures by pairing only, and only one card of its rank a turn.
2. **Build**: put it on table cards (or a build) so that they total a value the player holds another card of; the
   build is then captured only whole, by a card of its value. Other sets of that total on the table may go into
   the build too (a multiple build: "5 + 3 and 6 + 2 as eights"); a single build may be raised to a new value.
   The owner of a build (the last to build it) may not trail while it is on the table, and keeps a card of its
   value while it stands: their last card of that value is played only in a capture that takes the build.
3. **Trail**: put it face up on the table, taking nothing.

A capture that clears the table is a **sweep** (1 point), except on the last play of the deal. The last capturer
takes what is left. A deal is worth 11 points plus sweeps: most cards 3, most spades 1 (nobody on a tie), big
cassino (10♦) 2, little cassino (2♠) 1, each ace 1, each sweep 1. The first side to 21 at the end of a deal
wins; if several pass it, the highest; a tie plays another deal. With four players, partners sit opposite and
pool their captures and points (option `partners`). Option `must_capture` (Peel's "if he is not able to pair or
combine, he must add a card"): a player who can capture must, and trails only when no capture is possible.
Option `scoring = peel` scores only the difference
between two sides; with three or four players alone, the lowest scores nothing and the others their points less
the lowest's ([000]'s examples: 1, 2, 3, 5 → 0, 1, 2, 4).

Engine decisions where RULES.md is silent:
- A build is the card played with loose cards that make its value with it (a single build), or the card alone
  when it is worth the value (a 4 on a 4, holding another 4: a multiple build of fours); in the same move one
  more set of that value may join it — loose cards totalling it, or a build of it — making a multiple build
  (further sets join it in later turns: one set a move keeps the choices few enough to list on a crowded
  table). A raise is of one single build by the card played alone. A player may raise their own single build.
- Royal Casino: an ace played captures sets totalling 14 (and, pairing, the table's aces); in a total or a build
  an ace counts 1, and a build of 14 is held by an ace.
- A player whose only plays would be trails barred by owning a build may trail after all, so that no seat is ever
  without a move. In a real deal it cannot happen (the owner always holds a card that takes the build); it can
  in a deal the hard player imagines, whose hands are drawn at random from the cards it has not seen.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from dataclasses import dataclass
from enum import Enum

from game.core.cards import Card, Rank, Suit, card
from game.core.rules import DealOver, Event, PackSource, ShuffledPacks
from game.games.fishing.captures import (
    PIPS,
    RANK_PIPS,
    ROYAL_PIPS,
    ROYAL_RANK_PIPS,
    Group,
    TableSums,
    Value,
    describe,
    disjoint_unions,
    split_into,
    total,
)
from game.games.fishing.rules import (
    Build,
    Building,
    Capture,
    DealSheet,
    FishingState,
    Move,
    SheetLine,
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
from game.i18n import N_, _, listing

GAME = "cassino"

BIG_CASSINO = card(Rank.TEN, Suit.DIAMONDS)
LITTLE_CASSINO = card(Rank.TWO, Suit.SPADES)
CAPTURES_LISTED = 256
"""The most ways of combining one card's captures that are all listed. On a crowded table a card can take its
cards in millions of ways; past this many the listing gives the largest few (`disjoint_unions`), and any other
capture the rules allow is still accepted when played (`Cassino._allows`)."""
ROYAL_ACE = 14
"""What an ace played counts in Royal Casino when it captures sets (RULES.md §4 option `royal`)."""

__all__ = ["GAME", "Options", "Scoring", "PRESETS", "SETTABLE", "Cassino", "parse_move", "format_move", "new_game"]


class Scoring(Enum):
    """How a deal's points count towards the game (RULES.md §4 option `scoring`)."""

    STANDARD = N_("standard")  # marked for the catalogue: the setup screen shows the values
    PEEL = N_("peel")


@dataclass(frozen=True)
class Options:
    """The rules of one game of Cassino (RULES.md §4): `royal` gives court cards values (J 11, Q 12, K 13) and
    an ace 1 or 14; `partners` makes four players two sides of partners sitting opposite; `scoring` standard or
    Peel's; `must_capture` makes capturing compulsory when possible (Peel [000]); `target` the points that win
    the game; `hand_size` the cards dealt to each player a round."""

    preset: str = "standard"
    royal: bool = False
    partners: bool = True
    must_capture: bool = False
    scoring: Scoring = Scoring.STANDARD
    target: int = 21
    hand_size: int = 4

    def seat_range(self) -> tuple[int, int]:
        """Two, three or four players (RULES.md §4)."""
        return (2, 4)

    def layout_size(self, seats: int) -> int:
        """Four cards laid face up at the start of a deal."""
        return 4


PRESETS: dict[str, Options] = {
    "standard": Options(),
    "royal": Options(preset="royal", royal=True),
}
"""RULES.md §4: the standard game (the default), and Royal Casino (option `royal` on)."""

SETTABLE: dict[str, tuple[str, ...]] = {name: ("partners", "must_capture", "scoring") for name in PRESETS}


class Cassino(FishingState):
    """A game of Cassino in progress (RULES.md §4); see `FishingState` for the flow of a deal."""

    title = "Cassino"
    sweeps_score = True

    # -- values -----------------------------------------------------------------------------------------------

    @property
    def values(self) -> Value:
        """What each card counts in a total or a build: A 1, 2–10 at face value, court cards nothing (`royal`:
        11–13)."""
        return ROYAL_PIPS if self.options.royal else PIPS

    def value(self, c: Card) -> int:
        """What `c` counts in a total or a build (see `values`)."""
        return (ROYAL_RANK_PIPS if self.options.royal else RANK_PIPS)[c.rank]

    def capture_value(self, played: Card) -> int:
        """The total the sets `played` captures must make: its value (a Royal Casino ace: 14); 0 for a court
        card without `royal`, which captures by pairing only."""
        if self.options.royal:
            return ROYAL_ACE if played.rank is Rank.ACE else int(played.rank)
        return RANK_PIPS[played.rank]

    def _loose(self) -> list[Card]:
        return [item for item in self.table if isinstance(item, Card)]

    def _builds(self) -> list[Build]:
        return [item for item in self.table if isinstance(item, Build)]

    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The seats of each side: partners sit opposite with four players and `partners`; else one seat a side."""
        if self.num_seats == 4 and self.options.partners:
            return ((0, 2), (1, 3))
        return tuple((s,) for s in range(self.num_seats))

    # -- the moves --------------------------------------------------------------------------------------------

    def _moves(self, seat: int) -> list[Move]:
        """Every capture, then every build, then every trail; none that plays away the last card holding one of
        `seat`'s builds without taking it; no trail while `seat` owns a build, unless there is nothing else to
        do; no trail with `must_capture` when a capture is possible (RULES.md §4)."""
        hand = self.hands[seat]
        values = [self.capture_value(c) for c in hand]
        table = self._table(max(values, default=0))
        held = self._held(seat)
        captures = [m for c, value in zip(hand, values) for m in self._captures(c, table) if _keeps(held, value, m)]
        builds = [
            m
            for i, c in enumerate(hand)
            if values[i] not in held
            for m in self._builds_for(c, {*values[:i], *values[i + 1 :]} - {0}, table)
        ]
        owns = any(b.owner == seat for b in table.builds)
        barred = (owns and bool(captures or builds)) or (self.options.must_capture and bool(captures))
        trails: list[Move] = [] if barred else [Trail(c) for c in hand]
        return [*captures, *builds, *trails]

    def _held(self, seat: int) -> dict[int, list[Build]]:
        """The builds `seat` owns whose value it holds one card of, by value: that card must stay in hand until
        it takes them (RULES.md §4 "Build": the owner keeps a card of its value while it stands)."""
        owned: dict[int, list[Build]] = {}
        for item in self.table:
            if isinstance(item, Build) and item.owner == seat:
                owned.setdefault(item.value, []).append(item)
        if not owned:
            return owned
        counts = Counter(self.capture_value(c) for c in self.hands[seat])
        return {value: builds for value, builds in owned.items() if counts[value] == 1}

    def captures_for(self, played: Card) -> list[Capture]:
        """Every capture `played` can make now, the most cards first (RULES.md §4 "Capture")."""
        return self._captures(played, self._table(self.capture_value(played)))

    def held_values(self, seat: int, played: Card) -> set[int]:
        """The build values `seat` could capture with a card of its hand other than `played`."""
        hand = list(self.hands[seat])
        hand.remove(played)
        return {self.capture_value(c) for c in hand} - {0}

    def builds_for(self, seat: int, played: Card) -> list[Building]:
        """Every build `played` can make now (RULES.md §4 "Build"; the engine decisions in the module
        docstring): raising a single build, or a build of a value held, of the card and loose cards, joined by
        builds and loose sets of that value."""
        held = self.held_values(seat, played)
        return self._builds_for(played, held, self._table(max(held, default=0)))

    def _table(self, cap: int) -> _Table:
        """The table as the move generators see it, with the sets of loose cards totalling up to `cap`: the
        most a card that plays now could capture or build."""
        loose = [item for item in self.table if isinstance(item, Card)]
        builds = [item for item in self.table if isinstance(item, Build)] if len(loose) < len(self.table) else []
        by_rank = ROYAL_RANK_PIPS if self.options.royal else RANK_PIPS
        return _Table(TableSums(loose, [by_rank[c.rank] for c in loose], cap), builds)

    def _captures(self, played: Card, table: _Table) -> list[Capture]:
        loose = table.sums
        target = self.capture_value(played)
        pairs = loose.by_rank[played.rank]
        pairing = [(c,) for c in loose.group(pairs)] if pairs else []
        if target == 0:  # a court card without `royal`: one card of its rank
            return [capture(played, [paired]) for paired in pairing]
        groups = [mask for mask in loose.masks(target) if not mask & pairs]
        whole = table.of_value.get(target)
        if not groups and not whole:
            return [capture(played, pairing)] if pairs else []
        sets: list[Group] = [loose.group(mask) for mask in groups]
        for bit, cards in whole or ():
            groups.append(bit)
            sets.append(cards)
        found = [
            capture(played, [*pairing, *(sets[k] for k in chosen)])
            for chosen in disjoint_unions(groups, CAPTURES_LISTED).values()
            if pairs or chosen
        ]
        return sorted(found, key=lambda m: -len(m.taken))

    def _allows(self, seat: int, move: object) -> bool:
        """A capture the listing left out on a crowded table (`CAPTURES_LISTED`) is legal if it takes every loose
        card of its rank and splits the rest into sets and builds of its value (RULES.md §4 "Capture")."""
        if not isinstance(move, Capture) or move.card not in self.hands[seat]:
            return False
        target = self.capture_value(move.card)
        items = [item for item in self.table if set(item_cards(item)) & move.taken]
        if target == 0 or not items or {c for item in items for c in item_cards(item)} != move.taken:
            return False
        builds = [item for item in items if isinstance(item, Build)]
        loose = [item for item in items if isinstance(item, Card)]
        pairs = {c for c in self._loose() if c.rank == move.card.rank}
        rest = [c for c in loose if c.rank != move.card.rank]
        if not _keeps(self._held(seat), target, move):
            return False
        return pairs <= set(loose) and all(b.value == target for b in builds) and split_into(rest, target, self.values) is not None

    def _builds_for(self, played: Card, held: set[int], table: _Table) -> list[Building]:
        worth = self.value(played)
        if worth == 0 or not held:
            return []
        loose = table.sums
        found: dict[tuple[int, int], Building] = {}  # by value and the table items used, the first way found
        for build, bit in zip(table.builds, table.bits):
            if not build.multiple and build.value + worth in held:
                found.setdefault((build.value + worth, bit), building(played, build.value + worth, [build.cards]))
        for value in sorted(v for v in held if v >= worth):
            whole = table.of_value.get(value, [])
            for partner in loose.masks(value - worth) if value > worth else [0]:
                first = [loose.group(partner)] if partner else []
                if partner:  # the card and its partner: a single build
                    found.setdefault((value, partner), building(played, value, first))
                # … joined by one more set of the value: loose cards, or a build (the module docstring)
                more = [(mask, loose.group(mask)) for mask in loose.masks(value) if not mask & partner] + whole
                for used, cards in more:
                    found.setdefault((value, partner | used), building(played, value, [*first, cards]))
        return list(found.values())

    def _new_build(self, seat: int, move: Building) -> Build:
        old = {b.cards: b for b in self._builds()}
        worth = self.value(move.card)
        if len(move.groups) == 1 and move.groups[0] in old and old[move.groups[0]].value + worth == move.value:
            raised = old[move.groups[0]]
            return Build((*raised.cards, move.card), move.value, seat, False)
        single = len(move.groups) == 1 and move.groups[0] not in old and total(move.groups[0], self.values) + worth == move.value
        cards = tuple(c for g in move.groups for c in g) + (move.card,)
        return Build(cards, move.value, seat, not single)

    def _refusal(self, seat: int, move: object) -> str:
        if not isinstance(move, (Capture, Building, Trail)) or move.card not in self.hands[seat]:
            return super()._refusal(seat, move)
        held, value = self._held(seat), self.capture_value(move.card)
        if value in held and not (isinstance(move, Capture) and _keeps(held, value, move)):
            return (
                f"you must keep your last card of {value} while your build of that value stands: "
                "play it to take the build"
            )
        if isinstance(move, Trail):
            if self.options.must_capture and any(isinstance(m, Capture) for m in self.legal_moves()):
                return "you must capture when you can: trail only when no capture is possible"
            return "you may not trail while you own a build on the table: capture it, add to it or build again"
        used = move.taken if isinstance(move, Capture) else move.used
        if not used <= {c for item in self.table for c in item_cards(item)}:
            return f"{move} names a card that is not on the table"
        touched = [b for b in self._builds() if not used.isdisjoint(b.cards)]
        if any(not used.issuperset(b.cards) for b in touched):
            return "a build is taken only whole, and built on only whole"
        if self.value(move.card) == 0:
            if isinstance(move, Capture):
                return "a court card captures by pairing only, one card of its rank a turn"
            return "a court card builds nothing"
        if isinstance(move, Building):
            if move.value not in self.held_values(seat, move.card):
                return f"{move} is not a build you may make: you must hold another card of its value"
            if any(b.multiple and b.value != move.value for b in touched):
                return "a multiple build cannot be raised"
        return f"{move} is not a legal play now"

    def _describe(self, seat: int, move: Capture | Building) -> tuple[str, str]:
        """"Ten!" — "takes 9 + A and 8 + 2 with the 10♥"; "Pair!" — "takes the 7♣ with the 7♥"; "Building nines"
        — "builds nine: 5 + 4"."""
        builds = {b.cards: b for b in self._builds()}
        if isinstance(move, Capture):
            parts = []
            for group in move.groups:
                if group in builds:
                    parts.append(builds[group].label)
                elif len(group) == 1 and group[0].rank == move.card.rank:
                    parts.append(_("the {card}").format(card=group[0].label))
                else:
                    parts.append(describe(group))
            paired = all(len(g) == 1 and g[0].rank == move.card.rank for g in move.groups)
            call = N_("Pair!") if paired else value_call(self.capture_value(move.card))
            return call, _("takes {cards} with the {card}").format(cards=listing(parts), card=move.card.label)
        call = building_call(move.value)
        group = move.groups[0]
        if len(move.groups) == 1 and group in builds and builds[group].value != move.value:
            words = _("raises {build} to {value} with the {card}")
            return call, words.format(build=builds[group].label, value=_(value_word(move.value)), card=move.card.label)
        sets = [describe(g) if g not in builds else builds[g].label for g in move.groups]
        if total(group, self.values) + self.value(move.card) == move.value and group not in builds:
            sets[0] = describe((move.card, *group))
        else:
            sets.insert(0, move.card.rank.code)
        if len(sets) > 1:
            return call, _("builds {values}: {sets}").format(values=_(value_plural(move.value)), sets=listing(sets))
        return call, _("builds {value}: {sets}").format(value=_(value_word(move.value)), sets=listing(sets))

    # -- the score ----------------------------------------------------------------------------------------------

    def _score_deal(self) -> list[Event]:
        """The deal's 11 points and sweeps per side (RULES.md §4 "Points of a deal"), counted as `scoring` says."""
        sides = self.sides()
        cards = [[c for s in side for c in self.piles[s]] for side in sides]
        counts = [len(p) for p in cards]
        spades = [sum(c.suit is Suit.SPADES for c in p) for p in cards]
        aces = [sum(c.rank is Rank.ACE for c in p) for p in cards]
        sweeps = [sum(self.sweeps[s] for s in side) for side in sides]
        big = [BIG_CASSINO in p for p in cards]
        little = [LITTLE_CASSINO in p for p in cards]
        lines = (
            SheetLine(_("Cards"), tuple(map(str, counts)), _most(counts, 3)),
            SheetLine(_("Spades"), tuple(map(str, spades)), _most(spades, 1)),
            SheetLine(_("Big cassino (10♦)"), _yes(big), tuple(2 * b for b in big)),
            SheetLine(_("Little cassino (2♠)"), _yes(little), tuple(int(b) for b in little)),
            SheetLine(_("Aces"), tuple(map(str, aces)), tuple(aces)),
            SheetLine(_("Sweeps"), tuple(map(str, sweeps)), tuple(sweeps)),
        )
        made = [sum(line.points[i] for line in lines) for i in range(len(sides))]
        scored = _peel(made) if self.options.scoring is Scoring.PEEL else made
        points = [0] * self.num_seats
        for side, got in zip(sides, scored):
            for s in side:
                points[s] = got
                self.scores[s] += got
        best = max(scored)
        leaders = [side for side, got in zip(sides, scored) if got == best]
        winner = leaders[0][0] if len(leaders) == 1 else None
        if winner is not None:
            for s in leaders[0]:
                self.deals_won[s] += 1
        sheet = DealSheet(self.deal_no, tuple(points), sides, lines, tuple(self.scores))
        return [sheet, DealOver(self.deal_no, winner)]

    def _match_winners(self) -> tuple[int, ...]:
        """The side that has reached `target` points, the highest if several have; none on a tie (RULES.md §4
        "Game")."""
        sides = self.sides()
        totals = [self.scores[side[0]] for side in sides]
        reached = [t for t in totals if t >= self.options.target]
        if not reached:
            return ()
        best = max(reached)
        leaders = [side for side, t in zip(sides, totals) if t == best]
        return leaders[0] if len(leaders) == 1 else ()


class _Table:
    """The table as the move generators see it: its loose cards with their sets (`sums`), and its `builds`,
    each with its bit (`bits`: above the loose cards' bits, in a bitmask of table items), and by value
    (`of_value`: value → [(bit, cards)])."""

    __slots__ = ("sums", "builds", "bits", "of_value")

    def __init__(self, sums: TableSums, builds: list[Build]) -> None:
        self.sums = sums
        self.builds = builds
        self.bits = [1 << (len(sums.cards) + j) for j in range(len(builds))] if builds else []
        self.of_value: dict[int, list[tuple[int, Group]]] = {}
        for build, bit in zip(builds, self.bits):
            self.of_value.setdefault(build.value, []).append((bit, build.cards))


def _keeps(held: dict[int, list[Build]], value: int, move: Capture) -> bool:
    """Whether `move`, playing a card of capture `value`, keeps the rule of the builds `held` (see
    `Cassino._held`): a card holding builds is played only in a capture taking all of them."""
    builds = held.get(value)
    return not builds or all(move.taken.issuperset(b.cards) for b in builds)


def _most(counts: list[int], points: int) -> tuple[int, ...]:
    """`points` to the side with the most, nobody on a tie."""
    best = max(counts)
    if counts.count(best) > 1:
        return tuple(0 for __ in counts)
    return tuple(points if n == best else 0 for n in counts)


def _yes(had: list[bool]) -> tuple[str, ...]:
    return tuple(_("yes") if h else "—" for h in had)


def _peel(made: list[int]) -> list[int]:
    """Peel's scoring [000]: two sides score only the difference; three or more, each their points less the
    lowest's (1, 2, 3, 5 → 0, 1, 2, 4; 2, 2, 2, 5 → 0, 0, 0, 3)."""
    low = min(made)
    if len(made) == 2:
        high = max(made)
        return [high - low if m == high and high > low else 0 for m in made]
    return [m - low for m in made]


def new_game(num_seats: int = 2, packs: PackSource | None = None, dealer: int | None = None, **changes: object) -> Cassino:
    """A dealt game for tests: `num_seats` players, the standard options with `changes`, dealt from `packs`
    (default: shuffled with seed 0). Returns the state after `start()`."""
    options = dataclasses.replace(Options(), **changes)  # type: ignore[arg-type]
    state = Cassino(options, num_seats, packs or ShuffledPacks(random.Random(0)), dealer)
    state.start()
    return state
