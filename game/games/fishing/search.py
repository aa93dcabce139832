"""The hard computer player of the fishing games (RULES.md §3 Snitch'ems, §4 Cassino): a search over the deals
the seat cannot tell apart.

The seat knows its own hand, the table and every card taken; the other hands and the stock are the cards it
has not seen, in an order it cannot know. The search
1. shortlists the root moves: the medium player's `CANDIDATES` best (a Cassino hand can have hundreds of legal
   moves on a crowded table; moves the game calls the same, e.g. a trail of either red seven in Snitch'ems,
   count once);
2. draws `worlds`: the unseen cards dealt at random to the other hands, by their sizes, and the stock
   (`determinize`), no hand given a card its player is known not to hold (`Game.barred`: at Snitch'ems a
   trail proves that no card its player held could capture);
3. plays every candidate in every world and the rest of the deal out with the medium player's choices for
   every seat, each seeing only what it may see (`Game.policy`), the same play-out randomness for every
   candidate in a world, so candidates are compared on the same deals (common random numbers);
4. scores the end of the deal for the seat (`Game.value`: its side's result against the best other side's).
The move chosen is the candidate with the best average, unless it beats the medium player's own choice by
less than `Game.confidence` standard errors of their paired difference: a noisy edge does not override the rule of
thumb.

The budget counts work, never time: a play-out costs one unit per card still to be played, plus
`SAMPLE_WORK`, so the same seed always gives the same move. Pure: an `Observation` and a seeded
`random.Random` in, a move out.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import partial
from typing import Callable, Hashable, Sequence

from game.core.cards import Card
from game.games.fishing.rules import DealSheet, Event, FishingState, Move, Observation

SAMPLE_WORK = 4
"""What a play-out costs apart from its cards: drawing the world, copying it, scoring the deal."""

MIN_WORLDS, MAX_WORLDS = 8, 200
"""Fewer worlds than `MIN_WORLDS` say nothing a rule of thumb does not: with less budget the search weighs
fewer candidates, down to two, and below that it leaves the move to the medium player."""


@dataclass(frozen=True)
class Game:
    """What the search needs of a fishing game: its `state` class; the medium player's `ranked` root moves
    (value, move), best first; its `policy` for the play-outs; the `value` of a deal's score sheet for a
    seat; the most `candidates` to search; the default budget (`work`, in units); how many standard errors
    of their paired difference a candidate must beat the medium player's choice by (`confidence`); what
    makes two moves the `same` (default: equality); and the cards each seat is known not to hold, by seat
    (`barred`; default: none known)."""

    state: type[FishingState]
    ranked: Callable[[Observation], list[tuple[float, Move]]]
    policy: Callable[[FishingState, random.Random], Move]
    value: Callable[[DealSheet, int], float]
    candidates: int
    work: int
    confidence: float
    same: Callable[[Move], Hashable] = lambda move: move
    barred: Callable[[Observation], Sequence[frozenset[Card]]] | None = None


def determinize(
    obs: Observation, game: Game, rng: random.Random, barred: Sequence[frozenset[Card]] | None = None
) -> FishingState:
    """A position `obs`'s seat cannot tell from the real one: the cards it has not seen shuffled with `rng`
    and dealt to the other hands, by their sizes, and the rest to the stock. A hand gets none of the cards
    its player cannot hold, by seat (`barred`; None: `known_barred(obs, game)`, which a search drawing many
    worlds works out once); the hands known to lack most are dealt first, and should the cards left not fit a
    hand (several hands' records together can corner the random deal) it takes any. Play in it stops when
    the deal ends."""
    unseen = obs.unseen()
    rng.shuffle(unseen)
    if barred is None:
        barred = known_barred(obs, game)
    hands: list[list[Card]] = [[] for _ in obs.hand_sizes]
    others = sorted((s for s in range(obs.num_seats) if s != obs.seat), key=lambda s: -len(barred[s]))
    for seat in others:
        size = obs.hand_sizes[seat]
        allowed = [c for c in unseen if c not in barred[seat]] if barred[seat] else unseen
        if allowed is unseen or len(allowed) < size:
            hands[seat], unseen = unseen[:size], unseen[size:]
        else:
            hands[seat] = allowed[:size]
            taken = set(hands[seat])
            unseen = [c for c in unseen if c not in taken]
    return game.state.from_observation(obs, hands, unseen)


def known_barred(obs: Observation, game: Game) -> Sequence[frozenset[Card]]:
    """The cards each seat is known not to hold, by seat (`game.barred`; none when the game knows of none)."""
    return game.barred(obs) if game.barred else [frozenset[Card]()] * obs.num_seats


def true_world(state: FishingState) -> FishingState:
    """A copy of the true `state` in which play stops when the deal ends: the oracle's world, which sees every
    hand and the order of the stock."""
    world = state.clone()
    world.stop_after_deal = True
    return world


class FishingSearch:
    """A hard decision in progress (a `game.core.thinker.Thinker`): `step` runs play-outs, `best` is the
    move chosen so far (the medium player's until the search has something to say).

    `work` is the budget in units (None: the game's default); `sample` draws each world (default:
    `determinize`; the oracle passes `true_world`'s copy of the true position). Raises ValueError when it is
    not `obs`'s seat's turn."""

    def __init__(
        self,
        obs: Observation,
        rng: random.Random,
        game: Game,
        work: int | None = None,
        sample: Callable[[], FishingState] | None = None,
    ) -> None:
        if obs.to_move != obs.seat:
            raise ValueError(f"it is not seat {obs.seat}'s turn")
        self.obs, self.rng, self.game = obs, rng, game
        self.sample = sample or partial(determinize, obs, game, rng, known_barred(obs, game))
        self.moves = _candidates(game.ranked(obs), game)
        playout = sum(obs.hand_sizes) + obs.stock + SAMPLE_WORK
        budget = game.work if work is None else work
        while len(self.moves) > 2 and budget // (len(self.moves) * playout) < MIN_WORLDS:
            self.moves.pop()
        worlds = min(MAX_WORLDS, budget // (len(self.moves) * playout))
        self.worlds = worlds if len(self.moves) > 1 and worlds >= MIN_WORLDS else 0
        self.values: list[list[float]] = [[] for _ in self.moves]
        self.world: FishingState | None = None
        self.seed = 0
        self.playout: _PlayOut | None = None

    def step(self, iterations: int) -> None:
        """Play up to `iterations` cards of the play-outs (each play-out one candidate in one world, to the end
        of the deal): a whole play-out of a four-hand deal takes several ms, one card a tenth of that, so the
        table can stop between any two cards when its slice of the frame is spent."""
        for _ in range(iterations):
            if self.done():
                return
            if self.playout is None:
                self.playout = self._start_play_out()
            elif self.playout.step(self.game):
                self.values[self.playout.candidate].append(self.game.value(self.playout.sheet(), self.obs.seat))
                self.playout = None

    def done(self) -> bool:
        return len(self.values[-1]) >= self.worlds

    def best(self) -> Move:
        """The candidate with the best average play-out, if it beats the medium player's choice clearly (see
        the module docstring); else the medium player's choice."""
        base = self.values[0]
        if not base or len(self.moves) == 1:
            return self.moves[0]
        seen = min(len(v) for v in self.values)
        if seen < 2:  # stopped before every candidate had two play-outs: nothing to compare yet
            return self.moves[0]
        means = [sum(v[:seen]) / seen for v in self.values]
        top = max(range(len(self.moves)), key=lambda k: means[k])
        if top == 0:
            return self.moves[0]
        diffs = [a - b for a, b in zip(self.values[top][:seen], base[:seen])]
        mean = sum(diffs) / seen
        spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (seen - 1))
        return self.moves[top] if mean > self.game.confidence * spread / math.sqrt(seen) else self.moves[0]

    def _start_play_out(self) -> _PlayOut:
        """The next candidate's play-out, its move played; a new world when every candidate has had this one."""
        turn = len(self.values[-1])
        candidate = next(k for k, tried in enumerate(self.values) if len(tried) == turn)
        if candidate == 0:
            self.world = self.sample()
            self.seed = self.rng.getrandbits(32)
        assert self.world is not None
        state = self.world.clone()
        return _PlayOut(candidate, state, random.Random(self.seed), state.apply(self.moves[candidate]))


@dataclass
class _PlayOut:
    """A play-out under way: `candidate` (an index of `FishingSearch.moves`) has been played in a copy of the
    world, `state`; everyone then plays as medium with `rng`, the same for every candidate in the world.
    `events` are the last move's."""

    candidate: int
    state: FishingState
    rng: random.Random
    events: list[Event]

    def step(self, game: Game) -> bool:
        """Play the next card; True when the deal is over (then `sheet` is its score sheet)."""
        if self.state.current_seat() is not None:
            self.events = self.state.apply(game.policy(self.state, self.rng))
        return self.state.current_seat() is None

    def sheet(self) -> DealSheet:
        return next(e for e in self.events if isinstance(e, DealSheet))


def _candidates(ranked: list[tuple[float, Move]], game: Game) -> list[Move]:
    """The root moves to search: the medium player's best first, each kind of move once, at most
    `game.candidates`."""
    chosen: dict[Hashable, Move] = {}
    for _, move in ranked:
        chosen.setdefault(game.same(move), move)
        if len(chosen) == game.candidates:
            break
    return list(chosen.values())


def side_margin(sheet: DealSheet, seat: int) -> float:
    """The points (or cards) a deal's score sheet gives `seat`'s side less the best other side's."""
    made = [sum(line.points[i] for line in sheet.lines) for i in range(len(sheet.sides))]
    mine = next(i for i, side in enumerate(sheet.sides) if seat in side)
    return made[mine] - max(m for i, m in enumerate(made) if i != mine)
