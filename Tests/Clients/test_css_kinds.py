"""A Circle or a Capsule stays one in the CSS export, in Chromium and Firefox (Selenium).

designs/parametric-kinds.shape sizes an avatar Circle by a token, a Capsule's height by another
(it holds a concentric dot), and a Circle in a frame that is not square. At its base values and
at random token sets, set on the canvas as a site would, every element must have the box and
the radii `shape render --set … --format json` gives, the radii as the browser draws them (a
circle half its side, a capsule half its shorter side). Then the site makes the capsule taller
than the script did, as content would: it must still be a capsule, half its new height.

Run: SHAPE_BINARY=$PWD/.build/debug/shape .venv-test/bin/python -m pytest Tests/Clients/test_css_kinds.py -q
"""

from __future__ import annotations

import json
import random
import subprocess
from pathlib import Path
from typing import Any

from conftest import shape_binary
from css_browsers import browser, compare, measure, px, scene_json, superellipse  # noqa: F401  (browser: a fixture)

SCRIPT = Path(__file__).parent / "designs" / "parametric-kinds.shape"


def shape(*arguments: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([shape_binary(), *map(str, arguments)], capture_output=True, text=True)


def document(values: dict[str, float]) -> dict[str, Any]:
    return scene_json(SCRIPT, values)


def test_circles_and_capsules_keep_their_kind(browser, tmp_path: Path) -> None:
    result = shape("render", SCRIPT, "--format", "html", "--prefix", "k", "-o", tmp_path / "page.html")
    assert result.returncode == 0, result.stderr
    assert "cannot follow" not in result.stderr, result.stderr
    browser.get((tmp_path / "page.html").as_uri())
    has_superellipse = superellipse(browser)
    generator = random.Random(44)
    sets = [{"avatar": 48, "chipHeight": 28, "gap": 8}] + [
        {"avatar": generator.randint(16, 70), "chipHeight": generator.randint(12, 60), "gap": generator.randint(0, 16)}
        for _ in range(8)
    ]
    for values in sets:
        setter = "".join(
            f"canvas.style.setProperty('--k-{name}', '{value}px');"
            for name, value in {"avatar": values["avatar"], "chip-height": values["chipHeight"],
                                "gap": values["gap"]}.items())
        browser.execute_script("const canvas = document.querySelector('.k-canvas');" + setter)
        problems = compare(measure(browser, ".k--scene", "k"), document(values), has_superellipse, base=document({}))
        assert not problems, f"{browser.name_for_tests} {values}: {problems[:6]}"

    # Content that makes the capsule taller than the script did: still a capsule.
    browser.execute_script("document.querySelector('.k-chip').style.height = '90px'")
    chip = measure(browser, ".k--scene", "k")["chip"]
    assert chip["height"] == 90
    assert [px(value) for value in chip["radii"]] == [45] * 4, chip["radii"]
