"""`shape lsp` keeps what it needs: the server's resident memory, read from /proc, stays within
twice its size after the first version of a 100 KB document through 1,000 edits, and closing
documents gives back what they took. Before the fix every evaluated version stayed in the main
loop's event queue: 3.3 MB an edit of a 66 KB script, nothing freed by didClose."""

from __future__ import annotations

import time

from test_lsp_protocol import RawServer

UNIT = "shape card{i} = RoundedRectangle(cornerRadius: 12) {{ size 120 x 40 }}\n"


def document_of(size: int) -> str:
    text, index = "canvas width: 400, height: 300\n", 0
    while len(text) < size:
        text += UNIT.format(i=index)
        index += 1
    return text


def resident_megabytes(server: RawServer) -> float:
    with open(f"/proc/{server.process.pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS for the server")


def diagnostics_for(server: RawServer, uri: str, timeout: float = 60) -> dict:
    """The next publishDiagnostics for `uri`, skipping anything else."""
    deadline = time.monotonic() + timeout
    while True:
        message = server.receive(max(0.01, deadline - time.monotonic()))
        assert message is not None, "the server stopped"
        if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
            return message["params"]


def open_document(server: RawServer, uri: str, text: str):
    server.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": "shape", "version": 1, "text": text}},
    )


def test_a_thousand_edits_of_a_100_kb_document_keep_the_memory_of_the_first():
    server = RawServer()
    try:
        server.initialize()
        uri = "file:///memory/doc.shape"
        text = document_of(100_000)
        open_document(server, uri, text)
        assert diagnostics_for(server, uri)["diagnostics"] == []
        first = resident_megabytes(server)
        peak = first
        for version in range(2, 1002):
            change = {"text": text + f"// edit {version}\n"}
            server.notify(
                "textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}
            )
            # Every tenth edit waits for its evaluation, so at least 100 versions are evaluated
            # and delivered to the main loop, as an editor typing slowly would have them.
            if version % 10 == 0:
                diagnostics_for(server, uri)
                peak = max(peak, resident_megabytes(server))
        diagnostics_for(server, uri)
        after_edits = resident_megabytes(server)
        print(f"first {first:.1f} MB, peak {peak:.1f} MB, after 1,000 edits {after_edits:.1f} MB")
        assert peak <= 2 * first, (first, peak)
        server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        assert diagnostics_for(server, uri)["diagnostics"] == []
        server.still_serves()
        assert resident_megabytes(server) <= after_edits
    finally:
        server.process.kill()
        server.process.wait()


def test_closing_documents_frees_them():
    server = RawServer()
    try:
        server.initialize()
        text = document_of(100_000)
        open_document(server, "file:///memory/first.shape", text)
        diagnostics_for(server, "file:///memory/first.shape")
        server.notify("textDocument/didClose", {"textDocument": {"uri": "file:///memory/first.shape"}})
        diagnostics_for(server, "file:///memory/first.shape")
        first = resident_megabytes(server)
        # 60 documents of 100 KB opened and closed, each evaluated: kept, they would take
        # about 5 MB each.
        for number in range(60):
            uri = f"file:///memory/doc{number}.shape"
            open_document(server, uri, text + f"// {number}\n")
            diagnostics_for(server, uri)
            server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
            assert diagnostics_for(server, uri)["diagnostics"] == []
        after = resident_megabytes(server)
        print(f"after the first document {first:.1f} MB, after 60 more {after:.1f} MB")
        assert after <= 1.5 * first, (first, after)
        server.still_serves()
    finally:
        server.process.kill()
        server.process.wait()
