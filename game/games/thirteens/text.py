"""The rules screens of Thirteens in the project's own words, built from each preset's options (RULES.md §6),
so the words cannot disagree with the game: how many rows, whether the foundations fill by themselves
(`auto_foundation`) and how long a call waits (`pace`)."""

from __future__ import annotations

from game.core.spec import RulesExample
from game.games.thirteens.rules import CALLS, FOUNDATIONS, PACE_CHOICES, PRESETS, ROW_CHOICES, Options


def _pace(options: Options) -> str:
    if options.pace is None:
        return "The next number is called when every player has placed the last one, so nobody is hurried."
    return (
        f"Each call waits {options.pace} seconds. A card not placed in time goes on your first row whose top is "
        "higher than it (or which is empty), else on your first row."
    )


def _foundations(options: Options) -> str:
    if options.auto_foundation:
        return (
            "A called card that fits a foundation goes there by itself, and any free row card that then fits "
            "follows it at once: putting a card on a foundation never hurts. So the one thing you decide is which "
            "row takes a card that fits nowhere."
        )
    return (
        "You put cards on the foundations yourself: the called card, when it fits, and any free row card at any "
        "time. Your up key (or a click on a foundation) puts up the called card if it fits, else a free row card "
        "that fits; a row's key only lays the called card on that row. When the last number has been placed, "
        "every free card that still fits goes up by itself."
    )


def _either(numbers: list[int]) -> str:
    """"3", "3 or 8", "3, 5 or 8"."""
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _options(options: Options) -> str:
    """What players may set otherwise (the rules screen shows a preset's text, whatever options were chosen)."""
    rows = next(n for n in ROW_CHOICES if n != options.rows)
    easier = "easier" if rows > options.rows else "harder"
    if options.auto_foundation:
        hands = "putting the cards on the foundations yourself"
    else:
        hands = "foundations that fill by themselves"
    limit = "a time limit of " + _either([p for p in PACE_CHOICES if p is not None and p != options.pace]) + " seconds"
    pace = f"{limit} a call" if options.pace is None else f"calls that wait for everyone, or {limit}"
    return f"Options: {rows} rows instead of {options.rows}, which is {easier}; {hands}; {pace}."


def rules_text(options: Options) -> list[str]:
    """The rules screen's paragraphs for `options` (RULES.md §6)."""
    return [
        f"Every player has their own {CALLS} numbered cards: four of each number from 1 to 13. A caller shuffles "
        "the same set and calls the numbers one at a time; everyone places their own copy of the called number "
        "at once. It is a race at one screen, and alone it is a patience.",
        f"A called card goes onto a foundation or onto one of your {options.rows} rows. You have {FOUNDATIONS} "
        "foundations: a 1 starts one, and a card goes on a foundation showing the number just below it, up to 13.",
        "Only the top card of a row is free, and a free card may go onto a foundation whenever it fits. Cards never "
        "move from row to row, so a low card buried under a higher one waits until the higher one goes up: lay "
        "each row from high to low.",
        _foundations(options),
        _pace(options),
        f"After all {CALLS} calls your score is the cards on your foundations; {CALLS} means the patience is out. "
        "The highest score wins, and equal scores share the win.",
        _options(options),
    ]


def examples(options: Options) -> tuple[RulesExample, ...]:
    """The pictures beside the rules: a foundation built up, and a row laid high to low."""
    return (
        RulesExample(
            "A foundation",
            ("AS", "2S", "3S", "4S"),
            ("1", "then 2", "then 3", "then 4"),
            "A 1 starts a foundation; each card goes on the number just below it.",
            pack="numbers",
        ),
        RulesExample(
            "A row laid well",
            ("QS", "9S", "5S", "2S"),
            ("12", "9", "5", "2 on top"),
            "High to low: each free card goes up as soon as its foundation reaches it, and frees the next.",
            pack="numbers",
        ),
    )


RULES: dict[str, list[str]] = {name: rules_text(options) for name, options in PRESETS.items()}
PRESET_TITLES = {"thirteens": "Patience, or Thirteens"}
EXAMPLES: dict[str, tuple[RulesExample, ...]] = {name: examples(options) for name, options in PRESETS.items()}
