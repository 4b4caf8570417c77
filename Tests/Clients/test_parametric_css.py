"""The parametric HTML and CSS in a real browser: change a token in the page, get shape's answer.

For every example with parameters and for the designs in designs/ (uniform groups, minimums,
clamps, stacks, nested containers, continuous corners), the page `shape render --format html`
writes is opened once in Chromium (Selenium + chromium-driver). At the base values and at 20
random parameter sets, each parameter's custom property is set on the canvas (the scope root) in the page, and every
element's box and computed radii are compared with `shape render --set … --format json`: within
0.5 px for boxes and 0.05 px for radii. A node shape says it cannot follow (its warning) is
checked at base values only, with what it holds; one that bakes only its radii (its rule's
comment says which) still has its box checked at every set, since CSS layout places it.

An example's asserts check its base values, so it is rendered from a copy without them.
Continuous corners are `corner-shape: superellipse(k)` in a Chromium that has it, with the
radius scaled to the curve's reach; a node drawn as a capsule (its shorter side crowded at base
values) is checked only at sets where it is still crowded.

Run: SHAPE_BINARY=$PWD/.build/debug/shape /work/venv/bin/python -m pytest Tests/Clients/test_parametric_css.py -q
"""

from __future__ import annotations

import json
import random
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT, all_nodes, require_program, shape_binary
from css_browsers import crowded, physical, px

SCALE = 1.25
DESIGNS = sorted((Path(__file__).parent / "designs").glob("parametric-*.shape"))
EXAMPLES = sorted(p for p in (ROOT / "examples").glob("[0-9]*.shape"))
RANDOM_SETS = 20

PROBE = """
const scene = document.querySelector('.shape-canvas').getBoundingClientRect();
const found = {};
const seen = {};
for (const element of document.querySelectorAll('.shape-canvas div[class^="shape-"]')) {
  if (element.className.startsWith('shape--')) continue;
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  // A loop written as one class: its iterations are `row`, `row-2`… as shape names them.
  const base = element.className.slice('shape-'.length);
  seen[base] = (seen[base] || 0) + 1;
  found[seen[base] === 1 ? base : base + '-' + seen[base]] = {
    x: box.left - scene.left, y: box.top - scene.top, width: box.width, height: box.height,
    radii: [style.borderTopLeftRadius, style.borderTopRightRadius,
            style.borderBottomLeftRadius, style.borderBottomRightRadius],
  };
}
return found;
"""


def kebab(name: str) -> str:
    spaced = re.sub(r"(?<=[a-z0-9])([A-Z])", r"-\1", name).replace("_", "-")
    return "--shape-" + re.sub(r"-+", "-", spaced).lower().strip("-")


def properties(page: str) -> dict[str, str]:
    """Each parameter's custom property, from the canvas that scopes them: the prefix and its
    kebab-case name, or the one the comment beside it names when two parameters' names meet."""
    root = page[page.index(".shape-canvas {"):]
    root = root[: root.index("}")]
    return {name: prop for prop, name in re.findall(r"(--[\w-]+): [^;]*; /\* (\w+) \(", root)}


def numbers(page: str) -> set[str]:
    """The custom properties the canvas declares without a unit: parameters that are numbers
    (a ratio, a count, an opacity), set unitless."""
    root = page[page.index(".shape-canvas {"):]
    root = root[: root.index("}")]
    return {prop for prop, value in re.findall(r"(--[\w-]+): ([^;]*);", root) if not value.endswith("px")}


def run_shape(*arguments: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([shape_binary(), *map(str, arguments)], capture_output=True, text=True)


def without_asserts(script: Path, tmp_path: Path) -> Path:
    """A copy of `script` beside its imports, its assert statements left out."""
    lines = [line for line in script.read_text().splitlines() if not line.lstrip().startswith("assert ")]
    copy = script.parent / f".parametric-{script.name}"
    copy.write_text("\n".join(lines) + "\n")
    return copy


def parameters(script: Path) -> list[dict[str, Any]]:
    result = run_shape("render", script, "--format", "json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)["parameters"]


def scene(script: Path, values: dict[str, float]) -> dict[str, Any] | None:
    flags = [f"--set={name}={value}" for name, value in values.items()]
    result = run_shape("render", script, "--format", "json", *flags)
    return json.loads(result.stdout) if result.returncode == 0 else None


def unfollowed(stderr: str) -> set[str]:
    found = re.search(r"cannot follow the parameters in (.*?): their resolved", stderr)
    return set(re.findall(r"'([^']+)'", found.group(1))) if found else set()


def baked_radii_only(page: str) -> set[str]:
    """Nodes whose rule bakes radii but no length of their box: CSS layout still places them by
    the parameters, so their boxes are checked at every set (their radii at base values only)."""
    found = set()
    for ident, what in re.findall(r"/\* ([\w-]+): [^*]*; resolved numbers \(no expression of the parameters gives them\): ([^*]*) \*/", page):
        if all(item.strip().endswith(" radius") for item in what.split(",")):
            found.add(ident)
    return found


def expected_radii(node: dict[str, Any], direction: str, capsule: bool) -> list[float] | None:
    kind = node["outline"]["kind"]
    # A rounded rectangle, or one whose continuous corners are crowded into a capsule.
    if kind != "roundedRectangle" and not (kind == "capsule" and node["kind"] != "Capsule" and capsule):
        return None
    radii = physical(node["radii"], direction)
    if node["cornerStyle"] != "continuous":
        return radii
    if capsule:
        frame = node["frame"]
        return [min(frame["width"], frame["height"]) / 2] * 4
    return [radius * SCALE for radius in radii]


@pytest.fixture(scope="module")
def browser():
    require_program("chromium")
    driver_path = require_program("chromedriver")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    yield driver
    driver.quit()


def compare(page: dict[str, Any], document: dict[str, Any], skip: set[str], capsules: set[str],
            boxes_only: set[str] = frozenset()) -> list[str]:
    """What differs between the page's elements and the scene's JSON; `boxes_only` are nodes
    whose radii are not compared."""
    problems: list[str] = []
    # Positions are measured from the canvas: the bounds grow with what overflows it, and the
    # page does not follow that. A script without a canvas has one as big as its bounds.
    bounds, canvas = document["bounds"], document["canvas"]
    grown = (bounds["width"], bounds["height"]) == (canvas["width"], canvas["height"])
    origin = (bounds["x"], bounds["y"]) if grown else (0, 0)
    direction = document["canvas"]["layoutDirection"]
    skipped = set(skip) - set(boxes_only)
    radii_skipped = set(boxes_only)
    for node in all_nodes(document):
        ident = node["id"]
        if ident in skipped:
            # What a node that cannot follow holds is placed in it, so it moves with it.
            skipped.update(child["id"] for child in node["children"])
            continue
        if ident in radii_skipped:
            # Its children's radii refer to its own, which are numbers.
            radii_skipped.update(child["id"] for child in node["children"])
        element = page.get(ident)
        if element is None:
            problems.append(f"{ident}: no element")
            continue
        outline = node["outline"]
        box = [outline["x"] - origin[0], outline["y"] - origin[1], outline["width"], outline["height"]]
        got = [element["x"], element["y"], element["width"], element["height"]]
        if any(abs(a - b) > 0.5 for a, b in zip(box, got)):
            problems.append(f"{ident}: box {got} != {box}")
        if ident in radii_skipped:
            continue
        is_capsule = ident in capsules
        if node["cornerStyle"] == "continuous" and is_capsule != crowded(node):
            continue  # crowding changed with the parameters: the capsule was decided at base values
        radii = expected_radii(node, direction, is_capsule)
        if radii is None:
            continue
        computed = [px(value) for value in element["radii"]]
        if any(abs(a - b) > 0.05 for a, b in zip(radii, computed)):
            problems.append(f"{ident}: radii {computed} != {radii}")
    return problems


def subjects() -> list[Path]:
    with_parameters = [p for p in EXAMPLES if re.search(r"^let \w+ = -?[0-9.]+\s*(//.*)?$", p.read_text(), re.M)]
    return with_parameters + DESIGNS


@pytest.mark.parametrize("script", subjects(), ids=lambda p: p.stem)
def test_page_follows_parameters(script: Path, browser, tmp_path: Path) -> None:
    source = without_asserts(script, tmp_path) if script.parent.name == "examples" else script
    try:
        declared = parameters(source)
        assert declared, "no parameters"
        rendered = run_shape("render", source, "--format", "html", "-o", tmp_path / "page.html")
        assert rendered.returncode == 0, rendered.stderr
        skip = unfollowed(rendered.stderr)
        markup = (tmp_path / "page.html").read_text()
        boxes_only = baked_radii_only(markup) & skip
        named = properties(markup)
        unitless = numbers(markup)
        base = scene(source, {})
        assert base is not None
        capsules = {n["id"] for n in all_nodes(base) if n["cornerStyle"] == "continuous" and crowded(n)}
        browser.get((tmp_path / "page.html").as_uri())

        # Base values: everything, the nodes that cannot follow included.
        problems = compare(browser.execute_script("return (() => {" + PROBE + "})()"), base, set(), capsules)
        assert not problems, f"base values: {problems[:8]}"

        generator = random.Random(script.stem)
        checked = 0
        attempts = 0
        while checked < RANDOM_SETS and attempts < 200:
            attempts += 1
            values = {}
            for parameter in declared:
                base_value = parameter["declared"]
                low, high = (0.5 * base_value, 1.5 * base_value) if base_value > 0 else (0, 8)
                values[parameter["name"]] = round(generator.uniform(low, high) * 2) / 2
            document = scene(source, values)
            if document is None:
                continue  # the script refuses these values (an error of its own)
            setter = "".join(
                f"document.querySelector('.shape-canvas').style.setProperty('{named.get(name, kebab(name))}', "
                f"'{value}{'' if named.get(name, kebab(name)) in unitless else 'px'}');"
                for name, value in values.items())
            page = browser.execute_script(setter + "return (() => {" + PROBE + "})()")
            problems = compare(page, document, skip, capsules, boxes_only)
            assert not problems, f"{values}: {problems[:8]}"
            checked += 1
        assert checked == RANDOM_SETS, f"only {checked} parameter sets rendered in {attempts} attempts"
    finally:
        if source != script:
            source.unlink()
