"""The VS Code extension folder, editors/vscode: its manifest, its language configuration and
extension.js, which is run under node with stand-ins for the `vscode` and
`vscode-languageclient` modules (Tests/Clients/vscode_extension_check.js)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import require_program

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "editors" / "vscode"


def load(name: str) -> dict:
    with open(FOLDER / name, encoding="utf-8") as file:
        return json.load(file)


def test_manifest():
    manifest = load("package.json")
    assert manifest["name"] == "shape-language"
    assert manifest["publisher"] == "shape"
    assert manifest["engines"]["vscode"] == "^1.82.0"
    assert manifest["main"] == "./extension.js"
    assert manifest["activationEvents"] == ["onLanguage:shape"]
    assert re.fullmatch(r"\^9\.\d+\.\d+", manifest["dependencies"]["vscode-languageclient"])
    assert re.fullmatch(r"\d+\.\d+\.\d+", manifest["version"])

    [language] = manifest["contributes"]["languages"]
    assert language["id"] == "shape"
    assert language["extensions"] == [".shape"]
    assert "Shape" in language["aliases"]
    assert (FOLDER / language["configuration"]).is_file()

    [grammar] = manifest["contributes"]["grammars"]
    assert grammar["language"] == "shape"
    assert grammar["scopeName"] == "source.shape"
    assert (FOLDER / grammar["path"]).is_file()
    assert load(grammar["path"])["scopeName"] == "source.shape"

    setting = manifest["contributes"]["configuration"]["properties"]["shape.path"]
    assert setting["type"] == "string" and setting["default"] == "shape"

    commands = {c["command"] for c in manifest["contributes"]["commands"]}
    assert commands == {"shape.restartServer"}
    assert "shape.restartServer" in (FOLDER / "extension.js").read_text(encoding="utf-8")


def test_language_configuration():
    configuration = load("language-configuration.json")
    assert configuration["comments"] == {"lineComment": "//", "blockComment": ["/*", "*/"]}
    assert configuration["brackets"] == [["{", "}"], ["[", "]"], ["(", ")"]]
    quote = [p for p in configuration["autoClosingPairs"] if p["open"] == '"']
    assert quote == [{"open": '"', "close": '"', "notIn": ["string", "comment"]}]
    assert {p["open"] for p in configuration["autoClosingPairs"]} >= {"{", "[", "(", '"'}
    assert ['"', '"'] in configuration["surroundingPairs"]
    assert configuration["wordPattern"]["flags"] == "u"


def test_the_readme_names_what_the_extension_gives():
    readme = (FOLDER / "README.md").read_text(encoding="utf-8")
    for words in ("npm install", "code --install-extension", "vsce package", ".vscode/extensions", "shape lsp",
                  "shape.path", "diagnostics", "hover", "completion", "definition", "outline", "format",
                  "inlay hints"):
        assert words.lower() in readme.lower(), words


@pytest.fixture(scope="module")
def report() -> dict:
    node = shutil.which("nodejs") or require_program("node")
    result = subprocess.run(
        [node, str(ROOT / "Tests" / "Clients" / "vscode_extension_check.js")],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_extension_starts_shape_lsp_over_stdio(report):
    constructed = [e["constructed"] for e in report["events"] if "constructed" in e]
    first = constructed[0]
    assert first["id"] == "shape"
    assert first["serverOptions"] == {"command": "shape", "args": ["lsp"], "transport": 0}  # TransportKind.stdio
    assert first["clientOptions"]["documentSelector"] == [
        {"scheme": "file", "language": "shape"},
        {"scheme": "untitled", "language": "shape"},
    ]


def test_extension_follows_the_setting_restarts_and_stops(report):
    kinds = [next(iter(e)) for e in report["events"]]
    # activate; shape.path changed (restart); an unrelated setting (nothing); the restart
    # command; deactivate; the restart command with a server that fails to start; deactivate.
    assert kinds == [
        "constructed", "started",
        "stopped", "constructed", "started",
        "stopped", "constructed", "started",
        "stopped",
        "constructed", "error",
    ]
    commands = [e["constructed"]["serverOptions"]["command"] for e in report["events"] if "constructed" in e]
    assert commands == ["shape", "/opt/shape/bin/shape", "/opt/shape/bin/shape", "/opt/shape/bin/shape"]
    assert "/opt/shape/bin/shape lsp" in report["events"][-1]["error"]
    assert "shape.path" in report["events"][-1]["error"]
    assert report["subscriptions"] == 2


def test_language_configuration_patterns_in_javascript(report):
    regex = report["regex"]
    assert regex["words"][0] == ["let", "café_2", "photo", "radii", "topLeading", "2.5e-3", "_x"]
    assert regex["words"][1] == ["size", "360", "x", "260", "π"]
    # container … {, shape … {  // comment, size, }, } else {, max(, ]), print "}"
    assert regex["increase"] == [True, True, False, False, True, True, False, False]
    assert regex["decrease"] == [False, False, False, True, True, False, True, False]
    assert regex["onEnter"] == [True, False]
