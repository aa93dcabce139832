"""Play online › Join a table (issue 35): type the code the host reads out and the host's address (none on the
same network: the table is found there by the code's number, game/online/nearby.py), give your name, and wait at the door until the host lets you in and starts; then the game is played at the family's own
table, over this screen, which keeps the connection until the game is left.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

import pygame

from game.core.spec import OptionError
from game.i18n import N_, _, listing
from game.online.codes import CodeError, InviteCode, parse_code
from game.online.guest import Seated
from game.online.link import BrokerAddress, Link, LinkError
from game.online.lobby import MAX_NAME, JoinError, Joining, ms_clock
from game.online.nearby import Looking, Nearby
from game.online.sessions import GuestSession
from game.registry import game_spec  # every game's rules: a host's messages name their classes (online/wire.py)
from game.stage.menu import MenuScene
from game.storage import MAX_BROKER
from game.table.narration import YOU
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.stage.scene import Host, Scene

CODE_CHARS = 40
"""The longest code the Code field takes (characters; a code is about 20)."""
NEWS = pygame.event.custom_type()
"""The event a link posts when a message arrives, so a frame loop resting between inputs wakes for it."""
TICK_MS = 1_000
"""How often a table between homes wakes with no news (ms): half the guests' heartbeat."""


def wake_on_news(link: Link) -> None:
    """Have `link` wake the frame loop whenever a message arrives (pygame's queue takes events from any thread):
    a table waiting for a move from another home rests like one waiting for its own player's."""
    link.on_arrival = lambda: pygame.event.post(pygame.event.Event(NEWS))


def tick(on: bool) -> None:
    """While a game between homes is at the table, wake the frame loop every TICK_MS even when nothing comes:
    the guest's heartbeat goes out and a lost link shows (game/online/stream.py); off again after the game."""
    pygame.time.set_timer(NEWS, TICK_MS if on else 0)


def guest_table(app: Host, session: GuestSession) -> Scene:
    """The guest's table for `session`, just joined: a game already under way (a seat taken back with the code)
    shown as it stands, with no motion, as Continue shows a saved game; a game just dealt, as it is dealt."""
    from game.scenes.tables import table_class

    table = table_class(session.spec)
    if any("move" in message for message in session.unread if "moved" in message):
        events = session.news()  # every move made so far, taken in
        return table.play_on(app, session, [(session.moves[-1], events)])
    return table(app, session)


class JoinScene(MenuScene):
    """The code, the host's address and your name, then Join; the words under the heading say how it goes."""

    heading = N_("Join a table")
    subheading = N_("Ask the host for the code and the address their screen shows")

    def __init__(self, app: Host) -> None:
        self.code_text = ""
        self.broker_text = app.settings.broker
        humans = [s["name"] for s in app.settings.seats if s.get("controller") == "human" and s["name"] != YOU]
        self.name = humans[0] if humans else ""
        self.link: Link | None = None
        self.failure: str | None = None
        self.joining: Joining | None = None
        self.seated: Seated | None = None
        self.heard: list[dict[str, Any]] = []
        self.session: GuestSession | None = None
        self.now_ms = ms_clock()
        self.looking = Looking()
        self.looking.on_change = lambda: pygame.event.post(pygame.event.Event(NEWS))
        self.nearby: list[Nearby] = []
        super().__init__(app)

    def enter(self) -> None:
        self.looking.start()

    def rows(self) -> list[Row]:
        found = [
            Row("nearby", _("On this network: {tables}").format(tables=listing([_("table {n} ({game})").format(
                n=nearby.table, game=_(nearby.game)) for nearby in self.nearby])), heading=True)
        ] if self.nearby else []
        return found + [
            Row("code", _("Code"), text=lambda: self.code_text, on_text=self._set_code, max_chars=CODE_CHARS,
                hint=_("The host's code, like 7-amber-otter (the start of each word will do)")),
            Row("address", _("Host's address"), text=lambda: self.broker_text, on_text=self._set_broker,
                max_chars=MAX_BROKER,
                hint=_("As the host's screen shows it, like 192.168.1.20:1883; on the same network it can stay empty")),
            Row("name", _("Your name"), text=lambda: self.name, on_text=self._set_name, max_chars=MAX_NAME,
                hint=_("How the others will see you at the table")),
            Row("join", _("Join"), on_activate=self._join, hint=_("Knock at the host's table")),
            Row("back", _("Back"), on_activate=self.back),
        ]

    def _set_code(self, text: str) -> None:
        self.code_text = text

    def _set_broker(self, text: str) -> None:
        self.broker_text = text

    def _set_name(self, text: str) -> None:
        self.name = text

    def _join(self) -> None:
        """Read the fields and knock; a field that does not read is said in one sentence, and nothing starts."""
        if self.link is not None:
            return
        try:
            code = parse_code(self.code_text)
            nearby = self.looking.find(code.table) if not self.broker_text.strip() else None
            address = nearby.address if nearby is not None else BrokerAddress.parse(self.broker_text)
        except (CodeError, LinkError) as error:
            self.subheading = _("Check the code and the address: {why}").format(why=error)
            return
        if not 1 <= len(self.name.strip()) <= MAX_NAME:
            self.subheading = _("Give your name, so the others know who has joined.")
            return
        self.subheading = _("Knocking at table {table}…").format(table=code.table)
        self.link = Link(address)
        wake_on_news(self.link)
        self.failure = None
        threading.Thread(target=self._connect, args=(self.link, code), daemon=True).start()

    def _connect(self, link: Link, code: InviteCode) -> None:
        """On its own thread (a broker far away may take seconds to answer): connect, then knock."""
        try:
            link.connect()
            joining = Joining(link, code, self.name.strip(), self.now_ms)
            joining.knock()
        except (LinkError, JoinError) as error:
            self.failure = str(error)
            return
        self.joining = joining

    def update(self, dt_ms: float) -> None:
        if (nearby := self.looking.tables()) != self.nearby:
            self.nearby = nearby
            self.rebuild()
        if self.failure is not None:
            self._give_up(self.failure)
        elif self.joining is not None and self.seated is None:
            try:
                channel = self.joining.poll()
            except JoinError as error:
                self._give_up(str(error))
                return
            if channel is not None:
                assert self.link is not None
                self.seated = Seated(self.link, channel, self.joining.after_welcome)
                self.subheading = _("You are in, {name}: the game starts when the host starts it").format(name=self.name)
                tick(True)  # the host's start may have come with the welcome: no later message would wake us
        if self.seated is not None and self.session is None:
            self.heard += self.seated.poll()
            self._sit_down()

    def _sit_down(self) -> None:
        """Once the host has started (its start message and the deal have come), go to the table."""
        start = next((m["start"] for m in self.heard if "start" in m), None)
        opening = next((m for m in self.heard if "moved" in m), None)
        if start is None or opening is None or self.seated is None:
            return
        from game.autosave import autosave_of

        later = self.heard[self.heard.index(opening) + 1 :]
        try:
            spec = game_spec(str(start["game"]))
            session = self.session = GuestSession.joined(spec, self.seated, start, opening, later)
        except (OptionError, KeyError, TypeError, ValueError) as error:  # a host of another version, or not one
            self._give_up(_("the host's game is not one this app plays ({why})").format(why=error))
            return
        self.heard = []
        autosave_of(self.app).retire()  # a game left on this computer waits among the replays
        tick(True)
        self.app.push(guest_table(self.app, session))

    def _give_up(self, why: str) -> None:
        self.subheading = _("Could not join: {why}").format(why=why)
        self._hang_up()

    def animating(self) -> bool:
        """While connecting and knocking (a knock is made again every few seconds); after that, and while only
        looking for tables, the link and the looking wake the frame loop when there is news."""
        return self.link is not None and self.seated is None

    def resume(self) -> None:
        if self.seated is not None:  # the game's table was left: so is the host's table
            self.app.pop()

    def leave(self) -> None:
        if self.session is not None and self.link is not None:
            self.session.leave()
        self.looking.close()
        self._hang_up()

    def _hang_up(self) -> None:
        tick(False)
        if self.link is not None:
            self.link.close()
        self.link, self.joining, self.seated, self.failure = None, None, None, None
