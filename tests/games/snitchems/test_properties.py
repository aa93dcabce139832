"""Properties of every match of Snitch'ems (RULES.md §3), over 1,000 seeded matches per player count with
random legal moves, `make_sums` on or off and 1 or 2 deals to win.

Every card is in exactly one place (hands, table, piles, stock) after every move; the legal moves are the
rules' own (compared with a brute-force reading of RULES.md on small tables); capture is never skipped — a card
is trailed only when no card of the hand can capture, so a trailed card never pairs a table card ([002]: pairs
"only … if they were dealt in the initial layout"); the last capturer takes the table; each deal goes to the
most cards (a tie to nobody); the match to the first to win its deals; every move reads back as written; and a
replay reproduces the match.
"""

from __future__ import annotations

import random

import pytest

from game.core.rules import DealOver, Event, GameOver
from game.core.session import Session
from game.games.fishing.captures import PIPS, sets_totalling
from game.games.fishing.rules import Captured, DealSheet, FishingState, Move, TableTaken, Trail
from game.games.snitchems.rules import Snitchems
from game.registry import SNITCHEMS

from ..fishing.oracle import snitchems_moves
from ..fishing.properties import new_session, play_out, replays_the_same

MATCHES = 1000
REPLAYED = 10
"""One match in this many is also saved as a replay and played again from it."""
ORACLE_MATCHES, ORACLE_TABLE = 60, 7
"""Matches whose legal moves are compared with a brute-force reading of the rules, on tables of at most seven
cards."""


def can_capture(state: FishingState, seat: int) -> bool:
    """Whether any card of `seat`'s hand can capture (RULES.md §3 1–3), worked out afresh."""
    table = list(state.table)
    ranks = {c.rank for c in table}
    for played in state.hands[seat]:
        if played.rank in ranks:
            return True
        for target in (8, 10):
            if 0 < PIPS[played] < target and (state.options.make_sums or target in ranks):
                if sets_totalling(table, target - PIPS[played], PIPS):
                    return True
    return False


class Rules:
    """The checks before and after each move, with what they remember of the deal so far."""

    def __init__(self) -> None:
        self.last_capturer: int | None = None

    def position(self, state: FishingState, seat: int, legal: list[Move]) -> None:
        trails = [m for m in legal if isinstance(m, Trail)]
        if trails:
            assert len(trails) == len(legal) == len(state.hands[seat]), "any card is trailed, or none"
            assert not can_capture(state, seat), "capture is compulsory"
            ranks = {c.rank for c in state.table}
            assert not any(m.card.rank in ranks for m in trails), "a trailed card never pairs a table card"

    def moved(self, state: FishingState, move: Move, events: list[Event]) -> None:
        assert isinstance(state, Snitchems)
        for event in events:
            if isinstance(event, Captured):
                self.last_capturer = event.seat
                assert not event.sweep, "clearing the table scores nothing"
            elif isinstance(event, TableTaken):
                assert event.seat == self.last_capturer, "the last capturer takes the table"
            elif isinstance(event, DealSheet):
                counts = event.points
                assert sum(counts) == 52
                deal_over = next(e for e in events if isinstance(e, DealOver))
                leaders = [s for s, n in enumerate(counts) if n == max(counts)]
                assert deal_over.winner == (leaders[0] if len(leaders) == 1 else None), "most cards; a tie is a draw"
                self.last_capturer = None
            elif isinstance(event, GameOver):
                assert [state.deals_won[s] for s in event.winners] == [state.options.wins]
                assert max(state.deals_won) == state.options.wins and len(event.winners) == 1


def random_session(seats: int, seed: int, rng: random.Random) -> Session:
    changes = {"make_sums": rng.random() < 0.7, "wins": rng.randint(1, 2)}
    return new_session(SNITCHEMS, "sporting-magazine", changes, seats, seed)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_matches_keep_the_rules_and_their_replays_reproduce_them(seats: int) -> None:
    for seed in range(MATCHES):
        rng = random.Random(seed)
        session = random_session(seats, seed, rng)
        play_out(session, rng, None, Rules())
        if seed % REPLAYED == 0:
            replays_the_same(session)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_legal_moves_are_the_rules_own(seats: int) -> None:
    """On every small table of 60 matches, the engine's legal moves are exactly those a brute-force reading
    of RULES.md §3 finds (tests/games/fishing/oracle.py)."""
    for seed in range(MATCHES, MATCHES + ORACLE_MATCHES):
        rng = random.Random(seed)
        play_out(random_session(seats, seed, rng), rng, snitchems_moves, Rules(), ORACLE_TABLE)
