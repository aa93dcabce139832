"""Snap's entry in the registry (RULES.md §5): Snap and Grab, the options players may set, the reaction
levels, rules screens and the Snap table."""

from __future__ import annotations

from game.core.spec import GameSpec, OptionSpec
from game.games.snap import calls, mirror, rules, text
from game.i18n import N_

SPEC = GameSpec(
    key=rules.GAME,
    title=N_("Snap"),
    summary=N_(
        "Turn your cards in turn and be first to call when two piles match: whoever ends with every card wins."
    ),
    presets=rules.PRESETS,
    settable=rules.SETTABLE,
    option_specs={
        "pack": OptionSpec(
            "pack",
            N_("Pack"),
            tuple(rules.PackKind),
            N_("a standard pack matched by rank, or picture cards with near-twins"),
        ),
        "anyone_may_call": OptionSpec(
            "anyone_may_call",
            N_("Anyone may call"),
            (False, True),
            N_("off: only the owners of the matching piles may call"),
        ),
        "dead_heat_ms": OptionSpec(
            "dead_heat_ms",
            N_("Dead heat within (ms)"),
            (0, 10, 20, 30, 50, 80),
            N_("ms between two calls too close to tell apart"),
        ),
    },
    new_state=lambda options, n, packs, dealer: rules.Snap(options, n, packs, dealer),
    parse_move=rules.parse_move,
    format_move=rules.format_move,
    levels=("toddler", "casual", "sharp", "expert", "reflex", "adaptive"),
    score_unit=N_("cards"),
    default_level="casual",
    realtime=True,
    own_hand_seen=False,
    guest_view=lambda options, n, you: mirror.Mirror(options, n, you),
    rules_text=text.RULES,
    rules_with=text.rules_text,
    preset_titles=text.PRESET_TITLES,
    rules_examples=text.EXAMPLES,
    calls=calls.calls,
    table="game.games.snap.table:SnapTableScene",
)
