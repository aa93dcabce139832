"""Jig, the sequence game (RULES.md §2): scenarios read like the rules, and seeded random matches keep them."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.core.cards import full_pack, parse_card, parse_cards
from game.core.rules import (
    Called,
    DealOver,
    Dealt,
    GameOver,
    IllegalMove,
    Paid,
    PayReason,
    Pot,
    ShuffledPacks,
    StackedPacks,
)
from game.games.jig.rules import PRESETS, Jig, Options, Play, parse_move


def stacked(hands: list[str], options: Options = PRESETS["peel"], bottom: str = "") -> Jig:
    """A match for len(hands) seats whose first deal gives each seat the cards named in `hands` (the rest is
    filler), with `bottom` as the last cards of the pack (the dead cards). The last seat deals, so seat 0
    leads."""
    n = len(hands)
    named = [parse_cards(h) for h in hands]
    dead = parse_cards(bottom)
    used = {c for h in named for c in h} | set(dead)
    filler = [c for c in full_pack(options.pack) if c not in used]
    live = options.pack - len(dead)
    sizes = [live // n + (1 if s < live % n else 0) for s in range(n)]
    dealt = [h + [filler.pop() for _ in range(sizes[s] - len(h))] for s, h in enumerate(named)]
    order = [dealt[i % n][i // n] for i in range(live)] + dead
    state = Jig(options, n, StackedPacks([order], then=ShuffledPacks(random.Random(1))), dealer=n - 1)
    state.start()
    return state


def words(events: list) -> list[str]:
    return [e.words for e in events if isinstance(e, Called)]


def play(state: Jig, code: str) -> list:
    return state.apply(Play(parse_card(code)))


def test_the_holder_of_the_next_card_must_play_it_and_a_sequence_stops_at_the_king() -> None:
    """RULES.md §2.1: JH is led ("Snip"); QH and KH must follow; the King is a stop ("Snorum-Jig")."""
    state = stacked(["JH", "QH", "KH"])
    assert words(play(state, "JH")) == ["Snip"]
    assert state.current_seat() == 1 and state.legal_moves() == [Play(parse_card("QH"))]
    assert words(play(state, "QH")) == ["Snap"]
    assert words(play(state, "KH")) == ["Snorum-Jig"]
    assert state.current_seat() == 2, "whoever played the stop leads the next sequence"
    assert len(state.legal_moves()) == len(state.hands[2]), "a lead may be any card"


def test_a_sequence_is_cut_short_when_the_next_card_is_out_and_the_stopper_leads_again() -> None:
    """RULES.md §2.1: QS then KS (a stop); seat 1 leads JS, whose next card (QS) is out: "Snip-Jig", and
    seat 1 leads again after its own stop."""
    state = stacked(["QS", "KS JS", "2C"])
    play(state, "QS")
    assert words(play(state, "KS")) == ["Snap-Jig"]
    assert words(play(state, "JS")) == ["Snip-Jig"]
    assert state.current_seat() == 1


def test_a_full_sequence_of_five_ends_on_jig() -> None:
    """RULES.md §2.1: at most 5 cards; the holder may be the player who led."""
    state = stacked(["2D 4D", "3D 5D", "6D"])
    called = [w for code in ("2D", "3D", "4D", "5D", "6D") for w in words(play(state, code))]
    assert called == ["Snip", "Snap", "Snorum", "Hickockalorum", "Jig"]
    assert state.current_seat() == 2 and state.forced is None


def test_pagat_calls_end_on_jingo() -> None:
    state = stacked(["2D 4D", "3D 5D", "6D"], PRESETS["pagat"])
    called = [w for code in ("2D", "3D", "4D", "5D", "6D") for w in words(play(state, code))]
    assert called[3:] == ["High Cockalorum", "Jingo"]


def test_cyclic_sequences_of_four_run_on_past_the_king() -> None:
    """RULES.md §2.2 `jig-four`: Q K A 2 is a sequence; four cards make it ("Jig")."""
    state = stacked(["QH 2H", "KH", "AH"], PRESETS["jig-four"])
    called = [w for code in ("QH", "KH", "AH", "2H") for w in words(play(state, code))]
    assert called == ["Snip", "Snap", "Snorum", "Jig"]
    assert state.current_seat() == 0


def test_a_dead_card_acts_as_played_and_stops_a_sequence() -> None:
    """RULES.md §2.2 option `dead_cards`: the bottom card is set aside, turned up, and stops 7D."""
    options = dataclasses.replace(PRESETS["peel"], dead_cards=1)
    state = stacked(["7D", "2C", "3C"], options, bottom="8D")
    assert words(play(state, "7D")) == ["Snip-Jig"]
    assert state.observe(1).shown_dead == (parse_card("8D"),)


def test_the_german_calls_and_rex() -> None:
    """RULES.md §2.2 `german`: 7 8 9 10 J of clubs are Schnipp … Basilorum; with `rex` a sixth, "Rex"."""
    state = stacked(["7C 9C JC", "8C 10C", "QC"], PRESETS["german"])
    called = [w for code in ("7C", "8C", "9C", "10C", "JC") for w in words(play(state, code))]
    assert called == ["Schnipp", "Schnapp", "Schnurr", "Burr", "Basilorum"]
    rex = dataclasses.replace(PRESETS["german"], rex=True)
    state = stacked(["7C 9C JC", "8C 10C", "QC"], rex)
    called = [w for code in ("7C", "8C", "9C", "10C", "JC", "QC") for w in words(play(state, code))]
    assert called[-1] == "Rex"


def test_the_german_ranks_are_cyclic_past_the_ace() -> None:
    state = stacked(["KS 7S", "AS", "8S"], PRESETS["german"])
    called = [w for code in ("KS", "AS", "7S", "8S") for w in words(play(state, code))]
    assert called == ["Schnipp", "Schnapp", "Schnurr", "Burr"]


def going_out(**changes: object) -> Jig:
    """Seat 0 holds only KC; seat 1 holds 2C 3C; seat 2 holds 5D and 6D: the rest of the pack is played."""
    state = stacked(["KC", "2C 3C", "5D 6D"], dataclasses.replace(PRESETS["peel"], **changes))
    state.hands = [parse_cards("KC"), parse_cards("2C 3C"), parse_cards("5D 6D")]
    state.played = set(full_pack()) - {c for h in state.hands for c in h}
    return state


def test_the_first_out_wins_the_deal_and_is_paid_a_coin_per_card_left() -> None:
    """RULES.md §2.1: "Out", and 1 coin per card in hand from every other player."""
    state = going_out()
    events = play(state, "KC")
    assert words(events)[:2] == ["Snip-Jig", "Out!"]
    paid = [(e.payer, e.payee, e.coins) for e in events if isinstance(e, Paid)]
    assert paid == [(1, 0, 2), (2, 0, 2)]
    assert DealOver(1, 0) in events and isinstance(events[-1], Dealt), "the next dealer deals at once"
    assert state.result().stacks == (24, 18, 18)
    assert state.dealer == 0 and state.current_seat() == 1


def test_going_out_ends_the_deal_at_once_mid_sequence() -> None:
    """RULES.md §2.2: seat 1's 5C is its last card; 6C would follow, but the deal is over."""
    state = stacked(["4C 9H", "5C", "6C"])
    state.hands = [parse_cards("4C 9H"), parse_cards("5C"), parse_cards("6C 7C")]
    state.holder.update({parse_card("5C"): 1, parse_card("6C"): 2})
    play(state, "4C")
    events = play(state, "5C")
    assert words(events) == ["Snap", "Out!"]
    assert [e for e in events if isinstance(e, DealOver)] == [DealOver(1, 1)]


def test_with_the_pool_everyone_antes_and_the_winner_takes_it() -> None:
    """RULES.md §2.1 option `pool`."""
    state = going_out(pool=True)
    assert state.result().pool == 3 and state.result().stacks == (19, 19, 19)
    events = play(state, "KC")
    assert Paid(Pot.POOL, 0, 3, PayReason.POOL) in events
    assert [e for e in events if isinstance(e, Paid) and e.reason is PayReason.ANTE] != [], "the next deal antes"


def test_the_match_ends_after_its_deals_and_most_coins_wins() -> None:
    """RULES.md §2.1: a match of `deals` deals; most coins wins."""
    state = going_out(deals=1)
    events = play(state, "KC")
    assert events[-1] == GameOver((0,)) and state.current_seat() is None and state.legal_moves() == []
    with pytest.raises(IllegalMove):
        play(state, "2C")


def test_only_the_next_card_may_follow_and_only_its_holder_plays() -> None:
    state = stacked(["JH 2C", "QH", "KH"])
    with pytest.raises(IllegalMove):
        play(state, "QH")  # seat 0 does not hold it
    play(state, "JH")
    with pytest.raises(IllegalMove):
        play(state, "KH")  # QH comes first
    assert parse_move("QH") == Play(parse_card("QH"))
