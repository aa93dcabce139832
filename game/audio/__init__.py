"""The sound service, which knows no game: sounds and recorded calls played on time, the file of each call's
recording, and the system's screen reader (issue 14). What each game says is in its own folder's calls.py."""
