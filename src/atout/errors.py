"""The errors atout raises for bad input.

Every error is a :class:`ValueError`: bad input, never a crash. Messages quote
the input (``{text!r}``) and say what would be valid.
"""


class AtoutError(ValueError):
    """Base of every error atout raises for bad input."""


class NotationError(AtoutError):
    """Text that does not parse (a contract, a card, a deal, a file line)."""


class IllegalCallError(AtoutError):
    """A call that the rules of the auction do not allow."""


class IllegalPlayError(AtoutError):
    """A card that the rules of the play do not allow."""


class InvalidDealError(AtoutError):
    """A deal, a result or a score entry that cannot happen."""
