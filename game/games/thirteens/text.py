"""The rules screens of Thirteens in the project's own words, built from each preset's options (RULES.md §6),
so the words cannot disagree with the game: how many rows, whether the foundations fill by themselves
(`auto_foundation`) and how long a call waits (`pace`). Written afresh in the language in use each time."""

from __future__ import annotations

from game.core.spec import RulesExample
from game.games.thirteens.rules import CALLS, FOUNDATIONS, PACE_CHOICES, PRESETS, ROW_CHOICES, Options
from game.i18n import N_, InLanguage, _


def _pace(options: Options) -> str:
    if options.pace is None:
        return _("The next number is called when every player has placed the last one, so nobody is hurried.")
    return _(
        "Each call waits {seconds} seconds. A card not placed in time goes on your first row whose top is "
        "higher than it (or which is empty), else on your first row."
    ).format(seconds=options.pace)


def _foundations(options: Options) -> str:
    if options.auto_foundation:
        return _(
            "A called card that fits a foundation goes there by itself, and any free row card that then fits "
            "follows it at once: putting a card on a foundation never hurts. When several free cards fit, they go "
            "up from the first row to the last, one card a row at a time, round again until none fits. So the one "
            "thing you decide is which row takes a card that fits nowhere."
        )
    return _(
        "You put cards on the foundations yourself: the called card, when it fits, and any free row card at any "
        "time. Your up key (or a click on a foundation) puts up the called card if it fits, else a free row card "
        "that fits; a row's key only lays the called card on that row. When the last number has been placed, "
        "every free card that still fits goes up by itself: from the first row to the last, one card a row at a "
        "time, round again until none fits."
    )


def _either(numbers: list[int]) -> str:
    """"3", "3 or 8", "3, 5 or 8"."""
    words = [str(n) for n in numbers]
    if len(words) == 1:
        return words[0]
    return _("{some} or {last}").format(some=_(", ").join(words[:-1]), last=words[-1])


def _options(options: Options) -> str:
    """What players may set otherwise (the rules screen shows a preset's text, whatever options were chosen)."""
    rows = next(n for n in ROW_CHOICES if n != options.rows)
    if rows > options.rows:
        row_words = _("{rows} rows instead of {usual}, which is easier")
    else:
        row_words = _("{rows} rows instead of {usual}, which is harder")
    if options.auto_foundation:
        hands = _("putting the cards on the foundations yourself")
    else:
        hands = _("foundations that fill by themselves")
    limits = _either([p for p in PACE_CHOICES if p is not None and p != options.pace])
    if options.pace is None:
        pace = _("a time limit of {seconds} seconds a call")
    else:
        pace = _("calls that wait for everyone, or a time limit of {seconds} seconds")
    return _("Options: {rows}; {hands}; {pace}.").format(
        rows=row_words.format(rows=rows, usual=options.rows), hands=hands, pace=pace.format(seconds=limits)
    )


def rules_text(options: Options) -> list[str]:
    """The rules screen's paragraphs for `options` (RULES.md §6), in the language in use."""
    return [
        _(
            "Every player has their own {calls} numbered cards: four of each number from 1 to 13. A caller shuffles "
            "the same set and calls the numbers one at a time; everyone places their own copy of the called number "
            "at once. It is a race at one screen, and alone it is a patience."
        ).format(calls=CALLS),
        _(
            "A called card goes onto a foundation or onto one of your {rows} rows. You have {foundations} "
            "foundations: a 1 starts one, and a card goes on a foundation showing the number just below it, up to 13."
        ).format(rows=options.rows, foundations=FOUNDATIONS),
        _(
            "Only the top card of a row is free, and a free card may go onto a foundation whenever it fits. Cards "
            "never move from row to row, so a low card buried under a higher one waits until the higher one goes up: "
            "lay each row from high to low."
        ),
        _foundations(options),
        _pace(options),
        _(
            "After all {calls} calls your score is the cards on your foundations; {calls} means the patience is out. "
            "The highest score wins, and equal scores share the win."
        ).format(calls=CALLS),
        _options(options),
    ]


def examples(options: Options) -> tuple[RulesExample, ...]:
    """The pictures beside the rules: a foundation built up, and a row laid high to low."""
    return (
        RulesExample(
            _("A foundation"),
            ("AS", "2S", "3S", "4S"),
            ("1", _("then {n}").format(n=2), _("then {n}").format(n=3), _("then {n}").format(n=4)),
            _("A 1 starts a foundation; each card goes on the number just below it."),
            pack="numbers",
        ),
        RulesExample(
            _("A row laid well"),
            ("QS", "9S", "5S", "2S"),
            ("12", "9", "5", _("{n} on top").format(n=2)),
            _("High to low: each free card goes up as soon as its foundation reaches it, and frees the next."),
            pack="numbers",
        ),
    )


RULES = InLanguage(lambda preset: rules_text(PRESETS[preset]), PRESETS)
"""Each preset's rules screen (RULES.md §6)."""

PRESET_TITLES = {"thirteens": N_("Patience, or Thirteens")}
"""Each preset's name as people read it, marked for the catalogue (the screens translate it)."""

EXAMPLES = InLanguage(lambda preset: examples(PRESETS[preset]), PRESETS)
"""The pictures beside each preset's rules (RULES.md §6)."""
