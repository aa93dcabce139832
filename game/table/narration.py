"""Events in words, for the log panel and the captions' small print ("Bob snipped Ann — Ann pays 1").

Pure: no pygame. A `Narrator` keeps the recent lines; `payment_words` gives the line under a caption.
"""

from __future__ import annotations

import re
from collections import deque
from typing import Sequence

from game.core.rules import (
    Account,
    Called,
    DealOver,
    Dealt,
    Event,
    GameOver,
    Paid,
    Passed,
    PayReason,
    Played,
    PlayerOut,
    Pot,
    WentOut,
)
from game.i18n import N_, _, listing, ngettext

YOU = "You"  # the default name of the human seat; sentences about it are in the second person
INVITED = N_("Guest")  # an invited player's seat at the host's setup, until the guest gives their name (issue 35)
_MATCHED = (PayReason.SNIPPED, PayReason.SNAPPED, PayReason.SNORUMED)


def coins_text(n: int) -> str:
    """`n` coins in words, in the language shown: "1 coin", "3 coins"."""
    return ngettext("{n} coin", "{n} coins", n).format(n=n)


def lives_text(n: int) -> str:
    """Motor's coins in words (RULES.md §1.4 `motor`): "a life", "2 lives"."""
    return ngettext("a life", "{n} lives", n).format(n=n)


def shown_name(name: str) -> str:
    """A seat's name as the screen shows it: the names the setup gives ("You", "Player 2", "Guest") in the language
    shown, any other as typed."""
    if name == YOU:
        return _("You")
    if name == INVITED:
        return _(INVITED)
    numbered = re.fullmatch(r"Player (\d+)", name)
    return _("Player {n}").format(n=numbered.group(1)) if numbered else name


class Narrator:
    """Turns events into log lines, in the language shown; keeps the last `keep` lines. `names[s]` is seat
    s's name. `turn_up` and `matched` are English msgids (marked with `N_` by the family that passes them),
    translated where a line is made.

    A line is one whole sentence with named fields (`_("{name} plays {card}")`); the seat named "You" has
    sentences of its own in the second person (`_("You play {card}")`), as `said` picks."""

    def __init__(
        self,
        names: Sequence[str],
        keep: int = 60,
        turn_up: str = N_("the turn-up"),
        matched: tuple[str, str, str] = (N_("snipped"), N_("snapped"), N_("snorumed")),
        lives: bool = False,
    ) -> None:
        self.names = list(names)
        self.turn_up = turn_up  # what a deal's face-up card is called: Jig's is "the dead card"
        # What a matched player is, as the 1st, 2nd or 3rd card of a run: Nobble's are "nobbled" … (RULES.md §1.4)
        self.matched = dict(zip(_MATCHED, matched))
        self.lives = lives  # Motor calls coins "lives" (RULES.md §1.4 `motor`)
        self.lines: deque[str] = deque(maxlen=keep)
        self.told = 0
        """How many lines have been told in all (the oldest fall out of `lines`); a mark for `since`."""
        self._played_last: int | None = None
        """The seat whose card the newest line tells, if it tells one (a call is added to it)."""

    def who(self, account: Account) -> str:
        """An account's name in English ("the pool"), for `says` and `obj`."""
        return "the pool" if account is Pot.POOL else self.names[account]

    def says(self, account: Account, third_person: str, second_person: str) -> str:
        """The subject and its verb in English: "Ann plays", but "You play" for the seat named "You". (English
        only: a line shown on screen is a whole translated sentence, see `said`.)"""
        name = self.who(account)
        return f"{name} {second_person if name == YOU else third_person}"

    def obj(self, account: Account) -> str:
        """A seat as the object of an English sentence: "Ann", or "you"."""
        name = self.who(account)
        return "you" if name == YOU else name

    def subject(self, account: Account) -> str:
        """An account as the subject of a sentence shown, in the language shown: "Ann", "the pool"."""
        return _("the pool") if account is Pot.POOL else shown_name(self.names[account])

    def object(self, account: Account) -> str:
        """An account as the object of a sentence shown, in the language shown: "Ann", "you", "the pool"."""
        if account is Pot.POOL:
            return _("the pool")
        return _("you") if self.names[account] == YOU else shown_name(self.names[account])

    def said(self, account: Account, you: str, other: str, **fields: object) -> str:
        """The sentence about `account`: `you` (already translated, second person) for the seat named "You",
        else `other` (already translated, with `{name}`), filled with `fields`."""
        if account is not Pot.POOL and self.names[account] == YOU:
            return you.format(**fields)
        return other.format(name=self.subject(account), **fields)

    def note(self, line: str) -> None:
        """Add a line the events do not tell by themselves (what the table worked out from them)."""
        self._tell(line)

    def since(self, mark: int) -> list[str]:
        """The lines told after `mark` (an earlier `told`), as many of them as are still kept, oldest first."""
        count = min(self.told - mark, len(self.lines))
        return list(self.lines)[len(self.lines) - count :] if count > 0 else []

    def _tell(self, line: str) -> None:
        self.lines.append(line)
        self.told += 1
        self._played_last = None

    def add(self, event: Event) -> list[str]:
        """Add the line(s) for `event`; events that say nothing new (a caption's echo) add none. A call made
        with a card joins its line ("Ada plays 9♣ — “Snip!”"). Returns the lines added or changed, as they
        now read (for the screen reader)."""
        line = self.describe(event)
        if line is None:
            return []
        if isinstance(event, Called) and self.lines and self._played_last == event.seat:
            self.lines[-1] = _("{line} — “{words}”").format(line=self.lines[-1], words=_(event.words))
            self._played_last = None
            return [self.lines[-1]]
        self._tell(line)
        if isinstance(event, Played):
            self._played_last = event.seat
        return [line]

    def describe(self, event: Event) -> str | None:
        """One line for `event`, or None."""
        match event:
            case Dealt(deal=deal, dealer=dealer, turn_up=turn_up):
                if turn_up:
                    return self.said(
                        dealer,
                        _("Deal {deal}: You deal; {turn_up} is {card}."),
                        _("Deal {deal}: {name} deals; {turn_up} is {card}."),
                        deal=deal, turn_up=_(self.turn_up), card=turn_up.label,
                    )
                return self.said(dealer, _("Deal {deal}: You deal."), _("Deal {deal}: {name} deals."), deal=deal)
            case Played(seat=seat, card=card):
                return self.said(seat, _("You play {card}"), _("{name} plays {card}"), card=card.label)
            case Called(seat=seat, words=words):
                if words == "Pass":
                    return None
                return _("{name}: “{words}”").format(name=shown_name(self.names[seat]), words=_(words))
            case Passed(seat=seat):
                return self.said(seat, _("You pass"), _("{name} passes"))
            case Paid():
                return self.payment(event)
            case PlayerOut(seat=seat):
                if self.lives:
                    return self.said(seat, _("You have no lives left and are out."), _("{name} has no lives left and is out."))
                return self.said(seat, _("You have no coins left and are out."), _("{name} has no coins left and is out."))
            case WentOut(seat=seat):
                return self.said(seat, _("You are out of cards!"), _("{name} is out of cards!"))
            case DealOver(deal=deal):
                return _("Deal {deal} is over.").format(deal=deal)
            case GameOver(winners=winners):
                return winners_words([self.names[w] for w in winners])
        return None

    def payment(self, paid: Paid) -> str:
        """A payment in words, saying why: "Bob snipped Ann — Ann pays 1"."""
        n, payer = paid.coins, paid.payer
        if self.lives and isinstance(payer, int):
            return self._loses(paid)
        payee = self.object(paid.payee)
        if paid.reason in self.matched and paid.by is not None:
            return self.said(
                payer,
                _("{by} {matched} you — You pay {n}"),
                _("{by} {matched} {name} — {name} pays {n}"),
                by=shown_name(self.names[paid.by]), matched=_(self.matched[paid.reason]), n=n,
            )
        if paid.reason is PayReason.REVOKE:
            return self.said(
                payer, _("You decline to match — pay {n} for the revoke"), _("{name} declines to match — pays {n} for the revoke"), n=n
            )
        if paid.reason is PayReason.TURN_UP:
            return self.said(
                payer, _("The turn-up is matched — You pay {payee} {n}"), _("The turn-up is matched — {name} pays {payee} {n}"), payee=payee, n=n
            )
        if paid.reason is PayReason.PASS:
            return self.said(payer, _("You pay {n} for passing, to {payee}"), _("{name} pays {n} for passing, to {payee}"), payee=payee, n=n)
        if paid.reason is PayReason.CARDS_LEFT:
            if paid.payee is Pot.POOL:
                return self.said(payer, _("You pay {n} for cards left"), _("{name} pays {n} for cards left"), n=n)
            return self.said(payer, _("You pay {payee} {n} for cards left"), _("{name} pays {payee} {n} for cards left"), payee=payee, n=n)
        if paid.reason is PayReason.POOL:
            return self.said(
                paid.payee,
                ngettext("You take the pool: {n} coin", "You take the pool: {n} coins", n),
                ngettext("{name} takes the pool: {n} coin", "{name} takes the pool: {n} coins", n),
                n=n,
            )
        return self.said(payer, _("You pay {payee} {n}"), _("{name} pays {payee} {n}"), payee=payee, n=n)

    def _loses(self, paid: Paid) -> str:
        """A seat's payment in lives: "Bob snipped Ann — Ann loses a life" (RULES.md §1.4 `motor`)."""
        n = paid.coins
        if paid.reason in self.matched and paid.by is not None:
            return self.said(
                paid.payer,
                ngettext("{by} {matched} you — You lose a life", "{by} {matched} you — You lose {n} lives", n),
                ngettext("{by} {matched} {name} — {name} loses a life", "{by} {matched} {name} — {name} loses {n} lives", n),
                by=shown_name(self.names[paid.by]), matched=_(self.matched[paid.reason]), n=n,
            )
        return self.said(
            paid.payer,
            ngettext("You lose a life", "You lose {n} lives", n),
            ngettext("{name} loses a life", "{name} loses {n} lives", n),
            n=n,
        )


def winners_words(winners: Sequence[str]) -> str:
    """Who won, as a line: "Ann wins!", "You win!", "Ann and Bob win!" (names as the seats have them)."""
    if len(winners) == 1 and winners[0] == YOU:
        return _("You win!")
    if len(winners) == 1:
        return _("{name} wins!").format(name=shown_name(winners[0]))
    return _("{names} win!").format(names=listing([shown_name(w) for w in winners]))


def payment_words(paid: Paid, names: Sequence[str], lives: bool = False) -> str:
    """The small line under a caption: "Ann pays 1", "You pay 2", "the pool pays Bob 1"; with `lives`
    (RULES.md §1.4 `motor`) "Ann loses a life"."""
    narrator = Narrator(names, lives=lives)
    if lives and paid.payer is not Pot.POOL:
        return narrator._loses(Paid(paid.payer, paid.payee, paid.coins, paid.reason, None))
    if paid.payer is Pot.POOL:
        return _("the pool pays {payee} {n}").format(payee=narrator.object(paid.payee), n=paid.coins)
    return narrator.said(paid.payer, _("You pay {n}"), _("{name} pays {n}"), n=paid.coins)
