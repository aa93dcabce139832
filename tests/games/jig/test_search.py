"""Jig's hard player (game/games/jig/search.py): it searches only deals the seat cannot tell apart, and wins."""

from __future__ import annotations

import dataclasses
import random

from game.core.cards import full_pack
from game.core.rules import ShuffledPacks
from game.core.thinker import run_to_end
from game.games.jig.players import choose
from game.games.jig.rules import PRESETS, Jig, Move, Observation
from game.games.jig.search import LeadSearch, determinize


def a_deal(seed: int = 3, **changes: object) -> Jig:
    state = Jig(dataclasses.replace(PRESETS["peel"], **changes), 4, ShuffledPacks(random.Random(seed)))
    state.start()
    rng = random.Random(seed)
    for _ in range(9):  # a few cards into the deal
        state.apply(rng.choice(state.legal_moves()))
    return state


def test_a_sampled_deal_keeps_what_the_seat_knows_and_accounts_for_every_card() -> None:
    state = a_deal(dead_cards=2)
    seat = state.current_seat()
    obs = state.observe(seat)
    sample = determinize(obs, random.Random(1))
    assert sample.hands[seat] == list(obs.hand)
    assert [len(h) for h in sample.hands] == list(obs.hand_sizes)
    assert sample.played == obs.played and len(sample.dead) == 2
    cards = [c for h in sample.hands for c in h] + list(sample.played) + sample.dead
    assert sorted(c.code for c in cards) == sorted(c.code for c in full_pack())
    assert sample.legal_moves() == state.legal_moves()


def test_the_hard_player_never_sees_the_hidden_cards() -> None:
    """Re-deal the other hands among themselves: the seat's observation and its choice stay the same."""
    state = a_deal()
    seat = state.current_seat()
    others = [s for s in range(4) if s != seat]
    pool = [c for s in others for c in state.hands[s]]
    random.Random(9).shuffle(pool)
    twin = state.clone()
    for s in others:
        size = len(state.hands[s])
        twin.hands[s], pool = pool[:size], pool[size:]
    twin.holder = {c: s for s, h in enumerate(twin.hands) for c in h}
    assert twin.observe(seat) == state.observe(seat)
    assert hard_move(twin.observe(seat), 5, 800) == hard_move(state.observe(seat), 5, 800)


def test_hard_beats_three_easy_players_far_above_the_base_rate() -> None:
    """Issue 4: hard against three easy must win clearly above 25 % (aim ≥ 40 %); a small budget here, the
    full one in `snipsnap simulate`."""
    wins = 0.0
    for game in range(30):
        state = Jig(PRESETS["peel"], 4, ShuffledPacks(random.Random(game)))
        state.start()
        rngs = [random.Random(f"{game}:{seat}") for seat in range(4)]
        while (seat := state.current_seat()) is not None:
            obs = state.observe(seat)
            move = run_to_end(LeadSearch(obs, rngs[seat], 600)) if seat == 0 else choose("easy", obs, rngs[seat])
            state.apply(move)
        winners = state.result().winners
        wins += (0 in winners) / len(winners)
    assert wins / 30 >= 0.40


def hard_move(obs: Observation, seed: int, work: int) -> Move:
    return run_to_end(LeadSearch(obs, random.Random(seed), work))
