"""The room kernel's web half, shared by every game played at numbered tables with codes.

:mod:`.tables` finds a table by its code (unknown codes rate-limited per
client, :mod:`.ratelimit`), :mod:`.live` keeps and serves the polled ranking
fragments with their ETags, :mod:`.files` answers a room's files (CSV) and
:mod:`.cards` draws its table cards' QR codes. A kind of room brings its
routes' pages and templates; these are written once.
"""
