"""A check run by name, not by the test command: the rules search in the JupyterLite site's
own Pyodide, under Node (about two minutes; it needs the Pyodide runtime a site build caches)::

    .venv/bin/python -m honeybuzz_lab lite --output site      # once: caches the runtime
    .venv/bin/python -m pytest -p no:xdist tests/check_lite_search.py

It runs apart because the runtime is cached only once a site was built: inside the test
command it would run or skip by the order the tests happen to take.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from honeybuzz_lab import lite
from honeybuzz_lab.lite_compile import compiled_wheels

ROOT = Path(__file__).resolve().parent.parent


def test_the_rules_search_runs_on_fts5_in_the_sites_pyodide(tmp_path: Path) -> None:
    """The site's Pyodide (its npm runtime, cached by a site build) with the wheels the site
    carries, in Node: honeybuzz_lab installs from the site's lock and a learner's question
    finds its rule by SQLite's FTS5, not by the plain-Python fallback."""
    import shutil
    import subprocess

    node = shutil.which("node")
    cache = lite.default_cache()
    tools = lite.tools_python(cache, log=lambda _: None)  # the build's own venv (cached)
    runtime = cache / f"pyodide-{lite.pyodide_version(tools)}"
    if node is None or not (runtime / "pyodide.mjs").is_file():
        pytest.skip("no node, or no Pyodide runtime cached (python -m honeybuzz_lab lite)")
    lock = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))
    python = str(lock["info"]["python"])
    packages = {lite.canonical(k): v for k, v in lock["packages"].items()}
    own = lite.build_own_wheel(ROOT, tmp_path / "dist")
    try:
        wheels = lite.collect_wheels(own, packages, python, cache, lite.kernel_wheels(tools))
    except lite.LiteError as e:  # a wheel not cached and no network to fetch it
        pytest.skip(str(e))
    # As the site carries them: compiled to bytecode by this Pyodide (lite_compile.py).
    compiled = compiled_wheels([w for w, _ in wheels.values()], runtime, cache, lambda _: None)
    wheels = {n: (compiled[w], deps) for n, (w, deps) in wheels.items()}
    static = tmp_path / "static"
    static.mkdir()
    for name in lite.RUNTIME_FILES:
        shutil.copy2(runtime / name, static / name)
    for wheel, _ in wheels.values():
        shutil.copy2(wheel, static / wheel.name)
    trimmed = lite.trimmed_lock(lock["info"], wheels)
    (static / "pyodide-lock.json").write_text(json.dumps(trimmed), encoding="utf-8")
    question = "may my tile touch the tip of another tile?"
    done = subprocess.run(
        [node, str(ROOT / "tests" / "lite_search.mjs"), str(static), question],
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["engine"] == "fts5", found
    assert "hb.hive.no-other-edges" in found["top"], found
