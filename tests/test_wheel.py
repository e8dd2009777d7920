"""The built wheel carries what the package needs at run time, and works from a clean venv.

Builds the wheel (``pip wheel``), checks it holds every data file of the package, then
installs it with ``pip`` into a fresh venv (its dependencies from the package index, no
Node on the PATH) and checks there that the widgets load their front end from the
installed files (``honeybuzz_lab.core.assets``) and that the engine reads its data.
"""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "honeybuzz_lab"

CHECK = """
import json, pathlib
import honeybuzz_lab
from honeybuzz_lab.games.honeybuzz.hive import Hive
from honeybuzz_lab.core import assets
from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard
from honeybuzz_lab.games.honeybuzz.widgets.game_view import GameView
from honeybuzz_lab.games.honeybuzz.lessons import all_lessons, catalog

board = HiveBoard(Hive.starting("star"))
print(json.dumps({
    "package": honeybuzz_lab.__file__,
    "front_end": str(assets.built_file("board", ".js")),
    "board_esm": len(board._esm), "board_default": "as default" in board._esm,
    "board_css": len(board._css),
    "table_esm": len(GameView._esm),
    "lessons": len(all_lessons()), "hu": len(catalog("hu")),
    "tiles": len(board.hive),
}))
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    (found,) = out.glob("honeybuzz_lab-*.whl")
    return found


def test_wheel_holds_every_data_file(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    data = [
        p.relative_to(ROOT).as_posix()
        for p in PACKAGE.rglob("*")
        if p.is_file() and p.suffix not in {".py", ".pyc"} and "__pycache__" not in p.parts
    ]
    assert data, "the package has data files"
    missing = [d for d in data if d not in names]
    assert not missing, f"not in the wheel: {missing[:10]}"
    # The lessons' Voila template, installed where Voila looks for templates.
    template = "data/share/jupyter/voila/templates/honeybuzz/"
    assert {n.split(".data/", 1)[-1] for n in names} >= {
        f"{template}index.html.j2",
        f"{template}conf.json",
    }
    meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
    requires = [
        line
        for line in zipfile.ZipFile(wheel).read(meta).decode().splitlines()
        if line.startswith("Requires-Dist:") and "extra ==" not in line
    ]
    assert not any("jupyterlab" in r for r in requires), requires  # an extra, [lab]


def test_wheel_works_in_a_clean_venv_without_node(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    env = {"PATH": str(venv / "bin"), "HOME": str(tmp_path)}
    done = subprocess.run(
        [str(python), "-m", "pip", "install", "-q", str(wheel)],
        capture_output=True,
        text=True,
        env={**env, "PIP_CONFIG_FILE": "/etc/pip.conf"} if Path("/etc/pip.conf").exists() else env,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    ran = subprocess.run(
        [str(python), "-c", CHECK], capture_output=True, text=True, cwd=tmp_path, env=env
    )
    assert ran.returncode == 0, ran.stderr[-3000:]
    got = json.loads(ran.stdout.strip().splitlines()[-1])
    site = str(venv)
    assert got["package"].startswith(site) and got["front_end"].startswith(site), got
    assert got["board_esm"] > 1000 and got["board_default"] and got["board_css"] > 100
    assert got["table_esm"] > 1000
    assert got["lessons"] >= 8 and got["hu"] > 0 and got["tiles"] == 4
