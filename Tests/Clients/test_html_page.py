"""The HTML export is a page: checked by axe-core in Chromium and Firefox (Selenium).

Every example's page has a viewport, a `main` landmark and a heading, and no axe violations
(axe-core from axe-selenium-python, WCAG 2 A and AA and best-practice rules) in either browser
but one: a label in the script's own colours that reads below 4.5:1, which `render` must have
warned about by name (five examples use iOS system colours that do: white on systemBlue is
3.65:1). A label without a colour is the page's to choose, and always passes. In Chromium, emulating a reader who prefers dark, the tool's own canvas
colour turns dark. A script whose own label colours read below 4.5:1 is warned about.

Run: SHAPE_BINARY=$PWD/.build/debug/shape .venv-test/bin/python -m pytest Tests/Clients/test_html_page.py -q
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from conftest import ROOT, shape_binary
from css_browsers import browser  # noqa: F401  (a fixture)

EXAMPLES = sorted(p for p in (ROOT / "examples").glob("[0-9]*.shape"))


def shape(*arguments: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([shape_binary(), *map(str, arguments)], capture_output=True, text=True, cwd=cwd)


def test_every_example_page_passes_axe(browser, tmp_path: Path) -> None:
    from axe_selenium_python import Axe

    found: dict[str, list[str]] = {}
    for script in EXAMPLES:
        moment = ["--time", "0"] if re.search(r"^animation ", script.read_text(), re.MULTILINE) else []
        page = tmp_path / f"{script.stem}.html"
        result = shape("render", script, "--format", "html", *moment, "-o", page, cwd=script.parent)
        assert result.returncode == 0, result.stderr
        markup = page.read_text()
        assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in markup
        assert "<main>" in markup and '<h1 class="shape--title">' in markup
        browser.get(page.as_uri())
        axe = Axe(browser)
        axe.inject()
        report = axe.run(options={"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "best-practice"]}})
        # A label in the script's own colours that reads below 4.5:1 is the script's to fix:
        # it must be one `render` warned about, and nothing else may fail.
        warned = set(re.findall(r"the label of '([^']+)' has a contrast", result.stderr))
        violations = []
        for violation in report["violations"]:
            for node in violation["nodes"]:
                label = re.search(r'data-node="([^"]+)"', node["html"])
                if violation["id"] == "color-contrast" and label and label.group(1) in warned:
                    continue
                violations.append(f"{violation['id']}: {node['html'][:80]}")
        if violations:
            found[script.stem] = violations
    assert not found, f"{browser.name_for_tests}: {found}"


def test_the_tool_colours_follow_a_dark_preference(browser, tmp_path: Path) -> None:
    if browser.name_for_tests != "chromium":
        pytest.skip("emulated through Chromium's DevTools protocol")
    script = tmp_path / "plain.shape"
    script.write_text("canvas width: 300, height: 200\nshape card = RoundedRectangle(cornerRadius: 20) { size 200 x 100; label \"Card\" }\n")
    page = tmp_path / "plain.html"
    assert shape("render", script, "--format", "html", "-o", page).returncode == 0
    read = "return [getComputedStyle(document.querySelector('.shape-canvas')).backgroundColor," \
           " getComputedStyle(document.querySelector('.shape--label')).color]"
    browser.get(page.as_uri())
    assert browser.execute_script(read) == ["rgb(242, 242, 247)", "rgb(0, 0, 0)"]
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    try:
        assert browser.execute_script(read) == ["rgb(28, 28, 30)", "rgb(255, 255, 255)"]
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_a_label_that_reads_badly_is_warned_about(tmp_path: Path) -> None:
    script = tmp_path / "grey.shape"
    script.write_text(
        "canvas width: 300, height: 200, fill: \"white\"\n"
        "shape card = RoundedRectangle(cornerRadius: 20) { size 200 x 100; fill \"#dddddd\"; label \"Card\", color: \"#aaaaaa\" }\n"
        "shape ok = RoundedRectangle(cornerRadius: 20) { size 100 x 40; at 0, 0; fill \"#1c1c1e\"; label \"OK\", color: \"white\" }\n")
    result = shape("render", script, "--format", "html")
    assert result.returncode == 0, result.stderr
    assert "the label of 'card' has a contrast of" in result.stderr
    assert "'ok'" not in result.stderr
