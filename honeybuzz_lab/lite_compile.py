"""The site's wheels with their Python compiled to bytecode, for a faster first load.

Pyodide compiles every module it imports from source, at every page load (its files live
in the page's memory, and nothing keeps the compiled code): the kernel's IPython and jedi,
and the lesson's own modules, took seconds of a lesson's start. A wheel compiled here
carries each module's bytecode in place of its source (unchecked-hash pycs, PEP 552, named
for the install path, as Pyodide ships its own packages) and none of its tests, made by the
site's own Pyodide under Node so that the bytecode is exactly its Python's. Compiled wheels
are kept in the cache by the original's and the recipe's (lite_compile.mjs) sha256; without
Node the site carries the wheels as they are (and says so).
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

SCRIPT = Path(__file__).with_name("lite_compile.mjs")


class CompileError(RuntimeError):
    """Node ran but could not compile the wheels (its output says why)."""


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:24]


def compiled_wheels(
    wheels: list[Path],
    runtime: Path,
    cache: Path,
    log: Callable[[str], None] = print,
    node: str | None = None,
) -> dict[Path, Path]:
    """Each of ``wheels`` -> the same wheel with bytecode (from ``cache``, or compiled by
    the Pyodide ``runtime`` folder's Python and kept there). Without Node: each wheel
    stands for itself."""
    node = node or shutil.which("node")
    if node is None:
        log("Node.js not found: the site's Python will compile each module as it imports it")
        return {w: w for w in wheels}
    kept = cache / f"pyc-{runtime.name}-{_digest(SCRIPT)[:8]}"
    out: dict[Path, Path] = {}
    todo: dict[Path, Path] = {}
    for wheel in wheels:
        out[wheel] = kept / _digest(wheel) / wheel.name
        if not out[wheel].is_file():
            todo[wheel] = out[wheel]
    if todo:
        log(f"compiling {len(todo)} wheels to bytecode in Pyodide")
        with tempfile.TemporaryDirectory(prefix="honeybuzz-pyc-") as tmp:
            work = Path(tmp)
            (work / "in").mkdir()
            (work / "out").mkdir()
            for wheel in todo:
                shutil.copy2(wheel, work / "in" / wheel.name)
            command = [node, str(SCRIPT), str(runtime), str(work), *[w.name for w in todo]]
            done = subprocess.run(command, capture_output=True, text=True, timeout=900)
            if done.returncode != 0:
                raise CompileError(f"compiling the wheels failed:\n{done.stderr[-3000:]}")
            for wheel, target in todo.items():
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.move(str(work / "out" / wheel.name), target)
    return out
