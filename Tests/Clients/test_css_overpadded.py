"""Padding larger than the area it pads, in Chromium and Firefox: placed as shape places it.

shape collapses an area padded past its own size to its middle (a child of zero width or height
there); CSS's margins would push the box to one side instead. In designs/overpadded.shape a node
overpadded across, one overpadded down, and one squeezed in a vstack beside a sibling: the
stylesheet must lay every box and radius out as `shape render --format json` does, and render
must warn with the line of each such node.

Run: SHAPE_BINARY=$PWD/.build/debug/shape .venv-test/bin/python -m pytest Tests/Clients/test_css_overpadded.py -q
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from conftest import ROOT, shape_binary
from css_browsers import browser, compare, measure, scene_json, superellipse  # noqa: F401  (browser: a fixture)

SCRIPT = ROOT / "Tests" / "Clients" / "designs" / "overpadded.shape"


def render(*flags: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([shape_binary(), "render", str(SCRIPT), *flags], capture_output=True, text=True)


def test_render_says_where_each_overpadded_node_is() -> None:
    result = render("--format", "css", "--prefix", "ds")
    assert result.returncode == 0, result.stderr
    lines = SCRIPT.read_text().splitlines()
    found = re.findall(r"overpadded\.shape:(\d+): the padding of '(\w+)' is larger than the area it pads", result.stderr)
    assert {name for _, name in found} == {"wide", "tall", "squeezed"}, result.stderr
    for line, name in found:
        assert f" {name} = " in lines[int(line) - 1], (line, name)


def test_overpadded_nodes_lay_out_as_shape_places_them(browser, tmp_path: Path) -> None:
    css = render("--format", "css", "--prefix", "ds").stdout
    markup = (
        '<div class="ds-canvas"><div class="ds-card"><div class="ds-wide"></div><div class="ds-tall"></div>'
        '<div class="ds-card-vstack-1"><div class="ds-row"></div><div class="ds-squeezed"></div></div>'
        "</div></div>")
    page = tmp_path / "page.html"
    page.write_text(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>overpadded</title>"
        f"<style>body {{ margin: 0; }}</style><style>{css}</style></head><body><main id=\"root\">{markup}</main>"
        "</body></html>")
    browser.get(page.as_uri())
    document = scene_json(SCRIPT, {})
    found = measure(browser, "#root", "ds")
    assert {"wide", "tall", "squeezed", "row"} <= set(found)
    problems = compare(found, document, superellipse(browser))
    assert not problems, f"{browser.name_for_tests}: {problems[:6]}"
