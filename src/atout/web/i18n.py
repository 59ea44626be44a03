"""The pages' side of :mod:`atout.i18n`: the catalogs, translation and the locale's numbers."""

from __future__ import annotations

from atout.i18n import (
    LANGUAGE_NAMES,
    LANGUAGES,
    LOCALE_DIR,
    Message,
    clock,
    day,
    fixed,
    message_json,
    moment,
    money,
    number,
    pick_language,
    signed,
    translate,
    translations,
)

__all__ = [
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "LOCALE_DIR",
    "Message",
    "clock",
    "day",
    "fixed",
    "message_json",
    "moment",
    "money",
    "number",
    "pick_language",
    "signed",
    "translate",
    "translations",
]
