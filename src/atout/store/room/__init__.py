"""The room kernel's store, shared by every game played at numbered tables with codes.

:mod:`.records` holds the states every room shares, :mod:`.rooms` a room's
version, status and coded tables, :mod:`.entries` the versioned entries of its
tables (the base-version conflict rule). A kind of room (bridge pairs and
teams in :mod:`atout.store.club`, the tarot evening in
:mod:`atout.store.tarot_club`) brings its tables, its entry's columns and its
records, and describes them to these once. :mod:`.corrections` holds the tables'
requests for a correction, every kind's (its table in :mod:`.models`).
"""

from atout.store.room import models as _models  # noqa: F401 (the kernel's table, registered)
