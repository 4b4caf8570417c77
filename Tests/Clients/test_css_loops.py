"""A loop's alike iterations as one class: a list of any length with the same CSS (Chromium, Firefox).

designs/loop-list.shape makes its rows with `for item in 0..<count` (count = 3) in a vstack, and
designs/loop-tabs.shape its tabs (count = 4) in a right-to-left hstack; designs/loop-named.shape
its unnamed rows in a stack named `rows`, which names them (`rows-1`, `rows-2`…). Their stylesheets
(`--format css --prefix ds`) write the rows as one class, `.ds-row` (`.ds-rows-item`), with `:first-child` and
`:last-child` rules for the corners that follow the container. A hand-written DOM of 1, 2 and 7
rows with that very stylesheet must lay out as `shape render --set count=N --format json` gives:
every box and radius, at the script's tokens and at random ones set on the canvas. The CSS the
script gives at other counts is the same text.

Run: SHAPE_BINARY=$PWD/.build/debug/shape .venv-test/bin/python -m pytest Tests/Clients/test_css_loops.py -q
"""

from __future__ import annotations

import random
import re
import subprocess
from pathlib import Path

import pytest

from conftest import ROOT, shape_binary
from css_browsers import browser, compare, measure, scene_json, superellipse  # noqa: F401  (browser: a fixture)

DESIGNS = ROOT / "Tests" / "Clients" / "designs"
# Each design: its file, the classes of the containers around its stack, its stack's, its rows', and the counts laid out
# (rows of a fixed height stop at 5: a longer list would reach past the list's corners).
LISTS = {
    "vstack": (DESIGNS / "loop-list.shape", ("menu",), "menu-vstack-1", "row", (1, 2, 7)),
    "hstack-rtl": (DESIGNS / "loop-tabs.shape", ("bar",), "bar-hstack-1", "tab", (1, 2, 7)),
    "fixed-height": (DESIGNS / "loop-fixed.shape", ("card", "list"), "list-vstack-1", "row", (1, 2, 5)),
    "named-stack": (DESIGNS / "loop-named.shape", ("menu",), "rows", "rows-item", (1, 2, 7)),
}


def stylesheet(script: Path, *flags: str) -> str:
    result = subprocess.run([shape_binary(), "render", str(script), "--format", "css", "--prefix", "ds", *flags],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return result.stdout


def page(css: str, rows: int, containers: tuple[str, ...], stack: str, row: str) -> str:
    items = "".join(f'<li class="ds-{row}"></li>' for _ in range(rows))
    opening = "".join(f'<div class="ds-{name}">' for name in containers)
    return ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>rows</title>"
            f"<style>body {{ margin: 0; }} ul, li {{ all: unset; }}</style><style>{css}</style></head><body>"
            f"<main id=\"root\"><div class=\"ds-canvas\">{opening}<ul class=\"ds-{stack}\">"
            f"{items}</ul>{'</div>' * len(containers)}</div></main></body></html>")


def kebab(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"-\1", name).lower()


def without_count(css: str) -> str:
    """The stylesheet less the line declaring the count's own value."""
    return re.sub(r"\n  --ds-count: [^;]*;", "", css)


@pytest.mark.parametrize("design", LISTS)
def test_the_rows_are_one_class_whatever_the_count(design: str) -> None:
    script, _, _, row, counts = LISTS[design]
    css = stylesheet(script)
    assert f".ds-{row} {{" in css and f".ds-{row}-2" not in css
    if design != "fixed-height":
        assert f".ds-{row}:first-child {{" in css and f".ds-{row}:last-child {{" in css
        for count in counts:
            assert without_count(stylesheet(script, f"--set=count={count}")) == without_count(css), count


@pytest.mark.parametrize("design,rows", [(design, rows) for design, entry in LISTS.items() for rows in entry[4]])
def test_a_list_of_any_length_lays_out_as_the_script(design: str, rows: int, browser, tmp_path: Path) -> None:
    script, container, stack, row, _ = LISTS[design]
    css = stylesheet(script)
    path = tmp_path / f"rows-{rows}.html"
    path.write_text(page(css, rows, container, stack, row))
    browser.get(path.as_uri())
    has_superellipse = superellipse(browser)
    declared = {p["name"]: p["declared"] for p in scene_json(script, {})["parameters"]}
    document = scene_json(script, {"count": rows})
    found = measure(browser, "#root", "ds")
    # A named stack's items are `rows-1`, `rows-2`… as shape names them; named rows `row`, `row-2`….
    ids = row.removesuffix("-item") + r"-\d+" if row.endswith("-item") else row + r"(-\d+)?"
    assert len([name for name in found if re.fullmatch(ids, name)]) == rows
    problems = compare(found, document, has_superellipse)
    assert not problems, f"{browser.name_for_tests}, {design}, {rows} rows: {problems[:6]}"
    generator = random.Random(4400 + rows)
    for _ in range(6):
        tokens = {name: round(generator.uniform(0.6 * v, 1.4 * v)) for name, v in declared.items() if name != "count"}
        setter = "".join(
            f"canvas.style.setProperty('--ds-{kebab(name)}', '{value}px');" for name, value in tokens.items())
        browser.execute_script("const canvas = document.querySelector('.ds-canvas');" + setter)
        problems = compare(measure(browser, "#root", "ds"), scene_json(script, {**tokens, "count": rows}),
                           has_superellipse)
        assert not problems, f"{browser.name_for_tests}, {design}, {rows} rows, {tokens}: {problems[:6]}"
