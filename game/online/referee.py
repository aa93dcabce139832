"""The host's side of a game between homes (issue 35): the guests' seats at a game the host's app runs and
referees. Polled by the frame loop (or a headless loop); never waits on the network.

The host's app runs the game's engine exactly as a local game does; `Referee` stands between it and the guests.
It tells each guest what its seat may see of every move (game/online/sight.py), asks a guest's seat for its move
when it is to move, and hands on only a move that comes from the seat to move and is legal: anything else — a
message that does not open (another key, forged, altered, replayed), is not a message, is not a move, comes out
of turn or is not legal — changes nothing, is answered with a reason when its sender is the guest, and is logged
one line per kind a minute (`Complaints`).

Messages, packed (game/online/wire.py) and sealed on each guest's own channel; what the host tells a guest is
numbered (`"n"`: 1, 2, …) and taken in order exactly once, asked for again when lost (game/online/stream.py):

    host → guest   {"start": {"game", "options", "seats", "controllers", "you"}}      as the game starts
                   {"moved": [events as that seat sees them], "next": seat or null, "result": Result,
                    "move": [seat, "9H"] (not with the deal)}             the deal, and after every move
                   {"turn": observation, "legal": ["9H", "pass", …], "ply": moves made so far}
                                                      that guest's seat is to move (in Thirteens' race,
                                                      whenever what it may do changes)
                   {"refused": reason}                                     a move not taken, and why
                   {"over": {"winners", "stacks", "deals": [[dealer, "9H 10S …"], …], "seed"}}
                                                                           the game is over: its packs
                   {"leaving": seat or null}                               the host has left the game
                   {"paused": true / false}                                the host's pause menu opened / closed
                   {"here": n} (not numbered)     the answer to an ask when nothing newer than message n was said
    guest → host   {"move": "9H", "ply": p}       in the replay notation, for the turn asked at ply p (once)
                   {"shown": t} / {"call": ms, "card": t}   Snap: card t (turns so far) was first shown on
                                                  the guest's screen; its person called ms after that
                   {"again": n}                   say everything from message n again (a gap, or nothing heard)
                   {"leaving": true}                                       this guest has left the table

Every move is public (a card played, a pass, a capture), and so is the money; the packs leave the host only
once the game is over, so that each guest can keep the game's replay.
"""

from __future__ import annotations

import logging
from collections import Counter, deque
from collections.abc import Callable, Iterable
import math
from dataclasses import dataclass
from typing import Any

from game.core.rules import Event
from game.core.session import Session
from game.online.channel import Channel, ChannelError
from game.online.link import Wire, private_topic
from game.online.lobby import Arrived, HostLobby
from game.online.sight import seen_by
from game.online.stream import AWAY_MS, Told
from game.online.wire import WireError, pack, unpack

log = logging.getLogger(__name__)

COMPLAIN_EVERY_MS = 60_000.0
"""A kind of message the host does not take is logged at most once in this long (ms)."""


@dataclass(frozen=True)
class Remote:
    """A seat played from afar: its `seat` number, the `name` its guest gave, the `channel` to it and the two
    private topics it is talked to and heard on."""

    seat: int
    name: str
    channel: Channel | None
    """None for a seat whose guest has not come back since the host's app was closed (`awaited`)."""
    to_guest: str
    to_host: str
    guest: bytes = b""
    """The guest's id at the door (game/online/door.py)."""

    @classmethod
    def seated(cls, arrived: Arrived, seat: int) -> Remote:
        """The guest who `arrived` (game/online/lobby.py), given seat `seat`."""
        channel = arrived.channel
        to_guest, to_host = (private_topic(channel.name_for(purpose)) for purpose in ("to-guest", "to-host"))
        return cls(seat, arrived.name, channel, to_guest, to_host, arrived.guest)

    @classmethod
    def awaited(cls, seat: int, name: str) -> Remote:
        """Seat `seat`, `name`'s, when the host's app continues a game it hosted (its autosave) before that guest
        has come back: away from the start, told nothing until someone comes in with the code and takes it."""
        return cls(seat, name, None, "", "", f"awaited seat {seat}".encode())


MAX_REACTION_MS = 10_000.0
"""The longest reaction a guest may report (ms): no card shows that long at any tempo."""
MAX_WORDS = 1_000
"""The most words of the reaction game kept for the host's table between two of its looks (its pause menu may
be open a while): more from a guest are dropped, so no guest can fill the host's memory."""


@dataclass(frozen=True)
class Word:
    """A word of the reaction game from a guest's seat (Snap between homes): `kind` "shown" or "call",
    about card `card` (the turns made when it showed), with the call's reaction time `ms` after it showed on
    the guest's own screen (0 for a card shown)."""

    seat: int
    kind: str
    card: int
    ms: float = 0.0


class Complaints:
    """What the host was sent and did not take, counted by kind; each kind is logged at most once every
    COMPLAIN_EVERY_MS by `now_ms` (ms), so a flood of bad messages costs a log line a minute, not one each."""

    def __init__(self, now_ms: Callable[[], float]) -> None:
        self.now_ms = now_ms
        self.counts: Counter[str] = Counter()
        self._logged_ms: dict[str, float] = {}

    def __call__(self, kind: str, detail: str) -> None:
        """Count one message of `kind` ("does not open", "out of turn"…), logging it with `detail` when this kind
        was not logged in the last minute."""
        self.counts[kind] += 1
        now = self.now_ms()
        if now - self._logged_ms.get(kind, -COMPLAIN_EVERY_MS) >= COMPLAIN_EVERY_MS:
            self._logged_ms[kind] = now
            log.warning("not taken from afar (%s, %d so far): %s", kind, self.counts[kind], detail)


class Referee:
    """The guests `remotes` of `session`'s game, through `link`. Call `start` once every guest is in, then
    `poll` each frame for a remote seat's move, and `moved` with the events of every move the game makes.

    With the table's `lobby`, a guest away for AWAY_MS frees its place at the door, and whoever then comes in
    with the code takes an away seat back (its own name's, else the first), and is told the whole game so far;
    an away guest that comes back on its own has its place again."""

    def __init__(
        self, link: Wire, session: Session, remotes: Iterable[Remote], now_ms: Callable[[], float],
        lobby: HostLobby | None = None,
    ) -> None:
        self.link = link
        self.lobby = lobby
        self._freed: set[int] = set()
        self.session = session
        self.remotes = {remote.seat: remote for remote in remotes}
        self.complaints = Complaints(now_ms)
        self._by_topic = {remote.to_host: remote for remote in self.remotes.values()}
        self._arrived: deque[tuple[str, bytes]] = deque()
        self.told = {seat: Told() for seat in self.remotes}
        self.has = {seat: 0 for seat in self.remotes}
        """How many of the messages told it each guest says it has taken (its latest ask)."""
        self.heard_ms = {seat: now_ms() for seat in self.remotes}
        """When each guest was last heard from (ms, by `now_ms`): its asks come every few seconds while it is there."""
        self.paused = False
        """Whether the host's pause menu is open (the guests were told)."""
        self.gone: list[int] = []
        """The seats whose guests said they were leaving, since the host last took them (`HostedSession.news`)."""
        self.words: list[Word] = []
        """What guests' seats said of the reaction game since the host's table last took it (`HostedSession.words`)."""
        self.last_moved: dict[int, int] = {}
        """The ply of each seat's latest move: a move asked for at an earlier ply is answered already."""
        self.asked: dict[int, tuple[list[str], int]] = {}
        """In a race (`GameSpec.together`), the moves each guest's seat was last asked for, and at what ply."""
        for remote in self.remotes.values():
            if remote.channel is None:  # not back since the host's app was closed: away from the start
                self._by_topic.pop(remote.to_host, None)
                self.heard_ms[remote.seat] = now_ms() - AWAY_MS  # so the door keeps its place (`_mind_the_door`)

    def start(self) -> None:
        """Listen to every guest, tell each its seat and the game, and show it the deal. Raises LinkError when
        the broker does not take a subscription."""
        for remote in self.remotes.values():
            if remote.channel is not None:
                self.link.listen(remote.to_host)
        session = self.session
        start = {
            "game": session.spec.key, "options": session.spec.options_to_json(session.options),
            "seats": [seat.name for seat in session.seats],
            "controllers": [seat.controller.value for seat in session.seats],
        }
        for remote in self.remotes.values():
            self.tell(remote, {"start": {**start, "you": remote.seat}})
        self.moved(session.opening)

    def moved(self, events: list[Event]) -> None:
        """Tell every guest what its seat may see of `events` (the last move's, just applied to the session) and
        who is to move; ask the seat to move for its move when it is a guest's."""
        session = self.session
        to_move, result = session.state.current_seat(), session.state.result()
        if session.moves:
            self.last_moved[session.moves[-1].seat] = len(session.moves) - 1
        for remote in self.remotes.values():
            sees = remote.seat if session.spec.own_hand_seen else None
            moved = {"moved": seen_by(events, sees), "next": to_move, "result": result}
            if session.moves:  # not the deal before the first move
                moved["move"] = [session.moves[-1].seat, session.moves[-1].move]
            self.tell(remote, moved)
        if session.spec.together:  # a race: each guest is asked whenever what it may do changes
            for remote in self.remotes.values():
                legal, (asked, at) = self._legal(remote.seat), self.asked.get(remote.seat, ([], 0))
                if legal and (legal != asked or self.last_moved.get(remote.seat, -1) >= at):  # changed, or spent
                    self._ask(remote)
        elif to_move in self.remotes and not session.spec.realtime:  # (Snap's cards turn at the host's tempo)
            self._ask(self.remotes[to_move])

    def poll(self) -> Any | None:
        """The next legal move a guest made in turn, not yet applied (apply it, then call `moved`), or None.
        Everything else that came is answered or dropped as the module docstring says; a move left unread
        after the one returned waits for the next poll."""
        self._arrived.extend(self.link.receive())
        self._mind_the_door()
        while self._arrived:
            topic, sealed = self._arrived.popleft()
            remote = self._by_topic.get(topic)
            if remote is None and self.lobby is not None and self.lobby.hears(topic):
                for arrived in self.lobby.take([(topic, sealed)]):
                    self._rejoin(arrived)
                continue
            if remote is None:
                self.complaints("not a guest's topic", topic[:64])
                continue
            move = self._take(remote, sealed)
            if move is not None:
                return move
        return None

    def finish(self) -> None:
        """Tell every guest the game is over, how it ended, and its packs and seed (for its replay)."""
        result = self.session.state.result()
        deals = [[dealer, " ".join(card.code for card in pack)] for dealer, pack in self.session.deals()]
        over = {"winners": list(result.winners), "stacks": list(result.stacks), "deals": deals, "seed": self.session.seed}
        for remote in self.remotes.values():
            self.tell(remote, {"over": over})

    def leave(self, seat: int | None) -> None:
        """Tell every guest the host is leaving the game (`seat`: the host's own seat, if it has one)."""
        for remote in self.remotes.values():
            self.tell(remote, {"leaving": seat})

    def pause(self, paused: bool) -> None:
        """Tell every guest the host has paused the game (`paused`), or resumed it."""
        self.paused = paused
        for remote in self.remotes.values():
            self.tell(remote, {"paused": paused})

    def let_go(self, seat: int) -> None:
        """The guest at `seat` no longer plays it (the host gave it to a computer player): it is told the game
        stops for it, as when the host leaves, and nothing more it sends is taken."""
        self.tell(self._drop(seat), {"leaving": None})

    def tell(self, remote: Remote, message: dict[str, Any]) -> None:
        """Send `message` to `remote`, numbered, packed and sealed, and keep it to say again (only keep it, for a
        seat whose guest is awaited)."""
        packed = self.told[remote.seat].number(message)
        if remote.channel is not None:
            self.link.send(remote.to_guest, remote.channel.seal(packed))

    def _drop(self, seat: int) -> Remote:
        """Hear `seat`'s guest no more (it left, its seat was given away, or it came back on a new key), and keep
        its place at the door for nobody; returns it."""
        remote = self.remotes.pop(seat)
        self._by_topic.pop(remote.to_host, None)
        if seat in self._freed and self.lobby is not None:
            self.lobby.door.place_taken(remote.guest)
        self._freed.discard(seat)
        return remote

    def _mind_the_door(self) -> None:
        """Free the door's place of each guest gone away, and give it back to one that came back on its own."""
        if self.lobby is None:
            return
        for seat, remote in self.remotes.items():
            away = self.quiet_ms(seat) >= AWAY_MS
            if away and seat not in self._freed:
                self._freed.add(seat)
                self.lobby.door.went_away(remote.guest)
            elif not away and seat in self._freed:
                self._freed.discard(seat)
                self.lobby.door.readmit(remote.guest, remote.channel)

    def _rejoin(self, arrived: Arrived) -> None:
        """`arrived` came in with the code during the game: it takes back an away seat — its own name's, else
        the first — and is told the whole game so far, on its new channel."""
        assert self.lobby is not None
        away = sorted(self._freed)  # only seats still played from afar: `_drop` forgets the others
        if not away:
            log.warning("a guest came in with the code while no seat was away: %s", arrived.name)
            self.lobby.door.leave(arrived.guest)
            return
        seat = next((seat for seat in away if self.remotes[seat].name == arrived.name), away[0])
        self._drop(seat)
        remote = self.remotes[seat] = Remote.seated(arrived, seat)
        self._by_topic[remote.to_host] = remote
        self.heard_ms[seat], self.has[seat] = self.complaints.now_ms(), 0
        self.link.listen(remote.to_host)
        log.info("%s took seat %d back", arrived.name, seat)
        for packed in self.told[seat].said:
            self.link.send(remote.to_guest, remote.channel.seal(packed))

    def everyone_told(self) -> bool:
        """Whether every guest still at the table, and not away, has said it has taken everything told it (the
        game's end too)."""
        return all(self.has[seat] >= len(self.told[seat].said) for seat in self.remotes if self.quiet_ms(seat) < AWAY_MS)

    def quiet_ms(self, seat: int) -> float:
        """How long (ms) the guest at `seat` has not been heard from; 0 for a seat not played from afar."""
        return self.complaints.now_ms() - self.heard_ms[seat] if seat in self.remotes else 0.0

    def _again(self, remote: Remote, first: Any) -> None:
        """Say everything to `remote` again from its message number `first`, or that there is nothing newer."""
        told = self.told[remote.seat]
        try:
            again = told.since(first)
        except ValueError as error:
            self.complaints("not a message", f"seat {remote.seat}: {error}")
            return
        self.has[remote.seat] = max(self.has[remote.seat], first - 1)
        for packed in again:
            self.link.send(remote.to_guest, remote.channel.seal(packed))
        if not again:
            self.link.send(remote.to_guest, remote.channel.seal(pack({"here": len(told.said)})))

    def _take(self, remote: Remote, sealed: bytes) -> Any | None:
        """The move in `remote`'s message when it is that seat's turn and the move is legal, else None (the
        guest told why, or the message dropped)."""
        try:
            message = unpack(remote.channel.open(sealed))
        except ChannelError as error:
            self.complaints("does not open", f"seat {remote.seat}: {error}")
            return None
        except WireError as error:
            self.complaints("not a message", f"seat {remote.seat}: {error}")
            return None
        self.heard_ms[remote.seat] = self.complaints.now_ms()
        if isinstance(message, dict) and "again" in message:
            self._again(remote, message["again"])
            return None
        if isinstance(message, dict) and message.get("leaving") is True:
            self._drop(remote.seat)
            self.gone.append(remote.seat)
            return None
        if isinstance(message, dict) and self.session.spec.realtime:
            self._word(remote, message)
            return None
        text = message.get("move") if isinstance(message, dict) else None
        if not isinstance(text, str):
            self.complaints("not a move", f"seat {remote.seat}: {str(message)[:64]}")
            return None
        state, spec, together = self.session.state, self.session.spec, self.session.spec.together
        ply, made = message.get("ply"), len(self.session.moves)
        if type(ply) is int and ply <= self.last_moved.get(remote.seat, -1):  # sent again: answered already
            self.complaints("stale", f"seat {remote.seat}: {text[:16]} for ply {ply}")
            return None
        if not together and state.current_seat() != remote.seat:
            self.complaints("out of turn", f"seat {remote.seat}: {text[:16]}")
            self.tell(remote, {"refused": "it is not your turn"})
            return None
        if type(ply) is not int or not (0 <= ply <= made if together else ply == made):
            self.complaints("not a move", f"seat {remote.seat}: {text[:16]} for ply {str(ply)[:8]}")
            self.tell(remote, {"refused": "that move is not for this turn"})
            return None
        try:
            move = spec.parse_move(text)
        except ValueError as error:
            self.complaints("not a move", f"seat {remote.seat}: {error}")
            self.tell(remote, {"refused": f"that is not a move: {error}"})
            return None
        if state.seat_of(move) != remote.seat or move not in self._moves(remote.seat):
            self.complaints("not legal", f"seat {remote.seat}: {text[:16]}")
            self.tell(remote, {"refused": f"{text[:16]} is not a legal move now"})
            self._ask(remote)
            return None
        return move

    def _word(self, remote: Remote, message: dict[str, Any]) -> None:
        """Keep a guest's word of the reaction game (`Word`) for the host's table, or complain of it."""
        kind = next((word for word in ("shown", "call") if word in message), None)
        card = message.get("card" if kind == "call" else kind) if kind else None
        ms = message.get("call") if kind == "call" else 0.0
        if (
            kind is None or type(card) is not int or card < 0
            or not isinstance(ms, (int, float)) or isinstance(ms, bool) or not math.isfinite(ms)
            or not 0 <= ms <= MAX_REACTION_MS
        ):
            self.complaints("not a word of the game", f"seat {remote.seat}: {str(message)[:64]}")
            return
        if len(self.words) >= MAX_WORDS:
            self.complaints("too many words", f"seat {remote.seat}: {kind} on card {card}")
            return
        self.words.append(Word(remote.seat, kind, card, float(ms)))

    def _moves(self, seat: int) -> list[Any]:
        """The moves `seat` may make now: in a race its own (`moves_for`), else the game's when it is to move,
        else none."""
        state = self.session.state
        if self.session.spec.together:
            moves: list[Any] = state.moves_for(seat)  # type: ignore[attr-defined]
            return moves
        return state.legal_moves() if state.current_seat() == seat else []

    def _legal(self, seat: int) -> list[str]:
        """`_moves(seat)` in the replay notation."""
        return [self.session.spec.format_move(move) for move in self._moves(seat)]

    def _ask(self, remote: Remote) -> None:
        """Ask `remote`'s seat, which may move, for its move: what it sees, and the moves it may make."""
        legal, ply = self._legal(remote.seat), len(self.session.moves)
        self.asked[remote.seat] = (legal, ply)
        self.tell(remote, {"turn": self.session.state.observe(remote.seat), "legal": legal, "ply": ply})
