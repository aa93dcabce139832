"""The hard player where following is forced and only the lead is a choice (follow or pass, RULES.md §1.2–§1.3):
every lead played out in the same deals, weighted by what the others' leads say.

Each world of the search
1. is a full state the seat cannot tell from the real one (`sampling.determinize`: the other hands drawn from
   the unseen cards, respecting hand sizes and proven voids), weighted by how likely the other seats' leads
   this deal were in it (`inference.likelihood`, the opponent model: the medium player leads its lone cards
   while the hands are full, then the rank it holds most);
2. plays every root choice in it and the rest of the deal out with the quick policy of
   `game.games.snip_snap_snorum.playout` (follow or pass, lead as medium does), every choice with the
   same play-out randomness (common random numbers), so the choices are compared on the same deals and the
   luck of the deal cancels out of their difference;
3. scores the end of the deal (`playout.scores`: the seat's share of the coins in play, or the match's result
   if it ended).
The choice with the best weighted average is played. Suits never matter (RULES.md §1), so a choice is a rank.
The play-outs stop at the end of the current deal: a new deal is a fresh shuffle that no choice now can steer.

Where everyone plays and in Cavendish the information-set tree search (`ismcts`) is used instead: it plans
the seat's own later cards, which these flat play-outs leave to the policy, and lost nothing to it there;
here, comparing the leads on the same deals and weighing them by the others' leads won 2–3 points (docs/AI.md
has the figures).

The budget counts work, never time: a world costs `SAMPLE_WORK` units plus, for each choice, one per card still
in the hands and `MOVE_WORK`, so the same seed always gives the same move. Pure: an `Observation` and a seeded
`random.Random` in, a move out.
"""

from __future__ import annotations

import random
from typing import Callable

from game.core.cards import Rank
from game.games.snip_snap_snorum.inference import likelihood
from game.games.snip_snap_snorum.medium import Choice, choice_of, medium_move
from game.games.snip_snap_snorum.playout import play_out, scores
from game.games.snip_snap_snorum.rules import Move, Observation, SnipSnapSnorum
from game.games.snip_snap_snorum.sampling import determinize

WORK_PER_DECISION = 64_000
"""The default budget in units of work: about 25 ms a decision on the 2-core development machine (p99 about
40 ms, `snipsnap bench`). (Hard against three medium players, all-dealt, 1,000 games, seed 1: 33.9 % with
40,000, 35.2 % with 64,000, 34.7 % with 96,000: a little more than one standard error gained, then nothing.)"""

SAMPLE_WORK = 56
"""A world's work apart from its play-outs: drawing it and weighing it, in units."""

MOVE_WORK = 8
"""A play-out's work apart from its cards: its generator, the hands copied as ranks, the choice played."""

MIN_WORLDS, MAX_WORLDS = 8, 400


def default_worlds(obs: Observation, choices: int) -> int:
    """Worlds for a decision among `choices` from `obs` when no budget is given: about `WORK_PER_DECISION`
    units, so more worlds late in a deal and with fewer choices (within `MIN_WORLDS` … `MAX_WORLDS`)."""
    per_world = SAMPLE_WORK + choices * (sum(obs.hand_sizes) + MOVE_WORK)
    return max(MIN_WORLDS, min(MAX_WORLDS, WORK_PER_DECISION // per_world))


class DealSearch:
    """The hard level's decision from `obs` (see the module docstring), done in slices by `step`.

    `budget` is the number of worlds (None: `default_worlds`). Uses `rng` for the worlds and the play-outs, so
    the same seed gives the same move. `sample` draws each world (default: `determinize(obs, rng)`, weighed by
    `likelihood`; the oracle passes a copy of the true state, which needs no weighing). Until it has searched
    one world, `best()` is the medium player's move. Raises ValueError when `obs` has no legal moves or
    `budget` is negative.
    """

    def __init__(
        self,
        obs: Observation,
        rng: random.Random,
        budget: int | None = None,
        sample: Callable[[], SnipSnapSnorum] | None = None,
    ) -> None:
        if not obs.legal:
            raise ValueError(f"it is not seat {obs.seat}'s turn")
        if budget is not None and budget < 0:
            raise ValueError(f"a search budget is a number of worlds, not {budget}")
        self._obs, self._rng = obs, rng
        self._fallback = medium_move(obs, rng)
        self._moves: dict[Choice, Move] = {choice_of(self._fallback): self._fallback}
        for move in obs.legal:
            self._moves.setdefault(choice_of(move), move)
        self._choices = list(self._moves)
        self._sample = sample
        # With one rank to choose (or only a pass) there is nothing to search.
        worlds = default_worlds(obs, len(self._choices)) if budget is None else budget
        self._worlds = worlds if len(self._choices) > 1 else 0
        self._totals = [0.0] * len(self._choices)  # weighted scores over the finished worlds
        self._current = [0.0] * len(self._choices)  # the current world's scores, counted once it is finished
        self._weight = 0.0
        self._world: SnipSnapSnorum | None = None
        self._world_weight = 0.0
        self._seed = 0
        self._done_worlds = 0
        self._next = 0  # the choice to play out next in the current world

    def step(self, iterations: int) -> None:
        """Run up to `iterations` play-outs (one choice in one world each), never past the budget."""
        for _ in range(iterations):
            if self.done():
                return
            if self._next == 0:
                self._new_world()
            self._play(self._next)
            self._next = (self._next + 1) % len(self._choices)
            if self._next == 0:
                self._done_worlds += 1
                self._weight += self._world_weight
                self._totals = [t + self._world_weight * c for t, c in zip(self._totals, self._current)]

    def done(self) -> bool:
        return self._done_worlds >= self._worlds

    def best(self) -> Move:
        """The choice with the best weighted average over the worlds every choice has been played in (ties:
        the medium player's), or the medium move before any."""
        if not self._done_worlds or self._weight <= 0:
            return self._fallback
        top = max(range(len(self._choices)), key=lambda k: (self._totals[k], k == 0))
        return self._moves[self._choices[top]]

    def _new_world(self) -> None:
        if self._sample is not None:
            self._world, self._world_weight = self._sample(), 1.0
        else:
            self._world = determinize(self._obs, self._rng)
            self._world_weight = likelihood(self._world, self._obs)
        self._seed = self._rng.getrandbits(32)

    def _play(self, k: int) -> None:
        """Play choice `k` in the current world and the deal out, and keep its score. Following is forced and a
        pass comes only with no card of the rank, so with two or more choices the seat is leading: the lead is
        played in the play-out itself (a copy of the engine and its move would cost more than the deal)."""
        world, choice = self._world, self._choices[k]
        assert world is not None and isinstance(choice, Rank) and world.run_rank is None
        outcome = play_out(world, random.Random(self._seed).randrange, lead=choice)
        self._current[k] = scores(outcome, world.options.coins, world.options.unlimited)[self._obs.seat]
