"""Nothing secret on the wire (issue 35): over 1,000 games (.ci/run; 160 in the suite) of every turn-based game
and preset, with one to all seats played from afar, no message a broker carries holds a readable card, name or
move, and no message a guest opens holds a card its seat may not see at the moment it was sent (another hand,
the stock, a dead card face down) or a Thirteens call not yet made."""

from __future__ import annotations

import dataclasses
import os
import random
from collections import defaultdict, deque
from typing import Any

from game.core.cards import Card
from game.games.thirteens.rules import NumberCalled
from game.online.wire import WireError, unpack
from game.registry import GAMES
from tests.online.tables import Table, play_out, table

GAMES_PLAYED = int(os.environ.get("SECRECY_GAMES", "160"))
"""Games played: 10 of each game and preset in the suite; .ci/run plays 1,000 (SECRECY_GAMES), about 4 minutes."""
TURN_GAMES = [(spec.key, preset) for spec in GAMES.values() if not spec.realtime for preset in spec.presets]


def hidden_from(played: Table, seat: int) -> frozenset[Card]:
    """The cards `seat` may not see now, from the host's whole state."""
    state: Any = played.session.state
    hidden = {card for other, hand in enumerate(getattr(state, "hands", [])) if other != seat for card in hand}
    hidden.update(getattr(state, "stock", ()))
    shown_dead = getattr(state.options, "dead_cards", 0) == 1  # Jig's one dead card lies face up (RULES.md §2)
    hidden.update(() if shown_dead else getattr(state, "dead", ()))  # dead cards face down
    return frozenset(hidden)


def cards_in(value: Any) -> list[Card]:
    """Every card anywhere in `value` (a message as a guest reads it) but in an observation's `unseen`: every
    card the seat has not seen, which the whole pack less what it saw tells anyone, and not who holds which."""
    if isinstance(value, Card):
        return [value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = [f.name for f in dataclasses.fields(value) if f.name != "unseen"]
        return [c for name in fields for c in cards_in(getattr(value, name))]
    if isinstance(value, dict):
        return [c for k, v in value.items() for c in cards_in(k) + cards_in(v)]
    if isinstance(value, (list, tuple, set, frozenset)):
        return [c for item in value for c in cards_in(item)]
    return []


def calls_in(value: Any) -> list[int]:
    """The numbers of the Thirteens calls anywhere in `value`."""
    if isinstance(value, NumberCalled):
        return [value.call]
    if isinstance(value, dict):
        return [n for v in value.values() for n in calls_in(v)]
    if isinstance(value, (list, tuple)):
        return [n for item in value for n in calls_in(item)]
    return []


class Watched:
    """The host's link, noting for each message to a guest what that guest's seat may not see as it is sent: what
    `hidden_from` finds then, less the cards of the move the message tells of and those the seat saw before it
    (a card played or left on the table may be back in a new deal's stock by the time the message leaves)."""

    def __init__(self, played: Table) -> None:
        self.played = played
        self.link = played.referee.link
        self.seat_of = {guest.to_guest: seat for seat, guest in played.guests.items()}
        self.secrets: defaultdict[int, deque[tuple[frozenset[Card], int]]] = defaultdict(deque)
        self.shown: defaultdict[int, set[Card]] = defaultdict(set)

    def listen(self, topic: str) -> None:
        self.link.listen(topic)

    def receive(self) -> list[tuple[str, bytes]]:
        return self.link.receive()

    def send(self, topic: str, payload: bytes) -> None:
        seat = self.seat_of[topic]
        session = self.played.session
        called = getattr(session.state, "called", 0)
        hidden = hidden_from(self.played, seat) - self.shown[seat]
        if session.moves:  # the cards of the move just made were on the table, whatever the deal did with them
            hidden -= set(cards_in(session.spec.parse_move(session.moves[-1].move)))
        self.secrets[seat].append((hidden, called))
        self.shown[seat] = set(cards_in(session.state.observe(seat)))
        self.link.send(topic, payload)


def test_no_message_of_many_games_between_homes_holds_a_secret() -> None:
    rng = random.Random(35)
    opened = seen_cards = 0
    for number in range(GAMES_PLAYED):
        game, preset = TURN_GAMES[number % len(TURN_GAMES)]
        low, high = GAMES[game].seat_range(GAMES[game].preset(preset))
        players = rng.randint(low, min(high, 6))
        remote = sorted(rng.sample(range(players), rng.randint(1, players)))
        messages, cards = play_watched(f"{game}/{preset} game {number}", players, remote, seed=number)
        opened += messages
        seen_cards += cards
    assert opened > 100 * GAMES_PLAYED and seen_cards > 1_000 * GAMES_PLAYED, (opened, seen_cards)


def play_watched(which: str, players: int, remote: list[int], seed: int) -> tuple[int, int]:
    """Play the game and preset `which` names ("jig/peel game 3") to its end, watching every message; returns
    how many messages the guests opened and how many cards they held. Raises AssertionError at a secret."""
    game, preset = which.split(" ")[0].split("/")
    played = table(game, preset, players, remote, seed=seed, start=False)
    names = [seat.name.encode() for seat in played.session.seats]
    watched = Watched(played)
    played.referee.link = watched  # type: ignore[assignment]
    played.referee.start()
    counted = [0, 0]

    def look(seat: int, message: dict[str, Any]) -> None:
        hidden, called = watched.secrets[seat].popleft()
        cards = cards_in(message)
        leaked = [c.code for c in cards if c in hidden]
        assert not leaked, f"{which}: seat {seat} was sent {leaked} ({list(message)})"
        assert all(n <= called for n in calls_in(message)), f"{which}: a call sent before it was made"
        counted[0] += 1
        counted[1] += len(cards)

    play_out(played, seed=seed, look=look)
    assert played.session.state.current_seat() is None
    for topic, payload in played.bus.carried:
        assert not any(name in payload for name in names), f"{which}: a name readable on {topic}"
        assert b'"card"' not in payload and b'"move"' not in payload, f"{which}: a card or a move on {topic}"
        try:
            unpack(payload)
        except WireError:
            continue
        raise AssertionError(f"{which}: a message on {topic} reads without its key")
    return counted[0], counted[1]
