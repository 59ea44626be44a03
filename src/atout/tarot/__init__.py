"""French tarot: the deck, the score of a deal for 3, 4 and 5 players, sessions (RULES §7).

The names most callers need:

>>> from atout.tarot import Donne, Session, TarotRules, score
>>> score(Donne.parse("garde taker=1 points=43 bouts=2", 4), TarotRules.fft()).scores
(162, -54, -54, -54)
"""

from atout.tarot.cards import DECK, ExcuseExchange, TarotCard, count_camp
from atout.tarot.check import problems
from atout.tarot.contract import (
    Camp,
    Chelem,
    Contrat,
    Misere,
    MisereShown,
    PetitChelem,
    Poignee,
    PoigneeShown,
)
from atout.tarot.deal import Donne, Entry, Passe, parse_entry
from atout.tarot.rules import Primes, TarotRules
from atout.tarot.score import ItemKind, TarotItem, TarotScore, score
from atout.tarot.session import DealLine, Session
from atout.tarot.sheet import format_session, parse_session
from atout.tarot.stats import ContractRecord, DealMark, PlayerStats

__all__ = [
    "DECK",
    "Camp",
    "Chelem",
    "ContractRecord",
    "Contrat",
    "DealLine",
    "DealMark",
    "Donne",
    "Entry",
    "ExcuseExchange",
    "ItemKind",
    "Misere",
    "MisereShown",
    "Passe",
    "PetitChelem",
    "PlayerStats",
    "Poignee",
    "PoigneeShown",
    "Primes",
    "Session",
    "TarotCard",
    "TarotItem",
    "TarotRules",
    "TarotScore",
    "count_camp",
    "format_session",
    "parse_entry",
    "parse_session",
    "problems",
    "score",
]
