"""The design tokens carry the rule: evaluated at random parameters, they equal `render --set`.

For every example with parameters, the designs in designs/ and 13-right-to-left (relations
without parameters), `shape render --format tokens` is written once. At random values of the
parameters (each 0.5 to 1.5 times its own), token_rules.py, the README's recipe, resolves every
corner token of every named node, the parameters' tokens overridden as a site would set them,
and the result must be the radius `shape render --set … --format json` gives, within 1e-6.
Corners of nodes the CSS names as not following (a loop's variable, a query) are checked at
the base values only. Then the same with `--tokens-math` and `--prefix`, whose `$value`s are
the math strings themselves, under one group.

Run: SHAPE_BINARY=$PWD/.build/debug/shape .venv-test/bin/python -m pytest Tests/Clients/test_token_rules.py -q
"""

from __future__ import annotations

import json
import random
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT, all_nodes, shape_binary
from token_rules import resolve

DESIGNS = sorted((Path(__file__).parent / "designs").glob("parametric-*.shape"))
EXAMPLES = sorted(p for p in (ROOT / "examples").glob("[0-9]*.shape"))
CORNERS = ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
SETS = 12


def shape(*arguments: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([shape_binary(), *map(str, arguments)], capture_output=True, text=True)


def without_asserts(script: Path) -> Path:
    lines = [line for line in script.read_text().splitlines() if not line.lstrip().startswith("assert ")]
    copy = script.parent / f".tokens-{script.name}"
    copy.write_text("\n".join(lines) + "\n")
    return copy


def subjects() -> list[Path]:
    with_parameters = [p for p in EXAMPLES if re.search(r"^let \w+ = -?[0-9.]+\s*(//.*)?$", p.read_text(), re.M)]
    return with_parameters + DESIGNS + [ROOT / "examples" / "13-right-to-left.shape"]


def scene(script: Path, values: dict[str, float]) -> dict[str, Any] | None:
    result = shape("render", script, "--format", "json", *[f"--set={k}={v}" for k, v in values.items()])
    return json.loads(result.stdout) if result.returncode == 0 else None


def unfollowed(script: Path) -> set[str]:
    stderr = shape("render", script, "--format", "css").stderr
    found = re.search(r"cannot follow the parameters in (.*?): their resolved", stderr)
    return set(re.findall(r"'([^']+)'", found.group(1))) if found else set()


def check(tokens: dict[str, Any], document: dict[str, Any], group: str, values: dict[str, float],
          skip: set[str], path: str = "") -> list[str]:
    overrides = {f"{path}{group}.{name}": value for name, value in values.items()}
    problems = []
    for node in all_nodes(document):
        if node["id"] not in tokens or node["id"] in skip or not node["radii"]:
            continue
        for corner in CORNERS:
            got = resolve(tokens, f"{path}{node['id']}.{corner}", overrides)
            if abs(got - node["radii"][corner]) > 1e-6:
                problems.append(f"{node['id']}.{corner}: {got} != {node['radii'][corner]}")
    return problems


@pytest.mark.parametrize("script", subjects(), ids=lambda p: p.stem)
def test_tokens_evaluate_to_the_resolvers_radii(script: Path) -> None:
    source = without_asserts(script) if script.parent.name == "examples" else script
    try:
        written = shape("render", source, "--format", "tokens")
        assert written.returncode == 0, written.stderr
        tokens = json.loads(written.stdout)
        base = scene(source, {})
        assert base is not None
        declared = {p["name"]: p["declared"] for p in base["parameters"]}
        group = next((name for name in tokens if re.fullmatch(r"parameters(-\d+)?", name)), "parameters")
        # Base values: every token, the ones that cannot follow included.
        problems = check(tokens, base, group, declared, set())
        assert not problems, f"base values: {problems[:6]}"
        skip = unfollowed(source)
        generator = random.Random(script.stem)
        checked = 0
        for _ in range(SETS * 5 if declared else 0):
            if checked == SETS:
                break
            values = {name: round(generator.uniform(0.5 * v, 1.5 * v) * 2) / 2 if v > 0 else generator.randint(0, 8)
                      for name, v in declared.items()}
            document = scene(source, values)
            if document is None:
                continue  # the script refuses these values
            problems = check(tokens, document, group, values, skip)
            assert not problems, f"{values}: {problems[:6]}"
            checked += 1
        assert checked == SETS or not declared
    finally:
        if source != script:
            source.unlink()


def test_math_values_under_a_prefix() -> None:
    """--tokens-math puts the rule in $value (Tokens Studio's form), --prefix one group around
    the document; the same evaluator gives the same radii."""
    script = Path(__file__).parent / "designs" / "parametric-card.shape"
    written = shape("render", script, "--format", "tokens", "--tokens-math", "--prefix", "ds")
    assert written.returncode == 0, written.stderr
    tokens = json.loads(written.stdout)
    assert list(tokens) == ["ds"]
    assert tokens["ds"]["list"]["topLeading"]["$value"].startswith("max(min(max({ds.card.topLeading} - {ds.parameters.gap}, 8), ")
    values = {"cardRadius": 34, "gap": 9, "rowHeight": 36, "buttonHeight": 50}
    document = scene(script, values)
    assert document is not None
    assert not check(tokens, document, "parameters", values, set(), path="ds.")
