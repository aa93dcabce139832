"""Snip-Snap-Snorum & Co.: traditional round card games (see README.md)."""

__version__ = "0.1.0"
