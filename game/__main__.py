"""`python -m game` and the `snipsnap` command; the command line itself is in game/cli.py."""

from game.cli import main

__all__ = ["main"]

if __name__ == "__main__":
    raise SystemExit(main())
