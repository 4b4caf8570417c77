"""The repository's .pre-commit-hooks.yaml, run by PyPI's pre-commit as a user's repository would:
`pre-commit try-repo` of a clean clone of this repository (its committed hooks, nothing of the
working tree), in a fresh git repository holding .shape files."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from conftest import ROOT, require_program, shape_binary


def pre_commit() -> list[str]:
    try:
        import pre_commit  # type: ignore[import-untyped]  # noqa: F401
    except ImportError:
        if os.environ.get("SHAPE_REQUIRE_TOOLS"):
            pytest.fail("pre-commit is required (Tests/Clients/requirements.txt)")
        pytest.skip("pre-commit is not installed")
    import sys

    return [sys.executable, "-m", "pre_commit"]


@pytest.fixture(scope="module")
def clone(tmp_path_factory: pytest.TempPathFactory) -> Path:
    git = require_program("git")
    target = tmp_path_factory.mktemp("clone") / "shape"
    subprocess.run([git, "clone", "-q", "--no-hardlinks", str(ROOT), str(target)], check=True)
    return target


@pytest.fixture
def project(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    git = require_program("git")
    repo = tmp_path / "project"
    repo.mkdir()
    (repo / "good.shape").write_text("shape card = RoundedRectangle(cornerRadius: 24) {\n    size 100 x 60\n}\n")
    (repo / "messy.shape").write_text("shape card=RoundedRectangle(cornerRadius:24){size 100 x 60}\n")
    (repo / "broken.shape").write_text("shape card = RoundedRectangle(cornerRadius: 24) {\n    size 100 x wide\n}\n")
    (repo / "notes.txt").write_text("not a script\n")
    (repo / "guide.md").write_text("# Guide\n\n```shape {#card}\nshape s = Circle() { size 10 x 10 }\n```\n")
    (repo / "broken.md").write_text("# Broken\n\n```shape {#card capton=\"x\"}\nshape s = Circel()\n```\n")
    (repo / "lost.md").write_text("# Lost\n\n```shape caption=`x`\nshape s = Circle()\n```\n")
    # Only the binary under test on PATH as `shape`, plus what git and pre-commit need.
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "shape").symlink_to(shape_binary())
    env = {
        **os.environ,
        "PATH": f"{bin_dir}:{os.path.dirname(git)}:/usr/bin:/bin",
        "PRE_COMMIT_HOME": str(tmp_path / "cache"),
        "NO_COLOR": "1",
        "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
        "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com",
    }
    for command in (["init", "-q"], ["add", "."], ["commit", "-qm", "scripts"]):
        subprocess.run([git, *command], cwd=repo, env=env, check=True)
    return repo, env


def try_repo(hook: str, files: list[str], project: tuple[Path, dict[str, str]], clone: Path) -> subprocess.CompletedProcess[str]:
    repo, env = project
    return subprocess.run(
        [*pre_commit(), "try-repo", str(clone), hook, "--files", *files],
        cwd=repo, env=env, capture_output=True, text=True, timeout=300,
    )


def test_shape_fmt_fails_and_names_the_file_it_would_change(project, clone: Path) -> None:
    result = try_repo("shape-fmt", ["good.shape", "messy.shape", "notes.txt"], project, clone)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "shape fmt" in result.stdout and "Failed" in result.stdout
    assert "messy.shape" in result.stdout
    assert "good.shape" not in result.stdout.split("Failed", 1)[1]
    # The hook checks; it never rewrites.
    assert (project[0] / "messy.shape").read_text().startswith("shape card=RoundedRectangle")


def test_shape_fmt_passes_on_formatted_scripts(project, clone: Path) -> None:
    result = try_repo("shape-fmt", ["good.shape"], project, clone)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Passed" in result.stdout


def test_shape_check_reports_every_diagnostic(project, clone: Path) -> None:
    result = try_repo("shape-check", ["good.shape", "broken.shape", "messy.shape"], project, clone)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "broken.shape:2:" in result.stdout and "undefined name 'wide'" in result.stdout


def test_shape_check_skips_other_files_and_passes_clean_scripts(project, clone: Path) -> None:
    result = try_repo("shape-check", ["good.shape", "notes.txt"], project, clone)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Passed" in result.stdout


def test_shape_md_check_fails_on_a_broken_block_and_a_lost_figure(project, clone: Path) -> None:
    result = try_repo("shape-md-check", ["guide.md", "broken.md", "lost.md", "notes.txt"], project, clone)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "broken.md:3:17: warning: unknown attribute 'capton='" in result.stdout
    assert "broken.md:4:11: error: " in result.stdout and "'Circel'" in result.stdout
    assert "lost.md:3:1: error: a line looks like a shape fence, and no figure was made" in result.stdout
    assert "guide.md" not in result.stdout.split("Failed", 1)[1]
    # Nothing written: no figure, no document.
    assert sorted(path.name for path in project[0].iterdir() if path.suffix == ".svg") == []


def test_shape_md_check_passes_on_good_documents(project, clone: Path) -> None:
    result = try_repo("shape-md-check", ["guide.md", "notes.txt"], project, clone)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Passed" in result.stdout
