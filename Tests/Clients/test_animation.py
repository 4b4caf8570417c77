"""The animation as a browser and an image library see it.

- The drag demo's (and the sheet's) animated SVG, inlined in a page that pauses it
  (`pauseAnimations()`, `setCurrentTime(t)`), screenshot by headless Chromium and Firefox at
  several times,
  has the pixels of the still SVG that `--time t` writes for that moment, shown by the same
  browser beside it (within antialiasing).
- The same SVG, opened by librsvg (which plays no animation), draws the first frame: the
  pixels of `--time 0` as a PNG.
- An animated PNG, read by Pillow, has exactly the frames `--frames` writes, in order, and the
  timing and looping of the timeline.

Run: .venv-test/bin/pytest Tests/Clients/test_animation.py -q
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from conftest import ROOT, require_program, shape_binary

DRAG = ROOT / "examples" / "10-drag-demo.shape"
SHEET = ROOT / "examples" / "15-sheet-detents.shape"


def shape(*arguments: str | Path) -> str:
    result = subprocess.run([shape_binary(), *map(str, arguments)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return result.stdout


def inline(svg: Path) -> str:
    markup = svg.read_text()
    return markup[markup.index("<svg") :]


def screenshot(browser: str, html: Path, png: Path, width: int, height: int) -> Image.Image:
    """A headless screenshot of `html` by Chromium or Firefox, `width` × `height` pixels."""
    if "firefox" in Path(browser).name:
        # Firefox wants a home for its profile; a fresh one beside the page.
        home = html.parent / "firefox-home"
        home.mkdir(exist_ok=True)
        command = [browser, "--headless", "--screenshot", str(png), f"--window-size={width},{height}", html.as_uri()]
        environment = {**os.environ, "HOME": str(home)}
    else:
        command = [
            browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            f"--screenshot={png}", f"--window-size={width},{height}", html.as_uri(),
        ]
        environment = None
    subprocess.run(command, check=True, capture_output=True, env=environment, timeout=120)
    return Image.open(png).convert("RGB")


def differing_pixels(a: Image.Image, b: Image.Image, tolerance: int = 8) -> int:
    """How many pixels differ by more than `tolerance` in some channel."""
    difference = ImageChops.difference(a, b).convert("L")
    return sum(difference.histogram()[tolerance + 1 :])


@pytest.mark.parametrize("browser", ["chromium", "firefox-esr"])
@pytest.mark.parametrize("script,times", [
    (DRAG, [0, 0.5, 1, 2.125, 3.5, 5.25, 7.75]),
    (SHEET, [0, 0.2, 0.4, 1.8, 2.5]),
], ids=["drag-demo", "sheet-detents"])
def test_the_paused_animation_is_the_still_frame_of_that_time(
    browser: str, script: Path, times: list[float], tmp_path: Path
) -> None:
    """One page, one row per time: the animated SVG paused at that time, then the still one.
    Each outermost <svg> is a time container of its own, paused and set on its own."""
    program = require_program(browser)
    animated = tmp_path / "animated.svg"
    shape("render", script, "-o", animated)
    width, height = (438, 892) if script == DRAG else (402, 874)
    rows = []
    for index, seconds in enumerate(times):
        still = tmp_path / f"still-{seconds}.svg"
        shape("render", script, "--time", str(seconds), "-o", still)
        rows.append(
            f'<div style="display: flex; height: {height}px">'
            f'<div id="paused-{index}" style="width: {width}px">{inline(animated)}</div>'
            f'<div style="width: {width}px">{inline(still)}</div></div>'
        )
    pauses = "".join(
        f"{{ const svg = document.querySelector('#paused-{index} svg'); svg.pauseAnimations(); "
        f"svg.setCurrentTime({seconds}); }}"
        for index, seconds in enumerate(times)
    )
    html = tmp_path / "page.html"
    html.write_text(
        "<!DOCTYPE html><html><head><style>body { margin: 0 } svg { display: block }</style></head><body>"
        + "".join(rows) + f"<script>{pauses}</script></body></html>"
    )
    shot = screenshot(program, html, tmp_path / "page.png", 2 * width, len(times) * height)
    for index, seconds in enumerate(times):
        top = index * height
        paused = shot.crop((0, top, width, top + height))
        expected = shot.crop((width, top, 2 * width, top + height))
        # Within antialiasing: a browser's edges differ a little with where on the page a picture
        # sits (up to about 50 levels on some 80 pixels of the display's curve); a frame off by
        # one moves the box by pixels, which changes thousands of pixels from blue to dark.
        assert differing_pixels(paused, expected, tolerance=64) <= 100, f"at {seconds} s"


def test_a_viewer_without_animation_shows_the_first_frame(tmp_path: Path) -> None:
    rsvg_convert = require_program("rsvg-convert")
    animated, drawn, first = tmp_path / "a.svg", tmp_path / "drawn.png", tmp_path / "first.png"
    shape("render", DRAG, "-o", animated)
    subprocess.run([rsvg_convert, "-o", drawn, animated], check=True)
    shape("render", DRAG, "--time", "0", "-o", first)
    assert differing_pixels(Image.open(drawn).convert("RGB"), Image.open(first).convert("RGB"), 2) == 0


def test_an_animated_png_has_the_frames_of_frames(tmp_path: Path) -> None:
    script = tmp_path / "slide.shape"
    script.write_text(
        "canvas width: 200, height: 120, cornerRadius: 30\n"
        "animation duration: 1, fps: 8, repeat: .forever, autoreverses: true\n"
        "shape box = ConcentricRectangle() { at keyframes([6, 114], at: progress), 6; size 80 x 50; fill \"teal\" }\n"
    )
    shape("render", script, "-o", tmp_path / "slide.apng")
    shape("render", script, "--frames", "--output-dir", tmp_path / "frames")
    frames = sorted((tmp_path / "frames").glob("slide-*.png"))
    assert len(frames) == 16  # one period of two legs at 8 fps; it repeats forever
    animation = Image.open(tmp_path / "slide.apng")
    assert animation.n_frames == 16 and animation.info.get("loop") == 0
    for index, frame in enumerate(frames):
        animation.seek(index)
        assert animation.info.get("duration") == 125
        shown = animation.convert("RGBA")
        assert ImageChops.difference(shown, Image.open(frame).convert("RGBA")).getbbox() is None, frame.name
