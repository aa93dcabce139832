"""Fast play-outs for the hard player's search: the rest of one deal of Snip-Snap-Snorum, on ranks only.

The search plays thousands of these per decision, so they run on a bare copy of the state (hands as
lists of ranks, the stacks, the pool) instead of the engine, which builds events and move objects
for every card. The rules are those of the engine, restricted to the moves a play-out makes: a player
matches whenever they can (no revoke), else plays the safest card (`safest`, RULES.md §1.1), or
follows or passes and leads the rank held most (`most_held`, §1.2); `pick` breaks ties.
tests/games/snip_snap_snorum/test_playout.py checks, position by position, that both give the same money.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.core.cards import Rank
from game.games.snip_snap_snorum.rules import (
    CARDS_PER_RANK,
    Flow,
    PassPayment,
    SnipSnapSnorum,
    TurnUpPayer,
)

Pick = Callable[[int], int]
"""Breaks ties between equally good cards: given how many there are, the index of one (`rng.randrange`)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The money and the winners when a play-out stops: `stacks` coins per seat, `deals_won` per seat, and
    the `winners` if the game ended (else empty)."""

    stacks: list[int]
    deals_won: list[int]
    winners: tuple[int, ...]


def play_out(state: SnipSnapSnorum, pick: Pick) -> Outcome:
    """Play the current deal of `state` to its end, or the game to its end if that comes first, and tell
    the outcome; `state` itself is not changed. Raises ValueError for a finished game."""
    if state.turn is None:
        raise ValueError("the game is over")
    if state.options.flow is Flow.FOLLOW_OR_PASS:
        return _follow_or_pass(state, pick)
    return _everyone_plays(state, pick)


def scores(outcome: Outcome, coins: bool) -> list[float]:
    """Each seat's score (0–1) for the `outcome` of a deal or of the game.

    At the end of the game: 1 shared among the winners, 0 for the rest. Otherwise each seat's share of
    the coins in the players' stacks (the last player with coins takes the pool, RULES.md §1.1; most coins
    wins the match, §1.2), or without `coins` of the deals won (the children's game, §1.2).
    """
    n = len(outcome.stacks)
    if outcome.winners:
        return [1.0 / len(outcome.winners) if s in outcome.winners else 0.0 for s in range(n)]
    counts = outcome.stacks if coins else outcome.deals_won
    total = sum(counts)
    if total == 0:
        return [1.0 / n] * n
    return [c / total for c in counts]


def safest(hand: list[Rank], seen: list[int], pick: Pick) -> int:
    """The index of the card to play freely from `hand`: one of the ranks with most cards accounted for
    (`seen[rank]` played or turned up, plus those in hand), so the next player is least likely to match
    it ([000] p. 93); `pick` chooses among equals."""
    safety = [seen[r] + hand.count(r) for r in hand]
    top = max(safety)
    best = [i for i, value in enumerate(safety) if value == top]
    return best[pick(len(best))] if len(best) > 1 else best[0]


def most_held(hand: list[Rank], pick: Pick) -> int:
    """The index of the card to lead from `hand`: one of the rank held most, as the medium player leads
    (RULES.md §1.2: it sheds the most cards and may keep the lead); `pick` chooses among equals."""
    counts = [hand.count(r) for r in hand]
    top = max(counts)
    best = [i for i, value in enumerate(counts) if value == top]
    return best[pick(len(best))] if len(best) > 1 else best[0]


def _everyone_plays(state: SnipSnapSnorum, pick: Pick) -> Outcome:
    """RULES.md §1.1: everyone plays in turn, compulsory matching, chain basis, out at 0 coins."""
    options = state.options
    n = state.num_seats
    hands = [[c.rank for c in hand] for hand in state.hands]
    stacks = state.bank.stacks[:]
    pool = state.bank.pool
    in_game = state.in_game[:]
    run: list[int | None] = state.run[:]
    rank = state.run_rank
    seat: int = state.turn  # type: ignore[assignment]  # play_out checked the game is on
    seen = [0] * 14  # cards of each rank played this deal, or turned up
    for _, c in state.table:
        seen[c.rank] += 1
    if state.turn_up is not None:
        seen[state.turn_up.rank] += 1

    while True:
        hand = hands[seat]
        if rank is not None and rank in hand:
            seen[rank] += 1
            hand.remove(rank)
            position = len(run)
            run.append(seat)
            previous = run[position - 1]
            payer: int | None = previous
            if previous is None:  # the turn-up was matched
                if options.turn_up_payer is TurnUpPayer.POOL:
                    paid = min(1, pool)
                    pool -= paid
                    stacks[seat] += paid
                    payer = None
                else:
                    payer, position = state.dealer, 1
            if payer is not None and in_game[payer]:
                paid = min(position, stacks[payer])
                stacks[payer] -= paid
                pool += paid
                if stacks[payer] == 0:
                    in_game[payer] = False
                    hands[payer] = []
                    if sum(in_game) == 1:
                        winner = in_game.index(True)
                        stacks[winner] += pool
                        return Outcome(stacks, state.deals_won[:], (winner,))
        else:
            rank = hand.pop(safest(hand, seen, pick))
            seen[rank] += 1
            run = [seat]
        for step in range(1, n + 1):
            after = (seat + step) % n
            if in_game[after] and hands[after]:
                seat = after
                break
        else:
            return Outcome(stacks, state.deals_won[:], ())


def _follow_or_pass(state: SnipSnapSnorum, pick: Pick) -> Outcome:
    """RULES.md §1.2: follow the rank in play or pass, ordinal basis, the first out wins the deal."""
    options = state.options
    n = state.num_seats
    coins = options.coins
    hands = [[c.rank for c in hand] for hand in state.hands]
    stacks = state.bank.stacks[:]
    pool = state.bank.pool
    run_length = len(state.run)
    rank = state.run_rank
    last = state.table[-1][0] if state.table else None
    passed = state.passed_since_play
    seat: int = state.turn  # type: ignore[assignment]  # play_out checked the game is on

    while True:
        hand = hands[seat]
        if rank is None:
            rank = hand.pop(most_held(hand, pick))
            run_length = 1
        elif rank in hand:
            hand.remove(rank)
            run_length += 1
            if not passed and last is not None and last != seat and coins:
                paid = min(run_length - 1, stacks[last])
                stacks[last] -= paid
                pool += paid
        else:
            passed = True
            if coins and options.pass_payment is not PassPayment.NONE and stacks[seat]:
                stacks[seat] -= 1
                if options.pass_payment is PassPayment.TO_POOL:
                    pool += 1
                else:
                    stacks[last] += 1  # type: ignore[index]  # a rank is in play, so a card was played
            seat = (seat + 1) % n
            continue
        passed = False
        last = seat
        if not hand:
            return _went_out(state, seat, hands, stacks, pool)
        if run_length == CARDS_PER_RANK:
            rank = None  # the player of the fourth card leads
        else:
            seat = (seat + 1) % n


def _went_out(state: SnipSnapSnorum, seat: int, hands: list[list[Rank]], stacks: list[int], pool: int) -> Outcome:
    """RULES.md §1.2 "Going out": 1 coin per card left into the pool, the winner takes it; the match may end."""
    options = state.options
    deals_won = state.deals_won[:]
    deals_won[seat] += 1
    if options.coins:
        for s in range(state.num_seats):
            paid = min(len(hands[s]), stacks[s])
            stacks[s] -= paid
            pool += paid
        stacks[seat] += pool
    winners: tuple[int, ...] = ()
    if state.deal_no >= options.deals:
        score = stacks if options.coins else deals_won
        best = max(score)
        winners = tuple(s for s in range(state.num_seats) if score[s] == best)
    return Outcome(stacks, deals_won, winners)
