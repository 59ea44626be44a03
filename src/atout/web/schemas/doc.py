"""The tables of ``docs/api.md``, written from the OpenAPI document.

Each block of the file between ``<!-- openapi NAME -->`` and ``<!-- /openapi -->``
is generated: ``NAME`` is an operation tag (``api``, ``club``: a table of the
tag's operations, their bodies and answers), ``twins`` (the pages' JSON twins and
their contexts) or ``refusals`` (the shapes of the refusals). The rest of the
file is prose. ``python -m atout.web.schemas.doc docs/api.md`` rewrites the
blocks; ``tests/web/test_openapi.py`` checks that the file is as written.

A shape is written as the JSON it stands for, without the values: ``{"id",
"rounds": [integer], "season"?}`` (``?``: may be absent), an enumeration as
its values (``"NS"|"EW"``).
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

#: A generated block: its name and its text.
BLOCK = re.compile(r"(<!-- openapi (\S+) -->\n)(.*?)(<!-- /openapi -->)", re.DOTALL)
#: The refusals' models, described once in the ``refusals`` block.
REFUSALS = ("Refusal", "FieldsRefusal", "InvalidRequest", "Blocked", "StoredConflict")
#: How deep an answer's shape is written (the twins: their fields only).
DEPTH, TWIN_DEPTH = 3, 1

Schema = dict[str, Any]


def _name(reference: str) -> str:
    """A component's short name (``atout__web__views__PlayerPage``: ``PlayerPage``)."""
    return reference.rsplit("/", 1)[-1].rsplit("__", 1)[-1]


def _resolve(schema: Schema, spec: Schema) -> Schema:
    while "$ref" in schema:
        schema = spec["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def _composite(schema: Schema, spec: Schema) -> bool:
    found = _resolve(schema, spec)
    if "anyOf" in found:
        return any(_composite(s, spec) for s in found["anyOf"])
    return "enum" in found or "const" in found or found.get("type") in ("object", "array")


def shape(schema: Schema, spec: Schema, depth: int = DEPTH) -> str:
    """The JSON that ``schema`` describes, without its values.

    >>> spec = {"components": {"schemas": {}}}
    >>> shape({"type": "object", "required": ["id"], "properties": {
    ...     "id": {"type": "integer"}, "tags": {"type": "array", "items": {"type": "string"}},
    ...     "side": {"anyOf": [{"enum": ["NS", "EW"]}, {"type": "null"}]}}}, spec)
    '{"id", "tags"?: [string], "side"?: "NS"|"EW" | null}'
    """
    found = _resolve(schema, spec)
    if "anyOf" in found:
        kinds = [s for s in found["anyOf"] if s.get("type") != "null"]
        text = " | ".join(shape(s, spec, depth) for s in kinds)
        return text + (" | null" if len(kinds) < len(found["anyOf"]) else "")
    if "enum" in found:
        return "|".join(json.dumps(value, ensure_ascii=False) for value in found["enum"])
    if "const" in found:
        return json.dumps(found["const"], ensure_ascii=False)
    kind = found.get("type")
    if kind == "array" and "prefixItems" in found:
        return "[" + ", ".join(shape(s, spec, depth) for s in found["prefixItems"]) + "]"
    if kind == "array":
        return f"[{shape(found.get('items', {}), spec, depth)}]"
    if kind != "object":
        return str(kind or "any")
    properties = found.get("properties")
    if properties is None:
        values = found.get("additionalProperties")
        inner = shape(values, spec, depth) if isinstance(values, dict) else "any"
        return f"{{key: {inner}}}"
    if depth == 0:
        return "{…}"
    required = set(found.get("required", ()))
    fields = []
    for name, inner in properties.items():
        text = json.dumps(name, ensure_ascii=False) + ("" if name in required else "?")
        if _composite(inner, spec):
            text += ": " + shape(inner, spec, depth - 1)
        fields.append(text)
    return "{" + ", ".join(fields) + "}"


def _code(text: str) -> str:
    return f"`{text}`" if text else ""


def _row(*cells: str) -> str:
    """A table's row (a ``|`` inside a cell escaped)."""
    return "| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |"


def _models(schema: Schema) -> str:
    """A refusal's schema as its models' names (``Refusal | Blocked``)."""
    references = [s["$ref"] for s in schema.get("anyOf", [schema]) if "$ref" in s]
    return " | ".join(_name(r) for r in references) or schema.get("title", "Refusal")


def _answer(status: str, answer: Schema, spec: Schema, contexts: set[str]) -> str:
    content = answer.get("content", {})
    json_content = content.get("application/json")
    if json_content is None:
        return " or ".join(content) or answer["description"]
    schema = json_content["schema"]
    if status.startswith("4") or _models(schema) in contexts:
        return _models(schema)
    return _code(shape(schema, spec))


def _answers(operation: Schema, spec: Schema, contexts: set[str]) -> str:
    """Each status and its answer; statuses with the same answer together (``200/201``)."""
    found: dict[str, list[str]] = {}
    for status, answer in sorted(operation["responses"].items()):
        found.setdefault(_answer(status, answer, spec, contexts), []).append(status)
    return "; ".join(f"{'/'.join(statuses)} {text}" for text, statuses in found.items())


def _body(operation: Schema, spec: Schema) -> str:
    queries = [p["name"] for p in operation.get("parameters", ()) if p["in"] == "query"]
    body = operation.get("requestBody", {}).get("content", {}).get("application/json")
    text = "" if body is None else shape(body["schema"], spec)
    if queries:
        text += (" " if text else "") + "?" + "&".join(f"{name}=" for name in queries)
    return _code(text)


def _operations(spec: Schema) -> Iterator[tuple[str, str, Schema]]:
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            yield method.upper(), path, operation


def _twins(spec: Schema) -> Iterator[tuple[str, str, Schema]]:
    """The pages whose ``?format=json`` answers their context, and its schema."""
    for method, path, operation in _operations(spec):
        content = operation["responses"].get("200", {}).get("content", {})
        if "text/html" in content and "application/json" in content:
            yield method, path, content["application/json"]["schema"]


def operations_table(spec: Schema, tag: str) -> str:
    """The table of the operations tagged ``tag``: who, body and answers (a page's
    context by its name, as in the twins' table)."""
    contexts = {_models(schema) for _, _, schema in _twins(spec)}
    lines = [_row("method and path", "auth", "body", "answers"), "|---|---|---|---|"]
    for method, path, operation in _operations(spec):
        if tag in operation.get("tags", ()):
            auth = "Bearer" if operation.get("security") else ""
            body = _body(operation, spec)
            answers = _answers(operation, spec, contexts)
            lines.append(_row(f"`{method} {path}`", auth, body, answers))
    return "\n".join(lines) + "\n"


def twins_table(spec: Schema) -> str:
    """The pages' JSON twins: each context's model and fields."""
    lines = [_row("page", "context", "fields"), "|---|---|---|"]
    for method, path, schema in _twins(spec):
        fields = _code(shape(schema, spec, TWIN_DEPTH))
        lines.append(_row(f"`{method} {path}?format=json`", _models(schema), fields))
    return "\n".join(lines) + "\n"


def refusals_list(spec: Schema) -> str:
    """Each refusal's model, shape and description."""
    lines = []
    for name in REFUSALS:
        schema = spec["components"]["schemas"][name]
        summary = " ".join(schema.get("description", "").split())
        lines.append(f"- **{name}** `{shape(schema, spec)}`: {summary}")
    return "\n".join(lines) + "\n"


def block(name: str, spec: Schema) -> str:
    """The text of the generated block ``name``."""
    if name == "twins":
        return twins_table(spec)
    if name == "refusals":
        return refusals_list(spec)
    return operations_table(spec, name)


def rewrite(text: str, spec: Schema) -> str:
    """``text`` with each generated block written anew from ``spec``."""
    return BLOCK.sub(lambda m: m[1] + block(m[2], spec) + m[4], text)


def main(argv: list[str]) -> int:
    """Rewrite the blocks of the file ``argv[0]`` from the app's OpenAPI document."""
    from atout.services.settings import Settings
    from atout.web.app import create_app

    path = Path(argv[0])
    spec = create_app(Settings(analysis_jobs=0)).openapi()
    path.write_text(rewrite(path.read_text(encoding="utf-8"), spec), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
