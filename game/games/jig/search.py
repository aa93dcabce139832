"""Jig's hard computer player: a search over the deals the seat cannot tell apart (RULES.md §2).

Only leads are decisions in Jig, so the search is one level deep: each iteration draws a full deal consistent
with everything the seat has seen (`determinize`: the unseen cards shared among the other hands by their
sizes, the hidden dead cards among them), picks a root lead by UCB1, and plays the rest of the deal out with
the medium player's advice for every seat. A lead's value is the seat's coins when the deal ends, so going out
first and being left with few cards both count. The lead chosen is the most tried.

What limits it is what the seat cannot see, not the budget (issue 18; German preset, hard against three
medium players, 300 games, seed 1): 30.3 % as it is, 31.2 % with four times the budget, while the same search
on the true deal (`ai:oracle`) wins 55.8 %. Over 103 leads from such games (hands of four cards or more, each
lead valued on 1,000 sampled deals shared by all leads) the medium advice gives up 0.83 coins a lead against
the best lead for what the seat knows, this search 0.24, four times the budget 0.12; valued on the true deals
instead, even the best lead for what the seat knows gives up 2.2 coins a lead (88 leads, 15 games). The
`Observation` holds no record of who led what, and the holder of every unseen card is otherwise equally likely,
so `determinize` already uses all the seat knows. Neither valuing a deal by the match (the lead over the best
other seat, or the win itself in the last deal), nor every lead on the same sampled deals, nor opponents who
lead at random a quarter of the time in the play-outs changed the result beyond its noise (±2.5 points).

Pure and repeatable: the seat's `Observation` and a seeded `random.Random` in, a move out; the budget counts
play-outs, never time.
"""

from __future__ import annotations

import math
import random
from typing import Callable

from game.core.cards import Card, full_pack
from game.core.rules import Bank, ShuffledPacks
from game.games.jig.advice import medium_lead
from game.games.jig.rules import Jig, Move, Observation, Play

WORK_PER_DECISION = 3_600
"""The default budget, in cards played out: a play-out costs one unit per card still in the hands, about
20 µs on the 2-core development machine, so a decision takes at most about 75 ms (70 play-outs of a fresh
deal, more as the hands empty)."""

MIN_PLAYOUTS, MAX_PLAYOUTS = 30, 400

EXPLORATION = 0.7
"""UCB1's exploration constant, for values scaled 0–1 by the coins a deal can move."""


def determinize(obs: Observation, rng: random.Random) -> Jig:
    """A whole deal `obs`'s seat cannot tell from the real one: its own hand, the cards played, the shown dead
    card, and the unseen cards dealt at random to the other seats by their hand sizes (and to the hidden dead
    cards). The sampled state ends its match when this deal ends, its coins as they stand now."""
    options = obs.options
    n = len(obs.hand_sizes)
    state = Jig(options, n, ShuffledPacks(rng), dealer=obs.dealer)
    known = set(obs.hand) | obs.played | set(obs.shown_dead)
    unseen = [c for c in full_pack(options.pack) if c not in known]
    rng.shuffle(unseen)
    hidden_dead = options.dead_cards - len(obs.shown_dead)
    state.dead = list(obs.shown_dead) + unseen[:hidden_dead]
    rest = unseen[hidden_dead:]
    hands: list[list[Card]] = []
    for seat, size in enumerate(obs.hand_sizes):
        if seat == obs.seat:
            hands.append(list(obs.hand))
        else:
            hands.append(rest[:size])
            rest = rest[size:]
    state.hands = hands
    state.holder = {c: s for s, hand in enumerate(hands) for c in hand}
    state.played = set(obs.played)
    state.sequence = list(obs.sequence)
    state.bank = Bank(list(obs.stacks), obs.pool)
    state.deal_no = state.deals_total = 1
    state.turn = obs.seat
    state.forced = obs.forced
    return state


def true_deal(state: Jig, rng: random.Random) -> Jig:
    """A copy of the true `state` as `determinize` draws one (its match ends when this deal ends; later packs
    shuffled with `rng`): the oracle's world, which sees every hand."""
    twin = state.clone()
    twin.packs = ShuffledPacks(rng)
    twin.deal_no = twin.deals_total = 1
    return twin


def _play_out(state: Jig, rng: random.Random) -> None:
    """Every seat follows the medium player's advice to the end of the deal."""
    while (seat := state.current_seat()) is not None:
        if state.forced is not None:
            state.apply(Play(state.forced))
        else:
            state.apply(Play(medium_lead(state.observe(seat), rng)))


class LeadSearch:
    """A hard decision in progress (a `game.core.thinker.Thinker`): `step` runs play-outs, `best` is the most tried lead.

    `sample` draws each play-out's deal (default: `determinize(obs, rng)`; the oracle passes a copy of the true
    deal). The forced card, or a lone card in hand, needs no search: it is `done` at once."""

    def __init__(
        self,
        obs: Observation,
        rng: random.Random,
        work: int = WORK_PER_DECISION,
        sample: Callable[[], Jig] | None = None,
    ) -> None:
        self.obs, self.rng = obs, rng
        self.sample = sample or (lambda: determinize(obs, rng))
        self.playouts = max(MIN_PLAYOUTS, min(MAX_PLAYOUTS, work // max(1, sum(obs.hand_sizes))))
        self.leads = [] if obs.forced is not None else list(obs.hand)
        self.tries = dict.fromkeys(self.leads, 0)
        self.total = dict.fromkeys(self.leads, 0.0)
        self.spread = max(1, sum(obs.hand_sizes))  # the most coins one deal can move, to scale values to about 0–1
        self.run = 0

    def step(self, iterations: int) -> None:
        """Run up to `iterations` play-outs (each a whole deal, at most about 1 ms)."""
        for _ in range(iterations):
            if self.done():
                return
            self.run += 1
            lead = max(self.leads, key=lambda c: _ucb(self.total[c], self.tries[c], self.run, self.spread))
            state = self.sample()
            before = state.bank.stacks[self.obs.seat]
            state.apply(Play(lead))
            _play_out(state, self.rng)
            self.tries[lead] += 1
            self.total[lead] += state.bank.stacks[self.obs.seat] - before

    def done(self) -> bool:
        return len(self.leads) <= 1 or self.run >= self.playouts

    def best(self) -> Move:
        if self.obs.forced is not None:
            return Play(self.obs.forced)
        return Play(max(self.leads, key=lambda c: (self.tries[c], self.total[c])))


def _ucb(total: float, tries: int, n: int, spread: int) -> float:
    if tries == 0:
        return math.inf
    return total / tries / spread + EXPLORATION * math.sqrt(math.log(n) / tries)
