"""The rules screens of Snap and Grab in the project's own words (RULES.md §5)."""

from __future__ import annotations

from game.core.spec import RulesExample
from game.games.snap.rules import PRESETS, Options, Variant
from game.games.snap.umpire import FREE_CALL_SILENCE
from game.i18n import N_, InLanguage, _, ngettext


def _common(options: Options) -> list[str]:
    """The paragraphs Snap and Grab share, in the language in use, with the numbers of `options` and of the
    umpire (RULES.md §5)."""
    return [
        _(
            "All the cards are dealt face down, one at a time; each player keeps theirs in a pile: their hand. "
            "Nobody looks at their cards."
        ),
        _(
            "In turn, each player turns the top card of their hand face up onto their own face-up pile in front of them. "
            "The app turns the cards at a steady tempo (Settings: slow, normal, fast, frantic), or each player turns "
            "their own with their Turn key."
        ),
        _(
            "When the card just turned has the same rank as the top card of another player's pile, the two owners race "
            "to call. The first takes both piles and puts them under their hand."
        ),
        _("Two calls too close to tell apart (within {ms} ms) are a dead heat: nothing happens, and play goes on.")
        .format(ms=options.dead_heat_ms),
        ngettext(
            "Calling when there is no match — or when it is not your match — is a false snap: your face-up pile "
            "goes to the middle of the table, the centre. Your calls are then not heard until the next card, or, "
            "when the false snap cost you nothing (no pile to lose), for {n} card more.",
            "Calling when there is no match — or when it is not your match — is a false snap: your face-up pile "
            "goes to the middle of the table, the centre. Your calls are then not heard until the next card, or, "
            "when the false snap cost you nothing (no pile to lose), for {n} cards more.",
            FREE_CALL_SILENCE,
        ).format(n=FREE_CALL_SILENCE),
        _(
            "While the centre holds cards, anyone may call \"Snap Centre\" when a card turned matches the centre's top "
            "card — even a player who is out. The first caller takes the centre and the turner-up's pile. A card "
            "that matches both another player's pile and the centre makes only a Snap Centre: anyone may call it, "
            "and the other pile stays where it is."
        ),
        _(
            "When your hand is empty, you turn your pile over as your new hand when your turn comes. Until then your "
            "pile is at risk: if it is snapped you lose everything and are out, unless you win a Snap Centre."
        ),
        _(
            "The game ends when one player holds every card. It ends early when no Snap Centre can ever come: "
            "every player but one is out, and that player holds no card of the rank on top of the centre — that "
            "player wins. At the latest it ends right after the {limit}th card turned: whoever holds the most "
            "cards wins, and players tied for the most share the win."
        ).format(limit=f"{options.turn_limit:,}"),
        _(
            "Options: anyone may call any match; a wider or narrower dead-heat window; the Snap pack of picture cards, "
            "in which some pictures are nearly but not quite alike (two yachts whose burgees differ in colour, two "
            "bakers, one with a moustache…), so look twice before you call."
        ),
    ]


def rules_text(options: Options) -> list[str]:
    """The rules screen of Snap, or of Grab, played with `options`, in the language in use (RULES.md §5)."""
    common = _common(options)
    if options.variant is Variant.SNAP:
        return [*common, _("Keys: each player has their own Snap key, shown by their seat (Settings › Snap keys).")]
    return [
        _(
            "Grab is Snap with a cork in the middle of the table: instead of calling, you snatch the cork — press "
            "your Grab key. Wherever these rules say \"call\", read \"snatch the cork\": snatching it when a card "
            "matches the centre wins the Snap Centre."
        ),
        *common,
    ]


RULES = InLanguage(lambda preset: rules_text(PRESETS[preset]), PRESETS)
"""Each preset's rules screen (RULES.md §5)."""

PRESET_TITLES = {
    "snap": N_("Snap"),
    "grab": N_("Grab"),
}
"""Each preset's name as people read it, marked for the catalogue (the screens translate it)."""


def _a_snap() -> RulesExample:
    return RulesExample(
        _("A snap"),
        ("9C", "9H"),
        ("Ann", "Bob"),
        _("Bob turns the 9♥ onto his pile and Ann's shows the 9♣: the first of them to call takes both piles."),
    )


def _a_false_snap() -> RulesExample:
    return RulesExample(
        _("A false snap"),
        ("9C", "4D", ""),
        ("Ann", "Bob", _("centre")),
        _("No match, but Ann calls anyway: a false snap. Her pile goes face up to the centre."),
    )


def _a_grab() -> RulesExample:
    return RulesExample(
        _("A grab"),
        ("9C", "9H"),
        ("Ann", "Bob"),
        _("A match: the first to snatch the cork (their Grab key) takes both piles."),
    )


def examples(options: Options) -> tuple[RulesExample, ...]:
    """The pictures beside the rules of Snap or Grab (RULES.md §5), in the language in use."""
    first = _a_snap() if options.variant is Variant.SNAP else _a_grab()
    return (first, _a_false_snap())


EXAMPLES = InLanguage(lambda preset: examples(PRESETS[preset]), PRESETS)
"""The pictures beside each preset's rules (RULES.md §5)."""
