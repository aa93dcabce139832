"""Play between homes (issue 35): invite codes, the sealed channel between a host and its guests."""
