"""pytest: the Alembic environment only runs inside Alembic, never as a doctest module."""

collect_ignore = ["migrations/env.py"]
