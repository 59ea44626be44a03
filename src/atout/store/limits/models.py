"""``rate_failure``: one row per failure a rate limit counts, with its key and when."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from atout.store.base import Base

#: The longest key (a longer one is stored as its hash).
KEY_LENGTH = 200


class RateFailureRow(Base):
    """A failure counted by a rate limit: a wrong table code, a wrong password."""

    __tablename__ = "rate_failure"
    __table_args__ = (
        Index("ix_rate_failure_key_at", "key", "at"),
        Index("ix_rate_failure_at", "at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    key: Mapped[str] = mapped_column(String(KEY_LENGTH))
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
