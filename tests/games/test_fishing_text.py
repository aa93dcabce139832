"""The rules screens of the fishing games (game/games/snitchems/text.py, game/games/cassino/text.py): built from
each preset's options, so that changing an option changes the words (RULES.md §3, §4), and every picture is a
real position whose capture or build the engine allows, taking exactly the cards the picture says.

A picture's first card is the card played; the word under each other card says what it is: "taken" (or
"lifted", an 8 or 10 lifted with a sum of eight or ten) and "left" lie on the table, "built on" too, and "held"
is another card of the player's."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from game.core.cards import Card, Rank, Suit, card, full_pack, parse_card
from game.core.rules import ShuffledPacks
from game.core.spec import RulesExample
from game.games.cassino import rules as cassino
from game.games.cassino import text as cassino_text
from game.games.fishing.rules import Build, Building, Capture, Captured, DealSheet, RoundDealt, Trail
from game.games.snitchems import rules as snitchems
from game.games.snitchems import text as snitchems_text
from game.registry import GAMES

WORDS = {"played", "taken", "lifted", "left", "built on", "held"}
ON_THE_TABLE = ("taken", "lifted", "left", "built on")

SNITCHEMS = snitchems.PRESETS["sporting-magazine"]
CASSINO, ROYAL = cassino.PRESETS["standard"], cassino.PRESETS["royal"]

# Every preset's options, and each with its settable options changed.
SNITCHEMS_OPTIONS = [SNITCHEMS, dataclasses.replace(SNITCHEMS, make_sums=False)]
CASSINO_OPTIONS = [
    dataclasses.replace(preset, partners=partners, scoring=scoring, must_capture=must)
    for preset in (CASSINO, ROYAL)
    for partners in (True, False)
    for scoring in cassino.Scoring
    for must in (False, True)
]


def cards(codes: list[str] | tuple[str, ...]) -> list[Card]:
    return [parse_card(code) for code in codes]


def position(game: type, options: Any, hand: list[Card], table: list[Card], other: list[Card] | None = None) -> Any:
    """Seat 0 of two to play `hand` onto `table`; seat 1 holds `other` (default: three cards of the rest), and
    cards are left in the stock, so no play is the last of the deal."""
    rest = [c for c in full_pack(52) if c not in hand and c not in table and c not in (other or [])]
    other = other if other is not None else rest[:3]
    rest = [c for c in rest if c not in other]
    dealt = game(options, 2, ShuffledPacks(random.Random(0)))
    dealt.start()
    obs = dataclasses.replace(
        dealt.observe(0), hand=tuple(hand), table=tuple(table), piles=((), ()), sweeps=(0, 0), seen=frozenset(table), to_move=0
    )
    return game.from_observation(obs, hands=[hand, other], stock=rest[:8])


def text_of(paragraphs: list[str]) -> str:
    return "\n".join(paragraphs)


# --- every picture is true by the engine --------------------------------------------------------------------


def check_example(game: type, options: Any, example: RulesExample) -> list[Any]:
    """Set the picture's position up and play what it shows; returns the events of that move."""
    assert example.labels[0] == "played" and set(example.labels) <= WORDS, example.title
    assert all(example.cards), f"{example.title}: a picture of real cards, no empty places"
    played = parse_card(example.cards[0])
    named = {label: [parse_card(c) for c, w in zip(example.cards, example.labels) if w == label] for label in WORDS}
    table = [parse_card(c) for c, w in zip(example.cards, example.labels) if w in ON_THE_TABLE]
    state = position(game, options, [played, *named["held"]], table)
    moves = [m for m in state.legal_moves() if m.card == played]
    if named["built on"]:
        assert len(named["held"]) == 1, f"{example.title}: the card that will take the build is shown"
        value = state.capture_value(named["held"][0])
        move = next((m for m in moves if isinstance(m, Building) and m.used == set(named["built on"])), None)
        assert move is not None and move.value == value, f"{example.title}: {[str(m) for m in moves]}"
        assert f"Building {cassino.value_plural(value)}" in example.caption
        events = state.apply(move)
        assert Build((*named["built on"], played), value, 0, False) in state.table
        return events
    taken = set(named["taken"] + named["lifted"])
    captures = [m for m in moves if isinstance(m, Capture)]
    move = next((m for m in captures if m.taken == taken), None)
    assert move is not None, f"{example.title}: the engine's captures are {[str(m) for m in captures]}"
    for other in captures:
        assert not other.taken & set(named["left"]), f"{example.title}: {other} takes a card shown as left"
    events = state.apply(move)
    captured = next(e for e in events if isinstance(e, Captured))
    assert captured.sweep == ("sweep" in example.caption.lower()), f"{example.title}: a sweep is named iff it is one"
    return events


@pytest.mark.parametrize("options", SNITCHEMS_OPTIONS, ids=lambda o: f"make_sums={o.make_sums}")
def test_every_snitchems_picture_is_a_capture_the_engine_allows(options: snitchems.Options) -> None:
    shown = snitchems_text.examples(options)
    assert 2 <= len(shown) <= 3
    for example in shown:
        events = check_example(snitchems.Snitchems, options, example)
        captured = next(e for e in events if isinstance(e, Captured))
        lifted = [parse_card(c) for c, w in zip(example.cards, example.labels) if w == "lifted"]
        if lifted:  # the 8s (10s) lifted are of the total made, and every one on the table is lifted
            target = int(lifted[0].rank)
            assert {int(c.rank) for c in lifted} == {target} <= {8, 10}
            assert f"lifting {'the' if len(lifted) == 1 else 'both'} {target}" in captured.words
            assert captured.call == f"{snitchems.value_word(target).capitalize()}!"
            assert snitchems.value_word(target) in example.caption


@pytest.mark.parametrize("options", [CASSINO, ROYAL], ids=["standard", "royal"])
def test_every_cassino_picture_is_a_capture_or_build_the_engine_allows(options: cassino.Options) -> None:
    shown = cassino_text.examples(options)
    assert 2 <= len(shown) <= 3
    for example in shown:
        check_example(cassino.Cassino, options, example)


def test_the_pictures_on_the_screens_are_the_presets_own() -> None:
    assert snitchems_text.EXAMPLES == {"sporting-magazine": snitchems_text.examples(SNITCHEMS)}
    assert cassino_text.EXAMPLES == {"standard": cassino_text.examples(CASSINO), "royal": cassino_text.examples(ROYAL)}
    assert GAMES["snitchems"].rules_examples is snitchems_text.EXAMPLES
    assert GAMES["cassino"].rules_examples is cassino_text.EXAMPLES
    assert any("sweep" in e.title.lower() for e in cassino_text.EXAMPLES["standard"])
    assert any("Building" in e.title for e in cassino_text.EXAMPLES["standard"])


def test_a_two_makes_eight_lifting_the_eight_or_ten_taking_it_alone_only_with_make_sums() -> None:
    for options in SNITCHEMS_OPTIONS:
        state = position(snitchems.Snitchems, options, cards(["2H"]), cards(["6C", "8S"]))
        taken = {frozenset(c.code for c in m.taken) for m in state.legal_moves() if isinstance(m, Capture)}
        assert frozenset({"6C", "8S"}) in taken
        assert (frozenset({"8S"}) in taken) is options.make_sums is ("2 + 8 makes ten" in snitchems_text.examples(options)[0].caption)
        assert (frozenset({"6C"}) in taken) is options.make_sums


def test_the_sums_the_snitchems_text_gives_capture() -> None:
    text = text_of(snitchems_text.rules_text(SNITCHEMS))
    assert "An ace takes a 3 and a 4 (1 + 3 + 4 = 8); a 4 takes a 6 (ten)" in text
    for played, table in (("AS", ["3C", "4D"]), ("4H", ["6C"])):
        state = position(snitchems.Snitchems, SNITCHEMS, cards([played]), cards(table))
        assert set(cards(table)) in [set(m.taken) for m in state.legal_moves() if isinstance(m, Capture)]


# --- Snitch'ems: the words follow the options -----------------------------------------------------------


def test_the_snitchems_screen_is_its_presets_text() -> None:
    assert snitchems_text.RULES == {name: snitchems_text.rules_text(o) for name, o in snitchems.PRESETS.items()}
    assert GAMES["snitchems"].rules_for("sporting-magazine") == snitchems_text.RULES["sporting-magazine"]


@pytest.mark.parametrize("wins", [1, 2, 3, 5, 10])
def test_the_deals_that_win_a_snitchems_match_follow_the_option(wins: int) -> None:
    text = text_of(snitchems_text.rules_text(dataclasses.replace(SNITCHEMS, wins=wins)))
    said = "a deal" if wins == 1 else f"{wins} deals"
    assert f"The first to win {said} wins the match." in text
    others = [n for n in range(1, 11) if n != wins]
    assert not [n for n in others if f"win {n} deals" in text]


@pytest.mark.parametrize("options", SNITCHEMS_OPTIONS, ids=lambda o: f"make_sums={o.make_sums}")
def test_making_eight_or_ten_is_explained_as_the_option_says(options: snitchems.Options) -> None:
    text = text_of(snitchems_text.rules_text(options))
    assert ("Making eight or ten: your card and some table cards" in text) is options.make_sums
    assert ("counts only when it lifts" in text) is not options.make_sums
    assert ("You lift all of them or none" in text) is options.make_sums
    assert f"can be turned {'off' if options.make_sums else 'on'}" in text
    # Lifting is all or none: with the option on both are captures, off only the lift.
    state = position(snitchems.Snitchems, options, cards(["AS"]), cards(["2C", "7D", "10H", "10S"]))
    taken = [m.taken for m in state.legal_moves() if isinstance(m, Capture) and parse_card("10H") in m.taken]
    assert all(parse_card("10S") in t for t in taken) and taken


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_snitchems_layout_and_rounds_are_as_the_engine_deals_them(seats: int) -> None:
    text = text_of(snitchems_text.rules_text(SNITCHEMS))
    size = SNITCHEMS.layout_size(seats)
    usual = SNITCHEMS.layout_size(2)
    said = {2: "two", 3: "three", 4: "four"}[seats]
    assert f"lays {usual} more face up on the table: the layout" in text
    assert (f"{size} with {said} players" in text) is (size != usual)
    state = snitchems.new_game(seats)
    assert len(state.table) == size and all(len(h) == SNITCHEMS.hand_size for h in state.hands)
    assert f"gives each player {SNITCHEMS.hand_size} cards" in text
    played = rounds_of_a_deal(state)
    assert played == snitchems_text.rounds(SNITCHEMS, seats)
    if seats == 2:
        assert f"{played} rounds with two players" in text


def rounds_of_a_deal(state: Any) -> int:
    """Play the first deal with the first legal move each turn; the rounds dealt in it."""
    count = 1
    while True:
        events = state.apply(state.legal_moves()[0])
        count += sum(isinstance(e, RoundDealt) for e in events)
        if any(isinstance(e, DealSheet) for e in events):
            return count


def test_the_snitchems_options_paragraph_names_every_option_players_may_set() -> None:
    spec = GAMES["snitchems"]
    for options in SNITCHEMS_OPTIONS:
        last = snitchems_text.rules_text(options)[-1]
        assert last.startswith("Options:")
        for name in spec.settable["sporting-magazine"]:
            assert spec.option_specs[name].label.lower() in last.lower(), name


# --- Cassino: the words follow the options -------------------------------------------------------------------


def test_the_cassino_screens_are_their_presets_text() -> None:
    assert cassino_text.RULES == {name: cassino_text.rules_text(o) for name, o in cassino.PRESETS.items()}
    for preset in cassino.PRESETS:
        assert GAMES["cassino"].rules_for(preset) == cassino_text.RULES[preset]


@pytest.mark.parametrize(
    "options", CASSINO_OPTIONS, ids=lambda o: f"{o.preset}-partners={o.partners}-{o.scoring.value}-must={o.must_capture}"
)
def test_the_cassino_text_follows_every_option(options: cassino.Options) -> None:
    text = text_of(cassino_text.rules_text(options))
    game = position(cassino.Cassino, options, [], [])
    # Royal Casino names the court cards' values and the ace's, as the engine counts them.
    jack, queen, king, ace = (card(r, Suit.HEARTS) for r in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE))
    values = f"Jacks {game.value(jack)}, Queens {game.value(queen)} and Kings {game.value(king)}"
    assert (values in text) is options.royal
    assert (f"but {game.capture_value(ace)} when you play it to capture" in text) is options.royal
    assert ("Jacks, Queens and Kings count nothing" in text) is (game.value(king) == 0)
    # Partners: two sides of two at four players, or four sides.
    four = cassino.Cassino(options, 4, ShuffledPacks(random.Random(0)))
    assert ("those sitting opposite are partners" in text) is (four.sides() == ((0, 2), (1, 3)))
    assert ("everyone plays for themselves" in text) is (len(four.sides()) == 4)
    assert ("Partners may take each other's builds" in text) is options.partners
    assert ("Peel's scoring: when two sides play" in text) is (options.scoring is cassino.Scoring.PEEL)
    assert f"The first side to reach {options.target} points" in text
    last = cassino_text.rules_text(options)[-1]
    spec = GAMES["cassino"]
    assert last.startswith("Options:")
    for name in spec.settable[options.preset]:
        assert spec.option_specs[name].label.lower() in last.lower(), name
    assert ("partners can be turned off" in last) is options.partners
    # RULES.md §4 option `must_capture`: whether a player who can capture may trail, as the engine has it.
    state = position(cassino.Cassino, options, cards(["5H", "9S"]), cards(["5C", "KD"]))
    may_trail = any(isinstance(m, Trail) for m in state.legal_moves())
    assert ("You must capture if you can: you may trail only when no card of yours can take anything" in text) is not may_trail
    assert ("You may trail whenever you like, unless you own a build" in text) is may_trail
    assert ("must capture can be turned on" in last) is may_trail
    assert "they must keep a card of its value: their last card of that value may only be played to take the build" in text
    assert ("and Peel's scoring" in last) is (options.scoring is cassino.Scoring.STANDARD)


@pytest.mark.parametrize("target", [11, 21, 31])
def test_the_points_that_win_cassino_follow_the_target(target: int) -> None:
    text = text_of(cassino_text.rules_text(dataclasses.replace(CASSINO, target=target)))
    assert f"reach {target} points" in text and f"reaches {target} in" in text
    assert not [t for t in (11, 21, 31) if t != target and f"reach {t} points" in text]


def test_peels_scoring_is_as_the_text_counts_it() -> None:
    assert "7 to 4 scoring 3" in cassino_text.PEEL and "1, 2, 3 and 5 score 0, 1, 2 and 4" in cassino_text.PEEL
    assert cassino._peel([7, 4]) == [3, 0]
    assert cassino._peel([1, 2, 3, 5]) == [0, 1, 2, 4]


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_cassino_deal_is_as_the_text_gives_it(seats: int) -> None:
    text = text_of(cassino_text.rules_text(CASSINO))
    state = cassino.new_game(seats)
    assert f"lays {len(state.table)} more face up" in text
    assert f"gives each player {len(state.hands[0])} cards" in text
    played = rounds_of_a_deal(state)
    number = {2: "two", 3: "three", 4: "four"}[seats]
    assert f"{played} rounds with {number} players" in text if seats == 2 else f"{played} with {number}" in text


def test_a_deal_is_worth_eleven_points_and_the_sweeps_as_the_text_says() -> None:
    text = text_of(cassino_text.rules_text(CASSINO))
    assert f"{sum(cassino_text.POINTS.values())} points a deal, and the sweeps" in text
    rng = random.Random(3)
    for seed in range(6):
        state = cassino.new_game(2, ShuffledPacks(random.Random(seed)))
        while True:
            events = state.apply(rng.choice(state.legal_moves()))
            sheet = next((e for e in events if isinstance(e, DealSheet)), None)
            if sheet:
                break
        lines = {line.label.split(" (")[0].lower(): line for line in sheet.lines}
        ties = sum(points for name, points in (("cards", 3), ("spades", 1)) if len(set(lines[name].had)) == 1)
        sweeps = sum(lines["sweeps"].points)
        assert sum(sheet.points) == sum(cassino_text.POINTS.values()) + sweeps - ties
        for name, points in (("cards", 3), ("spades", 1), ("big cassino", 2), ("little cassino", 1)):
            assert max(lines[name].points) in (0, points) and cassino_text.POINTS[f"most {name}" if name in ("cards", "spades") else name] == points


# --- Cassino: the claims of the words, by the engine --------------------------------------------------------


def test_a_court_card_takes_only_one_card_of_its_rank_in_cassino_but_every_one_in_royal() -> None:
    for options, one in ((CASSINO, True), (ROYAL, False)):
        state = position(cassino.Cassino, options, cards(["KD"]), cards(["KH", "KS", "7C"]))
        taken = [len(m.taken) for m in state.legal_moves() if isinstance(m, Capture)]
        assert (max(taken) == 1) is one
    assert "only one card of their rank at a time" in text_of(cassino_text.rules_text(CASSINO))


def test_multiple_builds_and_raising_are_as_the_text_says() -> None:
    text = text_of(cassino_text.rules_text(CASSINO))
    assert "such as 5 + 3 and 6 + 2 as eights" in text and "a 2 raises a build of eights to tens, if you hold a 10" in text
    state = position(cassino.Cassino, CASSINO, cards(["5S", "8H"]), cards(["3D", "6C", "2H"]), other=cards(["2S", "10D", "AC"]))
    state.apply(next(m for m in state.legal_moves() if str(m) == "5S build 8 on 3D"))
    raises = [str(m) for m in state.legal_moves() if isinstance(m, Building)]
    assert "2S build 10 on 3D+5S" in raises, raises
    # A multiple build (5 + 3 and 6 + 2 as eights) can never be raised.
    state = position(cassino.Cassino, CASSINO, cards(["5S", "8H"]), cards(["3D", "6C", "2H"]), other=cards(["2S", "10D", "AC"]))
    state.apply(next(m for m in state.legal_moves() if isinstance(m, Building) and len(m.used) == 3))
    assert [b.multiple for b in state.table if isinstance(b, Build)] == [True]
    assert not [m for m in state.legal_moves() if isinstance(m, Building) and m.card.code == "2S"]


def test_the_owner_of_a_build_may_not_trail_and_anyone_with_its_value_may_take_it() -> None:
    state = position(cassino.Cassino, CASSINO, cards(["5S", "8H", "KD"]), cards(["3D", "JC"]), other=cards(["8C", "QS", "AH"]))
    state.apply(next(m for m in state.legal_moves() if str(m) == "5S build 8 on 3D"))
    assert "8C x 3D+5S" in [str(m) for m in state.legal_moves()], "someone else takes it first with an 8"
    state.apply(next(m for m in state.legal_moves() if isinstance(m, Trail)))
    assert not [m for m in state.legal_moves() if isinstance(m, Trail)], "the owner may not trail"


def test_after_a_sweep_the_next_player_can_only_trail() -> None:
    state = position(cassino.Cassino, CASSINO, cards(["5C"]), cards(["5H", "3D", "2S"]), other=cards(["5D", "8C", "AH"]))
    events = state.apply(next(m for m in state.legal_moves() if isinstance(m, Capture) and len(m.taken) == 3))
    assert any(isinstance(e, Captured) and e.sweep for e in events) and not state.table
    assert all(isinstance(m, Trail) for m in state.legal_moves())


def test_pairing_takes_every_card_of_its_rank_and_is_the_only_way_to_take_a_court_card() -> None:
    text = text_of(snitchems_text.rules_text(SNITCHEMS))
    assert "every card of its rank on the table (taking one makes a pair, two a prial)" in text
    assert "Pairing is the only way to take a Jack, a Queen or a King" in text
    state = position(snitchems.Snitchems, SNITCHEMS, cards(["QH", "AS"]), cards(["QS", "QC", "5D", "7D", "KH"]))
    captures = [m for m in state.legal_moves() if isinstance(m, Capture)]
    assert [set(m.taken) for m in captures if m.card.code == "QH"] == [set(cards(["QS", "QC"]))]
    assert not [m for m in captures if m.card.code == "AS" and parse_card("KH") in m.taken]
    events = state.apply(next(m for m in captures if m.card.code == "QH"))
    assert next(e for e in events if isinstance(e, Captured)).call == "Prial!"


def test_the_snitchems_text_says_any_tie_for_the_most_cards_is_a_draw() -> None:
    """RULES.md §3 "End": "26–26 is a draw, and so is any tie for the most cards among three or four players"."""
    text = text_of(snitchems_text.rules_text(SNITCHEMS))
    low, high = SNITCHEMS.seat_range()
    assert (low, high) == (2, 4)
    assert (
        "A tie for the most is a draw, and nobody wins that deal: 26 each with two players, or two or more players "
        "sharing the most with three or four." in text
    )
