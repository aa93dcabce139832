"""The per-deal summary on the results screen (game/core/deal_summary.py; issue 10: "who paid whom, deals
won"), read from a game's events."""

from __future__ import annotations

import pytest

from game.core.deal_summary import DealSummary, summarise
from game.core.rules import DealOver, Dealt, GameOver, Paid, PayReason, Pot
from game.core.session import Controller, Seat, Session
from game.registry import game_spec


def test_a_deal_adds_up_what_each_seat_paid_and_was_paid_and_what_the_pool_kept():
    """RULES.md §1: snapped pays 2 to the player who matched; an ante goes into the pool; the winner takes the
    pool, here at the end of the game, which closes the last deal."""
    events = [
        Dealt(1, 1, ()),
        Paid(0, Pot.POOL, 1, PayReason.ANTE), Paid(1, Pot.POOL, 1, PayReason.ANTE),
        Paid(0, 1, 2, PayReason.SNAPPED, by=1),
        DealOver(1, 1),
        Dealt(2, 0, ()),
        Paid(1, Pot.POOL, 1, PayReason.ANTE),
        Paid(Pot.POOL, 0, 3, PayReason.POOL),
        GameOver((0,)),
    ]
    assert summarise(events, 2) == [DealSummary(1, 1, (-3, 1), 2), DealSummary(2, 0, (3, -1), -2)]


@pytest.mark.parametrize("preset", ["round-games", "all-dealt", "earl-of-coventry"])
def test_over_a_whole_game_the_deals_add_up_to_the_final_stacks(preset):
    """Coins are never made or lost (RULES.md "Conventions"): each deal's gains, losses and pool balance, and
    every seat's deals together come to its final stack less its stake."""
    spec = game_spec("snip-snap-snorum")
    options = spec.preset(preset)
    session = Session.new(spec, options, [Seat(n, Controller("ai:easy")) for n in "ABCD"], 7)
    events = list(session.opening)
    while session.state.current_seat() is not None:
        events += session.apply(session.state.legal_moves()[0])
    deals = summarise(events, 4)
    assert deals and [d.deal for d in deals] == list(range(1, len(deals) + 1))
    assert all(sum(d.net) + d.pool == 0 for d in deals)
    result = session.state.result()
    assert [sum(d.net[s] for d in deals) for s in range(4)] == [c - options.stake for c in result.stacks]
    over = [e.winner for e in events if isinstance(e, DealOver)]
    assert [d.winner for d in deals][: len(over)] == over
