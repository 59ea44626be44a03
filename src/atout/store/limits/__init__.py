"""The rate limits' failures, shared by every server process and host on the database.

:mod:`.models` declares ``rate_failure`` (revision 0302), :mod:`.repo` counts,
adds and forgets failures, each in the caller's transaction.
"""
