"""Whole games between homes without a window (game/online/play.py, issue 35): a host referees, guests in other
threads play their seats through a real broker, and the game ends as a local game would."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest

from game.core.session import Controller, Seat
from game.online.codes import InviteCode
from game.online.link import Link
from game.online.play import host_game, join_game
from game.registry import game_spec
from game.replay import check, from_session, parse

CODE = InviteCode(9, ("amber", "otter"))
GAMES = [
    ("snip-snap-snorum", "round-games", 3), ("jig", "peel", 3), ("snitchems", "sporting-magazine", 2),
    ("cassino", "standard", 2), ("thirteens", "thirteens", 2),
]


def guest(links: Callable[[], Link], name: str, level: str, results: dict[str, Any]) -> threading.Thread:
    """A guest playing its seat as `level` in a thread of its own; its result lands in `results[name]`."""
    link = links()

    def play() -> None:
        try:
            results[name] = join_game(link, CODE, name, level, seed=5, wait_s=60)
        except Exception as error:  # the test reports it
            results[name] = error

    thread = threading.Thread(target=play, daemon=True)
    thread.start()
    return thread


@pytest.mark.parametrize("game, preset, players", GAMES, ids=[g for g, _, _ in GAMES])
def test_a_whole_game_with_a_guest_from_afar_ends_as_a_local_game(
    game: str, preset: str, players: int, links: Callable[[], Link]
) -> None:
    spec = game_spec(game)
    seats = [Seat("Host", Controller.EASY), Seat("(invited)", Controller.HUMAN)]
    seats += [Seat(f"Computer {n}", Controller.EASY) for n in range(players - 2)]
    results: dict[str, Any] = {}
    thread = guest(links, "Ann", "easy", results)
    session = host_game(links(), spec, spec.preset(preset), seats, [1], CODE, seed=3, wait_s=60)
    thread.join(30)
    assert session.state.current_seat() is None
    assert [s.name for s in session.seats][:2] == ["Host", "Ann"]
    result = session.state.result()
    over = results["Ann"]
    assert (over["winners"], over["stacks"]) == (list(result.winners), list(result.stacks))
    assert [(dealer, pack.split()) for dealer, pack in over["deals"]] == [
        (dealer, [card.code for card in pack]) for dealer, pack in session.deals()
    ], "once the game is over, the guest is shown the packs for its replay"
    check(parse(from_session(session)))  # the host's replay re-plays move by move
