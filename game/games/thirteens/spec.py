"""Thirteens' entry in the registry (RULES.md §6): its preset, the options players may set, its computer
players, rules screens and the racing table."""

from __future__ import annotations

from game.core.spec import GameSpec, OptionSpec
from game.games.thirteens import calls, hints, mirror, players, rules, text
from game.i18n import N_

LEVEL_WORDS = {
    "easy": N_("Easy: lays a card that fits nowhere on any row."),
    "medium": N_("Medium: lays a card that fits nowhere on the row just above it, as common sense says."),
    "hard": N_("Hard: tries each row against the numbers still to come, and takes the best."),
}
"""What each computer level does (game/games/thirteens/players.py), for the setup screen."""


SPEC = GameSpec(
    key=rules.GAME,
    title=N_("Thirteens"),
    summary=N_(
        "Everyone places the same called numbers on foundations or rows: the most cards up wins."
    ),
    level_words=lambda options, level: LEVEL_WORDS[level],
    presets=rules.PRESETS,
    settable=rules.SETTABLE,
    option_specs={
        "rows": OptionSpec(
            "rows", N_("Rows"), rules.ROW_CHOICES, N_("the rows each player lays cards on; 5 is easier")
        ),
        "auto_foundation": OptionSpec(
            "auto_foundation",
            N_("Auto foundations"),
            (True, False),
            N_("a card that fits a foundation goes there by itself; off: you put it there"),
        ),
        "pace": OptionSpec(
            "pace",
            N_("Seconds a call"),
            rules.PACE_CHOICES,
            N_("wait: the next number comes when everyone has placed; else a card not placed in time goes on a row"),
            none_means=N_("wait"),
        ),
    },
    new_state=lambda options, n, packs, dealer: rules.Thirteens(options, n, packs, dealer),
    parse_move=rules.parse_move,
    format_move=rules.format_move,
    together=True,
    guest_view=lambda options, n, you: mirror.Mirror(options, n, you),
    score_unit=N_("cards on foundations"),
    score_spread=True,
    full_score=rules.CALLS,
    full_word=N_("out"),
    think=lambda level, observation, rng: players.think(level, observation, rng),
    oracle=lambda state, seat, rng: players.oracle(state, seat, rng),
    explain=hints.explain,
    rules_text=text.RULES,
    rules_with=text.rules_text,
    preset_titles=text.PRESET_TITLES,
    rules_examples=text.EXAMPLES,
    calls=calls.calls,
    table="game.games.thirteens.table:ThirteensTable",
)
