"""Runs the front end's unit tests (``node --test tests/js/``) as part of pytest.

The tests read the page's catalogues (what the GameTable sends as ``_texts``: the
HiveBoard's areas and the table's) from a JSON file named by the environment variable
``HB_TEXTS``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from honeybuzz_lab.core.i18n import LANGUAGES
from honeybuzz_lab.games.honeybuzz.game.kinds import KINDS
from honeybuzz_lab.games.honeybuzz.widgets.game_view import table_texts
from honeybuzz_lab.games.hustle.game.kinds import KINDS as HUSTLE_KINDS
from tests.hustle.hum import HUM

REPO = Path(__file__).resolve().parents[2]
NODE = shutil.which("node")


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_node_unit_tests_pass(tmp_path: Path) -> None:
    texts = tmp_path / "texts.json"
    data = {lang: table_texts(lang) for lang in LANGUAGES}
    data["action_kinds"] = KINDS.page()  # what the table sends as static.action_kinds
    # What the Hustle table sends as _data.kinds, with a throwaway kind registered (hum).
    HUSTLE_KINDS.add(HUM, "test")
    try:
        data["hustle_kinds"] = HUSTLE_KINDS.page()
    finally:
        HUSTLE_KINDS.remove("test")
    texts.write_text(json.dumps(data), "utf-8")
    done = subprocess.run(
        [NODE, "--test", "tests/js/"],
        cwd=REPO,
        env={**os.environ, "HB_TEXTS": str(texts)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    assert "# fail 0" in done.stdout
    assert "# pass 0" not in done.stdout
