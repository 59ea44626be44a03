"""The club's tables: directors and their sign-ins, sessions, tables and versioned results.

:mod:`.models` declares the tables, :mod:`.mapping` turns rows into domain
values and back (a result's typed columns into a
:class:`~atout.duplicate.table_result.TableResult`, never through its
notation), :mod:`.records` holds the frozen values handed out and
:mod:`.repo` the queries, each in the caller's transaction.
"""
