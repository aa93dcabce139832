"""The host's referee (game/online/referee.py, issue 35): each guest sees each move as its own seat may, a move
from afar is taken only from the seat to move and only when legal, every move costs a guest at most 2 KB on the
wire, and no flood of bad messages changes the game."""

from __future__ import annotations

import logging
import random
from typing import Any

import pytest

from game.core.cards import Card
from game.core.rules import Dealt
from game.online.sight import HIDDEN, seen_by
from game.online.wire import pack
from game.registry import GAMES
from tests.online.tables import CODE, Table, play_out, table

TURN_GAMES = [(spec.key, preset) for spec in GAMES.values() if not spec.realtime for preset in spec.presets]
MOVE_BYTES = 2048
"""The most a move may cost one guest on the wire (issue 35 "Fast and light")."""


def test_a_guest_sees_its_own_cards_dealt_and_only_the_places_of_the_others() -> None:
    played = table("snip-snap-snorum", "round-games", 3, [1], seed=4)
    deal = next(e for e in played.session.opening if isinstance(e, Dealt))
    seen = next(e for e in seen_by(played.session.opening, 1) if isinstance(e, Dealt))
    assert [to for to, _ in seen.cards] == [to for to, _ in deal.cards]
    assert [card for to, card in seen.cards if to == 1] == [card for to, card in deal.cards if to == 1]
    assert {card for to, card in seen.cards if to != 1} == {HIDDEN}
    assert seen.turn_up == deal.turn_up, "the turn-up is on the table for all"


def test_in_snap_a_guest_is_told_no_card_of_the_deal_not_even_its_own() -> None:
    """RULES.md §5: all cards are dealt face down, and each player's cards form their hand (face down): a
    guest who knew its own hand's order would know every card it turns before it turns it."""
    played = table("snap", "snap", 2, [0, 1], seed=3)
    deal = next(e for m in played.guests[1].poll() if "moved" in m for e in m["moved"] if isinstance(e, Dealt))
    assert len(deal.cards) == 52 and {card for _, card in deal.cards} == {HIDDEN}


def test_in_snap_a_guests_words_are_kept_for_the_table_and_nonsense_is_only_complained_of() -> None:
    """Snap between homes: a card shown and a call's time are kept for the host's table (game/games/snap/afar.py);
    a word that is not one — no card number, a negative, endless or absurd time, a move — changes nothing."""
    played = table("snap", "snap", 2, [0, 1], seed=3)
    guest, referee = played.guests[1], played.referee
    for nonsense in ({"call": -1, "card": 1}, {"call": float("nan"), "card": 1}, {"call": 1e9, "card": 1},
                     {"call": 200, "card": "1"}, {"shown": True}, {"move": "turn", "ply": 0}, {"nothing": 1}):
        guest.say(nonsense)  # type: ignore[arg-type]
    guest.say({"shown": 3})
    guest.say({"call": 212.5, "card": 3})
    assert referee.poll() is None and played.session.moves == []
    assert [(w.seat, w.kind, w.card, w.ms) for w in referee.words] == [(1, "shown", 3, 0.0), (1, "call", 3, 212.5)]
    assert referee.complaints.counts == {"not a word of the game": 7}
    for _ in range(1_200):  # while the host's table does not look (its pause menu open)
        guest.say({"shown": 4})
    referee.poll()
    assert len(referee.words) == 1_000 and referee.complaints.counts["too many words"] == 202


def test_a_move_from_afar_is_taken_only_from_the_seat_to_move_and_only_when_legal() -> None:
    played = table("snip-snap-snorum", "round-games", 3, [0, 1, 2], seed=1)
    session, referee = played.session, played.referee
    mover = session.state.current_seat()
    assert mover is not None
    other = (mover + 1) % 3
    for guest in played.guests.values():
        guest.poll()
    legal = [session.spec.format_move(m) for m in session.state.legal_moves()]
    not_held = next(c for c in ("AS", "AH", "AD", "AC", "KS", "KH") if c not in legal)

    def refusal(seat: int, move: str) -> list[dict[str, Any]]:
        played.guests[seat].play(move)
        assert referee.poll() is None
        return played.guests[seat].poll()

    assert refusal(other, legal[0])[0] == {"refused": "it is not your turn"}
    assert "not a move" in refusal(mover, "ZZ")[0]["refused"]
    said = refusal(mover, not_held)
    assert "not a legal move" in said[0]["refused"] and "turn" in said[1], "refused, and asked again"
    assert session.moves == [] and referee.complaints.counts == {"out of turn": 1, "not a move": 1, "not legal": 1}
    played.guests[mover].play(legal[0])
    assert session.spec.format_move(referee.poll()) == legal[0]


@pytest.mark.parametrize("game, preset", TURN_GAMES, ids=[f"{g}/{p}" for g, p in TURN_GAMES])
def test_every_move_costs_a_guest_at_most_2_kb_on_the_wire(game: str, preset: str) -> None:
    spec = GAMES[game]
    players = min(spec.seat_range(spec.preset(preset))[1], 6)
    played = table(game, preset, players, [0], seed=2)
    carried = played.bus.carried
    sizes, start = [], len(carried)

    def look(seat: int, message: dict[str, Any]) -> None:
        nonlocal start
        if "moved" in message:  # a move's bytes: its events, and the turn that came with them
            sizes.append(sum(len(payload) for _, payload in carried[start:] if _ == played.guests[0].to_guest))
            start = len(carried)

    play_out(played, seed=2, look=look)
    assert played.session.state.current_seat() is None
    assert sizes and max(sizes) <= MOVE_BYTES, f"a move cost a guest {max(sizes)} bytes"


def hidden_from(played: Table, seat: int) -> set[Card]:
    """The cards `seat` may not see now, from the host's state: the other hands, the stock and the dead cards."""
    state: Any = played.session.state
    hidden = {card for other, hand in enumerate(getattr(state, "hands", [])) if other != seat for card in hand}
    hidden.update(getattr(state, "stock", ()))
    return hidden


def test_a_flood_of_bad_messages_changes_nothing_and_the_game_then_ends(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="game.online.referee")
    played = table("snip-snap-snorum", "round-games", 3, [0, 1], seed=6)
    session, referee, guests = played.session, played.referee, played.guests
    while len(session.moves) < 12 or session.state.current_seat() not in guests:  # mid-game, a guest to move
        seat = session.state.current_seat()
        assert seat is not None
        if seat in guests:
            for guest in guests.values():
                guest.poll()
            guests[seat].play(session.spec.format_move(session.state.legal_moves()[0]))
            move = referee.poll()
        else:
            move = session.state.legal_moves()[0]
        referee.moved(session.apply(move))
    for guest in guests.values():
        guest.poll()
    before = (list(session.moves), [session.state.observe(n) for n in range(3)])
    mover = session.state.current_seat()
    assert mover is not None
    idle = next(seat for seat in guests if seat != mover)
    rng = random.Random(8)
    host_link = referee.link
    spy = played.bus.link()  # an onlooker who copies what guests sent
    spy.listen(guests[mover].to_host)
    guests[mover].play("ZZ")
    copied = spy.receive()[0][1]
    referee.poll()
    for guest in guests.values():
        guest.poll()
    sent_before = len(played.bus.carried)
    kinds = _floods(played, mover, idle, copied, rng)
    assert sum(len(flood) for flood in kinds) == 100_000
    for flood in kinds:
        for topic, payload in flood:
            host_link.bus.send(topic, payload)  # type: ignore[attr-defined]
            assert referee.poll() is None
    assert (list(session.moves), [session.state.observe(n) for n in range(3)]) == before
    replies = [m for seat in guests for m in guests[seat].poll()]
    assert all(set(m) <= {"refused", "turn", "legal", "ply"} for m in replies), "the guests heard only why, never a secret"
    lines = [r for r in caplog.records if r.name == "game.online.referee"]
    assert len(lines) == len(referee.complaints.counts) == 6, [r.getMessage() for r in lines]
    assert sum(referee.complaints.counts.values()) == 100_000 + 1
    assert len(played.bus.carried) - sent_before - 100_000 == len(replies)
    guests[mover].play(session.spec.format_move(session.state.legal_moves()[0]))  # the turn it was asked again
    over = play_out(played, seed=6)
    assert session.state.current_seat() is None and set(over) == {0, 1}


def _floods(played: Table, mover: int, idle: int, copied: bytes, rng: random.Random) -> list[list[tuple[str, bytes]]]:
    """100,000 bad messages: malformed and oversized bytes, a guest's message replayed, forged ones sealed with
    another key, sealed nonsense, out-of-turn, illegal and empty moves from the guests themselves, and messages
    knocking on the table's door once the game is under way."""
    from game.online.channel import Handshake, Side
    from game.online.codes import InviteCode
    from game.online.link import rendezvous_topic

    guests = played.guests
    to_mover, to_idle = guests[mover].to_host, guests[idle].to_host
    stranger = Handshake(InviteCode(9, ("other", "words")), Side.GUEST).finish(
        Handshake(InviteCode(9, ("other", "words")), Side.HOST).message
    )
    state = played.session.state
    legal = {played.session.spec.format_move(move) for move in state.legal_moves()}
    illegal = next(c for c in ("AS", "AH", "AD", "AC", "KS", "KH", "QS", "QH") if c not in legal)
    malformed = [(to_mover, rng.randbytes(rng.randrange(0, 600))) for _ in range(19_900)]
    malformed += [(to_idle, bytes(70_000)) for _ in range(100)]
    replayed = [(to_mover, copied) for _ in range(15_000)]
    forged = [(to_mover, stranger.seal(pack({"move": "AS"}))) for _ in range(20_000)]
    nonsense = [(to_idle, guests[idle].channel.seal(rng.randbytes(40))) for _ in range(15_000)]
    from_guests = [(to_idle, guests[idle].channel.seal(pack({"move": "AS"}))) for _ in range(7_000)]
    from_guests += [(to_mover, guests[mover].channel.seal(pack({"nothing": [1] * 10}))) for _ in range(6_500)]
    ply = len(played.session.moves)
    from_guests += [(to_mover, guests[mover].channel.seal(pack({"move": illegal, "ply": ply}))) for _ in range(6_500)]
    meeting = rendezvous_topic(CODE.table) + "/guests"
    played.referee.link.listen(meeting)  # as the lobby left it: the door is shut, the topic still heard
    knocks = [(meeting, rng.randbytes(49)) for _ in range(10_000)]
    return [malformed, replayed, forged, nonsense, from_guests, knocks]
