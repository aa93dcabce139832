"""Card counting from one seat's `Observation`: what is still out, and who may hold it.

Every rank has four cards (RULES.md §1). Cards this seat has seen (its hand, the table, the turn-up) are
accounted for; the rest are `unseen`, spread over the other hands, the stock and the dead cards. A seat
proven void of a rank (`Observation.voids`) holds none of it.
"""

from __future__ import annotations

from collections import Counter

from game.core.cards import Rank
from game.core.rules import next_seat
from game.games.snip_snap_snorum.presets import Flow
from game.games.snip_snap_snorum.rules import Observation


def unseen_by_rank(obs: Observation) -> Counter[Rank]:
    """How many cards of each rank the observing seat has not seen."""
    return Counter(c.rank for c in obs.unseen)


def next_player(obs: Observation) -> int | None:
    """The seat that plays after the observing seat's next card, or None when nobody will this deal.

    RULES.md §1.1: turns skip players out of the game and, at the end of a deal, players with empty hands;
    §1.2: the turn passes to the left.
    """
    if obs.options.flow is Flow.FOLLOW_OR_PASS:
        return next_seat(obs.seat, obs.num_seats)
    seat = obs.seat
    for _ in range(obs.num_seats - 1):
        seat = next_seat(seat, obs.num_seats)
        if obs.in_game[seat] and obs.hand_sizes[seat] > 0:
            return seat
    return None


def chance_holds(obs: Observation, seat: int, rank: Rank, unseen: Counter[Rank]) -> float:
    """The chance (0–1) that `seat`, another player, holds at least one card of `rank`.

    Its hand is taken as a uniform draw from the unseen cards it may hold (those of ranks it is not void
    of); `unseen` is `unseen_by_rank(obs)`.
    """
    if rank in obs.voids[seat]:
        return 0.0
    marked = unseen[rank]
    room = sum(count for r, count in unseen.items() if r not in obs.voids[seat])
    miss = 1.0
    for i in range(obs.hand_sizes[seat]):
        if room - i <= 0:
            break
        miss *= max(room - marked - i, 0) / (room - i)
    return 1.0 - miss


def chance_holds_only(obs: Observation, seat: int, rank: Rank, unseen: Counter[Rank]) -> float:
    """The chance (0–1) that every card in `seat`'s hand is of `rank` (so it could go out on that rank)."""
    size = obs.hand_sizes[seat]
    if rank in obs.voids[seat] or size == 0:
        return 0.0
    marked = unseen[rank]
    room = sum(count for r, count in unseen.items() if r not in obs.voids[seat])
    hit = 1.0
    for i in range(size):
        if room - i <= 0:
            break
        hit *= max(marked - i, 0) / (room - i)
    return hit
