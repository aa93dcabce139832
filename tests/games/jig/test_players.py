"""Jig's computer players (game/games/jig/players.py): Peel's advice as scenarios, and medium beating easy."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.core.cards import parse_card, parse_cards
from game.core.rules import ShuffledPacks
from game.games.jig.advice import medium_lead, plan
from game.games.jig.players import choose
from game.games.jig.rules import PRESETS, Jig, Observation, Play


def seen(hand: str, played: str = "", preset: str = "peel") -> Observation:
    return Observation(
        seat=0,
        hand=tuple(parse_cards(hand)),
        played=frozenset(parse_cards(played)),
        shown_dead=(),
        sequence=(),
        forced=None,
        hand_sizes=(len(hand.split()), 13, 13, 13),
        stacks=(20, 20, 20, 20),
        pool=0,
        dealer=3,
        options=PRESETS[preset],
    )


def test_the_five_is_jig_to_the_ace() -> None:
    """[000] "Jig": "The five is 'Jig' to the ace" — leading the ace brings the lead back to the five."""
    obs = seen("AH 5H 9C")
    assert plan(obs, parse_card("AH")).comes_back
    assert not plan(obs, parse_card("9C")).comes_back
    assert medium_lead(obs, random.Random(0)) == parse_card("AH")


def test_lead_up_to_a_stop_you_hold() -> None:
    """[000]: "if the two … is a stop, the ace … may be played so as to lead up to them" (3S is out)."""
    obs = seen("AS 2S 9C 9D", played="3S")
    assert medium_lead(obs, random.Random(0)) == parse_card("AS")


def test_get_rid_of_a_card_nobody_else_can_lead_up_to() -> None:
    """With 5D out nobody can lead up to 6D: only this seat's own lead can ever clear it."""
    obs = seen("6D 9C", played="5D")
    assert plan(obs, parse_card("6D")).nobody_leads_up
    assert medium_lead(obs, random.Random(0)) == parse_card("6D")


def test_a_forced_card_plays_itself_at_every_level() -> None:
    obs = dataclasses.replace(seen("QH 2C"), forced=parse_card("QH"))
    for level in ("easy", "medium", "hard"):
        assert choose(level, obs, random.Random(1)) == Play(parse_card("QH"))
    with pytest.raises(ValueError):
        choose("expert", obs, random.Random(1))


def test_medium_beats_three_easy_players_well_above_the_base_rate() -> None:
    """Peel's advice pays: over 200 seeded four-seat matches of 4 deals, medium wins far more than 25 %."""
    wins = 0.0
    for game in range(200):
        state = Jig(dataclasses.replace(PRESETS["peel"], deals=4), 4, ShuffledPacks(random.Random(game)))
        state.start()
        rngs = [random.Random(f"{game}:{seat}") for seat in range(4)]
        levels = ("medium", "easy", "easy", "easy")
        while (seat := state.current_seat()) is not None:
            state.apply(choose(levels[seat], state.observe(seat), rngs[seat]))
        winners = state.result().winners
        wins += (0 in winners) / len(winners)
    assert wins / 200 > 0.40
