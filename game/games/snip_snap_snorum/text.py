"""The rules screens of Snip-Snap-Snorum in the project's own words, one per preset (RULES.md §1); those
played like Peel's first method with other words and deals (§1.4) are built from their presets' data."""

from __future__ import annotations

from game.core.spec import RulesExample
from game.games.snip_snap_snorum.presets import PRESETS, WORDS

_COMMON_CALLS = (
    "Matching the card just played is called out: the second card of a run is \"Snip!\", the third "
    "\"Snap!\" and the fourth \"Snorum!\"."
)



def _everyone_plays(preset: str, dealing: str, next_deal: str, options: str) -> list[str]:
    """The rules screen of a preset played like Peel's first method with its own words (RULES.md §1.4)."""
    words = WORDS[PRESETS[preset].calls]
    (second, third, fourth), (first_is, second_is, third_is) = words.calls, words.matched
    return [
        f"Everyone starts with {PRESETS[preset].stake} coins. A pool sits in the middle of the table.",
        dealing + " The player on the dealer's left leads any card, then everyone in turn to the left plays "
        "one card.",
        "If you hold a card of the same rank as the card played just before yours, you "
        + (
            "may play it, or play another card instead: declining costs nothing. Matching "
            if PRESETS[preset].optional_match
            else "must play it. Matching "
        )
        + f"is called out: the second card of a run is \"{second}\", the third \"{third}\" and the fourth "
        f"\"{fourth}\".",
        f"Whoever is matched pays into the pool: 1 coin when their card was the first of the run ({first_is}), "
        f"2 when it was the second ({second_is}), 3 when it was the third ({third_is}). A card of another rank "
        "starts a new run.",
        next_deal,
        "A player with no coins left is out at once. The last player with coins takes the whole pool and wins.",
        options,
    ]


RULES: dict[str, list[str]] = {
    "round-games": [
        "Everyone starts with 5 coins. A pool sits in the middle of the table.",
        "The dealer gives 5 cards to each player, one at a time. The player on the dealer's left leads any card, "
        "then everyone in turn to the left plays one card.",
        "If you hold a card of the same rank as the card played just before yours, you must play it. "
        + _COMMON_CALLS,
        "Whoever is matched pays into the pool: 1 coin when their card was the first of the run (snipped), "
        "2 when it was the second (snapped), 3 when it was the third (snorumed). A card of another rank starts "
        "a new run.",
        "When the hands are empty, the player on the left deals the next five cards each.",
        "A player with no coins left is out at once. The last player with coins takes the whole pool and wins.",
        "Tip: the lead is a disadvantage. Lead a rank whose other cards you have seen, or one of a pair you hold.",
        "Options: a 32-card pack (sevens to aces, for 2–6 players); more or fewer coins; allowing a revoke "
        "(declining to match costs double); Turn-up Snip, where the dealer turns up a card that the first "
        "player may match and be paid for.",
    ],
    "all-dealt": [
        "Everyone starts with 20 coins. All the cards are dealt, one at a time; some players may hold one more.",
        "The player on the dealer's left leads any card. In turn to the left, a player who holds a card of that "
        "rank must play it; a player who holds none passes.",
        _COMMON_CALLS + " Whoever plays the fourth leads any card next.",
        "Only a card matched by the very next player costs anything: 1 coin if it was the first of its rank, "
        "2 if the second, 3 if the third. If anyone passed in between, nobody pays.",
        "If everyone passes and the turn comes back to you, play your next card of the rank (free of charge).",
        "The first player to play their last card calls \"Out!\". Everyone else pays 1 coin per card still in "
        "hand into the pool, and the player who went out takes the whole pool.",
        "After the agreed number of deals (3 unless you choose otherwise) the player with the most coins wins.",
        "Options: a pass can cost 1 coin to the pool or to the player you could not match; or play the "
        "children's game without coins, where the first out wins the deal and most deals won wins.",
    ],
    "earl-of-coventry": [
        "The same game as \"All cards dealt\", with a rhyme for each card of a rank instead of Snip, Snap, Snorum:",
        "1st seven: \"There's as good as seven can be!\"",
        "2nd seven: \"There's a seven as good as he!\"",
        "3rd seven: \"There's the best of all the three!\"",
        "4th seven: \"And there's the Earl of Coventree!\"",
        "Everyone starts with 20 coins. A player who holds a card of the rank in play must play it; otherwise "
        "they pass. Only a card matched by the very next player costs 1, 2 or 3 coins.",
        "The first player out of cards collects 1 coin per card left from everyone, via the pool. Most coins "
        "after the agreed deals wins.",
    ],
    "nobble": [
        "Nobble is Round games as they play it in Bolton, with its own words:",
        *_everyone_plays(
            "nobble",
            "The dealer gives 5 cards to each player, one at a time.",
            "When the hands are empty, the player on the left deals the next five cards each.",
            "Options: a 32-card pack (sevens to aces, for 2–6 players); more or fewer coins; allowing a revoke "
            "(declining to match costs double); a turned-up card for the first player to match.",
        ),
    ],
    "snore-em": [
        "Snip Snap Snore 'Em is Nobble with every card dealt:",
        *_everyone_plays(
            "snore-em",
            "The dealer deals out the whole pack, one card at a time; some players may hold one more. Once only "
            "two or three players are left in the game, each is dealt 13 cards instead.",
            "When the hands are empty, the player on the left deals again.",
            "Options: more or fewer coins; allowing a revoke (declining to match costs double).",
        ),
    ],
    "bump": [
        "Bump (Tuppenny Ha'penny Bump) is Nobble where nobody has to match:",
        *_everyone_plays(
            "bump",
            f"The dealer gives {PRESETS['bump'].few_hand} cards to each player when three or fewer are in the "
            f"game, else {PRESETS['bump'].hand_size}, one at a time.",
            "When the hands are empty, the player on the left deals again.",
            "Options: a 32-card pack (sevens to aces, for 2–6 players); more or fewer coins; 5 or 7 cards each "
            "whatever the number of players; a turned-up card for the first player to match.",
        ),
        "Tip: matching gets rid of a card, but the next player may match yours and bump you double.",
    ],
    "motor": [
        "Motor is Nobble where a run is paid for only when it ends, and by one player only. Coins are lives.",
        f"Everyone starts with {PRESETS['motor'].stake} lives. A pool sits in the middle of the table.",
        f"The dealer gives {PRESETS['motor'].hand_size} cards to each player, one at a time. The player on the "
        "dealer's left leads any card, then everyone in turn to the left plays one card.",
        "If you hold a card of the same rank as the card played just before yours, you must play it. "
        + _COMMON_CALLS,
        "A run ends when a card of another rank is played, with its fourth card, or when the deal ends. Then "
        "only its last matched player loses lives: in a run of two the first player loses 1, in a run of three "
        "the second loses 2 (the first nothing), in a run of four the third loses 3 (the first two nothing).",
        "When the hands are empty, the player on the left deals the next five cards each.",
        "A player with no lives left is out at once. The last player with lives takes the whole pool and wins.",
        "Options: a 32-card pack (sevens to aces, for 2–6 players); more or fewer lives.",
    ],
    "cavendish": [
        "Cavendish's game (and Peel's variation): all the cards are dealt, and you keep playing until you are "
        "matched.",
        f"Everyone starts with {PRESETS['cavendish'].stake} coins. A pool sits in the middle of the table. The "
        "dealer deals out the whole pack, one card at a time; some players may hold one more.",
        "The player on the dealer's left leads any card. Only the very next player may match it, and must if "
        "they can: \"Snip!\", and the leader pays 1 coin. Then their next player may match that card "
        "(\"Snap!\", 2 coins), and the next (\"Snorum!\", 3 coins).",
        "When the next player cannot match the last card, whoever played it plays again: any card, which "
        "starts a new run. After all four cards of a rank, the player of the fourth plays again.",
        "A player with no coins left is out at once. The first player out of cards takes the whole pool and "
        "wins — or the last player with coins, if that comes first.",
        "Options: \"Game ends\" — the first out of cards wins, or play on, dealing again when every hand is "
        "empty, until one player has coins left; \"Coins each\" — more or fewer, or unlimited: nobody is ever "
        "out, the first out of cards takes the pool at every deal, and most coins after the agreed deals wins.",
    ],
}

PRESET_TITLES = {
    "round-games": "Round games (Peel)",
    "all-dealt": "All cards dealt",
    "earl-of-coventry": "Earl of Coventry",
    "nobble": "Nobble (Peel's, Bolton words)",
    "snore-em": "Snore 'Em (Peel's, all dealt)",
    "bump": "Bump (Tuppenny Ha'penny Bump)",
    "motor": "Motor",
    "cavendish": "Cavendish (play until matched)",
}
"""Each preset's name as people read it."""

PRESET_NOTES = {
    "round-games": "Peel's game: 5 cards and 5 coins each, everyone plays in turn, the last with coins wins",
    "all-dealt": "Every card dealt; follow the rank or pass; the first out of cards is paid for every card left",
    "earl-of-coventry": "As All cards dealt, with a line of the Earl's rhyme for each card of a rank",
    "nobble": "Peel's game with Bolton's calls: Nobble!, Double nobble!, Triple nobble!",
    "snore-em": "Peel's game with every card dealt (13 each when three or fewer are left); Snore 'em!",
    "bump": "Peel's game, but matching is optional and declining costs nothing; 7 cards for three or fewer",
    "motor": "Peel's game, but a run is paid for when it ends, by its last matched player only; coins are lives",
    "cavendish": "Every card dealt; unmatched, you play again; the first out of cards takes the pool",
}
"""How each preset differs from Peel's game, in one line for the setup screen (RULES.md §1.1–§1.4)."""

_A_RUN = RulesExample(
    "A run of sevens",
    ("7H", "7S", "7D", "7C"),
    ("lead", "Snip!", "Snap!", "Snorum!"),
    "Ann leads the 7♥ and Bob matches it, calling \"Snip!\": Ann is snipped and pays 1. Cy matches Bob "
    "(Bob is snapped, pays 2), Dot matches Cy (Cy is snorumed, pays 3).",
)
_A_NEW_RUN = RulesExample(
    "A new run",
    ("7H", "7S", "QD"),
    ("lead", "Snip!", "no seven"),
    "Ann leads the 7♥ and Bob snips it; Cy holds no seven, so he plays any card: the Q♦ starts a new run, "
    "and Bob pays nothing.",
)
_THE_EARL = RulesExample(
    "The Earl of Coventry",
    ("7H", "7S", "7D", "7C"),
    ("1st", "2nd", "3rd", "the Earl!"),
    "Each seven is played with its line of the rhyme; the fourth is the Earl of Coventree.",
)

_NOBBLES = RulesExample(
    "A run of sevens",
    ("7H", "7S", "7D", "7C"),
    ("lead", *WORDS[PRESETS["nobble"].calls].calls),
    "Ann leads the 7♥ and Bob matches it: Ann is nobbled and pays 1. Cy matches Bob (Bob is double nobbled, "
    "pays 2), Dot matches Cy (Cy is triple nobbled, pays 3).",
)
_SNORED = RulesExample(
    "A run of sevens",
    ("7H", "7S", "7D", "7C"),
    ("lead", *WORDS[PRESETS["snore-em"].calls].calls),
    "Ann leads the 7♥ and Bob snips it (Ann pays 1); Cy snaps Bob (Bob pays 2), and Dot's \"Snore 'em!\" "
    "leaves Cy snored, paying 3.",
)
_BUMPS = RulesExample(
    "A run of sevens",
    ("7H", "7S", "7D", "7C"),
    ("lead", *WORDS[PRESETS["bump"].calls].calls),
    "Ann leads the 7♥ and Bob chooses to match it: Ann is bumped and pays 1. Cy matches Bob (Bob is double "
    "bumped, pays 2), Dot matches Cy (Cy is triple bumped, pays 3). Any of them could have played another card.",
)
_MOTOR = RulesExample(
    "A run of three sevens",
    ("7H", "7S", "7D", "QC"),
    ("lead", "Snip!", "Snap!", "a queen"),
    "Ann leads the 7♥, Bob snips it, Cy snaps Bob; Dot has no seven and plays the Q♣. The run has ended: "
    "only Bob, its last matched player, loses 2 lives — Ann loses nothing.",
)

_PLAYS_AGAIN = RulesExample(
    "Play until you are matched",
    ("7H", "10S", "10D", "10C"),
    ("Ann", "again", "Snip!", "Snap!"),
    "Ann plays a 7, but Bob has no 7, so Ann plays again: a 10. Bob matches it (Ann pays 1), and Cy matches "
    "Bob (Bob pays 2). Dot has no 10, so Cy plays again.",
)

EXAMPLES: dict[str, tuple[RulesExample, ...]] = {
    "round-games": (_A_RUN, _A_NEW_RUN),
    "all-dealt": (_A_RUN,),
    "earl-of-coventry": (_THE_EARL,),
    "nobble": (_NOBBLES,),
    "snore-em": (_SNORED,),
    "bump": (_BUMPS,),
    "motor": (_MOTOR,),
    "cavendish": (_PLAYS_AGAIN,),
}
"""The pictures beside each preset's rules (RULES.md §1.1–§1.4)."""
