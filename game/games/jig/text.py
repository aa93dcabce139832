"""The rules screens of Jig in the project's own words, built from each preset's options (RULES.md §2).

The screens are built in the language in use when they are shown (and kept for as long as it is), so each
paragraph is one whole translatable text whose numbers and calls are fields."""

from __future__ import annotations

from collections.abc import Mapping

from game.core.cards import Rank
from game.core.spec import RulesExample
from game.games.jig import rules as jig
from game.i18n import N_, InLanguage, _


CALL_CAPTIONS = (
    N_("Snip"), N_("Snip-Jig"), N_("Snap"), N_("Snap-Jig"), N_("Snorum"), N_("Snorum-Jig"),
    N_("Hickockalorum"), N_("Hickockalorum-Jig"), N_("Jig"), N_("High Cockalorum"), N_("High Cockalorum-Jig"),
    N_("Jingo"), N_("Schnipp"), N_("Schnipp-Jig"), N_("Schnapp"), N_("Schnapp-Jig"), N_("Schnurr"),
    N_("Schnurr-Jig"), N_("Burr"), N_("Burr-Jig"), N_("Basilorum"), N_("Basilorum-Jig"), N_("Rex"), N_("Out!"),
)
"""Every call Jig's players make, whole, for the catalogue: the rules build a stop's call from its parts
("Snap" + "-Jig"), the captions show `_(words)` and the voice says the English words."""

SETTING = "Jig forced cards"
SETTING_VALUE = "You play them"
"""The setting the rules send people to, and its value, as Settings names them (game/scenes/settings.py
marks them for the catalogue)."""



def _quoted(call: str) -> str:
    """A call in quotes, in the language in use: '"Snip"'."""
    return _('"{call}"').format(call=_(call))


def _listing(words: tuple[str, ...]) -> str:
    """`words` quoted and listed: '"Snip", "Snap" and "Jig"'."""
    quoted = [_quoted(w) for w in words]
    # Translators: {first} is a list of calls ("Snip", "Snap"), {last} the last call of the list.
    return _("{first} and {last}").format(first=_(", ").join(quoted[:-1]), last=quoted[-1])


_DEALING = {
    "ace-to-king": N_(
        "Everyone starts with {n} coins. All the cards are dealt, one at a time; some players may hold one more. "
        "The pack has 52 cards; each suit runs from the Ace (lowest) up to the King (highest)."
    ),
    "cyclic": N_(
        "Everyone starts with {n} coins. All the cards are dealt, one at a time; some players may hold one more. "
        "The pack has 52 cards; each suit runs from the Ace up to the King and round again: after the King comes "
        "the Ace (… Q K A 2 …), so a suit has no top."
    ),
    "german": N_(
        "Everyone starts with {n} coins. All the cards are dealt, one at a time; some players may hold one more. "
        "The pack has 32 cards, 7 8 9 10 J Q K A in each suit, and a suit runs round again: after the Ace comes "
        "the 7 (… K A 7 8 …), so it has no top."
    ),
}
"""The stake, the deal and the pack of each kind of preset: which pack, and how a suit's cards run."""

_SUITS = {"peel": "ace-to-king", "pagat": "ace-to-king", "jig-four": "cyclic", "german": "german"}

_TOP = {Rank.KING: N_("King"), Rank.ACE: N_("Ace")}
"""The top of a suit that does not run round, as the rules name it."""


def _last_card(options: jig.Options) -> str:
    """Who leads next: the player of a full sequence's last card — the 5th, 6th with Rex — or of a stop
    (RULES.md §2.1, §2.2 `german` option `rex`)."""
    n = options.sequence_length
    if "rex" in jig.SETTABLE[options.preset] and not options.rex:
        return _(
            "Whoever plays the last card of a sequence (the {n}th — the {rex}th with Rex — or a stop) leads the "
            "next one."
        ).format(n=n, rex=n + 1)
    return _("Whoever plays the last card of a sequence (the {n}th, or a stop) leads the next one.").format(n=n)


def _jig(preset: str) -> list[str]:
    """The rules screen of Jig's `preset` (RULES.md §2), played with its options."""
    return rules_text(jig.PRESETS[preset])


def rules_text(options: jig.Options) -> list[str]:
    """The rules screen of Jig played with `options` (RULES.md §2): the calls, the sequence length, the stops
    and the options come from them, so the text cannot disagree with the game."""
    preset = options.preset
    calls = tuple(options.word(position) for position in range(1, options.sequence_length + 1))
    n = len(calls)
    stop_call = _(calls[1] + jig.STOP_CALL)
    if options.cyclic:
        stop = _(
            "A sequence ends early at a stop: when the next card up has already been played (or is dead, see "
            "the options). Its player adds \"Jig\" to the call: \"{stop}\"."
        ).format(stop=stop_call)
    else:
        stop = _(
            "A sequence ends early at a stop: when the card just played is a {top}, or when the next card up has "
            "already been played (or is dead, see the options). Its player adds \"Jig\" to the call: \"{stop}\"."
        ).format(top=_(_TOP[options.ranks[-1]]), stop=stop_call)
    if "rex" in jig.SETTABLE[preset]:
        choices = _(
            "Options: a pool, into which everyone pays 1 coin at each deal and which the winner of the deal takes "
            "too; dead cards, 1 to 4 cards from the bottom of the pack set aside before dealing, which count as "
            "already played, so the card below each one is a stop (with one, it is turned up for all to see; more "
            "stay face down, and you learn of one only when it stops a sequence); the coins each player starts "
            "with; the number of deals; and Rex, which makes sequences of 6 cards, the sixth called \"{rex}\"."
        ).format(rex=_("Rex"))
    else:
        choices = _(
            "Options: a pool, into which everyone pays 1 coin at each deal and which the winner of the deal takes "
            "too; dead cards, 1 to 4 cards from the bottom of the pack set aside before dealing, which count as "
            "already played, so the card below each one is a stop (with one, it is turned up for all to see; more "
            "stay face down, and you learn of one only when it stops a sequence); the coins each player starts "
            "with; the number of deals."
        )
    return [
        _(_DEALING[_SUITS[preset]]).format(n=options.stake),
        _(
            "The player on the dealer's left leads any card, calling \"{first}\". Whoever holds the next higher "
            "card of the same suit must play it, calling \"{second}\", then the holder of the next card up, and so "
            "on: the calls are {calls}, and {n} cards make a full sequence. The cards are played by whoever holds "
            "them, not in turn round the table: the leader may well hold the next card too."
        ).format(first=_(calls[0]), second=_(calls[1]), calls=_listing(calls), n=n),
        stop,
        _last_card(options),
        _(
            "The first player to play their last card calls \"{out}\". The deal ends at once, even in the middle "
            "of a sequence, and every other player pays them 1 coin for each card still in hand (a player short "
            "of coins pays what they have)."
        ).format(out=_(jig.OUT_CALL)),
        _(
            "The deal passes to the left. A match is a number of deals (unless you choose otherwise, each player "
            "deals once), and the player with the most coins at the end wins."
        ),
        _(
            "On the table the cards played are laid out in one row per suit, in rank order, so you can see which "
            "cards are out; an empty place with its rank in red is a stop. Only a lead is a choice: the next card "
            "of a sequence must be played, so it plays itself when you hold it — unless you set Settings › "
            "{setting} to \"{value}\", to play every card yourself."
        ).format(setting=_(SETTING), value=_(SETTING_VALUE)),
        _(
            "Tip: lead cards that bring the lead back to you. A sequence that ends in your own hand, on its last "
            "card or on a stop, lets you lead again and get rid of more cards; even a lead can be a stop "
            "(\"{lead_stop}\"). So remember which cards are out: then you know the stops, and when you hold one "
            "you can lead the cards that run up to it."
        ).format(lead_stop=_(calls[0] + jig.STOP_CALL)),
        choices,
    ]


RULES: Mapping[str, list[str]] = InLanguage(_jig, jig.PRESETS)
"""Each preset's rules screen, paragraph by paragraph, in the language in use."""

PRESET_TITLES = {
    "peel": N_("Peel's rules"),
    "pagat": N_("Pagat's calls (Jingo)"),
    "jig-four": N_("Jig of four (cyclic)"),
    "german": N_("German (Schnipp-Schnapp)"),
}
"""Each preset's name as people read it (marked for the catalogue: the screens translate it)."""


def _a_stop(preset: str, cards: tuple[str, str, str], out: str) -> RulesExample:
    """A sequence of three cards of `preset` that stops because the card above the third (`out`, a code) was
    played before (RULES.md §2: a stop)."""
    calls = jig.PRESETS[preset].calls
    shown = out[:-1] + {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[out[-1]]
    stop = _(calls[2] + jig.STOP_CALL)
    return RulesExample(
        _("A stop"),
        (*cards, ""),
        (_(calls[0]), _(calls[1]), stop, _("{card} is out").format(card=shown)),
        _(
            "The {card} was played before, so nobody can go on: the third card is a stop, its player calls "
            "\"{stop}\" and leads the next sequence."
        ).format(card=shown, stop=stop),
    )


_STOPS = {
    "peel": (("5S", "6S", "7S"), "8S"),
    "pagat": (("5S", "6S", "7S"), "8S"),
    "jig-four": (("5S", "6S", "7S"), "8S"),
    "german": (("8S", "9S", "10S"), "JS"),
}

EXAMPLES: Mapping[str, tuple[RulesExample, ...]] = InLanguage(lambda preset: (_a_stop(preset, *_STOPS[preset]),), jig.PRESETS)
"""The pictures beside each preset's rules (RULES.md §2), in the language in use."""
