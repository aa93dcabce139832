"""Card counting from one seat's `Observation`: what is still out, and who may hold it.

Every rank has four cards (RULES.md §1). Cards this seat has seen (its hand, the table, the turn-up) are
accounted for; the rest are `unseen`, spread over the other hands, the stock and the dead cards. A seat
proven void of a rank (`Observation.voids`) holds none of it.
"""

from __future__ import annotations

from collections import Counter

from game.core.cards import Rank
from game.core.rules import next_seat
from game.games.snip_snap_snorum.rules import Observation


def unseen_by_rank(obs: Observation) -> Counter[Rank]:
    """How many cards of each rank the observing seat has not seen."""
    return Counter(c.rank for c in obs.unseen)


def followers(obs: Observation, count: int) -> list[int]:
    """The seats that play the next `count` cards after the observing seat's next card, in turn order
    (fewer when the deal ends first; the observing seat itself may be among them).

    RULES.md §1.1: everyone plays one card a turn, turns pass to the left and skip players out of the game
    and players whose hands are empty. Players going out during those turns are not foreseen.
    """
    sizes = [size if playing else 0 for size, playing in zip(obs.hand_sizes, obs.in_game)]
    sizes[obs.seat] -= 1  # the card about to be played
    seat = obs.seat
    seats: list[int] = []
    while len(seats) < count and any(size > 0 for size in sizes):
        seat = next_seat(seat, obs.num_seats)
        if sizes[seat] > 0:
            seats.append(seat)
            sizes[seat] -= 1
    return seats


def chance_holds(obs: Observation, seat: int, rank: Rank, unseen: Counter[Rank], taken: int = 0) -> float:
    """The chance (0–1) that `seat`, another player, holds at least one card of `rank`.

    Its hand is taken as a uniform draw from the unseen cards it may hold (those of ranks it is not void
    of); `unseen` is `unseen_by_rank(obs)`, less `taken` cards of `rank` supposed to be in other hands.
    """
    if rank in obs.voids[seat]:
        return 0.0
    marked = max(unseen[rank] - taken, 0)
    room = sum(count for r, count in unseen.items() if r not in obs.voids[seat]) - taken
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
