"""The rules screens of Snip-Snap-Snorum in the project's own words, one per preset (RULES.md §1); those
played like Peel's first method with other words and deals (§1.4) are built from their presets' data.

The screens are built in the language in use when they are shown (and kept for as long as it is), so each
paragraph is one whole translatable text whose numbers and calls are fields."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from game.core.cards import Rank
from game.core.spec import RulesExample
from game.games.snip_snap_snorum.presets import (
    EARL_LAST_LINES,
    EARL_RHYMES,
    PRESETS,
    SETTABLE,
    WORDS,
    Ends,
    Options,
    PassPayment,
)
from game.i18n import N_, InLanguage, _, ngettext




def _stake(o: Options) -> str:
    """ "Everyone starts with 5 coins. A pool sits in the middle of the table." (lives in Motor)."""
    n = o.stake or 0
    if o.lives:
        return ngettext(
            "Everyone starts with {n} life. A pool sits in the middle of the table.",
            "Everyone starts with {n} lives. A pool sits in the middle of the table.",
            n,
        ).format(n=n)
    return ngettext(
        "Everyone starts with {n} coin. A pool sits in the middle of the table.",
        "Everyone starts with {n} coins. A pool sits in the middle of the table.",
        n,
    ).format(n=n)


def _five_each(o: Options) -> str:
    """How Peel's game deals: 5 cards each (RULES.md §1.1)."""
    return _(
        "The dealer gives {n} cards to each player, one at a time. The player on the dealer's left leads any "
        "card, then everyone in turn to the left plays one card."
    ).format(n=o.hand or o.hand_size)


def _must_match(o: Options) -> str:
    """The rule to match, and the preset's calls (RULES.md §1.1, §1.4)."""
    second, third, fourth = (_(w) for w in WORDS[o.calls].calls)
    if o.optional_match:
        text = _(
            "If you hold a card of the same rank as the card played just before yours, you may play it, or play "
            "another card instead: declining costs nothing. Matching is called out: the second card of a run is "
            "\"{second}\", the third \"{third}\" and the fourth \"{fourth}\"."
        )
    else:
        text = _(
            "If you hold a card of the same rank as the card played just before yours, you must play it. "
            "Matching is called out: the second card of a run is \"{second}\", the third \"{third}\" and the "
            "fourth \"{fourth}\"."
        )
    return text.format(second=second, third=third, fourth=fourth)


def _who_pays(o: Options) -> str:
    """Peel's chain payments, in the preset's words (RULES.md §1.1, §1.4)."""
    first, second, third = (_(w) for w in WORDS[o.calls].matched)
    return _(
        "Whoever is matched pays into the pool: 1 coin when their card was the first of the run ({first}), "
        "2 when it was the second ({second}), 3 when it was the third ({third}). A card of another rank starts "
        "a new run."
    ).format(first=first, second=second, third=third)


def _next_deal(o: Options) -> str:
    """Who deals next, and what (RULES.md §1.1 "When every hand of the deal is empty", §1.4 `snore-em`)."""
    n = o.hand_size
    if n is None or o.few_hand is not None:  # all the cards, or as many as the players in the game
        return _(
            "When the hands are empty, the next player on the left who is still in the game deals again."
        )
    return _(
        "When the hands are empty, the next player on the left who is still in the game deals the next {n} cards "
        "each."
    ).format(n=n)


def _out_of_coins(o: Options) -> str:
    """Paying when short, going out at 0 and the card left behind (RULES.md "Conventions", §1.1, §1.4)."""
    if o.lives:
        text = _(
            "A player who owes more lives than they have loses all they have. A player with no lives left is "
            "out at once and their cards are set aside, but the card they played last still counts: the next "
            "player must match it if they can, and the player who is out loses nothing more. The last player "
            "with lives takes the whole pool and wins."
        )
    elif o.optional_match:
        text = _(
            "A player who owes more coins than they have pays all they have. A player with no coins left is out "
            "at once and their cards are set aside, but the card they played last still counts: the next player "
            "may match it, and the player who is out pays nothing more. The last player with coins takes the "
            "whole pool and wins."
        )
    else:
        text = _(
            "A player who owes more coins than they have pays all they have. A player with no coins left is out "
            "at once and their cards are set aside, but the card they played last still counts: the next player "
            "must match it if they can, and the player who is out pays nothing more. The last player with coins "
            "takes the whole pool and wins."
        )
    return text


def _turn_up(o: Options) -> str:
    """Turn-up Snip as the engine plays it (RULES.md §1.1 option `turn_up`, `turn_up_payer`)."""
    snip = _(WORDS[o.calls].calls[0])
    if o.optional_match:
        text = _(
            "Turn-up (an option): after dealing, the dealer turns up the next card of the pack; it counts as the "
            "dealer's lead. The player on the dealer's left may match it (\"{snip}\"). Then, as you choose, the "
            "pool pays them 1 coin (nothing if the pool is empty), or the dealer pays 1 coin into the pool."
        )
    else:
        text = _(
            "Turn-up Snip (an option): after dealing, the dealer turns up the next card of the pack; it counts as "
            "the dealer's lead, so the player on the dealer's left must match it if they can (\"{snip}\"). Then, "
            "as you choose, the pool pays them 1 coin (nothing if the pool is empty), or the dealer pays 1 coin "
            "into the pool."
        )
    return text.format(snip=snip)


def _revoke(o: Options) -> str:
    """A revoke as the engine charges it (RULES.md §1.1 option `revoke`), with the turn-up's case where the
    preset has both options."""
    if "turn_up" in SETTABLE[o.preset]:
        return _(
            "Revoke (an option): you may play another card instead of matching. You then pay double what the "
            "match would have cost — 2 coins for a card that was the first of its run, 4 for the second, 6 for "
            "the third — and the player you did not match still pays as though matched. Your card starts a new "
            "run. Declining to match the turned-up card costs you 2 coins whoever would have paid: the dealer, "
            "if the dealer is the payer, still pays 1 coin; if the pool is, nobody else pays."
        )
    return _(
        "Revoke (an option): you may play another card instead of matching. You then pay double what the match "
        "would have cost — 2 coins for a card that was the first of its run, 4 for the second, 6 for the third "
        "— and the player you did not match still pays as though matched. Your card starts a new run."
    )


def _everyone_plays(o: Options, dealing: str, options: str) -> list[str]:
    """The rules screen of a preset played like Peel's first method with its own words (RULES.md §1.1,
    §1.4); `dealing` is its whole paragraph on the deal and the lead; the options it lets players set are
    explained after `options`, the list of them."""
    settable = SETTABLE[o.preset]
    return [
        _stake(o),
        dealing,
        _must_match(o),
        _who_pays(o),
        _next_deal(o),
        _out_of_coins(o),
        options,
        *([_revoke(o)] if "revoke" in settable else []),
        *([_turn_up(o)] if "turn_up" in settable else []),
    ]


def _round_games(o: Options) -> list[str]:
    paragraphs = _everyone_plays(
        o,
        _five_each(o),
        _(
            "Options: a 32-card pack (sevens to aces, for 2–6 players); more or fewer coins; allowing a revoke; "
            "Turn-up Snip, with the pool or the dealer paying for a match of the turned-up card."
        ),
    )
    tip = _("Tip: the lead is a disadvantage. Lead a rank whose other cards you have seen, or one of a pair you hold.")
    return [*paragraphs[:6], tip, *paragraphs[6:]]


def _deals_to_win(o: Options) -> str:
    """How a match of `o.deals` deals is won (RULES.md §1.2 options `deals`, `coins`)."""
    if not o.coins:
        return ngettext(
            "After {n} deal the player who won the most deals wins; players tied for the most share the win.",
            "After {n} deals the player who won the most deals wins; players tied for the most share the win.",
            o.deals,
        ).format(n=o.deals)
    if o.deals == PRESETS[o.preset].deals:
        return _(
            "After the agreed number of deals ({n} unless you choose otherwise) the player with the most coins "
            "wins; players tied for the most share the win."
        ).format(n=o.deals)
    return ngettext(
        "After {n} deal the player with the most coins wins; players tied for the most share the win.",
        "After {n} deals the player with the most coins wins; players tied for the most share the win.",
        o.deals,
    ).format(n=o.deals)


def _pass_costs(o: Options) -> list[str]:
    """What a pass costs, if anything (RULES.md §1.2 option `pass_payment`)."""
    if not o.coins or o.pass_payment is PassPayment.NONE:
        return []
    if o.pass_payment is PassPayment.TO_POOL:
        return [_("Each pass costs the player who passes 1 coin into the pool.")]
    return [_("Each pass costs the player who passes 1 coin, paid to the player whose card they could not match.")]


def _all_dealt(o: Options) -> list[str]:
    if o.coins:
        start = ngettext(
            "Everyone starts with {n} coin. All the cards are dealt, one at a time; some players may hold one more.",
            "Everyone starts with {n} coins. All the cards are dealt, one at a time; some players may hold one more.",
            o.stake or 0,
        ).format(n=o.stake)
    else:
        start = _(
            "The children's game: nobody plays for coins. All the cards are dealt, one at a time; some players may "
            "hold one more."
        )
    paid = [
        _(
            "Only a card matched by the very next player costs anything: 1 coin if it was the first of its rank, "
            "2 if the second, 3 if the third. If anyone passed in between, nobody pays."
        ),
        *_pass_costs(o),
    ]
    out = _(
        "The first player to play their last card calls \"{out}\". If that card earned a penalty, it is paid "
        "first. Then everyone else pays 1 coin per card still in hand into the pool, and the player who went "
        "out takes the whole pool."
    ) if o.coins else _("The first player to play their last card calls \"{out}\" and wins the deal.")
    never_out = _(
        "Nobody is ever out of the game: a player who owes more coins than they have pays all they have, and "
        "with none left keeps playing, paying nothing."
    )
    return [
        start,
        _(
            "The player on the dealer's left leads any card. In turn to the left, a player who holds a card of "
            "that rank must play it; a player who holds none passes."
        ),
        _(
            "Matching the card just played is called out: the second card of a run is \"{snip}\", the third "
            "\"{snap}\" and the fourth \"{snorum}\". Whoever plays the fourth leads any card next."
        ).format(snip=_(N_("Snip!")), snap=_(N_("Snap!")), snorum=_(N_("Snorum!"))),
        *(paid if o.coins else []),
        _("If everyone passes and the turn comes back to you, play your next card of the rank (free of charge)."),
        out.format(out=_(N_("Out!"))),
        *([never_out] if o.coins else []),
        _deals_to_win(o),
        _(
            "Options: a pass can cost 1 coin to the pool or to the player you could not match; or play the "
            "children's game without coins, where the first out wins the deal and most deals won wins (ties "
            "share the win)."
        ),
    ]


def _the_earl(o: Options) -> list[str]:
    rhyme = (*EARL_RHYMES[Rank.SEVEN], *EARL_LAST_LINES)
    # Translators: {line} is a line of the Earl of Coventry's rhyme, as its own translation shows it.
    ordinals = (N_("1st seven: \"{line}\""), N_("2nd seven: \"{line}\""), N_("3rd seven: \"{line}\""),
                N_("4th seven: \"{line}\""))
    if o.coins:
        play = ngettext(
            "Everyone starts with {n} coin. A player who holds a card of the rank in play must play it; "
            "otherwise they pass. Only a card matched by the very next player costs 1, 2 or 3 coins.",
            "Everyone starts with {n} coins. A player who holds a card of the rank in play must play it; "
            "otherwise they pass. Only a card matched by the very next player costs 1, 2 or 3 coins.",
            o.stake or 0,
        ).format(n=o.stake)
        end = ngettext(
            "The first player out of cards collects 1 coin per card left from everyone, via the pool. Most coins "
            "after {n} deal wins; players tied for the most share the win.",
            "The first player out of cards collects 1 coin per card left from everyone, via the pool. Most coins "
            "after {n} deals wins; players tied for the most share the win.",
            o.deals,
        ).format(n=o.deals)
    else:
        play = _(
            "The children's game: nobody plays for coins. A player who holds a card of the rank in play must play "
            "it; otherwise they pass."
        )
        end = _deals_to_win(o)
    return [
        _(
            "The same game as \"All cards dealt\", with a rhyme for each card of a rank instead of Snip, Snap, "
            "Snorum:"
        ),
        *(_(ordinal).format(line=_(line)) for ordinal, line in zip(ordinals, rhyme)),
        play,
        *_pass_costs(o),
        end,
    ]


def _nobble(o: Options) -> list[str]:
    return [
        _("Nobble is Round games as they play it in Bolton, with its own words:"),
        *_everyone_plays(
            o,
            _five_each(o),
            _(
                "Options: a 32-card pack (sevens to aces, for 2–6 players); more or fewer coins; allowing a revoke; "
                "a turned-up card, with the pool or the dealer paying for a match of it."
            ),
        ),
    ]


def _snore_em(o: Options) -> list[str]:
    return [
        _("Snip Snap Snore 'Em is Nobble with every card dealt:"),
        *_everyone_plays(
            o,
            _(
                "The dealer deals out the whole pack, one card at a time; some players may hold one more. Once only "
                "two or three players are left in the game, each is dealt {few} cards instead. The player on the "
                "dealer's left leads any card, then everyone in turn to the left plays one card."
            ).format(few=o.few_hand),
            _("Options: more or fewer coins; allowing a revoke."),
        ),
    ]


def _bump(o: Options) -> list[str]:
    return [
        _("Bump (Tuppenny Ha'penny Bump) is Nobble where nobody has to match:"),
        *_everyone_plays(
            o,
            _five_each(o) if o.hand is not None else _(
                "The dealer gives {few} cards to each player when three or fewer are in the game, else {many}, one "
                "at a time. The player on the dealer's left leads any card, then everyone in turn to the left plays "
                "one card."
            ).format(few=o.few_hand, many=o.hand_size),
            _(
                "Options: a 32-card pack (sevens to aces, for 2–6 players); more or fewer coins; 5 or 7 cards each "
                "whatever the number of players; a turned-up card, with the pool or the dealer paying for a match "
                "of it."
            ),
        ),
        _("Tip: matching gets rid of a card, but the next player may match yours and bump you double."),
    ]


def _motor(o: Options) -> list[str]:
    return [
        _("Motor is Nobble where a run is paid for only when it ends, and by one player only. Coins are lives."),
        _stake(o),
        _five_each(o),
        _must_match(o),
        _(
            "A run ends when a card of another rank is played, with its fourth card, or when the deal ends. Then "
            "only its last matched player loses lives: in a run of two the first player loses 1, in a run of "
            "three the second loses 2 (the first nothing), in a run of four the third loses 3 (the first two "
            "nothing)."
        ),
        _next_deal(o),
        _out_of_coins(o),
        _("Options: a 32-card pack (sevens to aces, for 2–6 players); more or fewer lives."),
    ]


def _cavendish_stake(o: Options) -> str:
    """The coins of Cavendish's game, perhaps unlimited (RULES.md §1.4 `cavendish` option `stake`)."""
    if o.stake is None:
        return _(
            "Coins are unlimited: nobody is ever out, and a stack below 0 counts what has been lost. A pool sits "
            "in the middle of the table. The dealer deals out the whole pack, one card at a time; some players "
            "may hold one more."
        )
    return ngettext(
        "Everyone starts with {n} coin. A pool sits in the middle of the table. The dealer deals out the "
        "whole pack, one card at a time; some players may hold one more.",
        "Everyone starts with {n} coins. A pool sits in the middle of the table. The dealer deals out the "
        "whole pack, one card at a time; some players may hold one more.",
        o.stake,
    ).format(n=o.stake)


def _cavendish_end(o: Options) -> str:
    """How Cavendish's game ends (RULES.md §1.4 `cavendish` options `ends`, `stake`, `deals`)."""
    if o.stake is None:
        return ngettext(
            "The first player out of cards at each deal takes the whole pool. After {n} deal the player with the "
            "most coins wins; players tied for the most share the win.",
            "The first player out of cards at each deal takes the whole pool. After {n} deals the player with the "
            "most coins wins; players tied for the most share the win.",
            o.deals,
        ).format(n=o.deals)
    if o.ends is Ends.LAST_WITH_COINS:
        return _(
            "A player with no coins left is out at once. The first player out of cards takes the whole pool; "
            "then the pack is dealt again, until only one player has coins left: that player wins."
        )
    return _(
        "A player with no coins left is out at once. The first player out of cards takes the whole pool and "
        "wins — or the last player with coins, if that comes first."
    )


def _cavendish(o: Options) -> list[str]:
    return [
        _(
            "Cavendish's game (and Peel's variation): all the cards are dealt, and you keep playing until you are "
            "matched."
        ),
        _cavendish_stake(o),
        _(
            "The player on the dealer's left leads any card. Only the very next player may match it, and must if "
            "they can: \"{snip}\", and the leader pays 1 coin. Then their next player may match that card "
            "(\"{snap}\", 2 coins), and the next (\"{snorum}\", 3 coins)."
        ).format(snip=_(N_("Snip!")), snap=_(N_("Snap!")), snorum=_(N_("Snorum!"))),
        _(
            "When the next player cannot match the last card, whoever played it plays again: any card, which "
            "starts a new run. After all four cards of a rank, the player of the fourth plays again."
        ),
        _cavendish_end(o),
        _(
            "Options: \"Game ends\" — the first out of cards wins, or play on, dealing again when every hand is "
            "empty, until one player has coins left; \"Coins each\" — more or fewer, or unlimited: nobody is "
            "ever out, the first out of cards takes the pool at every deal, and most coins after the agreed deals "
            "wins."
        ),
    ]


_SCREENS: dict[str, Callable[[Options], list[str]]] = {
    "round-games": _round_games,
    "all-dealt": _all_dealt,
    "earl-of-coventry": _the_earl,
    "nobble": _nobble,
    "snore-em": _snore_em,
    "bump": _bump,
    "motor": _motor,
    "cavendish": _cavendish,
}

RULES: Mapping[str, list[str]] = InLanguage(lambda preset: _SCREENS[preset](PRESETS[preset]), PRESETS)
"""Each preset's rules screen, paragraph by paragraph, in the language in use."""


def rules_text(options: Options) -> list[str]:
    """The rules screen of the game played with `options` (RULES.md §1.1–§1.4), paragraph by paragraph, in
    the language in use: the stake, the deals and the coins are the options' own."""
    return _SCREENS[options.preset](options)


PRESET_TITLES = {
    "round-games": N_("Round games (Peel)"),
    "all-dealt": N_("All cards dealt"),
    "earl-of-coventry": N_("Earl of Coventry"),
    "nobble": N_("Nobble (Peel's, Bolton words)"),
    "snore-em": N_("Snore 'Em (Peel's, all dealt)"),
    "bump": N_("Bump (Tuppenny Ha'penny Bump)"),
    "motor": N_("Motor"),
    "cavendish": N_("Cavendish (play until matched)"),
}
"""Each preset's name as people read it (marked for the catalogue: the screens translate it)."""

PRESET_NOTES = {
    "round-games": N_("Peel's game: 5 cards and 5 coins each, everyone plays in turn, the last with coins wins"),
    "all-dealt": N_("Every card dealt; follow the rank or pass; the first out of cards is paid for every card left"),
    "earl-of-coventry": N_("As All cards dealt, with a line of the Earl's rhyme for each card of a rank"),
    "nobble": N_("Peel's game with Bolton's calls: Nobble!, Double nobble!, Triple nobble!"),
    "snore-em": N_("Peel's game with every card dealt (13 each when three or fewer are left); Snore 'em!"),
    "bump": N_("Peel's game, but matching is optional and declining costs nothing; 7 cards for three or fewer"),
    "motor": N_("Peel's game, but a run is paid for when it ends, by its last matched player only; coins are lives"),
    "cavendish": N_("Every card dealt; unmatched, you play again; the first out of cards takes the pool"),
}
"""How each preset differs from Peel's game, in one line for the setup screen (RULES.md §1.1–§1.4; marked for
the catalogue: the screen translates it)."""


def _example(title: str, cards: tuple[str, ...], labels: tuple[str, ...], caption: str) -> RulesExample:
    """A picture with its `title`, `labels` and `caption` (English msgids) in the language in use."""
    return RulesExample(_(title), cards, tuple(_(label) for label in labels), _(caption))


def _a_run() -> RulesExample:
    return _example(
        N_("A run of sevens"),
        ("7H", "7S", "7D", "7C"),
        (N_("lead"), N_("Snip!"), N_("Snap!"), N_("Snorum!")),
        N_(
            "Ann leads the 7♥ and Bob matches it, calling \"Snip!\": Ann is snipped and pays 1. Cy matches Bob "
            "(Bob is snapped, pays 2), Dot matches Cy (Cy is snorumed, pays 3)."
        ),
    )


def _a_new_run() -> RulesExample:
    return _example(
        N_("A new run"),
        ("7H", "7S", "QD"),
        (N_("lead"), N_("Snip!"), N_("no seven")),
        N_(
            "Ann leads the 7♥ and Bob snips it; Cy holds no seven, so he plays any card: the Q♦ starts a new run, "
            "and Bob pays nothing."
        ),
    )


def _the_earl_example() -> RulesExample:
    return _example(
        N_("The Earl of Coventry"),
        ("7H", "7S", "7D", "7C"),
        (N_("1st"), N_("2nd"), N_("3rd"), N_("the Earl!")),
        N_("Each seven is played with its line of the rhyme; the fourth is the Earl of Coventree."),
    )


def _nobbles() -> RulesExample:
    return _example(
        N_("A run of sevens"),
        ("7H", "7S", "7D", "7C"),
        (N_("lead"), *WORDS[PRESETS["nobble"].calls].calls),
        N_(
            "Ann leads the 7♥ and Bob matches it: Ann is nobbled and pays 1. Cy matches Bob (Bob is double "
            "nobbled, pays 2), Dot matches Cy (Cy is triple nobbled, pays 3)."
        ),
    )


def _snored() -> RulesExample:
    return _example(
        N_("A run of sevens"),
        ("7H", "7S", "7D", "7C"),
        (N_("lead"), *WORDS[PRESETS["snore-em"].calls].calls),
        N_(
            "Ann leads the 7♥ and Bob snips it (Ann pays 1); Cy snaps Bob (Bob pays 2), and Dot's \"Snore 'em!\" "
            "leaves Cy snored, paying 3."
        ),
    )


def _bumps() -> RulesExample:
    return _example(
        N_("A run of sevens"),
        ("7H", "7S", "7D", "7C"),
        (N_("lead"), *WORDS[PRESETS["bump"].calls].calls),
        N_(
            "Ann leads the 7♥ and Bob chooses to match it: Ann is bumped and pays 1. Cy matches Bob (Bob is double "
            "bumped, pays 2), Dot matches Cy (Cy is triple bumped, pays 3). Any of them could have played another "
            "card."
        ),
    )


def _motor_example() -> RulesExample:
    return _example(
        N_("A run of three sevens"),
        ("7H", "7S", "7D", "QC"),
        (N_("lead"), N_("Snip!"), N_("Snap!"), N_("a queen")),
        N_(
            "Ann leads the 7♥, Bob snips it, Cy snaps Bob; Dot has no seven and plays the Q♣. The run has ended: "
            "only Bob, its last matched player, loses 2 lives — Ann loses nothing."
        ),
    )


def _plays_again() -> RulesExample:
    return _example(
        N_("Play until you are matched"),
        ("7H", "10S", "10D", "10C"),
        ("Ann", N_("again"), N_("Snip!"), N_("Snap!")),
        N_(
            "Ann plays a 7, but Bob has no 7, so Ann plays again: a 10. Bob matches it (Ann pays 1), and Cy "
            "matches Bob (Bob pays 2). Dot has no 10, so Cy plays again."
        ),
    )


_PICTURES: dict[str, tuple[Callable[[], RulesExample], ...]] = {
    "round-games": (_a_run, _a_new_run),
    "all-dealt": (_a_run,),
    "earl-of-coventry": (_the_earl_example,),
    "nobble": (_nobbles,),
    "snore-em": (_snored,),
    "bump": (_bumps,),
    "motor": (_motor_example,),
    "cavendish": (_plays_again,),
}

EXAMPLES: Mapping[str, tuple[RulesExample, ...]] = InLanguage(lambda preset: tuple(f() for f in _PICTURES[preset]), PRESETS)
"""The pictures beside each preset's rules (RULES.md §1.1–§1.4), in the language in use."""
