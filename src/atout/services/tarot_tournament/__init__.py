"""The tarot club's actions, shared by the web app and the CLI, each in the caller's transaction.

:mod:`.tournaments` creates an evening (its plan from a seed, its table
codes) and moves it through its states; :mod:`.donnes` enters and confirms a
table's deals; :mod:`.ranking` keeps each evening scored; :mod:`.export`
writes the ranking as CSV and PDF; :mod:`.season` ranks a season's evenings.
"""
