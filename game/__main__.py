"""`python -m game` and the `snipsnap` command; the command line itself is in game/cli.py."""

import os

# pygame prints a greeting on import; a card game's command line (and `bench --json`) should not.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.cli import main  # noqa: E402

__all__ = ["main"]

if __name__ == "__main__":
    raise SystemExit(main())
