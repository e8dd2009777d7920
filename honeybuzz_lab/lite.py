"""A static JupyterLite site of the lessons: ``python -m honeybuzz_lab lite --output DIR``.

The site runs Python in the browser (the Pyodide kernel) and needs no server but a static
one: every notebook, the Pyodide runtime and the wheels of this package and of everything it
imports are inside it, and ``disablePyPIFallback`` keeps the kernel from asking PyPI, so
once served (``python -m http.server`` in DIR) it works offline.

How it is put together:

- the build tools (``jupyterlite-core``, ``jupyterlite-pyodide-kernel``, ``jupyter_server``)
  live in a venv of their own in the cache, made by the first build (``pip install``; later
  builds reuse it, offline too). Never beside JupyterLab: the kernel's lab extension would
  load into JupyterLab and Notebook 7 and fail there (console errors on every page). The
  site's front-end extensions (anywidget's, ipywidgets') are the ones installed beside this
  package;
- the Pyodide runtime is the npm package ``pyodide`` at the version the kernel names; it
  holds a ``pyodide-lock.json`` but no wheels;
- the wheels come from PyPI (``pip download``): the IPython stack the kernel loads at the
  lock's versions, the widget libraries at the versions installed here (their Python side
  must match the front end), and this package's own wheel, built from the checkout;
- every wheel gets its Python compiled to bytecode by the site's own Pyodide under Node
  (:mod:`.lite_compile`: the kernel and the lesson then import without compiling);
- a trimmed ``pyodide-lock.json`` lists exactly those wheels, with their own sha256 and
  the dependencies their metadata names (PyPI's wheels hash differently from Pyodide's).

Downloads are cached (``~/.cache/honeybuzz_lab/lite``, or ``$HONEYBUZZ_LITE_CACHE``), so a
second build only rebuilds this package's wheel and the site.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import urllib.request
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from email.parser import Parser
from importlib import metadata
from pathlib import Path

from .core.drive import DRIVE_DATA
from .core.store import DB_NAME
from .lite_compile import CompileError, compiled_wheels

#: What a site's notebooks name as their kernel (JupyterLite's Pyodide kernel).
KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
#: Packages the kernel needs before any notebook runs (and this package). All are in the
#: site's lock, so Pyodide installs them in one batch as it starts; the kernel then skips
#: its own ``piplite.install`` of each (about 1.5 s of micropip at every start).
ROOTS = (
    "micropip",
    "piplite",
    "ipykernel",
    "pyodide-kernel",
    "comm",
    "jedi",
    "ipython",
    "honeybuzz_lab",
)
#: The kernel's own wheels, taken from its lab extension (``static/pypi``), not from PyPI.
KERNEL_WHEELS = frozenset({"piplite", "ipykernel", "pyodide-kernel"})
#: Packages whose Python side must match a front end in the site: taken at the version
#: installed here (whose lab extension the build copies), not at the lock's.
FRONT_END = frozenset({"anywidget", "ipywidgets", "jupyterlab-widgets"})
#: The lab extensions a site carries besides JupyterLite's own: the widgets' front ends.
SITE_EXTENSIONS = ("anywidget", "@jupyter-widgets/jupyterlab-manager")
#: Requirements the kernel itself provides (ipywidgets' classic-notebook extension: none
#: is needed in JupyterLab).
PROVIDED = frozenset({"widgetsnbextension"})
#: The Pyodide runtime's files a site needs (the rest of the npm package is not used).
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
NPM_REGISTRY = os.environ.get("HONEYBUZZ_NPM_REGISTRY", "https://registry.npmjs.org")
#: The build tools, installed into their own venv (see the module's docstring).
TOOLS = ("jupyterlite-core==0.8.6", "jupyterlite-pyodide-kernel==0.8.6", "jupyter_server>=2.10,<3")
#: The README of the learner's data folder in the site (shipped, so the folder is there).
DATA_README = f"""# Your progress / A haladásod

The lessons keep your progress here, in `{DB_NAME}`. It is stored in this browser,
for this site only: it is there whenever you open the site again in this browser, but
not in another browser or in a private window, and clearing the site's data deletes
it. To keep a copy, download the file (right-click it, *Download*).

A leckék itt tartják a haladásodat (`{DB_NAME}`). Ebben a böngészőben van tárolva,
csak ehhez az oldalhoz: megvan, amikor ebben a böngészőben újra megnyitod az oldalt,
de másik böngészőben vagy privát ablakban nem, és ha törlöd az oldal adatait, vele
törlődik. Ha másolatot szeretnél, töltsd le a fájlt (jobb gomb, *Download*).
"""


class LiteError(RuntimeError):
    """The JupyterLite site cannot be built (a tool, a download or a file is missing)."""


def default_cache() -> Path:
    """Where downloads are kept between builds."""
    env = os.environ.get("HONEYBUZZ_LITE_CACHE")
    return Path(env) if env else Path.home() / ".cache" / "honeybuzz_lab" / "lite"


def canonical(name: str) -> str:
    """A distribution name in normal form (PEP 503): ``Prompt_Toolkit`` -> ``prompt-toolkit``."""
    return re.sub(r"[-_.]+", "-", name).lower()


@dataclass
class Site:
    """What a build made: where, which wheels, how big."""

    output: Path
    pyodide_version: str
    wheels: dict[str, str] = field(default_factory=dict)  # canonical name -> file name
    notebooks: list[str] = field(default_factory=list)

    @property
    def size(self) -> int:
        """The site's size on disk in bytes."""
        return sum(p.stat().st_size for p in self.output.rglob("*") if p.is_file())


# ------------------------------------------------------------------ tools and downloads


def _venv_python(folder: Path) -> Path:
    return folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def tools_python(cache: Path, log: Callable[[str], None] = print) -> Path:
    """The Python of the build tools' own venv in ``cache`` (made the first time)."""
    key = hashlib.sha256(repr((TOOLS, sys.version_info[:2])).encode()).hexdigest()[:10]
    folder = cache / f"tools-{key}"
    if (folder / "ready").is_file():
        return _venv_python(folder)
    log(f"installing the JupyterLite build tools into {folder}")
    cache.mkdir(parents=True, exist_ok=True)
    part = cache / f"{folder.name}.part-{os.getpid()}"
    shutil.rmtree(part, ignore_errors=True)
    done = subprocess.run([sys.executable, "-m", "venv", str(part)], capture_output=True, text=True)
    if done.returncode == 0:
        command = [str(_venv_python(part)), "-m", "pip", "install", "--quiet", *TOOLS]
        done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        shutil.rmtree(part, ignore_errors=True)
        raise LiteError(f"could not install the JupyterLite build tools:\n{done.stderr[-4000:]}")
    (part / "ready").write_text(" ".join(TOOLS) + "\n")
    try:
        part.rename(folder)
    except OSError:  # another build made it meanwhile
        shutil.rmtree(part, ignore_errors=True)
    return _venv_python(folder)


def pyodide_version(tools: Path) -> str:
    """The Pyodide version the build tools' JupyterLite kernel expects."""
    code = "from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION as v; print(v)"
    done = subprocess.run([str(tools), "-c", code], capture_output=True, text=True)
    if done.returncode != 0:
        raise LiteError(f"the JupyterLite build tools do not work:\n{done.stderr[-2000:]}")
    return done.stdout.strip()


def _lab_extensions(prefix: Path) -> dict[str, Path]:
    """The lab extensions installed in the environment at ``prefix``: name -> folder."""
    root = prefix / "share" / "jupyter" / "labextensions"
    found = [*root.glob("*/package.json"), *root.glob("@*/*/package.json")]
    return {p.parent.relative_to(root).as_posix(): p.parent for p in found}


def front_end_extensions(tools: Path, into: Path, prefix: Path | None = None) -> Path:
    """Copy the front ends of this package's widgets (:data:`SITE_EXTENSIONS`), installed
    beside it (under ``prefix``, this Python's by default), into ``into``, for the build to
    add to the site; those the build tools' venv (``tools`` is its Python) holds itself
    it takes from there. Other lab extensions installed here (Voila's preview, Notebook 7's
    buttons, a Pygments theme) stay out: the page would load each at start for nothing."""
    own = _lab_extensions(tools.parent.parent)
    here = _lab_extensions(Path(sys.prefix) if prefix is None else prefix)
    into.mkdir(parents=True, exist_ok=True)
    for name in SITE_EXTENSIONS:
        if name in own:
            continue
        if name not in here:
            raise LiteError(
                f"the lab extension {name} is not installed beside honeybuzz_lab "
                "(pip install anywidget ipywidgets)"
            )
        shutil.copytree(here[name], into / name)
    return into


def fetch_pyodide(version: str, cache: Path) -> Path:
    """The npm package ``pyodide@version``, unpacked in the cache; returns its folder."""
    folder = cache / f"pyodide-{version}"
    if (folder / "pyodide-lock.json").is_file():
        return folder
    url = f"{NPM_REGISTRY}/pyodide/-/pyodide-{version}.tgz"
    cache.mkdir(parents=True, exist_ok=True)
    archive = cache / f"pyodide-{version}.tgz"
    try:
        with urllib.request.urlopen(url, timeout=120) as response, archive.open("wb") as out:
            shutil.copyfileobj(response, out)
    except OSError as e:
        raise LiteError(f"could not download the Pyodide runtime from {url}: {e}") from e
    unpacked = cache / f"pyodide-{version}.part"
    shutil.rmtree(unpacked, ignore_errors=True)
    with tarfile.open(archive) as tar:
        tar.extractall(unpacked, filter="data")
    shutil.rmtree(folder, ignore_errors=True)
    (unpacked / "package").rename(folder)
    shutil.rmtree(unpacked, ignore_errors=True)
    archive.unlink()
    return folder


def _cached_wheel(folder: Path, name: str, version: str) -> Path | None:
    for path in folder.glob("*.whl"):
        parts = path.name.split("-")
        if canonical(parts[0]) == canonical(name) and parts[1] == version:
            return path
    return None


def fetch_wheel(name: str, version: str, python: str, cache: Path) -> Path:
    """The pure-Python wheel of ``name==version`` from PyPI (kept in the cache)."""
    folder = cache / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    found = _cached_wheel(folder, name, version)
    if found:
        return found
    command = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--no-deps",
        "--only-binary=:all:",
        "--python-version",
        python,
        "--platform",
        "any",
        "--implementation",
        "py",
        "--quiet",
        "--dest",
        str(folder),
        f"{name}=={version}",
    ]
    done = subprocess.run(command, capture_output=True, text=True)
    found = _cached_wheel(folder, name, version)
    if done.returncode != 0 or found is None:
        raise LiteError(
            f"no pure-Python wheel of {name}=={version} for Python {python}:\n{done.stderr}"
        )
    return found


def kernel_wheels(tools: Path) -> dict[str, Path]:
    """The kernel's own wheels (:data:`KERNEL_WHEELS`) in the lab extension of the build
    tools' venv (``tools`` is its Python): canonical name -> wheel."""
    folder = tools.parent.parent / "share" / "jupyter" / "labextensions"
    folder = folder / "@jupyterlite" / "pyodide-kernel-extension" / "static" / "pypi"
    found = {canonical(w.name.split("-")[0]): w for w in sorted(folder.glob("*.whl"))}
    missing = sorted(KERNEL_WHEELS - set(found))
    if missing:
        raise LiteError(f"the JupyterLite kernel's wheels {missing} are not in {folder}")
    return {name: found[name] for name in KERNEL_WHEELS}


def build_own_wheel(source: Path, into: Path) -> Path:
    """This package's wheel, built from the checkout at ``source``."""
    if not (source / "pyproject.toml").is_file():
        raise LiteError(
            f"{source} is not a checkout of honeybuzz_lab (no pyproject.toml): the site "
            "carries the package's own wheel, built from its source"
        )
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(into)]
    done = subprocess.run([*command, str(source)], capture_output=True, text=True)
    wheels = sorted(into.glob("honeybuzz_lab-*.whl"))
    if done.returncode != 0 or not wheels:
        raise LiteError(f"building the honeybuzz_lab wheel failed:\n{done.stderr}")
    return wheels[-1]


# ------------------------------------------------------------------ the lock


def wheel_metadata(wheel: Path) -> tuple[str, str, list[str]]:
    """``(name, version, Requires-Dist lines)`` of a wheel."""
    with zipfile.ZipFile(wheel) as z:
        name = next(n for n in z.namelist() if re.match(r"[^/]+\.dist-info/METADATA$", n))
        meta = Parser().parsestr(z.read(name).decode("utf-8"))
    return str(meta["Name"]), str(meta["Version"]), list(meta.get_all("Requires-Dist") or [])


def wheel_imports(wheel: Path) -> list[str]:
    """The top-level modules a wheel installs."""
    with zipfile.ZipFile(wheel) as z:
        tops = {n.split("/")[0] for n in z.namelist()}
    names = {t[:-3] if t.endswith(".py") else t for t in tops}
    return sorted(n for n in names if n.isidentifier() and n != "__pycache__")


def pyodide_environment(python: str) -> dict[str, str]:
    """Marker values of the Pyodide interpreter (``python`` is its full version)."""
    return {
        "python_version": ".".join(python.split(".")[:2]),
        "python_full_version": python,
        "sys_platform": "emscripten",
        "platform_system": "Emscripten",
        "platform_machine": "wasm32",
        "os_name": "posix",
        "implementation_name": "cpython",
        "platform_python_implementation": "CPython",
        "extra": "",
    }


def requirements(lines: list[str], python: str) -> list[tuple[str, object]]:
    """The requirements that apply in Pyodide: ``(canonical name, specifier)`` pairs."""
    from packaging.requirements import Requirement

    env = pyodide_environment(python)
    out = []
    for line in lines:
        req = Requirement(line)
        if req.marker is not None and not req.marker.evaluate(env):
            continue
        if canonical(req.name) not in PROVIDED:
            out.append((canonical(req.name), req.specifier))
    return out


def _installed_version(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def choose_version(name: str, specifier: object, lock: dict[str, dict]) -> str:
    """The version a site carries: the installed one for front-end libraries and for
    what Pyodide does not list, else the lock's. It must meet ``specifier``."""
    in_lock = lock.get(name, {}).get("version")
    installed = _installed_version(name)
    order = [installed, in_lock] if name in FRONT_END or in_lock is None else [in_lock]
    for version in order:
        if version is not None and specifier.contains(version, prereleases=True):  # type: ignore[attr-defined]
            return version
    raise LiteError(
        f"no version of {name} fits {specifier or 'any'} (Pyodide's lock: {in_lock}, "
        f"installed: {installed})"
    )


def collect_wheels(
    own: Path,
    lock: dict[str, dict],
    python: str,
    cache: Path,
    kernel: dict[str, Path] | None = None,
) -> dict[str, tuple[Path, list[str]]]:
    """Every wheel the site needs: canonical name -> (wheel, its dependencies' names).
    ``kernel`` holds the kernel's own wheels (:func:`kernel_wheels`)."""
    kernel = kernel or {}
    from packaging.specifiers import SpecifierSet

    found: dict[str, tuple[Path, list[str]]] = {}
    todo: list[tuple[str, object]] = [(canonical(n), SpecifierSet()) for n in ROOTS]
    while todo:
        name, spec = todo.pop(0)
        if name in found:
            continue
        if name == "honeybuzz-lab":
            wheel = own
        elif name in kernel:
            wheel = kernel[name]
        else:
            wheel = fetch_wheel(name, choose_version(name, spec, lock), python, cache)
        _, _, lines = wheel_metadata(wheel)
        deps = requirements(lines, python)
        found[name] = (wheel, sorted({d for d, _ in deps}))
        todo.extend(deps)
    return found


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def trimmed_lock(info: dict, wheels: dict[str, tuple[Path, list[str]]]) -> dict:
    """A ``pyodide-lock.json`` that lists exactly ``wheels`` (files beside it)."""
    packages = {}
    for name, (wheel, deps) in sorted(wheels.items()):
        _, version, _ = wheel_metadata(wheel)
        packages[name] = {
            "name": name,
            "version": version,
            "file_name": wheel.name,
            "install_dir": "site",
            "sha256": sha256(wheel),
            "package_type": "package",
            "imports": wheel_imports(wheel),
            "depends": deps,
            "unvendored_tests": False,
        }
    return {"info": info, "packages": packages}


# ------------------------------------------------------------------ the site


def site_notebook(source: Path) -> str:
    """A notebook as the site holds it: naming JupyterLite's ``python`` kernel, no outputs."""
    nb = json.loads(source.read_text(encoding="utf-8"))
    nb.setdefault("metadata", {})["kernelspec"] = dict(KERNELSPEC)
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def lite_config(packages: list[str]) -> dict:
    """``jupyter-lite.json``: the kernel loads ``packages`` from the site, never from PyPI."""
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Honey Buzz lab",
            # window.jupyterapp, for scripts that drive the page (the browser tests do)
            "exposeAppInBrowser": True,
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": packages},
                }
            },
        },
    }


def site_notebooks(folder: Path) -> list[Path]:
    """The notebooks a site ships from ``folder``: its own and those of its language
    folders (``en/``, ``hu/``), which keep their place so their links and images work."""
    return sorted([*folder.glob("*.ipynb"), *folder.glob("*/*.ipynb")])


def site_contents(notebooks: Path, contents: Path) -> list[str]:
    """Fill ``contents`` (the site's files, as its file browser shows them): the notebooks,
    their images, notebook 14's example results and the learner's data folder (where the
    kernel keeps progress, see :mod:`honeybuzz_lab.core.drive`) with a README. Returns the
    notebooks' names."""
    contents.mkdir(parents=True, exist_ok=True)
    names = []
    for nb in site_notebooks(notebooks):
        name = nb.relative_to(notebooks).as_posix()
        (contents / name).parent.mkdir(parents=True, exist_ok=True)
        (contents / name).write_text(site_notebook(nb), encoding="utf-8")
        names.append(name)
    for folder in ("images", "example_class_results"):  # the example of notebook 14
        if (notebooks / folder).is_dir():
            shutil.copytree(notebooks / folder, contents / folder)
    data = contents / DRIVE_DATA
    data.mkdir(exist_ok=True)
    (data / "README.md").write_text(DATA_README, encoding="utf-8")
    return names


def build_site(
    output: Path,
    *,
    notebooks: Path | None = None,
    source: Path | None = None,
    cache: Path | None = None,
    log: Callable[[str], None] = print,
) -> Site:
    """Build the site into ``output`` (replaced if it exists). Returns what it holds."""
    package = Path(__file__).resolve().parent
    source = package.parent if source is None else source
    notebooks = source / "notebooks" if notebooks is None else notebooks
    cache = default_cache() if cache is None else cache
    if not site_notebooks(notebooks):
        raise LiteError(f"no notebooks in {notebooks}")
    tools = tools_python(cache, log)
    version = pyodide_version(tools)
    log(f"Pyodide {version} (npm package pyodide, cached in {cache})")
    runtime = fetch_pyodide(version, cache)
    lock = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))
    python = str(lock["info"]["python"])
    packages = {canonical(k): v for k, v in lock["packages"].items()}
    with tempfile.TemporaryDirectory(prefix="honeybuzz-lite-") as tmp:
        work = Path(tmp)
        log("building the honeybuzz_lab wheel")
        own = build_own_wheel(source, work / "dist")
        log("collecting wheels")
        wheels = collect_wheels(own, packages, python, cache, kernel_wheels(tools))
        try:
            compiled = compiled_wheels([w for w, _ in wheels.values()], runtime, cache, log)
        except CompileError as e:
            raise LiteError(str(e)) from None
        wheels = {n: (compiled[w], deps) for n, (w, deps) in wheels.items()}
        lite_dir = work / "lite"
        static = lite_dir / "static" / "pyodide"
        static.mkdir(parents=True)
        for name in RUNTIME_FILES:
            shutil.copy2(runtime / name, static / name)
        for wheel, _ in wheels.values():
            shutil.copy2(wheel, static / wheel.name)
        lock_json = trimmed_lock(lock["info"], wheels)
        (static / "pyodide-lock.json").write_text(json.dumps(lock_json, indent=1))
        preload = [canonical(n) for n in ROOTS]
        (lite_dir / "jupyter-lite.json").write_text(json.dumps(lite_config(preload), indent=1))
        contents = work / "contents"
        names = site_contents(notebooks, contents)
        output = output.resolve()
        shutil.rmtree(output, ignore_errors=True)
        log(f"jupyter lite build -> {output}")
        extensions = front_end_extensions(tools, work / "labextensions")
        command = [
            str(tools),
            "-m",
            "jupyterlite_core",
            "build",
            "--no-sourcemaps",
            f"--FederatedExtensionAddon.extra_labextensions_path={extensions}",
            "--lite-dir",
            str(lite_dir),
            "--contents",
            str(contents),
            "--output-dir",
            str(output),
        ]
        done = subprocess.run(command, cwd=work, capture_output=True, text=True)
        if done.returncode != 0:
            raise LiteError(f"jupyter lite build failed:\n{done.stdout[-4000:]}{done.stderr}")
    icon = output / "static" / "favicons" / "favicon.ico"
    if icon.is_file() and not (output / "favicon.ico").exists():
        # A page with no icon of its own (the lab page) makes the browser ask for the
        # site's /favicon.ico: without it every visit logs a 404 in the console.
        shutil.copy2(icon, output / "favicon.ico")
    site = Site(output, version, {n: w.name for n, (w, _) in wheels.items()}, names)
    log(f"{len(names)} notebooks, {len(wheels)} wheels, {site.size / 1e6:.1f} MB in {output}")
    return site
