"""Joining the front-end modules into the one ESM string anywidget runs."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from honeybuzz_lab.widgets import assets
from honeybuzz_lab.widgets.assets import (
    MODULES,
    TABLE_MODULES,
    TABLE_STYLESHEETS,
    BundleError,
    join_modules,
    widget_js_dir,
)

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

REPO = Path(__file__).resolve().parents[2]
NODE = shutil.which("node")


def test_join_drops_local_imports_and_export_keywords() -> None:
    out = join_modules(
        [
            ("a.js", "export const A = 1;\nexport function f(x) {\n  return x + A;\n}\n"),
            ("b.js", 'import { A, f } from "./a.js";\nexport class B {}\nexport default { f };\n'),
        ]
    )
    assert "import" not in out
    assert "const A = 1;" in out and "function f(x)" in out and "class B {}" in out
    assert out.count("export") == 1 and "export default { f };" in out


@pytest.mark.parametrize(
    ("sources", "words"),
    [
        ([("a.js", 'import { b } from "./b.js";\n'), ("b.js", "export default 1;\n")], "not an"),
        ([("a.js", 'import x from "lodash";\n'), ("b.js", "export default 1;\n")], "only single"),
        ([("a.js", "const m = import('./x.js');\n"), ("b.js", "export default 1;\n")], "only"),
        ([("a.js", "const a = 1;\nexport { a };\n"), ("b.js", "export default 1;\n")], "export"),
        ([("a.js", "export default 2;\n"), ("b.js", "export default 1;\n")], "export"),
        ([("a.js", "export const x = 1;\n"), ("b.js", "const y = 1;\n")], "export default"),
        ([("a.js", "export const x = 1;\n"), ("b.js", "let x = 2;\nexport default x;\n")], "both"),
    ],
)
def test_join_refuses_what_it_cannot_keep_correct(sources: list, words: str) -> None:
    with pytest.raises(BundleError, match=words):
        join_modules(sources)


@pytest.mark.parametrize(
    ("esm", "modules"), [(assets.bundle, MODULES), (assets.table_bundle, TABLE_MODULES)]
)
def test_the_real_bundles_hold_every_module_once(esm, modules) -> None:
    esm = esm()
    for name in modules:
        assert esm.count(f"// ---- {name}") == 1
    assert "</script" not in esm.lower()
    assert "http://" not in esm.replace("http://www.w3.org/2000/svg", "")
    assert "https://" not in esm


def test_the_table_shares_the_boards_view_and_styles() -> None:
    assert TABLE_MODULES[: len(MODULES) - 1] == MODULES[:-1]
    assert "board.js" not in TABLE_MODULES and TABLE_MODULES[-1] == "table.js"
    css = assets.table_stylesheet()
    assert css.startswith(assets.stylesheet()) and ".hbt-table" in css


@pytest.mark.skipif(NODE is None, reason="node is not installed")
@pytest.mark.parametrize("esm", [assets.bundle, assets.table_bundle])
def test_node_imports_the_bundle_and_finds_render(tmp_path: Path, esm) -> None:
    path = tmp_path / "bundle.mjs"
    path.write_text(esm(), encoding="utf-8")
    script = (
        f"const m = await import({path.as_uri()!r});"
        "if (typeof m.default.render !== 'function') throw new Error('no render');"
        "console.log('ok');"
    )
    done = subprocess.run(
        [NODE, "--input-type=module", "-e", script], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_front_end_is_found_in_the_wheel_layout_first(tmp_path: Path) -> None:
    package = tmp_path / "honeybuzz_lab"
    (package / "_widget_js").mkdir(parents=True)
    (tmp_path / "widget_js").mkdir()
    for where in (package / "_widget_js", tmp_path / "widget_js"):
        (where / MODULES[-1]).write_text("export default {};\n", encoding="utf-8")
    assert widget_js_dir(package) == package / "_widget_js"
    shutil.rmtree(package / "_widget_js")
    assert widget_js_dir(package) == tmp_path / "widget_js"
    shutil.rmtree(tmp_path / "widget_js")
    with pytest.raises(BundleError, match="missing"):
        widget_js_dir(package)


def test_wheel_ships_every_front_end_file() -> None:
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    include = config["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    assert include["widget_js"] == "honeybuzz_lab/_widget_js"
    for name in (*MODULES, *TABLE_MODULES, *TABLE_STYLESHEETS):
        assert (REPO / "widget_js" / name).is_file(), name
