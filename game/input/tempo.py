"""How fast Snap's cards are turned automatically (RULES.md §5 leaves the pace to the table): the Settings
choice and the numbers behind it, in one pure place that the umpire, the settings and `simulate --tempo` read."""

from __future__ import annotations

from enum import Enum

from game.i18n import N_

TEMPO_INTERVAL_MS: dict[str, int] = {"slow": 2000, "normal": 1400, "fast": 1000, "frantic": 700}
"""The tempos of automatic turning by name: the time (ms) between two turns."""


class Tempo(Enum):
    """How fast cards are turned automatically in Snap."""

    SLOW = N_("slow")  # the values are marked for the catalogue: the table's log heading shows them
    NORMAL = N_("normal")
    FAST = N_("fast")
    FRANTIC = N_("frantic")

    @property
    def interval_ms(self) -> int:
        """The time between two automatic turns (ms)."""
        return TEMPO_INTERVAL_MS[self.value]
