"""Snip-Snap-Snorum's table (RULES.md §1): the shared turn-based table, with the dealer's turn-up (option
`turn_up`, §1.1) laid by the dealer's played cards, a prompt that names the rank you must match, and a log
in the preset's words (§1.4)."""

from __future__ import annotations

from game.core.cards import Rank
from game.core.rules import Dealt, Event, Paid, Played
from game.games.snip_snap_snorum.narration import FamilyNarrator, why_again
from game.games.snip_snap_snorum.presets import WORDS
from game.games.snip_snap_snorum.rules import PlaysAgain
from game.i18n import N_, _
from game.table.narration import Narrator, payment_words
from game.table.turns import PLAY_MS, TableScene
from game.ui.sprites import CardSprite

# Translators: a rank as the prompts name it ("match the seven"); Japanese writes the card's own mark (7, A, K).
RANK_WORDS: dict[Rank, str] = dict(zip(Rank, (
    N_("ace"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"), N_("seven"), N_("eight"), N_("nine"),
    N_("ten"), N_("jack"), N_("queen"), N_("king"),
)))
"""Each rank in words, for the prompts (`Rank.noun`, marked for the catalogue)."""


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
                self._say(event.could_not, N_("Can't match"))
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
            return _("Play again"), why_again(again, self.names)
        if rank is None:
            return _("Your lead"), _("play any card")
        noun = _(RANK_WORDS[rank])
        if not any(c.rank == rank for c in seen.hand):
            return _("Your turn"), _("no {rank} to match: play any card").format(rank=noun)
        if seen.options.revoke:
            return _("Your turn"), _("match the {rank}, or decline: it costs double").format(rank=noun)
        if seen.options.optional_match:
            return _("Your turn"), _("match the {rank}, or play another card: it costs nothing").format(rank=noun)
        return _("Your turn"), _("match the {rank}").format(rank=noun)
