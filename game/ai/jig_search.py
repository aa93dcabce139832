"""Jig's hard computer player: a search over the deals the seat cannot tell apart (RULES.md §2).

Only leads are decisions in Jig, so the search is one level deep: each iteration draws a full deal consistent
with everything the seat has seen (`determinize`: the unseen cards shared among the other hands by their
sizes, the hidden dead cards among them), picks a root lead by UCB1, and plays the rest of the deal out with
the medium player's advice for every seat. A lead's value is the seat's coins when the deal ends, so going out
first and being left with few cards both count. The lead chosen is the most tried.

Pure and repeatable: the seat's `Observation` and a seeded `random.Random` in, a move out; the budget counts
play-outs, never time.
"""

from __future__ import annotations

import math
import random

from game.ai.jig import medium_lead
from game.cards import Card, full_pack
from game.rules.base import Bank, ShuffledPacks
from game.rules.jig import Jig, Move, Observation, Play

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


def _play_out(state: Jig, rng: random.Random) -> None:
    """Every seat follows the medium player's advice to the end of the deal."""
    while (seat := state.current_seat()) is not None:
        if state.forced is not None:
            state.apply(Play(state.forced))
        else:
            state.apply(Play(medium_lead(state.observe(seat), rng)))


def hard_move(obs: Observation, rng: random.Random, work: int = WORK_PER_DECISION) -> Move:
    """The lead the search finds best for `obs`'s seat within `work` units (cards played out; see
    WORK_PER_DECISION), or the forced card when a sequence goes on, at once."""
    playouts = max(MIN_PLAYOUTS, min(MAX_PLAYOUTS, work // max(1, sum(obs.hand_sizes))))
    if obs.forced is not None:
        return Play(obs.forced)
    leads = list(obs.hand)
    if len(leads) == 1:
        return Play(leads[0])
    tries = dict.fromkeys(leads, 0)
    total = dict.fromkeys(leads, 0.0)
    spread = max(1, sum(obs.hand_sizes))  # the most coins one deal can move, to scale values to about 0–1
    for n in range(1, playouts + 1):
        lead = max(leads, key=lambda c: _ucb(total[c], tries[c], n, spread))
        state = determinize(obs, rng)
        before = state.bank.stacks[obs.seat]
        state.apply(Play(lead))
        _play_out(state, rng)
        tries[lead] += 1
        total[lead] += state.bank.stacks[obs.seat] - before
    return Play(max(leads, key=lambda c: (tries[c], total[c])))


def _ucb(total: float, tries: int, n: int, spread: int) -> float:
    if tries == 0:
        return math.inf
    return total / tries / spread + EXPLORATION * math.sqrt(math.log(n) / tries)
