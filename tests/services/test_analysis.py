"""The double-dummy service: batches split under DDS's cap, pool and in-process paths agree."""

from __future__ import annotations

import pytest
from endplay.dds import calc_all_tables
from hypothesis import given
from hypothesis import strategies as st

from atout.bridge.board import Board
from atout.bridge.dealing import DealingSeed, seeded_boards
from atout.bridge.double_dummy import Par
from atout.bridge.score import ns_points
from atout.errors import UsageError
from atout.services.analysis import (
    DDS_TABLES_PER_CALL,
    analyse,
    chunk_size,
    endplay_deal,
    solve_chunk,
)

BOARDS = seeded_boards(DealingSeed(bytes(range(16))), range(1, 7))
DEAL_1 = BOARDS[0].deal
assert DEAL_1 is not None


@given(st.integers(1, 5000), st.integers(1, 64))
def test_chunks_stay_under_the_dds_cap_and_cover_the_batch(boards: int, jobs: int) -> None:
    size = chunk_size(boards, jobs)
    assert size in range(1, DDS_TABLES_PER_CALL + 1)
    assert -(-boards // size) >= min(boards, jobs)  # a chunk for every worker when possible


def test_dds_refuses_more_tables_than_the_cap_in_one_call() -> None:
    """The peer's complaint ("too many tables") that the chunks avoid."""
    deal = endplay_deal(DEAL_1)
    with pytest.raises(Exception, match="Too many DD tables"):
        calc_all_tables([deal] * (DDS_TABLES_PER_CALL + 1))
    with pytest.raises(UsageError, match="at most 40 deals a call"):
        solve_chunk([(str(DEAL_1), "N", "None")] * (DDS_TABLES_PER_CALL + 1))


@pytest.mark.slow
def test_the_pool_and_this_process_agree_and_keep_the_order() -> None:
    progress: list[int] = []
    pooled = analyse(BOARDS, jobs=2, progress=progress.append)
    alone = analyse(list(reversed(BOARDS)), jobs=1)
    assert pooled == list(reversed(alone))
    assert sum(progress) == len(BOARDS) and len(progress) > 1


@pytest.mark.slow
def test_each_par_contract_scores_the_par_score() -> None:
    for board, analysis in zip(BOARDS, analyse(BOARDS, jobs=1), strict=True):
        par: Par = analysis.par
        for contract in par.contracts:
            assert ns_points(contract.result, contract.declarer, board.vulnerability) == par.score


def test_a_board_without_its_deal_is_refused() -> None:
    with pytest.raises(UsageError, match="board 3 has no deal to analyse"):
        analyse([Board.numbered(3)])
    with pytest.raises(UsageError, match="0 is not a number of jobs"):
        analyse(BOARDS, jobs=0)


def test_an_empty_batch_is_empty() -> None:
    assert analyse([], jobs=2) == []
