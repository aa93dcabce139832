"""Events in words, for the log panel and the captions' small print ("Bob snipped Ann — Ann pays 1").

Pure: no pygame. A `Narrator` keeps the recent lines; `payment_words` gives the line under a caption.
"""

from __future__ import annotations

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

YOU = "You"  # the default name of the human seat; sentences about it are in the second person
_MATCHED = (PayReason.SNIPPED, PayReason.SNAPPED, PayReason.SNORUMED)


def coins_text(n: int) -> str:
    return f"{n} coin" if n == 1 else f"{n} coins"


def lives_text(n: int) -> str:
    """Motor's coins in words (RULES.md §1.4 `motor`): "a life", "2 lives"."""
    return "a life" if n == 1 else f"{n} lives"


class Narrator:
    """Turns events into log lines; keeps the last `keep` lines. `names[s]` is seat s's name."""

    def __init__(
        self,
        names: Sequence[str],
        keep: int = 60,
        turn_up: str = "the turn-up",
        matched: tuple[str, str, str] = ("snipped", "snapped", "snorumed"),
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

    def who(self, account: Account) -> str:
        return "the pool" if account is Pot.POOL else self.names[account]

    def says(self, account: Account, third_person: str, second_person: str) -> str:
        """The subject and its verb: "Ann plays", but "You play" for the seat named "You"."""
        name = self.who(account)
        return f"{name} {second_person if name == YOU else third_person}"

    def obj(self, account: Account) -> str:
        """A seat as the object of a sentence: "Ann", or "you"."""
        name = self.who(account)
        return "you" if name == YOU else name

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

    def add(self, event: Event) -> None:
        """Add the line(s) for `event`; events that say nothing new (a caption's echo) add none."""
        line = self.describe(event)
        if line is None:
            return
        if isinstance(event, Called) and self.lines and self.lines[-1].startswith(self.says(event.seat, "plays", "play")):
            self.lines[-1] += f" — “{event.words}”"
            return
        self._tell(line)

    def describe(self, event: Event) -> str | None:
        """One line for `event`, or None."""
        match event:
            case Dealt(deal=deal, dealer=dealer, turn_up=turn_up):
                extra = f"; {self.turn_up} is {turn_up.label}" if turn_up else ""
                return f"Deal {deal}: {self.says(dealer, 'deals', 'deal')}{extra}."
            case Played(seat=seat, card=card):
                return f"{self.says(seat, 'plays', 'play')} {card.label}"
            case Called(seat=seat, words=words):
                return None if words == "Pass" else f"{self.names[seat]}: “{words}”"
            case Passed(seat=seat):
                return self.says(seat, "passes", "pass")
            case Paid():
                return self.payment(event)
            case PlayerOut(seat=seat):
                coins = "lives" if self.lives else "coins"
                return f"{self.says(seat, 'has', 'have')} no {coins} left and {self.says(seat, 'is', 'are').split(' ', 1)[1]} out."
            case WentOut(seat=seat):
                return f"{self.says(seat, 'is', 'are')} out of cards!"
            case DealOver(deal=deal):
                return f"Deal {deal} is over."
            case GameOver(winners=winners):
                names = " and ".join(self.names[w] for w in winners)
                return names + (" win!" if len(winners) > 1 or names == YOU else " wins!")
        return None

    def payment(self, paid: Paid) -> str:
        """A payment in words, saying why: "Bob snipped Ann — Ann pays 1"."""
        n = paid.coins
        pays = self.says(paid.payer, "pays", "pay")
        if self.lives and isinstance(paid.payer, int):
            return self._loses(paid)
        if paid.reason in self.matched and paid.by is not None:
            return f"{self.names[paid.by]} {self.matched[paid.reason]} {self.obj(paid.payer)} — {pays} {n}"
        if paid.reason is PayReason.REVOKE:
            return f"{self.says(paid.payer, 'declines', 'decline')} to match — {pays.split(' ', 1)[1]} {n} for the revoke"
        if paid.reason is PayReason.TURN_UP:
            return f"The turn-up is matched — {pays} {self.obj(paid.payee)} {n}"
        if paid.reason is PayReason.PASS:
            return f"{pays} {n} for passing, to {self.obj(paid.payee)}"
        if paid.reason is PayReason.CARDS_LEFT:
            to = "" if paid.payee is Pot.POOL else f" {self.obj(paid.payee)}"
            return f"{pays}{to} {n} for cards left"
        if paid.reason is PayReason.POOL:
            return f"{self.says(paid.payee, 'takes', 'take')} the pool: {coins_text(n)}"
        return f"{pays} {self.obj(paid.payee)} {n}"

    def _loses(self, paid: Paid) -> str:
        """A seat's payment in lives: "Bob snipped Ann — Ann loses a life" (RULES.md §1.4 `motor`)."""
        loses = f"{self.says(paid.payer, 'loses', 'lose')} {lives_text(paid.coins)}"
        if paid.reason in self.matched and paid.by is not None:
            return f"{self.names[paid.by]} {self.matched[paid.reason]} {self.obj(paid.payer)} — {loses}"
        return loses


def payment_words(paid: Paid, names: Sequence[str], lives: bool = False) -> str:
    """The small line under a caption: "Ann pays 1", "You pay 2", "the pool pays Bob 1"; with `lives`
    (RULES.md §1.4 `motor`) "Ann loses a life"."""
    narrator = Narrator(names, lives=lives)
    if lives and paid.payer is not Pot.POOL:
        return narrator._loses(Paid(paid.payer, paid.payee, paid.coins, paid.reason, None))
    if paid.payer is Pot.POOL:
        return f"the pool pays {narrator.obj(paid.payee)} {paid.coins}"
    return f"{narrator.says(paid.payer, 'pays', 'pay')} {paid.coins}"
