"""Runs the front end's unit tests (``node --test tests/js/``) as part of pytest."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
NODE = shutil.which("node")


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_node_unit_tests_pass() -> None:
    done = subprocess.run(
        [NODE, "--test", "tests/js/"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    assert "# fail 0" in done.stdout
    assert "# pass 0" not in done.stdout
