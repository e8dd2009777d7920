"""The command line says every error in one ``error: ...`` line and exits non-zero."""

from __future__ import annotations

import subprocess
import sys

import pytest

from honeybuzz_lab.__main__ import main


def test_an_existing_file_as_the_records_folder_is_one_error_line(tmp_path):
    out = tmp_path / "taken"
    out.write_text("x")
    done = subprocess.run(
        [sys.executable, "-m", "honeybuzz_lab", "simulate", "--games", "1", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode != 0
    assert done.stderr.splitlines() == [f"error: cannot write the records into {out}: it is a file"]
    assert "Traceback" not in done.stderr and done.stdout == ""


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["simulate", "--players", "9"], "--players must be 2, 3 or 4"),
        (["simulate", "--games", "0"], "--games must be 1 to"),
        (["simulate", "--games", "x"], "invalid int value: 'x'"),
        (["simulate", "--bot", "nap", "--games", "1"], "unknown bot 'nap'"),
        (["simulate", "--bot", "greedy,greedy", "--games", "1"], "one bot for every seat"),
        (["simulate", "--seed", str(10**100), "--games", "1", "--no-records"], "256 bits"),
        (["fly"], "invalid choice: 'fly'"),
        ([], "required: command"),
        (["simulate", "--colour", "red"], "unrecognized arguments: --colour red"),
    ],
)
def test_every_error_is_one_line(capsys, argv, words):
    assert main(argv) == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and words in lines[0], lines
    assert captured.out == ""


def test_records_in_a_folder_that_cannot_be_made_are_one_error_line(capsys, tmp_path):
    (tmp_path / "file").write_text("x")
    assert (
        main(["simulate", "--games", "1", "--quiet", "--out", str(tmp_path / "file" / "sub")]) == 2
    )
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: cannot make the folder")
