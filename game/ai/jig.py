"""Computer players for Jig (RULES.md §2): only leads are decisions; a forced card plays itself.

- `easy` leads a random card of its hand.
- `hard` searches the deals the seat cannot tell apart (game.ai.jig_search).
- `medium` follows Peel's advice ([000] "Jig"): "lead such cards as will bring the Jig into their own hand
  again" — a lead whose sequence ends on one of its own cards (the fifth, or a stop) gives it the lead back;
  "remember what cards are played … so as to know which are stops"; and get rid of the cards nobody else
  can lead up to (their lower neighbour is already out), which otherwise only its own lead can ever clear.

Pure: they see only the seat's `Observation` and draw from the `random.Random` they are given.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ai.thinker import Decided, Thinker, run_to_end
from game.cards import Card
from game.rules.jig import Move, Observation, Play, next_card, previous_card

LEVELS = ("easy", "medium", "hard")
"""The Jig computer levels, weakest first."""


@dataclass(frozen=True)
class LeadPlan:
    """What leading `lead` is known to bring: the cards of the sequence this seat would play itself (the lead
    included), and whether the sequence is known to end on one of this seat's cards (the lead comes back)."""

    lead: Card
    own_cards: int
    comes_back: bool
    nobody_leads_up: bool


def plan(obs: Observation, lead: Card) -> LeadPlan:
    """Follow the sequence `lead` would start, as far as the seat can know it: cards played and the
    turned-up dead card are stops; its own cards it plays itself; any other card is someone else's (or a
    hidden dead card, which the seat cannot know). RULES.md §2.1."""
    options = obs.options
    out = obs.played | set(obs.shown_dead)
    hand = set(obs.hand)
    current, own, last_ours = lead, 1, True
    for _ in range(options.sequence_length - 1):
        nxt = next_card(options, current)
        if nxt is None or nxt in out:
            break
        current = nxt
        last_ours = nxt in hand
        own += last_ours
    before = previous_card(options, lead)
    return LeadPlan(lead, own, last_ours, before is None or before in out)


def medium_lead(obs: Observation, rng: random.Random) -> Card:
    """The lead Peel's advice prefers: one that comes back to this seat (and clears most of its cards), else
    one that sheds a card nobody else can lead up to, else the one that clears most; ties at random."""
    plans = [plan(obs, c) for c in obs.hand]
    best = max(_key(p) for p in plans)
    top = [p for p in plans if _key(p) == best]
    return rng.choice(top).lead


def _key(p: LeadPlan) -> tuple[bool, int, bool, int]:
    """Coming back first (and then clearing most), then a card nobody else can lead up to, then clearing most."""
    return (p.comes_back, p.own_cards if p.comes_back else 0, p.nobody_leads_up, p.own_cards)


def think(level: str, obs: Observation, rng: random.Random) -> Thinker[Move]:
    """Start `level`'s decision from `obs` (a `game.ai.thinker.Thinker`): decided at once for the forced card and for
    easy and medium; hard searches in steps. Raises ValueError for an unknown level."""
    if level not in LEVELS:
        raise ValueError(f"there is no Jig computer level '{level}'; choose {', '.join(LEVELS)}")
    if obs.forced is not None:
        return Decided(Play(obs.forced))
    if level == "easy":
        return Decided(Play(rng.choice(obs.hand)))
    if level == "hard":
        from game.ai.jig_search import LeadSearch  # the search uses medium's advice in its play-outs

        return LeadSearch(obs, rng)
    return Decided(Play(medium_lead(obs, rng)))


def choose(level: str, obs: Observation, rng: random.Random) -> Move:
    """The move `level` makes from `obs`: `think` run to the end of its budget. Raises as `think`."""
    return run_to_end(think(level, obs, rng))
