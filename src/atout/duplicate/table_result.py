"""What a table scored on a board: a contract by a declarer, a passed-out board, or an
artificial score; and the N-S score of a contract result.

A :class:`TableResult` is written (``str``) and read (:meth:`TableResult.parse`)
in one notation:

``<result> <declarer>``
    a played contract: the result in the notation of
    :class:`~atout.bridge.contract.ContractResult` (``4SX-1``, ``3NT=``,
    ``6H+1``) and the declarer's seat (``N``, ``E``, ``S`` or ``W``);
``<result> <declarer> lead <card>``
    the same with the opening lead (``3NT+1 S lead H5``; suit then rank);
``PASS``
    a passed-out board;
``<N-S>/<E-W>``
    an artificial adjusted score per side (Law 12C): ``A+/A-``, ``A=/A=``;
``<weight>% <result> <declarer> + …``, ``<N-S> | <E-W>``
    the director's assigned score, weighted or split
    (:class:`~atout.duplicate.assigned.AssignedScore`).
"""

from __future__ import annotations

from dataclasses import dataclass

from atout.bridge.board import Vulnerability
from atout.bridge.cards import Card, Shown
from atout.bridge.contract import Contract, ContractResult
from atout.bridge.deal import Deal
from atout.bridge.score import points
from atout.bridge.seats import Seat, Side
from atout.duplicate.assigned import AssignedScore
from atout.duplicate.matchpoints import AdjustedScore, BoardEntry
from atout.errors import InvalidDealError, Message, NotationError


def ns_score(result: ContractResult, declarer: Seat | None, vulnerability: Vulnerability) -> int:
    """The score for North-South (negative when East-West scored).

    >>> ns_score(ContractResult.parse("4SX-1"), Seat.W, Vulnerability.NONE)
    100
    >>> ns_score(ContractResult.parse("PASS"), None, Vulnerability.ALL)
    0
    """
    contract = result.contract
    if contract is None:
        return 0
    if declarer is None:
        raise InvalidDealError(
            "{result} needs a declarer (N, E, S or W)",
            code="table-result.no-declarer",
            result=result,
        )
    side = declarer.side
    declared = points(contract, result.tricks, vulnerability.is_vulnerable(side))
    return declared if side is Side.NS else -declared


#: The word before the opening lead in the notation.
LEAD = "lead"

_HOW = (
    "write a result and its declarer (4SX-1 W), with the opening lead if known "
    "(3NT+1 S lead H5), PASS for a passed-out board, or an artificial score (A+/A-)"
)


@dataclass(frozen=True, slots=True)
class TableResult:
    """What one table scored on a board.

    One value with three exclusive shapes rather than a union of three classes:
    the shapes share every question asked of them (the N-S score, the
    traveller's text, the notation) and map to the same nullable fields of a
    traveller line (:class:`atout.duplicate.events.Entry`) and of a stored row.

    - a played contract: ``result`` (not passed out) and its ``declarer``,
      with the opening ``lead`` when known;
    - a passed-out board: ``result`` is ``ContractResult(None)``, nothing else;
    - an artificial score: ``adjusted`` only;
    - the director's weighted or split assigned score: ``assigned`` only.

    >>> TableResult.parse("4sx-1 w")
    TableResult.parse('4SX-1 W')
    >>> str(TableResult.parse("3NT+1 S lead H5")), TableResult.parse("3NT+1 S lead H5").lead
    ('3NT+1 S lead H5', Card.parse('H5'))
    >>> TableResult.parse("PASS").passed_out, TableResult.parse("A+/A-").is_artificial
    (True, True)
    >>> TableResult(ContractResult.parse("4S="))
    Traceback (most recent call last):
    ...
    atout.errors.InvalidDealError: 4S= needs its declarer: give N, E, S or W
    """

    result: ContractResult | None = None
    declarer: Seat | None = None
    lead: Card | None = None
    adjusted: AdjustedScore | None = None
    assigned: AssignedScore | None = None

    def __post_init__(self) -> None:
        if self.assigned is not None:
            if self.result is not None or self.adjusted is not None or self.declarer is not None:
                raise InvalidDealError(
                    "the assigned score {assigned} stands alone: no result, declarer or lead",
                    code="table-result.assigned-extras",
                    assigned=self.assigned,
                )
            return
        if (self.result is None) == (self.adjusted is None):
            raise InvalidDealError(
                (
                    "a table result is a contract result or an artificial score, "
                    "not {result!r} and {adjusted!r}"
                ),
                code="table-result.both",
                result=self.result,
                adjusted=self.adjusted,
            )
        if self.adjusted is not None:
            if self.declarer is not None or self.lead is not None:
                raise InvalidDealError(
                    "the artificial score {adjusted} has no declarer and no lead",
                    code="table-result.artificial-extras",
                    adjusted=self.adjusted,
                )
        elif self.passed_out:
            if self.declarer is not None or self.lead is not None:
                raise InvalidDealError(
                    "a passed-out board has no declarer and no lead",
                    code="table-result.passed-out-extras",
                )
        elif self.declarer is None:
            raise InvalidDealError(
                "{result} needs its declarer: give N, E, S or W",
                code="table-result.no-declarer",
                result=self.result,
            )

    @classmethod
    def played(
        cls, result: ContractResult, declarer: Seat, lead: Card | None = None
    ) -> TableResult:
        """A contract played by ``declarer``, with the opening lead if known.

        >>> str(TableResult.played(ContractResult.parse("2H="), Seat.E))
        '2H= E'
        """
        return cls(result, declarer, lead)

    @classmethod
    def passed(cls) -> TableResult:
        """A passed-out board.

        >>> str(TableResult.passed())
        'PASS'
        """
        return cls(ContractResult(None))

    @classmethod
    def artificial(cls, adjusted: AdjustedScore) -> TableResult:
        """An artificial adjusted score per side (Law 12C)."""
        return cls(adjusted=adjusted)

    @classmethod
    def assign(cls, assigned: AssignedScore) -> TableResult:
        """The director's weighted or split assigned score.

        >>> TableResult.assign(AssignedScore.parse("60% 4S= N + 40% 4S-1 N")).is_assigned
        True
        """
        return cls(assigned=assigned)

    @property
    def is_assigned(self) -> bool:
        """True for the director's weighted or split assigned score."""
        return self.assigned is not None

    @property
    def passed_out(self) -> bool:
        """True for a passed-out board."""
        return self.result is not None and self.result.passed_out

    @property
    def is_artificial(self) -> bool:
        """True for an artificial adjusted score."""
        return self.adjusted is not None

    @property
    def contract(self) -> Contract | None:
        """The contract played (``None`` when passed out or artificial)."""
        return None if self.result is None else self.result.contract

    def board_entry(self, vulnerability: Vulnerability) -> BoardEntry:
        """The traveller line: the N-S score, the artificial score per side, or the
        assigned score's weighted outcomes."""
        if self.assigned is not None:
            return self.assigned.board_entry(vulnerability)
        if self.adjusted is not None:
            return self.adjusted
        assert self.result is not None
        return ns_score(self.result, self.declarer, vulnerability)

    def ns_score(self, vulnerability: Vulnerability) -> int | None:
        """The N-S score (``None`` for an artificial score).

        >>> TableResult.parse("4S+1 E").ns_score(Vulnerability.NONE)
        -450
        >>> TableResult.parse("A+/A-").ns_score(Vulnerability.NONE) is None
        True
        """
        entry = self.board_entry(vulnerability)
        return entry if isinstance(entry, int) else None

    @property
    def traveller_text(self) -> str:
        """The result as a traveller shows it, without the lead.

        >>> TableResult.parse("3NT+1 S lead H5").traveller_text
        '3NT+1 S'
        """
        if self.assigned is not None:
            return str(self.assigned)
        if self.adjusted is not None:
            return str(self.adjusted)
        if self.declarer is None:
            return str(self.result)
        return f"{self.result} {self.declarer}"

    @classmethod
    def parse(cls, text: str) -> TableResult:
        """Read the notation of the module: ``4SX-1 W``, ``3NT+1 S lead H5``, ``PASS``,
        ``A+/A-`` (any case, any spacing between the words).

        >>> TableResult.parse("4S= Q")
        Traceback (most recent call last):
        ...
        atout.errors.NotationError: '4S= Q' is not a table result: 'Q' is not a seat: ...
        """
        words = text.split()
        if not words:
            raise NotationError(
                "{text!r} is not a table result: {_HOW}",
                code="table-result.empty",
                text=text,
                _HOW=_HOW,
            )
        try:
            return cls._read(text, words)
        except NotationError as error:
            if str(error).startswith(repr(text)):
                raise
            raise NotationError(
                "{text!r} is not a table result: {error}",
                code="table-result.invalid",
                text=text,
                error=error,
            ) from None

    @classmethod
    def _read(cls, text: str, words: list[str]) -> TableResult:
        if "%" in text or "|" in text:
            return cls.assign(AssignedScore.parse(text))
        if "/" in text:
            return cls.artificial(AdjustedScore.parse("".join(words)))
        try:
            result = ContractResult.parse(words[0])
        except NotationError as error:
            hint = "" if words[0][:1].isdigit() else ", or an artificial score (A+/A-)"
            raise NotationError(
                "{text!r} is not a table result: {error}{hint}",
                code="table-result.result-invalid",
                text=text,
                error=error,
                hint=hint,
            ) from None
        if result.passed_out:
            if len(words) > 1:
                raise NotationError(
                    "{text!r}: a passed-out board has no declarer and no lead",
                    code="table-result.passed-out-extras",
                    text=text,
                )
            return cls.passed()
        if len(words) == 1:
            raise NotationError(
                "{text!r} needs its declarer after the result: e.g. {result} N (N, E, S or W)",
                code="table-result.no-declarer",
                text=text,
                result=result,
            )
        declarer = Seat.parse(words[1])
        if len(words) == 2:
            return cls.played(result, declarer)
        if len(words) != 4 or words[2].lower() != LEAD:
            raise NotationError(
                (
                    "{text!r} is not a table result: after the declarer only "
                    "'{LEAD} <card>' may follow, e.g. {result} {declarer} {LEAD} "
                    "H5"
                ),
                code="table-result.trailing",
                text=text,
                LEAD=LEAD,
                result=result,
                declarer=declarer,
            )
        return cls.played(result, declarer, Card.parse(words[3]))

    def __str__(self) -> str:
        if self.lead is None:
            return self.traveller_text
        return f"{self.traveller_text} {LEAD} {self.lead}"

    def __repr__(self) -> str:
        return f"TableResult.parse({str(self)!r})"


#: Each seat's hand, as the refusal of a lead names it.
_HANDS = {
    Seat.N: Message("North's hand"),
    Seat.E: Message("East's hand"),
    Seat.S: Message("South's hand"),
    Seat.W: Message("West's hand"),
}


def lead_refusal(result: TableResult, deal: Deal) -> Message | None:
    """Why the opening lead of ``result`` cannot be, in ``deal``; ``None`` when it can.

    The opening lead is made by the declarer's left-hand opponent (Law 41A): that
    player must hold the card.

    >>> deal = Deal.parse("N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.8765.765 432.5432.432.432")
    >>> str(lead_refusal(TableResult.parse("4HX-2 E lead HA"), deal))
    "The lead ♥A is not in South's hand"
    >>> lead_refusal(TableResult.parse("4HX-2 E lead H8"), deal) is None
    True
    """
    if result.lead is None or result.declarer is None:
        return None
    leader = result.declarer.lho
    if result.lead in deal.hands[leader]:
        return None
    return Message(
        "The lead {card} is not in {hand}",
        code="result.lead-not-held",
        card=Shown((result.lead,)),
        hand=_HANDS[leader],
    )


__all__ = ["LEAD", "TableResult", "lead_refusal", "ns_score"]
