"""Figures where documents are built: the Pandoc filter with Pandoc 2 (Debian) and 3 (PyPI),
`shape md` in Pandoc, Python-Markdown and GitHub-flavoured Markdown, accessible SVG in Chromium,
and the handout PDF. The mdBook preprocessor is tested in test_mdbook.py, pre-commit in
test_precommit.py.
"""

from __future__ import annotations

import os
import re
import subprocess
import zipfile
from pathlib import Path

import pytest

from conftest import ROOT, require_program, shape_binary

FILTER = ROOT / "integrations" / "pandoc" / "shape.lua"

DOCUMENT = """# Figures

Some text before.

```{.shape caption="The photo *follows* the card" alt="A card and its photo"}
canvas width: 200, height: 150
container card = RoundedRectangle(cornerRadius: 24) {
    size 180 x 130
    shape photo = ConcentricRectangle() { padding 12; fill "indigo" }
}
```

```{#fig-dot .shape caption="A lone square"}
shape square = RoundedRectangle(cornerRadius: 10) { size 50 x 50 }
```

Some text after.
"""


def pandoc_2() -> str:
    path = require_program("pandoc")
    version = subprocess.run([path, "--version"], capture_output=True, text=True, check=True).stdout
    if not version.startswith("pandoc 2."):
        pytest.skip(f"the pandoc on PATH is not pandoc 2: {version.splitlines()[0]}")
    return path


def pandoc_3() -> str:
    try:
        import pypandoc  # type: ignore[import-untyped]
    except ImportError:
        if os.environ.get("SHAPE_REQUIRE_TOOLS"):
            pytest.fail("pypandoc-binary is required (Tests/Clients/requirements.txt)")
        pytest.skip("pypandoc-binary is not installed")
    return pypandoc.get_pandoc_path()


PANDOCS = {"pandoc2": pandoc_2, "pandoc3": pandoc_3}


def run_pandoc(pandoc: str, source: Path, output: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [pandoc, "--lua-filter", str(FILTER), source.name, "-o", output.name],
        cwd=cwd,
        capture_output=True,
        text=True,
        env={**os.environ, "SHAPE": shape_binary()},
        timeout=300,
    )


def figures_of(html: str) -> list[str]:
    return re.findall(r"<figure.*?</figure>", html, flags=re.S)


@pytest.mark.parametrize("version", PANDOCS)
def test_pandoc_html_has_inline_svg_figures_with_one_caption_each(version: str, tmp_path: Path) -> None:
    pandoc = PANDOCS[version]()
    (tmp_path / "doc.md").write_text(DOCUMENT)
    result = run_pandoc(pandoc, tmp_path / "doc.md", tmp_path / "doc.html", tmp_path)
    assert result.returncode == 0, result.stderr
    html = (tmp_path / "doc.html").read_text()
    figures = figures_of(html)
    assert len(figures) == 2
    first, second = figures
    assert "<svg" in first and 'role="img"' in first
    assert "<title>A card and its photo</title>" in first
    assert first.count("<figcaption>") == 1
    assert re.search(r"<figcaption>\s*The photo <em>follows</em> the card\s*</figcaption>", first)
    # The caption shows once in the whole page: not again as an alt-text caption or paragraph.
    assert html.count("follows</em> the card") == 1
    assert 'id="fig-dot"' in second and 'id="fig-dot-square"' in second
    assert 'id="shape-1-card"' in first and 'id="shape-1-canvas"' in first
    ids = re.findall(r'\bid="([^"]+)"', html)
    assert len(ids) == len(set(ids)), f"duplicate ids: {sorted(i for i in ids if ids.count(i) > 1)}"


@pytest.mark.parametrize("version", PANDOCS)
def test_pandoc_docx_has_picture_files_and_one_caption_each(version: str, tmp_path: Path) -> None:
    pandoc = PANDOCS[version]()
    (tmp_path / "doc.md").write_text(DOCUMENT)
    result = run_pandoc(pandoc, tmp_path / "doc.md", tmp_path / "doc.docx", tmp_path)
    assert result.returncode == 0, result.stderr
    with zipfile.ZipFile(tmp_path / "doc.docx") as docx:
        media = [name for name in docx.namelist() if name.startswith("word/media/")]
        body = docx.read("word/document.xml").decode()
        pictures = [docx.read(name) for name in media]
    assert len(media) == 2
    assert all(picture.startswith(b"\x89PNG") for picture in pictures)
    visible = "".join(re.findall(r"<w:t(?: [^>]*)?>([^<]*)</w:t>", body))
    assert visible.count("the card") == 1, visible
    assert visible.count("A lone square") == 1, visible
    # Word's image caption style: a real figure, not a paragraph that happens to follow.
    assert body.count("ImageCaption") >= 2 or body.count("Caption") >= 2


@pytest.mark.parametrize("version", PANDOCS)
def test_a_failing_block_stops_the_build_at_its_markdown_line(version: str, tmp_path: Path) -> None:
    pandoc = PANDOCS[version]()
    source = tmp_path / "broken.md"
    source.write_text("Intro\n\n```shape\ncanvas width: 100, height: 100\nshape s = Rectangle() { sise 10 x 10 }\n```\n")
    result = run_pandoc(pandoc, source, tmp_path / "broken.html", tmp_path)
    assert result.returncode != 0
    assert not (tmp_path / "broken.html").exists()
    assert re.search(r"broken\.md:5:\d+: error: ", result.stderr), result.stderr
    assert "<stdin>" not in result.stderr


@pytest.mark.parametrize(
    "script, line, message",
    [
        ("var n = 0\nwhile true { n += 1 }", 5, "step"),
        ("for i in 0..<1000000 { shape Rectangle() { size 1 x 1 } }", 4, "node"),
    ],
    ids=["loop", "million-nodes"],
)
@pytest.mark.parametrize("version", PANDOCS)
def test_a_runaway_block_ends_with_a_message_and_no_document(
    version: str, script: str, line: int, message: str, tmp_path: Path
) -> None:
    pandoc = PANDOCS[version]()
    source = tmp_path / "runaway.md"
    source.write_text(f"Text\n\n```shape\n{script}\n```\n")
    result = run_pandoc(pandoc, source, tmp_path / "runaway.html", tmp_path)
    assert result.returncode != 0
    assert not (tmp_path / "runaway.html").exists()
    assert re.search(rf"runaway\.md:{line}:\d+: error: .*{message}", result.stderr), result.stderr


def test_pandoc_2_docx_is_an_implicit_figure(tmp_path: Path) -> None:
    pandoc = pandoc_2()
    (tmp_path / "doc.md").write_text(DOCUMENT)
    result = subprocess.run(
        [pandoc, "--lua-filter", str(FILTER), "doc.md", "-t", "native"],
        cwd=tmp_path, capture_output=True, text=True, env={**os.environ, "SHAPE": shape_binary()}, check=True,
    )
    assert result.stdout.count('"fig:"') == 2


def test_pandoc_3_native_has_figure_blocks(tmp_path: Path) -> None:
    pandoc = pandoc_3()
    (tmp_path / "doc.md").write_text(DOCUMENT)
    result = subprocess.run(
        [pandoc, "--lua-filter", str(FILTER), "doc.md", "-t", "native"],
        cwd=tmp_path, capture_output=True, text=True, env={**os.environ, "SHAPE": shape_binary()}, check=True,
    )
    assert len(re.findall(r"(?m)^[\[, ]*Figure\b", result.stdout)) == 2


# --- `shape md`: one caption in every renderer ---------------------------------------------

MD_SOURCE = """Intro.

```shape id=card alt="A card" caption="The photo follows the card"
container card = RoundedRectangle(cornerRadius: 24) { size 120 x 80 }
```

Outro.
"""


def shape_md(tmp_path: Path, *extra: str) -> str:
    (tmp_path / "guide.src.md").write_text(MD_SOURCE)
    subprocess.run(
        [shape_binary(), "md", "guide.src.md", "-o", "guide.md", *extra], cwd=tmp_path, check=True, capture_output=True
    )
    return (tmp_path / "guide.md").read_text()


def caption_count(html: str) -> int:
    return html.count("The photo follows the card")


@pytest.mark.parametrize("version", PANDOCS)
def test_shape_md_output_has_one_caption_in_pandoc(version: str, tmp_path: Path) -> None:
    pandoc = PANDOCS[version]()
    shape_md(tmp_path)
    html = subprocess.run([pandoc, "guide.md", "-t", "html"], cwd=tmp_path, capture_output=True, text=True, check=True)
    assert caption_count(html.stdout) == 1, html.stdout
    assert '<img src="card.svg"' in html.stdout and 'alt="A card"' in html.stdout


def test_shape_md_output_has_one_caption_in_python_markdown(tmp_path: Path) -> None:
    markdown = pytest.importorskip("markdown")
    html = markdown.markdown(shape_md(tmp_path))
    assert caption_count(html) == 1, html
    assert '<img alt="A card" src="card.svg"' in html
    assert "<br" in html and "<em>The photo follows the card</em>" in html


def test_shape_md_output_has_one_caption_in_github_flavoured_markdown(tmp_path: Path) -> None:
    # GitHub's renderer is cmark-gfm; pandoc's gfm reader follows the same specification.
    pandoc = pandoc_3()
    shape_md(tmp_path)
    html = subprocess.run(
        [pandoc, "-f", "gfm", "guide.md", "-t", "html"], cwd=tmp_path, capture_output=True, text=True, check=True
    )
    assert caption_count(html.stdout) == 1, html.stdout
    assert "<figure" not in html.stdout


def test_shape_md_inline_figures_have_every_id_once(tmp_path: Path) -> None:
    source = "\n".join(
        f'```shape{" annotate" if n == 2 else ""}\ncontainer card = RoundedRectangle(cornerRadius: {10 + n}) {{ size 80 x 60 }}\n```\n'
        for n in range(3)
    )
    (tmp_path / "many.src.md").write_text(source)
    subprocess.run(
        [shape_binary(), "md", "many.src.md", "-o", "many.md", "--inline"], cwd=tmp_path, check=True, capture_output=True
    )
    text = (tmp_path / "many.md").read_text()
    ids = re.findall(r'\bid="([^"]+)"', text)
    assert len(ids) >= 7 and len(ids) == len(set(ids)), ids
    assert {"shape-1-canvas", "shape-2-card", "shape-3-annotations"} <= set(ids)


# --- accessible SVG in a real browser -------------------------------------------------------


@pytest.fixture(scope="module")
def browser():
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service

    binary = require_program("chromium")
    driver_path = require_program("chromedriver")
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    yield driver
    driver.quit()


def test_chromium_reads_the_svg_as_an_image_named_by_its_title(browser, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    scripts = {
        "titled": 'canvas width: 120, height: 80, title: "A card & <its> photo"\n'
        "container card = RoundedRectangle(cornerRadius: 24) { size 100 x 60 }\n",
        "summary": "container card = RoundedRectangle(cornerRadius: 24) { size 100 x 60\n"
        "    shape photo = ConcentricRectangle() { padding 12 } }\n",
    }
    expected = {"titled": "A card & <its> photo", "summary": "a card with rounded corners of 24 holding a photo whose corners are 12, concentric with the card"}
    body = ""
    for name, script in scripts.items():
        svg = subprocess.run(
            [shape_binary(), "render", "-", "--format", "svg", "--id-prefix", name + "-"],
            input=script, capture_output=True, text=True, check=True,
        ).stdout
        body += f'<div id="{name}">' + svg.split("\n", 1)[1] + "</div>"
    page = tmp_path / "page.html"
    page.write_text(f"<!DOCTYPE html><html><body>{body}</body></html>")
    browser.get(page.as_uri())
    for name, title in expected.items():
        svg = browser.find_element(By.CSS_SELECTOR, f"#{name} svg")
        assert svg.aria_role == "image"
        assert svg.accessible_name == title
        description = browser.execute_script("return arguments[0].querySelector('desc').textContent", svg)
        assert "card: 24 on every corner" in description


def test_chromium_names_a_pandoc_figure_by_its_alt_text(browser, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    pandoc = pandoc_3()
    (tmp_path / "doc.md").write_text(DOCUMENT)
    result = run_pandoc(pandoc, tmp_path / "doc.md", tmp_path / "doc.html", tmp_path)
    assert result.returncode == 0, result.stderr
    browser.get((tmp_path / "doc.html").as_uri())
    svgs = browser.find_elements(By.CSS_SELECTOR, "figure svg")
    assert [svg.aria_role for svg in svgs] == ["image", "image"]
    assert svgs[0].accessible_name == "A card and its photo"
    assert svgs[1].accessible_name == "A lone square"


# --- the handout ---------------------------------------------------------------------------


def test_a_handout_has_a_page_per_script_at_its_canvas_size(tmp_path: Path) -> None:
    pdfinfo = require_program("pdfinfo")
    (tmp_path / "a.shape").write_text('canvas width: 400, height: 300\nprint "from a"\n')
    (tmp_path / "b.shape").write_text('canvas width: 200, height: 100\nprint "from b"\n')
    (tmp_path / "c.shape").write_text("canvas width: 390, height: 844\n")
    result = subprocess.run(
        [shape_binary(), "render", "a.shape", "b.shape", "c.shape", "-o", "handout.pdf"],
        cwd=tmp_path, capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == "a.shape: from a\nb.shape: from b\n"
    info = subprocess.run(
        [pdfinfo, "-f", "1", "-l", "3", "handout.pdf"], cwd=tmp_path, capture_output=True, text=True, check=True
    ).stdout
    assert re.search(r"Pages:\s+3\b", info)
    sizes = re.findall(r"Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts", info)
    assert [(float(w), float(h)) for w, h in sizes] == [(400, 300), (200, 100), (390, 844)]


def test_a_handout_with_a_failing_script_writes_nothing(tmp_path: Path) -> None:
    (tmp_path / "a.shape").write_text("canvas width: 100, height: 100\n")
    (tmp_path / "b.shape").write_text("canvas width: 100, height: 100\nlet x = undefinedName\n")
    result = subprocess.run(
        [shape_binary(), "render", "a.shape", "b.shape", "-o", "handout.pdf"], cwd=tmp_path, capture_output=True, text=True
    )
    assert result.returncode == 1
    assert "b.shape:2:" in result.stderr and "undefined name" in result.stderr
    assert not (tmp_path / "handout.pdf").exists()
