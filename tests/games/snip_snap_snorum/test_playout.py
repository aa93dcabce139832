"""The hard player's fast play-outs keep the engine's rules: from many positions of every preset and
option, playing the rest of the deal the same way in both must give the same money and winners
(RULES.md §1.1 chain basis, turn-up, players out; §1.2 ordinal basis, passes, going out)."""

from __future__ import annotations

import pytest

from game.core.cards import Rank
from game.games.snip_snap_snorum.ismcts import outcome_of
from game.games.snip_snap_snorum.playout import (
    Outcome,
    most_held,
    play_out,
    safest,
    scores,
)
from game.games.snip_snap_snorum.presets import Flow
from game.games.snip_snap_snorum.rules import Play, SnipSnapSnorum

from .positions import positions, to_move


def first(_: int) -> int:
    return 0


def engine_play_out(game: SnipSnapSnorum) -> Outcome:
    """The same play-out through the engine: match when possible, else the play-out's free choice."""
    deal = game.deal_no
    while not game.is_over() and game.deal_no == deal:
        moves = game.legal_moves()
        plays = [m for m in moves if isinstance(m, Play)]
        ranks = [m.card.rank for m in plays]
        move = moves[0]  # a pass, or a forced match
        if game.run_rank in ranks:
            move = plays[ranks.index(game.run_rank)]
        elif game.options.flow is Flow.EVERYONE_PLAYS:
            seen = [0] * 14
            for _, c in game.table:
                seen[c.rank] += 1
            if game.turn_up is not None:
                seen[game.turn_up.rank] += 1
            move = plays[safest(ranks, seen, first)]
        elif game.run_rank is None:
            move = plays[most_held(ranks, first)]
        game.apply(move)
    return outcome_of(game)


def test_play_outs_give_the_engine_s_money_and_winners() -> None:
    compared = 0
    ended_games = 0
    for game in positions(per_config=12, seed=6):
        fast = play_out(game, first)
        slow = engine_play_out(game.clone())
        assert (fast.stacks, fast.deals_won, fast.winners) == (slow.stacks, slow.deals_won, slow.winners)
        compared += 1
        ended_games += bool(slow.winners)
    assert compared > 150
    assert ended_games > 10, "some play-outs should end the game (a player out, the last deal)"


def test_a_play_out_leaves_the_state_alone() -> None:
    game = next(positions(per_config=1, seed=7))
    before = (to_move(game), game.zones())
    play_out(game, first)
    assert (to_move(game), game.zones()) == before


def test_scores_are_shares_or_wins() -> None:
    """At the end of a deal, a seat's share of the coins; at the end of the game, the win (RULES.md §1)."""
    assert scores(Outcome([6, 2, 0, 0], [0, 0, 0, 0], ()), coins=True) == [0.75, 0.25, 0.0, 0.0]
    assert scores(Outcome([6, 2, 0, 0], [1, 3, 0, 0], ()), coins=False) == [0.25, 0.75, 0.0, 0.0]
    assert scores(Outcome([9, 9, 2], [0, 0, 0], (0, 1)), coins=True) == [0.5, 0.5, 0.0]


THREE, SEVEN, NINE = Rank.THREE, Rank.SEVEN, Rank.NINE


@pytest.mark.parametrize(
    "hand,seen,expected", [([THREE, SEVEN, SEVEN], [0] * 14, 1), ([THREE, SEVEN, NINE], [0, 0, 0, 2] + [0] * 10, 0)]
)
def test_the_play_out_plays_the_safest_rank(hand: list[Rank], seen: list[int], expected: int) -> None:
    """[000] p. 93: play one of a pair, or a rank whose other cards are seen."""
    assert safest(hand, seen, first) == expected


def test_the_play_out_leads_the_rank_held_most() -> None:
    """RULES.md §1.2: leading the rank held most sheds the most cards."""
    assert most_held([THREE, NINE, SEVEN, NINE], first) == 1
