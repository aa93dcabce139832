"""The rules screens of Jig in the project's own words, built from each preset's options (RULES.md §2)."""

from __future__ import annotations

from game.core.spec import RulesExample

from game.games.jig import rules as jig


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

RULES: dict[str, list[str]] = {
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

PRESET_TITLES = {
    "peel": "Peel's rules",
    "pagat": "Pagat's calls (Jingo)",
    "jig-four": "Jig of four (cyclic)",
    "german": "German (Schnipp-Schnapp)",
}
"""Each preset's name as people read it."""


def _a_stop(preset: str, cards: tuple[str, str, str], out: str) -> RulesExample:
    """A sequence of three cards of `preset` that stops because the card above the third (`out`, a code) was
    played before (RULES.md §2: a stop)."""
    calls = jig.PRESETS[preset].calls
    shown = out[:-1] + {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[out[-1]]
    return RulesExample(
        "A stop",
        (*cards, ""),
        (calls[0], calls[1], f"{calls[2]}-Jig", f"{shown} is out"),
        f"The {shown} was played before, so nobody can go on: the third card is a stop, its player calls "
        f"\"{calls[2]}-Jig\" and leads the next sequence.",
    )


EXAMPLES: dict[str, tuple[RulesExample, ...]] = {
    "peel": (_a_stop("peel", ("5S", "6S", "7S"), "8S"),),
    "pagat": (_a_stop("pagat", ("5S", "6S", "7S"), "8S"),),
    "jig-four": (_a_stop("jig-four", ("5S", "6S", "7S"), "8S"),),
    "german": (_a_stop("german", ("8S", "9S", "10S"), "JS"),),
}
"""The pictures beside each preset's rules (RULES.md §2)."""
