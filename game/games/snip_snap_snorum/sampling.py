"""Determinization for Snip-Snap-Snorum's search: a full state one seat cannot tell from the real one, drawn
from what that seat has seen (RULES.md §1.1–§1.2: passes and unmatched cards prove a seat void of a rank).

Pure: an `Observation` and a seeded `random.Random` in, a `SnipSnapSnorum` state out.
"""

from __future__ import annotations

import random

from game.core.cards import Card, Rank, full_pack
from game.core.rules import Bank, ShuffledPacks, next_seat
from game.games.snip_snap_snorum.presets import Flow
from game.games.snip_snap_snorum.rules import Observation, SnipSnapSnorum


def determinize(observation: Observation, rng: random.Random) -> SnipSnapSnorum:
    """A full state that `observation.seat` cannot tell from the real one, for the computer players' search.

    The other seats' hands are drawn from `observation.unseen` so that every hand has its known size and no
    seat holds a rank it is proven void of (`Observation.voids`: a pass, or not matching when matching was
    compulsory, RULES.md §1.1–§1.2); the cards left over are the stock and the dead cards. The draw is
    close to uniform (a shuffled deal, in which a card that lands on a void goes to another hand chosen in
    proportion to its room) and never fails while some deal fits: a card with no room left is placed by an
    augmenting path that moves already placed cards. Later deals of the returned state are shuffled with
    `rng` (never the real game's pack source), and its `pack_orders` record is empty.
    `observe(observation.seat)` on the result equals `observation`. Raises ValueError for a finished game,
    or when no deal fits (an impossible observation).
    """
    obs = observation
    if obs.to_move is None:
        raise ValueError("the game is over: there is nothing left to determinize")
    others = [s for s in range(obs.num_seats) if s != obs.seat and obs.hand_sizes[s] > 0]
    # A set's order changes from run to run, so list the cards in pack order before shuffling them.
    cards = [c for c in _FULL_PACK if c in obs.unseen]
    draw = rng.random
    cards.sort(key=lambda _: draw())
    rest = len(cards) - sum(obs.hand_sizes[s] for s in others)
    if rest < 0:
        raise ValueError("the hands hold more cards than are unseen")
    voids = [obs.voids[s] for s in others] + [frozenset()]  # the last bucket is the stock and dead cards
    buckets = _sample_buckets(cards, [obs.hand_sizes[s] for s in others] + [rest], voids, rng)
    state = SnipSnapSnorum(obs.options, obs.num_seats, ShuffledPacks(rng), first_dealer=obs.dealer)
    state.started = True
    state.bank = Bank(list(obs.stacks), obs.pool, credit=obs.options.unlimited)
    state.in_game = list(obs.in_game)
    state.deals_won = list(obs.deals_won)
    state.deal_no = obs.deal
    state.hands = [[] for _ in range(obs.num_seats)]
    state.hands[obs.seat] = list(obs.hand)
    for s, bucket in zip(others, buckets):
        state.hands[s] = bucket
    leftover = buckets[-1]
    dead = _dead_count(obs)
    state.dead, state.stock = leftover[:dead], leftover[dead:]
    state.turn_up = obs.turn_up
    state.table = list(obs.table)
    state.run = list(obs.run)
    state.run_rank = obs.rank_in_play
    state.voids = [set(v) for v in obs.voids]
    state.turn = obs.to_move
    # Not in the observation, but public: after a card the turn goes to the left unless someone passed.
    state.passed_since_play = (
        obs.options.flow is Flow.FOLLOW_OR_PASS
        and obs.rank_in_play is not None
        and bool(obs.table)
        and obs.to_move != next_seat(obs.table[-1][0], obs.num_seats)
    )
    return state


_FULL_PACK = tuple(full_pack(52))


def _dead_count(obs: Observation) -> int:
    """How many unseen cards are dead this deal: those dealt to players put out since (RULES.md §1.1).

    Everyone in the game now, everyone who played this deal and the dealer were dealt a hand (§1.4
    `snore-em`: all the cards, or 13 each when they were no more than three).
    """
    dealt_to = {s for s in range(obs.num_seats) if obs.in_game[s]} | {s for s, _ in obs.table} | {obs.dealer}
    each = obs.options.cards_each(len(dealt_to))
    dealt = obs.options.pack if each is None else each * len(dealt_to)
    return dealt - sum(obs.hand_sizes) - len(obs.table)


def _sample_buckets(
    cards: list[Card], room: list[int], voids: list[frozenset[Rank]], rng: random.Random
) -> list[list[Card]]:
    """Put every card of the shuffled `cards` in a bucket with room whose voids do not hold its rank;
    `room` sums to len(cards).

    The cards are first dealt out as they lie (a uniform deal); each card that landed on a void is then
    taken back and put in a bucket chosen in proportion to its room, or placed by an augmenting path.
    Raises ValueError when no placement exists.
    """
    slots = [b for b, size in enumerate(room) for _ in range(size)]
    buckets: list[list[Card]] = [[] for _ in room]
    free = [0] * len(room)
    misplaced = []
    for c, b in zip(cards, slots):
        if c.rank in voids[b]:
            misplaced.append(c)
            free[b] += 1
        else:
            buckets[b].append(c)
    for c in misplaced:
        open_ = [b for b in range(len(room)) if free[b] and c.rank not in voids[b]]
        if open_:
            b = rng.choices(open_, weights=[free[o] for o in open_])[0]
            buckets[b].append(c)
            free[b] -= 1
        elif not _augment(c, buckets, free, voids):
            raise ValueError("no deal of the unseen cards fits the hand sizes and voids")
    return buckets


def _augment(card: Card, buckets: list[list[Card]], free: list[int], voids: list[frozenset[Rank]]) -> bool:
    """Place `card` by moving placed cards along a shortest chain of buckets to one with room (BFS)."""
    start = [b for b in range(len(buckets)) if card.rank not in voids[b]]
    came_from: dict[int, tuple[int, int] | None] = {b: None for b in start}
    queue = list(start)
    for b in queue:
        for i, moved in enumerate(buckets[b]):
            for to in range(len(buckets)):
                if to in came_from or moved.rank in voids[to]:
                    continue
                came_from[to] = (b, i)
                if free[to]:
                    free[to] -= 1
                    # Walk back: each bucket on the chain passes one card on; the first one takes `card`.
                    step = came_from[to]
                    while step is not None:
                        frm, j = step
                        buckets[to].append(buckets[frm][j])
                        buckets[frm][j] = buckets[frm][-1]
                        buckets[frm].pop()
                        to, step = frm, came_from[frm]
                    buckets[to].append(card)
                    return True
                queue.append(to)
    return False
