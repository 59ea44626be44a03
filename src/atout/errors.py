"""Every error atout raises, and its message as data.

An :class:`AtoutError` is a :class:`ValueError`: bad input, never a crash.
Messages quote the input (``{text!r}``) and say what would be valid. Code
raises the subclass that says what went wrong, never the base class itself
(``tests/test_errors.py`` checks both rules: every error class is here, and
no ``raise AtoutError(...)``). The one error that is not bad input is
:class:`ZeroSumError`: a broken invariant of atout itself.

A message is data: a :class:`Message` keeps its English template (the msgid
of the Babel catalogs), its values and a stable ``code`` (the designed list:
``docs/errors.md``); an error carries one
(``error.message``, ``error.code``). :func:`atout.i18n.translate` renders it in
the reader's language; ``str(error)`` is the English text. A message about a
number of things has a singular and a plural template (:meth:`Message.counted`), as
gettext's ``ngettext`` has, and each language chooses its form (French: 0 and 1 are
singular).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, NoReturn, TypeVar

T = TypeVar("T")


def N_(message: str) -> str:
    """``message`` as it is, marked for the catalogs: translated where it is written.

    >>> N_("Expecting value")
    'Expecting value'
    """
    return message


class Message(str):
    """A message with values: its English text, and its template to translate then fill.

    ``code`` names the message for programs (the JSON API, tests; the list is
    ``docs/errors.md``); ``field`` is the form field it is about (``""``: the whole form).
    Values may be messages themselves: they are translated too. A message is a value:
    nothing can be set on it once made (:meth:`about` and :meth:`coded` make new ones).

    >>> text = Message("{field}: {value} is not valid: use {low} to {high}",
    ...                code="option.invalid", field="pairs", value="'²'", low=3, high=60)
    >>> text, text.code, text.field, text.values["low"]
    ("pairs: '²' is not valid: use 3 to 60", 'option.invalid', 'pairs', 3)
    >>> Message("4H {not a template}").template
    '4H {not a template}'
    >>> text.code = "other"
    Traceback (most recent call last):
    ...
    AttributeError: a Message cannot be changed: make a new one
    """

    template: str
    values: dict[str, Any]
    code: str
    field: str
    #: The messages a joined message is made of (:meth:`joined`), else empty.
    parts: tuple[str, ...]
    #: Between the parts, and before the last one (``" or "``) when it differs.
    separator: str
    last: str
    #: The plural template of a counted message (:meth:`counted`), else empty.
    plural: str

    def __new__(cls, template: str, /, *, code: str = "", **values: Any) -> Message:
        field = values.get("field", "") if isinstance(values.get("field", ""), str) else ""
        text = template.format(**values) if values else template
        return cls._make(text, template, values, code=code, field=field)

    @classmethod
    def _make(cls, text: str, template: str, values: Mapping[str, Any], **fields: Any) -> Message:
        """The one place a message gets its fields (``__dict__`` is written once, here):
        those of :data:`_FIELDS` not given take their default."""
        made = str.__new__(cls, text)
        made.__dict__.update(template=template, values=_Values(values), **{**_FIELDS, **fields})
        return made

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a Message cannot be changed: make a new one")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a Message cannot be changed: make a new one")

    def _fields(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in _FIELDS}

    def __reduce__(self) -> tuple[Any, ...]:
        return (_remade, (type(self), str(self), self.template, dict(self.values), self._fields()))

    def __copy__(self) -> Message:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Message:
        return self

    @classmethod
    def counted(
        cls, singular: str, plural: str, /, *, n: int, code: str = "", **values: Any
    ) -> Message:
        """A message about ``n`` things (``{n}`` in the templates): ``singular`` or ``plural``
        as the reader's language chooses; in English, the singular for 1 only.

        >>> one = Message.counted("{n} round of {size}", "{n} rounds of {size}", n=1, size=3)
        >>> one, one.template, one.plural
        ('1 round of 3', '{n} round of {size}', '{n} rounds of {size}')
        >>> Message.counted("{n} round", "{n} rounds", n=0), one.values
        ('0 rounds', {'n': 1, 'size': 3})
        """
        said = cls(singular if n == 1 else plural, code=code, n=n, **values)
        fields = {**said._fields(), "plural": plural}
        return cls._make(str(said), singular, said.values, **fields)

    @classmethod
    def joined(cls, parts: Sequence[str], separator: str = "; ", last: str = "") -> Message:
        """Several messages as one: ``a; b``, or a listing ``a, b or c``; each part is
        translated on its own (and ``last``, a word such as ``" or "``).

        >>> both = Message.joined([Message("{n} is odd", n=3), "bouts: 4"])
        >>> both, both.parts[0].values, both.code
        ('3 is odd; bouts: 4', {'n': 3}, '')
        >>> Message.joined(["1", "3 to 5", "7"], ", ", " or ")
        '1, 3 to 5 or 7'
        """
        last = last or separator
        text = separator.join(parts[:-1]) + last + parts[-1] if len(parts) > 1 else "".join(parts)
        first = parts[0] if parts else ""
        code = first.code if len(parts) == 1 and isinstance(first, Message) else ""
        # Its text as a template without values: braces are kept doubled, as ever.
        said = text.replace("{", "{{").replace("}", "}}")
        return cls._make(
            said, text, {}, code=code, parts=tuple(parts), separator=separator, last=last
        )

    @classmethod
    def of(cls, template: str, **values: Any) -> Message:
        """The message ``template`` filled with ``values`` (no code)."""
        return cls(template, **values)

    def about(self, field: str) -> Message:
        """This message, placed next to the form field ``field`` (a new message).

        >>> said = Message("{n} is too many", code="bouts.range", n=9)
        >>> said.about("bouts").field, said.field
        ('bouts', '')
        """
        return type(self)._make(
            str(self), self.template, self.values, **{**self._fields(), "field": field}
        )

    def coded(self, code: str) -> Message:
        """This message under the code ``code`` (a new message).

        >>> Message("no such deal").coded("game.deal-not-found").code
        'game.deal-not-found'
        """
        return type(self)._make(
            str(self), self.template, self.values, **{**self._fields(), "code": code}
        )

    def pieces(self) -> tuple[Message, ...]:
        """The messages this one is made of (itself when it is not joined)."""
        if not self.parts:
            return (self,)
        return tuple(p if isinstance(p, Message) else Message(p) for p in self.parts)


#: A message's fields besides its template and values, and their defaults.
_FIELDS: dict[str, Any] = {
    "code": "",
    "field": "",
    "parts": (),
    "separator": "",
    "last": "",
    "plural": "",
}


class _Values(dict[str, Any]):
    """A message's values: a dict that cannot be changed once made."""

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError("a Message's values cannot be changed: make a new message")

    __setitem__ = __delitem__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse
    __ior__ = _refuse

    def __reduce__(self) -> tuple[Any, ...]:
        return (_Values, (dict(self),))


def _remade(
    kind: type[Message], text: str, template: str, values: dict[str, Any], fields: dict[str, Any]
) -> Message:
    """A message unpickled: made again through the one constructor."""
    return kind._make(text, template, values, **fields)


class AtoutError(ValueError):
    """Base of every error atout raises for bad input.

    The first argument is the message's English template, filled with the
    keyword values (a text without values is taken as it is); ``code`` names it, else
    the message's code, else the class's :attr:`default_code`, which each subclass
    gives in its statement (``class NotationError(AtoutError, code="notation")``; each
    listed in ``docs/errors.md``, as every code is).

    >>> error = NotationError("{text!r} is not a card", code="card.unknown", text="ZZ")
    >>> str(error), error.code, error.message.template, error.message.values
    ("'ZZ' is not a card", 'card.unknown', '{text!r} is not a card', {'text': 'ZZ'})
    >>> NotationError("no code").code, InvalidDealError("no code").code
    ('notation', 'invalid-deal')
    """

    #: The code of an error raised without one of its own.
    default_code: ClassVar[str] = "atout"

    def __init_subclass__(cls, /, code: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if code:
            cls.default_code = code

    def __init__(self, message: str = "", /, *, code: str = "", **values: Any) -> None:
        if isinstance(message, Message) and not values:
            found = message
        else:
            found = Message(message, code=code, **values)
        self.message: Message = found
        self.code: str = code or found.code or self.default_code
        super().__init__(str(found))


# Text and rules.


class NotationError(AtoutError, code="notation"):
    """Text that does not parse (a contract, a card, a deal, a file line, a name of a kind)."""


class IllegalCallError(AtoutError, code="illegal-call"):
    """A call that the rules of the auction do not allow."""


class IllegalPlayError(AtoutError, code="illegal-play"):
    """A card that the rules of the play do not allow."""


class InvalidDealError(AtoutError, code="invalid-deal"):
    """A deal, a result or a score entry that cannot happen."""


class InvalidMovementError(AtoutError, code="invalid-movement"):
    """A movement, a session plan or a round robin that cannot be built as asked, or a
    sitting, pair or board it does not have."""


class InvalidEventError(AtoutError, code="invalid-event"):
    """An event whose figures cannot be: more results than a board expects, a match
    without boards, a team listed twice, a scale for no boards."""


class SettingError(AtoutError, code="setting"):
    """A setting or an option outside its allowed values (rules variants, database
    settings)."""


class UsageError(AtoutError, code="usage"):
    """A command that asks for what its input cannot give (an unfinished auction, a board
    without its deal, two options that exclude each other)."""


class VerificationError(AtoutError, code="verification"):
    """A dealing seed that does not match its commitment, or deals it did not deal."""


class GameKindError(AtoutError, code="game-kind"):
    """A kind of game that does not exist, or a game asked for as a kind it is not."""


# The records kept and the people keeping them.


class NotFoundError(AtoutError, code="not-found"):
    """A game, entry or session that does not exist."""


class ConflictError(AtoutError, Generic[T], code="conflict"):
    """A change made on top of a version that is no longer the current one.

    ``stored`` is the version stored in between (``None`` when there is none
    any more), so that both can be shown.

    >>> error = ConflictError("board 1: entered twice", stored="4S= N")
    >>> error.stored
    '4S= N'
    """

    def __init__(self, message: str, /, stored: T | None, *, code: str = "", **values: Any) -> None:
        super().__init__(message, code=code, **values)
        self.stored: T | None = stored


class DuplicateNameError(AtoutError, code="duplicate-name"):
    """A name already taken (a director's)."""


class InvalidNameError(AtoutError, code="invalid-name"):
    """A name too short or too long (a director's)."""


class WeakPasswordError(AtoutError, code="weak-password"):
    """A password refused (too short)."""


class InvalidTransitionError(AtoutError, code="invalid-transition"):
    """A change of state that is not allowed (a session in set-up cannot be closed)."""


class ForbiddenError(AtoutError, code="forbidden"):
    """An action the caller may not take (answered with 403)."""


class NotSignedInError(AtoutError, code="not-signed-in"):
    """A director's page asked for without a valid sign-in."""


class FormError(AtoutError, code="form"):
    """A form with problems: one message per field (and ``""`` for the whole form).

    >>> str(FormError({"title": "Give a title.", "": "Try again."}))
    'title: Give a title.; Try again.'
    """

    def __init__(self, errors: Mapping[str, str]) -> None:
        said = {k: v if isinstance(v, Message) else Message(v) for k, v in errors.items()}
        parts = [
            Message("{field}: {message}", field=k, message=v) if k else v for k, v in said.items()
        ]
        super().__init__(Message.joined(parts), code="form")
        self.errors = dict(errors)


# atout's own invariants.


class ZeroSumError(AssertionError):
    """Tarot scores that do not sum to zero: a bug in atout, never bad input."""
