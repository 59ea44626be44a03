"""Double-dummy analysis of many deals on every core: DDS (through endplay) in a process pool.

:func:`analyse` takes boards (a deal, its dealer and vulnerability) and gives
each its :class:`~atout.bridge.double_dummy.BoardAnalysis`: the 20-cell table
and the par. The deals are split into chunks of at most
:data:`DDS_TABLES_PER_CALL` (DDS refuses more tables in one call: "too many
DD tables requested"), and the chunks are solved in parallel, one worker
process per core, each running DDS on one thread. A batch of any size works;
results come back in the order of the boards.

The solver is the only code here that knows endplay; it turns endplay's values
into atout's domain values at once (endplay's par list is iterated once: it
changes its own data while iterating).
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import math
import multiprocessing
import os
import sys
import threading
import types
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from multiprocessing.context import SpawnContext, SpawnProcess
from typing import TYPE_CHECKING

from atout.bridge.board import Board, Vulnerability
from atout.bridge.contract import STRAINS, Contract, ContractResult, Doubling, Strain
from atout.bridge.deal import Deal
from atout.bridge.double_dummy import BoardAnalysis, DDTable, Par, ParContract
from atout.bridge.seats import SEATS, Seat
from atout.errors import UsageError

if TYPE_CHECKING:
    from endplay import types as endplay_types
    from endplay.dds.ddtable import DDTable as EndplayTable
    from endplay.dds.parscore import ParList

#: DDS's cap on the tables of one ``CalcAllTables`` call with all five strains
#: (``MAXNOOFTABLES``): a bigger batch is split into calls of at most this many deals.
DDS_TABLES_PER_CALL = 40
#: Chunks per worker, so that the workers stay busy to the end and the progress moves.
CHUNKS_PER_WORKER = 8

#: What a worker is sent for one board: the deal in PBN, the dealer, the vulnerability.
Job = tuple[str, str, str]
#: A callback told how many more boards are done.
Progress = Callable[[int], None]


def default_jobs() -> int:
    """The cores this process may use (the default number of worker processes)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def chunk_size(boards: int, jobs: int) -> int:
    """How many deals one DDS call solves: enough chunks for every worker, never over the cap.

    >>> chunk_size(36, 2), chunk_size(1000, 4), chunk_size(3, 8)
    (3, 32, 1)
    """
    return max(1, min(DDS_TABLES_PER_CALL, math.ceil(boards / (jobs * CHUNKS_PER_WORKER))))


#: How much lower than the server a background analysis runs (``nice``): requests first.
BACKGROUND_NICENESS = 10


def _workers(jobs: int | None) -> int:
    """``jobs``, or one per core when ``None``; refused below 1."""
    workers = default_jobs() if jobs is None else jobs
    if workers < 1:
        raise UsageError(
            "{workers!r} is not a number of jobs: use 1 or more",
            code="analysis.jobs",
            workers=workers,
        )
    return workers


def solver_pool(jobs: int | None = None, *, background: bool = False) -> ProcessPoolExecutor:
    """A pool of ``jobs`` solver processes (default: one per core) to keep and reuse.

    Started with ``spawn``, never ``fork`` (a threaded server may own it); each
    worker loads endplay's solver alone and runs DDS on one thread; with
    ``background``, at :data:`BACKGROUND_NICENESS` from its start (:class:`_LoweredProcess`).
    """
    workers = _workers(jobs)
    context = _LoweredContext() if background else multiprocessing.get_context("spawn")
    niceness = BACKGROUND_NICENESS if background else 0
    return ProcessPoolExecutor(
        workers, mp_context=context, initializer=_single_threaded, initargs=(niceness,)
    )


def started_pool(jobs: int | None = None) -> ProcessPoolExecutor:
    """A background :func:`solver_pool` whose workers are all started now."""
    pool = solver_pool(jobs, background=True)
    for future in [pool.submit(_ready) for _ in range(_workers(jobs))]:
        future.result()
    return pool


class _LoweredProcess(SpawnProcess):
    """A solver process started from a thread of its own lowered to the background's
    priority: on Linux a thread's priority is its own and the processes it starts inherit
    it, so the worker's start-up (Python, imports) does not compete with the server.

    Only that short-lived thread is lowered: the pool's own threads in the server
    (they hand over the work and the results) keep the server's priority. Lowered,
    they held the interpreter lock while waiting for a core nothing else wanted,
    and every request of the process waited with them.
    """

    def start(self) -> None:
        if sys.platform != "linux":  # elsewhere the initializer lowers the worker itself
            super().start()
            return
        failed: list[BaseException] = []

        def lowered() -> None:
            try:
                _lower_priority(BACKGROUND_NICENESS)
                SpawnProcess.start(self)
            except BaseException as error:  # raised again in the calling thread
                failed.append(error)

        starter = threading.Thread(target=lowered, name="atout-solver-start")
        starter.start()
        starter.join()
        if failed:
            raise failed[0]


class _LoweredContext(SpawnContext):
    """The ``spawn`` context of the background solvers: its processes start lowered."""

    Process = _LoweredProcess


def _ready() -> bool:
    """A task that makes a worker start (its initializer runs first)."""
    return True


def _lower_priority(niceness: int) -> None:
    """Lower the calling thread's priority (the whole process's outside Linux) to
    ``niceness``, never raise it; on Linux also to ``SCHED_IDLE``, the policy of work that
    runs only on a core nothing else wants (a lowered niceness alone still takes a tenth
    of a core from the server's requests)."""
    if niceness and hasattr(os, "getpriority"):
        current = os.getpriority(os.PRIO_PROCESS, 0)
        if current < niceness:
            os.setpriority(os.PRIO_PROCESS, 0, niceness)
    if niceness and hasattr(os, "SCHED_IDLE"):
        with contextlib.suppress(OSError):  # not allowed here: the niceness stays
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))


def analyse(
    boards: Sequence[Board],
    *,
    jobs: int | None = None,
    progress: Progress | None = None,
    pool: Executor | None = None,
) -> list[BoardAnalysis]:
    """The double-dummy table and the par of each board, in the order given.

    ``jobs`` worker processes (default: one per core; 1 solves in this
    process); ``pool``: a :func:`solver_pool` to use instead of starting one
    (``jobs`` then says how many workers it has); ``progress`` is called with
    the number of boards each finished chunk adds.
    """
    work = [_job(board) for board in boards]
    workers = _workers(jobs)
    size = chunk_size(len(work), workers)
    chunks = [work[i : i + size] for i in range(0, len(work), size)]
    if pool is None and (workers == 1 or len(chunks) <= 1):
        return _in_process(chunks, progress)
    if pool is not None:
        return _in_pool(pool, chunks, progress)
    with solver_pool(min(workers, len(chunks))) as started:
        return _in_pool(started, chunks, progress)


def _in_pool(
    pool: Executor, chunks: list[list[Job]], progress: Progress | None
) -> list[BoardAnalysis]:
    results: list[list[BoardAnalysis]] = [[] for _ in chunks]
    futures = {pool.submit(solve_chunk, chunk): i for i, chunk in enumerate(chunks)}
    for future in as_completed(futures):
        i = futures[future]
        results[i] = future.result()
        if progress is not None:
            progress(len(chunks[i]))
    return [analysis for chunk in results for analysis in chunk]


def _in_process(chunks: list[list[Job]], progress: Progress | None) -> list[BoardAnalysis]:
    done: list[BoardAnalysis] = []
    for chunk in chunks:
        done.extend(solve_chunk(chunk))
        if progress is not None:
            progress(len(chunk))
    return done


def _job(board: Board) -> Job:
    if board.deal is None:
        raise UsageError(
            "board {number} has no deal to analyse",
            code="board.no-deal",
            number=board.number,
        )
    return (board.deal.to_pbn(), str(board.dealer), str(board.vulnerability))


def _single_threaded(niceness: int = 0) -> None:
    """Worker start-up: the solver's modules alone, DDS on one thread (the pool already
    uses every core), and the priority lowered by ``niceness``."""
    _lower_priority(niceness)
    _solver_only()
    from endplay import _dds

    _dds.SetMaxThreads(1)


def _solver_only() -> None:
    """Import endplay's solver without endplay's package module, in a worker process.

    ``import endplay`` runs its ``__init__``, which imports every part of
    endplay, its dealer scripts with matplotlib among them: 0.8 s of a
    worker's start-up for nothing. A worker needs only ``endplay.dds`` and
    ``endplay.types``, which import nothing else of endplay's: ``endplay`` is
    registered as a bare package of its own directory, and those load alone
    (0.1 s). Only in the pool's own processes; if anything fails, the usual import.
    """
    if "endplay" in sys.modules:
        return
    spec = importlib.util.find_spec("endplay")
    if spec is None or spec.submodule_search_locations is None:
        return
    package = types.ModuleType("endplay")
    package.__path__ = list(spec.submodule_search_locations)
    package.__spec__ = spec
    sys.modules["endplay"] = package
    try:
        importlib.import_module("endplay.dds")
        importlib.import_module("endplay.types")
    except ImportError:
        for name in [m for m in sys.modules if m == "endplay" or m.startswith("endplay.")]:
            del sys.modules[name]


def solve_chunk(chunk: Sequence[Job]) -> list[BoardAnalysis]:
    """Solve at most :data:`DDS_TABLES_PER_CALL` deals in one DDS call (in a worker)."""
    from endplay.dds import calc_all_tables, par
    from endplay.types import Deal as EndplayDeal

    if len(chunk) > DDS_TABLES_PER_CALL:
        raise UsageError(
            "DDS solves at most {DDS_TABLES_PER_CALL} deals a call, not {count}",
            code="analysis.batch-size",
            DDS_TABLES_PER_CALL=DDS_TABLES_PER_CALL,
            count=len(chunk),
        )
    tables = calc_all_tables([EndplayDeal(pbn) for pbn, _, _ in chunk])
    analyses: list[BoardAnalysis] = []
    for table, (_, dealer, vulnerability) in zip(tables, chunk, strict=True):
        dd = dd_table(table)
        solved = par(table, _vul(Vulnerability.parse(vulnerability)), _player(Seat.parse(dealer)))
        analyses.append(BoardAnalysis(dd, par_value(solved)))
    return analyses


def dd_table(table: EndplayTable) -> DDTable:
    """An endplay double-dummy table as atout's :class:`DDTable`."""
    return DDTable(
        tuple(table[_denom(strain), _player(seat)] for seat in SEATS for strain in STRAINS)
    )


def par_value(solved: ParList) -> Par:
    """An endplay par list as atout's :class:`Par` (N and S making the same: ``NS``).

    The list is iterated once: endplay's iterator changes the list's data.
    """
    found: dict[ParContract, set[Seat]] = {}
    for contract in solved:
        level, denom, declarer = int(contract.level), contract.denom, contract.declarer
        strain = _STRAIN_OF_DENOM[int(denom)]
        margin = int(contract.result)
        doubling = Doubling.DOUBLED if margin < 0 else Doubling.UNDOUBLED
        bid = Contract(level, strain, doubling)
        seat = SEATS[int(declarer)]
        key = ParContract(seat.side, ContractResult(bid, bid.tricks_needed + margin))
        found.setdefault(key, set()).add(seat)
    contracts = tuple(
        key if len(seats) == 2 else ParContract(next(iter(seats)), key.result)
        for key, seats in found.items()
    )
    return Par(int(solved.score), contracts)


def endplay_deal(deal: Deal) -> endplay_types.Deal:
    """``deal`` as an endplay deal (for benchmarks and tests that call endplay directly)."""
    from endplay.types import Deal as EndplayDeal

    return EndplayDeal(deal.to_pbn())


def _player(seat: Seat) -> endplay_types.Player:
    from endplay.types import Player

    return Player(seat.index)  # endplay: north 0, east 1, south 2, west 3


def _denom(strain: Strain) -> endplay_types.Denom:
    from endplay.types import Denom

    return Denom(_DENOM_OF_STRAIN[strain])


#: endplay's Denom numbers: spades 0, hearts 1, diamonds 2, clubs 3, no-trump 4.
_STRAIN_OF_DENOM = (Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS, Strain.NOTRUMP)
_DENOM_OF_STRAIN = {strain: n for n, strain in enumerate(_STRAIN_OF_DENOM)}
#: endplay's Vul numbers: none 0, both 1, N-S 2, E-W 3.
_VUL_ORDER = (Vulnerability.NONE, Vulnerability.ALL, Vulnerability.NS, Vulnerability.EW)


def _vul(vulnerability: Vulnerability) -> endplay_types.Vul:
    """endplay's ``Vul`` of a vulnerability (endplay imported when first asked for)."""
    from endplay.types import Vul

    return Vul(_VUL_ORDER.index(vulnerability))
