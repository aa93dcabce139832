"""A table between homes, waiting for its guests (issue 35): the host's lobby. It starts a broker on this
computer for the guests to meet at, makes a fresh invite code, announces the table on this network (game/online/
nearby.py: guests here need only the code), shows the code and this computer's address to read out to guests, lists who has joined, and starts the game once every invited seat is taken. The game
is then played at the family's own table, over this screen, which keeps the connection until the game is left.
"""

from __future__ import annotations

import random
import threading
from typing import TYPE_CHECKING, Any

from game.core.session import Controller, Seat
from game.core.spec import GameSpec
from game.i18n import N_, _
from game.online.broker import BrokerError, EmbeddedBroker, free_port, lan_address
from game.online.codes import MAX_TABLE, new_code
from game.online.door import Door
from game.online.link import BrokerAddress, Link, LinkError
from game.online.lobby import HostLobby, ms_clock
from game.online.nearby import Announcement
from game.online.play import see_off
from game.online.referee import Referee, Remote
from game.online.sessions import HostedSession
from game.scenes.join_table import tick, wake_on_news
from game.stage.menu import MenuScene
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.stage.scene import Host

PORT = 1883
"""The port the table's broker listens on, MQTT's own, unless something else has it (then any free one)."""
SEE_OFF_S = 2.0
"""As the table closes, how long the host still answers guests that have not yet said they have the game's end
(s): each says so as soon as the end reaches it, so this is waited only after a message was lost."""


class HostTableScene(MenuScene):
    """The lobby of a table of `spec` with `options` for `seats` (the `remote` ones kept for guests), to be
    shuffled with `seed`."""

    heading = N_("Host a table")
    open_words = N_("Read out the code and this computer's address to your guests")
    open_words_across = N_("Read out the code and the broker's address to your guests")
    """What the screen says once the table is open (on this computer's broker, or across the internet)."""

    def __init__(
        self, app: Host, spec: GameSpec, options: Any, seats: list[Seat], remote: list[int], seed: int
    ) -> None:
        self.spec, self.options, self.seats, self.remote, self.seed = spec, options, list(seats), remote, seed
        self.guests: dict[int, Remote] = {}
        self.broker: EmbeddedBroker | None = None
        self.announcement: Announcement | None = None
        self.link: Link | None = None
        self.lobby: HostLobby | None = None
        self.code = new_code(random.SystemRandom(), random.SystemRandom().randint(1, MAX_TABLE))
        self.across = app.settings.broker.strip()
        """The broker across the internet the guests meet at (Settings › Online broker), or "" for this computer's own."""
        self.address = ""
        self.now_ms = ms_clock()
        self.session: HostedSession | None = None
        """The game, once dealt."""
        self.reached: HostLobby | None = None
        self.failure: str | None = None
        """What the thread reaching a broker across the internet found: the open door, or why not."""
        super().__init__(app)

    def enter(self) -> None:
        """Start the broker and open the door — or, with a broker across the internet in Settings, reach it (on a
        thread: it may take seconds) and open the door there; a failure is said in one sentence under the
        heading."""
        if self.across:
            try:
                address = BrokerAddress.parse(self.across)
            except LinkError as error:
                self._cannot_open(str(error))
                return
            self.address = str(address)
            self.link = Link(address)
            wake_on_news(self.link)
            self.subheading = _("Reaching the broker at {address}…").format(address=address)
            self.rebuild()
            threading.Thread(target=self._reach, args=(self.link,), daemon=True).start()
            return
        try:
            self.broker = _broker()
            host = lan_address()
            self.address = f"{host}:{self.broker.address[1]}"
            self.link = Link(BrokerAddress("127.0.0.1", self.broker.address[1]))
            wake_on_news(self.link)
            self.link.connect()
            self.lobby = HostLobby(self.link, Door(self.code, len(self.remote), 0.0), self.now_ms)
            self.lobby.open()
        except (BrokerError, LinkError) as error:
            self._cannot_open(str(error))
            return
        self.announcement = Announcement(self.code.table, self.spec.title, host, self.broker.address[1])
        self.announcement.start()
        self.subheading = self.open_words
        self.rebuild("start")

    def _cannot_open(self, why: str) -> None:
        """Say under the heading why the table did not open, and close what was opened for it."""
        self.subheading = _("The table could not open: {why}").format(why=why)
        self.leave()
        self.rebuild("back")  # under the sentence (the rows move down for it), and only the way back

    def _reach(self, link: Link) -> None:
        """On its own thread: connect to the broker across the internet and open the door there."""
        try:
            link.connect()
            lobby = HostLobby(link, Door(self.code, len(self.remote), 0.0), self.now_ms)
            lobby.open()
        except LinkError as error:
            self.failure = str(error)
            return
        self.reached = lobby

    def rows(self) -> list[Row]:
        back = Row("back", _("Back"), on_activate=self.back, hint=_("Close the table; the code stops working"))
        if self.link is None and self.lobby is None:  # not open (yet, or it could not open)
            return [back]
        said = [  # large, to read out over the phone
            Row("code", _("Code: {code}").format(code=self.code), heading=True),
            Row("address", _("Address: {address}").format(address=self.address), heading=True),
        ] if self.lobby is not None else []
        rows = said + [
            Row(f"seat-{seat}", self._seat_words(seat), hint=_("A guest takes this seat by joining with the code"))
            for seat in self.remote
        ]
        return rows + [self._start_row(), back]

    def _start_row(self) -> Row:
        waiting = len(self.guests) < len(self.remote)
        hint = _("Waiting for every invited player to join") if waiting else _("Everyone is here: Enter starts")
        return Row("start", _("Start the game"), on_activate=self.deal, hint=hint)

    def _seat_words(self, seat: int) -> str:
        guest = self.guests.get(seat)
        if guest is None:
            return _("Seat {n}: waiting for a guest…").format(n=seat + 1)
        return _("Seat {n}: {name} has joined").format(n=seat + 1, name=guest.name)

    def update(self, dt_ms: float) -> None:
        if self.failure is not None:
            self._cannot_open(self.failure)
            self.failure = None
        elif self.reached is not None and self.lobby is None:
            self.lobby, self.reached = self.reached, None
            self.subheading = self.open_words_across
            self.rebuild("start")
        if self.lobby is None or self.session is not None:
            return
        arrived = self.lobby.poll()
        for guest in arrived:
            seat = self._seat_for(guest.name)
            self.guests[seat] = Remote.seated(guest, seat)
        if arrived:
            self.rebuild("start")

    def _seat_for(self, name: str) -> int:
        """The invited seat a guest called `name`, just in, takes: the first not yet taken."""
        return next(s for s in self.remote if s not in self.guests)

    def animating(self) -> bool:
        """While reaching a broker across the internet; after that still: a guest's knock wakes the frame loop
        (`wake_on_news`)."""
        return self.link is not None and self.lobby is None

    def deal(self) -> None:
        """Deal, and take everyone to the table (the guests too), once every invited seat is taken."""
        if self.link is None or len(self.guests) < len(self.remote):
            return
        seats = [
            Seat(self.guests[n].name, Controller.HUMAN) if n in self.guests else seat for n, seat in enumerate(self.seats)
        ]
        session = HostedSession.new(self.spec, self.options, seats, self.seed)
        assert isinstance(session, HostedSession)
        self._referee(session, list(self.guests.values()))
        from game.autosave import autosave_of
        from game.scenes.tables import table_class

        autosave_of(self.app).retire()
        tick(True)
        self.app.push(table_class(self.spec)(self.app, session))

    def _referee(self, session: HostedSession, remotes: list[Remote]) -> None:
        """Give `session` its referee for `remotes`, started (the guests are told the game and shown the deal),
        and say which table it is played at, for the autosave."""
        assert self.link is not None
        session.table = {"code": str(self.code), "broker": self.across}
        session.referee = Referee(self.link, session, remotes, self.now_ms, self.lobby)
        session.referee.start()
        self.session = session

    def resume(self) -> None:
        if self.session is not None:  # the game's table was left: so is the table between homes
            self.app.pop()

    def leave(self) -> None:
        """Tell the guests if the game is left before its end; close the link, stop announcing the table and
        stop the broker (the code stops working)."""
        tick(False)
        if self.session is not None and self.session.referee is not None and self.link is not None:
            self.session.leave()
            link = self.link
            see_off(self.session.referee, SEE_OFF_S, lambda: link.wait(0.05))
        if self.announcement is not None:
            self.announcement.close()
            self.announcement = None
        if self.link is not None:
            self.link.close()
            self.link = None
        if self.broker is not None:
            self.broker.stop()
            self.broker = None
        self.lobby = None


def _broker() -> EmbeddedBroker:
    """The table's broker, listening on every address of this computer: on PORT if it is free, else any port.
    Raises BrokerError."""
    try:
        broker = EmbeddedBroker("0.0.0.0", PORT)
        broker.start()
    except BrokerError:
        broker = EmbeddedBroker("0.0.0.0", free_port("0.0.0.0"))
        broker.start()
    return broker
