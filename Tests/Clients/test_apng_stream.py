"""An animated PNG is written a frame at a time, as it is drawn (issue 47, point 4).

- A long animation (3,000 frames at a small size) is drawn in memory that does not grow with its
  frames: from 300 frames to 3,000 the APNG's peak grows no more than evaluating the same frames
  for JSON does (the resolved scenes of every frame, which both hold), and the whole peak stays
  within a fixed allowance of the JSON run's (librsvg, cairo and one frame's pixels). Pillow
  reads all 3,000 frames back, with the timeline's timing.
- Its bytes reach the disk while it is drawn (the temporary file grows before the process ends),
  and an interrupt or a failed write (past `ulimit -f`) leaves the old file as it was and no
  temporary beside it.
- Written to a pipe (`-o -`), it is the same bytes as the file.

Run: .venv-test/bin/pytest Tests/Clients/test_apng_stream.py -q
"""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import time
from pathlib import Path

import pytest
from PIL import Image

from conftest import require_program, shape_binary

# A dot crossing a small card: every one of the frames draws something new.
LONG = """canvas width: 80, height: 60, fill: "#f2f2f7"
animation duration: {seconds}, fps: 30
container card = RoundedRectangle(cornerRadius: 16) {{
    size 72 x 52
    fill "#2c2c2e"
    shape dot = ConcentricRectangle() {{
        size 14 x 14
        offset -26 + 52 * progress, 12 * sin(progress * 20)
        fill "orange"
    }}
}}
"""


def script(tmp_path: Path, seconds: int) -> Path:
    path = tmp_path / f"long-{seconds}.shape"
    path.write_text(LONG.format(seconds=seconds))
    return path


def peak_megabytes(*arguments: str | Path) -> float:
    """Runs shape under GNU time and returns its peak resident memory (the kernel's count). Not
    wait4 from here: a child forked from this Python counts the Python's pages before its exec."""
    report = Path(os.environ.get("TMPDIR", "/tmp")) / f"shape-peak-{os.getpid()}.txt"
    result = subprocess.run(
        [require_program("time"), "-f", "%M", "-o", str(report), shape_binary(), *map(str, arguments)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    kilobytes = int(report.read_text().split()[-1])
    report.unlink()
    return kilobytes / 1024


def leftovers(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir() if ".shape-" in path.name)


def test_a_long_apng_is_drawn_in_memory_that_does_not_grow_with_its_frames(tmp_path: Path) -> None:
    short, long = script(tmp_path, 10), script(tmp_path, 100)
    peaks = {
        (kind, frames): peak_megabytes("render", path, "--format", kind, "-o", tmp_path / f"{frames}.{kind}")
        for kind in ("json", "apng")
        for frames, path in ((300, short), (3000, long))
    }
    scenes = peaks["json", 3000] - peaks["json", 300]
    pictures = peaks["apng", 3000] - peaks["apng", 300]
    print(f"peaks (MB): {peaks}")
    # Generous: 8 MB of slack for the allocator. Holding the pictures would add the file's size.
    assert pictures <= scenes + 8, f"3,000 frames grew the APNG by {pictures:.1f} MB, the scenes by {scenes:.1f}"
    assert peaks["apng", 3000] <= peaks["json", 3000] + 48, peaks

    animation = Image.open(tmp_path / "3000.apng")
    assert animation.format == "PNG" and animation.is_animated
    assert animation.n_frames == 3001  # 3,000 steps, then the end
    total = 0
    for index in range(animation.n_frames):
        animation.seek(index)
        animation.load()
        total += animation.info["duration"]
    assert animation.size == (80, 60)
    assert total == round(3001 / 30 * 1000)  # the end held for a step, played once
    assert animation.info.get("loop") == 1


def test_the_frames_reach_the_disk_while_they_are_drawn_and_an_interrupt_leaves_the_old_file(
    tmp_path: Path,
) -> None:
    out = tmp_path / "out.apng"
    for interrupt in (signal.SIGINT, signal.SIGTERM):
        out.write_bytes(b"old")
        process = subprocess.Popen(
            [shape_binary(), "render", str(script(tmp_path, 100)), "-o", str(out)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        deadline = time.monotonic() + 60
        grown = 0
        # Bytes on disk while it is still drawing: the header and the first frames.
        while time.monotonic() < deadline and process.poll() is None:
            temporaries = [tmp_path / name for name in leftovers(tmp_path)]
            sizes = [path.stat().st_size for path in temporaries if path.exists()]
            if sizes and max(sizes) > 20_000:
                grown = max(sizes)
                break
            time.sleep(0.01)
        assert grown > 0 and process.poll() is None, "no temporary file grew while the frames were drawn"
        process.send_signal(interrupt)
        process.wait(timeout=30)
        assert process.returncode == -interrupt, process.stderr.read() if process.stderr else ""
        assert out.read_bytes() == b"old"
        assert leftovers(tmp_path) == []


def test_a_write_that_fails_halfway_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    out = tmp_path / "out.apng"
    out.write_bytes(b"old")

    def limit_file_size() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (64_000, 64_000))

    result = subprocess.run(
        [shape_binary(), "render", str(script(tmp_path, 100)), "-o", str(out)],
        capture_output=True,
        text=True,
        preexec_fn=limit_file_size,
    )
    assert result.returncode == 1
    assert "file too large" in result.stderr and "is as it was" in result.stderr, result.stderr
    assert out.read_bytes() == b"old"
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize("seconds", [2])
def test_an_apng_on_a_pipe_is_the_file(tmp_path: Path, seconds: int) -> None:
    path, out = script(tmp_path, seconds), tmp_path / "file.apng"
    subprocess.run([shape_binary(), "render", str(path), "-o", str(out)], check=True)
    piped = subprocess.run(
        [shape_binary(), "render", str(path), "--format", "apng", "-o", "-"], capture_output=True, check=True
    )
    assert piped.stdout == out.read_bytes()
    assert Image.open(out).n_frames == 61
