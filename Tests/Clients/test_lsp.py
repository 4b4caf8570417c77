"""`shape lsp` driven by a real LSP client (pytest-lsp, on pygls and lsprotocol): open a script,
break it, fix it, then hover, complete, go to definitions, outline, format and read inlay hints,
and shut down. The client checks every answer against the protocol (LspSpecificationWarning is
an error here) and against the capabilities of a real editor (Neovim 0.11's)."""

from __future__ import annotations

import asyncio
import statistics
import time
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import ClientServerConfig, LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

from conftest import shape_binary

pytestmark = [
    pytest.mark.asyncio,
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

CARD = """\
// A photo concentric with its card.
canvas width: 400, height: 300

let inset = 12

func gap(level) {
    return inset * level
}

container card = RoundedRectangle(cornerRadius: 24) {
    size 360 x 260
    shape photo = ConcentricRectangle(corners: .concentric, isUniform: true) {
        padding inset
        height 200
        align top
        fill "indigo"
    }
}

shape dot = Circle() {
    size 40 x 40
}
assert photo.radii.topLeading == gap(level: 1)
print photo.radii
"""


def record_diagnostics(client: LanguageClient, params: types.PublishDiagnosticsParams):
    """Keeps every publication, in order, with its version (the default keeps the last only)."""
    client.diagnostics[params.uri] = params.diagnostics
    client.published.append(params)


def make_client() -> LanguageClient:
    client = LanguageClient(converter_factory=default_converter)
    register_lsp_features(client, {**DEFAULT_CLIENT_FEATURES, types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS: record_diagnostics})
    client.published = []
    return client


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[shape_binary(), "lsp"], client_factory=make_client))
async def client(lsp_client: LanguageClient):
    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=pytest_lsp.client_capabilities("neovim@v0.11"))
    )
    lsp_client.server_capabilities = result.capabilities
    yield
    await lsp_client.shutdown_session()


def uri_of(path: Path) -> str:
    return path.as_uri()


async def open_document(client: LanguageClient, path: Path, text: str, version: int = 1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri_of(path), language_id="shape", version=version, text=text)
        )
    )
    return await diagnostics_for(client, uri_of(path), version)


async def change_document(client: LanguageClient, path: Path, text: str, version: int):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri_of(path), version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )
    return await diagnostics_for(client, uri_of(path), version)


async def diagnostics_for(client: LanguageClient, uri: str, version: int) -> list[types.Diagnostic]:
    """Waits for the diagnostics of `version` of the document; those of a later version never
    come first, and those of an earlier one never after."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        mine = [p for p in client.published if p.uri == uri]
        versions = [p.version for p in mine]
        assert versions == sorted(versions), f"diagnostics published out of order: {versions}"
        for params in mine:
            if params.version == version:
                return list(params.diagnostics)
        await asyncio.sleep(0.001)
    raise TimeoutError(f"no diagnostics for version {version} of {uri}")


def position_of(text: str, needle: str, occurrence: int = 0, offset: int = 0) -> types.Position:
    """The LSP position (UTF-16 columns) of the `occurrence`-th `needle` in `text`, plus `offset`."""
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    index += offset
    line = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    return types.Position(line=line, character=len(text[start:index].encode("utf-16-le")) // 2)


def doc(path: Path) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri_of(path))


async def hover_text(client: LanguageClient, path: Path, position: types.Position) -> str:
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(path), position=position))
    assert hover is not None
    assert isinstance(hover.contents, types.MarkupContent) and hover.contents.kind == types.MarkupKind.Markdown
    return hover.contents.value


async def completion_labels(client: LanguageClient, path: Path, position: types.Position) -> list[str]:
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc(path), position=position)
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    return [item.label for item in items]


# --- Lifecycle -----------------------------------------------------------------------------------


async def test_advertises_exactly_what_it_implements(client: LanguageClient):
    capabilities = client.server_capabilities
    assert capabilities.hover_provider is True
    assert capabilities.definition_provider is True
    assert capabilities.document_symbol_provider is True
    assert capabilities.document_formatting_provider is True
    assert capabilities.inlay_hint_provider is not None
    assert capabilities.completion_provider is not None
    assert "." in capabilities.completion_provider.trigger_characters
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Full
    assert capabilities.position_encoding == types.PositionEncodingKind.Utf16
    assert capabilities.references_provider is None and capabilities.rename_provider is None


# --- Diagnostics ---------------------------------------------------------------------------------


async def test_an_error_then_its_fix(client: LanguageClient, tmp_path: Path):
    path = tmp_path / "card.shape"
    assert await open_document(client, path, CARD) == []
    broken = CARD.replace("corners: .concentric,", "corners: .concentrc,")
    found = await change_document(client, path, broken, 2)
    assert len(found) == 1
    error = found[0]
    assert error.severity == types.DiagnosticSeverity.Error
    assert error.source == "shape"
    assert error.code == "name.unknown-member"
    start = position_of(broken, ".concentrc")
    assert (error.range.start, error.range.end) == (start, types.Position(start.line, start.character + 10))
    assert error.message.endswith("\nhint: did you mean 'concentric'?")
    assert [info.message for info in error.related_information] == ["hint: did you mean 'concentric'?"]
    assert error.related_information[0].location.uri == uri_of(path)
    assert await change_document(client, path, CARD, 3) == []


async def test_every_syntax_error_at_once(client: LanguageClient, tmp_path: Path):
    text = "let inset = 12 12\nlet = 3\nprint max(1, 2\nlet y = 4\nfor i 0..<3 {\n}\nlet s = \"open\n"
    found = await open_document(client, tmp_path / "five.shape", text)
    assert [(d.range.start.line, d.code) for d in found] == [
        (0, "syntax.expected-statement-end"),
        (1, "syntax.expected-name"),
        (3, "syntax.unclosed-bracket"),
        (4, "syntax.expected-in"),
        (6, "syntax.unterminated-string"),
    ]
    assert all(d.severity == types.DiagnosticSeverity.Error for d in found)


async def test_positions_count_utf16_units_on_lines_with_accents_and_emoji(client: LanguageClient, tmp_path: Path):
    # "é" is one UTF-16 unit (two bytes), "😀" two units (four bytes): the error after them
    # must be placed by UTF-16 units.
    text = 'let label = "é😀é" + missingName\n'
    found = await open_document(client, tmp_path / "emoji.shape", text)
    assert len(found) == 1 and found[0].code == "name.undefined"
    assert found[0].range.start == position_of(text, "missingName")
    assert found[0].range.start.character == 21
    assert found[0].range.end.character == 21 + len("missingName")


async def test_warnings_are_published_with_their_severity(client: LanguageClient, tmp_path: Path):
    text = "container box = RoundedRectangle(cornerRadius: 8) {\n    size 100 x 100\n    shape inner = ConcentricRectangle(corners: .concentric(minimum: 30)) {\n        padding 4\n    }\n}\n"
    found = await open_document(client, tmp_path / "flared.shape", text)
    warnings = [d for d in found if d.severity == types.DiagnosticSeverity.Warning]
    assert [d.code for d in warnings] == ["geometry.flared"]
    assert warnings[0].range.start == position_of(text, "inner")


async def test_an_endless_loop_gives_way_to_the_next_edit(client: LanguageClient, tmp_path: Path):
    path = tmp_path / "loop.shape"
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri_of(path), language_id="shape", version=1, text="var n = 0\nwhile true { n += 1 }\n"
            )
        )
    )
    await asyncio.sleep(0.05)
    start = time.monotonic()
    found = await change_document(client, path, "let n = 1\nprint n\n", 2)
    assert found == []
    assert time.monotonic() - start < 2, "the endless loop was not interrupted"


async def test_diagnostics_arrive_within_50_ms_of_a_change(client: LanguageClient, tmp_path: Path):
    """A script of 300 lines, changed ten times: the time from didChange to its diagnostics."""
    blocks = []
    for index in range(30):
        blocks.append(
            f"container c{index} = RoundedRectangle(cornerRadius: {16 + index % 8}) {{\n"
            f"    at {index % 6 * 60}, {index // 6 * 60}\n    size 56 x 56\n"
            f"    shape p{index} = ConcentricRectangle() {{\n        padding 4\n        fill \"indigo\"\n    }}\n}}\n"
            f"assert p{index}.radii.topLeading == {12 + index % 8}\n\n"
        )
    text = "canvas width: 400, height: 400\n" + "".join(blocks)
    assert text.count("\n") >= 300
    path = tmp_path / "large.shape"
    await open_document(client, path, text)
    timings = []
    for version in range(2, 12):
        changed = text.replace("padding 4", f"padding {4 + version % 2}", 1)
        start = time.monotonic()
        await change_document(client, path, changed, version)
        timings.append((time.monotonic() - start) * 1000)
    median = statistics.median(timings)
    print(f"\ndiagnostics after a change to a {text.count(chr(10))}-line script: median {median:.1f} ms, "
          f"max {max(timings):.1f} ms")
    assert median < 50


# --- Hover ---------------------------------------------------------------------------------------


async def test_hover_on_a_node_at_its_declaration_and_at_a_use(client: LanguageClient, tmp_path: Path):
    path = tmp_path / "card.shape"
    await open_document(client, path, CARD)
    for position in (position_of(CARD, "photo = "), position_of(CARD, "photo.radii", offset=2)):
        text = await hover_text(client, path, position)
        assert "shape photo = ConcentricRectangle(corners: .concentric, isUniform: true)" in text
        assert "`ConcentricRectangle`" in text
        assert "frame 32, 32, 336 × 200" in text
        assert "Radii: topLeading 12, topTrailing 12, bottomLeading 12, bottomTrailing 12" in text
        assert "topLeading     12 = container 24 − distance 12 (dx 12, dy 12)" in text
    circle = await hover_text(client, path, position_of(CARD, "dot = "))
    assert "ellipse" in circle


async def test_hover_on_the_vocabulary(client: LanguageClient, tmp_path: Path):
    path = tmp_path / "card.shape"
    await open_document(client, path, CARD)
    builtin = await hover_text(client, path, position_of(CARD, "RoundedRectangle", offset=3))
    assert "RoundedRectangle(cornerRadius:style:)" in builtin
    command = await hover_text(client, path, position_of(CARD, "padding inset", offset=2))
    assert "padding" in command and "insets the area" in command
    label = await hover_text(client, path, position_of(CARD, "isUniform:", offset=2))
    assert "`isUniform:` of `ConcentricRectangle(" in label
    member = await hover_text(client, path, position_of(CARD, "radii.topLeading", offset=1))
    assert "`node.radii`: the four resolved corner radii" in member
    implicit = await hover_text(client, path, position_of(CARD, ".concentric", offset=3))
    assert ".concentric" in implicit and "corner style" in implicit
    variable = await hover_text(client, path, position_of(CARD, "inset * level", offset=1))
    assert "let inset = 12" in variable and "Value: `12`" in variable


# --- Completion ----------------------------------------------------------------------------------


async def test_completion_from_the_language_tables(client: LanguageClient, tmp_path: Path):
    path = tmp_path / "complete.shape"
    # Typed into a script that ran: the values of the last version that ran answer `photo.`.
    await open_document(client, path, CARD)
    text = CARD + "let r = ConcentricRectangle()\nprint photo.\nprint photo.radii.\nlet s = .\n"
    assert len(await change_document(client, path, text, 2)) > 0
    labels = await completion_labels(client, path, position_of(text, "ConcentricRectangle()", offset=20))
    assert {"corners", "isUniform", "topLeadingCorner", "uniformTopCorners"} <= set(labels)
    members = await completion_labels(client, path, position_of(text, "print photo.\n", offset=12))
    assert {"frame", "radii", "children", "topLeading"} <= set(members)
    radii = await completion_labels(client, path, position_of(text, "photo.radii.\n", offset=12))
    assert {"topLeading", "isUniform", "max"} <= set(radii) and "frame" not in radii
    implicit = await completion_labels(client, path, position_of(text, "let s = .", offset=9))
    assert {"concentric", "continuous", "topLeading"} <= set(implicit)


async def test_completion_of_statements_commands_and_names(client: LanguageClient, tmp_path: Path):
    path = tmp_path / "statements.shape"
    text = "let inset = 12\nshape s = Capsule() {\n    pad\n}\nlet total = ins\n"
    await open_document(client, path, text)
    inside = await completion_labels(client, path, position_of(text, "pad", offset=3))
    assert inside == ["padding"]
    names = await completion_labels(client, path, position_of(text, "ins\n", offset=3))
    assert names == ["inset"]
    everything = await completion_labels(client, path, types.Position(line=5, character=0))
    assert {"let", "container", "inset", "s", "max", "RoundedRectangle"} <= set(everything)
    assert "padding" not in everything, "command words only inside braces"


# --- Definition ----------------------------------------------------------------------------------


async def test_definition_of_variables_functions_and_nodes(client: LanguageClient, tmp_path: Path):
    path = tmp_path / "card.shape"
    await open_document(client, path, CARD)
    for use, declaration in (("inset * level", "inset = 12"), ("gap(level: 1)", "gap(level)"),
                             ("photo.radii.topLeading", "photo = "), ("level\n", "level)")):
        result = await client.text_document_definition_async(
            types.DefinitionParams(text_document=doc(path), position=position_of(CARD, use, offset=1))
        )
        location = result[0] if isinstance(result, list) else result
        assert location.uri == uri_of(path)
        assert location.range.start == position_of(CARD, declaration), use


async def test_definition_into_an_imported_file_saved_or_not(client: LanguageClient, tmp_path: Path):
    library = tmp_path / "tokens.shape"
    library.write_text("// Radius tokens.\nfunc token(level) {\n    return 8 * level\n}\n")
    main = tmp_path / "main.shape"
    text = 'import "tokens.shape"\nlet r = token(level: 2)\nprint r\n'
    assert await open_document(client, main, text) == []
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(main), position=position_of(text, "token(", offset=1))
    )
    location = result[0] if isinstance(result, list) else result
    assert location.uri == uri_of(library)
    assert location.range.start == types.Position(line=1, character=5)
    # An unsaved buffer of the imported file is read instead of the disk.
    unsaved = "func token(level) {\n    return 8 * level\n}\nfunc unused() {\n}\n"
    await open_document(client, library, "\n\n" + unsaved)
    changed = await change_document(client, main, text + "print token(level: 1)\n", 2)
    assert changed == []
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(main), position=position_of(text, "token(", offset=1))
    )
    location = result[0] if isinstance(result, list) else result
    assert location.range.start == types.Position(line=2, character=5)
    # An error in the import is shown on the import statement.
    await change_document(client, library, "func token(level {\n}\n", 2)
    found = await change_document(client, main, text, 3)
    assert [d.range.start.line for d in found] == [0]
    assert found[0].message.startswith("in tokens.shape: ")


# --- Outline, formatting, inlay hints ------------------------------------------------------------


async def test_document_symbols_are_the_node_tree(client: LanguageClient, tmp_path: Path):
    path = tmp_path / "card.shape"
    await open_document(client, path, CARD)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=doc(path))
    )
    assert [(s.name, s.kind) for s in symbols] == [
        ("inset", types.SymbolKind.Constant),
        ("gap", types.SymbolKind.Function),
        ("card", types.SymbolKind.Class),
        ("dot", types.SymbolKind.Object),
    ]
    card = symbols[2]
    assert [(s.name, s.kind) for s in card.children] == [("photo", types.SymbolKind.Object)]
    assert card.selection_range.start == position_of(CARD, "card = ")


async def test_formatting_through_the_formatter(client: LanguageClient, tmp_path: Path):
    path = tmp_path / "messy.shape"
    text = "let a=1;let b = a*2\nshape s = Capsule() { size 10 x 10 }\n"
    await open_document(client, path, text)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(text_document=doc(path), options=types.FormattingOptions(4, True))
    )
    assert len(edits) == 1
    assert edits[0].new_text == "let a = 1\nlet b = a * 2\nshape s = Capsule() {\n    size 10 x 10\n}\n"
    assert edits[0].range.start == types.Position(0, 0)
    assert edits[0].range.end == types.Position(2, 0)
    formatted = await change_document(client, path, edits[0].new_text, 2)
    assert formatted == []
    none = await client.text_document_formatting_async(
        types.DocumentFormattingParams(text_document=doc(path), options=types.FormattingOptions(4, True))
    )
    assert list(none) == []


async def test_formatting_a_broken_script_fails_cleanly(client: LanguageClient, tmp_path: Path):
    path = tmp_path / "broken.shape"
    await open_document(client, path, "let = 1\n")
    with pytest.raises(Exception, match="cannot format: 1 syntax error"):
        await client.text_document_formatting_async(
            types.DocumentFormattingParams(text_document=doc(path), options=types.FormattingOptions(4, True))
        )


async def test_inlay_hints_show_each_nodes_radii(client: LanguageClient, tmp_path: Path):
    path = tmp_path / "card.shape"
    await open_document(client, path, CARD)
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=doc(path), range=types.Range(types.Position(0, 0), types.Position(40, 0))
        )
    )
    by_position = {(h.position.line, h.position.character): h.label for h in hints}
    assert by_position[(position_of(CARD, "card = ").line, position_of(CARD, " = RoundedRectangle").character)] == "⌜⌝⌞⌟ 24"
    assert by_position[(position_of(CARD, "photo = ").line, position_of(CARD, " = Concentric").character)] == "⌜⌝⌞⌟ 12"
    assert by_position[(position_of(CARD, "dot = ").line, position_of(CARD, " = Circle").character)] == "◯ 40 × 40"
    assert all(h.tooltip is not None for h in hints)
