"""A game between homes as a table plays it (issue 35): the same `Session` a local game has, with the seats
played at another home behind it, so the family's own table shows it — calls, captions, coins and the log.

- `HostedSession`, on the host's computer: the real engine. A move made here goes to the guests as well
  (`Referee.moved`); a remote seat's move comes in as `news`, checked by the referee and the engine.
- `GuestSession`, on a guest's computer: no engine and no pack, only what the host says this seat may see
  (`SeatView` answers what a table asks of a game's state). The seat's move goes to the host, and its events
  come back as `news` with everyone else's. Once the game is over the host shows the packs, and the guest
  keeps the same replay as the host.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from game.core.cards import Card, parse_card
from game.core.guest_view import GuestView
from game.core.rules import Called, Event, Result
from game.core.session import Controller, MoveRecord, Seat, Session
from game.core.spec import GameSpec
from game.i18n import N_, _
from game.online.guest import Seated
from game.online.referee import Referee, Word
from game.online.stream import AWAY_MS

log = logging.getLogger(__name__)

LEAVING = N_("I have to go!")
"""What a player says at the table as they leave a game between homes before its end (a caption and the log)."""
GIVE_AFTER_MS = 60_000.0
"""A player at another home away this long: the host may give the seat to a computer player (ms)."""


@dataclass
class HostedSession(Session):
    """The host's game: `Session.new`, then `referee` set and started (game/online/referee.py), and `table`
    said: {"code", "broker"} of the table its guests met at, kept in the autosave (`hosting`)."""

    referee: Referee | None = None
    table: dict[str, str] | None = None

    def hosting(self) -> dict[str, Any] | None:
        """As `Session.hosting`; None too once no seat is played from afar (every guest gone or given away): the
        game is then this computer's alone, and Continue plays it on here."""
        if self.referee is None or self.table is None or self.state.current_seat() is None or not self.referee.remotes:
            return None
        return {**self.table, "remote": sorted(self.referee.remotes)}

    def here(self, seat: int) -> bool:
        """Every seat but the guests'."""
        return self.referee is None or seat not in self.referee.remotes

    def apply(self, move: Any) -> list[Event]:
        """As `Session.apply`, and every guest is told what its seat may see of it (the end too)."""
        events = super().apply(move)
        if self.referee is not None:
            self.referee.moved(events)
            if self.state.current_seat() is None:
                self.referee.finish()
        return events

    def news(self) -> list[Event]:
        """The events of a guest's move that came since the last call (legal and in turn), applied; and for a
        guest who left, its words as it goes: a computer player takes its seat (its level the game's usual)."""
        if self.referee is None:
            return []
        move = self.referee.poll()
        events = [] if move is None else self.apply(move)
        for seat in self.referee.gone:
            self.seats[seat] = Seat(self.seats[seat].name, Controller("ai:" + self.spec.default_level))
            events.append(Called(seat, LEAVING))
        self.referee.gone.clear()
        return events

    def words(self) -> list[Word]:
        """What guests' seats said of the reaction game since the last call (Snap: a card shown on their
        screen, a call's reaction time), oldest first."""
        if self.referee is None:
            return []
        said, self.referee.words = self.referee.words, []
        return said

    def connection(self) -> str:
        """"Ann is reconnecting…" while a guest has not been heard from for AWAY_MS (game/online/stream.py); after
        GIVE_AFTER_MS, that the pause menu can give the seat to a computer player."""
        referee = self.referee
        if referee is None or self.state.current_seat() is None:
            return ""
        lost = [seat for seat in referee.remotes if referee.quiet_ms(seat) >= AWAY_MS]
        if not lost:
            return ""
        name = self.seats[lost[0]].name
        if referee.quiet_ms(lost[0]) >= GIVE_AFTER_MS:
            return _("{name} has been away a minute: Esc offers the seat to a computer player").format(name=name)
        return _("{name} is reconnecting…").format(name=name)

    def pause(self, paused: bool) -> None:
        """The host's pause pauses everyone: each guest is told (once a change)."""
        if self.referee is not None and paused != self.referee.paused and self.state.current_seat() is not None:
            self.referee.pause(paused)

    def seats_to_give(self) -> list[int]:
        referee = self.referee
        if referee is None or self.state.current_seat() is None:
            return []
        return [seat for seat in referee.remotes if referee.quiet_ms(seat) >= GIVE_AFTER_MS]

    def give_seat(self, seat: int) -> None:
        """A computer player (the game's usual level) plays `seat` from now on; its guest, should it come back,
        is told the game has gone on without it."""
        if self.referee is None or seat not in self.referee.remotes:
            raise ValueError(f"seat {seat} is not played from another home")
        self.referee.let_go(seat)
        self.seats[seat] = Seat(self.seats[seat].name, Controller("ai:" + self.spec.default_level))

    def leave(self) -> None:
        """This computer leaves the game before its end: the guests are told (the host's seat says goodbye)."""
        if self.referee is not None and self.state.current_seat() is not None:
            here = [n for n, seat in enumerate(self.seats) if seat.controller.is_human and self.here(n)]
            self.referee.leave(here[0] if here else None)


class SeatView(GuestView):
    """The game's state as one guest's seat knows it, from the host's messages: who is to move, the moves it
    may make when it is to move, what it sees, and the money. It answers what a table asks of a `GameState`;
    the guest never applies a move itself (the host does)."""

    def __init__(self, num_seats: int, you: int) -> None:
        self.take_seat(you)
        self.num_seats = num_seats
        self.pack_orders: list[tuple[int, tuple[Card, ...]]] = []
        self.to_move: int | None = None
        self.money = Result((0,) * num_seats, 0, ())

    def current_seat(self) -> int | None:
        return self.to_move

    def seat_of(self, move: Any) -> int:
        return self.you

    def legal_moves(self) -> list[Any]:
        return list(self.legal) if self.to_move == self.you else []

    def is_over(self) -> bool:
        return self.to_move is None

    def result(self) -> Result:
        return self.money

    def clone(self) -> SeatView:
        raise NotImplementedError("a guest's view of a game is not played out")

    def observe(self, seat: int) -> Any:
        """What this seat saw when last asked for its move (for hints); the view holds no other seat's."""
        return self.seen

    # What a `GuestSession` tells its view besides `asked` (a family's own view, `GameSpec.guest_view`, answers
    # the same).

    def moved(self, to_move: int | None, money: Result, events: list[Event], mover: int | None) -> None:
        """A move's news from the host (`mover` made it; None for the deal): who is to move now and the money.
        The host asks anew for the next move."""
        self.to_move, self.money, self.legal = to_move, money, []

    def due(self) -> bool:
        """Whether this seat is to move."""
        return self.to_move == self.you

    def stop(self) -> None:
        """The host has left: the game stops where it stands."""
        self.to_move = None


@dataclass
class GuestSession(Session):
    """A guest's game at the host's table, through `seated`; made with `joined`."""

    seated: Seated | None = None
    you: int = 0
    sent: bool = False
    host_paused: bool = False
    shown_deals: list[tuple[int, tuple[Card, ...]]] | None = field(default=None)
    unread: list[dict[str, Any]] = field(default_factory=list)
    """What the host said after the deal before the table was shown, taken in by the first `news`."""

    @classmethod
    def joined(
        cls, spec: GameSpec, seated: Seated, start: dict[str, Any], opening: dict[str, Any],
        later: list[dict[str, Any]] | None = None,
    ) -> GuestSession:
        """The game the host's `start` message describes, as its first `moved` message (`opening`, the deal)
        shows it; `later` is what the host said after that, already read. Raises OptionError or ValueError when
        the host names options or seats this app does not have."""
        options = spec.options_from_json(start["options"])
        seats = [Seat(str(name), Controller(c)) for name, c in zip(start["seats"], start["controllers"], strict=True)]
        you = int(start["you"])
        view = spec.guest_view(options, len(seats), you) if spec.guest_view else SeatView(len(seats), you)
        session = cls(spec, options, seats, None, view, seated=seated, you=you)  # type: ignore[arg-type]
        session.opening = session._take(opening)
        session.unread = list(later or [])
        return session

    @property
    def state_view(self) -> SeatView:
        """The game as this seat is told it: a `SeatView`, or its family's own (`GameSpec.guest_view`), which
        answers the same."""
        view: SeatView = self.state  # type: ignore[assignment]
        return view

    @property
    def kept_here(self) -> bool:
        """Only once the host has shown the packs, at the end: then the replay is whole."""
        return self.shown_deals is not None

    def here(self, seat: int) -> bool:
        return seat == self.you

    def waiting(self) -> bool:
        """This seat is to move but its move is on its way, or the host has not yet asked for it, or has paused
        the game."""
        view = self.state_view
        return view.due() and (self.sent or not view.legal or self.host_paused)

    def deals(self) -> list[tuple[int, tuple[Any, ...]]]:
        return list(self.shown_deals or [])

    def paused_afar(self) -> bool:
        return self.host_paused

    def connection(self) -> str:
        """"The host's table is not answering…" while nothing has come from the host for AWAY_MS, and
        "The host has paused the game" while it has."""
        seated = self.seated
        if seated is None or seated.over:
            return ""
        if seated.now_ms() - seated.heard_ms >= AWAY_MS:
            return _("The host's table is not answering: reconnecting…")
        return _("The host has paused the game") if self.host_paused else ""

    def leave(self) -> None:
        """This seat leaves the game before its end: the host is told, and a computer player finishes it."""
        if self.seated is not None and self.state.current_seat() is not None:
            self.seated.leave()

    def say(self, word: dict[str, Any]) -> None:
        """Tell the host a word of the reaction game (game/online/referee.py: shown, call, turn)."""
        assert self.seated is not None
        self.seated.say(word)

    def apply(self, move: Any) -> list[Event]:
        """Send this seat's `move` to the host; its events come back as `news`."""
        assert self.seated is not None
        self.seated.play(self.spec.format_move(move))
        self.sent = True
        return []

    def news(self) -> list[Event]:
        """What the host said since the last call, taken in: the events of every move made (this seat's too)."""
        assert self.seated is not None
        events: list[Event] = []
        messages, self.unread = self.unread + self.seated.poll(), []
        for message in messages:
            try:
                events += self._heard(message)
            except (KeyError, TypeError, ValueError, IndexError) as error:  # not as this app's host writes it
                log.warning("a message from the host that does not read (%s): %.80r", error, message)
        return events

    def _heard(self, message: dict[str, Any]) -> list[Event]:
        """One message from the host taken in; returns the events it brings. Raises KeyError, TypeError,
        ValueError or IndexError for a message that is not as referee.py writes it (nothing is changed then
        but what was read before the fault)."""
        if "moved" in message:
            return self._take(message)
        if "turn" in message:
            legal = [self.spec.parse_move(str(text)) for text in message.get("legal", [])]
            self.state_view.asked(message["turn"], legal)
            self.sent = False
        elif "paused" in message:
            self.host_paused = message["paused"] is True
        elif "refused" in message:
            log.warning("the host did not take a move: %.80s", message["refused"])
            self.sent = False
        elif "leaving" in message:  # the host has left: the game stops where it stands
            self.state_view.stop()
            seat = message["leaving"]
            return [Called(seat, LEAVING)] if isinstance(seat, int) and 0 <= seat < len(self.seats) else []
        elif "over" in message:
            deals = [(int(dealer), tuple(parse_card(code) for code in str(pack).split())) for dealer, pack in message["over"]["deals"]]
            self.shown_deals, self.seed = deals, message["over"].get("seed")
        return []

    def _take(self, moved: dict[str, Any]) -> list[Event]:
        """A `moved` message taken in: who is to move, the money, the move's record; returns its events. Raises
        TypeError (or KeyError, ValueError) for one that is not as referee.py writes it, changing nothing."""
        to_move, money, events = moved["next"], moved["result"], list(moved["moved"])
        if not (to_move is None or isinstance(to_move, int)) or not isinstance(money, Result):
            raise TypeError("a move's news without who is next or the money")
        if not all(isinstance(event, Event) for event in events):
            raise TypeError("a move's news with something that is not an event")
        record = MoveRecord(int(moved["move"][0]), str(moved["move"][1])) if "move" in moved else None
        self.state_view.moved(to_move, money, events, None if record is None else record.seat)
        if record is not None:
            self.moves.append(record)
        return events
