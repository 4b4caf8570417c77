"""Exports that share a page, in Chromium and Firefox (Selenium).

Three HTML exports, each with its own `--prefix`, one of them twice, are put on one page: their
stylesheets one after another, their elements one under another. Every element of every copy
must have the box and radii `shape render --format json` gives (nothing one export writes
reaches another, and no id or :root rule is shared), and a parameter set on one copy's canvas
must move that copy alone. A script without parameters still writes its relations: overriding a
container's radius property moves the concentric corners inside it, and nothing else.

Run: SHAPE_BINARY=$PWD/.build/debug/shape .venv-test/bin/python -m pytest Tests/Clients/test_css_scoping.py -q
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

from conftest import ROOT, shape_binary
from css_browsers import browser, compare, measure, superellipse  # noqa: F401  (browser: a fixture)

EXPORTS = [  # (script, prefix, copies)
    (ROOT / "Tests" / "Clients" / "designs" / "parametric-card.shape", "ui", 2),
    (ROOT / "examples" / "13-right-to-left.shape", "rtl", 1),
    (ROOT / "examples" / "04-card-grid.shape", "grid", 1),
]


def shape(*arguments: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([shape_binary(), *map(str, arguments)], capture_output=True, text=True)


def document(script: Path, *flags: str) -> dict[str, Any]:
    result = shape("render", script, "--format", "json", *flags)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def page_parts(script: Path, prefix: str) -> tuple[str, str]:
    """The stylesheet and the body of `script`'s HTML export with `prefix`."""
    result = shape("render", script, "--format", "html", "--prefix", prefix)
    assert result.returncode == 0, result.stderr
    page = result.stdout
    style = page[page.index("<style>") + len("<style>"): page.index("</style>")]
    body = page[page.index("<body>") + len("<body>"): page.index("</body>")]
    return style, body


def unfollowed(script: Path) -> set[str]:
    stderr = shape("render", script, "--format", "css").stderr
    found = re.search(r"cannot follow the parameters in (.*?): their resolved", stderr)
    return set(re.findall(r"'([^']+)'", found.group(1))) if found else set()


def test_three_exports_one_of_them_twice_share_a_page(browser, tmp_path: Path) -> None:
    styles, bodies = [], []
    for script, prefix, copies in EXPORTS:
        style, body = page_parts(script, prefix)
        styles.append(style)
        for copy in range(copies):
            bodies.append(f'<section id="{prefix}-{copy}">{body}</section>')
    # The site's own properties and classes, which no export may touch or be touched by.
    site = ":root { --gap: 99px; --card-radius: 99px; } .card { border-radius: 99px; }"
    page = tmp_path / "page.html"
    page.write_text(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>three exports</title>"
        f"<style>body {{ margin: 0; }} {site}\n{''.join(styles)}</style></head><body>"
        + "".join(bodies) + "</body></html>")
    browser.get(page.as_uri())
    has_superellipse = superellipse(browser)
    for script, prefix, copies in EXPORTS:
        expected = document(script)
        for copy in range(copies):
            found = measure(browser, f"#{prefix}-{copy}", prefix)
            problems = compare(found, expected, has_superellipse)
            assert not problems, f"{browser.name_for_tests} {prefix} copy {copy}: {problems[:6]}"

    # Parameters set on the second card's canvas move that card alone.
    browser.execute_script(
        "const canvas = document.querySelector('#ui-1 .ui-canvas');"
        "canvas.style.setProperty('--ui-gap', '20px'); canvas.style.setProperty('--ui-card-radius', '36px')")
    changed = document(EXPORTS[0][0], "--set", "gap=20", "--set", "cardRadius=36")
    skip = unfollowed(EXPORTS[0][0])
    problems = compare(measure(browser, "#ui-1", "ui"), changed, has_superellipse, skip, base=document(EXPORTS[0][0]))
    assert not problems, f"{browser.name_for_tests} the copy set: {problems[:6]}"
    problems = compare(measure(browser, "#ui-0", "ui"), document(EXPORTS[0][0]), has_superellipse)
    assert not problems, f"{browser.name_for_tests} the other copy: {problems[:6]}"


def test_a_container_radius_moves_what_it_holds_without_parameters(browser, tmp_path: Path) -> None:
    """13-right-to-left has no parameters: its message's leading corners are still the bubble's
    radius less 12, so a page that sets the bubble's radius to 50 gets 38 there."""
    script = ROOT / "examples" / "13-right-to-left.shape"
    style, body = page_parts(script, "rtl")
    page = tmp_path / "rtl.html"
    page.write_text(
        f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>rtl</title><style>{style}"
        ".rtl-bubble { --rtl-bubble--radius: 50px; }</style></head><body>"
        f"<section id=\"rtl\">{body}</section></body></html>")
    browser.get(page.as_uri())
    found = measure(browser, "#rtl", "rtl")
    scale = 1.25 if superellipse(browser) else 1  # the bubble's corners are continuous
    right = [float(v.removesuffix("px")) for v in found["message"]["radii"]]
    # Right to left: leading corners are the right-hand ones (top-right, bottom-right).
    assert abs(right[1] - 38 * scale) < 0.05 and abs(right[3] - 38 * scale) < 0.05, right
    assert abs(right[0] - 6 * scale) < 0.05 and abs(right[2] - 6 * scale) < 0.05, right
    assert abs(float(found["bubble"]["radii"][0].removesuffix("px")) - 50 * scale) < 0.05
