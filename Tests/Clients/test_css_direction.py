"""One stylesheet follows `dir`, in Chromium and Firefox (Selenium).

The CSS export writes logical properties (`border-start-start-radius`, `margin-inline`, `start`
and `end`, rows that run from the inline start), so a left-to-right export whose canvas a site
marks `dir="rtl"` lays out as the same script with `layoutDirection: .rightToLeft` does: every
box and radius as that script's `shape render --format json` gives.

Run: SHAPE_BINARY=$PWD/.build/debug/shape .venv-test/bin/python -m pytest Tests/Clients/test_css_direction.py -q
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from conftest import shape_binary
from css_browsers import browser, compare, measure, superellipse  # noqa: F401  (browser: a fixture)

BODY = """
let gap = 12
container bubble = RoundedRectangle(cornerRadius: 36) {
    size 432 x 232
    fill "#1c1c1e"
    vstack spacing: gap {
        padding gap
        shape message = ConcentricRectangle(uniformLeadingCorners: .concentric, uniformTrailingCorners: .fixed(6)) {
            width 280
            height 80
            align leading
            fill "#0a84ff"
        }
        hstack spacing: gap {
            padding leading: gap * 2
            shape first = ConcentricRectangle() { width 60; fill "#34c759" }
            shape second = ConcentricRectangle() { width 100; fill "#ff9500" }
        }
    }
}
"""


def shape(*arguments: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([shape_binary(), *map(str, arguments)], capture_output=True, text=True)


def test_a_left_to_right_export_follows_dir_rtl(browser, tmp_path: Path) -> None:
    left = tmp_path / "ltr.shape"
    left.write_text("canvas width: 480, height: 280\n" + BODY)
    right = tmp_path / "rtl.shape"
    right.write_text("canvas width: 480, height: 280, layoutDirection: .rightToLeft\n" + BODY)
    result = shape("render", left, "--format", "html", "--prefix", "d", "-o", tmp_path / "page.html")
    assert result.returncode == 0, result.stderr
    browser.get((tmp_path / "page.html").as_uri())
    has_superellipse = superellipse(browser)
    documents = {}
    for script in (left, right):
        rendered = shape("render", script, "--format", "json")
        assert rendered.returncode == 0, rendered.stderr
        documents[script] = json.loads(rendered.stdout)
    problems = compare(measure(browser, ".d--scene", "d"), documents[left], has_superellipse)
    assert not problems, f"{browser.name_for_tests} as written: {problems[:6]}"
    browser.execute_script("document.querySelector('.d-canvas').setAttribute('dir', 'rtl')")
    problems = compare(measure(browser, ".d--scene", "d"), documents[right], has_superellipse)
    assert not problems, f"{browser.name_for_tests} with dir=rtl: {problems[:6]}"
