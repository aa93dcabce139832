"""Snap as a guest's computer knows it in a game between homes (issue 35; RULES.md §5).

The host's app runs the engine; a guest's gets every event of the game as its seat may see it and follows them
on a `Mirror`: the same state as the host's `Snap` — every hand (by its size), every face-up pile and the
centre, who is out, the match the last card opened, the cards turned so far, whose turn it is — so the guest's
table reads it as a local table reads the engine. In Snap nobody sees the cards of a face-down hand, their own
neither, so a guest is told the deal without a face (`Dealt.cards` holds None for each card): a mirror's hands
hold None for a card never seen and the card itself for one seen face up before it went into the hand (a pile
turned over as a hand, piles won going under it). A mirror never makes a move (the guest's go to the host, whose
events come back); what an event does not say it works out as the engine does, from the table it holds.

It is also the guest's view of the game for game/online/sessions.py (`GuestSession`; game/core/guest_view.py has
what every such view shares): `moved` takes in a move's news, `due` says whether this seat is to turn, `stop` that
the host left. Pure: no pygame, no clock, no I/O, no global random.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import Any

from game.core.cards import Card
from game.core.guest_view import GuestView
from game.core.rules import Dealt, Event, GameOver, PlayerOut, StackedPacks, next_seat
from game.games.snap.moves import Call
from game.games.snap.rules import DeadHeat, FalseSnap, Options, Snap, SnapCentre, Snapped, Turned, TurnedOver


class Mirror(GuestView, Snap):
    """The game of `options` for `num_seats` players as seat `you` is told it, starting before the deal.

    Hands hold None for each card whose face the mirror has not seen. The engine's `heard` (the latest call
    judged on the card, which only `apply` reads, to check a batch of calls) is not followed: the host judges."""

    def __init__(self, options: Options, num_seats: int, you: int) -> None:
        super().__init__(options, num_seats, StackedPacks([]))
        self.hands: list[deque[Card | None]] = [deque() for _ in range(num_seats)]  # type: ignore[assignment]
        self.take_seat(you)

    def follow(self, events: Iterable[Event]) -> None:
        """Make the changes `events` (the host's, in order) tell of: the deal, a pile turned over as a hand, a
        card turned, a match won or spent, a false snap, a player out, the end."""
        events = list(events)
        for i, event in enumerate(events):
            match event:
                case Dealt(dealer=dealer, cards=cards):
                    self.dealer, self.turner = dealer, next_seat(dealer, self.num_seats)
                    for seat, card in cards:
                        self.hands[seat].append(card)  # None: face down, unseen
                case TurnedOver(seat=seat):
                    self.hands[seat].extend(self.piles[seat])  # its first-turned card on top (RULES.md §5)
                    self.piles[seat].clear()
                case Turned(seat=seat, card=card, turn=turn):
                    self._turned(seat, card, turn)
                case Snapped(seat=seat, ms=ms, piles=piles):
                    taken = [card for s in piles for card in self.piles[s]]
                    for s in piles:
                        self.piles[s] = []
                    self._won(Call(seat, ms), taken)
                case SnapCentre(seat=seat, ms=ms, turner=turner):
                    taken = self.centre + self.piles[turner]
                    self.centre, self.piles[turner], self.out[seat] = [], [], False
                    self._won(Call(seat, ms), taken)
                case DeadHeat():
                    self._close()
                case FalseSnap(seat=seat):
                    self.centre.extend(self.piles[seat])
                    self.piles[seat].clear()
                case PlayerOut(seat=seat):
                    self.out[seat] = True
                    if i + 1 == len(events) or not isinstance(events[i + 1], PlayerOut):
                        self._pass_from_out()  # as the engine does once it has put out all it puts out
                case GameOver(winners=winners):
                    self.over, self.winners = True, winners
                    self._close()

    def _turned(self, seat: int, card: Card, turn: int) -> None:
        """`seat` turned `card` from its hand, turn number `turn`: the match it opens is worked out from the
        piles and the centre as the engine works it out (the event names only who may call it)."""
        self.hands[seat].popleft()
        self.piles[seat].append(card)
        self.turns, self.last_turned = turn, (seat, card)
        self.match = self._match_for(seat, card)
        self.won = None
        self.turner = self._next_in(seat)

    def _won(self, call: Call, taken: list[Card]) -> None:
        """`call` won the match: the `taken` cards go under the caller's hand, in order."""
        self._close()
        self.won = call
        self.hands[call.seat].extend(taken)

    def _close(self) -> None:
        """The match is no longer open to calls (won, spent by a dead heat, or the game over)."""
        if self.match is not None:
            self.match.open = False

    def _pass_from_out(self) -> None:
        """The seat to turn is out: the turn goes on to the next seat still in (unless nobody is)."""
        if self.out[self.turner] and not all(self.out):
            self.turner = self._next_in(self.turner)

    # -- the guest's view (game/online/sessions.py) ---------------------------------------------------------

    def moved(self, to_move: int | None, money: Any, events: list[Event], mover: int | None) -> None:
        """A move's news from the host (`mover` made it; None for the deal): its `events` followed. Every move
        spends the host's ask, which is for one move number: the host asks anew when this seat is to turn.
        (`to_move` and `money` the state answers itself.)"""
        self.follow(events)
        self.legal = []

    def due(self) -> bool:
        """Whether this seat is the one to turn next."""
        return self.current_seat() == self.you

    def stop(self) -> None:
        """The host has left: the game stops where it stands, and no call can claim the match."""
        self.over = True
        self._close()
