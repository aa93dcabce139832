"""The hard computer player: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

After Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search" (IEEE TCIAIG, 2012). The
tree holds the observing seat's view: a node is a sequence of choices, not a full state. Each iteration
1. samples a full state the seat cannot tell from the real one (`determinize`: the other hands drawn
   from the unseen cards, respecting hand sizes and proven voids; later deals shuffled by our own rng),
2. walks down the tree, choosing among the moves legal in that sample by UCB1 with availability counts
   (a child's exploration term counts the iterations in which it could be chosen, not the parent's),
3. adds one new node, then plays the rest of the deal out with the quick policy of `game.games.snip_snap_snorum.playout`
   (match when one must, or in `bump` when the count of the rank makes a double bump unlikely; else the
   safest card — in `cavendish` medium's rule, inviting a snip, then racing — or medium's lead (`lead_of`);
   `motor` runs paying when they end), and
4. scores the end of the deal for every seat and adds each seat's score to the nodes of its choices.
The move chosen is the most searched root choice.

Two simplifications keep it fast and focused. Suits never matter (RULES.md §1), so a choice is a rank
(or a pass), which merges equivalent cards. Forced moves (a single rank or a pass) are played without a
node, so the tree branches only where someone really chooses; a node's children are keyed by the seat
choosing as well as the rank, since who chooses next can depend on the hidden hands. The tree and the
play-outs stop at the end of the current deal (RULES.md §1.1/§1.2: a new deal is a fresh shuffle that no
choice now can steer), where the position is scored by the coins (see `playout.scores`). When everyone
plays (§1.1), the medium player's exact valuation of the root choices biases the search (see `_prior`).
"""

from __future__ import annotations

import math
import random
from typing import Callable

from game.games.snip_snap_snorum.medium import (
    Choice,
    choice_of,
    choice_values,
    medium_move,
)
from game.games.snip_snap_snorum.playout import UNLIMITED_STAKE, outcome_of, play_out, scores
from game.games.snip_snap_snorum.rules import (
    Flow,
    Move,
    Observation,
    Play,
    SnipSnapSnorum,
)
from game.games.snip_snap_snorum.sampling import determinize

EXPLORATION = 0.7
"""UCB1's exploration constant, for scores scaled to 0–1 by the range seen so far in the search."""

PRIOR_VISITS = 100
"""How many play-outs the medium player's valuation of the root choices is worth (progressive bias)."""

MOTOR_PRIOR_VISITS = 300
"""`PRIOR_VISITS` in `motor` (RULES.md §1.4): a lead's cost hangs on how long its run gets, which the
play-outs, noisy by whole lives, resolve poorly; medium's valuation weighs it from exact counts, so it
leads the search for longer. (Hard against three medium players, 300 games, seed 1: 21.7 % with 100,
27.0 % with 300.)"""

WORK_PER_DECISION = 20_000
"""The default budget in units of work. An iteration costs `SAMPLE_WORK` units plus one per card still in
the hands; on the 2-core development machine a unit is about 1.7 µs, so a decision takes about 35 ms."""

SAMPLE_WORK = 56
"""The work of an iteration apart from the play-out (the sample, the walk down the tree), in units."""

MIN_ITERATIONS, MAX_ITERATIONS = 50, 1_000


def default_budget(obs: Observation) -> int:
    """Iterations for a decision from `obs` when none is given: about `WORK_PER_DECISION` units of work,
    so more iterations late in a deal, when the play-outs are short (within `MIN_ITERATIONS` …
    `MAX_ITERATIONS`)."""
    iterations = WORK_PER_DECISION // (SAMPLE_WORK + sum(obs.hand_sizes))
    return max(MIN_ITERATIONS, min(MAX_ITERATIONS, iterations))


class Node:
    """One choice in the tree: `seat` chose it; `visits`, `total` score for that seat, `available` count."""

    __slots__ = ("seat", "visits", "total", "available", "children")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.children: dict[tuple[int, Choice], Node] = {}


class SearchThinker:
    """The hard level's decision from `obs` (see the module docstring), done in slices by `step`.

    `budget` is the number of iterations (None: `default_budget(obs)`). Uses `rng` for the samples and
    the play-outs, so the same seed gives the same move. `sample` draws each iteration's full state (default:
    `determinize(obs, rng)`; the oracle passes a copy of the true state). Until it has searched, `best()` is
    the medium player's move. Raises ValueError when `obs` has no legal moves or `budget` is negative.
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
            raise ValueError(f"a search budget is a number of iterations, not {budget}")
        self._obs = obs
        self._rng = rng
        self._sample = sample or (lambda: determinize(obs, rng))
        self._moves: dict[Choice, Move] = {}
        for move in obs.legal:
            self._moves.setdefault(choice_of(move), move)
        self._fallback = medium_move(obs, rng)
        # With one rank to choose (or only a pass) there is nothing to search.
        self._budget = 0 if len(self._moves) == 1 else (default_budget(obs) if budget is None else budget)
        self._used = 0
        self._root = Node(obs.seat)
        self._root_total = 0.0
        self._low = math.inf
        self._high = -math.inf
        self._prior = _prior(obs)
        self._prior_visits = MOTOR_PRIOR_VISITS if obs.options.deferred else PRIOR_VISITS

    def step(self, iterations: int) -> None:
        """Run up to `iterations` search iterations, never past the budget."""
        for _ in range(max(0, min(iterations, self._budget - self._used))):
            self._iterate()
            self._used += 1

    def done(self) -> bool:
        return self._used >= self._budget

    def best(self) -> Move:
        """The most searched root choice (ties: the better average, the medium player's valuation
        counted in), or the medium move before any search."""
        seat = self._obs.seat
        ranked = [
            (child.visits, self._root_mean(choice, child), self._moves[choice])
            for (who, choice), child in self._root.children.items()
            if who == seat and child.visits
        ]
        if not ranked:
            return self._fallback
        return max(ranked, key=lambda entry: entry[:2])[2]

    # -- one iteration ---------------------------------------------------------------------------

    def _iterate(self) -> None:
        state = self._sample()
        deal = state.deal_no
        node = self._root
        path: list[Node] = []
        expanded = False
        while not expanded and state.turn is not None and state.deal_no == deal:
            seat = state.turn
            options = _choices(state)
            if len(options) == 1:
                state.apply(next(iter(options.values())))
                continue
            keys = [(seat, choice) for choice in options]
            for key in keys:
                child = node.children.get(key)
                if child is not None:
                    child.available += 1
            untried = [key for key in keys if key not in node.children]
            if untried:
                key = untried[self._rng.randrange(len(untried))]
                child = node.children[key] = Node(seat)
                child.available = 1
                expanded = True
            else:
                key = max(keys, key=lambda k: self._ucb(node, k))
                child = node.children[key]
            state.apply(options[key[1]])
            path.append(child)
            node = child
        if state.turn is not None and state.deal_no == deal:
            payoff = scores(play_out(state, self._rng.randrange), state.options.coins, state.options.unlimited)
        else:
            payoff = scores(outcome_of(state), state.options.coins, state.options.unlimited)
        self._root_total += payoff[self._obs.seat]
        for visited in path:
            score = payoff[visited.seat]
            visited.visits += 1
            visited.total += score
            self._low = min(self._low, score)
            self._high = max(self._high, score)

    def _root_mean(self, choice: Choice, child: Node) -> float:
        """A root child's average score, with `_prior_visits` imagined play-outs scoring the average so
        far plus the medium player's valuation of `choice` (progressive bias: it fades as visits grow)."""
        if not self._prior:
            return child.total / child.visits
        imagined = self._root_total / max(self._used, 1) + self._prior.get(choice, 0.0)
        return (child.total + self._prior_visits * imagined) / (child.visits + self._prior_visits)

    def _ucb(self, node: Node, key: tuple[int, Choice]) -> float:
        child = node.children[key]
        if child.visits == 0:
            return math.inf
        if node is self._root and key[0] == self._obs.seat:
            mean = self._root_mean(key[1], child)
        else:
            mean = child.total / child.visits
        spread = self._high - self._low
        scaled = (mean - self._low) / spread if spread > 0 else 0.5
        return scaled + EXPLORATION * math.sqrt(math.log(child.available) / child.visits)


def _prior(obs: Observation) -> dict[Choice, float]:
    """The medium player's valuation of each root choice as scores, when everyone plays (RULES.md §1.1).

    There a choice matters mostly through the exact chance that the next player matches the card (and in
    `bump`, RULES.md §1.4, whether to match at all: the bump gained against the double bump risked), a
    fraction of a coin that the play-outs, noisy by whole coins, cannot resolve in a few hundred
    iterations; so medium's exact value (`choice_values`, in coins; a coin is worth its share of all the
    coins in play) leads the search until the play-outs outweigh it. In the follow-or-pass flow (§1.2) a
    lead's worth comes from the whole rest of the deal, which the search judges better: no prior.
    """
    if obs.options.flow is Flow.FOLLOW_OR_PASS:
        return {}
    values = choice_values(obs)
    mean = sum(values.values()) / len(values)
    # With unlimited coins (RULES.md §1.4 `cavendish`) none are in play: a coin is weighed as in a game of
    # Cavendish's 5 coins each.
    in_play = sum(obs.stacks) + obs.pool if not obs.options.unlimited else UNLIMITED_STAKE * obs.num_seats
    scale = max(in_play, 1)
    return {choice: (value - mean) / scale for choice, value in values.items()}


def _choices(state: SnipSnapSnorum) -> dict[Choice, Move]:
    """The distinct choices of the seat to move, each with one move that makes it."""
    options: dict[Choice, Move] = {}
    for move in state.legal_moves():
        options.setdefault(move.card.rank if isinstance(move, Play) else move, move)
    return options
