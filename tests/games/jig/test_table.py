"""Jig at the table (RULES.md §2): the setup screen offers it, a match plays to the results by keyboard, the
rows of suits show exactly the cards that are out and the stops everyone can know, forced cards play
themselves (or wait for you), a hidden dead card turns up when a stop shows it, hot seat hides hands, and a
replay is watched to its end."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable
from typing import Any

import pygame
import pytest

from game import replay
from game.app import App
from game.core.cards import Card, full_pack, parse_card, parse_cards
from game.core.rules import Called, Dealt, Event, Played, ShuffledPacks, StackedPacks
from game.core.session import Controller, MoveRecord, Seat, Session
from game.games.jig.layout import ROW_SUITS, TOP_SEAT_EM, rows_layout
from game.games.jig.rules import Jig, Options, next_card
from game.games.jig.table import SEAT_SHARE, JigTableScene
from game.registry import game_spec
from game.scenes.results import ResultsScene
from game.scenes.setup import SetupScene
from game.scenes.start import start_game, table_class, watching
from game.simulate import play_one
from game.storage import Speed
from game.table.handoff import HandoffScene
from game.table.turns import TableScene
from game.ui.card_art import CardArt
from game.ui.layout import compute_layout
from tests.pilot import Pilot, make_app

JIG = game_spec("jig")
C = parse_card


# --- making tables -------------------------------------------------------------------------------------------


def you_and_computers(count: int, level: Controller = Controller.EASY) -> list[Seat]:
    return [Seat("You", Controller.HUMAN)] + [Seat(f"Computer {i}", level) for i in range(1, count)]


def computers(count: int, level: Controller = Controller.EASY) -> list[Seat]:
    return [Seat(f"Computer {i}", level) for i in range(count)]


def stacked_order(options: Options, hands: list[str], bottom: str = "") -> list[Card]:
    """A pack order whose first deal, by the last seat, gives seat i the cards named in `hands[i]` (the rest
    filler) and ends with the cards of `bottom`, which are dead when `dead_cards` counts them (RULES.md §2.2)."""
    n = len(hands)
    named = [parse_cards(h) for h in hands]
    dead = parse_cards(bottom)
    assert len(dead) == options.dead_cards
    used = {c for h in named for c in h} | set(dead)
    filler = [c for c in full_pack(options.pack) if c not in used]
    live = options.pack - len(dead)
    sizes = [live // n + (1 if s < live % n else 0) for s in range(n)]
    dealt = [h + [filler.pop() for _ in range(sizes[s] - len(h))] for s, h in enumerate(named)]
    return [dealt[i % n][i // n] for i in range(live)] + dead


def jig_state(table: JigTableScene) -> Jig:
    """The rules' state behind `table`."""
    state = table.session.state
    assert isinstance(state, Jig)
    return state


def new_table(app: App, options: Options, seats: list[Seat], seed: int) -> JigTableScene:
    table = JigTableScene.new_game(app, JIG, options, seats, seed)
    assert isinstance(table, JigTableScene)
    app.push(table)
    return table


def stacked_table(app: App, options: Options, seats: list[Seat], hands: list[str], bottom: str = "") -> JigTableScene:
    """A Jig table whose first deal is stacked (the last seat deals, so seat 0 leads)."""
    packs = StackedPacks([stacked_order(options, hands, bottom)], then=ShuffledPacks(random.Random(1)))
    session = Session.new(JIG, options, seats, None, packs, first_dealer=len(seats) - 1)
    table = JigTableScene(app, session)
    app.push(table)
    return table


def run_to_results(pilot: Pilot, on_frame: Callable[[], None] | None = None, max_frames: int = 20_000) -> None:
    """Step frames without input (Enter on a Pass-to screen) until the results show."""
    for _ in range(max_frames):
        if isinstance(pilot.app.top, ResultsScene):
            return
        if isinstance(pilot.app.top, HandoffScene):
            pilot.press(pygame.K_RETURN)
        else:
            pilot.step()
        if on_frame is not None:
            on_frame()
    raise AssertionError(f"the match did not reach the results (top: {type(pilot.app.top).__name__})")


def coins_kept(table: JigTableScene) -> None:
    """Coins only move between players and the pool (RULES.md "Conventions")."""
    state = jig_state(table)
    seats, stake = len(table.names), table.session.options.stake
    assert sum(state.bank.stacks) + state.bank.pool == seats * stake
    result = state.result()
    assert (table.shown_stacks, table.shown_pool) == (list(result.stacks), result.pool), "the coins shown caught up"


# --- 1. the setup screen -------------------------------------------------------------------------------------


def shown(setup: SetupScene, name: str) -> str:
    """The choice the setup screen's row `name` shows."""
    row = setup.form.row(name)
    assert row is not None and row.value is not None, f"no choice row '{name}'"
    return row.value()


def test_jig_is_played_at_its_own_table() -> None:
    assert table_class(JIG) is JigTableScene
    assert issubclass(JigTableScene, TableScene), "the shared turn-based table, with its rows of suits"


@pytest.mark.parametrize("preset", ["peel", "pagat", "jig-four", "german"])
def test_the_setup_screen_offers_jig_in_every_preset(pilot: Pilot, preset: str) -> None:
    """Title → New game; the Game row turns to Jig, the Rules row to each of RULES.md §2's presets, and Start
    puts Jig's table on top with that preset's options (§2.1, §2.2)."""
    pilot.press(pygame.K_RETURN)
    setup = pilot.app.top
    assert isinstance(setup, SetupScene)
    setup.form.focus_on("game")
    for _ in range(len(JIG.presets) + 3):
        if setup.game == "jig":
            break
        pilot.press(pygame.K_RIGHT)
    assert setup.game == "jig" and shown(setup, "game") == "Jig"
    assert setup.preset == "peel", "Peel's rules are Jig's default (RULES.md §2.1)"
    setup.form.focus_on("preset")
    for _ in range(len(JIG.presets)):
        if setup.preset == preset:
            break
        pilot.press(pygame.K_RIGHT)
    assert setup.preset == preset and shown(setup, "preset") == game_spec("jig").preset_title(preset)
    assert (setup.form.row("option-rex") is not None) == (preset == "german"), "only the German game has Rex"
    setup.form.focus_on("option-dead_cards")
    pilot.press(pygame.K_RIGHT, pygame.K_RIGHT)  # dead cards 0 → 1 → 2 (RULES.md §2.2)
    pilot.click("start")
    table = pilot.app.top
    assert isinstance(table, JigTableScene)
    assert table.session.options == JIG.options_for(preset, {"dead_cards": 2})
    assert [s.controller for s in table.session.seats] == [Controller.HUMAN] + [Controller.MEDIUM] * 3
    assert pilot.app.settings.game == "jig" and pilot.app.settings.preset == preset, "the choice is remembered"


# --- 2. a whole match ----------------------------------------------------------------------------------------


def test_a_whole_match_by_keyboard_with_enter_on_every_lead(store) -> None:
    """You and three computers, each dealing once (RULES.md §2.1 "a match is a number of deals … default:
    each player deals once"): only a lead asks you for a key — the next card of a sequence is forced and
    plays itself — and the match ends on the results with no coin made or lost."""
    app = make_app(store, Speed.INSTANT)
    start_game(app, JIG, JIG.preset("peel"), you_and_computers(4), seed=5, replace=False)
    table = app.top
    assert isinstance(table, JigTableScene)
    pilot = Pilot(app)
    leads = 0
    for _ in range(20_000):
        if isinstance(app.top, ResultsScene):
            break
        if table._my_turn():
            assert jig_state(table).forced is None, "a forced card never waits for a key"
            assert table.selection in table._legal_cards()
            pilot.press(pygame.K_RETURN)
            leads += 1
        else:
            pilot.step()
    assert isinstance(app.top, ResultsScene)
    state = jig_state(table)
    assert state.is_over() and state.deal_no == 4
    assert leads > 0
    mine = [m for m in table.session.moves if m.seat == 0]
    assert len(mine) > leads, "your forced cards were played for you"
    coins_kept(table)
    assert len(store.history()) == 1, "the finished match is saved"


# --- 3. the rows show what is out ----------------------------------------------------------------------------


class DeadCardsKnown:
    """Which dead cards the table may show, worked out from the events alone (RULES.md §2.2 `dead_cards`):
    with one dead card it is turned up; a hidden one becomes known when a card is called "…-Jig" and its
    next card is dead (it is a stop because that card is dead, §2.1)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.options: Options = session.options
        self.dead: list[Card] = []
        self.known: set[Card] = set()
        self.last: Card | None = None
        self.revealed = 0
        self.feed(session.opening)

    def feed(self, events: Iterable[Event]) -> None:
        for event in events:
            if isinstance(event, Dealt):
                state = self.session.state
                assert isinstance(state, Jig)
                _, pack = state.pack_orders[event.deal - 1]
                self.dead = list(pack[len(pack) - self.options.dead_cards:]) if self.options.dead_cards else []
                self.known = set(self.dead) if self.options.dead_cards == 1 else set()
            elif isinstance(event, Played):
                self.last = event.card
            elif isinstance(event, Called) and event.words.endswith("-Jig") and self.last is not None:
                following = next_card(self.options, self.last)
                if following in self.dead and following not in self.known:
                    self.known.add(following)
                    self.revealed += 1


def check_rows(table: JigTableScene, dead: DeadCardsKnown, mid_match: bool = True) -> None:
    """The table has caught up: its rows show the cards played and the dead cards known, each face up in its
    slot; the face-down pile holds the rest of the dead cards; an empty slot shows a stop exactly when the
    rules make it one as far as anyone can know (RULES.md §2.1 "stop")."""
    state = jig_state(table)
    options = table.options
    assert not table.busy()
    assert set(state.dead) == set(dead.dead)
    assert set(table.laid) == state.played | dead.known
    assert table.known_dead == dead.known
    for card, sprite in table.laid.items():
        assert sprite.card == card
        assert sprite.pos == table.rows.slot(card) and sprite.height == table.rows.card_h, f"{card} is not in its slot"
        assert sprite.face_up and sprite.shown_face_up(), f"{card} lies face down"
    hidden = set(state.dead) - dead.known
    assert len(table.dead_pile) == len(hidden)
    assert all(s.card is None and not s.face_up for s in table.dead_pile), "a face-down dead card is known"
    for suit in ROW_SUITS:
        for rank in options.ranks:
            card = Card(rank, suit)
            if card in table.laid:
                continue
            if next_card(options, card) in hidden:
                assert not table._is_stop(card), f"the red {card.label} gives away a hidden dead card"
            else:
                assert table._is_stop(card) == state.is_stop(card), f"{card.label}'s slot shows the wrong stop"
    if mid_match:
        outlined = table.sequence
        assert outlined == [c for _, c in state.sequence], "the outlined cards are the sequence being played"


ROW_CASES = [
    ("peel", {"dead_cards": 1, "deals": 2}, 4, 1),
    ("pagat", {"deals": 1}, 3, 2),
    ("jig-four", {"dead_cards": 3, "deals": 2}, 5, 3),
    ("german", {"rex": True, "dead_cards": 2, "pool": True, "deals": 2}, 4, 4),
    ("german", {"rex": True, "dead_cards": 1, "deals": 1}, 6, 5),
    ("peel", {"dead_cards": 4, "pool": True, "deals": 2}, 8, 6),
]


@pytest.mark.parametrize("preset, changes, seats, seed", ROW_CASES)
def test_the_rows_show_the_cards_out_and_the_stops_anyone_can_know(store, preset: str, changes: dict, seats: int,
                                                                   seed: int) -> None:
    app = make_app(store, Speed.INSTANT)
    options = JIG.options_for(preset, changes)
    table = new_table(app, options, computers(seats), seed)
    dead = DeadCardsKnown(table.session)
    checked = 0
    real_apply = table.session.apply

    def apply(move: Any) -> list[Event]:
        """The table drives a move only once it has caught up: look at its rows first."""
        nonlocal checked
        check_rows(table, dead)
        checked += 1
        events = real_apply(move)
        dead.feed(events)
        return events

    table.session.apply = apply  # type: ignore[method-assign]
    run_to_results(Pilot(app))
    check_rows(table, dead, mid_match=False)
    assert checked == len(table.session.moves) > 0
    if options.dead_cards >= 2:
        assert dead.revealed > 0, "this seed should show a hidden dead card turning up"
    coins_kept(table)


# --- 4. forced cards -----------------------------------------------------------------------------------------

# You lead A♠ (the lowest spade, first in your hand); seat 1 must play 2♠, then you must play 3♠.
FORCED_HANDS = ["AS 3S", "2S", "", ""]


def to_your_forced_three(store, play_forced: bool) -> tuple[Pilot, JigTableScene]:
    app = make_app(store, Speed.FAST)
    app.settings.play_forced = play_forced
    table = stacked_table(app, JIG.preset("peel"), you_and_computers(4), FORCED_HANDS)
    pilot = Pilot(app)
    pilot.wait_until(table._my_turn)
    assert table.selection == C("AS")
    pilot.press(pygame.K_RETURN)
    pilot.wait_until(lambda: jig_state(table).forced == C("3S") and not table.busy())
    assert jig_state(table).current_seat() == 0
    return pilot, table


def test_your_forced_card_plays_itself(store) -> None:
    """RULES.md §2.1: "the holder of the next higher card of the same suit must play it" — there is no
    choice, so with `play_forced` on the table plays your 3♠ with no key pressed."""
    pilot, table = to_your_forced_three(store, play_forced=True)
    assert not table._my_turn(), "nothing is asked of you"
    pilot.wait_until(lambda: C("3S") in jig_state(table).played, max_ms=5_000)
    moves = [(m.seat, m.move) for m in table.session.moves]
    assert moves == [(0, "AS"), (1, "2S"), (0, "3S")]


def test_with_play_forced_off_you_play_your_forced_card(store) -> None:
    """With `play_forced` off the table waits for you to play the 3♠ the rules force (RULES.md §2.1)."""
    pilot, table = to_your_forced_three(store, play_forced=False)
    pilot.wait(5_000)
    assert C("3S") not in jig_state(table).played and len(table.session.moves) == 2, "the table played it for you"
    assert table._my_turn() and table._legal_cards() == [C("3S")] and table.selection == C("3S")
    heading, task = table._prompt()
    assert heading == "Your turn" and task.startswith("play the 3♠")
    pilot.press(pygame.K_RETURN)
    assert [(m.seat, m.move) for m in table.session.moves][-1] == (0, "3S")


def test_a_lead_is_played_by_clicking_a_card_and_a_forced_one_too(store) -> None:
    """The mouse plays as in the first game: a click on a card of your hand leads it, and with `play_forced`
    off a click plays your forced card (RULES.md §2.1)."""
    pilot, table = to_your_forced_three(store, play_forced=False)
    pilot.wait_until(table._my_turn)
    pilot.click("card:3S")
    assert [(m.seat, m.move) for m in table.session.moves][-1] == (0, "3S")
    pilot.wait_until(table._my_turn, max_ms=20_000)
    lead = table._legal_cards()[-1]
    pilot.click(f"card:{lead.code}")
    assert table.session.moves[-1] == MoveRecord(0, lead.code)


# --- 5. a hidden dead card turns up --------------------------------------------------------------------------


def test_a_stop_on_a_hidden_dead_card_turns_it_up(store) -> None:
    """RULES.md §2.2: dead cards "act as already played for stops"; face down, nobody knows them until the
    sequence A♠ 2♠ stops for want of the dead 3♠: "Snap-Jig" shows it, and it turns up in its slot."""
    app = make_app(store, Speed.FAST)
    options = JIG.options_for("peel", {"dead_cards": 2})
    table = stacked_table(app, options, you_and_computers(4), ["AS", "2S", "", ""], bottom="3S KD")
    pilot = Pilot(app)
    pilot.wait_until(table._my_turn)
    assert len(table.dead_pile) == 2 and table.known_dead == set()
    assert not table._is_stop(C("2S")), "before the stop nobody can know 3♠ is dead"
    assert table.selection == C("AS")
    pilot.press(pygame.K_RETURN)
    pilot.wait_until(lambda: C("3S") in table.known_dead, max_ms=10_000)
    assert [(m.seat, m.move) for m in table.session.moves] == [(0, "AS"), (1, "2S")]
    assert "Snap-Jig" in [c.words for c in table.captions if c.seat == 1]
    assert C("3S") in table.laid and len(table.dead_pile) == 1
    assert any("3♠" in line and "dead" in line for line in table.narrator.lines)
    pilot.wait_until(lambda: not table.laid[C("3S")].moving, max_ms=5_000)
    sprite = table.laid[C("3S")]
    assert sprite.pos == table.rows.slot(C("3S")) and sprite.face_up and sprite.height == table.rows.card_h
    assert C("KD") not in table.laid and table.dead_pile[0].card is None, "the other dead card stays hidden"
    assert table._is_stop(C("2S"))


def test_the_rows_follow_the_window_when_it_changes_size(store) -> None:
    """After a resize every card in the rows, the turned-up dead 3♠ too, lies in its slot of the new rows,
    and the face-down dead card below them."""
    app = make_app(store, Speed.FAST)
    options = JIG.options_for("peel", {"dead_cards": 2})
    table = stacked_table(app, options, you_and_computers(4), ["AS", "2S", "", ""], bottom="3S KD")
    pilot = Pilot(app)
    pilot.wait_until(table._my_turn)
    pilot.press(pygame.K_RETURN)
    pilot.wait_until(lambda: C("3S") in table.known_dead, max_ms=10_000)
    pygame.display.set_mode((800, 600), pygame.RESIZABLE)
    pilot.step([pygame.event.Event(pygame.WINDOWSIZECHANGED, x=800, y=600)])
    assert table.rows == rows_layout(compute_layout((800, 600), 4, 0, SEAT_SHARE, 13, TOP_SEAT_EM), options.ranks, False, True)
    pilot.wait_until(lambda: not table.busy())
    assert {C("AS"), C("2S"), C("3S")} <= set(table.laid)
    for card, sprite in table.laid.items():
        assert (sprite.pos, sprite.height, sprite.face_up) == (table.rows.slot(card), table.rows.card_h, True)
    [pile] = table.dead_pile
    assert (pile.pos, pile.height, pile.face_up) == (table._dead_pile_pos(0), table.layout.small_card_h, False)


# --- 6. hot seat ---------------------------------------------------------------------------------------------


def test_hot_seat_shows_a_hand_only_to_its_player_and_forced_cards_need_no_hand_over(store, monkeypatch) -> None:
    """Two humans and two computers: every frame, a human's hand is face up only while that human is to move
    and has said so on the "Pass to" screen; a forced card (RULES.md §2.1) is played for a human without any
    hand-over, since there is nothing to choose."""
    app = make_app(store, Speed.FAST)
    seats = [Seat("Ann", Controller.HUMAN), Seat("Ada", Controller.EASY), Seat("Bob", Controller.HUMAN),
             Seat("Dora", Controller.EASY)]
    table = new_table(app, JIG.options_for("peel", {"deals": 1}), seats, seed=8)
    pilot = Pilot(app)
    drawn: set[Card] = set()
    real_face = CardArt.face

    def face(self: CardArt, card: Card, height: int) -> pygame.Surface:
        drawn.add(card)
        return real_face(self, card, height)

    monkeypatch.setattr(CardArt, "face", face)
    violations: list[str] = []
    handoffs = forced_for_humans = 0
    for _ in range(20_000):
        top = app.top
        if isinstance(top, ResultsScene):
            break
        state = jig_state(table)
        before = (state.current_seat(), state.forced, len(table.session.moves))
        if isinstance(top, HandoffScene):
            handoffs += 1
            if state.forced is not None:
                violations.append(f"a hand-over for the forced {state.forced}")
            pilot.press(pygame.K_RETURN)
        elif table._my_turn():
            pilot.press(pygame.K_RETURN)
        else:
            pilot.step()
        mover, forced, count = before
        if len(table.session.moves) > count and mover in (0, 2) and forced is not None:
            assert table.session.moves[count] == MoveRecord(mover, forced.code)
            forced_for_humans += 1
        to_move = state.current_seat()
        for human in (0, 2):
            cards = {s.card for s in table.hands[human]}
            may_show = table.revealed == human and to_move == human
            if not may_show and any(s.shown_face_up() for s in table.hands[human]):
                violations.append(f"{table.names[human]}'s hand lies face up")
            if not may_show and drawn & cards:
                violations.append(f"{table.names[human]}'s {sorted(c.code for c in drawn & cards)} drawn")
        drawn.clear()
    assert isinstance(app.top, ResultsScene)
    assert violations == []
    assert handoffs >= 2 and forced_for_humans >= 2


# --- 7. watching a replay ------------------------------------------------------------------------------------


def test_a_finished_match_is_watched_to_its_results(store) -> None:
    """A computer-only match saved as a replay plays back move by move at Jig's table and ends on the
    results, with the same result and nothing added to the history."""
    options = JIG.options_for("german", {"rex": True, "dead_cards": 2, "pool": True, "deals": 2})
    played = play_one(JIG, options, computers(4), seed=12)
    assert played.state.is_over()
    data = json.loads(json.dumps(replay.from_session(played)))
    app = make_app(store, Speed.INSTANT)
    table = watching(app, replay.parse(data))
    assert isinstance(table, JigTableScene) and table.humans == []
    app.push(table)
    pilot = Pilot(app)
    frames = 0

    def every_hand_shows() -> None:
        nonlocal frames
        frames += 1
        for seat, hand in enumerate(table.hands):
            assert table.hand_face_up(seat) and all(s.face_up for s in hand if not s.moving)

    run_to_results(pilot, on_frame=every_hand_shows)
    results = app.top
    assert isinstance(results, ResultsScene)
    assert table.replay_moves is not None and len(table.replay_moves) == 0
    assert table.session.moves == played.moves, "every move was played, in order"
    assert table.session.state.result() == played.state.result()
    assert set(table.laid) >= jig_state(table).played
    coins_kept(table)
    assert store.history() == [], "watching a replay does not record a new game"
    assert frames >= len(played.moves)
