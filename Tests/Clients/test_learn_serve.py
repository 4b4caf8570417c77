"""`shape learn --serve`, the current lesson beside its live page, as a learner meets it.

In a real browser (chromium through chromium-driver, driven by Selenium): the lesson's text and
hints are in the side panel, the exercise's parameters have sliders, a wrong script typed into
the editor is checked and fails with what differs, the solution typed in passes, and the pass is
kept in the progress file as `shape learn check` keeps it; a save from the page writes the
learner's file through the same writer as `shape serve`.
"""

from __future__ import annotations

import re
import signal
import subprocess
from pathlib import Path

import pytest

from conftest import shape_binary
from test_serve import browser, drawn, wait  # noqa: F401  (the shared browser fixture)


def learn(directory: Path, *arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [shape_binary(), "learn", "--dir", str(directory), *arguments], capture_output=True, text=True
    )


@pytest.fixture
def lesson_server(tmp_path: Path):
    directory = tmp_path / "lessons"
    # Lesson 2 (R − d) is the current one, as after 'shape learn show 2'.
    assert learn(directory, "show", "2").returncode == 0
    process = subprocess.Popen(
        [shape_binary(), "learn", "--serve", "--dir", str(directory), "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    line = process.stdout.readline()
    match = re.fullmatch(r"serving (.+) at (http://127\.0\.0\.1:\d+/)\n", line)
    if not match:
        process.kill()
        raise AssertionError(f"unexpected first line {line!r}; stderr: {process.stderr.read()}")
    assert match.group(1) == str(directory / "02-r-minus-d.shape")
    yield directory, match.group(2)
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=10) == 0


def replace_text(editor, text: str) -> None:
    from selenium.webdriver.common.keys import Keys

    editor.send_keys(Keys.CONTROL, "a")
    editor.send_keys(Keys.DELETE)
    editor.send_keys(text)


def test_the_lesson_is_checked_as_the_learner_types(browser, lesson_server):  # noqa: F811
    from selenium.webdriver.common.by import By

    directory, url = lesson_server
    exercise = directory / "02-r-minus-d.shape"
    start = exercise.read_text()
    browser.get(url)
    wait(lambda: drawn(browser) > 0, message="the first picture")

    side = browser.find_element(By.ID, "side")
    assert side.find_element(By.TAG_NAME, "h2").get_attribute("textContent") == "2 · R − d"
    assert "02-r-minus-d.shape" in side.text
    hints = side.find_elements(By.CSS_SELECTOR, "details.hint")
    assert len(hints) >= 2 and hints[0].text.startswith("hint 1 of")
    assert browser.find_element(By.ID, "source").get_attribute("value") == start
    sliders = browser.find_elements(By.CSS_SELECTOR, "#parameters input[type=range]")
    assert len(sliders) >= 2, "a slider for each of the exercise's parameters"

    # The start, checked when the page loads: not yet.
    result = browser.find_element(By.ID, "check-result")
    wait(lambda: "not yet" in result.text, message="the start's check")
    assert result.get_attribute("class") == "failed"

    editor = browser.find_element(By.ID, "source")
    wrong = start.replace("cornerRadius: 24) {", "cornerRadius: 20) {")
    assert wrong != start
    replace_text(editor, wrong)
    wait(lambda: "is 20" in result.text, message="the wrong script's check")
    assert result.get_attribute("class") == "failed"
    assert result.text.startswith("lesson 2 not yet:")
    assert "✓" not in learn(directory, "list").stdout.splitlines()[1]

    solution = learn(directory, "solution", "2", "--force").stdout
    replace_text(editor, solution)
    wait(lambda: result.get_attribute("class") == "passed", timeout=15, message="the solution's check")
    assert result.text.startswith("passed: lesson 2 · R − d.")
    # The pass is recorded as 'shape learn check' records it; the file is untouched until saved.
    assert "▸ ✓  2  R − d" in learn(directory, "list").stdout
    assert exercise.read_text() == start

    # Saving goes through the serve writer, then the disk's version is checked again.
    browser.find_element(By.ID, "save").click()
    wait(lambda: exercise.read_text() == solution, message="the save")
    assert learn(directory, "check", "2").returncode == 0

    # The Check button asks again.
    replace_text(editor, wrong)
    wait(lambda: result.get_attribute("class") == "failed", message="the wrong script again")
    browser.find_element(By.ID, "check").click()
    wait(lambda: "not yet" in result.text, message="the button's check")


def readme_course(root: Path) -> Path:
    """The README's example course ("Writing a lesson"), written to `root` as it stands."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    section = readme.split("\n### Writing a lesson\n", 1)[1]
    lines = section.split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if not (line.startswith("`my-course/") and line.endswith("`:")):
            continue
        opening = next(i for i in range(index, len(lines)) if lines[i].startswith("```"))
        closing = lines.index("```", opening + 1)
        path = root / line[1:-2]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(lines[opening + 1:closing]) + "\n")
        index = closing + 1
    return root / "my-course"


def test_a_teachers_course_runs_on_the_live_page(browser, tmp_path):  # noqa: F811
    """`shape learn --course DIR --serve`: the teacher's lesson beside the picture, checked by
    its own goal as the learner types, in the goal's words."""
    from selenium.webdriver.common.by import By

    course = readme_course(tmp_path)
    directory = tmp_path / "lessons"
    process = subprocess.Popen(
        [shape_binary(), "learn", "--course", str(course), "--serve", "--dir", str(directory), "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        line = process.stdout.readline()
        match = re.fullmatch(r"serving (.+) at (http://127\.0\.0\.1:\d+/)\n", line)
        assert match, f"unexpected first line {line!r}; stderr: {process.stderr.read()}"
        assert match.group(1) == str(directory / "01-even-gap.shape")
        browser.get(match.group(2))
        wait(lambda: drawn(browser) > 0, message="the first picture")
        side = browser.find_element(By.ID, "side")
        assert side.find_element(By.TAG_NAME, "h2").get_attribute("textContent") == "1 · An even gap"
        assert len(side.find_elements(By.CSS_SELECTOR, "details.hint")) == 2

        result = browser.find_element(By.ID, "check-result")
        wait(lambda: "not yet" in result.text, message="the start's check")
        assert "photo's corners are 30; the goal is the card's 30 minus the gap 10: 20" in result.text

        editor = browser.find_element(By.ID, "source")
        replace_text(editor, (course / "01-even-gap" / "literal.wrong.shape").read_text())
        wait(lambda: "with R = 40, gap = 12" in result.text, message="the literal's check at the try line")
        assert result.get_attribute("class") == "failed"

        replace_text(editor, (course / "01-even-gap" / "solution.shape").read_text())
        wait(lambda: result.get_attribute("class") == "passed", timeout=15, message="the solution's check")
        assert result.text.startswith("passed: lesson 1 · An even gap.")
        assert "the course is done" in result.text
        assert "passed 1" in (directory / "progress.txt").read_text()
    finally:
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=10) == 0


def test_next_and_previous_move_the_course_on_the_page(browser, lesson_server):  # noqa: F811
    """The side panel's next and previous buttons serve the lesson they name at the same address;
    the progress file keeps it as the current lesson, as the terminal's n and p do."""
    from selenium.webdriver.common.by import By

    directory, url = lesson_server
    browser.get(url)
    wait(lambda: drawn(browser) > 0, message="the first picture")

    def heading() -> str:
        try:
            return browser.find_element(By.CSS_SELECTOR, "#side h2").get_attribute("textContent")
        except Exception:  # the page is between lessons
            return ""

    assert heading() == "2 · R − d"
    assert browser.find_element(By.ID, "lesson-previous").text == "previous: 1 · The same radius, nested"
    browser.find_element(By.ID, "lesson-next").click()
    wait(lambda: heading() == "3 · Unequal insets: the larger one counts", timeout=15, message="lesson 3")
    assert browser.current_url == url
    assert "current 3" in (directory / "progress.txt").read_text()
    assert "03-unequal-insets.shape" in browser.find_element(By.ID, "side").text
    wait(lambda: drawn(browser) > 0, message="lesson 3's picture")
    result = browser.find_element(By.ID, "check-result")
    wait(lambda: "lesson 3 not yet" in result.text, message="lesson 3's check")

    browser.find_element(By.ID, "lesson-previous").click()
    wait(lambda: heading() == "2 · R − d", timeout=15, message="back to lesson 2")
    assert "current 2" in (directory / "progress.txt").read_text()
