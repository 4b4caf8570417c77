"""`shape mdbook` as mdBook runs a preprocessor: `supports RENDERER`, then `[context, book]` JSON
on standard input and the book on standard output. mdBook itself is not packaged for Debian or
PyPI, so the input is written from its documented format: 0.4's `sections` (with
`__non_exhaustive`) and 0.5's `items`, chapters with sub-chapters, separators and part titles.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from conftest import shape_binary

CARD = """# Cards

Before.

```shape caption="The photo follows the card"
container card = RoundedRectangle(cornerRadius: 24) {
    size 120 x 80
    shape photo = ConcentricRectangle() { padding 8 }
}
```

After, with "quotes", a tab\t, a backslash \\ and ü.
"""

NESTED = """## A sub-chapter

```shape id=dot alt="A dot"
shape dot = Circle() { size 20 x 20 }
```
"""

PLAIN = "No figures here: `shape` in a code span.\n\n```swift\nlet x = 1\n```\n"


def chapter(name: str, content: str, path: str | None, number: list[int] | None, sub_items=(), parents=()):
    return {
        "Chapter": {
            "name": name,
            "content": content,
            "number": number,
            "sub_items": list(sub_items),
            "path": path,
            "source_path": path,
            "parent_names": list(parents),
        }
    }


def book_input(version: str, root: Path, cards: str = CARD, nested: str = NESTED, table: dict | None = None) -> str:
    items = [
        {"PartTitle": "Guide"},
        chapter(
            "Cards", cards, "cards.md", [1],
            sub_items=[chapter("Sub", nested, "cards/sub.md", [1, 1], parents=["Cards"])],
        ),
        "Separator",
        chapter("Plain", PLAIN, "plain.md", [2]),
        chapter("Draft", "", None, None),
    ]
    config = {"book": {"authors": [], "language": "en", "src": "src", "title": "Book"}, "preprocessor": {}}
    config["preprocessor"]["shape"] = {"command": "shape mdbook", **(table or {})}
    context = {"root": str(root), "config": config, "renderer": "html",
               "mdbook_version": "0.4.40" if version == "0.4" else "0.5.0"}
    book = {"sections": items, "__non_exhaustive": None} if version == "0.4" else {"items": items}
    # mdBook writes compact JSON; indentation here checks that every other byte is kept.
    return json.dumps([context, book], indent=1, ensure_ascii=False)


def run(arguments: list[str], stdin: str | bytes, cwd: Path) -> subprocess.CompletedProcess[bytes]:
    data = stdin.encode() if isinstance(stdin, str) else stdin
    return subprocess.run([shape_binary(), *arguments], input=data, cwd=cwd, capture_output=True, timeout=300)


@pytest.fixture
def book(tmp_path: Path) -> Path:
    (tmp_path / "src" / "cards").mkdir(parents=True)
    (tmp_path / "src" / "cards.md").write_text(CARD)
    (tmp_path / "src" / "cards" / "sub.md").write_text(NESTED)
    (tmp_path / "src" / "plain.md").write_text(PLAIN)
    return tmp_path


@pytest.mark.parametrize("renderer, status", [("html", 0), ("markdown", 0), ("epub", 1), ("latex", 1)])
def test_supports_answers_with_its_exit_status(renderer: str, status: int, tmp_path: Path) -> None:
    result = run(["mdbook", "supports", renderer], "", tmp_path)
    assert result.returncode == status
    assert result.stdout == b""


@pytest.mark.parametrize("version", ["0.4", "0.5"])
def test_figures_replace_the_blocks_in_chapters_and_sub_chapters(version: str, book: Path) -> None:
    text = book_input(version, book)
    result = run(["mdbook"], text, book)
    assert result.returncode == 0, result.stderr.decode()
    output = result.stdout.decode()
    out_book = json.loads(output)
    key = "sections" if version == "0.4" else "items"
    assert set(out_book) == ({"sections", "__non_exhaustive"} if version == "0.4" else {"items"})
    cards = out_book[key][1]["Chapter"]
    sub = cards["sub_items"][0]["Chapter"]
    assert "```shape" not in cards["content"] and "```shape" not in sub["content"]
    assert cards["content"].startswith("# Cards\n\nBefore.\n\n<figure>\n<svg ")
    assert "<figcaption>The photo follows the card</figcaption>\n</figure>\n\nAfter," in cards["content"]
    assert cards["content"].endswith('After, with "quotes", a tab\t, a backslash \\ and ü.\n')
    assert 'id="shape-1-card"' in cards["content"]
    assert "<title>The photo follows the card</title>" in cards["content"]
    assert 'id="dot-dot"' in sub["content"] and "<title>A dot</title>" in sub["content"]
    # Everything else is the input's, byte for byte: the book with only the two contents changed.
    expected = json.loads(text)[1]
    expected[key][1]["Chapter"]["content"] = cards["content"]
    expected[key][1]["Chapter"]["sub_items"][0]["Chapter"]["content"] = sub["content"]
    assert out_book == expected
    # The bytes around the changed strings are the input's: its layout, its key order.
    written = book_text(text)
    assert output.startswith(written[: written.index('"content": ') + len('"content": ')])
    assert output.endswith(written[written.index('"Separator"') :])
    ids = re.findall(r'\bid="([^"]+)"', cards["content"] + sub["content"])
    assert len(ids) == len(set(ids))


def book_text(text: str) -> str:
    """The second element of the top-level array, as written (json.dumps(indent=1) layout)."""
    depth = 0
    in_string = False
    escaped = False
    for index, character in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif character == "\\":
                escaped = True
            elif character == '"':
                in_string = False
            continue
        if character == '"':
            in_string = True
        elif character in "[{":
            depth += 1
        elif character in "]}":
            depth -= 1
            if depth == 1 and character == "}":
                start = text.index("{", index + 1)
                return text[start : text.rindex("]")].rstrip()
    raise AssertionError("no book in the input")


def test_a_book_without_figures_comes_back_byte_for_byte(tmp_path: Path) -> None:
    text = book_input("0.5", tmp_path, cards=PLAIN, nested=PLAIN)
    result = run(["mdbook"], text, tmp_path)
    assert result.returncode == 0, result.stderr.decode()
    assert result.stdout.decode() == book_text(text)


def test_files_go_under_src_when_inline_is_off(book: Path) -> None:
    text = book_input("0.5", book, table={"inline": False, "images": "figures"})
    result = run(["mdbook"], text, book)
    assert result.returncode == 0, result.stderr.decode()
    out = json.loads(result.stdout)
    cards = out["items"][1]["Chapter"]
    sub = cards["sub_items"][0]["Chapter"]
    assert re.search(r"!\[The photo follows the card\]\(figures/shape-[0-9a-f]{16}\.svg\)  \n\*The photo", cards["content"])
    assert "![A dot](../figures/dot.svg)" in sub["content"]
    figures = sorted(path.name for path in (book / "src" / "figures").iterdir())
    assert len(figures) == 2 and "dot.svg" in figures
    # A second build with nothing changed leaves the files alone (mdbook serve watches src).
    stamp = (book / "src" / "figures" / "dot.svg").stat().st_mtime_ns
    again = run(["mdbook"], text, book)
    assert again.returncode == 0
    assert (book / "src" / "figures" / "dot.svg").stat().st_mtime_ns == stamp


def test_every_error_of_the_build_is_reported_and_no_book_is_written(book: Path) -> None:
    broken_cards = CARD.replace("size 120 x 80", "size 120 x wide")
    broken_sub = NESTED.replace("Circle()", "Circel()")
    text = book_input("0.4", book, cards=broken_cards, nested=broken_sub)
    result = run(["mdbook"], text, book)
    assert result.returncode == 1
    assert result.stdout == b""
    errors = result.stderr.decode()
    assert re.search(r"src/cards\.md:7:\d+: error: undefined name 'wide'", errors), errors
    assert re.search(r"src/cards/sub\.md:4:\d+: error: .*'Circel'", errors), errors
    assert "did you mean 'Circle'" in errors


HOSTILE = {
    "malformed": (b'[{"root": "/b"}, {"items": [}]', r"<stdin>:1:29: error: malformed JSON from mdBook: unexpected '\}'"),
    "truncated": (b'[{"root": "/b"},\n {"items": [{"Chapter": {"content": "abc', r"<stdin>:2:\d+: error: .*ends inside the string opened at 2:37"),
    "not-a-pair": (b'{"items": []}', r"error: expected '\[context, book\]'"),
    "no-items": (b'[{}, {"chapters": []}]', r"neither 'items' \(mdBook 0.5\) nor 'sections' \(mdBook 0.4\)"),
    "deep": (b"[" * 100_000 + b"]" * 100_000, r"nests arrays and objects more than 256 deep"),
    "control": (b'[{}, {"items": ["a\x01"]}]', r"control character"),
    "bad-utf8": (b'[{}, {"items": ["\xff\xfe"]}]', r"not valid UTF-8"),
    "trailing": (b'[{}, {"items": []}] []', r"unexpected text after the JSON value"),
    "empty": (b"", r"ends where a value was expected"),
}


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_json_gets_a_located_message_and_no_book(name: str, tmp_path: Path) -> None:
    data, message = HOSTILE[name]
    result = run(["mdbook"], data, tmp_path)
    assert result.returncode == 1
    assert result.stdout == b""
    assert re.search(message, result.stderr.decode()), result.stderr.decode()
    assert "Fatal error" not in result.stderr.decode()


def test_a_huge_book_is_processed_in_one_piece(tmp_path: Path) -> None:
    # 2,000 chapters of 20 KB each (40 MB of JSON), one figure in every hundredth.
    filler = ("Lorem ipsum dolor sit amet. " * 700) + "\n"
    items = []
    for index in range(2000):
        content = filler + ("\n```shape\nshape s = Rectangle() { size 4 x 4 }\n```\n" if index % 100 == 0 else "")
        items.append(chapter(f"C{index}", content, f"c{index}.md", [index + 1]))
    text = json.dumps([{"root": str(tmp_path), "config": {}}, {"items": items}])
    assert len(text) > 38_000_000
    result = run(["mdbook"], text, tmp_path)
    assert result.returncode == 0, result.stderr.decode()[:2000]
    out = json.loads(result.stdout)
    assert sum("<svg" in item["Chapter"]["content"] for item in out["items"]) == 20
    assert out["items"][1]["Chapter"]["content"] == filler


def test_more_than_the_limit_is_refused_before_parsing(tmp_path: Path) -> None:
    data = b'[{}, {"items": ["' + b"x" * (257 << 20) + b'"]}]'
    result = run(["mdbook"], data, tmp_path)
    assert result.returncode == 1
    assert result.stdout == b""
    assert "the most 'shape mdbook' reads is 256 MiB" in result.stderr.decode()


def test_usage_mistakes_exit_2(tmp_path: Path) -> None:
    result = run(["mdbook", "support", "html"], "", tmp_path)
    assert result.returncode == 2
    assert "'mdbook' reads mdBook's JSON on standard input" in result.stderr.decode()
