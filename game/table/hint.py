"""The hint (issue 15): on your turn, H or a click on the prompt asks what the hard computer player would play
in your seat, from what your seat can see, and the prompt then shows it with a one-line reason in the game's
terms ("the 9♣: nobody else can hold a card of this rank: it is safe to lead").

`HintSearch` is the hard player's `Thinker` on your seat's observation, thought over frames in slices, so asking
never stalls the table; `HintMixin` is the half of `game.table.turns.TableScene` that runs it (Thirteens' table
runs its own). A game offers hints when its `GameSpec` has both `think` and `explain` (Snap has no choices to
hint at).
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
    from game.core.spec import GameSpec
    from game.core.thinker import Thinker

HINT_KEY = pygame.K_h
HINT_LEVEL = "hard"
HINT_SLICE_MS = 6.0
"""How long (ms) the hint's search may think in one frame."""


class HintSearch:
    """The hard player's decision for a hint: `spec.think` at HINT_LEVEL on `observation` (what the hinted seat
    sees, nothing more), with a generator seeded by `seed`, so the same position gives the same hint."""

    def __init__(self, spec: GameSpec, observation: Any, seed: int) -> None:
        assert spec.think is not None and spec.explain is not None, "a game that hints can think and explain"
        self.spec = spec
        self.observation = observation
        self.thinker: Thinker[Any] = spec.think(HINT_LEVEL, observation, random.Random(seed))

    def step(self, slice_ms: float = HINT_SLICE_MS) -> tuple[Any, str] | None:
        """Think for up to `slice_ms` ms (at least one step); once done, the move and its reason (translated)."""
        start = time.perf_counter()
        while not self.thinker.done():
            self.thinker.step(1)
            if (time.perf_counter() - start) * 1000 >= slice_ms:
                return None
        move = self.thinker.best()
        assert self.spec.explain is not None
        return move, self.spec.explain(self.observation, move)


def offers_hints(spec: GameSpec) -> bool:
    """True when `spec`'s game can hint: it has computer players that think, and reasons for their moves."""
    return spec.think is not None and spec.explain is not None


class HintMixin:
    """The hint at the turn-based table (see the module docstring); mixed into the scene, which owns these."""

    session: Session
    state: Any
    viewer: int
    selection: Card | None
    hint_search: HintSearch | None = None
    hint_words: str = ""
    hint_short: str = ""
    hint_rect: pygame.Rect | None = None

    if TYPE_CHECKING:

        def _my_turn(self) -> bool: ...
        def _tell_reader(self, text: str, interrupt: bool = False) -> None: ...

    def hints_offered(self) -> bool:
        """True when this game can hint (its spec can think and explain) and it is your turn."""
        return offers_hints(self.session.spec) and self._my_turn()

    def _ask_hint(self) -> None:
        """Start thinking about your move (H, or a click on the prompt); nothing if a hint is already coming."""
        if not self.hints_offered() or self.hint_search is not None or self.hint_words:
            return
        self.hint_search = HintSearch(self.session.spec, self.state.observe(self.viewer), len(self.session.moves))

    def _hint_step(self) -> None:
        """Think about the hint for a slice of this frame; once done, show it."""
        if self.hint_search is None:
            return
        found = self.hint_search.step()
        if found is not None:
            self.hint_search = None
            self._show_hint(*found)

    def _show_hint(self, move: Any, reason: str) -> None:
        """Put the hinted `move` before you: its card is chosen, and the prompt says why (`reason`). A game whose
        moves are more than a card (the fishing games' captures) also chooses what the card does."""
        card = getattr(move, "card", None)
        if card is not None:
            self.selection = card
            self.hint_words = _("Hint: play the {card}: {reason}").format(card=card.label, reason=reason)
            self.hint_short = _("Hint: play the {card}").format(card=card.label)
        else:
            self.hint_words = self.hint_short = _("Hint: {reason}").format(reason=reason)
        self._tell_reader(self.hint_words, interrupt=True)

    def _forget_hint(self) -> None:
        """A move was made: the hint (shown or coming) is for a position that has gone."""
        self.hint_search = None
        self.hint_words = ""

    def _hinted(self, prompt: tuple[str, str]) -> list[tuple[str, str]]:
        """The ways to word the prompt (`prompt`: heading, task), fullest first, for the room there is: with the
        hint in place of the task once it is known (then the hint without its reason), "thinking" while it
        comes, or the way to ask for one; the plain prompt last (the status bar says "H: hint" too)."""
        heading, task = prompt
        if self.hint_words:
            return [(heading, self.hint_words), (heading, self.hint_short), prompt]
        if self.hint_search is not None:
            return [(heading, _("{task} (thinking of a hint…)").format(task=task)), prompt]
        if self.hints_offered():
            return [(heading, _("{task} (H or click here: a hint)").format(task=task)), prompt]
        return [prompt]
