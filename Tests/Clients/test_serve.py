"""`shape serve`, the live page, as its users meet it.

In a real browser (Debian's chromium through chromium-driver, driven by Selenium): the page
loads, a save on disk reaches the picture, an edit in the pane redraws it, an error shows with
its place while the last good picture stays, a slider gives exactly the paths `shape render
--set` gives, the URL keeps the values, pointing at a shape shows its derivation, a save from the
page writes the file and a stale one is refused, and the drag demo plays with a time scrubber.

With plain HTTP clients (sockets and http.client on 127.0.0.1): a foreign Host or Origin is
refused, traversal attempts are refused, random bytes and half-sent requests are survived, 20
clients at once are answered, bodies and slow clients are bounded, and a looping script is
stopped by the step limit while the page keeps answering.

SHAPE_SCREENSHOT=PATH also saves a screenshot of the page (the README's).
"""

from __future__ import annotations

import errno
import http.client
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import threading
import time
from pathlib import Path

import pytest

from conftest import ROOT, require_program, shape_binary

CARD = """\
// A card with a photo inside it: the photo's corners follow the card's.
let R = 40
let gap = 10
canvas width: 320, height: 220, fill: "#f2f2f7"
container card = RoundedRectangle(cornerRadius: R, style: .circular) {
    at 20, 20
    size 280 x 180
    fill "#0b3d91"
    shape photo = ConcentricRectangle() {
        padding gap
        fill "#ffd60a"
    }
}
"""


class Server:
    """`shape serve FILE --port 0`, stopped with Ctrl-C (SIGINT) at the end."""

    def __init__(self, script: Path, *extra: str, wasm: str | None = None) -> None:
        # Run beside the script, as a user would: the page names it `card.shape`. The page draws
        # with the shape.wasm scripts/test built (SHAPE_WASM), or the one `wasm` names ("none":
        # the server draws everything).
        environment = dict(os.environ)
        environment["SHAPE_WASM"] = wasm or os.environ.get("SHAPE_WASM") or str(ROOT / ".build" / "wasm")
        self.process = subprocess.Popen(
            [shape_binary(), "serve", script.name, "--port", "0", *extra],
            cwd=script.parent,
            env=environment,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        line = self.process.stdout.readline()
        match = re.fullmatch(r"serving (.+) at (http://127\.0\.0\.1:(\d+)/)\n", line)
        if not match:
            self.process.kill()
            raise AssertionError(f"unexpected first line {line!r}; stderr: {self.process.stderr.read()}")
        self.url = match.group(2)
        self.port = int(match.group(3))
        self.host = f"127.0.0.1:{self.port}"

    def stop(self) -> int:
        self.process.send_signal(signal.SIGINT)
        started = time.monotonic()
        code = self.process.wait(timeout=10)
        self.stopped_after = time.monotonic() - started
        return code

    def request(self, method, path, body=None, headers=None, timeout=30):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        sent = {"Host": self.host}
        if method == "POST":
            sent["Origin"] = f"http://{self.host}"
            sent["Content-Type"] = "application/json"
        sent.update(headers or {})
        payload = json.dumps(body).encode() if isinstance(body, (dict, list)) else body
        connection.request(method, path, body=payload, headers=sent)
        response = connection.getresponse()
        data = response.read()
        connection.close()
        return response.status, data


def render(script: Path, *flags: str) -> str:
    """`shape render SCRIPT --format svg --theme auto FLAGS`: what the page should draw."""
    result = subprocess.run(
        [shape_binary(), "render", str(script), "--format", "svg", "--theme", "auto", *flags],
        capture_output=True, text=True, check=True,
    )
    return result.stdout


def paths(svg: str) -> list[str]:
    """Every path's outline, in order: the radii as drawn."""
    return re.findall(r'<path id="([^"]*)" d="([^"]*)"', svg)


@pytest.fixture
def card(tmp_path: Path) -> Path:
    script = tmp_path / "card.shape"
    script.write_text(CARD)
    return script


@pytest.fixture
def server(card: Path):
    running = Server(card)
    yield running
    assert running.stop() == 0
    assert running.stopped_after < 2, "Ctrl-C stops the server at once"


# ---------------------------------------------------------------------------------------------
# Plain HTTP clients
# ---------------------------------------------------------------------------------------------

def test_the_first_line_names_the_script_and_address(server):
    status, page = server.request("GET", "/")
    assert status == 200
    assert b'<textarea id="source"' in page
    assert b"https://" not in page and b"//cdn" not in page, "nothing is fetched from elsewhere"


@pytest.mark.parametrize("host", ["evil.example", "evil.example:{port}", "127.0.0.1.nip.io:{port}", "127.0.0.1:1"])
def test_a_foreign_host_is_refused(server, host):
    status, body = server.request("GET", "/", headers={"Host": host.format(port=server.port)})
    assert status == 403
    status, body = server.request("GET", "/events", headers={"Host": host.format(port=server.port)})
    assert status == 403


@pytest.mark.parametrize("origin", ["http://evil.example", "null", f"http://localhost:1", "https://127.0.0.1"])
def test_a_post_from_a_foreign_origin_is_refused(server, card, origin):
    for path, body in [("/save", {"text": "let R = 1\n", "base": "x"}), ("/render", {"source": "let R = 1"})]:
        status, _ = server.request("POST", path, body, headers={"Origin": origin})
        assert status == 403
    assert card.read_text() == CARD


def test_a_post_without_origin_is_refused(server):
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    connection.request("POST", "/render", body=b'{"source": ""}', headers={"Host": server.host})
    assert connection.getresponse().status == 403


def raw(port: int, data: bytes, timeout: float = 5) -> bytes:
    """Sends `data` on a fresh connection and reads until the server closes it (or `timeout`)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        try:
            connection.sendall(data)
            connection.shutdown(socket.SHUT_WR)
        except (BrokenPipeError, ConnectionResetError, OSError) as closed:
            # The server may refuse garbage and close before it has all of it (ENOTCONN, EPIPE):
            # that is a refusal, not a failure; the tests check that it still answers after.
            if closed.errno not in (errno.ENOTCONN, errno.EPIPE, errno.ECONNRESET):
                raise
            return b""
        received = b""
        try:
            while chunk := connection.recv(65536):
                received += chunk
        except (socket.timeout, ConnectionResetError):
            pass
        return received


@pytest.mark.parametrize("target", [
    "/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd", "//etc/passwd",
    "/source?name=/etc/passwd", "/source?name=../../../../etc/passwd", "/card.shape", "/playground.js/../../card.shape",
    "http://127.0.0.1/../etc/passwd",
])
def test_traversal_is_refused(server, target):
    answer = raw(server.port, f"GET {target} HTTP/1.1\r\nHost: {server.host}\r\nConnection: close\r\n\r\n".encode())
    status = int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/") else 0
    assert status != 200
    assert b"root:" not in answer and b"ConcentricRectangle" not in answer


def test_the_script_is_served_by_its_name_only(server, card):
    status, text = server.request("GET", f"/source?name={card.name}")
    assert status == 200 and text.decode() == CARD


def test_random_bytes_and_half_sent_requests_are_survived(server):
    generator = random.Random(25)
    for _ in range(40):
        raw(server.port, bytes(generator.randrange(256) for _ in range(generator.randrange(1, 4096))), timeout=2)
    for garbage in [b"GET / HTTP/1.1\r\n" + b"X: " + b"a" * 100_000 + b"\r\n\r\n", b"\r\n" * 5000,
                    b"POST /render HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n", b"GET " + b"/" * 70000]:
        raw(server.port, garbage, timeout=2)
    # Half-sent requests, left open: the others are still answered, and each is closed in time.
    half = []
    for _ in range(20):
        connection = socket.create_connection(("127.0.0.1", server.port), timeout=20)
        connection.sendall(f"POST /render HTTP/1.1\r\nHost: {server.host}\r\nContent-Length: 100\r\n\r\n{{".encode())
        half.append(connection)
    started = time.monotonic()
    status, _ = server.request("GET", "/")
    assert status == 200 and time.monotonic() - started < 2
    for connection in half:
        connection.settimeout(20)
        try:
            # Closed by the idle limit, perhaps after an error status; never answered 200.
            answer = connection.recv(100)
            assert answer == b"" or re.match(rb"HTTP/1\.[01] [45]\d\d", answer), answer
        except ConnectionResetError:
            pass
        except socket.timeout:
            raise AssertionError("a silent client is closed within the idle limit")
        connection.close()
    assert time.monotonic() - started < 16


def test_twenty_clients_at_once_are_answered(server):
    results = []

    def client(number):
        try:
            first = server.request("GET", "/")[0]
            status, body = server.request("POST", "/render", {"source": CARD, "set": {"R": 20 + number}})
            results.append((first, status, json.loads(body)["ok"]))
        except Exception as error:  # noqa: BLE001  (any failure is the test's answer)
            results.append(error)

    threads = [threading.Thread(target=client, args=(n,)) for n in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert results.count((200, 200, True)) == 20, results


def test_bodies_are_bounded(server):
    status, _ = server.request("POST", "/render", b'{"source": "' + b"a" * (3 << 20) + b'"}')
    assert status == 413
    assert server.request("GET", "/")[0] == 200


def test_a_looping_script_is_stopped_while_the_page_answers(server):
    answer = {}

    def loop():
        status, body = server.request("POST", "/render", {"source": "var n = 0\nwhile true {\n    n += 1\n}\n"}, timeout=120)
        answer["view"] = json.loads(body)

    thread = threading.Thread(target=loop)
    thread.start()
    time.sleep(0.2)
    started = time.monotonic()
    for path in ["/", "/playground.js", "/playground.css"]:
        assert server.request("GET", path)[0] == 200
    assert time.monotonic() - started < 1, "assets are answered while a script runs"
    thread.join(120)
    messages = [d["message"] for d in answer["view"]["diagnostics"]]
    assert any("step" in m for m in messages), messages


def test_events_push_each_save(server, card):
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as connection:
        connection.sendall(f"GET /events HTTP/1.1\r\nHost: {server.host}\r\n\r\n".encode())
        received = b""
        while b"event: disk" not in received:
            received += connection.recv(65536)
        card.write_text(CARD.replace("let R = 40", "let R = 44"))
        received = b""
        while b"let R = 44" not in received:
            received += connection.recv(65536)


def test_many_tabs_each_get_every_save(server, card):
    streams = []
    for _ in range(12):
        connection = socket.create_connection(("127.0.0.1", server.port), timeout=10)
        connection.sendall(f"GET /events HTTP/1.1\r\nHost: {server.host}\r\n\r\n".encode())
        streams.append([connection, b""])
    for stream in streams:
        while b"event: disk" not in stream[1]:
            stream[1] += stream[0].recv(65536)
    card.write_text(CARD.replace("let gap = 10", "let gap = 14"))
    for stream in streams:
        while b"let gap = 14" not in stream[1]:
            stream[1] += stream[0].recv(65536)
        stream[0].close()
    assert server.request("GET", "/")[0] == 200


# ---------------------------------------------------------------------------------------------
# A real browser
# ---------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def browser():
    require_program("chromium")
    require_program("chromedriver")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,900"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
    yield driver
    driver.quit()


def wait(condition, timeout=10.0, message="condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.01)
    raise AssertionError(f"timed out waiting for {message}")


def drawn(browser) -> int:
    return browser.execute_script("return window.shapePage ? window.shapePage.drawn : 0")


def picture_svg(browser) -> str:
    return browser.execute_script("return window.shapePage.view && window.shapePage.view.svg || ''")


def open_page(browser, server, query=""):
    browser.get(server.url + query)
    wait(lambda: drawn(browser) > 0, message="the first picture")


def test_the_page_loads_with_the_script_and_its_picture(browser, server, card):
    from selenium.webdriver.common.by import By

    open_page(browser, server)
    assert browser.find_element(By.ID, "source").get_attribute("value") == CARD
    picture = browser.find_element(By.ID, "picture")
    # The picture is an image with its title; each shape in it is a button Tab reaches.
    assert browser.find_element(By.CSS_SELECTOR, "#picture svg").aria_role == "image"
    targets = browser.find_elements(By.CSS_SELECTOR, "#picture .focus-target")
    assert targets and all(t.aria_role == "button" for t in targets)
    assert not browser.find_element(By.ID, "animation").is_displayed(), "a still script has no scrubber"
    assert browser.find_element(By.ID, "path").text == "card.shape"
    assert paths(picture_svg(browser)) == paths(render(card))
    if os.environ.get("SHAPE_SCREENSHOT"):
        from selenium.webdriver.common.action_chains import ActionChains

        browser.set_window_size(1200, 760)
        ActionChains(browser).move_to_element(browser.find_element(By.CSS_SELECTOR, "#picture svg")).perform()
        wait(lambda: "photo" in browser.find_element(By.ID, "derivation").text, message="the derivation")
        browser.save_screenshot(os.environ["SHAPE_SCREENSHOT"])
        browser.set_window_size(1400, 900)


def test_a_save_on_disk_reaches_the_picture(browser, server, card):
    open_page(browser, server)
    before = drawn(browser)
    card.write_text(CARD.replace("let R = 40", "let R = 30"))
    started = time.monotonic()
    wait(lambda: drawn(browser) > before and "A 20 20" in picture_svg(browser), message="the saved picture")
    elapsed = time.monotonic() - started
    assert paths(picture_svg(browser)) == paths(render(card))
    assert elapsed < 1.0, f"save to picture took {elapsed:.3f} s"


def test_an_edit_redraws_and_an_error_keeps_the_last_good_picture(browser, server, card):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    open_page(browser, server)
    editor = browser.find_element(By.ID, "source")
    editor.send_keys(Keys.CONTROL, Keys.END)
    editor.send_keys("shape badge = Capsule() {\n    size 60 x 24\n}\n")
    wait(lambda: 'id="badge"' in picture_svg(browser), message="the edit drawn")
    good = browser.find_element(By.ID, "picture").get_attribute("innerHTML")
    editor.send_keys("shape broken = Nope()\n")
    item = wait(lambda: browser.find_elements(By.CSS_SELECTOR, "#diagnostics li.error"), message="the error")
    assert re.search(r"card\.shape:17:\d+: error: ", item[0].text), item[0].text
    assert "stale" in browser.find_element(By.ID, "picture").get_attribute("class")
    assert browser.find_element(By.ID, "picture").get_attribute("innerHTML") == good
    assert card.read_text() == CARD, "the disk changes only on save"


def test_a_slider_draws_as_render_set_does_and_the_url_keeps_it(browser, server, card):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    open_page(browser, server)
    slider = browser.find_element(By.ID, "slider-R")
    assert (slider.get_attribute("min"), slider.get_attribute("max")) == ("0", "80")
    before = drawn(browser)
    for _ in range(12):
        slider.send_keys(Keys.ARROW_RIGHT)
    wait(lambda: '"R":52' in json.dumps(browser.execute_script("return window.shapePage.values"), separators=(",", ":"))
         and drawn(browser) > before, message="the slider's value")
    wait(lambda: "A 42 42" in picture_svg(browser), message="R 52 drawn")
    assert paths(picture_svg(browser)) == paths(render(card, "--set", "R=52"))
    assert "set=R%3D52" in browser.current_url
    assert browser.find_element(By.ID, "set-flags").text == "--set R=52"
    # The link reproduces the view.
    browser.get(browser.current_url)
    wait(lambda: drawn(browser) > 0 and "A 42 42" in picture_svg(browser), message="the linked view")
    assert browser.find_element(By.ID, "slider-R").get_attribute("value") == "52"


def test_pointing_at_a_shape_shows_its_derivation(browser, server):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    open_page(browser, server)
    svg = browser.find_element(By.CSS_SELECTOR, "#picture svg")
    ActionChains(browser).move_to_element(svg).perform()
    text = wait(lambda: "photo" in browser.find_element(By.ID, "derivation").text and
                browser.find_element(By.ID, "derivation").text, message="the derivation")
    assert "30" in text, text  # 40 − 10
    browser.find_element(By.ID, "annotate").click()
    wait(lambda: 'id="annotations"' in picture_svg(browser), message="the construction layer")


def test_a_save_from_the_page_writes_and_a_stale_save_is_refused(browser, server, card):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    open_page(browser, server)
    editor = browser.find_element(By.ID, "source")
    editor.send_keys(Keys.CONTROL, Keys.END)
    editor.send_keys("// saved from the page\n")
    editor.send_keys(Keys.CONTROL, "s")
    wait(lambda: card.read_text().endswith("// saved from the page\n"), message="the save")
    assert "saved" in browser.find_element(By.ID, "status").text
    # Someone else changes the file; the page's next save must not overwrite it.
    editor.send_keys("// a second edit\n")
    elsewhere = CARD.replace("let gap = 10", "let gap = 12")
    card.write_text(elsewhere)
    wait(lambda: "changed on disk" in browser.find_element(By.ID, "status").text, message="the notice")
    browser.find_element(By.ID, "save").click()
    wait(lambda: "nothing was written" in browser.find_element(By.ID, "status").text, message="the refusal")
    assert card.read_text() == elsewhere
    assert editor.get_attribute("value").endswith("// a second edit\n"), "the page keeps its text"


def test_the_drag_demo_plays_with_a_time_scrubber(browser):
    from selenium.webdriver.common.by import By

    demo = ROOT / "examples" / "10-drag-demo.shape"
    running = Server(demo)
    try:
        open_page(browser, running)
        assert browser.find_element(By.ID, "animation").is_displayed()
        scrubber = browser.find_element(By.ID, "scrubber")
        assert float(scrubber.get_attribute("max")) == 8
        browser.execute_script(
            "const s = document.getElementById('scrubber'); s.value = '1';"
            "s.dispatchEvent(new Event('input', {bubbles: true}));")
        wait(lambda: browser.execute_script("return window.shapePage.view.animation.time") == 1, message="t = 1")
        assert paths(picture_svg(browser)) == paths(render(demo, "--time", "1"))
        assert "time=1" in browser.current_url
        browser.find_element(By.ID, "play").click()
        # Playing shows the animated SVG from the scrubber's moment on; the scrubber follows it.
        wait(lambda: "<animate" in picture_svg(browser), message="the animated picture")
        wait(lambda: float(scrubber.get_attribute("value")) > 1.3, message="the scrubber follows the play")
        browser.find_element(By.ID, "play").click()
        assert browser.execute_script("return window.shapePage.time") > 1
        assert "<animate" not in picture_svg(browser), "paused on one frame"
    finally:
        assert running.stop() == 0


def test_the_page_draws_in_the_browser_and_the_server_what_needs_the_disk(browser, tmp_path):
    """One front end: the live page is the playground's (playground.js), drawing as you type with
    shape.wasm; the server draws a script that imports files, and every script when it has no
    shape.wasm to hand out."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    card = tmp_path / "card.shape"
    card.write_text(CARD)
    running = Server(card)
    try:
        status, page = running.request("GET", "/")
        assert status == 200 and b'src="/playground.js"' in page and b'src="/shape.bundle.js"' in page
        open_page(browser, running)
        assert browser.execute_script("return window.shapePage.local") is True
        editor = browser.find_element(By.ID, "source")
        editor.send_keys(Keys.CONTROL, Keys.END)
        editor.send_keys("shape badge = Capsule() {\n    size 60 x 24\n}\n")
        wait(lambda: 'id="badge"' in picture_svg(browser), message="the edit drawn")
        assert not browser.execute_script("return window.shapePage.answer.server"), "drawn in the page"
        edited = editor.get_attribute("value")
        (tmp_path / "edited.shape").write_text(edited)
        assert paths(picture_svg(browser)) == paths(render(tmp_path / "edited.shape"))
    finally:
        assert running.stop() == 0

    # A script that imports a file: the server reads it, so the server draws.
    (tmp_path / "tokens.shape").write_text("let R = 40\n")
    importing = tmp_path / "importing.shape"
    importing.write_text('import "tokens.shape"\n' + CARD.replace("let R = 40\n", ""))
    running = Server(importing)
    try:
        open_page(browser, running)
        assert browser.execute_script("return window.shapePage.local") is False
        editor = browser.find_element(By.ID, "source")
        editor.send_keys(Keys.CONTROL, Keys.END)
        editor.send_keys("// edited\n")
        wait(lambda: browser.execute_script("return window.shapePage.answer.server === true"), message="a server view")
        before = picture_svg(browser)
        (tmp_path / "tokens.shape").write_text("let R = 30\n")
        wait(lambda: picture_svg(browser) != before, message="the import's change drawn")
    finally:
        assert running.stop() == 0

    # No shape.wasm: the same page, drawn by the server.
    running = Server(card, wasm=str(tmp_path / "none"))
    try:
        status, page = running.request("GET", "/")
        assert b"shape.bundle.js" not in page
        assert running.request("GET", "/shape.bundle.js")[0] == 404
        open_page(browser, running)
        editor = browser.find_element(By.ID, "source")
        editor.send_keys(Keys.CONTROL, Keys.END)
        editor.send_keys("shape badge = Capsule() {\n    size 60 x 24\n}\n")
        wait(lambda: 'id="badge"' in picture_svg(browser), message="the edit drawn by the server")
        assert browser.execute_script("return window.shapePage.answer.server") is True
    finally:
        assert running.stop() == 0
