"""Snitch'ems, the fishing game of The Sporting Magazine, 1797 (RULES.md §3, after [002]).

A layout of face-up cards lies on the table. In turn each player plays one card from hand: it **captures** if it
can, and must capture if any card of the hand can (one capture a turn, of the player's choice); otherwise it is
trailed and stays on the table. A card captures

1. by **pairing**: every table card of its rank — the only way to take a Jack, Queen or King;
2. by **making eight or ten**: with a set of table cards whose values and its own total exactly 8, or exactly 10
   (A = 1, 2–10 at face value; court cards have no value) — only with option `make_sums` on;
3. by **lifting**: when making eight (ten), every 8 (10) on the table may be taken as well, a pair or prial with
   the total. With `make_sums` off a total captures only when it lifts.

Captured cards go face down to the capturer's pile. When the pack is used up, the last capturer takes what is
left; most cards wins the deal, and a tie for the most is a draw, nobody winning that deal, with any number of
players (26–26, or Ann and Bob both taking 20 of three); the first to win `wins` deals wins the match.

Engine decisions where RULES.md is silent:
- Lifting takes every 8 (10) on the table or none: the two are different captures, both offered.
- Two ways of taking the same cards are one capture; pairing is named first ("pairs the fours", not "makes
  eight: 4 + 4", when the table's only four is taken either way).
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

from game.core.cards import Card, Rank, Suit, card
from game.core.rules import DealOver, Event, PackSource, ShuffledPacks
from game.games.fishing.captures import PIPS, RANK_PIPS, TableSums, describe, total
from game.games.fishing.rules import (
    Building,
    Capture,
    DealSheet,
    FishingState,
    Move,
    SeenTrail,
    SheetLine,
    Trail,
    capture,
    format_move,
    parse_move,
    value_call,
    value_word,
)
from game.i18n import N_, _

GAME = "snitchems"

TARGETS = (8, 10)
"""The totals a card may make with table cards (RULES.md §3, "Making eight or ten")."""

PAIRING = {
    1: (N_("Pair!"), N_("pairs the {values}")),
    2: (N_("Prial!"), N_("makes a prial of {values}")),
    3: (N_("Prial!"), N_("makes a double prial of {values}")),
}
"""The call (English, the voice's key) and the words of a pairing, by the number of table cards paired."""

_COURT_PLURALS = {Rank.ACE: N_("aces"), Rank.JACK: N_("jacks"), Rank.QUEEN: N_("queens"), Rank.KING: N_("kings")}
"""The ranks' plurals that are not a value's (game/games/fishing/moves.py marks "twos" … "tens"), for the catalogue."""

__all__ = ["GAME", "Options", "PRESETS", "SETTABLE", "Snitchems", "parse_move", "format_move", "new_game"]


@dataclass(frozen=True)
class Options:
    """The rules of one match of Snitch'ems (RULES.md §3): `make_sums` lets a card capture a set making eight
    or ten with no 8 or 10 to lift; `wins` is the number of deals to win the match; `hand_size` the cards dealt
    to each player a round."""

    preset: str = "sporting-magazine"
    make_sums: bool = True
    wins: int = 3
    hand_size: int = 3

    def seat_range(self) -> tuple[int, int]:
        """Two players (the source's game), three or four (RULES.md §3)."""
        return (2, 4)

    def layout_size(self, seats: int) -> int:
        """Cards laid face up at the start of a deal: 7 with three players, else 4 (RULES.md §3)."""
        return 7 if seats == 3 else 4


PRESETS: dict[str, Options] = {"sporting-magazine": Options()}
"""RULES.md §3: the game of The Sporting Magazine, 1797, as pagat gives it [002]."""

SETTABLE: dict[str, tuple[str, ...]] = {"sporting-magazine": ("make_sums", "wins")}


class Snitchems(FishingState):
    """A match of Snitch'ems in progress (RULES.md §3); see `FishingState` for the flow of a deal."""

    title = "Snitch'ems"

    # -- the moves --------------------------------------------------------------------------------------------

    def _moves(self, seat: int) -> list[Move]:
        """Every capture any card of the hand can make; only when there is none, a trail of any card
        (RULES.md §3: "Capture is compulsory")."""
        sums = self._sums(self.hands[seat])
        make_sums = self.options.make_sums
        captures = [c for held in self.hands[seat] for c in captures_from(held, sums, make_sums)]
        return list(captures) if captures else [Trail(c) for c in self.hands[seat]]

    def captures_for(self, played: Card) -> list[Capture]:
        """Every capture `played` can make from the table now, pairing first (RULES.md §3, 1–3)."""
        return captures_from(played, self._sums([played]), self.options.make_sums)

    def _sums(self, hand: list[Card]) -> TableSums:
        """The table's cards and their sets, up to the most a card of `hand` needs to make ten."""
        table = [c for c in self.table if isinstance(c, Card)]
        need = max(TARGETS) - min([RANK_PIPS[c.rank] or max(TARGETS) for c in hand], default=max(TARGETS))
        return TableSums(table, [RANK_PIPS[c.rank] for c in table], need)

    def _refusal(self, seat: int, move: object) -> str:
        if isinstance(move, Trail) and move.card in self.hands[seat]:
            able = next(m for m in self.legal_moves() if isinstance(m, Capture))
            return f"capture is compulsory: the {able.card.label} can take from the table, so no card may be trailed"
        if isinstance(move, Building):
            return "there are no builds in Snitch'ems: a card captures or is trailed"
        return super()._refusal(seat, move)

    def _describe(self, seat: int, move: Capture | Building) -> tuple[str, str]:
        """"Pair!" — "pairs the sevens"; "Eight!" — "makes eight: 3 + 5, lifting the 8"."""
        assert isinstance(move, Capture)
        played = move.card
        same = [c for c in self.table if isinstance(c, Card) and c.rank == played.rank]
        if len(same) == len(move.taken) and move.taken.issuperset(same):
            call, words = PAIRING[min(3, len(same))]
            return call, _(words).format(values=_(_COURT_PLURALS.get(played.rank, played.rank.plural)))
        group, *lifted = move.groups
        target = PIPS[played] + total(group, PIPS)
        sums = describe((played, *group))
        if not lifted:
            words = _("makes {value}: {sums}")
        elif len(lifted) == 1:
            words = _("makes {value}: {sums}, lifting the {target}")
        elif len(lifted) == 2:
            words = _("makes {value}: {sums}, lifting both {target}s")
        else:
            words = _("makes {value}: {sums}, lifting {n} {target}s")
        return value_call(target), words.format(value=_(value_word(target)), sums=sums, target=target, n=len(lifted))

    def _new_build(self, seat: int, move: Building) -> object:
        raise AssertionError("Snitch'ems has no builds")

    # -- the score ----------------------------------------------------------------------------------------------

    def _score_deal(self) -> list[Event]:
        """Most cards wins the deal; a tie for the most is a draw (RULES.md §3 "End")."""
        cards = tuple(len(p) for p in self.piles)
        most = max(cards)
        leaders = [s for s in range(self.num_seats) if cards[s] == most]
        winner = leaders[0] if len(leaders) == 1 else None
        if winner is not None:
            self.deals_won[winner] += 1
        self.scores = self.deals_won[:]
        sheet = DealSheet(
            self.deal_no,
            cards,
            sides=tuple((s,) for s in range(self.num_seats)),
            lines=(SheetLine(_("Cards"), tuple(str(n) for n in cards), cards),),
            totals=tuple(self.scores),
        )
        return [sheet, DealOver(self.deal_no, winner)]

    def _match_winners(self) -> tuple[int, ...]:
        """The first to win `wins` deals (RULES.md §3 "A match")."""
        return tuple(s for s in range(self.num_seats) if self.deals_won[s] >= self.options.wins)


def captures_from(played: Card, sums: TableSums, make_sums: bool) -> list[Capture]:
    """Every capture `played` can make from the table cards of `sums` (RULES.md §3, 1–3), pairing first: every
    table card of its rank; a set making eight or ten with it (with `make_sums`); with every 8 (10) lifted too."""
    found: dict[int, Capture] = {}  # by the table cards taken (a bitmask), the first way found
    pairs = sums.by_rank[played.rank]
    if pairs:
        found[pairs] = capture(played, tuple((c,) for c in sums.group(pairs)))
    value = RANK_PIPS[played.rank]
    for target in TARGETS:
        if not 0 < value < target or not sums.masks(target - value):
            continue
        lift = sums.by_rank[target]
        lifted = tuple((c,) for c in sums.group(lift))
        for mask in sums.masks(target - value):
            if make_sums and mask not in found:
                found[mask] = capture(played, (sums.group(mask),))
            if lift and mask | lift not in found:
                found[mask | lift] = capture(played, (sums.group(mask), *lifted))
    return list(found.values())


def barred_ranks(trail: SeenTrail, make_sums: bool) -> frozenset[Rank]:
    """The ranks `trail`'s player cannot have held when it was made: every rank a card of which could have
    captured from the table then (RULES.md §3: "Capture is compulsory")."""
    table = [c for c in trail.table if isinstance(c, Card)]
    sums = TableSums(table, [RANK_PIPS[c.rank] for c in table], max(TARGETS) - 1)
    return frozenset(rank for rank in Rank if captures_from(card(rank, Suit.CLUBS), sums, make_sums))


def new_game(num_seats: int = 2, packs: PackSource | None = None, dealer: int | None = None, **changes: object) -> Snitchems:
    """A dealt match for tests: `num_seats` players, the default options with `changes`, dealt from `packs`
    (default: shuffled with seed 0). Returns the state after `start()`."""
    options = dataclasses.replace(Options(), **changes)  # type: ignore[arg-type]
    state = Snitchems(options, num_seats, packs or ShuffledPacks(random.Random(0)), dealer)
    state.start()
    return state
