"""The deals of a new session from an uploaded PBN file (multipart, CSRF-checked)."""

from __future__ import annotations

import codecs
import html

import pytest
from fastapi.testclient import TestClient

from atout.bridge.deal import Deal
from atout.errors import NotationError
from atout.formats import pbn
from atout.store.club import repo as club_repo
from atout.web.forms.club import MAX_PBN_BYTES
from tests.club.conftest import csrf

NBSP, NNBSP = "\u00a0", "\u202f"

#: Four deals, boards 1 to 4, each written from North.
DEALS = (
    "N:A2.42.AQJ842.KQ3 T53.A95.K97.AT94 Q8.KQ76.T53.8765 KJ9764.JT83.6.J2",
    "N:J2.AJ5.AT982.Q53 T9.9432.KJ75.T98 K8753.QT87.6.AK2 AQ64.K6.Q43.J764",
    "N:AQ9.Q42.A96.K764 T72.KT9765..AT92 J3.J3.KQT532.J53 K8654.A8.J874.Q8",
    "N:T932.QJ84.A9.976 AK75.AT6.3.KQ842 QJ86.73.KJ875.A5 4.K952.QT642.JT3",
)
SEATS = (("N", "None"), ("E", "NS"), ("S", "EW"), ("W", "All"))


def hand_records(deals: tuple[str, ...]) -> str:
    """A PBN file: two header lines, a blank line, then five tag lines and a blank line a board.

    Board ``n``'s ``[Deal]`` is therefore on line 8 + 6·(n − 1).
    """
    lines = ["% PBN 2.1", "% Donnes du club", ""]
    for board, (deal, (dealer, vulnerable)) in enumerate(zip(deals, SEATS, strict=True), 1):
        lines += [
            '[Event "Tournoi de la Saint-Étienne"]',
            f'[Board "{board}"]',
            f'[Dealer "{dealer}"]',
            f'[Vulnerable "{vulnerable}"]',
            f'[Deal "{deal}"]',
            "",
        ]
    return "\n".join(lines) + "\n"


#: Board 3 with West's ♣Q written ♣K: the king of clubs twice (line 8 + 6·2 = 20).
CORRUPT = hand_records((*DEALS[:2], DEALS[2].replace(".Q8", ".K8"), DEALS[3]))
FORM = {"title": "Mardi", "pairs": "4", "suggestion": "0", "boards_per_round": "1", "seed": "7"}


def _upload(client: TestClient, content: bytes, token: bool = True) -> object:
    data = {**FORM, **({"csrf_token": csrf(client)} if token else {})}
    files = {"deals_file": ("mardi.pbn", content, "application/octet-stream")}
    return client.post("/director/sessions", data=data, files=files, follow_redirects=False)


def _stored(client: TestClient) -> list[dict[int, Deal]]:
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        return [record.deals for record in club_repo.list_sessions(session)]


@pytest.mark.parametrize(
    "content",
    [
        hand_records(DEALS).encode("latin-1"),
        codecs.BOM_UTF8 + hand_records(DEALS).encode("utf-8"),
    ],
    ids=["latin-1", "utf-8 with a byte-order mark"],
)
def test_the_deals_come_from_the_uploaded_file(client: TestClient, content: bytes) -> None:
    response = _upload(client, content)
    assert response.status_code == 303, response.text  # type: ignore[attr-defined]
    (deals,) = _stored(client)
    # A 2-table Howell, one board a round: boards 1 to 3; the file's board 4 is not needed.
    assert sorted(deals) == [1, 2, 3]
    assert [deals[b] for b in (1, 2, 3)] == [Deal.parse(d) for d in DEALS[:3]]
    session_id = response.headers["location"].rsplit("/", 1)[1]  # type: ignore[attr-defined]
    hands = client.get(f"/director/sessions/{session_id}/hands").text
    assert "R D 10 5 3 2" in hands  # South's diamonds KQT532 on board 3, as written in French


#: Board 3's deal as written in :data:`CORRUPT`.
CORRUPT_DEAL = "N:AQ9.Q42.A96.K764 T72.KT9765..AT92 J3.J3.KQT532.J53 K8654.A8.J874.K8"


def _field_error(page: str) -> str:
    """The message shown under the file input (the page's text, unescaped)."""
    field = page[page.index('id="deals_file"') :]
    error = html.unescape(field[field.index('id="deals_file_error">') :])
    return error[len('id="deals_file_error">') : error.index("</p>")]


def test_a_corrupt_file_is_refused_with_the_line_named(client: TestClient) -> None:
    with pytest.raises(NotationError) as refused:
        pbn.loads(CORRUPT.encode("latin-1"))
    assert str(refused.value).startswith(f"line 20: {CORRUPT_DEAL!r} is not a valid deal: CK is")
    response = _upload(client, CORRUPT.encode("latin-1"))
    assert response.status_code == 422  # type: ignore[attr-defined]
    page = response.text  # type: ignore[attr-defined]
    # The reader's problem next to the file input, in French (the default): the line, the
    # card twice in French notation (♣R, O), the rule of PBN 2.1, the line quoted.
    assert _field_error(page) == (
        f"Ce fichier PBN est refusé{NBSP}: ligne 20{NBSP}: {CORRUPT_DEAL!r} n’est pas une "
        f"donne valable\u00a0: ♣R est à la fois en N et en O (colonne 1{NBSP}; PBN 2.1 "
        f"§3.4.11{NBSP}: une distribution s’écrit <première>:<main> <main> <main> <main>, "
        f"séparées d’une espace, chaque main S.H.D.C ou -{NBSP}; chaque carte une fois{NBSP}; "
        f"13 cartes par main, ou moins dans chaque main (§3.10)){NBSP}: "
        f"'[Deal \"{CORRUPT_DEAL}\"]'"
    )
    # The values typed are kept; nothing is stored.
    assert 'value="Mardi"' in page and 'name="pairs" value="4"' in page
    assert _stored(client) == []
    # In English, the reader's own text.
    client.get("/language/en?next=/")
    english = _field_error(_upload(client, CORRUPT.encode("latin-1")).text)  # type: ignore[attr-defined]
    assert english == f"This PBN file is refused: {refused.value}"


def test_a_file_too_large_or_not_text_is_refused_in_french(client: TestClient) -> None:
    too_large = _upload(client, b"%" * (MAX_PBN_BYTES + 1))
    assert too_large.status_code == 422  # type: ignore[attr-defined]
    assert _field_error(too_large.text) == (  # type: ignore[attr-defined]
        f"Ce fichier PBN est refusé{NBSP}: le fichier dépasse 1{NNBSP}000{NNBSP}000 octets"
        f"{NBSP}: ce n’est pas un fichier PBN"
    )
    image = _upload(client, b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    assert image.status_code == 422  # type: ignore[attr-defined]
    assert _field_error(image.text) == (  # type: ignore[attr-defined]
        f"Ce fichier PBN est refusé{NBSP}: le fichier n’est pas du texte (un octet NUL à la "
        f"position 8){NBSP}: choisissez un fichier PBN"
    )
    assert _stored(client) == []


def test_a_pasted_file_with_an_unknown_vulnerability_is_refused_in_french(
    client: TestClient,
) -> None:
    pasted = hand_records(DEALS).replace('[Vulnerable "EW"]', '[Vulnerable "Tous"]')
    data = {**FORM, "csrf_token": csrf(client), "deals_pbn": pasted}
    response = client.post("/director/sessions", data=data, follow_redirects=False)
    assert response.status_code == 422
    page = html.unescape(response.text)
    assert (
        f"Ce fichier PBN est refusé{NBSP}: ligne 19{NBSP}: 'Tous' n’est pas une vulnérabilité"
        f"{NBSP}: None, Love, -, NS, EW, All ou Both (colonne 1{NBSP}; PBN 2.1 §3.4.10{NBSP}: "
        f"la balise Vulnerable vaut None, Love, -, NS, EW, All ou Both){NBSP}: "
        "'[Vulnerable \"Tous\"]'</p>"
    ) in page


def test_an_empty_file_leaves_the_deals_to_the_seed(client: TestClient) -> None:
    response = _upload(client, b"")
    assert response.status_code == 303  # type: ignore[attr-defined]
    (deals,) = _stored(client)
    assert sorted(deals) == [1, 2, 3]


def test_a_file_without_every_board_is_refused(client: TestClient) -> None:
    board_1_only = "\n\n[Event".join(hand_records(DEALS).split("\n\n[Event")[:2]) + "\n"
    assert pbn.loads(board_1_only).games[0].board == 1 and len(pbn.loads(board_1_only)) == 1
    response = _upload(client, board_1_only.encode("latin-1"))
    assert response.status_code == 422  # type: ignore[attr-defined]
    assert _field_error(response.text) == (  # type: ignore[attr-defined]
        f"Ce fichier PBN est refusé{NBSP}: le fichier PBN n’a pas de distribution pour les "
        "donnes [2, 3]"
    )
    assert _stored(client) == []


def test_an_upload_needs_the_csrf_token(client: TestClient) -> None:
    response = _upload(client, hand_records(DEALS).encode("latin-1"), token=False)
    assert response.status_code == 403  # type: ignore[attr-defined]
    assert _stored(client) == []
