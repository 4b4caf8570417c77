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
import subprocess
from pathlib import Path
from typing import Any

from conftest import shape_binary
from css_browsers import browser, compare, measure, superellipse  # noqa: F401  (browser: a fixture)

SCRIPT = Path(__file__).parent / "designs" / "parametric-units.shape"


def shape(*arguments: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([shape_binary(), *map(str, arguments)], capture_output=True, text=True)


def document(values: dict[str, float], script: Path = SCRIPT) -> dict[str, Any]:
    result = shape("render", script, "--format", "json", *[f"--set={k}={v}" for k, v in values.items()])
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_a_ratio_is_unitless_and_follows(browser, tmp_path: Path) -> None:
    css = shape("render", SCRIPT, "--format", "css", "--prefix", "u")
    assert css.returncode == 0 and "cannot follow" not in css.stderr, css.stderr
    assert "  --u-ratio: 0.75;\n" in css.stdout and "  --u-row-height: 40px;\n" in css.stdout
    tokens = json.loads(shape("render", SCRIPT, "--format", "tokens").stdout)
    assert tokens["parameters"]["ratio"] == {"$type": "number", "$value": 0.75}
    assert tokens["parameters"]["rowHeight"]["$value"] == {"value": 40, "unit": "px"}

    result = shape("render", SCRIPT, "--format", "html", "--prefix", "u", "-o", tmp_path / "page.html")
    assert result.returncode == 0, result.stderr
    browser.get((tmp_path / "page.html").as_uri())
    has_superellipse = superellipse(browser)
    base = document({})
    generator = random.Random(5)
    sets = [{"rowHeight": 40, "ratio": 0.75, "gap": 10}] + [
        {"rowHeight": generator.randint(24, 56), "ratio": round(generator.uniform(0.5, 1.25), 2),
         "gap": generator.randint(4, 16)} for _ in range(8)]
    for values in sets:
        browser.execute_script(
            "const canvas = document.querySelector('.u-canvas');"
            f"canvas.style.setProperty('--u-row-height', '{values['rowHeight']}px');"
            f"canvas.style.setProperty('--u-ratio', '{values['ratio']}');"
            f"canvas.style.setProperty('--u-gap', '{values['gap']}px');")
        problems = compare(measure(browser, ".u--scene", "u"), document(values), has_superellipse, base=base)
        assert not problems, f"{browser.name_for_tests} {values}: {problems[:6]}"


OPACITY = Path(__file__).parent / "designs" / "parametric-opacity.shape"


def test_an_opacity_is_unitless_and_follows(browser, tmp_path: Path) -> None:
    css = shape("render", OPACITY, "--format", "css", "--prefix", "u")
    assert css.returncode == 0 and "parameter 'fade'" not in css.stderr, css.stderr
    assert "  --u-fade: 0.6;\n" in css.stdout and "  --u-gap: 12px;\n" in css.stdout
    assert "  opacity: var(--u-fade);\n" in css.stdout and "  opacity: calc(1 - var(--u-fade));\n" in css.stdout
    tokens = json.loads(shape("render", OPACITY, "--format", "tokens").stdout)
    assert tokens["parameters"]["fade"] == {"$type": "number", "$value": 0.6}
    assert tokens["parameters"]["gap"]["$value"] == {"value": 12, "unit": "px"}

    result = shape("render", OPACITY, "--format", "html", "--prefix", "u", "-o", tmp_path / "page.html")
    assert result.returncode == 0, result.stderr
    browser.get((tmp_path / "page.html").as_uri())
    has_superellipse = superellipse(browser)
    generator = random.Random(44)
    sets = [{"fade": 0.6, "gap": 12}] + [
        {"fade": round(generator.uniform(0.05, 0.95), 2), "gap": generator.randint(4, 20)} for _ in range(8)]
    for values in sets:
        browser.execute_script(
            "const canvas = document.querySelector('.u-canvas');"
            f"canvas.style.setProperty('--u-fade', '{values['fade']}');"
            f"canvas.style.setProperty('--u-gap', '{values['gap']}px');")
        scene = document(values, OPACITY)
        expected = {node["id"]: node for node in scene["nodes"][0]["children"]}
        for name, node in expected.items():
            opacity = float(browser.execute_script(
                f"return getComputedStyle(document.querySelector('.u-{name}')).opacity"))
            assert abs(opacity - node["opacity"]) < 1e-4, f"{browser.name_for_tests} {values} {name}: {opacity}"
        problems = compare(measure(browser, ".u--scene", "u"), scene, has_superellipse)
        assert not problems, f"{browser.name_for_tests} {values}: {problems[:6]}"


def test_a_parameter_used_both_ways_is_named_with_its_line(tmp_path: Path) -> None:
    script = tmp_path / "both.shape"
    script.write_text(
        "canvas width: 300, height: 200\n"
        "let rowHeight = 40\n"
        "let scale = 2\n"
        "shape a = RoundedRectangle(cornerRadius: 8) { height rowHeight / scale; width 100 }\n"
        "shape b = RoundedRectangle(cornerRadius: 8) { height 20; width scale; at 0, 0 }\n")
    for format in ["css", "tokens"]:
        result = shape("render", script, "--format", format)
        assert result.returncode == 0, result.stderr
        assert "both.shape:3: parameter 'scale' is used both as a length and as a number" in result.stderr
    # An opacity is a number too.
    faded = tmp_path / "faded.shape"
    faded.write_text(
        "canvas width: 300, height: 200\n"
        "let fade = 1\n"
        "shape a = RoundedRectangle(cornerRadius: 8) { opacity fade; height 20; width fade }\n")
    for format in ["css", "tokens"]:
        result = shape("render", faded, "--format", format)
        assert result.returncode == 0, result.stderr
        assert "faded.shape:2: parameter 'fade' is used both as a length and as a number" in result.stderr


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
