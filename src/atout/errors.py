"""Every error atout raises.

An :class:`AtoutError` is a :class:`ValueError`: bad input, never a crash.
Messages quote the input (``{text!r}``) and say what would be valid. Code
raises the subclass that says what went wrong, never the base class itself
(``tests/test_errors.py`` checks both rules: every error class is here, and
no ``raise AtoutError(...)``). The one error that is not bad input is
:class:`ZeroSumError`: a broken invariant of atout itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Generic, TypeVar

T = TypeVar("T")


class AtoutError(ValueError):
    """Base of every error atout raises for bad input."""


# Text and rules.


class NotationError(AtoutError):
    """Text that does not parse (a contract, a card, a deal, a file line, a name of a kind)."""


class IllegalCallError(AtoutError):
    """A call that the rules of the auction do not allow."""


class IllegalPlayError(AtoutError):
    """A card that the rules of the play do not allow."""


class InvalidDealError(AtoutError):
    """A deal, a result or a score entry that cannot happen."""


class InvalidMovementError(AtoutError):
    """A movement, a session plan or a round robin that cannot be built as asked, or a
    sitting, pair or board it does not have."""


class InvalidEventError(AtoutError):
    """An event whose figures cannot be: more results than a board expects, a match
    without boards, a team listed twice, a scale for no boards."""


class SettingError(AtoutError):
    """A setting or an option outside its allowed values (rules variants, database
    settings)."""


class UsageError(AtoutError):
    """A command that asks for what its input cannot give (an unfinished auction, a board
    without its deal, two options that exclude each other)."""


class VerificationError(AtoutError):
    """A dealing seed that does not match its commitment, or deals it did not deal."""


class GameKindError(AtoutError):
    """A kind of game that does not exist, or a game asked for as a kind it is not."""


# The records kept and the people keeping them.


class NotFoundError(AtoutError):
    """A game, entry or session that does not exist."""


class ConflictError(AtoutError, Generic[T]):
    """A change made on top of a version that is no longer the current one.

    ``stored`` is the version stored in between (``None`` when there is none
    any more), so that both can be shown.

    >>> error = ConflictError("board 1: entered twice", stored="4S= N")
    >>> error.stored
    '4S= N'
    """

    def __init__(self, message: str, stored: T | None) -> None:
        super().__init__(message)
        self.stored: T | None = stored


class DuplicateNameError(AtoutError):
    """A name already taken (a director's)."""


class InvalidNameError(AtoutError):
    """A name too short or too long (a director's)."""


class WeakPasswordError(AtoutError):
    """A password refused (too short)."""


class InvalidTransitionError(AtoutError):
    """A change of state that is not allowed (a session in set-up cannot be closed)."""


class ForbiddenError(AtoutError):
    """An action the caller may not take (answered with 403)."""


class NotSignedInError(AtoutError):
    """A director's page asked for without a valid sign-in."""


class FormError(AtoutError):
    """A form with problems: one message per field (and ``""`` for the whole form).

    >>> str(FormError({"title": "Give a title.", "": "Try again."}))
    'title: Give a title.; Try again.'
    """

    def __init__(self, errors: Mapping[str, str]) -> None:
        super().__init__("; ".join(f"{k}: {v}" if k else v for k, v in errors.items()))
        self.errors = dict(errors)


# atout's own invariants.


class ZeroSumError(AssertionError):
    """Tarot scores that do not sum to zero: a bug in atout, never bad input."""
