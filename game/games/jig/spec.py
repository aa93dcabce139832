"""Jig's entry in the registry (RULES.md §2): its presets, the options players may set, its computer
players, rules screens and the table with its rows of suits."""

from __future__ import annotations

from game.core.spec import GameSpec, OptionSpec
from game.games.jig import calls, hints, players, rules, text
from game.i18n import N_

LEVEL_WORDS = {
    "easy": N_("Easy: leads any card, as it comes."),
    "medium": N_("Medium: follows Peel's advice, leading sequences that come back to it and remembering the stops."),
    "hard": N_("Hard: plays each lead out in many deals that fit everything it has seen."),
}
"""What each computer level does (game/games/jig/players.py), for the setup screen."""


SPEC = GameSpec(
    key=rules.GAME,
    title=N_("Jig"),
    summary=N_(
        "Play the next card up in its suit whenever you hold it, calling the sequence as it grows: the first out is "
        "paid."
    ),
    level_words=lambda options, level: LEVEL_WORDS[level],
    presets=rules.PRESETS,
    settable=rules.SETTABLE,
    option_specs={
        "stake": OptionSpec("stake", N_("Coins each"), tuple(range(1, 51)), N_("coins every player starts with")),
        "deals": OptionSpec(
            "deals",
            N_("Deals"),
            (None, *range(1, 21)),
            N_("how many deals make the match"),
            none_means=N_("each deals once"),
        ),
        "pool": OptionSpec(
            "pool", N_("Pool"), (False, True), N_("everyone antes 1 coin a deal; the deal's winner takes it")
        ),
        "dead_cards": OptionSpec(
            "dead_cards",
            N_("Dead cards"),
            (0, 1, 2, 3, 4),
            N_("cards set aside from the bottom of the pack, acting as stops"),
        ),
        "rex": OptionSpec("rex", N_("Rex"), (False, True), N_("sequences of six, the sixth called Rex")),
    },
    new_state=lambda options, n, packs, dealer: rules.Jig(options, n, packs, dealer),
    parse_move=rules.parse_move,
    format_move=rules.format_move,
    levels=("easy", "medium", "hard"),
    think=lambda level, observation, rng: players.think(level, observation, rng),
    oracle=lambda state, seat, rng: players.oracle(state, seat, rng),
    explain=hints.explain,
    rules_text=text.RULES,
    rules_with=text.rules_text,
    preset_titles=text.PRESET_TITLES,
    rules_examples=text.EXAMPLES,
    calls=calls.calls,
    table="game.games.jig.table:JigTableScene",
)
