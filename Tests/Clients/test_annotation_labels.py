"""Annotation labels read on a projector: for every example, drawn with `--annotate` at scale 1
(animations at their first moment), no label of the teaching layer overlaps another label or a
node's own label, as Chromium lays the text out (each `<text>`'s bounding box, `getBBox`).
"""

from __future__ import annotations

import re
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


# Each annotation label as Chromium lays it out and paints it (the halo copies are skipped), then
# every text of the layer hidden, so that a screenshot shows what is under the labels.
LABELS = """
const labels = [];
for (const text of document.querySelectorAll('#annotations text')) {
  if (text.getAttribute('stroke-width') === '3') continue;
  const box = text.getBoundingClientRect();
  labels.push({text: text.textContent, fill: getComputedStyle(text).fill,
               x: box.x, y: box.y, w: box.width, h: box.height});
}
for (const text of document.querySelectorAll('#annotations text')) text.style.visibility = 'hidden';
return {labels, ratio: window.devicePixelRatio};
"""


def luminance(rgb: tuple[int, int, int]) -> float:
    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = rgb
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("example", EXAMPLES)
def test_every_annotation_label_keeps_three_to_one_against_the_fill_under_it(
    browser, tmp_path: Path, example: str, theme: str  # noqa: F811
):
    """The pixels Chromium paints under each label's box, with the layer's texts hidden: every
    pixel inside a plain area (its 3 × 3 neighbourhood one colour: a fill, a plate, the canvas;
    not the antialiased edge of a shape or a mark's line) contrasts 3:1 with the label's colour."""
    from io import BytesIO

    from PIL import Image

    svg = tmp_path / (Path(example).stem + ".svg")
    run = subprocess.run(
        [shape_binary(), "render", str(ROOT / "examples" / example), "--annotate", "--time", "0", "--scale", "1",
         "--theme", theme, "-o", str(svg)],
        capture_output=True, text=True, cwd=ROOT / "examples",
    )
    assert run.returncode == 0, run.stderr
    width, height = (float(value) for value in re.findall(r'<svg[^>]* width="([\d.]+)" height="([\d.]+)"', svg.read_text())[0])
    browser.set_window_size(int(width) + 40, int(height) + 200)
    browser.get(svg.as_uri())
    found = browser.execute_script(LABELS)
    shot = Image.open(BytesIO(browser.get_screenshot_as_png())).convert("RGB")
    pixels, scale = shot.load(), found["ratio"]
    failures = []
    for label in found["labels"]:
        ink = tuple(int(part) for part in re.findall(r"\d+", label["fill"])[:3])
        left, top = int(label["x"] * scale), int(label["y"] * scale)
        right, bottom = int((label["x"] + label["w"]) * scale), int((label["y"] + label["h"]) * scale)
        worst = None
        for y in range(max(top, 1), min(bottom, shot.height - 1)):
            for x in range(max(left, 1), min(right, shot.width - 1)):
                colour = pixels[x, y]
                if any(pixels[x + dx, y + dy] != colour for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
                    continue
                ratio = contrast(ink, colour)
                if worst is None or ratio < worst[0]:
                    worst = (ratio, colour)
        if worst is not None and worst[0] < 2.95:
            failures.append((label["text"], label["fill"], worst))
    assert failures == [], f"{example} ({theme}): labels under 3:1 {failures}"
