"""Storage: the engine, the migrations and one package per family of tables.

Nothing here computes a score: the sheets are recomputed by the domain
packages from the entries. ORM rows never leave this package; the repositories
(:mod:`atout.store.games.repo` for the free-play games) hand out frozen records
carrying domain values.
"""
