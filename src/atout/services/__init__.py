"""The user actions, shared by the web app and the CLI, each in the caller's transaction.

Nothing here knows HTTP or the terminal: :mod:`atout.web` and :mod:`atout.cli`
call these functions and present the outcome. Modules: :mod:`.settings` (the
one settings object), :mod:`.directors` (director accounts and sign-ins).
"""
