"""Properties of every game of Cassino (RULES.md §4), over 1,000 seeded games per player count with random
legal moves; the standard game or Royal Casino, standard or Peel's scoring, `must_capture` on or off, and with
four players partners on or off, drawn from each seed.

Every card is in exactly one place (hands, table, piles, stock) after every move; the legal moves are the
rules' own (compared with a brute-force reading of RULES.md on small tables); a build on the table is made of
sets of its value; the owner of a build holds a card of its value while it stands, and never trails; with
`must_capture`, nobody trails who can capture; a capture that clears
the table is a sweep, except on the last play of a deal; the last capturer takes the table; a deal's points
are 11 and the sweeps (less 3 and 1 for a tie for most cards or spades); the game ends at 21 with one side
the highest; every move reads back as written; and a replay reproduces the game.
"""

from __future__ import annotations

import random

import pytest

from game.core.rules import Event, GameOver
from game.core.session import Session
from game.games.cassino.rules import Cassino, Scoring
from game.games.fishing.captures import split_into
from game.games.fishing.rules import Build, Built, Capture, Captured, DealSheet, FishingState, Move, TableTaken, Trail
from game.registry import CASSINO

from ..fishing.oracle import cassino_moves
from ..fishing.properties import new_session, play_out, replays_the_same

GAMES = 1000
REPLAYED = 20
"""One game in this many is also saved as a replay and played again from it."""
ORACLE_GAMES, ORACLE_TABLE = 30, 5
"""Games whose legal moves are compared with a brute-force reading of the rules, on tables of at most five
items."""


class Rules:
    """The checks before and after each move, with what they remember of the deal so far."""

    def __init__(self) -> None:
        self.last_capturer: int | None = None
        self.sweeps = 0

    def position(self, state: FishingState, seat: int, legal: list[Move]) -> None:
        assert isinstance(state, Cassino)
        trails = [m for m in legal if isinstance(m, Trail)]
        owned = {item.value for item in state.table if isinstance(item, Build) and item.owner == seat}
        held = {state.capture_value(c) for c in state.hands[seat]}
        assert owned <= held, "the owner of a build keeps a card of its value while it stands (RULES.md §4)"
        can_capture = any(isinstance(m, Capture) for m in legal)
        barred = bool(owned) or (state.options.must_capture and can_capture)
        assert len(trails) == (0 if barred else len(state.hands[seat])), "who may trail (RULES.md §4)"

    def moved(self, state: FishingState, move: Move, events: list[Event]) -> None:
        assert isinstance(state, Cassino)
        for event in events:
            if isinstance(event, Captured):
                self.last_capturer = event.seat
                self.sweeps += event.sweep
                cleared = not state.table and not _ended(events)
                assert event.sweep == cleared, "a capture that clears the table sweeps, but not on the last play"
            elif isinstance(event, Built):
                build = event.build
                assert split_into(build.cards, build.value, state.values) is not None, "a build is sets of its value"
                assert build.owner == event.seat and build in state.table
            elif isinstance(event, TableTaken):
                assert event.seat == self.last_capturer, "the last capturer takes the table"
            elif isinstance(event, DealSheet):
                self.deal_scored(state, event)
            elif isinstance(event, GameOver):
                totals = [state.scores[side[0]] for side in state.sides()]
                best = max(totals)
                assert best >= state.options.target and totals.count(best) == 1
                assert set(event.winners) == set(state.sides()[totals.index(best)])

    def deal_scored(self, state: Cassino, sheet: DealSheet) -> None:
        """RULES.md §4 "Points of a deal": 11 plus sweeps, less the 3 (1) nobody gets on a tie for most cards
        (spades); Peel's scoring then as [000] says."""
        cards, spades = (tuple(int(n) for n in line.had) for line in sheet.lines[:2])
        assert sum(cards) == 52 and sum(spades) == 13
        tie = 3 * (cards.count(max(cards)) > 1) + (spades.count(max(spades)) > 1)
        made = [sum(line.points[k] for line in sheet.lines) for k in range(len(sheet.sides))]
        assert sum(made) == 11 + self.sweeps - tie
        scored = [sheet.points[side[0]] for side in sheet.sides]
        if state.options.scoring is Scoring.STANDARD:
            assert scored == made
        elif len(made) == 2:
            assert sorted(scored) == [0, max(made) - min(made)]
        else:
            assert scored == [m - min(made) for m in made]
        self.last_capturer, self.sweeps = None, 0


def _ended(events: list[Event]) -> bool:
    return any(isinstance(e, DealSheet) for e in events)


def random_session(seats: int, seed: int, rng: random.Random) -> Session:
    preset = "royal" if rng.random() < 0.3 else "standard"
    changes: dict[str, object] = {
        "scoring": Scoring.PEEL if rng.random() < 0.1 else Scoring.STANDARD,
        "must_capture": rng.random() < 0.3,
    }
    if seats == 4:
        changes["partners"] = rng.random() < 0.5
    return new_session(CASSINO, preset, changes, seats, seed)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_keep_the_rules_and_their_replays_reproduce_them(seats: int) -> None:
    for seed in range(GAMES):
        rng = random.Random(seed)
        session = random_session(seats, seed, rng)
        play_out(session, rng, None, Rules())
        if seed % REPLAYED == 0:
            replays_the_same(session)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_legal_moves_are_the_rules_own(seats: int) -> None:
    """On every small table of 30 games, the engine's legal moves are exactly those a brute-force reading of
    RULES.md §4 (with the engine's decisions) finds (tests/games/fishing/oracle.py)."""
    for seed in range(GAMES, GAMES + ORACLE_GAMES):
        rng = random.Random(seed)
        play_out(random_session(seats, seed, rng), rng, cassino_moves, Rules(), ORACLE_TABLE)
