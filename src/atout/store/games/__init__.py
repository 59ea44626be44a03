"""Free-play games (rubber, Chicago, the 8-board series, tarot) and their entries.

:mod:`.models` holds the tables, :mod:`.records` the frozen values handed out,
:mod:`.mapping` turns domain values into typed columns and back (no notation is
parsed on the way back) and :mod:`.repo` runs every read and write in the
caller's transaction. Nothing here computes a score.
"""
