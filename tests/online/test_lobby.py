"""Joining a table through a real broker (game/online/lobby.py, issue 35): guests with the code take their seats
and are welcomed; a wrong code gets no seat and is told to check it; after a few wrong codes nobody gets in."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from game.online.channel import Channel
from game.online.codes import InviteCode
from game.online.door import TRIES, Door, DoorState
from game.online.link import Link
from game.online.lobby import JOIN_TIMEOUT_MS, Arrived, HostLobby, JoinError, Joining, greeting

CODE = InviteCode(7, ("amber", "otter"))
WRONG = InviteCode(7, ("amber", "owl"))
WAIT_S = 10.0


class Clock:
    """A clock the test moves (ms)."""

    def __init__(self) -> None:
        self.ms = 0.0

    def __call__(self) -> float:
        return self.ms


def settle(host: HostLobby, guests: list[Joining]) -> tuple[list[Arrived], dict[int, Channel | JoinError]]:
    """Poll the host and the guests until every guest is in or refused (or WAIT_S has passed); returns who
    arrived at the host and, by guest, its channel or its JoinError."""
    arrived: list[Arrived] = []
    outcome: dict[int, Channel | JoinError] = {}
    deadline = time.monotonic() + WAIT_S
    while len(outcome) < len(guests) and time.monotonic() < deadline:
        arrived += host.poll()
        for number, guest in enumerate(guests):
            if number in outcome:
                continue
            try:
                channel = guest.poll()
            except JoinError as refusal:
                outcome[number] = refusal
                continue
            if channel is not None:
                outcome[number] = channel
        time.sleep(0.005)
    return arrived, outcome


@pytest.fixture
def host(links: Callable[[], Link]) -> HostLobby:
    lobby = HostLobby(links(), Door(CODE, seats=2, opened_ms=0.0), Clock())
    lobby.open()
    return lobby


def test_two_guests_with_the_code_take_their_seats_and_talk_sealed(host: HostLobby, links: Callable[[], Link]) -> None:
    guests = [Joining(links(), CODE, name, Clock()) for name in ("Ann", "Bob")]
    for guest in guests:
        guest.knock()
    arrived, outcome = settle(host, guests)
    assert sorted(a.name for a in arrived) == ["Ann", "Bob"]
    assert all(isinstance(channel, Channel) for channel in outcome.values())
    assert host.door.state(0.0) is DoorState.FULL
    ann = next(a for a in arrived if a.name == "Ann")
    ann_channel = outcome[0]
    assert isinstance(ann_channel, Channel)
    assert ann_channel.open(ann.channel.seal(b"your cards: 9H KS")) == b"your cards: 9H KS"


def test_a_guest_with_a_wrong_code_gets_no_seat_and_is_told_to_check_it(
    host: HostLobby, links: Callable[[], Link]
) -> None:
    clock = Clock()
    guest = Joining(links(), WRONG, "Eve", clock)
    guest.knock()
    deadline = time.monotonic() + WAIT_S
    while host.door.failures == 0 and time.monotonic() < deadline:
        host.poll()
        assert guest.poll() is None
        time.sleep(0.005)
    assert host.door.failures == 1 and host.door.guests == {}
    clock.ms = JOIN_TIMEOUT_MS
    with pytest.raises(JoinError, match="check the code with the host"):
        guest.poll()


def test_after_a_few_wrong_codes_not_even_the_right_one_gets_in(host: HostLobby, links: Callable[[], Link]) -> None:
    words = ("owl", "olive", "onion")[:TRIES]
    guessers = [Joining(links(), InviteCode(7, ("amber", word)), "Eve", Clock()) for word in words]
    for guesser in guessers:
        guesser.knock()
    deadline = time.monotonic() + WAIT_S
    while host.door.failures < TRIES and time.monotonic() < deadline:
        host.poll()
        for guesser in guessers:
            guesser.poll()
        time.sleep(0.005)
    assert host.door.state(0.0) is DoorState.GUESSED
    clock = Clock()
    late = Joining(links(), CODE, "Ann", clock)
    late.knock()
    for _ in range(50):
        assert host.poll() == [] and late.poll() is None
        time.sleep(0.005)
    clock.ms = JOIN_TIMEOUT_MS
    with pytest.raises(JoinError, match="did not let you in"):
        late.poll()


@pytest.mark.parametrize("name", ["", " ", "a name far too long for a seat"])
def test_a_name_must_fit_a_seat(name: str) -> None:
    with pytest.raises(JoinError, match="1 to 16 characters"):
        greeting(name)


class Batches:
    """Stands in for a link: hands out prepared batches of arrivals and keeps what is sent."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, bytes]] = []
        self.batches: list[list[tuple[str, bytes]]] = []

    def listen(self, topic: str) -> None:
        pass

    def send(self, topic: str, payload: bytes) -> None:
        self.sent.append((topic, payload))

    def receive(self) -> list[tuple[str, bytes]]:
        return self.batches.pop(0) if self.batches else []


def test_what_comes_in_one_batch_with_the_welcome_is_kept_for_the_game() -> None:
    from game.online.link import private_topic

    link = Batches()
    joining = Joining(link, CODE, "Ann", Clock())  # type: ignore[arg-type]
    joining.knock()
    door = Door(CODE, seats=1, opened_ms=0.0)
    guest_id, reply = door.knock(link.sent[0][1], 0.0)
    link.batches.append([(f"snipsnap/table/7/host/{guest_id.hex()}", reply)])
    assert joining.poll() is None
    channel, _ = door.greet(guest_id, link.sent[-1][1], 0.0)
    to_guest = private_topic(channel.name_for("to-guest"))
    batch = [(to_guest, channel.seal(message)) for message in (b'{"welcome": "Ann"}', b"start", b"turn")]
    link.batches.append(batch)
    assert joining.poll() is not None
    assert joining.after_welcome == batch[1:], "the host's first words at the table are not lost"
