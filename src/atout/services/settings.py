"""The one settings object, read from ``ATOUT_*`` environment variables."""

from __future__ import annotations

from typing import Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from atout.store.database import default_database_url


class Settings(BaseSettings):
    """Where the app listens, which database it uses, and its default language.

    >>> Settings(port=8123).port
    8123
    """

    model_config = SettingsConfigDict(env_prefix="ATOUT_")

    #: SQLAlchemy URL; ``None`` means an SQLite file in the user's data directory.
    database_url: str | None = None
    host: str = "127.0.0.1"
    port: int = 8000
    #: Language of a visitor who has not chosen one.
    language: Literal["fr", "en"] = "fr"
    #: SQLite only: ``NORMAL`` (a committed deal survives the process being killed) or
    #: ``FULL`` (it survives a power cut too; one fsync per deal). See atout.store.database.
    sqlite_synchronous: Literal["NORMAL", "FULL"] = "NORMAL"
    #: Worker threads running the routes (they share one interpreter: a few are enough).
    threads: int = Field(default=8, ge=1, le=64)
    #: Server processes (``atout serve --workers``). One is enough for a table; a club
    #: room of 30 tables with a live ranking wants one per core. Each process keeps its
    #: own caches and its own rate-limit counters (see docs/club.md).
    workers: int = Field(default=1, ge=1, le=32)

    def environment(self) -> dict[str, str]:
        """These settings as ``ATOUT_*`` variables, for worker processes to read back."""
        values = self.model_dump(exclude_none=True)
        values["database_url"] = self.resolved_database_url()
        return {f"ATOUT_{name.upper()}": str(value) for name, value in values.items()}

    def resolved_database_url(self) -> str:
        """The database URL, defaulting to SQLite in the user's data directory."""
        return self.database_url or default_database_url()
