"""The rules screens of Snap and Grab in the project's own words (RULES.md §5)."""

from __future__ import annotations

from game.core.spec import RulesExample

_SNAP_COMMON = [
    "All the cards are dealt face down, one at a time; each player keeps theirs in a pile: their hand. "
    "Nobody looks at their cards.",
    "In turn, each player turns the top card of their hand face up onto their own face-up pile in front of them. "
    "The app turns the cards at a steady tempo (Settings: slow, normal, fast, frantic), or each player turns "
    "their own with their Turn key.",
    "When the card just turned has the same rank as the top card of another player's pile, the two owners race "
    "to call. The first takes both piles and puts them under their hand.",
    "Two calls too close to tell apart (within 20 ms) are a dead heat: nothing happens, and play goes on.",
    "Calling when there is no match — or when it is not your match — is a false snap: your face-up pile goes "
    "to the middle of the table, the centre. Your calls are then not heard until the next card, or, when the "
    "false snap cost you nothing (no pile to lose), for three cards more.",
    "While the centre holds cards, anyone may call \"Snap Centre\" when a card turned matches the centre's top "
    "card — even a player who is out. The first caller takes the centre and the turner-up's pile.",
    "When your hand is empty, you turn your pile over as your new hand when your turn comes. Until then your "
    "pile is at risk: if it is snapped you lose everything and are out, unless you win a Snap Centre.",
    "The game ends when one player holds every card.",
    "Options: anyone may call any match; a wider or narrower dead-heat window; the Snap pack of picture cards, "
    "in which some pictures are nearly but not quite alike (two yachts whose burgees differ in colour, two "
    "bakers, one with a moustache…), so look twice before you call.",
]

RULES: dict[str, list[str]] = {
    "snap": [*_SNAP_COMMON, "Keys: each player has their own Snap key, shown by their seat (Settings › Snap keys)."],
    "grab": [
        "Grab is Snap with a cork in the middle of the table: instead of calling \"Snap\", you snatch the cork "
        "— press your Grab key. For the centre you snatch it and say \"Centre\".",
        *_SNAP_COMMON[:-1],
        "Everything else is as in Snap.",
    ],
}

PRESET_TITLES = {
    "snap": "Snap",
    "grab": "Grab",
}
"""Each preset's name as people read it."""

_A_SNAP = RulesExample(
    "A snap",
    ("9C", "9H"),
    ("Ann", "Bob"),
    "Bob turns the 9♥ onto his pile and Ann's shows the 9♣: the first of them to call takes both piles.",
)
_A_FALSE_SNAP = RulesExample(
    "A false snap",
    ("9C", "4D", ""),
    ("Ann", "Bob", "centre"),
    "No match, but Ann calls anyway: a false snap. Her pile goes face up to the centre.",
)
_A_GRAB = RulesExample(
    "A grab",
    ("9C", "9H"),
    ("Ann", "Bob"),
    "A match: the first to snatch the cork (their Grab key) takes both piles.",
)

EXAMPLES: dict[str, tuple[RulesExample, ...]] = {
    "snap": (_A_SNAP, _A_FALSE_SNAP),
    "grab": (_A_GRAB, _A_FALSE_SNAP),
}
"""The pictures beside each preset's rules (RULES.md §5)."""
