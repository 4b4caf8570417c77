"""The README's DOM contract, rendered in Chromium and Firefox (Selenium).

The README shows the HTML a developer writes by hand for the card of
designs/parametric-card.shape (a `ul` for the stack, `li` rows with text, a `button`), under a
`dom-contract` marker. That very block, with the stylesheet `--format css --prefix ds` writes in
place of its `<link>`, must lay out as the script does: every box and radius as
`shape render --set … --format json` gives, at the token the block sets on the canvas and at
random ones. A reset of the browser's own element styles (`all: unset`) is all the page adds.

Run: SHAPE_BINARY=$PWD/.build/debug/shape .venv-test/bin/python -m pytest Tests/Clients/test_css_dom.py -q
"""

from __future__ import annotations

import json
import random
import re
import subprocess
from pathlib import Path
from typing import Any

from conftest import ROOT, shape_binary
from css_browsers import browser, compare, measure, scene_json, superellipse  # noqa: F401  (browser: a fixture)

SCRIPT = ROOT / "Tests" / "Clients" / "designs" / "parametric-card.shape"


def shape(*arguments: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([shape_binary(), *map(str, arguments)], capture_output=True, text=True)


def document(values: dict[str, float]) -> dict[str, Any]:
    return scene_json(SCRIPT, values)


def kebab(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"-\1", name).lower()


def contract() -> str:
    """The README's hand-written markup: the html block after the dom-contract marker."""
    readme = (ROOT / "README.md").read_text()
    found = re.search(r"<!-- dom-contract: ([^ ]+),.*?-->\s*```html\n(.*?)```", readme, re.S)
    assert found, "no dom-contract block in README.md"
    assert (ROOT / found.group(1)).resolve() == SCRIPT.resolve()
    return "\n".join(line.removeprefix("  ") for line in found.group(2).splitlines())


def test_the_hand_written_dom_lays_out_as_the_script(browser, tmp_path: Path) -> None:
    css = shape("render", SCRIPT, "--format", "css", "--prefix", "ds")
    assert css.returncode == 0, css.stderr
    markup = contract()
    link = '<link rel="stylesheet" href="card.css">'
    assert link in markup
    page = tmp_path / "page.html"
    page.write_text(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>by hand</title>"
        "<style>body { margin: 0; } ul, li, button { all: unset; }</style></head><body>"
        "<main id=\"root\">" + markup.replace(link, f"<style>{css.stdout}</style>") + "</main></body></html>")
    browser.get(page.as_uri())
    has_superellipse = superellipse(browser)
    declared = {p["name"]: p["declared"] for p in document({})["parameters"]}
    # The block sets --ds-gap: 14px on the canvas.
    values = {**declared, "gap": 14}
    problems = compare(measure(browser, "#root", "ds"), document(values), has_superellipse, base=document({}))
    assert not problems, f"{browser.name_for_tests} as written: {problems[:6]}"
    generator = random.Random(2044)
    for _ in range(6):
        values = {name: round(generator.uniform(0.6 * v, 1.4 * v)) for name, v in declared.items()}
        setter = "".join(
            f"canvas.style.setProperty('--ds-{kebab(name)}', '{value}px');" for name, value in values.items())
        browser.execute_script("const canvas = document.querySelector('.ds-canvas');" + setter)
        problems = compare(measure(browser, "#root", "ds"), document(values), has_superellipse, base=document({}))
        assert not problems, f"{browser.name_for_tests} {values}: {problems[:6]}"
