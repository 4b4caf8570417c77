"""`shape learn --export DIR` read by a real document host: pandoc turns every handout into HTML,
and every figure it refers to is a file next to it that parses as SVG, so a class without the
tool can print or publish the course."""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from conftest import require_program, shape_binary


def test_every_handout_converts_with_its_figures(tmp_path: Path) -> None:
    pandoc = require_program("pandoc")
    out = tmp_path / "class"
    run = subprocess.run([shape_binary(), "learn", "--export", str(out)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    handouts = sorted(out.glob("[0-9][0-9]-*.md"))
    assert len(handouts) >= 12
    for handout in handouts:
        html = subprocess.run(
            [pandoc, "--from", "commonmark", "--to", "html", str(handout)],
            capture_output=True, text=True, check=True,
        ).stdout
        assert html.startswith("<h1"), handout.name
        sources = re.findall(r'<img src="([^"]+)"', html)
        assert len(sources) == 2, f"{handout.name}: a figure for the start and one for the solution"
        for source in sources:
            figure = out / source
            assert figure.is_file(), f"{handout.name} refers to a missing {source}"
            root = ElementTree.parse(figure).getroot()
            assert root.tag.endswith("svg")
        # The scripts are there as text too, and the exercise file beside the handout.
        assert "<code>// " in html
        assert (out / handout.name.replace(".md", ".shape")).is_file()
        assert (out / "solutions" / handout.name.replace(".md", ".shape")).is_file()
    index = subprocess.run([pandoc, str(out / "README.md")], capture_output=True, text=True, check=True).stdout
    assert index.count("<li>") == len(handouts)
