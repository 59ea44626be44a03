"""Fields every game form shares: the title, the four bridge players, the idempotency key."""

from __future__ import annotations

import re
from collections.abc import Mapping

from atout.duplicate.players import Player
from atout.errors import AtoutError, FormError
from atout.i18n import Message
from atout.web.guard.inputs import shown

#: The players' fields of the bridge creation forms, in seat order.
SEAT_FIELDS = ("north", "east", "south", "west")
#: Longest title and player name kept.
TITLE_LENGTH, NAME_LENGTH = 200, 100
#: Longest idempotency key kept.
KEY_LENGTH = 64


def title(form: Mapping[str, str], default: str) -> str:
    """The game's title, ``default`` when left empty; a :class:`FormError` when too long.

    >>> title({"title": "  "}, "Chicago")
    'Chicago'
    """
    errors: dict[str, str] = {}
    text = text_field(form, "title", TITLE_LENGTH, errors)
    if errors:
        raise FormError(errors)
    return text or default


def session_title(form: Mapping[str, str], errors: dict[str, str]) -> str:
    """A session's title, which it must have: a message in ``errors`` when empty or too long.

    >>> errors = {}
    >>> session_title({"title": " Mardi "}, errors), session_title({}, errors), errors
    ('Mardi', '', {'title': 'Give the session a title.'})
    """
    text = text_field(form, "title", TITLE_LENGTH, errors)
    if not text:
        errors["title"] = "Give the session a title."
    return text


def base_version(form: Mapping[str, str]) -> int:
    """The version of the entry the page showed (0: none yet).

    >>> base_version({"base_version": "2"}), base_version({})
    (2, 0)
    """
    return whole(form.get("base_version")) or 0


def bridge_players(form: Mapping[str, str]) -> tuple[str, ...]:
    """The four players' names in seat order (N, E, S, W), empty when not given; a
    :class:`FormError` for a name over :data:`NAME_LENGTH` characters."""
    errors: dict[str, str] = {}
    names = tuple(text_field(form, seat, NAME_LENGTH, errors) for seat in SEAT_FIELDS)
    if errors:
        raise FormError(errors)
    return names


def typed_player(name: str, licence: str, field: str, errors: dict[str, str]) -> Player | None:
    """The player whose ``name`` and optional ``licence`` number are typed in ``field``;
    ``None`` without a name (a message in ``errors`` when a licence number is typed, or
    when the name or the number is not one).

    >>> typed_player(" Élise  Brønn ", "0123 4567", "player_3_1", {})
    Player(name='Élise Brønn', licence='01234567')
    """
    if not name.strip():
        if licence.strip():
            errors[field] = "Give the name of the player whose licence number this is."
        return None
    try:
        return Player.of(name, licence)
    except AtoutError:
        errors[field] = "A name of 1 to 80 characters; a licence number of letters and digits."
        return None


def checkbox(on: bool) -> str:
    """What an HTML checkbox sends: ``on`` when checked; nothing (here ``""``) when not.

    >>> checkbox(True), checkbox(False)
    ('on', '')
    """
    return "on" if on else ""


def idempotency_key(form: Mapping[str, str]) -> str | None:
    """The key that makes a form submitted twice store one deal (``None`` without one).

    >>> idempotency_key({"idempotency_key": " k1 "}), idempotency_key({})
    ('k1', None)
    """
    return form.get("idempotency_key", "").strip()[:KEY_LENGTH] or None


#: A whole number as a form sends it: ASCII digits, at most 18 of them (``int()`` alone
#: would take ``١٢`` and fail on ``²`` or on 5,000 digits).
_WHOLE = re.compile(r"[0-9]{1,18}")
#: The refusal of a number outside its range.
NUMBER_RANGE = "{field}: {value} is not valid: use {low} to {high}"
#: The refusal of a text that is too long.
TOO_LONG = "{field}: {value} is too long: at most {limit} characters"


#: A form's fields as a refusal names them in the reader's language (``levées``); the
#: English word is the field's own name, so an English refusal reads as before.
FIELD_WORDS = {
    "tricks": Message("tricks"),
    "pairs": Message("pairs"),
    "title": Message("title"),
    "seed": Message("seed"),
    "suggestion": Message("suggestion"),
    "rounds": Message("rounds"),
    "deals": Message("deals"),
    "season": Message("season"),
    "teams": Message("teams"),
    "boards_per_round": Message("boards_per_round"),
    "session_id": Message("session_id"),
}


def field_word(name: str) -> Message | str:
    """The field ``name`` as a refusal names it (:data:`FIELD_WORDS`), else its name.

    >>> from atout.i18n import translate
    >>> translate(field_word("tricks"), "fr"), translate(field_word("tricks"), "en")
    ('levées', 'tricks')
    """
    return FIELD_WORDS.get(name, name)


def whole(text: str | None) -> int | None:
    """The number written in ``text`` (ASCII digits, spaces around), else ``None``.

    >>> whole(" 12 "), whole("²"), whole("9" * 5000), whole("-1"), whole(None)
    (12, None, None, None, None)
    """
    if text is None:
        return None
    text = text.strip()
    return int(text) if _WHOLE.fullmatch(text) else None


def number(form: Mapping[str, str], name: str, allowed: range, errors: dict[str, str]) -> int:
    """The number in field ``name``, within ``allowed``; else a message in ``errors``.

    >>> errors = {}
    >>> number({"pairs": "²"}, "pairs", range(3, 61), errors), errors
    (3, {'pairs': "pairs: '²' is not valid: use 3 to 60"})
    """
    text = form.get(name, "")
    found = whole(text)
    if found is not None and found in allowed:
        return found
    errors[name] = Message.of(
        NUMBER_RANGE,
        field=field_word(name),
        value=shown(text.strip()),
        low=allowed.start,
        high=allowed.stop - 1,
    )
    return allowed.start


def text_field(form: Mapping[str, str], name: str, limit: int, errors: dict[str, str]) -> str:
    """The text of field ``name``, stripped; a message in ``errors`` when over ``limit``.

    >>> errors = {}
    >>> text_field({"title": " Mardi "}, "title", 200, errors), errors
    ('Mardi', {})
    >>> _ = text_field({"title": "x" * 201}, "title", 200, errors); sorted(errors)
    ['title']
    """
    text = form.get(name, "").strip()
    if len(text) > limit:
        errors[name] = Message.of(TOO_LONG, field=field_word(name), value=shown(text), limit=limit)
        return text[:limit]
    return text
