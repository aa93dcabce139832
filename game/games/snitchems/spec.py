"""Snitch'ems' entry in the registry (RULES.md §3): its preset, the options players may set, its computer
players, rules screens and the fishing table."""

from __future__ import annotations

from game.core.spec import GameSpec, OptionSpec
from game.games.fishing import hints
from game.games.snitchems import calls, players, rules, text
from game.i18n import N_

LEVEL_WORDS = {
    "easy": N_("Easy: plays any card the rules allow, as it comes."),
    "medium": N_("Medium: takes the most cards it can, and leaves the next player little to take."),
    "hard": N_("Hard: plays its best few moves out to the end of the deal, in many deals that fit what it has seen."),
}
"""What each computer level does (game/games/snitchems/players.py), for the setup screen."""


SPEC = GameSpec(
    key=rules.GAME,
    title=N_("Snitch'ems"),
    summary=N_(
        "Capture by pairing, or by making eight or ten with the table's cards: most cards wins the deal."
    ),
    level_words=lambda options, level: LEVEL_WORDS[level],
    presets=rules.PRESETS,
    settable=rules.SETTABLE,
    option_specs={
        "make_sums": OptionSpec(
            "make_sums",
            N_("Making eight or ten"),
            (True, False),
            N_("a card takes cards that make eight or ten with it; off: only when it lifts an 8 or a 10 too"),
        ),
        "wins": OptionSpec(
            "wins", N_("Deals to win"), tuple(range(1, 11)), N_("the first to win this many deals wins the match")
        ),
    },
    new_state=lambda options, n, packs, dealer: rules.Snitchems(options, n, packs, dealer),
    parse_move=rules.parse_move,
    format_move=rules.format_move,
    score_unit=N_("deals won"),
    players=2,
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
