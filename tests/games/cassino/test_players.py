"""Cassino's computer players (game/games/cassino/players.py, medium.py; RULES.md §4): legal moves at every
level, no peeking at hidden cards, medium's rules of thumb as scenarios, and hard seeing what medium cannot.

Positions are arranged in the middle of a deal (tests/games/fishing/stacking.py): seat 0 to play, every card
not named in a pile, `stock` cards still to deal.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.core.cards import Rank, parse_cards
from game.core.rules import ShuffledPacks
from game.games.cassino.medium import medium_move, most_points, ranked_moves, shortlist, worth
from game.games.cassino.players import GAME, choose, think
from game.games.cassino.rules import PRESETS, Cassino, new_game
from game.games.cassino.spec import SPEC
from game.games.fishing.rules import Build, Capture, DealSheet, Move, Observation, Trail
from game.table.hint import HintSearch

from ..fishing.stacking import arrange, move

LEVELS = ("easy", "medium", "hard")


def middle(hands: dict[int, str], table: str, stock: int = 8, last_capturer: int | None = None) -> Cassino:
    state = new_game(2, ShuffledPacks(random.Random(0)))
    arrange(state, hands, table=table, stock=stock, last_capturer=last_capturer)
    return state


def positions(seats: int, count: int, seed: int, **changes: object) -> list[Observation]:
    """Observations of the seat to move with a choice, from seeded games of random moves."""
    rng = random.Random(seed)
    found: list[Observation] = []
    while len(found) < count:
        state = Cassino(dataclasses.replace(PRESETS["standard"], **changes), seats, ShuffledPacks(rng))
        state.start()
        while state.current_seat() is not None and state.deal_no == 1:
            legal = state.legal_moves()
            if len(legal) > 1 and rng.random() < 0.2:
                found.append(state.observe(state.current_seat()))
            state.apply(rng.choice(legal))
    return found[:count]


@pytest.mark.parametrize(
    "seats, changes", [(2, {}), (3, {}), (4, {}), (4, {"partners": False}), (2, {"royal": True, "preset": "royal"})]
)
def test_every_level_plays_a_legal_move(seats: int, changes: dict[str, object]) -> None:
    for number, obs in enumerate(positions(seats, 3, seed=seats, **changes)):
        legal = Cassino.from_observation(obs).legal_moves()
        for level in LEVELS:
            assert choose(level, obs, random.Random(number)) in legal


def test_a_hard_decision_is_legal_before_it_thinks_and_repeats_with_the_seed() -> None:
    obs = middle({0: "10S 4C 9H 6D", 1: "KS QS JS 2H"}, "10D 4H 8C").observe(0)
    thinker = think("hard", obs, random.Random(2))
    assert not thinker.done() and thinker.best() in Cassino.from_observation(obs).legal_moves()
    assert choose("hard", obs, random.Random(2)) == choose("hard", obs, random.Random(2))
    with pytest.raises(ValueError):
        think("expert", obs, random.Random(2))


def test_medium_and_hard_never_see_the_hidden_cards() -> None:
    """Two deals that differ only in the other hand and the stock look the same to seat 0, and get the same
    move from the same seed."""
    one = middle({0: "2C 9H KD 4S", 1: "KS QS JS 2H"}, "7H 6D 5C")
    other = one.clone()
    other.hands[1], other.stock[:4] = other.stock[:4], other.hands[1]
    assert one.hands[1] != other.hands[1] and one.observe(0) == other.observe(0)
    for level in ("medium", "hard"):
        for seed in range(3):
            assert choose(level, one.observe(0), random.Random(seed)) == choose(level, other.observe(0), random.Random(seed))


def test_points_are_worth_what_they_may_win() -> None:
    """RULES.md §4: big cassino 2, little cassino 1, an ace 1; a spade and any card a share of 1 and 3."""
    order = [worth(c) for c in parse_cards("10D 2S AH 9S 9H")]
    assert order == sorted(order, reverse=True) and len(set(order)) == 5


def test_medium_takes_big_cassino_rather_than_a_plain_card() -> None:
    obs = middle({0: "10S 4C 9H 6D", 1: "KS QS JS 2H"}, "10D 4H 8C").observe(0)
    values = {str(m): v for v, m in ranked_moves(obs)}
    assert values["10S x 10D"] > values["4C x 4H"]
    assert medium_move(obs, random.Random(0)) == move("10S x 10D")


def test_medium_captures_with_little_cassino_to_keep_it() -> None:
    """Both twos pair the 2♦; taking with the 2♠ puts little cassino in the pile at once."""
    obs = middle({0: "2S 2H QD", 1: "KS QS JS 3H"}, "2D 9C").observe(0)
    assert medium_move(obs, random.Random(0)) == move("2S x 2D")


def test_medium_takes_an_ace() -> None:
    obs = middle({0: "AS 9C 6D", 1: "KS QS JS 2H"}, "AH 4C 5D").observe(0)
    assert medium_move(obs, random.Random(0)) == move("AS x AH")


def test_medium_sweeps() -> None:
    """8♣ takes 3♥ + 5♦ and clears the table (a sweep, 1 point) rather than pairing the 3♥."""
    obs = middle({0: "8C 3C QD", 1: "KS QS JS 2H"}, "3H 5D").observe(0)
    assert medium_move(obs, random.Random(0)) == move("8C x 3H+5D")


def test_medium_builds_toward_a_card_it_holds() -> None:
    """Nothing can be taken; 2♣ on the 7♥ builds nine for the 9♥ in hand (RULES.md §4 "Build")."""
    obs = middle({0: "2C 9H KD 4S", 1: "KS QS JS 2H"}, "7H 6D").observe(0)
    assert ranked_moves(obs)[0][0] > 0  # the cards built are as good as taken, unless the next player has a 9
    assert medium_move(obs, random.Random(0)) == move("2C build 9 on 7H")


def test_medium_does_not_trail_big_cassino() -> None:
    """Trailing the 10♦ would leave 2 points for any ten; the 3♣ gives little away."""
    obs = middle({0: "10D 3C", 1: "KS QS"}, "JD").observe(0)
    assert medium_move(obs, random.Random(0)) == move("3C trail")


def test_medium_does_not_leave_a_sweep() -> None:
    """Trailing the 3♣ by the 7♦ would let a ten (two are unseen) sweep the table; the K♠ (a spade, worth a
    little more) only lets a king pair it."""
    obs = middle({0: "3C KS", 1: "10S QH"}, "7D").observe(0)
    assert medium_move(obs, random.Random(0)) == move("KS trail")


def test_most_points_finds_pairs_sets_builds_and_sweeps() -> None:
    """A 9 takes the 9♣, 4♥ + 5♦ and the build of nines: the whole table, a sweep."""
    loose = parse_cards("9C 4H 5D")
    build = Build(tuple(parse_cards("6S 3S")), 9, 1, False)
    table = [*loose, build]
    everything = sum(worth(c) for c in [*loose, *build.cards])
    assert most_points(table, Rank.NINE) == pytest.approx(everything + 1)
    assert most_points(table, Rank.FIVE) == pytest.approx(worth(parse_cards("5D")[0]))
    assert most_points(table, Rank.KING) == 0


def test_the_shortlist_keeps_the_best_captures_every_trail_and_the_best_build_per_value() -> None:
    state = middle({0: "10S 9H 8C 7D", 1: "KS QS JS 2S"}, "AC 2C 3C 4C 5C 6C 7C 8D 9D AD 2D 3D 4D")
    moves = state.legal_moves()
    kept = shortlist(moves)
    assert len(moves) > 100 and len(kept) < 30
    assert {m for m in moves if isinstance(m, Trail)} <= set(kept)
    for card in parse_cards("10S 9H 8C 7D"):
        mine = [m for m in moves if isinstance(m, Capture) and m.card == card]
        best = max(sum(worth(c) for c in m.taken) for m in mine)
        assert any(isinstance(m, Capture) and m.card == card and sum(worth(c) for c in m.taken) == best for m in kept)


def value_of(state: Cassino, played: Move) -> float:
    """Seat 0's points less seat 1's for the deal when it plays `played` and both then play as medium."""
    total = 0.0
    for seed in range(10):
        trial = state.clone()
        trial.stop_after_deal = True
        rng = random.Random(seed)
        events = trial.apply(played)
        while trial.current_seat() is not None:
            events = trial.apply(GAME.policy(trial, rng))
        total += GAME.value(next(e for e in events if isinstance(e, DealSheet)), 0)
    return total / 10


def test_hard_keeps_the_last_capture_for_itself() -> None:
    """The last round; seat 1 took last. Medium takes the K♣ at once, and then seat 1's 9♥ takes the 9♣ it
    must trail at the end: seat 1 makes the last capture and takes the spades left on the table (RULES.md §4).
    Hard trails the 9♣ now and keeps the king, which only it can take, for the last capture."""
    state = middle({0: "KH 9C", 1: "9H 3D"}, "KC 8S 7S", stock=0, last_capturer=1)
    obs = state.observe(0)
    assert all(medium_move(obs, random.Random(seed)) == move("KH x KC") for seed in range(4))
    assert all(choose("hard", obs, random.Random(seed)) == move("9C trail") for seed in range(4))
    assert value_of(state, move("9C trail")) > value_of(state, move("KH x KC")) + 3


def test_no_level_nor_the_hint_plays_away_the_card_that_holds_its_build() -> None:
    """RULES.md §4 "Build": the owner keeps a card of the build's value while it stands. Seat 0 owns a build of
    eights and holds one 8: building nines on the A♠ with it (holding the 9♥) would secure an ace and a spade,
    worth more to medium than taking the build, but it would play away the card that holds the build."""
    state = middle({0: "8C 9H", 1: "KS QS JS 2H"}, "AS")
    state.table.insert(0, Build(tuple(parse_cards("3D 5S")), 8, 0, False))
    state._legal = None
    obs = state.observe(0)
    banned = move("8C build 9 on AS")
    assert banned not in state.legal_moves()
    for level in LEVELS:
        for seed in range(4):
            chosen = choose(level, obs, random.Random(seed))
            assert chosen != banned and chosen in state.legal_moves(), (level, seed, str(chosen))
    hint = HintSearch(SPEC, obs, seed=0)
    while (found := hint.step(1000.0)) is None:
        pass
    assert found[0] != banned and found[0] in state.legal_moves()
