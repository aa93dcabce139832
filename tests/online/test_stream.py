"""What the host says to a guest comes in order and once each, and a guest's move is made once however often it
is sent (game/online/stream.py, guest.py, referee.py; issue 35 "Faults survived")."""

from __future__ import annotations

import pytest

from game.online.stream import AWAY_MS, QUIET_MS, Heard, Told
from game.online.wire import unpack
from tests.online.tables import table


def test_a_guest_takes_the_hosts_messages_in_order_once_each_holding_back_what_came_early() -> None:
    told, heard = Told(), Heard()
    said = [unpack(told.number({"say": word})) for word in ("one", "two", "three")]
    assert heard.take(dict(said[1]), now_ms=5.0) == [] and heard.gap_since_ms == 5.0, "two came before one"
    assert heard.take(dict(said[0]), now_ms=9.0) == [{"say": "one"}, {"say": "two"}] and heard.gap_since_ms is None
    assert heard.take(dict(said[1]), now_ms=9.0) == [], "a copy is taken once"
    assert heard.take({"say": "no number"}, now_ms=9.0) == []
    assert heard.take(dict(said[2]), now_ms=9.0) == [{"say": "three"}] and heard.next == 4


def test_the_host_says_again_only_what_it_said() -> None:
    told = Told()
    for word in ("one", "two"):
        told.number({"say": word})
    assert [unpack(packed)["say"] for packed in told.since(2)] == ["two"] and told.since(3) == []
    for bad in (0, 4, "1", True, None):
        with pytest.raises(ValueError, match="no message"):
            told.since(bad)


def test_a_move_sent_again_after_the_host_took_it_is_made_once() -> None:
    played = table("snip-snap-snorum", "round-games", 3, [0, 1, 2], seed=1)
    session, referee = played.session, played.referee
    mover = session.state.current_seat()
    assert mover is not None
    for guest in played.guests.values():
        guest.poll()
    guest = played.guests[mover]
    move = session.spec.format_move(session.state.legal_moves()[0])
    guest.play(move)
    guest.play(move)  # as a guest does with each ask until the host answers
    referee.moved(session.apply(referee.poll()))
    assert referee.poll() is None and len(session.moves) == 1
    assert referee.complaints.counts == {"stale": 1}
    assert not any("refused" in message for message in guest.poll()), "a move sent twice is not refused"


def test_a_guest_that_hears_nothing_asks_and_the_hosts_answer_says_it_is_there() -> None:
    played = table("jig", "peel", 3, [1], seed=2)
    clock = [0.0]
    guest, referee = played.guests[1], played.referee
    guest.now_ms = referee.complaints.now_ms = lambda: clock[0]
    referee.heard_ms[1] = guest.heard_ms = guest.asked_ms = 0.0
    taken = guest.poll()
    assert taken and "start" in taken[0]
    clock[0] = QUIET_MS - 1
    assert guest.poll() == [] and referee.poll() is None and referee.quiet_ms(1) == QUIET_MS - 1, "not yet"
    clock[0] = QUIET_MS
    guest.poll()
    assert referee.poll() is None and referee.quiet_ms(1) == 0.0, "the ask is heard"
    assert guest.poll() == [] and guest.heard_ms == QUIET_MS, "the host's answer ('here') says only that it is there"
    assert guest.heard.next == len(referee.told[1].said) + 1


def test_the_host_waits_for_a_guests_last_word_only_while_the_guest_is_there() -> None:
    played = table("jig", "peel", 3, [1], seed=5)
    clock = [0.0]
    referee = played.referee
    referee.complaints.now_ms = lambda: clock[0]
    assert not referee.everyone_told(), "the guest has not said it has the deal"
    clock[0] = AWAY_MS  # its app was closed: nothing more will come from it
    assert referee.everyone_told()
