"""Snap between homes at the table (issue 35; RULES.md §5): the host's ears, and a guest's umpire.

The host's table runs the real `Umpire` as a local table does; its seats at other homes are people whose words
come through the session (`Session.words`, game/online/referee.py `Word`): `HostEars` hands each call to the
umpire at the reaction time the guest's own app measured (`Umpire.call_after`), and keeps each guest's link time (from the card turned here to the guest's word that it showed there, in
`LinkTimes`), which sets how long the umpire waits for that guest's calls (`Umpire.remote_waits`).

A guest's table has no umpire of its own: `GuestUmpire` stands in its place with the same methods. The host's
events come as the session's news; the guest's person's call is timed from the display flip that first showed
the card on this screen, exactly as a local call is, and sent to the host with the card it answers. A guest's
cards are turned at the host's tempo (a turn key from afar would wait on the network). Network delay then
decides nothing (game/games/snap/distance.py). Pure but for what the session sends.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.rules import Event
from game.core.session import Session
from game.games.snap.distance import LinkTimes
from game.games.snap.reaction import Adaptive
from game.games.snap.rules import Snap, Turned
from game.games.snap.umpire import NS_PER_MS, Umpire


@dataclass
class HostEars:
    """The host's table's ears for the seats of `session` played at other homes (`remote`)."""

    session: Session
    remote: frozenset[int]
    links: LinkTimes = field(init=False)
    turned_ns: dict[int, int] = field(default_factory=dict)
    """When each card was turned here (its turn number → ns on the table's clock)."""
    timed: set[tuple[int, int]] = field(default_factory=set)
    """(seat, card) whose showing has timed that seat's link: a card shown again after a guest's pause is not."""

    def __post_init__(self) -> None:
        self.links = LinkTimes(len(self.session.seats), self.remote)

    def turned(self, events: list[Event], now_ns: int) -> None:
        """Note when a card among `events` was turned (`now_ns`): the guests' word that it showed times their links."""
        for event in events:
            if isinstance(event, Turned):
                self.turned_ns[event.turn] = now_ns

    def hear(self, umpire: Umpire, now_ns: int) -> list[Event]:
        """Take what the guests said since the last call: a call is handed to `umpire` at its own reaction time, a
        card shown times that guest's link; a call about a card no longer showing is spent. Returns the events of
        a guest who left (its goodbye; a computer player takes its seat)."""
        events = self.session.news()
        state = umpire.state
        for word in self.session.words():
            if word.kind == "shown" and word.card in self.turned_ns and word.seat in self.remote:
                if (word.seat, word.card) not in self.timed:
                    self.timed.add((word.seat, word.card))
                    self.links.add(word.seat, min(10_000.0, (now_ns - self.turned_ns[word.card]) / NS_PER_MS))
            elif word.kind == "call" and word.card == state.turns:
                umpire.call_after(word.seat, word.ms)
        afar = [seat for seat in self.remote if not self.session.here(seat)]  # (one given to a computer is here)
        umpire.remote_waits = {seat: self.links.wait_ms(seat) for seat in afar}
        return events


@dataclass
class GuestUmpire:
    """A guest's table's stand-in for the umpire (the host's umpires): `session` is the guest's (its state the
    host's events followed, its `say` the way to the host)."""

    session: Session
    interval_ms: float = 0.0
    turn_by_key: bool = False
    adaptive: Adaptive = field(default_factory=Adaptive)
    shown_ns: int | None = None
    _unshown: bool = False
    _paused: bool = False

    @property
    def state(self) -> Snap:
        state = self.session.state
        assert isinstance(state, Snap)
        return state

    def start(self, now_ns: int) -> None:
        """The deal has been shown here; the host turns the cards."""

    def tick(self, now_ns: int, turn: bool = True) -> list[Event]:
        """The host's events since the last call (every card turned and every call judged there). When the
        host's pause ends, the card showing is timed afresh from now, as a local game times it after its pause."""
        events = self.session.news()
        if any(isinstance(event, Turned) for event in events):
            self.shown_ns, self._unshown = None, True
        paused, self._paused = self._paused, self.session.paused_afar()
        if paused and not self._paused and self.shown_ns is not None:
            self.shown_ns = now_ns
        return events

    def awaiting_show(self) -> bool:
        return self._unshown

    def shown(self, now_ns: int) -> None:
        """The card turned last was first on this screen at `now_ns`: calls are timed from here, and the host
        is told (it times this guest's link by it)."""
        self.shown_ns, self._unshown = now_ns, False
        self.session.say({"shown": self.state.turns})  # type: ignore[attr-defined]

    def call(self, seat: int, now_ns: int) -> None:
        """This screen's person called at `now_ns`: the host is told how long after the card showed here."""
        if self.shown_ns is None or self.state.is_over() or self.session.paused_afar():
            return  # (nothing can be called while the host's game is paused)
        ms = max(0.0, (now_ns - self.shown_ns) / NS_PER_MS)
        self.session.say({"call": round(ms, 2), "card": self.state.turns})  # type: ignore[attr-defined]

    def turn_key(self, seat: int, now_ns: int) -> list[Event]:
        """Between homes every card is turned at the host's tempo: a turn key does nothing here."""
        return []

    def shift(self, ns: int) -> None:
        if self.shown_ns is not None:
            self.shown_ns += ns
