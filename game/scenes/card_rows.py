"""The settings screen's two card rows (issue 15): Card faces (game/ui/deck.py `Deck`) and Card size
(`CardSize`), each taking effect at once, app-wide, and saved."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _
from game.ui.card_art import use_card_settings
from game.ui.deck import CardSize, Deck
from game.ui.widgets import Row

if TYPE_CHECKING:
    from game.stage.scene import Host


def card_rows(app: Host) -> list[Row]:
    """The rows "Card faces" (classic, four colours, large index, both) and "Card size" (small, normal,
    large) for `app`'s settings; Left/Right steps through the choices, wrapping round."""
    settings = app.settings

    def step_deck(step: int) -> None:
        decks = list(Deck)
        settings.deck = decks[(decks.index(settings.deck) + step) % len(decks)]
        _apply()

    def step_size(step: int) -> None:
        sizes = list(CardSize)
        settings.card_size = sizes[(sizes.index(settings.card_size) + step) % len(sizes)]
        _apply()

    def _apply() -> None:
        use_card_settings(settings.deck, settings.card_size)
        app.save_settings()

    return [
        Row(
            "deck",
            _("Card faces"),
            value=lambda: _(settings.deck.label),
            on_change=step_deck,
            hint=_("Four colours: ♦ blue and ♣ green. Large index: big corners, easy to read on small cards"),
        ),
        Row(
            "card-size",
            _("Card size"),
            value=lambda: _(settings.card_size.label),
            on_change=step_size,
            hint=_("How big the cards are drawn at the table (Left/Right)"),
        ),
    ]
