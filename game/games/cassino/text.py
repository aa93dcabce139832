"""The rules screens of Cassino and Royal Casino in the project's own words, built from each preset's options
(RULES.md §4), so the words and the pictures cannot disagree with the game: the values of the court cards and
the ace (`royal`), the cards dealt and the rounds by player count, partners (`partners`), Peel's scoring
(`scoring`) and the points that win (`target`)."""

from __future__ import annotations

from game.core.cards import parse_card
from game.core.spec import RulesExample

from game.games.cassino.rules import BIG_CASSINO, LITTLE_CASSINO, PRESETS, ROYAL_ACE, Options, Scoring
from game.games.fishing.rules import value_plural

PACK = 52
"""Cassino uses the whole pack (RULES.md §4)."""

NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}

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
    parts = [f"{rounds(options, n)} with {NUMBERS[n]}" for n in range(low, high + 1)]
    parts[0] = parts[0].replace(" with ", " rounds with ", 1) + " players"
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _label(code: str) -> str:
    """A card as people read it: "10♦"."""
    return parse_card(code).label


def _values(options: Options) -> str:
    low, high = options.seat_range()
    players = f"for {NUMBERS[low]}, {NUMBERS[low + 1]} or {NUMBERS[high]} players" if high == low + 2 else f"for {low} to {high} players"
    if options.royal:
        return (
            f"Royal Casino is Cassino in which the court cards count too. It is {players}, with a {PACK}-card "
            "pack. The cards 2 to 10 count their face value, Jacks 11, Queens 12 and Kings 13; an ace counts 1, "
            f"but {ROYAL_ACE} when you play it to capture."
        )
    return (
        f"A fishing game {players}, with a {PACK}-card pack. Aces count 1 and the cards 2 to 10 their face "
        "value; Jacks, Queens and Kings count nothing."
    )


def _capture(options: Options) -> str:
    words = (
        "Capture: your card takes every table card of its rank (pairing), and any sets of table cards that each "
        "add up to its value (combining) — as many separate sets as you choose, all in the same turn: a 10 takes "
        "9 + A and 8 + 2 together. A build is taken whole, by a card of its value. What you take goes face down "
        "to your pile, with the card you played."
    )
    if options.royal:
        return words + (
            " Court cards pair and combine like the others: a Queen takes the table's Queens and sets that make "
            f"12. An ace played takes the table's aces and sets that make {ROYAL_ACE}, and a build of "
            f"{value_plural(ROYAL_ACE)}; in a set or a build it counts 1."
        )
    return words + (
        " Jacks, Queens and Kings count nothing, so they capture only by pairing, and only one card of their "
        "rank at a time."
    )


def _build(options: Options) -> str:
    words = (
        "Build: put your card on table cards so that together they make the value of another card you hold — "
        "with a 5 on a 3 you are building eights, if you hold an 8. A build can only be taken whole, by a card "
        "of its value: your own next turn, if nobody takes it first."
    )
    if options.royal:
        return words + f" Builds go up to 13 for the Kings, and to {ROYAL_ACE} if you hold an ace."
    return words + " A Jack, Queen or King can neither build nor be built on."


def _owner(options: Options) -> str:
    words = (
        "Whoever made, added to or raised a build last owns it, and may not trail while it lies on the table: they must "
        "capture or build instead (should nothing else be possible, the app lets them trail)."
    )
    return words + (" Partners may take each other's builds." if options.partners else "")


def _sides(options: Options) -> str:
    if options.partners:
        return (
            "With four players, those sitting opposite are partners: they pool their captures and their points. "
            "A side is one player, or two partners."
        )
    return "With four players, everyone plays for themselves: each player is a side of their own."


PEEL = (
    "Peel's scoring: when two sides play (two players, or partners), only the difference counts — the side "
    "with more points for the deal scores the difference, 7 to 4 scoring 3, and the other nothing. With three "
    "or four playing alone, the lowest scores nothing and each of the others their points less the lowest's: "
    "1, 2, 3 and 5 score 0, 1, 2 and 4."
)


def _options(options: Options) -> str:
    partners = (
        "partners can be turned off, so that four play each for themselves"
        if options.partners
        else "partners can be turned on, so that with four players those opposite play together"
    )
    if options.scoring is Scoring.STANDARD:
        scoring = (
            "and Peel's scoring, in which two sides score only the difference of their points for a deal, and "
            "three or four playing alone score their points less the lowest player's"
        )
    else:
        scoring = "and the standard scoring, in which every point counts"
    return f"Options: {partners}; {scoring}."


def rules_text(options: Options) -> list[str]:
    """The rules screen of Cassino played with `options` (RULES.md §4), paragraph by paragraph."""
    hand, layout = options.hand_size, options.layout_size(options.seat_range()[0])
    target = options.target
    made = sum(POINTS.values())
    paragraphs = [
        _values(options),
        f"The dealer gives each player {hand} cards, one at a time, and lays {layout} more face up on the table: "
        "the layout. "
        f"When every hand is empty, the dealer gives {hand} more each, none to the table, until the pack is "
        f"used up: {_rounds(options)}. The player on the dealer's left plays first; turns, and the deal, pass "
        "to the left.",
        _sides(options),
        "In your turn play one card from your hand, and with it do one of three things: capture, build or "
        "trail.",
        _capture(options),
        _build(options),
        "A build may hold several sets of its value — a multiple build, such as 5 + 3 and 6 + 2 as eights: you "
        "make one when the card you play makes the value, alone or with table cards, and you put other sets or "
        "builds of that value with it. A single build can be raised: put a card from your hand on it to make a "
        "new value you hold (a 2 raises a build of eights to tens, if you hold a 10). Anyone may raise a single "
        "build, even their own; a multiple build can never be raised.",
        _owner(options),
        "Trail: lay your card face up on the table, taking nothing. You may trail whenever you like, unless you "
        "own a build.",
        "A capture that clears the table is a sweep, and scores 1 point — except with the very last card of the "
        "deal. The next player can then only trail.",
        "When the last card has been played, whoever captured last takes what is left on the table (that is "
        "not a sweep). Then each side counts its cards: most cards 3 points, most spades 1 (on a tie, nobody "
        f"scores either), big cassino (the {BIG_CASSINO.label}) 2, little cassino (the {LITTLE_CASSINO.label}) "
        f"1, each ace 1 and each sweep 1 — {made} points a deal, and the sweeps.",
        f"The first side to reach {target} points at the end of a deal wins. If more than one side reaches "
        f"{target} in the same deal, the highest total wins; a tie plays another deal.",
    ]
    if options.scoring is Scoring.PEEL:
        paragraphs.append(PEEL)
    paragraphs += [
        "At the table: pick a card of your hand, and the app highlights on the table what it would capture or "
        "build on. When there is more than one choice — a capture, a build, or trailing the card — Up and Down "
        "go through them, and Enter plays the one shown. With the mouse, click the card, then the highlighted "
        "cards.",
        "Tip: keep count of the cards played — above all the spades, the aces and the two cassinos — so that "
        "you know what is still to come. Never trail a card that lets the next player sweep the table, nor "
        "build what someone else can take first. Near the end of a deal keep back a card that can capture: "
        "the last capture takes the whole table.",
        _options(options),
    ]
    return paragraphs


def examples(options: Options) -> tuple[RulesExample, ...]:
    """The pictures beside the rules of Cassino played with `options` (RULES.md §4). The first card of each
    picture is the card played; the words under the others say what they are: "taken" or "left" on the
    table, "built on", or "held" (another card in the player's hand). Two pictures, as the rules screen of a
    small window has room for."""
    if options.royal:
        return (
            RulesExample(
                "A Queen counts 12",
                ("QH", "QS", "7C", "5D", "3H"),
                ("played", "taken", "taken", "taken", "left"),
                f"The {_label('QH')} takes the {_label('QS')} by pairing, and 7 + 5, which make twelve. Jacks "
                "count 11 and Kings 13 in the same way.",
            ),
            RulesExample(
                f"An ace captures as {ROYAL_ACE}",
                ("AH", "9C", "5D", "2S"),
                ("played", "taken", "taken", "left"),
                f"Played to capture, the {_label('AH')} counts {ROYAL_ACE}: it takes 9 + 5. In a build it "
                "counts 1.",
            ),
        )
    return (
        RulesExample(
            "A ten takes two sets: a sweep",
            ("10H", "9C", "AD", "8S", "2D"),
            ("played", "taken", "taken", "taken", "taken"),
            f"9 + A make ten, and so do 8 + 2: the {_label('10H')} takes both sets at once. Nothing is left on "
            "the table: a sweep, 1 point.",
        ),
        RulesExample(
            "Building eights",
            ("5S", "3D", "8H"),
            ("played", "built on", "held"),
            f"Holding the {_label('8H')}, you put the {_label('5S')} on the {_label('3D')}: \"Building eights\". "
            "Next turn your 8 takes the build — unless someone takes it first with an 8, or raises it.",
        ),
    )


RULES: dict[str, list[str]] = {name: rules_text(options) for name, options in PRESETS.items()}
"""Each preset's rules screen (RULES.md §4)."""

PRESET_TITLES = {"standard": "The standard game", "royal": "Royal Casino"}
"""Each preset's name as people read it."""

EXAMPLES: dict[str, tuple[RulesExample, ...]] = {name: examples(options) for name, options in PRESETS.items()}
"""The pictures beside each preset's rules (RULES.md §4)."""
