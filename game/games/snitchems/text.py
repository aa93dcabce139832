"""The rules screens of Snitch'ems in the project's own words, built from each preset's options (RULES.md §3),
so the words and the pictures cannot disagree with the game: the layout by player count, the rounds of a deal,
whether a sum of eight or ten captures without lifting (`make_sums`) and the deals that win the match (`wins`).
Written afresh in the language in use each time."""

from __future__ import annotations

from game.core.cards import parse_card
from game.core.spec import RulesExample

from game.games.snitchems.rules import PRESETS, Options
from game.i18n import N_, InLanguage, _, ngettext

PACK = 52
"""Snitch'ems uses the whole pack (RULES.md §3)."""

NUMBERS = {1: N_("one"), 2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six"), 7: N_("seven"), 8: N_("eight")}
"""Small numbers in words, marked for the catalogue: shown through `_`."""


def rounds(options: Options, seats: int) -> int:
    """How many rounds of `hand_size` cards each it takes `seats` players to use up the pack after the layout
    (RULES.md §3 "Deal": 8 for two players)."""
    left = PACK - options.layout_size(seats)
    per_round = options.hand_size * seats
    return -(-left // per_round)


def _layout(options: Options) -> str:
    """The layout's size as the rules screen gives it: the two-player size, then any player count that
    differs ("4 cards … (7 with three players)")."""
    low, high = options.seat_range()
    usual = options.layout_size(low)
    others = [
        _("{cards} with {players} players").format(cards=options.layout_size(n), players=_(NUMBERS[n]))
        for n in range(low + 1, high + 1)
        if options.layout_size(n) != usual
    ]
    if not others:
        return _("{cards} more face up on the table: the layout").format(cards=usual)
    return _("{cards} more face up on the table: the layout ({others})").format(cards=usual, others=_(", ").join(others))


def _deals(wins: int) -> str:
    """ "3 deals", "a deal"."""
    return _("a deal") if wins == 1 else ngettext("{n} deal", "{n} deals", wins).format(n=wins)


def rules_text(options: Options) -> list[str]:
    """The rules screen of Snitch'ems played with `options` (RULES.md §3), paragraph by paragraph."""
    low, high = options.seat_range()
    hand = options.hand_size
    if options.make_sums:
        sums = _(
            "Making eight or ten: your card and some table cards that add up to exactly 8, or exactly 10, take "
            "those table cards. An ace takes a 3 and a 4 (1 + 3 + 4 = 8); a 4 takes a 6 (ten)."
        )
        lift = _(
            "Lifting: when your card makes eight, it may lift every 8 on the table as well — they pair with the "
            "eight you made — and when it makes ten, every 10. You lift all of them or none; both are captures "
            "you may choose."
        )
        option = _(
            "Options: making eight or ten can be turned off, so that a sum of 8 or 10 captures only when it "
            "lifts an 8 or a 10 with it; and the deals to win the match."
        )
    else:
        sums = _(
            "Making eight or ten counts only when it lifts (below): a sum of 8 or 10 with no 8 or 10 on the "
            "table to lift takes nothing."
        )
        lift = _(
            "Lifting: when your card and some table cards add up to exactly 8, they take every 8 on the table "
            "with them — the 8s pair with the eight you made; a sum of exactly 10 takes every 10 on the table "
            "in the same way. All of them: you cannot leave one behind."
        )
        option = _(
            "Options: making eight or ten can be turned on, so that any sum of 8 or 10 captures, with or "
            "without an 8 or a 10 to lift; and the deals to win the match."
        )
    return [
        _(
            "A fishing game for {low} players, or up to {high} each playing for themselves, with a {pack}-card "
            "pack. Aces count 1 and the cards 2 to 10 their face value; Jacks, Queens and Kings count nothing."
        ).format(low=_(NUMBERS[low]), high=_(NUMBERS[high]), pack=PACK),
        _(
            "The dealer gives each player {hand} cards, one at a time, and lays {layout}. When every hand is "
            "empty, the dealer gives {hand} more each, none to the table, until the pack is used up: {rounds} "
            "rounds with {players} players."
        ).format(hand=hand, layout=_layout(options), rounds=rounds(options, low), players=_(NUMBERS[low])),
        _(
            "The player on the dealer's left plays first, and turns pass to the left. In your turn play one card "
            "from your hand face up. If it captures, it goes with the cards it takes face down to your pile; if "
            "not, it stays on the table (it is trailed)."
        ),
        _(
            "Capture is compulsory: if any card in your hand can capture, you must capture — but you choose which "
            "card, and which capture. Only one capture a turn."
        ),
        _(
            "There are three ways to capture. Pairing: your card takes every card of its rank on the table (taking "
            "one makes a pair, two a prial). Pairing is the only way to take a Jack, a Queen or a King."
        ),
        sums,
        lift,
        _(
            "Taking every card on the table scores nothing extra: the next player simply plays a card to the empty "
            "table."
        ),
        _(
            "When the last card has been played, whoever captured last takes what is left on the table. Then "
            "everyone counts their pile: most cards wins the deal. A tie for the most is a draw, and nobody wins that "
            "deal: {half} each with {players} players, or two or more players sharing the most with {more} or {most}."
        ).format(half=PACK // 2, players=_(NUMBERS[low]), more=_(NUMBERS[low + 1]), most=_(NUMBERS[high])),
        _("The deal passes to the left. The first to win {deals} wins the match.").format(deals=_deals(options.wins)),
        _(
            "At the table: pick a card of your hand, and the app highlights on the table the cards it would take. "
            "When there is more than one choice, Up and Down go through them, and Enter plays the one shown. With "
            "the mouse, click the card, then the highlighted cards. When no card of yours can capture, the card "
            "you play is trailed."
        ),
        _(
            "Tip: when you have a choice, look at what you leave as well as at what you take: every card left on "
            "the table is one the next player may capture. Keep count of the 8s and 10s still to come, for a table "
            "that holds one is worth a lift; and keep a card that can capture for the end, when the last capture "
            "takes the table."
        ),
        option,
    ]


def _label(code: str) -> str:
    """A card as people read it: "10♥"."""
    return parse_card(code).label


def examples(options: Options) -> tuple[RulesExample, ...]:
    """The pictures beside the rules of Snitch'ems played with `options` (RULES.md §3, "Ways to capture").
    The first card of each picture is the card played; the others lie on the table, and the words under them
    say which are taken ("taken", or "lifted" for the 8s and 10s) and which stay ("left"). Two pictures, as the
    rules screen of a small window has room for: pairing is in the words."""
    two, six, eight = "2H", "6C", "8S"
    if options.make_sums:
        choice = _("Or 2 + 8 makes ten, and takes the {eight} alone: one capture or the other, not both.")
    else:
        choice = _("Without the 8 to lift, 2 + 6 would take nothing.")
    ace, low, mid, ten_a, ten_b = "AS", "2C", "7D", "10H", "10S"
    return (
        RulesExample(
            _("Eight, lifting the 8 — or ten"),
            (two, six, eight),
            (_("played"), _("taken"), _("lifted")),
            _("{sentence} {choice}").format(
                sentence=_(
                    "The {two} and the {six} make eight, and the {eight} is lifted with them: all three cards."
                ).format(two=_label(two), six=_label(six), eight=_label(eight)),
                choice=choice.format(eight=_label(eight)),
            ),
        ),
        RulesExample(
            _("Ten, lifting both 10s"),
            (ace, low, mid, ten_a, ten_b),
            (_("played"), _("taken"), _("taken"), _("lifted"), _("lifted")),
            _("A + 2 + 7 make ten, so the {ace} lifts both 10s as well: it takes all four cards.").format(ace=_label(ace)),
        ),
    )


RULES = InLanguage(lambda preset: rules_text(PRESETS[preset]), PRESETS)
"""Each preset's rules screen (RULES.md §3)."""

PRESET_TITLES = {"sporting-magazine": N_("The Sporting Magazine, 1797")}
"""Each preset's name as people read it, marked for the catalogue (the screens translate it)."""

EXAMPLES = InLanguage(lambda preset: examples(PRESETS[preset]), PRESETS)
"""The pictures beside each preset's rules (RULES.md §3)."""
