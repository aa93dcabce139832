"""Properties of every game of Snip-Snap-Snorum, over thousands of seeded games with random legal moves.

RULES.md "Conventions": coins are never created or destroyed (stacks + pool constant), nobody pays more than
they hold; every card of the pack is in exactly one place; the engine accepts exactly the legal moves and
refuses the others without changing anything; every game ends; and a replay file reproduces the game.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import replay
from game.core.cards import full_pack
from game.core.rules import DealOver, Dealt, Event, GameOver, IllegalMove, Paid, Pot, WentOut
from game.core.session import Controller, Seat, Session
from game.games.snip_snap_snorum.presets import Ends, Flow, PassPayment, TurnUpPayer
from game.games.snip_snap_snorum.rules import PASS, Play, SnipSnapSnorum
from game.registry import SNIP_SNAP_SNORUM as SPEC

GAMES_PER_PRESET = 1000
THOROUGH = 300  # games per preset checking zones() after every move and the replay's every event
PROBE_ALL = 100  # games per preset trying every illegal card of the hand at every move
MOVE_LIMIT = 5000  # the longest of these games takes under 300 moves
PACKS = {size: frozenset(full_pack(size)) for size in (52, 32)}
PACK_LIST = full_pack(52)

VARIANTS: dict[str, list[dict[str, Any]]] = {
    "round-games": [
        {},
        {"revoke": True},
        {"turn_up": True},
        {"turn_up": True, "revoke": True, "stake": 3},
        {"turn_up": True, "turn_up_payer": TurnUpPayer.DEALER, "revoke": True},
        {"pack": 32},
        {"stake": 2, "turn_up": True},
    ],
    "all-dealt": [
        {},
        {"pass_payment": PassPayment.TO_POOL},
        {"pass_payment": PassPayment.TO_PLAYER, "stake": 3},
        {"coins": False},
        {"deals": 1},
    ],
    "earl-of-coventry": [
        {},
        {"coins": False, "deals": 2, "pass_payment": PassPayment.TO_POOL},
        {"pass_payment": PassPayment.TO_PLAYER, "stake": 5, "deals": 4},
    ],
    "nobble": [{}, {"revoke": True, "stake": 3}, {"turn_up": True, "pack": 32}],
    "snore-em": [{}, {"stake": 2}, {"revoke": True, "stake": 3}],
    "bump": [{}, {"hand": 5}, {"hand": 7, "turn_up": True, "stake": 3}, {"pack": 32}],
    "motor": [{}, {"stake": 2}, {"pack": 32, "stake": 3}],
    "cavendish": [
        {},
        {"ends": Ends.LAST_WITH_COINS},
        {"stake": None, "deals": 2},
        {"stake": 2},
        {"ends": Ends.LAST_WITH_COINS, "stake": 8},
    ],
}


@dataclass
class Playthrough:
    """Plays one seeded game with random legal moves through a Session, checking the properties as it goes."""

    session: Session
    rng: random.Random
    thorough: bool
    probes_all: bool = False
    events: list[Event] = field(default_factory=list)
    # The money as the Paid events so far tell it, kept apart from the engine's Bank.
    stacks: list[int] = field(default_factory=list)
    pool: int = 0

    @property
    def game(self) -> SnipSnapSnorum:
        state = self.session.state
        assert isinstance(state, SnipSnapSnorum)
        return state

    def run(self) -> None:
        game = self.game
        total = sum(game.bank.stacks) + game.bank.pool
        self.stacks, self.pool = list(game.bank.stacks), game.bank.pool
        self.absorb(self.session.opening, total)
        self.check_zones()
        for _ in range(MOVE_LIMIT):
            if game.is_over():
                break
            legal = game.legal_moves()
            assert legal, "a seat to move always has a legal move"
            self.check_seat_to_move()
            self.probe_illegal(legal)
            events = self.session.apply(self.rng.choice(legal))
            self.absorb(events, total)
            if self.thorough or any(isinstance(e, (Dealt, GameOver)) for e in events):
                self.check_zones()
        assert game.is_over(), f"no end after {MOVE_LIMIT} moves"
        assert isinstance(self.events[-1], GameOver)
        assert game.current_seat() is None and game.legal_moves() == []
        self.check_result()
        self.check_replay()

    def absorb(self, events: list[Event], total: int) -> None:
        """Every payment moves at least 1 coin the payer holds; the sum never changes (RULES.md "Conventions")."""
        assert not self.events or not isinstance(self.events[-1], GameOver), "no event after the game is over"
        stacks, pool = self.stacks, self.pool
        unlimited = self.game.options.unlimited
        for event in events:
            if isinstance(event, Paid):
                assert event.coins >= 1 and event.payer != event.payee
                for account, change in ((event.payer, -event.coins), (event.payee, event.coins)):
                    if account is Pot.POOL:
                        pool += change
                        assert pool >= 0, "the pool paid more than it held"
                    else:
                        stacks[account] += change
                        # RULES.md §1.4 `cavendish`: with unlimited coins a stack may go below 0.
                        assert stacks[account] >= 0 or unlimited, f"seat {account} paid more than it held"
                assert sum(stacks) + pool == total
            elif isinstance(event, Dealt):
                assert len({c for _, c in event.cards}) == len(event.cards)
        self.pool = pool
        game = self.game
        assert stacks == game.bank.stacks and pool == game.bank.pool
        self.events.extend(events)

    def check_zones(self) -> None:
        """Every card of the pack is in exactly one zone (hands, table, turn-up, stock, dead)."""
        pack = PACKS[self.game.options.pack]
        cards = [c for zone in self.game.zones().values() for c in zone]
        assert len(cards) == len(pack) and set(cards) == pack

    def check_seat_to_move(self) -> None:
        game = self.game
        seat = game.current_seat()
        assert seat is not None and game.hands[seat]
        if game.options.out_at_zero:
            # RULES.md §1.1, §1.4: out at once at 0 coins, and turns skip players who are out.
            assert game.in_game[seat]
            assert [stack > 0 for stack in game.bank.stacks] == game.in_game
        elif game.options.flow is Flow.PLAY_AGAIN:
            assert all(game.in_game), "RULES.md §1.4 `stake = unlimited`: nobody is ever out"
        else:
            # RULES.md §1.2: nobody is eliminated, and going out ends the deal, so every hand holds cards.
            assert all(game.in_game) and all(game.hands)

    def probe_illegal(self, legal: list[Any]) -> None:
        """Moves outside `legal` (a card of the hand that may not be played, a card from anywhere, a pass) raise
        IllegalMove and change nothing. Thorough games try every such card of the hand and compare everything."""
        game = self.game
        seat = game.current_seat()
        assert seat is not None
        candidates = [Play(self.rng.choice(PACK_LIST)), PASS]
        if self.probes_all:
            candidates += [Play(c) for c in game.hands[seat]]
        illegal = [m for m in candidates if m not in legal]
        before = self.fingerprint()
        for move in illegal:
            try:
                game.apply(move)
            except IllegalMove:
                continue
            raise AssertionError(f"{move} was accepted, but the legal moves were {legal}")
        assert self.fingerprint() == before

    def fingerprint(self) -> tuple[object, ...]:
        game = self.game
        if self.probes_all:
            return (game.result(), game.current_seat(), game.zones(), game.legal_moves(), tuple(game.in_game))
        return (game.result(), game.current_seat(), len(game.table), len(game.hands[game.current_seat() or 0]))

    def check_result(self) -> None:
        game = self.game
        result = game.result()
        assert result.pool == 0, "the winner takes the pool"
        went_out = [e.seat for e in self.events if isinstance(e, WentOut)]
        cavendish = game.options.flow is Flow.PLAY_AGAIN
        if cavendish and game.options.ends is Ends.FIRST_OUT and went_out and not game.options.unlimited:
            # RULES.md §1.4 `cavendish`: the first player out of cards takes the pool and wins.
            assert went_out == list(result.winners)
        elif game.options.out_at_zero:
            # RULES.md §1.1, §1.4: the last player with coins takes the pool.
            assert not cavendish or not went_out, "§1.4 `ends` last_with_coins: going out wins nothing"
            assert [s for s, stack in enumerate(result.stacks) if stack] == list(result.winners)
            assert len(result.winners) == 1
        else:
            # RULES.md §1.2: a match of `deals` deals, the dealer passing left; most coins (or deals won) wins.
            deals = [e for e in self.events if isinstance(e, Dealt)]
            assert len(deals) == len([e for e in self.events if isinstance(e, DealOver)]) == game.options.deals
            assert [d.dealer for d in deals] == [(deals[0].dealer + i) % game.num_seats for i in range(len(deals))]
            score = result.stacks if game.options.coins else result.deals_won
            assert result.winners == tuple(s for s, v in enumerate(score) if v == max(score))
            assert sum(result.deals_won) == game.options.deals

    def check_replay(self) -> None:
        """from_session → JSON text → parse → check gives the same result (and, when thorough, the same events)."""
        text = json.dumps(replay.from_session(self.session))
        parsed = replay.parse(json.loads(text))
        if self.thorough:
            again = replay.rebuild(parsed)
            events = list(again.opening)
            for _, step_events in replay.steps(parsed, again):
                events.extend(step_events)
            assert events == self.events
        checked = replay.check(parsed)
        assert checked.state.result() == self.session.state.result()


def new_session(preset: str, changes: dict[str, Any], seats: int, seed: int) -> Session:
    options = SPEC.options_for(preset, changes)
    table = [Seat(f"P{i}", Controller.EASY) for i in range(seats)]
    return Session.new(SPEC, options, table, seed=seed)


@pytest.mark.parametrize("preset", list(VARIANTS))
def test_random_games_keep_the_rules(preset: str) -> None:
    """GAMES_PER_PRESET seeded games per preset, 3–6 players, cycling through option variations."""
    variants = VARIANTS[preset]
    for seed in range(GAMES_PER_PRESET):
        seats = 3 + seed % 4
        session = new_session(preset, variants[seed % len(variants)], seats, seed)
        Playthrough(session, random.Random(seed), thorough=seed < THOROUGH, probes_all=seed < PROBE_ALL).run()


def test_same_seed_and_moves_give_the_same_events() -> None:
    """Determinism (DESIGN.md "Data flows one way"): a game is a function of its seed and its moves."""
    for seed in range(20):
        runs = []
        for _ in range(2):
            game = SnipSnapSnorum(SPEC.preset("all-dealt" if seed % 2 else "round-games"), 4, random.Random(seed))
            events = game.start()
            policy = random.Random(seed)
            for _ in range(MOVE_LIMIT):
                if game.is_over():
                    break
                events += game.apply(policy.choice(game.legal_moves()))
            runs.append(events)
        assert game.is_over()
        assert runs[0] == runs[1]


def test_a_clone_plays_on_alone() -> None:
    """`clone()` is independent: moves on the clone leave the original as it was, and both deal alike."""
    game = SnipSnapSnorum(SPEC.preset("round-games"), 4, random.Random(11))
    game.start()
    policy = random.Random(11)
    for _ in range(30):
        game.apply(policy.choice(game.legal_moves()))
    before = (game.result(), game.zones(), game.current_seat())
    twin = game.clone()
    moves = []
    for _ in range(MOVE_LIMIT):
        if twin.is_over():
            break
        moves.append(policy.choice(twin.legal_moves()))
        twin.apply(moves[-1])
    assert twin.is_over()

    assert (game.result(), game.zones(), game.current_seat()) == before
    for move in moves:
        game.apply(move)
    assert game.result() == twin.result()


def _option_changes(preset: str) -> st.SearchStrategy[dict[str, Any]]:
    names = SPEC.settable[preset]
    return st.fixed_dictionaries({}, optional={n: st.sampled_from(SPEC.option_spec(preset, n).choices) for n in names})


@settings(max_examples=150, deadline=None, database=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), preset=st.sampled_from(list(VARIANTS)), seed=st.integers(0, 2**32 - 1))
def test_any_option_choice_keeps_the_rules(data: st.DataObject, preset: str, seed: int) -> None:
    """Every combination of the options a preset lets players set (RULES.md §1.1–§1.4) plays to a proper end."""
    changes = data.draw(_option_changes(preset))
    low, high = SPEC.options_for(preset, changes).seat_range()
    seats = data.draw(st.integers(low, high))
    Playthrough(new_session(preset, changes, seats, seed), random.Random(seed), thorough=False).run()
