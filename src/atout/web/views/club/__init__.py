"""The club's page contexts, built from services' values (no query, no score computed here).

:mod:`.room` (the live ranking, travellers, score cards), :mod:`.table` (a
table's page), :mod:`.teams` (a team session's matches) and :mod:`.director`
(the director's pages).
"""
