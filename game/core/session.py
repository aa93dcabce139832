"""One game being played: the state, who sits where, and the record of every move — what a replay holds.

A `Session` is pure (no pygame, no I/O): the table scene, `simulate`, `replay` and the self-test all drive
games through it, so every game played anywhere can be saved and checked the same way.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from game.core.rules import Event, GameState, PackSource, ShuffledPacks, StackedPacks
from game.core.spec import GameSpec


class Controller(Enum):
    """Who decides a seat's moves (the replay file's `controller`)."""

    HUMAN = "human"
    EASY = "ai:easy"
    MEDIUM = "ai:medium"
    HARD = "ai:hard"
    ORACLE = "ai:oracle"
    """A reference seat that sees every hand: the hard search run on the true state (`GameSpec.oracle`). It
    cheats, so it is for `simulate` and the bench only: no table or setup screen offers it (issue 18)."""
    # The reaction game's levels (RULES.md §5; game/games/snap/reaction.py), slowest first.
    TODDLER = "ai:toddler"
    CASUAL = "ai:casual"
    SHARP = "ai:sharp"
    EXPERT = "ai:expert"
    REFLEX = "ai:reflex"
    ADAPTIVE = "ai:adaptive"
    REMOTE = "remote"
    """A seat the host's setup keeps for a player invited from another home (issue 35, game/online/). It
    plays no game by itself: the game starts with the guest's name in its place, as a human seat."""

    @property
    def is_human(self) -> bool:
        return self is Controller.HUMAN

    @classmethod
    def for_game(cls, spec: GameSpec) -> list[Controller]:
        """Human, then the computer levels that play `spec`, weakest first."""
        return [cls.HUMAN] + [cls("ai:" + level) for level in spec.levels]

    def plays(self, spec: GameSpec) -> bool:
        """Whether this controller can take a seat at `spec`: a human always, a level `spec` has, the oracle
        where `spec` has one."""
        if self is Controller.HUMAN:
            return True
        if self is Controller.ORACLE:
            return spec.oracle is not None
        return self.level in spec.levels

    @property
    def level(self) -> str:
        """The computer level ("easy" …), or "human"."""
        return self.value.removeprefix("ai:")


@dataclass(frozen=True)
class Seat:
    """A seat at the table: the player's `name` and who controls it."""

    name: str
    controller: Controller


@dataclass(frozen=True)
class MoveRecord:
    """A decision as a replay records it: the `seat` that moved and the move as text ("9H", "pass")."""

    seat: int
    move: str


@dataclass
class Session:
    """A game in progress with its record. Build one with `Session.new`; then `apply` moves.

    `seed` is the seed of the shuffles (None when the packs were stacked by hand).
    """

    spec: GameSpec
    options: Any
    seats: list[Seat]
    seed: int | None
    state: GameState[Any]
    moves: list[MoveRecord] = field(default_factory=list)
    opening: list[Event] = field(default_factory=list)

    @classmethod
    def new(
        cls,
        spec: GameSpec,
        options: Any,
        seats: list[Seat],
        seed: int | None = None,
        packs: PackSource | None = None,
        first_dealer: int | None = None,
    ) -> Session:
        """Start a game of `spec` with `options` for `seats`, shuffled with `seed` (or from `packs`).

        The first deal is dealt at once; its events are in `opening`. Raises ValueError when the
        options do not allow that many seats.
        """
        source = packs if packs is not None else ShuffledPacks(random.Random(seed))
        for seat in seats:
            if not seat.controller.plays(spec):
                raise ValueError(f"{spec.title} has no computer level '{seat.controller.level}'")
        state = spec.new_state(options, len(seats), source, first_dealer)
        session = cls(spec, options, list(seats), seed, state)
        session.opening = state.start()
        return session

    def apply(self, move: Any) -> list[Event]:
        """Apply `move`, record it with the seat that made it, and return its events. Raises IllegalMove."""
        seat = self.state.seat_of(move)
        events = self.state.apply(move)
        self.moves.append(MoveRecord(seat, self.spec.format_move(move)))
        return events

    @property
    def kept_here(self) -> bool:
        """Whether this computer keeps the game (the autosave, its replay): a local game and a host's are; a
        guest's is not until the host has shown it the packs at the end (game/online/)."""
        return True

    def here(self, seat: int) -> bool:
        """Whether `seat` is played at this computer (by a person at its screen or a computer player), rather
        than from another home (game/online/). Every seat of a local game is."""
        return True

    def news(self) -> list[Event]:
        """The events of moves made elsewhere since the last call, for the table to show (a game between homes,
        game/online/); a local game has none: its moves' events are what `apply` returns."""
        return []

    def paused_afar(self) -> bool:
        """Whether the game is paused at another home (a guest's, while the host's pause menu is open,
        game/online/); never in a local game."""
        return False

    def words(self) -> list[Any]:
        """What seats at other homes said of the reaction game since the last call, for the host's Snap table
        (game/online/referee.py `Word`); none in a local game."""
        return []

    def waiting(self) -> bool:
        """Whether the seat to move must wait for word from elsewhere before it may move (a guest whose move is
        on its way to the host, game/online/); never in a local game."""
        return False

    def connection(self) -> str:
        """A sentence for the status bar while a link to another home is lost ("Ann is reconnecting…", in the
        language shown; game/online/); "" while all is well, and always in a local game."""
        return ""

    def pause(self, paused: bool) -> None:
        """The pause menu opened (`paused` True) or closed over this game's table: a host's pauses its guests
        too (game/online/); nothing else in a local game, whose table stands still under the menu."""

    def seats_to_give(self) -> list[int]:
        """The seats played from another home that have been away so long the host may give them to a computer
        player (`give_seat`; the pause menu offers it); none in a local game."""
        return []

    def give_seat(self, seat: int) -> None:
        """Give `seat`, one of `seats_to_give`, to a computer player for the rest of the game."""
        raise ValueError(f"seat {seat} is played here")

    def deals(self) -> list[tuple[int, tuple[Any, ...]]]:
        """Each deal so far as (dealer, pack order top first)."""
        return list(self.state.pack_orders)

    def hosting(self) -> dict[str, Any] | None:
        """How this computer hosts the game between homes, for its autosave to open the table again on Continue:
        {"code": invite code, "broker": the address across the internet or "", "remote": [seats played from
        afar]} (game/replay.py, game/online/); None for a local game, a guest's, and a game over."""
        return None


def replay_source(deals: list[tuple[int, list[Any]]], seed: int | None = None) -> tuple[StackedPacks, int | None]:
    """The pack source and first dealer that reproduce recorded `deals` [(dealer, pack), …], then deal on: a game
    continued from its autosave needs its next deal's pack too. It is shuffled with a generator seeded from
    `seed` and the deals so far, so continuing the same autosave twice deals the same cards (no seed: a fresh
    shuffle)."""
    rng = random.Random(None if seed is None else f"{seed}, on after deal {len(deals)}")
    return StackedPacks([list(pack) for _, pack in deals], ShuffledPacks(rng)), (deals[0][0] if deals else None)
