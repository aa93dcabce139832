"""The names "Practise Snap" gives its computer player, by reaction level (game/games/snap/reaction.py;
issue 10). Kept apart from the reaction model, so the title screen names them without loading it."""

OPPONENTS = {"toddler": "Tot", "casual": "Kit", "sharp": "Sam", "expert": "Max", "reflex": "Flash", "adaptive": "Echo"}
"""The computer player's name at each level "Practise Snap" offers (storage.PRACTICE_LEVELS)."""
