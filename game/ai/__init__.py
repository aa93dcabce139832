"""Computer players: choose moves from what their seat may see (pure: no pygame, no clock, no I/O)."""

from game.ai.players import LEVELS, choose, think
from game.ai.thinker import Thinker

__all__ = ["LEVELS", "Thinker", "choose", "think"]
