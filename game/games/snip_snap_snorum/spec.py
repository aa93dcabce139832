"""Snip-Snap-Snorum's entry in the registry (RULES.md §1): its presets, the options players may set, its
computer players, rules screens and table."""

from __future__ import annotations

from game.core.spec import GameSpec, OptionSpec
from game.games.snip_snap_snorum import hints, players, presets, rules, text

SPEC = GameSpec(
    key=rules.GAME,
    title="Snip-Snap-Snorum",
    presets=presets.PRESETS,
    settable=presets.SETTABLE,
    option_specs={
        "pack": OptionSpec("pack", "Pack", (52, 32), "52 cards, or the 32-card piquet pack (A K Q J 10 9 8 7)"),
        "stake": OptionSpec(
            "stake", "Coins each", tuple(range(1, 51)), "coins every player starts with", needs=lambda o: o.coins
        ),
        "revoke": OptionSpec(
            "revoke", "Revoke allowed", (False, True), "decline to match, paying double (off: matching is compulsory)"
        ),
        "turn_up": OptionSpec("turn_up", "Turn-up Snip", (False, True), "the dealer turns up a card to be matched"),
        "turn_up_payer": OptionSpec(
            "turn_up_payer",
            "Turn-up paid by",
            tuple(presets.TurnUpPayer),
            "who pays when the turn-up is matched",
            needs=lambda o: o.turn_up,
        ),
        "pass_payment": OptionSpec(
            "pass_payment",
            "A pass costs",
            tuple(presets.PassPayment),
            "nothing, 1 coin to the pool, or 1 to the player",
            needs=lambda o: o.coins,
        ),
        "coins": OptionSpec("coins", "Play for coins", (True, False), "off: the children's game, deals won count"),
        "hand": OptionSpec(
            "hand",
            "Cards each",
            (None, 5, 7),
            "cards dealt each (by players: 7 for three or fewer, else 5)",
            none_means="by players",
        ),
        "deals": OptionSpec("deals", "Deals", tuple(range(1, 21)), "how many deals make the match"),
        "ends": OptionSpec(
            "ends",
            "Game ends",
            tuple(presets.Ends),
            "first out of cards wins, or deal again until one player has coins",
            needs=lambda o: not o.unlimited,
        ),
    },
    preset_option_specs={
        # RULES.md §1.4 `cavendish`: "an unlimited number of coins", and then a match of several deals.
        "cavendish": {
            "stake": OptionSpec(
                "stake",
                "Coins each",
                (*range(1, 51), None),
                "coins every player starts with; unlimited: nobody is out, each deal is won on its own",
                none_means="unlimited",
            ),
            "deals": OptionSpec(
                "deals",
                "Deals",
                tuple(range(1, 21)),
                "how many deals make the match (with unlimited coins)",
                needs=lambda o: o.unlimited,
            ),
        },
    },
    new_state=lambda options, n, packs, dealer: rules.SnipSnapSnorum(options, n, packs, dealer),
    parse_move=rules.parse_move,
    format_move=rules.format_move,
    # Looked up at each call, so a test may stand in for the players.
    think=lambda level, observation, rng: players.think(level, observation, rng),
    explain=hints.explain,
    rules_text=text.RULES,
    preset_titles=text.PRESET_TITLES,
    preset_notes=text.PRESET_NOTES,
    rules_examples=text.EXAMPLES,
    table="game.games.snip_snap_snorum.table:SnipSnapSnorumTable",
)
