"""The kinds of game the table score-keeper knows, bound to their forms, views and
templates (:mod:`.registry`)."""
