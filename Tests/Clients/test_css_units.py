"""Parameters that are numbers, not lengths, in Chromium and Firefox (Selenium).

designs/parametric-units.shape uses `ratio` only as a number (a factor of a length, a
divisor): the CSS declares it unitless (`--u-ratio: 0.75`) beside px lengths, the tokens type
it `number`, and a site that sets it unitless gets, in both browsers, every box and radius
`shape render --set … --format json` gives. A parameter used both as a length and as a number
is named in a warning with its line. designs/parametric-opacity.shape uses `fade` only as an
opacity: unitless, a `number` token, and the opacities the CSS writes follow it in both browsers.

Run: SHAPE_BINARY=$PWD/.build/debug/shape .venv-test/bin/python -m pytest Tests/Clients/test_css_units.py -q
"""

from __future__ import annotations

import json
import random
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

from conftest import shape_binary
from css_browsers import browser, compare, measure, superellipse  # noqa: F401  (browser: a fixture)

SCRIPT = Path(__file__).parent / "designs" / "parametric-units.shape"


def shape(*arguments: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([shape_binary(), *map(str, arguments)], capture_output=True, text=True)


def document(values: dict[str, float], script: Path = SCRIPT) -> dict[str, Any]:
    result = shape("render", script, "--format", "json", *[f"--set={k}={v}" for k, v in values.items()])
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def exports(script: Path) -> tuple[subprocess.CompletedProcess[str], dict[str, Any]]:
    """The stylesheet (`--prefix u`) and the design tokens of `script`."""
    css = shape("render", script, "--format", "css", "--prefix", "u")
    assert css.returncode == 0, css.stderr
    return css, json.loads(shape("render", script, "--format", "tokens").stdout)


def open_page(browser, script: Path, tmp_path: Path) -> bool:
    """Opens the HTML export of `script`; whether the browser has `corner-shape`."""
    result = shape("render", script, "--format", "html", "--prefix", "u", "-o", tmp_path / "page.html")
    assert result.returncode == 0, result.stderr
    browser.get((tmp_path / "page.html").as_uri())
    return superellipse(browser)


def set_on_canvas(browser, values: dict[str, float], numbers: set[str]) -> None:
    """Sets each parameter's property on the canvas: unitless for `numbers`, else in px."""
    def kebab(name: str) -> str:
        return re.sub(r"([A-Z])", r"-\1", name).lower()
    setters = "".join(
        f"canvas.style.setProperty('--u-{kebab(name)}', '{value}{'' if name in numbers else 'px'}');"
        for name, value in values.items())
    browser.execute_script("const canvas = document.querySelector('.u-canvas');" + setters)


def test_a_ratio_is_unitless_and_follows(browser, tmp_path: Path) -> None:
    css, tokens = exports(SCRIPT)
    assert "cannot follow" not in css.stderr, css.stderr
    assert "  --u-ratio: 0.75;\n" in css.stdout and "  --u-row-height: 40px;\n" in css.stdout
    assert tokens["parameters"]["ratio"] == {"$type": "number", "$value": 0.75}
    assert tokens["parameters"]["rowHeight"]["$value"] == {"value": 40, "unit": "px"}

    has_superellipse = open_page(browser, SCRIPT, tmp_path)
    base = document({})
    generator = random.Random(5)
    sets = [{"rowHeight": 40, "ratio": 0.75, "gap": 10}] + [
        {"rowHeight": generator.randint(24, 56), "ratio": round(generator.uniform(0.5, 1.25), 2),
         "gap": generator.randint(4, 16)} for _ in range(8)]
    for values in sets:
        set_on_canvas(browser, values, {"ratio"})
        problems = compare(measure(browser, ".u--scene", "u"), document(values), has_superellipse, base=base)
        assert not problems, f"{browser.name_for_tests} {values}: {problems[:6]}"


OPACITY = Path(__file__).parent / "designs" / "parametric-opacity.shape"


def test_an_opacity_is_unitless_and_follows(browser, tmp_path: Path) -> None:
    css, tokens = exports(OPACITY)
    assert "parameter 'fade'" not in css.stderr, css.stderr
    assert "  --u-fade: 0.6;\n" in css.stdout and "  --u-gap: 12px;\n" in css.stdout
    assert "  opacity: var(--u-fade);\n" in css.stdout and "  opacity: calc(1 - var(--u-fade));\n" in css.stdout
    assert tokens["parameters"]["fade"] == {"$type": "number", "$value": 0.6}
    assert tokens["parameters"]["gap"]["$value"] == {"value": 12, "unit": "px"}

    has_superellipse = open_page(browser, OPACITY, tmp_path)
    generator = random.Random(44)
    sets = [{"fade": 0.6, "gap": 12}] + [
        {"fade": round(generator.uniform(0.05, 0.95), 2), "gap": generator.randint(4, 20)} for _ in range(8)]
    for values in sets:
        set_on_canvas(browser, values, {"fade"})
        scene = document(values, OPACITY)
        expected = {node["id"]: node for node in scene["nodes"][0]["children"]}
        for name, node in expected.items():
            opacity = float(browser.execute_script(
                f"return getComputedStyle(document.querySelector('.u-{name}')).opacity"))
            assert abs(opacity - node["opacity"]) < 1e-4, f"{browser.name_for_tests} {values} {name}: {opacity}"
        problems = compare(measure(browser, ".u--scene", "u"), scene, has_superellipse)
        assert not problems, f"{browser.name_for_tests} {values}: {problems[:6]}"


BOTH_WAYS = {
    # A divisor that is a width.
    "scale": ("let rowHeight = 40\nlet scale = 2\n"
              "shape a = RoundedRectangle(cornerRadius: 8) { height rowHeight / scale; width 100 }\n"
              "shape b = RoundedRectangle(cornerRadius: 8) { height 20; width scale; at 0, 0 }\n", 3),
    # An opacity that is a width.
    "fade": ("let fade = 1\nshape a = RoundedRectangle(cornerRadius: 8) { opacity fade; height 20; width fade }\n", 2),
}


@pytest.mark.parametrize("name", BOTH_WAYS)
def test_a_parameter_used_both_ways_is_named_with_its_line(name: str, tmp_path: Path) -> None:
    body, line = BOTH_WAYS[name]
    script = tmp_path / "both.shape"
    script.write_text("canvas width: 300, height: 200\n" + body)
    for format in ["css", "tokens"]:
        result = shape("render", script, "--format", format)
        assert result.returncode == 0, result.stderr
        assert f"both.shape:{line}: parameter '{name}' is used both as a length and as a number" in result.stderr


def test_a_loop_count_the_page_cannot_follow_is_named(tmp_path: Path) -> None:
    script = tmp_path / "count.shape"
    script.write_text(
        "canvas width: 300, height: 200\n"
        "let gap = 8\n"
        "let count = 3\n"
        "vstack spacing: gap {\n"
        "    for i in 0..<count { shape row = RoundedRectangle(cornerRadius: 4) { height 20 } }\n"
        "}\n")
    result = shape("render", script, "--format", "css")
    assert result.returncode == 0, result.stderr
    assert "count.shape:3: nothing css writes follows parameter 'count'" in result.stderr
    assert "parameter 'gap'" not in result.stderr
    # A count: unitless in CSS, a number token.
    assert "  --shape-count: 3;\n" in result.stdout
    tokens = shape("render", script, "--format", "tokens")
    assert '"count": {"$type": "number", "$value": 3}' in tokens.stdout, tokens.stdout
