"""Snip-Snap-Snorum's table (RULES.md §1): the shared turn-based table, with the dealer's turn-up (option
`turn_up`, §1.1) laid by the dealer's played cards and a prompt that names the rank you must match."""

from __future__ import annotations

from typing import Any

from game.core.rules import Dealt
from game.table.turns import PLAY_MS, TableScene
from game.ui.sprites import CardSprite


class SnipSnapSnorumTable(TableScene):
    """A game of Snip-Snap-Snorum at the table. Make it with `new_game` or `for_replay` (see `TableScene`)."""

    def _lay_turn_up(self, event: Dealt, start: float) -> float:
        """Lay the deal's turn-up (if any) face up by the dealer after `start` ms; returns when it lies (ms)."""
        if not event.turn_up:
            return start
        sprite = CardSprite(event.turn_up, self._deck_pos(), self.layout.table_card_h, False)
        self.places[event.dealer].append(sprite)
        pos, height = self._place_slot(event.dealer, 0, 1)
        sprite.move(pos, height, True, self._ms(PLAY_MS), self._ms(start))
        self.last_played = sprite
        return start + PLAY_MS

    def _prompt(self) -> tuple[str, str]:
        """The prompt's two lines: "Your turn", and what the rules ask of you."""
        rank = self._rank_to_match()
        return "Your turn", f"match the {rank.noun}" if rank else "play any card"

    def _rank_to_match(self) -> Any:
        """The rank the legal cards share when the rules force a match, else None (for the prompt)."""
        legal = self._legal_cards()
        hand = [s.card for s in self.hands[self.viewer]]
        if legal and len(legal) < len(hand) and len({c.rank for c in legal}) == 1:
            return legal[0].rank
        return None
