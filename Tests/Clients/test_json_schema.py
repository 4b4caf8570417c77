"""The JSON output against its committed schema, schemas/scene.schema.json, read by a real
JSON Schema validator (the jsonschema package, Draft 2020-12).

- Every example's JSON, plain and with --explain, is valid, and its ids are unique.
- Broken documents (a key missing or added, a wrong enum, radii on an ellipse, a bad id, a
  trace without its explanation) are rejected, so the schema cannot pass by accepting anything.

Run: .venv-test/bin/pytest Tests/Clients/test_json_schema.py -q
"""

from __future__ import annotations

import copy
import json
import subprocess
from pathlib import Path
from typing import Any, Callable

import pytest
from jsonschema import Draft202012Validator

from conftest import ROOT, all_nodes, shape_binary

EXAMPLES = sorted(p for p in (ROOT / "examples").glob("[0-9]*.shape"))
SCHEMA = json.loads((ROOT / "schemas" / "scene.schema.json").read_text())


def scene_json(script: Path, *flags: str) -> dict[str, Any]:
    result = subprocess.run(
        [shape_binary(), "render", str(script), "--format", "json", *flags],
        capture_output=True, text=True, cwd=script.parent)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)




def test_the_schema_is_itself_valid() -> None:
    Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("explain", [False, True], ids=["plain", "explain"])
@pytest.mark.parametrize("script", EXAMPLES, ids=lambda p: p.stem)
def test_every_example_is_valid(script: Path, explain: bool) -> None:
    document = scene_json(script, *(["--explain"] if explain else []))
    errors = sorted(Draft202012Validator(SCHEMA).iter_errors(document), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:5])
    ids = [node["id"] for node in all_nodes(document)]
    assert len(ids) == len(set(ids)), "ids repeat"
    assert not {"canvas", "annotations"} & set(ids)


def _card() -> dict[str, Any]:
    return scene_json(ROOT / "examples" / "05-top-trailing-square.shape", "--explain")


def _first(document: dict[str, Any], kind: str) -> dict[str, Any]:
    return next(node for node in all_nodes(document) if node["kind"] == kind)


BREAKAGES: dict[str, Callable[[dict[str, Any]], None]] = {
    "a node without its id": lambda d: d["nodes"][0].pop("id"),
    "an unknown key on a node": lambda d: d["nodes"][0].update(colour="red"),
    "an unknown top-level key": lambda d: d.update(version=2),
    "a canvas without its safe area": lambda d: d["canvas"].pop("safeArea"),
    "an unknown layout direction": lambda d: d["canvas"].update(layoutDirection="topToBottom"),
    "an id with a space": lambda d: d["nodes"][0].update(id="a b"),
    "an id starting with a digit": lambda d: d["nodes"][0].update(id="1st"),
    "a negative radius": lambda d: d["nodes"][0]["radii"].update(topLeading=-1),
    "a radius as a string": lambda d: d["nodes"][0]["radii"].update(topLeading="12"),
    "no radii on a rounded rectangle": lambda d: d["nodes"][0].update(radii=None),
    "radii on an ellipse": lambda d: d["nodes"][0]["outline"].update(kind="ellipse"),
    "an upper-case hex colour": lambda d: d["nodes"][0].update(fill={"hex": "#FFFFFF", "alpha": 1}),
    "an alpha above 1": lambda d: d["nodes"][0].update(fill={"hex": "#ffffff", "alpha": 1.5}),
    "an unknown outline": lambda d: d["nodes"][0]["outline"].update(kind="squircle"),
    "explain without traces": lambda d: d["nodes"][0].pop("traces"),
    "a concentric shape with a cornerRadius": lambda d: _first(d, "ConcentricRectangle")["shape"].update(cornerRadius=3),
    "a corner style of an unknown kind": lambda d: _first(d, "ConcentricRectangle")["shape"]["corners"].update(
        topLeading={"kind": "elliptic", "minimum": 0}),
    "a trace decided by an unknown step": lambda d: next(
        iter(_first(d, "ConcentricRectangle")["traces"].values())).update(decidedBy="magic"),
    "a leaf with children": lambda d: _first(d, "ConcentricRectangle").update(
        role="shape", children=[copy.deepcopy(d["nodes"][0])]),
}


@pytest.mark.parametrize("breakage", BREAKAGES, ids=list(BREAKAGES))
def test_broken_documents_are_rejected(breakage: str) -> None:
    document = _card()
    assert Draft202012Validator(SCHEMA).is_valid(document)
    BREAKAGES[breakage](document)
    assert not Draft202012Validator(SCHEMA).is_valid(document), breakage
