"""The one settings object, read from ``ATOUT_*`` environment variables.

:func:`load_settings` reads them and refuses a bad value with a
:class:`~atout.errors.SettingError` that names the variable, quotes the value
and says what is valid (the CLI shows it and exits with status 2).
"""

from __future__ import annotations

import re
from ipaddress import IPv4Network, IPv6Network, ip_network
from typing import Any, Literal
from urllib.parse import urlsplit

from pydantic import Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from atout.errors import Message, SettingError
from atout.store.database import default_database_url

#: The database backends atout runs on.
BACKENDS = ("sqlite", "postgresql")
#: Control characters: never part of an address or a URL.
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


class Settings(BaseSettings):
    """Where the app listens, which database it uses, and its default language.

    >>> Settings(port=8123).port
    8123
    """

    model_config = SettingsConfigDict(env_prefix="ATOUT_")

    #: SQLAlchemy URL; ``None`` means an SQLite file in the user's data directory.
    database_url: str | None = None
    host: str = "127.0.0.1"
    port: int = Field(default=8000, ge=1, le=65535)
    #: Language of a visitor who has not chosen one.
    language: Literal["fr", "en"] = "fr"
    #: SQLite only: ``NORMAL`` (a committed deal survives the process being killed) or
    #: ``FULL`` (it survives a power cut too; one fsync per deal). See atout.store.database.
    sqlite_synchronous: Literal["NORMAL", "FULL"] = "NORMAL"
    #: Worker threads running the routes (they share one interpreter: a few are enough).
    #: Four lowered session_load's p99 in paired runs but let bench/dd.py's director
    #: wait over 60 s twice in six runs (threads all waiting): eight stays the default.
    threads: int = Field(default=8, ge=1, le=64)
    #: Server processes (``atout serve --workers``). One is enough for a table; a club
    #: room of 30 tables with a live ranking wants one per core. Each process keeps its
    #: own caches, checked against the database's versions; rate limits are counted in
    #: the database (docs/deployment.md).
    workers: int = Field(default=1, ge=1, le=32)
    #: The address the tables' phones and the public reach the app at (table cards, QR
    #: codes), e.g. ``http://192.168.1.20:8000``; ``None``: the laptop's address on the
    #: local network, found at start-up (:func:`atout.services.network.public_url`). Its
    #: origin is one the cross-site checks accept, and ``https`` marks every cookie Secure.
    public_url: str | None = None
    #: Reverse proxies whose ``X-Forwarded-For`` and ``X-Forwarded-Proto`` are believed:
    #: addresses or networks, comma-separated (``127.0.0.1, 10.0.0.0/8``). Empty: none.
    trusted_proxies: str = ""
    #: Solver processes of the background double-dummy analysis of club sessions
    #: (docs/analysis.md): ``None``, one per core; ``0``, none (boards stay queued).
    analysis_jobs: int | None = Field(default=None, ge=0, le=64)
    #: The club's name, printed on the rankings, the backup slips and the published site.
    club_name: str = Field(default="", max_length=120)

    @field_validator("host")
    @classmethod
    def _check_host(cls, host: str) -> str:
        if not host or len(host) > 253 or _CONTROL.search(host) or " " in host:
            raise ValueError(
                Message(
                    "use an address or a host name, e.g. 127.0.0.1 or 0.0.0.0", code="settings.host"
                )
            )
        return host

    @field_validator("database_url")
    @classmethod
    def _check_database_url(cls, url: str | None) -> str | None:
        return None if url is None else check_database_url(url)

    @field_validator("public_url")
    @classmethod
    def _check_public_url(cls, url: str | None) -> str | None:
        return None if url is None else check_public_url(url)

    @field_validator("trusted_proxies")
    @classmethod
    def _check_trusted_proxies(cls, text: str) -> str:
        check_networks(text)
        return text

    def environment(self) -> dict[str, str]:
        """These settings as ``ATOUT_*`` variables, for worker processes to read back."""
        values = self.model_dump(exclude_none=True)
        values["database_url"] = self.resolved_database_url()
        return {f"ATOUT_{name.upper()}": str(value) for name, value in values.items()}

    def resolved_database_url(self) -> str:
        """The database URL, defaulting to SQLite in the user's data directory."""
        return self.database_url or default_database_url()


def check_database_url(url: str) -> str:
    """``url`` when it is an SQLAlchemy URL of SQLite or PostgreSQL; ``ValueError`` if not.

    >>> check_database_url("sqlite:///atout.db")
    'sqlite:///atout.db'
    >>> check_database_url("nonsense")
    Traceback (most recent call last):
    ...
    ValueError: use sqlite:///FILE or postgresql://USER:PASSWORD@HOST/DATABASE
    """
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    valid = Message(
        "use sqlite:///FILE or postgresql://USER:PASSWORD@HOST/DATABASE",
        code="settings.database-url",
    )
    if len(url) > 2000 or _CONTROL.search(url):
        raise ValueError(valid)
    try:
        backend = make_url(url).get_backend_name()
    except (ArgumentError, ValueError):
        raise ValueError(valid) from None
    if backend not in BACKENDS:
        raise ValueError(valid)
    return url


def check_public_url(url: str) -> str:
    """``url`` without its trailing slash when it is an http(s) address; ``ValueError`` if not.

    >>> check_public_url("https://scores.example.org/")
    'https://scores.example.org'
    >>> check_public_url("http://192.168.1.20:8000/atout/")
    'http://192.168.1.20:8000/atout'
    >>> check_public_url("scores.example.org")
    Traceback (most recent call last):
    ...
    ValueError: use http://HOST[:PORT][/PATH] or https://HOST[:PORT][/PATH], e.g. http://192.168.1.20:8000
    """
    valid = Message(
        "use http://HOST[:PORT][/PATH] or https://HOST[:PORT][/PATH], e.g. http://192.168.1.20:8000",
        code="settings.public-url",
    )
    trimmed = url.strip().rstrip("/")
    if len(trimmed) > 500 or _CONTROL.search(trimmed):
        raise ValueError(valid)
    parts = urlsplit(trimmed)
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.query or parts.fragment:
        raise ValueError(valid)
    try:
        parts.port  # noqa: B018  (a port out of range raises)
    except ValueError:
        raise ValueError(valid) from None
    return trimmed


def check_networks(text: str) -> tuple[IPv4Network | IPv6Network, ...]:
    """The networks of a comma-separated list of addresses and networks; ``ValueError`` if not.

    >>> check_networks("127.0.0.1, 10.0.0.0/8")
    (IPv4Network('127.0.0.1/32'), IPv4Network('10.0.0.0/8'))
    >>> check_networks("proxy")
    Traceback (most recent call last):
    ...
    ValueError: 'proxy' is not an address or a network: use e.g. 127.0.0.1, 10.0.0.0/8 or ::1
    """
    found = []
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        try:
            found.append(ip_network(item, strict=False))
        except ValueError:
            message = Message(
                "{shown!r} is not an address or a network: use e.g. 127.0.0.1, 10.0.0.0/8 or ::1",
                code="settings.network",
                shown=item[:60],
            )
            raise ValueError(message) from None
    return tuple(found)


def load_settings(**given: Any) -> Settings:
    """The settings from the ``ATOUT_*`` variables, ``given`` values first (``None``: unset).

    >>> load_settings(port=8123).port
    8123
    >>> load_settings(threads=0)
    Traceback (most recent call last):
    ...
    atout.errors.SettingError: ATOUT_THREADS: 0 is not valid: use 1 to 64
    >>> load_settings(database_url="nonsense")
    Traceback (most recent call last):
    ...
    atout.errors.SettingError: --database-url / ATOUT_DATABASE_URL: 'nonsense' is not valid: \
use sqlite:///FILE or postgresql://USER:PASSWORD@HOST/DATABASE
    """
    chosen = {name: value for name, value in given.items() if value is not None}
    try:
        return Settings(**chosen)
    except ValidationError as error:
        found = [_problem(e) for e in error.errors()]
        raise SettingError(Message.joined(found), code="settings.invalid") from None


def _problem(error: Any) -> Message:
    name = str(error["loc"][0]) if error["loc"] else ""
    field = Settings.model_fields.get(name)
    low = high = None
    for rule in field.metadata if field is not None else ():
        low = getattr(rule, "ge", low)
        high = getattr(rule, "le", high)
    if low is not None and high is not None and error["type"] in _RANGE_ERRORS:
        valid = Message("use {low} to {high}", low=low, high=high)
    else:
        valid = _reason(error)
    shown = repr(error["input"])
    if len(shown) > 60:
        shown = Message(
            "{start}… ({count} characters)", start=shown[:60], count=len(str(error["input"]))
        )
    where = f"ATOUT_{name.upper()}"
    if name in _OPTIONS:
        where = f"{_OPTIONS[name]} / {where}"
    return Message(
        "{where}: {shown} is not valid: {valid}",
        code="settings.invalid",
        where=where,
        shown=shown,
        valid=valid,
    )


def _reason(error: Any) -> Message:
    """What a validator said is valid: its message, else pydantic's words."""
    raised = error.get("ctx", {}).get("error")
    if isinstance(raised, ValueError) and raised.args and isinstance(raised.args[0], Message):
        return raised.args[0]
    valid = str(error["msg"]).removeprefix("Value error, ")
    return Message(valid[:1].lower() + valid[1:])


#: The settings ``atout serve`` and ``atout director`` also take as options.
_OPTIONS = {
    "database_url": "--database-url",
    "host": "--host",
    "port": "--port",
    "workers": "--workers",
    "public_url": "--public-url",
}


#: Pydantic's error types of a number outside its bounds, or not a number.
_RANGE_ERRORS = {
    "greater_than_equal",
    "less_than_equal",
    "int_parsing",
    "int_from_float",
    "int_type",
    "int_parsing_size",
}
