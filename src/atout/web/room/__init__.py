"""The room kernel's web half, shared by every game played at numbered tables with codes.

:mod:`.tables` finds a table by its code (unknown codes rate-limited per
client, :mod:`.ratelimit`), :mod:`.live` keeps and serves the polled ranking
fragments with their ETags, :mod:`.files` answers a room's files (CSV) and
:mod:`.cards` draws its table cards' QR codes. :mod:`.routes` (the table's
page, entry and confirmation) and :mod:`.rooms` (the polled standings, the
director's status and names) are the routes every kind gets from a declaration.
"""
