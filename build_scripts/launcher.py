"""The built app's entry script (PyInstaller needs a script, not `-m game`): the `snipsnap` command."""

from game.__main__ import main

raise SystemExit(main())
