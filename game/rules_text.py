"""The rules screens' text: each game and preset explained in the project's own words (RULES.md §1, §2, §5)."""

from __future__ import annotations

from game.rules import jig, snap
from game.rules import snip_snap_snorum as sss

_COMMON_CALLS = (
    "Matching the card just played is called out: the second card of a run is \"Snip!\", the third "
    "\"Snap!\" and the fourth \"Snorum!\"."
)

SNIP_SNAP_SNORUM: dict[str, list[str]] = {
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
}

PRESET_TITLES = {
    "round-games": "Round games (Peel)",
    "all-dealt": "All cards dealt",
    "earl-of-coventry": "Earl of Coventry",
    "snap": "Snap",
    "grab": "Grab",
    "peel": "Peel's rules",
    "pagat": "Pagat's calls (Jingo)",
    "jig-four": "Jig of four (cyclic)",
    "german": "German (Schnipp-Schnapp)",
}
"""Each preset's name as people read it. The setup screen looks titles up by preset alone, so no two games may
share a preset name (tests/test_rules_text.py checks it)."""

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

SNAP: dict[str, list[str]] = {
    "snap": [*_SNAP_COMMON, "Keys: each player has their own Snap key, shown by their seat (Settings › Snap keys)."],
    "grab": [
        "Grab is Snap with a cork in the middle of the table: instead of calling \"Snap\", you snatch the cork "
        "— press your Grab key. For the centre you snatch it and say \"Centre\".",
        *_SNAP_COMMON[:-1],
        "Everything else is as in Snap.",
    ],
}


def _listing(words: tuple[str, ...]) -> str:
    """`words` quoted and listed: '"Snip", "Snap" and "Jig"'."""
    quoted = [f'"{w}"' for w in words]
    return ", ".join(quoted[:-1]) + " and " + quoted[-1]


def _jig(preset: str, suits: str) -> list[str]:
    """The rules screen of Jig's `preset` (RULES.md §2): the calls, the sequence length, the stops and the
    options come from the preset, so the text cannot disagree with the game; `suits` says which pack is used
    and how a suit's cards run."""
    options = jig.PRESETS[preset]
    calls = options.calls
    played = "the next card up has already been played (or is dead, see the options)"
    if options.cyclic:
        stop = f"A sequence ends early at a stop: when {played}."
    else:
        top = options.ranks[-1].noun.capitalize()
        stop = f"A sequence ends early at a stop: when the card just played is a {top}, or when {played}."
    rex = '; and Rex, which makes sequences of 6 cards, the sixth called "Rex"' if "rex" in jig.SETTABLE[preset] else ""
    return [
        f"Everyone starts with {options.stake} coins. All the cards are dealt, one at a time; some players may "
        "hold one more. " + suits,
        f'The player on the dealer\'s left leads any card, calling "{calls[0]}". Whoever holds the next higher '
        f'card of the same suit must play it, calling "{calls[1]}", then the holder of the next card up, and so '
        f"on: the calls are {_listing(calls)}, and {len(calls)} cards make a full sequence. The cards are played "
        "by whoever holds them, not in turn round the table: the leader may well hold the next card too.",
        f'{stop} Its player adds "Jig" to the call: "{calls[1]}-Jig".',
        f"Whoever plays the last card of a sequence (the {len(calls)}th, or a stop) leads the next one.",
        'The first player to play their last card calls "Out!". The deal ends at once, even in the middle of a '
        "sequence, and every other player pays them 1 coin for each card still in hand (a player short of coins "
        "pays what they have).",
        "The deal passes to the left. A match is a number of deals (unless you choose otherwise, each player "
        "deals once), and the player with the most coins at the end wins.",
        "On the table the cards played are laid out in one row per suit, in rank order, so you can see which "
        "cards are out; an empty place with its rank in red is a stop. Only a lead is a choice: the next card of a sequence must be played, so it plays itself "
        "when you hold it — unless you set Settings › Jig forced cards to \"You play them\", to play every card "
        "yourself.",
        "Tip: lead cards that bring the lead back to you. A sequence that ends in your own hand, on its last "
        "card or on a stop, lets you lead again and get rid of more cards; even a lead can be a stop "
        f'("{calls[0]}-Jig"). So remember which cards are out: then you know the stops, and when you hold one '
        "you can lead the cards that run up to it.",
        "Options: a pool, into which everyone pays 1 coin at each deal and which the winner of the deal takes "
        "too; dead cards, 1 to 4 cards from the bottom of the pack set aside before dealing, which count as "
        "already played, so the card below each one is a stop (with one, it is turned up for all to see; more stay face down, and you learn of one only when it "
        f"stops a sequence); the coins each player starts with; the number of deals{rex}.",
    ]


_ACE_TO_KING = "The pack has 52 cards; each suit runs from the Ace (lowest) up to the King (highest)."

JIG: dict[str, list[str]] = {
    "peel": _jig("peel", _ACE_TO_KING),
    "pagat": _jig("pagat", _ACE_TO_KING),
    "jig-four": _jig(
        "jig-four",
        "The pack has 52 cards; each suit runs from the Ace up to the King and round again: after the King comes "
        "the Ace (… Q K A 2 …), so a suit has no top.",
    ),
    "german": _jig(
        "german",
        "The pack has 32 cards, 7 8 9 10 J Q K A in each suit, and a suit runs round again: after the Ace comes "
        "the 7 (… K A 7 8 …), so it has no top.",
    ),
}

RULES: dict[str, dict[str, list[str]]] = {sss.GAME: SNIP_SNAP_SNORUM, snap.GAME: SNAP, jig.GAME: JIG}
"""Every game's rules screens, by game key and preset; each game's first preset is its default."""


def rules_for(game: str, preset: str) -> list[str]:
    """The paragraphs of the rules screen for `game` and `preset` (an unknown game falls back to
    Snip-Snap-Snorum, an unknown preset to the game's default)."""
    texts = RULES.get(game, SNIP_SNAP_SNORUM)
    return texts.get(preset, next(iter(texts.values())))
