"""The fishing games' events in words, for the log and the status line ("Ann makes eight: 3 + 5, lifting the 8 —
4 cards"). Pure: no pygame."""

from __future__ import annotations

from typing import Sequence

from game.core.rules import Event
from game.games.fishing.rules import (
    Built,
    Captured,
    DealSheet,
    LaidOut,
    RoundDealt,
    TableTaken,
    Trailed,
)
from game.i18n import SOURCE_LANGUAGE, _, language, listing, ngettext
from game.table.narration import YOU, Narrator, shown_name


def cards_text(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def verdict(sheet: DealSheet, names: Sequence[str]) -> str:
    """Who won a deal counted in cards (Snitch'ems, RULES.md §3 "End"), in words, for the log and the score
    sheet: "Ann wins the deal with 28 cards"; a tie for the most is a draw, "a draw: Ann and Bob both took
    14" ("… all took 13" when three or more tie). `names` by seat; partners' names are joined with " & "."""
    took = [sheet.points[side[0]] for side in sheet.sides]
    best = max(took)
    leaders = [" & ".join(names[s] for s in side) for side, n in zip(sheet.sides, took) if n == best]
    leaders.sort(key=lambda name: name != YOU)  # "You and Ann both took 14"
    if leaders == [YOU]:
        return _("You win the deal with {cards}").format(cards=cards_text(best))
    if len(leaders) == 1:
        return _("{name} wins the deal with {cards}").format(name=leaders[0], cards=cards_text(best))
    if len(leaders) == 2:
        return _("a draw: {names} both took {n}").format(names=listing(leaders), n=best)
    return _("a draw: {names} all took {n}").format(names=listing(leaders), n=best)


class FishingNarrator(Narrator):
    """A `Narrator` that also tells the layout, the rounds, captures, builds, trails and the deal's score;
    `unit` is what a match is counted in ("points", "deals won")."""

    def __init__(self, names: Sequence[str], unit: str) -> None:
        super().__init__(names)
        self.unit = unit

    def act(self, seat: int, words: str) -> str:
        """`words` (a verb phrase in the third person, "makes eight: …", in the language in use) said of `seat`:
        "Ann makes eight: …", "You make eight: …"."""
        if self.names[seat] != YOU:
            return _("{name} {does}").format(name=self.names[seat], does=words)
        if language() != SOURCE_LANGUAGE:
            return _("{name} {does}").format(name=_(YOU), does=words)
        verb, __, rest = words.partition(" ")
        return f"{YOU} {verb.removesuffix('s')} {rest}".rstrip()

    def _yours(self, seat: int, theirs: str, yours: str) -> str:
        """The sentence `theirs` ("{name} trails …"), or `yours` ("You trail …") for the seat named "You"."""
        return yours if self.names[seat] == YOU else theirs

    def describe(self, event: Event) -> str | None:
        match event:
            case LaidOut(cards=cards):
                return _("The layout: {cards}.").format(cards=" ".join(c.label for c in cards))
            case RoundDealt(round=number, dealer=dealer, cards=cards, stock=stock):
                each = len(cards) // max(1, len(self.names))
                line = self._yours(
                    dealer,
                    _("Round {number}: {name} deals {each} more each; {left} left."),
                    _("Round {number}: You deal {each} more each; {left} left."),
                )
                return line.format(number=number, name=self.names[dealer], each=each, left=cards_text(stock))
            case Captured(seat=seat, words=words, taken=taken, sweep=sweep):
                line = _("{act} — {cards}, a sweep!") if sweep else _("{act} — {cards}")
                return line.format(act=self.act(seat, words), cards=cards_text(len(taken) + 1))
            case Built(seat=seat, words=words):
                return self.act(seat, words)
            case Trailed(seat=seat, card=card):
                line = self._yours(seat, _("{name} trails the {card}"), _("You trail the {card}"))
                return line.format(name=self.names[seat], card=card.label)
            case TableTaken(seat=seat, cards=cards):
                line = self._yours(
                    seat,
                    _("{name} takes the last {cards} from the table (the last to capture)"),
                    _("You take the last {cards} from the table (the last to capture)"),
                )
                return line.format(name=self.names[seat], cards=cards_text(len(cards)))
            case DealSheet():
                return self.sheet(event)
        return super().describe(event)

    def sheet(self, sheet: DealSheet) -> str:
        """The deal's score in one line: "Deal 1: Ann 7 points, Bob 4 · the match: Ann 7, Bob 4"."""
        if self.unit == "deals won":
            got = _(", ").join(
                _("{name} {score}").format(name=self.side(side), score=cards_text(sheet.points[side[0]]))
                for side in sheet.sides
            )
        else:
            got = _(", ").join(
                _("{name} {score}").format(name=self.side(side), score=sheet.points[side[0]]) for side in sheet.sides
            )
        totals = _(", ").join(
            _("{name} {score}").format(name=self.side(side), score=sheet.totals[side[0]]) for side in sheet.sides
        )
        if self.unit == "deals won":
            line = _("Deal {deal}: {got} · {verdict} · deals won: {totals}")
            return line.format(deal=sheet.deal, got=got, verdict=verdict(sheet, [shown_name(n) for n in self.names]), totals=totals)
        return _("Deal {deal}: {got} · the match: {totals}").format(deal=sheet.deal, got=got, totals=totals)

    def side(self, seats: tuple[int, ...]) -> str:
        """A side's name: "Ann", or "Ann & Cy" for partners."""
        return " & ".join(self.names[s] for s in seats)
