"""A bounded schemathesis run over the OpenAPI description: no request makes a server error.

Every operation of ``/openapi.json`` (the JSON API and the pages) is called
with cases generated from its schema, valid and invalid, against a real
``atout serve`` on SQLite that holds a game of each kind; each answer must be
below 500. The cases it found once are kept in ``tests/web/test_api_regressions.py``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode

from tests.web.conftest import Server

pytestmark = pytest.mark.slow

#: Cases per operation (bounded: the whole run takes about a minute on two cores).
EXAMPLES = 25


@pytest.fixture(scope="module")
def api_schema(server: Server) -> Any:
    """The server's OpenAPI description, the server holding a game of each kind."""
    for kind, fields in (
        ("rubber", {}),
        ("chicago", {}),
        ("series", {}),
        ("tarot", {"player_1": "A", "player_2": "B", "player_3": "C", "preset": "fft"}),
    ):
        response = httpx.post(f"{server.url}/api/games/{kind}", json={"title": kind, **fields})
        assert response.status_code == 201, response.text
    spec = httpx.get(server.url + "/openapi.json").json()
    return schemathesis.openapi.from_dict(spec)


def _operations(api_schema: Any) -> list[Any]:
    return [result.ok() for result in api_schema.get_all_operations()]


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE])
def test_no_request_makes_a_server_error(api_schema: Any, server: Server, mode: Any) -> None:
    errors: list[str] = []
    calls: Counter[int] = Counter()
    operations = _operations(api_schema)
    assert len(operations) > 40
    for operation in operations:

        @given(case=operation.as_strategy(generation_mode=mode))
        @settings(
            max_examples=EXAMPLES,
            deadline=None,
            derandomize=True,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
        def run(case: Any) -> None:
            response = case.call(base_url=server.url, timeout=30)
            calls[response.status_code] += 1
            if response.status_code >= 500:
                errors.append(f"{response.status_code} {case.as_curl_command()}")

        try:
            run()
        except Unsatisfiable:  # an operation without a way to be called wrongly
            assert mode is GenerationMode.NEGATIVE, operation.label
    assert errors == []
    assert calls.total() > 5 * len(operations), calls
