"""The medium computer player of Snitch'ems: rules of thumb (RULES.md §3; issue 11).

Most cards wins the deal, so every card counts one, whoever takes it. Capture is compulsory (RULES.md §3), so
medium's choice is which capture to make, or, when it cannot capture, which card to trail. It values a move
by the cards it takes (the card played included) less the cards the next player can be expected to take from
the table it leaves (`game.games.fishing.advice.expected_best`): so it takes the most cards, prefers the
capture that leaves no sum of eight or ten, no pair and no lift for the next player (best of all, an empty
table), and trails the card that gives the least away.

Pure: an `Observation` (or, in the hard player's play-outs, a full state seen from the seat to move) and a
seeded `random.Random` in, a move out.
"""

from __future__ import annotations

import random
from typing import Sequence

from game.core.cards import Card, Rank
from game.games.fishing.advice import Outlook, expected_best, outlook_in, outlook_of, pick_best, rank_gains, table_after
from game.games.fishing.captures import RANK_PIPS
from game.games.fishing.rules import Capture, Item, Move, Observation
from game.games.snitchems.rules import TARGETS, Snitchems


def medium_move(obs: Observation, rng: random.Random) -> Move:
    """The medium player's move for `obs`'s seat (see the module docstring); ties are broken with `rng`."""
    return _best(outlook_of(obs), Snitchems.from_observation(obs).legal_moves(), rng)


def playout_move(state: Snitchems, rng: random.Random) -> Move:
    """The move medium makes for the seat to move in `state`, seeing only what that seat may see (for the
    hard player's play-outs)."""
    moves = state.legal_moves()
    return moves[0] if len(moves) == 1 else _best(outlook_in(state), moves, rng)


def ranked_moves(obs: Observation) -> list[tuple[float, Move]]:
    """Every legal move of `obs`'s seat with medium's value of it (cards, higher is better), the best first."""
    outlook = outlook_of(obs)
    moves = Snitchems.from_observation(obs).legal_moves()
    return sorted(((value(outlook, m), m) for m in moves), key=lambda entry: -entry[0])


def value(outlook: Outlook, move: Move) -> float:
    """What `move` is worth in cards: the cards it takes (the card played too), less the cards the next
    player may be expected to take from the table it leaves."""
    gain, after, _ = _option(outlook, move)
    return gain - threat(outlook, after)


def _option(outlook: Outlook, move: Move) -> tuple[float, list[Item], Move]:
    """What `move` takes, and the table it leaves."""
    return (len(move.taken) + 1 if isinstance(move, Capture) else 0), table_after(outlook.table, move), move


def threat(outlook: Outlook, table: Sequence[Item]) -> float:
    """The cards the next player may be expected to take from `table` with its best capture (its own card
    included), its hand dealt at random from the cards `outlook`'s seat has not seen."""
    if not outlook.next_hand or not table:
        return 0.0
    loose = [c for c in table if isinstance(c, Card)]
    taken = most_taken_by_rank(loose, bool(getattr(outlook.options, "make_sums", True)))
    return expected_best(rank_gains(outlook.unseen, lambda rank: taken[rank - 1] + 1 if taken[rank - 1] else 0),
                         outlook.hidden, outlook.next_hand)


def most_taken(table: Sequence[Card], rank: Rank, make_sums: bool = True) -> int:
    """The most table cards a card of `rank` can capture from `table` (RULES.md §3 1–3): every card of its
    rank, or a set making eight or ten with it (with option `make_sums`), with every 8 (10) lifted too."""
    return most_taken_by_rank(table, make_sums)[rank - 1]


def most_taken_by_rank(table: Sequence[Card], make_sums: bool = True) -> list[int]:
    """`most_taken` for every rank at once (`[rank - 1]`, ace first): one count of the table's ranks and one
    subset-sum table per total (eight, ten) serve all thirteen ranks, since the threat asks for every rank
    still unseen (much of the play-outs' time)."""
    ranks = [int(c.rank) for c in table]
    best = [ranks.count(r) for r in range(1, 14)]
    for target in TARGETS:
        lifted = ranks.count(target)
        if not lifted and not make_sums:
            continue
        most = _most_cards_by_total([RANK_PIPS[r] for r in ranks if r != target], target - 1)
        for worth in range(1, target):
            count = most[target - worth]
            if count > 0:
                best[worth - 1] = max(best[worth - 1], count + lifted)
    return best


def _most_cards_by_total(values: Sequence[int], goal: int) -> list[int]:
    """The most of `values` (each used once) that add up to exactly s, for every s up to `goal` (`[s]`; −1
    when none do)."""
    most = [0] + [-1] * goal  # most[s]: the most values adding up to s so far (−1: none)
    for v in values:
        if 0 < v <= goal:
            for s in range(goal, v - 1, -1):
                if most[s - v] >= 0 and most[s - v] + 1 > most[s]:
                    most[s] = most[s - v] + 1
    return most


def _best(outlook: Outlook, moves: list[Move], rng: random.Random) -> Move:
    return pick_best([_option(outlook, m) for m in moves], lambda table: threat(outlook, table), rng)
