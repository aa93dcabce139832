"""Seeded positions for the computer-player tests: games of every preset and option played part-way.

Each position is a real game in progress with a seat to move. The moves that lead there are uniformly
random legal moves, so hands, voids, passes, players out and later deals all turn up.
"""

from __future__ import annotations

import random
from typing import Iterator

from game.games.snip_snap_snorum.presets import PassPayment, TurnUpPayer
from game.games.snip_snap_snorum.rules import Observation, SnipSnapSnorum, new_game

CONFIGS: list[tuple[str, dict[str, object]]] = [
    ("round-games", {}),
    ("round-games", {"revoke": True, "stake": 2}),
    ("round-games", {"turn_up": True}),
    ("round-games", {"turn_up": True, "turn_up_payer": TurnUpPayer.DEALER, "revoke": True, "stake": 2}),
    ("round-games", {"pack": 32, "stake": 2}),
    ("all-dealt", {}),
    ("all-dealt", {"pass_payment": PassPayment.TO_PLAYER, "stake": 4}),
    ("all-dealt", {"pass_payment": PassPayment.TO_POOL, "deals": 1}),
    ("earl-of-coventry", {"coins": False, "deals": 2}),
    ("snore-em", {}),
    ("motor", {}),
    ("cavendish", {}),
]
"""Every way of play (the round games, follow or pass, Snore 'Em's long hands, Motor's runs paid when they end,
Cavendish's playing again) and every option that changes what a player may do or what it costs."""

SEATS = {
    "round-games": (2, 4, 6),
    "all-dealt": (3, 4, 6),
    "earl-of-coventry": (3, 5),
    "snore-em": (3, 4),
    "motor": (4,),
    "cavendish": (3, 4),
}


def positions(per_config: int, seed: int = 0) -> Iterator[SnipSnapSnorum]:
    """`per_config` positions for each configuration and seat count (fewer when a game ends first)."""
    for preset, options in CONFIGS:
        for num_seats in SEATS[preset]:
            if options.get("pack") == 32 and num_seats > 6:
                continue
            for i in range(per_config):
                rng = random.Random(f"{seed} {preset} {options} {num_seats} {i}")
                game = new_game(preset, num_seats, seed=rng.randrange(2**32), **options)
                game.start()
                for _ in range(rng.randrange(120)):
                    if game.is_over():
                        break
                    game.apply(rng.choice(game.legal_moves()))
                if not game.is_over():
                    yield game


def to_move(game: SnipSnapSnorum) -> Observation:
    """The observation of the seat to move. Raises AssertionError when the game is over."""
    seat = game.current_seat()
    assert seat is not None, "the game is over"
    return game.observe(seat)
