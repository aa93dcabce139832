"""What a player at a turn-based table says aloud besides the game's calls: the spoken log's payments and
takings (Settings › Speak the log), and the captions every table writes. English, the voices' keys; shown
through `_`."""

from __future__ import annotations

SPOKEN_NUMBERS = (
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
)
"""The amounts a spoken log says; a larger payment is shown, not said."""

LIVES_AT_MOST = 3
"""The most lives one payment costs in Motor: a run of four costs its third player 3 (RULES.md §1.4)."""

AT_THE_TABLE = ("Out of coins", "Out of lives", "Revoke!", "I have to go!")
"""The captions game/table/turns.py writes as literals: "Out of coins" / "Out of lives" (Motor's coins are
lives), "Revoke!"; and game/online/sessions.py's LEAVING, "I have to go!", said by a player who leaves a game
between homes."""


def spoken_payment(coins: int, lives: bool = False) -> str | None:
    """What a player says aloud for a payment they make, when the log is spoken: "I pay two"; in Motor, whose
    coins are lives (RULES.md §1.4), "I lose a life", "I lose two lives". None for an amount with no
    recording (beyond `SPOKEN_NUMBERS`, or `LIVES_AT_MOST` lives)."""
    if not 1 <= coins <= (LIVES_AT_MOST if lives else len(SPOKEN_NUMBERS)):
        return None
    if lives:
        return "I lose a life" if coins == 1 else f"I lose {SPOKEN_NUMBERS[coins - 1]} lives"
    return f"I pay {SPOKEN_NUMBERS[coins - 1]}"


def spoken_takings(coins: int, whole_pool: bool) -> str | None:
    """What a player says aloud for coins they take from the pool: "I take the pool" (the winner's), or "I
    take one" (a matched turn-up, RULES.md §1.1, the only other taking). None for any other amount."""
    if whole_pool:
        return "I take the pool"
    return "I take one" if coins == 1 else None


def spoken_log() -> list[str]:
    """Every phrase of the spoken log (`spoken_payment`, `spoken_takings`), for the voices to record."""
    paying = [spoken_payment(n) for n in range(1, len(SPOKEN_NUMBERS) + 1)]
    losing = [spoken_payment(n, lives=True) for n in range(1, LIVES_AT_MOST + 1)]
    return [p for p in paying + losing + [spoken_takings(1, False), spoken_takings(0, True)] if p is not None]


def calls() -> list[str]:
    """Everything a turn-based table says aloud of its own: the spoken log, then its captions."""
    return spoken_log() + list(AT_THE_TABLE)
