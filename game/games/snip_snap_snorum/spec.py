"""Snip-Snap-Snorum's entry in the registry (RULES.md §1): its presets, the options players may set, its
computer players, rules screens and table."""

from __future__ import annotations

from game.core.spec import GameSpec, OptionSpec
from game.games.snip_snap_snorum import calls, hints, players, presets, rules, text
from game.i18n import N_

# The choices of the enum options as the setup screen shows them (`OptionSpec.show`: the value, "_" read as a
# space), marked for the catalogue: the screen translates them where it shows them.
CHOICE_WORDS = (N_("pool"), N_("dealer"), N_("none"), N_("to pool"), N_("to player"), N_("first out"),
                N_("last with coins"))

LEVEL_WORDS = {
    "easy": N_("Easy: plays any card the rules allow, as it comes."),
    "medium": N_("Medium: counts every card it has seen and plays the one least likely to be matched."),
    "hard": N_("Hard: counts every card, never forgets, and weighs the hands the others could hold."),
}
"""What each computer level does (game/games/snip_snap_snorum/players.py), for the setup screen; where hard
plays medium's count (`players.plays_medium`) the words of `SLIPPING` say how the two differ there."""

SLIPPING = {
    "medium": N_(
        "Medium: remembers most cards played, sometimes forgets one, and now and then plays without thinking."
    ),
    "hard": N_("Hard: counts every card and never forgets."),
}

LOOKING = {
    "medium": N_("Medium: counts every card and tries each choice in a few of the ways the hands could lie."),
    "hard": N_("Hard: counts every card and tries each choice in many more of the ways the hands could lie."),
}
"""The words where medium looks ahead with a small search and hard with a large one (`players.looks_ahead`)."""

LEADING = {
    "medium": N_("Medium: leads its lone cards while the hands are full, and keeps its pairs and threes to go out."),
    "hard": N_("Hard: reads the others' leads and tries each lead in many of the ways the hands could lie."),
}
"""The words where only the lead is a choice (follow or pass, RULES.md §1.2–§1.3): medium's lead by a
careful player's rule of thumb (`medium.leads_lone_cards`), hard's search of every lead."""


def level_words(options: presets.Options, level: str) -> str:
    """What `level` does in a game of `options` (English msgid; see `LEVEL_WORDS`)."""
    if players.looks_ahead(options) and level in LOOKING:
        return LOOKING[level]
    if players.plays_medium(options) and level in SLIPPING:
        return SLIPPING[level]
    if options.flow is presets.Flow.FOLLOW_OR_PASS and level in LEADING:
        return LEADING[level]
    return LEVEL_WORDS[level]


SPEC = GameSpec(
    key=rules.GAME,
    title=N_("Snip-Snap-Snorum"),
    summary=N_(
        "Match the rank of the card just played, and the player you matched pays: Snip 1, Snap 2, Snorum 3."
    ),
    level_words=level_words,
    presets=presets.PRESETS,
    settable=presets.SETTABLE,
    option_specs={
        "pack": OptionSpec(
            "pack", N_("Pack"), (52, 32), N_("52 cards, or the 32-card piquet pack (A K Q J 10 9 8 7)")
        ),
        "stake": OptionSpec(
            "stake",
            N_("Coins each"),
            tuple(range(1, 51)),
            N_("coins every player starts with"),
            needs=lambda o: o.coins,
            needs_words="only when playing for coins",
        ),
        "revoke": OptionSpec(
            "revoke",
            N_("Revoke allowed"),
            (False, True),
            N_("decline to match, paying double (off: matching is compulsory)"),
        ),
        "turn_up": OptionSpec(
            "turn_up", N_("Turn-up Snip"), (False, True), N_("the dealer turns up a card to be matched")
        ),
        "turn_up_payer": OptionSpec(
            "turn_up_payer",
            N_("Turn-up paid by"),
            tuple(presets.TurnUpPayer),
            N_("who pays when the turn-up is matched"),
            needs=lambda o: o.turn_up,
            needs_words="only with the turn-up",
        ),
        "pass_payment": OptionSpec(
            "pass_payment",
            N_("A pass costs"),
            tuple(presets.PassPayment),
            N_("nothing, 1 coin to the pool, or 1 to the player"),
            needs=lambda o: o.coins,
            needs_words="only when playing for coins",
        ),
        "coins": OptionSpec(
            "coins", N_("Play for coins"), (True, False), N_("off: the children's game, deals won count")
        ),
        "hand": OptionSpec(
            "hand",
            N_("Cards each"),
            (None, 5, 7),
            N_("cards dealt each (by players: 7 for three or fewer, else 5)"),
            none_means=N_("by players"),
        ),
        "deals": OptionSpec("deals", N_("Deals"), tuple(range(1, 21)), N_("how many deals make the match")),
        "ends": OptionSpec(
            "ends",
            N_("Game ends"),
            tuple(presets.Ends),
            N_("first out of cards wins, or deal again until one player has coins"),
            needs=lambda o: not o.unlimited,
            needs_words="only with a stake of coins, not with unlimited coins",
        ),
    },
    preset_option_specs={
        # RULES.md §1.4 `cavendish`: "an unlimited number of coins", and then a match of several deals.
        "cavendish": {
            "stake": OptionSpec(
                "stake",
                N_("Coins each"),
                (*range(1, 51), None),
                N_("coins every player starts with; unlimited: nobody is out, each deal is won on its own"),
                none_means=N_("unlimited"),
                none_written="unlimited",
            ),
            "deals": OptionSpec(
                "deals",
                N_("Deals"),
                tuple(range(1, 21)),
                N_("how many deals make the match (with unlimited coins)"),
                needs=lambda o: o.unlimited,
                needs_words="only with unlimited coins",
            ),
        },
    },
    new_state=lambda options, n, packs, dealer: rules.SnipSnapSnorum(options, n, packs, dealer),
    parse_move=rules.parse_move,
    format_move=rules.format_move,
    # Looked up at each call, so a test may stand in for the players.
    think=lambda level, observation, rng: players.think(level, observation, rng),
    oracle=lambda state, seat, rng: players.oracle(state, seat, rng),
    explain=hints.explain,
    rules_text=text.RULES,
    rules_with=text.rules_text,
    preset_titles=text.PRESET_TITLES,
    preset_notes=text.PRESET_NOTES,
    rules_examples=text.EXAMPLES,
    calls=calls.calls,
    table="game.games.snip_snap_snorum.table:SnipSnapSnorumTable",
)
