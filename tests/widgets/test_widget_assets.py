"""The widgets' built front end (honeybuzz_lab/static): what the widgets load, and that
it is the build of the sources in widget_js/ (rebuilt here with the pinned esbuild)."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from honeybuzz_lab.companion import SetupGuide
from honeybuzz_lab.core import assets
from honeybuzz_lab.core.assets import FAMILIES, STATIC, BundleError, built_file
from honeybuzz_lab.games.honeybuzz.classroom.panel import ClassroomPanel
from honeybuzz_lab.games.honeybuzz.lessons.exercise_book import ExerciseBook
from honeybuzz_lab.games.honeybuzz.widgets.board import HiveBoard
from honeybuzz_lab.games.honeybuzz.widgets.game_view import GameView
from honeybuzz_lab.games.hustle.widgets.table import HustleTable
from honeybuzz_lab.rulebook import RuleBook

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

REPO = Path(__file__).resolve().parents[2]
SOURCES = REPO / "widget_js"
NODE = shutil.which("node")
NPM = shutil.which("npm")
WIDGETS = {
    "board": HiveBoard,
    "table": GameView,
    "classroom": ClassroomPanel,
    "hustle": HustleTable,
    "rulebook": RuleBook,
    "companion": SetupGuide,
    "book": ExerciseBook,
}


@pytest.mark.parametrize("family", FAMILIES)
def test_each_family_has_its_module_stylesheet_and_source_map(family: str) -> None:
    for suffix in (".js", ".css", ".js.map"):
        assert (STATIC / (family + suffix)).stat().st_size > 0
    esm = assets.esm(family)
    assert isinstance(esm, str) and "export" in esm and "</script" not in esm.lower()
    assert "http://" not in esm.replace("http://www.w3.org/2000/svg", "")
    assert "https://" not in esm


@pytest.mark.parametrize("family", FAMILIES)
def test_every_instance_sends_the_one_shared_text(family: str) -> None:
    widget = WIDGETS[family]
    assert widget._esm is assets.esm(family) and widget._css is assets.css(family)
    assert widget._esm == built_file(family, ".js").read_text(encoding="utf-8")


def test_two_boards_share_one_script_and_state_stays_small() -> None:
    a, b = HiveBoard(), HiveBoard()
    assert a._esm is b._esm
    # The board's minified module: 64.4 KB with the rule panel, the coach and its refusals.
    assert len(a._esm) < 68_000


def test_the_companion_module_stays_small() -> None:
    # The board's view (the referee draws it) and the three companion views: 62 KB.
    assert len(assets.esm("companion")) < 66_000


def test_dev_mode_gives_the_built_files_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(assets.DEV_VARIABLE, "1")
    assert assets.esm("table") == STATIC / "table.js"
    assert assets.css("board") == STATIC / "board.css"
    monkeypatch.setenv(assets.DEV_VARIABLE, "0")
    assert isinstance(assets.esm("table"), str)


def test_a_missing_build_or_unknown_family_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(BundleError, match=r"not built.*npm run build"):
        built_file("board", ".js", tmp_path)
    with pytest.raises(BundleError, match="unknown widget family"):
        built_file("lesson", ".js")


@pytest.mark.skipif(NODE is None, reason="node is not installed")
@pytest.mark.parametrize("family", FAMILIES)
def test_node_imports_the_built_module_and_finds_render(family: str) -> None:
    script = (
        f"const m = await import({(STATIC / (family + '.js')).as_uri()!r});"
        "if (typeof m.default.render !== 'function') throw new Error('no render');"
        "console.log('ok');"
    )
    done = subprocess.run(
        [NODE, "--input-type=module", "-e", script], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_the_wheel_ships_the_built_files_and_not_the_sources() -> None:
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    wheel = config["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert wheel["packages"] == ["honeybuzz_lab"] and "force-include" not in wheel
    assert STATIC.parent.name == "honeybuzz_lab"
    tracked = subprocess.run(
        ["git", "ls-files", "honeybuzz_lab/static"], cwd=REPO, capture_output=True, text=True
    ).stdout.split()
    built = sorted(f"honeybuzz_lab/static/{f}{s}" for f in FAMILIES for s in (".js", ".css"))
    assert set(built) <= set(tracked), "commit the built front end (honeybuzz_lab/static)"


def _installed_esbuild() -> Path:
    """widget_js's locked packages, installed once (npm ci) in a cache keyed by the lock."""
    lock = (SOURCES / "package-lock.json").read_bytes()
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
    where = cache / "honeybuzz_lab" / ("npm-" + hashlib.sha256(lock).hexdigest()[:16])
    if not (where / "node_modules" / "esbuild").is_dir():
        where.mkdir(parents=True, exist_ok=True)
        for name in ("package.json", "package-lock.json"):
            shutil.copy(SOURCES / name, where / name)
        done = subprocess.run(
            [NPM, "ci", "--no-audit", "--no-fund", "--ignore-scripts"],
            cwd=where,
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert done.returncode == 0, "npm ci failed:\n" + done.stdout + done.stderr
    return where / "node_modules"


@pytest.mark.skipif(NODE is None or NPM is None, reason="node and npm are needed")
def test_the_committed_build_is_the_build_of_the_sources(tmp_path: Path) -> None:
    # The same layout as the repo (source maps name the sources relative to the output).
    copy = tmp_path / "widget_js"
    shutil.copytree(SOURCES, copy, ignore=shutil.ignore_patterns("node_modules"))
    (copy / "node_modules").symlink_to(_installed_esbuild(), target_is_directory=True)
    declared = tmp_path / "honeybuzz_lab" / "games" / "honeybuzz" / "widgets"
    declared.mkdir(parents=True)
    shutil.copy(REPO / "honeybuzz_lab/games/honeybuzz/widgets/table_parts.json", declared)
    done = subprocess.run(
        [NODE, "build.mjs"], cwd=copy, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    fresh = tmp_path / "honeybuzz_lab" / "static"
    names = sorted(p.name for p in fresh.iterdir())
    assert names == sorted(p.name for p in STATIC.iterdir() if p.name != "__pycache__")
    stale = [n for n in names if (fresh / n).read_bytes() != (STATIC / n).read_bytes()]
    assert not stale, (
        f"honeybuzz_lab/static is stale ({', '.join(stale)}): run `npm ci && npm run build` "
        "in widget_js/ and commit the result"
    )
