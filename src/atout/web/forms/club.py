"""The club's HTML forms read into domain values.

A table's result form is read once, whole, into a
:data:`~atout.services.club.results.ResultPost` (the key it is about, the
:class:`~atout.duplicate.table_result.TableResult` typed, the version seen); the
creation forms give a :class:`~atout.services.club.sessions.NewPairsSession`
(the movement chosen among those offered, the deals of a PBN file) or a
:class:`~atout.services.club.sessions.NewTeamSession`; the players' form the
players by pair. Each reader collects one message per field and raises
:class:`atout.errors.FormError` with all of them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace

from atout.bridge.cards import Card
from atout.bridge.contract import Contract, ContractResult, Doubling, Strain
from atout.bridge.deal import Deal
from atout.bridge.notation import notation, read_card
from atout.bridge.seats import Seat
from atout.duplicate.matchpoints import AdjustedScore, Artificial
from atout.duplicate.movements import suggest
from atout.duplicate.movements.model import EvenTables, MovementKind
from atout.duplicate.movements.suggest import Suggestion, barometer_chosen, chosen
from atout.duplicate.players import Player
from atout.duplicate.table_result import TableResult
from atout.errors import AtoutError, ForbiddenError, FormError, InvalidMovementError, UsageError
from atout.formats import pbn
from atout.i18n import Message
from atout.services.club.results import ResultPost
from atout.services.club.sessions import NewPairsSession, NewTeamSession, PairPlayers
from atout.services.room.posts import TablePost
from atout.store.club.records import ResultEntry, ResultKey
from atout.web.forms.common import base_version as base_version  # read by the routes
from atout.web.forms.common import number, session_title, typed_player, whole

#: Boards per round a session may use.
BOARDS_PER_ROUND = range(1, 9)
#: Pairs a session may have.
PAIRS = range(3, 61)
#: Rounds a barometer may be asked for (its table count bounds them again).
ROUNDS = range(1, 40)
#: Teams a match or round robin may have.
TEAMS = range(2, 33)
#: Boards per match of a team session.
BOARDS_PER_MATCH = range(1, 41)
#: Longest name of a pair or a team (the title's: :data:`~atout.web.forms.common.TITLE_LENGTH`).
NAME_LENGTH = 80
#: The largest PBN file of deals taken (a session's hand records are a few kilobytes).
MAX_PBN_BYTES = 1_000_000
#: The artificial scores a director may give each side.
ARTIFICIAL = ("A+", "A=", "A-")

_PLAYER_FIELD = re.compile(r"(?:player|licence)_([0-9]{1,3})_([12])")
#: The refusal of a list of team names.
TEAMS_MESSAGE = "Give {low} to {high} teams, one name per line, each name once."
NAME_TOO_LONG = "{field}: {value} is too long: at most {limit} characters"


def pbn_deals(data: str | bytes, field: str) -> dict[int, Deal]:
    """The deals of a PBN file (text, or bytes as uploaded), by board.

    A file the reader refuses is a :class:`FormError` on ``field`` with the
    reader's message (which names the line).
    """
    if len(data) > MAX_PBN_BYTES:
        too_big = Message(
            "the file is over {most} bytes: not a PBN file",
            code="input.too-large",
            most=MAX_PBN_BYTES,
        )
        raise FormError({field: too_big.about(field)})
    if isinstance(data, bytes) and not data.startswith(_UTF16) and b"\x00" in data:
        not_text = Message(
            "the file is not text (a NUL byte at offset {offset}): choose a PBN file",
            code="input.binary",
            offset=data.index(b"\x00"),
        )
        raise FormError({field: not_text.about(field)})
    found: dict[int, Deal] = {}
    try:
        for game in pbn.loads(data).games:
            deal, board = game.deal, game.board
            if deal is not None and board is not None:
                found[board] = deal
    except AtoutError as error:
        raise FormError({field: error.message.about(field)}) from None
    return found


#: The byte-order marks of UTF-16, whose text holds NUL bytes.
_UTF16 = (b"\xff\xfe", b"\xfe\xff")


def deals_field(upload: bytes | None) -> str:
    """The field the deals of a new session came from: the uploaded file, else the text box."""
    return "deals_file" if upload else "deals_pbn"


def deals_refused(error: UsageError, upload: bytes | None) -> FormError:
    """A session's deals refused (a board without its deal), shown next to their field."""
    return FormError({deals_field(upload): error.message})


#: The movements a director may choose directly (the ``suggestion`` field's other values).
CHOSEN = ("howell", "mitchell", "mitchell-arrow", "barometer")


def _chosen(pairs: int, picked: str, even: str, rounds: int | None = None) -> Suggestion:
    """The movement chosen directly (``rounds``: a barometer's), else a :class:`FormError`
    on ``suggestion``."""
    kind = MovementKind.HOWELL if picked == "howell" else MovementKind.MITCHELL
    tables = EvenTables.SKIP if even == "skip" else EvenTables.RELAY
    try:
        if picked == "barometer":
            return barometer_chosen(pairs, rounds=rounds)
        return chosen(pairs, kind, tables, arrow_switch=picked == "mitchell-arrow")
    except InvalidMovementError as error:
        raise FormError({"suggestion": error.message.coded(error.code)}) from error


def new_session(form: Mapping[str, str], upload: bytes | None = None) -> NewPairsSession:
    """The pairs session asked for by the creation form.

    ``upload``: the bytes of the PBN file chosen, if any. The deals come from
    that file, else from the pasted text, else they are dealt from a new secret seed.
    """
    errors: dict[str, str] = {}
    title = session_title(form, errors)
    pairs = number(form, "pairs", PAIRS, errors)
    picked = form.get("suggestion", "").strip()
    index = 0 if picked in CHOSEN else number(form, "suggestion", range(0, 10), errors)
    per_round = form.get("boards_per_round", "").strip()
    boards = number(form, "boards_per_round", BOARDS_PER_ROUND, errors) if per_round else None
    typed_rounds = form.get("rounds", "").strip()
    rounds = number(form, "rounds", ROUNDS, errors) if typed_rounds else None
    if errors:
        raise FormError(errors)
    if picked in CHOSEN:
        movement = _chosen(pairs, picked, form.get("even", ""), rounds)
    else:
        suggestions = suggest(pairs)
        if index >= len(suggestions):
            raise FormError({"suggestion": "Choose one of the movements offered."})
        movement = suggestions[index]
    if boards is not None:
        movement = replace(movement, boards_per_round=boards)
    typed = upload or form.get("deals_pbn", "").strip()
    deals = pbn_deals(typed, deals_field(upload)) if typed else None
    season = form.get("season", "")
    return NewPairsSession(title, pairs, movement, deals, season, result_entry(form))


def new_teams(form: Mapping[str, str]) -> NewTeamSession:
    """The team session asked for: one team name per line, boards per match."""
    errors: dict[str, str] = {}
    title = session_title(form, errors)
    lines = form.get("teams", "").splitlines()
    teams = tuple(t.strip() for t in lines[: TEAMS.stop + 1] if t.strip())
    long = next((t for t in teams if len(t) > NAME_LENGTH), None)
    if long is not None:
        errors["teams"] = Message.of(
            NAME_TOO_LONG, field="teams", value=repr(long[:40] + "…"), limit=NAME_LENGTH
        )
    elif len(teams) not in TEAMS or len(set(teams)) != len(teams):
        errors["teams"] = Message.of(TEAMS_MESSAGE, low=TEAMS.start, high=TEAMS.stop - 1)
    boards = number(form, "boards_per_round", BOARDS_PER_MATCH, errors)
    if errors:
        raise FormError(errors)
    return NewTeamSession(title, teams, boards, result_entry(form))


def result_entry(form: Mapping[str, str]) -> ResultEntry:
    """How the new session's tables enter a result: ``tricks`` when chosen, else the margin.

    >>> result_entry({"result_entry": "tricks"}), result_entry({})
    (<ResultEntry.TRICKS: 'tricks'>, <ResultEntry.MARGIN: 'margin'>)
    """
    return ResultEntry.TRICKS if form.get("result_entry") == "tricks" else ResultEntry.MARGIN


def players(form: Mapping[str, str]) -> dict[int, PairPlayers]:
    """The two players typed for each pair: fields ``player_<n>_1`` and ``player_<n>_2`` (the
    names), ``licence_<n>_1`` and ``licence_<n>_2`` (optional licence numbers).

    >>> found = players({"player_3_1": " Élise  Brønn ", "licence_3_1": "0123 4567",
    ...                  "player_3_2": "", "licence_3_2": ""})
    >>> found[3]
    (Player(name='Élise Brønn', licence='01234567'), None)
    """
    found: dict[int, list[Player | None]] = {}
    errors: dict[str, str] = {}
    seats = {
        (int(m.group(1)), int(m.group(2)))
        for m in (_PLAYER_FIELD.fullmatch(f) for f in form)
        if m is not None
    }
    for pair, seat in sorted(seats):
        field, licence = f"player_{pair}_{seat}", form.get(f"licence_{pair}_{seat}", "")
        player = typed_player(form.get(field, ""), licence, field, errors)
        found.setdefault(pair, [None, None])[seat - 1] = player
    if errors:
        raise FormError(errors)
    return {pair: (slots[0], slots[1]) for pair, slots in found.items()}


def result_fields(result: TableResult, language: str = "fr") -> dict[str, str]:
    """The fields of the result form that enter ``result`` (the correction form starts so),
    its lead as a reader of ``language`` types it.

    >>> result = TableResult.parse("4HX-1 W lead SK")
    >>> result_fields(result)["strain"], result_fields(result)["lead"]
    ('H', '♠R')
    >>> result_fields(result, "en")["lead"]
    '♠K'
    >>> result_fields(TableResult.parse("A+/A-"))
    {'kind': 'adjusted', 'adjusted_ns': 'A+', 'adjusted_ew': 'A-'}
    """
    if result.adjusted is not None:
        ns, ew = str(result.adjusted.ns), str(result.adjusted.ew)
        return {"kind": "adjusted", "adjusted_ns": ns, "adjusted_ew": ew}
    played = result.result
    if played is None or played.contract is None or result.declarer is None:
        return {"passed": "yes"}
    contract = played.contract
    return {
        "level": str(contract.level),
        "strain": contract.strain.value,
        "doubling": contract.doubling.value,
        "declarer": result.declarer.value,
        "result": margin_field(played.margin),
        "tricks": str(played.tricks),
        "lead": "" if result.lead is None else notation(language).card(result.lead),
    }


def margin_field(margin: int) -> str:
    """The result select's value for a margin: ``=``, ``+1``, ``-2``.

    >>> margin_field(0), margin_field(1), margin_field(-2)
    ('=', '+1', '-2')
    """
    return "=" if margin == 0 else f"{margin:+d}"


#: A result as players say it: ``=``, ``+n`` or ``-n`` (the minus sign U+2212 read as ``-``).
_MARGIN = re.compile(r"=|[+-](?:1[0-3]|[1-9])")


def read_margin(
    text: str, contract: Contract | None, errors: dict[str, str]
) -> ContractResult | None:
    """The contract's result said as ``=``, ``+1`` or ``−2`` (U+2212 or ``-``); ``None`` and
    a message in ``errors`` (field ``result``) when it is not one, or not possible.

    >>> contract = Contract.parse("4HX")
    >>> read_margin("\u22122", contract, {}).tricks, read_margin(" = ", contract, {}).tricks
    (8, 10)
    >>> errors = {}
    >>> read_margin("+4", contract, errors), sorted(errors)
    (None, ['result'])
    """
    typed = text.strip().replace("\u2212", "-")
    if not _MARGIN.fullmatch(typed):
        errors["result"] = Message(
            "Choose the result: =, +1, +2… or −1, −2…", code="result.margin-syntax"
        )
        return None
    if contract is None:
        return None
    try:
        return ContractResult.parse(f"{contract}{typed}")
    except AtoutError as error:  # more than 13 tricks, or fewer than none
        errors["result"] = error.message
        return None


def reopening(form: Mapping[str, str]) -> bool:
    """True when the form says the director reopens a closed session on purpose.

    >>> reopening({"reopen": "yes"}), reopening({})
    (True, False)
    """
    return form.get("reopen") == "yes"


def _key(form: Mapping[str, str], own_table: int) -> ResultKey:
    """The round, table and board a table's form is about (the table's own when not given).

    These are hidden fields: a form without them was not sent by the page,
    a :class:`ForbiddenError`.
    """
    table = whole(form.get("table", str(own_table)))
    if table is None:
        raise ForbiddenError(
            "table {own_table} cannot enter results for that table",
            code="table.other-table",
            own_table=own_table,
        )
    round_, board = whole(form.get("round")), whole(form.get("board"))
    if round_ is None or board is None:
        raise ForbiddenError("the form names no round and board", code="form.no-board")
    return ResultKey(round_, table, board)


def table_post(form: Mapping[str, str], own_table: int, language: str = "fr") -> ResultPost:
    """A table's result form read whole: its key (a :class:`ForbiddenError` without one),
    the result typed (or the refusal of its fields) and the version the page showed.

    >>> post = table_post({"round": "1", "board": "4", "level": "3", "strain": "NT",
    ...                    "doubling": "", "declarer": "S", "tricks": "10"}, 2)
    >>> post.key, str(post.entry), post.base_version
    (ResultKey(round=1, table=2, board=4), '3NT+1 S', 0)
    """
    key = _key(form, own_table)
    try:
        return TablePost(key, table_result(form, language), base_version(form))
    except FormError as error:
        return TablePost(key, None, base_version(form), error)


def confirm_post(form: Mapping[str, str], own_table: int) -> ResultPost:
    """The opponents' confirmation read whole: the key and the version they were shown."""
    return TablePost(_key(form, own_table), None, base_version(form))


#: The contract levels a form offers.
_LEVELS = {str(level): level for level in range(1, 8)}


def _contract(form: Mapping[str, str]) -> Contract | None:
    """The contract of the form's ``level``, ``strain`` and ``doubling`` fields, built from
    its parts (``None`` when one is not a contract's).

    >>> _contract({"level": "4", "strain": "H", "doubling": "X"}), _contract({"level": "8"})
    (Contract.parse('4HX'), None)
    """
    level = _LEVELS.get(form.get("level", "").strip())
    try:
        strain = Strain.parse(form.get("strain", "").strip())
        doubling = Doubling.parse(form.get("doubling", "").strip())
    except AtoutError:
        return None
    return None if level is None else Contract(level, strain, doubling)


def table_result(form: Mapping[str, str], language: str = "fr") -> TableResult:
    """The result typed at a table: contract, declarer, result (``=``, ``+1``, ``−2``, or the
    tricks) and the optional lead, a card in the notation of ``language`` (French ``PR``,
    English ``SK``; symbols in both).

    >>> form = {"level": "4", "strain": "H", "doubling": "X", "declarer": "E", "result": "−2"}
    >>> table_result(form)
    TableResult.parse('4HX-2 E')
    >>> table_result(form).result.tricks
    8
    """
    if form.get("passed") == "yes":
        return TableResult.passed()
    errors: dict[str, str] = {}
    declarer: Seat | None = None
    lead: Card | None = None
    contract = _contract(form)
    if contract is None:
        errors["contract"] = "Choose the level and the strain."
    try:
        declarer = Seat.parse(form.get("declarer", ""))
    except AtoutError:
        errors["declarer"] = "Choose the declarer."
    played = _played(form, contract, errors)
    typed = form.get("lead", "").strip()
    try:
        lead = read_card(typed, language) if typed else None
    except AtoutError as error:
        errors["lead"] = error.message.about("lead")
    if errors or played is None or declarer is None:
        raise FormError(errors)
    return TableResult.played(played, declarer, lead)


def _played(
    form: Mapping[str, str], contract: Contract | None, errors: dict[str, str]
) -> ContractResult | None:
    """The contract's result: said as players say it (field ``result``: ``=``, ``+1``,
    ``−2``) or as the declarer's tricks (field ``tricks``, 0 to 13): the page of a session
    sends the one its setting asks for.

    >>> str(_played({"result": "\u22122"}, Contract.parse("4HX"), {}))
    '4HX-2'
    >>> str(_played({"tricks": "8"}, Contract.parse("4HX"), {}))
    '4HX-2'
    """
    if "result" in form:
        return read_margin(form["result"], contract, errors)
    tricks = number(form, "tricks", range(0, 14), errors)
    if contract is None or "tricks" in errors:
        return None
    return ContractResult(contract, tricks)


def artificial(form: Mapping[str, str]) -> TableResult:
    """An artificial score the director gives each side (``A+/A-``)."""
    ns, ew = form.get("adjusted_ns", ""), form.get("adjusted_ew", "")
    if ns not in ARTIFICIAL or ew not in ARTIFICIAL:
        raise FormError({"adjusted": "Choose A+, A= or A- for each side."})
    return TableResult.artificial(AdjustedScore(Artificial(ns), Artificial(ew)))


def correction(form: Mapping[str, str], language: str = "fr") -> TableResult:
    """The director's correction: an artificial score (``kind=adjusted``) or a result, its
    lead in the notation of ``language``."""
    if form.get("kind") == "adjusted":
        return artificial(form)
    return table_result(form, language)
