"""Snip-Snap-Snorum's table (RULES.md §1): the shared turn-based table, with the dealer's turn-up (option
`turn_up`, §1.1) laid by the dealer's played cards, a prompt that names the rank you must match, and a log
in the preset's words (§1.4)."""

from __future__ import annotations

from game.core.rules import Dealt, Event, Paid, Played
from game.games.snip_snap_snorum.narration import FamilyNarrator, why_again
from game.games.snip_snap_snorum.presets import WORDS
from game.games.snip_snap_snorum.rules import PlaysAgain
from game.table.narration import Narrator, payment_words
from game.table.turns import PLAY_MS, TableScene
from game.ui.sprites import CardSprite


class SnipSnapSnorumTable(TableScene):
    """A game of Snip-Snap-Snorum at the table. Make it with `new_game` or `for_replay` (see `TableScene`)."""

    plays_again: PlaysAgain | None = None
    """Why the player to move plays again, since the last card (RULES.md §1.4 `cavendish`); None otherwise."""

    def _narrator(self) -> Narrator:
        """The log's narrator, in the preset's words: "Bob nobbled Ann" in Nobble (RULES.md §1.4)."""
        options = self.session.options
        return FamilyNarrator(self.names, matched=WORDS[options.calls].matched, lives=options.lives)

    def _coins_word(self) -> str:
        """Motor's coins are lives (RULES.md §1.4 `motor`)."""
        return "lives" if self.session.options.lives else "coins"

    def _process(self, event: Event) -> float:
        """As the shared table; and when Cavendish's next player cannot match, they say so, and the player of
        the last card plays again (RULES.md §1.4 `cavendish`): the log tells why in words."""
        wait = super()._process(event)
        if isinstance(event, Played):
            self.plays_again = None
        elif isinstance(event, PlaysAgain):
            if event.could_not is not None:
                self._say(event.could_not, "Can't match")
            self.plays_again = event
            return 450.0
        return wait

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
        again = self.plays_again
        if rank is None and again is not None and again.seat == self.viewer:
            return "Play again", f"{why_again(again, self.names)}: play any card"
        if rank is None:
            return "Your lead", "play any card"
        if not any(c.rank == rank for c in seen.hand):
            return "Your turn", f"no {rank.noun} to match: play any card"
        if seen.options.revoke:
            return "Your turn", f"match the {rank.noun}, or decline: it costs double"
        if seen.options.optional_match:
            return "Your turn", f"match the {rank.noun}, or play another card: it costs nothing"
        return "Your turn", f"match the {rank.noun}"
