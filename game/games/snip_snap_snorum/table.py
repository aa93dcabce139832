"""Snip-Snap-Snorum's table (RULES.md §1): the shared turn-based table, with the dealer's turn-up (option
`turn_up`, §1.1) laid by the dealer's played cards, a prompt that names the rank you must match, and a log
in the preset's words (§1.4)."""

from __future__ import annotations

from game.core.rules import Dealt, Paid
from game.games.snip_snap_snorum.presets import WORDS
from game.table.narration import Narrator, payment_words
from game.table.turns import PLAY_MS, TableScene
from game.ui.sprites import CardSprite


class SnipSnapSnorumTable(TableScene):
    """A game of Snip-Snap-Snorum at the table. Make it with `new_game` or `for_replay` (see `TableScene`)."""

    def _narrator(self) -> Narrator:
        """The log's narrator, in the preset's words: "Bob nobbled Ann" in Nobble (RULES.md §1.4)."""
        options = self.session.options
        return Narrator(self.names, matched=WORDS[options.calls].matched, lives=options.lives)

    def _payment_words(self, paid: Paid) -> str:
        """The caption's small print, in lives in Motor: "Ann loses a life" (RULES.md §1.4 `motor`)."""
        return payment_words(paid, self.names, lives=self.session.options.lives)

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
        """The prompt's two lines: whose turn, and what the rules ask of you and why (RULES.md §1.1–§1.3)."""
        seen = self.state.observe(self.viewer)
        rank = seen.rank_in_play
        if rank is None:
            return "Your lead", "play any card"
        if not any(c.rank == rank for c in seen.hand):
            return "Your turn", f"no {rank.noun} to match: play any card"
        if seen.options.revoke:
            return "Your turn", f"match the {rank.noun}, or decline: it costs double"
        return "Your turn", f"match the {rank.noun}"
