"""The computer players of Snip-Snap-Snorum (RULES.md §1): one entry point for the three levels.

A computer player sees only its seat's `Observation`, never the state itself, so it cannot cheat. It
thinks through a `Thinker` (game/core/thinker.py) that the caller drives in small slices (`step`), which lets
the table scene spread a hard decision over several frames and stop it at any time:

    thinker = think("hard", state.observe(seat), rng)
    while not thinker.done():
        thinker.step(8)
    move = thinker.best()

Levels: `easy` plays a uniformly random legal move; `medium` counts cards (game.games.snip_snap_snorum.medium),
with a memory that can slip where hard plays its count (game.games.snip_snap_snorum.memory), a short look
ahead in Cavendish (`looks_ahead`), and in follow or pass its lone cards first while the hands are full; `hard`
searches the deals it cannot tell from the real one: with information-set Monte Carlo tree search
(game.games.snip_snap_snorum.ismcts) in Snore 'Em, Motor and Cavendish, and in follow or pass, where only
leads are choices, by playing every lead out in the same deals weighted by what the others' leads say
(game.games.snip_snap_snorum.search). Where everyone plays from hands of a few cards and pays at once (the round
games, Nobble, Bump: `plays_medium`) hard plays medium's count with nothing forgotten: there the exact count of the
next player's chance to match is what decides, and neither search nor the opponent model found more (docs/AI.md).
`oracle` is the reference seat of `simulate`: the hard search run on the true state (docs/AI.md).
"""

from __future__ import annotations

import random
from typing import Callable

from game.core.rules import ShuffledPacks
from game.core.thinker import Decided, Thinker, run_to_end
from game.games.snip_snap_snorum.ismcts import SearchThinker
from game.games.snip_snap_snorum.medium import medium_move
from game.games.snip_snap_snorum.memory import PERFECT, Memory, careless, recalled
from game.games.snip_snap_snorum.search import DealSearch
from game.games.snip_snap_snorum.presets import Flow, Options
from game.games.snip_snap_snorum.rules import Move, Observation, SnipSnapSnorum

LEVELS = ("easy", "medium", "hard")
"""The computer levels, weakest first (the replay file's controllers `ai:easy` …)."""

MEDIUM_MEMORY = Memory(card=0.5, void=0.5, careless=0.35)
"""How well the medium player remembers and attends where the hard player plays medium's count
(`plays_medium`: the round games, Nobble, Bump), so that hard stands above it (game.games.snip_snap_snorum.memory).
Measured (`simulate`, 1,000 games, seat 1 against three of the level below; docs/AI.md "The ladder"): in the
round games medium +9.9 and +8.2 points above easy, hard +4.6 and +3.5 above medium (seeds 1, 2); in Bump
+34.9 and +36.4, and +4.8 and +8.2."""


MEDIUM_LOOK = {Flow.PLAY_AGAIN: 40}
"""The medium player's look ahead where its count alone plays no better than any card (`looks_ahead`): the
hard search of that flow of play with this budget, in iterations (Cavendish; hard: 300 to 1,000). Medium's
count there, against three easy players (1,000 games, seeds 1, 2), won 29.4 % and 26.4 % where easy wins
27.7 % and 24.7 %: a free card's worth is what follows it (who plays again, who is matched next), which a
short search sees. With 40 iterations medium won 34.7 % and 30.9 % against three easy players (+7.0, +6.2), and
hard 29.2 % and 29.0 % against three such mediums, where one of them in its seat wins 25.3 % and 25.6 % (+3.9,
+3.4); 30 iterations fell short of the first step, 50 of the second (docs/AI.md "The ladder")."""


def looks_ahead(options: Options) -> bool:
    """Whether the medium player looks a little ahead (`MEDIUM_LOOK`) in a game of `options` rather than play
    its count: in Cavendish (RULES.md §1.4), where only the free card is a choice and it keeps the turn or hands
    it on. (In follow or pass a search of even 8 deals is as strong as hard's against its own kind, so there
    medium leads by a careful player's rule of thumb instead, `medium.leads_lone_cards`: docs/AI.md "The
    ladder".)"""
    return options.flow in MEDIUM_LOOK


def medium_memory(options: Options) -> Memory:
    """The medium player's memory in a game of `options`: `MEDIUM_MEMORY` where the hard player plays medium's
    count (`plays_medium`); elsewhere medium counts everything (`PERFECT`)."""
    return MEDIUM_MEMORY if plays_medium(options) else PERFECT


def think(level: str, observation: Observation, rng: random.Random, budget: int | None = None) -> Thinker[Move]:
    """Start the decision of the seat to move at `level` ("easy", "medium" or "hard") from `observation`.

    `rng` is the computer player's own seeded generator (it is used, so the same seed and observation give
    the same move). `budget` is the hard level's number of worlds (None: a default sized so a decision takes
    a few tens of ms); the other levels ignore it. Raises ValueError for an unknown level, or when it is not
    `observation.seat`'s turn (no legal moves).
    """
    if level not in LEVELS:
        raise ValueError(f"there is no computer level '{level}'; choose {', '.join(LEVELS)}")
    if not observation.legal:
        raise ValueError(f"it is not seat {observation.seat}'s turn: there is nothing to choose")
    if level == "easy":
        return Decided(rng.choice(observation.legal))
    if level == "medium":
        if looks_ahead(observation.options):
            return _search(observation, rng, MEDIUM_LOOK[observation.options.flow])
        memory = medium_memory(observation.options)
        if careless(memory, rng):
            return Decided(rng.choice(observation.legal))
        return Decided(medium_move(recalled(observation, memory, rng), rng))
    if level == "hard" and plays_medium(observation.options):
        return Decided(medium_move(observation, rng))  # medium's count, with nothing forgotten
    return _search(observation, rng, budget)


def plays_medium(options: Options) -> bool:
    """Whether the hard level plays medium's count (`medium_move`, nothing forgotten, never careless) in a game
    of `options`: where everyone plays in turn from hands of a few cards and a match is paid for at once
    (RULES.md §1.1 round games, §1.4 `nobble`, `bump`). There a free card costs its player only if the next
    player matches it, medium plays the rank least likely to be matched by an exact count of all the seat has
    seen; the searches found nothing more.
    Measured (`simulate`, 1,000 games a seed): in the round games the tree search won 24.6 % against three
    medium players (seed 1), where medium in its seat wins 24.4 %, and against three easy players 31.4 % and
    32.8 % (seeds 1, 2) where medium wins 34.8 % and 36.0 %; in Bump it won 23.2 % (3,000 games, seeds 1–3),
    where medium wins 25.0 % — whether to match is a fraction of a coin that turns on how the others choose,
    which the play-outs only guess (with play-outs that always match 23.8 %; the flat search of `search`,
    300 games, 12.3 %)."""
    return options.flow is Flow.EVERYONE_PLAYS and options.hand_size is not None and not options.deferred


def oracle(state: SnipSnapSnorum, seat: int, rng: random.Random) -> Thinker[Move]:
    """The reference seat that sees every hand (issue 18): the hard search with every world a copy of the true
    `state` (later deals shuffled by `rng`), in every preset (the round games' and Bump's too, where hard plays
    medium's move). It cheats: for `simulate` only. Raises ValueError when it is not `seat`'s turn."""
    world = state.clone()

    def sample() -> SnipSnapSnorum:
        twin = world.clone()
        twin.packs = ShuffledPacks(rng)
        return twin

    return _search(state.observe(seat), rng, sample=sample)


def _search(
    observation: Observation,
    rng: random.Random,
    budget: int | None = None,
    sample: Callable[[], SnipSnapSnorum] | None = None,
) -> Thinker[Move]:
    """The hard level's search for the preset's flow of play (see the module docstring)."""
    if observation.options.flow is Flow.FOLLOW_OR_PASS:
        return DealSearch(observation, rng, budget, sample)
    return SearchThinker(observation, rng, budget, sample)


def choose(level: str, observation: Observation, rng: random.Random, budget: int | None = None) -> Move:
    """The move `level` chooses from `observation`: `think` run to the end of its budget. Raises as `think`."""
    return run_to_end(think(level, observation, rng, budget))
