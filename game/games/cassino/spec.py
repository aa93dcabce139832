"""Cassino's entry in the registry (RULES.md §4): its presets, the options players may set, its computer
players, rules screens and the fishing table."""

from __future__ import annotations

from game.core.spec import GameSpec, OptionSpec
from game.games.cassino import calls, players, rules, text
from game.games.fishing import hints
from game.i18n import N_

LEVEL_WORDS = {
    "easy": N_("Easy: plays any card the rules allow, as it comes."),
    "medium": N_("Medium: takes the most cards and points it can, and leaves the next player little to take."),
    "hard": N_("Hard: plays its best few moves out to the end of the deal, in many deals that fit what it has seen."),
}
"""What each computer level does (game/games/cassino/players.py), for the setup screen."""


SPEC = GameSpec(
    key=rules.GAME,
    title=N_("Cassino"),
    summary=N_(
        "Capture by pairing and combining, build for a card you hold, sweep the table: the first side to 21 points "
        "wins."
    ),
    level_words=lambda options, level: LEVEL_WORDS[level],
    presets=rules.PRESETS,
    settable=rules.SETTABLE,
    option_specs={
        "partners": OptionSpec(
            "partners",
            N_("Partners"),
            (True, False),
            N_("with four players, partners sit opposite and pool their cards and points"),
        ),
        "must_capture": OptionSpec(
            "must_capture",
            N_("Must capture"),
            (False, True),
            N_("on: a player who can capture must capture, and trails only when nothing can be taken"),
        ),
        "scoring": OptionSpec(
            "scoring",
            N_("Scoring"),
            tuple(rules.Scoring),
            N_("standard: every point counts; Peel's: only the difference between the sides"),
        ),
    },
    new_state=lambda options, n, packs, dealer: rules.Cassino(options, n, packs, dealer),
    parse_move=rules.parse_move,
    format_move=rules.format_move,
    score_unit=N_("points"),
    think=lambda level, observation, rng: players.think(level, observation, rng),
    oracle=lambda state, seat, rng: players.oracle(state, seat, rng),
    explain=hints.explain,
    rules_text=text.RULES,
    rules_with=text.rules_text,
    preset_titles=text.PRESET_TITLES,
    rules_examples=text.EXAMPLES,
    calls=calls.calls,
    table="game.games.fishing.table:FishingTable",
)
