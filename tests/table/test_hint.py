"""The hint (game/table/hint.py, issue 15): H on your turn shows what the hard player would play in your seat,
from what your seat can see, with a reason in the game's terms; a move forgets it; Snap has none."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game.core.cards import parse_card, parse_cards
from game.core.thinker import run_to_end
from game.games.cassino.rules import new_game as cassino_new_game
from game.games.fishing.hints import explain as fishing_explain
from game.games.fishing.moves import Capture, Trail
from game.core.rules import ShuffledPacks
from game.games.jig.hints import explain as jig_explain
from game.games.jig.rules import Play as JigPlay
from game.games.jig.rules import new_game as jig_new_game
from game.games.snip_snap_snorum import players
from game.games.snip_snap_snorum.hints import explain as sss_explain
from game.games.snip_snap_snorum.moves import Play
from game.games.snip_snap_snorum.rules import new_game
from game.registry import game_spec
from tests.pilot import Pilot


def your_turn(pilot: Pilot):
    pilot.press(pygame.K_RETURN, pygame.K_RETURN)  # the title, then the setup: the default game
    table = pilot.app.top
    pilot.wait_until(lambda: table._my_turn() and table.selection is not None, max_ms=120_000)
    return table


def test_h_shows_the_hard_players_move_from_what_your_seat_sees(pilot: Pilot, monkeypatch: pytest.MonkeyPatch) -> None:
    table = your_turn(pilot)
    seen: list[object] = []
    think = players.think

    def recording(level, observation, rng):  # type: ignore[no-untyped-def]
        seen.append((level, observation))
        return think(level, observation, rng)

    monkeypatch.setattr(players, "think", recording)
    pilot.press(pygame.K_h)
    pilot.wait_until(lambda: bool(table.hint_words), max_ms=10_000)
    observation = table.state.observe(table.viewer)
    assert seen == [("hard", observation)], "the hard player, on your seat's observation and nothing more"
    expected = run_to_end(think("hard", observation, random.Random(len(table.session.moves)))).card
    assert table.selection == expected
    assert table.hint_words.startswith(f"Hint: play the {expected.label}: ")
    assert table._hinted(table._prompt())[0][1] == table.hint_words, "the prompt shows it"


def test_a_click_on_the_prompt_asks_too_and_a_move_forgets_the_hint(pilot: Pilot) -> None:
    table = your_turn(pilot)
    assert "(H or click here: a hint)" in table._hinted(table._prompt())[0][1]
    pilot.step()
    pilot.click_at(table.hint_rect.center)
    pilot.wait_until(lambda: bool(table.hint_words), max_ms=10_000)
    pilot.press(pygame.K_RETURN)
    assert table.hint_words == "" and table.hint_search is None


def test_snap_offers_no_hint() -> None:
    assert game_spec("snap").explain is None
    assert all(game_spec(g).explain is not None for g in ("snip-snap-snorum", "jig", "snitchems", "cassino"))


# -- the reasons, in the game's terms ----------------------------------------------------------------------


def sss_observation(hand: str, unseen_ranks_out: str = ""):  # type: ignore[no-untyped-def]
    """Seat 0's observation of a fresh all-dealt game, with `hand`, and as unseen only the cards of the ranks
    in `unseen_ranks_out` not in the hand."""
    game = new_game("all-dealt", 4, seed=3)
    game.start()
    obs = game.observe(0)
    cards = parse_cards(hand)
    ranks = {parse_card(f"{r}C").rank for r in unseen_ranks_out.split()}
    unseen = frozenset(c for c in obs.unseen | set(obs.hand) if c.rank in ranks and c not in cards)
    return dataclasses.replace(obs, hand=tuple(cards), unseen=unseen, rank_in_play=None)


def test_a_lead_nobody_can_match_is_safe() -> None:
    obs = sss_observation("9C 4H", unseen_ranks_out="4")
    assert sss_explain(obs, Play(parse_card("9C"))) == "nobody else can hold a card of this rank: it is safe to lead"


def test_the_rank_with_fewest_out_is_least_likely_to_be_matched() -> None:
    obs = sss_observation("9C 4H", unseen_ranks_out="9 4")
    obs = dataclasses.replace(obs, unseen=obs.unseen - {parse_card("9D"), parse_card("9H")})
    assert sss_explain(obs, Play(parse_card("9C"))) == (
        "only 1 card of this rank is still out: of your cards, the least likely to be matched"
    )
    even = sss_observation("9C 4H", unseen_ranks_out="9 4")
    assert sss_explain(even, Play(parse_card("9C"))).startswith("played out to the end"), "no rank is less likely"


def test_holding_more_of_the_rank_and_the_last_card() -> None:
    obs = sss_observation("9C 9H 4H", unseen_ranks_out="9 4")
    assert sss_explain(obs, Play(parse_card("9C"))).startswith("you hold another card of this rank")
    assert sss_explain(sss_observation("9C"), Play(parse_card("9C"))) == "it is your last card: you go out"


def test_a_jig_lead_that_comes_back_and_one_nobody_can_lead_up_to() -> None:
    """RULES.md §2.1, Peel's advice: lead what brings the Jig back to your own hand."""
    game = jig_new_game(4, ShuffledPacks(random.Random(2)))
    game.start()
    obs = dataclasses.replace(
        game.observe(0), hand=tuple(parse_cards("5C 6C KH")), played=frozenset(parse_cards("7C")),
        shown_dead=(), forced=None,
    )
    assert jig_explain(obs, JigPlay(parse_card("5C"))) == (
        "the sequence runs through 2 of your cards and stops on your own: you lead again"
    )
    assert jig_explain(obs, JigPlay(parse_card("KH"))) == "the sequence stops on your own card: you lead again"
    obs = dataclasses.replace(obs, played=frozenset(parse_cards("4C")))
    assert jig_explain(obs, JigPlay(parse_card("5C"))).startswith("the card below it is out")


def test_a_capture_of_every_table_card_is_a_sweep_and_a_trail_says_why() -> None:
    table = (parse_card("4C"), parse_card("6D"))
    obs = _fishing_observation(table)
    sweep = Capture(parse_card("10H"), frozenset(table), ((table[0], table[1]),))
    assert fishing_explain(obs, sweep) == "it takes every card on the table: a sweep"
    one = Capture(parse_card("4H"), frozenset({table[0]}), ((table[0],),))
    assert fishing_explain(obs, one) == "it takes 1 card from the table"
    assert fishing_explain(obs, Trail(parse_card("KS"))).startswith("nothing you could take")


def _fishing_observation(table):  # type: ignore[no-untyped-def]
    game = cassino_new_game(2, ShuffledPacks(random.Random(1)))
    game.start()
    return dataclasses.replace(game.observe(0), table=table)


def test_thirteens_alone_h_puts_the_hard_players_row_and_why_in_the_log(pilot: Pilot, store) -> None:  # type: ignore[no-untyped-def]
    """RULES.md §6: the one real decision is which row takes a card that fits nowhere."""
    from game.core.session import Controller, Seat
    from game.games.thirteens.players import think
    from game.games.thirteens.table import ThirteensTable

    spec = game_spec("thirteens")
    table = ThirteensTable.new_game(pilot.app, spec, spec.preset(spec.default_preset), [Seat("You", Controller.HUMAN)], 5)
    pilot.app.push(table)
    seat = 0
    for _i in range(60):
        pilot.wait_until(lambda: table.showing_current() and not table.busy(), max_ms=30_000)
        obs = table.state.observe(seat)
        if obs.waiting and obs.card is not None:
            break
    pilot.press(pygame.K_h)
    pilot.wait_until(lambda: table.hint is None and table.log_lines[-1].startswith("Hint: "), max_ms=10_000)
    move = run_to_end(think("hard", obs, random.Random(table.state.called)))
    assert table.log_lines[-1] == "Hint: " + spec.explain(obs, move)
    assert f"row {move.row + 1}" in table.log_lines[-1]


def test_thirteens_reasons_say_whether_the_row_goes_down() -> None:
    from game.games.thirteens.hints import explain as thirteens_explain
    from game.games.thirteens.rules import ToRow
    from game.games.thirteens.rules import new_game as thirteens_new_game

    game = thirteens_new_game(1, ShuffledPacks(random.Random(1)))
    game.start()
    obs = dataclasses.replace(game.observe(0), card=parse_card("7C"), rows=((9,), (), (3,), (7,)))
    assert thirteens_explain(obs, ToRow(0, 0)) == "on the 9, row 1 still goes down: its cards come off in order"
    assert thirteens_explain(obs, ToRow(0, 1)) == "row 2 is empty: the 7 buries nothing there"
    assert thirteens_explain(obs, ToRow(0, 2)).startswith("no row goes down from here: on the 3 in row 3")
    assert thirteens_explain(obs, ToRow(0, 3)).startswith("on the other 7 in row 4")
