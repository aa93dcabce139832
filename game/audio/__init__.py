"""Sound: the calls the games say, and the names of their recorded voices (issue 14)."""
