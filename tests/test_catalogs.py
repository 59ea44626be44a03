"""Every message atout can show has its French and English translation.

The message ids are extracted with Babel from the sources (``_``/``gettext``,
``N_``, every :class:`~atout.errors.Message` and error class raised with its
template, the tarot checks' problems, the command line's ``say``) and from the
templates, then compared with the two catalogs.
"""

from __future__ import annotations

import re

from babel.messages.catalog import Message as CatalogMessage

from atout.bridge.score import ItemKind
from atout.errors import Message
from atout.i18n import translate
from atout.tarot.score import ItemKind as TarotItemKind
from tests.catalogs import catalog, extracted

#: Messages written from values rather than literals (the scores' items, the doublings,
#: the last separator of a listing).
DYNAMIC = {
    *(kind.value for kind in ItemKind),
    *(kind.value for kind in TarotItemKind),
    "undoubled",
    "doubled",
    "redoubled",
    " or ",
}


def test_babel_extracts_the_messages_of_errors_and_pages() -> None:
    found = extracted()
    assert "points: {shown} is not valid: use 0 to 91" in found  # a tarot problem
    assert "{text!r} is not a card: write the suit then the rank, as SA or HT" in found
    assert "Back" in found  # the error page's template
    assert len(found) > 600


def test_every_message_has_its_french_translation() -> None:
    french = catalog("fr")
    ids = set(extracted()) | DYNAMIC
    untranslated = sorted(i for i in ids if not _translated(french.get(i)))
    assert untranslated == []


def _translated(entry: CatalogMessage | None) -> bool:
    """True for an entry with its translation (each form of a plural one)."""
    if entry is None:
        return False
    return all(entry.string) if isinstance(entry.string, tuple) else bool(entry.string)


def test_every_message_is_in_the_english_catalog() -> None:
    english = catalog("en")
    assert sorted(i for i in set(extracted()) | DYNAMIC if english.get(i) is None) == []


def test_each_translation_keeps_the_values_of_its_message() -> None:
    french = catalog("fr")
    lost = []
    for message in french:
        if message.id and message.string and isinstance(message.id, str):
            names = sorted(re.findall(r"(?<!\{)\{([a-zA-Z_0-9]*)", message.id))
            kept = sorted(re.findall(r"(?<!\{)\{([a-zA-Z_0-9]*)", str(message.string)))
            if names != kept:
                lost.append(message.id)
    assert lost == []


def test_a_tarot_refusal_in_french_and_in_english() -> None:
    message = Message("points: {shown} is not valid: use 0 to 91", shown="92")
    assert translate(message, "fr") == "points : 92 n’est pas valable : de 0 à 91"
    assert translate(message, "en") == "points: 92 is not valid: use 0 to 91"
