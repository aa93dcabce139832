"""The rules screens of Cassino and Royal Casino in the project's own words, built from each preset's options
(RULES.md §4), so the words and the pictures cannot disagree with the game: the values of the court cards and
the ace (`royal`), the cards dealt and the rounds by player count, partners (`partners`), whether capturing is
compulsory (`must_capture`), Peel's scoring (`scoring`) and the points that win (`target`). Written afresh in the language in use each time."""

from __future__ import annotations

from game.core.cards import parse_card
from game.core.spec import RulesExample

from game.games.cassino.rules import BIG_CASSINO, LITTLE_CASSINO, PRESETS, ROYAL_ACE, Options, Scoring
from game.games.fishing.rules import value_plural
from game.i18n import N_, InLanguage, _, listing

PACK = 52
"""Cassino uses the whole pack (RULES.md §4)."""

NUMBERS = {1: N_("one"), 2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six")}
"""Small numbers in words, marked for the catalogue: shown through `_`."""

POINTS = {"most cards": 3, "most spades": 1, "big cassino": 2, "little cassino": 1, "aces": 4}
"""The points a deal holds before sweeps (RULES.md §4 "Points of a deal"): 11 in all."""


def rounds(options: Options, seats: int) -> int:
    """How many rounds of `hand_size` cards each it takes `seats` players to use up the pack after the layout
    (RULES.md §4 "Deal": 6 for two players, 4 for three, 3 for four)."""
    left = PACK - options.layout_size(seats)
    return -(-left // (options.hand_size * seats))


def _rounds(options: Options) -> str:
    """ "6 rounds with two players, 4 with three, 3 with four"."""
    low, high = options.seat_range()
    first = _("{rounds} rounds with {players} players").format(rounds=rounds(options, low), players=_(NUMBERS[low]))
    parts = [first] + [
        _("{rounds} with {players}").format(rounds=rounds(options, n), players=_(NUMBERS[n])) for n in range(low + 1, high + 1)
    ]
    return listing(parts)


def _label(code: str) -> str:
    """A card as people read it: "10♦"."""
    return parse_card(code).label


def _values(options: Options) -> str:
    low, high = options.seat_range()
    if high == low + 2:
        players = _("for {a}, {b} or {c} players").format(a=_(NUMBERS[low]), b=_(NUMBERS[low + 1]), c=_(NUMBERS[high]))
    else:
        players = _("for {low} to {high} players").format(low=low, high=high)
    if options.royal:
        return _(
            "Royal Casino is Cassino in which the court cards count too. It is {players}, with a {pack}-card "
            "pack. The cards 2 to 10 count their face value, Jacks 11, Queens 12 and Kings 13; an ace counts 1, "
            "but {ace} when you play it to capture."
        ).format(players=players, pack=PACK, ace=ROYAL_ACE)
    return _(
        "A fishing game {players}, with a {pack}-card pack. Aces count 1 and the cards 2 to 10 their face "
        "value; Jacks, Queens and Kings count nothing."
    ).format(players=players, pack=PACK)


def _capture(options: Options) -> str:
    words = _(
        "Capture: your card takes every table card of its rank (pairing), and any sets of table cards that each "
        "add up to its value (combining) — as many separate sets as you choose, all in the same turn: a 10 takes "
        "9 + A and 8 + 2 together. A build is taken whole, by a card of its value. What you take goes face down "
        "to your pile, with the card you played."
    )
    if options.royal:
        more = _(
            "Court cards pair and combine like the others: a Queen takes the table's Queens and sets that make "
            "12. An ace played takes the table's aces and sets that make {ace}, and a build of {aces}; in a set or "
            "a build it counts 1."
        ).format(ace=ROYAL_ACE, aces=_(value_plural(ROYAL_ACE)))
    else:
        more = _(
            "Jacks, Queens and Kings count nothing, so they capture only by pairing, and only one card of their "
            "rank at a time."
        )
    return _("{sentence} {more}").format(sentence=words, more=more)


def _build(options: Options) -> str:
    words = _(
        "Build: put your card on table cards so that together they make the value of another card you hold — "
        "with a 5 on a 3 you are building eights, if you hold an 8. A build can only be taken whole, by a card "
        "of its value: your own next turn, if nobody takes it first."
    )
    if options.royal:
        more = _("Builds go up to 13 for the Kings, and to {ace} if you hold an ace.").format(ace=ROYAL_ACE)
    else:
        more = _("A Jack, Queen or King can neither build nor be built on.")
    return _("{sentence} {more}").format(sentence=words, more=more)


def _owner(options: Options) -> str:
    words = _(
        "Whoever made, added to or raised a build last owns it. While it lies on the table they may not trail, and "
        "they must keep a card of its value: their last card of that value may only be played to take the build."
    )
    if not options.partners:
        return words
    return _("{sentence} {more}").format(sentence=words, more=_("Partners may take each other's builds."))


def _trail(options: Options) -> str:
    if options.must_capture:
        return _(
            "Trail: lay your card face up on the table, taking nothing. You must capture if you can: you may trail "
            "only when no card of yours can take anything, and never while you own a build."
        )
    return _(
        "Trail: lay your card face up on the table, taking nothing. You may trail whenever you like, unless you "
        "own a build."
    )


def _sides(options: Options) -> str:
    if options.partners:
        return _(
            "With four players, those sitting opposite are partners: they pool their captures and their points. "
            "A side is one player, or two partners."
        )
    return _("With four players, everyone plays for themselves: each player is a side of their own.")


PEEL = N_(
    "Peel's scoring: when two sides play (two players, or partners), only the difference counts — the side "
    "with more points for the deal scores the difference, 7 to 4 scoring 3, and the other nothing. With three "
    "or four playing alone, the lowest scores nothing and each of the others their points less the lowest's: "
    "1, 2, 3 and 5 score 0, 1, 2 and 4."
)


def _options(options: Options) -> str:
    if options.partners:
        partners = _("partners can be turned off, so that four play each for themselves")
    else:
        partners = _("partners can be turned on, so that with four players those opposite play together")
    if options.must_capture:
        capture = _("must capture can be turned off, so that anyone may trail who does not own a build")
    else:
        capture = _("must capture can be turned on, so that whoever can capture must")
    if options.scoring is Scoring.STANDARD:
        scoring = _(
            "and Peel's scoring, in which two sides score only the difference of their points for a deal, and "
            "three or four playing alone score their points less the lowest player's"
        )
    else:
        scoring = _("and the standard scoring, in which every point counts")
    return _("Options: {partners}; {capture}; {scoring}.").format(partners=partners, capture=capture, scoring=scoring)


def rules_text(options: Options) -> list[str]:
    """The rules screen of Cassino played with `options` (RULES.md §4), paragraph by paragraph."""
    hand, layout = options.hand_size, options.layout_size(options.seat_range()[0])
    target = options.target
    made = sum(POINTS.values())
    paragraphs = [
        _values(options),
        _(
            "The dealer gives each player {hand} cards, one at a time, and lays {layout} more face up on the table: "
            "the layout. When every hand is empty, the dealer gives {hand} more each, none to the table, until the "
            "pack is used up: {rounds}. The player on the dealer's left plays first; turns, and the deal, pass to "
            "the left."
        ).format(hand=hand, layout=layout, rounds=_rounds(options)),
        _sides(options),
        _("In your turn play one card from your hand, and with it do one of three things: capture, build or trail."),
        _capture(options),
        _build(options),
        _(
            "A build may hold several sets of its value — a multiple build, such as 5 + 3 and 6 + 2 as eights: you "
            "make one when the card you play makes the value, alone or with table cards, and you put other sets or "
            "builds of that value with it. A single build can be raised: put a card from your hand on it to make a "
            "new value you hold (a 2 raises a build of eights to tens, if you hold a 10). Anyone may raise a single "
            "build, even their own; a multiple build can never be raised."
        ),
        _owner(options),
        _trail(options),
        _(
            "A capture that clears the table is a sweep, and scores 1 point — except with the very last card of the "
            "deal. The next player can then only trail."
        ),
        _(
            "When the last card has been played, whoever captured last takes what is left on the table (that is "
            "not a sweep). Then each side counts its cards: most cards 3 points, most spades 1 (on a tie, nobody "
            "scores either), big cassino (the {big}) 2, little cassino (the {little}) 1, each ace 1 and each sweep "
            "1 — {made} points a deal, and the sweeps."
        ).format(big=BIG_CASSINO.label, little=LITTLE_CASSINO.label, made=made),
        _(
            "The first side to reach {target} points at the end of a deal wins. If more than one side reaches "
            "{target} in the same deal, the highest total wins; a tie plays another deal."
        ).format(target=target),
    ]
    if options.scoring is Scoring.PEEL:
        paragraphs.append(_(PEEL))
    paragraphs += [
        _(
            "At the table: pick a card of your hand, and the app highlights on the table what it would capture or "
            "build on. When there is more than one choice — a capture, a build, or trailing the card — Up and Down "
            "go through them, and Enter plays the one shown. With the mouse, click the card, then the highlighted "
            "cards."
        ),
        _(
            "Tip: keep count of the cards played — above all the spades, the aces and the two cassinos — so that "
            "you know what is still to come. Never trail a card that lets the next player sweep the table, nor "
            "build what someone else can take first. Near the end of a deal keep back a card that can capture: "
            "the last capture takes the whole table."
        ),
        _options(options),
    ]
    return paragraphs


def examples(options: Options) -> tuple[RulesExample, ...]:
    """The pictures beside the rules of Cassino played with `options` (RULES.md §4). The first card of each
    picture is the card played; the words under the others say what they are: "taken" or "left" on the
    table, "built on", or "held" (another card in the player's hand). Two pictures, as the rules screen of a
    small window has room for."""
    played, taken, left = _("played"), _("taken"), _("left")
    if options.royal:
        return (
            RulesExample(
                _("A Queen counts 12"),
                ("QH", "QS", "7C", "5D", "3H"),
                (played, taken, taken, taken, left),
                _(
                    "The {queen} takes the {other} by pairing, and 7 + 5, which make twelve. Jacks count 11 and "
                    "Kings 13 in the same way."
                ).format(queen=_label("QH"), other=_label("QS")),
            ),
            RulesExample(
                _("An ace captures as {ace}").format(ace=ROYAL_ACE),
                ("AH", "9C", "5D", "2S"),
                (played, taken, taken, left),
                _("Played to capture, the {card} counts {ace}: it takes 9 + 5. In a build it counts 1.").format(
                    card=_label("AH"), ace=ROYAL_ACE
                ),
            ),
        )
    return (
        RulesExample(
            _("A ten takes two sets: a sweep"),
            ("10H", "9C", "AD", "8S", "2D"),
            (played, taken, taken, taken, taken),
            _(
                "9 + A make ten, and so do 8 + 2: the {card} takes both sets at once. Nothing is left on the table: "
                "a sweep, 1 point."
            ).format(card=_label("10H")),
        ),
        RulesExample(
            _("Building eights"),
            ("5S", "3D", "8H"),
            (played, _("built on"), _("held")),
            _(
                "Holding the {eight}, you put the {five} on the {three}: \"Building eights\". Next turn your 8 takes "
                "the build — unless someone takes it first with an 8, or raises it."
            ).format(eight=_label("8H"), five=_label("5S"), three=_label("3D")),
        ),
    )


RULES = InLanguage(lambda preset: rules_text(PRESETS[preset]), PRESETS)
"""Each preset's rules screen (RULES.md §4)."""

PRESET_TITLES = {"standard": N_("The standard game"), "royal": N_("Royal Casino")}
"""Each preset's name as people read it, marked for the catalogue (the screens translate it)."""

EXAMPLES = InLanguage(lambda preset: examples(PRESETS[preset]), PRESETS)
"""The pictures beside each preset's rules (RULES.md §4)."""
