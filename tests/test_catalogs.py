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
from tests.catalogs import catalog, extracted, plurals
from tests.tarot.test_words import ALL_WORDS

#: Messages written from values rather than literals (the scores' items, the doublings,
#: the last separator of a listing, tarot's notation words and the fields they fill).
DYNAMIC = {
    *(kind.value for kind in ItemKind),
    *(kind.value for kind in TarotItemKind),
    *(words.english(value) for words in ALL_WORDS for value in words.names),
    *(words.what for words in ALL_WORDS),
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


def test_a_counted_message_has_both_forms_in_both_catalogs() -> None:
    counted = plurals()
    assert counted["{n} round"] == "{n} rounds"
    french, english = catalog("fr"), catalog("en")
    for singular, plural in counted.items():
        for language in (french, english):
            entry = language.get(singular)
            assert entry is not None and entry.id == (singular, plural), singular
        forms = french[singular].string
        assert isinstance(forms, tuple) and len(forms) == 2 and all(forms), singular
    # and a message that is not counted has one form
    assert not [m.id for m in french if isinstance(m.id, tuple) and m.id[0] not in counted]


def test_each_translation_keeps_the_values_of_its_message() -> None:
    french = catalog("fr")
    lost = []
    for message in french:
        if not (message.id and message.string):
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for msgid, form in zip(ids, forms, strict=True):  # French: as many forms as English
            names = sorted(re.findall(r"(?<!\{)\{([a-zA-Z_0-9]*)", msgid))
            kept = sorted(re.findall(r"(?<!\{)\{([a-zA-Z_0-9]*)", form))
            if names != kept:
                lost.append(msgid)
    assert lost == []


def test_french_sets_off_its_high_signs_with_a_no_break_space() -> None:
    """« : », « ; », « ! », « ? » follow a no-break space (U+00A0), never a plain one.

    A sign glued to a word is left alone: ``N:AKQJ…``, ``PLACE:simple``, ``20:05``,
    ``{text!r}`` are notation, not prose; so is ``::1`` (an address).
    """
    plain = re.compile(r" [:;!?](?![:=])")
    wrong = []
    for message in catalog("fr"):
        if not message.id:
            continue
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        wrong += [form for form in forms if plain.search(form)]
    assert wrong == []


def test_a_tarot_refusal_in_french_and_in_english() -> None:
    message = Message("points: {shown} is not valid: use 0 to 91", shown="92")
    assert translate(message, "fr") == "points\u00a0: 92 n’est pas valable\u00a0: de 0 à 91"
    assert translate(message, "en") == "points: 92 is not valid: use 0 to 91"
