"""Peel's advice for Jig ([000] "Jig"), as the medium player follows it and the hard player's play-outs use it
(RULES.md §2.1): "lead such cards as will bring the Jig into their own hand again", "remember what cards are
played … so as to know which are stops", and get rid of the cards nobody else can lead up to.

Pure: the seat's `Observation` and a seeded `random.Random` in, a lead out.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core.cards import Card
from game.games.jig.rules import Observation, next_card, previous_card


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
