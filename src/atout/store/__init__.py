"""Storage of games and of their entries as entered (SQLite or PostgreSQL).

Nothing here computes a score: the sheets are recomputed by the domain
packages from the entries (see :mod:`atout.store.mapping`). ORM rows never
leave this package; :mod:`atout.store.repo` hands out frozen records.
"""
