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
from game.table.narration import YOU, Narrator


def cards_text(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


class FishingNarrator(Narrator):
    """A `Narrator` that also tells the layout, the rounds, captures, builds, trails and the deal's score;
    `unit` is what a match is counted in ("points", "deals won")."""

    def __init__(self, names: Sequence[str], unit: str) -> None:
        super().__init__(names)
        self.unit = unit

    def act(self, seat: int, words: str) -> str:
        """`words` (a verb phrase in the third person, "makes eight: …") said of `seat`: "Ann makes eight: …",
        "You make eight: …"."""
        if self.names[seat] != YOU:
            return f"{self.names[seat]} {words}"
        verb, _, rest = words.partition(" ")
        return f"{YOU} {verb.removesuffix('s')} {rest}".rstrip()

    def describe(self, event: Event) -> str | None:
        match event:
            case LaidOut(cards=cards):
                return "The layout: " + " ".join(c.label for c in cards) + "."
            case RoundDealt(round=number, dealer=dealer, cards=cards, stock=stock):
                each = len(cards) // max(1, len(self.names))
                return f"Round {number}: {self.says(dealer, 'deals', 'deal')} {each} more each; {cards_text(stock)} left."
            case Captured(seat=seat, words=words, taken=taken, sweep=sweep):
                line = f"{self.act(seat, words)} — {cards_text(len(taken) + 1)}"
                return line + (", a sweep!" if sweep else "")
            case Built(seat=seat, words=words):
                return self.act(seat, words)
            case Trailed(seat=seat, card=card):
                return f"{self.says(seat, 'trails', 'trail')} the {card.label}"
            case TableTaken(seat=seat, cards=cards):
                return f"{self.says(seat, 'takes', 'take')} the last {cards_text(len(cards))} from the table (the last to capture)"
            case DealSheet():
                return self.sheet(event)
        return super().describe(event)

    def sheet(self, sheet: DealSheet) -> str:
        """The deal's score in one line: "Deal 1: Ann 7 points, Bob 4 · the match: Ann 7, Bob 4"."""
        got = ", ".join(f"{self.side(side)} {sheet.points[side[0]]}" for side in sheet.sides)
        totals = ", ".join(f"{self.side(side)} {sheet.totals[side[0]]}" for side in sheet.sides)
        if self.unit == "deals won":
            got = ", ".join(f"{self.side(side)} {cards_text(sheet.points[side[0]])}" for side in sheet.sides)
            return f"Deal {sheet.deal}: {got} · deals won: {totals}"
        return f"Deal {sheet.deal}: {got} · the match: {totals}"

    def side(self, seats: tuple[int, ...]) -> str:
        """A side's name: "Ann", or "Ann & Cy" for partners."""
        return " & ".join(self.names[s] for s in seats)
