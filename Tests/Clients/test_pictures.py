"""PNG and PDF as other programs see them.

- Every example, annotated, at `--scale 2`: shape's PNG is exactly twice the SVG's size and has
  the pixels `rsvg-convert -z 2` makes of shape's own SVG (the same library, so the same
  pixels; a little antialiasing difference is tolerated).
- Every example as PDF: `pdfinfo` reports one page of the SVG's size in points, and `pdftoppm`
  (poppler, another renderer) draws it like the SVG drawn by rsvg-convert.

Run: .venv-test/bin/pytest Tests/Clients/test_pictures.py -q
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from conftest import ROOT, require_program, shape_binary

EXAMPLES = sorted(p for p in (ROOT / "examples").glob("[0-9]*.shape"))


def shape(*arguments: str | Path) -> None:
    result = subprocess.run([shape_binary(), *map(str, arguments)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def svg_size(svg: Path) -> tuple[float, float]:
    match = re.search(r'<svg [^>]*width="([\d.]+)" height="([\d.]+)"', svg.read_text())
    assert match, f"no width and height in {svg}"
    return float(match.group(1)), float(match.group(2))


def rgba(path: Path) -> Image.Image:
    return Image.open(path).convert("RGBA")


def differing_fraction(a: Image.Image, b: Image.Image, tolerance: int) -> float:
    """The fraction of pixels whose largest channel difference exceeds `tolerance`."""
    difference = ImageChops.difference(a, b)
    channels = difference.split()
    largest = channels[0]
    for channel in channels[1:]:
        largest = ImageChops.lighter(largest, channel)
    return sum(largest.histogram()[tolerance + 1 :]) / (a.width * a.height)


@pytest.mark.parametrize("script", EXAMPLES, ids=lambda p: p.stem)
def test_png_has_the_pixels_rsvg_convert_makes_of_our_svg(script: Path, tmp_path: Path) -> None:
    rsvg_convert = require_program("rsvg-convert")
    svg, png, reference = tmp_path / "a.svg", tmp_path / "a.png", tmp_path / "ref.png"
    shape("render", script, "--annotate", "-o", svg)
    shape("render", script, "--annotate", "--scale", "2", "-o", png)
    subprocess.run([rsvg_convert, "-z", "2", "-o", reference, svg], check=True)
    width, height = svg_size(svg)
    ours, theirs = rgba(png), rgba(reference)
    assert ours.size == (round(2 * width), round(2 * height))
    assert ours.size == theirs.size
    assert differing_fraction(ours, theirs, tolerance=8) <= 0.001


@pytest.mark.parametrize("script", EXAMPLES, ids=lambda p: p.stem)
def test_pdf_is_one_page_of_the_canvas_and_draws_like_the_svg(script: Path, tmp_path: Path) -> None:
    pdfinfo, pdftoppm = require_program("pdfinfo"), require_program("pdftoppm")
    rsvg_convert = require_program("rsvg-convert")
    svg, pdf = tmp_path / "a.svg", tmp_path / "a.pdf"
    shape("render", script, "-o", svg)
    shape("render", script, "-o", pdf)
    width, height = svg_size(svg)
    info = subprocess.run([pdfinfo, pdf], capture_output=True, text=True, check=True).stdout
    assert re.search(r"^Pages:\s+1$", info, re.M), info
    size = re.search(r"^Page size:\s+([\d.]+) x ([\d.]+) pts", info, re.M)
    assert size and (float(size.group(1)), float(size.group(2))) == (width, height), info
    # At 72 dpi a point is a pixel: poppler's page is the SVG's size, and looks like it.
    subprocess.run([pdftoppm, "-r", "72", "-png", "-singlefile", pdf, tmp_path / "page"], check=True)
    subprocess.run([rsvg_convert, "-o", tmp_path / "ref.png", svg], check=True)
    page = rgba(tmp_path / "page.png")
    reference = Image.alpha_composite(Image.new("RGBA", page.size, "white"), rgba(tmp_path / "ref.png"))
    assert page.size == (round(width), round(height))
    mean = ImageStat.Stat(ImageChops.difference(page.convert("RGB"), reference.convert("RGB"))).mean
    assert max(mean) < 3, f"mean difference per channel {mean}"


def test_auto_theme_follows_the_browsers_colour_scheme(tmp_path: Path) -> None:
    """`--theme auto` in a real browser: light colours by default, dark ones when the browser
    prefers dark (Chromium's --force-dark-mode); the script's own colours stay."""
    chromium = require_program("chromium")
    script = tmp_path / "plain.shape"
    script.write_text(
        "canvas width: 300, height: 200\n"
        "container c = RoundedRectangle(cornerRadius: 40) {\n"
        "  size 260 x 160\n"
        '  shape i = ConcentricRectangle() { padding 16; label "hello" }\n'
        '  shape mine = Rectangle() { size 20 x 20; fill "#ff9500" }\n'
        "}\n"
    )
    svg = tmp_path / "plain.svg"
    shape("render", script, "--annotate", "--theme", "auto", "-o", svg)
    colours = {}
    for scheme, flags in (("light", []), ("dark", ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"])):
        shot = tmp_path / f"{scheme}.png"
        subprocess.run(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", *flags, f"--screenshot={shot}",
             "--window-size=300,200", svg.as_uri()],
            capture_output=True, timeout=120, check=True)
        image = Image.open(shot).convert("RGB")
        colours[scheme] = (image.getpixel((5, 5)), image.getpixel((150, 100)))
    assert colours["light"][0] == (0xF2, 0xF2, 0xF7)
    assert colours["dark"][0] == (0x1C, 0x1C, 0x1E)
    assert colours["light"][1] == colours["dark"][1] == (0xFF, 0x95, 0x00)
