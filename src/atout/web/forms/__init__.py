"""The HTML forms read into domain values, one module per family of forms.

A form that cannot be read raises :class:`atout.errors.FormError` with one
message per field; :mod:`.club` reads the club's forms (a table's result, a
new session, the players' names).
"""
