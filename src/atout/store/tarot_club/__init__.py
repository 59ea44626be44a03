"""The tarot club's tables: tournaments (evenings), their tables and codes, their deals.

``models`` (the tables), ``records`` (the frozen values handed out),
``mapping`` (rows to domain values and back), ``repo`` (the queries, each in
the caller's transaction).
"""
