"""The club's actions, shared by the web app and the CLI, each in the caller's transaction.

:mod:`.sessions` creates pairs and team sessions from typed values and moves
them through their states; :mod:`.results` enters, confirms and corrects a
table's :class:`~atout.duplicate.table_result.TableResult`; :mod:`.scores`
keeps each session's scored event up to date; :mod:`.export` writes a
session's PBN file. Nothing here reads a form or knows HTTP.
"""
