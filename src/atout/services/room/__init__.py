"""The room kernel's services, shared by every game played at numbered tables with codes.

:mod:`.codes` makes the tables' secret codes and tidies names, :mod:`.status`
holds the director's status transitions, :mod:`.cache` the per-process cache
of scored rooms (one freshness rule) and of tables by code. A kind of room
(bridge pairs and teams in :mod:`atout.services.club`, the tarot evening in
:mod:`atout.services.tarot_tournament`) brings its scoring and its checks.
"""
