"""The hint (issue 15): on your turn, H or a click on the prompt asks what the hard computer player would play
in your seat, from what your seat can see, and the prompt then shows it with a one-line reason in the game's
terms ("the 9♣: nobody else can hold a card of this rank: it is safe to lead").

`HintMixin` is the half of `game.table.turns.TableScene` that runs the hint: the hard player's `Thinker` on your
seat's observation, thought over frames in the same slices as a computer seat's, so asking never stalls the
table. A game offers hints when its `GameSpec` has both `think` and `explain` (Snap has no choices to hint at).
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _

if TYPE_CHECKING:
    from game.core.cards import Card
    from game.core.session import Session
    from game.core.thinker import Thinker

HINT_KEY = pygame.K_h
HINT_LEVEL = "hard"
HINT_SLICE_MS = 6.0
"""How long (ms) the hint's search may think in one frame."""


class HintMixin:
    """The hint at the turn-based table (see the module docstring); mixed into the scene, which owns these."""

    session: Session
    state: Any
    viewer: int
    selection: Card | None
    hint_thinker: Thinker[Any] | None = None
    hint_words: str = ""
    hint_rect: pygame.Rect | None = None

    if TYPE_CHECKING:

        def _my_turn(self) -> bool: ...
        def _tell_reader(self, text: str, interrupt: bool = False) -> None: ...

    def hints_offered(self) -> bool:
        """True when this game can hint (its spec can think and explain) and it is your turn."""
        spec = self.session.spec
        return spec.think is not None and spec.explain is not None and self._my_turn()

    def _ask_hint(self) -> None:
        """Start thinking about your move (H, or a click on the prompt); nothing if a hint is already coming."""
        if not self.hints_offered() or self.hint_thinker is not None or self.hint_words:
            return
        spec = self.session.spec
        assert spec.think is not None
        seed = len(self.session.moves)  # the same position gives the same hint
        self.hint_thinker = spec.think(HINT_LEVEL, self.state.observe(self.viewer), random.Random(seed))

    def _hint_step(self) -> None:
        """Think about the hint for a slice of this frame; once done, show it."""
        thinker = self.hint_thinker
        if thinker is None:
            return
        start = time.perf_counter()
        while not thinker.done() and (time.perf_counter() - start) * 1000 < HINT_SLICE_MS:
            thinker.step(1)
        if thinker.done():
            self.hint_thinker = None
            self._show_hint(thinker.best())

    def _show_hint(self, move: Any) -> None:
        """Put the hinted `move` before you: its card is chosen, and the prompt says why. A game whose moves are
        more than a card (the fishing games' captures) also chooses what the card does."""
        spec = self.session.spec
        assert spec.explain is not None
        reason = spec.explain(self.state.observe(self.viewer), move)
        card = getattr(move, "card", None)
        if card is not None:
            self.selection = card
            self.hint_words = _("Hint: play the {card}: {reason}").format(card=card.label, reason=reason)
        else:
            self.hint_words = _("Hint: {reason}").format(reason=reason)
        self._tell_reader(self.hint_words, interrupt=True)

    def _forget_hint(self) -> None:
        """A move was made: the hint (shown or coming) is for a position that has gone."""
        self.hint_thinker = None
        self.hint_words = ""

    def _hinted(self, prompt: tuple[str, str]) -> tuple[str, str]:
        """The prompt's two lines (`prompt`: heading, task) with the hint in place of the task once it is known,
        "Thinking …" while it comes, or the way to ask for one."""
        heading, task = prompt
        if self.hint_words:
            return heading, self.hint_words
        if self.hint_thinker is not None:
            return heading, _("{task} (thinking of a hint…)").format(task=task)
        if self.hints_offered():
            return heading, _("{task} (H or click here: a hint)").format(task=task)
        return prompt
