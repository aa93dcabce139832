"""What each deal of a finished game came to, for the results screen (issue 10: "a per-deal summary (who paid
whom, deals won)"): read from the game's events, so every game played in deals gets one — in coins, or in the
points or cards a deal scored (`DealScored`, the fishing games).

Pure: events in, summaries out.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.core.rules import DealOver, DealScored, Dealt, Event, GameOver, Paid, Pot


@dataclass(frozen=True)
class DealSummary:
    """Deal number `deal` (from 1): the seat that won it (`winner`, None when nobody did, RULES.md
    "Conventions"), what each seat gained (+) or lost (−) in it in coins (`net`, by seat; payments into and
    out of the pool count) — or, in a game scored by deals, what the deal scored for it (points, cards) — and
    what went into the pool less what came out of it (`pool`, coins)."""

    deal: int
    winner: int | None
    net: tuple[int, ...]
    pool: int


def summarise(events: Iterable[Event], num_seats: int) -> list[DealSummary]:
    """One `DealSummary` per deal, in order, from a game's `events` (the opening deal's events first, then
    each move's). A deal ends with its `DealOver`, or with the `GameOver` that cuts it short (someone out of
    coins: its winner is the game's, when there is one)."""
    summaries: list[DealSummary] = []
    net = [0] * num_seats
    pool = 0
    deal, open_deal = 0, False
    for event in events:
        match event:
            case Dealt():
                deal, open_deal = event.deal, True
            case Paid(payer=payer, payee=payee, coins=coins):
                if isinstance(payer, Pot):
                    pool -= coins
                else:
                    net[payer] -= coins
                if isinstance(payee, Pot):
                    pool += coins
                else:
                    net[payee] += coins
            case DealScored(points=points):
                net = [n + p for n, p in zip(net, points)]
            case DealOver() | GameOver() if open_deal:
                if isinstance(event, DealOver):
                    winner = event.winner
                else:
                    winner = event.winners[0] if len(event.winners) == 1 else None
                summaries.append(DealSummary(deal, winner, tuple(net), pool))
                net, pool, open_deal = [0] * num_seats, 0, False
    return summaries
