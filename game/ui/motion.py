"""How things move on every table: gliding (full motion) or fading in place (reduced motion, for players who
get dizzy; issue 15). One switch, read by the sprites (game/ui/sprites.py) whenever a card, a coin or a caption
starts to move, so every table follows it without a word of its own. The app sets it from
`Settings.reduce_motion` at start and the settings screen when the player changes it.
"""

from __future__ import annotations

_reduced = False


def set_reduced(on: bool) -> None:
    """From now on, things that start moving fade in place (`on`) or glide (not `on`)."""
    global _reduced
    _reduced = on


def reduced() -> bool:
    """True when cards and coins fade in at their destination instead of flying, and nothing bounces."""
    return _reduced
