"""What a ReportLab page needs from a user's text: the standard font's characters, no markup."""

from __future__ import annotations

from xml.sax.saxutils import escape


def latin(text: str) -> str:
    """``text`` in the characters of the PDF's standard font (the typographic spaces and
    the minus sign of French numbers become their plain forms).

    >>> latin("1\\u202f743 \\u2212 5")
    '1 743 - 5'
    """
    return text.replace("\u202f", " ").replace("\xa0", " ").replace("\u2212", "-")


def pdf_text(text: str) -> str:
    """``text`` for a ReportLab paragraph, which reads markup: written as text, never as
    ``<b>`` or ``<img>`` (``&``, ``<`` and ``>`` escaped).

    >>> pdf_text("Soirée <b>des amis & co")
    'Soirée &lt;b&gt;des amis &amp; co'
    """
    return escape(latin(text))
