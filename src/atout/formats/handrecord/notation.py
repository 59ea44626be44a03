"""How cards, seats, strains and vulnerabilities are written on a French or English hand record.

French players write R D V for the king, queen and jack, SA (sans-atout) for
no-trump, O (Ouest) for West and E-O for East-West; both languages write 10 for
the ten and use the suit symbols, hearts and diamonds in red.
"""

from __future__ import annotations

from dataclasses import dataclass

from atout.bridge.board import Vulnerability
from atout.bridge.cards import Rank, Suit
from atout.bridge.contract import Strain
from atout.bridge.double_dummy import ParContract
from atout.bridge.seats import Seat, Side
from atout.errors import SettingError


@dataclass(frozen=True, slots=True)
class Notation:
    """The words and letters of one language (:data:`FRENCH` or :data:`ENGLISH`).

    >>> FRENCH.rank(Rank.KING), ENGLISH.rank(Rank.TEN), FRENCH.seat(Seat.W)
    ('R', '10', 'O')
    >>> FRENCH.par_contract(ParContract.parse("EW 3N+1")), ENGLISH.strain(Strain.NOTRUMP)
    ('EO 3SA+1', 'NT')
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
        """``NS`` or ``EW`` (``EO`` in French)."""
        return self.sides[0 if side is Side.NS else 1]

    def strain(self, strain: Strain) -> str:
        """The suit symbol, or the no-trump letters."""
        return self.notrump if strain is Strain.NOTRUMP else Suit(strain.value).symbol

    def vulnerability(self, vulnerability: Vulnerability) -> str:
        """Who is vulnerable, in words."""
        return self.vulnerabilities[vulnerability]

    def par_contract(self, contract: ParContract) -> str:
        """A par contract with its declarer: ``NS 4♠=``, ``EO 5♦X-2``, ``E 3SA+1``."""
        who = contract.declarer
        declarer = self.seat(who) if isinstance(who, Seat) else self.side(who)
        bid = contract.contract
        margin = contract.result.margin
        written = "=" if margin == 0 else f"{margin:+d}"
        return f"{declarer} {bid.level}{self.strain(bid.strain)}{bid.doubling}{written}"

    def word(self, key: str) -> str:
        """A label of the record (``board``, ``dealer``, ``par`` …)."""
        return self.words[key]


FRENCH = Notation(
    language="fr",
    honours=("A", "R", "D", "V"),
    seats=("N", "E", "S", "O"),
    notrump="SA",
    sides=("NS", "EO"),
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
        "score": "Score NS",
        "against_par": "vs par",
        "page": "page",
    },
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
            code="formats.handrecord.notation.hand-record-language",
            language=language,
        ) from None
