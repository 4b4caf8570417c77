"""A stand-in for `shape lsp` in client tests: answers initialize and shutdown over stdio and
records every message it receives, one JSON object a line, in the file $FAKE_LSP_LOG (with the
command line it was started with)."""

from __future__ import annotations

import json
import os
import sys


def read_message(stream) -> dict | None:
    length = None
    while True:
        line = stream.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            break
        name, _, value = line.decode("ascii").partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(stream.read(length))


def send(stream, message: dict) -> None:
    body = json.dumps(message).encode("utf-8")
    stream.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    stream.flush()


def main() -> int:
    log = open(os.environ["FAKE_LSP_LOG"], "a", encoding="utf-8")
    log.write(json.dumps({"argv": sys.argv[1:]}) + "\n")
    log.flush()
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    while (message := read_message(stdin)) is not None:
        log.write(json.dumps(message) + "\n")
        log.flush()
        method = message.get("method")
        if method == "initialize":
            result = {"capabilities": {"textDocumentSync": 1, "hoverProvider": True},
                      "serverInfo": {"name": "fake-shape"}}
            send(stdout, {"jsonrpc": "2.0", "id": message["id"], "result": result})
        elif method == "shutdown":
            send(stdout, {"jsonrpc": "2.0", "id": message["id"], "result": None})
        elif method == "exit":
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
