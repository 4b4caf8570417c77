"""One figure syntax in every document tool (docs/figure-syntax.md), and no figure lost in silence.

The writer's guide: chapters with a shared tokens import, figures in a numbered list, a dark
figure, a caption with a backtick, two chapters with one id. Each is built with `shape md`, the
Pandoc filter under Debian's pandoc 2.17 and PyPI's pandoc 3, and `shape mdbook` from the JSON of
mdBook 0.4 and 0.5; the figures must be the same pictures everywhere, or fail with located
messages where they should.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import zipfile
from pathlib import Path

import pytest

from conftest import ROOT, require_program, shape_binary
from test_documents import FILTER, PANDOCS, pandoc_2, pandoc_3
from test_mdbook import chapter

TOKENS = "let radius = 24\nlet gap = 12\n"

CHAPTER_ONE = """# Cards

```shape {#fig:card caption="The photo *follows* the card" alt="A card holding a photo"}
import "tokens.shape"
container card = RoundedRectangle(cornerRadius: radius, style: .circular) {
    size 200 x 120
    shape photo = ConcentricRectangle() { padding gap; fill "indigo" }
}
```

See [the card](#fig:card). To draw one:

1. Start with a circle:

   ```shape {#fig:step caption="Step one" width=50%}
   shape dot = Circle() { size 40 x 40 }
   ```

2. Then the same at night:

    ```{#fig:dark .shape caption="At night" theme=dark annotate}
    container card = RoundedRectangle(cornerRadius: 16) { size 80 x 60 }
    ```

~~~shape {#fig:code caption="The `card` in code" alt="A capsule"}
shape pill = Capsule() { size 60 x 20 }
~~~
"""

CHAPTER_TWO = """# More

```shape {#fig:other caption="Another"}
shape sq = Rectangle() { size 30 x 30 }
```
"""

IDS = ["fig:card", "fig:step", "fig:dark", "fig:code"]
TITLES = ["A card holding a photo", "Step one", "At night", "A capsule"]


def write_book(root: Path, one: str = CHAPTER_ONE, two: str = CHAPTER_TWO) -> None:
    (root / "src").mkdir(parents=True, exist_ok=True)
    (root / "src" / "tokens.shape").write_text(TOKENS)
    (root / "src" / "one.md").write_text(one)
    (root / "src" / "two.md").write_text(two)


def svgs_of(html: str) -> list[str]:
    return re.findall(r"<svg.*?</svg>", html, flags=re.S)


def picture(svg: str) -> tuple[str, list[str]]:
    """What a reader sees of an SVG: its title and every path's geometry (ids aside)."""
    title = re.search(r"<title>(.*?)</title>", svg, flags=re.S)
    return (title.group(1) if title else "", re.findall(r'\bd="([^"]+)"', svg))


def run_filter(pandoc: str, cwd: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [pandoc, "--lua-filter", str(FILTER), *arguments], cwd=cwd, capture_output=True, text=True,
        env={**os.environ, "SHAPE": shape_binary()}, timeout=300,
    )


def shape(*arguments: str, cwd: Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([shape_binary(), *arguments], cwd=cwd, capture_output=True, text=True, input=stdin,
                          timeout=300)


def mdbook_json(version: str, root: Path, one: str, two: str, table: dict | None = None) -> str:
    items = [chapter("One", one, "one.md", [1]), chapter("Two", two, "two.md", [2])]
    config = {"book": {"src": "src", "title": "Guide"}, "preprocessor": {"shape": {"command": "shape mdbook",
                                                                                    **(table or {})}}}
    context = {"root": str(root), "config": config, "renderer": "html",
               "mdbook_version": "0.4.40" if version == "0.4" else "0.5.0"}
    book = {"sections": items, "__non_exhaustive": None} if version == "0.4" else {"items": items}
    return json.dumps([context, book])


# --- the same figures everywhere ------------------------------------------------------------


def figures_by_tool(tmp_path: Path) -> dict[str, list[tuple[str, list[str]]]]:
    write_book(tmp_path)
    found: dict[str, list[tuple[str, list[str]]]] = {}
    # Run from the book's root: imports are relative to the chapter in every tool.
    made = shape("md", "src/one.md", "--inline", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    assert made.stderr == ""
    found["shape md"] = [picture(svg) for svg in svgs_of(made.stdout)]
    for version, pandoc in PANDOCS.items():
        result = run_filter(pandoc(), tmp_path, "src/one.md", "-t", "html")
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""
        found[version] = [picture(svg) for svg in svgs_of(result.stdout)]
        assert [re.search(r'<figure id="([^"]+)"', f).group(1) for f in re.findall(r"<figure[^>]*>", result.stdout)] == IDS
    for version in ["0.4", "0.5"]:
        result = shape("mdbook", cwd=tmp_path, stdin=mdbook_json(version, tmp_path, CHAPTER_ONE, CHAPTER_TWO))
        assert result.returncode == 0, result.stderr
        book = json.loads(result.stdout)
        items = book["sections" if version == "0.4" else "items"]
        content = items[0]["Chapter"]["content"]
        found["mdbook " + version] = [picture(svg) for svg in svgs_of(content)]
        assert re.findall(r'<figure id="([^"]+)"', content) == IDS
    return found


def test_one_chapter_gives_the_same_figures_in_every_tool(tmp_path: Path) -> None:
    found = figures_by_tool(tmp_path)
    reference = found["shape md"]
    assert [title for title, _ in reference] == TITLES
    # The shared import was read beside the chapter: padding 12 inside a corner of 24.
    assert any("A 12 12 0 0 1" in path for path in reference[0][1]), reference[0][1]
    for tool, pictures in found.items():
        assert pictures == reference, tool


def test_a_figure_in_a_numbered_list_stays_in_its_item(tmp_path: Path) -> None:
    write_book(tmp_path)
    src = tmp_path / "src"
    made = shape("md", "one.md", "-o", "out/one.md", cwd=src)
    assert made.returncode == 0, made.stderr
    text = (src / "out" / "one.md").read_text()
    assert '   <a id="fig:step"></a><img src="fig-step.svg" alt="Step one" width="50%">' in text
    assert '    <a id="fig:dark"></a>![At night](fig-dark.svg)' in text
    for version, pandoc in PANDOCS.items():
        html = subprocess.run([pandoc(), "out/one.md", "-t", "html"], cwd=src, capture_output=True, text=True,
                              check=True).stdout
        items = re.findall(r"<li>.*?</li>", html, flags=re.S)
        assert len(items) == 2, version
        assert 'src="fig-step.svg"' in items[0] and 'src="fig-dark.svg"' in items[1], version
    for version, pandoc in PANDOCS.items():
        html = run_filter(pandoc(), src, "one.md", "-t", "html").stdout
        items = re.findall(r"<li>.*?</li>", html, flags=re.S)
        assert [item.count("<svg") for item in items] == [1, 1], version


def test_a_dark_figure_is_dark_in_every_tool(tmp_path: Path) -> None:
    write_book(tmp_path)
    src = tmp_path / "src"
    inline = shape("md", "one.md", "--inline", cwd=src).stdout
    dark = svgs_of(inline)[2]
    light = svgs_of(inline)[1]
    canvas = lambda svg: re.search(r'id="[^"]*canvas"[^>]*fill="([^"]+)"', svg).group(1)  # noqa: E731
    assert canvas(dark) != canvas(light)
    for version, pandoc in PANDOCS.items():
        html = run_filter(pandoc(), src, "one.md", "-t", "html").stdout
        assert canvas(svgs_of(html)[2]) == canvas(dark), version


# --- nothing lost in silence ---------------------------------------------------------------

BACKTICK = """# Guide

    ```shape
    shape t = Circle() { size 10 x 10 }
    ```

```shape caption="The `card`"
shape s = Circle() { size 10 x 10 }
```
"""


def test_near_misses_are_warned_at_their_line_and_no_figure_at_all_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "guide.md").write_text(BACKTICK)
    made = shape("md", "guide.md", "-o", "out.md", cwd=tmp_path)
    assert made.returncode == 1
    assert "guide.md:7:1: warning: this is not a shape fence: a backtick fence's info string" in made.stderr
    assert "guide.md:3:5: warning: this shape fence is indented 4 spaces past the margin" in made.stderr
    assert "guide.md:3:5: error: 2 lines look like shape fences, and no figure was made" in made.stderr
    assert not (tmp_path / "out.md").exists()
    for version, pandoc in PANDOCS.items():
        result = run_filter(pandoc(), tmp_path, "guide.md", "-o", "guide.html")
        assert result.returncode == 1, version
        assert "guide.md:7:1: warning: this is not a shape fence" in result.stderr, version
        assert "guide.md:3:5: warning: this shape fence is indented code, not a figure" in result.stderr, version
        assert "no figure was made from this document" in result.stderr, version
        assert "traceback" not in result.stderr
        assert not (tmp_path / "guide.html").exists()
    for version in ["0.4", "0.5"]:
        result = shape("mdbook", cwd=tmp_path, stdin=mdbook_json(version, tmp_path, BACKTICK, CHAPTER_TWO))
        assert result.returncode == 1
        assert result.stdout == ""
        assert re.search(r"src/one\.md:7:1: warning: this is not a shape fence", result.stderr), result.stderr
        assert re.search(r"src/one\.md:3:5: error: 2 lines look like shape fences", result.stderr), result.stderr


def test_a_misspelt_attribute_is_warned_with_a_hint_in_every_tool(tmp_path: Path) -> None:
    (tmp_path / "doc.md").write_text('Text\n\n```shape {#a capton="Card"}\nshape s = Circle() { size 10 x 10 }\n```\n')
    expected = "doc.md:3:14: warning: unknown attribute 'capton=' on a shape block is ignored"
    made = shape("md", "doc.md", "--inline", cwd=tmp_path)
    assert made.returncode == 0 and expected in made.stderr and "did you mean 'caption='?" in made.stderr
    checked = shape("md", "--check", "doc.md", cwd=tmp_path)
    assert checked.returncode == 1 and expected in checked.stderr
    for version, pandoc in PANDOCS.items():
        result = run_filter(pandoc(), tmp_path, "doc.md", "-t", "html")
        assert result.returncode == 0, result.stderr
        assert expected in result.stderr, version


def test_one_id_in_two_chapters_names_both_places(tmp_path: Path) -> None:
    two = CHAPTER_TWO.replace("fig:other", "fig:card")
    write_book(tmp_path, two=two)
    for version in ["0.4", "0.5"]:
        result = shape("mdbook", cwd=tmp_path, stdin=mdbook_json(version, tmp_path, CHAPTER_ONE, two))
        assert result.returncode == 1
        assert result.stdout == ""
        assert re.search(r"src/two\.md:3:1: error: the id 'fig:card' is given at .*src/one\.md:3 already",
                         result.stderr), result.stderr
    # The pre-commit route: the chapters checked as one book, and each on its own.
    checked = shape("md", "--check", "--book", "one.md", "two.md", cwd=tmp_path / "src")
    assert checked.returncode == 1
    assert "two.md:3:1: error: the id 'fig:card' is given at one.md:3 already" in checked.stderr
    assert shape("md", "--check", "one.md", "two.md", cwd=tmp_path / "src").returncode == 0
    for version, pandoc in PANDOCS.items():
        result = run_filter(pandoc(), tmp_path / "src", "one.md", "two.md", "-o", "book.html")
        assert result.returncode == 1, version
        assert "two.md:3:1: error: the id 'fig:card' is given at one.md:3 already" in result.stderr
        assert not (tmp_path / "src" / "book.html").exists()


def test_a_file_shape_did_not_make_is_never_written_over(tmp_path: Path) -> None:
    (tmp_path / "doc.md").write_text("```shape {#card}\nshape s = Circle() { size 10 x 10 }\n```\n")
    (tmp_path / "card.svg").write_text("<svg>my own drawing</svg>\n")
    made = shape("md", "doc.md", "-o", "out.md", cwd=tmp_path)
    assert made.returncode == 1
    assert "doc.md:1:1: error: refusing to write the figure 'card.svg' over a file shape did not make" in made.stderr
    assert (tmp_path / "card.svg").read_text() == "<svg>my own drawing</svg>\n"
    assert not (tmp_path / "out.md").exists()
    # Its own figure it writes again.
    (tmp_path / "card.svg").unlink()
    assert shape("md", "doc.md", "-o", "out.md", cwd=tmp_path).returncode == 0
    assert shape("md", "doc.md", "-o", "out.md", cwd=tmp_path).returncode == 0
    # An id that names the document written.
    (tmp_path / "self.md").write_text("```shape {#out}\nshape s = Circle() { size 10 x 10 }\n```\n")
    clash = shape("md", "self.md", "-o", "out.svg", cwd=tmp_path)
    assert clash.returncode == 1 and "would be the document written" in clash.stderr


def test_mdbook_figures_stay_inside_the_source_folder_and_its_files(tmp_path: Path) -> None:
    write_book(tmp_path)
    outside = shape("mdbook", cwd=tmp_path, stdin=mdbook_json("0.5", tmp_path, CHAPTER_ONE, CHAPTER_TWO,
                                                              {"inline": False, "images": "../site"}))
    assert outside.returncode == 1
    assert "figures stay inside the book's source folder" in outside.stderr
    assert not (tmp_path / "site").exists()
    (tmp_path / "src" / "fig-card.svg").write_text("<svg>hand-made</svg>")
    refused = shape("mdbook", cwd=tmp_path, stdin=mdbook_json("0.5", tmp_path, CHAPTER_ONE, CHAPTER_TWO,
                                                              {"inline": False}))
    assert refused.returncode == 1
    assert "src/one.md:3:1: error: refusing to write the figure" in refused.stderr
    assert (tmp_path / "src" / "fig-card.svg").read_text() == "<svg>hand-made</svg>"


# --- sizes, themes and anchors ---------------------------------------------------------------


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_a_scale_2_png_shows_at_the_size_of_scale_1(tmp_path: Path) -> None:
    (tmp_path / "doc.md").write_text("```shape {#dot format=png scale=2}\nshape d = Circle() { size 40 x 40 }\n```\n")
    made = shape("md", "doc.md", "-o", "out.md", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    width, height = png_size((tmp_path / "dot.png").read_bytes())
    assert (width, height) == (144, 144)
    assert '<img src="dot.png" alt="a d shaped as a circle" width="72" height="72">' in (tmp_path / "out.md").read_text()
    # The mark shape recognises its files by does not change the picture.
    from PIL import Image  # type: ignore[import-untyped]

    with Image.open(tmp_path / "dot.png") as image:
        assert image.size == (144, 144)
        assert image.info.get("Software") == "shape"


# --- pandoc 2.17 as well as 3 ----------------------------------------------------------------

PANDOC_DOC = """Text.

```shape {#fig:card caption="The *card*" alt="A card holding a photo"}
container card = RoundedRectangle(cornerRadius: 24) {
    size 900 x 300
    shape photo = ConcentricRectangle() { padding 12 }
}
```

```{.shape caption="A dot" alt="A small dot"}
shape d = Circle() { size 20 x 20 }
```
"""


@pytest.mark.parametrize("version", PANDOCS)
def test_docx_has_the_alt_text_as_description_and_a_captioned_picture_each(version: str, tmp_path: Path) -> None:
    (tmp_path / "doc.md").write_text(PANDOC_DOC)
    result = run_filter(PANDOCS[version](), tmp_path, "doc.md", "-o", "doc.docx")
    assert result.returncode == 0, result.stderr
    with zipfile.ZipFile(tmp_path / "doc.docx") as docx:
        media = [name for name in docx.namelist() if name.startswith("word/media/")]
        body = docx.read("word/document.xml").decode()
    assert len(media) == 2
    assert re.findall(r'<wp:docPr [^>]*descr="([^"]*)"', body) == ["A card holding a photo", "A small dot"]
    assert body.count("ImageCaption") == 2
    visible = "".join(re.findall(r"<w:t(?: [^>]*)?>([^<]*)</w:t>", body))
    assert visible.count("card") == 1 and visible.count("A dot") == 1


@pytest.mark.parametrize("version", PANDOCS)
def test_epub_has_every_figure(version: str, tmp_path: Path) -> None:
    (tmp_path / "doc.md").write_text("# Doc\n\n" + PANDOC_DOC)
    result = run_filter(PANDOCS[version](), tmp_path, "doc.md", "-o", "doc.epub", "--metadata", "title=Doc")
    assert result.returncode == 0, result.stderr
    with zipfile.ZipFile(tmp_path / "doc.epub") as epub:
        text = "".join(epub.read(name).decode() for name in epub.namelist() if name.endswith(".xhtml"))
    assert text.count("<svg") == 2
    assert text.count("<figcaption") == 2


@pytest.mark.parametrize(
    "attributes, message",
    [
        ("format=jpg", r"doc\.md:3:11: error: 'format' needs svg, png or pdf, not 'jpg'"),
        ("scale=abc", r"doc\.md:3:11: error: 'scale' needs a number above 0 and at most 16, not 'abc'"),
        ('caption="open', r"doc\.md:3:19: error: '\"' expected to close this value"),
    ],
)
@pytest.mark.parametrize("version", PANDOCS)
def test_attribute_mistakes_are_one_line_at_the_documents_line(
    version: str, attributes: str, message: str, tmp_path: Path
) -> None:
    (tmp_path / "doc.md").write_text(f"Text\n\n```shape {{{attributes}}}\nshape d = Circle() {{ size 20 x 20 }}\n```\n")
    result = run_filter(PANDOCS[version](), tmp_path, "doc.md", "-o", "doc.html")
    assert result.returncode == 1
    assert re.fullmatch(message + r"\n", result.stderr), result.stderr
    assert not (tmp_path / "doc.html").exists()


@pytest.mark.parametrize("version", PANDOCS)
def test_the_error_line_is_the_blocks_own_when_its_text_appears_twice(version: str, tmp_path: Path) -> None:
    script = "shape s = Rectangle() { sise 10 x 10 }"
    (tmp_path / "doc.md").write_text(f"Quoted:\n\n```text\n{script}\n```\n\nFor real:\n\n```shape\n{script}\n```\n")
    result = run_filter(PANDOCS[version](), tmp_path, "doc.md", "-o", "doc.html")
    assert result.returncode == 1
    assert re.search(r"doc\.md:10:\d+: error: ", result.stderr), result.stderr
    assert "doc.md:4:" not in result.stderr


@pytest.mark.parametrize("version", PANDOCS)
def test_format_png_in_html_links_a_file_that_is_written(version: str, tmp_path: Path) -> None:
    (tmp_path / "doc.md").write_text("```{#dot .shape format=png}\nshape d = Circle() { size 20 x 20 }\n```\n")
    (tmp_path / "site").mkdir()
    result = run_filter(PANDOCS[version](), tmp_path, "doc.md", "-o", "site/doc.html")
    assert result.returncode == 0, result.stderr
    html = (tmp_path / "site" / "doc.html").read_text()
    source = re.search(r'<img src="([^"]+)"', html).group(1)
    assert source == "dot.png"
    assert png_size((tmp_path / "site" / source).read_bytes()) == (104, 104)
    assert re.search(r'<img src="dot.png"[^>]* width="52(px)?"', html), html
    # Written again over its own file, never over someone else's.
    assert run_filter(PANDOCS[version](), tmp_path, "doc.md", "-o", "site/doc.html").returncode == 0
    (tmp_path / "site" / "dot.png").write_bytes(b"\x89PNG not shape's")
    refused = run_filter(PANDOCS[version](), tmp_path, "doc.md", "-o", "site/again.html")
    assert refused.returncode == 1
    assert "doc.md:1:1: error: refusing to write the figure 'site/dot.png' over a file shape did not make" in refused.stderr
    assert (tmp_path / "site" / "dot.png").read_bytes() == b"\x89PNG not shape's"


@pytest.mark.parametrize("version", PANDOCS)
def test_check_metadata_makes_every_figure_and_writes_nothing(version: str, tmp_path: Path) -> None:
    (tmp_path / "doc.md").write_text(PANDOC_DOC)
    result = run_filter(PANDOCS[version](), tmp_path, "doc.md", "-M", "shape-check=true", "-o", "doc.html")
    assert result.returncode == 0, result.stderr
    assert result.stderr == "shape-check: 2 figures made, nothing written\n"
    assert not (tmp_path / "doc.html").exists()
    (tmp_path / "bad.md").write_text("```shape\nshape d = Circel()\n```\n")
    bad = run_filter(PANDOCS[version](), tmp_path, "bad.md", "-M", "shape-check=true", "-o", "bad.html")
    assert bad.returncode == 1 and "bad.md:2:" in bad.stderr


# --- responsive HTML in a real browser -------------------------------------------------------


@pytest.fixture(scope="module")
def narrow_browser():
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = require_program("chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(require_program("chromedriver")), options=options)
    # A phone's width: the window itself will not go below about 500 px.
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": 360, "height": 800, "deviceScaleFactor": 1, "mobile": True})
    yield driver
    driver.quit()


def test_figures_never_overflow_a_360_pixel_screen(narrow_browser, tmp_path: Path) -> None:
    (tmp_path / "doc.md").write_text(PANDOC_DOC)
    pages = {}
    for version, pandoc in PANDOCS.items():
        result = run_filter(pandoc(), tmp_path, "doc.md", "-s", "--metadata", "title=Doc", "-o", f"{version}.html")
        assert result.returncode == 0, result.stderr
        pages[version] = tmp_path / f"{version}.html"
    made = shape("md", "doc.md", "--inline", "-o", "inline.md", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    html = subprocess.run([pandoc_3(), "inline.md", "-s", "--metadata", "title=Doc", "-o", "md.html"], cwd=tmp_path)
    assert html.returncode == 0
    pages["shape md"] = tmp_path / "md.html"
    for name, page in pages.items():
        narrow_browser.get(page.as_uri())
        viewport = narrow_browser.execute_script("return document.documentElement.clientWidth")
        assert viewport <= 360
        widths = narrow_browser.execute_script(
            "return [...document.querySelectorAll('svg')].map(s => s.getBoundingClientRect().right)")
        assert len(widths) == 2, name
        assert max(widths) <= viewport, (name, widths, viewport)
        assert narrow_browser.execute_script("return document.documentElement.scrollWidth") <= viewport, name


# --- accessible text, widths, themes ---------------------------------------------------------

WORDS = """Text.

```shape {#card width=50%}
container card = RoundedRectangle(cornerRadius: 24) {
\tsize 200 x 120
\tshape photo = ConcentricRectangle() { padding 12 }
}
```

```shape {#rule alt=""}
shape line = Rectangle() { size 200 x 2 }
```
"""

CARD_IN_WORDS = "a card with rounded corners of 24 holding a photo whose corners are 12, concentric with the card"


def pages_of_every_tool(tmp_path: Path, document: str) -> dict[str, str]:
    """The HTML each tool makes of `document`: pandoc 2 and 3 through the filter, shape md
    --inline through pandoc 3, and the mdBook preprocessor's chapter."""
    (tmp_path / "doc.md").write_text(document)
    pages = {}
    for version, pandoc in PANDOCS.items():
        result = run_filter(pandoc(), tmp_path, "doc.md", "-t", "html")
        assert result.returncode == 0, result.stderr
        pages[version] = result.stdout
    made = shape("md", "doc.md", "--inline", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    pages["shape md"] = made.stdout
    (tmp_path / "src").mkdir(exist_ok=True)
    book = shape("mdbook", cwd=tmp_path, stdin=mdbook_json("0.5", tmp_path, document, CHAPTER_TWO))
    assert book.returncode == 0, book.stderr
    pages["mdbook"] = json.loads(book.stdout)["items"][0]["Chapter"]["content"]
    return pages


def test_titles_in_words_widths_and_decorative_figures_in_every_tool(browser_page, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    for tool, html in pages_of_every_tool(tmp_path, WORDS).items():
        svgs = svgs_of(html)
        assert len(svgs) == 2, tool
        assert f"<title>{CARD_IN_WORDS}</title>" in svgs[0], tool
        assert "top left" not in svgs[0] and "topLeading" not in svgs[0]
        assert 'style="width:50%;max-width:100%;height:auto"' in svgs[0], tool
        assert 'aria-hidden="true"' in svgs[1] and 'role="img"' not in svgs[1], tool
        page = tmp_path / f"{tool.replace(' ', '-')}.html"
        page.write_text(f"<!DOCTYPE html><html><body>{html}</body></html>")
        browser_page.get(page.as_uri())
        found = browser_page.find_elements(By.CSS_SELECTOR, "svg")
        assert found[0].aria_role == "image" and found[0].accessible_name == CARD_IN_WORDS, tool
        assert found[1].aria_role in ("none", "generic", "presentation", ""), (tool, found[1].aria_role)


@pytest.fixture(scope="module")
def browser_page():
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = require_program("chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(require_program("chromedriver")), options=options)
    yield driver
    driver.quit()


def test_a_book_theme_colours_every_figure_and_a_wrong_one_is_refused(tmp_path: Path) -> None:
    write_book(tmp_path)
    canvas = lambda svg: re.search(r'id="[^"]*canvas"[^>]*fill="([^"]+)"', svg).group(1)  # noqa: E731
    light = shape("mdbook", cwd=tmp_path, stdin=mdbook_json("0.5", tmp_path, CHAPTER_TWO, "# Empty\n"))
    dark = shape("mdbook", cwd=tmp_path, stdin=mdbook_json("0.5", tmp_path, CHAPTER_TWO, "# Empty\n",
                                                           {"theme": "dark"}))
    assert light.returncode == 0 and dark.returncode == 0, dark.stderr
    light_svg = svgs_of(json.loads(light.stdout)["items"][0]["Chapter"]["content"])[0]
    dark_svg = svgs_of(json.loads(dark.stdout)["items"][0]["Chapter"]["content"])[0]
    assert canvas(light_svg) != canvas(dark_svg)
    wrong = shape("mdbook", cwd=tmp_path, stdin=mdbook_json("0.5", tmp_path, CHAPTER_TWO, "# Empty\n",
                                                            {"theme": "dim"}))
    assert wrong.returncode == 1 and "unknown theme 'dim' in [preprocessor.shape]" in wrong.stderr
    # In Pandoc, metadata does the same for a document.
    (tmp_path / "doc.md").write_text(CHAPTER_TWO)
    for version, pandoc in PANDOCS.items():
        result = run_filter(pandoc(), tmp_path, "doc.md", "-M", "shape-theme=dark", "-t", "html")
        assert result.returncode == 0, result.stderr
        assert canvas(svgs_of(result.stdout)[0]) == canvas(dark_svg), version


@pytest.mark.parametrize("version", PANDOCS)
def test_a_block_with_tabs_keeps_its_line_in_pandoc(version: str, tmp_path: Path) -> None:
    # Pandoc turns the tabs into spaces; the block is still found in the file, at its line.
    (tmp_path / "doc.md").write_text(WORDS.replace("size 200 x 120", "size 200 x wide"))
    result = run_filter(PANDOCS[version](), tmp_path, "doc.md", "-o", "doc.html")
    assert result.returncode == 1
    assert "doc.md:5:13: error: undefined name 'wide'" in result.stderr, result.stderr


def test_the_attribute_table_is_the_same_in_shape_the_filter_and_the_docs(tmp_path: Path) -> None:
    """shape (FigureAttributes.names, quoted in its warning), the Lua filter's ATTRIBUTES,
    shape-figures.js's figureAttributes and the tables of the README and docs/figure-syntax.md
    list the same attributes."""
    (tmp_path / "doc.md").write_text("```shape {nonsense=1}\nshape s = Circle() { size 4 x 4 }\n```\n")
    warning = shape("md", "--check", "doc.md", cwd=tmp_path).stderr
    in_shape = re.search(r"is ignored \(([^)]*)\)", warning).group(1).split(", ")
    lua = FILTER.read_text()
    in_filter = re.findall(r'"(\w+)"', re.search(r"local ATTRIBUTES = \{([^}]*)\}", lua).group(1))
    assert in_filter == in_shape
    script = (ROOT / "WebAssembly" / "figures.js").read_text()
    in_browser = re.findall(r'"(\w+)"', re.search(r"const figureAttributes = \[([^\]]*)\]", script).group(1))
    assert in_browser == in_shape

    def table(path: Path, header: str) -> list[str]:
        text = path.read_text()
        rows = text[text.index(header):].split("\n\n", 1)[0].splitlines()[2:]
        names = []
        for row in rows:
            first = row.split("|")[1]
            names.append(re.search(r"`#?(\w+)", first).group(1))
        return names

    readme = table(ROOT / "README.md", "| attribute | value | what it does |")
    spec = table(ROOT / "docs" / "figure-syntax.md", "| attribute | value | meaning |")
    assert readme == spec == in_shape


@pytest.mark.parametrize("version", PANDOCS)
def test_standard_input_attributes_are_checked_by_the_same_table(version: str, tmp_path: Path) -> None:
    document = "```{.shape format=jpg}\nshape s = Circle() { size 4 x 4 }\n```\n"
    result = subprocess.run(
        [PANDOCS[version](), "--lua-filter", str(FILTER), "-t", "html"], input=document, cwd=tmp_path,
        capture_output=True, text=True, env={**os.environ, "SHAPE": shape_binary()}, timeout=300,
    )
    assert result.returncode == 1
    assert result.stderr == "error: a shape block's attributes: 'format' needs svg, png or pdf, not 'jpg'\n"


def test_a_shape_fence_in_a_block_quote_is_warned_and_left_alone_by_every_tool(tmp_path: Path) -> None:
    document = (
        "Quoted:\n\n> ```shape\n> shape s = Circle() { size 4 x 4 }\n> ```\n\n"
        "```shape\nshape t = Circle() { size 4 x 4 }\n```\n"
    )
    warning = "doc.md:3:3: warning: a shape fence inside a block quote is not read"
    for tool, html in pages_of_every_tool(tmp_path, document).items():
        assert len(svgs_of(html)) == 1, tool
    for version, pandoc in PANDOCS.items():
        assert warning in run_filter(pandoc(), tmp_path, "doc.md", "-t", "html").stderr, version
    assert warning in shape("md", "doc.md", "--inline", cwd=tmp_path).stderr
