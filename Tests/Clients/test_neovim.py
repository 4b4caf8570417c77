"""editors/neovim/shape.lua in a real Neovim, headless, with Tests/Clients/fake_lsp_server.py
standing in for `shape lsp`: the filetype, the comment format, the server's command line, and
one client shared by two buffers. Skipped when nvim is not installed (apt-get install neovim;
Debian 12's is 0.7, which takes the vim.lsp.start_client fallback)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import require_program

ROOT = Path(__file__).resolve().parents[2]

CHECK = r"""
local function clients()
  local found = {}
  for _, client in pairs(vim.lsp.buf_get_clients(0)) do
    if client.initialized then table.insert(found, client) end
  end
  return found
end
local function report()
  local ids, roots = {}, {}
  for _, client in ipairs(clients()) do
    table.insert(ids, client.name .. "#" .. client.id)
    table.insert(roots, client.config.root_dir)
  end
  return { filetype = vim.bo.filetype, commentstring = vim.bo.commentstring, clients = ids, roots = roots }
end
vim.wait(10000, function() return #clients() > 0 end, 20)
local first = report()
vim.cmd("edit " .. vim.fn.fnameescape(vim.g.second_file))
vim.wait(10000, function() return #clients() > 0 end, 20)
local second = report()
io.stdout:write(vim.fn.json_encode({ first = first, second = second }) .. "\n")
vim.cmd("qa!")
"""


@pytest.fixture(scope="module")
def session(tmp_path_factory) -> dict:
    nvim = require_program("nvim")
    tmp = tmp_path_factory.mktemp("neovim")
    shim = tmp / "bin" / "shape"
    shim.parent.mkdir()
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{ROOT / "Tests/Clients/fake_lsp_server.py"}" "$@"\n')
    shim.chmod(0o755)
    (tmp / "check.lua").write_text(CHECK)
    log = tmp / "server.log"
    env = {**os.environ, "PATH": f"{shim.parent}{os.pathsep}{os.environ['PATH']}", "FAKE_LSP_LOG": str(log)}
    first, second = ROOT / "examples" / "06-hello-minimum.shape", ROOT / "examples" / "tokens.shape"
    result = subprocess.run(
        [nvim, "--headless", "-u", "NONE", "-i", "NONE", "--cmd", "filetype on",
         "--cmd", f"let g:second_file = '{second}'",
         "--cmd", f"luafile {ROOT / 'editors/neovim/shape.lua'}",
         "-c", f"luafile {tmp / 'check.lua'}", str(first)],
        capture_output=True, text=True, timeout=60, env=env, cwd=tmp, check=False,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    messages = [json.loads(line) for line in log.read_text().splitlines()]
    return {"report": report, "messages": messages}


def test_filetype_and_comments(session):
    for buffer in ("first", "second"):
        assert session["report"][buffer]["filetype"] == "shape"
        assert session["report"][buffer]["commentstring"] == "// %s"


def test_starts_shape_lsp_once_for_both_buffers(session):
    report, messages = session["report"], session["messages"]
    assert len(report["first"]["clients"]) == 1 and report["first"]["clients"][0].startswith("shape#")
    assert report["second"]["clients"] == report["first"]["clients"]
    assert report["first"]["roots"] == [str(ROOT)]  # the repository (or worktree) holding the file
    assert [m for m in messages if "argv" in m] == [{"argv": ["lsp"]}]
    methods = [m.get("method") for m in messages]
    assert methods[1:3] == ["initialize", "initialized"]
    opened = [m["params"]["textDocument"] for m in messages if m.get("method") == "textDocument/didOpen"]
    assert [Path(d["uri"]).name for d in opened] == ["06-hello-minimum.shape", "tokens.shape"]
    assert {d["languageId"] for d in opened} == {"shape"}
    assert methods[-2:] == ["shutdown", "exit"]


REAL_SERVER_CHECK = r"""
local function errors()
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    table.insert(found, { line = d.lnum, col = d.col, code = d.code, source = d.source, severity = d.severity })
  end
  return found
end
vim.wait(20000, function() return #errors() >= 2 end, 20)
local first = errors()
-- Fix the script in the buffer (unsaved): the diagnostics follow the buffer, not the file.
vim.api.nvim_buf_set_lines(0, 0, -1, false, { "let inset = 12", "print inset" })
vim.wait(20000, function() return #errors() == 0 end, 20)
io.stdout:write(vim.fn.json_encode({ broken = first, fixed = errors() }) .. "\n")
vim.cmd("qa!")
"""


def test_the_real_server_reports_every_error_to_vim_diagnostic(tmp_path):
    """Neovim (0.7 here) with the real `shape lsp`: a script with two mistakes gives two
    diagnostics in vim.diagnostic, and fixing the unsaved buffer clears them."""
    nvim = require_program("nvim")
    from conftest import shape_binary

    script = tmp_path / "broken.shape"
    script.write_text("let inset = 12 12\nlet = 3\nprint inset\n")
    (tmp_path / "check.lua").write_text(REAL_SERVER_CHECK)
    result = subprocess.run(
        [nvim, "--headless", "-u", "NONE", "-i", "NONE", "--cmd", "filetype on",
         "--cmd", f"let g:shape_path = '{shape_binary()}'",
         "--cmd", f"luafile {ROOT / 'editors/neovim/shape.lua'}",
         "-c", f"luafile {tmp_path / 'check.lua'}", str(script)],
        capture_output=True, text=True, timeout=90, cwd=tmp_path, check=False,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert [(d["line"], d["col"], d["code"], d["source"], d["severity"]) for d in report["broken"]] == [
        (0, 15, "syntax.expected-statement-end", "shape", 1),
        (1, 4, "syntax.expected-name", "shape", 1),
    ]
    assert report["fixed"] == []
