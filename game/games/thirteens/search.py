"""The hard computer player of Thirteens (RULES.md §6): which row takes a card that fits nowhere, chosen by
playing the rest of the seat's own patience out over orders of the calls still to come.

The seat knows its foundations, its rows and how many of each number the caller still holds (`to_come`), not
their order; the other players' patiences do not touch its own. The search (issue 12)
1. lists the candidate rows: medium's row first, then each other row unlike every one before it (two rows
   holding the same cards, such as two empty rows, are one candidate: whatever follows is the same);
2. draws an order of the calls to come (the numbers left, shuffled with the seat's seeded generator);
3. lays the card on each candidate and plays the patience to the last call with `playout_row`'s rule
   (`play_out`), the same order for every candidate (common random numbers), so candidates are compared on
   the same calls;
4. chooses the candidate with the best mean final score (cards on the foundations), unless it beats medium's
   row by less than `CONFIDENCE` standard errors of their paired difference: a noisy edge does not override
   the rule of thumb.

The play-outs do not use medium's rule: a search is only as good as the play that follows its choice, and
medium's "otherwise the row whose top is lowest" buries the card needed soonest. Played alone over 20,000
seeded orders, medium's rule scores 19.0 a game (out 1.2%), random rows 16.7, `playout_row` 38.4 (out 9.1%);
as this search's play-outs over the same 200 seeded games, medium's rule made hard score 34.7 (out 4.5%) and
`playout_row` 44.1 (out 21.5%), 9.3 ± 0.5 cards a game more.

The budget counts work, never time: a play-out costs one unit per call still to come plus `SAMPLE_WORK`, so
the same seed always gives the same row. With `auto_foundation` off the decision is the same one:
`players.sure_move` lifts free cards and founds the called card before a row is ever chosen, which is what
the app does by itself with it on (and what the play-outs do). Pure: an `Observation` and a seeded
`random.Random` in, a move out.
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from game.games.thirteens.rules import TOP, Move, Observation, ToRow

EMPTY = TOP + 1
"""An empty row's top, for comparing rows: higher than every card."""

WORK = 30_000
"""The default budget in units (see the module docstring): at the first choice among four rows, 136 orders of
the 51 calls to come, some 25 ms on the (2-core, busy) development machine; later, with fewer calls to come,
more orders (up to `MAX_SAMPLES`) in about the same time. In trials of 300 games, 200 orders a candidate
scored no better than 100, and 50 scored 0.8 ± 0.3 of a card a game less."""

SAMPLE_WORK = 4
"""What a play-out costs apart from its calls: copying the rows and the foundations, scoring, and (once for
every candidate) shuffling the order."""

MIN_SAMPLES, MAX_SAMPLES = 8, 1000
"""Fewer orders than `MIN_SAMPLES` say nothing the rule of thumb does not: with less budget the search leaves
the row to medium. `MAX_SAMPLES` caps the last few calls, whose orders are cheap to play."""

CONFIDENCE = 1.0
"""How many standard errors of the paired difference a candidate must beat medium's row by (1 and 2 scored
alike in trials)."""


def medium_row(rows: Sequence[Sequence[int]], number: int) -> int:
    """Medium's row for `number` (RULES.md §6; issue 12, "the common-sense rule"): the row whose top is
    higher than `number` and as close above it as possible (an empty row counts as higher than every card);
    otherwise the row whose top is lowest; the first such row on a tie. `rows` are numbers, bottom first."""
    above, above_top, lowest, lowest_top = -1, EMPTY + 1, 0, EMPTY + 1
    for index, row in enumerate(rows):
        top = row[-1] if row else EMPTY
        if top > number:
            if top < above_top:
                above, above_top = index, top
        elif top < lowest_top:
            lowest, lowest_top = index, top
    return above if above >= 0 else lowest


def playout_row(rows: Sequence[Sequence[int]], number: int) -> int:
    """The play-outs' row for `number`: the row whose top is the same number or higher, as close to it as
    possible (an empty row counts as higher than every card); otherwise the row whose top is highest, the one
    the card holds up least. The first such row on a tie. `rows` are numbers, bottom first."""
    fit, fit_top, highest, highest_top = -1, EMPTY + 1, 0, -1
    for index, row in enumerate(rows):
        top = row[-1] if row else EMPTY
        if top >= number:
            if top < fit_top:
                fit, fit_top = index, top
        elif top > highest_top:
            highest, highest_top = index, top
    return fit if fit >= 0 else highest


def wanted(foundations: Sequence[int]) -> list[int]:
    """How many of `foundations` (their top numbers, 0 for an empty one) take each number next: index n holds
    the foundations showing n − 1, so 1 … 13 can be looked up directly (index 14 counts finished ones)."""
    want = [0] * (TOP + 2)
    for top in foundations:
        want[top + 1] += 1
    return want


def play_out(want: list[int], rows: list[list[int]], calls: Sequence[int]) -> int:
    """Play `calls` (numbers, in the caller's order) on one patience as the engine plays it with
    `auto_foundation`: a called number that fits a foundation goes there and free row cards that fit follow,
    row by row, first row first, until none fits; any other goes on `playout_row`. `want` (see `wanted`) and
    `rows` are changed in place. Returns the cards put on the foundations."""
    founded = 0
    for number in calls:
        if want[number]:
            want[number] -= 1
            want[number + 1] += 1
            founded += 1
            moved = True
            while moved:
                moved = False
                for row in rows:
                    if row and want[row[-1]]:
                        top = row.pop()
                        want[top] -= 1
                        want[top + 1] += 1
                        founded += 1
                        moved = True
        else:
            rows[playout_row(rows, number)].append(number)
    return founded


class RowSearch:
    """A hard decision in progress (a `game.core.thinker.Thinker`): `step` runs play-outs, `best` is the row
    chosen so far (medium's until the search has something to say).

    `obs` must be waiting for a row (as `players.think` hands it over: no lift or foundation left to make);
    `rng` is the seat's seeded generator; `work` the budget in units (see the module docstring). Raises
    ValueError when the seat has no card to place. `calls`, when given, is the true order of the calls to come
    (the oracle, which sees the caller's pack): each candidate is played out on it once and the best taken."""

    def __init__(
        self, obs: Observation, rng: random.Random, work: int = WORK, calls: Sequence[int] | None = None
    ) -> None:
        if not obs.waiting or obs.card is None:
            raise ValueError(f"seat {obs.seat} has no card to place")
        self.seat, self.rng = obs.seat, rng
        self.number = obs.card.rank.value
        self.rows = [list(row) for row in obs.rows]
        self.want = wanted(obs.foundations)
        self.base = sum(obs.foundations)  # a foundation showing n holds n cards
        first = medium_row(obs.rows, self.number)
        seen = {obs.rows[first]}
        self.candidates = [first]
        for index, row in enumerate(obs.rows):
            if row not in seen:
                seen.add(row)
                self.candidates.append(index)
        self.known = calls is not None
        if calls is not None:
            self.calls = list(calls)
        else:
            self.calls = [number for number in range(1, TOP + 1) for _ in range(obs.to_come[number - 1])]
        per_sample = len(self.candidates) * (len(self.calls) + SAMPLE_WORK)
        # The true order needs playing once (it is the same every time): one sample, and no test of noise.
        samples = 1 if self.known else min(MAX_SAMPLES, work // per_sample)
        # With no call to come every candidate scores the same, and one candidate has nothing to compare.
        searching = len(self.candidates) > 1 and bool(self.calls) and (self.known or samples >= MIN_SAMPLES)
        self.samples = samples if searching else 0
        self.values: list[list[int]] = [[] for _ in self.candidates]
        self.played = 0

    def step(self, iterations: int) -> None:
        """Run up to `iterations` play-outs, one candidate on one order each: at most 51 calls, some 40 µs on
        the development machine, so the table can stop between any two when its slice of the frame is
        spent. A new order is drawn when every candidate has had the last one."""
        for _ in range(iterations):
            if self.done():
                return
            turn = self.played % len(self.candidates)
            if turn == 0 and not self.known:
                self.rng.shuffle(self.calls)
            rows = [row[:] for row in self.rows]
            rows[self.candidates[turn]].append(self.number)
            self.values[turn].append(self.base + play_out(self.want[:], rows, self.calls))
            self.played += 1

    def done(self) -> bool:
        return self.played >= self.samples * len(self.candidates)

    def best(self) -> Move:
        """The candidate with the best mean final score over the orders every candidate has played, if it
        beats medium's row by `CONFIDENCE` standard errors of the paired difference; else medium's row."""
        seen = min(len(v) for v in self.values)
        if seen < (1 if self.known else 2):
            return ToRow(self.seat, self.candidates[0])
        means = self.means()
        top = max(range(len(self.candidates)), key=lambda k: means[k])
        if top == 0 or self.known:
            return ToRow(self.seat, self.candidates[top])
        diffs = [a - b for a, b in zip(self.values[top][:seen], self.values[0][:seen])]
        mean = sum(diffs) / seen
        spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (seen - 1))
        return ToRow(self.seat, self.candidates[top if mean > CONFIDENCE * spread / math.sqrt(seen) else 0])

    def means(self) -> list[float]:
        """Each candidate's mean final score so far (cards on the foundations), in `candidates`' order."""
        seen = min(len(v) for v in self.values)
        return [sum(v[:seen]) / seen if seen else 0.0 for v in self.values]
