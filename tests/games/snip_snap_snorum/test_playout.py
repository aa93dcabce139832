"""The hard player's fast play-outs keep the engine's rules: from many positions of every preset and
option, playing the rest of the deal the same way in both must give the same money and winners
(RULES.md §1.1 chain basis, turn-up, players out; §1.2 ordinal basis, passes, going out; §1.4 `bump`
optional matching, `motor` deferred payment)."""

from __future__ import annotations

import random
from typing import Iterator

import pytest

from game.core.cards import Rank
from game.games.snip_snap_snorum.playout import (
    Outcome,
    lead_of,
    matches,
    outcome_of,
    play_out,
    riskiest,
    safest,
    scores,
)
from game.games.snip_snap_snorum.medium import racing
from game.games.snip_snap_snorum.presets import Ends, Flow, TurnUpPayer
from game.games.snip_snap_snorum.rules import Play, SnipSnapSnorum, new_game

from .positions import positions, to_move
from .stacking import play, stacked_pack


def first(_: int) -> int:
    return 0


def engine_play_out(game: SnipSnapSnorum) -> Outcome:
    """The same play-out through the engine: match when one must, or (`bump`) when `matches` says so, else
    the play-out's free choice."""
    deal = game.deal_no
    while not game.is_over() and game.deal_no == deal:
        moves = game.legal_moves()
        plays = [m for m in moves if isinstance(m, Play)]
        ranks = [m.card.rank for m in plays]
        move = moves[0]  # a pass, or a forced match
        seen = [0] * 14
        for _, c in game.table:
            seen[c.rank] += 1
        if game.turn_up is not None:
            seen[game.turn_up.rank] += 1
        rank = game.run_rank
        if rank in ranks and (not game.options.optional_match or matches(ranks, rank, seen)):  # type: ignore[arg-type]
            move = plays[ranks.index(rank)]  # type: ignore[arg-type]
        elif game.options.flow is Flow.PLAY_AGAIN and not racing(game.options, len(ranks), sum(game.in_game)):
            move = plays[riskiest(ranks, seen, first)]
        elif game.options.flow is not Flow.FOLLOW_OR_PASS:
            move = plays[safest(ranks, seen, first, avoid=rank)]
        elif game.run_rank is None:
            hands = [[c.rank for c in hand] for hand in game.hands]
            hands[game.turn] = ranks  # type: ignore[index]  # the game is on
            move = plays[lead_of(hands, game.turn, first)]  # type: ignore[arg-type]
        game.apply(move)
    return outcome_of(game)


def same_play_outs(games: Iterator[SnipSnapSnorum]) -> tuple[int, int]:
    """Play each position out both ways and compare; (positions compared, play-outs that ended the game)."""
    compared = 0
    ended_games = 0
    for game in games:
        fast = play_out(game, first)
        slow = engine_play_out(game.clone())
        assert (fast.stacks, fast.deals_won, fast.winners) == (slow.stacks, slow.deals_won, slow.winners)
        compared += 1
        ended_games += bool(slow.winners)
    return compared, ended_games


def test_play_outs_give_the_engine_s_money_and_winners() -> None:
    compared, ended_games = same_play_outs(positions(per_config=12, seed=6))
    assert compared > 150
    assert ended_games > 10, "some play-outs should end the game (a player out, the last deal)"


FAMILY: list[tuple[str, dict[str, object]]] = [
    ("bump", {}),
    ("bump", {"stake": 2, "hand": 7}),
    ("bump", {"turn_up": True, "stake": 3}),
    ("bump", {"turn_up": True, "turn_up_payer": TurnUpPayer.DEALER, "stake": 2}),
    ("motor", {}),
    ("motor", {"stake": 2}),
    ("motor", {"pack": 32, "stake": 3}),
    ("cavendish", {}),
    ("cavendish", {"stake": 2}),
    ("cavendish", {"ends": Ends.LAST_WITH_COINS, "stake": 3}),
    ("cavendish", {"stake": None, "deals": 2}),
    ("cavendish", {"stake": None, "ends": Ends.LAST_WITH_COINS}),  # ends means nothing with unlimited coins
]


def family_positions(per_config: int, seed: int) -> Iterator[SnipSnapSnorum]:
    """Positions of `bump`, `motor` and `cavendish` games played part-way with random legal moves, 2–6
    players."""
    for preset, options in FAMILY:
        for num_seats in (2, 3, 4, 6):
            for i in range(per_config):
                rng = random.Random(f"{seed} {preset} {options} {num_seats} {i}")
                game = new_game(preset, num_seats, seed=rng.randrange(2**32), **options)
                game.start()
                for _ in range(rng.randrange(80)):
                    if game.is_over():
                        break
                    game.apply(rng.choice(game.legal_moves()))
                if not game.is_over():
                    yield game


def test_the_family_s_play_outs_give_the_engine_s_money_and_winners() -> None:
    """RULES.md §1.4: in `bump` a play-out player matches only when `matches` says so, declining for free;
    in `motor` a run pays when it ends (another rank, its fourth card, the end of the deal), and only its
    last matched player pays. Charging every match at once, or matching whenever one can, would differ. In
    `cavendish` an unmatched card's player plays again, the first out of cards takes the pool (or, `ends`
    last_with_coins, the deal is dealt again), and unlimited coins go below 0."""
    compared, ended_games = same_play_outs(family_positions(per_config=10, seed=3))
    assert compared > 200
    assert ended_games > 10, "some play-outs should end the game (a player out)"


def test_a_motor_run_of_three_makes_only_its_second_player_pay() -> None:
    """RULES.md §1.4 `motor`: a run of three, ended by another rank, costs its second player 2 lives and
    its first nothing (charged at once, the first would pay 1 as well)."""
    hands = {1: "9C 9H 2C 3C 4C", 0: "9D 5C 6C 7C 8C"}
    game = new_game("motor", 2, packs=[stacked_pack(hands, 0, 2)], first_dealer=0)
    game.start()
    play(game, "9C")  # seat 0 must match, then seat 1, then seat 0 plays another rank
    assert play_out(game, first).stacks == [3, 5]
    assert engine_play_out(game.clone()).stacks == [3, 5]


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
    # RULES.md §1.4 `cavendish` with unlimited coins: each stack as if it began with 5 coins, so a deeper
    # debt scores less, and a debt of 5 or more scores nothing.
    assert scores(Outcome([3, -1, -1, -1], [1, 0, 0, 0], ()), True, unlimited=True) == [0.4, 0.2, 0.2, 0.2]
    assert scores(Outcome([10, 0, 0, -6], [0, 0, 0, 0], ()), True, unlimited=True) == [0.6, 0.2, 0.2, 0.0]


THREE, SEVEN, NINE = Rank.THREE, Rank.SEVEN, Rank.NINE
TWO, FOUR, FIVE, SIX, EIGHT, TEN, KING = Rank.TWO, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.EIGHT, Rank.TEN, Rank.KING


@pytest.mark.parametrize(
    "hand,seen,expected", [([THREE, SEVEN, SEVEN], [0] * 14, 1), ([THREE, SEVEN, NINE], [0, 0, 0, 2] + [0] * 10, 0)]
)
def test_the_play_out_plays_the_safest_rank(hand: list[Rank], seen: list[int], expected: int) -> None:
    """[000] p. 93: play one of a pair, or a rank whose other cards are seen."""
    assert safest(hand, seen, first) == expected


def test_the_play_out_leads_as_medium_does() -> None:
    """RULES.md §1.2, medium's rule: while the hands are full a lone card first, all four of a rank before
    anything; once the leader's hand is down to eight cards, or another hand to three, the rank held most."""
    hand = [THREE, NINE, SEVEN, NINE, TWO, TWO, FIVE, SIX, EIGHT, TEN]
    assert lead_of([hand, [KING] * 9, [KING] * 9], 0, first) == 0
    four = [THREE, NINE, SEVEN, NINE, FOUR, FOUR, FOUR, FOUR, EIGHT, TEN]
    assert lead_of([four, [KING] * 9, [KING] * 9], 0, first) == 4
    assert lead_of([hand[:4], [KING] * 9, [KING] * 9], 0, first) == 1
    assert lead_of([hand, [KING] * 3, [KING] * 9], 0, first) == 1


def test_a_cavendish_play_out_invites_a_snip_with_the_card_most_likely_matched() -> None:
    """RULES.md §1.4 `cavendish`, medium's rule (game/games/snip_snap_snorum/medium.py): before racing, play the
    rank with the fewest cards accounted for, so the next player likely snips it and takes on the turn."""
    seen = [0] * 14
    seen[THREE] = 2
    seen[NINE] = 1
    # Accounted for: threes 2 seen + 1 held, nines 1 seen + 2 held, sevens only the one held.
    assert riskiest([THREE, NINE, SEVEN, NINE], seen, first) == 2


def test_a_chosen_lead_in_the_play_out_is_the_engine_s_lead() -> None:
    """The follow-or-pass search plays its root lead inside the play-out (game/games/snip_snap_snorum/search.py):
    leading any rank held and playing on must give the money of the engine playing that lead first."""
    compared = 0
    for game in positions(per_config=12, seed=8):
        if game.options.flow is not Flow.FOLLOW_OR_PASS or game.run_rank is not None:
            continue
        for lead in sorted({c.rank for c in game.hands[game.turn]}):  # type: ignore[index]
            fast = play_out(game, first, lead=lead)
            slow_game = game.clone()
            deal = slow_game.deal_no
            slow_game.apply(next(m for m in slow_game.legal_moves() if m.card.rank == lead))  # type: ignore[union-attr]
            ended = slow_game.deal_no != deal or slow_game.is_over()  # the lead was the last card
            slow = outcome_of(slow_game) if ended else engine_play_out(slow_game)
            assert (fast.stacks, fast.deals_won, fast.winners) == (slow.stacks, slow.deals_won, slow.winners)
            compared += 1
    assert compared > 100
    everyone_plays = new_game("round-games", 4, seed=1)
    everyone_plays.start()
    with pytest.raises(ValueError, match="chosen lead"):
        play_out(everyone_plays, first, lead=Rank.ACE)
