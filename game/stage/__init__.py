"""The stage every screen stands on: the scene base, the menu and statistics pages built on it, and the
App's contract."""
