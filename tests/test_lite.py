"""The JupyterLite builder's parts that need no network (the site itself: test_hosts_browser)."""

from __future__ import annotations

import hashlib
import json
import zipfile
from pathlib import Path

import pytest
from packaging.specifiers import SpecifierSet

from honeybuzz_lab import lite

ROOT = Path(__file__).resolve().parent.parent


def make_wheel(folder: Path, name: str, version: str, requires: list[str]) -> Path:
    path = folder / f"{name}-{version}-py3-none-any.whl"
    meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
    meta += "".join(f"Requires-Dist: {r}\n" for r in requires)
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(f"{name}/__init__.py", "")
        z.writestr(f"{name}-{version}.dist-info/METADATA", meta)
    return path


def test_requirements_follow_pyodide_markers_and_skip_what_the_kernel_brings() -> None:
    lines = [
        "pexpect>4.3; sys_platform != 'win32' and sys_platform != 'emscripten'",
        "typing_extensions>=4.6; python_version < '3.12'",
        "Prompt_Toolkit<3.1,>=3.0.41",
        "widgetsnbextension~=4.0.14",
        "pytest; extra == 'test'",
    ]
    assert [n for n, _ in lite.requirements(lines, "3.14.2")] == ["prompt-toolkit"]


def test_front_end_libraries_take_the_installed_version_others_the_lock() -> None:
    lock = {"anywidget": {"version": "0.1.0"}, "traitlets": {"version": "5.14.3"}}
    installed = lite._installed_version("anywidget")
    assert installed is not None
    assert lite.choose_version("anywidget", SpecifierSet(), lock) == installed
    assert lite.choose_version("traitlets", SpecifierSet(), lock) == "5.14.3"
    with pytest.raises(lite.LiteError, match="no version of traitlets fits >=6"):
        lite.choose_version("traitlets", SpecifierSet(">=6"), lock)


def test_trimmed_lock_names_the_files_their_hashes_and_dependencies(tmp_path: Path) -> None:
    a = make_wheel(tmp_path, "alpha", "1.0", ["beta>=2"])
    b = make_wheel(tmp_path, "beta", "2.0", [])
    lock = lite.trimmed_lock({"python": "3.14.2"}, {"alpha": (a, ["beta"]), "beta": (b, [])})
    entry = lock["packages"]["alpha"]
    assert entry["file_name"] == a.name and entry["depends"] == ["beta"]
    assert entry["sha256"] == hashlib.sha256(a.read_bytes()).hexdigest()
    assert entry["imports"] == ["alpha"] and lock["packages"]["beta"]["version"] == "2.0"


def test_site_notebooks_name_the_lite_kernel_and_carry_no_outputs() -> None:
    source = ROOT / "notebooks" / "en" / "00_start_here.ipynb"
    nb = json.loads(lite.site_notebook(source))
    assert nb["metadata"]["kernelspec"]["name"] == "python"
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert code and all(c["outputs"] == [] for c in code)
    assert json.loads(source.read_text())["metadata"]["kernelspec"]["name"] == "python3"


def test_config_keeps_the_kernel_off_pypi() -> None:
    settings = lite.lite_config(["honeybuzz-lab"])["jupyter-config-data"]["litePluginSettings"]
    kernel = settings["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert kernel["loadPyodideOptions"]["packages"] == ["honeybuzz-lab"]


def test_a_missing_notebook_folder_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(lite.LiteError, match="no notebooks in"):
        lite.build_site(tmp_path / "site", notebooks=tmp_path, cache=tmp_path / "cache")
    assert not (tmp_path / "site").exists()


def test_the_site_ships_both_language_sets_in_their_folders() -> None:
    found = [
        p.relative_to(ROOT / "notebooks").as_posix()
        for p in lite.site_notebooks(ROOT / "notebooks")
    ]
    assert "en/00_start_here.ipynb" in found and "hu/00_kezdd_itt.ipynb" in found
    english = [f for f in found if f.startswith("en/")]
    # 00 to 17 (17: the first game), 19 to 21 (19: Hustle's first game), and 30 (the real table)
    assert len(english) == len(found) - len(english) == 22


def test_the_site_ships_the_learners_data_folder_with_a_readme(tmp_path: Path) -> None:
    names = lite.site_contents(ROOT / "notebooks", tmp_path)
    assert "en/02_hive_and_tiles.ipynb" in names
    readme = (tmp_path / "honeybuzz_lab_data" / "README.md").read_text(encoding="utf-8")
    assert "honeybuzz_lab.sqlite3" in readme and "this browser" in readme
    assert (tmp_path / "example_class_results").is_dir()


def lab_extension(prefix: Path, name: str) -> None:
    folder = prefix / "share" / "jupyter" / "labextensions" / name
    folder.mkdir(parents=True)
    (folder / "package.json").write_text(json.dumps({"name": name}))


def test_the_site_carries_only_the_widgets_front_ends(tmp_path: Path) -> None:
    here, tools = tmp_path / "here", tmp_path / "tools"
    for name in ["anywidget", "@jupyter-widgets/jupyterlab-manager", "jupyterlab_pygments"]:
        lab_extension(here, name)
    lab_extension(here, "@voila-dashboards/jupyterlab-preview")
    lab_extension(here, "@jupyter-notebook/lab-extension")
    lab_extension(tools, "@jupyterlite/pyodide-kernel-extension")
    into = lite.front_end_extensions(tools / "bin" / "python", tmp_path / "into", prefix=here)
    found = sorted(p.parent.relative_to(into).as_posix() for p in into.rglob("package.json"))
    assert found == ["@jupyter-widgets/jupyterlab-manager", "anywidget"]


def test_a_missing_widget_front_end_is_a_clear_error(tmp_path: Path) -> None:
    lab_extension(tmp_path / "here", "anywidget")
    with pytest.raises(lite.LiteError, match="jupyterlab-manager is not installed"):
        lite.front_end_extensions(
            tmp_path / "tools" / "bin" / "python", tmp_path / "into", prefix=tmp_path / "here"
        )


def kernel_pypi(tools: Path) -> Path:
    folder = tools / "share" / "jupyter" / "labextensions" / "@jupyterlite"
    folder = folder / "pyodide-kernel-extension" / "static" / "pypi"
    folder.mkdir(parents=True)
    return folder


def test_the_kernels_own_wheels_are_in_the_lock_and_preloaded(tmp_path: Path) -> None:
    pypi = kernel_pypi(tmp_path / "tools")
    make_wheel(pypi, "piplite", "0.8.6", [])
    make_wheel(pypi, "ipykernel", "6.9.2", ["pyodide-kernel"])
    make_wheel(pypi, "pyodide_kernel", "0.8.6", ["comm", "ipython"])
    make_wheel(pypi, "widgetsnbextension", "4.0.999", [])
    kernel = lite.kernel_wheels(tmp_path / "tools" / "bin" / "python")
    assert sorted(kernel) == ["ipykernel", "piplite", "pyodide-kernel"]
    cache, lock = tmp_path / "cache", {}
    (cache / "wheels").mkdir(parents=True)
    for name in ["micropip", "comm", "jedi", "ipython"]:
        make_wheel(cache / "wheels", name, "1.0", [])
        lock[name] = {"version": "1.0"}
    own = make_wheel(tmp_path, "honeybuzz_lab", "0.1.0", ["ipywidgets; extra == 'lab'"])
    wheels = lite.collect_wheels(own, lock, "3.14.2", cache, kernel)
    assert wheels["pyodide-kernel"] == (kernel["pyodide-kernel"], ["comm", "ipython"])
    assert wheels["ipykernel"][1] == ["pyodide-kernel"]
    assert "widgetsnbextension" not in wheels
    # The kernel installs with piplite (micropip, at every start) what Pyodide did not
    # preload: the site preloads all of it.
    worker = {"micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython"}
    assert worker <= {lite.canonical(n) for n in lite.ROOTS} <= set(wheels)


def test_missing_kernel_wheels_are_a_clear_error(tmp_path: Path) -> None:
    make_wheel(kernel_pypi(tmp_path / "tools"), "piplite", "0.8.6", [])
    with pytest.raises(lite.LiteError, match="'ipykernel', 'pyodide-kernel'"):
        lite.kernel_wheels(tmp_path / "tools" / "bin" / "python")


def test_without_node_the_site_carries_the_wheels_as_they_are(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from honeybuzz_lab import lite_compile

    monkeypatch.setattr(lite_compile.shutil, "which", lambda _name: None)
    wheel = make_wheel(tmp_path, "demo", "1.0", [])
    said: list[str] = []
    out = lite_compile.compiled_wheels(
        [wheel], tmp_path / "pyodide-1", tmp_path / "cache", said.append
    )
    assert out == {wheel: wheel}
    assert "Node.js not found" in said[0]


def test_a_compiled_wheel_comes_from_the_cache_without_running_node(tmp_path: Path) -> None:
    from honeybuzz_lab.lite_compile import _digest, compiled_wheels

    wheel = make_wheel(tmp_path, "demo", "1.0", [])
    from honeybuzz_lab.lite_compile import SCRIPT

    recipe = _digest(SCRIPT)[:8]
    kept = tmp_path / "cache" / f"pyc-pyodide-1-{recipe}" / _digest(wheel) / wheel.name
    kept.parent.mkdir(parents=True)
    kept.write_bytes(b"compiled")
    node = str(tmp_path / "no-such-node")  # would fail if it were run
    out = compiled_wheels([wheel], tmp_path / "pyodide-1", tmp_path / "cache", print, node)
    assert out == {wheel: kept}


def test_a_failed_compilation_is_a_clear_error(tmp_path: Path) -> None:
    from honeybuzz_lab.lite_compile import CompileError, compiled_wheels

    wheel = make_wheel(tmp_path, "demo", "1.0", [])
    node = tmp_path / "node"
    node.write_text("#!/bin/sh\necho 'SyntaxError: no' >&2\nexit 1\n")
    node.chmod(0o755)
    with pytest.raises(CompileError, match="compiling the wheels failed:\nSyntaxError: no"):
        compiled_wheels([wheel], tmp_path / "pyodide-1", tmp_path / "cache", print, str(node))
    assert not list((tmp_path / "cache").rglob("*.whl"))  # nothing half-made is kept


def test_a_wheels_bytecode_folder_is_not_an_import(tmp_path: Path) -> None:
    path = tmp_path / "one-1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("one.py", "")
        z.writestr("__pycache__/one.cpython-314.pyc", b"")
        z.writestr("one-1.0.dist-info/METADATA", "Name: one\n")
    assert lite.wheel_imports(path) == ["one"]
