"""Annotation labels read on a projector: for every example, drawn with `--annotate` at scale 1
(animations at their first moment), no label of the teaching layer overlaps another label or a
node's own label, as Chromium lays the text out (each `<text>`'s bounding box, `getBBox`).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from conftest import ROOT, shape_binary
from test_serve import browser  # noqa: F401  (the shared browser fixture)

EXAMPLES = sorted(path.name for path in (ROOT / "examples").glob("*.shape"))

BOXES = """
const boxes = [];
for (const text of document.querySelectorAll('svg text')) {
  const annotation = text.closest('#annotations') !== null;
  // The white-stroked copy under each annotation label is the same box as the label.
  if (annotation && text.getAttribute('stroke-width') === '3') continue;
  const box = text.getBBox();
  if (box.width === 0) continue;
  boxes.push({text: text.textContent, annotation, x: box.x, y: box.y, w: box.width, h: box.height});
}
return boxes;
"""


def overlaps(a: dict, b: dict) -> bool:
    return a["x"] < b["x"] + b["w"] and b["x"] < a["x"] + a["w"] and a["y"] < b["y"] + b["h"] and b["y"] < a["y"] + a["h"]


@pytest.mark.parametrize("example", EXAMPLES)
def test_no_annotation_label_overlaps_another_label(browser, tmp_path: Path, example: str):  # noqa: F811
    svg = tmp_path / (Path(example).stem + ".svg")
    run = subprocess.run(
        [shape_binary(), "render", str(ROOT / "examples" / example), "--annotate", "--time", "0", "--scale", "1",
         "-o", str(svg)],
        capture_output=True, text=True, cwd=ROOT / "examples",
    )
    assert run.returncode == 0, run.stderr
    browser.get(svg.as_uri())
    boxes = browser.execute_script(BOXES)
    found = [
        (a["text"], b["text"])
        for index, a in enumerate(boxes)
        for b in boxes[index + 1:]
        if (a["annotation"] or b["annotation"]) and overlaps(a, b)
    ]
    assert found == [], f"{example}: overlapping labels {found}"
    if example != "tokens.shape":  # a tokens file draws nothing
        assert any(box["annotation"] for box in boxes), f"{example}: no annotation label measured"
