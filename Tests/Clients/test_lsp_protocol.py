"""`shape lsp` fed broken messages, byte by byte: malformed headers, bad lengths, invalid JSON,
messages that are not requests, unknown methods, requests out of turn, parameters of the wrong
shape, cancellations and random bytes. Each gets the protocol's answer (or, for a notification,
none) and the server goes on serving; the exit code follows the specification."""

from __future__ import annotations

import json
import queue
import random
import subprocess
import threading
import time

import pytest

from conftest import shape_binary

PARSE_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, INVALID_PARAMS = -32700, -32600, -32601, -32602
SERVER_NOT_INITIALIZED, REQUEST_CANCELLED = -32002, -32800


class RawServer:
    """`shape lsp` on pipes, with the framing done by hand so that it can be broken."""

    def __init__(self, *arguments: str):
        self.process = subprocess.Popen(
            [shape_binary(), "lsp", *arguments], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        self.messages: queue.Queue = queue.Queue()
        self.stray: list[bytes] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        stream = self.process.stdout
        while True:
            header = stream.readline()
            if not header:
                self.messages.put(None)
                return
            if not header.startswith(b"Content-Length: "):
                self.stray.append(header)
                continue
            length = int(header.split(b":")[1])
            assert stream.readline() == b"\r\n"
            self.messages.put(json.loads(stream.read(length)))

    def send_bytes(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message: dict | list | str):
        body = json.dumps(message).encode()
        self.send_bytes(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def request(self, id, method: str, params=None):
        message = {"jsonrpc": "2.0", "id": id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def notify(self, method: str, params=None):
        message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def receive(self, timeout: float = 10):
        return self.messages.get(timeout=timeout)

    def receive_response(self, timeout: float = 10) -> dict:
        """The next response, skipping the server's notifications (diagnostics)."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.receive(max(0.01, deadline - time.monotonic()))
            assert message is not None, "the server stopped"
            if "method" not in message:
                return message

    def nothing_more(self, wait: float = 0.3) -> bool:
        time.sleep(wait)
        return all("method" in m for m in list(self.messages.queue) if m is not None)

    def initialize(self):
        self.request(1, "initialize", {"processId": None, "rootUri": None, "capabilities": {}})
        assert "capabilities" in self.receive_response()["result"]
        self.notify("initialized", {})

    def still_serves(self, id: int = 9000):
        """A request after the trouble is answered as usual."""
        self.request(id, "shutdown")
        response = self.receive_response()
        assert response == {"jsonrpc": "2.0", "id": id, "result": None}

    def close(self) -> int:
        try:
            self.process.stdin.close()
        except BrokenPipeError:
            pass
        return self.process.wait(timeout=20)


@pytest.fixture
def server():
    running = RawServer()
    yield running
    running.process.kill()
    running.process.wait()


def expect_error(response: dict, code: int, id=None):
    assert response.get("jsonrpc") == "2.0"
    assert response.get("id") == id
    assert response["error"]["code"] == code, response
    assert isinstance(response["error"]["message"], str) and response["error"]["message"]


# --- Framing -------------------------------------------------------------------------------------

BROKEN_FRAMES = [
    pytest.param(b"Content-Lenght 12\r\n\r\n{}", id="a header without a colon"),
    pytest.param(b"Content-Length: abc\r\n\r\n{}", id="a length that is not a number"),
    pytest.param(b"Content-Length: -5\r\n\r\n{}", id="a negative length"),
    pytest.param(b"Content-Length: 999999999999\r\n\r\n{}", id="a length past any message"),
    pytest.param(b"Content-Type: application/vscode-jsonrpc\r\n\r\n{}", id="no length at all"),
    pytest.param(b"X-Header: \xff\xfe\r\n\r\n", id="a header that is not ASCII"),
    pytest.param(b"x" * 20000 + b"\r\n\r\n", id="a header line of 20,000 bytes"),
]


@pytest.mark.parametrize("frame", BROKEN_FRAMES)
def test_a_malformed_header_is_answered_and_the_stream_resynchronised(server: RawServer, frame: bytes):
    server.initialize()
    server.send_bytes(frame)
    expect_error(server.receive_response(), PARSE_ERROR)
    server.still_serves()


def test_a_length_longer_than_the_body_costs_only_the_messages_it_swallows(server: RawServer):
    server.initialize()
    body = json.dumps({"jsonrpc": "2.0", "id": 5, "method": "shutdown"}).encode()
    server.send_bytes(b"Content-Length: %d\r\n\r\n" % (len(body) + 60) + body)
    server.request(6, "unknown/method")  # swallowed into the first body, at least in part
    server.request(7, "unknown/method")
    server.request(8, "unknown/method")
    answers = [server.receive_response() for _ in range(3)]
    assert answers[0]["error"]["code"] == PARSE_ERROR and answers[0]["id"] is None
    assert any(a.get("id") == 8 and a["error"]["code"] == METHOD_NOT_FOUND for a in answers[1:])
    server.still_serves()


@pytest.mark.parametrize(
    "body,code",
    [
        pytest.param(b"{not json", PARSE_ERROR, id="invalid JSON"),
        pytest.param(b"\xff\xfe\xfd", PARSE_ERROR, id="not UTF-8"),
        pytest.param(b"[1, 2, 3]", INVALID_REQUEST, id="a batch"),
        pytest.param(b'"hello"', INVALID_REQUEST, id="a string"),
        pytest.param(b'{"id": 3, "method": "shutdown"}', INVALID_REQUEST, id="no jsonrpc member"),
        pytest.param(b'{"jsonrpc": "2.0", "id": 3}', INVALID_REQUEST, id="no method"),
        pytest.param(b'{"jsonrpc": "2.0", "id": 3, "method": 7}', INVALID_REQUEST, id="a method that is a number"),
        pytest.param(b'{"jsonrpc": "2.0", "id": {"a": 1}, "method": "x"}', INVALID_REQUEST, id="an id that is an object"),
        pytest.param(b'{"jsonrpc": "2.0", "id": 3, "method": "x", "params": 5}', INVALID_REQUEST, id="params that are a number"),
        pytest.param(b"[" * 100_000, PARSE_ERROR, id="nesting 100,000 deep"),
    ],
)
def test_a_body_that_is_no_request_gets_its_error(server: RawServer, body: bytes, code: int):
    server.initialize()
    server.send_bytes(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    response = server.receive_response()
    expected_id = 3 if code == INVALID_REQUEST and b'"id": 3' in body else None
    expect_error(response, code, id=expected_id)
    server.still_serves()


def test_random_bytes_never_stop_the_server(server: RawServer):
    server.initialize()
    generator = random.Random(14)
    for round in range(30):
        junk = bytes(generator.randrange(256) for _ in range(generator.randrange(1, 400)))
        if round % 3 == 0:
            junk += b"\r\n\r\n"
        server.send_bytes(junk)
    # Whatever the junk did to the framing, a clean message after a blank line is read.
    server.send_bytes(b"\r\n\r\n")
    deadline = time.monotonic() + 10
    for attempt in range(20):
        server.request(10_000 + attempt, "unknown/method")
        try:
            while True:
                message = server.receive(timeout=max(0.01, min(1, deadline - time.monotonic())))
                assert message is not None, "the server stopped"
                if message.get("id") == 10_000 + attempt:
                    assert message["error"]["code"] == METHOD_NOT_FOUND
                    server.still_serves()
                    return
        except queue.Empty:
            continue
    pytest.fail("the server stopped answering after random bytes")


# --- Requests out of turn ------------------------------------------------------------------------


def test_requests_before_initialize_are_refused_and_notifications_ignored(server: RawServer):
    server.notify("textDocument/didOpen", {"textDocument": {"uri": "file:///a.shape", "languageId": "shape", "version": 1, "text": "x"}})
    server.request(2, "textDocument/hover", {"textDocument": {"uri": "file:///a.shape"}, "position": {"line": 0, "character": 0}})
    expect_error(server.receive_response(), SERVER_NOT_INITIALIZED, id=2)
    server.request("text-id", "shutdown")
    expect_error(server.receive_response(), SERVER_NOT_INITIALIZED, id="text-id")
    server.initialize()
    server.request(3, "initialize", {"capabilities": {}})
    expect_error(server.receive_response(), INVALID_REQUEST, id=3)


def test_unknown_methods(server: RawServer):
    server.initialize()
    server.notify("unknown/notification", {"x": 1})
    server.notify("$/unknownNotification", {})
    assert server.nothing_more()
    server.request(4, "workspace/symbol", {"query": ""})
    expect_error(server.receive_response(), METHOD_NOT_FOUND, id=4)
    server.request(5, "$/unknownRequest", {})
    expect_error(server.receive_response(), METHOD_NOT_FOUND, id=5)


@pytest.mark.parametrize(
    "method,params",
    [
        ("textDocument/hover", {"textDocument": 3, "position": {"line": 0, "character": 0}}),
        ("textDocument/hover", {"textDocument": {"uri": "file:///x.shape"}, "position": {"line": "a", "character": 0}}),
        ("textDocument/hover", {"textDocument": {"uri": "file:///x.shape"}, "position": {"line": -1, "character": 0}}),
        ("textDocument/completion", {"textDocument": {"uri": "file:///x.shape"}}),
        ("textDocument/inlayHint", {"textDocument": {"uri": "file:///x.shape"}, "range": []}),
        ("textDocument/definition", {"textDocument": {"uri": "file:///not-open.shape"}, "position": {"line": 0, "character": 0}}),
        ("textDocument/documentSymbol", []),
    ],
)
def test_parameters_of_the_wrong_shape(server: RawServer, method: str, params):
    server.initialize()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": "file:///x.shape", "languageId": "shape", "version": 1, "text": "let a = 1\n"}})
    server.request(6, method, params)
    expect_error(server.receive_response(), INVALID_PARAMS, id=6)
    server.still_serves()


def test_initialize_with_parameters_of_the_wrong_shape(server: RawServer):
    server.request(1, "initialize", [1, 2])
    expect_error(server.receive_response(), INVALID_PARAMS, id=1)
    server.initialize()
    server.still_serves()


def test_broken_notifications_are_ignored(server: RawServer):
    server.initialize()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": 5}})
    server.notify("textDocument/didChange", {"textDocument": {"uri": "file:///never-opened.shape", "version": 2}, "contentChanges": [{"text": ""}]})
    server.notify("textDocument/didClose", [])
    server.notify("$/cancelRequest", {"id": 12345})
    assert server.nothing_more()
    server.still_serves()


def test_a_cancelled_request_is_answered_as_cancelled(server: RawServer):
    server.initialize()
    # An endless loop keeps the document's evaluation busy, so the hover waits for it.
    server.notify("textDocument/didOpen", {"textDocument": {"uri": "file:///loop.shape", "languageId": "shape", "version": 1, "text": "var n = 0\nwhile true { n += 1 }\n"}})
    server.request(7, "textDocument/hover", {"textDocument": {"uri": "file:///loop.shape"}, "position": {"line": 0, "character": 4}})
    server.notify("$/cancelRequest", {"id": 7})
    expect_error(server.receive_response(), REQUEST_CANCELLED, id=7)
    server.still_serves()


def test_requests_after_shutdown_are_invalid(server: RawServer):
    server.initialize()
    server.request(2, "shutdown")
    assert server.receive_response()["result"] is None
    server.request(3, "textDocument/hover", {})
    expect_error(server.receive_response(), INVALID_REQUEST, id=3)


# --- Exit codes and streams ----------------------------------------------------------------------


def test_exit_after_shutdown_is_success(server: RawServer):
    server.initialize()
    server.request(2, "shutdown")
    server.receive_response()
    server.notify("exit")
    assert server.process.wait(timeout=10) == 0


def test_exit_without_shutdown_is_failure(server: RawServer):
    server.initialize()
    server.notify("exit")
    assert server.process.wait(timeout=10) == 1


def test_the_end_of_input_without_shutdown_is_failure(server: RawServer):
    server.initialize()
    assert server.close() == 1


def test_standard_output_carries_only_messages_and_standard_error_stays_quiet(server: RawServer):
    server.initialize()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": "file:///p.shape", "languageId": "shape", "version": 1, "text": "print 1\nprint \"two\"\n"}})
    server.request(2, "shutdown")
    server.receive_response()
    server.notify("exit")
    assert server.process.wait(timeout=10) == 0
    assert server.stray == []
    assert server.process.stderr.read() == b""


def test_verbose_logs_go_to_standard_error():
    server = RawServer("--verbose")
    server.initialize()
    server.request(2, "shutdown")
    server.receive_response()
    server.notify("exit")
    assert server.process.wait(timeout=10) == 0
    assert b"shape lsp: " in server.process.stderr.read()
    assert server.stray == []
