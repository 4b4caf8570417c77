"""The design tokens output against the rules of the W3C Design Tokens Community Group format,
2025.10 report (https://www.designtokens.org/TR/2025.10/format/), written out here as a checker:

- a token is an object with `$value`, a group an object without; names never start with `$`
  and never contain `{`, `}` or `.`; only the format's own `$` properties appear;
- every token has a type: its own `$type`, its nearest group's, or its alias target's;
- a `dimension` value is an object of a number `value` and a `unit` of "px" or "rem" (the
  older drafts' string "12px" is not valid in 2025.10);
- an alias `{group.token}` names a token (not a group), of the same type, without cycles.

Then, for every example: a group per named node with a radius, each corner's value (aliases
followed) equal to the JSON's radius; and broken documents are rejected.

Run: .venv-test/bin/pytest Tests/Clients/test_design_tokens.py -q
"""

from __future__ import annotations

import copy
import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT, all_nodes, shape_binary

EXAMPLES = sorted(p for p in (ROOT / "examples").glob("[0-9]*.shape"))
TYPES = {"color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
         "strokeStyle", "border", "transition", "shadow", "gradient", "typography"}
TOKEN_PROPERTIES = {"$value", "$type", "$description", "$extensions", "$deprecated"}
GROUP_PROPERTIES = {"$type", "$description", "$extensions", "$deprecated", "$extends", "$root", "$schema"}
ALIAS = re.compile(r"^\{([^{}]+)\}$")


class Invalid(Exception):
    pass


def check(document: Any) -> dict[str, tuple[str, Any]]:
    """Checks `document` by the format's rules; returns every token by path: (type, value)."""
    if not isinstance(document, dict):
        raise Invalid("a token file is a JSON object")
    tokens: dict[str, tuple[str | None, Any]] = {}

    def walk(group: dict[str, Any], path: list[str], inherited: str | None) -> None:
        for name in group:
            if name.startswith("$"):
                if name not in GROUP_PROPERTIES:
                    raise Invalid(f"{'.'.join(path) or 'root'}: unknown group property {name}")
        kind = group.get("$type", inherited)
        if "$type" in group and group["$type"] not in TYPES:
            raise Invalid(f"unknown type {group['$type']}")
        if "$description" in group and not isinstance(group["$description"], str):
            raise Invalid("a description is a string")
        for name, member in group.items():
            if name.startswith("$"):
                continue
            if any(c in name for c in "{}."):
                raise Invalid(f"name {name!r} has a character names may not have")
            if not isinstance(member, dict):
                raise Invalid(f"{name}: a member of a group is a token or a group")
            here = path + [name]
            if "$value" in member:
                for key in member:
                    if key not in TOKEN_PROPERTIES:
                        raise Invalid(f"{'.'.join(here)}: unknown token property {key}")
                if "$type" in member and member["$type"] not in TYPES:
                    raise Invalid(f"unknown type {member['$type']}")
                if "$description" in member and not isinstance(member["$description"], str):
                    raise Invalid("a description is a string")
                tokens[".".join(here)] = (member.get("$type", kind), member["$value"])
            else:
                walk(member, here, kind)

    walk(document, [], None)

    resolved: dict[str, tuple[str, Any]] = {}

    def resolve(path: str, seen: tuple[str, ...]) -> tuple[str, Any]:
        if path in resolved:
            return resolved[path]
        if path in seen:
            raise Invalid(f"alias cycle through {path}")
        if path not in tokens:
            raise Invalid(f"alias to {path}, which is not a token")
        kind, value = tokens[path]
        alias = ALIAS.match(value) if isinstance(value, str) else None
        if alias:
            target_kind, target_value = resolve(alias.group(1), seen + (path,))
            if kind is not None and kind != target_kind:
                raise Invalid(f"{path} is a {kind} but aliases a {target_kind}")
            kind, value = target_kind, target_value
        if kind is None:
            raise Invalid(f"{path} has no type")
        if kind == "dimension":
            if not isinstance(value, dict) or set(value) != {"value", "unit"}:
                raise Invalid(f"{path}: a dimension is {{value, unit}}, not {value!r}")
            if isinstance(value["value"], bool) or not isinstance(value["value"], (int, float)):
                raise Invalid(f"{path}: a dimension's value is a number")
            if value["unit"] not in ("px", "rem"):
                raise Invalid(f"{path}: unit {value['unit']!r} is neither px nor rem")
        if kind == "number" and (isinstance(value, bool) or not isinstance(value, (int, float))):
            raise Invalid(f"{path}: a number token's value is a number, not {value!r}")
        resolved[path] = (kind, value)
        return kind, value

    for path in tokens:
        resolve(path, ())
    return resolved


def render(script: Path, form: str) -> dict[str, Any]:
    result = subprocess.run([shape_binary(), "render", str(script), "--format", form],
                            capture_output=True, text=True, cwd=script.parent)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)




@pytest.mark.parametrize("script", EXAMPLES, ids=lambda p: p.stem)
def test_every_example_follows_the_format_and_matches_the_json(script: Path) -> None:
    tokens = render(script, "tokens")
    scene = render(script, "json")
    values = check(tokens)
    named = [node for node in all_nodes(scene) if node["name"] is not None and node["radii"] is not None]
    groups = {name for name in tokens if not name.startswith("$")}
    assert groups == ({node["id"] for node in named} | ({"canvas"} if scene["canvas"]["radii"] else set())
                      | ({"parameters"} if scene["parameters"] else set()))
    # The parameters are the base tokens, with the values the scene used.
    for parameter in scene["parameters"]:
        assert values[f"parameters.{parameter['name']}"] in (
            ("dimension", {"value": parameter["value"], "unit": "px"}), ("number", parameter["value"]))
    for node in named:
        for corner, radius in node["radii"].items():
            kind, value = values[f"{node['id']}.{corner}"]
            assert kind == "dimension" and value == {"value": radius, "unit": "px"}, (node["id"], corner)


def test_a_radius_that_is_a_parameter_is_its_alias(tmp_path: Path) -> None:
    script = tmp_path / "card.shape"
    script.write_text(
        "let cardRadius = 24\n"
        "let gap = 8\n"
        "container card = RoundedRectangle(cornerRadius: cardRadius) {\n"
        "  size 200 x 120\n"
        "  shape photo = ConcentricRectangle() { padding gap }\n"
        "}\n")
    tokens = render(script, "tokens")
    assert tokens["card"]["topLeading"]["$value"] == "{parameters.cardRadius}"
    assert check(tokens)["card.topLeading"] == ("dimension", {"value": 24, "unit": "px"})
    assert "rule: " in tokens["photo"]["topLeading"]["$description"]
    assert "cardRadius" in tokens["photo"]["topLeading"]["$description"]
    assert "gap" in tokens["photo"]["topLeading"]["$description"]


def test_a_corner_as_round_as_its_named_container_is_an_alias(tmp_path: Path) -> None:
    script = tmp_path / "inset.shape"
    script.write_text(
        "container card = RoundedRectangle(cornerRadius: 24) {\n"
        "  size 200 x 120\n"
        "  shape tab = ConcentricRectangle() { width 80; height 60; align topLeading }\n"
        "}\n")
    tokens = render(script, "tokens")
    assert tokens["tab"]["topLeading"]["$value"] == "{card.topLeading}"
    assert check(tokens)["tab.topLeading"] == ("dimension", {"value": 24, "unit": "px"})
    assert tokens["tab"]["bottomLeading"]["$value"] == {"value": 0, "unit": "px"}


BREAKAGES = {
    "a name with a period": lambda d: d.update({"a.b": copy.deepcopy(d[_group(d)])}),
    "a name starting with $": lambda d: d.update({"$card": {"x": {"$value": {"value": 1, "unit": "px"}}}}),
    "the older string dimension": lambda d: _token(d).update({"$value": "12px"}),
    "a unit of points": lambda d: _token(d)["$value"].update(unit="pt"),
    "a value as a string": lambda d: _token(d)["$value"].update(value="12"),
    "an extra key in a dimension": lambda d: _token(d)["$value"].update(scale=2),
    "no type anywhere": lambda d: d[_group(d)].pop("$type"),
    "an unknown type": lambda d: d[_group(d)].update({"$type": "radius"}),
    "an unknown token property": lambda d: _token(d).update({"$unit": "px"}),
    "an alias to nothing": lambda d: _token(d).update({"$value": "{nowhere.topLeading}"}),
    "an alias to a group": lambda d: _token(d).update({"$value": "{" + _group(d) + "}"}),
    "an alias cycle": lambda d: _token(d).update({"$value": "{" + _group(d) + ".topLeading}"}),
    "a description that is not a string": lambda d: d[_group(d)].update({"$description": 3}),
}


def _group(document: dict[str, Any]) -> str:
    return next(name for name in document if not name.startswith("$"))


def _token(document: dict[str, Any]) -> dict[str, Any]:
    return document[_group(document)]["topLeading"]


@pytest.mark.parametrize("breakage", BREAKAGES, ids=list(BREAKAGES))
def test_broken_documents_are_rejected(breakage: str) -> None:
    document = render(ROOT / "examples" / "07-sheet-and-popover.shape", "tokens")
    check(document)
    BREAKAGES[breakage](document)
    with pytest.raises(Invalid):
        check(document)
