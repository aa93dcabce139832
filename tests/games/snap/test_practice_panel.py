"""Practise Snap shows the reactions as they happen (issue 33): on the empty right of a table of one person and
one computer, each one's last, best and typical time (the median), the false snaps and a strip of the last
twenty — nothing cut off or lying on the cards at any window size, and only at a practice."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import Controller, Seat, Session
from game.core.rules import StackedPacks
from game.games.snap.practice import STRIP, Reactions, shows_reactions
from game.games.snap.practice_panel import panel_rect
from game.games.snap.rules import DeadHeat, FalseSnap, Snapped, TooSlow
from game.games.snap.table import SnapTableScene
from game.registry import game_spec
from game.ui.marks import Kind
from tests.pilot import Pilot, make_app

from .test_table import ORDER

SPEC = game_spec("snap")
YOU, KIT = Seat("You", Controller.HUMAN), Seat("Kit", Controller("ai:casual"))


def test_the_figures_follow_the_calls_the_rules_judged() -> None:
    """RULES.md §5: a snap takes the cards, a call too slow or in a dead heat is still a reaction to a real
    match, and a call with no match is a false snap."""
    reactions = Reactions(2)
    assert (reactions.last(0), reactions.best(0), reactions.typical(0)) == (None, None, None)
    reactions.add(Snapped(0, 420.0, (3, 2), 5))
    reactions.add(TooSlow(0, 380.0))
    reactions.add(DeadHeat((0, 1), (300.0, 305.0)))
    reactions.add(FalseSnap(0, 90.0, 2))
    reactions.add(Snapped(1, 610.0, (1, 4), 5))
    assert (reactions.last(0), reactions.best(0), reactions.typical(0)) == (300.0, 300.0, 380.0)
    assert reactions.seats[0].false_snaps == 1 and reactions.seats[1].false_snaps == 0
    assert reactions.strip(0) == [(420.0, True), (380.0, False), (300.0, False)]
    assert (reactions.last(1), reactions.best(1)) == (610.0, 305.0)
    assert reactions.version == 6
    for ms in range(30):
        reactions.add(TooSlow(1, float(ms)))
    assert len(reactions.strip(1)) == STRIP and reactions.strip(1)[-1] == (29.0, False)


def test_only_a_practice_shows_them() -> None:
    assert shows_reactions(2, 1)
    assert not shows_reactions(2, 2), "two people at one keyboard: a game, not a practice"
    assert not shows_reactions(3, 1) and not shows_reactions(2, 0)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_panel_stands_clear_of_the_table_at_any_size(store, size) -> None:
    app = make_app(store, size=size)
    session = Session.new(SPEC, SPEC.preset("snap"), [YOU, KIT], None, StackedPacks([list(ORDER)]), first_dealer=1)
    table = SnapTableScene(app, session, seed=1)
    app.push(table)
    for event in (Snapped(0, 312.0, (0, 0), 2), FalseSnap(0, 80.0, 1), Snapped(1, 655.0, (0, 0), 2)):
        table.reactions.add(event)
    Pilot(app).wait(200)
    app.draw()
    rect = panel_rect(table.layout)
    assert rect is not None, f"room for the panel at {size}"
    shown = [pygame.Rect(m.rect) for m in table.marks.items if m.what.startswith("the reactions'")]
    assert shown and all(rect.contains(r) for r in shown)
    texts = {m.what for m in table.marks.items}
    assert {"the reactions' 312 ms", "the reactions' 655 ms", "the reactions' 1"} <= texts
    assert "You's strip of reactions" in texts and "Kit's strip of reactions" in texts
    cards = [pygame.Rect(m.rect) for m in table.marks.items if m.kind is Kind.CARD]
    assert not any(rect.colliderect(card) for card in cards), "clear of every card"
    assert table.marks.problems(size) == []
