"""The app's name and its tagline: the window's title and the title screen's heading (a leaf every floor may read)."""

from game.i18n import N_

TITLE = "Snip-Snap-Snorum & Co."
TAGLINE = N_("Traditional round games with cards, for the whole family")
"""The title screen's subheading, under TITLE."""
