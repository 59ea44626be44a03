"""What the PBN reader and the check of a session say, in French: each problem with its line,
its column and the rule of PBN 2.1 it breaks; the scoring found, the differences and the
provisional reason. In English they say what they always said (``str``)."""

from __future__ import annotations

import codecs
from decimal import Decimal

import pytest

from atout.errors import Message, NotationError
from atout.formats import pbn
from atout.formats.pbn.check import Checked, check
from atout.formats.pbn.compare import Difference, board_pairs, ranking_line
from atout.formats.pbn.scoring import EventScoring, Method
from atout.formats.pbn.session import provisional
from atout.i18n import translate
from tests.reference_data import DATA

NB = "\u00a0"  # the no-break space French sets before : and ;
NNB = "\u202f"  # the narrow one between thousands

#: A game with a problem on each line from line 3 on (read leniently).
FLAWED = (
    '[Event "Club"]\n'
    '[Board "1"]\n'
    '[board "2"]\n'
    '[Dealer "N"]\n'
    '[Dealer "S"]\n'
    '[Deal "N:AKQ.xx"]\n'
    '[Contract "8N"]\n'
    '[Result "14"]\n'
    '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n'
    "1 2 3NT N 9\n"
    "3 4 4S X 10\n"
    "5 6 2H\n"
)


def _french(problem: pbn.Problem) -> str:
    return translate(problem.text, "fr")


def test_every_problem_of_a_flawed_game_in_french() -> None:
    problems = pbn.loads(FLAWED, strict=False).problems
    assert [p.code for p in problems] == [
        "pbn.tag-name",
        "pbn.repeated-tag",
        "pbn.deal",
        "pbn.contract",
        "pbn.result",
        "pbn.seat",
        "pbn.rows",
    ]
    assert [_french(p) for p in problems] == [
        f"ligne 3{NB}: 'board' n’est pas un nom de balise (colonne 1{NB}; PBN 2.1 §3.3{NB}: "
        f"un nom de balise commence par une majuscule){NB}: '[board \"2\"]'",
        f"ligne 5{NB}: la donne a déjà une balise [Dealer] (celle-ci est gardée mais ignorée) "
        f"(colonne 1{NB}; PBN 2.1 §3.4{NB}: une balise figure une fois par donne (seules les "
        f"balises Note se répètent)){NB}: '[Dealer \"S\"]'",
        f"ligne 6{NB}: 'N:AKQ.xx' n’est pas une distribution{NB}: écrivez la première position, "
        "deux-points et les quatre mains dans le sens des aiguilles d’une montre, séparées "
        "d’une espace, chacune S.H.D.C ou - quand elle est inconnue, par ex. "
        f"N:AKQJ.T98.765.432 - - - (colonne 1{NB}; PBN 2.1 §3.4.11{NB}: une distribution "
        "s’écrit <première>:<main> <main> <main> <main>, séparées d’une espace, chaque main "
        f"S.H.D.C ou -{NB}; chaque carte une fois{NB}; 13 cartes par main, ou moins dans chaque "
        f"main (§3.10)){NB}: '[Deal \"N:AKQ.xx\"]'",
        f"ligne 7{NB}: '8N' n’est pas un contrat{NB}: écrivez <niveau 1-7><C|D|H|S|NT>[X|XX] ou "
        f"Pass (colonne 1{NB}; PBN 2.1 §3.4.14{NB}: un contrat s’écrit Pass ou "
        f"<1-7><S|H|D|C|NT>[X|XX]){NB}: '[Contract \"8N\"]'",
        f"ligne 8{NB}: '14' n’est pas un résultat{NB}: 0-13, NS <0-13>, EW <0-13> ou les deux "
        f"(colonne 1{NB}; PBN 2.1 §3.4.15{NB}: un résultat s’écrit <0-13>, NS <0-13>, EW <0-13> "
        f"ou les deux, éventuellement après ^){NB}: '[Result \"14\"]'",
        f"ligne 11{NB}: colonne Declarer{NB}: 'X' n’est pas une position{NB}: N, E, S ou O (W) "
        f"(colonne 8{NB}; PBN 2.1 §3.4.9{NB}: une position s’écrit W, N, E ou S){NB}: "
        "'3 4 4S X 10'",
        f"ligne 12{NB}: la ligne a 3 valeurs{NB}; [ScoreTable] a 5 colonnes "
        "(PairId_NS;PairId_EW;Contract;Declarer;Result), et les 13 valeurs de la table ne "
        f"remplissent pas des lignes entières (colonne 1{NB}; PBN 2.1 §5.2{NB}: les éléments "
        f"d’une table remplissent des lignes entières{NB}: un multiple de son nombre de "
        f"colonnes){NB}: '5 6 2H'",
    ]


def test_the_english_problems_are_those_of_before() -> None:
    problems = pbn.loads(FLAWED, strict=False).problems
    assert str(problems[0]) == (
        "line 3: 'board' is not a tag name (column 1; PBN 2.1 §3.3: a tag name begins with an "
        "upper case letter): '[board \"2\"]'"
    )
    assert problems[3].message == (
        "'8N' is not a contract: write <level 1-7><C|D|H|S|NT>[X|XX] or Pass"
    )
    assert translate(problems[3].text, "en") == str(problems[3])


def test_bytes_that_are_not_utf_8_in_french() -> None:
    (problem,) = pbn.loads(codecs.BOM_UTF8 + b'[Event "Bj\xf8rn"]\n', strict=False).problems
    assert problem.code == "pbn.encoding"
    assert _french(problem) == (
        f"ligne 1{NB}: des octets qui ne sont pas en utf-8 (lus en Latin-1) (colonne 11{NB}; "
        f"PBN 2.1 §2.2{NB}: les caractères sont en ISO 8859-1{NB}; un fichier marqué UTF-8 est "
        f"en UTF-8 valable){NB}: '[Event \"Bjørn\"]'"
    )


def test_a_strict_read_refuses_with_a_message_to_translate() -> None:
    with pytest.raises(NotationError) as refused:
        pbn.loads('[Board "1"]\n[Vulnerable "Tous"]\n')
    assert refused.value.code == "pbn.vulnerable"
    assert translate(refused.value, "fr") == (
        f"ligne 2{NB}: 'Tous' n’est pas une vulnérabilité{NB}: None, Love, -, NS, EW, All ou "
        f"Both (colonne 1{NB}; PBN 2.1 §3.4.10{NB}: la balise Vulnerable vaut None, Love, -, "
        f"NS, EW, All ou Both){NB}: '[Vulnerable \"Tous\"]'"
    )


def test_a_value_read_on_demand_names_its_tag_in_french() -> None:
    game = pbn.loads('[Board "1"]\n[Dealer "Q"]\n', strict=False).games[0]
    with pytest.raises(NotationError) as refused:
        _ = game.dealer
    assert translate(refused.value, "fr") == (
        f"[Dealer] (ligne 1){NB}: 'Q' n’est pas une position{NB}: N, E, S ou O (W)"
    )


def test_the_scoring_found_in_french() -> None:
    assert translate(EventScoring(Method.MATCHPOINTS, False, "MP").message, "fr") == (
        'points de match ([Scoring "MP"])'
    )
    assert translate(EventScoring(Method.CROSS_IMPS, True).message, "fr") == (
        "IMP croisés, individuel"
    )
    assert translate(EventScoring(Method.IMP_TEAMS).message, "fr") == "IMP par équipes"


def test_a_difference_in_french_with_its_figures_written_the_french_way() -> None:
    score = Difference(board_pairs(3, "1", "2"), "Score_NS", "1100", "1400")
    percent = Difference(ranking_line("PairId", "5"), "TotalPercentage", "58.62", "58.6257")
    assert translate(score.message, "en") == (
        "board 3, 1 v 2: Score_NS published 1100, recomputed 1400"
    )
    assert translate(score.message, "fr") == (
        f"donne 3, 1 contre 2{NB}: Score_NS publié 1{NNB}100, recalculé 1{NNB}400"
    )
    assert translate(percent.message, "fr") == (
        f"paire 5{NB}: TotalPercentage publié 58,62, recalculé 58,6257"
    )
    # A place or a pair is not a figure: written as it is.
    rank = Difference(ranking_line("TeamId", "1234"), "Rank", "3", "2=")
    assert translate(rank.message, "fr") == f"équipe 1234{NB}: Rank publié 3, recalculé 2="


def test_the_check_of_a_club_session_in_french() -> None:
    checked = check(
        pbn.loads((DATA / "reference" / "pbn" / "club-pairs-2016-01-06.pbn").read_bytes())
    )
    assert checked.differences == ()
    assert translate(checked.message, "fr") == (
        f'marqué en points de match ([Scoring "MatchPoints;MP1"]){NB}: 168 marques sur 24 '
        "donnes et 14 pourcentages finaux concordent avec le fichier"
    )
    one = Checked(EventScoring(Method.BUTLER), 1, (), 1, 0, Message("3 of 4 results"))
    assert translate(one.message, "fr") == (
        f"marqué en Butler{NB}: 1 marque sur 1 donne et 0 résultat final concordent avec le "
        f"fichier (provisoire{NB}: 3 of 4 results)"
    )
    # English through its catalog too: one score on one board (it said "1 scores").
    assert translate(one.message, "en") == (
        "scored at Butler: 1 score on 1 board and 0 final results agree with the file "
        "(provisional: 3 of 4 results)"
    )


def test_the_provisional_reason_atout_writes_is_translated() -> None:
    file = pbn.loads("% PBN 2.1\n% PROVISIONAL: session running, 12 of 30 results\n")
    reason = provisional(file)
    assert reason == "session running, 12 of 30 results"
    assert translate(reason or "", "fr") == f"séance en cours, résultats{NB}: 12 sur 30"


def test_a_decimal_keeps_its_decimals_in_french() -> None:
    message = Message("{figure} MP", figure=Decimal("-12.3457"))
    assert translate(message, "fr") == "\u221212,3457 MP"  # French writes a negative with U+2212
