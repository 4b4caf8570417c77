"""Shared set-up of the client tests: the shape binary, and programs a test needs.

A program a test drives (nvim, node, chromium, pdftoppm) may be missing on a developer's machine:
the test is then skipped with a note. Under SHAPE_REQUIRE_TOOLS (set by scripts/test, which
installs them all) a missing program fails the test instead, so CI can never pass by skipping.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def require_program(name: str) -> str:
    """The path of `name` on PATH; skips the test (or fails it, when tools are required) if absent."""
    path = shutil.which(name)
    if path:
        return path
    if os.environ.get("SHAPE_REQUIRE_TOOLS"):
        pytest.fail(f"{name} is required (scripts/bootstrap installs it)")
    pytest.skip(f"{name} is not installed")


def shape_binary() -> str:
    """The shape executable under test: SHAPE_BINARY, else the debug build."""
    path = os.environ.get("SHAPE_BINARY") or str(ROOT / ".build" / "debug" / "shape")
    if not os.access(path, os.X_OK):
        pytest.fail(f"no shape binary at {path}: run `swift build` first, or set SHAPE_BINARY")
    return path


def all_nodes(document: dict[str, Any]) -> list[dict[str, Any]]:
    """Every node of a scene's JSON (`shape render --format json`), parents before children."""
    found: list[dict[str, Any]] = []
    pending = list(document["nodes"])
    while pending:
        node = pending.pop(0)
        found.append(node)
        pending.extend(node["children"])
    return found
