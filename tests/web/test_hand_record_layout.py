"""Hand records hold a 13-card suit and 7-card suits without overlap: in Chromium (on a phone,
on a wide screen and as printed) and in the PDF, laid out by WeasyPrint from the same HTML and
style sheet, no suit's cards run into the HCP compass or out of their board's box.

Each suit is measured by its text (a ``Range`` over its cards in Chromium, the text boxes of
its line in WeasyPrint), not by its block: a line that does not wrap overflows its block.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from atout.bridge.board import Board
from atout.bridge.deal import Deal
from atout.formats.handrecord import HandRecord, render_html
from atout.services.analysis import analyse
from tests.web.conftest import screenshot

pytestmark = pytest.mark.browser

#: West holds the 13 spades; North, East and South a 7-card suit and a 6-card one each.
THIRTEEN = Deal.parse("W:AKQJT98765432... .AKQJT98.AKQJT9. ..8765432.765432 .765432..AKQJT98")
#: The same, turned: East holds the 13 spades, beside the compass on the other side.
TURNED = Deal.parse("E:AKQJT98765432... .AKQJT98.AKQJT9. ..8765432.765432 .765432..AKQJT98")

#: Per board: the compass's box and each suit's text box, in CSS pixels.
_BOXES = """() => [...document.querySelectorAll('.board')].map(board => {
  const box = r => [r.left, r.top, r.right, r.bottom];
  const suits = [...board.querySelectorAll('.suit')].map(suit => {
    const range = document.createRange();
    range.selectNodeContents(suit);
    return {text: suit.textContent, box: box(range.getBoundingClientRect())};
  });
  return {board: board.id, compass: box(board.querySelector('.compass').getBoundingClientRect()),
          frame: box(board.getBoundingClientRect()), suits};
})"""

Box = tuple[float, float, float, float]  # left, top, right, bottom


def _meets(a: Box, b: Box) -> bool:
    """Whether two boxes share more than an edge."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _within(a: Box, b: Box) -> bool:
    return a[0] >= b[0] - 0.5 and a[2] <= b[2] + 0.5 and a[1] >= b[1] - 0.5 and a[3] <= b[3] + 0.5


def _faults(boards: list[dict[str, Any]]) -> list[str]:
    """Each suit that meets its board's compass or leaves its board's box."""
    faults = []
    for board in boards:
        compass, frame = board["compass"], board["frame"]
        for suit in board["suits"]:
            box: Box = suit["box"]
            if _meets(box, compass):
                faults.append(f"{board['board']}: {suit['text']!r} meets the compass")
            if not _within(box, frame):
                faults.append(f"{board['board']}: {suit['text']!r} leaves the board's box")
    return faults


@pytest.fixture(scope="module")
def records() -> list[HandRecord]:
    boards = [Board.numbered(1, THIRTEEN), Board.numbered(2, TURNED)]
    return [HandRecord(b, a) for b, a in zip(boards, analyse(boards, jobs=1), strict=True)]


@pytest.fixture
def shown(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 390, "height": 900})
    page = context.new_page()
    try:
        yield page
    finally:
        context.close()


def _in_chromium(page: Any, html: str, folder: Path) -> list[dict[str, Any]]:
    path = folder / "hands.html"
    path.write_text(html, encoding="utf-8")
    page.goto(path.as_uri())
    return list(page.evaluate(_BOXES))


@pytest.mark.parametrize("per_page", [1, 2, 3, 4])
def test_long_suits_clear_the_compass_in_chromium(
    shown: Any, records: list[HandRecord], per_page: int, tmp_path: Path
) -> None:
    html = render_html(records, language="fr", per_page=per_page)
    for width in (390, 1280):
        shown.set_viewport_size({"width": width, "height": 900})
        boards = _in_chromium(shown, html, tmp_path)
        assert len(boards) == 2 and all(len(b["suits"]) == 16 for b in boards)
        assert _faults(boards) == [], (width, per_page)
        if per_page == 4:
            screenshot(shown, f"fr-hand-record-13-cards-{width}")
    # Printed (A4, as WeasyPrint lays out the PDF from the same file): the print style sheet.
    shown.emulate_media(media="print")
    shown.set_viewport_size({"width": 794, "height": 1123})
    assert _faults(_in_chromium(shown, html, tmp_path)) == [], ("print", per_page)


def _text(box: Any) -> str:
    return "".join(box.element.itertext())


def _pdf_boards(html: str) -> list[dict[str, Any]]:
    """The same boxes as laid out in the PDF (WeasyPrint's boxes of each page), in px."""
    from weasyprint import HTML

    def box(b: Any) -> Box:
        return (b.position_x, b.position_y, b.position_x + b.width, b.position_y + b.height)

    def border_box(b: Any) -> Box:
        left, top = b.border_box_x(), b.border_box_y()
        return (left, top, left + b.border_width(), top + b.border_height())

    def text_box(suit: Any) -> Box:
        texts = [box(t) for t in suit.descendants() if type(t).__name__ == "TextBox"]
        return (
            min(t[0] for t in texts),
            min(t[1] for t in texts),
            max(t[2] for t in texts),
            max(t[3] for t in texts),
        )

    def classes(b: Any) -> list[str]:
        element = getattr(b, "element", None)
        return (element.get("class") or "").split() if element is not None else []

    boards = []
    for page in HTML(string=html).render().pages:
        for article in page._page_box.descendants():  # WeasyPrint's laid-out boxes
            if "board" not in classes(article) or type(article).__name__ != "BlockBox":
                continue
            inside = list(article.descendants())
            compass = next(b for b in inside if "compass" in classes(b))
            suits = [b for b in inside if "suit" in classes(b) and type(b).__name__ == "BlockBox"]
            boards.append(
                {
                    "board": article.element.get("id"),
                    "compass": border_box(compass),
                    "frame": border_box(article),
                    "suits": [{"text": _text(s), "box": text_box(s)} for s in suits],
                }
            )
    return boards


@pytest.mark.parametrize("per_page", [1, 2, 3, 4])
def test_long_suits_clear_the_compass_in_the_pdf(records: list[HandRecord], per_page: int) -> None:
    boards = _pdf_boards(render_html(records, language="fr", per_page=per_page))
    assert len(boards) == 2 and all(len(b["suits"]) == 16 for b in boards)
    assert _faults(boards) == []
