"""The HTML and CSS outputs in a real browser (Debian's Chromium, headless).

For every example:
- each node's element, found by the node's id, has the border radii the JSON gives, as the
  browser draws them (leading and trailing mapped through the layout direction; a circle or a
  capsule half its shorter side);
- (how they follow the parameters is test_parametric_css.py's);
- a screenshot of the page has the pixels of the PNG librsvg draws of the same scene's SVG,
  within antialiasing (labels hidden on both sides: two text engines never agree to the pixel;
  they are compared apart, by position, against the SVG's text laid out by the same browser).

Run: .venv-test/bin/pytest Tests/Clients/test_html_export.py -q
"""

from __future__ import annotations

import html
import json
import re
import subprocess
from math import ceil
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops

from conftest import ROOT, all_nodes, require_program, shape_binary

EXAMPLES = sorted(p for p in (ROOT / "examples").glob("[0-9]*.shape"))
PROBE = (Path(__file__).parent / "browser_probe.js").read_text()


def shape(*arguments: str | Path, cwd: Path | None = None) -> str:
    result = subprocess.run([shape_binary(), *map(str, arguments)], capture_output=True, text=True, cwd=cwd)
    assert result.returncode == 0, result.stderr
    return result.stdout


def chromium(*arguments: str) -> str:
    browser = require_program("chromium")
    result = subprocess.run(
        [browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         "--force-device-scale-factor=1", *arguments],
        capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout


def probe(page: str, tmp_path: Path, svg: str | None = None) -> dict[str, Any]:
    """What Chromium computes for `page`, read back through browser_probe.js."""
    extra = ""
    if svg is not None:
        inline = re.sub(r"^<\?xml[^>]*>\s*", "", svg)
        extra = f'<div id="shape-svg" style="position: absolute; left: 0; top: 0">{inline}</div>'
    path = tmp_path / "probe.html"
    path.write_text(page.replace("</body>", f"{extra}<script>{PROBE}</script>\n</body>"))
    dom = chromium("--dump-dom", path.as_uri())
    found = re.search(r'<pre id="shape-probe">(.*?)</pre>', dom, re.S)
    assert found, dom[-2000:]
    return json.loads(html.unescape(found.group(1)))




def px(value: str) -> float:
    assert value.endswith("px"), value
    return float(value[:-2])


REACH = 1.528665  # a continuous corner's reach along each edge, in radii
SCALE = 1.25  # the border radius of a continuous corner under corner-shape, in radii


def drawn_radius(node: dict[str, Any], radius: float) -> float:
    """The border radius the page gives a corner: continuous corners are a superellipse whose
    radius is the curve's reach, and a node of one radius r whose shorter side is under
    2 * REACH * r is a capsule (UIKit's rule)."""
    if node["cornerStyle"] != "continuous":
        return radius
    frame = node["frame"]
    radii = set(node["radii"].values())
    shorter = min(frame["width"], frame["height"])
    if len(radii) == 1 and max(radii) > 0 and shorter < 2 * REACH * max(radii):
        assert node["outline"]["kind"] == "capsule", node["id"]
        return shorter / 2
    return radius * SCALE


@pytest.mark.parametrize("script", EXAMPLES, ids=lambda p: p.stem)
def test_every_element_has_the_radii_of_the_json(script: Path, tmp_path: Path) -> None:
    document = json.loads(shape("render", script, "--format", "json", cwd=script.parent))
    page = shape("render", script, "--format", "html", cwd=script.parent)
    computed = probe(page, tmp_path)
    right_to_left = document["canvas"]["layoutDirection"] == "rightToLeft"
    order = (["topTrailing", "topLeading", "bottomTrailing", "bottomLeading"] if right_to_left
             else ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"])
    nodes = all_nodes(document)
    assert nodes
    for node in nodes:
        radii = computed["radii"].get(node["id"])
        assert radii is not None, f"no element with id {node['id']}"
        outline = node["outline"]
        if node["kind"] in ("Circle", "Capsule"):
            # A circle or a capsule keeps its kind: half its box's shorter side, as drawn.
            half = min(outline["width"], outline["height"]) / 2
            assert [px(value) for value in radii] == pytest.approx([half] * 4, abs=1e-3), node["id"]
            continue
        if node["radii"] is None:
            # An ellipse: half its width across, half its height down, at every corner.
            axes = [[float(v.removesuffix("px")) for v in value.split()] for value in radii]
            expected = [outline["width"] / 2, outline["height"] / 2]
            for pair in axes:
                assert (pair * 2)[:2] == pytest.approx(expected, abs=1e-3), node["id"]
            continue
        for value, corner in zip(radii, order):
            expected = drawn_radius(node, node["radii"][corner])
            assert px(value) == pytest.approx(expected, abs=1e-3), (node["id"], corner)
    if document["canvas"]["radii"]:
        canvas = computed["radii"]["canvas"]
        scale = SCALE if document["canvas"]["cornerStyle"] == "continuous" else 1
        assert [px(v) for v in canvas] == pytest.approx([document["canvas"]["radii"][c] * scale for c in order])


def test_the_card_from_the_issue_is_written_in_its_parameters(tmp_path: Path) -> None:
    """DESIGN.md's card with its tokens as parameters: the photo's top corners are the card's
    radius less the inset, both custom properties; its bottom ones the same rule, which the
    larger inset floors at 0."""
    script = tmp_path / "card.shape"
    script.write_text(
        "canvas width: 400, height: 300\n"
        "let cardRadius = 24\n"
        "let inset = 12\n"
        "container card = RoundedRectangle(cornerRadius: cardRadius) {\n"
        "  size 360 x 260\n"
        "  shape photo = ConcentricRectangle() { padding inset; height 200; align top }\n"
        "}\n")
    css = shape("render", script, "--format", "css")
    assert "--shape-card-radius: 24px;" in css and "--shape-inset: 12px;" in css
    assert "--shape-card--radius: max(min(var(--shape-card-radius), 130px), 0px);" in css
    assert "border-start-start-radius: max(min(max(var(--shape-card--radius) - var(--shape-inset), 0px)," in css
    # Placed by CSS layout: the padding is the photo's margin in the card's one-cell grid, its
    # width the card's less the margins, its height its own, at the top of what is left.
    photo = css[css.index(".shape-photo {"):]
    photo = photo[: photo.index("}")]
    assert "margin: var(--shape-inset);" in photo and "height: 200px;" in photo and "align-self: start;" in photo
    assert "width" not in photo and "left:" not in photo and "justify-self" not in photo
    card = css[css.index(".shape-card {"):]
    assert "display: grid;" in card[: card.index("}")]


def without_text(svg: str) -> str:
    return re.sub(r"<text\b.*?</text>", "", svg, flags=re.S)


@pytest.mark.parametrize("script", EXAMPLES, ids=lambda p: p.stem)
def test_a_screenshot_matches_the_picture(script: Path, tmp_path: Path) -> None:
    rsvg_convert = require_program("rsvg-convert")
    document = json.loads(shape("render", script, "--format", "json", cwd=script.parent))
    bounds = document["bounds"]
    width, height = ceil(bounds["width"]), ceil(bounds["height"])
    page = shape("render", script, "--format", "html", cwd=script.parent)
    page_path = tmp_path / "page.html"
    page_path.write_text(page.replace("</style>", ".shape--label { visibility: hidden; }\n</style>"))
    shot = tmp_path / "shot.png"
    chromium(f"--screenshot={shot}", f"--window-size={width},{height}", page_path.as_uri())
    svg = tmp_path / "scene.svg"
    svg.write_text(without_text(shape("render", script, "--format", "svg", cwd=script.parent)))
    reference = tmp_path / "reference.png"
    subprocess.run([rsvg_convert, "-o", reference, svg], check=True)
    ours = Image.open(shot).convert("RGB")
    drawn = Image.open(reference).convert("RGBA")
    theirs = Image.alpha_composite(Image.new("RGBA", drawn.size, "white"), drawn).convert("RGB")
    size = (min(ours.width, theirs.width), min(ours.height, theirs.height))
    ours, theirs = ours.crop((0, 0, *size)), theirs.crop((0, 0, *size))
    difference = ImageChops.difference(ours, theirs).convert("L")
    histogram = difference.histogram()
    # Antialiasing: edge pixels differ a little (at most 0.04% of the examples' pixels differ by
    # 48 or more, 0.6% by 8 or more); drawing the continuous corners as circular arcs instead
    # makes 0.1% to 0.3% differ strongly, so these bounds catch it.
    strong = sum(histogram[48:]) / (size[0] * size[1])
    assert strong <= 0.0008, f"{strong:.4%} of pixels differ strongly"
    assert sum(histogram[8:]) / (size[0] * size[1]) <= 0.01


@pytest.mark.parametrize("script", EXAMPLES, ids=lambda p: p.stem)
def test_labels_sit_where_the_svg_puts_them(script: Path, tmp_path: Path) -> None:
    # An animated SVG holds a label per wording it takes; the page is one frame, so both are
    # drawn at the first one.
    moment = ["--time", "0"] if re.search(r"^animation ", script.read_text(), re.MULTILINE) else []
    page = shape("render", script, "--format", "html", *moment, cwd=script.parent)
    svg = shape("render", script, "--format", "svg", *moment, cwd=script.parent)
    labels = probe(page, tmp_path, svg=svg)["labels"]
    assert len(labels) == svg.count("<text")
    for label in labels:
        assert label["text"] == label["svgText"]
        (x, y, w, h), (sx, sy, sw, sh) = label["html"], label["svg"]
        size = max(h, sh)
        assert abs((x + w / 2) - (sx + sw / 2)) <= 0.5 * size + 0.1 * sw, label
        assert abs((y + h / 2) - (sy + sh / 2)) <= 0.4 * size, label
