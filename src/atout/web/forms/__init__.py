"""The HTML forms read into domain values, and domain values back to fields.

One module per kind of game (the creation form gives a
:class:`atout.services.games.NewGame`, the deal form an entry: a rubber deal or
stop, a Chicago deal, a series board, a tarot donne) and :mod:`.club` for the
club's forms (a table's result, a new session, the players' names). A form that
cannot be read raises :class:`atout.errors.FormError` with one message per field.
"""
