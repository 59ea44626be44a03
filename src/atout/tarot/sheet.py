"""The text of a session file: a header, then one deal a line (docs/tarot-session.md), its
words in English or in French; :func:`format_session` writes English.

>>> text = '''
... # Tuesday club
... players: Ana, Bo, Cy, Di
... rules: fft
... garde taker=1 points=43 bouts=2
... pass
... '''
>>> session = parse_session(text)
>>> session.totals, session.rules.name, session.next_dealer
((162, -54, -54, -54), 'fft', 3)
>>> parse_session(format_session(session)) == session
True
>>> parse_session('''
... joueurs: Ana, Bo, Cy, Di
... règles: FFT
... garde preneur=1 points=43 bouts=2
... passe
... ''') == session
True
"""

from __future__ import annotations

from dataclasses import replace

from atout.errors import AtoutError, NotationError
from atout.tarot.deal import Entry, parse_entry
from atout.tarot.rules import TarotRules
from atout.tarot.session import Session
from atout.tarot.words import Words

#: The header's keys in English and in French, in the order they are written.
HEADER_WORDS: Words[str] = Words(
    "key",
    {
        "players": ("players", "joueurs"),
        "rules": ("rules", "règles"),
        "round-to-ten": ("round-to-ten", "arrondi-dizaine"),
        "dealer": ("dealer", "donneur"),
    },
    "sheet.unknown-key",
)
HEADER_KEYS = tuple(HEADER_WORDS.names)
#: ``round-to-ten: yes|no``, French ``arrondi-dizaine: oui|non``.
YES_NO: Words[bool] = Words(
    "round-to-ten",
    {True: ("yes", "oui"), False: ("no", "non")},
    "sheet.yes-no",
    " or ",
)


def _header(session: Session, key: str, value: str) -> Session:
    if key == "players":
        names = tuple(name.strip() for name in value.split(","))
        return replace(session, players=names)
    if key == "rules":
        round_to_ten = session.rules.round_to_ten
        return replace(session, rules=replace(TarotRules.preset(value), round_to_ten=round_to_ten))
    if key == "round-to-ten":
        return replace(session, rules=replace(session.rules, round_to_ten=YES_NO.parse(value)))
    if not (value.isascii() and value.isdigit() and len(value) <= 2):
        raise NotationError(
            "dealer: {value!r} is not a seat: use a seat number from 1",
            code="seat.number",
            value=value,
        )
    return replace(session, first_dealer=int(value))


def parse_session(text: str) -> Session:
    """Read a session file; an error names the line (from 1) and quotes it."""
    session: Session | None = None
    header: dict[str, str] = {}
    entries: list[Entry] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            written, sep, value = line.partition(":")
            key = HEADER_WORDS.read(written) if sep else None
            if key is not None:
                if entries:
                    raise NotationError(
                        "{strip}: the header comes before the deals",
                        code="sheet.header-late",
                        strip=written.strip(),
                    )
                header[key] = value.strip()
                continue
            if session is None:
                session = _start(header)
            entry = parse_entry(line, session.seats)
            session.score_deal(len(entries) + 1, entry)  # an impossible deal names its line
            entries.append(entry)
        except AtoutError as error:
            raise type(error)(
                "line {number} ({line!r}): {error}",
                code=error.code,
                number=number,
                line=raw.strip(),
                error=error,
            ) from None
    if session is None:
        return _start(header)
    return replace(session, entries=tuple(entries))  # scored once: linear in the deals


def _start(header: dict[str, str]) -> Session:
    if "players" not in header:
        raise NotationError(
            "players: missing: start the file with 'players: name, name, name'",
            code="sheet.no-players",
        )
    session = Session(tuple(name.strip() for name in header["players"].split(",")))
    for key in HEADER_KEYS[1:]:
        if key in header:
            session = _header(session, key, header[key])
    return session


def format_session(session: Session) -> str:
    """Write a session as :func:`parse_session` reads it."""
    lines = [
        f"players: {', '.join(session.players)}",
        f"rules: {session.rules.name}",
        f"round-to-ten: {'yes' if session.rules.round_to_ten else 'no'}",
        f"dealer: {session.first_dealer}",
    ]
    lines += [str(entry) for entry in session.entries]
    return "\n".join(lines) + "\n"
