"""The medium computer player: Peel's card-counting advice, made exact ([000] p. 93, RULES.md §1).

Suits never matter in Snip-Snap-Snorum, so every choice is a choice of rank. Medium values each rank it
may play in coins it expects to gain (`choice_values`) and plays the best, breaking ties at random.

Everyone plays (RULES.md §1.1). "The lead is a disadvantage … after a few cards have been played, it is
often possible to know that certain cards remaining in hand are absolutely safe, or nearly so" [000]. A
card that starts a run costs its player 1 coin if the next player matches it, so when free to choose,
medium plays the rank the next player is least likely to hold: a rank whose other cards are already seen
(on the table, turned up, or in its own hand — hence "a player having two of a kind in his own hand
should always play one of them"), or one the next player is proven void of. The last card of a deal is
safe. With option `revoke`, declining to match the `p`-th card of a run costs `2p` coins for certain (and
the previous player pays `p` anyway), while matching costs `p + 1` only if the next player matches in
turn; since `2p ≥ p + 1`, medium's values make it match every time.

Follow or pass (RULES.md §1.2–§1.3). Following is forced, so only the lead is a choice. Going out first
is worth far more than a snip: the others pay a coin per card left and the winner takes the pool. Leading
a rank sheds every card of it in hand (the turn keeps coming round until all four are out), and the
player of the fourth card leads again, so medium leads the rank it holds most of, above all one whose
other cards it holds too (it will play the fourth card and keep the lead). It counts off the chance that
the next player follows at once (a snip: 1 coin) and, heavily, the chance that an opponent with very few
cards holds nothing but that rank and goes out on it.
"""

from __future__ import annotations

import random
from collections import Counter

from game.core.cards import Rank
from game.core.rules import next_seat
from game.games.snip_snap_snorum.counting import (
    chance_holds,
    chance_holds_only,
    next_player,
    unseen_by_rank,
)
from game.games.snip_snap_snorum.rules import (
    CARDS_PER_RANK,
    Flow,
    Move,
    Observation,
    Pass,
    Play,
)

Choice = Rank | Pass
"""What a move decides: the rank played, or a pass (suits never matter, RULES.md §1)."""

# Follow or pass: a lead's worth in coins for keeping the lead (on top of a coin per card shed).
_KEEP_LEAD = 2.0


def choice_of(move: Move) -> Choice:
    """The rank a move plays, or the pass."""
    return move.card.rank if isinstance(move, Play) else move


def medium_move(obs: Observation, rng: random.Random) -> Move:
    """The medium player's move for the seat to move in `obs` (see the module docstring).

    Ties are broken with `rng`. Raises ValueError when `obs` has no legal moves.
    """
    values = choice_values(obs)
    top = max(values.values())
    best = [choice for choice, value in values.items() if value >= top - 1e-9]
    chosen = best[rng.randrange(len(best))] if len(best) > 1 else best[0]
    return next(move for move in obs.legal if choice_of(move) == chosen)


def choice_values(obs: Observation) -> dict[Choice, float]:
    """Each distinct legal choice of the seat to move, valued in coins it expects to gain (higher is
    better; only differences matter). Raises ValueError when `obs` has no legal moves."""
    if not obs.legal:
        raise ValueError(f"it is not seat {obs.seat}'s turn")
    choices: dict[Choice, int] = Counter(choice_of(move) for move in obs.legal)
    if len(choices) == 1:
        return {choice: 0.0 for choice in choices}
    unseen = unseen_by_rank(obs)
    if obs.options.flow is Flow.FOLLOW_OR_PASS:
        return {rank: _lead_value(obs, rank, held, unseen) for rank, held in choices.items()}  # type: ignore[arg-type]
    return {rank: _play_value(obs, rank, unseen) for rank in choices}  # type: ignore[arg-type]


def _play_value(obs: Observation, rank: Rank, unseen: Counter[Rank]) -> float:
    """Coins expected from playing `rank` when everyone plays (RULES.md §1.1, see the module docstring)."""
    after = next_player(obs)
    at_risk = 0.0 if after is None else chance_holds(obs, after, rank, unseen)
    if rank == obs.rank_in_play:
        position = len(obs.run) + 1  # the place our card takes in the run
        return 0.0 if position == CARDS_PER_RANK else -position * at_risk
    value = -at_risk  # our card starts a run: snipped if the next player matches it
    if obs.rank_in_play is not None and any(c.rank == obs.rank_in_play for c in obs.hand):
        value -= 2 * len(obs.run)  # a revoke (option `revoke`)
    return value


def _lead_value(obs: Observation, rank: Rank, held: int, unseen: Counter[Rank]) -> float:
    """Coins expected from leading `rank` holding `held` of it (RULES.md §1.2, see the module docstring)."""
    # No rank is part-played when leading, so the other `4 - held` cards are in the other hands; the turn
    # goes round the holders one card each, so holding three or four wins the fourth card and the lead.
    keep_lead = 1.0 if held >= CARDS_PER_RANK - 1 else 0.0
    if held == 2:
        # The fourth card is ours unless one opponent holds both of the other two.
        could_hold = [s for s in range(obs.num_seats) if s != obs.seat and rank not in obs.voids[s]]
        keep_lead = 1.0 - 1.0 / max(len(could_hold), 1)
    value = held + _KEEP_LEAD * keep_lead
    if obs.options.coins:
        value -= chance_holds(obs, next_seat(obs.seat, obs.num_seats), rank, unseen)
    out = unseen[rank]
    going_out = sum(
        chance_holds_only(obs, s, rank, unseen)
        for s in range(obs.num_seats)
        if s != obs.seat and 0 < obs.hand_sizes[s] <= out
    )
    return value - going_out * (len(obs.hand) + 1)
