"""Snap between homes at the real table (issue 35 "Snap at a distance"; RULES.md §5): the host's table runs the
umpire, a guest's app times its person's call from the moment the card showed on its own screen and sends that
time, and the host umpires by the times — after waiting as long as the guest's link takes — so network delay
decides nothing. Through the in-process bus, with the link's delay simulated on the pilot's clock."""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.core.cards import parse_cards
from game.core.rules import StackedPacks
from game.core.rules import Event
from game.core.session import Controller, Seat
from game.games.snap.afar import HostEars
from game.games.snap.rules import Snapped, TooSlow, Turned
from game.games.snap.umpire import Umpire
from game.online.channel import Handshake, Side
from game.online.guest import Seated
from game.online.lobby import Arrived
from game.online.referee import Referee, Remote
from game.online.sessions import GuestSession, HostedSession
from game.registry import game_spec
from game.replay import check, from_session, parse
from game.scenes.tables import table_class
from tests.online.bus import Bus
from tests.online.tables import CODE
from tests.pilot import FRAME_MS, Pilot

SPEC = game_spec("snap")
ORDER = parse_cards("7H 7S 9C 2D") + [
    c for c in parse_cards(" ".join(f"{r}{s}" for s in "CDHS" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split()))
    if c not in parse_cards("7H 7S 9C 2D")
]
"""Seat 1 deals, so seat 0 turns first; the second card turned (seat 1's 7S) matches seat 0's 7H."""
MS = 1_000_000
LINK_MS = 100
"""The guest's link, each way, on the pilot's clock."""


def hosted_snap(bus: Bus, here: Controller = Controller.HUMAN, preset: str = "snap") -> tuple[HostedSession, Seated]:
    """A game of Snap (`preset`) between seat 0 (You, or a computer, `here`) and Ann (at another home, seat 1),
    dealt from ORDER and told to Ann."""
    seats = [Seat("You", here), Seat("Ann", Controller.HUMAN)]
    session = HostedSession.new(SPEC, SPEC.preset(preset), seats, None, StackedPacks([list(ORDER)]), 1)
    assert isinstance(session, HostedSession)
    host_side, guest_side = Handshake(CODE, Side.HOST), Handshake(CODE, Side.GUEST)
    ann = Remote.seated(Arrived(bytes(16), "Ann", host_side.finish(guest_side.message)), 1)
    seated = Seated(bus.link(), guest_side.finish(host_side.message), now_ms=lambda: 0.0)
    seated.link.listen(seated.to_guest)
    session.referee = Referee(bus.link(), session, [ann], now_ms=lambda: 0.0)
    session.referee.start()
    return session, seated


def joined(seated: Seated) -> GuestSession:
    """Ann's game, as her app sits down at the host's table: the start, the deal and what came after."""
    start, opening, *later = seated.poll()
    return GuestSession.joined(SPEC, seated, start["start"], opening, later)


class HostSide:
    """The host's table's part of `session` without a screen, on the clock it is given: the real umpire (cards
    `interval_ms` apart, reactions drawn with `seed`) and its ears for Ann afar, each card shown the moment it is
    turned. `played` is every event, in order."""

    def __init__(self, session: HostedSession, interval_ms: float = 1000.0, seed: int = 1) -> None:
        self.umpire = Umpire(session, interval_ms, random.Random(seed))
        self.ears = HostEars(session, frozenset({1}))
        self.played: list[Event] = []
        self.started = False

    def at(self, now_ns: int) -> None:
        """Do what the host's table does at `now_ns` (starting the game the first time)."""
        if not self.started:
            self.umpire.start(now_ns)
            self.started = True
        self.played += self.ears.hear(self.umpire, now_ns)
        events = self.umpire.tick(now_ns)
        self.ears.turned(events, now_ns)
        self.played += events
        if self.umpire.awaiting_show():
            self.umpire.shown(now_ns)

    def next_ns(self, now_ns: int) -> int:
        """When the host next has something to do, after `now_ns` (simulated time jumps there)."""
        return self.umpire.next_due_ns() or now_ns + 10 * MS


class FarGuest:
    """Ann's app, LINK_MS away each way: it shows each card LINK_MS after the host turned it, says so, and
    calls a match `reaction_ms` after it showed; each word reaches the host LINK_MS after it is said."""

    def __init__(self, seated: Seated, pilot: Pilot, reaction_ms: float) -> None:
        self.seated, self.pilot, self.reaction_ms = seated, pilot, reaction_ms
        self.later: list[tuple[int, dict[str, Any]]] = []

    def frame(self) -> None:
        now = self.pilot.now_ns
        for message in self.seated.poll():
            for event in message.get("moved", []):
                if isinstance(event, Turned):
                    shown = now + LINK_MS * MS
                    self.later.append((shown + LINK_MS * MS, {"shown": event.turn}))
                    if 1 in event.match:
                        call = {"call": self.reaction_ms, "card": event.turn}
                        self.later.append((shown + round(self.reaction_ms * MS) + LINK_MS * MS, call))
        due = [word for at, word in self.later if at <= now]
        self.later = [(at, word) for at, word in self.later if at > now]
        for word in due:
            self.seated.say(word)


def test_a_guest_afar_faster_on_its_own_screen_wins_though_its_call_reaches_the_host_later(app: Any) -> None:
    """Ann calls 150 ms after the match showed on her screen; You, at the host's, 300 ms after it showed on
    yours. Her word reaches the host 350 ms after the card was turned there, after your call — and she wins."""
    pilot, bus = Pilot(app), Bus()  # the pilot first: the table takes its clock
    session, seated = hosted_snap(bus)
    table = table_class(SPEC)(app, session)
    assert table.humans == [0], "Ann's seat is nobody's at the host's screen"
    app.push(table)
    pilot.step()
    assert [mark.what for mark in table.marks.items if "another home" in mark.what] == ["Ann plays from another home"]
    ann = FarGuest(seated, pilot, reaction_ms=150.0)
    pilot.wait_until(lambda: table.state.turns == 2 and table.umpire.shown_ns is not None, on_frame=ann.frame)
    shown = table.umpire.shown_ns
    assert shown is not None
    judged: list[Any] = []
    process = table._process
    table._process = lambda e: (judged.append(e), process(e))[1]  # type: ignore[method-assign]
    pilot.wait_until(lambda: pilot.now_ns >= shown + 300 * MS, on_frame=ann.frame)
    pilot.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    pilot.wait_until(lambda: any(isinstance(e, Snapped) for e in judged), max_ms=5_000, on_frame=ann.frame)
    won = next(e for e in judged if isinstance(e, Snapped))
    assert (won.seat, won.ms) == (1, 150.0), "the faster reaction wins, wherever it was made"
    assert any(isinstance(e, TooSlow) and e.seat == 0 for e in judged), "yours was merely slow"
    assert session.moves[-1].move.startswith("calls 1@150.00 0@"), "the record alone judges the same"
    check(parse(from_session(session)))


def test_a_guests_table_times_its_persons_call_from_its_own_screen_and_shows_the_hosts_judgement(app: Any) -> None:
    """Ann's own table: the host's events shown on her mirror of the game; her Snap key 250 ms after the match
    showed on her screen is sent as 250 ms, and the host's umpire gives her the match at that time."""
    pilot, bus = Pilot(app), Bus()
    session, seated = hosted_snap(bus, Controller.TODDLER)
    guest = joined(seated)
    table = table_class(SPEC)(app, guest)
    assert table.humans == [1] and table.viewer == 1, "Ann's own seat, with her keys"
    app.push(table)
    side = HostSide(session)
    played = side.played

    def host() -> None:  # the host's table, at the same moment, once Ann's table has dealt and counted down
        if table.started:
            side.at(pilot.now_ns)

    pilot.wait_until(lambda: guest.state.turns == 2 and table.umpire.shown_ns is not None, on_frame=host)
    shown = table.umpire.shown_ns
    assert shown is not None
    pilot.wait_until(lambda: pilot.now_ns >= shown + 250 * MS, on_frame=host)
    pilot.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)])
    pilot.wait_until(lambda: any(isinstance(e, Snapped) for e in played), max_ms=5_000, on_frame=host)
    won = next(e for e in played if isinstance(e, Snapped))
    assert won.seat == 1 and abs(won.ms - 250.0) <= FRAME_MS, won
    pilot.wait(600)  # the host's word reaches her table, and its cards fly
    state = guest.state
    assert [len(h) for h in state.hands] == [len(h) for h in session.state.hands], "her table stands as the host's"  # type: ignore[attr-defined]
    assert table.hand_counts == [len(h) for h in session.state.hands]  # type: ignore[attr-defined]


def cards_in(value: Any) -> set[Any]:
    """Every card anywhere in `value` (a message as a guest opens it: dicts, lists, tuples, events)."""
    from dataclasses import fields, is_dataclass

    from game.core.cards import Card

    if isinstance(value, Card):
        return {value}
    if isinstance(value, dict):
        return set().union(*(cards_in(v) for v in value.values())) if value else set()
    if isinstance(value, (list, tuple)):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    if is_dataclass(value) and not isinstance(value, type):
        return cards_in([getattr(value, f.name) for f in fields(value)])
    return set()


def test_a_snap_guest_never_opens_a_card_before_it_is_turned_face_up() -> None:
    """Issue 35 "Nothing secret on the wire", for Snap (RULES.md §5: every hand is face down, its owner's too):
    through a whole game, every card a guest's message holds was turned face up by then; the packs come only
    with the end."""
    bus = Bus()
    session, seated = hosted_snap(bus, Controller.CASUAL)
    side = HostSide(session, 800.0, seed=2)
    rng, now, turned, opened = random.Random(3), 0, set(), 0
    side.at(now)
    while not side.umpire.over and now < 3_000_000 * MS:
        now = side.next_ns(now)
        side.at(now)
        for message in seated.poll():
            opened += 1
            if "over" in message:
                continue
            turned |= {e.card for e in message.get("moved", []) if isinstance(e, Turned)}
            assert cards_in(message) <= turned, f"a card not yet turned, in {sorted(message)}"
            for event in message.get("moved", []):
                if isinstance(event, Turned) and rng.random() < 0.3:
                    seated.say({"shown": event.turn})
                    seated.say({"call": rng.uniform(100, 900), "card": event.turn})
    assert side.umpire.over and opened > 20
    check(parse(from_session(session)))


def test_when_the_host_leaves_a_guests_snap_table_stops_and_shows_the_results(app: Any) -> None:
    from game.scenes.results import ResultsScene

    pilot, bus = Pilot(app), Bus()
    session, seated = hosted_snap(bus)
    table = table_class(SPEC)(app, joined(seated))
    app.push(table)
    pilot.wait_until(lambda: table.started, max_ms=10_000)
    session.leave()  # the host's person goes: "I have to go!"
    pilot.wait_until(lambda: table.finished, max_ms=10_000)
    assert isinstance(app.top, ResultsScene) and not app.store.history(), "the host's game to keep, not hers"


def test_a_whole_game_of_snap_between_homes_ends_with_the_hosts_replay_on_the_guests_computer() -> None:
    """Issue 35 "Every game plays online": Snap and Grab, a computer at the host's and a guest
    afar who calls now and then, to the end; the guest then keeps the host's replay, and it re-plays."""
    for preset in SPEC.presets:
        bus = Bus()
        session, seated = hosted_snap(bus, Controller.CASUAL, preset)
        guest, side = joined(seated), HostSide(session, 800.0, seed=4)
        rng, now = random.Random(5), 0
        side.at(now)
        while not guest.kept_here and now < 3_000_000 * MS:
            now = side.next_ns(now)
            side.at(now)
            for event in guest.news():
                if isinstance(event, Turned) and (1 in event.match or rng.random() < 0.05):
                    guest.say({"call": rng.uniform(150, 700), "card": event.turn})
        assert session.state.is_over() and guest.kept_here, preset
        assert from_session(guest) == from_session(session), f"{preset}: the guest keeps the host's replay"
        check(parse(from_session(guest)))


def test_after_the_hosts_pause_a_guests_card_is_timed_afresh_and_nothing_is_called_during_it(app: Any) -> None:
    """RULES.md §5 and the local table's pause: the card showing is timed afresh when play resumes. The host
    pauses for 5 s with the match showing; Ann's key during the pause does nothing, and her key 200 ms after
    the pause ends is a 200 ms call."""
    pilot, bus = Pilot(app), Bus()
    session, seated = hosted_snap(bus, Controller.TODDLER)
    guest = joined(seated)
    table = table_class(SPEC)(app, guest)
    app.push(table)
    side = HostSide(session)
    umpire, ears, played = side.umpire, side.ears, side.played
    paused_at: list[int] = []

    def host() -> None:  # the host's table, but not under its pause menu
        if table.started and not paused_at:
            side.at(pilot.now_ns)

    shift = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)
    pilot.wait_until(lambda: guest.state.turns == 2 and table.umpire.shown_ns is not None, on_frame=host)
    session.pause(True)  # the host's pause menu opens
    paused_at.append(pilot.now_ns)
    pilot.wait(2_000)
    pilot.step([shift])
    pilot.wait(3_000)
    assert ears.hear(umpire, pilot.now_ns) == [] and not umpire.pending, "nothing was called during the pause"
    session.pause(False)
    umpire.shift(pilot.now_ns - paused_at.pop())
    pilot.step()
    resumed = pilot.now_ns
    pilot.wait_until(lambda: pilot.now_ns >= resumed + 200 * MS, on_frame=host)
    pilot.step([shift])
    pilot.wait_until(lambda: any(isinstance(e, Snapped) for e in played), max_ms=5_000, on_frame=host)
    won = next(e for e in played if isinstance(e, Snapped))
    assert won.seat == 1 and abs(won.ms - 200.0) <= 2 * FRAME_MS, won
