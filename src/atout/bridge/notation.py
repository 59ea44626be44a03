"""How contracts, results, cards, seats and vulnerabilities are written in French or English.

The one place that writes a bridge value for a reader, used by the web pages,
the hand records and the command line. French players write ``4♥``, ``3SA``,
``2♠X``, results ``=``, ``+1``, ``−2``, R D V for the king, queen and jack, O
(Ouest) for West, E-O for East-West, "personne / N-S / E-O / tous" for the
vulnerability and "Passe générale" for a passed-out deal; both languages write
10 for the ten and use the suit symbols (hearts and diamonds drawn red by the
pages). English keeps ``3NT``, ``-2``, K Q J and W.

French input (:func:`read_result`, :func:`read_contract`, :func:`read_calls`,
:func:`read_card`): P, C, K, T and SA name pique, cœur, carreau, trèfle and
sans-atout, a card is its suit then its rank (``PR`` the king of spades, ``C10``);
the suit symbols work in both languages; English keeps C, D, H, S and NT, and
A K Q J T.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from atout.bridge.board import Vulnerability
from atout.bridge.calls import Bid, Call, Double, Pass, Redouble, parse_call
from atout.bridge.cards import Card, Rank, Shown, Suit
from atout.bridge.contract import Contract, ContractResult, Strain
from atout.bridge.double_dummy import ParContract
from atout.bridge.seats import Seat, Side
from atout.errors import NotationError, SettingError


@dataclass(frozen=True, slots=True)
class Notation:
    """The words and letters of one language (:data:`FRENCH` or :data:`ENGLISH`).

    >>> FRENCH.rank(Rank.KING), ENGLISH.rank(Rank.TEN), FRENCH.seat(Seat.W)
    ('R', '10', 'O')
    >>> FRENCH.par_contract(ParContract.parse("EW 3N+1")), ENGLISH.strain(Strain.NOTRUMP)
    ('E-O 3SA+1', 'NT')
    """

    language: str
    #: A, K, Q, J (the other ranks are their digits, the ten ``10``).
    honours: tuple[str, str, str, str]
    #: N, E, S, W.
    seats: tuple[str, str, str, str]
    notrump: str
    #: The two sides, N-S first.
    sides: tuple[str, str]
    vulnerabilities: dict[Vulnerability, str]
    words: dict[str, str]
    #: How a passed-out deal is written.
    passed_out: str = "Passed out"
    #: The calls Pass, Double and Redouble (``P``, ``X``, ``XX`` as typed in English).
    calls: tuple[str, str, str] = ("P", "X", "XX")
    #: The sign of undertricks.
    minus: str = "-"
    #: What groups a score's thousands (French: a narrow no-break space, as Babel writes it).
    thousands: str = ","

    def rank(self, rank: Rank) -> str:
        """The rank as written on the record."""
        honours = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)
        if rank in honours:
            return self.honours[honours.index(rank)]
        return "10" if rank is Rank.TEN else rank.value

    def seat(self, seat: Seat) -> str:
        """The seat's letter."""
        return self.seats[seat.index]

    def side(self, side: Side) -> str:
        """``NS`` or ``EW`` (``N-S`` or ``E-O`` in French)."""
        return self.sides[0 if side is Side.NS else 1]

    def strain(self, strain: Strain) -> str:
        """The suit symbol, or the no-trump letters."""
        return self.notrump if strain is Strain.NOTRUMP else Suit(strain.value).symbol

    def vulnerability(self, vulnerability: Vulnerability) -> str:
        """Who is vulnerable, in words."""
        return self.vulnerabilities[vulnerability]

    def contract(self, contract: Contract) -> str:
        """A contract: ``4♥X``, ``3SA`` (``3NT`` in English).

        >>> FRENCH.contract(Contract.parse("2SX")), ENGLISH.contract(Contract.parse("3NT"))
        ('2♠X', '3NT')
        """
        return f"{contract.level}{self.strain(contract.strain)}{contract.doubling.value}"

    def margin(self, margin: int) -> str:
        """Made exactly ``=``, overtricks ``+1``, undertricks ``−2`` (``-2`` in English).

        >>> FRENCH.margin(0), FRENCH.margin(1), FRENCH.margin(-2), ENGLISH.margin(-2)
        ('=', '+1', '−2', '-2')
        """
        if margin == 0:
            return "="
        return f"+{margin}" if margin > 0 else f"{self.minus}{-margin}"

    def signed(self, value: int) -> str:
        """A score with its sign, ``+620`` or ``−100`` (``-100`` in English).

        >>> FRENCH.signed(620), FRENCH.signed(-100), ENGLISH.signed(-100)
        ('+620', '−100', '-100')
        >>> FRENCH.signed(2220), ENGLISH.signed(-1250)
        ('+2\u202f220', '-1,250')
        """
        return f"{value:+,d}".replace(",", self.thousands).replace("-", self.minus)

    def result(self, result: ContractResult) -> str:
        """A contract and its result: ``4♥X+1``, ``3SA=``, ``Passe générale``.

        >>> FRENCH.result(ContractResult.parse("3NT=")), FRENCH.result(ContractResult.parse("PASS"))
        ('3SA=', 'Passe générale')
        """
        if result.contract is None:
            return self.passed_out
        return self.contract(result.contract) + self.margin(result.margin)

    def card(self, card: Card) -> str:
        """A card as a lead is written: the suit symbol, then the rank (``♠R``, ``♥10``)."""
        return f"{card.suit.symbol}{self.rank(card.rank)}"

    def par_contract(self, contract: ParContract) -> str:
        """A par contract with its declarer: ``NS 4♠=``, ``E-O 5♦X-2``, ``E 3SA+1``."""
        who = contract.declarer
        declarer = self.seat(who) if isinstance(who, Seat) else self.side(who)
        bid = contract.contract
        margin = contract.result.margin
        written = "=" if margin == 0 else f"{margin:+d}"
        return f"{declarer} {bid.level}{self.strain(bid.strain)}{bid.doubling}{written}"

    def call(self, call: Call) -> str:
        """A call of the auction: ``1♥``, ``1SA``, ``Passe``, ``X`` (contre), ``XX``
        (surcontre); in English as typed: ``1H``, ``1NT``, ``P``, ``X``, ``XX``.

        >>> from atout.bridge.calls import parse_calls
        >>> [FRENCH.call(c) for c in parse_calls("1H 1NT P X XX")]
        ['1♥', '1SA', 'Passe', 'X', 'XX']
        >>> [ENGLISH.call(c) for c in parse_calls("1H 1NT P X XX")]
        ['1H', '1NT', 'P', 'X', 'XX']
        """
        if isinstance(call, Bid):
            if self.language == "en":
                return str(call)
            return f"{call.level}{self.strain(call.strain)}"
        return self.calls[(Pass, Double, Redouble).index(type(call))]

    def written(self, value: Any) -> str | None:
        """``value`` as this notation writes it when it is a rank, a seat, a side, a call, a
        contract, a result, a card (or cards :class:`Shown` in a message) or a
        vulnerability; ``None`` for any other value.

        >>> FRENCH.written(Seat.W), FRENCH.written(Side.EW), FRENCH.written(Bid.parse("3NT"))
        ('O', 'E-O', '3SA')
        >>> FRENCH.written(Shown((Card.parse("HJ"), Card.parse("HT"))))
        '♥V ♥10'
        >>> FRENCH.written("W") is None
        True
        """
        match value:
            case Rank():
                return self.rank(value)
            case Seat():
                return self.seat(value)
            case Side():
                return self.side(value)
            case Bid() | Pass() | Double() | Redouble():
                return self.call(value)
            case Contract():
                return self.contract(value)
            case ContractResult():
                return self.result(value)
            case Card():
                return self.card(value)
            case Shown():
                return " ".join(self.card(card) for card in value.cards)
            case Vulnerability():
                return self.vulnerability(value)
        return None

    def word(self, key: str) -> str:
        """A label of the record (``board``, ``dealer``, ``par`` …)."""
        return self.words[key]


FRENCH = Notation(
    language="fr",
    honours=("A", "R", "D", "V"),
    seats=("N", "E", "S", "O"),
    notrump="SA",
    sides=("N-S", "E-O"),
    vulnerabilities={
        Vulnerability.NONE: "personne",
        Vulnerability.NS: "N-S",
        Vulnerability.EW: "E-O",
        Vulnerability.ALL: "tous",
    },
    words={
        "title": "Donnes",
        "board": "Donne",
        "dealer": "Donneur",
        "vulnerable": "Vulnérable",
        "hcp": "H",
        "double_dummy": "Levées en double mort",
        "par": "Par",
        "colon": "\u00a0:",
        "pass": "passe générale",
        "results": "Résultats",
        "pairs": "Paires",
        "contract": "Contrat",
        "score": "Marque NS",
        "against_par": "Écart au par",
        "page": "page",
    },
    passed_out="Passe générale",
    minus="\u2212",
    thousands="\u202f",
    calls=("Passe", "X", "XX"),
)

ENGLISH = Notation(
    language="en",
    honours=("A", "K", "Q", "J"),
    seats=("N", "E", "S", "W"),
    notrump="NT",
    sides=("NS", "EW"),
    vulnerabilities={
        Vulnerability.NONE: "none",
        Vulnerability.NS: "N-S",
        Vulnerability.EW: "E-W",
        Vulnerability.ALL: "all",
    },
    words={
        "title": "Hand records",
        "board": "Board",
        "dealer": "Dealer",
        "vulnerable": "Vulnerable",
        "hcp": "HCP",
        "double_dummy": "Double-dummy tricks",
        "par": "Par",
        "colon": ":",
        "pass": "passed out",
        "results": "Results",
        "pairs": "Pairs",
        "contract": "Contract",
        "score": "Score NS",
        "against_par": "vs par",
        "page": "page",
    },
)

NOTATIONS = {"fr": FRENCH, "en": ENGLISH}


def notation(language: str) -> Notation:
    """The notation of ``language`` (``fr`` or ``en``)."""
    try:
        return NOTATIONS[language]
    except KeyError:
        raise SettingError(
            "{language!r} is not a hand-record language: use fr or en",
            code="hand-record.language",
            language=language,
        ) from None


#: French suit letters: pique, cœur, carreau, trèfle, sans-atout.
_FRENCH_STRAINS = {"P": "S", "C": "H", "K": "D", "T": "C", "SA": "NT"}
_FRENCH_CONTRACT = re.compile(r"^([1-7])(SA|[PCKT])(.*)$")
#: The codes of the messages that say how a contract or result is written.
_NOTATION_CODES = {
    "result.syntax",
    "contract.syntax",
    "strain.unknown",
}


def english_notation(text: str, language: str) -> str:
    """``text``, a contract or result as a player of ``language`` writes it, in atout's
    notation (``4HX+1``): French P, C, K, T and SA become S, H, D, C and NT.

    >>> [english_notation(text, "fr") for text in ("4cx+1", "3SA=", "6T-1")]
    ['4HX+1', '3NT=', '6C-1']
    >>> english_notation("4C", "en")
    '4C'
    >>> english_notation("2♠x−1", "fr")
    '2♠X-1'
    """
    key = text.strip().upper().replace("\u2212", "-")
    if language != "fr":
        return key
    match = _FRENCH_CONTRACT.match(key)
    if match is None:
        return key
    return match.group(1) + _FRENCH_STRAINS[match.group(2)] + match.group(3)


def read_result(text: str, language: str) -> ContractResult:
    """A contract and its result as a player of ``language`` writes it.

    >>> read_result("4CX+1", "fr"), read_result("4CX+1", "en")
    (ContractResult.parse('4HX+1'), ContractResult.parse('4CX+1'))
    >>> read_result("4Z=", "fr")
    Traceback (most recent call last):
    ...
    atout.errors.NotationError: '4Z=' is not a result: write a contract then =, +n or -n (4 pique, 4 cœur, 4 carreau, 4 trèfle: 4P, 4C, 4K, 4T; sans-atout: 3SA; e.g. 4CX+1, 3SA=, 6P-2) or PASSE
    """  # noqa: E501
    try:
        return ContractResult.parse(english_notation(text, language))
    except NotationError as error:
        if language != "fr" or error.code not in _NOTATION_CODES:
            raise _as_typed(error, text) from None
        raise NotationError(
            (
                "{text!r} is not a result: write a contract then =, +n or -n (4 pique, "
                "4 cœur, 4 carreau, 4 trèfle: 4P, 4C, 4K, 4T; sans-atout: 3SA; "
                "e.g. 4CX+1, 3SA=, 6P-2) or PASSE"
            ),
            code="result.french-syntax",
            text=text,
        ) from None


def read_contract(text: str, language: str) -> Contract:
    """A contract as a player of ``language`` writes it.

    >>> read_contract("3sa", "fr"), read_contract("4♥x", "en")
    (Contract.parse('3NT'), Contract.parse('4HX'))
    """
    try:
        return Contract.parse(english_notation(text, language))
    except NotationError as error:
        if language != "fr" or error.code not in _NOTATION_CODES:
            raise _as_typed(error, text) from None
        raise NotationError(
            (
                "{text!r} is not a contract: write the level then P (pique), C (cœur), "
                "K (carreau), T (trèfle) or SA (sans-atout), then X or XX, e.g. 4CX or 3SA"
            ),
            code="contract.french-syntax",
            text=text,
        ) from None


#: The French suits by letter and symbol, and the French ranks (the ten is ``10``).
_FRENCH_SUITS = {"P": Suit.SPADES, "C": Suit.HEARTS, "K": Suit.DIAMONDS, "T": Suit.CLUBS}
_FRENCH_SUITS.update({suit.symbol: suit for suit in Suit})
_FRENCH_RANKS = {FRENCH.rank(rank): rank for rank in Rank}


def read_call(text: str, language: str) -> Call:
    """One call as a player of ``language`` writes it: in French a bid ``1C`` (cœur),
    ``1K``, ``1T``, ``1P``, ``1SA`` or ``1♥``, and ``P`` or ``passe``, ``X`` or
    ``contre``, ``XX`` or ``surcontre``; in English as :func:`~atout.bridge.calls.parse_call`
    reads it (``1C`` is clubs, ``P`` pass). As in :func:`read_contract`, a French bid in
    the letters that are no French suit (``1H``, ``1NT``) keeps its English reading: a
    bid always has a level, so ``P`` is never pique.

    >>> [read_call(text, "fr") for text in ("1C", "1p", "3SA", "1♣", "passe", "contre")]
    [Bid.parse('1H'), Bid.parse('1S'), Bid.parse('3NT'), Bid.parse('1C'), Pass(), Double()]
    >>> read_call("1C", "en"), read_call("1NT", "fr")
    (Bid.parse('1C'), Bid.parse('1NT'))
    >>> read_call("8C", "fr")
    Traceback (most recent call last):
    ...
    atout.errors.NotationError: '8C' is not a call: write a bid (1T … 7SA: T trèfle, K carreau, C cœur, P pique, SA sans-atout, or ♣ ♦ ♥ ♠), P (passe), X (contre) or XX (surcontre)
    """  # noqa: E501
    if language != "fr":
        return parse_call(text)
    try:
        return parse_call(english_notation(text, language))
    except NotationError:
        raise NotationError(
            (
                "{text!r} is not a call: write a bid (1T … 7SA: T trèfle, K carreau, "
                "C cœur, P pique, SA sans-atout, or ♣ ♦ ♥ ♠), P (passe), X (contre) "
                "or XX (surcontre)"
            ),
            code="call.french-syntax",
            text=text,
        ) from None


def read_calls(text: str, language: str) -> tuple[Call, ...]:
    """Calls as a player of ``language`` writes them, separated by spaces, commas or dashes.

    >>> [FRENCH.call(call) for call in read_calls("1C P 1P P 3SA P P P", "fr")]
    ['1♥', 'Passe', '1♠', 'Passe', '3SA', 'Passe', 'Passe', 'Passe']
    """
    return tuple(read_call(word, language) for word in re.split(r"[\s,-]+", text.strip()) if word)


def read_card(text: str, language: str) -> Card:
    """A card as a player of ``language`` writes it: in French its suit (P, C, K, T or a
    symbol) then its rank (A R D V 10 9 … 2), ``PR`` the king of spades, ``C10`` the ten
    of hearts; in English as :meth:`Card.parse` reads it (``SK``, ``HT``).

    >>> [FRENCH.card(read_card(text, "fr")) for text in ("PR", "c10", "KV", "TA", "♠D")]
    ['♠R', '♥10', '♦V', '♣A', '♠D']
    >>> read_card("SK", "en")
    Card.parse('SK')
    >>> read_card("ZZ", "fr")
    Traceback (most recent call last):
    ...
    atout.errors.NotationError: 'ZZ' is not a card: write the suit (P pique, C cœur, K carreau, T trèfle, or ♠ ♥ ♦ ♣) then the rank (A R D V 10 9 … 2), as PR or C10
    """  # noqa: E501
    if language != "fr":
        return Card.parse(text)
    key = text.strip().upper()
    suit = _FRENCH_SUITS.get(key[:1])
    rank = _FRENCH_RANKS.get(key[1:])
    if suit is None or rank is None:
        raise NotationError(
            (
                "{text!r} is not a card: write the suit (P pique, C cœur, K carreau, "
                "T trèfle, or ♠ ♥ ♦ ♣) then the rank (A R D V 10 9 … 2), as PR or C10"
            ),
            code="card.french-unknown",
            text=text,
        )
    return Card(suit, rank)


def _as_typed(error: NotationError, text: str) -> NotationError:
    """``error`` quoting ``text`` as the player typed it (``'7SA+1'``), not as it was
    read (``'7NT+1'``).

    >>> error = NotationError("{text!r} is odd", code="result.syntax", text="7NT+1")
    >>> str(_as_typed(error, "7SA+1"))
    "'7SA+1' is odd"
    """
    message = error.message
    if "text" not in message.values or message.parts:
        return error
    return NotationError(message.template, code=error.code, **{**message.values, "text": text})


#: What the command line's help says of the notation in force, by language.
INPUT_HELP = {
    "fr": "French notation: P pique, C cœur, K carreau, T trèfle, SA sans-atout (or ♠ ♥ ♦ ♣)",
    "en": "English notation: C clubs, D diamonds, H hearts, S spades, NT no-trump (or ♣ ♦ ♥ ♠)",
}
